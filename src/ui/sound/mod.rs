//! Sound: kick, rebound, board, post, net, whistle, crowd and dice, synthesized at start-up
//! ([`synth`]) and played through macroquad's audio.
//!
//! The match screen hands over [`Hit`]s: the sounds of the rules' events ([`cues_for`]) and
//! of what only the physics knows (the ball off a peg, a board, a post, into the net), each
//! with its [`Strength`] from the ball's speed. A struck cue ([`Cue::struck`]) is synthesized
//! in three pitch bands ([`Band`]) and played at the strength's loudness. The volume (0 is
//! silence) is [`Sounds::set_gain`]. With no sound device (a server, Xvfb, CI) the game runs silently:
//! see [`device`].

pub mod device;
pub mod strength;
pub mod synth;

use super::test_log::{Kind, Line};
use hexkick_rules::event::Event;
use macroquad::audio::{PlaySoundParams, Sound, load_sound_from_bytes, play_sound};
use std::sync::{Arc, Mutex, MutexGuard};
pub use strength::{Band, Strength};

/// One sound of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A peg strikes the ball.
    Kick,
    /// The ball bounces off a peg.
    Rebound,
    /// The ball bounces off an advertising board.
    Board,
    /// The ball rings off a post or the crossbar.
    Post,
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
    pub const ALL: [Cue; 9] = [
        Cue::Kick,
        Cue::Rebound,
        Cue::Board,
        Cue::Post,
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
            Cue::Board => "board",
            Cue::Post => "post",
            Cue::Net => "net",
            Cue::Whistle => "whistle",
            Cue::Crowd => "crowd",
            Cue::Dice => "dice",
            Cue::HandOver => "hand_over",
        }
    }

    /// Whether the cue is struck (the kick and the ball's contacts): its pitch and loudness
    /// follow the ball's speed, and it may be felt ([`crate::ui::haptics`]).
    pub fn struck(self) -> bool {
        matches!(
            self,
            Cue::Kick | Cue::Rebound | Cue::Board | Cue::Post | Cue::Net
        )
    }

    /// The pitch bands the cue is synthesized in: all three for a struck cue, else one.
    pub fn bands(self) -> &'static [Band] {
        if self.struck() {
            &Band::ALL
        } else {
            &[Band::Firm]
        }
    }
}

/// A sound to play: a cue and how hard it was struck.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hit {
    /// The sound.
    pub cue: Cue,
    /// How hard (full for the sounds that are not struck).
    pub strength: Strength,
}

impl Hit {
    /// A cue struck at `strength`.
    pub fn new(cue: Cue, strength: Strength) -> Hit {
        Hit { cue, strength }
    }

    /// The synthesized sound it plays: the cue in the strength's band (a cue synthesized in
    /// one band only plays that one).
    pub fn voice(self) -> (Cue, Band) {
        let band = self.strength.band();
        let bands = self.cue.bands();
        (
            self.cue,
            if bands.contains(&band) {
                band
            } else {
                bands[0]
            },
        )
    }
}

impl From<Cue> for Hit {
    fn from(cue: Cue) -> Hit {
        Hit::new(cue, Strength::FULL)
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

/// A loaded sound: the cue and band it was synthesized as.
type Voice = ((Cue, Band), Sound);

/// The loaded sounds, filled in by a coroutine (loading waits for the browser to decode).
type Bank = Arc<Mutex<Vec<Voice>>>;

/// The bank, even if a thread panicked while holding it (it only ever grows).
fn open(bank: &Bank) -> MutexGuard<'_, Vec<Voice>> {
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
            let mut voices = Vec::new();
            for cue in Cue::ALL {
                voices.extend(cue.bands().iter().map(|&band| (cue, band)));
            }
            for (cue, band) in voices {
                if device::is_missing() {
                    break;
                }
                if let Ok(sound) = load_sound_from_bytes(&synth::cue_wav(cue, band)).await {
                    open(&filling).push(((cue, band), sound));
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

    /// Plays a cue (or a [`Hit`]: a cue struck at a strength) at the volume set, unless
    /// silent, not yet loaded, or there is no sound device.
    pub fn play(&self, hit: impl Into<Hit>) {
        let hit: Hit = hit.into();
        let volume = self.gain * hit.strength.loudness();
        let silent = if self.muted() {
            Some("muted")
        } else if device::is_missing() {
            Some("no_device")
        } else {
            None
        };
        let voice = hit.voice();
        if let Some((_, sound)) = open(&self.bank).iter().find(|(v, _)| *v == voice)
            && silent.is_none()
        {
            let params = PlaySoundParams {
                looped: false,
                volume,
            };
            play_sound(sound, params);
        }
        if self.log {
            Line::new(Kind::Sound)
                .field("cue", hit.cue.name())
                .field("played", silent.unwrap_or("yes"))
                .fixed("volume", f64::from(volume), 2)
                .fixed("strength", f64::from(hit.strength.value()), 2)
                .field("band", voice.1.name())
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
    fn struck_cues_play_in_the_band_of_their_strength() {
        use super::{Band, Hit, Strength};
        let soft = Hit::new(Cue::Rebound, Strength::of_contact(5.0));
        let hard = Hit::new(Cue::Rebound, Strength::of_contact(300.0));
        assert_eq!(soft.voice(), (Cue::Rebound, Band::Soft));
        assert_eq!(hard.voice(), (Cue::Rebound, Band::Hard));
        // The whistle has one band whatever it is given.
        let whistle = Hit::new(Cue::Whistle, Strength::of_kick(1.0));
        assert_eq!(whistle.voice(), (Cue::Whistle, Band::Firm));
        assert_eq!(Hit::from(Cue::Crowd).strength, Strength::FULL);
        let voices: usize = Cue::ALL.iter().map(|c| c.bands().len()).sum();
        assert_eq!(
            voices, 19,
            "five struck cues in three bands, four others in one"
        );
    }

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
