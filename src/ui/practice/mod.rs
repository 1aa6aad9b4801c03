//! Flick practice: drills on the real pitch, each try scored, the personal bests kept.
//!
//! The Flick practice page (`list`, from the title screen) lists the drills; a drill is
//! played on the normal match screen in free play: the table at the drill's position strikes
//! each flick through the physics of a match (the control of the settings: swipe or drag
//! back), the rules never see it, and the ball rests where the physics stopped it. The path
//! is judged by [`hexkick_practice::Course::judge`], counted in the bests (saved in their
//! slot) and told in the drill's own panel (`panel`) in the match panel's place, its target
//! and how far off the try was drawn on the board (`marks`).
//!
//! Test mode logs `HEXKICK practice_drill drill=gap style=low control=swipe best=92 tries=3`
//! when a drill starts, `HEXKICK practice drill=gap result=hit|miss off_cm=1.2 score=92 best=92
//! new_best=1 why=none|touched_away_4|out|short|astray` for each try, and the buttons as
//! `menu_button screen=practice|practice_drill id=...`.

pub mod list;
mod marks;
pub mod panel;
pub mod report;

use super::app_saves::open_saves;
use super::flick_input::FlickControl;
use super::form::Announcer;
use super::match_screen::{MatchScreen, MatchSignal};
use super::page::Page;
use super::settings::Settings;
use super::sound::Hit;
use super::test_log::{Kind, Line};
use crate::input::stroke::{PointerId, StrokeEvent};
use hexkick_practice::{Bests, Course, Drill, DrillError, DrillId, Miss, Try, words};
use hexkick_storage::Saves;
use hexkick_table::KickPath;
use hexkick_table::offers::{player_key, player_name};
use hexkick_table::save_words::{notice_words, save_error_words};
use hexkick_table::words::style_key;
use panel::{DrillTap, Told};

/// What the drill screen asks of the frame loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeSignal {
    /// Nothing to do.
    Nothing,
    /// Back to the Flick practice page.
    Back,
}

/// A drill being played.
pub struct PracticeScreen {
    drill: Drill,
    course: Course,
    game: Box<MatchScreen>,
    settings: Settings,
    test_mode: bool,
    saves: Saves,
    bests: Bests,
    /// The try, once its ball rested, and whether it made a new best.
    done: Option<(Try, bool)>,
    /// The fingers that came down on the board (the panel's are the screen's own).
    on_board: Vec<PointerId>,
    announcer: Announcer,
    /// A new match screen was set up since the frame loop last asked.
    new_game: bool,
}

impl PracticeScreen {
    /// `drill` at its start, flicked with the player's settings; the bests read from the
    /// saves (a notice about them was told on the Flick practice page).
    pub fn open(
        drill: DrillId,
        settings: Settings,
        test_mode: bool,
    ) -> Result<PracticeScreen, DrillError> {
        let (mut saves, _) = open_saves();
        let (bests, _) = Bests::load(&mut saves);
        let (game, course) = drill_game(&drill.drill(), settings, test_mode)?;
        let screen = PracticeScreen {
            drill: drill.drill(),
            course,
            game,
            settings,
            test_mode,
            saves,
            bests,
            done: None,
            on_board: Vec::new(),
            announcer: Announcer::default(),
            new_game: true,
        };
        screen.log_start();
        Ok(screen)
    }

    /// The match screen the drill is played on.
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

    /// The sounds and ticks due.
    pub fn take_cues(&mut self) -> Vec<Hit> {
        self.game.take_cues()
    }

    fn drag_back(&self) -> bool {
        self.settings.flick_control == FlickControl::DragBack
    }

    fn log_start(&self) {
        let record = self.bests.of(self.drill.id);
        Line::new(Kind::PracticeDrill)
            .field("drill", self.drill.id.key())
            .field("style", style_key(self.drill.style))
            .field("control", control_key(self.drag_back()))
            .field("best", record.best.map_or(0, |b| b.score))
            .field("tries", record.tries)
            .write();
    }

    /// The panel as it is now.
    fn panel(&self) -> Page<DrillTap> {
        panel::panel(
            &self.game.view(),
            &Told {
                drill: &self.drill,
                drag_back: self.drag_back(),
                done: self.done,
                why: (self.done.and_then(|(t, _)| t.miss)).map(|m| {
                    let setup = self.game.table().setup();
                    words::miss(m, |p| player_name(setup, p))
                }),
                record: self.bests.of(self.drill.id),
            },
        )
    }

    /// Handles the frame's strokes (the board's go to the match screen until the try is
    /// played, the panel's are its buttons) and advances the drill by `dt` seconds.
    pub fn update(&mut self, events: &[StrokeEvent], dt: f64) -> PracticeSignal {
        let page = self.panel();
        if self.test_mode {
            self.announcer.announce("practice_drill", &page.targets());
        }
        let tapped = events.iter().find_map(|e| match *e {
            StrokeEvent::Released { start, end, .. } => page.hit(start, end),
            _ => None,
        });
        let to_board = self.board_events(events);
        if self.game.update(&to_board, dt) == MatchSignal::Back {
            return PracticeSignal::Back;
        }
        if let Some(path) = self.game.take_free_kick() {
            self.judge(&path);
        }
        let next = match tapped {
            Some(DrillTap::Back) => return PracticeSignal::Back,
            Some(DrillTap::Again) => self.drill.id,
            Some(DrillTap::Next) => self.drill.id.next(),
            None => return PracticeSignal::Nothing,
        };
        match self.restart(next) {
            Ok(()) => PracticeSignal::Nothing,
            Err(e) => {
                Line::new(Kind::StartFailed).text("reason", e).write();
                PracticeSignal::Back
            }
        }
    }

    /// The strokes of fingers that came down on the board, while no try is played.
    fn board_events(&mut self, events: &[StrokeEvent]) -> Vec<StrokeEvent> {
        let (x, y, w, h) = self.game.view().room();
        let room = macroquad::prelude::Rect::new(x, y, w, h);
        let mut out = Vec::new();
        for event in events {
            let keep = match *event {
                StrokeEvent::Began { id, at } => {
                    let on =
                        self.done.is_none() && room.contains(macroquad::prelude::vec2(at.x, at.y));
                    if on {
                        self.on_board.push(id);
                    }
                    on
                }
                StrokeEvent::Moved { id, .. } => self.on_board.contains(&id),
                StrokeEvent::Released { id, .. } | StrokeEvent::Cancelled { id } => {
                    let was = self.on_board.contains(&id);
                    self.on_board.retain(|f| *f != id);
                    was
                }
            };
            if keep {
                out.push(*event);
            }
        }
        out
    }

    /// Judges the try whose ball rested, counts it in the bests and saves them.
    fn judge(&mut self, path: &KickPath) {
        let done = self.course.judge(path);
        let new_best = self.bests.record(&done);
        self.done = Some((done, new_best));
        // Under the board, in place of the cell the ball stopped in: the verdict.
        self.game.say(&words::verdict(&done));
        let record = self.bests.of(done.drill);
        Line::new(Kind::Practice)
            .field("drill", done.drill.key())
            .field("result", if done.hit { "hit" } else { "miss" })
            .fixed("off_cm", done.off_cm, 1)
            .field("score", done.score)
            .field("best", record.best.map_or(0, |b| b.score))
            .field("new_best", u8::from(new_best))
            .field("why", miss_key(done.miss))
            .field("tries", record.tries)
            .field("control", control_key(self.drag_back()))
            .write();
        if let Err(e) = self.bests.save(&mut self.saves) {
            Line::new(Kind::SaveFailed).text("reason", &e).write();
            self.game.say(&save_error_words(&e));
        }
        for notice in self.saves.take_set_aside() {
            let words = notice_words(&notice);
            Line::new(Kind::Notice).text("text", &words).write();
            self.game.say(&words);
        }
    }

    /// A new match screen at the start of `drill`.
    fn restart(&mut self, drill: DrillId) -> Result<(), DrillError> {
        let fresh = drill.drill();
        let (game, course) = drill_game(&fresh, self.settings, self.test_mode)?;
        self.drill = fresh;
        self.game = game;
        self.course = course;
        self.done = None;
        self.on_board.clear();
        self.new_game = true;
        // A new drill is a new screen for test drivers: its buttons are told again.
        self.announcer = Announcer::default();
        self.log_start();
        Ok(())
    }

    /// Draws the drill's board, its target, how far off the try was, and its panel.
    pub fn draw(&mut self) {
        self.game.draw();
        let view = self.game.view();
        marks::draw_mark(&view, &self.course.mark);
        if let Some((done, _)) = &self.done {
            marks::draw_miss_line(&view, &self.course.mark, done);
        }
        self.panel().draw();
    }
}

/// Why a try missed, in log lines.
fn miss_key(miss: Option<Miss>) -> String {
    match miss {
        None => "none".to_string(),
        Some(Miss::Touched(p)) => format!("touched_{}", player_key(p)),
        Some(Miss::Out) => "out".to_string(),
        Some(Miss::Short) => "short".to_string(),
        Some(Miss::Astray) => "astray".to_string(),
    }
}

/// The control's key in log lines.
fn control_key(drag_back: bool) -> &'static str {
    if drag_back { "drag_back" } else { "swipe" }
}

/// The match screen of `drill` in free play (its panel the drill's, no table mode), and the
/// drill on its board.
fn drill_game(
    drill: &Drill,
    settings: Settings,
    test_mode: bool,
) -> Result<(Box<MatchScreen>, Course), DrillError> {
    let table = drill.table()?;
    let course = Course::of(drill, table.state());
    let mut game = super::match_start::prepared(MatchScreen::new(table), settings, test_mode);
    game.set_table_mode(false);
    game.set_free_play(true);
    // No person nor AI plays the match: its panel has no button of its own.
    game.set_controls(Vec::new());
    Ok((game, course))
}
