//! The reason of each decision the brain did not have said by the module that made it: read
//! from the question asked (the pending choice or the phase) and the command, through the
//! deciding module's own `reason` (keeper, duels, fouls, shape, restarts).

use super::Brain;
use crate::reason::Reason;
use crate::{duels, fouls, keeper, restarts, shape};
use hexkick_rules::command::Command;
use hexkick_rules::state::{MatchState, Pending, Phase};

impl Brain {
    /// Why `command` answers `state`: what the deciding module said with it, else the
    /// reason read by the module that chose it.
    pub(super) fn reason_for(&mut self, state: &MatchState, command: &Command) -> Reason {
        if let Some((said, reason)) = self.said.take()
            && said == *command
        {
            return reason;
        }
        match *command {
            Command::TossCoin => return Reason::TossCoin,
            Command::HomeAdvantage => return Reason::HomeAdvantage,
            Command::ChooseReceiver { player } => return Reason::Receiver { player },
            Command::ChooseCell { cell } => return Reason::BallCell { cell },
            Command::Tackle { player } => {
                if let Some(holder) = state.holder() {
                    return Reason::Tackle { player, holder };
                }
            }
            _ => {}
        }
        match state.pending() {
            Some(Pending::KeeperSetup { .. }) => {
                return match command {
                    Command::SlidingTackle { .. } => duels::reason(command),
                    _ => keeper::reason(state, command, self.level.keeper()),
                };
            }
            Some(Pending::CrossDeclared { .. }) => return duels::reason(command),
            Some(Pending::IntentionalFoul { .. }) => {
                return fouls::intentional_foul_reason(state, command);
            }
            Some(Pending::Bump { .. }) => {
                if let Command::Move { player, to } = *command {
                    return Reason::StepAside { player, to };
                }
            }
            _ => {}
        }
        let step = match *command {
            Command::Move { player, to } => Some((player, to)),
            _ => None,
        };
        match (state.phase(), step) {
            (Phase::Positioning { .. } | Phase::ThrowIn, _) => restarts::reason(state, command),
            (Phase::One, _) => Reason::DeclineReplay,
            (_, Some((player, to))) if to == state.ball().cell => {
                fouls::entry_reason(state, player)
                    .unwrap_or_else(|| shape::move_reason(state, player, to))
            }
            (_, Some((player, to))) => shape::move_reason(state, player, to),
            _ => Reason::Hold,
        }
    }
}
