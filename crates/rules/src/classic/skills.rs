//! Classic skills: the basic skills in Classic wording ("REPEAT PHASE 1"), the free player,
//! the Classic CoD ties, and the PRO skills that differ from 2024's "+" skills.

use super::{on, pro};
use crate::event::RestartKind;
use crate::pitch::{Cell, Zone};
use crate::skills::{FIRST_PLUS, SECOND_PLUS, has};
use crate::squad::{PlayerId, Skill};
use crate::state::MatchState;

/// Classic "PASSING OR DRIVING THE BALL FORWARD": a short pass travels at most 5 cells.
pub const SHORT_PASS_CELLS: u32 = 5;
/// Classic "INSTANT CROSS" / "INSTANT SHOT": the receiver reaches the ball "with 1 movement".
pub const INSTANT_REACH: u32 = 1;

/// Whether a green or red instant replay is open after the receiver walked `moved` cells: any
/// walk in 2024, at most 1 cell in Classic.
pub fn reach_allows_instant(state: &MatchState, moved: u32) -> bool {
    !on(state) || moved <= INSTANT_REACH
}

/// Classic "FREE PLAYER": a receiver with no opponent in his cell or the cells around it
/// acquires the skill of his choice among yellow, green and red.
pub fn free_player(state: &MatchState, player: PlayerId, cell: Cell) -> bool {
    on(state)
        && std::iter::once(cell)
            .chain(cell.neighbours())
            .all(|c| state.in_cell(player.side.opponent(), c).next().is_none())
}

/// Where a red player's replay shot is offered: Classic "INSTANT SHOT", "reaches the ball
/// with 1 movement in the goal box"; 2024 "TIR DE PREMIER CONTACT", "dans la surface de
/// réparation".
pub fn instant_shot_zone(state: &MatchState) -> Zone {
    if on(state) {
        Zone::GoalBox
    } else {
        Zone::PenaltyArea
    }
}

/// Classic "INSTANT PASS": "The same player can only make one pass per round": a player who
/// has passed or dribbled this round gets no instant pass.
pub fn one_pass_per_round(state: &MatchState) -> bool {
    on(state)
}

/// Classic CoD: "after a cross or a throw" ties go to the defence.
pub fn throw_loses_ties(state: &MatchState, restart: Option<RestartKind>) -> bool {
    on(state) && restart == Some(RestartKind::ThrowIn)
}

/// Classic PRO "STRIKER" (red, second section) 2: he may always declare a shot, several
/// times a round.
pub fn striker(state: &MatchState, by: PlayerId) -> bool {
    pro(state) && has(state, by, Skill::Red, FIRST_PLUS)
}

/// Classic PRO "PRECISE CROSS" (green, third section): the cross succeeds when it passes
/// through a team-mate's cell in the penalty area and touches no other player.
pub fn precise_cross(
    state: &MatchState,
    by: PlayerId,
    path: &[Cell],
    touched: &[PlayerId],
) -> Option<PlayerId> {
    if !pro(state) || !has(state, by, Skill::Green, SECOND_PLUS) || !touched.is_empty() {
        return None;
    }
    let end = state.attacks(by.side);
    path.iter()
        .skip(1)
        .filter(|c| Zone::PenaltyArea.contains(end, **c))
        .find_map(|c| {
            state
                .in_cell(by.side, *c)
                .map(|p| p.id())
                .find(|p| *p != by)
        })
}
