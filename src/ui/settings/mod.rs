//! The player's settings: what they are, how they are saved (the storage module's versioned
//! Settings slot) and the screen that changes them ([`screen`]).

pub mod ai_pace;
pub mod motion;
pub mod screen;
pub mod soft_kick;

use crate::ui::flick_input::{FlickControl, Sensitivity};
use ai_pace::AiPace;
use hexkick_i18n::Lang;
use hexkick_storage::{Generation, SaveError, Saves, Slot, StorageNotice, Store, Versioned};
use hexkick_table::AimHelp;
use hexkick_teams::palette::Palette;
use motion::Motion;
use serde::{Deserialize, Serialize};
use soft_kick::SoftKick;

/// The sound volume, in percent of full loudness (0 to 100).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Volume(u8);

impl Volume {
    /// Full loudness.
    pub const FULL: Volume = Volume(100);
    /// How much one tap on the settings screen's "<" or ">" changes the volume.
    pub const STEP: u8 = 10;

    /// The volume at `percent`, clamped to 0 to 100.
    pub fn percent(percent: u8) -> Volume {
        Volume(percent.min(100))
    }

    /// One step louder (`up`) or quieter, within 0 to 100.
    pub fn stepped(self, up: bool) -> Volume {
        if up {
            Volume::percent(self.0.saturating_add(Self::STEP))
        } else {
            Volume(self.0.saturating_sub(Self::STEP))
        }
    }

    /// The loudness as a gain, 0 to 1.
    pub fn gain(self) -> f32 {
        f32::from(self.0.min(100)) / 100.0
    }

    /// The label on the settings screen: "70%".
    pub fn label(self) -> String {
        format!("{}%", self.0.min(100))
    }
}

impl Default for Volume {
    fn default() -> Self {
        Volume::FULL
    }
}

/// How fast the match's animations run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnimationSpeed {
    /// As fast as the table.
    #[default]
    #[serde(rename = "1x")]
    Normal,
    /// Twice as fast.
    #[serde(rename = "2x")]
    Double,
    /// Four times as fast.
    #[serde(rename = "4x")]
    Quadruple,
}

impl AnimationSpeed {
    /// Every speed, slowest first.
    pub const ALL: [AnimationSpeed; 3] = [
        AnimationSpeed::Normal,
        AnimationSpeed::Double,
        AnimationSpeed::Quadruple,
    ];

    /// How many times faster than the table the animations run.
    pub fn factor(self) -> f64 {
        match self {
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Double => 2.0,
            AnimationSpeed::Quadruple => 4.0,
        }
    }

    /// The label on the settings screen: "1x".
    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Normal => "1x",
            AnimationSpeed::Double => "2x",
            AnimationSpeed::Quadruple => "4x",
        }
    }
}

/// The player's settings (schema 1 of the Settings slot). Fields missing from a save take
/// their default, so adding a setting needs no migration; renaming or removing one does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Sound on.
    pub sound: bool,
    /// How fast animations run.
    pub animation_speed: AnimationSpeed,
    /// Whether "undo last move" is offered in new matches (never at TOURNAMENT level).
    pub undo: bool,
    /// Pass-and-play table mode: prompts turn to face the coach whose decision it is.
    pub table_mode: bool,
    /// How much of the aim line new matches show (`None`: the match's default, by the
    /// opponent). An older build's on/off aim assist reads as the whole path or the default.
    #[serde(alias = "aim_assist", deserialize_with = "aim_help_or_old_switch")]
    pub aim_help: Option<AimHelp>,
    /// How loud the sounds are when sound is on.
    pub volume: Volume,
    /// The colours skills and sides are drawn in (the colour-blind-safe palette or the
    /// printed colours).
    pub palette: Palette,
    /// The match panel on the left of the board in landscape (for left-handed players).
    pub left_handed: bool,
    /// How strongly a swipe kicks (percent of the calibrated feel).
    pub flick_sensitivity: Sensitivity,
    /// Swipe through the ball, or drag back from it and release.
    pub flick_control: FlickControl,
    /// The language chosen in Settings; `None` until one is: the system's or browser's.
    pub language: Option<Lang>,
    /// A kick whose ball would travel less than this asks before it is spent.
    pub soft_kick: SoftKick,
    /// How long each AI decision is shown with its reason before it plays.
    pub ai_pace: AiPace,
    /// A haptic tick on the kick and the ball's contacts, where the device can vibrate.
    pub vibration: bool,
    /// Every animation, or shortened still ones (Reduced motion).
    pub motion: Motion,
    /// The lesson the tutorial opens on, counted from 0: the one the player reached (the
    /// first again once the tutorial was finished).
    pub tutorial_lesson: u8,
}

/// Reads the aim help, or the on/off aim assist an older build saved in its place.
fn aim_help_or_old_switch<'de, D: serde::Deserializer<'de>>(
    saved: D,
) -> Result<Option<AimHelp>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Saved {
        Switch(bool),
        Help(Option<AimHelp>),
    }
    Ok(match Saved::deserialize(saved)? {
        Saved::Switch(true) => Some(AimHelp::WholePath),
        Saved::Switch(false) => None,
        Saved::Help(help) => help,
    })
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            sound: true,
            animation_speed: AnimationSpeed::Normal,
            undo: true,
            table_mode: false,
            aim_help: None,
            volume: Volume::FULL,
            palette: Palette::Printed,
            left_handed: false,
            flick_sensitivity: Sensitivity::default(),
            flick_control: FlickControl::Swipe,
            language: None,
            soft_kick: SoftKick::default(),
            ai_pace: AiPace::default(),
            vibration: true,
            motion: Motion::Full,
            tutorial_lesson: 0,
        }
    }
}

impl Versioned for Settings {}

impl Settings {
    /// The saved settings, or the defaults with the notice to show when they could not be
    /// read (the unreadable copy is kept aside by the storage module).
    pub fn load<S: Store>(saves: &mut Saves<S>) -> (Settings, Option<StorageNotice>) {
        saves.load_or_default(Slot::Settings)
    }

    /// Whether settings were ever saved in `saves` (readable or not): none on the very first
    /// start on a device.
    pub fn saved_before<S: Store>(saves: &mut Saves<S>) -> bool {
        let store = saves.store_mut();
        [Generation::Latest, Generation::Backup]
            .into_iter()
            .any(|copy| !matches!(store.load_raw(Slot::Settings, copy), Ok(None)))
    }

    /// The gain the sounds play at: 0 when sound is off.
    pub fn gain(&self) -> f32 {
        if self.sound { self.volume.gain() } else { 0.0 }
    }

    /// Saves the settings; on failure the previous save stays and these stay in use.
    pub fn save<S: Store>(&self, saves: &mut Saves<S>) -> Result<(), SaveError> {
        saves.save(Slot::Settings, self)
    }

    /// `--table` (`?table` on the web): switches the saved table-mode setting on, so the
    /// command line and the Settings screen are one switch. Returns the settings in use.
    pub fn switch_on_table_mode<S: Store>(saves: &mut Saves<S>) -> Result<Settings, SaveError> {
        let (mut settings, _) = Settings::load(saves);
        if !settings.table_mode {
            settings.table_mode = true;
            settings.save(saves)?;
        }
        Ok(settings)
    }
}

/// How a start asks the language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LanguageAsk {
    /// Settings were saved on this device before (not the very first start).
    pub saved_before: bool,
    /// The language the command line or the page address names (`--lang`, `?lang=`).
    pub named: Option<Lang>,
    /// Test mode (English unless `--lang`, no question unless `--first-start`).
    pub test_mode: bool,
    /// `--first-start`: test mode asks as a first start outside test mode does.
    pub first_start: bool,
}

impl LanguageAsk {
    /// Whether the title asks the language before anything else: on the very first start
    /// (no settings saved yet), unless a language is named; test mode asks only when told.
    pub fn asks(self) -> bool {
        !self.saved_before && self.named.is_none() && (!self.test_mode || self.first_start)
    }
}

#[cfg(test)]
mod tests {
    use super::{
        AiPace, AimHelp, AnimationSpeed, FlickControl, Lang, LanguageAsk, Motion, Palette, Saves,
        Sensitivity, Settings, Slot, SoftKick, Versioned, Volume,
    };
    use hexkick_storage::MemoryStore;
    use serde::{Deserialize, Serialize};

    #[test]
    fn the_table_switch_turns_the_saved_setting_on() {
        let mut saves = Saves::new(MemoryStore::default());
        let on = Settings::switch_on_table_mode(&mut saves).expect("saved");
        assert!(on.table_mode);
        assert!(Settings::load(&mut saves).0.table_mode);
    }

    #[test]
    fn the_language_is_asked_on_the_very_first_start_only() {
        let mut saves = Saves::new(MemoryStore::default());
        assert!(!Settings::saved_before(&mut saves), "a new device");
        let first = LanguageAsk {
            saved_before: Settings::saved_before(&mut saves),
            named: None,
            test_mode: false,
            first_start: false,
        };
        assert!(first.asks());
        // Choosing it saves the settings: the next start does not ask.
        let chosen = Settings {
            language: Some(Lang::Fr),
            ..Settings::default()
        };
        chosen.save(&mut saves).expect("memory saves work");
        assert!(Settings::saved_before(&mut saves));
        let again = LanguageAsk {
            saved_before: Settings::saved_before(&mut saves),
            ..first
        };
        assert!(!again.asks());
        assert_eq!(Settings::load(&mut saves).0.language, Some(Lang::Fr));
        // A language named on the command line is not asked; test mode asks when told.
        let named = LanguageAsk {
            named: Some(Lang::En),
            ..first
        };
        assert!(!named.asks());
        let test = LanguageAsk {
            test_mode: true,
            ..first
        };
        assert!(!test.asks());
        assert!(
            LanguageAsk {
                first_start: true,
                ..test
            }
            .asks()
        );
    }

    #[test]
    fn settings_round_trip_through_the_settings_slot() {
        let mut saves = Saves::new(MemoryStore::default());
        let (first, notice) = Settings::load(&mut saves);
        assert_eq!(first, Settings::default());
        assert!(notice.is_none(), "nothing saved is not a problem");
        let changed = Settings {
            sound: false,
            animation_speed: AnimationSpeed::Quadruple,
            undo: false,
            table_mode: true,
            aim_help: Some(AimHelp::FirstContact),
            volume: Volume::percent(30),
            palette: Palette::ColourBlindSafe,
            left_handed: true,
            flick_sensitivity: Sensitivity::percent(150),
            flick_control: FlickControl::DragBack,
            language: Some(Lang::Fr),
            soft_kick: SoftKick::Cm6,
            ai_pace: AiPace::Slow,
            vibration: false,
            motion: Motion::Reduced,
            tutorial_lesson: 3,
        };
        changed.save(&mut saves).expect("memory saves work");
        assert_eq!(Settings::load(&mut saves), (changed, None));
    }

    #[test]
    fn a_damaged_settings_save_gives_defaults_and_a_notice() {
        let mut saves = Saves::new(MemoryStore::default());
        let store = saves.store_mut();
        hexkick_storage::Store::save_raw(store, Slot::Settings, b"not a save at all")
            .expect("memory saves work");
        let (settings, notice) = Settings::load(&mut saves);
        assert_eq!(settings, Settings::default());
        let notice = notice.expect("the player is told");
        assert!(notice.to_string().contains("settings"), "{notice}");
    }

    #[test]
    fn settings_read_older_saves_that_lack_new_fields() {
        let old: Settings = serde_json::from_str(r#"{"sound": false}"#).expect("valid");
        assert!(!old.sound);
        assert_eq!(old.animation_speed, AnimationSpeed::Normal);
        let speed: Settings = serde_json::from_str(r#"{"animation_speed": "4x"}"#).expect("valid");
        assert_eq!(speed.animation_speed.factor(), 4.0);
        assert_eq!(speed.language, None, "no language saved: the system's");
        let fr: Settings = serde_json::from_str(r#"{"language": "fr"}"#).expect("valid");
        assert_eq!(fr.language, Some(Lang::Fr));
        assert_eq!(fr.ai_pace, AiPace::Normal, "no pace saved: normal");
        let fast: Settings = serde_json::from_str(r#"{"ai_pace": "fast"}"#).expect("valid");
        assert_eq!(fast.ai_pace, AiPace::Fast);
        assert!(fast.vibration, "no vibration saved: on");
        assert_eq!(
            fast.motion,
            Motion::Full,
            "no motion saved: every animation"
        );
        let still: Settings =
            serde_json::from_str(r#"{"vibration": false, "motion": "reduced"}"#).expect("valid");
        assert!(!still.vibration && still.motion.is_reduced());
    }

    #[test]
    fn a_save_from_before_volume_palette_and_hands_loads_with_their_defaults() {
        /// The settings as the previous build saved them, in the same slot and schema.
        #[derive(Serialize, Deserialize)]
        struct Before {
            sound: bool,
            animation_speed: AnimationSpeed,
            undo: bool,
            table_mode: bool,
            aim_assist: bool,
        }
        impl Versioned for Before {}
        let mut saves = Saves::new(MemoryStore::default());
        let old = Before {
            sound: true,
            animation_speed: AnimationSpeed::Double,
            undo: false,
            table_mode: false,
            aim_assist: true,
        };
        saves.save(Slot::Settings, &old).expect("memory saves work");
        let (settings, notice) = Settings::load(&mut saves);
        assert!(notice.is_none(), "{notice:?}");
        assert_eq!(
            settings,
            Settings {
                animation_speed: AnimationSpeed::Double,
                undo: false,
                aim_help: Some(AimHelp::WholePath),
                ..Settings::default()
            }
        );
        assert_eq!(settings.volume, Volume::FULL);
        assert_eq!(settings.palette, Palette::Printed);
        assert!(!settings.left_handed);
        assert_eq!(settings.gain(), 1.0);
    }

    #[test]
    fn volume_steps_stay_within_0_and_100_percent_and_mute_silences() {
        let mut v = Volume::FULL;
        v = v.stepped(true);
        assert_eq!(v, Volume::FULL);
        for _ in 0..12 {
            v = v.stepped(false);
        }
        assert_eq!(v, Volume::percent(0));
        assert_eq!(v.stepped(true).label(), "10%");
        assert_eq!(Volume::percent(250), Volume::FULL);
        let quiet = Settings {
            volume: Volume::percent(40),
            ..Settings::default()
        };
        assert!((quiet.gain() - 0.4).abs() < 1e-6);
        let muted = Settings {
            sound: false,
            ..quiet
        };
        assert_eq!(muted.gain(), 0.0);
        let json = serde_json::to_string(&quiet).expect("json");
        assert!(json.contains(r#""volume":40"#), "{json}");
    }
}
