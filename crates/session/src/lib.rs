//! A match in progress that is saved after every command and resumes exactly.
//!
//! [`MatchSession`] owns the [`MatchState`], the match's seeded dice and its record (an
//! [`record::MatchLog`](hexkick_record::MatchLog): seed, rule set, squads, coaches, every
//! command and a digest of the events). Every command goes through `check` and `execute`; a
//! refused command changes nothing and is not recorded. After each applied command the record
//! is saved to [`Slot::Match`]; a failed save is kept as [`MatchSession::save_error`] for the
//! UI to show and never loses the match in memory (the next command saves the whole record
//! again). [`MatchSession::resume`] loads the record and replays it to rebuild the same state
//! ("continue match" on the title screen); [`MatchSession::finish`] and
//! [`MatchSession::abandon`] clear the slot.
//!
//! ```
//! use hexkick::core::command::Command;
//! use hexkick::core::rules::RuleSet;
//! use hexkick::core::squad::Squad;
//! use hexkick::session::{Coaches, MatchSession, Resume};
//! use hexkick::storage::{MemoryStore, Saves};
//!
//! let squad = Squad::standard_base();
//! let saves = Saves::new(MemoryStore::default());
//! let mut session = MatchSession::new(
//!     RuleSet::base_2024(), &squad, &squad, 7, Coaches::new("human", "easy"), saves,
//! ).expect("a valid set-up");
//! let events = session.apply(Command::TossCoin).expect("the coin toss is legal");
//! assert!(!events.is_empty());
//! assert!(session.save_error().is_none());
//!
//! // The app is killed here. At the next start:
//! let saves = session.into_saves();
//! let Resume::Resumed { game: resumed, .. } = MatchSession::resume(saves) else {
//!     panic!("the match resumes");
//! };
//! assert_eq!(resumed.commands(), 1);
//! ```

mod kept;
mod resume;
mod validate;

pub use kept::{KEPT_REPLAYS, Replays};
pub use resume::{ReplayStop, Resume, ResumeProblem};

use hexkick_record::{EventDigest, LOG_FORMAT, LoggedFlick, MatchLog};
use hexkick_rules::check::RuleError;
use hexkick_rules::command::Command;
use hexkick_rules::dice::SeededDice;
use hexkick_rules::event::Event;
use hexkick_rules::execute::execute;
use hexkick_rules::history::{Refused, Replay};
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::Squad;
use hexkick_rules::state::{MatchState, SetupError};
use hexkick_storage::{SaveError, Saves, Slot, Store};

/// Who coaches each side, as written in the record ("human", "easy", "random", ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coaches {
    /// The home side's coach.
    pub home: String,
    /// The away side's coach.
    pub away: String,
}

impl Coaches {
    /// The two coaches' names.
    pub fn new(home: impl Into<String>, away: impl Into<String>) -> Self {
        Coaches {
            home: home.into(),
            away: away.into(),
        }
    }
}

/// A match that was finished or abandoned: its record, the saves handed back, and whether the
/// slot was cleared (a failure leaves a save of a match nobody wants; show it and go on).
pub struct Closed<S: Store = Box<dyn Store>> {
    /// The record of the match.
    pub record: MatchLog,
    /// The saves, for the next match.
    pub saves: Saves<S>,
    /// Whether the match slot was cleared.
    pub cleared: Result<(), SaveError>,
}

/// A match in progress, saved after every applied command.
pub struct MatchSession<S: Store = Box<dyn Store>> {
    state: MatchState,
    dice: SeededDice,
    /// The dice as they were before the last command (equal to `dice` when it rolled none).
    dice_before_last: SeededDice,
    digest: EventDigest,
    record: MatchLog,
    saves: Saves<S>,
    save_error: Option<SaveError>,
    /// The position a session set up from a position started at (a scenario, a test); such
    /// a session is never saved, as its record cannot replay it from the squads.
    position: Option<Box<MatchState>>,
}

/// Why the last command cannot be taken back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeBackRefused {
    /// No command was applied yet.
    NothingToTakeBack,
    /// The last command rolled a die: taking it back would let the coach roll again.
    DiceRolled,
    /// The commands before it no longer replay (a record damaged in memory; never expected).
    DoesNotReplay(String),
}

impl std::fmt::Display for TakeBackRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NothingToTakeBack => f.write_str("there is nothing to take back"),
            Self::DiceRolled => f.write_str("a die was rolled: the move stands"),
            Self::DoesNotReplay(why) => write!(f, "the match does not replay: {why}"),
        }
    }
}

impl<S: Store> MatchSession<S> {
    /// A new match, saved at once (its set-up, no commands yet). A failed first save is
    /// reported by [`MatchSession::save_error`]; the session is usable anyway.
    pub fn new(
        rules: RuleSet,
        home: &Squad,
        away: &Squad,
        seed: u64,
        coaches: Coaches,
        saves: Saves<S>,
    ) -> Result<Self, SetupError> {
        let record = MatchLog {
            format: LOG_FORMAT,
            seed,
            rules,
            home_coach: coaches.home,
            away_coach: coaches.away,
            home: home.clone(),
            away: away.clone(),
            commands: Vec::new(),
            result: None,
            events: 0,
            digest: EventDigest::default().hex(),
            table: None,
            flicks: Vec::new(),
            absent: Vec::new(),
        };
        Self::start(record, saves)
    }

    /// A new match from a record's set-up (its seed, rules, squads, coaches and table part;
    /// any commands in it are ignored), saved at once like [`MatchSession::new`].
    pub fn start(record: MatchLog, saves: Saves<S>) -> Result<Self, SetupError> {
        let state = record.kick_off()?;
        let mut session = Self::at_kick_off(state, record, saves);
        session.save();
        Ok(session)
    }

    /// A session at the start of `record`'s match (its commands are not applied).
    fn at_kick_off(state: MatchState, mut record: MatchLog, saves: Saves<S>) -> Self {
        let digest = EventDigest::default();
        record.commands.clear();
        record.result = None;
        record.events = 0;
        record.digest = digest.hex();
        record.flicks.clear();
        let dice = SeededDice::new(record.seed);
        MatchSession {
            state,
            dice_before_last: dice.clone(),
            dice,
            digest,
            record,
            saves,
            save_error: None,
            position: None,
        }
    }

    /// A session that starts at `state` (a scenario or test position) instead of the kick-off
    /// of `record`'s squads, rolling `record.seed`'s dice. It is never saved (its record does
    /// not replay from the squads); commands, take-backs and the digest work as usual.
    pub fn at_position(state: MatchState, record: MatchLog, saves: Saves<S>) -> Self {
        let mut session = Self::at_kick_off(state.clone(), record, saves);
        session.position = Some(Box::new(state));
        session
    }

    /// Whether every command is saved (false for a session set up from a position).
    pub fn is_saved(&self) -> bool {
        self.position.is_none()
    }

    /// Checks and executes `command`, records it and saves the match. A refused command
    /// changes nothing and is not recorded. A failed save does not fail the command: see
    /// [`MatchSession::save_error`].
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        self.apply_flicked(command, None)
    }

    /// [`MatchSession::apply`] for a kick struck through the physics: `flick` (the swipe and
    /// where the ball stood) is recorded with the kick, so a replay can run it again.
    pub fn apply_flicked(
        &mut self,
        command: Command,
        flick: Option<LoggedFlick>,
    ) -> Result<Vec<Event>, RuleError> {
        let events = self.execute_and_record(command, flick)?;
        self.save();
        Ok(events)
    }

    /// `apply_flicked` without the save.
    fn execute_and_record(
        &mut self,
        command: Command,
        flick: Option<LoggedFlick>,
    ) -> Result<Vec<Event>, RuleError> {
        let dice_before = self.dice.clone();
        let events = execute(&mut self.state, command.clone(), &mut self.dice)?;
        if let Some(flick) = flick.filter(|_| matches!(command, Command::Kick { .. })) {
            self.record.flicks.push(LoggedFlick {
                command: self.record.commands.len(),
                ..flick
            });
        }
        self.dice_before_last = dice_before;
        self.digest.add(&events);
        self.record.commands.push(command);
        self.record.result = self.state.result();
        self.record.events = self.digest.count;
        self.record.digest = self.digest.hex();
        Ok(events)
    }

    /// Whether the last applied command rolled at least one die.
    pub fn last_command_rolled(&self) -> bool {
        self.dice != self.dice_before_last
    }

    /// Takes the last command back: the match is rebuilt by replaying the record without it,
    /// and saved. Refused when it rolled a die (the dice are seeded, so a coach could
    /// otherwise fish for a better roll). Returns the command taken back.
    pub fn take_back_last(&mut self) -> Result<Command, TakeBackRefused> {
        let Some(last) = self.record.commands.last().cloned() else {
            return Err(TakeBackRefused::NothingToTakeBack);
        };
        if self.last_command_rolled() {
            return Err(TakeBackRefused::DiceRolled);
        }
        let start = match &self.position {
            Some(start) => (**start).clone(),
            None => self
                .record
                .kick_off()
                .map_err(|e| TakeBackRefused::DoesNotReplay(e.0))?,
        };
        let kept = self.record.commands.len() - 1;
        self.replay_from(start, kept).map_err(|refused| {
            let at = refused.index + 1;
            TakeBackRefused::DoesNotReplay(format!("command {at} was refused: {}", refused.error))
        })?;
        self.save();
        Ok(last)
    }

    /// Rebuilds the match from `start` through the record's first `upto` commands (the
    /// match's one fold, [`Replay`]): the state, the dice, the digest and the record as they
    /// were after command `upto`. Refused, the session is left as it was.
    fn replay_from(&mut self, start: MatchState, upto: usize) -> Result<(), Refused> {
        let commands = &self.record.commands[..upto.min(self.record.commands.len())];
        let mut replay = Replay::new(start, self.record.seed, commands);
        let mut digest = EventDigest::default();
        let mut dice_before_last = replay.dice().clone();
        loop {
            let dice_before = replay.dice().clone();
            let Some(step) = replay.next() else {
                break;
            };
            digest.add(&step?.events);
            dice_before_last = dice_before;
        }
        let (state, dice) = replay.into_parts();
        self.state = state;
        self.dice = dice;
        self.dice_before_last = dice_before_last;
        self.digest = digest;
        self.record.commands.truncate(upto);
        self.record.flicks.retain(|f| f.command < upto);
        self.record.result = self.state.result();
        self.record.events = self.digest.count;
        self.record.digest = self.digest.hex();
        Ok(())
    }

    /// Replaces the record's table part (the sides' looks and the play options, such as the
    /// aim assist switched during the match) and saves the record. Nothing in it is a rule, so
    /// the replay and its digest do not change. (Its type is the record's known exception,
    /// see docs/ARCHITECTURE.md.)
    pub fn set_table(&mut self, table: hexkick_record::table::TableRecord) {
        self.record.table = Some(table);
        self.save();
    }

    /// Saves the whole record; remembers the failure, or clears the last one.
    fn save(&mut self) {
        if self.position.is_some() {
            return;
        }
        self.save_error = self.saves.save(Slot::Match, &self.record).err();
    }

    /// Waits until the last save is written (a [`hexkick_storage::BackgroundStore`] writes on
    /// a worker thread); call it when leaving the match screen or quitting.
    pub fn flush(&mut self) -> Result<(), SaveError> {
        self.saves.flush().map_err(|cause| SaveError::Store {
            slot: Slot::Match,
            cause,
        })
    }

    /// Tries the save again now (e.g. from a "retry" button after a failure).
    pub fn retry_save(&mut self) -> Result<(), SaveError> {
        self.save();
        self.save_error().map_or(Ok(()), Err)
    }

    /// The last save's failure, in words the player can read (`to_string()`), or `None` when
    /// the last applied command is safely saved. A background write that failed shows here
    /// at once (ask every frame) and until its retry goes through.
    pub fn save_error(&self) -> Option<SaveError> {
        self.saves
            .failure(Slot::Match)
            .or_else(|| self.save_error.clone())
    }

    /// The copies the saves moved aside since the last call (a folder or a link where the
    /// match's save file belongs): what to tell the player, each naming the kept copy.
    pub fn take_set_aside(&mut self) -> Vec<hexkick_storage::StorageNotice> {
        self.saves.take_set_aside()
    }

    /// The match as it stands.
    pub fn state(&self) -> &MatchState {
        &self.state
    }

    /// The record: seed, set-up, every applied command and the event digest.
    pub fn record(&self) -> &MatchLog {
        &self.record
    }

    /// How many commands have been applied.
    pub fn commands(&self) -> usize {
        self.record.commands.len()
    }

    /// How many events the applied commands produced.
    pub fn events(&self) -> usize {
        self.digest.count
    }

    /// The digest of every event so far (hex), equal for equal matches.
    pub fn digest(&self) -> String {
        self.digest.hex()
    }

    /// The match is over (full time, or after extra time / shootout when they apply): the
    /// slot is cleared and the record handed back (for stats or a replay file).
    pub fn finish(self) -> Closed<S> {
        self.close()
    }

    /// The coaches give up the match: the slot is cleared.
    pub fn abandon(self) -> Closed<S> {
        self.close()
    }

    fn close(mut self) -> Closed<S> {
        let cleared = self.saves.clear(Slot::Match);
        Closed {
            record: self.record,
            saves: self.saves,
            cleared,
        }
    }

    /// Hands the saves back (e.g. to start another match or leave the match screen).
    pub fn into_saves(self) -> Saves<S> {
        self.saves
    }
}

#[cfg(test)]
mod tests;
