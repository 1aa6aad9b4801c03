//! Running without a sound device.
//!
//! macroquad opens the audio output when the window starts. On Linux quad-snd does it on its
//! own thread, which panics when no ALSA device can be opened (a server, Xvfb, CI). That
//! thread only plays sound: the game goes on without it. [`watch`] installs a panic hook that
//! recognises that panic, replaces the backtrace with one plain line, and remembers that
//! there is no device so [`super::Sounds`] stops sending it sounds. Every other panic goes to
//! the previous hook unchanged.

use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

static MISSING: AtomicBool = AtomicBool::new(false);
static WATCH: Once = Once::new();

/// Whether the sound output failed to open (the game is silent).
pub fn is_missing() -> bool {
    MISSING.load(Ordering::Relaxed)
}

/// Whether a panic at `file` comes from the audio backend's thread.
pub fn is_audio_backend(file: &str) -> bool {
    file.contains("quad-snd")
}

/// Installs the panic hook (once; later calls do nothing). Call it before the window opens.
pub fn watch() {
    WATCH.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if info.location().is_some_and(|l| is_audio_backend(l.file())) {
                MISSING.store(true, Ordering::Relaxed);
                let why = info
                    .payload()
                    .downcast_ref::<&str>()
                    .copied()
                    .or_else(|| info.payload().downcast_ref::<String>().map(String::as_str))
                    .unwrap_or("unknown reason");
                eprintln!("hexkick: no sound output ({why}); playing silently");
            } else {
                previous(info);
            }
        }));
    });
}

#[cfg(test)]
mod tests {
    use super::{is_audio_backend, is_missing, watch};

    #[test]
    fn only_the_audio_backend_is_recognised() {
        assert!(is_audio_backend(
            "/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/quad-snd-0.2.8/src/alsa_snd.rs"
        ));
        assert!(!is_audio_backend("src/ui/sound/mod.rs"));
        assert!(!is_audio_backend(
            "/root/.cargo/registry/src/x/macroquad-0.4.16/src/audio.rs"
        ));
    }

    #[test]
    fn a_panic_elsewhere_does_not_silence_the_game() {
        watch();
        let _ = std::panic::catch_unwind(|| panic!("some other panic"));
        assert!(!is_missing());
    }
}
