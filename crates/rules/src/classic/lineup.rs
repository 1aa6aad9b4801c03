//! The Classic line-up ("LINEUP") and the substitutions due at 60' and 75' ("SUBSTITUTIONS").
//! First the attacking team places 6 or 7 players; then the defending team places all its
//! players; last the attacking team places its last 3 or 4 players "in defence" (no further
//! than the cell adjacent to the centre line).
//!
//! Players a coach leaves where they stand count as placed in step 1, so step 1 moves at most
//! 7 outfield players and step 3 at most 4, all in defence.

use super::on;
use super::time::{earn, half_start};
use crate::check::RuleError;
use crate::clock::tick;
use crate::error::{Because, because};
use crate::event::Event;
use crate::execute::set_phase;
use crate::note::Note;
use crate::pitch::{Cell, End};
use crate::restart::{end_positioning, placement_rule};
use crate::squad::{PlayerId, Side};
use crate::state::{MatchState, Phase, PlayerStatus, note, side_index};

/// Classic "LINEUP" step 1: the attacking team places 6 or 7 players (at most 7 here).
pub const FIRST_STEP_MAX: usize = 7;
/// Classic "LINEUP" step 3: the attacking team's last 3 or 4 players (at most 4 here).
pub const LAST_STEP_MAX: usize = 4;
/// Classic "SUBSTITUTIONS": 2 substitutions are due at the 60th minute...
pub const DUE_AT_60: u8 = 2;
/// ... and 1 more at the 75th.
pub const DUE_AT_75: u8 = 1;
/// Minute of the first mandatory substitutions.
pub const FIRST_DUE_MINUTE: u8 = 60;
/// Minute of the last mandatory substitution.
pub const LAST_DUE_MINUTE: u8 = 75;

/// Whether the re-positioning now is a Classic three-step line-up (every Classic set piece
/// but the kick-off that starts a half, where both teams simply take their positions).
pub fn three_steps(state: &MatchState) -> bool {
    on(state) && state.restart().is_some() && !half_start(state)
}

/// Classic "LINEUP" step 3: a cell "in defence", in the player's own half and not on the
/// centre line.
pub fn in_defence(end: End, cell: Cell) -> bool {
    let x = cell.centre().x;
    match end {
        End::Home => x < -0.01,
        End::Away => x > 0.01,
    }
}

/// Whether `player` may be placed now as far as the line-up steps are concerned.
pub fn check_place(state: &MatchState, player: PlayerId, cell: Cell) -> Result<(), Because> {
    let Some(r) = state.restart() else {
        return Ok(());
    };
    if !three_steps(state) || player.side != r.side || state.is_keeper(player) {
        return Ok(());
    }
    let c = &state.classic();
    if !c.last_step {
        // A player standing where the restart forbids must move anyway: he does not count.
        let must_move = state
            .position(player)
            .is_none_or(|at| placement_rule(state, player.side, at).is_err());
        // Nor does the taker placed in the ball's cell.
        let taker = cell == r.cell;
        if !c.first_placed.contains(&player)
            && c.first_placed.len() >= FIRST_STEP_MAX
            && !must_move
            && !taker
        {
            return Err(because(
                "Classic positioning: the attackers place 6 or 7 players first, the last 3 \
                        or 4 after the defence",
            ));
        }
        return Ok(());
    }
    if cell == r.cell {
        // The taker may always be placed in the ball's cell.
        return Ok(());
    }
    if c.first_placed.contains(&player) {
        return Err(because(
            "Classic positioning: this player was placed in the first step",
        ));
    }
    if !c.last_placed.contains(&player) && c.last_placed.len() >= LAST_STEP_MAX {
        return Err(because(
            "Classic positioning: the attackers' last step places at most 4 players",
        ));
    }
    if !in_defence(state.defends(player.side), cell) {
        return Err(because(
            "Classic positioning: the last 3 or 4 players stay in defence, no further \
                    than the cell next to the centre line",
        ));
    }
    Ok(())
}

/// Records a placement for the line-up steps.
pub fn placed(state: &mut MatchState, player: PlayerId, events: &mut Vec<Event>) {
    let Some(r) = state.restart() else {
        return;
    };
    if !three_steps(state) || player.side != r.side || state.is_keeper(player) {
        return;
    }
    note(state, events, Note::LineUpPlaced { player });
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

/// Whether `side` finishes its part of the line-up with this step.
fn last_step_of(state: &MatchState, side: Side) -> bool {
    match state.restart() {
        Some(r) if three_steps(state) => side != r.side || state.classic().last_step,
        _ => true,
    }
}

/// Substitutions `side` still owes (Classic "SUBSTITUTIONS"), as far as its bench and the
/// limit of 5 allow.
pub fn substitutions_due(state: &MatchState, side: Side) -> u8 {
    let clock = state.clock();
    if !on(state) || clock.half != 2 {
        return 0;
    }
    let minute = state.minute();
    let i = side_index(side);
    let from_60 = state.classic().subs_from_60[i];
    let from_75 = state.classic().subs_from_75[i];
    let due = if minute >= LAST_DUE_MINUTE {
        (DUE_AT_60 + DUE_AT_75)
            .saturating_sub(from_60)
            .max(DUE_AT_75.saturating_sub(from_75))
    } else if minute >= FIRST_DUE_MINUTE {
        DUE_AT_60.saturating_sub(from_60)
    } else {
        0
    };
    let bench = state
        .players()
        .iter()
        .filter(|p| p.id().side == side && p.status() == PlayerStatus::Bench)
        .count();
    let left = crate::restart::MAX_SUBSTITUTIONS.saturating_sub(state.substitutions_used(side));
    due.min(left).min(u8::try_from(bench).unwrap_or(u8::MAX))
}

/// How far the throw-in taker may walk to the point: Classic "THROW IN", "moves a player to
/// that spot" with no limit; 2024 "TOUCHE", "de maximum 3 cases" (re-positioning beyond).
pub fn throw_in_walk(state: &MatchState) -> u32 {
    if on(state) {
        u32::MAX
    } else {
        crate::check::THROW_IN_WALK
    }
}

/// Classic "SUBSTITUTIONS": substitutions are made only "during the LINE-UP", and one called
/// at a throw-in makes it a line-up. So while a side owes its 60' or 75' substitutions, a
/// throw-in is a line-up (the owing side calls them): every stoppage from the minute they
/// fall due lets them be made.
pub fn throw_in_becomes_lineup(state: &MatchState) -> bool {
    Side::BOTH
        .iter()
        .any(|side| substitutions_due(state, *side) > 0)
}

/// `side` may not end its part of a line-up while it owes substitutions.
pub fn check_end(state: &MatchState, side: Side) -> Result<(), RuleError> {
    let due = substitutions_due(state, side);
    if due > 0 && last_step_of(state, side) {
        return Err(RuleError::PositioningIncomplete {
            why: because("Classic: substitutions are still due (2 at 60', 1 at 75')"),
            player: None,
            cell: None,
        });
    }
    Ok(())
}

/// A substitution: one added cell (unless between halves) and the count for 60' and 75'.
pub fn substituted(state: &mut MatchState, side: Side, events: &mut Vec<Event>) {
    if !on(state) || half_start(state) {
        return;
    }
    earn(state, events);
    let second_half = state.clock().half == 2;
    let from_60 = second_half && state.minute() >= FIRST_DUE_MINUTE;
    let from_75 = second_half && state.minute() >= LAST_DUE_MINUTE;
    if from_60 || from_75 {
        let late = Note::LateSubstitution {
            side,
            from_60,
            from_75,
        };
        note(state, events, late);
    }
}
