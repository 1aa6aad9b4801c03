//! The match table: what sits between the screens and the rules.
//!
//! A [`Table`] owns a match in progress (a [`MatchSession`](crate::session::MatchSession):
//! state, seeded dice, the record saved after every command) and the [`MatchSetup`] it was
//! started with (teams' names and colours, who coaches each side, undo and timer options).
//! The match screen asks it what to show and hands it what the person did, and never needs
//! to know a rule:
//!
//! - [`Table::decider`], [`Table::prompt`] and [`Table::headline`]: whose decision it is, the
//!   question in UI terms ([`Prompt`]) and one line of words for the HUD;
//! - [`Table::reachable`], [`Table::entry_risk`], [`Table::styles`]: what to highlight;
//! - [`Table::kick`] runs a flick through the physics and applies it, returning the ball's
//!   path for the animation; [`Table::apply`] takes every other answer as a `Command`;
//! - [`Table::undo_last_move`] takes back a move of the current phase (when allowed);
//! - [`Table::ai_job`] computes the AI's answer away from the table (on a thread on native);
//! - [`Table::narrate`] and [`Table::stats`] feed the event log and the half/full time screens.
//!
//! The new-match screen builds the [`MatchSetup`]; "continue" calls [`Table::resume`].
//!
//! ```
//! use hexkick::play::{Coach, MatchSetup, Prompt, Table};
//! use hexkick::core::command::Command;
//! use hexkick::storage::{MemoryStore, Saves};
//!
//! let setup = MatchSetup::quick(Coach::Human, Coach::Human, 7);
//! let mut table = Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up");
//! assert_eq!(table.prompt(), Prompt::CoinToss);
//! assert_eq!(table.headline(), "Blue — toss the coin for the kick-off");
//! let events = table.apply(Command::TossCoin).expect("legal");
//! assert!(table.narrate(&events)[0].starts_with("Coin toss"));
//! ```

pub mod headline;
pub mod narrate;
pub mod offers;
pub mod prompt;
pub mod setup;
pub mod stats;
mod table;
pub mod turn_clock;

pub use narrate::Narrator;
pub use offers::Offer;
pub use prompt::{
    CrossPrompt, DeclarationChoice, KeeperPrompt, KickPrompt, MoveKind, MovePrompt, PlacePrompt,
    Prompt, ReplayOffer,
};
pub use setup::{Coach, Colours, MatchSetup, PlayOptions, SideLook, TeamSetup};
pub use stats::{MatchStats, SideFigures};
pub use table::{AiJob, KickPlay, PlayError, Resumed, Table};
pub use turn_clock::{ClockReading, TurnClock};

#[cfg(test)]
mod tests;
