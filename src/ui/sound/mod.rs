//! Sound: kick, rebound, net, whistle, crowd and dice, synthesized at start-up
//! ([`synth`]) and played through macroquad's audio.
//!
//! The match screen calls [`Sounds::on_event`] with each rules [`Event`] and
//! [`Sounds::play`] for what only the physics knows (a rebound off a peg). The volume (0 is
//! silence) is [`Sounds::set_gain`]. With no sound device (a server, Xvfb, CI) the game runs silently:
//! see [`device`].

pub mod device;
pub mod synth;

use super::test_log::{Kind, Line};
use hexkick_rules::event::Event;
use macroquad::audio::{PlaySoundParams, Sound, load_sound_from_bytes, play_sound};
use std::sync::{Arc, Mutex, MutexGuard};

/// One sound of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A peg strikes the ball.
    Kick,
    /// The ball bounces off a peg or a post.
    Rebound,
    /// The ball hits the net.
    Net,
    /// The referee's whistle.
    Whistle,
    /// The crowd roars (a goal).
    Crowd,
    /// Dice roll.
    Dice,
    /// The turn passes to the coach across the table (table mode): a two-note chime.
    HandOver,
}

impl Cue {
    /// Every cue.
    pub const ALL: [Cue; 7] = [
        Cue::Kick,
        Cue::Rebound,
        Cue::Net,
        Cue::Whistle,
        Cue::Crowd,
        Cue::Dice,
        Cue::HandOver,
    ];

    /// The cue's name in test-mode log lines.
    pub fn name(self) -> &'static str {
        match self {
            Cue::Kick => "kick",
            Cue::Rebound => "rebound",
            Cue::Net => "net",
            Cue::Whistle => "whistle",
            Cue::Crowd => "crowd",
            Cue::Dice => "dice",
            Cue::HandOver => "hand_over",
        }
    }
}

/// The sounds a rules event makes (none for most).
pub fn cues_for(event: &Event) -> &'static [Cue] {
    match event {
        Event::Kick { .. } => &[Cue::Kick],
        Event::Goal { .. } => &[Cue::Net, Cue::Crowd],
        Event::Dice { .. } | Event::Duel { .. } => &[Cue::Dice],
        Event::Foul { .. }
        | Event::Offside { .. }
        | Event::Out { .. }
        | Event::HalfTime
        | Event::SecondHalf { .. }
        | Event::FullTime { .. } => &[Cue::Whistle],
        _ => &[],
    }
}

/// Frames to wait for the audio output to open before loading the sounds.
const OPEN_WAIT_FRAMES: u32 = 10;

/// The loaded sounds, filled in by a coroutine (loading waits for the browser to decode).
type Bank = Arc<Mutex<Vec<(Cue, Sound)>>>;

/// The bank, even if a thread panicked while holding it (it only ever grows).
fn open(bank: &Bank) -> MutexGuard<'_, Vec<(Cue, Sound)>> {
    bank.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The game's sounds and their volume.
pub struct Sounds {
    bank: Bank,
    /// 0 (silent) to 1 (full loudness).
    gain: f32,
    log: bool,
}

impl Sounds {
    /// Synthesizes every sound and starts loading them in the background, to play at `gain`
    /// (0 silent to 1 full); `log` writes a `HEXKICK sound ...` line for each cue played
    /// (test mode).
    pub fn start(gain: f32, log: bool) -> Self {
        let bank: Bank = Arc::default();
        Self::load_into(Arc::clone(&bank), log);
        let mut sounds = Self {
            bank,
            gain: 0.0,
            log,
        };
        sounds.set_gain(gain);
        sounds
    }

    /// Loads every cue into `filling` in the background.
    fn load_into(filling: Bank, log: bool) {
        macroquad::experimental::coroutines::start_coroutine(async move {
            // Give the audio output a few frames to open (or fail): with no device nothing
            // is sent to it.
            for _ in 0..OPEN_WAIT_FRAMES {
                macroquad::window::next_frame().await;
            }
            for cue in Cue::ALL {
                if device::is_missing() {
                    break;
                }
                if let Ok(sound) = load_sound_from_bytes(&synth::cue_wav(cue)).await {
                    open(&filling).push((cue, sound));
                }
            }
            if log {
                Line::new(Kind::Sound)
                    .field("loaded", open(&filling).len())
                    .field("device", if device::is_missing() { "none" } else { "ok" })
                    .write();
            }
        });
    }

    /// Sets the volume: 0 silent to 1 full loudness (anything else is clamped).
    pub fn set_gain(&mut self, gain: f32) {
        self.gain = if gain.is_finite() {
            gain.clamp(0.0, 1.0)
        } else {
            0.0
        };
    }

    /// Whether the sounds are silent (volume 0 or sound off).
    pub fn muted(&self) -> bool {
        self.gain <= 0.0
    }

    /// Plays a cue at the volume set, unless silent, not yet loaded, or there is no sound
    /// device.
    pub fn play(&self, cue: Cue) {
        let silent = if self.muted() {
            Some("muted")
        } else if device::is_missing() {
            Some("no_device")
        } else {
            None
        };
        if let Some((_, sound)) = open(&self.bank).iter().find(|(c, _)| *c == cue)
            && silent.is_none()
        {
            let params = PlaySoundParams {
                looped: false,
                volume: self.gain,
            };
            play_sound(sound, params);
        }
        if self.log {
            Line::new(Kind::Sound)
                .field("cue", cue.name())
                .field("played", silent.unwrap_or("yes"))
                .fixed("volume", f64::from(self.gain), 2)
                .write();
        }
    }

    /// Plays the sounds of a rules event.
    pub fn on_event(&self, event: &Event) {
        for &cue in cues_for(event) {
            self.play(cue);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Cue, Event, cues_for};
    use hexkick_rules::squad::{PlayerId, Side};

    #[test]
    fn goals_kicks_dice_and_stoppages_have_sounds() {
        let scorer = PlayerId::new(Side::Home, 9);
        let goal = Event::Goal {
            side: Side::Home,
            scorer,
        };
        assert_eq!(cues_for(&goal), &[Cue::Net, Cue::Crowd]);
        let dice = Event::Dice {
            roll: 4,
            purpose: hexkick_rules::event::RollPurpose::Tackle,
        };
        assert_eq!(cues_for(&dice), &[Cue::Dice]);
        assert_eq!(cues_for(&Event::HalfTime), &[Cue::Whistle]);
        assert!(cues_for(&Event::Offside { player: scorer }).contains(&Cue::Whistle));
        assert!(cues_for(&Event::LiesDown { player: scorer }).is_empty());
    }
}
