//! Strip colours: `#rrggbb` text, relative luminance (dark or light) and perceptual distance.

use hexkick_rules::squad::Skill;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// An sRGB colour with 8 bits per channel, written `#rrggbb` in templates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb {
    /// Red, 0 to 255.
    pub r: u8,
    /// Green, 0 to 255.
    pub g: u8,
    /// Blue, 0 to 255.
    pub b: u8,
}

/// Below this relative luminance a colour reads as dark: the point where its contrast with
/// black equals its contrast with white (WCAG 2 contrast ratio, (L+0.05)^2 = 1.05 * 0.05).
pub const DARK_BELOW_LUMINANCE: f64 = 0.179;

impl Rgb {
    /// White.
    pub const WHITE: Rgb = Rgb::new(0xff, 0xff, 0xff);
    /// Black.
    pub const BLACK: Rgb = Rgb::new(0, 0, 0);

    /// A colour from its channels.
    pub const fn new(r: u8, g: u8, b: u8) -> Self {
        Self { r, g, b }
    }

    /// Parses exactly `#rrggbb` (hex digits in either case).
    pub fn parse(text: &str) -> Result<Rgb, ColourError> {
        let bad = || ColourError(text.to_string());
        let hex = text.strip_prefix('#').ok_or_else(bad)?;
        if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(bad());
        }
        let channel = |at: usize| u8::from_str_radix(&hex[at..at + 2], 16).map_err(|_| bad());
        Ok(Rgb::new(channel(0)?, channel(2)?, channel(4)?))
    }

    /// WCAG 2 relative luminance, 0 (black) to 1 (white).
    pub fn luminance(self) -> f64 {
        let [r, g, b] = self.linear();
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// True when the colour reads as dark (see [`DARK_BELOW_LUMINANCE`]).
    pub fn is_dark(self) -> bool {
        self.luminance() < DARK_BELOW_LUMINANCE
    }

    /// Black or white, whichever reads better on this colour (for numbers and letters).
    pub fn contrasting_ink(self) -> Rgb {
        if self.is_dark() {
            Rgb::WHITE
        } else {
            Rgb::BLACK
        }
    }

    /// The channels in linear light, 0 to 1 (the sRGB transfer curve undone).
    pub fn linear(self) -> [f64; 3] {
        [self.r, self.g, self.b].map(|c| {
            let c = f64::from(c) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        })
    }

    /// The colour in CIE L*a*b* (D65), where distances match what eyes see.
    pub fn lab(self) -> Lab {
        Lab::from_linear(self.linear())
    }
}

impl Lab {
    /// The L*a*b* of linear-light sRGB channels (0 to 1, D65).
    pub fn from_linear([r, g, b]: [f64; 3]) -> Lab {
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
        let f = |t: f64| {
            if t > 216.0 / 24389.0 {
                t.cbrt()
            } else {
                (24389.0 / 27.0 * t + 16.0) / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        Lab {
            l: 116.0 * fy - 16.0,
            a: 500.0 * (fx - fy),
            b: 200.0 * (fy - fz),
        }
    }
}

/// Saved as its `#rrggbb` text (a match set-up keeps its strips' colours).
impl Serialize for Rgb {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Rgb {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Rgb::parse(&text).map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }
}

/// A colour in CIE L*a*b*.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lab {
    /// Lightness, 0 to 100.
    pub l: f64,
    /// Green (negative) to red (positive).
    pub a: f64,
    /// Blue (negative) to yellow (positive).
    pub b: f64,
}

impl Lab {
    /// CIE76 colour difference (Delta E): about 2.3 is just noticeable, over 30 is obvious.
    pub fn distance(self, other: Lab) -> f64 {
        ((self.l - other.l).powi(2) + (self.a - other.a).powi(2) + (self.b - other.b).powi(2))
            .sqrt()
    }

    /// The weighted mean of colours (weights need not sum to 1; an empty mix is black).
    pub fn mix(parts: &[(Lab, f64)]) -> Lab {
        let total: f64 = parts.iter().map(|(_, w)| w).sum();
        if total <= 0.0 {
            return Rgb::BLACK.lab();
        }
        let sum = |pick: fn(&Lab) -> f64| parts.iter().map(|(c, w)| pick(c) * w).sum::<f64>();
        Lab {
            l: sum(|c| c.l) / total,
            a: sum(|c| c.a) / total,
            b: sum(|c| c.b) / total,
        }
    }
}

/// The printed colour of a skill section (2024 COMPLETE, "Compétences"; Classic, "SKILL").
pub fn skill_colour(skill: Skill) -> Rgb {
    match skill {
        Skill::Yellow => Rgb::new(0xf5, 0xc8, 0x00),
        Skill::Red => Rgb::new(0xd7, 0x19, 0x1c),
        Skill::Green => Rgb::new(0x1a, 0x96, 0x41),
        Skill::Blue => Rgb::new(0x2b, 0x5f, 0xd9),
        Skill::Violet => Rgb::new(0x8e, 0x44, 0xad),
        Skill::BlackX | Skill::Black => Rgb::new(0x14, 0x14, 0x14),
        Skill::Grey => Rgb::new(0x9e, 0x9e, 0x9e),
    }
}

/// Text that is not a `#rrggbb` colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourError(pub String);

impl fmt::Display for ColourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a colour; write #rrggbb",
            self.0.escape_debug()
        )
    }
}

impl std::error::Error for ColourError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_hex() {
        assert_eq!(Rgb::parse("#C8102e"), Ok(Rgb::new(0xc8, 0x10, 0x2e)));
        assert_eq!(Rgb::new(0xc8, 0x10, 0x2e).to_string(), "#c8102e");
        for bad in ["c8102e", "#c8102", "#c8102e0", "#g8102e", "", "#", "#ééé"] {
            let err = Rgb::parse(bad).unwrap_err().to_string();
            assert!(err.contains("#rrggbb"), "{bad}: {err}");
        }
    }

    #[test]
    fn luminance_splits_dark_from_light() {
        assert!(Rgb::BLACK.is_dark());
        assert!(!Rgb::WHITE.is_dark());
        assert!(Rgb::new(0x0b, 0x1f, 0x5c).is_dark(), "navy");
        assert!(Rgb::new(0xc8, 0x10, 0x2e).is_dark(), "deep red");
        assert!(!Rgb::new(0xff, 0xd7, 0x00).is_dark(), "gold");
        assert!(!Rgb::new(0x87, 0xce, 0xeb).is_dark(), "sky blue");
        assert!((Rgb::WHITE.luminance() - 1.0).abs() < 1e-9);
    }

    #[test]
    fn lab_distance_is_perceptual() {
        let white = Rgb::WHITE.lab();
        assert!((white.l - 100.0).abs() < 0.1 && white.a.abs() < 0.1 && white.b.abs() < 0.1);
        let red = Rgb::new(0xd0, 0x1c, 0x1c).lab();
        let crimson = Rgb::new(0xc0, 0x10, 0x30).lab();
        let blue = Rgb::new(0x1c, 0x3f, 0xd0).lab();
        assert!(red.distance(crimson) < 20.0);
        assert!(red.distance(blue) > 60.0);
        let grey = Lab::mix(&[(white, 1.0), (Rgb::BLACK.lab(), 1.0)]);
        assert!((grey.l - 50.0).abs() < 0.01);
    }
}
