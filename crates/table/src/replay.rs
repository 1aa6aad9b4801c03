//! A match watched again from its log: the log is checked the way `hexkick replay` checks it
//! ([`hexkick_record::replay`]), then its commands are fed one at a time to a fresh [`Table`]
//! (in memory, both sides "human" so nothing but the log decides), so legality stays one
//! definition and a shared log plays the same anywhere. A kick whose flick was logged is
//! played again as that flick ([`Action::Kick`]): the table runs it through the same physics
//! and hands back its path to draw. The moments worth skipping to (goals, shots, cards, saves)
//! are found once, when the log is opened.

use super::action::Action;
use super::aim::AimHelp;
use super::setup::{MatchSetup, PlayOptions};
use super::table::Table;
use hexkick_ai::Coach;
use hexkick_record::{MatchLog, ReplayError, replay};
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::event::Event;
use hexkick_session::{MatchSession, ReplayStop};
use hexkick_storage::{MemoryStore, Saves, Store};

/// What kind of moment a command of the log is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MomentKind {
    /// A goal was scored.
    Goal,
    /// A yellow or red card was shown.
    Card,
    /// A declared shot that did not score and that the goalkeeper touched.
    Save,
    /// Any other declared shot.
    Shot,
}

impl MomentKind {
    /// The word for the moment, in the player's language.
    pub fn word(self) -> &'static str {
        match self {
            MomentKind::Goal => hexkick_i18n::tr("Goal"),
            MomentKind::Card => hexkick_i18n::tr("Card"),
            MomentKind::Save => hexkick_i18n::tr("Save"),
            MomentKind::Shot => hexkick_i18n::tr("Shot"),
        }
    }
}

/// A moment of the log: the command that made it, and what it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The command's place in the log.
    pub command: usize,
    /// What happened.
    pub kind: MomentKind,
}

/// A checked log, ready to be watched from any command.
#[derive(Clone, Debug)]
pub struct Rerun {
    log: MatchLog,
    setup: MatchSetup,
    moments: Vec<Moment>,
}

impl Rerun {
    /// Checks `log` like `hexkick replay` (rules, flicks through the physics, result and
    /// event digest) and finds its moments; a log that does not replay is refused with why.
    pub fn new(log: MatchLog) -> Result<Rerun, ReplayError> {
        replay(&log)?;
        let (mut setup, _) = MatchSetup::from_record(&log);
        // Nobody decides in a replay but the log: no AI, no turn timer, no take-backs.
        setup.home.coach = Coach::Human;
        setup.away.coach = Coach::Human;
        setup.options = PlayOptions {
            undo: false,
            turn_timer_s: None,
            aim_help: Some(AimHelp::Off),
            ..PlayOptions::default()
        };
        let moments = moments_of(&log);
        Ok(Rerun {
            log,
            setup,
            moments,
        })
    }

    /// The log.
    pub fn log(&self) -> &MatchLog {
        &self.log
    }

    /// How many commands the log holds.
    pub fn len(&self) -> usize {
        self.log.commands.len()
    }

    /// Whether the log holds no command.
    pub fn is_empty(&self) -> bool {
        self.log.commands.is_empty()
    }

    /// Every moment, in the order played.
    pub fn moments(&self) -> &[Moment] {
        &self.moments
    }

    /// The first moment of one of `kinds` at or after command `from`.
    pub fn next_moment(&self, from: usize, kinds: &[MomentKind]) -> Option<Moment> {
        self.moments
            .iter()
            .find(|m| m.command >= from && kinds.contains(&m.kind))
            .copied()
    }

    /// The highlights reel: goals, shots, cards and saves, in order.
    pub fn highlights(&self) -> Vec<Moment> {
        self.moments.clone()
    }

    /// A fresh table (in memory, never saved) where the log's first `at` commands leave the
    /// match, folded from its recorded start. The log was checked when opened, so an error
    /// here means it changed in memory.
    pub fn table_at(&self, at: usize) -> Result<Table, ReplayError> {
        let saves: Saves<Box<dyn Store>> = Saves::new(Box::new(MemoryStore::default()));
        match MatchSession::replayed_to(&self.log, at, saves) {
            Ok(session) => Ok(Table::continued(session, self.setup.clone())),
            Err((ReplayStop::Setup(e), _)) => Err(ReplayError::Setup(e)),
            Err((ReplayStop::Refused(r), _)) => Err(ReplayError::Refused {
                index: r.index,
                error: r.error,
            }),
        }
    }

    /// Command `index` as the action that plays it again: a kick with its logged flick
    /// (struck again through the physics, so its path can be drawn), any other command as
    /// it was sent. `None` past the end.
    pub fn action(&self, index: usize) -> Option<Action> {
        let command = self.log.commands.get(index)?;
        let flick = self.log.flicks.iter().find(|f| f.command == index);
        Some(match (command, flick) {
            (Command::Kick { declare, style, .. }, Some(logged)) => Action::Kick {
                declare: *declare,
                style: *style,
                velocity: logged.flick.velocity_cm_s,
            },
            _ => Action::Send(command.clone()),
        })
    }
}

impl<S: Store> Table<S> {
    /// Keeps this match's record among the replays at full time (the session's saves,
    /// [`hexkick_session::Replays`]); a match set up from a position is not kept.
    pub fn keep_replay(&mut self) -> Result<(), hexkick_storage::SaveError> {
        self.session.keep_replay()
    }
}

/// The moments of `log`, found by executing it once (the log is already checked).
fn moments_of(log: &MatchLog) -> Vec<Moment> {
    let mut moments = Vec::new();
    let Ok(mut history) = log.history() else {
        return moments;
    };
    loop {
        let state = history.state();
        let keeper = state.keeper(state.acting_side().opponent());
        let Some(Ok(step)) = history.next() else {
            break;
        };
        if let Some(kind) = moment_kind(step.command, &step.events, keeper) {
            moments.push(Moment {
                command: step.index,
                kind,
            });
        }
    }
    moments
}

/// What `command` (with its `events`) was, if a moment; `keeper` defends it.
fn moment_kind(
    command: &Command,
    events: &[Event],
    keeper: Option<hexkick_rules::squad::PlayerId>,
) -> Option<MomentKind> {
    if events.iter().any(|e| matches!(e, Event::Goal { .. })) {
        return Some(MomentKind::Goal);
    }
    if events.iter().any(|e| matches!(e, Event::Card { .. })) {
        return Some(MomentKind::Card);
    }
    let Command::Kick {
        declare: Declaration::Shot,
        outcome,
        ..
    } = command
    else {
        return None;
    };
    let saved = keeper.is_some_and(|k| outcome.touched.contains(&k));
    Some(if saved {
        MomentKind::Save
    } else {
        MomentKind::Shot
    })
}

/// Why a log cannot be watched, in the player's language (the technical detail stays in
/// `ReplayError`'s English `Display`, for the command line and the logs).
pub fn refused_words(error: &ReplayError) -> &'static str {
    match error {
        ReplayError::Format { found } if *found > hexkick_record::LOG_FORMAT => {
            hexkick_i18n::tr("This replay comes from a newer hexkick: update the game to watch it.")
        }
        ReplayError::Format { .. } => hexkick_i18n::tr("This file is not a hexkick replay."),
        _ => hexkick_i18n::tr(
            "This replay cannot be watched: its moves do not replay in this version of hexkick.",
        ),
    }
}

#[cfg(test)]
mod tests;
