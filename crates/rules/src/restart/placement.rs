//! Where players may stand at a restart (2024 BASE, "POSITIONNEMENT" and "Coups Francs";
//! Classic "GENERAL RULES"): not in the ball's cell unless taking it, in their own half at a
//! kick-off, 3 pegs high (9.6 cm) from the ball at a free kick or corner, and one wall of up
//! to 3 team-mates in a cell against a free kick from the attacking zone.

use crate::error::Because;
use crate::error::because;
use crate::kinds::RestartKind;
use crate::pitch::Cell;
use crate::pitch::End;
use crate::pitch::Zone;
use crate::squad::Side;
use crate::state::MatchState;
/// 2024 BASE, "POSITIONNEMENT": at corners and free kicks opponents stay 9.6 cm (3 pegs
/// high) from the ball.
pub const FREE_KICK_DISTANCE_CM: f32 = 9.6;

/// 2024 BASE, "Coups Francs": a wall holds up to 3 players of the same team in one cell.
pub const WALL_MAX: usize = 3;

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
pub(crate) fn wall_rule(
    state: &MatchState,
    side: Side,
    cell: Cell,
    players: usize,
) -> Result<(), Because> {
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
