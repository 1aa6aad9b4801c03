//! Where the flying ball touched something, read from the path the table handed over: the
//! pegs the physics names in each frame, and the bounces off the boards, the posts and into
//! the net, seen where the ball's velocity turns or drops at once (rolling only ever slows it
//! a little per step). Each contact comes with the ball's speed as it arrived, for its sound
//! and its tick.

use crate::ui::sound::{Cue, Hit, Strength};
use hexkick_physics::BallFrame;
use hexkick_physics::calibration::TIMESTEP_S;
use hexkick_physics::world::{BALL_RADIUS_CM, POST_RADIUS_CM};
use hexkick_rules::pitch::{End, GOAL_WIDTH_CM, PitchPoint};
use hexkick_rules::squad::PlayerId;

/// A change of velocity in one step larger than this share of the speed (plus
/// [`BOUNCE_FLOOR_CM_S`]) is a bounce: rolling loses at most 1.33 cm/s + 0.8% a step, a
/// lob's landing 15% of its ground speed, a board 60% and more of the speed into it.
const BOUNCE_SHARE: f32 = 0.35;
/// ... and at least this, cm/s (a creeping ball's wobble is no bounce).
const BOUNCE_FLOOR_CM_S: f32 = 4.0;
/// Slower contacts than this make no sound, cm/s.
const QUIET_BELOW_CM_S: f32 = 3.0;
/// A bounce is told once: the steps after it are its own.
const BOUNCE_STEPS: usize = 3;
/// A bounce this close to a post's edge (cm) rang off the post.
const POST_REACH_CM: f32 = 0.8;

/// What the ball touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touched {
    /// A peg (standing, lying, or the keeper's bar).
    Peg(PlayerId),
    /// An advertising board round the board's edge.
    Board,
    /// A post or the crossbar.
    Post,
    /// The net, at this end.
    Net(End),
}

/// A contact of the ball's path.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Contact {
    /// The frame it happened in.
    pub frame: usize,
    /// What the ball touched.
    pub touched: Touched,
    /// The ball's speed as it arrived, cm/s.
    pub speed_cm_s: f32,
    /// Where the ball was.
    pub at: PitchPoint,
}

impl Contact {
    /// Its sound, struck as hard as the ball arrived.
    pub fn hit(&self) -> Hit {
        let cue = match self.touched {
            Touched::Peg(_) => Cue::Rebound,
            Touched::Board => Cue::Board,
            Touched::Post => Cue::Post,
            Touched::Net(_) => Cue::Net,
        };
        Hit::new(cue, Strength::of_contact(self.speed_cm_s))
    }
}

/// The ball's velocity over step `i` (from frame `i - 1` to frame `i`), cm/s; the first
/// frame's is its own step's from the second (the strike's point is not in the frames).
fn step_velocity(frames: &[BallFrame], i: usize) -> (f32, f32) {
    let (a, b) = match i {
        0 => (frames.first(), frames.get(1)),
        _ => (frames.get(i - 1), frames.get(i)),
    };
    match (a, b) {
        (Some(a), Some(b)) => (
            (b.at.x - a.at.x) / TIMESTEP_S,
            (b.at.y - a.at.y) / TIMESTEP_S,
        ),
        _ => (0.0, 0.0),
    }
}

fn speed((x, y): (f32, f32)) -> f32 {
    x.hypot(y)
}

/// What a bounce at `at` (not off a peg) struck: a post or the crossbar near the goal
/// frame, the net inside the goal, else a board.
fn struck_at(at: PitchPoint) -> Touched {
    for end in [End::Home, End::Away] {
        let line_x = end.goal_line_x();
        let post_y = GOAL_WIDTH_CM / 2.0 + POST_RADIUS_CM;
        let near_post = [-post_y, post_y].into_iter().any(|y| {
            at.distance_to(PitchPoint::new(line_x, y))
                <= POST_RADIUS_CM + BALL_RADIUS_CM + POST_REACH_CM
        });
        let in_mouth = at.y.abs() < GOAL_WIDTH_CM / 2.0;
        let beyond = (at.x - line_x) * line_x.signum();
        if near_post || (in_mouth && beyond.abs() <= BALL_RADIUS_CM + POST_REACH_CM) {
            // At the frame: a post, or (a lob in the mouth) the crossbar.
            if beyond < BALL_RADIUS_CM {
                return Touched::Post;
            }
        }
        if in_mouth && beyond > 0.0 {
            return Touched::Net(end);
        }
    }
    Touched::Board
}

/// Every contact of a path, in order: the pegs each frame names (at the speed of the step
/// before), and the bounces no peg explains.
pub fn contacts(frames: &[BallFrame]) -> Vec<Contact> {
    let mut out = Vec::new();
    let mut quiet_until = 0;
    for (i, frame) in frames.iter().enumerate() {
        let arriving = speed(step_velocity(frames, i.saturating_sub(1)));
        if !frame.touched.is_empty() {
            out.extend(frame.touched.iter().map(|&p| Contact {
                frame: i,
                touched: Touched::Peg(p),
                speed_cm_s: arriving,
                at: frame.at,
            }));
            quiet_until = i + BOUNCE_STEPS;
            continue;
        }
        // A peg touched just before or after explains the turn (contacts are predicted a
        // little ahead, so the touch may be named a step late).
        let near = &frames[i.saturating_sub(1)..(i + 3).min(frames.len())];
        if i < quiet_until || i + 1 >= frames.len() || near.iter().any(|f| !f.touched.is_empty()) {
            continue;
        }
        let (before, after) = (step_velocity(frames, i), step_velocity(frames, i + 1));
        let turned = speed((after.0 - before.0, after.1 - before.1));
        let into = speed(before);
        if into >= QUIET_BELOW_CM_S && turned > BOUNCE_SHARE * into + BOUNCE_FLOOR_CM_S {
            out.push(Contact {
                frame: i,
                touched: struck_at(frame.at),
                speed_cm_s: into,
                at: frame.at,
            });
            quiet_until = i + BOUNCE_STEPS;
        }
    }
    out.retain(|c| c.speed_cm_s >= QUIET_BELOW_CM_S);
    out
}

#[cfg(test)]
mod tests {
    use super::{Cue, End, PitchPoint, Touched, contacts};
    use hexkick_physics::BallFrame;
    use hexkick_physics::calibration::TIMESTEP_S;
    use hexkick_rules::squad::{PlayerId, Side};

    /// A path through `points` one step apart.
    fn path(points: &[(f32, f32)]) -> Vec<BallFrame> {
        points
            .iter()
            .enumerate()
            .map(|(i, &(x, y))| BallFrame {
                at: PitchPoint::new(x, y),
                height_cm: 0.0,
                touched: Vec::new(),
                time_s: (i + 1) as f32 * TIMESTEP_S,
            })
            .collect()
    }

    /// A straight roll along y = `y` from `x` at `v` cm/s, slowing as on felt, `n` steps.
    fn roll(x: f32, y: f32, v: f32, n: usize, dir: f32) -> Vec<(f32, f32)> {
        let (mut x, mut v) = (x, v);
        (0..n)
            .map(|_| {
                v = (v - (80.0 + 0.5 * v) * TIMESTEP_S).max(0.0);
                x += dir * v * TIMESTEP_S;
                (x, y)
            })
            .collect()
    }

    #[test]
    fn a_plain_roll_touches_nothing() {
        assert!(contacts(&path(&roll(0.0, 0.0, 300.0, 120, 1.0))).is_empty());
    }

    #[test]
    fn a_board_bounce_is_heard_at_the_speed_it_arrived() {
        // Towards the top board at 120 cm/s, back down at 40% of it.
        let mut points: Vec<(f32, f32)> = (0..10).map(|i| (0.0, -30.0 - 2.0 * i as f32)).collect();
        points.extend((1..10).map(|i| (0.0, -48.0 + 0.8 * i as f32)));
        let found = contacts(&path(&points));
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].touched, Touched::Board);
        assert!((found[0].speed_cm_s - 120.0).abs() < 1.0, "{found:?}");
        assert_eq!(found[0].hit().cue, Cue::Board);
    }

    #[test]
    fn pegs_named_by_the_physics_and_the_net_are_contacts() {
        // 180 cm/s along the middle into the away goal (its line at x = 45), where the net
        // stops the ball almost at once.
        let mut points: Vec<(f32, f32)> = (0..=9).map(|i| (20.0 + 3.0 * i as f32, 0.5)).collect();
        points.extend([(47.1, 0.5), (47.15, 0.5), (47.18, 0.5)]);
        let mut frames = path(&points);
        let peg = PlayerId::new(Side::Away, 4);
        frames[3].touched.push(peg);
        let found = contacts(&frames);
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(found[0].touched, Touched::Peg(peg));
        assert!((found[0].speed_cm_s - 180.0).abs() < 1.0, "{found:?}");
        assert_eq!(found[1].touched, Touched::Net(End::Away));
        assert_eq!(found[1].hit().cue, Cue::Net);
    }

    #[test]
    fn the_post_rings() {
        // Straight at the away end's lower post, bounced back.
        let post = (45.0, 4.3);
        let mut points: Vec<(f32, f32)> = (0..8)
            .map(|i| (post.0 - 1.05 - 1.5 * (7 - i) as f32, post.1))
            .collect();
        points.extend((1..6).map(|i| (post.0 - 1.05 - 0.7 * i as f32, post.1)));
        let found = contacts(&path(&points));
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].touched, Touched::Post);
    }
}
