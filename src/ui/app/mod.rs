//! The game window's frame loop: the frame's input, the screen on show updated and drawn, and a
//! test or benchmark run's checks after it.

mod input;
mod paused;
mod screens;
mod test_run;

use crate::ui::app_saves::open_saves;
use crate::ui::haptics::Haptics;
use crate::ui::menus::{BackTo, Menus};
use crate::ui::options::GameOptions;
use crate::ui::settings::{LanguageAsk, Settings};
use crate::ui::sound::Sounds;
use crate::ui::studio::StudioTestMode;
use crate::ui::test_log::{self, Kind, Line};
use crate::ui::{palette, watch, web_page};
use hexkick_i18n::Lang;
use input::FrameInput;
use macroquad::prelude::next_frame;
use screens::Screen;
use test_run::{TestRun, end_run};

/// The frame loop.
pub(super) async fn run(options: GameOptions) {
    #[cfg(any(target_os = "android", target_os = "ios"))]
    crate::ui::panics::install_over_platform_hook();
    if options.test_mode || options.bench_frames.is_some() {
        test_log::switch_on();
    }
    let mut input = FrameInput::new(options.test_mode);
    let mut app = App::open(options);
    loop {
        let frame = input.next();
        let input = screens::Input {
            events: &frame.events,
            dt: frame.dt,
            back: frame.back,
        };
        let handed = screens::update(&mut app.screen, &mut app.ctx, &mut app.run, &input);
        if let Some(next) = handed.next {
            app.screen = next;
        }
        app.screen.draw();
        app.keep_awake();
        app.run
            .after_draw(&app.screen, &frame, handed.rested, &app.ctx.options);
        app.run.frame_done();
        next_frame().await;
    }
}

/// What every screen's update may need: the options, the sounds, the seed of test runs.
pub(super) struct Context {
    options: GameOptions,
    sounds: Sounds,
    /// The vibrator's ticks on the kick and the ball's contacts (the Vibration setting).
    haptics: Haptics,
    /// The dice seed of a test run's menus (`None`: the clock's).
    seed: Option<u64>,
    studio_test: StudioTestMode,
    /// The match screen's window and view have been logged since it was opened.
    announced: bool,
    /// The page the match or watched match on show goes back to.
    back_to: BackTo,
}

impl Context {
    /// A test run of the studio (it ends when the studio is left).
    fn studio_run(&self) -> bool {
        self.options.studio && self.options.test_mode
    }
}

/// The window's state between frames.
struct App {
    screen: Screen,
    ctx: Context,
    run: TestRun,
    /// Whether the page was asked to keep the screen awake (during a match).
    awake: bool,
}

impl App {
    /// The app as the options open it: the saved settings and language, the sounds, and the
    /// first screen (the menus, the studio, a watched match or a test run's match).
    fn open(options: GameOptions) -> Self {
        let straight_to_match =
            (options.test_mode && !options.menus) || options.bench_frames.is_some();
        if options.table_mode && !straight_to_match {
            switch_on_table_mode();
        }
        let seed = options.test_mode.then_some(options.seed);
        // Test mode speaks English unless --lang asks otherwise, whatever the machine's locale.
        // The language is set before the title screen words its notices.
        let locale = (!options.test_mode)
            .then(crate::launch::system_locale)
            .flatten();
        if let Some(pace) = options.ai_pace {
            crate::ui::settings::ai_pace::set_test_pace(pace);
        }
        let menus = Menus::open_with(options.test_mode, |settings| {
            hexkick_i18n::set_lang(Lang::at_startup(
                options.lang,
                settings.language,
                locale.as_deref(),
            ));
        });
        let mut menus = Box::new(menus.with_seed(seed));
        let ask = LanguageAsk {
            saved_before: !menus.is_first_start(),
            named: options.lang,
            test_mode: options.test_mode,
            first_start: options.first_start,
        };
        if ask.asks() {
            menus.ask_language();
        }
        let sounds = Sounds::start(menus.settings().gain(), options.test_mode);
        let haptics = Haptics::new(menus.settings().vibration);
        palette::use_palette(menus.settings().palette);
        let ctx = Context {
            studio_test: StudioTestMode {
                log: options.test_mode,
                shots: options.shots.clone(),
            },
            options,
            sounds,
            haptics,
            seed,
            announced: false,
            back_to: BackTo::Title,
        };
        let screen = first_screen(&ctx, menus, straight_to_match);
        Self {
            screen,
            run: TestRun::new(&ctx.options),
            ctx,
            awake: false,
        }
    }

    /// Asks the page to keep the screen awake while a match is on show, and no longer after;
    /// meanwhile the browser's Back is the game's own (it pauses the match).
    fn keep_awake(&mut self) {
        let in_match = self.screen.shows_a_match();
        if in_match != self.awake {
            self.awake = in_match;
            web_page::keep_awake(in_match);
            web_page::guard_back(in_match);
        }
    }
}

/// `--table` and the Settings screen's switch are one: the saved setting goes on (a test run
/// straight to a match sets its screen directly and saves nothing).
fn switch_on_table_mode() {
    let (mut saves, _) = open_saves();
    if let Err(e) = Settings::switch_on_table_mode(&mut saves) {
        Line::new(Kind::SaveFailed).text("reason", e).write();
    }
    if let Err(e) = saves.flush() {
        Line::new(Kind::SaveFailed).text("reason", e).write();
    }
}

/// The screen the window opens on; a watched match or a test match that cannot start ends the
/// run with code 2 (the menus stay on a web page, which cannot exit).
fn first_screen(ctx: &Context, menus: Box<Menus>, straight_to_match: bool) -> Screen {
    let options = &ctx.options;
    let opened = if options.studio {
        return Screen::studio(ctx);
    } else if let Some(watched) = watch::from_options(options) {
        watched.map(Screen::Watch)
    } else if straight_to_match {
        crate::ui::match_start::first_match(options)
            .map(|game| Screen::Match(game, None))
            .map_err(|e| e.to_string())
    } else {
        return Screen::Menus(menus);
    };
    opened.unwrap_or_else(|e| {
        eprintln!("hexkick: {e}");
        Line::new(Kind::StartFailed).text("reason", &e).write();
        end_run(2);
        Screen::Menus(menus)
    })
}
