//! A jersey seen from above on a peg at match size: the pattern's shapes inside a disc, drawn
//! bolder than the printed wrap so they stay visible on a 17-pixel peg.

use hexkick_teams::strip::Pattern;

/// A point of the unit disc: x right, y down, the disc's radius is 1.
pub type UnitPoint = (f32, f32);

/// Corners of the polygon that stands for the disc when clipping.
const DISC_CORNERS: usize = 32;

/// The pattern's second-colour shapes clipped to the unit disc (empty for a plain jersey).
pub fn disc_pattern(pattern: Pattern) -> Vec<Vec<UnitPoint>> {
    raw_shapes(pattern)
        .iter()
        .map(|shape| clip_convex(shape, &disc()))
        .filter(|shape| shape.len() >= 3)
        .collect()
}

fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Vec<UnitPoint> {
    vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
}

/// Convex shapes in the unit square, clockwise on a y-down screen.
fn raw_shapes(pattern: Pattern) -> Vec<Vec<UnitPoint>> {
    match pattern {
        Pattern::Plain => Vec::new(),
        Pattern::Stripes => [-0.6, 0.2]
            .iter()
            .map(|&x| rect(x, -1.0, x + 0.4, 1.0))
            .collect(),
        Pattern::Pinstripes => [-0.55, -0.05, 0.45]
            .iter()
            .map(|&x| rect(x, -1.0, x + 0.14, 1.0))
            .collect(),
        Pattern::Hoops => [-0.6, 0.2]
            .iter()
            .map(|&y| rect(-1.0, y, 1.0, y + 0.4))
            .collect(),
        Pattern::Halves => vec![rect(0.0, -1.0, 1.0, 1.0)],
        Pattern::Quarters => vec![rect(0.0, -1.0, 1.0, 0.0), rect(-1.0, 0.0, 0.0, 1.0)],
        Pattern::Sash => vec![vec![(-1.0, -1.5), (-0.5, -1.5), (1.0, 1.5), (0.5, 1.5)]],
        Pattern::Chevron => vec![
            vec![(-1.0, -0.5), (0.0, 0.2), (0.0, 0.65), (-1.0, -0.05)],
            vec![(0.0, 0.2), (1.0, -0.5), (1.0, -0.05), (0.0, 0.65)],
        ],
    }
}

fn disc() -> Vec<UnitPoint> {
    (0..DISC_CORNERS)
        .map(|k| {
            let a = k as f32 / DISC_CORNERS as f32 * std::f32::consts::TAU;
            (a.cos(), a.sin())
        })
        .collect()
}

fn side(a: UnitPoint, b: UnitPoint, p: UnitPoint) -> f32 {
    (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0)
}

fn crossing(p: UnitPoint, q: UnitPoint, a: UnitPoint, b: UnitPoint) -> UnitPoint {
    let (sp, sq) = (side(a, b, p), side(a, b, q));
    let t = sp / (sp - sq);
    (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t)
}

/// Clips a polygon to a convex, clockwise (y-down) window (Sutherland-Hodgman).
fn clip_convex(subject: &[UnitPoint], window: &[UnitPoint]) -> Vec<UnitPoint> {
    let mut out = subject.to_vec();
    for (i, &a) in window.iter().enumerate() {
        let b = window[(i + 1) % window.len()];
        let input = std::mem::take(&mut out);
        for (j, &cur) in input.iter().enumerate() {
            let prev = input[(j + input.len() - 1) % input.len()];
            let (pin, cin) = (side(a, b, prev) >= 0.0, side(a, b, cur) >= 0.0);
            if cin {
                if !pin {
                    out.push(crossing(prev, cur, a, b));
                }
                out.push(cur);
            } else if pin {
                out.push(crossing(prev, cur, a, b));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{Pattern, UnitPoint, disc_pattern};

    fn area(shape: &[UnitPoint]) -> f32 {
        let n = shape.len();
        (0..n)
            .map(|i| {
                let (a, b) = (shape[i], shape[(i + 1) % n]);
                a.0 * b.1 - b.0 * a.1
            })
            .sum::<f32>()
            .abs()
            / 2.0
    }

    #[test]
    fn every_pattern_but_plain_shows_inside_the_disc() {
        let disc_area = std::f32::consts::PI;
        for pattern in Pattern::ALL {
            let shapes = disc_pattern(pattern);
            let covered: f32 = shapes.iter().map(|s| area(s)).sum();
            for p in shapes.iter().flatten() {
                assert!(p.0.hypot(p.1) <= 1.001, "{pattern:?} spills at {p:?}");
            }
            if pattern == Pattern::Plain {
                assert!(shapes.is_empty());
            } else {
                let share = covered / disc_area;
                assert!((0.08..=0.55).contains(&share), "{pattern:?}: {share}");
            }
        }
        let halves: f32 = disc_pattern(Pattern::Halves).iter().map(|s| area(s)).sum();
        assert!((halves / disc_area - 0.5).abs() < 0.01);
    }
}
