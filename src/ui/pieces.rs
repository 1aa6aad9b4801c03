//! The moving pieces: pegs in their strips, the ball with its shadow, and cell highlights.

use super::draw::{disc, fill_polygon, outline, ring};
use super::peg_sticker::{PegFace, RING_SHARE, draw_sticker_ring};
use super::scene_draw::color;
use super::strip_art::disc_pattern;
use super::view::PitchView;
use super::widgets::centred_text;
use hexkick_rules::pitch::{BALL_DIAMETER_CM, Cell, PEG_DIAMETER_CM, PitchPoint};
use hexkick_rules::squad::{PlayerId, ShirtNumber, Side};
use hexkick_teams::strip::Strip as TeamStrip;
use macroquad::prelude::{Color, Vec2, draw_circle, draw_circle_lines, draw_triangle};

/// A team's strip: shirt colour and number colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strip {
    /// The shirt (the peg's top).
    pub shirt: Color,
    /// The number printed on it.
    pub number: Color,
}

/// The default home strip: red with white numbers.
pub const HOME_STRIP: Strip = Strip {
    shirt: Color::new(0.86, 0.10, 0.12, 1.0),
    number: Color::new(1.0, 1.0, 1.0, 1.0),
};
/// The default away strip: blue with white numbers.
pub const AWAY_STRIP: Strip = Strip {
    shirt: Color::new(0.10, 0.30, 0.90, 1.0),
    number: Color::new(1.0, 1.0, 1.0, 1.0),
};

/// The strip a side wears.
pub fn strip(side: Side) -> Strip {
    match side {
        Side::Home => HOME_STRIP,
        Side::Away => AWAY_STRIP,
    }
}

const SHADOW: Color = Color::new(0.0, 0.0, 0.0, 0.35);
const FLASH: Color = Color::new(1.0, 0.95, 0.3, 1.0);
const RIM: Color = Color::new(0.05, 0.05, 0.05, 0.9);

/// A peg's token is never drawn smaller than this radius, in logical pixels, so its number
/// and the colours of its sticker ring stay readable on a phone (the physics uses the true
/// 1.2 cm peg).
const MIN_PEG_RADIUS_PX: f32 = 10.5;

/// Draws one peg seen from above in its side's default strip; `flash` in 0..=1 lights it up
/// after the ball touched it.
pub fn draw_peg(
    view: &PitchView,
    id: PlayerId,
    at: PitchPoint,
    flash: f32,
    face: Option<&PegFace>,
) {
    if let Some(look) = default_strip(id.side) {
        draw_peg_in_strip(view, id.number, at, flash, &look, face);
    }
}

/// A side's default strip as a team strip: plain, in the shirt colour, the number in the
/// number colour (`None` only if an empty sponsor line were refused).
pub fn default_strip(side: Side) -> Option<TeamStrip> {
    let s = strip(side);
    let (shirt, ink) = (rgb(s.shirt), rgb(s.number));
    let sponsor = hexkick_teams::text::Sponsor::new("").ok()?;
    Some(TeamStrip {
        shirt,
        pattern: hexkick_teams::strip::Pattern::Plain,
        second: shirt,
        third: ink,
        collar: shirt,
        sleeves: shirt,
        shorts: ink,
        socks: shirt,
        sponsor,
    })
}

fn rgb(c: Color) -> hexkick_teams::colour::Rgb {
    hexkick_teams::colour::Rgb::new(to_u8(c.r), to_u8(c.g), to_u8(c.b))
}

fn to_u8(channel: f32) -> u8 {
    (channel.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// Share of a peg's top radius that the sleeves' ring takes.
const SLEEVE_RING: f32 = 0.16;

/// A peg's drawn radius in centimetres in `view`: the true peg, or larger on a small screen.
pub fn peg_radius_cm(view: &PitchView) -> f32 {
    (PEG_DIAMETER_CM / 2.0).max(MIN_PEG_RADIUS_PX / view.px_per_cm)
}

/// The width of the rim round a peg's top, logical pixels.
pub fn peg_rim_px(view: &PitchView) -> f32 {
    view.px(0.1).max(1.0)
}

/// Draws one peg seen from above wearing a team's strip: its shadow ([`draw_peg_under`]) and
/// its top ([`draw_peg_top`]) with his sticker when `face` is given.
pub fn draw_peg_in_strip(
    view: &PitchView,
    number: ShirtNumber,
    at: PitchPoint,
    flash: f32,
    strip: &TeamStrip,
    face: Option<&PegFace>,
) {
    draw_peg_under(view, at, flash);
    let c = view.to_screen(at);
    let r = view.px(peg_radius_cm(view));
    draw_peg_top(
        Vec2::new(c.x, c.y),
        r,
        peg_rim_px(view),
        number,
        strip,
        face,
    );
}

/// What lies under a peg's top: its shadow and, `flash` in 0..=1, the glow that lights him up
/// after the ball touched him.
pub fn draw_peg_under(view: &PitchView, at: PitchPoint, flash: f32) {
    let r = peg_radius_cm(view);
    disc(
        view,
        PitchPoint::new(at.x + 0.15, at.y + 0.2),
        r * 1.05,
        SHADOW,
    );
    if flash > 0.0 {
        disc(
            view,
            at,
            r * (1.3 + 0.5 * flash),
            Color { a: flash, ..FLASH },
        );
    }
}

/// A peg's top at `centre` (screen pixels), `r_px` in radius: with a `face`, the sticker's
/// ring round the edge ([`draw_sticker_ring`]) and the jersey inside it; the jersey's pattern,
/// a rim `rim_px` wide, the collar at the top and the shirt number in the lettering colour,
/// outlined in the base colour so it reads across the pattern.
pub fn draw_peg_top(
    centre: Vec2,
    r_px: f32,
    rim_px: f32,
    number: ShirtNumber,
    strip: &TeamStrip,
    face: Option<&PegFace>,
) {
    let shirt = match face {
        Some(face) => {
            let inner = r_px * (1.0 - RING_SHARE);
            draw_sticker_ring(centre, inner, r_px, face);
            draw_circle_lines(centre.x, centre.y, inner, rim_px.max(1.0), RIM);
            inner
        }
        None => r_px,
    };
    draw_jersey_top(centre, shirt, strip);
    draw_circle_lines(centre.x, centre.y, r_px, rim_px, RIM);
    let number = number.0.to_string();
    // The number may reach into the ring: its halo keeps it readable there.
    let size = match (number.len() > 1, face.is_some()) {
        (true, false) => r_px * 1.2,
        (false, false) => r_px * 1.5,
        (true, true) => r_px * 0.95,
        (false, true) => r_px * 1.15,
    };
    let halo = (size * 0.06).max(1.0);
    for (dx, dy) in [(-halo, 0.0), (halo, 0.0), (0.0, -halo), (0.0, halo)] {
        centred_text(
            &number,
            centre.x + dx,
            centre.y + dy,
            size,
            color(strip.shirt),
        );
    }
    centred_text(&number, centre.x, centre.y, size, color(strip.third));
}

/// A jersey seen from above as a disc of radius `r_px` at `centre` (screen pixels): sleeves
/// ring, base colour, pattern, collar. The studio draws it large, the match at peg size.
pub fn draw_jersey_top(centre: Vec2, r_px: f32, strip: &TeamStrip) {
    draw_circle(centre.x, centre.y, r_px, color(strip.sleeves));
    let body = r_px * (1.0 - SLEEVE_RING);
    draw_circle(centre.x, centre.y, body, color(strip.shirt));
    let second = color(strip.second);
    let at = |p: (f32, f32)| Vec2::new(centre.x + p.0 * body, centre.y + p.1 * body);
    for shape in disc_pattern(strip.pattern) {
        for k in 1..shape.len() - 1 {
            draw_triangle(at(shape[0]), at(shape[k]), at(shape[k + 1]), second);
        }
    }
    draw_circle(
        centre.x,
        centre.y - body * 0.86,
        body * 0.22,
        color(strip.collar),
    );
}

/// Draws the ball at `at`, `height_cm` above the pitch: a shadow on the ground and a ball that
/// grows and lifts as it rises.
pub fn draw_ball(view: &PitchView, at: PitchPoint, height_cm: f32) {
    let r = BALL_DIAMETER_CM / 2.0;
    let h = height_cm.clamp(0.0, 50.0);
    let shadow_alpha = 0.4 / (1.0 + h * 0.15);
    disc(
        view,
        PitchPoint::new(at.x + 0.1 + h * 0.3, at.y + 0.15 + h * 0.3),
        r,
        Color::new(0.0, 0.0, 0.0, shadow_alpha),
    );
    let scale = 1.0 + h * 0.06;
    disc(view, at, r * scale, Color::new(0.98, 0.98, 0.98, 1.0));
    disc(
        view,
        at,
        r * scale * 0.38,
        Color::new(0.12, 0.12, 0.12, 1.0),
    );
    ring(view, at, r * scale, view.px(0.08).max(1.0), RIM);
}

/// Highlights cells (the one the ball rests in, or all of them when it is on a line).
pub fn highlight_cells(view: &PitchView, cells: &[Cell], colour: Color) {
    for cell in cells {
        let points = cell.outline();
        fill_polygon(view, &points, Color { a: 0.35, ..colour });
        outline(view, &points, view.px(0.3).max(2.0), colour);
    }
}
