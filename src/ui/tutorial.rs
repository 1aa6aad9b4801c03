//! The tutorial's screen ("Learn to play"): each lesson played on the normal match screen,
//! with the lesson box (`tutorial_box`) saying what to do, then what happened. The lessons,
//! their goals and words are the headless [`hexkick_tutorial`]; this screen only feeds it the
//! events of every command the match screen showed and draws its words.
//!
//! Test mode logs `HEXKICK tutorial lesson=N step=N verdict=none|passed|retry` and the box's
//! button as a `menu_button screen=tutorial id=next|retry|play_match` line.

use super::form::Announcer;
use super::match_screen::{MatchScreen, MatchSignal};
use super::settings::Settings;
use super::sound::Hit;
use super::test_log::{Kind, Line};
use super::tutorial_box::{BoxButton, LessonBox};
use crate::input::stroke::StrokeEvent;
use hexkick_tutorial::{Next, PositionError, Tutorial};

/// What the tutorial asks of the frame loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TutorialSignal {
    /// Nothing to do.
    Nothing,
    /// Back to the title screen (the match screen's Menu button).
    Back,
    /// The tutorial is over: start a match against the AI at the easiest level.
    PlayMatch,
}

/// The tutorial's screen.
pub struct TutorialScreen {
    tutorial: Tutorial,
    game: Box<MatchScreen>,
    settings: Settings,
    test_mode: bool,
    lesson_box: LessonBox,
    announcer: Announcer,
    /// A new match screen was set up since the frame loop last asked.
    new_game: bool,
}

impl TutorialScreen {
    /// The tutorial at its first lesson, drawn with the player's settings.
    pub fn new(settings: Settings, test_mode: bool) -> Result<TutorialScreen, PositionError> {
        let tutorial = Tutorial::new()?;
        let game = lesson_game(&tutorial, settings, test_mode);
        let screen = TutorialScreen {
            tutorial,
            game,
            settings,
            test_mode,
            lesson_box: LessonBox::default(),
            announcer: Announcer::default(),
            new_game: true,
        };
        screen.log_step();
        Ok(screen)
    }

    /// The match screen the lesson is played on.
    pub fn game(&self) -> &MatchScreen {
        &self.game
    }

    /// The match screen, to fit it to the window.
    pub fn game_mut(&mut self) -> &mut MatchScreen {
        &mut self.game
    }

    /// Whether a new match screen was set up since the last call (its position is announced).
    pub fn take_new_game(&mut self) -> bool {
        std::mem::take(&mut self.new_game)
    }

    /// The player's settings it was opened with.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// The sounds due.
    pub fn take_cues(&mut self) -> Vec<Hit> {
        self.game.take_cues()
    }

    fn log_step(&self) {
        let verdict = match self.tutorial.verdict() {
            None => "none",
            Some(v) if v.passed => "passed",
            Some(_) => "retry",
        };
        Line::new(Kind::Tutorial)
            .field("lesson", self.tutorial.lesson_number())
            .field("step", self.tutorial.step_number())
            .field("verdict", verdict)
            .write();
    }

    /// The box's button now, if any.
    fn button(&self) -> Option<BoxButton> {
        BoxButton::now(&self.tutorial)
    }

    /// Handles the frame's strokes and advances the lesson's match by `dt` seconds.
    pub fn update(&mut self, events: &[StrokeEvent], dt: f64) -> TutorialSignal {
        let button = self.button();
        let rect = self.lesson_box.button_rect(
            &self.tutorial,
            button,
            self.game.view(),
            self.game.ball_on_screen(),
        );
        if self.test_mode {
            let targets: Vec<(String, _)> = (button.zip(rect).into_iter())
                .map(|(b, r)| (b.id().to_string(), r))
                .collect();
            self.announcer.announce("tutorial", &targets);
        }
        // While the box explains, the board waits for its button.
        let tapped = rect.is_some_and(|r| {
            events.iter().any(|e| match *e {
                StrokeEvent::Released { start, end, .. } => {
                    r.contains(macroquad::prelude::vec2(start.x, start.y))
                        && r.contains(macroquad::prelude::vec2(end.x, end.y))
                }
                _ => false,
            })
        });
        let to_board: &[StrokeEvent] = if button.is_some() { &[] } else { events };
        let signal = self.game.update(to_board, dt);
        for applied in self.game.take_applied() {
            let decided_before = self.tutorial.verdict().is_some();
            let table = self.game.table();
            let setup = table.setup().clone();
            self.tutorial.observe(&setup, &applied, table.state());
            if !decided_before && self.tutorial.verdict().is_some() {
                self.log_step();
            }
        }
        if signal == MatchSignal::Back {
            return TutorialSignal::Back;
        }
        match button.filter(|_| tapped) {
            Some(BoxButton::Retry) => {
                self.tutorial.retry();
                self.restart_game();
            }
            Some(BoxButton::Next) => match self.tutorial.next(self.game.table().state()) {
                Ok(Next::Continue) => self.log_step(),
                Ok(Next::NewTable) => self.restart_game(),
                Ok(Next::Finished) => return TutorialSignal::PlayMatch,
                Err(e) => {
                    Line::new(Kind::StartFailed).text("reason", e).write();
                    return TutorialSignal::Back;
                }
            },
            Some(BoxButton::PlayMatch) => return TutorialSignal::PlayMatch,
            None => {}
        }
        TutorialSignal::Nothing
    }

    /// A new match screen at the step's start.
    fn restart_game(&mut self) {
        self.game = lesson_game(&self.tutorial, self.settings, self.test_mode);
        self.new_game = true;
        self.log_step();
    }

    /// Draws the lesson's match and the lesson box.
    pub fn draw(&mut self) {
        self.game.draw();
        // The pause sheet covers the lesson as it covers the board.
        if self.game.is_paused() {
            return;
        }
        let button = self.button();
        self.lesson_box.draw(
            &self.tutorial,
            button,
            self.game.view(),
            self.game.ball_on_screen(),
        );
    }
}

/// The match screen of the tutorial's current step.
fn lesson_game(tutorial: &Tutorial, settings: Settings, test_mode: bool) -> Box<MatchScreen> {
    let mut game = MatchScreen::new(tutorial.table());
    game.watch_applied();
    super::match_start::prepared(game, settings, test_mode)
}
