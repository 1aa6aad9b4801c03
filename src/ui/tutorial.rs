//! The tutorial's screen ("Learn to play"): each lesson played on the normal match screen,
//! with the lesson box (`tutorial_box`) saying what to do, then what happened. The lessons,
//! their goals and words are the headless [`hexkick_tutorial`]; this screen feeds it the
//! commands the match screen showed, kicks with the control the step asks for (the first
//! lesson's swipe, then its pull back, then the one the player kept: saved as his setting),
//! shows the aim line's whole path once the tutorial says the player needs it (none before,
//! in the lessons), and plays a demonstration's moves on the board.
//!
//! Test mode logs `HEXKICK tutorial lesson=N step=N verdict=none|passed|retry|watching|shown
//! misses=N aim=0|1 control=Swipe|DragBack says="..."` (the box's words), the box's buttons as `menu_button
//! screen=tutorial id=next|retry|show_me|your_turn|keep_swipe|keep_drag_back|play_match`
//! lines, and the control kept as `tutorial_control control=Swipe|DragBack was=Swipe|DragBack
//! saved=0|1` (`was`: the setting before).

use super::app_saves::app_saves;
use super::flick_input::{FlickControl, FlickFeel};
use super::form::Announcer;
use super::match_screen::{MatchScreen, MatchSignal};
use super::settings::Settings;
use super::sound::Hit;
use super::test_log::{Kind, Line};
use super::tutorial_box::{InSight, LessonBox};
use crate::input::stroke::StrokeEvent;
use hexkick_table::AimHelp;
use hexkick_tutorial::{Answer, Control, Move, Next, PositionError, Stage, Tutorial};

/// A demonstration waits this long before each of its moves, seconds (the board reset, then
/// the flick, for the eye to follow).
const DEMO_PAUSE_S: f64 = 0.8;

/// Drawn over the match's panel while the lesson box asks for an answer.
const PANEL_VEIL: macroquad::prelude::Color = macroquad::prelude::Color::new(0.0, 0.0, 0.0, 0.6);

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

/// A demonstration being played: the moves still to play and the wait before the next.
struct DemoRun {
    moves: Vec<Move>,
    wait_s: f64,
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
    demo: Option<DemoRun>,
}

impl TutorialScreen {
    /// The tutorial at the lesson the player reached (the first on a first visit), drawn with
    /// the player's settings.
    pub fn new(settings: Settings, test_mode: bool) -> Result<TutorialScreen, PositionError> {
        let tutorial = Tutorial::at_lesson(usize::from(settings.tutorial_lesson))?;
        let game = lesson_game(&tutorial, settings, test_mode);
        let mut screen = TutorialScreen {
            tutorial,
            game,
            settings,
            test_mode,
            lesson_box: LessonBox::default(),
            announcer: Announcer::default(),
            new_game: true,
            demo: None,
        };
        screen.dress_game();
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

    /// The player's settings (with the flick control he kept in the first lesson).
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// The sounds due.
    pub fn take_cues(&mut self) -> Vec<Hit> {
        self.game.take_cues()
    }

    fn log_step(&self) {
        let verdict = match self.tutorial.stage() {
            Stage::Playing => "none",
            Stage::Watching => "watching",
            Stage::Passed => "passed",
            Stage::Missed => "retry",
            Stage::Shown => "shown",
        };
        Line::new(Kind::Tutorial)
            .field("lesson", self.tutorial.lesson_number())
            .field("step", self.tutorial.step_number())
            .field("verdict", verdict)
            .field("misses", self.tutorial.misses())
            .field("aim", u8::from(self.tutorial.aim_help()))
            .field("control", format_args!("{:?}", self.control()))
            .text("says", self.tutorial.words())
            .write();
    }

    /// The control the step is kicked with.
    fn control(&self) -> FlickControl {
        match self.tutorial.control() {
            Control::Chosen => self.settings.flick_control,
            Control::Swipe => FlickControl::Swipe,
            Control::DragBack => FlickControl::DragBack,
        }
    }

    /// Sets the match screen up for the step: its control, and the aim line the tutorial's
    /// helping hand asks for ([`TutorialScreen::show_aim_help`]). Logs the step.
    fn dress_game(&mut self) {
        let feel = FlickFeel::new(self.control(), self.settings.flick_sensitivity);
        self.game.set_flick_feel(feel);
        self.show_aim_help();
        self.log_step();
    }

    /// The helping hand's aim line, the one place the tutorial sets it: the whole path
    /// (`AimHelp::WholePath`) while [`Tutorial::aim_help`] says the player needs it (a flick
    /// step missed three times), else none during the lessons (`AimHelp::Off`, whatever the
    /// settings prefer: the lessons teach the flick before the aim line helps).
    fn show_aim_help(&mut self) {
        let help = if self.tutorial.aim_help() {
            AimHelp::WholePath
        } else {
            AimHelp::Off
        };
        self.game.set_aim_help(help);
    }

    /// What the lesson box must leave in sight: the ball, and where the step asks it to go.
    fn in_sight(&self) -> InSight {
        let view = self.game.view();
        let target = self.tutorial.target(self.game.state());
        InSight {
            ball: self.game.ball_on_screen(),
            target: target.map(|p| view.to_screen(p)),
        }
    }

    /// Handles the frame's strokes and advances the lesson's match by `dt` seconds.
    pub fn update(&mut self, events: &[StrokeEvent], dt: f64) -> TutorialSignal {
        let sight = self.in_sight();
        let buttons = self
            .lesson_box
            .buttons(&self.tutorial, self.game.view(), sight);
        if self.test_mode {
            let targets: Vec<(String, _)> = (buttons.iter())
                .map(|(a, r)| (a.id().to_string(), *r))
                .collect();
            self.announcer.announce("tutorial", &targets);
        }
        let tapped = buttons.iter().find_map(|&(answer, r)| {
            let on = |x: f32, y: f32| r.contains(macroquad::prelude::vec2(x, y));
            events
                .iter()
                .any(|e| match *e {
                    StrokeEvent::Released { start, end, .. } => {
                        on(start.x, start.y) && on(end.x, end.y)
                    }
                    _ => false,
                })
                .then_some(answer)
        });
        // While the box explains or a demonstration plays, the board takes no fingers.
        let watching = self.tutorial.stage() == Stage::Watching;
        let to_board: &[StrokeEvent] = if buttons.is_empty() && !watching {
            events
        } else {
            &[]
        };
        let signal = self.game.update(to_board, dt);
        for (command, applied) in self.game.take_applied() {
            let before = self.tutorial.stage();
            let table = self.game.table();
            let setup = table.setup().clone();
            self.tutorial
                .observe(&setup, &command, &applied, table.state());
            if self.tutorial.stage() != before {
                self.log_step();
            }
        }
        if signal == MatchSignal::Back {
            return TutorialSignal::Back;
        }
        if self.tutorial.stage() == Stage::Watching {
            self.play_demo(dt);
        }
        match tapped {
            Some(Answer::Retry | Answer::YourTurn) => {
                self.demo = None;
                self.tutorial.retry();
                self.restart_game();
            }
            Some(Answer::ShowMe) => {
                if let Some(moves) = self.tutorial.demonstrate() {
                    self.demo = Some(DemoRun {
                        moves: moves.to_vec(),
                        wait_s: DEMO_PAUSE_S,
                    });
                    self.restart_game();
                }
            }
            Some(Answer::KeepSwipe) => return self.keep(FlickControl::Swipe),
            Some(Answer::KeepDragBack) => return self.keep(FlickControl::DragBack),
            Some(Answer::Next) => return self.next(),
            Some(Answer::PlayMatch) => {
                self.reached(0);
                return TutorialSignal::PlayMatch;
            }
            None => {}
        }
        TutorialSignal::Nothing
    }

    /// Plays the demonstration's next move once the board is still and its pause is over.
    fn play_demo(&mut self, dt: f64) {
        let Some(demo) = self.demo.as_mut() else {
            return;
        };
        if !self.game.is_still() || demo.moves.is_empty() {
            return;
        }
        demo.wait_s -= dt;
        if demo.wait_s > 0.0 {
            return;
        }
        demo.wait_s = DEMO_PAUSE_S;
        let next = demo.moves.remove(0);
        match hexkick_tutorial::action_for(self.game.table(), next) {
            Ok(action) => self.game.direct(action),
            Err(why) => {
                // Never expected (the check plays every solution): the step starts again.
                Line::new(Kind::StartFailed).text("reason", why).write();
                self.tutorial.retry();
                self.restart_game();
            }
        }
    }

    /// Keeps `control` as the player's flick control (saved as his setting; a failed save
    /// is logged and the choice used until the game quits), then goes on.
    fn keep(&mut self, control: FlickControl) -> TutorialSignal {
        let was = std::mem::replace(&mut self.settings.flick_control, control);
        let saved = save_setting(|s| s.flick_control = control);
        Line::new(Kind::TutorialControl)
            .field("control", format_args!("{control:?}"))
            .field("was", format_args!("{was:?}"))
            .field("saved", u8::from(saved.is_ok()))
            .write();
        self.next()
    }

    /// On to the next step, the next lesson's table, or the match that ends the tutorial.
    fn next(&mut self) -> TutorialSignal {
        match self.tutorial.next(self.game.table().state()) {
            Ok(Next::Continue) => self.dress_game(),
            Ok(Next::NewTable) => {
                self.reached(self.tutorial.lesson_number() - 1);
                self.restart_game();
            }
            Ok(Next::Finished) => {
                self.reached(0);
                return TutorialSignal::PlayMatch;
            }
            Err(e) => {
                Line::new(Kind::StartFailed).text("reason", e).write();
                return TutorialSignal::Back;
            }
        }
        TutorialSignal::Nothing
    }

    /// Keeps `lesson` (from 0) as the one the tutorial opens on next time.
    fn reached(&mut self, lesson: usize) {
        let lesson = u8::try_from(lesson).unwrap_or(u8::MAX);
        self.settings.tutorial_lesson = lesson;
        let _ = save_setting(|s| s.tutorial_lesson = lesson);
    }

    /// A new match screen at the step's start.
    fn restart_game(&mut self) {
        self.game = lesson_game(&self.tutorial, self.settings, self.test_mode);
        self.new_game = true;
        self.dress_game();
    }

    /// Draws the lesson's match and the lesson box.
    pub fn draw(&mut self) {
        self.game.draw();
        // The pause sheet covers the lesson as it covers the board.
        if self.game.is_paused() {
            return;
        }
        // While the box asks for an answer the match takes no fingers: its panel is veiled.
        if !self.tutorial.answers().is_empty() {
            let (x, y, w, h) = self.game.view().panel();
            macroquad::prelude::draw_rectangle(x, y, w, h, PANEL_VEIL);
        }
        let sight = self.in_sight();
        self.lesson_box
            .draw(&self.tutorial, self.game.view(), sight);
    }
}

/// The match screen of the tutorial's current step.
fn lesson_game(tutorial: &Tutorial, settings: Settings, test_mode: bool) -> Box<MatchScreen> {
    let mut game = MatchScreen::new(tutorial.table());
    game.watch_applied();
    super::match_start::prepared(game, settings, test_mode)
}

/// Changes one of the player's saved settings (read again first: the menus may have saved
/// others since); a failed save is logged, and the choice is used until the game quits.
fn save_setting(change: impl FnOnce(&mut Settings)) -> Result<(), String> {
    let (mut saves, _) = app_saves();
    let (mut stored, _) = Settings::load(&mut saves);
    change(&mut stored);
    let saved = stored.save(&mut saves).map_err(|e| e.to_string());
    let saved = saved.and_then(|()| saves.flush().map_err(|e| e.to_string()));
    if let Err(e) = &saved {
        Line::new(Kind::SaveFailed).text("reason", e).write();
    }
    saved
}
