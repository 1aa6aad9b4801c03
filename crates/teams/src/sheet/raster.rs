//! Draws a [`Scene`] into pixels (shapes without anti-aliasing: at 300 dpi a pixel is 0.085
//! mm; the lettering with its font's coverage) and encodes it as PNG with its print
//! resolution, so it prints true to scale too.

use super::font::coverage;
use super::scene::{Anchor, Point, Scene, Shape};
use crate::colour::Rgb;

/// Millimetres per inch.
const MM_PER_INCH: f64 = 25.4;

/// An RGB image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Dots per inch the image was drawn at.
    pub dpi: u32,
    /// Pixels, row by row, three bytes each.
    pub rgb: Vec<u8>,
}

impl Image {
    /// The colour of one pixel (black outside the image).
    pub fn pixel(&self, x: u32, y: u32) -> Rgb {
        if x >= self.width || y >= self.height {
            return Rgb::BLACK;
        }
        let at = (y as usize * self.width as usize + x as usize) * 3;
        Rgb::new(self.rgb[at], self.rgb[at + 1], self.rgb[at + 2])
    }
}

struct Canvas {
    image: Image,
    scale: f64,
}

impl Canvas {
    /// Pixel index range whose centres fall in [a, b) mm.
    fn span(&self, a: f64, b: f64, limit: u32) -> std::ops::Range<u32> {
        let first = (a * self.scale - 0.5).ceil().max(0.0);
        let end = (b * self.scale - 0.5).ceil().clamp(0.0, f64::from(limit));
        (first.min(end) as u32)..(end as u32)
    }

    fn fill_where(&mut self, bounds: (Point, Point), fill: Rgb, inside: impl Fn(Point) -> bool) {
        let ((x0, y0), (x1, y1)) = bounds;
        let (w, h) = (self.image.width, self.image.height);
        for py in self.span(y0, y1, h) {
            for px in self.span(x0, x1, w) {
                let p = (
                    (f64::from(px) + 0.5) / self.scale,
                    (f64::from(py) + 0.5) / self.scale,
                );
                if inside(p) {
                    let at = (py as usize * w as usize + px as usize) * 3;
                    self.image.rgb[at..at + 3].copy_from_slice(&[fill.r, fill.g, fill.b]);
                }
            }
        }
    }

    fn draw(&mut self, shape: &Shape, fill: Rgb) {
        match shape {
            Shape::Rect { x, y, w, h } => {
                self.fill_where(((*x, *y), (x + w, y + h)), fill, |_| true);
            }
            Shape::Polygon(points) => {
                let xs = points.iter().map(|p| p.0);
                let ys = points.iter().map(|p| p.1);
                let bounds = (
                    (
                        xs.clone().fold(f64::MAX, f64::min),
                        ys.clone().fold(f64::MAX, f64::min),
                    ),
                    (xs.fold(f64::MIN, f64::max), ys.fold(f64::MIN, f64::max)),
                );
                self.fill_where(bounds, fill, |p| winding(points, p) != 0);
            }
            Shape::Circle { c, r } => {
                let r2 = r * r;
                self.fill_where(around(*c, *r), fill, |p| dist2(p, *c) <= r2);
            }
            Shape::Ring { c, inner, outer } => {
                let (i2, o2) = (inner * inner, outer * outer);
                self.fill_where(around(*c, *outer), fill, |p| {
                    let d = dist2(p, *c);
                    d >= i2 && d <= o2
                });
            }
            Shape::Sector { c, r, from, to } => {
                let r2 = r * r;
                self.fill_where(around(*c, *r), fill, |p| {
                    let deg = (p.0 - c.0).atan2(c.1 - p.1).to_degrees().rem_euclid(360.0);
                    dist2(p, *c) <= r2 && deg >= *from && deg < *to
                });
            }
            Shape::Text {
                at,
                size,
                text,
                anchor,
            } => self.draw_text(*at, *size, text, *anchor, fill),
        }
    }

    fn draw_text(&mut self, at: Point, size: f64, text: &str, anchor: Anchor, fill: Rgb) {
        let (w, h) = (i64::from(self.image.width), i64::from(self.image.height));
        for (x, y, ink) in coverage(at, size, text, anchor, self.scale) {
            if !(0..w).contains(&x) || !(0..h).contains(&y) {
                continue;
            }
            let at = (y as usize * w as usize + x as usize) * 3;
            let blend = |under: u8, over: u8| {
                let (a, u, o) = (u32::from(ink), u32::from(under), u32::from(over));
                ((o * a + u * (255 - a) + 127) / 255) as u8
            };
            let pixel = &mut self.image.rgb[at..at + 3];
            pixel[0] = blend(pixel[0], fill.r);
            pixel[1] = blend(pixel[1], fill.g);
            pixel[2] = blend(pixel[2], fill.b);
        }
    }
}

fn around(c: Point, r: f64) -> (Point, Point) {
    ((c.0 - r, c.1 - r), (c.0 + r, c.1 + r))
}

fn dist2(a: Point, b: Point) -> f64 {
    (a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)
}

/// Non-zero winding number of a closed polygon around a point.
fn winding(points: &[Point], p: Point) -> i32 {
    let mut w = 0;
    for (i, &a) in points.iter().enumerate() {
        let b = points[(i + 1) % points.len()];
        let side = (b.0 - a.0) * (p.1 - a.1) - (p.0 - a.0) * (b.1 - a.1);
        if a.1 <= p.1 && b.1 > p.1 && side > 0.0 {
            w += 1;
        } else if a.1 > p.1 && b.1 <= p.1 && side < 0.0 {
            w -= 1;
        }
    }
    w
}

/// Draws the scene at `dpi` dots per inch on white.
pub fn rasterise(scene: &Scene, dpi: u32) -> Image {
    let scale = f64::from(dpi) / MM_PER_INCH;
    let width = (scene.width * scale).round() as u32;
    let height = (scene.height * scale).round() as u32;
    let mut canvas = Canvas {
        image: Image {
            width,
            height,
            dpi,
            rgb: vec![0xff; width as usize * height as usize * 3],
        },
        scale,
    };
    for item in &scene.items {
        canvas.draw(&item.shape, item.fill);
    }
    canvas.image
}

/// Encodes an image as PNG, recording its resolution (pHYs) so printers keep the scale.
pub fn encode_png(image: &Image) -> Result<Vec<u8>, png::EncodingError> {
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, image.width, image.height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let per_metre = (f64::from(image.dpi) / MM_PER_INCH * 1000.0).round() as u32;
        encoder.set_pixel_dims(Some(png::PixelDimensions {
            xppu: per_metre,
            yppu: per_metre,
            unit: png::Unit::Meter,
        }));
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&image.rgb)?;
        writer.finish()?;
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_land_on_the_right_pixels() {
        let mut scene = Scene::new(10.0, 10.0);
        scene.fill(
            Shape::Rect {
                x: 0.0,
                y: 0.0,
                w: 5.0,
                h: 10.0,
            },
            Rgb::BLACK,
        );
        let red = Rgb::new(255, 0, 0);
        scene.fill(
            Shape::Sector {
                c: (5.0, 5.0),
                r: 4.0,
                from: 90.0,
                to: 180.0,
            },
            red,
        );
        let image = rasterise(&scene, 254);
        assert_eq!((image.width, image.height), (100, 100));
        assert_eq!(image.pixel(10, 50), Rgb::BLACK);
        assert_eq!(image.pixel(90, 50), Rgb::WHITE);
        assert_eq!(image.pixel(70, 70), red, "lower right quarter");
        assert_eq!(image.pixel(70, 30), Rgb::WHITE, "upper right quarter");
        let png = encode_png(&image).expect("png");
        assert_eq!(&png[1..4], b"PNG");
    }
}
