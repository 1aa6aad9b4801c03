//! A test or benchmark run's side of the frame loop: the frame counter and its log lines, the
//! screenshots asked for, the frame benchmark, the paced frames of native test runs, and the
//! run's end with an exit code.

use super::input::Frame;
use super::screens::Screen;
use crate::ui::capture::ScreenCapture;
use crate::ui::frame_bench::FrameBench;
#[cfg(not(target_arch = "wasm32"))]
use crate::ui::frame_pace::FramePace;
use crate::ui::lifecycle;
use crate::ui::match_screen::MatchScreen;
use crate::ui::options::{FLIGHT_SHOT_S, GameOptions};
use crate::ui::screen_words::ScreenWords;
use crate::ui::test_log::{Kind, Line};
use hexkick_table::AimHelp;
use macroquad::prelude::{KeyCode, get_time, is_key_pressed};

/// Test mode logs frames slower than this, in seconds (a stalled frame merges pointer events).
const SLOW_FRAME_S: f64 = 0.05;

/// Frames a match started from the studio is shown before its test-mode screenshot.
const STUDIO_MATCH_SHOT_FRAMES: u64 = 20;

/// What a test or benchmark run keeps between frames.
pub(super) struct TestRun {
    /// Frames drawn so far.
    frame: u64,
    /// When the run started, seconds on macroquad's clock.
    started: f64,
    /// Still checking the test run's ends (off once it has ended on the web).
    checking: bool,
    bench: Option<FrameBench>,
    flight_shot: Option<String>,
    drag_shot: Option<String>,
    shots_taken: u32,
    captures: Option<ScreenCapture>,
    /// The words drawn, read in test mode.
    words: Option<ScreenWords>,
    /// The frame a match started from a studio test run was opened on.
    studio_match_from: Option<u64>,
    #[cfg(not(target_arch = "wasm32"))]
    pace: Option<FramePace>,
}

impl TestRun {
    /// The run the options ask for (nothing to check in a player's window).
    pub fn new(options: &GameOptions) -> Self {
        let bench = options.bench_frames.map(FrameBench::new);
        Self {
            frame: 0,
            started: get_time(),
            checking: options.test_mode,
            #[cfg(not(target_arch = "wasm32"))]
            pace: (options.test_mode && bench.is_none()).then(FramePace::default),
            bench,
            flight_shot: options.flight_screenshot.clone(),
            drag_shot: options.drag_screenshot.clone(),
            shots_taken: 0,
            captures: options.screen_shots.as_deref().map(ScreenCapture::new),
            words: options.test_mode.then(ScreenWords::start),
            studio_match_from: None,
        }
    }

    /// Notes that a studio test run opened its match on this frame.
    pub fn studio_match_opened(&mut self) {
        self.studio_match_from = Some(self.frame);
    }

    /// Lets the frame benchmark drive the match before it updates.
    pub fn drive(&mut self, game: &mut MatchScreen) {
        if let Some(b) = &mut self.bench {
            b.drive(game, self.frame);
        }
    }

    /// After the frame is drawn: the screenshots due, the frame's log lines, the benchmark's
    /// figures, and the run's end when it is over (`rested`: the match's ball came to rest).
    pub fn after_draw(
        &mut self,
        screen: &Screen,
        frame: &Frame,
        rested: bool,
        options: &GameOptions,
    ) {
        self.studio_match_shot(options);
        if let Some(words) = &mut self.words {
            words.after_frame(&screen.name());
        }
        if let Some(c) = &mut self.captures
            && let Some(path) = c.frame(&screen.name())
        {
            save_screenshot(&path);
        }
        self.frame += 1;
        if self.frame == 1 && (options.test_mode || self.bench.is_some()) {
            // macroquad's clock starts when the window's context is made.
            Line::new(Kind::FirstFrame)
                .fixed("ms", get_time() * 1000.0, 0)
                .write();
        }
        if let Some(b) = &mut self.bench {
            if let Some(code) = b.record(frame.dt, frame.now, self.frame) {
                // The last frame measured is still on screen: the picture of the benchmark.
                if code == 0 && !finish_test_screenshot(options) {
                    end_run(1);
                }
                end_run(code);
                self.bench = None;
            }
        } else if self.checking {
            self.check(screen, frame, rested, options);
        }
    }

    /// The end of the frame: the benchmark's drawing time, and native test runs' pace.
    pub fn frame_done(&mut self) {
        if let Some(b) = &mut self.bench {
            b.drawn(get_time());
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(pace) = &mut self.pace {
            pace.wait();
        }
    }

    /// A studio test run's match: its screenshot once it has been shown a while, then the end.
    fn studio_match_shot(&mut self, options: &GameOptions) {
        if let Some(from) = self.studio_match_from
            && self.frame >= from + STUDIO_MATCH_SHOT_FRAMES
        {
            if let Some(dir) = &options.shots {
                save_screenshot(&format!("{dir}/match.png"));
            }
            end_run(0);
            self.studio_match_from = None;
        }
    }

    /// A test run's frame lines, its screenshots, and its end at rest or at the timeout.
    fn check(&mut self, screen: &Screen, frame: &Frame, rested: bool, options: &GameOptions) {
        let dt = frame.dt;
        if self.frame.is_multiple_of(60) {
            Line::new(Kind::Frame)
                .field("n", self.frame)
                .fixed("dt_ms", dt * 1000.0, 2)
                .write();
        }
        if dt > SLOW_FRAME_S && self.frame > 1 {
            Line::new(Kind::SlowFrame)
                .field("n", self.frame)
                .fixed("dt_ms", dt * 1000.0, 1)
                .write();
        }
        if let Screen::Match(game, None) = screen {
            self.match_shots(game);
        }
        if let Some(prefix) = &options.shot_prefix
            && is_key_pressed(KeyCode::S)
        {
            self.shots_taken += 1;
            save_screenshot(&format!("{prefix}-{}.png", self.shots_taken));
        }
        if rested && options.screenshot.is_some() {
            end_run(finish_test(options));
            self.checking = false;
        } else if frame.now - self.started > options.timeout_s {
            Line::new(Kind::Timeout).write();
            // The screenshot still shows what the screen looked like when it gave up.
            finish_test(options);
            end_run(3);
            self.checking = false;
        }
    }

    /// The screenshots of a ball in flight and of a flick being dragged, once each.
    fn match_shots(&mut self, game: &MatchScreen) {
        if game.flight_time_s().is_some_and(|t| t >= FLIGHT_SHOT_S)
            && let Some(path) = self.flight_shot.take()
        {
            save_screenshot(&path);
        }
        // Once the drag has moved far enough for the aim line to draw a path (or at all, with
        // aim help off).
        let help_off = game.aim_help() == AimHelp::Off;
        if (game.dragged_path_len()).is_some_and(|n| n > 3 || help_off)
            && let Some(path) = self.drag_shot.take()
        {
            save_screenshot(&path);
        }
    }
}

/// Ends a test or bench run with an exit code. Native builds exit. A wasm module cannot exit
/// (std's exit traps and the page goes black), so the web logs `HEXKICK exit code=N` and keeps
/// showing the game.
pub(super) fn end_run(code: i32) {
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
pub(super) fn save_screenshot(path: &str) -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    match crate::ui::screenshot::save_png(path) {
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
