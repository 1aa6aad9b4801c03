//! Classic defence ("ENTERING THE CELL WITH THE BALL", "MOVING THE TEAM", "SLIDING TACKLE",
//! "PRO DEFENCE QUICK ROUND").

use super::{on, pro};
use crate::core::check::quick_round;
use crate::core::keeper::KEEPER_SHOT_MOVE;
use crate::core::pitch::{Cell, Direction};
use crate::core::squad::PlayerId;
use crate::core::state::MatchState;

/// Classic "ENTERING THE CELL WITH THE BALL": entering by moving 2 or 3 cells is a major
/// foul and a sending-off, with no die.
pub fn far_entry_sends_off(state: &MatchState) -> bool {
    on(state)
}

/// Whether a PHASE 3 move may go into a team-mate's cell (the team-mate then steps aside):
/// always in 2024 ("PHASE 3"); in Classic only as the PRO quick round's "KNOCK-ON" (the
/// Classic text has no such move otherwise: one player per team per cell).
pub fn bump_allowed(state: &MatchState) -> bool {
    !on(state) || (pro(state) && quick_round(state))
}

/// Classic "SLIDING TACKLE": any defender (no blue skill needed) may answer an instant cross
/// or shot, but only one ("you can defend").
pub fn one_slide_done(state: &MatchState) -> bool {
    on(state) && state.turn().sliding_tackles > 0
}

/// Classic "GOALKEEPER" B: "If the goalkeeper enters the cell where the ball is by moving 2
/// cells, this is permitted if the goalkeeper has moved from the frontal cells. They can
/// tackle." The keeper set from `from` may take the shooter's cell when it is 2 cells away and
/// he reaches it through one of its 3 front cells (towards the goal `shooter` attacks, the
/// front of "ENTERING THE CELL WITH THE BALL").
pub fn keeper_may_enter_ball_cell(
    state: &MatchState,
    shooter: PlayerId,
    from: Cell,
    ball: Cell,
) -> bool {
    on(state)
        && from.distance_to(ball) == KEEPER_SHOT_MOVE
        && Direction::towards(state.attacks(shooter.side))
            .iter()
            .filter_map(|d| ball.step(*d))
            .any(|front| front.is_adjacent_to(from))
}
