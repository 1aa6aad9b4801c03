//! The re-positioning procedure (2024 BASE, "POSITIONNEMENT": the side taking the restart
//! places its players, then the other side; Classic "LINEUP" in three steps): placements
//! checked one by one, the layout checked at the end of each side's step, and the ball handed
//! to the taker.

use crate::clock::tick;
use crate::command::KeeperStance;
use crate::error::RuleError;
use crate::error::because;
use crate::event::Event;
use crate::kinds::RestartKind;
use crate::note::Note;
use crate::pitch::Cell;
use crate::restart::goal_line_cell;
use crate::restart::lineup::three_steps;
use crate::restart::placement::placement_rule;
use crate::restart::placement::wall_rule;
use crate::squad::PlayerId;
use crate::squad::Side;
use crate::state::MatchState;
use crate::state::Phase;
use crate::state::emit;
use crate::state::note;
use crate::turn::acting_player;
use crate::turn::new_turn;
use crate::turn::set_phase;
pub(crate) fn check_place(
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
    crate::shootout::placement(state, player, cell).map_err(placement)?;
    crate::restart::lineup::check_place(state, player, cell).map_err(placement)?;
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

pub(crate) fn check_layout(state: &MatchState, side: Side) -> Result<(), RuleError> {
    let incomplete =
        |why, player, cell| Err(RuleError::PositioningIncomplete { why, player, cell });
    let Some(r) = state.restart() else {
        return incomplete(because("no restart is waiting"), None, None);
    };
    for p in state.on_pitch(side) {
        if let Some(c) = p.cell()
            && let Err(why) = placement_rule(state, side, c)
                .and_then(|()| crate::shootout::placement(state, p.id(), c))
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
        crate::short_sort::sort(&mut cells);
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

pub(crate) fn place(state: &mut MatchState, player: PlayerId, cell: Cell, events: &mut Vec<Event>) {
    emit(state, events, Event::Place { player, cell });
    crate::restart::lineup::placed(state, player, events);
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

/// Ends a step of a Classic line-up; `false` when the 2024 procedure applies instead.
pub fn end_step(state: &mut MatchState, placing: Side, events: &mut Vec<Event>) -> bool {
    let Some(r) = state.restart() else {
        return false;
    };
    if !three_steps(state) {
        return false;
    }
    if placing != r.side {
        note(state, events, Note::LineUpStep { last: true });
        set_phase(state, Phase::Positioning { placing: r.side }, events);
        return true;
    }
    if !state.classic().last_step {
        set_phase(
            state,
            Phase::Positioning {
                placing: r.side.opponent(),
            },
            events,
        );
        return true;
    }
    note(state, events, Note::LineUpStep { last: false });
    // Classic "KEEPING THE TIME": a line-up moves the referee one cell.
    tick(state, events);
    end_positioning(state, placing.opponent(), events);
    true
}
