//! Touch and mouse unified into pointer strokes, and the release-velocity estimator that turns
//! the end of a stroke into a flick (DESIGN.md, "Input: the flick").
//!
//! [`velocity`] and [`stroke`] are pure and unit-tested; [`device`] is the thin layer that
//! reads macroquad's mouse and touch events and converts them to logical pixels.

pub mod device;
pub mod stroke;
pub mod velocity;

/// A point on the screen in logical pixels (origin top-left, `y` down).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct ScreenPoint {
    /// Logical pixels from the left edge.
    pub x: f32,
    /// Logical pixels from the top edge.
    pub y: f32,
}

impl ScreenPoint {
    /// A point from its coordinates in logical pixels.
    pub const fn new(x: f32, y: f32) -> Self {
        Self { x, y }
    }

    /// Distance to another point, in logical pixels.
    pub fn distance_to(self, other: Self) -> f32 {
        (self.x - other.x).hypot(self.y - other.y)
    }

    /// Whether both coordinates are finite and within [`MAX_SCREEN_COORDINATE`].
    pub fn is_sane(self) -> bool {
        self.x.is_finite()
            && self.y.is_finite()
            && self.x.abs() <= MAX_SCREEN_COORDINATE
            && self.y.abs() <= MAX_SCREEN_COORDINATE
    }
}

/// A velocity on the screen in logical pixels per second.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct ScreenVelocity {
    /// Pixels per second to the right.
    pub x: f32,
    /// Pixels per second downwards.
    pub y: f32,
}

impl ScreenVelocity {
    /// No motion.
    pub const ZERO: ScreenVelocity = ScreenVelocity { x: 0.0, y: 0.0 };

    /// The speed, in pixels per second.
    pub fn speed(self) -> f32 {
        self.x.hypot(self.y)
    }
}

/// A velocity on the pitch in centimetres per second (axes as [`crate::core::pitch::PitchPoint`]).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct PitchVelocity {
    /// Centimetres per second towards the away goal.
    pub x: f32,
    /// Centimetres per second towards row I.
    pub y: f32,
}

impl PitchVelocity {
    /// No motion.
    pub const ZERO: PitchVelocity = PitchVelocity { x: 0.0, y: 0.0 };

    /// The speed, in centimetres per second.
    pub fn speed(self) -> f32 {
        self.x.hypot(self.y)
    }

    /// The velocity with its speed limited to `max_cm_s`, direction kept; zero when either
    /// component is NaN or infinite, so nothing absurd ever reaches the physics.
    pub fn clamped(self, max_cm_s: f32) -> PitchVelocity {
        if !self.x.is_finite() || !self.y.is_finite() || !max_cm_s.is_finite() || max_cm_s <= 0.0 {
            return PitchVelocity::ZERO;
        }
        // In f64 so that even f32::MAX components have a finite speed to scale by.
        let (x, y) = (f64::from(self.x), f64::from(self.y));
        let speed = x.hypot(y);
        if speed <= f64::from(max_cm_s) {
            return self;
        }
        let k = f64::from(max_cm_s) / speed;
        PitchVelocity {
            x: (x * k) as f32,
            y: (y * k) as f32,
        }
    }
}

/// Screen coordinates beyond this many pixels are refused as garbage from the platform.
pub const MAX_SCREEN_COORDINATE: f32 = 1.0e6;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamping_keeps_direction_and_limits_speed() {
        let v = PitchVelocity { x: 300.0, y: 400.0 }.clamped(100.0);
        assert!((v.speed() - 100.0).abs() < 1e-3);
        assert!((v.x / v.y - 0.75).abs() < 1e-5);
        let slow = PitchVelocity { x: 3.0, y: 4.0 };
        assert_eq!(slow.clamped(100.0), slow);
    }

    #[test]
    fn clamping_turns_nan_and_infinity_into_zero() {
        let nan = PitchVelocity {
            x: f32::NAN,
            y: 1.0,
        };
        assert_eq!(nan.clamped(100.0), PitchVelocity::ZERO);
        let inf = PitchVelocity {
            x: f32::INFINITY,
            y: 1.0,
        };
        assert_eq!(inf.clamped(100.0), PitchVelocity::ZERO);
        let huge = PitchVelocity {
            x: f32::MAX,
            y: -f32::MAX,
        }
        .clamped(100.0);
        assert!((huge.speed() - 100.0).abs() < 1e-3);
        assert!(huge.x > 0.0 && huge.y < 0.0);
        let fine = PitchVelocity { x: 1.0e30, y: 0.0 }.clamped(100.0);
        assert!((fine.x - 100.0).abs() < 1e-3);
    }
}
