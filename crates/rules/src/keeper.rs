//! The goalkeeper (violet, 2024 BASE "COMMENT FAIRE UN ARRÊT AVEC LE GARDIEN DE BUT"): how he
//! waits for a declared shot, and picking the ball up in his area.

use crate::command::KeeperStance;
use crate::error::RuleError;
use crate::error::because;
use crate::event::Event;
use crate::note::Note;
use crate::pitch::Direction;
use crate::pitch::{Cell, End, Zone};
use crate::squad::PlayerId;
use crate::state::{MatchState, Pending, emit, note};
use crate::turn::{acting_player, rights};

/// 2024 BASE: positioning for a shot, the goalkeeper moves at most 2 cells.
pub const KEEPER_SHOT_MOVE: u32 = 2;

/// Whether `cell` is nearer the goal line at `end` than `from`.
fn steps_back(end: End, from: Cell, cell: Cell) -> bool {
    let line = end.goal_line_x();
    (cell.centre().x - line).abs() < (from.centre().x - line).abs()
}

/// 2024 BASE "COMMENT FAIRE UN ARRÊT": "A - ARRÊTER : Si le tir vient de l'extérieur de la
/// surface de réparation et que le gardien se trouve dans la petite surface, il peut arrêter
/// en utilisant la tige"; B is for a shot "de l'intérieur de la surface de réparation ou si le
/// gardien se trouve en dehors de la petite surface". The two conditions do not overlap, so
/// in A's case the bar is the keeper's set-up (Classic "GOALKEEPER" A and B read the same).
/// A header is always met without the bar ("sans la tige").
pub(crate) fn uses_the_bar(state: &MatchState, keeper: PlayerId) -> bool {
    let defended = state.defends(keeper.side);
    !rights(state).header
        && !Zone::PenaltyArea.contains(defended, state.ball().cell)
        && state
            .position(keeper)
            .is_some_and(|c| Zone::GoalBox.contains(defended, c))
}

pub(crate) fn check_set(
    state: &MatchState,
    keeper: PlayerId,
    cell: Cell,
    stance: KeeperStance,
) -> Result<(), RuleError> {
    let Some(&Pending::KeeperSetup { shooter }) = state.pending() else {
        return Err(RuleError::KeeperSetup(because("no shot has been declared")));
    };
    let from = acting_player(state, keeper)?
        .cell()
        .ok_or(RuleError::NotOnPitch(keeper))?;
    if !state.is_keeper(keeper) {
        return Err(RuleError::NotAKeeper(keeper));
    }
    let defended = state.defends(keeper.side);
    let shot_inside = Zone::PenaltyArea.contains(defended, state.ball().cell);
    let header = rights(state).header;
    let err = |why| Err(RuleError::KeeperSetup(why));
    match stance {
        KeeperStance::Bar => {
            if shot_inside || header {
                return err(because(
                    "the bar only stops shots from outside the penalty area, never headers",
                ));
            }
            if !Zone::GoalBox.contains(defended, from) {
                return err(because(
                    "only a goalkeeper in his goal box blocks with the bar",
                ));
            }
            if cell != from {
                return err(because("with the bar the goalkeeper stays in his cell"));
            }
        }
        KeeperStance::Standing | KeeperStance::Lying if uses_the_bar(state, keeper) => {
            return err(because(
                "in his goal box against a shot from outside the penalty area he blocks with \
                 the bar (A), he does not position himself (B)",
            ));
        }
        KeeperStance::Standing | KeeperStance::Lying => {
            let distance = from.distance_to(cell);
            let allowed = crate::tournament::cells_limit(state, keeper, KEEPER_SHOT_MOVE);
            if distance > allowed {
                return Err(RuleError::TooFar {
                    player: keeper,
                    distance,
                    allowed,
                });
            }
            let lying_only = distance == 2
                || (distance == 1
                    && steps_back(defended, from, cell)
                    && !crate::classic::on(state));
            if lying_only && stance == KeeperStance::Standing {
                return err(because(
                    "moving 2 cells or stepping back 1 he can only lie down",
                ));
            }
            if stance == KeeperStance::Standing
                && shot_inside
                && crate::skills::bomber(state, shooter)
                && !state.turn().bomber_cancelled
                && !Zone::GoalBox.contains(defended, cell)
            {
                return err(because(
                    "against a bomber's shot from the penalty area he stands only in the goal box",
                ));
            }
            if cell == state.ball().cell && !keeper_may_enter_ball_cell(state, shooter, from, cell)
            {
                return err(because(
                    "he cannot take the shooter's cell (Classic: only moving 2 cells, through \
                     one of its front cells)",
                ));
            }
            if state.in_cell(keeper.side, cell).any(|p| p.id() != keeper) {
                return Err(RuleError::TeamMateInCell {
                    player: keeper,
                    cell,
                });
            }
        }
    }
    Ok(())
}

/// The defence sets its goalkeeper for the declared shot: he moves to `cell` in `stance`,
/// and the shot is ready. (A Classic keeper who takes the shooter's cell then tackles him:
/// `duel::tackle::tackle_the_shooter`.)
pub(crate) fn set(
    state: &mut MatchState,
    keeper: PlayerId,
    cell: Cell,
    stance: KeeperStance,
    events: &mut Vec<Event>,
) {
    let Some(Pending::KeeperSetup { shooter }) = state.pending().cloned() else {
        return;
    };
    if let Some(from) = state.position(keeper)
        && from != cell
    {
        let to = cell;
        emit(
            state,
            events,
            Event::Move {
                player: keeper,
                from,
                to,
            },
        );
    }
    let pending = Some(Pending::ShotReady { shooter });
    note(state, events, Note::Awaiting { pending });
    let set = Event::KeeperSet {
        keeper,
        cell,
        stance,
    };
    emit(state, events, set);
}

/// The defence gives its OK without setting the keeper: he stays as he stands, except in the
/// bar's case ([`uses_the_bar`]), where he meets the shot with the bar in his cell.
pub(crate) fn ok_without_setup(state: &mut MatchState, shooter: PlayerId, events: &mut Vec<Event>) {
    let pending = Some(Pending::ShotReady { shooter });
    note(state, events, Note::Awaiting { pending });
    let Some(keeper) = state.keeper(shooter.side.opponent()) else {
        return;
    };
    if let (true, Some(cell)) = (uses_the_bar(state, keeper), state.position(keeper)) {
        let set = Event::KeeperSet {
            keeper,
            cell,
            stance: KeeperStance::Bar,
        };
        emit(state, events, set);
    }
}

/// 2024 COMPLETE, "+ RÉFLEXES": against a bomber's shot declared from inside the penalty
/// area, a keeper with the skill rolls a die; 4-6 cancels the bomber for this shot.
pub(crate) fn reflexes(
    state: &mut MatchState,
    shooter: PlayerId,
    dice: &mut dyn crate::dice::Dice,
    events: &mut Vec<Event>,
) {
    note(state, events, Note::BomberCancelled { cancelled: false });
    let Some(keeper) = state.keeper(shooter.side.opponent()) else {
        return;
    };
    let inside = Zone::PenaltyArea.contains(state.attacks(shooter.side), state.ball().cell);
    if !inside || !crate::skills::bomber(state, shooter) || !crate::skills::reflexes(state, keeper)
    {
        return;
    }
    let cancelled = crate::turn::roll(state, dice, crate::event::RollPurpose::Reflexes, events)
        >= crate::skills::REFLEXES_FROM;
    emit(state, events, Event::Reflexes { keeper, cancelled });
}

/// Whether a goalkeeper who wins the ball in `cell` from an opponent's kick picks it up
/// (in his own penalty area; never from a team-mate's pass, the back-pass rule).
pub fn picks_up(state: &MatchState, player: PlayerId, cell: Cell) -> bool {
    state.is_keeper(player) && Zone::PenaltyArea.contains(state.defends(player.side), cell)
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
    crate::classic::on(state)
        && from.distance_to(ball) == KEEPER_SHOT_MOVE
        && Direction::towards(state.attacks(shooter.side))
            .iter()
            .filter_map(|d| ball.step(*d))
            .any(|front| front.is_adjacent_to(from))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::cell;

    #[test]
    fn stepping_back_means_nearer_the_goal_line() {
        assert!(steps_back(End::Away, cell("E10"), cell("E11")));
        assert!(!steps_back(End::Away, cell("E10"), cell("E9")));
        assert!(steps_back(End::Home, cell("E2"), cell("E1")));
    }
}
