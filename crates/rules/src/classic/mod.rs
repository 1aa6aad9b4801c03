//! The Classic English edition (`Edition::Classic`): where its rulebook differs from the 2024
//! edition. The other modules ask these functions at the points where the editions part; the
//! whole list, with what is the same as 2024, is RULES.md "Classic edition differences".
//!
//! Levels: Classic BASE plays the main rulebook; Classic COMPLETE and TOURNAMENT add the "PRO
//! RULES TO BE INTRODUCED GRADUALLY" (PRO skills from a colour's second and third section, and
//! the PRO defence quick round).

pub mod defence;
pub mod skills;
pub mod time;

use crate::rules::{Edition, Level};
use crate::state::MatchState;
pub use crate::tallies::ClassicState;

/// Whether the match follows the Classic edition.
pub fn on(state: &MatchState) -> bool {
    state.rules().edition == Edition::Classic
}

/// Whether the Classic PRO rules are played (Classic at COMPLETE or TOURNAMENT level).
pub fn pro(state: &MatchState) -> bool {
    on(state) && state.rules().level >= Level::Complete
}
