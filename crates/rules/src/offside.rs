//! Offside (2024 BASE, "HORS-JEU"): a pass to a player beyond the opponents' defensive line.

use crate::pitch::{Cell, End, PITCH_LENGTH_CM};
use crate::squad::PlayerId;
use crate::state::MatchState;

/// How far a cell's centre lies towards the goal at `end`, in centimetres from the halfway line.
fn ahead(end: End, cell: Cell) -> f32 {
    match end {
        End::Away => cell.centre().x,
        End::Home => -cell.centre().x,
    }
}

/// Whether `player`, standing where he stands when the pass played from `kick_from` comes to
/// rest, is offside: in the opponents' half, ahead of the ball and strictly nearer their goal
/// line than the second-last opponent. Positions count, not cells (we use cell centres).
pub fn is_offside(state: &MatchState, player: PlayerId, kick_from: Cell) -> bool {
    state
        .position(player)
        .is_some_and(|cell| offside_in(state, player, cell, kick_from))
}

/// Whether `player` would be offside standing in `cell` (see [`is_offside`]).
pub fn offside_in(state: &MatchState, player: PlayerId, cell: Cell, kick_from: Cell) -> bool {
    let end = state.attacks(player.side);
    let p = ahead(end, cell);
    if p <= 0.0 || p <= ahead(end, kick_from) {
        return false;
    }
    let mut opponents: Vec<f32> = state
        .on_pitch(player.side.opponent())
        .filter_map(|o| o.cell())
        .map(|c| ahead(end, c))
        .collect();
    opponents.sort_by(|a, b| b.total_cmp(a));
    let second_last = opponents.get(1).copied().unwrap_or(PITCH_LENGTH_CM / 2.0);
    p > second_last
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Phase;
    use crate::testkit::{cell, id, position};

    #[test]
    fn offside_needs_the_opponents_half_the_ball_and_the_second_last_opponent() {
        let s = position(
            &[
                (9, "E6", ""),
                (10, "E10", ""),
                (11, "E9", ""),
                (8, "E5", ""),
            ],
            &[(1, "E11", "V"), (4, "C9", "")],
            "home:9",
            Phase::One,
        );
        assert!(is_offside(&s, id("home:10"), cell("E6")));
        assert!(
            !is_offside(&s, id("home:11"), cell("E6")),
            "level is onside"
        );
        assert!(!is_offside(&s, id("home:8"), cell("E3")), "own half");
        assert!(
            !is_offside(&s, id("home:10"), cell("E11")),
            "behind the ball"
        );
    }
}
