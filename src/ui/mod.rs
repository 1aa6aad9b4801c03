//! The game window: title screen, match screen, test mode and the frame benchmark.
//!
//! Everything here runs inside macroquad's window; `main.rs` opens it with [`start`].

pub mod app_saves;
pub mod badge;
pub mod capture;
pub mod competition;
pub mod draw;
pub mod flick_input;
pub mod fonts;
pub mod form;
pub mod frame_bench;
#[cfg(not(target_arch = "wasm32"))]
pub mod frame_pace;
pub mod frame_stats;
pub mod kit;
pub mod layer_cache;
pub mod layout_report;
pub mod lifecycle;
pub mod lineup;
pub mod match_screen;
pub mod menus;
pub mod new_match;
pub mod options;
pub mod page;
pub mod palette;
pub mod peg_sprites;
pub mod peg_sticker;
pub mod pieces;
pub mod pitch_layer;
pub mod rules_screen;
#[cfg(not(target_arch = "wasm32"))]
pub mod save_bench;
pub mod scenario_start;
pub mod scene_draw;
#[cfg(not(target_arch = "wasm32"))]
pub mod screenshot;
pub mod settings;
pub mod sound;
pub mod strip_art;
pub mod studio;
pub mod test_log;
pub mod title;
pub mod tutorial;
pub mod tutorial_box;
pub mod view;
pub mod watch;
pub mod web_page;
pub mod widgets;
/// Words broken into lines that fit a width (one definition for every screen).
pub mod wrap;

use crate::input::device::PointerDevice;
use crate::input::stroke::{StrokeEvent, StrokeTracker};
use flick_input::FlickFeel;
use frame_bench::FrameBench;
use hexkick_i18n::Lang;
use hexkick_table::{MatchSetup, Table};
use macroquad::prelude::{
    KeyCode, get_time, is_key_pressed, next_frame, screen_dpi_scale, screen_height, screen_width,
};
use macroquad::window::Conf;
use match_screen::log_lines::with_position;
use match_screen::{MatchScreen, MatchSignal};
use menus::{MenuExit, Menus};
pub use options::GameOptions;
use settings::Settings;
use sound::{Cue, Sounds};
use studio::{StudioScreen, StudioSignal, StudioTestMode};
use test_log::{Kind, Line};

/// Test mode logs frames slower than this, in seconds (a stalled frame merges pointer events).
const SLOW_FRAME_S: f64 = 0.05;

/// MSAA samples of the window: smooth edges on the moving pieces.
const WINDOW_SAMPLES: i32 = 1;

/// The window configuration: title "hexkick", high DPI, resizable, the requested size.
/// On the web it asks for WebGL 2: the cached layers are multisampled render targets, which
/// WebGL 1 cannot make.
pub fn window_conf(options: &GameOptions) -> Conf {
    Conf {
        window_title: "hexkick".to_string(),
        window_width: options.size.0 as i32,
        window_height: options.size.1 as i32,
        high_dpi: true,
        sample_count: WINDOW_SAMPLES,
        window_resizable: true,
        platform: macroquad::miniquad::conf::Platform {
            webgl_version: macroquad::miniquad::conf::WebGLVersion::WebGL2,
            ..Default::default()
        },
        ..Default::default()
    }
}

/// Opens the game window and runs it until the player (or the test mode) quits.
pub fn start(options: GameOptions) {
    sound::device::watch();
    macroquad::Window::from_config(window_conf(&options), run(options));
}

enum Screen {
    Menus(Box<Menus>),
    Match(Box<MatchScreen>),
    Studio(Box<StudioScreen>),
    Tutorial(Box<tutorial::TutorialScreen>),
    Watch(Box<watch::WatchScreen>),
}

/// Frames a match started from the studio is shown before its test-mode screenshot.
const STUDIO_MATCH_SHOT_FRAMES: u64 = 20;

/// Dresses the match in its teams' strips (when both teams are found) and logs what they wear.
fn dress(game: &mut MatchScreen, kit: Option<kit::MatchKit>) {
    if let Some(kit) = kit {
        Line::new(Kind::MatchKit)
            .text("home", &kit.home.name)
            .field("home_shirt", kit.home.strip.shirt)
            .text("away", &kit.away.name)
            .field("away_shirt", kit.away.strip.shirt)
            .write();
        game.set_kit(kit);
    }
}

/// A match screen with the player's settings applied (and its test-mode log lines).
fn prepared(mut game: MatchScreen, settings: Settings, test_mode: bool) -> Box<MatchScreen> {
    game.set_test_mode(test_mode);
    game.set_aim_assist(settings.aim_assist);
    game.set_flick_feel(FlickFeel::new(
        settings.flick_control,
        settings.flick_sensitivity,
    ));
    game.set_soft_kick(settings.soft_kick.cm());
    game.set_table_mode(settings.table_mode);
    game.set_speed(settings.animation_speed.factor());
    game.set_ai_pace(settings.ai_pace.in_play(test_mode));
    game.set_left_handed(settings.left_handed);
    if !settings.undo {
        game.set_undo_allowed(false);
    }
    Box::new(game)
}

/// A new match saved at once (`absent`: a competition's players who miss it), on its screen
/// dressed in `kit` with the player's settings; `None` (logged) when the set-up's squads do
/// not fit its rules.
fn new_match_screen(
    setup: MatchSetup,
    absent: Vec<hexkick_rules::squad::PlayerId>,
    kit: Option<kit::MatchKit>,
    settings: Settings,
    test_mode: bool,
) -> Option<Box<MatchScreen>> {
    match Table::without(setup, absent, app_saves::open_saves().0) {
        Ok(table) => {
            with_position(Line::new(Kind::MatchStarted), &table)
                .field("home", table.coach(hexkick_rules::squad::Side::Home).name())
                .field("away", table.coach(hexkick_rules::squad::Side::Away).name())
                .write();
            let mut game = MatchScreen::new(table);
            dress(&mut game, kit);
            Some(prepared(game, settings, test_mode))
        }
        Err(e) => {
            Line::new(Kind::StartFailed).text("reason", e).write();
            None
        }
    }
}

/// The frame loop.
async fn run(options: GameOptions) {
    if options.test_mode || options.bench_frames.is_some() {
        test_log::switch_on();
    }
    let mut device = PointerDevice::new();
    let mut lifecycle = lifecycle::Lifecycle::watch(options.test_mode);
    let mut strokes = StrokeTracker::new();
    let straight_to_match = (options.test_mode && !options.menus) || options.bench_frames.is_some();
    if options.table_mode && !straight_to_match {
        // `--table` and the Settings screen's switch are one: the saved setting goes on (a
        // test run straight to a match sets its screen directly and saves nothing).
        let (mut saves, _) = app_saves::open_saves();
        if let Err(e) = Settings::switch_on_table_mode(&mut saves) {
            Line::new(Kind::SaveFailed).text("reason", e).write();
        }
        if let Err(e) = saves.flush() {
            Line::new(Kind::SaveFailed).text("reason", e).write();
        }
    }
    let seed = options.test_mode.then_some(options.seed);
    // Test mode speaks English unless --lang asks otherwise, whatever the machine's locale.
    // The language is set before the title screen words its notices.
    let locale = (!options.test_mode)
        .then(crate::launch::system_locale)
        .flatten();
    let menus = Menus::open_with(options.test_mode, |settings| {
        hexkick_i18n::set_lang(Lang::at_startup(
            options.lang,
            settings.language,
            locale.as_deref(),
        ));
    });
    let menus = Box::new(menus.with_seed(seed));
    let mut sounds = Sounds::start(menus.settings().gain(), options.test_mode);
    palette::use_palette(menus.settings().palette);
    let studio_test = StudioTestMode {
        log: options.test_mode,
        shots: options.shots.clone(),
    };
    let studio_run = options.studio && options.test_mode;
    let mut studio_match_from: Option<u64> = None;
    let mut screen = if options.studio {
        Screen::Studio(Box::new(StudioScreen::new(studio_test.clone())))
    } else if let Some(watched) = watch::from_options(&options) {
        match watched {
            Ok(w) => Screen::Watch(w),
            Err(e) => {
                eprintln!("hexkick: {e}");
                Line::new(Kind::StartFailed).text("reason", &e).write();
                end_run(2);
                Screen::Menus(menus)
            }
        }
    } else if straight_to_match {
        match first_match(&options) {
            Ok(game) => Screen::Match(game),
            Err(e) => {
                eprintln!("hexkick: {e}");
                Line::new(Kind::StartFailed).text("reason", &e).write();
                end_run(2);
                Screen::Menus(menus)
            }
        }
    } else {
        Screen::Menus(menus)
    };
    let mut bench = options.bench_frames.map(FrameBench::new);
    let started = get_time();
    let mut last = started;
    let mut frame: u64 = 0;
    let mut announced = false;
    let mut flight_shot = options.flight_screenshot.clone();
    let mut test_mode = options.test_mode;
    let mut drag_shot = options.drag_screenshot.clone();
    let mut shots_taken = 0u32;
    // Whether the page was asked to keep the screen awake (during a match).
    let mut awake = false;
    let mut captures = options
        .screen_shots
        .as_deref()
        .map(capture::ScreenCapture::new);
    #[cfg(not(target_arch = "wasm32"))]
    let mut pace = (options.test_mode && bench.is_none()).then(frame_pace::FramePace::default);
    loop {
        lifecycle.frame();
        let now = get_time();
        let dt = now - last;
        last = now;
        let pointer_events = device.poll();
        strokes.set_sample_interval(device.read_window());
        let events: Vec<StrokeEvent> = pointer_events
            .into_iter()
            .filter_map(|e| strokes.handle(e))
            .collect();
        let mut rested = false;
        match &mut screen {
            Screen::Menus(menus) => {
                let mut changed = None;
                let exit = menus.update(&events, &mut changed);
                if let Some(settings) = changed {
                    sounds.set_gain(settings.gain());
                    palette::use_palette(settings.palette);
                    if let Some(lang) = settings.language {
                        hexkick_i18n::set_lang(lang);
                    }
                }
                match exit {
                    None => {}
                    Some(MenuExit::Studio) => {
                        screen = Screen::Studio(Box::new(StudioScreen::new(studio_test.clone())))
                    }
                    Some(MenuExit::NewMatch(setup)) => {
                        sounds.play(Cue::Whistle);
                        let kit = menus.kit_for(&setup);
                        let settings = menus.settings();
                        if let Some(game) =
                            new_match_screen(*setup, Vec::new(), kit, settings, options.test_mode)
                        {
                            if studio_run {
                                studio_match_from = Some(frame);
                            }
                            screen = Screen::Match(game);
                        }
                    }
                    Some(MenuExit::Tutorial) => {
                        match tutorial::TutorialScreen::new(menus.settings(), options.test_mode) {
                            Ok(lessons) => screen = Screen::Tutorial(Box::new(lessons)),
                            Err(e) => Line::new(Kind::StartFailed).text("reason", e).write(),
                        }
                    }
                    Some(MenuExit::CompetitionMatch(setup, absent)) => {
                        sounds.play(Cue::Whistle);
                        let kit = menus.kit_for(&setup);
                        let settings = menus.settings();
                        if let Some(game) =
                            new_match_screen(*setup, absent, kit, settings, options.test_mode)
                        {
                            screen = Screen::Match(game);
                        }
                    }
                    Some(MenuExit::Watch(opening)) => {
                        let kit = |setup: &MatchSetup| menus.kit_for(setup);
                        match watch::open(opening, kit, options.test_mode) {
                            Ok(w) => screen = Screen::Watch(w),
                            Err(why) => menus.refused(why),
                        }
                    }
                    Some(MenuExit::Continue(table)) => {
                        sounds.play(Cue::Whistle);
                        with_position(Line::new(Kind::MatchResumed), &table).write();
                        let kit = menus.kit_for(table.setup());
                        let mut game = MatchScreen::new(*table);
                        dress(&mut game, kit);
                        screen = Screen::Match(prepared(game, menus.settings(), options.test_mode));
                    }
                }
            }
            Screen::Studio(studio) => match studio.update(&events) {
                StudioSignal::Back if studio_run => end_run(0),
                StudioSignal::Back => {
                    screen = Screen::Menus(Box::new(Menus::open(options.test_mode).with_seed(seed)))
                }
                StudioSignal::Play(team) => {
                    let menus = Menus::open_new_match_with(options.test_mode, &team);
                    screen = Screen::Menus(Box::new(menus));
                }
                StudioSignal::Nothing => {}
            },
            Screen::Match(game) => {
                if game.fit_to_window() || !announced {
                    announce(game);
                    announced = true;
                }
                if let Some(b) = &mut bench {
                    b.drive(game, frame);
                }
                let signal = game.update(&events, dt);
                for cue in game.take_cues() {
                    sounds.play(cue);
                }
                match signal {
                    MatchSignal::Back => {
                        game.flush();
                        let menus = Menus::open(options.test_mode).with_seed(seed);
                        screen = Screen::Menus(Box::new(menus));
                        announced = false;
                    }
                    MatchSignal::WatchAgain => {
                        let again = watch::Opening::Replay(Box::new(game.record().clone()));
                        if let Ok(w) = watch::open(again, |_| game.kit(), options.test_mode) {
                            screen = Screen::Watch(w);
                            announced = false;
                        }
                    }
                    MatchSignal::BallRested => rested = true,
                    MatchSignal::Nothing | MatchSignal::Control(_) => {}
                }
            }
            Screen::Watch(watched) => {
                if watched.game_mut().fit_to_window() || !announced {
                    announce(watched.game());
                    announced = true;
                }
                let signal = watched.update(&events, dt);
                for cue in watched.game_mut().take_cues() {
                    sounds.play(cue);
                }
                if signal == watch::WatchSignal::Back {
                    screen = Screen::Menus(Box::new(Menus::open(options.test_mode)));
                    announced = false;
                }
            }
            Screen::Tutorial(lessons) => {
                if lessons.game_mut().fit_to_window() || lessons.take_new_game() || !announced {
                    announce(lessons.game());
                    announced = true;
                }
                let signal = lessons.update(&events, dt);
                for cue in lessons.take_cues() {
                    sounds.play(cue);
                }
                match signal {
                    tutorial::TutorialSignal::Nothing => {}
                    tutorial::TutorialSignal::Back => {
                        screen = Screen::Menus(Box::new(Menus::open(options.test_mode)));
                        announced = false;
                    }
                    tutorial::TutorialSignal::PlayMatch => {
                        sounds.play(Cue::Whistle);
                        let seed = (macroquad::miniquad::date::now() * 1000.0) as u64;
                        let setup = hexkick_tutorial::final_match(seed);
                        let settings = lessons.settings();
                        announced = false;
                        screen = match new_match_screen(
                            setup,
                            Vec::new(),
                            None,
                            settings,
                            options.test_mode,
                        ) {
                            Some(game) => Screen::Match(game),
                            None => Screen::Menus(Box::new(Menus::open(options.test_mode))),
                        };
                    }
                }
            }
        }
        match &mut screen {
            Screen::Menus(menus) => menus.draw(),
            Screen::Match(game) => game.draw(),
            Screen::Tutorial(lessons) => lessons.draw(),
            Screen::Watch(watched) => watched.draw(),
            Screen::Studio(studio) => {
                studio.draw();
                if let Some(path) = studio.take_shot_due() {
                    save_screenshot(&path);
                }
            }
        }
        if studio_run
            && let Some(from) = studio_match_from
            && frame >= from + STUDIO_MATCH_SHOT_FRAMES
        {
            if let Some(dir) = &options.shots {
                save_screenshot(&format!("{dir}/match.png"));
            }
            end_run(0);
            studio_match_from = None;
        }
        let in_match = matches!(screen, Screen::Match(_) | Screen::Watch(_));
        if in_match != awake {
            awake = in_match;
            web_page::keep_awake(awake);
        }
        if let Some(c) = &mut captures {
            let name = match &screen {
                Screen::Menus(menus) => menus.screen_name().to_string(),
                Screen::Match(game) => game.screen_name(),
                Screen::Studio(_) => "studio".to_string(),
                Screen::Tutorial(_) => "tutorial".to_string(),
                Screen::Watch(w) => w.screen_name().to_string(),
            };
            if let Some(path) = c.frame(&name) {
                save_screenshot(&path);
            }
        }
        frame += 1;
        if frame == 1 && (options.test_mode || bench.is_some()) {
            // macroquad's clock starts when the window's context is made.
            Line::new(Kind::FirstFrame)
                .fixed("ms", get_time() * 1000.0, 0)
                .write();
        }
        if let Some(b) = &mut bench {
            if let Some(code) = b.record(dt, now, frame) {
                // The last frame measured is still on screen: the picture of the benchmark.
                if code == 0 && !finish_test_screenshot(&options) {
                    end_run(1);
                }
                end_run(code);
                bench = None;
            }
        } else if test_mode {
            if frame.is_multiple_of(60) {
                Line::new(Kind::Frame)
                    .field("n", frame)
                    .fixed("dt_ms", dt * 1000.0, 2)
                    .write();
            }
            if dt > SLOW_FRAME_S && frame > 1 {
                Line::new(Kind::SlowFrame)
                    .field("n", frame)
                    .fixed("dt_ms", dt * 1000.0, 1)
                    .write();
            }
            if let Screen::Match(game) = &screen
                && game
                    .flight_time_s()
                    .is_some_and(|t| t >= options::FLIGHT_SHOT_S)
                && let Some(path) = flight_shot.take()
            {
                save_screenshot(&path);
            }
            // Once the drag has moved far enough for the aim assist to draw a path (or at all,
            // with the assist off).
            if let Screen::Match(game) = &screen
                && game
                    .dragged_path_len()
                    .is_some_and(|n| n > 3 || !options.aim_assist)
                && let Some(path) = drag_shot.take()
            {
                save_screenshot(&path);
            }
            if let Some(prefix) = &options.shot_prefix
                && is_key_pressed(KeyCode::S)
            {
                shots_taken += 1;
                save_screenshot(&format!("{prefix}-{shots_taken}.png"));
            }
            if rested && options.screenshot.is_some() {
                end_run(finish_test(&options));
                test_mode = false;
            } else if now - started > options.timeout_s {
                Line::new(Kind::Timeout).write();
                // The screenshot still shows what the screen looked like when it gave up.
                finish_test(&options);
                end_run(3);
                test_mode = false;
            }
        }
        if let Some(b) = &mut bench {
            b.drawn(get_time());
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(pace) = &mut pace {
            pace.wait();
        }
        next_frame().await;
    }
}

/// The match a test or bench run starts with: a scenario's position, or the test kick-off.
/// The error is a scenario's [`scenario_start::StartError`] or the match screen's message.
fn first_match(options: &GameOptions) -> Result<Box<MatchScreen>, Box<dyn std::error::Error>> {
    let mut game = match &options.scenario {
        Some(name) => {
            let state = scenario_start::load(name)?;
            MatchScreen::at_position_with_ai(state, options.seed, &options.ai)
        }
        None => MatchScreen::test_position_with_ai(&options.ai)?,
    };
    game.set_aim_assist(options.aim_assist);
    if options.drag_back {
        game.set_flick_feel(FlickFeel::new(
            flick_input::FlickControl::DragBack,
            flick_input::Sensitivity::default(),
        ));
    }
    game.set_test_mode(options.test_mode);
    if options.bench_frames.is_some() {
        game.set_free_play(true);
        game.dress_for_bench()?;
    }
    game.set_table_mode(options.table_mode);
    game.zoom_on_ball(options.zoom);
    Ok(Box::new(game))
}

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

/// Ends a test or bench run with an exit code. Native builds exit. A wasm module cannot exit
/// (std's exit traps and the page goes black), so the web logs `HEXKICK exit code=N` and keeps
/// showing the game.
fn end_run(code: i32) {
    lifecycle::flush_saves("exit", false);
    #[cfg(not(target_arch = "wasm32"))]
    std::process::exit(code);
    #[cfg(target_arch = "wasm32")]
    Line::new(Kind::Exit).field("code", code).write();
}

/// Writes the screenshot if one was asked for; returns the exit code.
fn finish_test(options: &GameOptions) -> i32 {
    if finish_test_screenshot(options) {
        0
    } else {
        1
    }
}

/// Writes the screenshot if one was asked for; false when it could not be written.
fn finish_test_screenshot(options: &GameOptions) -> bool {
    options.screenshot.as_deref().is_none_or(save_screenshot)
}

/// Writes a screenshot and logs where; false (with the reason on stderr) when it failed.
fn save_screenshot(path: &str) -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    match screenshot::save_png(path) {
        Ok(()) => {
            Line::new(Kind::Screenshot).field("path", path).write();
            true
        }
        Err(e) => {
            eprintln!("hexkick: {e}");
            false
        }
    }
    #[cfg(target_arch = "wasm32")]
    {
        Line::new(Kind::ScreenshotUnsupported)
            .field("path", path)
            .write();
        true
    }
}
