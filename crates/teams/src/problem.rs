//! Why a team template or a share code was refused, as data: each problem found by the
//! importers is a [`Problem`], written in English by its `Display` (template files, the command
//! line, test logs) and in the player's language by [`Problem::in_words`]
//! (`crates/teams/src/problem_words.rs`), so no refusal the studio shows stays English in French.

use super::base64url::Base64Error;
use super::colour::ColourError;
use super::text::TextError;
use hexkick_rules::roster::StickerError;
use std::fmt;

/// One reason a template or share code is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The file is larger than a template may be.
    TooLarge {
        /// Its size.
        bytes: usize,
        /// The most a template may have.
        max: usize,
    },
    /// The file is not UTF-8 text.
    NotText,
    /// The text is not JSON; where it stops reading.
    NotJson {
        /// Line of the mistake (from 1).
        line: usize,
        /// Column of the mistake (from 1).
        column: usize,
        /// The JSON reader's own words (English).
        said: String,
    },
    /// A key given twice in one JSON object (the key): which one counts is not clear.
    DuplicateKey(String),
    /// The JSON is not an object.
    NotObject,
    /// `format` is something else than `hexkick-team`.
    WrongFormat,
    /// There is no `format`.
    NoFormat,
    /// `version` is newer than this game reads.
    NewerVersion {
        /// The file's version.
        version: u64,
        /// The version this game reads.
        reads: u64,
    },
    /// `version` is not a whole number.
    BadVersion {
        /// The version this game reads.
        reads: u64,
    },
    /// There is no `version`.
    NoVersion {
        /// The version this game reads.
        reads: u64,
    },
    /// A field the template reader refused, with the reader's own words (English).
    Reader(ReaderProblem, String),
    /// A name, short name, sponsor or initials breaking its rule.
    Text(TextError),
    /// Text that is not a `#rrggbb` colour.
    Colour(ColourError),
    /// A letter that names no skill.
    SkillLetter(char),
    /// A sticker that cannot exist.
    Sticker(StickerError),
    /// Not 16 players.
    PlayerCount {
        /// How many the file has.
        count: usize,
        /// How many a team has.
        squad: usize,
    },
    /// A shirt number out of 1 to the most.
    ShirtNumber {
        /// The number given.
        number: u8,
        /// The highest allowed.
        max: u8,
    },
    /// Duel numbers on a 2024 sticker.
    DuelOn2024,
    /// A Classic sticker without its duel numbers.
    NoDuel,
    /// More problems than are listed.
    MoreProblems(usize),
    /// A share code longer than any code.
    CodeTooLong {
        /// Its length.
        chars: usize,
        /// The longest a code is.
        max: usize,
    },
    /// Text that does not start as a share code (the start it needs).
    NotACode(String),
    /// A share code newer than this game reads.
    NewerCode {
        /// The code's version.
        version: u32,
        /// The version this game writes.
        reads: u32,
    },
    /// A share-code version that is not a number.
    BadCodeVersion(String),
    /// A share code with a character or length base64url does not have.
    Base64(Base64Error),
    /// A share code whose check does not match.
    CodeCheck,
    /// A share code whose team does not read.
    CodeTeam,
    /// A version 1 share code that is not what hexkick wrote for the team it holds.
    CodeNotAsWritten,
    /// A share code that does not unpack.
    CodeUnpack,
    /// A share code whose team unpacks larger than a template may be.
    CodeTooBig {
        /// The most a template may have.
        max: usize,
    },
    /// A share code naming a ready-made team this game does not have.
    UnknownReadyMade,
}

/// What the template reader refused in a field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReaderProblem {
    /// A field the template needs is missing (its name).
    MissingField(String),
    /// A field the template does not have (its name).
    UnknownField(String),
    /// A value that is none of the field's choices (the value).
    UnknownValue(String),
    /// A value of the wrong kind.
    WrongValue,
}

impl Problem {
    /// The problem of a field the JSON reader refused, from its message.
    pub fn from_reader(message: &str) -> Problem {
        let quoted = |rest: &str| rest.split('`').nth(1).unwrap_or_default().to_string();
        let what = if let Some(rest) = message.strip_prefix("missing field ") {
            ReaderProblem::MissingField(quoted(rest))
        } else if let Some(rest) = message.strip_prefix("unknown field ") {
            ReaderProblem::UnknownField(quoted(rest))
        } else if let Some(rest) = message.strip_prefix("unknown variant ") {
            ReaderProblem::UnknownValue(quoted(rest))
        } else {
            ReaderProblem::WrongValue
        };
        Problem::Reader(what, message.to_string())
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use super::format::FORMAT_NAME;
        match self {
            Problem::TooLarge { bytes, max } => write!(
                f,
                "{bytes} bytes is too large; a team template is at most {max} bytes"
            ),
            Problem::NotText => f.write_str("not UTF-8 text"),
            Problem::NotJson { said, .. } => write!(f, "not valid JSON ({said})"),
            Problem::DuplicateKey(key) => write!(
                f,
                "\"{key}\" is given twice in the same object; give each field once"
            ),
            Problem::NotObject => f.write_str("must be a JSON object ({ ... })"),
            Problem::WrongFormat => write!(
                f,
                "must be \"{FORMAT_NAME}\"; this is not a hexkick team template"
            ),
            Problem::NoFormat => write!(
                f,
                "missing; a team template has \"format\": \"{FORMAT_NAME}\""
            ),
            Problem::NewerVersion { version, reads } => write!(
                f,
                "version {version} is newer than this game reads ({reads}); update hexkick"
            ),
            Problem::BadVersion { reads } => write!(f, "must be the whole number {reads}"),
            Problem::NoVersion { reads } => write!(f, "missing; this game reads version {reads}"),
            Problem::Reader(_, said) => f.write_str(said),
            Problem::Text(e) => e.fmt(f),
            Problem::Colour(e) => e.fmt(f),
            Problem::SkillLetter(c) => write!(f, "'{c}' is not a skill letter (Y R G B V X K S)"),
            Problem::Sticker(e) => e.fmt(f),
            Problem::PlayerCount { count, squad } => write!(
                f,
                "{count} players; a team has exactly {squad} (11 on the pitch, 5 on the bench)"
            ),
            Problem::ShirtNumber { number, max } => {
                write!(f, "{number}; shirt numbers run from 1 to {max}")
            }
            Problem::DuelOn2024 => {
                f.write_str("2024 stickers have no duel numbers; remove the field")
            }
            Problem::NoDuel => f.write_str("missing; a Classic sticker prints four duel numbers"),
            Problem::MoreProblems(n) => {
                write!(f, "{n} more problems not listed; fix the ones above first")
            }
            Problem::CodeTooLong { chars, max } => write!(
                f,
                "{chars} characters is too long; a share code is at most {max}"
            ),
            Problem::NotACode(start) => write!(f, "a share code starts with \"{start}\""),
            Problem::NewerCode { version, reads } => write!(
                f,
                "code version {version} is newer than this game reads ({reads}); update hexkick"
            ),
            Problem::BadCodeVersion(v) => write!(f, "\"{v}\" is not a share-code version"),
            Problem::Base64(e) => e.fmt(f),
            Problem::CodeCheck => {
                f.write_str("the code is damaged (its check does not match); copy it again")
            }
            Problem::CodeTeam => {
                f.write_str("the code is damaged (its team does not read); copy it again")
            }
            Problem::CodeNotAsWritten => f.write_str(
                "the code is damaged (hexkick never wrote this HK1 code for the team it holds); \
                 copy it again",
            ),
            Problem::CodeUnpack => {
                f.write_str("the code is damaged (it does not unpack); copy it again")
            }
            Problem::CodeTooBig { max } => {
                write!(f, "the team inside is over {max} bytes; refused")
            }
            Problem::UnknownReadyMade => f.write_str(
                "the code names a ready-made team this game does not have; update hexkick",
            ),
        }
    }
}

impl From<TextError> for Problem {
    fn from(e: TextError) -> Self {
        Problem::Text(e)
    }
}

impl From<ColourError> for Problem {
    fn from(e: ColourError) -> Self {
        Problem::Colour(e)
    }
}

impl From<StickerError> for Problem {
    fn from(e: StickerError) -> Self {
        Problem::Sticker(e)
    }
}

impl From<hexkick_rules::squad::SkillLetterError> for Problem {
    fn from(e: hexkick_rules::squad::SkillLetterError) -> Self {
        Problem::SkillLetter(e.0)
    }
}

impl From<Base64Error> for Problem {
    fn from(e: Base64Error) -> Self {
        Problem::Base64(e)
    }
}
