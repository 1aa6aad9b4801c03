//! CRC-32 (the IEEE 802.3 polynomial, as in zip and PNG) over a save's payload, so a file that
//! was cut short, overwritten or bit-flipped is caught before its contents are trusted.

/// The reversed IEEE polynomial.
const POLYNOMIAL: u32 = 0xEDB8_8320;

/// The byte-at-a-time lookup table, built at compile time.
const TABLE: [u32; 256] = build_table();

const fn build_table() -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut n = 0;
    while n < 256 {
        let mut c = n as u32;
        let mut bit = 0;
        while bit < 8 {
            c = if c & 1 == 1 {
                POLYNOMIAL ^ (c >> 1)
            } else {
                c >> 1
            };
            bit += 1;
        }
        table[n] = c;
        n += 1;
    }
    table
}

/// The CRC-32 of `bytes`.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc = TABLE[((crc ^ u32::from(b)) & 0xFF) as usize] ^ (crc >> 8);
    }
    !crc
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
