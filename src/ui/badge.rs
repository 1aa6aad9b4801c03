//! Club badges and team names on screen (the match HUD and the studio's lists).

use super::scene_draw::{Placement, draw_scene};
use super::widgets::TEXT;
use crate::teams::sheet::layout::badge_scene;
use crate::teams::strip::Badge;
use macroquad::prelude::{TextParams, draw_text_ex, measure_text};

/// Draws a badge filling a square of side `size` at (x, y), logical pixels.
pub fn draw_badge(badge: &Badge, x: f32, y: f32, size: f32) {
    let scene = badge_scene(badge);
    draw_scene(&scene, Placement::fit(&scene, x, y, size, size));
}

/// A badge then a name, left to right from (x, y), `height` logical pixels tall and at most
/// `width` wide (the name shrinks to fit).
pub fn draw_badge_and_name(badge: &Badge, name: &str, x: f32, y: f32, height: f32, width: f32) {
    draw_badge(badge, x, y, height);
    let font = super::fonts::ui_font();
    let room = (width - height * 1.15).max(1.0);
    let mut size = (height * 0.6).clamp(8.0, 64.0).round() as u16;
    let mut dims = measure_text(name, font.as_ref(), size, 1.0);
    if dims.width > room {
        size = ((f32::from(size) * room / dims.width).floor() as u16).max(6);
        dims = measure_text(name, font.as_ref(), size, 1.0);
    }
    draw_text_ex(
        name,
        (x + height * 1.15).round(),
        (y + height / 2.0 + dims.offset_y / 2.0).round(),
        TextParams {
            font: font.as_ref(),
            font_size: size,
            color: TEXT,
            ..Default::default()
        },
    );
}
