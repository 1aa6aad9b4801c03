//! From a released stroke to a flick the physics accepts: the screen velocity goes through
//! the camera, NaN and infinity are refused, the speed is clamped to the physics' maximum,
//! and a release too slow to mean a kick is dropped.

use super::view::PitchView;
use crate::input::ScreenVelocity;
use crate::physics::Velocity;
use crate::physics::calibration::MAX_FLICK_SPEED_CM_S;

/// Releases slower than this (cm/s on the pitch) are not kicks: a tap on the ball, or a drag
/// that stopped before the finger lifted.
pub const MIN_KICK_SPEED_CM_S: f32 = 3.0;

/// The pitch velocity of a release, or `None` when it is too slow or not a number.
pub fn kick_velocity(view: &PitchView, released: ScreenVelocity) -> Option<Velocity> {
    if !released.x.is_finite() || !released.y.is_finite() {
        return None;
    }
    let v = view.velocity_to_pitch(released);
    // Huge but finite screen speeds: scale down in f64 first so the speed does not overflow.
    let (x, y) = (f64::from(v.x), f64::from(v.y));
    let speed = x.hypot(y);
    if !speed.is_finite() || speed < f64::from(MIN_KICK_SPEED_CM_S) {
        return None;
    }
    let limit = f64::from(MAX_FLICK_SPEED_CM_S);
    let k = if speed > limit { limit / speed } else { 1.0 };
    let clamped = Velocity::new((x * k) as f32, (y * k) as f32);
    (clamped.speed() <= MAX_FLICK_SPEED_CM_S * 1.0001).then_some(clamped)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view() -> PitchView {
        PitchView::fit(1280.0, 800.0)
    }

    #[test]
    fn a_swipe_becomes_a_pitch_velocity_in_its_direction() {
        let v = view();
        let s = v.px_per_cm;
        let kick = kick_velocity(
            &v,
            ScreenVelocity {
                x: 60.0 * s,
                y: -20.0 * s,
            },
        )
        .expect("a kick");
        assert!(
            (kick.x - 60.0).abs() < 1e-3 && (kick.y + 20.0).abs() < 1e-3,
            "{kick:?}"
        );
    }

    #[test]
    fn fast_swipes_are_clamped_to_the_physics_maximum() {
        let v = view();
        for huge in [1.0e5, 1.0e9, f32::MAX] {
            let kick = kick_velocity(&v, ScreenVelocity { x: huge, y: huge }).expect("a kick");
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
            assert_eq!(kick_velocity(&v, bad), None, "{bad:?}");
        }
    }
}
