//! Watching a match: a replay of a match log, or a spectator's AI against AI match. Both draw
//! through the match screen ([`MatchScreen`] under a director, the same board, pegs and
//! ball) and play it through its table: a replay feeds the log's commands to a fresh
//! in-memory table ([`hexkick_table::replay::Rerun`]), a spectator's match asks both sides' AI.
//! The panel's buttons are the director's: pause, step (one command), speed, and for a
//! replay the next goal, the next card and the highlights reel; a spectator sees the live
//! figures beside the board.
//!
//! Test mode logs `watch` lines (mode, speed, paused, the command reached) and, for a
//! replay, `replay_kick` (the logged kick's outcome as it starts) and `watch_ball` (the drawn
//! ball's screen point every frame while it flies), so a driver can compare the drawn path
//! with the log.

pub mod list;
pub mod report;
pub mod source;
pub mod speed;
mod start;

use super::kit::MatchKit;
use super::match_screen::{Control, MatchScreen, MatchSignal};
use super::test_log::{Kind, Line};
use crate::input::stroke::StrokeEvent;
use hexkick_i18n::{tr, trf};
use hexkick_rules::outcome::BallExit;
use hexkick_table::Action;
use hexkick_table::replay::MomentKind;
use source::{Reel, ReplaySource, SpectateSource};
use speed::WatchSpeed;
pub use start::{Opening, from_options, open, replay_screen, spectate_screen};

/// The most of a frame's time a watched match plays in one frame, seconds.
const MAX_FRAME_S: f64 = 1.0 / 30.0;

/// A half-time screen stays this long (watched seconds) before the match goes on by itself.
const HALF_TIME_S: f32 = 3.0;

/// What the watch screen asks of the frame loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WatchSignal {
    /// Nothing to do.
    Nothing,
    /// Back to the title screen.
    Back,
}

/// Where the actions come from.
enum Source {
    Replay(Box<ReplaySource>),
    Spectate(SpectateSource),
}

/// Playing, paused, or playing one command and pausing after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Run {
    Playing,
    Paused,
    /// One command: `fed` once it was handed to the table.
    Step {
        fed: bool,
    },
}

/// A director's button's job.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Job {
    Pause,
    Step,
    Speed,
    NextGoal,
    NextCard,
    Highlights,
    Back,
}

/// A replay's director's jobs, in their places.
const REPLAY_JOBS: [Job; 7] = [
    Job::Pause,
    Job::Step,
    Job::Speed,
    Job::NextGoal,
    Job::NextCard,
    Job::Highlights,
    Job::Back,
];
/// A spectator's director's jobs.
const SPECTATE_JOBS: [Job; 4] = [Job::Pause, Job::Step, Job::Speed, Job::Back];

/// The director's buttons for `jobs`: Pause (Resume when `paused`), the speed's words,
/// Highlights lit while the `reel` plays.
fn controls(jobs: &[Job], paused: bool, speed: WatchSpeed, reel: bool) -> Vec<Control> {
    (jobs.iter())
        .map(|job| {
            let (key, label, on) = match job {
                Job::Pause if paused => ("pause", tr("Resume").to_string(), true),
                Job::Pause => ("pause", tr("Pause").to_string(), false),
                Job::Step => ("step", tr("Step").to_string(), false),
                Job::Speed => ("speed", speed.label(), false),
                Job::NextGoal => ("next_goal", tr("Next goal").to_string(), false),
                Job::NextCard => ("next_card", tr("Next card").to_string(), false),
                Job::Highlights => ("highlights", tr("Highlights").to_string(), reel),
                Job::Back => ("back", tr("Back").to_string(), false),
            };
            Control { key, label, on }
        })
        .collect()
}

/// The watch screen.
pub struct WatchScreen {
    game: Box<MatchScreen>,
    source: Source,
    speed: WatchSpeed,
    run: Run,
    jobs: Vec<Job>,
    kit: Option<MatchKit>,
    test_mode: bool,
    /// Watched seconds the half-time screen has been up.
    break_s: f32,
}

impl WatchScreen {
    fn new(game: Box<MatchScreen>, source: Source, speed: WatchSpeed) -> Self {
        let jobs = match source {
            Source::Replay(_) => REPLAY_JOBS.to_vec(),
            Source::Spectate(_) => SPECTATE_JOBS.to_vec(),
        };
        let mut screen = Self {
            game,
            source,
            speed,
            run: Run::Playing,
            jobs,
            kit: None,
            test_mode: false,
            break_s: 0.0,
        };
        screen.show_controls();
        screen
    }

    /// The match screen drawn.
    pub fn game(&self) -> &MatchScreen {
        &self.game
    }

    /// The match screen drawn, to refit or announce.
    pub fn game_mut(&mut self) -> &mut MatchScreen {
        &mut self.game
    }

    /// "replay" or "spectate", for screenshots and log lines.
    pub fn screen_name(&self) -> &'static str {
        match self.source {
            Source::Replay(_) => "replay",
            Source::Spectate(_) => "spectate",
        }
    }

    fn show_controls(&mut self) {
        let paused = self.run == Run::Paused;
        let reel = matches!(&self.source, Source::Replay(r) if r.reel.is_some());
        let controls = controls(&self.jobs, paused, self.speed, reel);
        self.game.set_controls(controls);
    }

    /// Logs where the watch stands (test mode).
    fn log_state(&self) {
        let (at, of) = match &self.source {
            Source::Replay(r) => (r.next, r.rerun.len()),
            Source::Spectate(_) => {
                let n = self.game.record().commands.len();
                (n, n)
            }
        };
        // "2/5" while the highlights reel plays its second of five moments, "-" otherwise.
        let reel = match &self.source {
            Source::Replay(r) => r.reel.as_ref(),
            Source::Spectate(_) => None,
        }
        .map_or("-".to_string(), |reel| {
            format!("{}/{}", reel.at + 1, reel.moments.len())
        });
        Line::new(Kind::Watch)
            .field("mode", self.screen_name())
            .field("speed", self.speed.factor())
            .field("paused", u8::from(self.run == Run::Paused))
            .field("at", at)
            .field("of", of)
            .field("reel", reel)
            .write();
    }

    /// Handles the frame's strokes and plays the match on by `dt` seconds of the frame,
    /// times the speed (none while paused).
    pub fn update(&mut self, events: &[StrokeEvent], dt: f64) -> WatchSignal {
        // A slow frame does not jump the watched match ahead: each frame plays at most
        // MAX_FRAME_S of it (times the speed), so every kick is seen along its path.
        let scaled = match self.run {
            Run::Paused => 0.0,
            _ => dt.min(MAX_FRAME_S) * f64::from(self.speed.factor()),
        };
        let mut signal = WatchSignal::Nothing;
        match self.game.update(events, scaled) {
            MatchSignal::Back => signal = WatchSignal::Back,
            MatchSignal::Control(i) => {
                if let Some(job) = self.jobs.get(usize::from(i)).copied() {
                    signal = self.act(job);
                }
            }
            MatchSignal::Nothing
            | MatchSignal::BallRested
            | MatchSignal::WatchAgain
            | MatchSignal::Settings => {}
        }
        self.half_time(scaled as f32);
        if let Source::Spectate(s) = &mut self.source
            && !s.kept
            && self.game.table().state().result().is_some()
        {
            s.kept = true;
            start::keep(self.game.record());
        }
        if self.test_mode && self.game.ball_moving() {
            let at = self.game.view().to_screen(self.game.drawn_ball());
            Line::new(Kind::WatchBall)
                .fixed("x", at.x, 1)
                .fixed("y", at.y, 1)
                .write();
        }
        if self.run != Run::Paused && self.game.is_still() {
            self.feed();
        }
        signal
    }

    /// The half-time screen goes by itself after a while.
    fn half_time(&mut self, dt: f32) {
        if self.game.at_break() {
            self.break_s += dt;
            if self.break_s >= HALF_TIME_S {
                self.game.close_half_time();
            }
        } else {
            self.break_s = 0.0;
        }
    }

    /// Hands the next action to the board when it is still.
    fn feed(&mut self) {
        if let Run::Step { fed: true } = self.run {
            self.run = Run::Paused;
            self.show_controls();
            if self.test_mode {
                self.log_state();
            }
            return;
        }
        let action = match &mut self.source {
            Source::Replay(r) => {
                let action = r.take();
                if action.is_none() && r.reel.is_some() {
                    self.next_highlight();
                    return;
                }
                action
            }
            Source::Spectate(s) => s.take(&self.game),
        };
        let Some(action) = action else {
            return;
        };
        if self.test_mode {
            self.log_kick(&action);
        }
        self.game.direct(action);
        if let Run::Step { .. } = self.run {
            self.run = Run::Step { fed: true };
        }
        if self.test_mode {
            self.log_state();
        }
    }

    /// A replayed kick's logged outcome, as it starts (`replay_kick`).
    fn log_kick(&self, action: &Action) {
        let Source::Replay(r) = &self.source else {
            return;
        };
        let Some(hexkick_rules::command::Command::Kick { outcome, .. }) = r
            .next
            .checked_sub(1)
            .and_then(|i| r.rerun.log().commands.get(i))
        else {
            return;
        };
        let cell = outcome.rest_cells.first();
        Line::new(Kind::ReplayKick)
            .field("command", r.next - 1)
            .field("flick", u8::from(matches!(action, Action::Kick { .. })))
            .field("cell", cell.map_or("none".to_string(), |c| c.to_string()))
            .fixed("rest_x", outcome.rest.x, 2)
            .fixed("rest_y", outcome.rest.y, 2)
            .field(
                "goal",
                u8::from(matches!(outcome.exit, Some(BallExit::Goal { .. }))),
            )
            .write();
    }

    /// What a director's button does.
    fn act(&mut self, job: Job) -> WatchSignal {
        match job {
            Job::Pause => {
                self.run = match self.run {
                    Run::Paused => Run::Playing,
                    _ => Run::Paused,
                }
            }
            Job::Step => self.run = Run::Step { fed: false },
            Job::Speed => self.speed = self.speed.next(),
            Job::NextGoal => self.skip_to(&[MomentKind::Goal]),
            Job::NextCard => self.skip_to(&[MomentKind::Card]),
            Job::Highlights => self.highlights(),
            Job::Back => return WatchSignal::Back,
        }
        self.show_controls();
        if self.test_mode {
            self.log_state();
        }
        WatchSignal::Nothing
    }

    /// Skips the replay to just before the next moment of `kinds` (it then plays that
    /// moment's command along its path); nothing happens when there is none.
    fn skip_to(&mut self, kinds: &[MomentKind]) {
        let Source::Replay(r) = &mut self.source else {
            return;
        };
        r.reel = None;
        match r.next_of(kinds) {
            Some(moment) => self.jump(moment.command),
            None => self.game_mut().say(tr("No more of those in this match")),
        }
    }

    /// Starts the highlights reel from its first moment (or stops it).
    fn highlights(&mut self) {
        let Source::Replay(r) = &mut self.source else {
            return;
        };
        if r.reel.take().is_some() {
            return;
        }
        let moments = r.rerun.highlights();
        if moments.is_empty() {
            self.game_mut().say(tr("No highlights in this match"));
            return;
        }
        let reel = Reel { moments, at: 0 };
        let start = reel.start_of(0).unwrap_or(0);
        r.reel = Some(reel);
        self.jump(start);
        self.run = Run::Playing;
        self.say_highlight();
    }

    /// The reel's next moment, or the reel's end.
    fn next_highlight(&mut self) {
        let Source::Replay(r) = &mut self.source else {
            return;
        };
        let Some(reel) = r.reel.as_mut() else {
            return;
        };
        reel.at += 1;
        match reel.start_of(reel.at) {
            Some(start) => {
                self.jump(start);
                self.say_highlight();
            }
            None => {
                r.reel = None;
                self.run = Run::Paused;
                self.show_controls();
            }
        }
    }

    /// "Highlight 2 of 5: Goal" under the board.
    fn say_highlight(&mut self) {
        let Source::Replay(r) = &self.source else {
            return;
        };
        let Some(reel) = &r.reel else {
            return;
        };
        let Some(moment) = reel.moments.get(reel.at) else {
            return;
        };
        let (n, of) = ((reel.at + 1).to_string(), reel.moments.len().to_string());
        let words = trf("Highlight {0} of {1}: {2}", &[&n, &of, moment.kind.word()]);
        self.game.say(&words);
    }

    /// A fresh board at the log's command `at` (the commands before it applied).
    fn jump(&mut self, at: usize) {
        let Source::Replay(r) = &mut self.source else {
            return;
        };
        match r.rerun.table_at(at) {
            Ok(table) => {
                r.next = at;
                let mut game = start::directed(table, self.kit.clone(), self.test_mode);
                std::mem::swap(&mut self.game, &mut game);
                self.show_controls();
                if self.test_mode {
                    self.game.announce_positions();
                    self.log_state();
                }
            }
            Err(e) => self.game.say(hexkick_table::replay::refused_words(&e)),
        }
    }

    /// Draws the board and the panel, and a spectator's live figures.
    pub fn draw(&mut self) {
        self.game.draw();
        if let Source::Spectate(_) = self.source {
            self.game.draw_live_figures();
        }
    }
}
