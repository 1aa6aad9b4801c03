//! Positioning in PHASES 2 and 3: a shape a football fan recognises, scored cell by cell.
//!
//! Attack (PHASE 2): runners push up to the offside line, support stays two to four cells
//! from the ball in free cells, wide players keep to the flanks for crosses, the striker
//! looks for the shooting zone, defenders hold behind the ball, nobody crowds a team-mate.
//! Defence (PHASE 3): the most dangerous attackers are marked (blue markers first: they
//! cancel skills), the others hold a line between the ball and the goal, the goalkeeper stays
//! in his goal box in line with the ball. Each call moves the one player whose move gains the
//! most; when nobody gains, the phase ends.

use super::eval::progress;
use super::reason::Reason;
use hexkick_rules::check::check;
use hexkick_rules::command::Command;
use hexkick_rules::legal;
use hexkick_rules::pitch::{Cell, Zone};
use hexkick_rules::squad::{PlayerId, Side, Skill};
use hexkick_rules::state::{MatchState, Phase};

/// A move must gain at least this much to be worth making.
const MIN_GAIN: f32 = 1.0;
/// Cost per opponent next to a cell (he can mark or press).
const NEAR_OPPONENT: f32 = 12.0;
/// Cost of an opponent in the same cell (marked).
const SHARED_WITH_OPPONENT: f32 = 20.0;
/// Cost per team-mate next to a cell (crowding).
const CROWDING: f32 = 10.0;
/// Cost of standing offside when the next pass comes.
const OFFSIDE: f32 = 80.0;
/// Weight of the gap between a cell's and a player's ideal progress up the pitch.
const DEPTH_WEIGHT: f32 = 60.0;
/// Bonus for a support distance of 2-4 cells from the ball (short passes win ties).
const SUPPORT: f32 = 15.0;
/// Cost per row a player drifts from his lane.
const LANE: f32 = 2.0;
/// Bonus for a winger in the cross zone, or a striker in the shooting zone.
const ROLE_ZONE: f32 = 25.0;
/// Cost per cell between a defender and his target.
const TARGET_DISTANCE: f32 = 10.0;

/// What a player does in the shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The goalkeeper.
    Keeper,
    /// A defender (blue sticker): holds behind the ball, marks.
    Back,
    /// A winger (green): wide, for crosses.
    Wing,
    /// A striker (red): the shooting zone.
    Striker,
    /// Anyone else: midfield support.
    Mid,
}

/// A player's role from his stickers.
pub fn role(state: &MatchState, id: PlayerId) -> Role {
    let Some(p) = state.player(id) else {
        return Role::Mid;
    };
    let s = p.skills();
    if state.is_keeper(id) {
        Role::Keeper
    } else if s.has(Skill::Blue) {
        Role::Back
    } else if s.has(Skill::Green) {
        Role::Wing
    } else if s.has(Skill::Red) {
        Role::Striker
    } else {
        Role::Mid
    }
}

/// How far up the pitch (for `side`) the second-last opponent stands: the offside line.
pub fn offside_line(state: &MatchState, side: Side) -> f32 {
    let mut depths: Vec<f32> = state
        .on_pitch(side.opponent())
        .filter_map(|p| p.cell())
        .map(|c| progress(state, side, c))
        .collect();
    hexkick_rules::short_sort::sort_by(&mut depths, |a, b| b.total_cmp(a));
    depths.get(1).copied().unwrap_or(1.0)
}

fn count_near(state: &MatchState, side: Side, cell: Cell, except: PlayerId) -> (usize, usize) {
    let mut same = 0;
    let mut near = 0;
    for p in state.on_pitch(side).filter(|p| p.id() != except) {
        if let Some(c) = p.cell() {
            match c.distance_to(cell) {
                0 => same += 1,
                1 => near += 1,
                _ => {}
            }
        }
    }
    (same, near)
}

/// The row a player keeps to: wingers their flank's second row, the others where they are.
fn lane(state: &MatchState, id: PlayerId, now: Cell) -> u8 {
    match role(state, id) {
        Role::Wing if now.row() <= 4 => 1,
        Role::Wing => 7,
        _ => now.row(),
    }
}

/// How good `cell` is for attacker `id` of the side on the ball, in PHASE 2.
pub fn attack_score(state: &MatchState, id: PlayerId, cell: Cell, lane: u8) -> f32 {
    let me = id.side;
    let ball = state.ball().cell;
    let ball_p = progress(state, me, ball);
    let p = progress(state, me, cell);
    let line = offside_line(state, me);
    let role = role(state, id);
    let ideal = match role {
        Role::Keeper => 0.0,
        Role::Back => (ball_p - 0.3).clamp(0.1, 0.5),
        Role::Mid => (ball_p + 0.05).clamp(0.2, 0.8),
        Role::Wing | Role::Striker => (ball_p + 0.2).clamp(0.3, line.max(0.55)),
    };
    let mut s = -DEPTH_WEIGHT * (p - ideal).abs();
    if p > 0.5 && p > ball_p && p > line + 0.01 {
        s -= OFFSIDE;
    }
    let (shared, near) = count_near(state, me.opponent(), cell, id);
    s -= SHARED_WITH_OPPONENT * shared as f32 + NEAR_OPPONENT * near as f32;
    let (_, mates) = count_near(state, me, cell, id);
    s -= CROWDING * mates as f32;
    let d = cell.distance_to(ball);
    if (2..=4).contains(&d) && role != Role::Back {
        s += SUPPORT;
    }
    s -= LANE * f32::from(cell.row().abs_diff(lane));
    let end = state.attacks(me);
    if (role == Role::Wing && Zone::CrossZone.contains(end, cell))
        || (role == Role::Striker && Zone::ShootingZone.contains(end, cell))
    {
        s += ROLE_ZONE;
    }
    s
}

/// The defending side's targets: for each of its outfield players, the cell he should go to.
pub fn defence_targets(state: &MatchState, me: Side) -> Vec<(PlayerId, Cell)> {
    let ball = state.ball().cell;
    let holder = state.holder();
    let own_goal = state.defends(me);
    let mut attackers: Vec<(PlayerId, Cell, f32)> = state
        .on_pitch(me.opponent())
        .filter(|p| Some(p.id()) != holder)
        .filter_map(|p| {
            let c = p.cell()?;
            let danger = progress(state, me.opponent(), c)
                + if p.skills().has(Skill::Red) { 0.1 } else { 0.0 };
            Some((p.id(), c, danger))
        })
        .filter(|(_, _, danger)| *danger > 0.35)
        .collect();
    hexkick_rules::short_sort::sort_by(&mut attackers, |a, b| b.2.total_cmp(&a.2));
    let mut free: Vec<(PlayerId, Cell, bool)> = state
        .on_pitch(me)
        .filter(|p| !state.is_keeper(p.id()))
        .filter_map(|p| Some((p.id(), p.cell()?, p.skills().has(Skill::Blue))))
        .filter(|(_, c, _)| *c != ball)
        .collect();
    let mut out = Vec::new();
    let markers = free.len().saturating_sub(2);
    for (_, cell, _) in attackers.into_iter().take(markers) {
        let pick = free
            .iter()
            .enumerate()
            .min_by_key(|(_, (_, c, blue))| c.distance_to(cell) * 2 + u32::from(!*blue))
            .map(|(i, _)| i);
        if let Some(i) = pick {
            let (id, _, _) = free.remove(i);
            out.push((id, cell));
        }
    }
    // The rest hold a line halfway between the ball and the goal, in their own rows.
    let goal_x = own_goal.goal_line_x();
    let line_x = (ball.centre().x + goal_x) / 2.0;
    for (id, c, _) in free {
        let target = Cell::all()
            .filter(|t| t.row() == c.row())
            .min_by(|a, b| {
                (a.centre().x - line_x)
                    .abs()
                    .total_cmp(&(b.centre().x - line_x).abs())
            })
            .unwrap_or(c);
        out.push((id, target));
    }
    if let Some(k) = state.keeper(me) {
        let target = Zone::GoalBox
            .cells(own_goal)
            .min_by_key(|c| c.row().abs_diff(ball.row()))
            .unwrap_or(ball);
        out.push((k, target));
    }
    out
}

/// The best move of the acting side now, or `None` when nobody gains by moving.
pub fn next_move(state: &MatchState) -> Option<Command> {
    let ball = state.ball().cell;
    let moves = legal::legal_moves(state);
    let mut best: Option<(f32, Command)> = None;
    let mut consider = |gain: f32, player: PlayerId, to: Cell| {
        if gain >= MIN_GAIN && best.as_ref().is_none_or(|(g, _)| gain > *g) {
            best = Some((gain, Command::Move { player, to }));
        }
    };
    match state.phase() {
        Phase::Two => {
            for (player, cells) in &moves {
                let Some(from) = state.position(*player) else {
                    continue;
                };
                if role(state, *player) == Role::Keeper {
                    continue;
                }
                let row = lane(state, *player, from);
                let now = attack_score(state, *player, from, row);
                for to in cells {
                    consider(attack_score(state, *player, *to, row) - now, *player, *to);
                }
            }
        }
        Phase::Three => {
            let targets = defence_targets(state, state.acting_side());
            for (player, cells) in &moves {
                let (Some(from), Some((_, target))) = (
                    state.position(*player),
                    targets.iter().find(|(p, _)| p == player),
                ) else {
                    continue;
                };
                let cost = |c: Cell| TARGET_DISTANCE * c.distance_to(*target) as f32;
                for to in cells.iter().filter(|c| **c != ball) {
                    consider(cost(from) - cost(*to), *player, *to);
                }
            }
        }
        _ => {}
    }
    best.map(|(_, c)| c)
}

/// Why [`next_move`] moves `player` to `to`: a PHASE 2 run for his role, or in PHASE 3
/// marking the attacker at his target or covering the line. A run is named for the role only
/// where it reaches the role's zone (a striker into the shooting zone, a winger into the
/// crossing zone); any other run is support.
pub fn move_reason(state: &MatchState, player: PlayerId, to: Cell) -> Reason {
    if state.phase() == Phase::Two {
        let end = state.attacks(player.side);
        let role = match role(state, player) {
            Role::Striker if !Zone::ShootingZone.contains(end, to) => Role::Mid,
            Role::Wing if !Zone::CrossZone.contains(end, to) => Role::Mid,
            role => role,
        };
        return Reason::Run { player, to, role };
    }
    let marked = defence_targets(state, player.side)
        .into_iter()
        .find(|(p, _)| *p == player)
        .and_then(|(_, target)| state.in_cell(player.side.opponent(), target).next())
        .map(|a| a.id());
    match marked {
        Some(attacker) => Reason::Mark {
            player,
            to,
            attacker,
        },
        None => Reason::Cover { player, to },
    }
}

/// A move that makes ending the phase legal (a wall broken up, the throw-in cell cleared, a
/// bumped team-mate stepping aside): any legal move of a player who must leave his cell.
pub fn unblock(state: &MatchState) -> Option<Command> {
    let moves = legal::commands(state);
    let must_leave = |p: PlayerId| {
        state.position(p).is_some_and(|c| {
            state.in_cell(p.side, c).count() > 1 || state.restart().is_some_and(|r| r.cell == c)
        })
    };
    moves
        .iter()
        .find(|c| matches!(c, Command::Move { player, .. } if must_leave(*player)))
        .or_else(|| moves.iter().find(|c| matches!(c, Command::Move { .. })))
        .cloned()
        .filter(|c| check(state, c).is_ok())
}

#[cfg(test)]
mod tests {
    use super::{Role, move_reason};
    use crate::reason::Reason;
    use hexkick_rules::pitch::Zone;
    use hexkick_rules::squad::Side;
    use hexkick_rules::state::Phase;
    use hexkick_rules::testkit::{cell, id, position};

    /// The role a PHASE 2 run of `player` to `to` is given in its reason.
    fn run_role(state: &hexkick_rules::state::MatchState, player: &str, to: &str) -> Role {
        match move_reason(state, id(player), cell(to)) {
            Reason::Run { role, .. } => role,
            other => panic!("not a run: {other:?}"),
        }
    }

    #[test]
    fn a_run_is_named_for_the_role_only_where_it_reaches_the_roles_zone() {
        let state = position(
            &[(9, "E5", "R"), (7, "B5", "G"), (10, "D4", "")],
            &[(1, "E11", "")],
            "home:10",
            Phase::Two,
        );
        let end = state.attacks(Side::Home);
        let shooting = Zone::ShootingZone
            .cells(end)
            .next()
            .expect("a shooting cell");
        let crossing = Zone::CrossZone.cells(end).next().expect("a crossing cell");
        assert!(
            !Zone::ShootingZone.contains(end, cell("E6")),
            "the centre spot"
        );
        assert_eq!(
            run_role(&state, "home:9", &shooting.to_string()),
            Role::Striker
        );
        assert_eq!(
            run_role(&state, "home:9", "E6"),
            Role::Mid,
            "short of the zone"
        );
        assert_eq!(
            run_role(&state, "home:7", &crossing.to_string()),
            Role::Wing
        );
        assert_eq!(run_role(&state, "home:7", "D6"), Role::Mid, "not wide");
    }
}
