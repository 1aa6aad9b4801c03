//! The note under the board: the toast of the moment (why a tap did nothing, where the ball
//! rested) or else the standing hint (why the way forward is withheld, what the other offers
//! do), wrapped to the board's width. Its lines are laid out once per text and width.

use super::super::fonts::UiText;
use super::super::widgets::{TEXT, centred_text};
use crate::ui::wrap::wrap;
use macroquad::prelude::{Color, Rect, draw_rectangle};

/// The note's text size, logical pixels.
const SIZE: f32 = 16.0;
/// At most this many lines (the rest is cut with "...").
const MAX_LINES: usize = 4;

/// The note's lines, kept while its text and width stand.
#[derive(Default)]
pub struct Note {
    text: String,
    width: u32,
    lines: Vec<String>,
}

impl Note {
    /// Lays `text` out for `width` logical pixels (only when either changed).
    pub fn fit(&mut self, text: &str, width: f32) {
        let w = width.round() as u32;
        if self.text == text && self.width == w {
            return;
        }
        self.text = text.to_string();
        self.width = w;
        let ui = UiText::new(SIZE);
        self.lines = wrap(text, width, |t| ui.width(t));
        if self.lines.len() > MAX_LINES {
            self.lines.truncate(MAX_LINES);
            if let Some(last) = self.lines.last_mut() {
                last.push_str(" ...");
            }
        }
        if text.is_empty() {
            self.lines.clear();
        }
    }

    /// Draws the note in the bottom of `area`, centred, on a dark band.
    pub fn draw(&self, area: Rect) {
        if self.lines.is_empty() {
            return;
        }
        let step = SIZE * 1.25;
        let h = self.lines.len() as f32 * step + 8.0;
        let top = area.y + area.h - h - 10.0;
        let w = self.width as f32 + 16.0;
        let cx = area.x + area.w / 2.0;
        draw_rectangle(cx - w / 2.0, top, w, h, Color::new(0.0, 0.0, 0.0, 0.78));
        for (i, line) in self.lines.iter().enumerate() {
            centred_text(line, cx, top + 4.0 + step * (i as f32 + 0.5), SIZE, TEXT);
        }
    }
}
