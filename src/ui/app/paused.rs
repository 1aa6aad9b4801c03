//! The settings opened from a match's pause sheet: the Settings page over the paused match,
//! which comes back, still paused, with the new settings applied.

use super::Context;
use crate::input::stroke::StrokeEvent;
use crate::ui::app_saves::app_saves;
use crate::ui::form::Announcer;
use crate::ui::match_screen::MatchScreen;
use crate::ui::match_start::apply_settings;
use crate::ui::palette;
use crate::ui::settings::Settings;
use crate::ui::settings::screen::{SettingsScreen, SettingsSignal};
use hexkick_storage::Saves;
use macroquad::prelude::{screen_height, screen_width};

/// The Settings page with the paused match waiting behind it.
pub(super) struct SettingsOverMatch {
    page: SettingsScreen,
    saves: Saves,
    announcer: Announcer,
}

impl SettingsOverMatch {
    /// The settings over a paused match, as they are saved now.
    pub fn open() -> Self {
        let (mut saves, _) = app_saves();
        let (settings, _) = Settings::load(&mut saves);
        Self {
            page: SettingsScreen::new(settings),
            saves,
            announcer: Announcer::default(),
        }
    }

    /// Handles the frame's strokes; `Some` once the player goes back to the paused match.
    pub fn update(&mut self, ctx: &mut Context, events: &[StrokeEvent], back: bool) -> Option<()> {
        let (w, h) = (screen_width(), screen_height());
        if ctx.options.test_mode {
            let form = self.page.form();
            let layout = form.layout(w, h);
            let targets: Vec<_> = (form.targets(&layout).into_iter())
                .map(|(id, rect, _)| (id, rect))
                .collect();
            self.announcer.announce(form.screen, &targets);
        }
        match self.page.update(events, w, h, &mut self.saves) {
            SettingsSignal::Changed(settings) => settings_now_in_use(ctx, settings),
            SettingsSignal::Back => return Some(()),
            SettingsSignal::Nothing => {}
        }
        back.then_some(())
    }

    /// Puts the settings chosen meanwhile to use in the paused match.
    pub fn apply_to(&self, game: &mut MatchScreen, test_mode: bool) {
        apply_settings(game, self.page.settings(), test_mode);
    }

    /// Draws the Settings page.
    pub fn draw(&self) {
        self.page.form().draw(screen_width(), screen_height());
    }
}

/// Puts settings just changed to use everywhere at once: sound, vibration, colours, language.
pub(super) fn settings_now_in_use(ctx: &mut Context, settings: Settings) {
    ctx.sounds.set_gain(settings.gain());
    ctx.haptics.set_on(settings.vibration);
    palette::use_palette(settings.palette);
    if let Some(lang) = settings.language {
        hexkick_i18n::set_lang(lang);
    }
}
