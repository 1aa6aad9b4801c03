//! Small drawing helpers that take pitch centimetres and draw through a [`PitchView`].

use super::view::PitchView;
use hexkick_rules::pitch::PitchPoint;
use macroquad::prelude::{Color, Vec2, draw_circle, draw_circle_lines, draw_line, draw_triangle};

fn v(view: &PitchView, p: PitchPoint) -> Vec2 {
    let q = view.to_screen(p);
    Vec2::new(q.x, q.y)
}

/// Fills a convex polygon given in pitch centimetres.
pub fn fill_polygon(view: &PitchView, points: &[PitchPoint], color: Color) {
    let Some(&first) = points.first() else {
        return;
    };
    let a = v(view, first);
    for pair in points[1..].windows(2) {
        draw_triangle(a, v(view, pair[0]), v(view, pair[1]), color);
    }
}

/// Fills an axis-aligned rectangle of the pitch between two corners.
pub fn fill_rect(view: &PitchView, min: PitchPoint, max: PitchPoint, color: Color) {
    let corners = [
        min,
        PitchPoint::new(max.x, min.y),
        max,
        PitchPoint::new(min.x, max.y),
    ];
    fill_polygon(view, &corners, color);
}

/// A straight line `width_px` logical pixels thick, with round joints.
pub fn line(view: &PitchView, a: PitchPoint, b: PitchPoint, width_px: f32, color: Color) {
    let (a, b) = (v(view, a), v(view, b));
    draw_line(a.x, a.y, b.x, b.y, width_px, color);
    if width_px > 2.0 {
        draw_circle(a.x, a.y, width_px / 2.0, color);
        draw_circle(b.x, b.y, width_px / 2.0, color);
    }
}

/// The closed outline of a polygon.
pub fn outline(view: &PitchView, points: &[PitchPoint], width_px: f32, color: Color) {
    for (i, &a) in points.iter().enumerate() {
        let b = points[(i + 1) % points.len()];
        line(view, a, b, width_px, color);
    }
}

/// A filled disc of `radius_cm` at `centre`.
pub fn disc(view: &PitchView, centre: PitchPoint, radius_cm: f32, color: Color) {
    let c = v(view, centre);
    draw_circle(c.x, c.y, view.px(radius_cm), color);
}

/// A ring of `radius_cm` at `centre`.
pub fn ring(view: &PitchView, centre: PitchPoint, radius_cm: f32, width_px: f32, color: Color) {
    let c = v(view, centre);
    draw_circle_lines(c.x, c.y, view.px(radius_cm), width_px, color);
}
