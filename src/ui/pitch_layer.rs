//! The static picture of the board: grass tinted by zone, every cell outline, thick zone
//! lines along cell edges, touchlines and goal lines, goals with nets, corner flags and the
//! advertising boards. It never changes during a match, so the match screen draws it once
//! into a render target (see [`super::layer_cache`]).

use super::draw::{disc, fill_polygon, fill_rect, line, outline};
use super::fonts::UiText;
use super::view::PitchView;
use hexkick_physics::world::{AD_BOARD_THICKNESS_CM, POST_RADIUS_CM};
use hexkick_rules::pitch::{
    BOARD_LENGTH_CM, BOARD_WIDTH_CM, CROSSBAR_HEIGHT_CM, Cell, End, GOAL_DEPTH_CM, GOAL_WIDTH_CM,
    PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint, Zone,
};
use macroquad::prelude::Color;

/// Grass of the middle third.
pub const GRASS: Color = Color::new(0.24, 0.58, 0.26, 1.0);
/// Grass of the two defence thirds.
const GRASS_DEFENCE: Color = Color::new(0.20, 0.51, 0.23, 1.0);
/// The cross (corner) zones.
const CROSS_ZONE: Color = Color::new(0.17, 0.47, 0.38, 1.0);
/// The shooting zones.
const SHOOTING_ZONE: Color = Color::new(0.33, 0.58, 0.21, 1.0);
/// The penalty areas.
const PENALTY_AREA: Color = Color::new(0.42, 0.63, 0.24, 1.0);
/// The goal boxes.
const GOAL_BOX: Color = Color::new(0.52, 0.69, 0.30, 1.0);
/// The board around the pitch.
const SURROUND: Color = Color::new(0.12, 0.33, 0.16, 1.0);
/// Thin cell outlines.
const CELL_LINE: Color = Color::new(1.0, 1.0, 1.0, 0.28);
/// Thick zone lines, touchlines and goal lines.
pub const ZONE_LINE: Color = Color::new(0.97, 0.97, 0.93, 1.0);
const NET: Color = Color::new(0.92, 0.92, 0.92, 0.75);
const NET_BACK: Color = Color::new(0.05, 0.16, 0.08, 1.0);
const POST: Color = Color::new(1.0, 1.0, 1.0, 1.0);
const FLAG: Color = Color::new(0.98, 0.85, 0.10, 1.0);
const BOARD_COLOURS: [Color; 3] = [
    Color::new(0.10, 0.20, 0.55, 1.0),
    Color::new(0.80, 0.12, 0.12, 1.0),
    Color::new(0.95, 0.75, 0.10, 1.0),
];

/// Draws the whole static board through `view`.
pub fn draw_pitch(view: &PitchView) {
    let zone_line_px = view.px(0.32).max(2.0);
    let cell_line_px = view.px(0.08).max(1.0);
    let (hx, hy) = (PITCH_LENGTH_CM / 2.0, PITCH_WIDTH_CM / 2.0);

    fill_rect(
        view,
        PitchPoint::new(-BOARD_LENGTH_CM / 2.0, -BOARD_WIDTH_CM / 2.0),
        PitchPoint::new(BOARD_LENGTH_CM / 2.0, BOARD_WIDTH_CM / 2.0),
        SURROUND,
    );
    draw_ad_boards(view);
    for cell in Cell::all() {
        fill_polygon(view, &cell.outline(), zone_colour(cell));
    }
    for cell in Cell::all() {
        outline(view, &cell.outline(), cell_line_px, CELL_LINE);
    }
    line(
        view,
        PitchPoint::new(0.0, -hy),
        PitchPoint::new(0.0, hy),
        cell_line_px * 1.5,
        Color::new(1.0, 1.0, 1.0, 0.45),
    );
    disc(view, PitchPoint::new(0.0, 0.0), 0.35, ZONE_LINE);
    for (a, b) in zone_edges() {
        line(view, a, b, zone_line_px, ZONE_LINE);
    }
    let corners = [
        PitchPoint::new(-hx, -hy),
        PitchPoint::new(hx, -hy),
        PitchPoint::new(hx, hy),
        PitchPoint::new(-hx, hy),
    ];
    outline(view, &corners, zone_line_px * 1.2, ZONE_LINE);
    for end in [End::Home, End::Away] {
        draw_goal(view, end);
    }
    for corner in corners {
        draw_corner_flag(view, corner);
    }
}

/// The colour of a cell: the most specific zone it belongs to.
fn zone_colour(cell: Cell) -> Color {
    let in_any = |zone: Zone| {
        [End::Home, End::Away]
            .iter()
            .any(|e| zone.contains(*e, cell))
    };
    if in_any(Zone::GoalBox) {
        GOAL_BOX
    } else if in_any(Zone::PenaltyArea) {
        PENALTY_AREA
    } else if in_any(Zone::ShootingZone) {
        SHOOTING_ZONE
    } else if in_any(Zone::CrossZone) {
        CROSS_ZONE
    } else if in_any(Zone::Defence) {
        GRASS_DEFENCE
    } else {
        GRASS
    }
}

/// Which zones a cell is in, at both ends: two cells with different signatures are separated
/// by a thick line.
fn zone_signature(cell: Cell) -> [bool; 12] {
    let mut signature = [false; 12];
    for (i, zone) in Zone::ALL.iter().enumerate() {
        signature[i] = zone.contains(End::Home, cell);
        signature[i + 6] = zone.contains(End::Away, cell);
    }
    signature
}

/// Every cell edge between two cells of different zones, once.
pub fn zone_edges() -> Vec<(PitchPoint, PitchPoint)> {
    let mut edges = Vec::new();
    for cell in Cell::all() {
        let centre = cell.centre();
        let points = cell.outline();
        for (i, &a) in points.iter().enumerate() {
            let b = points[(i + 1) % points.len()];
            if a.distance_to(b) < 1e-3 {
                continue;
            }
            let mid = PitchPoint::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
            let (dx, dy) = (mid.x - centre.x, mid.y - centre.y);
            let len = dx.hypot(dy).max(1e-3);
            let probe = PitchPoint::new(mid.x + dx / len * 0.5, mid.y + dy / len * 0.5);
            let Some(other) = Cell::at(probe) else {
                continue;
            };
            if other > cell && zone_signature(other) != zone_signature(cell) {
                edges.push((a, b));
            }
        }
    }
    edges
}

fn draw_goal(view: &PitchView, end: End) {
    draw_goal_net(view, end, |_| 0.0);
}

/// Steps across the goal's width the net's shape is drawn in.
const NET_STEPS: usize = 16;

/// A goal at `end`: its net, the net's back pushed out by `bulge(y)` centimetres at each `y`
/// across the mouth (0 at rest; the match screen shakes it when the ball goes in, drawing it
/// over the board's picture), then the crossbar and the posts.
pub fn draw_goal_net(view: &PitchView, end: End, bulge: impl Fn(f32) -> f32) {
    let line_x = end.goal_line_x();
    let out = line_x.signum();
    // The posts stand just outside the mouth, as in the physics.
    let half = GOAL_WIDTH_CM / 2.0 + POST_RADIUS_CM;
    // A point `share` of the way from the goal line to the (pushed) back of the net.
    let at = |y: f32, share: f32| {
        PitchPoint::new(
            line_x + out * share * (GOAL_DEPTH_CM + bulge(y).max(0.0)),
            y,
        )
    };
    let ys: Vec<f32> = (0..=NET_STEPS)
        .map(|i| -half + 2.0 * half * i as f32 / NET_STEPS as f32)
        .collect();
    for pair in ys.windows(2) {
        let (y0, y1) = (pair[0], pair[1]);
        let strip = [
            PitchPoint::new(line_x, y0),
            at(y0, 1.0),
            at(y1, 1.0),
            PitchPoint::new(line_x, y1),
        ];
        fill_polygon(view, &strip, NET_BACK);
    }
    let net_px = view.px(0.05).max(1.0);
    let mut y = -half;
    while y <= half + 1e-3 {
        line(view, PitchPoint::new(line_x, y), at(y, 1.0), net_px, NET);
        y += 0.8;
    }
    let mut share = 0.0;
    while share <= 1.0 + 1e-3 {
        for pair in ys.windows(2) {
            line(view, at(pair[0], share), at(pair[1], share), net_px, NET);
        }
        share += 0.2;
    }
    let frame_px = view.px(0.25).max(2.0);
    for y in [-half, half] {
        line(
            view,
            PitchPoint::new(line_x, y),
            at(y, 1.0),
            frame_px * 0.6,
            NET,
        );
    }
    for pair in ys.windows(2) {
        line(
            view,
            at(pair[0], 1.0),
            at(pair[1], 1.0),
            frame_px * 0.6,
            NET,
        );
    }
    // The crossbar seen from above, between the posts.
    line(
        view,
        PitchPoint::new(line_x, -half),
        PitchPoint::new(line_x, half),
        frame_px * (CROSSBAR_HEIGHT_CM / 4.0),
        POST,
    );
    for y in [-half, half] {
        disc(view, PitchPoint::new(line_x, y), POST_RADIUS_CM, POST);
    }
}

fn draw_corner_flag(view: &PitchView, corner: PitchPoint) {
    let pole_px = view.px(0.12).max(1.5);
    let out = PitchPoint::new(corner.x, corner.y);
    let up = PitchPoint::new(corner.x, corner.y - corner.y.signum() * 0.2);
    line(view, out, up, pole_px, POST);
    let sx = -corner.x.signum();
    let sy = -corner.y.signum();
    let flag = [
        corner,
        PitchPoint::new(corner.x + sx * 1.6, corner.y + sy * 0.5),
        PitchPoint::new(corner.x + sx * 0.3, corner.y + sy * 1.4),
    ];
    fill_polygon(view, &flag, FLAG);
    disc(view, corner, 0.22, POST);
}

/// The advertising boards: coloured panels standing round the board's edge (where the
/// physics puts them) with a name on them.
fn draw_ad_boards(view: &PitchView) {
    let t = AD_BOARD_THICKNESS_CM;
    let (bx, by) = (BOARD_LENGTH_CM / 2.0 + t, BOARD_WIDTH_CM / 2.0 + t);
    let panels_along = 6;
    let panel_len = 2.0 * bx / panels_along as f32;
    for i in 0..panels_along {
        let x0 = -bx + i as f32 * panel_len;
        let colour = BOARD_COLOURS[i % BOARD_COLOURS.len()];
        for (y0, y1) in [(-by, -by + t), (by - t, by)] {
            fill_rect(
                view,
                PitchPoint::new(x0, y0),
                PitchPoint::new(x0 + panel_len, y1),
                colour,
            );
            let centre = PitchPoint::new(x0 + panel_len / 2.0, (y0 + y1) / 2.0);
            board_text(view, centre, "HEXKICK");
        }
    }
    let panels_across = 4;
    let panel_len = (2.0 * by - 2.0 * t) / panels_across as f32;
    for i in 0..panels_across {
        let y0 = -by + t + i as f32 * panel_len;
        let colour = BOARD_COLOURS[(i + 1) % BOARD_COLOURS.len()];
        for (x0, x1) in [(-bx, -bx + t), (bx - t, bx)] {
            fill_rect(
                view,
                PitchPoint::new(x0, y0),
                PitchPoint::new(x1, y0 + panel_len),
                colour,
            );
        }
    }
}

/// A word written along a long-side board, turned with the board in portrait.
fn board_text(view: &PitchView, centre: PitchPoint, text: &str) {
    let ui = UiText::new(view.px(AD_BOARD_THICKNESS_CM * 0.7).clamp(6.0, 64.0));
    let dims = ui.measure(text);
    let c = view.to_screen(centre);
    let colour = Color::new(1.0, 1.0, 1.0, 0.9);
    let (dx, dy) = (dims.width / 2.0, dims.offset_y / 2.0);
    if view.portrait {
        ui.draw_turned(
            text,
            c.x - dy,
            c.y - dx,
            colour,
            std::f32::consts::FRAC_PI_2,
        );
    } else {
        ui.draw(text, c.x - dx, c.y + dy, colour);
    }
}

#[cfg(test)]
mod tests {
    use super::{Cell, PitchPoint, zone_colour, zone_edges};

    #[test]
    fn zone_lines_run_along_cell_edges_and_are_symmetric() {
        let edges = zone_edges();
        assert!(edges.len() > 40, "{} zone edges", edges.len());
        let corners: Vec<PitchPoint> = Cell::all().flat_map(|c| c.outline()).collect();
        let is_corner = |p: PitchPoint| corners.iter().any(|q| q.distance_to(p) < 1e-3);
        for (a, b) in &edges {
            assert!(is_corner(*a) && is_corner(*b), "{a:?}-{b:?}");
            let (ra, rb) = (a.rotated_half_turn(), b.rotated_half_turn());
            let mirrored = edges.iter().any(|(c, d)| {
                (c.distance_to(ra) < 1e-3 && d.distance_to(rb) < 1e-3)
                    || (c.distance_to(rb) < 1e-3 && d.distance_to(ra) < 1e-3)
            });
            assert!(mirrored, "{a:?}-{b:?} has no twin after a half turn");
        }
    }

    #[test]
    fn every_zone_has_its_own_tint() {
        let named: Vec<Cell> = ["E1", "D2", "E3", "A2", "E4", "E6"]
            .iter()
            .filter_map(|n| n.parse().ok())
            .collect();
        let colours: Vec<[u8; 4]> = named.iter().map(|c| zone_colour(*c).into()).collect();
        for (i, a) in colours.iter().enumerate() {
            for b in &colours[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}
