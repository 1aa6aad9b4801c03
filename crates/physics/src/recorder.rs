//! What the rules need to know, gathered step by step while the ball moves: touches in order,
//! cells passed through, pegs flown over, and the moment the ball wholly crosses a line.

use super::world::BALL_RADIUS_CM;
use hexkick_rules::outcome::{BallExit, KickOutcome, cells_on_segment};
use hexkick_rules::pitch::{
    BALL_DIAMETER_CM, CROSSBAR_HEIGHT_CM, Cell, End, GOAL_WIDTH_CM, PITCH_LENGTH_CM,
    PITCH_WIDTH_CM, PitchPoint,
};
use hexkick_rules::squad::PlayerId;

const HALF_LENGTH: f32 = PITCH_LENGTH_CM / 2.0;
const HALF_WIDTH: f32 = PITCH_WIDTH_CM / 2.0;

/// The bookkeeping of one kick.
#[derive(Clone, Debug)]
pub(crate) struct Recorder {
    kicker: PlayerId,
    touched: Vec<PlayerId>,
    flew_over: Vec<PlayerId>,
    path: Vec<Cell>,
    exit: Option<(BallExit, PitchPoint)>,
    /// Whether the ball has been on the pitch (a throw-in starts outside it).
    in_play: bool,
    /// The last centre position inside the lines.
    last_inside: PitchPoint,
    /// For each end (home, away): whether the ball's front reached the goal line under the
    /// bar (`Some(true)`), over it (`Some(false)`) or not yet between the posts (`None`).
    under_bar: [Option<bool>; 2],
    /// The last point located and its cell: a step starts where the one before ended, so
    /// each point is located once.
    located: (PitchPoint, Option<Cell>),
}

impl Recorder {
    /// Bookkeeping for a kick by `kicker` from `start`.
    pub fn new(kicker: PlayerId, start: PitchPoint) -> Recorder {
        let in_play = inside_lines(start);
        Recorder {
            kicker,
            touched: Vec::new(),
            flew_over: Vec::new(),
            path: Cell::at(start).into_iter().collect(),
            exit: None,
            in_play,
            last_inside: start,
            under_bar: [None, None],
            located: (start, Cell::at(start)),
        }
    }

    /// Whether the ball has left the pitch, which settles the outcome.
    pub fn decided(&self) -> bool {
        self.exit.is_some()
    }

    /// The ball touched `player` (consecutive touches of the same peg count once).
    pub fn touch(&mut self, player: PlayerId) {
        if !self.decided() && self.touched.last() != Some(&player) {
            self.touched.push(player);
        }
    }

    /// The ball flew over `player`'s peg.
    pub fn fly_over(&mut self, player: PlayerId) {
        if !self.decided() && !self.flew_over.contains(&player) {
            self.flew_over.push(player);
        }
    }

    /// The ball's front reached the goal line of `end` between the posts, with its underside
    /// `height_cm` above the felt; returns whether it strikes the crossbar.
    pub fn reaches_goal_mouth(&mut self, end: End, height_cm: f32) -> bool {
        let under = height_cm + BALL_DIAMETER_CM <= CROSSBAR_HEIGHT_CM;
        let over = height_cm >= CROSSBAR_HEIGHT_CM;
        self.under_bar[end_index(end)] = (under || over).then_some(under);
        !(under || over)
    }

    /// The ball moved from `from` to `to` with its underside `height_cm` above the felt.
    pub fn moved(&mut self, from: PitchPoint, to: PitchPoint, height_cm: f32) {
        if self.decided() {
            return;
        }
        if !self.in_play {
            if inside_lines(to) {
                self.in_play = true;
                self.last_inside = to;
                self.path.extend(Cell::at(to));
            }
            return;
        }
        self.extend_path(from, to);
        if inside_lines(to) {
            self.last_inside = to;
            return;
        }
        let wholly_over =
            to.x.abs() > HALF_LENGTH + BALL_RADIUS_CM || to.y.abs() > HALF_WIDTH + BALL_RADIUS_CM;
        if wholly_over {
            self.exit = Some(self.exit_between(self.last_inside, to, height_cm));
        }
    }

    /// A kick that ends outside the lines without ever entering the pitch (a throw that
    /// falls short) goes out where it rests, last touched by the kicker.
    pub fn rested_outside(&mut self, at: PitchPoint) {
        if !self.in_play && !self.decided() {
            let last_touch = self.last_touch();
            let exit = if at.x.abs() > HALF_LENGTH {
                let end = end_at(at.x);
                BallExit::GoalLine {
                    end,
                    at,
                    last_touch,
                }
            } else {
                BallExit::Touchline { at, last_touch }
            };
            self.exit = Some((exit, at));
        }
    }

    /// The outcome, with the ball resting at `rest` unless it left the pitch.
    pub fn outcome(&self, rest: PitchPoint) -> KickOutcome {
        let (exit, rest) = match self.exit {
            Some((exit, at)) => (Some(exit), at),
            None => (None, rest),
        };
        let rest_cells = if exit.is_some() {
            Vec::new()
        } else {
            Cell::covered_by_disc(rest, BALL_RADIUS_CM)
        };
        KickOutcome {
            rest,
            rest_cells,
            touched: self.touched.clone(),
            path: self.path.clone(),
            flew_over: self
                .flew_over
                .iter()
                .copied()
                .filter(|p| !self.touched.contains(p))
                .collect(),
            exit,
        }
    }

    /// [`Cell::at`], remembering the last point asked: a point on the pitch that the last
    /// cell found holds ([`Cell::holds_disc`], most steps of a kick) is in it without locating
    /// it again.
    fn cell_at(&mut self, point: PitchPoint) -> Option<Cell> {
        if self.located.0 != point {
            let cell = match self.located.1 {
                Some(cell) if cell.holds_disc(point, 0.0) && point.is_on_pitch() => Some(cell),
                _ => Cell::at(point),
            };
            self.located = (point, cell);
        }
        self.located.1
    }

    fn last_touch(&self) -> PlayerId {
        self.touched.last().copied().unwrap_or(self.kicker)
    }

    fn extend_path(&mut self, from: PitchPoint, to: PitchPoint) {
        let (a, b) = (self.cell_at(from), self.cell_at(to));
        // Cells are convex: a step that starts and ends in one cell stays inside it.
        if a == b {
            if self.path.is_empty() {
                self.path.extend(a);
            }
            return;
        }
        for cell in cells_on_segment(from, to) {
            if self.path.last() != Some(&cell) {
                self.path.push(cell);
            }
        }
    }

    /// How the ball left the pitch, moving from `inside` (within the lines) to `outside`.
    fn exit_between(
        &self,
        inside: PitchPoint,
        outside: PitchPoint,
        height_cm: f32,
    ) -> (BallExit, PitchPoint) {
        let crossing = |from: f32, to: f32, limit: f32| {
            if to.abs() > limit && to != from {
                (to.signum() * limit - from) / (to - from)
            } else {
                f32::INFINITY
            }
        };
        let tx = crossing(inside.x, outside.x, HALF_LENGTH);
        let ty = crossing(inside.y, outside.y, HALF_WIDTH);
        let t = tx.min(ty).clamp(0.0, 1.0);
        let at = PitchPoint::new(
            inside.x + (outside.x - inside.x) * t,
            inside.y + (outside.y - inside.y) * t,
        );
        let last_touch = self.last_touch();
        if tx > ty {
            return (BallExit::Touchline { at, last_touch }, at);
        }
        let end = end_at(outside.x);
        let under_bar = self.under_bar[end_index(end)]
            .unwrap_or(height_cm + BALL_DIAMETER_CM <= CROSSBAR_HEIGHT_CM);
        if at.y.abs() < GOAL_WIDTH_CM / 2.0 && under_bar {
            (BallExit::Goal { end }, at)
        } else {
            (
                BallExit::GoalLine {
                    end,
                    at,
                    last_touch,
                },
                at,
            )
        }
    }
}

/// Whether the ball's centre is within the lines.
fn inside_lines(p: PitchPoint) -> bool {
    p.x.abs() <= HALF_LENGTH && p.y.abs() <= HALF_WIDTH
}

fn end_at(x: f32) -> End {
    if x > 0.0 { End::Away } else { End::Home }
}

fn end_index(end: End) -> usize {
    match end {
        End::Home => 0,
        End::Away => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A ball wandering over the pitch and off it is located in the same cells through the
    /// shortcut as by [`Cell::at`].
    #[test]
    fn the_shortcut_locates_as_cell_at_does() {
        let mut recorder = Recorder::new(
            PlayerId::new(hexkick_rules::squad::Side::Home, 9),
            PitchPoint::new(-30.0, -20.0),
        );
        let mut at = PitchPoint::new(-30.0, -20.0);
        for i in 0..2000 {
            let angle = i as f32 * 0.37;
            at = PitchPoint::new(
                (at.x + 1.3 * angle.cos()).clamp(-HALF_LENGTH - 2.0, HALF_LENGTH + 2.0),
                (at.y + 1.1 * angle.sin()).clamp(-HALF_WIDTH - 2.0, HALF_WIDTH + 2.0),
            );
            assert_eq!(recorder.cell_at(at), Cell::at(at), "{at:?}");
        }
    }
}
