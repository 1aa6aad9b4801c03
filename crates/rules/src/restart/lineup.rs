//! The Classic line-up (Classic "LINEUP"): the attackers place 3-4 players, the defence its
//! players, then the attackers their last 3-4; the Classic edition's rules for who may stand
//! where at each step.

use crate::classic::time::half_start;
use crate::error::Because;
use crate::error::RuleError;
use crate::error::because;
use crate::event::Event;
use crate::note::Note;
use crate::pitch::Cell;
use crate::pitch::End;
use crate::restart::placement::placement_rule;
use crate::squad::PlayerId;
use crate::squad::Side;
use crate::state::MatchState;
use crate::state::note;
use crate::substitution::substitutions_due;
/// Classic "LINEUP" step 1: the attacking team places 6 or 7 players (at most 7 here).
pub const FIRST_STEP_MAX: usize = 7;

/// Classic "LINEUP" step 3: the attacking team's last 3 or 4 players (at most 4 here).
pub const LAST_STEP_MAX: usize = 4;

/// Whether the re-positioning now is a Classic three-step line-up (every Classic set piece
/// but the kick-off that starts a half, where both teams simply take their positions).
pub fn three_steps(state: &MatchState) -> bool {
    crate::classic::on(state) && state.restart().is_some() && !half_start(state)
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

/// Whether `side` finishes its part of the line-up with this step.
fn last_step_of(state: &MatchState, side: Side) -> bool {
    match state.restart() {
        Some(r) if three_steps(state) => side != r.side || state.classic().last_step,
        _ => true,
    }
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
