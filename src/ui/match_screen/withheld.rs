//! A withheld action's button: drawn in its place but dimmed, with a "?" that says a tap
//! gives the reason (the reason itself comes from the table's view).

use super::super::widgets::{Button, centred_text};
use super::texts;
use macroquad::prelude::{Color, draw_rectangle};

/// The veil over a withheld button.
const VEIL: Color = Color::new(0.02, 0.05, 0.03, 0.62);
/// The "?" badge.
const MARK: Color = Color::new(1.0, 0.85, 0.3, 1.0);

/// Draws a withheld action's button: dimmed, with a "?" at its right end.
pub fn draw(button: &Button) {
    let r = button.rect;
    let size = (r.h * 0.34).clamp(12.0, 16.0);
    // The "?" sits on the top right corner; the label keeps clear of it.
    button.draw_keeping_clear(false, size * 1.2);
    draw_rectangle(r.x, r.y, r.w, r.h, VEIL);
    let (x, y) = (r.x + r.w - size * 0.55, r.y + size * 0.6);
    macroquad::prelude::draw_circle(x, y, size * 0.62, MARK);
    centred_text(texts::WHY_MARK, x, y, size, Color::new(0.1, 0.1, 0.1, 1.0));
}
