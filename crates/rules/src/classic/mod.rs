//! The Classic English edition (`Edition::Classic`): where its rulebook differs from the 2024
//! edition. The other modules ask these functions at the points where the editions part; the
//! whole list, with what is the same as 2024, is RULES.md "Classic edition differences".
//!
//! Levels: Classic BASE plays the main rulebook; Classic COMPLETE and TOURNAMENT add the "PRO
//! RULES TO BE INTRODUCED GRADUALLY" (PRO skills from a colour's second and third section, and
//! the PRO defence quick round).

pub mod defence;
pub mod duel;
pub mod lineup;
pub mod skills;
pub mod time;

use super::rules::{Edition, Level};
use super::squad::PlayerId;
use super::state::MatchState;

/// What the Classic edition remembers during a match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassicState {
    /// Classic "EXTRA TIME": goals and substitutions of this half, one added cell each.
    pub(crate) earned: u8,
    /// The added cells announced at 45' of this half.
    pub(crate) added: Option<u8>,
    /// Classic "LINEUP": the attackers are placing their last 3-4 players (step 3).
    pub(crate) last_step: bool,
    /// Players the attackers placed in step 1 of the line-up.
    pub(crate) first_placed: Vec<PlayerId>,
    /// Players the attackers placed in step 3 of the line-up.
    pub(crate) last_placed: Vec<PlayerId>,
    /// Classic "SUBSTITUTIONS": substitutions made from 60', home then away.
    pub(crate) subs_from_60: [u8; 2],
    /// Substitutions made from 75', home then away.
    pub(crate) subs_from_75: [u8; 2],
}

impl ClassicState {
    /// Added-time cells earned this half so far (before the cap of 5).
    pub fn earned(&self) -> u8 {
        self.earned
    }
    /// Whether a line-up is at its third step (the attackers' last 3-4 players).
    pub fn last_step(&self) -> bool {
        self.last_step
    }
}

/// Whether the match follows the Classic edition.
pub fn on(state: &MatchState) -> bool {
    state.rules().edition == Edition::Classic
}

/// Whether the Classic PRO rules are played (Classic at COMPLETE or TOURNAMENT level).
pub fn pro(state: &MatchState) -> bool {
    on(state) && state.rules().level >= Level::Complete
}
