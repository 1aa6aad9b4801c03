//! Stoppages and restarts (2024 BASE, "ARRÊT DU JEU - REPRISE DU JEU"): throw-in, free kick,
//! penalty, corner, goal kick, kick-off; the re-positioning procedure; substitutions.

use super::check::{PHASE_TWO_MOVE, RuleError, acting_player};
use super::command::KeeperStance;
use super::error::{Because, because};
use super::event::{Event, RestartKind};
use super::execute::{new_turn, set_phase};
use super::note::Note;
use super::pitch::{Cell, End, PitchPoint, Zone};
use super::squad::{PlayerId, Side};
use super::state::{MatchState, Phase, PlayerStatus, Restart, emit, note};

/// 2024 BASE, "POSITIONNEMENT": at corners and free kicks opponents stay 9.6 cm (3 pegs
/// high) from the ball.
pub const FREE_KICK_DISTANCE_CM: f32 = 9.6;
/// 2024 BASE, "Coups Francs": a wall holds up to 3 players of the same team in one cell.
pub const WALL_MAX: usize = 3;
/// 2024 BASE, "REPLACEMENTS": up to 5 substitutions.
pub const MAX_SUBSTITUTIONS: u8 = 5;

/// The half cell on the goal line in front of the goal at `end` (E1 or E11).
pub fn goal_line_cell(end: End) -> Cell {
    row_e_cell(end, 1)
}

/// The penalty spot's cell at `end` (E2 or E10: our reading, see RULES.md).
pub fn penalty_spot(end: End) -> Cell {
    row_e_cell(end, 2)
}

/// The cell of row E that is `n`-th from the goal line at `end`.
fn row_e_cell(end: End, n: u8) -> Cell {
    let column = match end {
        End::Home => n,
        End::Away => 12 - n,
    };
    Cell::new(Cell::CENTRE.row(), column).unwrap_or(Cell::CENTRE)
}

/// The corner cell and corner point nearest to where the ball crossed the goal line.
pub fn corner_at(end: End, at: PitchPoint) -> (Cell, PitchPoint) {
    let top = at.y < 0.0;
    let y = if top { -1.0 } else { 1.0 } * super::pitch::PITCH_WIDTH_CM / 2.0;
    let point = PitchPoint::new(end.goal_line_x(), y);
    let cell = Cell::at(point).unwrap_or_else(|| goal_line_cell(end));
    (cell, point)
}

/// Stops play and sets up a restart for `side` at `cell`.
pub(super) fn stop_play(
    state: &mut MatchState,
    kind: RestartKind,
    side: Side,
    cell: Cell,
    point: PitchPoint,
    events: &mut Vec<Event>,
) {
    let restart = Restart {
        kind,
        side,
        cell,
        point,
    };
    note(state, events, Note::StopPlay { restart });
    emit(state, events, Event::Restart { kind, side, cell });
    let walk = super::classic::lineup::throw_in_walk(state);
    let taker_near = state.on_pitch(side).any(|p| {
        p.cell().is_some_and(|c| {
            c.distance_to(cell) <= super::tournament::cells_limit(state, p.id(), walk)
        })
    });
    if kind == RestartKind::ThrowIn
        && taker_near
        && !super::classic::lineup::throw_in_becomes_lineup(state)
    {
        set_phase(state, Phase::ThrowIn, events);
    } else {
        set_phase(state, Phase::Positioning { placing: side }, events);
    }
}

/// Where a side's player may stand during this re-positioning (team-mates aside).
pub(crate) fn placement_rule(state: &MatchState, side: Side, cell: Cell) -> Result<(), Because> {
    let Some(r) = state.restart() else {
        return Ok(());
    };
    if side != r.side && cell == r.cell {
        return Err(because("no opponent may stand in the ball's cell"));
    }
    match r.kind {
        RestartKind::KickOff => {
            let x = cell.centre().x;
            let own = match state.defends(side) {
                End::Home => x <= 0.01,
                End::Away => x >= -0.01,
            };
            if !own {
                return Err(because("at a kick-off every player stays in his own half"));
            }
        }
        RestartKind::FreeKick | RestartKind::Corner
            if side != r.side && cell.centre().distance_to(r.point) < FREE_KICK_DISTANCE_CM =>
        {
            return Err(because("opponents stay 9.6 cm (3 pegs high) from the ball"));
        }
        _ => {}
    }
    Ok(())
}

/// Whether `side` may stack `players` players in `cell` (a wall).
fn wall_rule(state: &MatchState, side: Side, cell: Cell, players: usize) -> Result<(), Because> {
    let Some(r) = state.restart() else {
        return Err(because("one player per team per cell"));
    };
    let defended = state.defends(side);
    if side == r.side
        || r.kind != RestartKind::FreeKick
        || !Zone::Defence.contains(defended, r.cell)
    {
        return Err(because(
            "one player per team per cell (a wall only against a free kick from the attacking zone)",
        ));
    }
    if Zone::GoalBox.contains(defended, cell) {
        return Err(because("no wall inside the goal box"));
    }
    if players > WALL_MAX {
        return Err(because("a wall holds at most 3 players"));
    }
    Ok(())
}

pub(super) fn check_place(
    state: &MatchState,
    player: PlayerId,
    cell: Cell,
) -> Result<(), RuleError> {
    let Phase::Positioning { .. } = state.phase() else {
        return Err(RuleError::WrongPhase {
            command: "placing a player",
            phase: state.phase(),
        });
    };
    acting_player(state, player)?;
    let side = player.side;
    let placement = |reason| RuleError::Placement {
        player,
        cell,
        reason,
    };
    placement_rule(state, side, cell).map_err(placement)?;
    super::shootout::placement(state, player, cell).map_err(placement)?;
    super::classic::lineup::check_place(state, player, cell).map_err(placement)?;
    let mates = state
        .in_cell(side, cell)
        .filter(|p| p.id() != player)
        .count();
    if mates > 0 {
        wall_rule(state, side, cell, mates + 1).map_err(placement)?;
        let other_wall = state
            .on_pitch(side)
            .filter(|p| p.id() != player)
            .filter_map(|p| p.cell())
            .any(|c| c != cell && state.in_cell(side, c).filter(|p| p.id() != player).count() > 1);
        if other_wall {
            return Err(placement(because("one wall only")));
        }
    }
    Ok(())
}

pub(super) fn check_layout(state: &MatchState, side: Side) -> Result<(), RuleError> {
    let incomplete =
        |why, player, cell| Err(RuleError::PositioningIncomplete { why, player, cell });
    let Some(r) = state.restart() else {
        return incomplete(because("no restart is waiting"), None, None);
    };
    for p in state.on_pitch(side) {
        if let Some(c) = p.cell()
            && let Err(why) = placement_rule(state, side, c)
                .and_then(|()| super::shootout::placement(state, p.id(), c))
        {
            return incomplete(why, Some(p.id()), Some(c));
        }
    }
    let stacked: Vec<Cell> = {
        let mut cells: Vec<Cell> = state
            .on_pitch(side)
            .filter_map(|p| p.cell())
            .filter(|c| state.in_cell(side, *c).count() > 1)
            .collect();
        cells.sort();
        cells.dedup();
        cells
    };
    if stacked.len() > 1 {
        return incomplete(because("one wall only"), None, None);
    }
    if let Some(c) = stacked.first()
        && let Err(why) = wall_rule(state, side, *c, state.in_cell(side, *c).count())
    {
        return incomplete(why, None, Some(*c));
    }
    if side == r.side && state.in_cell(side, r.cell).next().is_none() {
        return incomplete(
            because("place the taker in the ball's cell"),
            None,
            Some(r.cell),
        );
    }
    if side != r.side
        && r.kind == RestartKind::Penalty
        && let Some(k) = state.keeper(side)
        && state.position(k) != Some(goal_line_cell(state.defends(side)))
    {
        return incomplete(
            because("at a penalty the goalkeeper stands on the goal line"),
            None,
            Some(goal_line_cell(state.defends(side))),
        );
    }
    Ok(())
}

pub(super) fn check_substitute(
    state: &MatchState,
    off: PlayerId,
    on: PlayerId,
) -> Result<(), RuleError> {
    if !matches!(state.phase(), Phase::Positioning { .. } | Phase::ThrowIn) {
        return Err(RuleError::WrongPhase {
            command: "a substitution (only during re-positioning or a throw-in)",
            phase: state.phase(),
        });
    }
    acting_player(state, off)?;
    let incoming = state.player(on).ok_or(RuleError::UnknownPlayer(on))?;
    let reserve_keeper = super::reserve::reserve_keeper(state, on) == Some(off.side);
    if reserve_keeper && state.is_keeper(off) {
        return Err(RuleError::Substitution(because(
            "the reserve goalkeeper comes on in the place of an outfield player",
        )));
    }
    if on.side != off.side || (incoming.status() != PlayerStatus::Bench && !reserve_keeper) {
        return Err(RuleError::Substitution(because(
            "the player coming on must sit on his team's bench",
        )));
    }
    if state.substitutions_used(off.side) >= MAX_SUBSTITUTIONS {
        return Err(RuleError::Substitution(because(
            "a team makes at most 5 substitutions",
        )));
    }
    Ok(())
}

pub(super) fn check_throw_in_walk(
    state: &MatchState,
    player: PlayerId,
    to: Cell,
) -> Result<(), RuleError> {
    let p = acting_player(state, player)?;
    let Some(r) = state.restart() else {
        return Err(RuleError::PositioningIncomplete {
            why: because("no throw-in is waiting"),
            player: None,
            cell: None,
        });
    };
    if to != r.cell {
        return Err(RuleError::Placement {
            player,
            cell: to,
            reason: because("the taker walks to the throw-in point"),
        });
    }
    let from = p.cell().ok_or(RuleError::NotOnPitch(player))?;
    let distance = from.distance_to(to);
    let walk = super::classic::lineup::throw_in_walk(state);
    let allowed = super::tournament::cells_limit(state, player, walk);
    if distance > allowed {
        return Err(RuleError::TooFar {
            player,
            distance,
            allowed,
        });
    }
    if state.in_cell(player.side, to).any(|m| m.id() != player) {
        return Err(RuleError::TeamMateInCell { player, cell: to });
    }
    Ok(())
}

pub(super) fn place(state: &mut MatchState, player: PlayerId, cell: Cell, events: &mut Vec<Event>) {
    emit(state, events, Event::Place { player, cell });
    super::classic::lineup::placed(state, player, events);
}

pub(super) fn substitute(
    state: &mut MatchState,
    off: PlayerId,
    on: PlayerId,
    events: &mut Vec<Event>,
) {
    if state.phase() == Phase::ThrowIn {
        // 2024 BASE, "REPLACEMENTS": a substitution asked at a throw-in means re-positioning.
        let placing = state.to_play();
        set_phase(state, Phase::Positioning { placing }, events);
    }
    if state.player(off).is_none() || state.player(on).is_none() {
        return;
    }
    super::reserve::bring_on(state, on, events);
    super::classic::lineup::substituted(state, off.side, events);
    // TOURNOI "FATIGUE DE L'ÉQUIPE": each substitution gives back one skill section (the
    // state counts it when the substitution is applied).
    emit(state, events, Event::Substitution { off, on });
}

pub(super) fn throw_in_walk(
    state: &mut MatchState,
    player: PlayerId,
    to: Cell,
    events: &mut Vec<Event>,
) {
    let Some(from) = state.position(player) else {
        return;
    };
    let distance = from.distance_to(to);
    if distance > 0 {
        emit(state, events, Event::Move { player, from, to });
        note(state, events, Note::Movement { since_clock: true });
        // Classic "PHASE 3": a walk longer than 3 cells lets the defence move 3 ("at least 1
        // player by 3 cells").
        let cells = u8::try_from(distance).map_or(PHASE_TWO_MOVE, |d| d.min(PHASE_TWO_MOVE));
        note(state, events, Note::AttackMove { cells });
    }
    note(state, events, Note::BallHeld { player });
    set_phase(state, Phase::Two, events);
}

pub(crate) fn end_positioning(state: &mut MatchState, placing: Side, events: &mut Vec<Event>) {
    let Some(r) = state.restart() else {
        return;
    };
    if placing == r.side {
        set_phase(
            state,
            Phase::Positioning {
                placing: placing.opponent(),
            },
            events,
        );
        return;
    }
    let taker = state.in_cell(r.side, r.cell).map(|p| p.id()).next();
    new_turn(state, events);
    let side = r.side;
    let cell = r.cell;
    note(state, events, Note::BallSet { cell, taker, side });
    if r.kind == RestartKind::Penalty {
        let stance = Some(KeeperStance::Bar);
        note(state, events, Note::KeeperStance { stance });
    }
    set_phase(state, Phase::One, events);
}

/// The player who must take the waiting restart, if placed.
pub fn taker(state: &MatchState) -> Option<PlayerId> {
    let r = state.restart()?;
    state.in_cell(r.side, r.cell).map(|p| p.id()).next()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::cell;

    #[test]
    fn restart_spots_are_mirror_images() {
        assert_eq!(goal_line_cell(End::Home), cell("E1"));
        assert_eq!(goal_line_cell(End::Away), cell("E11"));
        assert_eq!(penalty_spot(End::Home), cell("E2"));
        assert_eq!(
            penalty_spot(End::Away).rotated_half_turn(),
            penalty_spot(End::Home)
        );
        let (c, p) = corner_at(End::Away, PitchPoint::new(45.0, -20.0));
        assert_eq!(c, cell("A11"));
        assert!(p.y < 0.0 && (p.x - 45.0).abs() < 1e-3);
        assert_eq!(
            corner_at(End::Home, PitchPoint::new(-45.0, 5.0)).0,
            cell("I1")
        );
    }
}
