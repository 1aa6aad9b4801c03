//! [`Table::play`], the table's one entry point: what a coach did (a tap, a drop, a flick,
//! the AI's decision, a replayed kick) becomes a command checked and applied through the
//! session, or a choice kept in the draft, and comes back as [`Played`].

use super::action::{Action, KickPath, Played};
use super::error::PlayError;
use super::grab::drop_command;
use super::table::Table;
use super::view::{flick_ready, keeper_command};
use crate::draft::substitutions_open;
use hexkick_physics::{Flick, Velocity, tabletop};
use hexkick_record::LoggedFlick;
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::PlayerId;
use hexkick_rules::state::Pending;
use hexkick_storage::{Saves, Store};

impl<S: Store> Table<S> {
    /// Plays what a coach did (a tap, a drag, a flick, the AI's decision, a replayed kick)
    /// and tells what happened: the command applied and its events, a kick's path for the
    /// animation, a move taken back, or a choice kept for the next command. A refused action
    /// changes nothing.
    pub fn play(&mut self, action: Action) -> Result<Played, PlayError> {
        let played = match action {
            Action::Send(command) => self.sent(command),
            Action::Declare(declare) => self.declared(declare),
            Action::Style(style) => {
                let by = self.state().holder().ok_or(PlayError::NoKicker)?;
                let declare = self.draft.declare.ok_or(PlayError::NotOffered)?;
                if !hexkick_rules::legal::kick_styles(self.state(), by, declare).contains(&style) {
                    return Err(PlayError::NotOffered);
                }
                self.draft.style = Some(style);
                Ok(Played::default())
            }
            Action::Flick(velocity) => {
                let ready = flick_ready(self.state(), &self.draft).ok_or(PlayError::NoFlick)?;
                self.kicked(ready.declare, ready.style, velocity)
            }
            Action::Kick {
                declare,
                style,
                velocity,
            } => self.kicked(declare, style, velocity),
            Action::Keeper(stance) => {
                let command = keeper_command(self.state(), &self.draft, stance)
                    .ok_or(PlayError::NotOffered)?;
                self.sent(command)
            }
            Action::Drop { player, cell } => self.dropped(player, cell),
            Action::Undo => self.undo_last_move().map(|taken| Played {
                undone: Some(taken),
                ..Played::default()
            }),
            Action::Bench => {
                if !substitutions_open(self.state()) {
                    return Err(PlayError::NotOffered);
                }
                self.draft.bench_open = !self.draft.bench_open;
                Ok(Played::default())
            }
            Action::BenchPick(on) => {
                if !self.draft.bench_open {
                    return Err(PlayError::NotOffered);
                }
                self.draft.coming_on = Some(on);
                Ok(Played {
                    note: Some(super::offers::coming_on_hint(&self.setup, on)),
                    ..Played::default()
                })
            }
        };
        self.draft.fit(self.session.state());
        played
    }

    /// A command applied, as played.
    fn sent(&mut self, command: Command) -> Result<Played, PlayError> {
        let events = self.apply(command.clone())?;
        Ok(Played {
            command: Some(command),
            events,
            ..Played::default()
        })
    }

    /// A declaration chosen: a shot is declared to the defence at once (it sets its keeper
    /// before the flick), the others wait in the draft for the flick.
    fn declared(&mut self, declare: Declaration) -> Result<Played, PlayError> {
        let state = self.state();
        let by = state.holder().ok_or(PlayError::NoKicker)?;
        let shot_ready = matches!(state.pending(), Some(Pending::ShotReady { .. }));
        if declare == Declaration::Shot && !shot_ready {
            let played = self.sent(Command::DeclareShot { by })?;
            self.draft.declare = Some(Declaration::Shot);
            return Ok(played);
        }
        let open = hexkick_rules::legal::open_declarations(state);
        if !open.contains(&declare) {
            return Err(PlayError::NotOffered);
        }
        self.draft.declare = Some(declare);
        // The chosen style stays when the new declaration allows it; else its first style.
        let state = self.session.state();
        self.draft.fit(state);
        Ok(Played::default())
    }

    /// What `action` would do, played on a copy of the match in memory (same set-up, position
    /// and draft; nothing here changes, nothing is saved): a "what if" for hints and for
    /// tests that every offered action is accepted. The copy has no history, so an undo is
    /// refused there; its dice are the set-up seed's.
    pub fn rehearse(&self, action: Action) -> Result<Played, PlayError> {
        let memory = Saves::new(hexkick_storage::MemoryStore::default());
        let mut copy = Table::at_position(self.setup.clone(), self.state().clone(), memory);
        copy.draft = self.draft;
        copy.play(action)
    }

    /// A peg dropped on a cell.
    fn dropped(&mut self, player: PlayerId, cell: Cell) -> Result<Played, PlayError> {
        let mut draft = self.draft;
        match drop_command(self.session.state(), &mut draft, player, cell) {
            Ok(Some(command)) => {
                let played = self.sent(command)?;
                self.draft = draft;
                Ok(played)
            }
            Ok(None) => {
                self.draft = draft;
                Ok(Played {
                    waits: draft
                        .keeper_cell
                        .filter(|c| *c == cell)
                        .map(|c| (player, c)),
                    ..Played::default()
                })
            }
            Err(why) => Err(PlayError::Peg(why)),
        }
    }

    /// Kicks the ball: runs the flick of the player on the ball through the physics on the
    /// match's board and applies the kick with its outcome.
    fn kicked(
        &mut self,
        declare: Declaration,
        style: KickStyle,
        velocity: Velocity,
    ) -> Result<Played, PlayError> {
        let state = self.session.state();
        let ball = tabletop::ball_point(state);
        let run = self.flicks.take(state, style, velocity)?;
        let flick = LoggedFlick {
            command: self.session.commands(),
            ball,
            flick: Flick {
                velocity_cm_s: velocity,
                style,
                kicker: run.by,
            },
        };
        let (frames, outcome) = (run.frames, run.outcome);
        let command = Command::Kick {
            by: run.by,
            declare,
            style,
            outcome: outcome.clone(),
        };
        let events = self.apply_flicked(command.clone(), Some(flick))?;
        Ok(Played {
            command: Some(command),
            events,
            kick: Some(KickPath { frames, outcome }),
            ..Played::default()
        })
    }
}
