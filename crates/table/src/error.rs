//! Why the table refused what a screen handed it.

use crate::PegRefusal;
use hexkick_physics::FlickError;
use hexkick_rules::error::RuleError;
use hexkick_session::TakeBackRefused;
use std::fmt;

/// Why the table refused what the screen handed it. Show it with `to_string()`; nothing
/// changed.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayError {
    /// The rules refuse the command.
    Rule(RuleError),
    /// The flick cannot be simulated (NaN, infinite or too fast).
    Flick(FlickError),
    /// Nobody holds the ball, so nobody can kick.
    NoKicker,
    /// Undo is switched off for this match.
    UndoOff,
    /// Only a move or placement of the current phase can be taken back.
    NotUndoable,
    /// The session refused to take the command back (a die was rolled, ...).
    TakeBack(TakeBackRefused),
    /// It is the AI's decision, not a person's.
    NotAiTurn,
    /// No kick may be flicked now (not PHASE 1, a shot not yet declared, ...).
    NoFlick,
    /// The peg cannot be picked up or dropped there.
    Peg(PegRefusal),
    /// The draft choice is not open now (a declaration or style the rules refuse).
    NotOffered,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Rule(e) => e.fmt(f),
            Self::Flick(e) => e.fmt(f),
            Self::NoKicker => f.write_str("nobody has the ball to kick"),
            Self::UndoOff => f.write_str("undo is switched off for this match"),
            Self::NotUndoable => {
                f.write_str("only a move or placement of this phase can be taken back")
            }
            Self::TakeBack(e) => e.fmt(f),
            Self::NotAiTurn => f.write_str("the AI does not decide now"),
            Self::NoFlick => f.write_str("no kick can be flicked now"),
            Self::Peg(why) => why.fmt(f),
            Self::NotOffered => f.write_str("that choice is not open now"),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<RuleError> for PlayError {
    fn from(e: RuleError) -> Self {
        PlayError::Rule(e)
    }
}

impl From<FlickError> for PlayError {
    fn from(e: FlickError) -> Self {
        PlayError::Flick(e)
    }
}
