//! The camera: where the board sits on the screen, in any window shape.
//!
//! Landscape windows show the board as it lies (home goal on the left); portrait windows turn
//! it a quarter turn so the home goal is at the bottom. The board keeps its proportions and
//! fills the space left beside (landscape) or below (portrait) the control panel. The panel
//! is on the right in landscape, or on the left for left-handed players.
//!
//! The camera zooms and pans over that fit: [`PitchView::zoom`] is the scale over the whole
//! board's (1 to [`MAX_ZOOM`]), and the board is never panned so far that empty room shows
//! beside a zoomed board. Every drawing and hit test goes through [`PitchView::to_screen`],
//! [`PitchView::to_pitch`] and [`PitchView::px`], so they follow the zoom by themselves.

use crate::input::{ScreenPoint, ScreenVelocity};
use hexkick_physics::Velocity;
use hexkick_physics::world::AD_BOARD_THICKNESS_CM;
use hexkick_rules::pitch::{BOARD_LENGTH_CM, BOARD_WIDTH_CM, PitchPoint};

/// What the camera shows: the board and the advertising boards standing round its edge.
const SHOWN_LENGTH_CM: f32 = BOARD_LENGTH_CM + 2.0 * AD_BOARD_THICKNESS_CM;
/// The shown width, in centimetres.
const SHOWN_WIDTH_CM: f32 = BOARD_WIDTH_CM + 2.0 * AD_BOARD_THICKNESS_CM;

/// Room kept for the control panel, in logical pixels: on the right in landscape, at the
/// bottom in portrait (where its grid of buttons needs more, [`PANEL_PORTRAIT_PX`]). The
/// panel also takes whatever room the board does not need.
pub const PANEL_PX: f32 = 270.0;
/// Room kept for the panel in portrait (its seven rows of buttons), at most
/// two thirds of the height (`PANEL_PORTRAIT_SHARE`).
pub const PANEL_PORTRAIT_PX: f32 = 440.0;
/// The largest share of a portrait window's height kept for the panel: a short phone's
/// (360x640) seven rows of 44 px buttons, its score and its log.
const PANEL_PORTRAIT_SHARE: f32 = 0.66;
/// A portrait window narrower than this is a phone held upright: the panel is a compact bar
/// ([`COMPACT_PANEL_PX`]) and the board's view takes the rest of the height, logical pixels.
pub const PHONE_MAX_WIDTH: f32 = 600.0;
/// The compact bar under the board on a phone held upright: the score and headline, three
/// rows of actions and a row of tools, logical pixels.
pub const COMPACT_PANEL_PX: f32 = 244.0;
/// Empty border around the board, in logical pixels.
const MARGIN_PX: f32 = 4.0;
/// The closest the camera goes: this many times the whole board's scale.
pub const MAX_ZOOM: f32 = 4.0;

/// How the board is laid on the screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PitchView {
    /// Logical pixels per centimetre of board, zoom included.
    pub px_per_cm: f32,
    /// Where the centre spot is on the screen (panned).
    pub centre: ScreenPoint,
    /// Logical pixels per centimetre when the whole board is shown (zoom 1).
    pub fit_px_per_cm: f32,
    /// The centre of the board's part of the window.
    pub room_centre: ScreenPoint,
    /// Whether the board is turned a quarter turn (home goal at the bottom).
    pub portrait: bool,
    /// The window size this view was fitted to, in logical pixels.
    pub screen: (f32, f32),
    /// The control panel is on the left of the board (landscape, left-handed players).
    pub panel_left: bool,
    /// The control panel is above the board (portrait, table mode: the far coach's end).
    pub panel_top: bool,
}

impl PitchView {
    /// Fits the whole board (advertising boards included) into a window of `width` x `height` logical pixels.
    pub fn fit(width: f32, height: f32) -> PitchView {
        PitchView::fit_handed(width, height, false)
    }

    /// Like [`PitchView::fit`], with the panel on the left of the board in landscape when
    /// `panel_left` (portrait keeps it below the board).
    pub fn fit_handed(width: f32, height: f32, panel_left: bool) -> PitchView {
        let width = sane_size(width);
        let height = sane_size(height);
        let portrait = height > width;
        let compact = portrait && width < PHONE_MAX_WIDTH;
        let (room_w, room_h) = if compact {
            (
                width,
                height - COMPACT_PANEL_PX.min(height * PANEL_PORTRAIT_SHARE),
            )
        } else if portrait {
            let panel = PANEL_PORTRAIT_PX.min(height * PANEL_PORTRAIT_SHARE);
            (
                width,
                (height - panel).max(height * (1.0 - PANEL_PORTRAIT_SHARE)),
            )
        } else {
            ((width - PANEL_PX).max(width * 0.5), height)
        };
        let (board_w, board_h) = if portrait {
            (SHOWN_WIDTH_CM, SHOWN_LENGTH_CM)
        } else {
            (SHOWN_LENGTH_CM, SHOWN_WIDTH_CM)
        };
        let px_per_cm = ((room_w - 2.0 * MARGIN_PX) / board_w)
            .min((room_h - 2.0 * MARGIN_PX) / board_h)
            .max(0.01);
        // The board takes the room it needs; the panel the rest (a phone held upright keeps
        // the whole height above its compact bar for the board's view, which the camera
        // zooms into).
        let (room_w, room_h) = if compact {
            (room_w, room_h)
        } else if portrait {
            (room_w, room_h.min(board_h * px_per_cm + 2.0 * MARGIN_PX))
        } else {
            (room_w.min(board_w * px_per_cm + 2.0 * MARGIN_PX), room_h)
        };
        let panel_left = panel_left && !portrait;
        let left = if panel_left { width - room_w } else { 0.0 };
        let centre = ScreenPoint::new(left + room_w / 2.0, room_h / 2.0);
        PitchView {
            px_per_cm,
            centre,
            fit_px_per_cm: px_per_cm,
            room_centre: centre,
            portrait,
            screen: (width, height),
            panel_left,
            panel_top: false,
        }
    }

    /// The view as the coach at the far end of the table sees it laid out (table mode): the
    /// panel at the other end of the board (above it in portrait, on the other side in
    /// landscape), the board where the rest of the window leaves it.
    pub fn at_far_end(self) -> PitchView {
        let (w, h) = self.screen;
        if self.portrait {
            PitchView {
                centre: ScreenPoint::new(self.centre.x, h - self.centre.y),
                room_centre: ScreenPoint::new(self.room_centre.x, h - self.room_centre.y),
                panel_top: true,
                ..self
            }
        } else {
            PitchView::fit_handed(w, h, !self.panel_left)
        }
    }

    /// Whether the panel is the compact bar of a phone held upright.
    pub fn compact(&self) -> bool {
        self.portrait && self.screen.0 < PHONE_MAX_WIDTH
    }

    /// The panel's rectangle `(x, y, w, h)` in logical pixels.
    pub fn panel(&self) -> (f32, f32, f32, f32) {
        let (w, h) = self.screen;
        let c = self.room_centre;
        if self.portrait && self.panel_top {
            let board = (h - c.y) * 2.0;
            (0.0, 0.0, w, h - board)
        } else if self.portrait {
            let top = c.y * 2.0;
            (0.0, top, w, h - top)
        } else if self.panel_left {
            let room_w = (w - c.x) * 2.0;
            (0.0, 0.0, w - room_w, h)
        } else {
            let left = c.x * 2.0;
            (left, 0.0, w - left, h)
        }
    }

    /// The board's part of the window `(x, y, w, h)`: all of it but the panel.
    pub fn room(&self) -> (f32, f32, f32, f32) {
        let (px, py, pw, ph) = self.panel();
        let (w, h) = self.screen;
        if self.portrait && self.panel_top {
            (0.0, ph, w, h - ph)
        } else if self.portrait {
            (0.0, 0.0, w, py)
        } else if self.panel_left {
            (pw, 0.0, w - pw, h)
        } else {
            (0.0, 0.0, px, h)
        }
    }

    /// Where a point of the pitch appears on the screen.
    pub fn to_screen(&self, p: PitchPoint) -> ScreenPoint {
        let s = self.px_per_cm;
        if self.portrait {
            ScreenPoint::new(self.centre.x + p.y * s, self.centre.y - p.x * s)
        } else {
            ScreenPoint::new(self.centre.x + p.x * s, self.centre.y + p.y * s)
        }
    }

    /// The point of the pitch under a screen position.
    pub fn to_pitch(&self, q: ScreenPoint) -> PitchPoint {
        let s = self.px_per_cm;
        let (dx, dy) = ((q.x - self.centre.x) / s, (q.y - self.centre.y) / s);
        if self.portrait {
            PitchPoint::new(-dy, dx)
        } else {
            PitchPoint::new(dx, dy)
        }
    }

    /// A screen velocity (pixels per second) as a pitch velocity (centimetres per second).
    pub fn velocity_to_pitch(&self, v: ScreenVelocity) -> Velocity {
        let s = self.px_per_cm;
        if self.portrait {
            Velocity::new(-v.y / s, v.x / s)
        } else {
            Velocity::new(v.x / s, v.y / s)
        }
    }

    /// A length on the board in logical pixels.
    pub fn px(&self, cm: f32) -> f32 {
        cm * self.px_per_cm
    }

    /// The zoom: the scale over the whole board's, from 1 to [`MAX_ZOOM`].
    pub fn zoom(&self) -> f32 {
        self.px_per_cm / self.fit_px_per_cm
    }

    /// The whole board, as fitted to the window.
    pub fn whole(&self) -> PitchView {
        PitchView {
            px_per_cm: self.fit_px_per_cm,
            centre: self.room_centre,
            ..*self
        }
    }

    /// At `zoom` (clamped to 1..=[`MAX_ZOOM`]) with the pitch point `p` shown at the screen
    /// point `at`, as near as the board's edges allow.
    pub fn pinned(&self, zoom: f32, p: PitchPoint, at: ScreenPoint) -> PitchView {
        if !(zoom.is_finite() && p.x.is_finite() && p.y.is_finite() && at.is_sane()) {
            return *self;
        }
        let mut v = PitchView {
            px_per_cm: self.fit_px_per_cm * zoom.clamp(1.0, MAX_ZOOM),
            ..*self
        };
        let q = v.to_screen(p);
        v.centre = ScreenPoint::new(v.centre.x + at.x - q.x, v.centre.y + at.y - q.y);
        v.clamped()
    }

    /// Zoomed to `zoom` keeping the pitch point under `anchor` (a pinch's middle, the mouse)
    /// where it is.
    pub fn zoomed_about(&self, zoom: f32, anchor: ScreenPoint) -> PitchView {
        self.pinned(zoom, self.to_pitch(anchor), anchor)
    }

    /// Moved by `(dx, dy)` logical pixels (a drag), kept over the board.
    pub fn panned(&self, dx: f32, dy: f32) -> PitchView {
        let at = ScreenPoint::new(self.room_centre.x + dx, self.room_centre.y + dy);
        self.pinned(self.zoom(), self.to_pitch(self.room_centre), at)
    }

    /// At `zoom`, the pitch point `p` in the middle of the board's room.
    pub fn looking_at(&self, p: PitchPoint, zoom: f32) -> PitchView {
        self.pinned(zoom, p, self.room_centre)
    }

    /// The closest view, zoomed at most `max_zoom`, that shows every point of `points` with
    /// `margin_cm` round them, centred on them; the whole board when there are none.
    pub fn framing(
        &self,
        points: impl IntoIterator<Item = PitchPoint>,
        margin_cm: f32,
        max_zoom: f32,
    ) -> PitchView {
        let mut bounds: Option<(PitchPoint, PitchPoint)> = None;
        for p in points {
            let (lo, hi) = bounds.get_or_insert((p, p));
            *lo = PitchPoint::new(lo.x.min(p.x), lo.y.min(p.y));
            *hi = PitchPoint::new(hi.x.max(p.x), hi.y.max(p.y));
        }
        let Some((lo, hi)) = bounds else {
            return self.whole();
        };
        let (along, across) = (hi.x - lo.x + 2.0 * margin_cm, hi.y - lo.y + 2.0 * margin_cm);
        let (span_w, span_h) = if self.portrait {
            (across, along)
        } else {
            (along, across)
        };
        let (_, _, room_w, room_h) = self.room();
        let fit = self.fit_px_per_cm;
        let zoom = ((room_w - 2.0 * MARGIN_PX) / (span_w * fit))
            .min((room_h - 2.0 * MARGIN_PX) / (span_h * fit))
            .min(max_zoom);
        let middle = PitchPoint::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0);
        self.looking_at(middle, zoom)
    }

    /// This view's zoom and middle on `fresh`, a view fitted to a new window.
    pub fn refitted(&self, fresh: PitchView) -> PitchView {
        fresh.looking_at(self.to_pitch(self.room_centre), self.zoom())
    }

    /// The whole board's rectangle on the screen `(x, y, w, h)`, advertising boards included.
    pub fn board_on_screen(&self) -> (f32, f32, f32, f32) {
        let (w, h) = if self.portrait {
            (self.px(SHOWN_WIDTH_CM), self.px(SHOWN_LENGTH_CM))
        } else {
            (self.px(SHOWN_LENGTH_CM), self.px(SHOWN_WIDTH_CM))
        };
        (self.centre.x - w / 2.0, self.centre.y - h / 2.0, w, h)
    }

    /// The board at `zoom` with its top-left corner at the origin: the view a picture of the
    /// whole board is painted with.
    pub fn painted_at(&self, zoom: f32) -> PitchView {
        let mut v = PitchView {
            px_per_cm: self.fit_px_per_cm * zoom,
            ..*self
        };
        let (x, y, _, _) = v.board_on_screen();
        v.centre = ScreenPoint::new(v.centre.x - x, v.centre.y - y);
        v
    }

    /// Kept over the board: at zoom 1 the fitted view itself; zoomed, never so far to one
    /// side that empty room shows beside the board (a board narrower than the room stays in
    /// its middle).
    fn clamped(self) -> PitchView {
        let zoom = self.zoom();
        if !zoom.is_finite() || zoom <= 1.0 + 1e-4 {
            return self.whole();
        }
        let (rx, ry, rw, rh) = self.room();
        let (_, _, bw, bh) = self.board_on_screen();
        let axis = |c: f32, lo: f32, len: f32, board: f32| {
            if board + 2.0 * MARGIN_PX <= len {
                lo + len / 2.0
            } else {
                c.clamp(
                    lo + len - board / 2.0 - MARGIN_PX,
                    lo + board / 2.0 + MARGIN_PX,
                )
            }
        };
        PitchView {
            centre: ScreenPoint::new(
                axis(self.centre.x, rx, rw, bw),
                axis(self.centre.y, ry, rh, bh),
            ),
            ..self
        }
    }
}

fn sane_size(px: f32) -> f32 {
    if px.is_finite() && px >= 1.0 { px } else { 1.0 }
}

#[cfg(test)]
mod tests {
    use super::{
        MARGIN_PX, MAX_ZOOM, PitchPoint, PitchView, SHOWN_LENGTH_CM, SHOWN_WIDTH_CM, ScreenPoint,
        ScreenVelocity,
    };
    use hexkick_rules::pitch::{End, PITCH_LENGTH_CM};

    fn board_corners() -> [PitchPoint; 4] {
        let (hx, hy) = (SHOWN_LENGTH_CM / 2.0, SHOWN_WIDTH_CM / 2.0);
        [
            PitchPoint::new(-hx, -hy),
            PitchPoint::new(hx, -hy),
            PitchPoint::new(hx, hy),
            PitchPoint::new(-hx, hy),
        ]
    }

    #[test]
    fn the_whole_board_fits_any_window() {
        for (w, h) in [
            (1280.0, 800.0),
            (800.0, 1280.0),
            (390.0, 844.0),
            (2560.0, 1080.0),
            (300.0, 300.0),
        ] {
            let view = PitchView::fit(w, h);
            for c in board_corners() {
                let q = view.to_screen(c);
                assert!(
                    q.x >= 0.0 && q.x <= w && q.y >= 0.0 && q.y <= h,
                    "{c:?} at {q:?} in {w}x{h}"
                );
            }
            let (px, py, pw, ph) = view.panel();
            assert!(pw > 0.0 && ph > 0.0 && px + pw <= w + 0.01 && py + ph <= h + 0.01);
        }
    }

    #[test]
    fn left_handed_players_get_the_panel_left_of_the_same_board() {
        let right = PitchView::fit(1280.0, 800.0);
        let left = PitchView::fit_handed(1280.0, 800.0, true);
        assert_eq!(left.px_per_cm, right.px_per_cm, "the board keeps its size");
        let (px, py, pw, ph) = left.panel();
        assert_eq!((px, py, ph), (0.0, 0.0, 800.0));
        assert!((pw - right.panel().2).abs() < 1e-3, "{pw}");
        for c in board_corners() {
            let q = left.to_screen(c);
            assert!(
                q.x > pw && q.x <= 1280.0,
                "{c:?} at {q:?} clear of the panel"
            );
        }
        let p = PitchPoint::new(3.0, -4.0);
        assert!(p.distance_to(left.to_pitch(left.to_screen(p))) < 1e-3);
        assert_eq!(
            PitchView::fit_handed(390.0, 844.0, true),
            PitchView::fit(390.0, 844.0),
            "portrait keeps the panel under the board"
        );
    }

    #[test]
    fn the_far_coach_gets_the_panel_at_his_end_and_the_same_board() {
        for (w, h) in [(1280.0, 800.0), (800.0, 1280.0), (390.0, 844.0)] {
            let near = PitchView::fit(w, h);
            let far = near.at_far_end();
            assert_eq!(far.px_per_cm, near.px_per_cm, "the board keeps its size");
            let (nx, ny, nw, nh) = near.panel();
            let (fx, fy, fw, fh) = far.panel();
            assert!(
                (nw - fw).abs() < 1e-3 && (nh - fh).abs() < 1e-3,
                "same panel size"
            );
            // The whole layout turned half a turn about the window's centre.
            assert!((fx - (w - nx - nw)).abs() < 1e-3 && (fy - (h - ny - nh)).abs() < 1e-3);
            let (bx, by, bw, bh) = far.room();
            for c in board_corners() {
                let q = far.to_screen(c);
                assert!(q.x >= bx && q.x <= bx + bw && q.y >= by && q.y <= by + bh);
            }
            if near.portrait {
                assert!(
                    fy == 0.0 && ny > 0.0,
                    "portrait: above the board for the far coach"
                );
            } else {
                assert!(
                    fx == 0.0 && nx > 0.0,
                    "landscape: the other side of the board"
                );
            }
        }
    }

    #[test]
    fn landscape_uses_the_height_of_a_1280_by_800_window() {
        let view = PitchView::fit(1280.0, 800.0);
        assert!(!view.portrait);
        assert!(view.px_per_cm > 9.5, "{}", view.px_per_cm);
        let home = view.to_screen(End::Home.goal_centre());
        let away = view.to_screen(End::Away.goal_centre());
        assert!(home.x < away.x);
        assert!((away.x - home.x - PITCH_LENGTH_CM * view.px_per_cm).abs() < 1e-3);
    }

    #[test]
    fn portrait_turns_the_board_with_the_home_goal_at_the_bottom() {
        let view = PitchView::fit(390.0, 844.0);
        assert!(view.portrait);
        let home = view.to_screen(End::Home.goal_centre());
        let away = view.to_screen(End::Away.goal_centre());
        assert!(home.y > away.y);
        assert!((home.x - away.x).abs() < 1e-3);
        // Row A (negative y) is on the left.
        let top_touchline = view.to_screen(PitchPoint::new(0.0, -10.0));
        assert!(top_touchline.x < view.centre.x);
    }

    #[test]
    fn screen_and_pitch_round_trip_and_velocities_follow() {
        for (w, h) in [(1280.0, 800.0), (600.0, 1000.0)] {
            let view = PitchView::fit(w, h);
            let p = PitchPoint::new(12.5, -7.25);
            let back = view.to_pitch(view.to_screen(p));
            assert!(p.distance_to(back) < 1e-3);
            // A swipe of 1 s from the screen point of p to that of q moves (q - p) per second.
            let q = PitchPoint::new(20.0, 3.0);
            let (sp, sq) = (view.to_screen(p), view.to_screen(q));
            let v = view.velocity_to_pitch(ScreenVelocity {
                x: sq.x - sp.x,
                y: sq.y - sp.y,
            });
            assert!(
                (v.x - 7.5).abs() < 1e-3 && (v.y - 10.25).abs() < 1e-3,
                "{v:?}"
            );
        }
    }

    #[test]
    fn zoom_keeps_the_point_under_the_fingers_and_the_board_over_the_room() {
        for (w, h) in [(1280.0, 800.0), (390.0, 844.0)] {
            let fit = PitchView::fit(w, h);
            assert_eq!(fit.zoom(), 1.0);
            let anchor = ScreenPoint::new(fit.room_centre.x + 30.0, fit.room_centre.y - 20.0);
            let under = fit.to_pitch(anchor);
            let two = fit.zoomed_about(2.0, anchor);
            assert!((two.zoom() - 2.0).abs() < 1e-4, "{}", two.zoom());
            assert!(under.distance_to(two.to_pitch(anchor)) < 1e-3, "{w}x{h}");
            // Zoomed, no empty room shows: the room's corners are on the board.
            let (rx, ry, rw, rh) = two.room();
            let (bx, by, bw, bh) = two.board_on_screen();
            assert!(bx <= rx + MARGIN_PX + 1e-3 && bx + bw >= rx + rw - MARGIN_PX - 1e-3);
            assert!(by <= ry + MARGIN_PX + 1e-3 && by + bh >= ry + rh - MARGIN_PX - 1e-3);
            // A pan to the far corner stops at the board's edge.
            let far = two.panned(5000.0, 5000.0);
            let (bx, by, _, _) = far.board_on_screen();
            assert!((bx - (rx + MARGIN_PX)).abs() < 1e-3 && (by - (ry + MARGIN_PX)).abs() < 1e-3);
            // Out of range and back: clamped zooms, the fitted view again at 1.
            assert_eq!(fit.zoomed_about(100.0, anchor).zoom(), MAX_ZOOM);
            assert_eq!(two.zoomed_about(0.1, anchor), fit);
            assert_eq!(two.whole(), fit);
            assert_eq!(two.zoomed_about(f32::NAN, anchor), two);
            assert_eq!(two.panel(), fit.panel(), "the panel never moves");
        }
    }

    #[test]
    fn framing_shows_the_cells_that_matter_as_close_as_allowed() {
        let fit = PitchView::fit(390.0, 844.0);
        let (a, b) = (PitchPoint::new(10.0, -5.0), PitchPoint::new(20.0, 5.0));
        let framed = fit.framing([a, b], 4.0, 2.5);
        assert!(
            framed.zoom() > 1.5 && framed.zoom() <= 2.5,
            "{}",
            framed.zoom()
        );
        let (rx, ry, rw, rh) = framed.room();
        for p in [a, b] {
            let q = framed.to_screen(p);
            assert!(
                q.x > rx && q.x < rx + rw && q.y > ry && q.y < ry + rh,
                "{p:?} at {q:?}"
            );
        }
        assert_eq!(
            fit.framing([], 4.0, 2.5),
            fit,
            "nothing to frame: the whole board"
        );
        let mut wide = PitchView::fit(1280.0, 800.0);
        wide = wide.framing([a, b], 4.0, 1.0);
        assert_eq!(wide.zoom(), 1.0, "never closer than allowed");
        // A new window keeps the zoom and what is in the middle.
        let refit = framed.refitted(PitchView::fit(390.0, 844.0));
        assert!((refit.zoom() - framed.zoom()).abs() < 1e-4);
    }

    #[test]
    fn absurd_window_sizes_still_give_a_finite_view() {
        for (w, h) in [(0.0, 0.0), (f32::NAN, 800.0), (f32::INFINITY, -5.0)] {
            let view = PitchView::fit(w, h);
            assert!(view.px_per_cm.is_finite() && view.px_per_cm > 0.0);
            assert!(view.centre.is_sane());
        }
    }
}
