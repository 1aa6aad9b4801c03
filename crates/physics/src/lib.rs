//! Flick physics: the rapier pitch that turns a flick into a [`KickOutcome`].
//!
//! The rules never see rapier (docs/ARCHITECTURE.md, "The physics seam"). This module speaks pitch
//! centimetres ([`PitchPoint`]), players ([`PlayerId`](hexkick_rules::squad::PlayerId)) and
//! the core's [`KickOutcome`]:
//!
//! - a [`Board`] describes a position (pegs standing or lying, the keeper's bar);
//! - a [`PreparedBoard`] is that position made physical once, then kicked in many times
//!   (the AI weighs hundreds of candidate flicks on one);
//! - [`tabletop`] reads a match state as a [`Board`] (where each peg stands in its cell);
//! - a [`Flick`] is the ball's release velocity in cm/s, the [`KickStyle`] and the kicker;
//! - [`simulate`] runs a kick to its outcome; a [`KickSim`] does the same step by step for
//!   the UI to animate, with the ball's height and the pegs touched at each step.
//!
//! The same position and flick always give the same outcome bit for bit: a fixed timestep,
//! a fixed insertion order, rapier's `enhanced-determinism`, and every kick starting from a
//! clone of the prepared world's state (in the world the last kick left, reset). Calibration
//! figures: [`calibration`] and docs/physics.md.
//!
//! [`KickStyle`]: hexkick_rules::outcome::KickStyle

pub mod board;
mod cache;
pub mod calibration;
pub mod flick;
mod recorder;
mod screen;
pub mod sim;
pub mod tabletop;
pub mod world;

pub use board::{Board, BoardError, KeeperBar, PegPlacement, Posture};
pub use flick::{Flick, FlickError, Velocity};
pub use sim::{BallFrame, KickSim};
pub use world::PreparedBoard;

use hexkick_rules::outcome::KickOutcome;
use hexkick_rules::pitch::PitchPoint;

/// Simulates one kick from `ball_at` in a position, to rest or until the ball leaves the pitch.
/// Builds the physical board each time: to weigh many flicks in one position, build a
/// [`PreparedBoard`] once and call [`PreparedBoard::simulate`].
pub fn simulate(
    board: &Board,
    ball_at: PitchPoint,
    flick: &Flick,
) -> Result<KickOutcome, FlickError> {
    PreparedBoard::new(board).simulate(ball_at, flick)
}

impl PreparedBoard {
    /// Simulates one kick from `ball_at` to its outcome.
    pub fn simulate(&self, ball_at: PitchPoint, flick: &Flick) -> Result<KickOutcome, FlickError> {
        Ok(KickSim::new(self, ball_at, flick)?.finish())
    }

    /// Starts a kick to be stepped (for animation).
    pub fn kick(&self, ball_at: PitchPoint, flick: &Flick) -> Result<KickSim, FlickError> {
        KickSim::new(self, ball_at, flick)
    }
}
