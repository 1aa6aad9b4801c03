//! From a released stroke to a flick the physics accepts, the same on every screen.
//!
//! A swipe is measured on the glass, not on the drawn board: its speed in logical pixels a
//! second becomes millimetres a second through the screen's density ([`LOGICAL_PX_PER_MM`]),
//! then the ball's speed through the response curve ([`ball_speed_cm_s`]) and the player's
//! [`Sensitivity`]. Only the direction goes through the camera (a portrait board is turned),
//! so the same finger gives the same kick on a phone and a tablet, and at any zoom.
//!
//! The response curve is shaped for the swipes people really make: from a calm 150 mm/s
//! (a pass of about one cell) to a fast 1,000 mm/s (a clearance of about 18 cells), smoothly
//! and always increasing (`hexkick flick-report` prints the table; docs/flick.md keeps it).
//! Zooming in does not make kicks harder: the kick is the glass speed, never the distance the
//! finger covers over the drawn felt.
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

/// The response curve's anchor: a calm swipe of this many millimetres a second on the glass...
pub const CALM_SWIPE_MM_S: f32 = 150.0;
/// ...sends the ball this fast, cm/s at 100% sensitivity: a pass of about one cell.
pub const CALM_KICK_CM_S: f32 = 41.0;
/// The ball's speed grows as the glass speed to this power: 150 to 1,000 mm/s spans a pass of
/// one cell to a clearance of about 18 (the ball's roll grows faster than its speed).
pub const RESPONSE_EXPONENT: f32 = 0.88;
/// Releases slower than this on the glass (mm/s) are pushes, not kicks ("too slow").
pub const MIN_SWIPE_MM_S: f32 = 25.0;

/// The ball's speed (cm/s on the pitch) for a finger moving `glass_mm_s` millimetres a second
/// on the glass, at `sensitivity`: [`CALM_KICK_CM_S`] at [`CALM_SWIPE_MM_S`], growing as the
/// [`RESPONSE_EXPONENT`] power of the glass speed, never above the physics' maximum.
pub fn ball_speed_cm_s(glass_mm_s: f32, sensitivity: Sensitivity) -> f32 {
    let g = f64::from(glass_mm_s.max(0.0)) / f64::from(CALM_SWIPE_MM_S);
    let speed = f64::from(CALM_KICK_CM_S)
        * g.powf(f64::from(RESPONSE_EXPONENT))
        * f64::from(sensitivity.factor());
    speed.min(f64::from(MAX_FLICK_SPEED_CM_S)) as f32
}

/// A pull of the drag-back control stands for a swipe covering its length in this many
/// seconds: a 7.5 mm pull is a calm 150 mm/s swipe (a one-cell pass), a 50 mm pull, what a
/// phone held upright leaves room for, a fast 1,000 mm/s one (a clearance).
pub const DRAG_BACK_SWIPE_S: f32 = 0.05;

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
}

/// The swipe a drag-back pull from `from` (the ball) to `to` (the finger) stands for: the
/// opposite way, covering the pull's length in [`DRAG_BACK_SWIPE_S`].
pub fn drag_back_swipe(from: ScreenPoint, to: ScreenPoint) -> ScreenVelocity {
    ScreenVelocity {
        x: (from.x - to.x) / DRAG_BACK_SWIPE_S,
        y: (from.y - to.y) / DRAG_BACK_SWIPE_S,
    }
}

/// What a released stroke is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Release {
    /// A kick at this pitch velocity, cm/s.
    Kick(Velocity),
    /// A push slower than [`MIN_SWIPE_MM_S`] on the glass: no kick.
    TooSlow,
    /// Not a number (a broken pointer report): no kick.
    NotANumber,
}

impl Release {
    /// The kick, if it is one.
    pub fn kick(self) -> Option<Velocity> {
        match self {
            Release::Kick(v) => Some(v),
            Release::TooSlow | Release::NotANumber => None,
        }
    }
}

/// What a release at `released` (logical px/s on the screen) is on the board `view` shows,
/// with the player's `feel`: its direction through the camera, its speed from the glass.
pub fn release(view: &PitchView, feel: FlickFeel, released: ScreenVelocity) -> Release {
    if !released.x.is_finite() || !released.y.is_finite() {
        return Release::NotANumber;
    }
    let px_per_mm = if feel.px_per_mm.is_finite() && feel.px_per_mm > 0.0 {
        feel.px_per_mm
    } else {
        LOGICAL_PX_PER_MM
    };
    // Huge but finite screen speeds: measured in f64 so they do not overflow.
    let glass_mm_s = f64::from(released.x).hypot(f64::from(released.y)) / f64::from(px_per_mm);
    if !glass_mm_s.is_finite() || glass_mm_s < f64::from(MIN_SWIPE_MM_S) {
        return Release::TooSlow;
    }
    // The camera gives the direction; the glass gives the speed.
    let turned = view.velocity_to_pitch(released);
    let (x, y) = (f64::from(turned.x), f64::from(turned.y));
    let length = x.hypot(y);
    if !length.is_finite() || length == 0.0 {
        return Release::NotANumber;
    }
    let speed = f64::from(ball_speed_cm_s(
        glass_mm_s.min(1.0e9) as f32,
        feel.sensitivity,
    ));
    let kick = Velocity::new((x / length * speed) as f32, (y / length * speed) as f32);
    if kick.speed() < MIN_KICK_SPEED_CM_S {
        return Release::TooSlow;
    }
    Release::Kick(kick)
}

/// The pitch velocity of a release, or `None` when it is too slow or not a number.
pub fn kick_velocity(
    view: &PitchView,
    feel: FlickFeel,
    released: ScreenVelocity,
) -> Option<Velocity> {
    release(view, feel, released).kick()
}

/// How hard a kick is, from 0 (none) to 1 (the physics' maximum): the power indicator.
pub fn power(kick: Option<Velocity>) -> f32 {
    kick.map_or(0.0, |v| (v.speed() / MAX_FLICK_SPEED_CM_S).clamp(0.0, 1.0))
}

#[cfg(test)]
mod tests {
    use super::{
        CALM_KICK_CM_S, CALM_SWIPE_MM_S, FlickControl, FlickFeel, LOGICAL_PX_PER_MM,
        MAX_FLICK_SPEED_CM_S, PitchView, Release, ScreenPoint, ScreenVelocity, Sensitivity,
        ball_speed_cm_s, drag_back_swipe, kick_velocity, power, release,
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
        // 3-4-5: a calm swipe, down and to the right on a landscape board.
        let glass = CALM_SWIPE_MM_S * LOGICAL_PX_PER_MM;
        let swipe = ScreenVelocity {
            x: 0.6 * glass,
            y: 0.8 * glass,
        };
        let kick = kick_velocity(&v, FlickFeel::default(), swipe).expect("a kick");
        assert!((kick.speed() - CALM_KICK_CM_S).abs() < 1e-2, "{kick:?}");
        assert!((kick.x / kick.y - 0.75).abs() < 1e-3, "{kick:?}");
    }

    #[test]
    fn the_response_grows_smoothly_from_a_calm_pass_to_a_clearance() {
        let s = Sensitivity::default();
        assert!((ball_speed_cm_s(CALM_SWIPE_MM_S, s) - CALM_KICK_CM_S).abs() < 1e-3);
        let mut last = 0.0;
        for g in (30..=2000).step_by(10) {
            let v = ball_speed_cm_s(g as f32, s);
            assert!(
                v > last || v == MAX_FLICK_SPEED_CM_S,
                "{g} mm/s: {v} after {last}"
            );
            last = v;
        }
        let fast = ball_speed_cm_s(1000.0, s);
        assert!(
            (200.0..260.0).contains(&fast),
            "a fast flick is a clearance: {fast}"
        );
        assert_eq!(ball_speed_cm_s(1.0e9, s), MAX_FLICK_SPEED_CM_S);
    }

    #[test]
    fn a_push_is_too_slow_and_a_broken_report_is_not_a_number() {
        let v = view();
        let feel = FlickFeel::default();
        assert_eq!(release(&v, feel, glass(10.0)), Release::TooSlow);
        assert_eq!(release(&v, feel, ScreenVelocity::ZERO), Release::TooSlow);
        let nan = ScreenVelocity {
            x: f32::NAN,
            y: 0.0,
        };
        assert_eq!(release(&v, feel, nan), Release::NotANumber);
        assert!(matches!(release(&v, feel, glass(40.0)), Release::Kick(_)));
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
        let want = ball_speed_cm_s(90.0, Sensitivity::default());
        for kick in [on_tablet, at_zoom, on_phone] {
            assert!((kick.speed() - want).abs() < 0.01 * want, "{kick:?}");
        }
        assert!((on_phone.y - want).abs() < 0.01 * want, "{on_phone:?}");
        // The calibrated feel: an ordinary 90 mm/s swipe is a gentle pass, not a hard kick.
        assert!((15.0..40.0).contains(&want), "{want}");
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
            let want = ball_speed_cm_s(
                swipe.x.hypot(swipe.y) / LOGICAL_PX_PER_MM,
                Sensitivity::default(),
            );
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
        // Pulled 20 mm to the left: a 400 mm/s swipe to the right (DRAG_BACK_SWIPE_S, 0.05 s).
        let finger = ScreenPoint::new(500.0 - 20.0 * LOGICAL_PX_PER_MM, 400.0);
        let swipe = feel.stroke_velocity(ball, finger, ScreenVelocity { x: -5.0, y: 0.0 });
        let pulled = kick_velocity(&v, feel, swipe).expect("a kick");
        let swiped = kick_velocity(&v, FlickFeel::default(), glass(400.0)).expect("a kick");
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
            glass(20.0),
        ] {
            assert_eq!(
                kick_velocity(&v, FlickFeel::default(), bad),
                None,
                "{bad:?}"
            );
        }
    }
}
