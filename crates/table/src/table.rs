//! The [`Table`]: a match in progress as the screens see it.

use super::action::KickPath;
use super::aim::{AimHelp, AimPreview};
use super::draft::Draft;
use super::flick_runs::{FlickRun, FlickRuns};
use super::grab::Grab;
use super::headline::headline;
use super::prompt::prompt;
use super::reasons;
use super::recap::{PhaseMark, is_final, recap};
use super::setup::MatchSetup;
use super::stats::MatchStats;
use super::turn_clock::{ClockReading, TurnClock};
use super::view::{Context, TableView, actions, flick_ready};
use crate::PlayError;
use crate::topic_for;
use hexkick_ai::{Coach, Difficulty};
use hexkick_physics::{PreparedBoard, Velocity, tabletop};
use hexkick_record::{LOG_FORMAT, LoggedFlick, MatchLog};
use hexkick_rules::command::Command;
use hexkick_rules::event::Event;
use hexkick_rules::outcome::{KickOutcome, KickStyle};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Phase, SetupError};
use hexkick_session::{MatchSession, Resume, ResumeProblem, TakeBackRefused};
use hexkick_storage::{SaveError, Saves, Store};

/// A match at the table: the session (rules, dice, record, saving), the set-up, and the
/// questions and answers of the coaches.
pub struct Table<S: Store = Box<dyn Store>> {
    pub(super) session: MatchSession<S>,
    pub(super) setup: MatchSetup,
    /// Commands at or before this count are final: the current phase began after them (a
    /// resumed match works it out again by replaying its record).
    undo_floor: usize,
    stats: MatchStats,
    clock: TurnClock,
    /// The acting coach's choices before they become a command.
    pub(super) draft: Draft,
    /// The physical board of the position the aim preview runs on, and the number of
    /// commands it was built after.
    /// The position's physics, run once for the preview and the kick.
    pub(super) flicks: FlickRuns,
    /// A resumed match's event log before this sitting (empty for a new match).
    past_lines: Vec<String>,
}

/// Whose decision it is in `state`, or `None` once the match is over.
pub(super) fn decider_of(state: &MatchState) -> Option<Side> {
    (state.result().is_none() && state.phase() != Phase::FullTime).then(|| state.acting_side())
}

/// The record a new match starts from.
fn record_of(setup: &MatchSetup) -> MatchLog {
    MatchLog {
        format: LOG_FORMAT,
        seed: setup.seed,
        rules: setup.rules,
        home_coach: setup.home.coach.name().to_string(),
        away_coach: setup.away.coach.name().to_string(),
        home: setup.home.squad.clone(),
        away: setup.away.squad.clone(),
        commands: Vec::new(),
        result: None,
        events: 0,
        digest: String::new(),
        table: Some(setup.table_record()),
        flicks: Vec::new(),
        absent: Vec::new(),
    }
}

impl<S: Store> Table<S> {
    /// A new match, saved at once. Refuses squads that do not fit the rules.
    pub fn new(setup: MatchSetup, saves: Saves<S>) -> Result<Table<S>, SetupError> {
        Self::without(setup, Vec::new(), saves)
    }

    /// A competition's match: [`Table::new`] with the `absent` players out of it (suspended
    /// or seriously injured, `core::competition`), kept in the record so that it resumes so.
    pub fn without(
        setup: MatchSetup,
        absent: Vec<PlayerId>,
        saves: Saves<S>,
    ) -> Result<Table<S>, SetupError> {
        let mut record = record_of(&setup);
        record.absent = absent;
        let session = MatchSession::start(record, saves)?;
        Ok(Table::around(session, setup))
    }

    /// A match from a position (a scenario, a UI test's position) rather than a kick-off,
    /// rolling the set-up's seed. It is played like any other but never saved: its record
    /// could not replay it.
    pub fn at_position(setup: MatchSetup, state: MatchState, saves: Saves<S>) -> Table<S> {
        let session = MatchSession::at_position(state, record_of(&setup), saves);
        Table::around(session, setup)
    }

    /// The table of a match rebuilt from its record (resumed, or a replay's jump): the log,
    /// the statistics and undo as they were, gathered by folding the record once more.
    pub(super) fn continued(session: MatchSession<S>, setup: MatchSetup) -> Table<S> {
        let past = recap(session.record(), &setup);
        Table {
            undo_floor: past.undo_floor,
            stats: past.stats,
            clock: TurnClock::default(),
            draft: Draft::default(),
            flicks: FlickRuns::default(),
            past_lines: past.lines,
            session,
            setup,
        }
        .fitted()
    }

    fn around(session: MatchSession<S>, setup: MatchSetup) -> Table<S> {
        Table {
            session,
            setup,
            undo_floor: 0,
            stats: MatchStats::default(),
            clock: TurnClock::default(),
            draft: Draft::default(),
            flicks: FlickRuns::default(),
            past_lines: Vec::new(),
        }
        .fitted()
    }

    /// The table with its draft fitted to the position.
    fn fitted(mut self) -> Table<S> {
        self.draft.fit(self.session.state());
        self
    }

    /// Whether every command is saved (false for a match set up from a position).
    pub fn is_saved(&self) -> bool {
        self.session.is_saved()
    }

    /// The saved match, replayed to where it stood ("continue match").
    pub fn resume(saves: Saves<S>) -> Resume<Table<S>, S, String> {
        // The screen says it in the player's words; which command failed goes to stderr.
        let text = |p: Option<ResumeProblem>| {
            if let Some(ResumeProblem::DoesNotReplay { reason, .. }) = &p {
                eprintln!("hexkick: the saved match does not replay: {reason}");
            }
            p.as_ref().map(super::save_words::resume_words)
        };
        match MatchSession::resume(saves) {
            Resume::Fresh { saves, notice } => Resume::Fresh {
                saves,
                notice: text(notice),
            },
            Resume::Resumed {
                game: session,
                notice,
            } => {
                let (setup, coach_notice) = MatchSetup::from_record(session.record());
                let notice = match (text(notice), coach_notice) {
                    (Some(a), Some(b)) => Some(format!("{a} {b}")),
                    (a, b) => a.or(b),
                };
                Resume::Resumed {
                    game: Box::new(Table::continued(*session, setup)),
                    notice,
                }
            }
        }
    }

    /// The match as it stands.
    pub fn state(&self) -> &MatchState {
        self.session.state()
    }

    /// The set-up the match was started with.
    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    /// The session (record, digest, save error): the table's own, and its tests'.
    pub(crate) fn session(&self) -> &MatchSession<S> {
        &self.session
    }

    /// The session, handed back (to finish a competition's match, and the table's tests).
    pub(crate) fn into_session(self) -> MatchSession<S> {
        self.session
    }

    /// The match's record as saved: its start, every command and every flick.
    pub fn record(&self) -> &MatchLog {
        self.session.record()
    }

    /// How many commands the match has played.
    pub fn commands(&self) -> usize {
        self.session.commands()
    }

    /// The digest of the match as it stands (test runs compare it with a replay's).
    pub fn digest(&self) -> String {
        self.session.digest()
    }

    /// The saves, handed back (to leave the screen, or to resume the match from them).
    pub fn into_saves(self) -> Saves<S> {
        self.session.into_saves()
    }

    /// The last save's failure, if the last command is not safely on disk.
    pub fn save_error(&self) -> Option<SaveError> {
        self.session.save_error()
    }

    /// What the saves moved aside since the last call (a folder or a link where the match's
    /// save file belongs), in the player's words, each naming the copy kept.
    pub fn take_set_aside(&mut self) -> Vec<String> {
        (self.session.take_set_aside().iter())
            .map(super::save_words::notice_words)
            .collect()
    }

    /// Waits until the last command is saved (the app saves through a
    /// [`hexkick_storage::BackgroundStore`] on native): call it when leaving or quitting.
    pub fn flush(&mut self) -> Result<(), SaveError> {
        self.session.flush()
    }

    /// Whose decision it is now, or `None` once the match is over.
    pub fn decider(&self) -> Option<Side> {
        decider_of(self.state())
    }

    /// Who coaches `side`.
    pub fn coach(&self, side: Side) -> Coach {
        self.setup.team(side).coach
    }

    /// Whether the AI decides now (the screen shows "thinking" and runs [`Table::ai_job`]).
    pub fn is_ai_turn(&self) -> bool {
        self.decider().is_some_and(|side| self.coach(side).is_ai())
    }

    /// The moment as the screen shows it: the question, the headline, and every action open
    /// now or withheld with its reason.
    pub fn view(&self) -> TableView {
        let state = self.state();
        let cx = Context {
            setup: &self.setup,
            draft: &self.draft,
            undo_refused: (self.undo_refusal()).map(|e| reasons::play_error(&self.setup, &e)),
        };
        let prompt = prompt(self.state());
        let actions = actions(state, &cx);
        TableView {
            decider: self.decider(),
            topic: topic_for(&prompt),
            prompt,
            headline: headline(self.state(), &self.setup),
            focus: super::focus::focus(state, &actions),
            actions,
            flick: flick_ready(state, &self.draft),
            allowance: super::allowance::allowance_reason(state),
        }
    }

    /// The acting coach's choices so far (declaration, style, keeper cell, bench).
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// `player` picked up now: the cells he may be dropped on, with the foul risk over the
    /// ball cell; or why he cannot be picked up.
    pub fn grab(&self, player: PlayerId) -> Result<Grab, PlayError> {
        super::grab::grab(self.state(), player).map_err(PlayError::Peg)
    }

    /// The aim preview of the drafted flick struck now at `velocity`: its real path, the cell
    /// where the ball stops and what the rules decide then; empty when no flick is ready. The
    /// run is kept: kicking this flick next plays it without running the physics again.
    pub fn aim_preview(&mut self, velocity: Velocity) -> AimPreview {
        let state = self.session.state();
        let Some(ready) = flick_ready(state, &self.draft) else {
            return AimPreview::default();
        };
        match self.flicks.run(state, ready.style, velocity) {
            Ok(run) => AimPreview::of(state, &ready, run),
            Err(_) => AimPreview::default(),
        }
    }

    /// How far the ball would travel if the drafted flick were struck now at `velocity`,
    /// centimetres (`None` when no flick is ready). The run is kept: kicking this flick next
    /// plays it without running the physics again.
    pub fn flick_travel_cm(&mut self, velocity: Velocity) -> Option<f32> {
        let state = self.session.state();
        let ready = flick_ready(state, &self.draft)?;
        let run = self.flicks.run(state, ready.style, velocity).ok()?;
        Some(run.travel_cm(state))
    }

    /// Runs a flick of the player on the ball through the physics on a board of its own,
    /// without applying it or keeping the run.
    fn simulate(&self, style: KickStyle, velocity: Velocity) -> Result<FlickRun, PlayError> {
        let state = self.state();
        let board = PreparedBoard::new(&tabletop::board(state, None));
        FlickRun::new(&board, state, style, velocity)
    }

    /// What a flick would do, without kicking (an aim preview, a test driver's check). The
    /// same flick played through [`Table::play`] gives the same outcome.
    pub fn preview_kick(
        &self,
        style: KickStyle,
        velocity: Velocity,
    ) -> Result<KickOutcome, PlayError> {
        self.simulate(style, velocity).map(|run| run.outcome)
    }

    /// A flick played out by the physics but never given to the rules (the frame benchmark's
    /// free play): the ball's path and outcome, no events.
    pub fn free_kick_play(
        &self,
        style: KickStyle,
        velocity: Velocity,
    ) -> Result<KickPath, PlayError> {
        let run = self.simulate(style, velocity)?;
        Ok(KickPath {
            frames: run.frames,
            outcome: run.outcome,
        })
    }

    /// Checks and applies a command; saves the match. (The screens play through
    /// [`Table::play`]; this is its `Send` for callers that hold a command.)
    pub(crate) fn apply(&mut self, command: Command) -> Result<Vec<Event>, PlayError> {
        self.apply_flicked(command, None)
    }

    /// [`Table::apply`] for a kick struck through the physics, recorded with its flick.
    pub(crate) fn apply_flicked(
        &mut self,
        command: Command,
        flick: Option<LoggedFlick>,
    ) -> Result<Vec<Event>, PlayError> {
        let before = PhaseMark::of(self.state());
        let events = self.session.apply_flicked(command.clone(), flick)?;
        events.iter().for_each(|e| self.stats.add(e));
        if is_final(&command, &events, before, PhaseMark::of(self.state())) {
            self.undo_floor = self.session.commands();
        }
        self.flicks.clear();
        self.draft.fit(self.session.state());
        Ok(events)
    }

    /// How much of the aim line this match shows: as last switched in it, else the default
    /// for its coaches (the whole path against the AI at beginner and easy, the first
    /// contact otherwise); off where the match does not allow aim help.
    pub fn aim_help(&self) -> AimHelp {
        let options = &self.setup.options;
        options.chosen_aim_help().unwrap_or_else(|| {
            let gentle =
                |coach: Coach| matches!(coach, Coach::Ai(Difficulty::Beginner | Difficulty::Easy));
            if gentle(self.setup.home.coach) || gentle(self.setup.away.coach) {
                AimHelp::WholePath
            } else {
                AimHelp::FirstContact
            }
        })
    }

    /// Whether this match lets the aim help be switched on (a competition can forbid it).
    pub fn aim_help_allowed(&self) -> bool {
        self.setup.options.aim_help_allowed
    }

    /// Switches the aim help, kept in the saved match so a resumed match aims as it did;
    /// nothing changes where aim help is not allowed.
    pub fn set_aim_help(&mut self, help: AimHelp) {
        let options = &mut self.setup.options;
        if options.aim_help_allowed && options.chosen_aim_help() != Some(help) {
            options.aim_help = Some(help);
            options.aim = None;
            self.session.set_table(self.setup.table_record());
        }
    }

    /// A resumed match's event log before this sitting, oldest first (empty for a new match).
    pub fn past_lines(&self) -> &[String] {
        &self.past_lines
    }

    /// Turns "undo last move" on or off for the rest of this sitting (the settings' switch).
    pub fn set_undo_allowed(&mut self, allowed: bool) {
        self.setup.options.undo = allowed;
    }

    /// Whether [`Table::undo_last_move`] would take something back now.
    pub fn can_undo(&self) -> bool {
        self.undo_refusal().is_none()
    }

    fn undo_refusal(&self) -> Option<PlayError> {
        if !self.setup.options.undo {
            return Some(PlayError::UndoOff);
        }
        if self.session.commands() <= self.undo_floor {
            return Some(PlayError::NotUndoable);
        }
        if self.session.last_command_rolled() {
            return Some(PlayError::TakeBack(TakeBackRefused::DiceRolled));
        }
        None
    }

    /// Takes back the last move or placement of the current phase, when the set-up allows it
    /// and no die was rolled for it. Returns the command taken back.
    pub fn undo_last_move(&mut self) -> Result<Command, PlayError> {
        if let Some(refused) = self.undo_refusal() {
            return Err(refused);
        }
        // Only a command whose told events are moves, placements and substitutions is taken
        // back, and the statistics count none of those: they stand as they are.
        let taken = self.session.take_back_last().map_err(PlayError::TakeBack)?;
        self.flicks.clear();
        Ok(taken)
    }

    /// Runs the turn timer on `dt` seconds of frame time (when `running`: a person decides
    /// and nothing moves on the screen) and reads it; `None` without a turn timer or outside
    /// PHASES 1-3. See [`super::turn_clock`].
    pub fn turn_clock(&mut self, dt: f64, running: bool) -> Option<ClockReading> {
        let options = self.setup.options;
        self.clock
            .advance(self.session.state(), &options, dt, running)
    }

    /// Whether the screen should call the time up now ([`Command::TimeUp`] sent through
    /// [`Table::play`]): once per phase, when `reading` ran out and the rules accept it.
    pub fn time_up_due(&mut self, reading: &ClockReading) -> bool {
        self.clock.call_time_up(reading, self.session.state())
    }

    /// Match figures per side so far.
    pub fn stats(&self) -> &MatchStats {
        &self.stats
    }

    /// One line per event, in the team names of this match (duel lines show their dice when
    /// the dice events are in `events` too: pass a command's whole batch).
    pub fn narrate(&self, events: &[Event]) -> Vec<String> {
        super::narrate::Narrator::new(self.state(), &self.setup).lines(events)
    }

    /// The event log's lines for a command's events (no clock lines, no empty lines).
    pub fn log_lines(&self, events: &[Event]) -> Vec<String> {
        super::narrate::Narrator::new(self.state(), &self.setup).log_lines(events)
    }
}
