//! The match table: what sits between the screens and the rules.
//!
//! A [`Table`] owns a match in progress (a [`MatchSession`](hexkick_session::MatchSession):
//! state, seeded dice, the record saved after every command) and the [`MatchSetup`] it was
//! started with (teams' names and colours, who coaches each side, undo and timer options).
//! The match screen asks it what to show and hands it what the person did, and never needs
//! to know a rule:
//!
//! - [`Table::view`]: the moment as a [`TableView`]: whose decision it is, the question in UI
//!   terms ([`Prompt`]), one line of words for the HUD, and every action open now or withheld
//!   with its reason ([`Offered`]); the flick a swipe from the ball makes now;
//! - [`Table::grab`]: the cells a picked peg may reach, with the foul risk over the ball cell;
//!   [`Table::aim_preview`]: the path a flick will take, where it stops and who takes it (the aim line);
//! - [`Table::play`]: the one entry point for what a coach does ([`Action`]: a tap, a drag, a
//!   flick, the AI's decision, a replayed kick), returning what happened ([`Played`]: the
//!   command, its events and, for a kick, the ball's simulated path); undo is an action too;
//! - [`Table::peg_card`]: one player's facts for the peg card ([`PegCard`]);
//! - [`Table::ai_job`] computes the AI's action away from the table (on a thread on native);
//!   [`Table::ai_question`] asks it of another instance of the game (the web page's worker);
//! - [`Table::narrate`] and [`Table::stats`] feed the event log and the half/full time screens.
//!
//! The new-match screen builds the [`MatchSetup`]; "continue" calls [`Table::resume`].
//!
//! ```
//! use hexkick_rules::command::Command;
//! use hexkick_storage::{MemoryStore, Saves};
//! use hexkick_table::{Action, Coach, MatchSetup, Prompt, Table};
//!
//! let setup = MatchSetup::quick(Coach::Human, Coach::Human, 7);
//! let mut table = Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up");
//! assert_eq!(table.view().prompt, Prompt::CoinToss);
//! assert_eq!(table.view().headline, "Blue — toss the coin for the kick-off");
//! let played = table.play(Action::Send(Command::TossCoin)).expect("legal");
//! assert!(table.narrate(&played.events)[0].starts_with("Coin toss"));
//! ```

pub mod action;
mod ai_job;
pub mod aim;
mod allowance;
pub mod competition;
pub mod draft;
mod duel_words;
mod entry;
mod error;
mod flick_runs;
mod focus;
pub mod grab;
pub mod headline;
pub mod help;
pub mod hint;
pub mod intent;
pub mod narrate;
pub mod offers;
pub mod peg_card;
pub mod prompt;
pub mod reasons;
mod recap;
pub mod replay;
pub mod save_words;
pub mod setup;
pub mod skill_words;
pub mod stats;
mod table;
pub mod topic;
pub mod turn_clock;
pub mod view;
pub mod words;

pub use action::{Action, ActionKind, KickPath, Played};
pub use ai_job::{AiAnswer, AiJob, AiMove, AiQuestion, AskError, HintJob};
pub use aim::{AimEnd, AimHelp, AimPreview, PathPoint};
pub use draft::Draft;
pub use duel_words::roll_word;
pub use error::PlayError;
pub use grab::{Grab, PegRefusal, Risk, Target};
pub use hexkick_ai::Coach;
pub use hexkick_session::Resume;
pub use hint::Hint;
pub use narrate::Narrator;
pub use offers::Offer;
pub use peg_card::{PegCard, SkillCard};
pub use prompt::{
    CrossPrompt, DeclarationChoice, KeeperPrompt, KickPrompt, MoveKind, MovePrompt, PlacePrompt,
    Prompt, ReplayOffer,
};
pub use setup::{Colours, MatchSetup, PlayOptions, SideLook, TeamSetup};
pub use stats::{MatchStats, SideFigures};
pub use table::Table;
pub use topic::topic_for;
pub use turn_clock::{ClockReading, TurnClock};
pub use view::{FlickReady, Offered, TableView};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_french;
