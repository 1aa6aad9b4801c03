//! How good a position is for one side: goals, who has the ball (or the restart) and how
//! far up the pitch, how dangerous, how safe from a tackle. Kicks are scored by applying
//! them to a copy of the match with `execute` and reading this value.

use hexkick_rules::event::RestartKind;
use hexkick_rules::pitch::{Cell, PITCH_LENGTH_CM, Zone};
use hexkick_rules::squad::{Side, Skill};
use hexkick_rules::state::{MatchState, Pending, Phase};

/// A goal is worth this much.
pub const GOAL: f32 = 1000.0;
/// Having the ball at all.
const POSSESSION: f32 = 100.0;
/// Ball progress towards the goal attacked, at the goal line.
const PROGRESS: f32 = 140.0;
/// Ball in the shooting zone.
const SHOOTING_ZONE: f32 = 60.0;
/// Ball in the penalty area (on top of the shooting zone).
const PENALTY_AREA: f32 = 40.0;
/// Ball in the cross zone.
const CROSS_ZONE: f32 = 25.0;
/// Each opponent next to the ball, able to enter it and tackle in PHASE 3.
const PRESSURE: f32 = 10.0;
/// A blue marker sharing the holder's cell (cancels his skills).
const MARKED: f32 = 15.0;
/// A skill replay waiting: another kick this turn.
const REPLAY: f32 = 30.0;

/// How far up the pitch a cell is for `side`: 0 at its own goal line, 1 at the goal attacked.
pub fn progress(state: &MatchState, side: Side, cell: Cell) -> f32 {
    let goal = state.attacks(side).goal_centre();
    let to_goal = (cell.centre().x - goal.x).abs();
    (1.0 - to_goal / PITCH_LENGTH_CM).clamp(0.0, 1.0)
}

/// What having the ball in `cell` is worth to `side`, before the threats around it.
pub fn ball_worth(state: &MatchState, side: Side, cell: Cell) -> f32 {
    let end = state.attacks(side);
    let p = progress(state, side, cell);
    let mut v = POSSESSION + PROGRESS * p * p;
    if Zone::ShootingZone.contains(end, cell) {
        v += SHOOTING_ZONE;
    }
    if Zone::PenaltyArea.contains(end, cell) {
        v += PENALTY_AREA;
    }
    if Zone::CrossZone.contains(end, cell) {
        v += CROSS_ZONE;
    }
    v
}

/// What a restart is worth to the side taking it.
pub fn restart_worth(state: &MatchState, kind: RestartKind, side: Side, cell: Cell) -> f32 {
    let base = ball_worth(state, side, cell);
    match kind {
        RestartKind::Penalty => 0.45 * GOAL,
        RestartKind::Corner => base + 40.0,
        RestartKind::FreeKick => base + 25.0,
        RestartKind::ThrowIn => base - 10.0,
        RestartKind::GoalKick => base - 20.0,
        RestartKind::KickOff => base,
    }
}

/// The side and cell of the ball's owner, counting choices still pending.
pub fn owner(state: &MatchState) -> Option<(Side, Cell)> {
    match state.pending() {
        Some(Pending::Receiver {
            candidates, cells, ..
        }) => {
            let c = candidates.first()?;
            Some((c.side, *cells.first()?))
        }
        Some(Pending::BallCell { player, cells, .. }) => Some((player.side, *cells.first()?)),
        _ => state.holder().map(|h| (h.side, state.ball().cell)),
    }
}

/// Threats to the holder of the ball in `cell`: opponents next to it, a blue marker in it.
fn threats(state: &MatchState, side: Side, cell: Cell) -> f32 {
    let opp = side.opponent();
    let near = state
        .on_pitch(opp)
        .filter_map(|p| p.cell())
        .filter(|c| c.distance_to(cell) <= 1)
        .count() as f32;
    let marked = state
        .in_cell(opp, cell)
        .any(|p| p.skills().has(Skill::Blue));
    near * PRESSURE + if marked { MARKED } else { 0.0 }
}

/// The value of `state` for `me`: positive is good.
pub fn value(state: &MatchState, me: Side) -> f32 {
    let goals = f32::from(state.score(me)) - f32::from(state.score(me.opponent()));
    let mut v = goals * GOAL;
    if state.phase() == Phase::FullTime {
        return v;
    }
    if let Some((side, cell)) = owner(state) {
        let sign = if side == me { 1.0 } else { -1.0 };
        let mut worth = ball_worth(state, side, cell) - threats(state, side, cell);
        let replay = state.turn().replay.player;
        if state.phase() == Phase::One && replay.is_some() && replay == state.holder() {
            worth += REPLAY;
        }
        v += sign * worth;
    } else if let Some(r) = state.restart() {
        let sign = if r.side == me { 1.0 } else { -1.0 };
        v += sign * restart_worth(state, r.kind, r.side, r.cell);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::position;

    #[test]
    fn the_ball_is_worth_more_near_the_goal_attacked() {
        let deep = position(
            &[("home:9", "E3", "R"), ("away:1", "E11", "V")],
            "E3",
            "home:9",
        );
        let high = position(
            &[("home:9", "E9", "R"), ("away:1", "E11", "V")],
            "E9",
            "home:9",
        );
        assert!(value(&high, Side::Home) > value(&deep, Side::Home));
        assert!(value(&high, Side::Away) < 0.0);
    }
}
