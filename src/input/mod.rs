//! Touch and mouse unified into pointer strokes, and the release-velocity estimator that turns
//! the end of a stroke into a flick (docs/ARCHITECTURE.md, "How a kick flows").
//!
//! [`velocity`], [`stroke`] and [`clock`] are pure and unit-tested; [`device`] is the thin
//! layer that reads macroquad's mouse and touch events, stamps them on the pointer clock when
//! they were received and converts them to logical pixels. Turning a
//! screen velocity into a pitch velocity goes through the camera (`ui::view`).

pub mod clock;
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

/// Screen coordinates beyond this many pixels are refused as garbage from the platform.
pub const MAX_SCREEN_COORDINATE: f32 = 1.0e6;
