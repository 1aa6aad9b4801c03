//! Table mode (pass-and-play on a tablet lying between the coaches): the panel and the
//! banners face the coach whose decision it is, turned half a turn for the one across the
//! table (the away coach). Drawing goes through a camera turned about the part's centre;
//! taps are turned back the same way before they are tested against the buttons.

use crate::input::ScreenPoint;
use macroquad::prelude::{Camera2D, Rect, set_camera, set_default_camera, vec2};

/// Where a part of the screen is turned: about its centre, half a turn, or not at all.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Facing {
    /// The centre of the turned part, logical pixels.
    pub centre: ScreenPoint,
    /// Whether it is turned half a turn.
    pub turned: bool,
}

impl Facing {
    /// `area` turned for the far coach when `turned`.
    pub fn of(area: Rect, turned: bool) -> Facing {
        Facing {
            centre: ScreenPoint::new(area.x + area.w / 2.0, area.y + area.h / 2.0),
            turned,
        }
    }

    /// Where a point of the screen lies in the part's own (unturned) layout.
    pub fn to_layout(self, p: ScreenPoint) -> ScreenPoint {
        if self.turned {
            ScreenPoint::new(2.0 * self.centre.x - p.x, 2.0 * self.centre.y - p.y)
        } else {
            p
        }
    }

    /// Runs `draw` with the part turned (the screen is `screen` logical pixels).
    pub fn draw(self, screen: (f32, f32), draw: impl FnOnce()) {
        if !self.turned {
            draw();
            return;
        }
        let (w, h) = screen;
        let c = self.centre;
        set_camera(&Camera2D {
            target: vec2(c.x, c.y),
            zoom: vec2(2.0 / w, 2.0 / h),
            offset: vec2(2.0 * c.x / w - 1.0, 1.0 - 2.0 * c.y / h),
            rotation: 180.0,
            ..Default::default()
        });
        draw();
        set_default_camera();
    }
}

#[cfg(test)]
mod tests {
    use super::{Facing, Rect, ScreenPoint};

    #[test]
    fn a_turned_part_maps_its_corners_across_its_centre() {
        let f = Facing::of(Rect::new(1000.0, 0.0, 280.0, 800.0), true);
        let p = f.to_layout(ScreenPoint::new(1010.0, 20.0));
        assert!(
            (p.x - 1270.0).abs() < 1e-4 && (p.y - 780.0).abs() < 1e-4,
            "{p:?}"
        );
        let same = Facing::of(Rect::new(0.0, 0.0, 10.0, 10.0), false);
        assert_eq!(
            same.to_layout(ScreenPoint::new(3.0, 4.0)),
            ScreenPoint::new(3.0, 4.0)
        );
    }
}
