//! Set pieces: re-positioning (the taker in the ball's cell, everybody where the rules allow,
//! runners into the box for corners and free kicks, markers on them, a wall against a free
//! kick near goal, the goalkeeper on his line for a penalty), throw-ins and substitutions
//! (2024 BASE, "ARRÊT DU JEU - REPRISE DU JEU" and "REPLACEMENTS").

use super::reason::Reason;
use super::shape::{Role, role};
use hexkick_rules::check::check;
use hexkick_rules::command::Command;
use hexkick_rules::event::RestartKind;
use hexkick_rules::legal;
use hexkick_rules::pitch::{Cell, Zone};
use hexkick_rules::restart::stoppage::goal_line_cell;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Phase, PlayerStatus, Restart};
use hexkick_rules::substitution::MAX_SUBSTITUTIONS;
use hexkick_rules::substitution::substitutions_due;

/// From this minute a booked outfield player is taken off when a substitution is free.
pub const SUBSTITUTE_BOOKED_FROM_MINUTE: u8 = 60;
/// Players sent into the box for a corner or a free kick near goal.
const BOX_RUNNERS: usize = 3;
/// Players in a defensive wall.
const WALL_SIZE: usize = 2;

/// The first of `side`'s players standing in the restart's cell: its taker when `side` takes
/// it.
fn in_ball_cell(state: &MatchState, side: Side, r: &Restart) -> Option<PlayerId> {
    state.in_cell(side, r.cell).map(|p| p.id()).next()
}

/// Placing `player` in `cell`, if the rules allow it now.
fn place(state: &MatchState, player: PlayerId, cell: Cell) -> Option<Command> {
    let c = Command::Place { player, cell };
    check(state, &c).is_ok().then_some(c)
}

/// The substitution a coach makes now, if any: a keeper for an outfield player when his
/// goalkeeper is gone, or a fresh player for a booked one late in the match.
pub fn substitution(state: &MatchState) -> Option<Command> {
    let side = state.acting_side();
    if !matches!(state.phase(), Phase::Positioning { .. })
        || state.substitutions_used(side) >= MAX_SUBSTITUTIONS
    {
        return None;
    }
    // Classic and 2024 TOURNAMENT: the reserve goalkeeper counts as a bench keeper when the
    // keeper was sent off.
    let bench: Vec<PlayerId> = state
        .players()
        .iter()
        .filter(|p| {
            p.id().side == side
                && (p.status() == PlayerStatus::Bench
                    || hexkick_rules::reserve::reserve_keeper(state, p.id()).is_some())
        })
        .map(|p| p.id())
        .collect();
    let taker = state.restart().and_then(|r| in_ball_cell(state, side, &r));
    let try_sub = |off: PlayerId, on: PlayerId| {
        let c = Command::Substitute { off, on };
        (Some(off) != taker && check(state, &c).is_ok()).then_some(c)
    };
    if state.keeper(side).is_none()
        && let Some(on) = bench.iter().find(|b| state.is_keeper(**b))
    {
        let off = state
            .on_pitch(side)
            .map(|p| p.id())
            .find(|p| role(state, *p) == Role::Mid)
            .or_else(|| state.on_pitch(side).map(|p| p.id()).last());
        if let Some(c) = off.and_then(|off| try_sub(off, *on)) {
            return Some(c);
        }
    }
    let due = substitutions_due(state, side) > 0;
    if state.minute() < SUBSTITUTE_BOOKED_FROM_MINUTE {
        return None;
    }
    // Booked players first; Classic substitutions due at 60' and 75' take anyone.
    let mut off_first: Vec<&hexkick_rules::state::PlayerState> =
        state.on_pitch(side).filter(|p| p.booked()).collect();
    if due {
        off_first.extend(state.on_pitch(side).filter(|p| !p.booked()));
    }
    for p in off_first {
        let off = p.id();
        if state.is_keeper(off) {
            continue;
        }
        let same = bench
            .iter()
            .find(|b| role(state, **b) == role(state, off))
            .or_else(|| bench.iter().find(|b| !state.is_keeper(**b)));
        if let Some(c) = same.and_then(|on| try_sub(off, *on)) {
            return Some(c);
        }
    }
    None
}

/// Who should take `r`: a striker for a penalty, a winger for a corner, the goalkeeper for
/// a goal kick, else the nearest player; only players the rules let stand there.
fn taker(state: &MatchState, r: &Restart) -> Option<Command> {
    let side = r.side;
    let wanted = match r.kind {
        RestartKind::Penalty => Some(Role::Striker),
        RestartKind::Corner => Some(Role::Wing),
        RestartKind::GoalKick => Some(Role::Keeper),
        _ => None,
    };
    let mut players: Vec<(PlayerId, u32)> = state
        .on_pitch(side)
        .filter_map(|p| Some((p.id(), p.cell()?.distance_to(r.cell))))
        .collect();
    hexkick_rules::short_sort::sort_by_key(&mut players, |(p, d)| {
        let keeper_far = state.is_keeper(*p) && wanted != Some(Role::Keeper);
        (wanted.is_none_or(|w| role(state, *p) != w), keeper_far, *d)
    });
    players
        .into_iter()
        .find_map(|(p, _)| place(state, p, r.cell))
}

/// Someone standing where the rules forbid now, moved to the nearest cell they allow.
fn misplaced(state: &MatchState, side: Side) -> Option<Command> {
    let r = state.restart()?;
    // One player takes the kick; another in the ball's cell (a substitute who came on there)
    // stands where the rules forbid like anyone else.
    let taker = (side == r.side)
        .then(|| in_ball_cell(state, side, &r))
        .flatten();
    for p in state.on_pitch(side) {
        let (id, Some(cell)) = (p.id(), p.cell()) else {
            continue;
        };
        let is_taker = Some(id) == taker;
        if is_taker || place(state, id, cell).is_some() {
            continue;
        }
        let to = legal::placements(state, id)
            .into_iter()
            .filter(|c| *c != r.cell && state.in_cell(side, *c).next().is_none())
            .min_by_key(|c| c.distance_to(cell));
        if let Some(c) = to.and_then(|to| place(state, id, to)) {
            return Some(c);
        }
    }
    if side != r.side
        && r.kind == RestartKind::Penalty
        && let Some(k) = state.keeper(side)
    {
        let line = goal_line_cell(state.defends(side));
        if state.position(k) != Some(line) {
            return place(state, k, line);
        }
    }
    None
}

/// One improvement of the set-piece shape: runners into the box, markers on them, a wall.
fn improvement(state: &MatchState, side: Side) -> Option<Command> {
    let r = state.restart()?;
    let attacked = state.attacks(r.side);
    let near_goal = matches!(r.kind, RestartKind::Corner)
        || (r.kind == RestartKind::FreeKick && Zone::Defence.contains(attacked, r.cell));
    if !near_goal {
        return None;
    }
    let area: Vec<Cell> = Zone::PenaltyArea.cells(attacked).collect();
    if side == r.side {
        let in_box = state
            .on_pitch(side)
            .filter(|p| p.cell().is_some_and(|c| area.contains(&c)))
            .count();
        if in_box >= BOX_RUNNERS {
            return None;
        }
        let runner = state
            .on_pitch(side)
            .filter(|p| matches!(role(state, p.id()), Role::Striker | Role::Mid | Role::Wing))
            .filter(|p| p.cell().is_some_and(|c| !area.contains(&c) && c != r.cell))
            .map(|p| p.id())
            .next()?;
        let free = area
            .iter()
            .filter(|c| state.in_cell(side, **c).next().is_none())
            .min_by_key(|c| c.distance_to(r.cell))?;
        return place(state, runner, *free);
    }
    let unmarked = state
        .on_pitch(r.side)
        .filter_map(|p| p.cell())
        .find(|c| area.contains(c) && state.in_cell(side, *c).next().is_none());
    if let Some(cell) = unmarked {
        let marker = state
            .on_pitch(side)
            .filter(|p| role(state, p.id()) == Role::Back)
            .filter(|p| p.cell().is_some_and(|c| !area.contains(&c)))
            .map(|p| p.id())
            .next();
        if let Some(c) = marker.and_then(|m| place(state, m, cell)) {
            return Some(c);
        }
    }
    wall(state, side, &r)
}

/// Two defenders in the cell two steps from the ball towards the goal, against a free kick.
fn wall(state: &MatchState, side: Side, r: &Restart) -> Option<Command> {
    if r.kind != RestartKind::FreeKick {
        return None;
    }
    let goal = state.defends(side).goal_centre();
    let spot = r
        .cell
        .within(2)
        .filter(|c| c.distance_to(r.cell) == 2)
        .min_by(|a, b| {
            a.centre()
                .distance_to(goal)
                .total_cmp(&b.centre().distance_to(goal))
        })?;
    if state.in_cell(side, spot).count() >= WALL_SIZE {
        return None;
    }
    state
        .on_pitch(side)
        .filter(|p| !state.is_keeper(p.id()) && p.cell() != Some(spot))
        .min_by_key(|p| p.cell().map_or(u32::MAX, |c| c.distance_to(spot)))
        .and_then(|p| place(state, p.id(), spot))
}

/// The placing side's next command in a re-positioning. `improvements_left` bounds the
/// shape changes a coach makes before it gives its OK.
pub fn positioning(state: &MatchState, improvements_left: usize) -> Command {
    let side = state.acting_side();
    if let Some(c) = substitution(state) {
        return c;
    }
    if state.classic().last_step() {
        // Classic line-up, step 3: the shape chosen in step 1 stays; nobody is pulled back.
        return Command::EndPhase;
    }
    if let Some(r) = state.restart()
        && side == r.side
        && in_ball_cell(state, side, &r).is_none()
        && let Some(c) = taker(state, &r)
    {
        return c;
    }
    if let Some(c) = misplaced(state, side) {
        return c;
    }
    if improvements_left > 0
        && let Some(c) = improvement(state, side)
    {
        return c;
    }
    Command::EndPhase
}

/// The throw-in: the nearest outfield player walks to the throw-in point.
pub fn throw_in(state: &MatchState) -> Option<Command> {
    let r = state.restart()?;
    legal::commands(state)
        .into_iter()
        .filter(|c| matches!(c, Command::Move { .. }))
        .min_by_key(|c| match c {
            Command::Move { player, .. } => (
                state.is_keeper(*player),
                state
                    .position(*player)
                    .map_or(u32::MAX, |p| p.distance_to(r.cell)),
            ),
            _ => (true, u32::MAX),
        })
}
/// Why [`positioning`] or [`throw_in`] gave `command`: a player placed (the taker or the
/// shape), a substitution, the throw-in taker's walk, or the OK.
pub fn reason(state: &MatchState, command: &Command) -> Reason {
    match *command {
        Command::Place { player, cell } => Reason::Place {
            player,
            cell,
            restart: state.restart().map(|r| r.kind),
            taker: state.restart().is_some_and(|r| r.cell == cell),
        },
        Command::Substitute { off, on } => Reason::Substitute {
            off,
            on,
            keeper: state.keeper(off.side).is_none(),
        },
        Command::Move { player, to } => Reason::ThrowInWalk { player, to },
        _ => Reason::Ready,
    }
}
