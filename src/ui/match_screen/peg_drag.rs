//! Dragging a peg: which pegs may be picked up now, the cells he may be dropped on
//! (highlighted while dragging), the foul risk over the ball cell, and the command a drop
//! makes. A drop is final, as on the table; "Undo last move" takes it back.

use super::prompts::Choice;
use crate::core::check::check;
use crate::core::command::{Command, KeeperStance};
use crate::core::event::Approach;
use crate::core::keeper::KEEPER_SHOT_MOVE;
use crate::core::legal::{EntryRisk, ball_cell_entry, move_targets, placements};
use crate::core::pitch::Cell;
use crate::core::squad::PlayerId;
use crate::core::state::{MatchState, Pending, Phase};

/// A peg held by a finger.
#[derive(Clone, Debug, PartialEq)]
pub struct PegDrag {
    /// The player.
    pub player: PlayerId,
    /// The cells he may be dropped on.
    pub targets: Vec<Cell>,
}

/// What dropping a player does in this state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DropKind {
    /// A move (PHASES 2 and 3, the throw-in walk, a bumped team-mate).
    Move,
    /// A placement during re-positioning.
    Place,
    /// The goalkeeper's cell for a declared shot (the stance button sends it).
    KeeperCell,
}

fn drop_kind(state: &MatchState) -> Option<DropKind> {
    match (state.pending(), state.phase()) {
        (Some(Pending::KeeperSetup { .. }), _) => Some(DropKind::KeeperCell),
        (Some(Pending::Bump { .. }), _) => Some(DropKind::Move),
        (Some(_), _) => None,
        (None, Phase::Positioning { .. }) => Some(DropKind::Place),
        (None, Phase::Two | Phase::Three | Phase::ThrowIn) => Some(DropKind::Move),
        _ => None,
    }
}

/// The drag of `player`, when he may be picked up now.
pub fn start(state: &MatchState, player: PlayerId) -> Option<PegDrag> {
    if player.side != state.acting_side() {
        return None;
    }
    let targets = match drop_kind(state)? {
        DropKind::Move => move_targets(state, player),
        DropKind::Place => placements(state, player),
        DropKind::KeeperCell => keeper_cells(state, player),
    };
    (!targets.is_empty()).then_some(PegDrag { player, targets })
}

/// Cells the goalkeeper may wait on for the declared shot.
fn keeper_cells(state: &MatchState, keeper: PlayerId) -> Vec<Cell> {
    let Some(from) = state.position(keeper) else {
        return Vec::new();
    };
    from.within(KEEPER_SHOT_MOVE)
        .filter(|c| {
            [KeeperStance::Standing, KeeperStance::Lying]
                .iter()
                .any(|s| {
                    check(
                        state,
                        &Command::SetKeeper {
                            keeper,
                            cell: *c,
                            stance: *s,
                        },
                    )
                    .is_ok()
                })
        })
        .collect()
}

/// What dropping the dragged player on `cell` does: a command to send, or (for the
/// goalkeeper waiting for a shot) a change of the choice. `None` when the cell is not his.
pub fn drop(
    state: &MatchState,
    drag: &PegDrag,
    cell: Cell,
    choice: &mut Choice,
) -> Option<Command> {
    if !drag.targets.contains(&cell) {
        return None;
    }
    match drop_kind(state)? {
        DropKind::Move => Some(Command::Move {
            player: drag.player,
            to: cell,
        }),
        DropKind::Place => Some(Command::Place {
            player: drag.player,
            cell,
        }),
        DropKind::KeeperCell => {
            choice.keeper_cell = Some(cell);
            None
        }
    }
}

/// The risk of dropping the dragged defender on the ball cell, in words (`None` elsewhere).
pub fn risk_text(state: &MatchState, drag: &PegDrag, cell: Cell) -> Option<String> {
    if cell != state.ball().cell {
        return None;
    }
    ball_cell_entry(state, drag.player).map(describe_risk)
}

/// A risk in words: "From behind: foul on 1-3 (yellow)".
pub fn describe_risk(risk: EntryRisk) -> String {
    match risk.approach {
        Approach::Front => "From the front: no foul".to_string(),
        Approach::Rear => format!(
            "From behind: foul and yellow on 1-{} ({} in 6)",
            risk.foul_in_six, risk.foul_in_six
        ),
        Approach::Far => format!(
            "From afar: a foul for sure, red on 1-{} ({} in 6)",
            risk.red_in_six, risk.red_in_six
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::event::Approach;

    #[test]
    fn risks_read_as_odds() {
        let rear = EntryRisk {
            approach: Approach::Rear,
            foul_in_six: 3,
            red_in_six: 0,
        };
        assert_eq!(
            describe_risk(rear),
            "From behind: foul and yellow on 1-3 (3 in 6)"
        );
        let far = EntryRisk {
            approach: Approach::Far,
            foul_in_six: 6,
            red_in_six: 3,
        };
        assert!(describe_risk(far).contains("red on 1-3"));
    }
}
