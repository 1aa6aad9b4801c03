//! The net taking the ball: when the flying ball strikes a goal's net, its back bulges out
//! where the ball hit and shakes for a moment, harder the faster the ball; drawn over the
//! board's cached picture. Left out with reduced motion.

use crate::ui::pitch_layer::draw_goal_net;
use crate::ui::view::PitchView;
use hexkick_rules::pitch::End;

/// The shake lasts this long, seconds.
const SHAKE_S: f32 = 0.9;
/// The furthest the net's back bulges, centimetres (the board's edge is 1.5 cm behind it).
const MOST_CM: f32 = 1.3;
/// A ball this fast (cm/s) bulges it the most.
const FULL_CM_S: f32 = 150.0;
/// The bulge's half-width across the mouth, centimetres.
const SPREAD_CM: f32 = 2.2;
/// How fast it shakes, radians a second, and how fast it calms, per second.
const SHAKE: (f32, f32) = (26.0, 4.5);

/// A goal's net shaking.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NetShake {
    end: End,
    /// Across the mouth, where the ball hit, centimetres.
    at_y: f32,
    /// The bulge at its most, centimetres.
    depth_cm: f32,
    /// Seconds since the ball hit.
    age: f32,
}

impl NetShake {
    /// The net at `end` struck at `at_y` across the mouth by a ball at `speed_cm_s`.
    pub fn struck(end: End, at_y: f32, speed_cm_s: f32) -> NetShake {
        let share = (speed_cm_s / FULL_CM_S).clamp(0.25, 1.0);
        NetShake {
            end,
            at_y,
            depth_cm: MOST_CM * share,
            age: 0.0,
        }
    }

    /// Ages it by `dt` seconds; false once it has calmed.
    pub fn advance(&mut self, dt: f32) -> bool {
        self.age += dt.max(0.0);
        self.age < SHAKE_S
    }

    /// How far the net's back is pushed out at `y` now, centimetres (never in).
    pub fn bulge(&self, y: f32) -> f32 {
        let (rate, calm) = SHAKE;
        let swing = (self.age * rate).cos().abs() * (-self.age * calm).exp();
        let spread = (-((y - self.at_y) / SPREAD_CM).powi(2)).exp();
        // The whole net gives a little, most where the ball hit.
        self.depth_cm * swing * (0.25 + 0.75 * spread)
    }

    /// Draws the goal with its shaken net.
    pub fn draw(&self, view: &PitchView) {
        draw_goal_net(view, self.end, |y| self.bulge(y));
    }
}

#[cfg(test)]
mod tests {
    use super::{End, NetShake, SHAKE_S};

    #[test]
    fn the_net_bulges_where_the_ball_hit_then_calms() {
        let mut net = NetShake::struck(End::Away, 1.0, 200.0);
        assert!(net.bulge(1.0) > net.bulge(-3.5), "most where the ball hit");
        assert!(net.bulge(1.0) > 1.0);
        let soft = NetShake::struck(End::Away, 1.0, 30.0);
        assert!(
            soft.bulge(1.0) < net.bulge(1.0),
            "a soft ball barely moves it"
        );
        assert!(net.advance(SHAKE_S / 2.0));
        assert!(!net.advance(SHAKE_S / 2.0 + 0.01));
        assert!(net.bulge(1.0) < 0.1, "calm at the end");
    }
}
