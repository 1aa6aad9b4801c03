//! Checked text for teams: names, short names, initials, sponsors, each with its limits.
//!
//! Every piece is text a person sees as it is: no control characters, no noncharacters, no
//! characters that hide themselves or reorder or cut the text ([`super::hidden`]: emoji and
//! the letters of every script are welcome), not blank, no outer spaces.

use super::hidden::{blank, first_hidden, hidden_name};
use std::fmt;

/// The rule a piece of text must meet.
struct TextRule {
    /// What the text is, for messages ("team name").
    what: &'static str,
    /// Fewest characters.
    min: usize,
    /// Most characters.
    max: usize,
    /// Only capital letters A-Z and digits (short names, initials).
    caps_and_digits: bool,
}

/// What is wrong with a piece of team text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextProblem {
    /// It contains a control character.
    ControlCharacter(char),
    /// It starts or ends with spaces.
    OuterSpaces,
    /// It has too few or too many characters.
    Length {
        /// How many it has.
        chars: usize,
        /// Fewest allowed.
        min: usize,
        /// Most allowed.
        max: usize,
    },
    /// It uses something else than capital letters A-Z and digits.
    NotCapsAndDigits(String),
    /// It holds a Unicode noncharacter (U+FFFE, U+FFFF, ...).
    NonCharacter(char),
    /// It holds a character that hides itself, reorders the text after it or cuts its line: a
    /// bidirectional control, a zero-width or other invisible character out of place, a line
    /// or paragraph separator (see [`super::hidden`]).
    Hidden(char),
    /// It has characters but none that shows: only spaces.
    Blank,
}

/// A piece of team text that breaks its rule; the message says what is wrong in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    /// What the text is ("team name").
    pub what: &'static str,
    /// What is wrong.
    pub problem: TextProblem,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = self.what;
        match &self.problem {
            TextProblem::ControlCharacter(c) => write!(
                f,
                "{what} contains the control character U+{:04X}",
                *c as u32
            ),
            TextProblem::NonCharacter(c) => write!(
                f,
                "{what} contains U+{:04X}, which is not a character",
                *c as u32
            ),
            TextProblem::Hidden(c) => {
                let mut what = what.chars();
                let first = what.next().map(|c| c.to_uppercase().to_string());
                write!(
                    f,
                    "{}{}: U+{:04X} ({}) is not allowed",
                    first.unwrap_or_default(),
                    what.as_str(),
                    *c as u32,
                    hidden_name(*c)
                )
            }
            TextProblem::Blank => write!(f, "{what} is blank; it needs a visible character"),
            TextProblem::OuterSpaces => write!(f, "{what} starts or ends with spaces; trim it"),
            TextProblem::Length { chars, min, max } => write!(
                f,
                "{what} has {chars} characters; it must have {min} to {max}"
            ),
            TextProblem::NotCapsAndDigits(text) => write!(
                f,
                "{what} \"{text}\" may only use capital letters A-Z and digits"
            ),
        }
    }
}

impl std::error::Error for TextError {}

impl TextRule {
    fn check(&self, text: &str) -> Result<String, TextError> {
        let fail = |problem| TextError {
            what: self.what,
            problem,
        };
        let chars = text.chars().count();
        if let Some(c) = text.chars().find(|c| c.is_control()) {
            return Err(fail(TextProblem::ControlCharacter(c)));
        }
        if let Some(c) = text.chars().find(|&c| is_noncharacter(c)) {
            return Err(fail(TextProblem::NonCharacter(c)));
        }
        if let Some(c) = first_hidden(text) {
            return Err(fail(TextProblem::Hidden(c)));
        }
        if !text.is_empty() && text.chars().all(blank) {
            return Err(fail(TextProblem::Blank));
        }
        if text.trim_matches(blank) != text {
            return Err(fail(TextProblem::OuterSpaces));
        }
        if chars < self.min || chars > self.max {
            return Err(fail(TextProblem::Length {
                chars,
                min: self.min,
                max: self.max,
            }));
        }
        if self.caps_and_digits
            && !text
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        {
            return Err(fail(TextProblem::NotCapsAndDigits(text.to_string())));
        }
        Ok(text.to_string())
    }
}

/// Unicode's noncharacters (U+FDD0 to U+FDEF and the last two code points of every plane,
/// U+FFFE, U+FFFF, U+1FFFE, ...): never text, and not allowed in the printable sheet's XML.
fn is_noncharacter(c: char) -> bool {
    let code = c as u32;
    (0xFDD0..=0xFDEF).contains(&code) || code & 0xFFFE == 0xFFFE
}

macro_rules! checked_text {
    ($(#[$doc:meta])* $name:ident, $what:literal, $min:literal, $max:literal, $caps:literal) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(String);

        impl $name {
            /// Fewest characters allowed.
            pub const MIN_CHARS: usize = $min;
            /// Most characters allowed.
            pub const MAX_CHARS: usize = $max;

            /// Checks the text; the error says what is wrong in words.
            pub fn new(text: &str) -> Result<Self, TextError> {
                TextRule {
                    what: $what,
                    min: $min,
                    max: $max,
                    caps_and_digits: $caps,
                }
                .check(text)
                .map(Self)
            }

            /// The text.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

checked_text!(
    /// A team's full name: 1 to 32 characters, no control characters, no outer spaces.
    TeamName, "team name", 1, 32, false
);
checked_text!(
    /// A team's short name for the scoreboard: 2 to 4 capital letters or digits.
    ShortName, "short name", 2, 4, true
);
checked_text!(
    /// A player's name as printed on his back: 1 to 20 characters.
    PlayerName, "player name", 1, 20, false
);
checked_text!(
    /// A sponsor line across the shirt front: 0 to 16 characters (empty = no sponsor).
    Sponsor, "sponsor", 0, 16, false
);
checked_text!(
    /// The badge's initials: 1 to 3 capital letters or digits.
    Initials, "initials", 1, 3, true
);

#[cfg(test)]
mod tests;
