//! The rules core: pure Rust, no rendering, physics, storage, I/O, clock or global RNG.
//!
//! Every action is a [`command::Command`] that goes through [`check::check`] and
//! [`execute::execute`] and comes back as [`event::Event`]s. The pitch model lives in
//! [`pitch`]; what a flick did to the ball reaches the rules as a [`outcome::KickOutcome`]
//! (docs/ARCHITECTURE.md, "The physics seam"). [`legal`] answers what is possible now, for
//! the table and the AI.

pub mod check;
pub mod classic;
pub mod clock;
pub mod cod;
pub mod command;
pub mod competition;
pub mod dice;
pub mod duel;
pub mod error;
pub mod event;
pub mod execute;
pub mod fouls;
pub mod history;
pub mod keeper;
pub mod kick;
pub mod kinds;
pub mod legal;
pub mod length;
pub mod moves;
pub mod note;
pub mod offside;
pub mod outcome;
pub mod pitch;
pub mod possession;
pub mod reserve;
pub mod restart;
pub mod roster;
pub mod rules;
pub mod shootout;
pub mod short_sort;
pub mod situation;
pub mod skills;
pub mod sliding;
pub mod squad;
pub mod start;
pub mod state;
pub mod substitution;
pub mod tallies;
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod time;
pub mod tournament;
pub mod turn;
