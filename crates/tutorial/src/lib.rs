//! The interactive tutorial, headless: the lessons (a position, what to do, the goal the
//! table's events must reach, the explanation), the player's progress through them, and
//! `hexkick tutorial --check`, which plays every lesson's scripted solution through the match
//! table. The screen (`ui::tutorial`) draws a lesson on the match screen and feeds the events
//! of every command the table applied to [`Tutorial::observe`].
//!
//! Every lesson is a 2024 BASE match between "Red" (home, the player) and "Blue", both
//! coached by the player (the lessons about defending have him play Red), in memory only.
//! Its dice are seeded so that they roll the lesson's script.

mod answer;
mod check;
pub mod goal;
pub mod lessons;
pub mod miss;
pub mod pace;
pub mod text;

pub use answer::{Answer, Stage};
pub use check::{LessonReport, action_for, check_all, play_lesson};
pub use goal::{Goal, Verdict};
pub use lessons::{After, Control, Lesson, Move, Start, Step, lessons};

use hexkick_rules::command::Command;
use hexkick_rules::dice::{Dice, SeededDice};
use hexkick_rules::event::Event;
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::state::MatchState;
use hexkick_scenario::{ScenarioError, parse, reached_position};
use hexkick_storage::{MemoryStore, Saves, Store};
use hexkick_table::{Coach, MatchSetup, Table, TeamSetup};
use hexkick_teams::colour::Rgb;
use miss::Kicked;

/// A 2024 BASE match of the standard squads: "Red" at home (the player, attacking to the
/// right first) against "Blue", dressed as the match screen draws the sides by default.
fn red_against_blue(away: Coach, seed: u64) -> MatchSetup {
    let mut setup = MatchSetup::quick(Coach::Human, away, seed);
    setup.home = TeamSetup::standard("Red", Rgb::new(0xc8, 0x1f, 0x2b), Coach::Human);
    setup.away = TeamSetup::standard("Blue", Rgb::new(0x1f, 0x4e, 0xc8), away);
    setup
}

/// The set-up of every lesson's match, its dice seeded to roll `dice` first.
pub fn lesson_setup(dice: &[u8]) -> MatchSetup {
    red_against_blue(Coach::Human, seed_for(dice))
}

/// The match the tutorial ends on: the player (Red) against the AI at its easiest level.
pub fn final_match(seed: u64) -> MatchSetup {
    red_against_blue(Coach::Ai(hexkick_ai::Difficulty::Easy), seed)
}

/// The first seed whose dice roll `rolls` first (a few tries for a short script).
fn seed_for(rolls: &[u8]) -> u64 {
    (0u64..)
        .find(|seed| {
            let mut dice = SeededDice::new(*seed);
            rolls.iter().all(|r| dice.roll() == *r)
        })
        .unwrap_or_default()
}

/// A position of a lesson that cannot be set up (a damaged built-in file: never expected,
/// the check and the tests set every one up).
#[derive(Debug)]
pub struct PositionError(pub ScenarioError);

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a tutorial position: {}", self.0)
    }
}

impl std::error::Error for PositionError {}

fn position(text: &str) -> Result<MatchState, PositionError> {
    let file = parse(text).map_err(PositionError)?;
    reached_position(&file).map_err(PositionError)
}

/// What comes after a passed step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The next step goes on from where the match stands.
    Continue,
    /// The next step (or lesson) starts from its own position: a new table.
    NewTable,
    /// That was the last lesson.
    Finished,
}

/// From this many misses of a flick step on, the aim line shows where the ball will go.
pub const AIM_AFTER_MISSES: u32 = 3;
/// From this many misses of a flick step on, the box also offers a demonstration: the helping
/// hand comes whole after the third miss (the aim line on, and Show me beside Try again).
pub const SHOW_AFTER_MISSES: u32 = AIM_AFTER_MISSES;

/// Where a demonstration of the step stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Demo {
    /// None asked for.
    Off,
    /// The scripted solution is being played for the player to watch.
    Playing,
    /// It was shown; the step starts again for the player.
    Over,
}

/// The player's way through the lessons.
pub struct Tutorial {
    lessons: Vec<Lesson>,
    lesson: usize,
    step: usize,
    /// The position the current step started from (a retry starts again there).
    start: MatchState,
    verdict: Option<Verdict>,
    /// The step's failed tries so far.
    misses: u32,
    demo: Demo,
    /// The step's last kick, for how far off a miss was.
    kick: Option<Kicked>,
}

impl Tutorial {
    /// The tutorial at its first lesson.
    pub fn new() -> Result<Tutorial, PositionError> {
        Tutorial::at_lesson(0)
    }

    /// The tutorial at lesson `index` (counted from 0; past the last: the last).
    pub fn at_lesson(index: usize) -> Result<Tutorial, PositionError> {
        let lessons = lessons();
        let lesson = index.min(lessons.len() - 1);
        let start = match lessons[lesson].steps[0].start {
            Start::Position(text) => position(text)?,
            Start::Continue => unreachable!("a lesson's first step has its position"),
        };
        Ok(Tutorial {
            lessons,
            lesson,
            step: 0,
            start,
            verdict: None,
            misses: 0,
            demo: Demo::Off,
            kick: None,
        })
    }

    /// The lesson being played.
    pub fn lesson(&self) -> &Lesson {
        &self.lessons[self.lesson]
    }

    /// Its number, counted from 1.
    pub fn lesson_number(&self) -> usize {
        self.lesson + 1
    }

    /// How many lessons there are.
    pub fn lesson_count(&self) -> usize {
        self.lessons.len()
    }

    /// The step's number in its lesson, counted from 1.
    pub fn step_number(&self) -> usize {
        self.step + 1
    }

    /// The step being played.
    pub fn step(&self) -> &Step {
        &self.lesson().steps[self.step]
    }

    /// The box's heading: "Lesson 2 of 6: Ties and long passes".
    pub fn heading(&self) -> String {
        text::lesson_heading(
            self.lesson_number(),
            self.lesson_count(),
            self.lesson().title,
        )
    }

    /// What the player is asked to do now.
    pub fn instruction(&self) -> &'static str {
        hexkick_i18n::tr(self.step().instruction)
    }

    /// How the step went, once it is decided (never for a demonstration).
    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_ref()
    }

    /// How the player kicks in this step.
    pub fn control(&self) -> Control {
        self.step().control
    }

    /// The step's failed tries so far.
    pub fn misses(&self) -> u32 {
        self.misses
    }

    /// Whether the aim line helps: a flick step missed [`AIM_AFTER_MISSES`] times or more.
    pub fn aim_help(&self) -> bool {
        self.step().is_flick() && self.misses >= AIM_AFTER_MISSES
    }

    /// Where the step asks the ball to go, with the match at `state`: the team-mate a pass or
    /// a throw is for, the attacker who must win the tie, the middle of the goal a shot aims
    /// at; `None` for a step with no one place (a long ball, a move, a button).
    pub fn target(&self, state: &MatchState) -> Option<PitchPoint> {
        self.step().goal.target(state)
    }

    /// Whether this is the last step of the last lesson.
    pub fn is_last_step(&self) -> bool {
        self.lesson + 1 == self.lessons.len() && self.step + 1 == self.lesson().steps.len()
    }

    /// A new match at the current step's start, in memory, its dice seeded for the lesson.
    pub fn table(&self) -> Table {
        let saves: Saves<Box<dyn Store>> = Saves::new(Box::new(MemoryStore::default()));
        Table::at_position(lesson_setup(self.lesson().dice), self.start.clone(), saves)
    }

    /// Judges a `command` the table applied (its `events`, the match now at `state`); the
    /// verdict once the step is decided. After a verdict, further commands are not judged
    /// until [`Tutorial::retry`] or [`Tutorial::next`]. A demonstration's commands are
    /// played to their end but never pass the step: once decided, the step waits for
    /// [`Tutorial::retry`].
    pub fn observe(
        &mut self,
        setup: &MatchSetup,
        command: &Command,
        events: &[Event],
        state: &MatchState,
    ) -> Option<&Verdict> {
        if let Some(kick) = Kicked::of(command) {
            self.kick = Some(kick);
        }
        if self.verdict.is_some() || self.demo == Demo::Over {
            return self.verdict.as_ref();
        }
        let verdict = (self.step().goal).judge(setup, events, state, self.kick.as_ref())?;
        if self.demo == Demo::Playing {
            self.demo = Demo::Over;
            return None;
        }
        if !verdict.passed {
            self.misses += 1;
        }
        self.verdict = Some(verdict);
        self.verdict.as_ref()
    }

    /// Starts the step again from its position: the caller takes a new [`Tutorial::table`].
    pub fn retry(&mut self) {
        self.verdict = None;
        self.demo = Demo::Off;
        self.kick = None;
    }

    /// Starts a demonstration when the box offers one ([`Answer::ShowMe`]): the step
    /// starts again (the caller takes a new [`Tutorial::table`]) and its scripted solution,
    /// returned, is played for the player to watch. `None` when none is offered.
    pub fn demonstrate(&mut self) -> Option<&'static [Move]> {
        if !self.answers().contains(&Answer::ShowMe) {
            return None;
        }
        self.retry();
        self.demo = Demo::Playing;
        Some(self.step().solution)
    }

    /// Moves on after a passed step; `now` is where the match stands (a continuing step
    /// starts there).
    pub fn next(&mut self, now: &MatchState) -> Result<Next, PositionError> {
        self.retry();
        self.misses = 0;
        if self.is_last_step() {
            return Ok(Next::Finished);
        }
        if self.step + 1 < self.lesson().steps.len() {
            self.step += 1;
        } else {
            self.lesson += 1;
            self.step = 0;
        }
        match self.step().start {
            Start::Continue => {
                self.start = now.clone();
                Ok(Next::Continue)
            }
            Start::Position(text) => {
                self.start = position(text)?;
                Ok(Next::NewTable)
            }
        }
    }
}

#[cfg(test)]
mod tests;
