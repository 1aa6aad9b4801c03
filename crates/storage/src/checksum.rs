//! CRC-32 (the IEEE 802.3 polynomial, as in zip and PNG) over a save's payload, so a file that
//! was cut short, overwritten or bit-flipped is caught before its contents are trusted.

/// The CRC-32 of `bytes` (the `crc32fast` crate: table-driven, with the processor's CRC
/// instructions where it has them).
pub fn crc32(bytes: &[u8]) -> u32 {
    crc32fast::hash(bytes)
}

#[cfg(test)]
mod tests {
    use super::crc32;

    #[test]
    fn matches_the_standard_check_value() {
        // The "check" value every CRC-32/ISO-HDLC implementation must give.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"a"), 0xE8B7_BE43);
        assert_eq!(
            crc32(b"The quick brown fox jumps over the lazy dog"),
            0x414F_A339
        );
    }

    #[test]
    fn catches_every_single_bit_flip() {
        let text = b"{\"seq\":41,\"home\":\"E6\"}".to_vec();
        let good = crc32(&text);
        for i in 0..text.len() * 8 {
            let mut flipped = text.clone();
            flipped[i / 8] ^= 1 << (i % 8);
            assert_ne!(crc32(&flipped), good, "bit {i} flipped unnoticed");
        }
    }
}
