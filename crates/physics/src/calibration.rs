//! The numbers that make the simulated ball behave like the real one on the felt.
//!
//! Everything is in centimetres, seconds and centimetres per second, the units of
//! [`hexkick_rules::pitch`]. How the rolling numbers were measured: `tests/physics_styles.rs`
//! (`calibration_*`) flicks a low ball straight along row E from the centre spot with no peg
//! in the way and reads the rest point; docs/physics.md lists the figures. The model is a
//! ball rolling on felt: a constant rolling resistance plus a drag proportional to speed,
//! `dv/dt = -(ROLLING_RESISTANCE + ROLLING_DRAG * v)`, so a flick at speed `v0` rolls
//! `v0/c - a/c^2 * ln(1 + c*v0/a)` centimetres on open felt (`a` = resistance, `c` = drag):
//! 50 cm/s rolls about 13 cm (1.5 cells), 150 cm/s about 88 cm (the whole pitch).

/// Fixed simulation step, seconds (60 steps per simulated second).
pub const TIMESTEP_S: f32 = 1.0 / 60.0;
/// Most steps one kick may take (20 simulated seconds) before the ball is declared at rest.
pub const MAX_STEPS: u32 = 1200;
/// The ball is at rest when it is on the felt and slower than this.
pub const REST_SPEED_CM_S: f32 = 1.0;

/// A gentle swipe: rolls the ball one or two cells.
pub const GENTLE_FLICK_SPEED_CM_S: f32 = 50.0;
/// A hard flick: a low ball crosses the whole pitch.
pub const HARD_FLICK_SPEED_CM_S: f32 = 200.0;
/// The fastest flick accepted; faster ones are refused (the input layer clamps to this).
pub const MAX_FLICK_SPEED_CM_S: f32 = 400.0;

/// Constant deceleration of a ball rolling on the felt, cm/s².
pub const ROLLING_RESISTANCE_CM_S2: f32 = 80.0;
/// Speed-proportional deceleration of a rolling ball, 1/s.
pub const ROLLING_DRAG_PER_S: f32 = 0.5;

/// Gravity, cm/s² (the ball really flies: the board's units are real centimetres).
pub const GRAVITY_CM_S2: f32 = 981.0;
/// Share of the vertical speed kept when the ball lands on the felt and bounces.
pub const GROUND_RESTITUTION: f32 = 0.45;
/// Share of the horizontal speed kept at each bounce on the felt.
pub const GROUND_BOUNCE_KEEP: f32 = 0.85;
/// A landing slower than this (vertical, cm/s) does not bounce: the ball starts rolling.
pub const MIN_BOUNCE_SPEED_CM_S: f32 = 20.0;

/// A ball landing on a peg's head rolls off sideways with this share of its falling speed.
pub const HEAD_ROLL_OFF: f32 = 0.5;
/// ... and at least this speed, cm/s, so it never balances on a 1.2 cm head.
pub const MIN_HEAD_ROLL_OFF_CM_S: f32 = 15.0;

/// `cos` and `sin` of a lob's launch angle (40 degrees): written out so every platform
/// computes the same launch bit for bit.
pub const LOB_LAUNCH: (f32, f32) = (0.766_044_4, 0.642_787_6);
/// A header or throw leaves at 20 degrees with 70% of the flick's speed (a peg's head is no
/// boot): `0.7 cos 20°` and `0.7 sin 20°`, a shorter and flatter arc than a lob's.
pub const HEADER_LAUNCH: (f32, f32) = (0.657_784_8, 0.239_414_1);

/// Share of the speed a ball keeps when it bounces off a peg (hard plastic).
pub const PEG_RESTITUTION: f32 = 0.6;
/// Share of the speed a ball keeps off a goal post or the keeper's bar.
pub const POST_RESTITUTION: f32 = 0.5;
/// Share of the speed a ball keeps off an advertising board.
pub const BOARD_RESTITUTION: f32 = 0.4;
/// Share of the speed a ball keeps off a goal net: the net stops it.
pub const NET_RESTITUTION: f32 = 0.05;
/// Share of the speed a ball keeps when it hits the crossbar.
pub const CROSSBAR_RESTITUTION: f32 = 0.5;
/// Friction between the ball and a peg, post, bar or board (rotations are not simulated).
pub const HARD_FRICTION: f32 = 0.1;
/// Friction between the ball and a net.
pub const NET_FRICTION: f32 = 0.8;
