//! Share codes: a team as one line of text for the clipboard.
//!
//! A code is `HK1.` followed by the unpadded base64url (RFC 4648 section 5) of the raw-deflated
//! compact template JSON. Reading one inflates at most [`super::template::MAX_TEMPLATE_BYTES`]
//! and then imports the JSON with every check of [`super::template::import_json`].

use super::team::Team;
use super::template::{ImportError, MAX_TEMPLATE_BYTES, export_json_compact, import_json};

/// Every share code starts with this, then the code version and a dot.
pub const CODE_PREFIX: &str = "HK";
/// The share-code version this build writes and reads.
pub const CODE_VERSION: u32 = 1;
/// Codes longer than this are refused before decoding.
pub const MAX_CODE_CHARS: usize = 64 * 1024;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Encodes bytes as unpadded base64url.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// Why text is not unpadded base64url.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base64Error {
    /// A byte outside the alphabet.
    BadCharacter {
        /// The byte, as a character.
        character: char,
        /// Its position.
        at: usize,
    },
    /// The length leaves a lone character at the end.
    CutShort,
}

impl std::fmt::Display for Base64Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Base64Error::BadCharacter { character, at } => write!(
                f,
                "character {} at position {at} is not base64url",
                character.escape_debug()
            ),
            Base64Error::CutShort => {
                f.write_str("the code is cut short (one character too many or too few)")
            }
        }
    }
}

impl std::error::Error for Base64Error {}

/// Decodes unpadded base64url; names the first bad character or a truncated end.
pub fn base64url_decode(text: &str) -> Result<Vec<u8>, Base64Error> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for (at, c) in text.bytes().enumerate() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' => 62,
            b'_' => 63,
            _ => {
                return Err(Base64Error::BadCharacter {
                    character: char::from(c),
                    at,
                });
            }
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    if bits >= 6 {
        return Err(Base64Error::CutShort);
    }
    Ok(out)
}

/// A team as a share code.
pub fn export_code(team: &Team) -> String {
    let json = export_json_compact(team);
    let deflated = miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 9);
    format!(
        "{CODE_PREFIX}{CODE_VERSION}.{}",
        base64url_encode(&deflated)
    )
}

/// Reads a share code (surrounding spaces and line breaks are ignored) into a valid team.
pub fn import_code(code: &str) -> Result<Team, ImportError> {
    let err = |message: String| ImportError::one("code", message);
    if code.len() > MAX_CODE_CHARS {
        return Err(err(format!(
            "{} characters is too long; a share code is at most {MAX_CODE_CHARS}",
            code.len()
        )));
    }
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let rest = code.strip_prefix(CODE_PREFIX).ok_or_else(|| {
        err(format!(
            "a share code starts with \"{CODE_PREFIX}{CODE_VERSION}.\""
        ))
    })?;
    let (version, payload) = rest.split_once('.').ok_or_else(|| {
        err(format!(
            "a share code starts with \"{CODE_PREFIX}{CODE_VERSION}.\""
        ))
    })?;
    match version.parse::<u32>() {
        Ok(CODE_VERSION) => {}
        Ok(v) if v > CODE_VERSION => {
            return Err(err(format!(
                "code version {v} is newer than this game reads ({CODE_VERSION}); update hexkick"
            )));
        }
        _ => return Err(err(format!("\"{version}\" is not a share-code version"))),
    }
    let deflated = base64url_decode(payload).map_err(|e| err(e.to_string()))?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, MAX_TEMPLATE_BYTES)
        .map_err(|e| {
            err(match e.status {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => {
                    format!("the team inside is over {MAX_TEMPLATE_BYTES} bytes; refused")
                }
                _ => "the code is damaged (it does not unpack); copy it again".to_string(),
            })
        })?;
    import_json(&json)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_matches_rfc4648_vectors() {
        let cases: [(&str, &str); 7] = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in cases {
            assert_eq!(base64url_encode(plain.as_bytes()), coded);
            assert_eq!(base64url_decode(coded), Ok(plain.as_bytes().to_vec()));
        }
        assert_eq!(base64url_encode(&[0xfb, 0xff]), "-_8");
        assert!(base64url_decode("Zm9v+").is_err());
        assert!(base64url_decode("Z").is_err());
    }

    #[test]
    fn bad_codes_are_refused_with_reasons() {
        let text = |code: &str| import_code(code).unwrap_err().to_string();
        assert!(text("hello").contains("starts with \"HK1.\""));
        assert!(text("HK9.abc").contains("newer"));
        assert!(text("HK1.!!").contains("not base64url"));
        assert!(text("HK1.AAAA").contains("damaged"));
        assert!(text(&"A".repeat(MAX_CODE_CHARS + 1)).contains("too long"));
        let bomb = miniz_oxide::deflate::compress_to_vec(&vec![b' '; MAX_TEMPLATE_BYTES + 1], 9);
        let code = format!("HK1.{}", base64url_encode(&bomb));
        assert!(text(&code).contains("over 262144 bytes"), "{}", text(&code));
    }
}
