//! PLACEHOLDER until `src/physics` lands: a ball that slides with friction, bounces off the
//! board edge and pegs, and hops for a lob. It will be deleted and replaced by the physics
//! module's kicks; nothing else may depend on it.

use crate::core::outcome::KickStyle;
use crate::core::pitch::{
    BALL_DIAMETER_CM, BOARD_LENGTH_CM, BOARD_WIDTH_CM, PEG_DIAMETER_CM, PitchPoint,
};
use crate::input::PitchVelocity;

const FRICTION_CM_S2: f32 = 60.0;
const GRAVITY_CM_S2: f32 = 981.0;
const WALL_INSET_CM: f32 = 1.2;

/// A ball in flight after a flick (placeholder physics).
#[derive(Clone, Debug)]
pub struct DemoKick {
    pos: PitchPoint,
    vel: PitchVelocity,
    height: f32,
    vz: f32,
    touched: Vec<usize>,
}

impl DemoKick {
    /// A kick from `from` at velocity `v` in the given style.
    pub fn new(from: PitchPoint, v: PitchVelocity, style: KickStyle) -> Self {
        let (height, vz) = match style {
            KickStyle::Low => (0.0, 0.0),
            KickStyle::Lob => (0.0, v.speed() * 0.6),
            KickStyle::Header => (3.2, v.speed() * 0.2),
        };
        Self {
            pos: from,
            vel: v,
            height,
            vz,
            touched: Vec::new(),
        }
    }

    /// Moves the ball on by `dt` seconds among pegs at `pegs`.
    pub fn step(&mut self, dt: f32, pegs: &[PitchPoint]) {
        self.pos.x += self.vel.x * dt;
        self.pos.y += self.vel.y * dt;
        if self.height > 0.0 || self.vz > 0.0 {
            self.vz -= GRAVITY_CM_S2 * dt;
            self.height += self.vz * dt;
            if self.height <= 0.0 {
                self.height = 0.0;
                self.vz = if self.vz < -30.0 { -self.vz * 0.4 } else { 0.0 };
            }
        } else {
            let speed = self.vel.speed();
            let k = if speed > 0.0 {
                (speed - FRICTION_CM_S2 * dt).max(0.0) / speed
            } else {
                0.0
            };
            self.vel = PitchVelocity {
                x: self.vel.x * k,
                y: self.vel.y * k,
            };
        }
        let (hx, hy) = (
            BOARD_LENGTH_CM / 2.0 - WALL_INSET_CM,
            BOARD_WIDTH_CM / 2.0 - WALL_INSET_CM,
        );
        if self.pos.x.abs() > hx {
            self.pos.x = hx * self.pos.x.signum();
            self.vel.x *= -0.6;
        }
        if self.pos.y.abs() > hy {
            self.pos.y = hy * self.pos.y.signum();
            self.vel.y *= -0.6;
        }
        if self.height < 3.2 {
            let reach = (BALL_DIAMETER_CM + PEG_DIAMETER_CM) / 2.0;
            for (i, peg) in pegs.iter().enumerate() {
                let (dx, dy) = (self.pos.x - peg.x, self.pos.y - peg.y);
                let d = dx.hypot(dy);
                if d < reach && d > 1e-4 {
                    let (nx, ny) = (dx / d, dy / d);
                    let vn = self.vel.x * nx + self.vel.y * ny;
                    if vn < 0.0 {
                        self.vel.x -= 1.6 * vn * nx;
                        self.vel.y -= 1.6 * vn * ny;
                        self.touched.push(i);
                    }
                    self.pos = PitchPoint::new(peg.x + nx * reach, peg.y + ny * reach);
                }
            }
        }
    }

    /// Where the ball is.
    pub fn position(&self) -> PitchPoint {
        self.pos
    }

    /// How high the ball is, in centimetres.
    pub fn height(&self) -> f32 {
        self.height
    }

    /// Whether the ball has stopped.
    pub fn is_resting(&self) -> bool {
        self.height <= 0.0 && self.vz == 0.0 && self.vel.speed() < 0.5
    }

    /// Indices of the pegs touched, in order.
    pub fn touched(&self) -> &[usize] {
        &self.touched
    }
}
