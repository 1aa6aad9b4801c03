//! The sheets' lettering: DejaVu Sans Bold (the game's own font, `assets/fonts`), measured
//! and drawn with `fontdue`, so the PNG's text, the SVG's and the game's are the same shapes
//! and the layout fits them alike.

use std::sync::OnceLock;

/// DejaVu Sans Bold, cut down to the Latin letters, digits and punctuation the game writes
/// (`assets/fonts/README.md`); the app's screens use the same bytes.
pub const FONT_BYTES: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans-Bold-subset.ttf");

/// The cap height of DejaVu Sans as a share of its em: a text's `size` (its cap height in
/// mm) is this share of the font size.
pub const CAP_HEIGHT_EM: f64 = 0.729;

/// The font, parsed once.
fn font() -> Option<&'static fontdue::Font> {
    static FONT: OnceLock<Option<fontdue::Font>> = OnceLock::new();
    FONT.get_or_init(|| {
        fontdue::Font::from_bytes(FONT_BYTES, fontdue::FontSettings::default()).ok()
    })
    .as_ref()
}

/// The em size, in the same unit as `size`, of a text whose cap height is `size`.
fn em(size: f64) -> f32 {
    (size / CAP_HEIGHT_EM) as f32
}

/// The width in mm of a text whose cap height is `size` mm (its characters' advances).
pub fn text_width(text: &str, size: f64) -> f64 {
    let Some(font) = font() else {
        return 0.0;
    };
    let em = em(size);
    text.chars()
        .map(|c| f64::from(font.metrics(c, em).advance_width))
        .sum()
}

/// The largest cap height up to `size` at which `text` fits in `width` mm.
pub fn fit_size(text: &str, size: f64, width: f64) -> f64 {
    let natural = text_width(text, size);
    if natural <= width || natural <= 0.0 {
        size
    } else {
        size * width / natural
    }
}

/// How much ink a line of text puts on each pixel, as (column, row, coverage 0-255): `at` is
/// the anchor (mm) on the text's vertical middle, `size` its cap height (mm), `scale` the
/// pixels per mm.
pub fn coverage(
    at: (f64, f64),
    size: f64,
    text: &str,
    anchor: super::scene::Anchor,
    scale: f64,
) -> Vec<(i64, i64, u8)> {
    let Some(font) = font() else {
        return Vec::new();
    };
    let px = (size * scale / CAP_HEIGHT_EM) as f32;
    let left = match anchor {
        super::scene::Anchor::Start => at.0,
        super::scene::Anchor::Middle => at.0 - text_width(text, size) / 2.0,
    };
    // The baseline sits half the cap height below the middle.
    let baseline = (at.1 + size / 2.0) * scale;
    let mut pen = left * scale;
    let mut ink = Vec::new();
    for c in text.chars() {
        let (metrics, bitmap) = font.rasterize(c, px);
        let x0 = (pen + f64::from(metrics.xmin)).round() as i64;
        let y0 = (baseline - f64::from(metrics.ymin) - metrics.height as f64).round() as i64;
        for (i, &a) in bitmap.iter().enumerate().filter(|(_, a)| **a > 0) {
            let (x, y) = (i % metrics.width, i / metrics.width);
            ink.push((x0 + x as i64, y0 + y as i64, a));
        }
        pen += f64::from(metrics.advance_width);
    }
    ink
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::scene::Anchor;

    #[test]
    fn text_is_measured_and_fitted_with_the_font() {
        assert!(text_width("", 5.0) == 0.0);
        let wide = text_width("WWWW", 5.0);
        let narrow = text_width("iiii", 5.0);
        assert!(wide > 2.0 * narrow, "{wide} against {narrow}");
        assert!((text_width("AB", 10.0) - 2.0 * text_width("AB", 5.0)).abs() < 1e-3);
        let long = "W".repeat(10);
        assert!((text_width(&long, fit_size(&long, 5.0, 20.0)) - 20.0).abs() < 1e-3);
        assert_eq!(fit_size("A", 5.0, 100.0), 5.0);
    }

    #[test]
    fn letters_ink_pixels_around_their_anchor() {
        let ink = coverage((10.0, 10.0), 3.0, "Hé", Anchor::Middle, 10.0);
        assert!(ink.len() > 50, "{} pixels inked", ink.len());
        let (xs, ys): (Vec<i64>, Vec<i64>) = ink.iter().map(|(x, y, _)| (*x, *y)).unzip();
        let span = |v: &[i64]| (*v.iter().min().unwrap_or(&0), *v.iter().max().unwrap_or(&0));
        let (left, right) = span(&xs);
        let (top, bottom) = span(&ys);
        assert!(
            left < 100 && right > 100,
            "centred on x 100: {left}..{right}"
        );
        // The cap height is 30 px from 85 to 115; the acute accent rises above it.
        assert!(top < 85 && (112..=118).contains(&bottom), "{top}..{bottom}");
    }
}
