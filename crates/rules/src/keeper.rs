//! The goalkeeper (violet, 2024 BASE "COMMENT FAIRE UN ARRÊT AVEC LE GARDIEN DE BUT"): how he
//! waits for a declared shot, and picking the ball up in his area.

use super::check::{RuleError, acting_player, rights};
use super::command::KeeperStance;
use super::error::because;
use super::event::Event;
use super::note::Note;
use super::pitch::{Cell, End, Zone};
use super::squad::PlayerId;
use super::state::{MatchState, Pending, emit, note};

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
pub(super) fn uses_the_bar(state: &MatchState, keeper: PlayerId) -> bool {
    let defended = state.defends(keeper.side);
    !rights(state).header
        && !Zone::PenaltyArea.contains(defended, state.ball().cell)
        && state
            .position(keeper)
            .is_some_and(|c| Zone::GoalBox.contains(defended, c))
}

pub(super) fn check_set(
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
            let allowed = super::tournament::cells_limit(state, keeper, KEEPER_SHOT_MOVE);
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
                    && !super::classic::on(state));
            if lying_only && stance == KeeperStance::Standing {
                return err(because(
                    "moving 2 cells or stepping back 1 he can only lie down",
                ));
            }
            if stance == KeeperStance::Standing
                && shot_inside
                && super::skills::bomber(state, shooter)
                && !state.turn().bomber_cancelled
                && !Zone::GoalBox.contains(defended, cell)
            {
                return err(because(
                    "against a bomber's shot from the penalty area he stands only in the goal box",
                ));
            }
            if cell == state.ball().cell
                && !super::classic::defence::keeper_may_enter_ball_cell(state, shooter, from, cell)
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

pub(super) fn set(
    state: &mut MatchState,
    keeper: PlayerId,
    cell: Cell,
    stance: KeeperStance,
    dice: &mut dyn super::dice::Dice,
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
    if cell == state.ball().cell {
        tackle_the_shooter(state, keeper, shooter, dice, events);
    }
}

/// The defence gives its OK without setting the keeper: he stays as he stands, except in the
/// bar's case ([`uses_the_bar`]), where he meets the shot with the bar in his cell.
pub(super) fn ok_without_setup(state: &mut MatchState, shooter: PlayerId, events: &mut Vec<Event>) {
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

/// Classic "GOALKEEPER" B: the keeper who took the shooter's cell tackles him at once (the
/// Classic tackle duel). Won, the ball is his (in his hands in his area) and the shot is off;
/// lost, the shot follows with the keeper lying in the shooter's cell; his 1 in his defence
/// zone is a foul.
fn tackle_the_shooter(
    state: &mut MatchState,
    keeper: PlayerId,
    shooter: PlayerId,
    dice: &mut dyn super::dice::Dice,
    events: &mut Vec<Event>,
) {
    super::duel::tackle(state, keeper, dice, events);
    if state.holder() == Some(keeper) {
        note(state, events, Note::Awaiting { pending: None });
        note(state, events, Note::KeeperStance { stance: None });
        let held = picks_up(state, keeper, state.ball().cell);
        note(state, events, Note::InHands { held });
    } else if state.holder() == Some(shooter) && state.pending().is_some() {
        let pending = Some(Pending::ShotReady { shooter });
        note(state, events, Note::Awaiting { pending });
    }
}

/// 2024 COMPLETE, "+ RÉFLEXES": against a bomber's shot declared from inside the penalty
/// area, a keeper with the skill rolls a die; 4-6 cancels the bomber for this shot.
pub(super) fn reflexes(
    state: &mut MatchState,
    shooter: PlayerId,
    dice: &mut dyn super::dice::Dice,
    events: &mut Vec<Event>,
) {
    note(state, events, Note::BomberCancelled { cancelled: false });
    let Some(keeper) = state.keeper(shooter.side.opponent()) else {
        return;
    };
    let inside = Zone::PenaltyArea.contains(state.attacks(shooter.side), state.ball().cell);
    if !inside || !super::skills::bomber(state, shooter) || !super::skills::reflexes(state, keeper)
    {
        return;
    }
    let cancelled = super::execute::roll(state, dice, super::event::RollPurpose::Reflexes, events)
        >= super::skills::REFLEXES_FROM;
    emit(state, events, Event::Reflexes { keeper, cancelled });
}

/// Whether a goalkeeper who wins the ball in `cell` from an opponent's kick picks it up
/// (in his own penalty area; never from a team-mate's pass, the back-pass rule).
pub fn picks_up(state: &MatchState, player: PlayerId, cell: Cell) -> bool {
    state.is_keeper(player) && Zone::PenaltyArea.contains(state.defends(player.side), cell)
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
