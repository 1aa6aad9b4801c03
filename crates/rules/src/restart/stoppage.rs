//! Stoppages and restarts (2024 BASE, "ARRÊT DU JEU - REPRISE DU JEU"): throw-in, free kick,
//! penalty, corner, goal kick, kick-off; the re-positioning procedure; substitutions.

use crate::event::{Event, RestartKind};
use crate::note::Note;
use crate::pitch::{Cell, End, PitchPoint};
use crate::squad::{PlayerId, Side};
use crate::state::{MatchState, Phase, Restart, emit, note};
use crate::turn::set_phase;

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
    let y = if top { -1.0 } else { 1.0 } * crate::pitch::PITCH_WIDTH_CM / 2.0;
    let point = PitchPoint::new(end.goal_line_x(), y);
    let cell = Cell::at(point).unwrap_or_else(|| goal_line_cell(end));
    (cell, point)
}

/// Stops play and sets up a restart for `side` at `cell`.
pub(crate) fn stop_play(
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
    let walk = crate::restart::throw_in::walk_allowed(state);
    let taker_near = state.on_pitch(side).any(|p| {
        p.cell().is_some_and(|c| {
            c.distance_to(cell) <= crate::tournament::cells_limit(state, p.id(), walk)
        })
    });
    if kind == RestartKind::ThrowIn
        && taker_near
        && !crate::restart::throw_in::becomes_lineup(state)
    {
        set_phase(state, Phase::ThrowIn, events);
    } else {
        set_phase(state, Phase::Positioning { placing: side }, events);
    }
}

/// The player who must take the waiting restart, if placed.
pub fn taker(state: &MatchState) -> Option<PlayerId> {
    let r = state.restart()?;
    state.in_cell(r.side, r.cell).map(|p| p.id()).next()
}

/// The restart this kick takes, if it is the restart's first kick.
pub(crate) fn restart_kick(state: &MatchState) -> Option<RestartKind> {
    (state.turn().kicks == 0)
        .then_some(state.restart().map(|r| r.kind))
        .flatten()
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
