//! The settings screen: each change is applied and saved at once.

use super::ai_pace::AiPace;
use super::motion::Motion;
use super::soft_kick::SoftKick;
use super::{AnimationSpeed, Settings};
use crate::input::stroke::StrokeEvent;
use crate::ui::flick_input::{FlickControl, Sensitivity};
use crate::ui::form::{Form, FormScroll, FormTap, Row};
use hexkick_i18n::{Lang, tr, tr_key, trf};
use hexkick_storage::{Saves, Store};
use hexkick_table::AimHelp;
use hexkick_teams::palette::Palette;

/// The settings screen's state.
pub struct SettingsScreen {
    settings: Settings,
    message: Option<String>,
    scroll: FormScroll,
}

/// What the settings screen asks of the caller.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SettingsSignal {
    /// Nothing.
    Nothing,
    /// The settings changed (already saved): apply them.
    Changed(Settings),
    /// Back to the title screen.
    Back,
}

/// The aim help row's choices: the match's default (by the opponent), or one for every match.
const AIM_CHOICES: [Option<AimHelp>; 4] = [
    None,
    Some(AimHelp::Off),
    Some(AimHelp::FirstContact),
    Some(AimHelp::WholePath),
];
/// The aim help row's words, in [`AIM_CHOICES`]' order.
const AIM_WORDS: [&str; 4] = [
    tr_key("Auto"),
    tr_key("Off"),
    tr_key("1st touch"),
    tr_key("Full path"),
];

impl SettingsScreen {
    /// The screen showing `settings`.
    pub fn new(settings: Settings) -> Self {
        Self {
            settings,
            message: None,
            scroll: FormScroll::default(),
        }
    }

    /// The settings as shown.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// The form for the current settings.
    pub fn form(&self) -> Form {
        let s = self.settings;
        let speed = AnimationSpeed::ALL
            .iter()
            .position(|&a| a == s.animation_speed)
            .unwrap_or(0);
        let speeds: Vec<&str> = AnimationSpeed::ALL.iter().map(|a| a.label()).collect();
        let sensitivities: Vec<String> =
            Sensitivity::STEPS.iter().map(|p| format!("{p}%")).collect();
        let sensitivities: Vec<&str> = sensitivities.iter().map(String::as_str).collect();
        let shown = s.language.unwrap_or_else(hexkick_i18n::lang);
        let language = Lang::ALL.iter().position(|&l| l == shown).unwrap_or(0);
        let languages: Vec<&str> = Lang::ALL.iter().map(|l| l.label()).collect();
        let soft = SoftKick::ALL.iter().position(|&k| k == s.soft_kick);
        let softs: Vec<&str> = SoftKick::ALL.iter().map(|k| k.label()).collect();
        let pace = AiPace::ALL.iter().position(|&p| p == s.ai_pace);
        let paces: Vec<&str> = AiPace::ALL.iter().map(|p| p.label()).collect();
        let aim_choices = AIM_WORDS.map(tr);
        let aim_choice = AIM_CHOICES
            .iter()
            .position(|&c| c == s.aim_help)
            .unwrap_or(0);
        Form {
            scroll: self.scroll.offset(),
            screen: "settings",
            title: tr("Settings").to_string(),
            rows: vec![
                Row::toggle("sound", tr("Sound"), s.sound),
                Row::cycle("volume", tr("Volume"), &s.volume.label()),
                Row::choice("speed", tr("Animation speed"), &speeds, speed),
                Row::toggle("undo", tr("Undo last move"), s.undo),
                Row::toggle("table", tr("Table mode (face each coach)"), s.table_mode),
                Row::choice("aim", tr("Aim help"), &aim_choices, aim_choice),
                Row::toggle(
                    "palette",
                    tr("Colour-blind palette"),
                    s.palette == Palette::ColourBlindSafe,
                ),
                Row::toggle("hand", tr("Panel on the left"), s.left_handed),
                Row::choice(
                    "sensitivity",
                    tr("Flick sensitivity"),
                    &sensitivities,
                    s.flick_sensitivity.step(),
                ),
                Row::toggle(
                    "dragback",
                    tr("Drag back to kick"),
                    s.flick_control == FlickControl::DragBack,
                ),
                Row::choice("lang", tr("Language"), &languages, language),
                Row::choice(
                    "soft",
                    tr("Ask before a kick under"),
                    &softs,
                    soft.unwrap_or(1),
                ),
                Row::choice("pace", tr("AI turns"), &paces, pace.unwrap_or(1)),
                Row::toggle("vibration", tr("Vibration"), s.vibration),
                Row::toggle("motion", tr("Reduced motion"), s.motion.is_reduced()),
            ],
            buttons: vec![("back", tr("Back").to_string())],
            message: self.message.clone(),
        }
    }

    /// Applies one tap to the settings; `None` when it changes nothing.
    pub fn apply(settings: Settings, tap: FormTap) -> Option<Settings> {
        let FormTap::Option { row, option } = tap else {
            return None;
        };
        let on = option == 1;
        let mut s = settings;
        match row {
            "sound" => s.sound = on,
            "speed" => s.animation_speed = *AnimationSpeed::ALL.get(option)?,
            "undo" => s.undo = on,
            "table" => s.table_mode = on,
            "aim" => s.aim_help = AIM_CHOICES[option.min(AIM_CHOICES.len() - 1)],
            "volume" if option != 1 => s.volume = s.volume.stepped(option == 2),
            "palette" if on => s.palette = Palette::ColourBlindSafe,
            "palette" => s.palette = Palette::Printed,
            "hand" => s.left_handed = on,
            "sensitivity" => {
                s.flick_sensitivity = Sensitivity::percent(*Sensitivity::STEPS.get(option)?)
            }
            "dragback" => {
                s.flick_control = if on {
                    FlickControl::DragBack
                } else {
                    FlickControl::Swipe
                }
            }
            "lang" => s.language = Some(*Lang::ALL.get(option)?),
            "soft" => s.soft_kick = *SoftKick::ALL.get(option)?,
            "pace" => s.ai_pace = *AiPace::ALL.get(option)?,
            "vibration" => s.vibration = on,
            "motion" => s.motion = Motion::reduced_if(on),
            _ => return None,
        }
        (s != settings).then_some(s)
    }

    /// Handles the frame's strokes in a `w` x `h` window, saving any change.
    pub fn update<S: Store>(
        &mut self,
        events: &[StrokeEvent],
        w: f32,
        h: f32,
        saves: &mut Saves<S>,
    ) -> SettingsSignal {
        self.scroll.follow(&self.form(), events, w, h);
        let Some(tap) = self.form().tapped(events, w, h) else {
            return SettingsSignal::Nothing;
        };
        if tap == FormTap::Button("back") {
            return SettingsSignal::Back;
        }
        let Some(changed) = Self::apply(self.settings, tap) else {
            return SettingsSignal::Nothing;
        };
        self.settings = changed;
        self.message = changed.save(saves).err().map(|e| {
            let why = hexkick_table::save_words::why_not_saved(&e);
            trf("Not saved, used until you quit: {0}", &[&why])
        });
        SettingsSignal::Changed(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::{
        AiPace, AimHelp, AnimationSpeed, FlickControl, FormTap, Lang, Motion, Palette, Saves,
        Sensitivity, Settings, SettingsScreen, SettingsSignal, SoftKick, StrokeEvent,
    };
    use crate::input::ScreenPoint;
    use crate::ui::form::centre;
    use hexkick_storage::MemoryStore;

    #[test]
    fn taps_change_save_and_reload_the_settings() {
        let mut saves = Saves::new(MemoryStore::default());
        let mut screen = SettingsScreen::new(Settings::default());
        // Tall enough for every row without scrolling.
        let (w, h) = (1280.0, 1000.0);
        let taps = [
            "sound.0",
            "speed.2",
            "table.1",
            "aim.1",
            "aim.3",
            "aim.1",
            "undo.0",
            "volume.0",
            "volume.0",
            "palette.1",
            "hand.1",
            "sensitivity.3",
            "dragback.1",
            "lang.1",
            "soft.2",
            "pace.2",
            "vibration.0",
            "motion.1",
        ];
        for id in taps {
            let form = screen.form();
            let layout = form.layout(w, h);
            let (_, rect, _) = form
                .targets(&layout)
                .into_iter()
                .find(|(t, ..)| t == id)
                .expect("the option is on screen");
            let at: ScreenPoint = centre(rect);
            let tap = StrokeEvent::tap(at);
            let signal = screen.update(&[tap], w, h, &mut saves);
            assert!(
                matches!(signal, SettingsSignal::Changed(_)),
                "{id}: {signal:?}"
            );
        }
        let expected = Settings {
            sound: false,
            animation_speed: AnimationSpeed::Quadruple,
            undo: false,
            table_mode: true,
            aim_help: Some(AimHelp::Off),
            volume: super::super::Volume::percent(80),
            palette: Palette::ColourBlindSafe,
            left_handed: true,
            flick_sensitivity: Sensitivity::percent(150),
            flick_control: FlickControl::DragBack,
            language: Some(Lang::Fr),
            soft_kick: SoftKick::Cm6,
            ai_pace: AiPace::Fast,
            vibration: false,
            motion: Motion::Reduced,
            tutorial_lesson: 0,
        };
        assert_eq!(screen.settings(), expected);
        assert_eq!(Settings::load(&mut saves), (expected, None));
    }

    #[test]
    fn tapping_the_selected_option_changes_nothing() {
        let s = Settings::default();
        let tap = FormTap::Option {
            row: "sound",
            option: 1,
        };
        assert_eq!(SettingsScreen::apply(s, tap), None);
        assert_eq!(SettingsScreen::apply(s, FormTap::Button("back")), None);
        let louder = FormTap::Option {
            row: "volume",
            option: 2,
        };
        assert_eq!(SettingsScreen::apply(s, louder), None, "already at 100%");
        let value = FormTap::Option {
            row: "volume",
            option: 1,
        };
        assert_eq!(
            SettingsScreen::apply(s, value),
            None,
            "the value is no button"
        );
    }
}
