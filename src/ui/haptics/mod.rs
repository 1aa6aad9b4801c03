//! Haptics: a short tick in the hand on the kick and on the ball's contacts, where the
//! platform has a vibrator (the web page's `navigator.vibrate`, Android's Vibrator service);
//! elsewhere nothing. The match screen's struck sounds ([`Hit`]s of a [`Cue::struck`] cue)
//! are what is felt, at their strength; the Vibration setting switches it off.
//!
//! Test mode logs each tick (`haptic cue=kick ms=18 amplitude=150`), whether or not the
//! platform can vibrate, so the native and browser tests see them.

#[cfg(target_os = "android")]
#[allow(unsafe_code)] // JNI calls into the Android activity
mod android;

use super::sound::{Cue, Hit};
use super::test_log::{Kind, Line};

/// The shortest and longest kick tick, milliseconds.
const KICK_MS: (f32, f32) = (10.0, 30.0);
/// The shortest and longest contact tick, milliseconds.
const CONTACT_MS: (f32, f32) = (5.0, 18.0);
/// The weakest and strongest amplitude (Android's 1 to 255; the web has none).
const AMPLITUDE: (f32, f32) = (40.0, 255.0);

/// One tick of the vibrator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tick {
    /// What was felt.
    pub cue: Cue,
    /// How long, milliseconds.
    pub ms: u32,
    /// How strong, 1 to 255 (where the platform can vary it).
    pub amplitude: u8,
}

impl Tick {
    /// The tick a sound is felt as: the kick longer than a contact, both longer and stronger
    /// the harder they are struck; none for the sounds that are not struck.
    pub fn of(hit: Hit) -> Option<Tick> {
        if !hit.cue.struck() {
            return None;
        }
        let s = hit.strength.value();
        let (short, long) = if hit.cue == Cue::Kick {
            KICK_MS
        } else {
            CONTACT_MS
        };
        let between = |(a, b): (f32, f32)| a + (b - a) * s;
        Some(Tick {
            cue: hit.cue,
            ms: between((short, long)).round() as u32,
            amplitude: between(AMPLITUDE).round().clamp(1.0, 255.0) as u8,
        })
    }
}

/// The vibrator, on or off (the Vibration setting).
pub struct Haptics {
    on: bool,
}

impl Haptics {
    /// The vibrator, `on` or off.
    pub fn new(on: bool) -> Haptics {
        Haptics { on }
    }

    /// Switches it on or off.
    pub fn set_on(&mut self, on: bool) {
        self.on = on;
    }

    /// Feels a frame's sounds: one tick, the strongest of the frame's struck sounds (ticks
    /// sent in one frame would cut each other short). Nothing when switched off.
    pub fn feel(&self, hits: &[Hit]) {
        if !self.on {
            return;
        }
        let Some(tick) = hits
            .iter()
            .filter_map(|h| Tick::of(*h))
            .max_by_key(|t| (t.ms, t.amplitude))
        else {
            return;
        };
        Line::new(Kind::Haptic)
            .field("cue", tick.cue.name())
            .field("ms", tick.ms)
            .field("amplitude", tick.amplitude)
            .write();
        vibrate(tick);
    }
}

/// Sends a tick to the platform's vibrator.
#[cfg(target_arch = "wasm32")]
fn vibrate(tick: Tick) {
    super::web_page::vibrate(tick.ms);
}

/// Sends a tick to the platform's vibrator.
#[cfg(target_os = "android")]
fn vibrate(tick: Tick) {
    android::vibrate(tick.ms, tick.amplitude);
}

/// Desktops have no vibrator: nothing.
#[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
fn vibrate(_tick: Tick) {}

#[cfg(test)]
mod tests {
    use super::{Cue, Hit, Tick};
    use crate::ui::sound::Strength;

    #[test]
    fn struck_sounds_are_felt_harder_the_faster_the_ball() {
        let kick = |v| Tick::of(Hit::new(Cue::Kick, Strength::of_kick(v))).expect("felt");
        let (soft, hard) = (kick(40.0), kick(380.0));
        assert!(soft.ms < hard.ms && soft.amplitude < hard.amplitude);
        assert!((10..=30).contains(&soft.ms) && (10..=30).contains(&hard.ms));
        let peg = Tick::of(Hit::new(Cue::Rebound, Strength::of_contact(400.0))).expect("felt");
        assert!(peg.ms < hard.ms, "a contact is shorter than a kick");
        assert_eq!(peg.amplitude, 255);
        assert_eq!(Tick::of(Hit::from(Cue::Whistle)), None);
        assert_eq!(Tick::of(Hit::from(Cue::Crowd)), None);
    }
}
