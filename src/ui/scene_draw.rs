//! Draws a printable-sheet [`Scene`] (a jersey wrap, a skill sticker, a badge) on screen, so
//! the studio's previews are exactly what gets printed.

use super::fonts::UiText;
use hexkick_teams::colour::Rgb;
use hexkick_teams::sheet::font::{CAP_HEIGHT_EM, text_width};
use hexkick_teams::sheet::scene::Anchor;
use hexkick_teams::sheet::scene::{Point, Scene, Shape};
use macroquad::prelude::{Color, Vec2, draw_circle, draw_rectangle, draw_triangle};
use std::f64::consts::PI;

/// Where a scene goes on screen: its top-left corner and the scale, in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    /// Screen x of the scene's left edge.
    pub x: f32,
    /// Screen y of the scene's top edge.
    pub y: f32,
    /// Logical pixels per scene millimetre.
    pub px_per_mm: f32,
}

impl Placement {
    /// The largest placement that fits the scene in a box, centred in it.
    pub fn fit(scene: &Scene, x: f32, y: f32, w: f32, h: f32) -> Placement {
        let sw = scene.width.max(1e-6) as f32;
        let sh = scene.height.max(1e-6) as f32;
        let px_per_mm = (w / sw).min(h / sh).max(0.0);
        Placement {
            x: x + (w - sw * px_per_mm) / 2.0,
            y: y + (h - sh * px_per_mm) / 2.0,
            px_per_mm,
        }
    }

    fn at(&self, p: Point) -> Vec2 {
        Vec2::new(
            self.x + p.0 as f32 * self.px_per_mm,
            self.y + p.1 as f32 * self.px_per_mm,
        )
    }
}

/// A strip colour as a macroquad colour.
pub fn color(rgb: Rgb) -> Color {
    Color::from_rgba(rgb.r, rgb.g, rgb.b, 255)
}

/// Segments per full circle when a disc is drawn as a polygon.
const CIRCLE_SEGMENTS: usize = 48;

/// Draws every shape of the scene, back to front.
pub fn draw_scene(scene: &Scene, at: Placement) {
    for item in &scene.items {
        let c = color(item.fill);
        match &item.shape {
            Shape::Rect { x, y, w, h } => {
                let p = at.at((*x, *y));
                let s = at.px_per_mm;
                draw_rectangle(p.x, p.y, *w as f32 * s, *h as f32 * s, c);
            }
            Shape::Polygon(points) => fill_polygon(points, at, c),
            Shape::Circle { c: centre, r } => {
                let p = at.at(*centre);
                draw_circle(p.x, p.y, *r as f32 * at.px_per_mm, c);
            }
            Shape::Ring {
                c: centre,
                inner,
                outer,
            } => {
                let ring = arc_band(*centre, *inner, *outer, 0.0, 360.0);
                for quad in ring.chunks(4) {
                    fill_polygon(quad, at, c);
                }
            }
            Shape::Sector {
                c: centre,
                r,
                from,
                to,
            } => {
                let mut points = vec![*centre];
                points.extend(arc(*centre, *r, *from, *to));
                fill_polygon(&points, at, c);
            }
            Shape::Text {
                at: anchor,
                size,
                text,
                anchor: how,
            } => {
                // The printed sheet's font and metrics: the preview letters as it prints.
                let left = match how {
                    Anchor::Start => anchor.0,
                    Anchor::Middle => anchor.0 - text_width(text, *size) / 2.0,
                };
                let baseline = at.at((left, anchor.1 + size / 2.0));
                let font = UiText::new(*size as f32 * at.px_per_mm / CAP_HEIGHT_EM as f32);
                font.draw(text, baseline.x, baseline.y, c);
            }
        }
    }
}

/// Points along an arc, angles in degrees clockwise from 12 o'clock (y down).
fn arc(c: Point, r: f64, from: f64, to: f64) -> Vec<Point> {
    let steps = (((to - from) / 360.0 * CIRCLE_SEGMENTS as f64).ceil() as usize).max(1);
    (0..=steps)
        .map(|k| {
            let a = (from + (to - from) * k as f64 / steps as f64) * PI / 180.0;
            (c.0 + r * a.sin(), c.1 - r * a.cos())
        })
        .collect()
}

/// A ring as quads (four points each).
fn arc_band(c: Point, inner: f64, outer: f64, from: f64, to: f64) -> Vec<Point> {
    let (i, o) = (arc(c, inner, from, to), arc(c, outer, from, to));
    (0..i.len() - 1)
        .flat_map(|k| [i[k], o[k], o[k + 1], i[k + 1]])
        .collect()
}

/// Fills a simple polygon (convex or not) by ear clipping.
fn fill_polygon(points: &[Point], at: Placement, c: Color) {
    for [a, b, d] in triangulate(points) {
        draw_triangle(at.at(a), at.at(b), at.at(d), c);
    }
}

/// Twice the signed area: positive when the points run clockwise on a y-down page.
fn signed_area(points: &[Point]) -> f64 {
    points
        .iter()
        .zip(points.iter().cycle().skip(1))
        .map(|(a, b)| a.0 * b.1 - b.0 * a.1)
        .sum()
}

fn cross(o: Point, a: Point, b: Point) -> f64 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

fn inside_triangle(p: Point, [a, b, c]: [Point; 3]) -> bool {
    let (d1, d2, d3) = (cross(a, b, p), cross(b, c, p), cross(c, a, p));
    let neg = d1 < 0.0 || d2 < 0.0 || d3 < 0.0;
    let pos = d1 > 0.0 || d2 > 0.0 || d3 > 0.0;
    !(neg && pos)
}

/// Splits a simple polygon into triangles (ear clipping; fine for the few points a piece has).
pub fn triangulate(points: &[Point]) -> Vec<[Point; 3]> {
    let mut ring: Vec<Point> = points.to_vec();
    if signed_area(&ring) < 0.0 {
        ring.reverse();
    }
    let mut out = Vec::new();
    while ring.len() > 3 {
        let n = ring.len();
        let ear = (0..n).find(|&i| {
            let tri = [ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n]];
            cross(tri[0], tri[1], tri[2]) > 0.0
                && !ring
                    .iter()
                    .filter(|p| !tri.contains(p))
                    .any(|&p| inside_triangle(p, tri))
        });
        // A degenerate polygon has no ear: drop a point and go on.
        let i = ear.unwrap_or(0);
        let tri = [ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n]];
        if ear.is_some() {
            out.push(tri);
        }
        ring.remove(i);
    }
    if ring.len() == 3 {
        out.push([ring[0], ring[1], ring[2]]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{Placement, Point, Scene, cross, signed_area, triangulate};

    fn area(tris: &[[Point; 3]]) -> f64 {
        tris.iter()
            .map(|[a, b, c]| cross(*a, *b, *c).abs() / 2.0)
            .sum()
    }

    #[test]
    fn triangulates_a_chevron_without_spilling() {
        // The sheet's chevron arm: not convex.
        let chevron = [
            (0.0, 3.0),
            (5.0, 8.5),
            (10.0, 3.0),
            (10.0, 7.0),
            (5.0, 12.5),
            (0.0, 7.0),
        ];
        let tris = triangulate(&chevron);
        assert_eq!(tris.len(), 4);
        assert!((area(&tris) - signed_area(&chevron).abs() / 2.0).abs() < 1e-9);
        let square = [(0.0, 0.0), (0.0, 2.0), (2.0, 2.0), (2.0, 0.0)];
        assert!((area(&triangulate(&square)) - 4.0).abs() < 1e-9);
    }

    #[test]
    fn fit_keeps_the_aspect_and_centres() {
        let scene = Scene::new(10.0, 20.0);
        let p = Placement::fit(&scene, 0.0, 0.0, 100.0, 100.0);
        assert_eq!(p.px_per_mm, 5.0);
        assert_eq!((p.x, p.y), (25.0, 0.0));
    }
}
