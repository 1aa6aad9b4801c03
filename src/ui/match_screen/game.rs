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
use crate::session::MatchSession;

/// The state as it was before an undoable move.
#[derive(Clone)]
struct Snapshot {
    state: MatchState,
    dice: SeededDice,
}

/// Where the match lives: in memory only (scenario positions, tests), or in a saved session
/// (a new or continued match: saved after every command, see [`crate::session`]).
enum Backing {
    /// In memory, with the snapshot an undo goes back to.
    Loose {
        state: Box<MatchState>,
        dice: SeededDice,
        undo: Option<Box<Snapshot>>,
    },
    /// A saved session; `undo_ready` when its last command may be taken back.
    Saved {
        session: Box<MatchSession>,
        undo_ready: bool,
    },
}

/// A match played through the screen.
pub struct Game {
    backing: Backing,
    undo_allowed: bool,
}

impl Game {
    /// A match from `state` rolling seeded dice, kept in memory only.
    pub fn new(state: MatchState, seed: u64) -> Self {
        Self {
            backing: Backing::Loose {
                state: Box::new(state),
                dice: SeededDice::new(seed),
                undo: None,
            },
            undo_allowed: true,
        }
    }

    /// The match of a saved session: every applied command is saved, so a killed app
    /// continues it.
    pub fn saved(session: MatchSession) -> Self {
        Self {
            backing: Backing::Saved {
                session: Box::new(session),
                undo_ready: false,
            },
            undo_allowed: true,
        }
    }

    /// The rules state.
    pub fn state(&self) -> &MatchState {
        match &self.backing {
            Backing::Loose { state, .. } => state,
            Backing::Saved { session, .. } => session.state(),
        }
    }

    /// Turns "undo last move" off (tournament play) or on.
    pub fn set_undo_allowed(&mut self, allowed: bool) {
        self.undo_allowed = allowed;
        if !allowed {
            self.forget_undo();
        }
    }

    fn forget_undo(&mut self) {
        match &mut self.backing {
            Backing::Loose { undo, .. } => *undo = None,
            Backing::Saved { undo_ready, .. } => *undo_ready = false,
        }
    }

    /// Checks and executes `command`; logs it and its events in test mode (and, for a saved
    /// match, `position commands=N digest=D`). A refused command changes nothing.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        if let Err(e) = check(self.state(), &command) {
            emit(&format!(
                "refused code={} command={} reason=\"{e}\"",
                e.code(),
                command_json(&command)
            ));
            return Err(e);
        }
        let before = self.state().clone();
        let allowed = self.undo_allowed;
        let events = match &mut self.backing {
            Backing::Loose { state, dice, undo } => {
                let snapshot = Box::new(Snapshot {
                    state: (**state).clone(),
                    dice: dice.clone(),
                });
                let events = execute(state, command.clone(), dice)?;
                *undo =
                    (allowed && is_undoable(&command, &events, state, &before)).then_some(snapshot);
                events
            }
            Backing::Saved {
                session,
                undo_ready,
            } => {
                let events = session.apply(command.clone())?;
                *undo_ready = allowed
                    && !session.last_command_rolled()
                    && is_undoable(&command, &events, session.state(), &before);
                if let Some(e) = session.save_error() {
                    emit(&format!("save_failed reason=\"{e}\""));
                }
                events
            }
        };
        emit(&format!("command {}", command_json(&command)));
        for event in &events {
            emit(&format!("event {}", event_json(event)));
        }
        self.emit_position();
        Ok(events)
    }

    /// Logs where a saved match stands: `position commands=N digest=D` (`match_started` and
    /// `match_resumed` lines use the same fields).
    pub fn emit_position(&self) {
        if let Backing::Saved { session, .. } = &self.backing {
            emit(&format!("position {}", position_fields(session)));
        }
    }

    /// Whether the last command was a move that may still be taken back.
    pub fn can_undo(&self) -> bool {
        match &self.backing {
            Backing::Loose { undo, .. } => undo.is_some(),
            Backing::Saved { undo_ready, .. } => *undo_ready,
        }
    }

    /// Takes back the last move; false when there is none to take back.
    pub fn undo_last_move(&mut self) -> bool {
        let undone = match &mut self.backing {
            Backing::Loose { state, dice, undo } => match undo.take() {
                Some(snapshot) => {
                    **state = snapshot.state;
                    *dice = snapshot.dice;
                    true
                }
                None => false,
            },
            Backing::Saved {
                session,
                undo_ready,
            } => std::mem::take(undo_ready) && session.take_back_last().is_ok(),
        };
        if undone {
            emit("undo");
            self.emit_position();
        }
        undone
    }
}

/// `commands=N digest=D` of a saved session, for test-mode log lines.
pub fn position_fields(session: &MatchSession) -> String {
    format!(
        "commands={} digest={}",
        session.commands(),
        session.digest()
    )
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

    /// The same kick-off in a saved session (saves in memory).
    fn saved_kick_off() -> Game {
        use crate::play::{Coach, MatchSetup, Table};
        use crate::storage::{MemoryStore, Saves, Store};
        let saves = Saves::new(Box::new(MemoryStore::default()) as Box<dyn Store>);
        let table = Table::new(MatchSetup::quick(Coach::Human, Coach::Human, 3), saves)
            .expect("the standard squads");
        Game::saved(table.into_session())
    }

    #[test]
    fn a_placement_can_be_taken_back_but_the_coin_toss_cannot() {
        placement_undo(kick_off());
        placement_undo(saved_kick_off());
    }

    fn placement_undo(mut game: Game) {
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
