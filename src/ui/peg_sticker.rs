//! A peg's skill sticker as the match draws it on the peg's top: a ring round the shirt cut
//! into the edition's places (2024: 4, Classic: 5), each section in its skill's colour
//! clockwise from 12 o'clock as printed, empty places a faint white, sections the player may not use
//! now (TOURNAMENT injuries and fatigue) greyed; each section's letter when the ring is wide
//! enough to read it (else the peg card shows the sticker large).
//!
//! The colours come from [`skill_colour`], the one skill palette lookup (the studio's and the
//! printed sheet's too), so a colour-blind palette changes them everywhere at once.

use super::scene_draw::color;
use super::widgets::centred_text;
use crate::ui::palette::skill_colour;
use hexkick_rules::squad::{Skill, SkillSet};
use hexkick_teams::colour::Rgb;
use macroquad::prelude::{Color, Vec2, draw_line, draw_triangle};
use std::f32::consts::TAU;

/// What a peg's sticker shows: every section as printed, the ones he may use now, and how
/// many places the edition's sticker has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PegFace {
    /// The sticker's sections, clockwise from the top.
    pub sticker: SkillSet,
    /// The sections he may use now (the sticker's, fewer when injured or tired).
    pub usable: SkillSet,
    /// Places on the edition's sticker.
    pub slots: u8,
}

/// The ring's width as a share of the peg's radius.
pub const RING_SHARE: f32 = 0.34;
/// A letter is drawn in a section when the ring is at least this wide, logical pixels
/// (narrower, a letter would be a smudge; the peg card shows it).
pub const LETTER_MIN_PX: f32 = 7.0;
/// Triangles per full turn of the ring.
const SEGMENTS: usize = 40;
/// An empty place: the printed sticker's white, faint so the skills stand out on the pitch.
const EMPTY: Color = Color::new(1.0, 1.0, 1.0, 0.3);
/// The cut between two places.
const CUT: Color = Color::new(0.05, 0.05, 0.05, 0.85);

/// Draws the sticker ring of `face` between `inner` and `outer` radii round `centre`
/// (screen pixels).
pub fn draw_sticker_ring(centre: Vec2, inner: f32, outer: f32, face: &PegFace) {
    let sections = face.sticker.clockwise();
    let slots = usize::from(face.slots).max(sections.len()).max(1);
    let step = TAU / slots as f32;
    let usable = usable_flags(&sections, face.usable);
    let at = |r: f32, a: f32| Vec2::new(centre.x + r * a.sin(), centre.y - r * a.cos());
    let per_slot = (SEGMENTS / slots).max(3);
    for k in 0..slots {
        let colour = match (sections.get(k), usable.get(k)) {
            (Some(s), Some(true)) => color(skill_colour(*s)),
            (Some(s), _) => greyed(skill_colour(*s)),
            (None, _) => EMPTY,
        };
        for j in 0..per_slot {
            let a0 = step * (k as f32 + j as f32 / per_slot as f32);
            let a1 = step * (k as f32 + (j + 1) as f32 / per_slot as f32);
            let (p0, p1, q0, q1) = (at(inner, a0), at(inner, a1), at(outer, a0), at(outer, a1));
            draw_triangle(p0, q0, q1, colour);
            draw_triangle(p0, q1, p1, colour);
        }
    }
    if slots > 1 {
        let cut = ((outer - inner) * 0.12).clamp(0.6, 1.5);
        for k in 0..slots {
            let a = step * k as f32;
            let (p, q) = (at(inner, a), at(outer, a));
            draw_line(p.x, p.y, q.x, q.y, cut, CUT);
        }
    }
    let width = outer - inner;
    if width < LETTER_MIN_PX {
        return;
    }
    for (k, skill) in sections.iter().enumerate() {
        let p = at((inner + outer) / 2.0, step * (k as f32 + 0.5));
        let ink = skill_colour(*skill).contrasting_ink();
        centred_text(
            &skill.letter().to_string(),
            p.x,
            p.y,
            width * 0.95,
            color(ink),
        );
    }
}

/// Whether each section (clockwise) may be used now: the first ones of each colour, as many
/// as `usable` counts.
fn usable_flags(sections: &[Skill], usable: SkillSet) -> Vec<bool> {
    let mut seen = [0u8; Skill::ALL.len()];
    sections
        .iter()
        .map(|s| {
            let i = Skill::ALL.iter().position(|k| k == s).unwrap_or(0);
            seen[i] += 1;
            seen[i] <= usable.count(*s)
        })
        .collect()
}

/// A section he may not use now: its colour washed towards grey.
fn greyed(rgb: Rgb) -> Color {
    let c = color(rgb);
    let mix = |v: f32| v * 0.35 + 0.5 * 0.65;
    Color::new(mix(c.r), mix(c.g), mix(c.b), 1.0)
}

#[cfg(test)]
mod tests {
    use super::{SkillSet, usable_flags};

    #[test]
    fn the_first_sections_of_each_colour_are_the_usable_ones() {
        let s = |t: &str| SkillSet::parse(t).expect("skills");
        let sections = s("BRB").clockwise();
        assert_eq!(
            usable_flags(&sections, s("BRB")),
            [true, true, true],
            "all usable"
        );
        assert_eq!(usable_flags(&sections, s("B")), [true, false, false]);
        assert_eq!(usable_flags(&sections, s("BB")), [true, false, true]);
    }
}
