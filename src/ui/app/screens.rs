//! The screens the window shows, one at a time, and what each one's update hands on: the next
//! screen, sounds to play, a ball come to rest.

use super::Context;
use super::test_run::{TestRun, end_run, save_screenshot};
use crate::input::stroke::StrokeEvent;
use crate::ui::match_screen::log_lines::with_position;
use crate::ui::match_screen::{self, MatchScreen, MatchSignal};
use crate::ui::match_start::{dress, new_match_screen, prepared};
use crate::ui::menus::{MenuExit, Menus};
use crate::ui::palette;
use crate::ui::practice::{PracticeScreen, PracticeSignal};
use crate::ui::sound::{Cue, Hit};
use crate::ui::studio::{StudioScreen, StudioSignal};
use crate::ui::test_log::{Kind, Line};
use crate::ui::tutorial::{TutorialScreen, TutorialSignal};
use crate::ui::watch::{self, WatchScreen, WatchSignal};
use hexkick_table::MatchSetup;
use macroquad::prelude::{screen_dpi_scale, screen_height, screen_width};

/// The screen on show.
pub(super) enum Screen {
    Menus(Box<Menus>),
    Match(Box<MatchScreen>),
    Studio(Box<StudioScreen>),
    Tutorial(Box<TutorialScreen>),
    Watch(Box<WatchScreen>),
    Practice(Box<PracticeScreen>),
}

impl Screen {
    /// The menus as a new visit opens them.
    pub fn menus(ctx: &Context) -> Screen {
        Screen::Menus(Box::new(
            Menus::open(ctx.options.test_mode).with_seed(ctx.seed),
        ))
    }

    /// The studio, as the options ask for it.
    pub fn studio(ctx: &Context) -> Screen {
        Screen::Studio(Box::new(StudioScreen::new(ctx.studio_test.clone())))
    }

    /// The screen's name in screen captures.
    pub fn name(&self) -> String {
        match self {
            Screen::Menus(menus) => menus.screen_name().to_string(),
            Screen::Match(game) => game.screen_name(),
            Screen::Studio(_) => "studio".to_string(),
            Screen::Tutorial(_) => "tutorial".to_string(),
            Screen::Watch(w) => w.screen_name().to_string(),
            Screen::Practice(_) => "practice_drill".to_string(),
        }
    }

    /// Whether a match is on show (the page keeps the screen awake).
    pub fn shows_a_match(&self) -> bool {
        matches!(self, Screen::Match(_) | Screen::Watch(_))
    }

    /// Draws the screen (and takes the studio's screenshot when one is due).
    pub fn draw(&mut self) {
        match self {
            Screen::Menus(menus) => menus.draw(),
            Screen::Match(game) => game.draw(),
            Screen::Tutorial(lessons) => lessons.draw(),
            Screen::Watch(watched) => watched.draw(),
            Screen::Practice(drill) => drill.draw(),
            Screen::Studio(studio) => {
                studio.draw();
                if let Some(path) = studio.take_shot_due() {
                    save_screenshot(&path);
                }
            }
        }
    }
}

/// What one screen's update hands on.
#[derive(Default)]
pub(super) struct Handed {
    /// The screen to show next.
    pub next: Option<Screen>,
    /// The match's ball came to rest this frame.
    pub rested: bool,
}

impl Handed {
    fn next(screen: Option<Screen>) -> Self {
        Self {
            next: screen,
            rested: false,
        }
    }
}

/// Updates the screen on show with this frame's strokes.
pub(super) fn update(
    screen: &mut Screen,
    ctx: &mut Context,
    run: &mut TestRun,
    events: &[StrokeEvent],
    dt: f64,
) -> Handed {
    match screen {
        Screen::Menus(menus) => Handed::next(menus_update(menus, ctx, run, events)),
        Screen::Studio(studio) => Handed::next(studio_update(studio, ctx, events)),
        Screen::Match(game) => match_update(game, ctx, run, events, dt),
        Screen::Watch(watched) => Handed::next(watch_update(watched, ctx, events, dt)),
        Screen::Tutorial(lessons) => Handed::next(tutorial_update(lessons, ctx, events, dt)),
        Screen::Practice(drill) => Handed::next(practice_update(drill, ctx, events, dt)),
    }
}

/// The menus: settings changed on the way, and where the player went from them.
fn menus_update(
    menus: &mut Menus,
    ctx: &mut Context,
    run: &mut TestRun,
    events: &[StrokeEvent],
) -> Option<Screen> {
    let mut changed = None;
    let exit = menus.update(events, &mut changed);
    if let Some(settings) = changed {
        ctx.sounds.set_gain(settings.gain());
        ctx.haptics.set_on(settings.vibration);
        palette::use_palette(settings.palette);
        if let Some(lang) = settings.language {
            hexkick_i18n::set_lang(lang);
        }
    }
    let test_mode = ctx.options.test_mode;
    match exit? {
        MenuExit::Studio => Some(Screen::studio(ctx)),
        MenuExit::NewMatch(setup) => {
            ctx.sounds.play(Cue::Whistle);
            let kit = menus.kit_for(&setup);
            let game = new_match_screen(*setup, Vec::new(), kit, menus.settings(), test_mode)?;
            if ctx.studio_run() {
                run.studio_match_opened();
            }
            Some(Screen::Match(game))
        }
        MenuExit::Tutorial => match TutorialScreen::new(menus.settings(), test_mode) {
            Ok(lessons) => Some(Screen::Tutorial(Box::new(lessons))),
            Err(e) => {
                Line::new(Kind::StartFailed).text("reason", e).write();
                None
            }
        },
        MenuExit::Practice(drill) => match PracticeScreen::open(drill, menus.settings(), test_mode)
        {
            Ok(drill) => Some(Screen::Practice(Box::new(drill))),
            Err(e) => {
                Line::new(Kind::StartFailed).text("reason", e).write();
                None
            }
        },
        MenuExit::CompetitionMatch(setup, absent) => {
            ctx.sounds.play(Cue::Whistle);
            let kit = menus.kit_for(&setup);
            let game = new_match_screen(*setup, absent, kit, menus.settings(), test_mode)?;
            Some(Screen::Match(game))
        }
        MenuExit::Watch(opening) => {
            let kit = |setup: &MatchSetup| menus.kit_for(setup);
            match watch::open(opening, kit, test_mode) {
                Ok(w) => Some(Screen::Watch(w)),
                Err(why) => {
                    menus.refused(why);
                    None
                }
            }
        }
        MenuExit::Continue(table) => {
            ctx.sounds.play(Cue::Whistle);
            with_position(Line::new(Kind::MatchResumed), &table).write();
            let kit = menus.kit_for(table.setup());
            let mut game = MatchScreen::new(*table);
            dress(&mut game, kit);
            Some(Screen::Match(prepared(game, menus.settings(), test_mode)))
        }
    }
}

/// The studio: back to the menus (the end of a studio test run), or a match with a team.
fn studio_update(
    studio: &mut StudioScreen,
    ctx: &mut Context,
    events: &[StrokeEvent],
) -> Option<Screen> {
    match studio.update(events) {
        StudioSignal::Back if ctx.studio_run() => {
            end_run(0);
            None
        }
        StudioSignal::Back => Some(Screen::menus(ctx)),
        StudioSignal::Play(team) => {
            let menus = Menus::open_new_match_with(ctx.options.test_mode, &team);
            Some(Screen::Menus(Box::new(menus)))
        }
        StudioSignal::Nothing => None,
    }
}

/// The match: its sounds, and where the player went from it.
fn match_update(
    game: &mut MatchScreen,
    ctx: &mut Context,
    run: &mut TestRun,
    events: &[StrokeEvent],
    dt: f64,
) -> Handed {
    if game.fit_to_window() || !ctx.announced {
        announce(game);
        ctx.announced = true;
    }
    run.drive(game);
    let signal = game.update(events, dt);
    heard_and_felt(ctx, &game.take_cues());
    match signal {
        MatchSignal::Back => {
            game.flush();
            ctx.announced = false;
            Handed::next(Some(Screen::menus(ctx)))
        }
        MatchSignal::WatchAgain => {
            let again = watch::Opening::Replay(Box::new(game.record().clone()));
            let watched = watch::open(again, |_| game.kit(), ctx.options.test_mode).ok();
            ctx.announced &= watched.is_none();
            Handed::next(watched.map(Screen::Watch))
        }
        MatchSignal::BallRested => Handed {
            next: None,
            rested: true,
        },
        MatchSignal::Nothing | MatchSignal::Control(_) => Handed::default(),
    }
}

/// A played match's sounds, and its kick and contacts felt (a watched match is only heard).
fn heard_and_felt(ctx: &Context, hits: &[Hit]) {
    for hit in hits {
        ctx.sounds.play(*hit);
    }
    ctx.haptics.feel(hits);
}

/// A watched match: its sounds, and back to the menus.
fn watch_update(
    watched: &mut WatchScreen,
    ctx: &mut Context,
    events: &[StrokeEvent],
    dt: f64,
) -> Option<Screen> {
    if watched.game_mut().fit_to_window() || !ctx.announced {
        announce(watched.game());
        ctx.announced = true;
    }
    let signal = watched.update(events, dt);
    for cue in watched.game_mut().take_cues() {
        ctx.sounds.play(cue);
    }
    (signal == WatchSignal::Back).then(|| {
        ctx.announced = false;
        Screen::Menus(Box::new(Menus::open(ctx.options.test_mode)))
    })
}

/// The tutorial: its sounds, back to the menus, or the match that ends it.
fn tutorial_update(
    lessons: &mut TutorialScreen,
    ctx: &mut Context,
    events: &[StrokeEvent],
    dt: f64,
) -> Option<Screen> {
    if lessons.game_mut().fit_to_window() || lessons.take_new_game() || !ctx.announced {
        announce(lessons.game());
        ctx.announced = true;
    }
    let signal = lessons.update(events, dt);
    heard_and_felt(ctx, &lessons.take_cues());
    let test_mode = ctx.options.test_mode;
    match signal {
        TutorialSignal::Nothing => None,
        TutorialSignal::Back => {
            ctx.announced = false;
            Some(Screen::Menus(Box::new(Menus::open(test_mode))))
        }
        TutorialSignal::PlayMatch => {
            ctx.sounds.play(Cue::Whistle);
            let seed = (macroquad::miniquad::date::now() * 1000.0) as u64;
            let setup = hexkick_tutorial::final_match(seed);
            ctx.announced = false;
            let game = new_match_screen(setup, Vec::new(), None, lessons.settings(), test_mode);
            Some(game.map_or_else(
                || Screen::Menus(Box::new(Menus::open(test_mode))),
                Screen::Match,
            ))
        }
    }
}

/// A practice drill: its sounds and ticks, and back to the Flick practice page.
fn practice_update(
    drill: &mut PracticeScreen,
    ctx: &mut Context,
    events: &[StrokeEvent],
    dt: f64,
) -> Option<Screen> {
    if drill.game_mut().fit_to_window() || drill.take_new_game() || !ctx.announced {
        announce(drill.game());
        ctx.announced = true;
    }
    let signal = drill.update(events, dt);
    heard_and_felt(ctx, &drill.take_cues());
    (signal == PracticeSignal::Back).then(|| {
        ctx.announced = false;
        Screen::Menus(Box::new(Menus::open_practice(ctx.options.test_mode)))
    })
}

/// Logs the window and the match's view (test runs read where the ball and players are).
fn announce(game: &MatchScreen) {
    let ball = game.ball_on_screen();
    Line::new(Kind::Screen)
        .fixed("w", screen_width(), 0)
        .fixed("h", screen_height(), 0)
        .fixed("dpi", screen_dpi_scale(), 2)
        .write();
    match_screen::view_line(&game.view()).write();
    match_screen::ball_screen_line(ball).write();
    game.announce_positions();
}
