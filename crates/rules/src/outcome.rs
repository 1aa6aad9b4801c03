//! The physics seam: what a flick did to the ball, as the rules need to know it.
//!
//! `physics/` produces a [`KickOutcome`] from a flick; tests and the AI may build one by hand.
//! The rules never see the physics engine.

use crate::pitch::{Cell, End, PitchPoint};
use crate::squad::PlayerId;
use serde::{Deserialize, Serialize};

/// How the ball was struck (2024 rules, "COMMENT FRAPPER LE BALLON").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KickStyle {
    /// "Tir rasant": the ball rolls and rebounds off whatever it meets.
    Low,
    /// "Élever la trajectoire": the ball leaves the ground and passes over standing pegs
    /// while it is higher than a peg.
    Lob,
    /// "Coup de tête / ballon en main": the ball starts on top of the peg (headers, throw-ins,
    /// the goalkeeper's kick from the hands).
    Header,
}

/// Where and how the ball left the playing area, if it did.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BallExit {
    /// Over a touchline at `at`; `last_touch` is the last peg that touched the ball (the kicker
    /// when nobody else did).
    Touchline {
        /// Where the ball crossed the line.
        at: PitchPoint,
        /// The last player to touch the ball.
        last_touch: PlayerId,
    },
    /// Over the goal line at `end`, outside the goal.
    GoalLine {
        /// The end whose goal line the ball crossed.
        end: End,
        /// Where the ball crossed the line.
        at: PitchPoint,
        /// The last player to touch the ball.
        last_touch: PlayerId,
    },
    /// Into the goal at `end`: between the posts and under the bar.
    Goal {
        /// The end whose goal the ball entered.
        end: End,
    },
}

/// Everything the rules need to know about one kick.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KickOutcome {
    /// Where the ball came to rest, in centimetres. When the ball left the pitch this is the
    /// point where it crossed the line.
    pub rest: PitchPoint,
    /// The cells the resting ball covers seen from above: one cell, or two or three when it
    /// rests on a line. Empty when the ball left the pitch.
    pub rest_cells: Vec<Cell>,
    /// Every peg the ball touched, in order (the kicker's own strike is not a touch).
    pub touched: Vec<PlayerId>,
    /// The cells the ball passed through, in order, starting with the cell it was kicked from.
    pub path: Vec<Cell>,
    /// Pegs the ball flew over without touching them (a lob), in order.
    pub flew_over: Vec<PlayerId>,
    /// Whether and how the ball left the playing area.
    pub exit: Option<BallExit>,
}

impl KickOutcome {
    /// An outcome in which the ball rolled untouched from `from` and stopped at the centre of
    /// `to`, passing through the straight line of cells between them. Handy for tests and
    /// for the AI's quick estimates.
    pub fn rolled_to(from: Cell, to: Cell) -> KickOutcome {
        KickOutcome {
            rest: to.centre(),
            rest_cells: vec![to],
            touched: Vec::new(),
            path: cells_on_segment(from.centre(), to.centre()),
            flew_over: Vec::new(),
            exit: None,
        }
    }

    /// Whether the ball is still on the pitch.
    pub fn stayed_in_play(&self) -> bool {
        self.exit.is_none()
    }

    /// Whether the ball rests on a line between cells.
    pub fn on_a_line(&self) -> bool {
        self.rest_cells.len() > 1
    }
}

/// The cells a straight segment crosses, in order, without repeats.
pub fn cells_on_segment(from: PitchPoint, to: PitchPoint) -> Vec<Cell> {
    let steps = (from.distance_to(to) / 0.5).ceil().max(1.0) as u32;
    let mut cells: Vec<Cell> = Vec::new();
    for i in 0..=steps {
        let t = i as f32 / steps as f32;
        let p = PitchPoint::new(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
        if let Some(c) = Cell::at(p)
            && cells.last() != Some(&c)
        {
            cells.push(c);
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rolled_ball_passes_through_the_cells_between() {
        let from: Cell = "E6".parse().expect("cell");
        let to: Cell = "E9".parse().expect("cell");
        let out = KickOutcome::rolled_to(from, to);
        let names: Vec<String> = out.path.iter().map(|c| c.to_string()).collect();
        assert_eq!(names, ["E6", "E7", "E8", "E9"]);
        assert!(out.stayed_in_play());
        assert!(!out.on_a_line());
    }
}
