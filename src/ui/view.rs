//! The camera: where the board sits on the screen, in any window shape.
//!
//! Landscape windows show the board as it lies (home goal on the left); portrait windows turn
//! it a quarter turn so the home goal is at the bottom. The board keeps its proportions and
//! fills the space left beside (landscape) or below (portrait) the control panel. The panel
//! is on the right in landscape, or on the left for left-handed players.

use crate::core::pitch::{BOARD_LENGTH_CM, BOARD_WIDTH_CM, PitchPoint};
use crate::input::{ScreenPoint, ScreenVelocity};
use crate::physics::Velocity;
use crate::physics::world::AD_BOARD_THICKNESS_CM;

/// What the camera shows: the board and the advertising boards standing round its edge.
const SHOWN_LENGTH_CM: f32 = BOARD_LENGTH_CM + 2.0 * AD_BOARD_THICKNESS_CM;
/// The shown width, in centimetres.
const SHOWN_WIDTH_CM: f32 = BOARD_WIDTH_CM + 2.0 * AD_BOARD_THICKNESS_CM;

/// Room kept for the control panel, in logical pixels: on the right in landscape, at the
/// bottom in portrait (where its buttons stand three abreast and need more rows). The panel
/// also takes whatever the board, keeping its proportions, leaves over.
pub const PANEL_PX: f32 = 230.0;
/// The panel's room in portrait, logical pixels: the score, four rows of 44 px buttons and
/// the log.
const PANEL_PX_PORTRAIT: f32 = 300.0;
/// Empty border around the board, in logical pixels.
const MARGIN_PX: f32 = 4.0;

/// How the board is laid on the screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PitchView {
    /// Logical pixels per centimetre of board.
    pub px_per_cm: f32,
    /// Where the centre spot is on the screen.
    pub centre: ScreenPoint,
    /// Whether the board is turned a quarter turn (home goal at the bottom).
    pub portrait: bool,
    /// The window size this view was fitted to, in logical pixels.
    pub screen: (f32, f32),
    /// The control panel is on the left of the board (landscape, left-handed players).
    pub panel_left: bool,
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
        let (room_w, room_h) = if portrait {
            (width, (height - PANEL_PX_PORTRAIT).max(height * 0.5))
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
        // The room the board leaves over along the panel's way goes to the panel.
        let (room_w, room_h) = if portrait {
            (room_w, room_h.min(board_h * px_per_cm + 2.0 * MARGIN_PX))
        } else {
            (room_w.min(board_w * px_per_cm + 2.0 * MARGIN_PX), room_h)
        };
        let panel_left = panel_left && !portrait;
        let left = if panel_left { width - room_w } else { 0.0 };
        PitchView {
            px_per_cm,
            centre: ScreenPoint::new(left + room_w / 2.0, room_h / 2.0),
            portrait,
            screen: (width, height),
            panel_left,
        }
    }

    /// The panel's rectangle `(x, y, w, h)` in logical pixels.
    pub fn panel(&self) -> (f32, f32, f32, f32) {
        let (w, h) = self.screen;
        if self.portrait {
            let top = self.centre.y * 2.0;
            (0.0, top, w, h - top)
        } else if self.panel_left {
            let room_w = (w - self.centre.x) * 2.0;
            (0.0, 0.0, w - room_w, h)
        } else {
            let left = self.centre.x * 2.0;
            (left, 0.0, w - left, h)
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
}

fn sane_size(px: f32) -> f32 {
    if px.is_finite() && px >= 1.0 { px } else { 1.0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::pitch::{End, PITCH_LENGTH_CM};

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
    fn absurd_window_sizes_still_give_a_finite_view() {
        for (w, h) in [(0.0, 0.0), (f32::NAN, 800.0), (f32::INFINITY, -5.0)] {
            let view = PitchView::fit(w, h);
            assert!(view.px_per_cm.is_finite() && view.px_per_cm > 0.0);
            assert!(view.centre.is_sane());
        }
    }
}
