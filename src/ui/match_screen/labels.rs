//! The cells' names ("E6") drawn on the board when the Cells button is on, so the cells the
//! log and the prompts name can be found. Painted into the board's cached picture.

use super::super::fonts::UiText;
use super::super::view::PitchView;
use hexkick_rules::pitch::Cell;
use macroquad::prelude::Color;

/// The labels' colour: light, half seen through.
const LABEL: Color = Color::new(1.0, 1.0, 1.0, 0.72);
/// Smallest label, logical pixels.
const MIN_LABEL_PX: f32 = 12.0;

/// Draws every cell's name in the upper part of its cell.
pub fn draw_cell_labels(view: &PitchView) {
    let size = view.px(2.4).clamp(MIN_LABEL_PX, 22.0);
    let ui = UiText::new(size);
    let rise = view.px(2.6);
    let mut name = String::new();
    for cell in Cell::all() {
        use std::fmt::Write;
        name.clear();
        let _ = write!(name, "{cell}");
        let q = view.to_screen(cell.centre());
        let w = ui.width(&name);
        ui.draw(
            &name,
            (q.x - w / 2.0).round(),
            (q.y - rise + size * 0.35).round(),
            LABEL,
        );
    }
}
