//! A match's history replayed: the one fold of a recorded match. Its start (the squads lined
//! up, the absent players out, or a position), the seed of its dice and its commands give,
//! command after command, the events each decided and the state after it. Everything that
//! reads a recorded match (the record's check, the statistics, the narrated log of a resumed
//! match, a competition's standing, the replay viewer, a resumed session, a headless match
//! continued) folds it here, so they all see the same match.

use crate::command::Command;
use crate::dice::SeededDice;
use crate::error::RuleError;
use crate::event::Event;
use crate::execute::execute;
use crate::state::MatchState;

/// One command of the history and what it did.
#[derive(Clone, Debug, PartialEq)]
pub struct Step<'c> {
    /// Its place in the list of commands.
    pub index: usize,
    /// The command.
    pub command: &'c Command,
    /// The events it decided, in order (notes included: applied to the state before it, they
    /// give the state after it).
    pub events: Vec<Event>,
    /// The state after it.
    pub state: MatchState,
}

/// A recorded command the rules refused: the history stops before it.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    /// Its place in the list of commands.
    pub index: usize,
    /// The rule that refused it.
    pub error: RuleError,
}

/// The commands of a match executed again from its start with its seeded dice, as an
/// iterator of [`Step`]s. It ends after the last command, or after the first command the
/// rules refuse (that item is the [`Refused`]). Between steps, [`Replay::state`] is the match
/// as it stands, and [`Replay::dice`] the dice that the next command rolls.
#[derive(Clone, Debug)]
pub struct Replay<'c> {
    state: MatchState,
    dice: SeededDice,
    commands: std::iter::Enumerate<std::slice::Iter<'c, Command>>,
    refused: bool,
}

impl<'c> Replay<'c> {
    /// The history of `commands` played from `start` with dice seeded by `seed`.
    pub fn new(start: MatchState, seed: u64, commands: &'c [Command]) -> Replay<'c> {
        Replay {
            state: start,
            dice: SeededDice::new(seed),
            commands: commands.iter().enumerate(),
            refused: false,
        }
    }

    /// The match after the steps taken so far (the start before the first).
    pub fn state(&self) -> &MatchState {
        &self.state
    }

    /// The dice as the next command will find them.
    pub fn dice(&self) -> &SeededDice {
        &self.dice
    }

    /// Plays every remaining command: the match and its dice where the history ends, or the
    /// first refusal.
    pub fn to_end(mut self) -> Result<(MatchState, SeededDice), Refused> {
        for step in self.by_ref() {
            step?;
        }
        Ok((self.state, self.dice))
    }

    /// The match and its dice where the steps taken so far left them.
    pub fn into_parts(self) -> (MatchState, SeededDice) {
        (self.state, self.dice)
    }
}

impl<'c> Iterator for Replay<'c> {
    type Item = Result<Step<'c>, Refused>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.refused {
            return None;
        }
        let (index, command) = self.commands.next()?;
        match execute(&mut self.state, command.clone(), &mut self.dice) {
            Ok(events) => Some(Ok(Step {
                index,
                command,
                events,
                state: self.state.clone(),
            })),
            Err(error) => {
                self.refused = true;
                Some(Err(Refused { index, error }))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;
    use crate::squad::Squad;
    use crate::state::Phase;

    fn kick_off() -> MatchState {
        let squad = Squad::standard_base();
        MatchState::new_match(RuleSet::default(), &squad, &squad).expect("valid")
    }

    #[test]
    fn each_step_applied_to_the_state_before_it_gives_the_state_after_it() {
        let toss = [Command::TossCoin];
        let (tossed, _) = Replay::new(kick_off(), 4, &toss)
            .to_end()
            .expect("the toss");
        let side = tossed.restart().expect("a kick-off").side;
        let commands = [
            Command::TossCoin,
            Command::Place {
                player: crate::squad::PlayerId::new(side, 9),
                cell: crate::pitch::Cell::CENTRE,
            },
            Command::EndPhase,
            Command::EndPhase,
        ];
        let mut replay = Replay::new(kick_off(), 4, &commands);
        let mut before = replay.state().clone();
        let mut steps = 0;
        while let Some(step) = replay.next() {
            let step = step.expect("legal");
            for event in &step.events {
                before.apply(event);
            }
            assert_eq!(before, step.state, "step {}", step.index);
            assert_eq!(replay.state(), &step.state);
            steps += 1;
        }
        assert_eq!(steps, 4);
        assert_eq!(before.phase(), Phase::One);
    }

    #[test]
    fn a_refused_command_ends_the_history_where_it_stands() {
        let commands = [Command::TossCoin, Command::TossCoin, Command::EndPhase];
        let replay = Replay::new(kick_off(), 4, &commands);
        let after_toss = Replay::new(kick_off(), 4, &commands[..1])
            .to_end()
            .expect("the toss");
        let mut replay = replay;
        assert!(replay.next().is_some_and(|s| s.is_ok()));
        assert!(matches!(replay.next(), Some(Err(Refused { index: 1, .. }))));
        assert!(replay.next().is_none(), "nothing after the refusal");
        assert_eq!(replay.into_parts(), after_toss);
    }
}
