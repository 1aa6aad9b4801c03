//! The two palettes the screen can draw skills and sides in: the printed colours, and a
//! colour-blind-safe palette whose skill colours stay apart under protanopia, deuteranopia and
//! tritanopia (checked with [`super::vision`]). The letters on every sticker section stay in
//! both.

use super::colour::{Rgb, skill_colour};
use super::vision::{Vision, closest_pair};
use hexkick_rules::squad::Skill;
use serde::{Deserialize, Serialize};

/// The smallest CIEDE2000 difference the colour-blind-safe palette keeps between any two skill
/// colours, and between the two sides, with every kind of [`Vision`]: above 10 two colours
/// read as different colours, 15 leaves a margin for screens and lighting.
pub const SAFE_DIFFERENCE: f64 = 15.0;

/// Which colours skills and sides are drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Palette {
    /// The colours printed on the stickers and the teams' own strips.
    #[default]
    Printed,
    /// Colours that people with any of the three colour blindnesses tell apart.
    ColourBlindSafe,
}

/// Every skill colour of the stickers, one per colour (the two blacks share one).
pub const SKILLS: [Skill; 7] = [
    Skill::Yellow,
    Skill::Red,
    Skill::Green,
    Skill::Blue,
    Skill::Violet,
    Skill::Black,
    Skill::Grey,
];

/// The colour-blind-safe sides: the home side's blue and the away side's orange (Okabe and
/// Ito's "Color Universal Design" blue and orange).
const SAFE_SIDES: (Rgb, Rgb) = (Rgb::new(0x00, 0x72, 0xb2), Rgb::new(0xe6, 0x9f, 0x00));

impl Palette {
    /// The colour a skill's section is drawn in.
    pub fn skill(self, skill: Skill) -> Rgb {
        match self {
            Palette::Printed => skill_colour(skill),
            // Each keeps its name's hue for people with typical vision and differs from the
            // others in lightness where the hues merge (found by search, checked in the tests).
            Palette::ColourBlindSafe => match skill {
                Skill::Yellow => Rgb::new(0xde, 0xd8, 0x7c),
                Skill::Red => Rgb::new(0xca, 0x28, 0x04),
                Skill::Green => Rgb::new(0x28, 0xa3, 0x62),
                Skill::Blue => Rgb::new(0x05, 0x5e, 0xc0),
                Skill::Violet => Rgb::new(0xd3, 0x91, 0xfd),
                Skill::BlackX | Skill::Black => Rgb::new(0x14, 0x14, 0x14),
                Skill::Grey => Rgb::new(0x9f, 0x9f, 0x9f),
            },
        }
    }

    /// The colours the two sides are drawn in, from their strips' `home` and `away` colours:
    /// unchanged, except in the colour-blind-safe palette when some kind of vision would
    /// confuse them (then the safe blue and orange, in the same order of lightness).
    pub fn sides(self, home: Rgb, away: Rgb) -> (Rgb, Rgb) {
        if self == Palette::Printed || distinguishable(&[home, away]) {
            return (home, away);
        }
        let (dark, light) = SAFE_SIDES;
        if home.luminance() <= away.luminance() {
            (dark, light)
        } else {
            (light, dark)
        }
    }
}

/// Whether every two of `colours` differ by at least [`SAFE_DIFFERENCE`] with every kind of
/// vision.
pub fn distinguishable(colours: &[Rgb]) -> bool {
    Vision::ALL
        .iter()
        .all(|&v| closest_pair(v, colours).0 >= SAFE_DIFFERENCE)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skill_colours(palette: Palette) -> Vec<Rgb> {
        SKILLS.iter().map(|&s| palette.skill(s)).collect()
    }

    /// The standard teams' default strips (Standard Red and Standard Blue's shirts) and the
    /// quick match's sides.
    fn default_strips() -> Vec<(Rgb, Rgb)> {
        let shirts: Vec<Rgb> = crate::standard::standard_teams()
            .iter()
            .map(|t| t.strip(crate::team::StripKind::Home).shirt)
            .collect();
        vec![
            (shirts[0], shirts[1]),
            (Rgb::new(0x1f, 0x4e, 0xc8), Rgb::new(0xc8, 0x1f, 0x2b)),
        ]
    }

    #[test]
    fn the_colour_blind_palette_keeps_every_skill_apart_under_each_simulated_deficiency() {
        for vision in Vision::ALL {
            let (d, pair) = closest_pair(vision, &skill_colours(Palette::ColourBlindSafe));
            assert!(
                d >= SAFE_DIFFERENCE,
                "{vision:?}: {pair:?} differ by only {d:.1} (CIEDE2000)"
            );
        }
    }

    #[test]
    fn the_printed_skill_colours_merge_for_some_colour_blind_players() {
        // Blue and violet: why the option exists.
        let (d, pair) = closest_pair(Vision::Deuteranopia, &skill_colours(Palette::Printed));
        assert!(d < SAFE_DIFFERENCE, "{d} {pair:?}");
        assert!(!distinguishable(&skill_colours(Palette::Printed)));
    }

    #[test]
    fn the_default_strips_stay_apart_and_confusable_strips_are_replaced() {
        for (home, away) in default_strips() {
            assert!(distinguishable(&[home, away]), "{home} {away}");
            for palette in [Palette::Printed, Palette::ColourBlindSafe] {
                assert_eq!(palette.sides(home, away), (home, away), "kept as they are");
            }
        }
        // A red and a green that deuteranopes cannot tell apart.
        let (red, green) = (Rgb::new(0xc0, 0x30, 0x20), Rgb::new(0x50, 0x80, 0x10));
        assert!(!distinguishable(&[red, green]));
        assert_eq!(Palette::Printed.sides(red, green), (red, green));
        let (home, away) = Palette::ColourBlindSafe.sides(red, green);
        assert!(distinguishable(&[home, away]), "{home} {away}");
        assert!(
            home.luminance() <= away.luminance(),
            "the darker side stays darker"
        );
    }

    #[test]
    fn every_skill_keeps_its_hue_in_the_safe_palette() {
        let hue = |c: Rgb| {
            let lab = c.lab();
            lab.b.atan2(lab.a).to_degrees()
        };
        for &skill in &SKILLS[..5] {
            let (printed, safe) = (
                Palette::Printed.skill(skill),
                Palette::ColourBlindSafe.skill(skill),
            );
            let turn = (hue(printed) - hue(safe) + 540.0).rem_euclid(360.0) - 180.0;
            assert!(
                turn.abs() < 20.0,
                "{skill:?}: {printed} -> {safe} ({turn:.0} degrees)"
            );
        }
    }
}
