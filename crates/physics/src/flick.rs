//! A flick: the ball's velocity as the finger released it, the kick style and the kicker.
//!
//! Velocities are checked here, before anything reaches the physics engine: NaN, infinity and
//! speeds above [`MAX_FLICK_SPEED_CM_S`] are refused with a [`FlickError`].

use super::board::is_on_board;
use super::calibration::{HEADER_LAUNCH, LOB_LAUNCH, MAX_FLICK_SPEED_CM_S};
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::{PEG_HEIGHT_CM, PitchPoint};
use hexkick_rules::squad::PlayerId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A velocity on the pitch, centimetres per second (`x` towards the away goal, `y` towards
/// row I).
#[derive(Clone, Copy, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct Velocity {
    /// Centimetres per second towards the away goal.
    pub x: f32,
    /// Centimetres per second towards the bottom touchline (row I).
    pub y: f32,
}

impl Velocity {
    /// A velocity from its components in cm/s.
    pub const fn new(x: f32, y: f32) -> Velocity {
        Velocity { x, y }
    }

    /// Speed in cm/s (NaN when a component is NaN).
    pub fn speed(self) -> f32 {
        (self.x * self.x + self.y * self.y).sqrt()
    }

    /// The same direction with the speed limited to `max` cm/s; NaN or infinite velocities
    /// become zero. For input layers that clamp a swipe before building a [`Flick`].
    pub fn clamped(self, max: f32) -> Velocity {
        let speed = self.speed();
        if !speed.is_finite() || !max.is_finite() || max <= 0.0 {
            return Velocity::default();
        }
        if speed <= max {
            return self;
        }
        let scale = max / speed;
        Velocity::new(self.x * scale, self.y * scale)
    }
}

/// One kick as the player made it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Flick {
    /// The ball's velocity when the finger lets go, cm/s, seen from above.
    pub velocity_cm_s: Velocity,
    /// Low shot, lob or header/throw.
    pub style: KickStyle,
    /// Who kicks: his own peg does not count as a touch at the strike.
    pub kicker: PlayerId,
}

/// Why a flick cannot be simulated.
#[derive(Clone, Debug, PartialEq)]
pub enum FlickError {
    /// A velocity component is NaN or infinite.
    NotFinite,
    /// The flick is faster than [`MAX_FLICK_SPEED_CM_S`].
    TooFast {
        /// The speed asked for, cm/s.
        speed_cm_s: f32,
    },
    /// The ball's starting point is NaN, infinite or off the board.
    BallOffTheBoard(PitchPoint),
}

impl fmt::Display for FlickError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFinite => write!(f, "the flick's velocity is not a finite number"),
            Self::TooFast { speed_cm_s } => write!(
                f,
                "a flick at {speed_cm_s:.0} cm/s is faster than the {MAX_FLICK_SPEED_CM_S:.0} cm/s maximum"
            ),
            Self::BallOffTheBoard(p) => {
                write!(f, "the ball at ({}, {}) cm is not on the board", p.x, p.y)
            }
        }
    }
}

impl std::error::Error for FlickError {}

/// The ball's state at the strike, after the style has split the flick into a horizontal
/// velocity, a vertical velocity and a starting height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Launch {
    /// Horizontal velocity, cm/s.
    pub horizontal: Velocity,
    /// Vertical velocity, cm/s (up is positive).
    pub vertical_cm_s: f32,
    /// Height of the ball's underside above the felt, cm.
    pub height_cm: f32,
}

impl Flick {
    /// Checks the flick and the ball's starting point, and splits the flick by its style:
    /// a low shot keeps the ball on the felt; a lob launches it at 40 degrees; a header or
    /// throw starts on top of the peg (3.2 cm) and leaves at 20 degrees, slower.
    pub(crate) fn launch(&self, ball_at: PitchPoint) -> Result<Launch, FlickError> {
        if !is_on_board(ball_at) {
            return Err(FlickError::BallOffTheBoard(ball_at));
        }
        let v = self.velocity_cm_s;
        if !v.x.is_finite() || !v.y.is_finite() {
            return Err(FlickError::NotFinite);
        }
        let speed = v.speed();
        if !speed.is_finite() {
            return Err(FlickError::NotFinite);
        }
        if speed > MAX_FLICK_SPEED_CM_S {
            return Err(FlickError::TooFast { speed_cm_s: speed });
        }
        let tilt = |(cos, sin): (f32, f32), height_cm: f32| Launch {
            horizontal: Velocity::new(v.x * cos, v.y * cos),
            vertical_cm_s: speed * sin,
            height_cm,
        };
        Ok(match self.style {
            KickStyle::Low => Launch {
                horizontal: v,
                vertical_cm_s: 0.0,
                height_cm: 0.0,
            },
            KickStyle::Lob => tilt(LOB_LAUNCH, 0.0),
            KickStyle::Header => tilt(HEADER_LAUNCH, PEG_HEIGHT_CM),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_rules::squad::Side;

    fn flick(x: f32, y: f32, style: KickStyle) -> Flick {
        Flick {
            velocity_cm_s: Velocity::new(x, y),
            style,
            kicker: PlayerId::new(Side::Home, 9),
        }
    }

    #[test]
    fn absurd_flicks_are_refused_before_physics() {
        let here = PitchPoint::new(0.0, 0.0);
        assert_eq!(
            flick(f32::NAN, 0.0, KickStyle::Low).launch(here),
            Err(FlickError::NotFinite)
        );
        assert_eq!(
            flick(0.0, f32::INFINITY, KickStyle::Lob).launch(here),
            Err(FlickError::NotFinite)
        );
        assert_eq!(
            flick(f32::MAX, f32::MAX, KickStyle::Low).launch(here),
            Err(FlickError::NotFinite)
        );
        assert!(matches!(
            flick(1000.0, 0.0, KickStyle::Low).launch(here),
            Err(FlickError::TooFast { .. })
        ));
        assert!(matches!(
            flick(10.0, 0.0, KickStyle::Low).launch(PitchPoint::new(80.0, 0.0)),
            Err(FlickError::BallOffTheBoard(_))
        ));
        let msg = FlickError::TooFast { speed_cm_s: 1000.0 }.to_string();
        assert!(msg.contains("1000") && msg.contains("400"), "{msg}");
    }

    #[test]
    fn styles_split_the_flick() {
        let here = PitchPoint::new(0.0, 0.0);
        let low = flick(100.0, 0.0, KickStyle::Low).launch(here).expect("low");
        assert_eq!((low.vertical_cm_s, low.height_cm), (0.0, 0.0));
        let lob = flick(100.0, 0.0, KickStyle::Lob).launch(here).expect("lob");
        assert!(lob.vertical_cm_s > 60.0 && lob.horizontal.x < 100.0);
        let header = flick(100.0, 0.0, KickStyle::Header)
            .launch(here)
            .expect("header");
        assert_eq!(header.height_cm, PEG_HEIGHT_CM);
        assert!(header.vertical_cm_s < lob.vertical_cm_s);
    }

    #[test]
    fn clamping_keeps_the_direction_and_kills_nan() {
        let v = Velocity::new(3000.0, 4000.0).clamped(500.0);
        assert!((v.x - 300.0).abs() < 1e-3 && (v.y - 400.0).abs() < 1e-3);
        assert_eq!(
            Velocity::new(f32::NAN, 1.0).clamped(500.0),
            Velocity::default()
        );
    }
}
