//! Buttons and text for the screens.

use super::fonts::UiText;
use crate::input::ScreenPoint;
use macroquad::prelude::{Color, Rect, draw_rectangle, draw_rectangle_lines};

/// The smallest label a wrapped button draws, logical pixels.
pub const MIN_LABEL: f32 = 12.0;
/// Text colour on dark backgrounds.
pub const TEXT: Color = Color::new(0.96, 0.96, 0.92, 1.0);
const BUTTON: Color = Color::new(0.10, 0.24, 0.14, 0.92);
const BUTTON_ON: Color = Color::new(0.86, 0.70, 0.12, 1.0);
const BUTTON_EDGE: Color = Color::new(0.96, 0.96, 0.92, 0.8);

/// A rectangular button that answers taps.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    /// The label.
    pub label: String,
    /// Where it is, in logical pixels.
    pub rect: Rect,
}

impl Button {
    /// A button with a label at a rectangle.
    pub fn new(label: impl Into<String>, rect: Rect) -> Self {
        Self {
            label: label.into(),
            rect,
        }
    }

    /// Whether a tap that pressed at `start` and released at `end` hits this button.
    pub fn is_tapped(&self, start: ScreenPoint, end: ScreenPoint) -> bool {
        self.contains(start) && self.contains(end)
    }

    /// Whether a point lies on the button.
    pub fn contains(&self, p: ScreenPoint) -> bool {
        self.rect.contains(macroquad::prelude::vec2(p.x, p.y))
    }

    /// Draws the button, highlighted when `on`.
    pub fn draw(&self, on: bool) {
        let r = self.rect;
        let colour = self.frame(on);
        let by_width = r.w / (self.label.chars().count().max(1) as f32 * 0.75);
        let size = (r.h * 0.45).min(by_width).clamp(10.0, 48.0);
        centred_text(&self.label, r.x + r.w / 2.0, r.y + r.h / 2.0, size, colour);
    }

    /// Draws the button with its label on one line, or two when one does not fit (a narrow
    /// button in the match panel's grid), never under [`MIN_LABEL`] logical pixels.
    pub fn draw_wrapped(&self, on: bool) {
        let r = self.rect;
        let colour = self.frame(on);
        let room = r.w - 8.0;
        let mut size = (r.h * 0.42).clamp(MIN_LABEL, 24.0);
        let mut lines = wrap_lines(&self.label, size, room);
        while size > MIN_LABEL
            && (lines.len() > 2 || lines.iter().any(|l| text_width(l, size) > room))
        {
            size -= 1.0;
            lines = wrap_lines(&self.label, size, room);
        }
        let step = size * 1.1;
        let top = r.y + r.h / 2.0 - step * (lines.len() as f32 - 1.0) / 2.0;
        for (i, line) in lines.iter().enumerate() {
            centred_text(line, r.x + r.w / 2.0, top + i as f32 * step, size, colour);
        }
    }

    /// Draws the button's face and edge; returns the label's colour.
    fn frame(&self, on: bool) -> Color {
        let r = self.rect;
        draw_rectangle(r.x, r.y, r.w, r.h, if on { BUTTON_ON } else { BUTTON });
        draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, BUTTON_EDGE);
        if on {
            Color::new(0.1, 0.1, 0.1, 1.0)
        } else {
            TEXT
        }
    }
}

/// Draws `text` centred on `(x, y)` at `size` logical pixels.
pub fn centred_text(text: &str, x: f32, y: f32, size: f32, colour: Color) {
    let ui = UiText::new(size);
    let dims = ui.measure(text);
    ui.draw(
        text,
        (x - dims.width / 2.0).round(),
        (y + dims.offset_y / 2.0).round(),
        colour,
    );
}

/// How wide `text` is at `size` logical pixels.
pub fn text_width(text: &str, size: f32) -> f32 {
    UiText::new(size).width(text)
}

/// `text` cut at spaces into lines no wider than `width` at `size` logical pixels (a word
/// longer than `width` gets a line of its own).
pub fn wrap_lines(text: &str, size: f32, width: f32) -> Vec<String> {
    wrap_to_width(&UiText::new(size), text, width)
}

/// `text` cut at spaces into lines no wider than `width` logical pixels in `ui`'s size (a word
/// wider than that keeps a line of its own).
pub fn wrap_to_width(ui: &UiText, text: &str, width: f32) -> Vec<String> {
    super::wrap::wrap(text, width, |t| ui.width(t))
}
