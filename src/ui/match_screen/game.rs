//! The match behind the screen: the rules state, its seeded dice and the undo of the last
//! move. Every change goes through `check` and `execute` as a [`Command`]; the screen only
//! reads the state and animates the events that come back.

use super::super::log::emit;
use crate::core::check::{RuleError, check};
use crate::core::command::Command;
use crate::core::dice::SeededDice;
use crate::core::event::Event;
use crate::core::execute::execute;
use crate::core::state::{MatchState, Phase};

/// The state as it was before an undoable move.
#[derive(Clone)]
struct Snapshot {
    state: MatchState,
    dice: SeededDice,
}

/// A match played through the screen.
pub struct Game {
    state: MatchState,
    dice: SeededDice,
    undo: Option<Snapshot>,
    undo_allowed: bool,
}

impl Game {
    /// A match from `state` rolling seeded dice.
    pub fn new(state: MatchState, seed: u64) -> Self {
        Self {
            state,
            dice: SeededDice::new(seed),
            undo: None,
            undo_allowed: true,
        }
    }

    /// The rules state.
    pub fn state(&self) -> &MatchState {
        &self.state
    }

    /// Turns "undo last move" off (tournament play) or on.
    pub fn set_undo_allowed(&mut self, allowed: bool) {
        self.undo_allowed = allowed;
        if !allowed {
            self.undo = None;
        }
    }

    /// Checks and executes `command`; logs it and its events in test mode. A refused command
    /// changes nothing.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        if let Err(e) = check(&self.state, &command) {
            emit(&format!(
                "refused code={} command={} reason=\"{e}\"",
                e.code(),
                command_json(&command)
            ));
            return Err(e);
        }
        let before = Snapshot {
            state: self.state.clone(),
            dice: self.dice.clone(),
        };
        let events = execute(&mut self.state, command.clone(), &mut self.dice)?;
        emit(&format!("command {}", command_json(&command)));
        for event in &events {
            emit(&format!("event {}", event_json(event)));
        }
        self.undo = (self.undo_allowed
            && is_undoable(&command, &events, &self.state, &before.state))
        .then_some(before);
        Ok(events)
    }

    /// Whether the last command was a move that may still be taken back.
    pub fn can_undo(&self) -> bool {
        self.undo.is_some()
    }

    /// Takes back the last move; false when there is none to take back.
    pub fn undo_last_move(&mut self) -> bool {
        let Some(snapshot) = self.undo.take() else {
            return false;
        };
        self.state = snapshot.state;
        self.dice = snapshot.dice;
        emit("undo");
        true
    }
}

/// A move may be taken back while its phase lasts, unless it rolled dice or touched the ball
/// (the issue: "undo last move until the phase is ended"; a die once rolled stays rolled).
fn is_undoable(
    command: &Command,
    events: &[Event],
    after: &MatchState,
    before: &MatchState,
) -> bool {
    matches!(command, Command::Move { .. } | Command::Place { .. })
        && after.phase() == before.phase()
        && matches!(
            after.phase(),
            Phase::Two | Phase::Three | Phase::ThrowIn | Phase::Positioning { .. }
        )
        && events
            .iter()
            .all(|e| matches!(e, Event::Move { .. } | Event::Place { .. }))
}

/// A command as one line of JSON.
pub fn command_json(command: &Command) -> String {
    serde_json::to_string(command).unwrap_or_else(|_| "\"unprintable\"".to_string())
}

/// An event as one line of JSON.
pub fn event_json(event: &Event) -> String {
    serde_json::to_string(event).unwrap_or_else(|_| format!("\"{}\"", event.name()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::RuleSet;
    use crate::core::squad::{PlayerId, Squad};

    fn kick_off() -> Game {
        let squad = Squad::standard_base();
        let state = MatchState::new_match(RuleSet::default(), &squad, &squad).expect("match");
        Game::new(state, 3)
    }

    #[test]
    fn a_refused_command_changes_nothing() {
        let mut game = kick_off();
        let before = game.state().clone();
        assert!(game.apply(Command::EndPhase).is_err());
        assert_eq!(game.state(), &before);
    }

    #[test]
    fn a_placement_can_be_taken_back_but_the_coin_toss_cannot() {
        let mut game = kick_off();
        game.apply(Command::TossCoin).expect("toss");
        assert!(!game.can_undo());
        let side = game.state().to_play();
        let before = game.state().clone();
        let taker = PlayerId::new(side, 9);
        game.apply(Command::Place {
            player: taker,
            cell: crate::core::pitch::Cell::CENTRE,
        })
        .expect("the taker goes to the centre cell");
        assert!(game.can_undo());
        assert!(game.undo_last_move());
        assert_eq!(game.state(), &before);
        assert!(!game.undo_last_move());
        game.set_undo_allowed(false);
        game.apply(Command::Place {
            player: taker,
            cell: crate::core::pitch::Cell::CENTRE,
        })
        .expect("again");
        assert!(!game.can_undo());
    }
}
