//! From a released stroke to a flick the physics accepts, the same on every screen.
//!
//! A swipe is measured on the glass, not on the drawn board: its speed in logical pixels a
//! second becomes millimetres a second through the screen's density ([`LOGICAL_PX_PER_MM`]),
//! then centimetres a second on the pitch through [`PITCH_CM_S_PER_GLASS_MM_S`] and the
//! player's [`Sensitivity`]. Only the direction goes through the camera (a portrait board is
//! turned), so the same finger gives the same kick on a phone and a tablet, and at any zoom.
//!
//! What a swipe is "in pitch units": the glass speed times the calibrated feel, a fixed
//! [`PITCH_CM_S_PER_GLASS_MM_S`] pitch cm/s per mm/s of finger, never the distance the finger
//! covers over the drawn felt. So zooming in does not make kicks harder: at 2x zoom a swipe
//! crossing 10 cm of drawn pitch kicks as one crossing 20 cm at 1x, because both are the same
//! gesture on the glass.
//! NaN and infinity are refused, the speed is clamped to the physics' maximum, and a release
//! too slow to mean a kick is dropped. The drag-back control ([`FlickControl::DragBack`])
//! turns a pull from the ball into the swipe it stands for ([`drag_back_swipe`]) and goes the
//! same way.

use super::view::PitchView;
use crate::input::{ScreenPoint, ScreenVelocity};
use hexkick_physics::Velocity;
use hexkick_physics::calibration::MAX_FLICK_SPEED_CM_S;
use serde::{Deserialize, Serialize};

/// Releases slower than this (cm/s on the pitch) are not kicks: a tap on the ball, or a drag
/// that stopped before the finger lifted.
pub const MIN_KICK_SPEED_CM_S: f32 = 3.0;

/// Logical pixels per millimetre of glass. Logical pixels are the platform's
/// density-independent unit: the window's physical pixels divided by macroquad's DPI scale
/// (the browser's `devicePixelRatio`, Android's density), which phones and tablets choose so
/// that one logical pixel is about 1/160 inch (Android's dp; a 390 px wide phone is 62-65 mm
/// wide, a 1280 px tablet about 210 mm).
pub const LOGICAL_PX_PER_MM: f32 = 160.0 / 25.4;

/// Pitch centimetres a second per millimetre a second of finger on the glass, at 100%
/// sensitivity: the feel the 1280x800 tablet had when swipes were measured on the drawn board
/// (9.54 px per cm there: 6.30 / 9.54 = 0.66). An ordinary 90 mm/s swipe is a 60 cm/s pass
/// (about 18 cm on the felt).
pub const PITCH_CM_S_PER_GLASS_MM_S: f32 = 0.66;

/// A pull of the drag-back control stands for a swipe covering its length in this many
/// seconds (a 30 mm pull is a 300 mm/s swipe, 198 cm/s at 100%).
pub const DRAG_BACK_SWIPE_S: f32 = 0.1;

/// How strongly a swipe kicks, in percent of the calibrated feel (a setting).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Sensitivity(u16);

impl Sensitivity {
    /// The choices the settings screen offers, in percent.
    pub const STEPS: [u16; 5] = [50, 75, 100, 150, 200];

    /// A sensitivity in percent, clamped to the offered range.
    pub fn percent(p: u16) -> Self {
        Self(p.clamp(Self::STEPS[0], Self::STEPS[Self::STEPS.len() - 1]))
    }

    /// The factor on the calibrated feel (1.0 at 100%).
    pub fn factor(self) -> f32 {
        // A damaged save is clamped here too.
        f32::from(
            self.0
                .clamp(Self::STEPS[0], Self::STEPS[Self::STEPS.len() - 1]),
        ) / 100.0
    }

    /// Its index in [`Sensitivity::STEPS`] (the nearest step).
    pub fn step(self) -> usize {
        (0..Self::STEPS.len())
            .min_by_key(|&i| Self::STEPS[i].abs_diff(self.0))
            .unwrap_or(2)
    }
}

impl Default for Sensitivity {
    fn default() -> Self {
        Self(100)
    }
}

/// How a finger kicks the ball (a setting).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FlickControl {
    /// Swipe through the ball: its speed at release is the kick.
    #[default]
    #[serde(rename = "swipe")]
    Swipe,
    /// Drag back from the ball and release, like a slingshot: the pull's length and direction
    /// are the kick, the other way.
    #[serde(rename = "drag-back")]
    DragBack,
}

/// How a stroke becomes a kick: the screen's density, the control and the sensitivity.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FlickFeel {
    /// Logical pixels per millimetre of glass.
    pub px_per_mm: f32,
    /// Swipe or drag back.
    pub control: FlickControl,
    /// The player's sensitivity.
    pub sensitivity: Sensitivity,
}

impl Default for FlickFeel {
    fn default() -> Self {
        Self {
            px_per_mm: LOGICAL_PX_PER_MM,
            control: FlickControl::Swipe,
            sensitivity: Sensitivity::default(),
        }
    }
}

impl FlickFeel {
    /// The feel of the given settings on a platform screen.
    pub fn new(control: FlickControl, sensitivity: Sensitivity) -> Self {
        Self {
            control,
            sensitivity,
            ..Self::default()
        }
    }

    /// The screen velocity a stroke stands for: the finger's own for a swipe, the pull's
    /// (see [`drag_back_swipe`]) for the drag-back control, whose finger went from `from` to
    /// `to` with `velocity` now.
    pub fn stroke_velocity(
        self,
        from: ScreenPoint,
        to: ScreenPoint,
        velocity: ScreenVelocity,
    ) -> ScreenVelocity {
        match self.control {
            FlickControl::Swipe => velocity,
            FlickControl::DragBack => drag_back_swipe(from, to),
        }
    }

    /// Pitch centimetres a second per logical pixel a second of finger.
    fn cm_s_per_px_s(self) -> f32 {
        let px_per_mm = if self.px_per_mm.is_finite() && self.px_per_mm > 0.0 {
            self.px_per_mm
        } else {
            LOGICAL_PX_PER_MM
        };
        PITCH_CM_S_PER_GLASS_MM_S * self.sensitivity.factor() / px_per_mm
    }
}

/// The swipe a drag-back pull from `from` (the ball) to `to` (the finger) stands for: the
/// opposite way, covering the pull's length in [`DRAG_BACK_SWIPE_S`].
pub fn drag_back_swipe(from: ScreenPoint, to: ScreenPoint) -> ScreenVelocity {
    ScreenVelocity {
        x: (from.x - to.x) / DRAG_BACK_SWIPE_S,
        y: (from.y - to.y) / DRAG_BACK_SWIPE_S,
    }
}

/// The pitch velocity of a release, or `None` when it is too slow or not a number.
pub fn kick_velocity(
    view: &PitchView,
    feel: FlickFeel,
    released: ScreenVelocity,
) -> Option<Velocity> {
    if !released.x.is_finite() || !released.y.is_finite() {
        return None;
    }
    // The camera gives the direction (cm/s at its scale); the glass gives the speed.
    let turned = view.velocity_to_pitch(released);
    let k = f64::from(view.px_per_cm) * f64::from(feel.cm_s_per_px_s());
    // Huge but finite screen speeds: scale down in f64 first so the speed does not overflow.
    let (x, y) = (f64::from(turned.x) * k, f64::from(turned.y) * k);
    let speed = x.hypot(y);
    if !speed.is_finite() || speed < f64::from(MIN_KICK_SPEED_CM_S) {
        return None;
    }
    let limit = f64::from(MAX_FLICK_SPEED_CM_S);
    let k = if speed > limit { limit / speed } else { 1.0 };
    let clamped = Velocity::new((x * k) as f32, (y * k) as f32);
    (clamped.speed() <= MAX_FLICK_SPEED_CM_S * 1.0001).then_some(clamped)
}

/// How hard a kick is, from 0 (none) to 1 (the physics' maximum): the power indicator.
pub fn power(kick: Option<Velocity>) -> f32 {
    kick.map_or(0.0, |v| (v.speed() / MAX_FLICK_SPEED_CM_S).clamp(0.0, 1.0))
}

#[cfg(test)]
mod tests {
    use super::{
        FlickControl, FlickFeel, LOGICAL_PX_PER_MM, MAX_FLICK_SPEED_CM_S,
        PITCH_CM_S_PER_GLASS_MM_S, PitchView, ScreenPoint, ScreenVelocity, Sensitivity,
        drag_back_swipe, kick_velocity, power,
    };
    use crate::ui::view::MAX_ZOOM;

    fn view() -> PitchView {
        PitchView::fit(1280.0, 800.0)
    }

    /// A swipe of `mm_s` millimetres a second on the glass, to the right.
    fn glass(mm_s: f32) -> ScreenVelocity {
        ScreenVelocity {
            x: mm_s * LOGICAL_PX_PER_MM,
            y: 0.0,
        }
    }

    #[test]
    fn a_swipe_becomes_a_pitch_velocity_in_its_direction() {
        let v = view();
        let k = PITCH_CM_S_PER_GLASS_MM_S / LOGICAL_PX_PER_MM;
        let kick = kick_velocity(
            &v,
            FlickFeel::default(),
            ScreenVelocity {
                x: 60.0 / k,
                y: -20.0 / k,
            },
        )
        .expect("a kick");
        assert!(
            (kick.x - 60.0).abs() < 1e-2 && (kick.y + 20.0).abs() < 1e-2,
            "{kick:?}"
        );
    }

    #[test]
    fn the_same_glass_swipe_kicks_the_same_on_a_phone_a_tablet_and_at_any_zoom() {
        let feel = FlickFeel::default();
        let tablet = PitchView::fit(1280.0, 800.0);
        let phone = PitchView::fit(390.0, 844.0);
        assert!(
            tablet.px_per_cm > 1.8 * phone.px_per_cm,
            "the boards differ"
        );
        let zoomed = tablet.zoomed_about(2.0, tablet.room_centre);
        let on_tablet = kick_velocity(&tablet, feel, glass(90.0)).expect("a kick");
        let at_zoom = kick_velocity(&zoomed, feel, glass(90.0)).expect("a kick");
        // The phone stands upright: a swipe to the right runs along the pitch's width.
        let on_phone = kick_velocity(&phone, feel, glass(90.0)).expect("a kick");
        let want = 90.0 * PITCH_CM_S_PER_GLASS_MM_S;
        for kick in [on_tablet, at_zoom, on_phone] {
            assert!((kick.speed() - want).abs() < 0.01 * want, "{kick:?}");
        }
        assert!((on_phone.y - want).abs() < 0.01 * want, "{on_phone:?}");
        // The calibrated feel: an ordinary 90 mm/s swipe is a gentle pass, not a hard kick.
        assert!((50.0..70.0).contains(&want), "{want}");
    }

    #[test]
    fn the_same_swipe_gives_the_same_kick_velocity_at_two_zooms() {
        // One swipe on the glass, in pitch units: its kick in cm/s at 100% sensitivity.
        let swipe = ScreenVelocity {
            x: 420.0,
            y: -260.0,
        };
        let feel = FlickFeel::default();
        for fit in [PitchView::fit(1280.0, 800.0), PitchView::fit(390.0, 844.0)] {
            let anchor = ScreenPoint::new(fit.room_centre.x - 40.0, fit.room_centre.y + 25.0);
            let at_1x = kick_velocity(&fit, feel, swipe).expect("a kick");
            for zoom in [1.5, 2.0, MAX_ZOOM] {
                let zoomed = fit.zoomed_about(zoom, anchor);
                assert!((zoomed.zoom() - zoom).abs() < 1e-4);
                let at_zoom = kick_velocity(&zoomed, feel, swipe).expect("a kick");
                assert!(
                    (at_zoom.x - at_1x.x).abs() < 1e-3 && (at_zoom.y - at_1x.y).abs() < 1e-3,
                    "{at_zoom:?} at {zoom}x vs {at_1x:?} at 1x"
                );
            }
            let want = (swipe.x.hypot(swipe.y) / LOGICAL_PX_PER_MM) * PITCH_CM_S_PER_GLASS_MM_S;
            assert!((at_1x.speed() - want).abs() < 1e-2, "{at_1x:?}");
        }
    }

    #[test]
    fn sensitivity_scales_the_kick_and_is_clamped() {
        let v = view();
        let at = |p| {
            let feel = FlickFeel::new(FlickControl::Swipe, Sensitivity::percent(p));
            kick_velocity(&v, feel, glass(100.0))
                .expect("a kick")
                .speed()
        };
        assert!((at(200) / at(100) - 2.0).abs() < 1e-3);
        assert!((at(50) / at(100) - 0.5).abs() < 1e-3);
        assert_eq!(at(1000), at(200));
        assert_eq!(Sensitivity::percent(0).factor(), 0.5);
        assert_eq!(Sensitivity::default().step(), 2);
        let damaged: Sensitivity = serde_json::from_str("9999").expect("a number");
        assert_eq!(damaged.factor(), 2.0);
    }

    #[test]
    fn a_drag_back_pull_kicks_the_other_way_like_the_swipe_it_stands_for() {
        let v = view();
        let feel = FlickFeel::new(FlickControl::DragBack, Sensitivity::default());
        let ball = ScreenPoint::new(500.0, 400.0);
        // Pulled 20 mm to the left: a 200 mm/s swipe to the right.
        let finger = ScreenPoint::new(500.0 - 20.0 * LOGICAL_PX_PER_MM, 400.0);
        let swipe = feel.stroke_velocity(ball, finger, ScreenVelocity { x: -5.0, y: 0.0 });
        let pulled = kick_velocity(&v, feel, swipe).expect("a kick");
        let swiped = kick_velocity(&v, FlickFeel::default(), glass(200.0)).expect("a kick");
        assert!(
            (pulled.x - swiped.x).abs() < 0.01 * swiped.x,
            "{pulled:?} vs {swiped:?}"
        );
        assert!(pulled.y.abs() < 1e-3 && pulled.x > 0.0, "{pulled:?}");
        // No pull is no kick; a long pull is the maximum kick, never more.
        assert_eq!(kick_velocity(&v, feel, drag_back_swipe(ball, ball)), None);
        let far = ScreenPoint::new(ball.x, ball.y + 2000.0);
        let hard = kick_velocity(&v, feel, drag_back_swipe(ball, far)).expect("a kick");
        assert!(
            (hard.speed() - MAX_FLICK_SPEED_CM_S).abs() < 0.1,
            "{hard:?}"
        );
        assert!(hard.y < 0.0, "up the screen: {hard:?}");
        assert_eq!(power(Some(hard)), 1.0);
        assert_eq!(power(None), 0.0);
        // The swipe control ignores where the finger went: only its speed counts.
        let swipe_feel = FlickFeel::default();
        assert_eq!(
            swipe_feel.stroke_velocity(ball, far, glass(1.0)),
            glass(1.0)
        );
    }

    #[test]
    fn fast_swipes_are_clamped_to_the_physics_maximum() {
        let v = view();
        for huge in [1.0e5, 1.0e9, f32::MAX] {
            let kick = kick_velocity(
                &v,
                FlickFeel::default(),
                ScreenVelocity { x: huge, y: huge },
            )
            .expect("a kick");
            assert!(kick.x.is_finite() && kick.y.is_finite());
            assert!(kick.speed() <= MAX_FLICK_SPEED_CM_S * 1.0001, "{kick:?}");
            assert!(kick.speed() > MAX_FLICK_SPEED_CM_S * 0.999, "{kick:?}");
            assert!((kick.x - kick.y).abs() < 1e-2, "direction kept: {kick:?}");
        }
    }

    #[test]
    fn nan_infinite_and_tiny_releases_are_not_kicks() {
        let v = view();
        for bad in [
            ScreenVelocity {
                x: f32::NAN,
                y: 0.0,
            },
            ScreenVelocity {
                x: 0.0,
                y: f32::INFINITY,
            },
            ScreenVelocity {
                x: f32::NEG_INFINITY,
                y: f32::NAN,
            },
            ScreenVelocity::ZERO,
            ScreenVelocity { x: 1.0, y: 1.0 },
        ] {
            assert_eq!(
                kick_velocity(&v, FlickFeel::default(), bad),
                None,
                "{bad:?}"
            );
        }
    }
}
