//! Club badges and team names on screen (the match HUD and the studio's lists).

use super::fonts::UiText;
use super::scene_draw::{Placement, draw_scene};
use super::widgets::TEXT;
use hexkick_teams::sheet::layout::badge_scene;
use hexkick_teams::strip::Badge;

/// Draws a badge filling a square of side `size` at (x, y), logical pixels.
pub fn draw_badge(badge: &Badge, x: f32, y: f32, size: f32) {
    let scene = badge_scene(badge);
    draw_scene(&scene, Placement::fit(&scene, x, y, size, size));
}

/// A badge then a name, left to right from (x, y), `height` logical pixels tall and at most
/// `width` wide (the name shrinks to fit).
pub fn draw_badge_and_name(badge: &Badge, name: &str, x: f32, y: f32, height: f32, width: f32) {
    draw_badge(badge, x, y, height);
    let room = (width - height * 1.15).max(1.0);
    let size = (height * 0.6).clamp(8.0, 64.0);
    let mut text = UiText::new(size);
    let mut dims = text.measure(name);
    if dims.width > room {
        text = UiText::new(size * room / dims.width);
        dims = text.measure(name);
    }
    text.draw(
        name,
        (x + height * 1.15).round(),
        (y + height / 2.0 + dims.offset_y / 2.0).round(),
        TEXT,
    );
}
