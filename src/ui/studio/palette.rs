//! Colours to tap instead of typing hex: a row of hues and, for the chosen hue, a row of shades
//! from near-white to near-black, plus the neutrals.

use hexkick_teams::colour::Rgb;

/// How many hues the hue bar offers.
pub const HUES: usize = 16;
/// How many shades each hue has, light to dark.
pub const SHADES: usize = 7;
/// Neutrals offered beside the hues: white to black.
pub const NEUTRALS: [Rgb; 5] = [
    Rgb::WHITE,
    Rgb::new(0xc8, 0xc8, 0xc8),
    Rgb::new(0x80, 0x80, 0x80),
    Rgb::new(0x40, 0x40, 0x40),
    Rgb::BLACK,
];

/// The pure colour of hue `h` (0 to [`HUES`] - 1), at full saturation and mid lightness.
pub fn hue(h: usize) -> Rgb {
    shade(h, SHADES / 2)
}

/// Hue `h` at shade `s` (0 lightest to [`SHADES`] - 1 darkest).
pub fn shade(h: usize, s: usize) -> Rgb {
    let hue_deg = (h % HUES) as f64 * 360.0 / HUES as f64;
    let lightness = 0.88 - 0.76 * (s.min(SHADES - 1) as f64 / (SHADES - 1) as f64);
    hsl(hue_deg, 0.85, lightness)
}

/// HSL to sRGB (hue in degrees, saturation and lightness 0 to 1).
fn hsl(h: f64, s: f64, l: f64) -> Rgb {
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let hp = h / 60.0;
    let x = c * (1.0 - (hp % 2.0 - 1.0).abs());
    let (r, g, b) = match hp as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    let to = |v: f64| ((v + m).clamp(0.0, 1.0) * 255.0).round() as u8;
    Rgb::new(to(r), to(g), to(b))
}

#[cfg(test)]
mod tests {
    use super::{HUES, Rgb, SHADES, hue, shade};

    #[test]
    fn hues_and_shades_span_dark_and_light() {
        assert_eq!(hue(0), Rgb::new(236, 19, 19), "red first");
        for h in 0..HUES {
            assert!(!shade(h, 0).is_dark(), "hue {h} lightest shade reads light");
            assert!(shade(h, SHADES - 1).is_dark(), "hue {h} darkest reads dark");
        }
        let distinct: std::collections::HashSet<Rgb> = (0..HUES).map(hue).collect();
        assert_eq!(distinct.len(), HUES);
    }
}
