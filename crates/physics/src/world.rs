//! The rapier world of one position: advertising boards, goals (posts and nets), pegs, the
//! keeper's bar and the ball. Built once per [`Board`] and cloned for every kick, so each
//! kick starts from exactly the same state whatever was simulated before (determinism), and
//! the static broad phase is not rebuilt per kick (speed).
//!
//! Rapier, nalgebra and glam types stay inside this module: the rest of the crate speaks
//! [`PitchPoint`] and [`Velocity`].

use super::board::{Board, Footprint, LYING_PEG_HEIGHT_CM};
use super::cache::ScreenCache;
use super::calibration::{
    BOARD_RESTITUTION, HARD_FRICTION, NET_FRICTION, NET_RESTITUTION, PEG_RESTITUTION,
    POST_RESTITUTION, TIMESTEP_S,
};
use super::flick::Velocity;
use hexkick_rules::pitch::{
    BALL_DIAMETER_CM, BOARD_LENGTH_CM, BOARD_WIDTH_CM, CROSSBAR_HEIGHT_CM, End, GOAL_DEPTH_CM,
    GOAL_WIDTH_CM, PEG_HEIGHT_CM, PITCH_LENGTH_CM, PitchPoint,
};
use hexkick_rules::squad::PlayerId;
use rapier2d::prelude::*;
use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex};

/// Radius of the ball seen from above, centimetres.
pub const BALL_RADIUS_CM: f32 = BALL_DIAMETER_CM / 2.0;
/// Radius of a goal post, centimetres (the mouth's clear width stays [`GOAL_WIDTH_CM`]).
pub const POST_RADIUS_CM: f32 = 0.3;
/// Thickness of a goal net, centimetres.
pub const NET_THICKNESS_CM: f32 = 0.3;
/// Thickness of an advertising board, centimetres (they stand just outside the board's edge).
pub const AD_BOARD_THICKNESS_CM: f32 = 2.0;

/// Contacts are predicted this far ahead, centimetres: more than the ball travels in one step
/// below the speed where continuous collision detection takes over, so a slow ball meets a
/// board or a peg at the right time and bounces instead of sinking in and being pushed out.
pub const CONTACT_PREDICTION_CM: f32 = 1.0;

/// Where the ball waits between kicks: outside the advertising boards, touching nothing.
const PARKING: PitchPoint = PitchPoint::new(0.0, -BOARD_WIDTH_CM);

/// Collision groups by the height of an obstacle's top: the ball only meets obstacles whose
/// top is above its underside (a lob passes over standing pegs).
const LYING_GROUP: Group = Group::GROUP_1;
const PEG_GROUP: Group = Group::GROUP_2;
const GOAL_GROUP: Group = Group::GROUP_3;
const WALL_GROUP: Group = Group::GROUP_4;
const BALL_GROUP: Group = Group::GROUP_5;

/// What a collider is, for the kick's bookkeeping.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Obstacle {
    /// The player it belongs to (a peg or the keeper's bar), if any.
    pub player: Option<PlayerId>,
    /// Its shape seen from above and its height.
    pub footprint: Footprint,
}

/// A position made physical, ready to be kicked in any number of times.
#[derive(Clone)]
pub struct PreparedBoard {
    board: Board,
    /// The world's state before any kick (the static broad phase built), cloned by each kick.
    start: Dynamics,
    fixed: Arc<Fixed>,
    /// What the candidate kicks screened on this board leave for the next ones.
    pub(super) screens: ScreenCache<KickWorld>,
}

/// The parts of the rapier world a kick changes: each kick starts from a clone of the
/// prepared board's.
#[derive(Clone)]
struct Dynamics {
    bodies: RigidBodySet,
    colliders: ColliderSet,
    broad_phase: BroadPhaseBvh,
    narrow_phase: NarrowPhase,
    islands: IslandManager,
}

/// What no kick changes, shared by the prepared board and every world kicked on it.
struct Fixed {
    ball_body: RigidBodyHandle,
    ball_collider: ColliderHandle,
    /// Indexed by each collider's `user_data`.
    obstacles: Vec<Obstacle>,
    /// Colliders that belong to players, with the player, in board order.
    player_colliders: Vec<(ColliderHandle, PlayerId)>,
}

/// The world one kick is simulated in: a clone of a [`PreparedBoard`]'s state plus the
/// pipeline (lent to the kick by the board, [`PreparedBoard::lend_world`]).
pub(crate) struct KickWorld {
    dynamics: Dynamics,
    fixed: Arc<Fixed>,
    params: IntegrationParameters,
    pipeline: PhysicsPipeline,
    impulse_joints: ImpulseJointSet,
    multibody_joints: MultibodyJointSet,
    soft_bodies: SoftBodySet,
    ccd: CCDSolver,
    ball_filter: Group,
    /// Players whose obstacle pushed the ball during the last step.
    pushing: Vec<PlayerId>,
}

impl PreparedBoard {
    /// Builds the physical board of a position: advertising boards, both goals, the pegs in
    /// the board's order, the keeper's bar, then the ball (parked off the board).
    pub fn new(board: &Board) -> PreparedBoard {
        let mut builder = WorldBuilder::default();
        builder.add_ad_boards();
        for end in [End::Home, End::Away] {
            builder.add_goal(end);
        }
        for (player, footprint) in board.player_obstacles() {
            builder.add_player_obstacle(player, footprint);
        }
        builder.finish(board.clone())
    }

    /// The position this world was built from.
    pub fn board(&self) -> &Board {
        &self.board
    }

    pub(crate) fn obstacles(&self) -> &[Obstacle] {
        &self.fixed.obstacles
    }

    /// A world in this board's state before any kick, for one kick: the world the last kick
    /// on this board gave back, reset (rapier's pipeline keeps its work buffers), or a new
    /// one. Either gives the same outcome bit for bit (`tests/physics_screening.rs`).
    pub(crate) fn lend_world(&self) -> LentWorld {
        let spare = self.screens.spare.lock().ok().and_then(|mut s| s.take());
        let world = match spare {
            Some(mut world) => {
                world.reset(self);
                world
            }
            None => KickWorld::new(self),
        };
        LentWorld {
            world: Some(world),
            spare: Arc::clone(&self.screens.spare),
        }
    }
}

/// A kick's world lent by its board ([`PreparedBoard::lend_world`]): given back to the
/// board's spare slot when the kick is dropped, for the next kick to reset and reuse.
pub(crate) struct LentWorld {
    /// Always `Some` until dropped.
    world: Option<KickWorld>,
    spare: Arc<Mutex<Option<KickWorld>>>,
}

impl Deref for LentWorld {
    type Target = KickWorld;

    fn deref(&self) -> &KickWorld {
        self.world
            .as_ref()
            .expect("a lent world is there until dropped")
    }
}

impl DerefMut for LentWorld {
    fn deref_mut(&mut self) -> &mut KickWorld {
        self.world
            .as_mut()
            .expect("a lent world is there until dropped")
    }
}

impl Drop for LentWorld {
    fn drop(&mut self) {
        if let (Some(world), Ok(mut spare)) = (self.world.take(), self.spare.lock()) {
            *spare = Some(world);
        }
    }
}

#[derive(Default)]
struct WorldBuilder {
    bodies: RigidBodySet,
    colliders: ColliderSet,
    obstacles: Vec<Obstacle>,
    player_colliders: Vec<(ColliderHandle, PlayerId)>,
}

impl WorldBuilder {
    fn insert(&mut self, collider: ColliderBuilder, obstacle: Obstacle, group: Group) {
        let index = self.obstacles.len() as u128;
        let handle = self
            .colliders
            .insert(
                collider
                    .user_data(index)
                    .collision_groups(InteractionGroups::new(
                        group,
                        BALL_GROUP,
                        InteractionTestMode::And,
                    )),
            );
        if let Some(player) = obstacle.player {
            self.player_colliders.push((handle, player));
        }
        self.obstacles.push(obstacle);
    }

    fn add_box(&mut self, centre: PitchPoint, half: (f32, f32), top: f32, material: (f32, f32)) {
        let group = if top.is_finite() {
            GOAL_GROUP
        } else {
            WALL_GROUP
        };
        let (hx, hy) = half;
        // The footprint of a box is only used for bookkeeping; its long axis is enough.
        let (a, b, radius) = if hx >= hy {
            (
                PitchPoint::new(centre.x - hx + hy, centre.y),
                PitchPoint::new(centre.x + hx - hy, centre.y),
                hy,
            )
        } else {
            (
                PitchPoint::new(centre.x, centre.y - hy + hx),
                PitchPoint::new(centre.x, centre.y + hy - hx),
                hx,
            )
        };
        self.insert(
            ColliderBuilder::cuboid(hx, hy)
                .translation(Vector::new(centre.x, centre.y))
                .restitution(material.0)
                .friction(material.1),
            Obstacle {
                player: None,
                footprint: Footprint { a, b, radius, top },
            },
            group,
        );
    }

    /// Advertising boards outside the touchlines and the goal lines, as tall as anything
    /// the ball can reach.
    fn add_ad_boards(&mut self) {
        let t = AD_BOARD_THICKNESS_CM / 2.0;
        let (hx, hy) = (BOARD_LENGTH_CM / 2.0, BOARD_WIDTH_CM / 2.0);
        let material = (BOARD_RESTITUTION, HARD_FRICTION);
        for sign in [-1.0, 1.0] {
            self.add_box(
                PitchPoint::new(0.0, sign * (hy + t)),
                (hx + 2.0 * t, t),
                f32::INFINITY,
                material,
            );
            self.add_box(
                PitchPoint::new(sign * (hx + t), 0.0),
                (t, hy + 2.0 * t),
                f32::INFINITY,
                material,
            );
        }
    }

    /// A goal: two posts on the goal line and a net (two sides and a back) behind it, all as
    /// tall as the crossbar.
    fn add_goal(&mut self, end: End) {
        let line = end.goal_line_x();
        let out = line.signum();
        let post_y = GOAL_WIDTH_CM / 2.0 + POST_RADIUS_CM;
        for sign in [-1.0, 1.0] {
            let at = PitchPoint::new(line, sign * post_y);
            self.insert(
                ColliderBuilder::ball(POST_RADIUS_CM)
                    .translation(Vector::new(at.x, at.y))
                    .restitution(POST_RESTITUTION)
                    .friction(HARD_FRICTION),
                Obstacle {
                    player: None,
                    footprint: Footprint {
                        a: at,
                        b: at,
                        radius: POST_RADIUS_CM,
                        top: CROSSBAR_HEIGHT_CM,
                    },
                },
                GOAL_GROUP,
            );
        }
        let t = NET_THICKNESS_CM / 2.0;
        let net = (NET_RESTITUTION, NET_FRICTION);
        for sign in [-1.0, 1.0] {
            self.add_box(
                PitchPoint::new(line + out * GOAL_DEPTH_CM / 2.0, sign * post_y),
                (GOAL_DEPTH_CM / 2.0, t),
                CROSSBAR_HEIGHT_CM,
                net,
            );
        }
        // The back of the net fills the space up to the advertising board and stands as tall
        // as it, so no ball gets stuck in a gap narrower than itself behind the goal or lands
        // on the frame.
        let back = (BOARD_LENGTH_CM / 2.0 - PITCH_LENGTH_CM / 2.0 - GOAL_DEPTH_CM) / 2.0;
        self.add_box(
            PitchPoint::new(line + out * (GOAL_DEPTH_CM + back), 0.0),
            (back, post_y + t),
            f32::INFINITY,
            net,
        );
    }

    fn add_player_obstacle(&mut self, player: PlayerId, footprint: Footprint) {
        let group = if footprint.top <= LYING_PEG_HEIGHT_CM {
            LYING_GROUP
        } else {
            PEG_GROUP
        };
        let a = Vector::new(footprint.a.x, footprint.a.y);
        let b = Vector::new(footprint.b.x, footprint.b.y);
        let shape = if footprint.a == footprint.b {
            ColliderBuilder::ball(footprint.radius).translation(a)
        } else {
            ColliderBuilder::capsule_from_endpoints(a, b, footprint.radius)
        };
        let restitution = if footprint.top <= LYING_PEG_HEIGHT_CM || footprint.a == footprint.b {
            PEG_RESTITUTION
        } else {
            POST_RESTITUTION
        };
        self.insert(
            shape.restitution(restitution).friction(HARD_FRICTION),
            Obstacle {
                player: Some(player),
                footprint,
            },
            group,
        );
    }

    fn finish(mut self, board: Board) -> PreparedBoard {
        let ball_body = self.bodies.insert(
            RigidBodyBuilder::dynamic()
                .translation(Vector::new(PARKING.x, PARKING.y))
                .lock_rotations()
                .ccd_enabled(true)
                .can_sleep(false),
        );
        let ball_collider = self.colliders.insert_with_parent(
            ColliderBuilder::ball(BALL_RADIUS_CM)
                .restitution(1.0)
                .restitution_combine_rule(CoefficientCombineRule::Multiply)
                .friction(1.0)
                .friction_combine_rule(CoefficientCombineRule::Multiply)
                .collision_groups(ball_groups(all_obstacle_groups())),
            ball_body,
            &mut self.bodies,
        );
        let mut prepared = PreparedBoard {
            board,
            start: Dynamics {
                bodies: self.bodies,
                colliders: self.colliders,
                broad_phase: BroadPhaseBvh::new(),
                narrow_phase: NarrowPhase::new(),
                islands: IslandManager::new(),
            },
            fixed: Arc::new(Fixed {
                ball_body,
                ball_collider,
                obstacles: self.obstacles,
                player_colliders: self.player_colliders,
            }),
            screens: ScreenCache::default(),
        };
        // One step builds the broad phase of the static world once for all kicks.
        let mut world = KickWorld::new(&prepared);
        world.step();
        prepared.start = world.dynamics;
        prepared
    }
}

fn all_obstacle_groups() -> Group {
    LYING_GROUP | PEG_GROUP | GOAL_GROUP | WALL_GROUP
}

fn ball_groups(filter: Group) -> InteractionGroups {
    InteractionGroups::new(BALL_GROUP, filter, InteractionTestMode::And)
}

/// The obstacle groups that can be flown over, with the height of their tops.
const GROUP_TOPS: [(Group, f32); 3] = [
    (LYING_GROUP, LYING_PEG_HEIGHT_CM),
    (PEG_GROUP, PEG_HEIGHT_CM),
    (GOAL_GROUP, CROSSBAR_HEIGHT_CM),
];

/// The obstacle groups a ball meets when its underside is `height_cm` above the felt.
fn groups_below(height_cm: f32) -> Group {
    GROUP_TOPS
        .iter()
        .filter(|(_, top)| height_cm < *top)
        .fold(WALL_GROUP, |acc, (g, _)| acc | *g)
}

impl KickWorld {
    /// A fresh world for one kick, cloned from the prepared board.
    pub fn new(prepared: &PreparedBoard) -> KickWorld {
        let params = IntegrationParameters {
            dt: TIMESTEP_S,
            length_unit: 1.0,
            normalized_prediction_distance: CONTACT_PREDICTION_CM,
            ..IntegrationParameters::default()
        };
        KickWorld {
            dynamics: prepared.start.clone(),
            fixed: Arc::clone(&prepared.fixed),
            params,
            pipeline: PhysicsPipeline::new(),
            impulse_joints: ImpulseJointSet::new(),
            multibody_joints: MultibodyJointSet::new(),
            soft_bodies: SoftBodySet::new(),
            ccd: CCDSolver::new(),
            ball_filter: all_obstacle_groups(),
            pushing: Vec::new(),
        }
    }

    /// Brings the world back to `prepared`'s state before any kick, as [`KickWorld::new`]
    /// builds it (the same bodies, colliders, broad and narrow phase, islands and a new CCD
    /// solver), keeping rapier's pipeline and its work buffers.
    pub(super) fn reset(&mut self, prepared: &PreparedBoard) {
        self.dynamics.clone_from(&prepared.start);
        self.fixed = Arc::clone(&prepared.fixed);
        self.ccd = CCDSolver::new();
        self.ball_filter = all_obstacle_groups();
        self.pushing.clear();
    }

    /// Puts the ball at `at` with horizontal velocity `v`.
    pub fn place_ball(&mut self, at: PitchPoint, v: Velocity) {
        let body = &mut self.dynamics.bodies[self.fixed.ball_body];
        body.set_translation(Vector::new(at.x, at.y), true);
        body.set_linvel(Vector::new(v.x, v.y), true);
    }

    /// The ball's centre.
    pub fn ball_at(&self) -> PitchPoint {
        let t = self.dynamics.bodies[self.fixed.ball_body].translation();
        PitchPoint::new(t.x, t.y)
    }

    /// The ball's horizontal velocity.
    pub fn ball_velocity(&self) -> Velocity {
        let v = self.dynamics.bodies[self.fixed.ball_body].linvel();
        Velocity::new(v.x, v.y)
    }

    /// Sets the ball's horizontal velocity.
    pub fn set_ball_velocity(&mut self, v: Velocity) {
        self.dynamics.bodies[self.fixed.ball_body].set_linvel(Vector::new(v.x, v.y), true);
    }

    /// Lets the ball meet only the obstacles taller than `height_cm`.
    pub fn set_ball_height(&mut self, height_cm: f32) {
        let filter = groups_below(height_cm);
        if filter != self.ball_filter {
            self.ball_filter = filter;
            self.dynamics.colliders[self.fixed.ball_collider]
                .set_collision_groups(ball_groups(filter));
        }
    }

    /// Turns a player's obstacle off or on (the kicker's peg at the strike).
    pub fn set_player_enabled(&mut self, player: PlayerId, enabled: bool) {
        for (h, _) in self
            .fixed
            .player_colliders
            .iter()
            .filter(|(_, p)| *p == player)
        {
            self.dynamics.colliders[*h].set_enabled(enabled);
        }
    }

    /// Moves the ball one fixed step along its velocity without running the engine: the
    /// step rapier would take when nothing is within reach of the ball (no contact, no
    /// gravity in the flat world, no damping). Only for screening, see
    /// [`super::sim::KickSim::screening`].
    pub fn coast(&mut self) {
        let body = &mut self.dynamics.bodies[self.fixed.ball_body];
        let (t, v) = (body.translation(), body.linvel());
        body.set_translation(t + v * TIMESTEP_S, false);
        self.pushing.clear();
    }

    /// Advances one fixed step and returns the players whose obstacle started pushing the
    /// ball during it (a contact impulse, not a mere predicted contact), in the engine's
    /// deterministic order.
    pub fn step(&mut self) -> Vec<PlayerId> {
        let (p, fixed) = (&mut self.dynamics, &self.fixed);
        self.pipeline.step(
            Vector::ZERO,
            &self.params,
            &mut p.islands,
            &mut p.broad_phase,
            &mut p.narrow_phase,
            &mut p.bodies,
            &mut p.colliders,
            &mut self.impulse_joints,
            &mut self.multibody_joints,
            &mut self.soft_bodies,
            &mut self.ccd,
            &(),
            &(),
        );
        let mut pushing = Vec::new();
        for pair in p.narrow_phase.contact_pairs_with(fixed.ball_collider) {
            if pair.total_impulse_magnitude() <= 0.0 {
                continue;
            }
            let other = if pair.collider1 == fixed.ball_collider {
                pair.collider2
            } else {
                pair.collider1
            };
            let player = p
                .colliders
                .get(other)
                .and_then(|c| fixed.obstacles.get(c.user_data as usize))
                .and_then(|o| o.player);
            if let Some(player) = player {
                pushing.push(player);
            }
        }
        let started = pushing
            .iter()
            .copied()
            .filter(|player| !self.pushing.contains(player))
            .collect();
        self.pushing = pushing;
        started
    }
}
