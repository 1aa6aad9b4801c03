//! The app's life around the frames: quitting and going to the background. Both wait until
//! every save handed to the background writer is on disk (`storage::flush_app_saves`); a
//! save is started at once anyway, so a process killed without warning (iOS) loses nothing
//! older than a few milliseconds.

use super::test_log::{Kind, Line};
use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::EventHandler;
#[cfg(not(target_arch = "wasm32"))]
use macroquad::prelude::is_quit_requested;
use macroquad::prelude::prevent_quit;

/// Watches for a quit request and for the window being minimised (Android's pause).
pub struct Lifecycle {
    subscriber: usize,
    log: bool,
}

/// What the window went through since the last frame.
#[derive(Default)]
struct Seen {
    minimised: bool,
}

impl EventHandler for Seen {
    fn update(&mut self) {}

    fn draw(&mut self) {}

    fn window_minimized_event(&mut self) {
        self.minimised = true;
    }
}

impl Lifecycle {
    /// Starts watching (after the window is up); a quit request now waits for [`Self::frame`].
    /// `log` writes test-mode lines.
    pub fn watch(log: bool) -> Self {
        prevent_quit();
        Self {
            subscriber: register_input_subscriber(),
            log,
        }
    }

    /// Once a frame: writes the saves when the window was minimised; on a quit request writes
    /// them and ends the process.
    pub fn frame(&mut self) {
        let mut seen = Seen::default();
        repeat_all_miniquad_input(&mut seen, self.subscriber);
        if seen.minimised {
            flush_saves("minimised", self.log);
        }
        // Only a native window is asked to quit (a web page is closed without asking).
        #[cfg(not(target_arch = "wasm32"))]
        if is_quit_requested() {
            flush_saves("quit", self.log);
            std::process::exit(0);
        }
    }
}

/// Waits until every save is on disk; a failure is printed (the player's data in memory is
/// gone with the process, the last completed save stays). Logs `HEXKICK saves_flushed`.
pub fn flush_saves(reason: &str, log: bool) {
    #[cfg(not(target_arch = "wasm32"))]
    let result = hexkick_storage::flush_app_saves();
    // localStorage is written at once: nothing to wait for.
    #[cfg(target_arch = "wasm32")]
    let result: Result<(), hexkick_storage::StoreError> = Ok(());
    if let Err(e) = &result {
        eprintln!("hexkick: a save could not be written: {e}");
    }
    if log {
        Line::new(Kind::SavesFlushed)
            .field("reason", reason)
            .field("ok", u8::from(result.is_ok()))
            .write();
    }
}
