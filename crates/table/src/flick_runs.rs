//! The physics of the position at hand, run once: the prepared board the aim preview reuses
//! while the position stands, and the last flick simulated (a soft-kick check, a preview),
//! which the kick then plays instead of running the physics again.

use crate::PlayError;
use hexkick_physics::calibration::MAX_STEPS;
use hexkick_physics::{BallFrame, Flick, PreparedBoard, Velocity, tabletop};
use hexkick_rules::outcome::{KickOutcome, KickStyle};
use hexkick_rules::squad::PlayerId;
use hexkick_rules::state::MatchState;

/// A flick run through the physics, frame by frame, to its outcome.
#[derive(Clone, Debug)]
pub(crate) struct FlickRun {
    /// The player on the ball.
    pub by: PlayerId,
    /// The flick.
    pub style: KickStyle,
    /// The swipe, centimetres per second.
    pub velocity: Velocity,
    /// The ball's frames, for the animation (at most the animation's cap).
    pub frames: Vec<BallFrame>,
    /// Where the kick ended.
    pub outcome: KickOutcome,
}

impl FlickRun {
    /// Runs a flick of the player on the ball on `board` (the position's).
    pub fn new(
        board: &PreparedBoard,
        state: &MatchState,
        style: KickStyle,
        velocity: Velocity,
    ) -> Result<FlickRun, PlayError> {
        let by = state.holder().ok_or(PlayError::NoKicker)?;
        let flick = Flick {
            velocity_cm_s: velocity,
            style,
            kicker: by,
        };
        let mut sim = board.kick(tabletop::ball_point(state), &flick)?;
        let mut frames = Vec::new();
        while frames.len() < MAX_STEPS as usize {
            match sim.step() {
                Some(frame) => frames.push(frame),
                None => break,
            }
        }
        sim.run_to_outcome();
        Ok(FlickRun {
            by,
            style,
            velocity,
            frames,
            outcome: sim.outcome(),
        })
    }

    /// How far the ball travels from where it stood, centimetres (to its last frame).
    pub fn travel_cm(&self, state: &MatchState) -> f32 {
        let start = tabletop::ball_point(state);
        let end = self.frames.last().map_or(start, |f| f.at);
        (end.x - start.x).hypot(end.y - start.y)
    }
}

/// The physics kept for the position at hand; cleared whenever the position changes.
#[derive(Default)]
pub(crate) struct FlickRuns {
    board: Option<PreparedBoard>,
    last: Option<FlickRun>,
    /// Flicks run through the physics so far (the tests count them).
    #[cfg(test)]
    pub runs: usize,
}

impl FlickRuns {
    /// The position changed: nothing kept stands.
    pub fn clear(&mut self) {
        self.board = None;
        self.last = None;
    }

    /// The position's physical board, built once while it stands.
    pub fn board(&mut self, state: &MatchState) -> &PreparedBoard {
        self.board
            .get_or_insert_with(|| PreparedBoard::new(&tabletop::board(state, None)))
    }

    /// The flick run through the physics: the one kept when it is the same flick, else a new
    /// run, kept.
    pub fn run(
        &mut self,
        state: &MatchState,
        style: KickStyle,
        velocity: Velocity,
    ) -> Result<&FlickRun, PlayError> {
        let kept =
            (self.last.as_ref()).is_some_and(|run| run.style == style && run.velocity == velocity);
        if !kept {
            let run = FlickRun::new(self.board(state), state, style, velocity)?;
            #[cfg(test)]
            {
                self.runs += 1;
            }
            self.last = Some(run);
        }
        Ok(self.last.as_ref().expect("a run was just kept"))
    }

    /// The flick to be played: the run kept for it, or a new one (nothing stays kept, as the
    /// kick changes the position).
    pub fn take(
        &mut self,
        state: &MatchState,
        style: KickStyle,
        velocity: Velocity,
    ) -> Result<FlickRun, PlayError> {
        self.run(state, style, velocity)?;
        Ok(self.last.take().expect("a run was just kept"))
    }
}
