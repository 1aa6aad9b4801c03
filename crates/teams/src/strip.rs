//! Strips (jersey, shorts, socks, sponsor) and the club badge.

use super::colour::{DARK_BELOW_LUMINANCE, Lab, Rgb};
use super::text::{Initials, Sponsor};
use serde::{Deserialize, Serialize};

/// How the jersey's second colour is laid over its base colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pattern {
    /// One colour.
    Plain,
    /// Broad vertical stripes.
    Stripes,
    /// Horizontal bands.
    Hoops,
    /// Body split in two halves.
    Halves,
    /// Body split in four quarters.
    Quarters,
    /// A diagonal band from shoulder to hip.
    Sash,
    /// A V-shaped band across the chest.
    Chevron,
    /// Thin vertical lines.
    Pinstripes,
}

impl Pattern {
    /// Every pattern, in the order editors list them.
    pub const ALL: [Pattern; 8] = [
        Pattern::Plain,
        Pattern::Stripes,
        Pattern::Hoops,
        Pattern::Halves,
        Pattern::Quarters,
        Pattern::Sash,
        Pattern::Chevron,
        Pattern::Pinstripes,
    ];

    /// About how much of the jersey's area the second colour covers, 0 to 1.
    pub fn second_colour_share(self) -> f64 {
        match self {
            Pattern::Plain => 0.0,
            Pattern::Stripes | Pattern::Hoops | Pattern::Halves | Pattern::Quarters => 0.5,
            Pattern::Sash | Pattern::Chevron => 0.2,
            Pattern::Pinstripes => 0.15,
        }
    }
}

/// What a team wears: jersey, shorts, socks and the sponsor line.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Strip {
    /// The jersey's base colour.
    pub shirt: Rgb,
    /// How the second colour is laid over the base.
    pub pattern: Pattern,
    /// The pattern's colour.
    pub second: Rgb,
    /// Lettering: shirt numbers, the player's name and the sponsor.
    pub third: Rgb,
    /// The collar.
    pub collar: Rgb,
    /// The sleeves.
    pub sleeves: Rgb,
    /// The shorts.
    pub shorts: Rgb,
    /// The socks.
    pub socks: Rgb,
    /// The sponsor line across the front (may be empty).
    pub sponsor: Sponsor,
}

/// Whether a strip reads as dark or light on the pitch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Relative luminance under [`DARK_BELOW_LUMINANCE`].
    Dark,
    /// Everything else.
    Light,
}

impl Tone {
    /// "dark" or "light".
    pub fn name(self) -> &'static str {
        match self {
            Tone::Dark => "dark",
            Tone::Light => "light",
        }
    }
}

impl Strip {
    /// The jersey's colours with the share of its area each covers.
    fn jersey_parts(&self) -> [(Rgb, f64); 2] {
        let share = self.pattern.second_colour_share();
        [(self.shirt, 1.0 - share), (self.second, share)]
    }

    /// The jersey's mean luminance, weighted by how much area each colour covers.
    pub fn luminance(&self) -> f64 {
        self.jersey_parts()
            .iter()
            .map(|(c, w)| c.luminance() * w)
            .sum()
    }

    /// TOURNAMENT, "UNIFORME": whether the jersey reads as dark or light.
    pub fn tone(&self) -> Tone {
        if self.luminance() < DARK_BELOW_LUMINANCE {
            Tone::Dark
        } else {
            Tone::Light
        }
    }

    /// The jersey's overall colour as seen from a distance (area-weighted, in L*a*b*).
    pub fn jersey_lab(&self) -> Lab {
        let parts = self.jersey_parts().map(|(c, w)| (c.lab(), w));
        Lab::mix(&parts)
    }
}

/// The outline of a badge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BadgeShape {
    /// A heater shield.
    Shield,
    /// A roundel.
    Circle,
    /// A diamond.
    Diamond,
    /// A hexagon, like a pitch cell.
    Hexagon,
}

impl BadgeShape {
    /// Every shape.
    pub const ALL: [BadgeShape; 4] = [
        BadgeShape::Shield,
        BadgeShape::Circle,
        BadgeShape::Diamond,
        BadgeShape::Hexagon,
    ];
}

/// A club badge: a shape filled with one colour, initials in another.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Badge {
    /// The outline.
    pub shape: BadgeShape,
    /// One to three capital letters or digits.
    pub initials: Initials,
    /// The shape's colour.
    pub fill: Rgb,
    /// The initials' colour.
    pub ink: Rgb,
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A strip in one colour with white lettering.
    pub(crate) fn plain(hex: &str) -> Strip {
        let c = Rgb::parse(hex).expect("colour");
        Strip {
            shirt: c,
            pattern: Pattern::Plain,
            second: c,
            third: Rgb::WHITE,
            collar: c,
            sleeves: c,
            shorts: Rgb::WHITE,
            socks: c,
            sponsor: Sponsor::new("").expect("sponsor"),
        }
    }

    #[test]
    fn tone_weights_the_pattern() {
        assert_eq!(plain("#0b1f5c").tone(), Tone::Dark);
        assert_eq!(plain("#ffffff").tone(), Tone::Light);
        let mut striped = plain("#ffffff");
        striped.second = Rgb::BLACK;
        striped.pattern = Pattern::Pinstripes;
        assert_eq!(striped.tone(), Tone::Light, "thin black lines on white");
        striped.pattern = Pattern::Stripes;
        assert!((striped.luminance() - 0.5).abs() < 1e-9);
        striped.pattern = Pattern::Halves;
        assert_eq!(striped.tone(), Tone::Light);
        striped.shirt = Rgb::new(0x40, 0x40, 0x40);
        assert_eq!(striped.tone(), Tone::Dark);
    }
}
