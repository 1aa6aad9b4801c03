//! The printable team sheet: 16 jersey wraps and 16 skill stickers on A4, true to scale.
//!
//! A wrap is the peg's circumference by its height (pi x 12 mm by 32 mm); the front of the
//! shirt is at a quarter of its width, the back at three quarters, so the seam falls at the
//! side. A sticker is a 12 mm disc for the top of the peg.

use super::font::{fit_size, text_width};
use super::scene::{Anchor, Point, Scene, Shape, clip_to_box};
use crate::colour::Rgb;
use crate::palette::Palette;
use crate::strip::{Badge, BadgeShape, Pattern, Strip};
use crate::team::{StripKind, Team, TeamPlayer};
use hexkick_rules::pitch::{PEG_DIAMETER_CM, PEG_HEIGHT_CM};
use hexkick_rules::roster::{MAX_SECTIONS_2024, MAX_SKILLS_CLASSIC, Sticker};
use hexkick_rules::squad::Skill;
use std::f64::consts::PI;

/// A4 portrait width in mm.
pub const PAGE_WIDTH_MM: f64 = 210.0;
/// A4 portrait height in mm.
pub const PAGE_HEIGHT_MM: f64 = 297.0;
/// A wrap goes once round the peg: its circumference (pegs are 1.2 cm across:
/// docs/ARCHITECTURE.md, "The table in numbers").
pub const WRAP_WIDTH_MM: f64 = PI * PEG_DIAMETER_CM as f64 * 10.0;
/// A wrap covers the peg's height (3.2 cm).
pub const WRAP_HEIGHT_MM: f64 = PEG_HEIGHT_CM as f64 * 10.0;
/// The top sticker covers the peg's top.
pub const STICKER_DIAMETER_MM: f64 = PEG_DIAMETER_CM as f64 * 10.0;

const SHIRT_BOTTOM: f64 = 20.0;
const SHORTS_BOTTOM: f64 = 26.0;
const FRONT: f64 = WRAP_WIDTH_MM / 4.0;
const BACK: f64 = WRAP_WIDTH_MM * 3.0 / 4.0;
const FACE: f64 = WRAP_WIDTH_MM / 2.0;
const COLUMNS: usize = 4;
const COLUMN_GAP: f64 = 6.0;
const ROW_GAP: f64 = 7.0;
const GRID_TOP: f64 = 24.0;
const STICKERS_PER_ROW: usize = 8;
const STICKER_PITCH: f64 = 20.0;
const STICKER_TOP: f64 = 192.0;
const STICKER_ROW_PITCH: f64 = 24.0;
const SCALE_BAR_MM: f64 = 100.0;
const INK: Rgb = Rgb::BLACK;
const CUT: Rgb = Rgb::new(0x55, 0x55, 0x55);

fn left_margin() -> f64 {
    let grid = COLUMNS as f64 * WRAP_WIDTH_MM + (COLUMNS - 1) as f64 * COLUMN_GAP;
    (PAGE_WIDTH_MM - grid) / 2.0
}

/// The top-left corner of wrap `i` (0 to 15) on the page.
pub fn wrap_origin(i: usize) -> Point {
    let (col, row) = (i % COLUMNS, i / COLUMNS);
    (
        left_margin() + col as f64 * (WRAP_WIDTH_MM + COLUMN_GAP),
        GRID_TOP + row as f64 * (WRAP_HEIGHT_MM + ROW_GAP),
    )
}

/// The centre of sticker `i` (0 to 15) on the page.
pub fn sticker_centre(i: usize) -> Point {
    let first = PAGE_WIDTH_MM / 2.0 - (STICKERS_PER_ROW as f64 - 1.0) / 2.0 * STICKER_PITCH;
    let (col, row) = (i % STICKERS_PER_ROW, i / STICKERS_PER_ROW);
    (
        first + col as f64 * STICKER_PITCH,
        STICKER_TOP + row as f64 * STICKER_ROW_PITCH,
    )
}

/// Builds the sheet for one of a team's strips.
pub fn team_sheet(team: &Team, kind: StripKind) -> Scene {
    let mut scene = Scene::new(PAGE_WIDTH_MM, PAGE_HEIGHT_MM);
    let x0 = left_margin();
    let title = format!("{} - {} STRIP", team.name(), kind.name()).to_uppercase();
    let title_size = fit_size(&title, 4.0, PAGE_WIDTH_MM - 2.0 * x0);
    text(
        &mut scene,
        (x0, 13.0),
        title_size,
        &title,
        Anchor::Start,
        INK,
    );
    let help = "PRINT ON A4 AT 100% (ACTUAL SIZE). CUT ON THE MARKS; WRAP EACH STRIP ROUND A PEG.";
    let help_size = fit_size(help, 2.0, PAGE_WIDTH_MM - 2.0 * x0);
    text(&mut scene, (x0, 19.0), help_size, help, Anchor::Start, INK);
    let strip = team.strip(kind);
    for (i, player) in team.players().iter().enumerate() {
        draw_wrap(&mut scene, wrap_origin(i), strip, team.badge(), player, i);
    }
    let heading = "SKILL STICKERS: STICK ON TOP OF THE PEG WITH THE SAME NUMBER";
    let heading_y = STICKER_TOP - STICKER_DIAMETER_MM / 2.0 - 5.0;
    text(
        &mut scene,
        (x0, heading_y),
        2.4,
        heading,
        Anchor::Start,
        INK,
    );
    for (i, player) in team.players().iter().enumerate() {
        let c = sticker_centre(i);
        draw_sticker(&mut scene, c, &player.sticker, Palette::Printed, Some(i));
        let label = format!("#{}", player.number.0);
        text(
            &mut scene,
            (c.0, c.1 + 8.6),
            2.0,
            &label,
            Anchor::Middle,
            INK,
        );
    }
    draw_scale_bar(&mut scene, (x0, 248.0));
    let footer = format!(
        "HEXKICK TEAM SHEET - {} - WRAP {:.1} X {:.0} MM, STICKER {:.0} MM",
        team.short_name(),
        WRAP_WIDTH_MM,
        WRAP_HEIGHT_MM,
        STICKER_DIAMETER_MM
    );
    text(&mut scene, (x0, 285.0), 2.0, &footer, Anchor::Start, INK);
    scene
}

/// Room kept round a single wrap, sticker or badge drawn on its own (the cut marks' width).
pub const PIECE_MARGIN_MM: f64 = 3.0;

/// One player's jersey wrap on its own, as printed (with its cut marks), for previews.
pub fn wrap_scene(strip: &Strip, badge: &Badge, player: &TeamPlayer) -> Scene {
    let m = PIECE_MARGIN_MM;
    let mut scene = Scene::new(WRAP_WIDTH_MM + 2.0 * m, WRAP_HEIGHT_MM + 2.0 * m);
    draw_wrap(&mut scene, (m, m), strip, badge, player, 0);
    scene
}

/// One round skill sticker on its own, as printed.
pub fn sticker_scene(sticker: &Sticker) -> Scene {
    sticker_scene_in(sticker, Palette::Printed)
}

/// One round skill sticker on its own, its sections in `palette`'s colours.
pub fn sticker_scene_in(sticker: &Sticker, palette: Palette) -> Scene {
    let d = STICKER_DIAMETER_MM + 1.0;
    let mut scene = Scene::new(d, d);
    draw_sticker(&mut scene, (d / 2.0, d / 2.0), sticker, palette, None);
    scene
}

/// A badge on its own, as printed on the shirt.
pub fn badge_scene(badge: &Badge) -> Scene {
    let d = 2.0 * BADGE_RADIUS_MM * 1.2;
    let mut scene = Scene::new(d, d);
    draw_badge(
        &mut scene,
        (d / 2.0, d / 2.0 - 0.1 * BADGE_RADIUS_MM),
        badge,
    );
    scene
}

fn text(scene: &mut Scene, at: Point, size: f64, words: &str, anchor: Anchor, fill: Rgb) {
    if words.is_empty() {
        return;
    }
    let shape = Shape::Text {
        at,
        size,
        text: words.to_string(),
        anchor,
    };
    scene.fill(shape, fill);
}

/// Shirt lettering: a text ringed in the shirt's base colour, so numbers stay readable where
/// the pattern has the lettering's colour (an orange number crossing an orange sash).
fn outlined_text(scene: &mut Scene, at: Point, size: f64, words: &str, ink: Rgb, halo: Rgb) {
    // A ring about as wide as a stem of the bold font (an eighth of the cap height).
    let d = size * 0.085;
    for (dx, dy) in [(-d, 0.0), (d, 0.0), (0.0, -d), (0.0, d)] {
        text(
            scene,
            (at.0 + dx, at.1 + dy),
            size,
            words,
            Anchor::Middle,
            halo,
        );
    }
    text(scene, at, size, words, Anchor::Middle, ink);
}

fn rect(x: f64, y: f64, w: f64, h: f64) -> Shape {
    Shape::Rect { x, y, w, h }
}

fn draw_wrap(scene: &mut Scene, o: Point, strip: &Strip, badge: &Badge, p: &TeamPlayer, i: usize) {
    let (ox, oy) = o;
    let wrap = rect(ox, oy, WRAP_WIDTH_MM, WRAP_HEIGHT_MM);
    scene.fill_tagged(wrap, strip.shirt, format!("wrap-{}", i + 1), "wrap");
    for shape in pattern_shapes(strip.pattern) {
        let moved: Vec<Point> = shape.iter().map(|(x, y)| (ox + x, oy + y)).collect();
        let clipped = clip_to_box(&moved, ox, oy, ox + WRAP_WIDTH_MM, oy + SHIRT_BOTTOM);
        if clipped.len() >= 3 {
            scene.fill(Shape::Polygon(clipped), strip.second);
        }
    }
    let sleeve = 2.2;
    for (x, w) in [
        (0.0, sleeve),
        (FACE - sleeve, 2.0 * sleeve),
        (WRAP_WIDTH_MM - sleeve, sleeve),
    ] {
        scene.fill(rect(ox + x, oy, w, 7.0), strip.sleeves);
    }
    scene.fill(rect(ox, oy, WRAP_WIDTH_MM, 1.4), strip.collar);
    let neck = vec![
        (ox + FRONT - 2.0, oy),
        (ox + FRONT + 2.0, oy),
        (ox + FRONT, oy + 2.8),
    ];
    scene.fill(Shape::Polygon(neck), strip.collar);
    let shorts_h = SHORTS_BOTTOM - SHIRT_BOTTOM;
    scene.fill(
        rect(ox, oy + SHIRT_BOTTOM, WRAP_WIDTH_MM, shorts_h),
        strip.shorts,
    );
    let socks_h = WRAP_HEIGHT_MM - SHORTS_BOTTOM;
    scene.fill(
        rect(ox, oy + SHORTS_BOTTOM, WRAP_WIDTH_MM, socks_h),
        strip.socks,
    );
    scene.fill(
        rect(ox, oy + SHORTS_BOTTOM + 0.8, WRAP_WIDTH_MM, 0.8),
        strip.collar,
    );
    draw_badge(scene, (ox + FRONT + 4.6, oy + 5.2), badge);
    let sponsor = strip.sponsor.as_str().to_uppercase();
    let sponsor_size = fit_size(&sponsor, 1.8, FACE - 3.0);
    let lettering = |scene: &mut Scene, at: Point, size: f64, words: &str| {
        outlined_text(
            scene,
            (ox + at.0, oy + at.1),
            size,
            words,
            strip.third,
            strip.shirt,
        );
    };
    lettering(scene, (FRONT, 10.2), sponsor_size, &sponsor);
    let number = p.number.0.to_string();
    lettering(scene, (FRONT, 15.6), 4.0, &number);
    let name = p.name.as_str().to_uppercase();
    let name_size = fit_size(&name, 1.8, FACE - 3.0);
    lettering(scene, (BACK, 4.3), name_size, &name);
    let back_size = fit_size(&number, 9.0, FACE - 4.0);
    lettering(scene, (BACK, 12.6), back_size, &number);
    cut_marks(scene, o, WRAP_WIDTH_MM, WRAP_HEIGHT_MM);
}

/// The pattern's second-colour shapes in wrap coordinates (before clipping to the shirt).
fn pattern_shapes(pattern: Pattern) -> Vec<Vec<Point>> {
    let box_at =
        |x: f64, y: f64, w: f64, h: f64| vec![(x, y), (x + w, y), (x + w, y + h), (x, y + h)];
    let (w, h) = (WRAP_WIDTH_MM, SHIRT_BOTTOM);
    let per_face = |shape: &dyn Fn(f64, f64, f64) -> Vec<Point>| -> Vec<Vec<Point>> {
        [FRONT, BACK]
            .iter()
            .map(|&c| shape(c - FACE / 2.0, c, c + FACE / 2.0))
            .collect()
    };
    match pattern {
        Pattern::Plain => Vec::new(),
        Pattern::Stripes => (0..6)
            .map(|k| box_at((2 * k + 1) as f64 * w / 12.0, 0.0, w / 12.0, h))
            .collect(),
        Pattern::Pinstripes => (0..16)
            .map(|k| box_at((k as f64 + 0.5) * w / 16.0 - 0.2, 0.0, 0.4, h))
            .collect(),
        Pattern::Hoops => (0..3)
            .map(|k| box_at(0.0, (2 * k + 1) as f64 * h / 6.0, w, h / 6.0))
            .collect(),
        Pattern::Halves => vec![box_at(FRONT, 0.0, FACE, h)],
        Pattern::Quarters => (0..4)
            .map(|k| {
                box_at(
                    k as f64 * w / 4.0,
                    (k % 2) as f64 * h / 2.0,
                    w / 4.0,
                    h / 2.0,
                )
            })
            .collect(),
        Pattern::Sash => {
            per_face(&|l, _, r| vec![(l - 2.5, 0.0), (l + 2.5, 0.0), (r + 2.5, h), (r - 2.5, h)])
        }
        Pattern::Chevron => {
            per_face(&|l, c, r| vec![(l, 3.0), (c, 8.5), (r, 3.0), (r, 7.0), (c, 12.5), (l, 7.0)])
        }
    }
}

fn badge_outline(shape: BadgeShape, (cx, cy): Point, r: f64) -> Shape {
    let around = |n: usize, turn: f64| -> Vec<Point> {
        (0..n)
            .map(|k| {
                let a = (k as f64 / n as f64 + turn) * 2.0 * PI;
                (cx + r * a.sin(), cy - r * a.cos())
            })
            .collect()
    };
    match shape {
        BadgeShape::Circle => Shape::Circle { c: (cx, cy), r },
        BadgeShape::Diamond => Shape::Polygon(around(4, 0.0)),
        BadgeShape::Hexagon => Shape::Polygon(around(6, 0.0)),
        BadgeShape::Shield => Shape::Polygon(vec![
            (cx - r, cy - r),
            (cx + r, cy - r),
            (cx + r, cy + 0.1 * r),
            (cx, cy + r * 1.15),
            (cx - r, cy + 0.1 * r),
        ]),
    }
}

/// The badge's radius on the shirt.
const BADGE_RADIUS_MM: f64 = 2.1;

fn draw_badge(scene: &mut Scene, c: Point, badge: &Badge) {
    let r = BADGE_RADIUS_MM;
    scene.fill(badge_outline(badge.shape, c, r), badge.fill);
    let initials = badge.initials.as_str();
    let size = fit_size(initials, 1.4, 1.5 * r);
    text(scene, c, size, initials, Anchor::Middle, badge.ink);
}

/// Two short lines outside each corner, clear of the shape, to cut along.
fn cut_marks(scene: &mut Scene, (x, y): Point, w: f64, h: f64) {
    let (gap, len, thick) = (0.8, 2.0, 0.2);
    for (cx, dx) in [(x, -1.0), (x + w, 1.0)] {
        for (cy, dy) in [(y, -1.0), (y + h, 1.0)] {
            let hx = if dx < 0.0 { cx - gap - len } else { cx + gap };
            scene.fill(rect(hx, cy - thick / 2.0, len, thick), CUT);
            let vy = if dy < 0.0 { cy - gap - len } else { cy + gap };
            scene.fill(rect(cx - thick / 2.0, vy, thick, len), CUT);
        }
    }
}

/// The round sticker: slots clockwise from 12 o'clock, each coloured section with its letter
/// (for colour-blind players), empty slots white, then the value or the duel numbers. On a
/// sheet, the cut ring of sticker `i` is tagged `sticker-{i + 1}` (class `sticker`).
fn draw_sticker(
    scene: &mut Scene,
    c: Point,
    sticker: &Sticker,
    palette: Palette,
    sheet_index: Option<usize>,
) {
    let skill_colour = |skill: Skill| palette.skill(skill);
    let r = STICKER_DIAMETER_MM / 2.0;
    let slots = match sticker {
        Sticker::Edition2024(_) => MAX_SECTIONS_2024,
        Sticker::Classic(_) => MAX_SKILLS_CLASSIC,
    };
    let step = 360.0 / slots as f64;
    let skills = sticker.skills();
    for k in 0..slots {
        let colour = skills.get(k).map_or(Rgb::WHITE, |s| skill_colour(*s));
        let from = k as f64 * step;
        scene.fill(
            Shape::Sector {
                c,
                r,
                from,
                to: from + step,
            },
            colour,
        );
    }
    for k in 0..slots {
        let a = (k as f64 * step).to_radians();
        let (s, co) = (a.sin(), a.cos());
        let (t, half) = (0.09, r);
        let edge = vec![
            (c.0 - co * t, c.1 - s * t),
            (c.0 + s * half - co * t, c.1 - co * half - s * t),
            (c.0 + s * half + co * t, c.1 - co * half + s * t),
            (c.0 + co * t, c.1 + s * t),
        ];
        scene.fill(Shape::Polygon(edge), CUT);
    }
    let inner = match sticker {
        Sticker::Edition2024(_) => 2.2,
        Sticker::Classic(_) => 3.1,
    };
    let letter_r = (r + inner) / 2.0;
    for (k, skill) in skills.iter().enumerate() {
        let a = ((k as f64 + 0.5) * step).to_radians();
        let at = (c.0 + letter_r * a.sin(), c.1 - letter_r * a.cos());
        let ink = skill_colour(*skill).contrasting_ink();
        text(
            scene,
            at,
            1.5,
            &skill.letter().to_string(),
            Anchor::Middle,
            ink,
        );
    }
    scene.fill(Shape::Circle { c, r: inner }, Rgb::WHITE);
    match sticker {
        Sticker::Edition2024(s) => {
            text(scene, c, 2.2, &s.value().to_string(), Anchor::Middle, INK);
        }
        Sticker::Classic(s) => {
            let d = s.duel();
            let numbers = [
                (d.dribbling, Skill::Red, -1.0, -1.0),
                (d.marking, Skill::Blue, 1.0, -1.0),
                (d.tackling, Skill::Green, -1.0, 1.0),
                (d.ball_defence, Skill::Yellow, 1.0, 1.0),
            ];
            for (n, skill, dx, dy) in numbers {
                let at = (c.0 + dx * 1.05, c.1 + dy * 1.05);
                text(
                    scene,
                    at,
                    1.5,
                    &n.to_string(),
                    Anchor::Middle,
                    skill_colour(skill),
                );
            }
        }
    }
    let ring = Shape::Ring {
        c,
        inner: r,
        outer: r + 0.18,
    };
    match sheet_index {
        Some(i) => scene.fill_tagged(ring, CUT, format!("sticker-{}", i + 1), "sticker"),
        None => scene.fill(ring, CUT),
    }
}

/// A 100 mm bar with 10 mm ticks, to check the print is at actual size.
fn draw_scale_bar(scene: &mut Scene, (x, y): Point) {
    scene.fill_tagged(
        rect(x, y, SCALE_BAR_MM, 0.6),
        INK,
        "scale-bar".to_string(),
        "scale",
    );
    for k in 0..=10 {
        scene.fill(rect(x + k as f64 * 10.0 - 0.15, y - 2.0, 0.3, 2.6), INK);
    }
    let label = "100 MM: IF THIS BAR IS SHORTER OR LONGER, PRINT AT ACTUAL SIZE";
    let size = 2.0;
    let room = PAGE_WIDTH_MM - 2.0 * x - SCALE_BAR_MM;
    let label_x = if text_width(label, size) < room {
        x + SCALE_BAR_MM + 3.0
    } else {
        x
    };
    let label_y = if label_x > x { y } else { y + 5.0 };
    text(scene, (label_x, label_y), size, label, Anchor::Start, INK);
}
