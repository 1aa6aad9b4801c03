//! The save envelope: one text header line, then the JSON payload.
//!
//! ```text
//! hexkick-save format=1 slot=match schema=2 bytes=1234 crc32=0a1b2c3d
//! {"...": "..."}
//! ```
//!
//! `format` is this envelope's layout, `schema` the payload type's version (see
//! [`super::migrate`]), `bytes` the payload length and `crc32` its checksum, so a file cut short,
//! padded, overwritten or taken from another slot is told apart from a good one.

use super::checksum::crc32;
use super::notice::Reason;
use super::slot::Slot;

/// The envelope layout this build writes and reads.
pub const FORMAT: u32 = 1;

/// The first word of every save.
const MAGIC: &str = "hexkick-save";

/// A header longer than this is not one of ours.
const MAX_HEADER: usize = 200;

/// A checked save: which slot, which payload schema, and the payload bytes.
#[derive(Debug, PartialEq, Eq)]
pub struct Envelope<'a> {
    /// The payload's schema version.
    pub schema: u32,
    /// The payload (JSON), its length and checksum verified.
    pub payload: &'a [u8],
}

/// Wraps `payload` for `slot` at `schema` into the bytes to store.
pub fn seal(slot: Slot, schema: u32, payload: &[u8]) -> Vec<u8> {
    let header = format!(
        "{MAGIC} format={FORMAT} slot={} schema={schema} bytes={} crc32={:08x}\n",
        slot.key(),
        payload.len(),
        crc32(payload)
    );
    let mut out = Vec::with_capacity(header.len() + payload.len());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(payload);
    out
}

/// Checks stored bytes meant for `slot` and returns the payload, or why they cannot be used.
pub fn open(bytes: &[u8], slot: Slot) -> Result<Envelope<'_>, Reason> {
    if bytes.is_empty() {
        return Err(Reason::Empty);
    }
    let Some(newline) = bytes.iter().take(MAX_HEADER).position(|&b| b == b'\n') else {
        return Err(if looks_like_our_start(bytes) && bytes.len() < MAX_HEADER {
            Reason::CutShort
        } else {
            Reason::NotASave
        });
    };
    let header = std::str::from_utf8(&bytes[..newline]).map_err(|_| Reason::NotASave)?;
    let payload = &bytes[newline + 1..];
    let mut words = header.split(' ');
    if words.next() != Some(MAGIC) {
        return Err(Reason::NotASave);
    }
    let format: u32 = field(words.next(), "format")?;
    if format > FORMAT {
        return Err(Reason::Newer {
            found: format,
            supported: FORMAT,
        });
    }
    let found_slot = field::<String>(words.next(), "slot")?;
    let schema: u32 = field(words.next(), "schema")?;
    let length: usize = field(words.next(), "bytes")?;
    let checksum = words
        .next()
        .and_then(|w| w.strip_prefix("crc32="))
        .and_then(|hex| u32::from_str_radix(hex, 16).ok())
        .ok_or(Reason::Damaged)?;
    if format == 0 || schema == 0 || words.next().is_some() {
        return Err(Reason::Damaged);
    }
    if found_slot != slot.key() {
        return Err(Reason::OtherSlot(found_slot));
    }
    if payload.len() < length {
        return Err(Reason::CutShort);
    }
    if payload.len() > length || crc32(payload) != checksum {
        return Err(Reason::Damaged);
    }
    Ok(Envelope { schema, payload })
}

/// Whether `bytes` start like a save (or like the start of one).
fn looks_like_our_start(bytes: &[u8]) -> bool {
    let magic = MAGIC.as_bytes();
    let n = bytes.len().min(magic.len());
    bytes[..n] == magic[..n]
}

/// Parses the header word `name=value`.
fn field<T: std::str::FromStr>(word: Option<&str>, name: &str) -> Result<T, Reason> {
    word.and_then(|w| w.strip_prefix(name))
        .and_then(|w| w.strip_prefix('='))
        .and_then(|value| value.parse().ok())
        .ok_or(Reason::Damaged)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const PAYLOAD: &[u8] = br#"{"seq":7,"note":"caf\u00e9"}"#;

    #[test]
    fn a_sealed_payload_opens_unchanged() {
        let bytes = seal(Slot::Match, 3, PAYLOAD);
        let text = String::from_utf8(bytes.clone()).expect("our envelope is text");
        assert!(text.starts_with("hexkick-save format=1 slot=match schema=3 bytes=28 crc32="));
        let envelope = open(&bytes, Slot::Match).expect("opens");
        assert_eq!(envelope.schema, 3);
        assert_eq!(envelope.payload, PAYLOAD);
    }

    #[test]
    fn every_cut_is_caught() {
        let bytes = seal(Slot::Teams, 1, PAYLOAD);
        assert_eq!(open(&bytes[..0], Slot::Teams), Err(Reason::Empty));
        for len in 1..bytes.len() {
            let result = open(&bytes[..len], Slot::Teams);
            assert_eq!(result, Err(Reason::CutShort), "cut to {len} bytes");
        }
    }

    #[test]
    fn padding_and_flips_are_damage() {
        let mut padded = seal(Slot::Match, 1, PAYLOAD);
        padded.push(b' ');
        assert_eq!(open(&padded, Slot::Match), Err(Reason::Damaged));
        let mut flipped = seal(Slot::Match, 1, PAYLOAD);
        let last = flipped.len() - 2;
        flipped[last] ^= 0x20;
        assert_eq!(open(&flipped, Slot::Match), Err(Reason::Damaged));
    }

    #[test]
    fn other_files_are_told_apart() {
        assert_eq!(
            open(b"\x89PNG\r\n\x1a\n", Slot::Match),
            Err(Reason::NotASave)
        );
        assert_eq!(open(&[0u8; 4096], Slot::Match), Err(Reason::NotASave));
        assert_eq!(open(b"{\"seq\":1}\n", Slot::Match), Err(Reason::NotASave));
        let teams = seal(Slot::Teams, 1, PAYLOAD);
        assert_eq!(
            open(&teams, Slot::Match),
            Err(Reason::OtherSlot("teams".into()))
        );
    }

    #[test]
    fn a_newer_format_is_reported_as_newer() {
        let newer = b"hexkick-save format=2 whatever=else\n{}";
        assert_eq!(
            open(newer, Slot::Settings),
            Err(Reason::Newer {
                found: 2,
                supported: 1
            })
        );
    }

    #[test]
    fn malformed_headers_are_damage() {
        for header in [
            "hexkick-save format=1 slot=match schema=0 bytes=2 crc32=00000000",
            "hexkick-save format=1 slot=match schema=1 bytes=-2 crc32=00000000",
            "hexkick-save format=1 slot=match schema=1 bytes=2 crc32=zz",
            "hexkick-save format=1 slot=match schema=1 bytes=2",
            "hexkick-save format=x",
        ] {
            let bytes = format!("{header}\n{{}}");
            assert_eq!(
                open(bytes.as_bytes(), Slot::Match),
                Err(Reason::Damaged),
                "{header}"
            );
        }
    }

    proptest! {
        #[test]
        fn garbage_never_panics_and_never_passes(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
            prop_assert!(open(&bytes, Slot::Match).is_err());
        }

        #[test]
        fn garbage_after_a_real_header_never_passes(tail in proptest::collection::vec(any::<u8>(), 1..200)) {
            let mut bytes = seal(Slot::Match, 1, PAYLOAD);
            let header_end = bytes.iter().position(|&b| b == b'\n').unwrap_or(0) + 1;
            bytes.truncate(header_end);
            bytes.extend_from_slice(&tail);
            prop_assume!(tail != PAYLOAD);
            prop_assert!(open(&bytes, Slot::Match).is_err());
        }
    }
}
