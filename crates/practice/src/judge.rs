//! A try judged: the ball's real path (the physics' frames and where it rested) against the
//! drill's [`Mark`]: hit or miss, how far off in centimetres, and a score out of 100.

use super::drill::{Drill, DrillId};
use super::target::Mark;
use hexkick_physics::board::closest_point_on_segment;
use hexkick_physics::tabletop::ball_point;
use hexkick_rules::outcome::{BallExit, KickOutcome};
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::MatchState;
use hexkick_table::KickPath;

/// A miss is scored down to 0 at this many times the mark's hit reach, centimetres.
const MISS_REACH: f32 = 6.0;
/// The best score of a miss: any hit scores more.
const MISS_MAX: f32 = 49.0;
/// The least score of a hit.
const HIT_MIN: f32 = 50.0;

/// A drill on its board: where the ball starts, whose kick it is, what it is judged by.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    /// The drill.
    pub drill: DrillId,
    /// Where the ball lies before the kick.
    pub start: PitchPoint,
    /// The side kicking.
    pub kicker: Side,
    /// The target on the board.
    pub mark: Mark,
}

/// Why a try missed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// The ball touched this player (an opponent, a peg of the gap, the keeper or his bar).
    Touched(PlayerId),
    /// It went out of play (wide of the goal, over a line).
    Out,
    /// It stopped before the target.
    Short,
    /// It went past or beside the target.
    Astray,
}

/// One try, judged.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Try {
    /// The drill.
    pub drill: DrillId,
    /// Whether the ball did what the drill asks.
    pub hit: bool,
    /// How far from the target, centimetres (the cell's centre, the gap's middle where the
    /// ball crossed its line, the open corner, the far post's spot).
    pub off_cm: f32,
    /// The point it was measured at: where the ball rested, where it crossed the gap's line,
    /// where it passed nearest the open corner.
    pub at: PitchPoint,
    /// Its score out of 100: a hit 50 to 100, nearer scores more; a miss 0 to 49.
    pub score: u8,
    /// Why it missed (`None` for a hit).
    pub miss: Option<Miss>,
}

impl Course {
    /// `drill` at its position `state`.
    pub fn of(drill: &Drill, state: &MatchState) -> Course {
        Course {
            drill: drill.id,
            start: ball_point(state),
            kicker: state.holder().map_or(state.to_play(), |p| p.side),
            mark: Mark::of(drill.target, state),
        }
    }

    /// Judges the kick that went along `path`.
    pub fn judge(&self, path: &KickPath) -> Try {
        let points: Vec<PitchPoint> = std::iter::once(self.start)
            .chain(path.frames.iter().map(|f| f.at))
            .chain(std::iter::once(path.outcome.rest))
            .collect();
        let outcome = &path.outcome;
        let aim = self.mark.aim_point();
        let rest = outcome.rest;
        let (hit, at) = match self.mark {
            Mark::Cell { cell, .. } => (
                outcome.rest_cells.contains(&cell) && self.opponent_touched(outcome).is_none(),
                rest,
            ),
            Mark::Gap { a, b, pegs } => match crossing(&points, a, b) {
                Some((at, within)) => (within && gap_touch(outcome, pegs).is_none(), at),
                None => (false, closest(&points, aim)),
            },
            Mark::Corner { end, .. } => (
                outcome.exit == Some(BallExit::Goal { end }),
                closest(&points, aim),
            ),
            Mark::Post { spot, .. } => (
                outcome.stayed_in_play() && rest.distance_to(spot) <= self.mark.hit_reach_cm(),
                rest,
            ),
        };
        let off_cm = at.distance_to(aim);
        Try {
            drill: self.drill,
            hit,
            off_cm,
            at,
            score: score(hit, off_cm, self.mark.hit_reach_cm()),
            miss: (!hit).then(|| self.miss(&points, outcome)),
        }
    }

    /// Why a try that missed went wrong: the first peg in the way, out of play, short of the
    /// target (still coming towards it when it stopped) or astray.
    fn miss(&self, points: &[PitchPoint], outcome: &KickOutcome) -> Miss {
        let touched = match self.mark {
            Mark::Gap { pegs, .. } => gap_touch(outcome, pegs),
            _ => self.opponent_touched(outcome),
        };
        if let Some(p) = touched {
            return Miss::Touched(p);
        }
        if !outcome.stayed_in_play() {
            return Miss::Out;
        }
        let aim = self.mark.aim_point();
        let crossed = match self.mark {
            Mark::Gap { a, b, .. } => crossing(points, a, b).is_some(),
            _ => false,
        };
        // Short: it never got past the target's line, and stopped nearer than it started.
        let nearer = outcome.rest.distance_to(aim) < self.start.distance_to(aim);
        let past = (outcome.rest.x - aim.x) * (aim.x - self.start.x)
            + (outcome.rest.y - aim.y) * (aim.y - self.start.y)
            > 0.0;
        if nearer && !past && !crossed {
            Miss::Short
        } else {
            Miss::Astray
        }
    }

    /// The first peg of the other side the ball touched.
    fn opponent_touched(&self, outcome: &KickOutcome) -> Option<PlayerId> {
        outcome
            .touched
            .iter()
            .copied()
            .find(|p| p.side != self.kicker)
    }
}

/// The first of the gap's pegs the ball touched.
fn gap_touch(outcome: &KickOutcome, pegs: [PlayerId; 2]) -> Option<PlayerId> {
    outcome.touched.iter().copied().find(|p| pegs.contains(p))
}

/// The score of a try `off_cm` from the target, for a mark whose hits are at most `reach_cm`
/// off: a hit from 100 (dead on) down to 50 (at the reach), a miss from 49 down to 0 (at
/// six times the reach).
pub fn score(hit: bool, off_cm: f32, reach_cm: f32) -> u8 {
    let near = |reach: f32| (1.0 - off_cm / reach.max(f32::EPSILON)).clamp(0.0, 1.0);
    let points = if hit {
        HIT_MIN + (100.0 - HIT_MIN) * near(reach_cm)
    } else {
        MISS_MAX * near(reach_cm * MISS_REACH)
    };
    points.round().clamp(0.0, 100.0) as u8
}

/// The point of the path along `points` that came closest to `aim`.
fn closest(points: &[PitchPoint], aim: PitchPoint) -> PitchPoint {
    (points.windows(2))
        .map(|w| closest_point_on_segment(aim, w[0], w[1]))
        .min_by(|p, q| p.distance_to(aim).total_cmp(&q.distance_to(aim)))
        .unwrap_or(aim)
}

/// Where the path along `points` first crosses the line through `a` and `b`, and whether
/// it crosses between them.
fn crossing(points: &[PitchPoint], a: PitchPoint, b: PitchPoint) -> Option<(PitchPoint, bool)> {
    let (ex, ey) = (b.x - a.x, b.y - a.y);
    let side = |p: PitchPoint| ex * (p.y - a.y) - ey * (p.x - a.x);
    points.windows(2).find_map(|w| {
        let (s0, s1) = (side(w[0]), side(w[1]));
        if s0 == 0.0 || s0.signum() == s1.signum() {
            return None;
        }
        let t = s0 / (s0 - s1);
        let at = PitchPoint::new(
            w[0].x + (w[1].x - w[0].x) * t,
            w[0].y + (w[1].y - w[0].y) * t,
        );
        let along = ((at.x - a.x) * ex + (at.y - a.y) * ey) / (ex * ex + ey * ey);
        Some((at, (0.0..=1.0).contains(&along)))
    })
}
