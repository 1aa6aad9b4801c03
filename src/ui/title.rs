//! The title screen: Play, Team studio, and the version with its git hash.

use super::widgets::{Button, TEXT, centred_text};
use crate::input::stroke::StrokeEvent;
use macroquad::prelude::{Color, Rect, clear_background, screen_height, screen_width};

/// What the player chose on the title screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitleChoice {
    /// Start a match.
    Play,
}

/// The version line shown on the title screen: `v0.1.0 (abc123def)`.
pub fn version_line() -> String {
    format!(
        "v{} ({})",
        env!("CARGO_PKG_VERSION"),
        env!("HEXKICK_GIT_HASH")
    )
}

/// The title screen's state.
#[derive(Default)]
pub struct TitleScreen {
    studio_tapped: bool,
}

impl TitleScreen {
    /// A fresh title screen.
    pub fn new() -> Self {
        Self::default()
    }

    fn buttons() -> (Button, Button) {
        let (w, h) = (screen_width(), screen_height());
        let bw = (w * 0.6).min(360.0);
        let bh = (h * 0.09).clamp(44.0, 72.0);
        let x = (w - bw) / 2.0;
        let play = Button::new("Play", Rect::new(x, h * 0.45, bw, bh));
        let studio = Button::new("Team studio", Rect::new(x, h * 0.45 + bh * 1.4, bw, bh));
        (play, studio)
    }

    /// Handles the frame's strokes; returns the choice once one is made.
    pub fn update(&mut self, events: &[StrokeEvent]) -> Option<TitleChoice> {
        let (play, studio) = Self::buttons();
        for event in events {
            if let StrokeEvent::Released { start, end, .. } = *event {
                if play.is_tapped(start, end) {
                    return Some(TitleChoice::Play);
                }
                if studio.is_tapped(start, end) {
                    self.studio_tapped = true;
                }
            }
        }
        None
    }

    /// Draws the screen.
    pub fn draw(&self) {
        let (w, h) = (screen_width(), screen_height());
        clear_background(Color::new(0.09, 0.27, 0.14, 1.0));
        centred_text(
            "hexkick",
            w / 2.0,
            h * 0.22,
            (w * 0.12).clamp(32.0, 120.0),
            TEXT,
        );
        centred_text(
            "Simulator Soccer, flicked",
            w / 2.0,
            h * 0.32,
            (w * 0.03).clamp(14.0, 32.0),
            Color::new(0.85, 0.9, 0.8, 1.0),
        );
        let (play, studio) = Self::buttons();
        play.draw(false);
        studio.draw(false);
        if self.studio_tapped {
            let r = studio.rect;
            centred_text(
                "coming soon",
                w / 2.0,
                r.y + r.h * 1.5,
                (r.h * 0.4).clamp(12.0, 28.0),
                Color::new(0.98, 0.85, 0.3, 1.0),
            );
        }
        centred_text(
            &version_line(),
            w / 2.0,
            h - 20.0,
            16.0,
            Color::new(0.8, 0.85, 0.8, 1.0),
        );
    }
}
