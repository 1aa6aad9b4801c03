//! A flat list of filled shapes in millimetres: what both the SVG writer and the rasteriser
//! draw, so the two outputs always match.

use crate::colour::Rgb;

/// A point in millimetres from the page's top-left corner, y down.
pub type Point = (f64, f64);

/// How a text is placed horizontally around its anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The anchor is the text's left end.
    Start,
    /// The anchor is the text's centre.
    Middle,
}

/// One filled shape.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// An axis-aligned rectangle.
    Rect {
        /// Left edge.
        x: f64,
        /// Top edge.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
    },
    /// A closed polygon (filled with the non-zero rule).
    Polygon(Vec<Point>),
    /// A disc.
    Circle {
        /// Centre.
        c: Point,
        /// Radius.
        r: f64,
    },
    /// A ring between two radii (a cut line round a sticker).
    Ring {
        /// Centre.
        c: Point,
        /// Inner radius.
        inner: f64,
        /// Outer radius.
        outer: f64,
    },
    /// A pie slice, angles in degrees clockwise from 12 o'clock.
    Sector {
        /// Centre.
        c: Point,
        /// Radius.
        r: f64,
        /// Start angle.
        from: f64,
        /// End angle (greater than `from`).
        to: f64,
    },
    /// A line of capital letters and digits; `size` is the cap height in mm and `at` the
    /// anchor on the text's vertical middle.
    Text {
        /// Anchor point.
        at: Point,
        /// Cap height.
        size: f64,
        /// The text.
        text: String,
        /// Horizontal placement.
        anchor: Anchor,
    },
}

/// A shape with its colour and an optional id (the SVG writes it, tests find it).
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// The shape.
    pub shape: Shape,
    /// Its fill colour.
    pub fill: Rgb,
    /// An id and class for the SVG (`("wrap-7", "wrap")`), if any.
    pub tag: Option<(String, &'static str)>,
}

/// A page of shapes drawn in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    /// Page width in mm.
    pub width: f64,
    /// Page height in mm.
    pub height: f64,
    /// The shapes, back to front.
    pub items: Vec<Item>,
}

impl Scene {
    /// An empty page.
    pub fn new(width: f64, height: f64) -> Self {
        Self {
            width,
            height,
            items: Vec::new(),
        }
    }

    /// Adds a shape.
    pub fn fill(&mut self, shape: Shape, fill: Rgb) {
        self.items.push(Item {
            shape,
            fill,
            tag: None,
        });
    }

    /// Adds a shape with an id and class.
    pub fn fill_tagged(&mut self, shape: Shape, fill: Rgb, id: String, class: &'static str) {
        self.items.push(Item {
            shape,
            fill,
            tag: Some((id, class)),
        });
    }
}

/// Clips a polygon to an axis-aligned box (Sutherland-Hodgman); may return fewer than 3 points.
pub fn clip_to_box(points: &[Point], x0: f64, y0: f64, x1: f64, y1: f64) -> Vec<Point> {
    type Inside = fn(Point, f64) -> bool;
    type Cross = fn(Point, Point, f64) -> Point;
    let at_x: Cross = |a, b, x| (x, a.1 + (b.1 - a.1) * (x - a.0) / (b.0 - a.0));
    let at_y: Cross = |a, b, y| (a.0 + (b.0 - a.0) * (y - a.1) / (b.1 - a.1), y);
    let edges: [(Inside, Cross, f64); 4] = [
        (|p, v| p.0 >= v, at_x, x0),
        (|p, v| p.0 <= v, at_x, x1),
        (|p, v| p.1 >= v, at_y, y0),
        (|p, v| p.1 <= v, at_y, y1),
    ];
    let mut out = points.to_vec();
    for (inside, cross, v) in edges {
        let input = std::mem::take(&mut out);
        for (i, &cur) in input.iter().enumerate() {
            let prev = input[(i + input.len() - 1) % input.len()];
            match (inside(prev, v), inside(cur, v)) {
                (true, true) => out.push(cur),
                (true, false) => out.push(cross(prev, cur, v)),
                (false, true) => {
                    out.push(cross(prev, cur, v));
                    out.push(cur);
                }
                (false, false) => {}
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clipping_keeps_the_inside() {
        let band = [(-2.0, 0.0), (2.0, 0.0), (12.0, 10.0), (8.0, 10.0)];
        let clipped = clip_to_box(&band, 0.0, 0.0, 10.0, 10.0);
        assert!(clipped.iter().all(|p| (0.0..=10.0).contains(&p.0)));
        assert!(clipped.contains(&(0.0, 0.0)) && clipped.contains(&(10.0, 10.0)));
        assert!(clip_to_box(&band, 20.0, 20.0, 30.0, 30.0).len() < 3);
    }
}
