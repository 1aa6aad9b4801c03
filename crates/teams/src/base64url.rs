//! Unpadded base64url (RFC 4648 section 5) for share codes, through the `base64` crate, read
//! strictly: no two texts give the same bytes.

use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use base64::{DecodeError, Engine as _, alphabet};

/// Unpadded base64url (RFC 4648 §5), refusing set unused bits: no two texts decode to the
/// same bytes.
const STRICT: GeneralPurpose = GeneralPurpose::new(
    &alphabet::URL_SAFE,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(DecodePaddingMode::RequireNone),
);

/// Encodes bytes as unpadded base64url.
pub fn base64url_encode(bytes: &[u8]) -> String {
    STRICT.encode(bytes)
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
    /// The last character sets bits no encoder sets.
    LastCharacter,
}

impl std::fmt::Display for Base64Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::BadCharacter { character, at } => write!(
                f,
                "character {} at position {at} is not base64url",
                character.escape_debug()
            ),
            Self::CutShort => {
                f.write_str("the code is cut short (one character too many or too few)")
            }
            Self::LastCharacter => f.write_str("the code's last character is wrong; copy it again"),
        }
    }
}

impl std::error::Error for Base64Error {}

/// Decodes unpadded base64url; names the first bad character or a truncated end. The unused
/// low bits of the last character must be zero (as every encoder writes them), so no two
/// texts decode to the same bytes.
pub fn base64url_decode(text: &str) -> Result<Vec<u8>, Base64Error> {
    STRICT.decode(text).map_err(|e| match e {
        DecodeError::InvalidByte(at, byte) => Base64Error::BadCharacter {
            character: char::from(byte),
            at,
        },
        DecodeError::InvalidLength(_) => Base64Error::CutShort,
        DecodeError::InvalidLastSymbol(..) => Base64Error::LastCharacter,
        DecodeError::InvalidPadding => Base64Error::BadCharacter {
            character: '=',
            at: text.find('=').unwrap_or(text.len()),
        },
    })
}
