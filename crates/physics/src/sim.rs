//! One kick, step by step: the UI animates it frame by frame, the rules and the AI run it to
//! the end with [`KickSim::finish`] (or [`super::simulate`]). Both see the same outcome.
//!
//! Each fixed step: the ball's height is integrated here (rapier's world is flat), the ball
//! is allowed to meet only the obstacles taller than its underside, rolling resistance slows
//! it while it is on the felt, rapier moves it (CCD on, so it cannot tunnel through a peg or
//! a post), then the crossbar, the lines and the touches are checked.

use super::board::Footprint;
use super::calibration::{
    CROSSBAR_RESTITUTION, GRAVITY_CM_S2, GROUND_BOUNCE_KEEP, GROUND_RESTITUTION, HEAD_ROLL_OFF,
    MAX_STEPS, MIN_BOUNCE_SPEED_CM_S, MIN_HEAD_ROLL_OFF_CM_S, REST_SPEED_CM_S, ROLLING_DRAG_PER_S,
    ROLLING_RESISTANCE_CM_S2, TIMESTEP_S,
};
use super::flick::{Flick, FlickError, Velocity};
use super::recorder::Recorder;
use super::world::{BALL_RADIUS_CM, LentWorld, PreparedBoard};
use hexkick_rules::outcome::KickOutcome;
use hexkick_rules::pitch::{BOARD_WIDTH_CM, End, GOAL_WIDTH_CM, PITCH_LENGTH_CM, PitchPoint};
use hexkick_rules::squad::PlayerId;

/// How close (beyond contact) the ball may start to the kicker's peg for the peg to be "at the
/// strike" and ignored until the ball has left it, centimetres.
pub const STRIKE_CLEARANCE_CM: f32 = 0.5;
/// Extra room kept between the ball and anything it could meet before a screening step
/// skips the engine, centimetres: ten thousand times the rounding of a position on the board
/// (0.5 cm, with the engine's contact prediction besides, until issue 29: no rest cell moved
/// in `tests/physics_screening.rs`, and the AI's matches take 45% less CPU).
pub const COAST_MARGIN_CM: f32 = 0.1;
/// A peg ignored at the strike counts again once the ball is this far from it, centimetres.
pub const SEPARATION_CM: f32 = 0.05;
/// Rounding allowed for when a screening step trusts the clearance measured before
/// ([`Clearance`]) instead of measuring every peg again, centimetres: a thousand times the
/// rounding of a distance on the board.
const CLEARANCE_SLACK_CM: f32 = 0.01;
/// How deep the ball may sink into a peg before it cannot be at rest (the engine's contact
/// tolerance), centimetres.
pub const REST_OVERLAP_CM: f32 = 0.05;

/// Where the ball is after one step, for drawing it.
#[derive(Clone, Debug, PartialEq)]
pub struct BallFrame {
    /// The ball's centre seen from above, centimetres.
    pub at: PitchPoint,
    /// Height of the ball's underside above the felt, centimetres (0 when rolling).
    pub height_cm: f32,
    /// Pegs the ball started touching during this step (flash them).
    pub touched: Vec<PlayerId>,
    /// Simulated time since the strike, seconds.
    pub time_s: f32,
}

/// How far the nearest peg counted (not ignored since the strike) was from the ball when
/// last measured, at most, and where the ball was: until the ball is further from there than
/// that distance less its reach, no peg can be within its reach (the triangle inequality).
#[derive(Clone, Copy, Debug)]
struct Clearance {
    at: PitchPoint,
    nearest_cm: f32,
}

/// A kick being simulated, one fixed step at a time.
pub struct KickSim {
    world: LentWorld,
    players: Vec<(PlayerId, Footprint)>,
    /// Players' obstacles switched off at the strike, until the ball has left them.
    ignored: Vec<(PlayerId, Footprint)>,
    record: Recorder,
    height_cm: f32,
    vertical_cm_s: f32,
    airborne: bool,
    steps: u32,
    at_rest: bool,
    /// Whether steps with nothing in reach skip the engine (see [`KickSim::screening`]).
    screening: bool,
    /// The pegs' clearance last measured by a screening step.
    clearance: Option<Clearance>,
}

impl KickSim {
    /// Starts a kick from `ball_at` on a prepared position, in a world the position lends
    /// (`PreparedBoard::lend_world`: the last kick's, reset). Refuses NaN, infinite or too
    /// fast flicks and a ball off the board before anything reaches the physics engine.
    pub fn new(
        prepared: &PreparedBoard,
        ball_at: PitchPoint,
        flick: &Flick,
    ) -> Result<KickSim, FlickError> {
        let launch = flick.launch(ball_at)?;
        let mut world = prepared.lend_world();
        world.place_ball(ball_at, launch.horizontal);
        let players: Vec<(PlayerId, Footprint)> = prepared
            .obstacles()
            .iter()
            .filter_map(|o| o.player.map(|p| (p, o.footprint)))
            .collect();
        let ignored: Vec<(PlayerId, Footprint)> = players
            .iter()
            .copied()
            .filter(|(p, f)| {
                let reach = if *p == flick.kicker {
                    BALL_RADIUS_CM + STRIKE_CLEARANCE_CM
                } else {
                    BALL_RADIUS_CM
                };
                f.distance_to(ball_at) < reach
            })
            .collect();
        for (p, _) in &ignored {
            world.set_player_enabled(*p, false);
        }
        let airborne = launch.height_cm > 0.0 || launch.vertical_cm_s > 0.0;
        Ok(KickSim {
            world,
            players,
            ignored,
            record: Recorder::new(flick.kicker, ball_at),
            height_cm: launch.height_cm,
            vertical_cm_s: launch.vertical_cm_s,
            airborne,
            steps: 0,
            at_rest: false,
            screening: false,
            clearance: None,
        })
    }

    /// The same kick for screening many candidate flicks (the AI's search): a step in which
    /// nothing is within the ball's reach (no peg, post, net or board closer than the step's
    /// travel plus [`COAST_MARGIN_CM`]) moves the ball along its velocity without running
    /// the engine, which is what the engine would do there up to rounding. An obstacle within
    /// the engine's contact prediction but beyond the step's travel changes nothing: rapier's
    /// speculative contact pushes only a ball that would reach the obstacle during the step
    /// (its target speed is the gap over the step), friction is bounded by that push, and
    /// restitution applies only where a push was applied. The
    /// outcome can differ from [`KickSim::new`]'s in the last bits, so a kick that is played
    /// (and logged, and replayed) is always simulated without it.
    pub fn screening(mut self) -> KickSim {
        self.screening = true;
        self
    }

    /// Advances one step (1/60 s) and returns where the ball is, or `None` once the ball is
    /// at rest (in the net or against the boards after an exit, or anywhere on the felt).
    pub fn step(&mut self) -> Option<BallFrame> {
        if self.at_rest {
            return None;
        }
        let touched = self.advance();
        Some(BallFrame {
            at: self.world.ball_at(),
            height_cm: self.height_cm,
            touched,
            time_s: self.steps as f32 * TIMESTEP_S,
        })
    }

    /// Whether the ball has stopped.
    pub fn is_at_rest(&self) -> bool {
        self.at_rest
    }

    /// Simulated time since the strike, seconds.
    pub fn time_s(&self) -> f32 {
        self.steps as f32 * TIMESTEP_S
    }

    /// Where the ball is now.
    pub fn ball(&self) -> PitchPoint {
        self.world.ball_at()
    }

    /// Height of the ball's underside above the felt now, centimetres.
    pub fn height_cm(&self) -> f32 {
        self.height_cm
    }

    /// Runs the kick until its outcome is settled (the ball rests or leaves the pitch) and
    /// returns it. After a UI has stepped to the end, this returns at once.
    pub fn finish(mut self) -> KickOutcome {
        self.run_to_outcome();
        self.outcome()
    }

    /// Runs the kick until its outcome is settled, keeping the simulation.
    pub fn run_to_outcome(&mut self) {
        while !self.at_rest && !self.record.decided() {
            self.advance();
        }
    }

    /// The outcome as it stands (final once the ball rests or leaves the pitch).
    pub fn outcome(&self) -> KickOutcome {
        self.record.outcome(self.world.ball_at())
    }

    fn advance(&mut self) -> Vec<PlayerId> {
        let from = self.world.ball_at();
        let predicted = self.height_cm + self.vertical_cm_s * TIMESTEP_S
            - 0.5 * GRAVITY_CM_S2 * TIMESTEP_S * TIMESTEP_S;
        let lowest = self.height_cm.min(predicted).max(0.0);
        self.world.set_ball_height(lowest);
        if !self.airborne {
            self.roll();
        }
        let mut touched = if self.screening && self.nothing_in_reach(from) {
            self.world.coast();
            Vec::new()
        } else {
            self.world.step()
        };
        self.steps += 1;
        let highest_before = self.height_cm;
        if self.airborne {
            self.fly();
        }
        let to = self.world.ball_at();
        if let Some(head) = self.land_on_a_head(highest_before, to) {
            touched.push(head);
        }
        self.check_crossbar(from, to);
        let to = self.world.ball_at();
        self.release_ignored(to);
        touched.retain(|p| !self.ignored.iter().any(|(q, _)| q == p));
        for p in &touched {
            self.record.touch(*p);
        }
        if self.airborne || highest_before > 0.0 {
            self.note_fly_overs(from, to, highest_before.min(self.height_cm));
        }
        self.record.moved(from, to, self.height_cm);
        self.check_rest(to);
        touched
    }

    /// Whether no obstacle the engine could meet is within reach of the ball during the next
    /// step: the boards and goals lie beyond the pitch's margin, so only the pegs (those not
    /// ignored since the strike) are measured; while the ball is still well within the
    /// clearance measured before, they are not measured again.
    fn nothing_in_reach(&mut self, at: PitchPoint) -> bool {
        let reach =
            self.world.ball_velocity().speed() * TIMESTEP_S + BALL_RADIUS_CM + COAST_MARGIN_CM;
        let inside =
            at.x.abs() + reach < PITCH_LENGTH_CM / 2.0 && at.y.abs() + reach < BOARD_WIDTH_CM / 2.0;
        if !inside {
            return false;
        }
        if let Some(c) = self.clearance
            && c.nearest_cm - c.at.distance_to(at) > reach + CLEARANCE_SLACK_CM
        {
            return true;
        }
        self.clearance = None;
        let mut nearest_cm = f32::INFINITY;
        for (player, footprint) in &self.players {
            if self.ignored.iter().any(|(q, _)| q == player) {
                continue;
            }
            let bound = footprint.distance_lower_bound(at);
            let distance = if bound > reach {
                bound
            } else {
                footprint.distance_to(at)
            };
            if distance <= reach {
                return false;
            }
            nearest_cm = nearest_cm.min(distance);
        }
        self.clearance = Some(Clearance { at, nearest_cm });
        true
    }

    /// Rolling resistance and drag on the felt.
    fn roll(&mut self) {
        let v = self.world.ball_velocity();
        let speed = v.speed();
        if speed <= 0.0 {
            return;
        }
        let slowed = speed - (ROLLING_RESISTANCE_CM_S2 + ROLLING_DRAG_PER_S * speed) * TIMESTEP_S;
        let scale = (slowed / speed).max(0.0);
        self.world
            .set_ball_velocity(Velocity::new(v.x * scale, v.y * scale));
    }

    /// The ball's flight: gravity, then a bounce (or the start of rolling) on landing.
    fn fly(&mut self) {
        let dt = TIMESTEP_S;
        self.height_cm += self.vertical_cm_s * dt - 0.5 * GRAVITY_CM_S2 * dt * dt;
        self.vertical_cm_s -= GRAVITY_CM_S2 * dt;
        if self.height_cm > 0.0 {
            return;
        }
        self.height_cm = 0.0;
        let bounce = -self.vertical_cm_s * GROUND_RESTITUTION;
        if bounce < MIN_BOUNCE_SPEED_CM_S {
            self.vertical_cm_s = 0.0;
            self.airborne = false;
        } else {
            self.vertical_cm_s = bounce;
        }
        let v = self.world.ball_velocity();
        self.world.set_ball_velocity(Velocity::new(
            v.x * GROUND_BOUNCE_KEEP,
            v.y * GROUND_BOUNCE_KEEP,
        ));
    }

    /// A falling ball that drops below the top of a peg it overlaps has landed on the peg's
    /// head: it bounces up and rolls off the rounded head, away from the peg's axis. Returns
    /// the player touched.
    fn land_on_a_head(&mut self, height_before: f32, at: PitchPoint) -> Option<PlayerId> {
        let (player, footprint) = self.players.iter().copied().find(|(p, f)| {
            f.top <= height_before
                && f.top > self.height_cm
                && f.distance_to(at) < BALL_RADIUS_CM
                && !self.ignored.iter().any(|(q, _)| q == p)
        })?;
        let fall = self.vertical_cm_s.abs();
        self.height_cm = footprint.top;
        self.vertical_cm_s = fall * GROUND_RESTITUTION;
        self.airborne = true;
        let axis = super::board::closest_point_on_segment(at, footprint.a, footprint.b);
        let (dx, dy) = (at.x - axis.x, at.y - axis.y);
        let length = (dx * dx + dy * dy).sqrt();
        let v = self.world.ball_velocity();
        let (nx, ny) = if length > 1e-3 {
            (dx / length, dy / length)
        } else if v.speed() > 1e-3 {
            (v.x / v.speed(), v.y / v.speed())
        } else {
            (1.0, 0.0)
        };
        let push = (fall * HEAD_ROLL_OFF).max(MIN_HEAD_ROLL_OFF_CM_S);
        self.world
            .set_ball_velocity(Velocity::new(v.x + nx * push, v.y + ny * push));
        Some(player)
    }

    /// When the ball's front reaches a goal line between the posts, the crossbar either lets
    /// it under, lets it over, or sends it back.
    fn check_crossbar(&mut self, from: PitchPoint, to: PitchPoint) {
        for end in [End::Home, End::Away] {
            let out = end.goal_line_x().signum();
            let plane = end.goal_line_x() - out * BALL_RADIUS_CM;
            let before = (from.x - plane) * out;
            let after = (to.x - plane) * out;
            if before >= 0.0 || after < 0.0 {
                continue;
            }
            let t = before / (before - after);
            let y = from.y + (to.y - from.y) * t;
            if y.abs() >= GOAL_WIDTH_CM / 2.0 {
                continue;
            }
            if self.record.reaches_goal_mouth(end, self.height_cm) {
                let v = self.world.ball_velocity();
                let back = PitchPoint::new(plane - out * after, to.y);
                self.world.place_ball(
                    back,
                    Velocity::new(-v.x * CROSSBAR_RESTITUTION, v.y * CROSSBAR_RESTITUTION),
                );
            }
        }
    }

    /// Pegs ignored at the strike count again once the ball has left them.
    fn release_ignored(&mut self, at: PitchPoint) {
        let mut i = 0;
        while i < self.ignored.len() {
            let (player, footprint) = self.ignored[i];
            if footprint.distance_to(at) > BALL_RADIUS_CM + SEPARATION_CM {
                self.world.set_player_enabled(player, true);
                self.ignored.remove(i);
                // One more peg counts: the clearance measured without it no longer holds.
                self.clearance = None;
            } else {
                i += 1;
            }
        }
    }

    /// Pegs lower than the ball's underside that the ball passed over during the step.
    fn note_fly_overs(&mut self, from: PitchPoint, to: PitchPoint, lowest_cm: f32) {
        for (player, footprint) in &self.players {
            if footprint.top <= lowest_cm && footprint.swept_by(from, to, BALL_RADIUS_CM) {
                self.record.fly_over(*player);
            }
        }
    }

    fn check_rest(&mut self, at: PitchPoint) {
        let slow = !self.airborne && self.world.ball_velocity().speed() < REST_SPEED_CM_S;
        let clear = || {
            self.players.iter().all(|(p, f)| {
                self.ignored.iter().any(|(q, _)| q == p)
                    || f.distance_to(at) >= BALL_RADIUS_CM - REST_OVERLAP_CM
            })
        };
        if (slow && clear()) || self.steps >= MAX_STEPS {
            self.at_rest = true;
            self.world.set_ball_velocity(Velocity::default());
            self.record.rested_outside(at);
        }
    }
}
