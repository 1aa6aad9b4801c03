//! The throw-in (2024 BASE, "TOUCHE"; Classic "THROW-IN"): the taker walks up to 3 cells to
//! the throw-in point, then his side plays PHASE 2; further than that, the sides re-position.

use crate::error::RuleError;
use crate::error::because;
use crate::event::Event;
use crate::note::Note;
use crate::pitch::Cell;
use crate::squad::PlayerId;
use crate::squad::Side;
use crate::state::MatchState;
use crate::state::Phase;
use crate::state::emit;
use crate::state::note;
use crate::substitution::substitutions_due;
use crate::turn::PHASE_TWO_MOVE;
use crate::turn::acting_player;
use crate::turn::set_phase;
/// 2024 BASE, "TOUCHE": the taker walks at most 3 cells to the throw-in point.
pub const THROW_IN_WALK: u32 = 3;

pub(crate) fn check_walk(state: &MatchState, player: PlayerId, to: Cell) -> Result<(), RuleError> {
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
    let walk = walk_allowed(state);
    let allowed = crate::tournament::cells_limit(state, player, walk);
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

pub(crate) fn walk(state: &mut MatchState, player: PlayerId, to: Cell, events: &mut Vec<Event>) {
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

/// How far the throw-in taker may walk to the point: Classic "THROW IN", "moves a player to
/// that spot" with no limit; 2024 "TOUCHE", "de maximum 3 cases" (re-positioning beyond).
pub fn walk_allowed(state: &MatchState) -> u32 {
    if crate::classic::on(state) {
        u32::MAX
    } else {
        crate::restart::throw_in::THROW_IN_WALK
    }
}

/// Classic "SUBSTITUTIONS": substitutions are made only "during the LINE-UP", and one called
/// at a throw-in makes it a line-up. So while a side owes its 60' or 75' substitutions, a
/// throw-in is a line-up (the owing side calls them): every stoppage from the minute they
/// fall due lets them be made.
pub fn becomes_lineup(state: &MatchState) -> bool {
    Side::BOTH
        .iter()
        .any(|side| substitutions_due(state, *side) > 0)
}
