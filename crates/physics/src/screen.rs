//! Screening, the search's way of simulating its candidate kicks on one [`PreparedBoard`]:
//! steps in open felt skip the engine ([`KickSim::screening`]), the world of the last
//! kick is reset and reused instead of built again (as for every kick on the board), and a
//! flick screened before
//! from the same spot gives back its outcome without being simulated again (the search
//! weighs one flick under several declarations, and explains the one it chose).
//!
//! Each of these gives the outcome a screened kick in a new world gives, bit for bit
//! (`tests/physics_screening.rs`, `screening_reuses_worlds_and_outcomes_exactly`).

use super::cache::Key;
use super::flick::{Flick, FlickError};
use super::sim::KickSim;
use super::world::PreparedBoard;
use hexkick_rules::outcome::KickOutcome;
use hexkick_rules::pitch::PitchPoint;

impl PreparedBoard {
    /// Simulates one candidate kick for a search: as [`PreparedBoard::simulate`], with the
    /// steps in open felt taken without the engine ([`KickSim::screening`]). Never for a
    /// kick that is played.
    pub fn screen(&self, ball_at: PitchPoint, flick: &Flick) -> Result<KickOutcome, FlickError> {
        let key = Key::new(ball_at, flick);
        let known = self
            .screens
            .outcomes
            .lock()
            .ok()
            .and_then(|o| o.get(&key).cloned());
        if let Some(outcome) = known {
            return outcome;
        }
        let outcome = self.screen_afresh(ball_at, flick);
        if let Ok(mut outcomes) = self.screens.outcomes.lock() {
            outcomes.insert(key, outcome.clone());
        }
        outcome
    }

    /// Screens a kick (in the world the last one left, reset to this board's state).
    fn screen_afresh(&self, ball_at: PitchPoint, flick: &Flick) -> Result<KickOutcome, FlickError> {
        let mut sim = KickSim::new(self, ball_at, flick)?.screening();
        sim.run_to_outcome();
        Ok(sim.outcome())
    }
}
