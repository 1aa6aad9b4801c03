//! How far off a missed flick was: where the kick the table applied sent the ball, against
//! where the lesson asked it to go, in centimetres and in words (short of, past or wide of
//! the target, or off him and away).

use hexkick_rules::command::Command;
use hexkick_rules::pitch::{GOAL_WIDTH_CM, PitchPoint};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::MatchState;

/// A ball that left the line to its target by more than this angle went wide of it, degrees.
pub const WIDE_DEG: f32 = 25.0;

/// A kick of the step, read from the kick command the table applied: where the ball was
/// kicked from, where it came to rest (where it crossed the line when it went out) and the
/// pegs it touched.
#[derive(Clone, Debug, PartialEq)]
pub struct Kicked {
    /// The centre of the cell the ball was kicked from.
    pub from: PitchPoint,
    /// Where the ball stopped.
    pub rest: PitchPoint,
    /// Every peg the ball touched, in order.
    pub touched: Vec<PlayerId>,
}

impl Kicked {
    /// The kick of `command`, when it is a kick.
    pub fn of(command: &Command) -> Option<Kicked> {
        let Command::Kick { outcome, .. } = command else {
            return None;
        };
        let from = outcome.path.first().map_or(outcome.rest, |c| c.centre());
        Some(Kicked {
            from,
            rest: outcome.rest,
            touched: outcome.touched.clone(),
        })
    }

    /// How the ball missed `player`, who stands at `target`: which way and by how many whole
    /// centimetres (at least 1: a miss is never "0 cm" off). Seen from where it was kicked:
    /// off him when it touched him, wide when it left the line to him by more than
    /// [`WIDE_DEG`], else short of him or past him.
    pub fn off(&self, player: PlayerId, target: PitchPoint) -> (Off, u32) {
        let cm = whole_cm(self.rest.distance_to(target));
        if self.touched.contains(&player) {
            return (Off::Bounced, cm);
        }
        let aim = (target.x - self.from.x, target.y - self.from.y);
        let went = (self.rest.x - self.from.x, self.rest.y - self.from.y);
        let (aimed, travelled) = (aim.0.hypot(aim.1), went.0.hypot(went.1));
        let cos = (aim.0 * went.0 + aim.1 * went.1) / (aimed * travelled).max(f32::EPSILON);
        let way = if travelled > 0.5 && cos < WIDE_DEG.to_radians().cos() {
            Off::Wide
        } else if travelled < aimed {
            Off::Short
        } else {
            Off::Past
        };
        (way, cm)
    }

    /// How many whole centimetres wide of the nearest post of the goal `side` attacks the
    /// ball went out.
    pub fn wide_of_goal(&self, state: &MatchState, side: Side) -> u32 {
        let line = state.attacks(side).goal_line_x();
        let post = |y: f32| PitchPoint::new(line, y);
        let half = GOAL_WIDTH_CM / 2.0;
        let nearest = self
            .rest
            .distance_to(post(-half))
            .min(self.rest.distance_to(post(half)));
        whole_cm(nearest)
    }

    /// How many whole centimetres from the middle of the goal `side` attacks the ball
    /// stopped.
    pub fn from_goal(&self, state: &MatchState, side: Side) -> u32 {
        whole_cm(self.rest.distance_to(state.attacks(side).goal_centre()))
    }
}

/// Centimetres rounded to a whole number, at least 1.
fn whole_cm(cm: f32) -> u32 {
    (cm.round() as u32).max(1)
}

/// Which way a ball missed its target, seen from where it was kicked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Off {
    /// It stopped before the target.
    Short,
    /// It went beyond the target.
    Past,
    /// It went to one side of the target.
    Wide,
    /// It hit the target and bounced away from him.
    Bounced,
}

#[cfg(test)]
mod tests {
    use super::{Kicked, Off};
    use hexkick_rules::pitch::PitchPoint;
    use hexkick_rules::squad::{PlayerId, Side};

    const RED_10: PlayerId = PlayerId::new(Side::Home, 10);

    fn kick(to: (f32, f32), touched: &[PlayerId]) -> Kicked {
        Kicked {
            from: PitchPoint::new(0.0, 0.0),
            rest: PitchPoint::new(to.0, to.1),
            touched: touched.to_vec(),
        }
    }

    #[test]
    fn a_miss_is_short_past_wide_or_off_the_target_by_whole_centimetres() {
        let target = PitchPoint::new(18.0, 0.0);
        let off = |to, touched: &[PlayerId]| kick(to, touched).off(RED_10, target);
        assert_eq!(off((12.0, 0.5), &[]), (Off::Short, 6));
        assert_eq!(off((25.0, -1.0), &[]), (Off::Past, 7));
        assert_eq!(off((17.0, 9.0), &[]), (Off::Wide, 9));
        assert_eq!(off((3.0, 0.0), &[RED_10]), (Off::Bounced, 15));
        assert_eq!(off((18.1, 0.0), &[]).1, 1, "never 0 cm off");
    }
}
