//! Running without a sound device.
//!
//! macroquad opens the audio output when the window starts. On Linux quad-snd does it on its
//! own thread, which panics when no ALSA device can be opened (a server, Xvfb, CI). That
//! thread only plays sound: the game goes on without it. The game's panic hook
//! ([`crate::ui::panics`]) recognises that panic ([`is_audio_backend`]), stops the thread, and
//! reports it here ([`went_missing`]) with one plain line, so [`super::Sounds`] stops sending
//! it sounds.

use std::sync::atomic::{AtomicBool, Ordering};

static MISSING: AtomicBool = AtomicBool::new(false);

/// Whether the sound output failed to open (the game is silent).
pub fn is_missing() -> bool {
    MISSING.load(Ordering::Relaxed)
}

/// Whether a panic at `file` comes from the audio backend's thread.
pub fn is_audio_backend(file: &str) -> bool {
    file.contains("quad-snd")
}

/// Records that the sound output could not open (`why`, the backend's words): the game plays
/// silently from now on.
pub fn went_missing(why: &str) {
    MISSING.store(true, Ordering::Relaxed);
    eprintln!("hexkick: no sound output ({why}); playing silently");
}

#[cfg(test)]
mod tests {
    use super::is_audio_backend;

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
}
