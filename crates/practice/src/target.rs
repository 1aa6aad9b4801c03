//! What a drill asks ([`Target`]), and the same set on its position's board ([`Mark`]): the
//! points and lines the screen marks and a try is measured from.

use hexkick_physics::board::Footprint;
use hexkick_physics::tabletop::{board, peg_points};
use hexkick_physics::world::POST_RADIUS_CM;
use hexkick_rules::pitch::{CELL_SIZE_CM, Cell, End, GOAL_WIDTH_CM, PEG_DIAMETER_CM, PitchPoint};
use hexkick_rules::squad::PlayerId;
use hexkick_rules::state::MatchState;

/// How far in front of the goal line the far post's spot is, centimetres.
pub const FAR_POST_OUT_CM: f32 = 4.0;
/// A cross is on the far post when its ball stops this close to the spot, centimetres.
pub const FAR_POST_REACH_CM: f32 = 4.0;

/// What a drill asks of the ball.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Target {
    /// To stop in this cell, no opponent touched.
    Cell(Cell),
    /// To pass between these two players' pegs, touching neither.
    Gap(PlayerId, PlayerId),
    /// To go into the goal the kicker attacks (past the keeper's bar, when he holds it).
    OpenCorner,
    /// To stop at the far post of the goal the kicker attacks (the post away from the ball).
    FarPost,
}

/// A drill's target on its board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mark {
    /// The cell to stop in; a try is measured from its centre.
    Cell {
        /// The cell.
        cell: Cell,
        /// Its centre.
        centre: PitchPoint,
    },
    /// The line between two pegs' edges, to cross; a try is measured from its middle.
    Gap {
        /// One end (the first peg's edge).
        a: PitchPoint,
        /// The other end (the second peg's edge).
        b: PitchPoint,
        /// The two players.
        pegs: [PlayerId; 2],
    },
    /// The goal at `end`; a try is measured from `corner`, the middle of the goal mouth's
    /// widest part the keeper's bar leaves open.
    Corner {
        /// The goal.
        end: End,
        /// The open part of the mouth, on the goal line: from, to.
        open: (PitchPoint, PitchPoint),
        /// Its middle.
        corner: PitchPoint,
        /// The keeper's bar, when he holds it.
        bar: Option<Footprint>,
    },
    /// The far post; a try is measured from `spot`, just in front of it.
    Post {
        /// The post's centre.
        post: PitchPoint,
        /// Where the ball should stop.
        spot: PitchPoint,
    },
}

/// The middle of two points.
pub fn middle(a: PitchPoint, b: PitchPoint) -> PitchPoint {
    PitchPoint::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0)
}

impl Mark {
    /// `target` on the board of `state` (the drill's position, the kicker on the ball).
    pub fn of(target: Target, state: &MatchState) -> Mark {
        let kicker = state.holder().map_or(state.to_play(), |p| p.side);
        let end = state.attacks(kicker);
        match target {
            Target::Cell(cell) => Mark::Cell {
                cell,
                centre: cell.centre(),
            },
            Target::Gap(first, second) => {
                let at = |id: PlayerId| {
                    (peg_points(state).into_iter())
                        .find(|(p, _)| *p == id)
                        .map_or(PitchPoint::new(0.0, 0.0), |(_, at)| at)
                };
                let (p, q) = (at(first), at(second));
                let length = p.distance_to(q).max(f32::EPSILON);
                let r = PEG_DIAMETER_CM / 2.0 / length;
                let (dx, dy) = (q.x - p.x, q.y - p.y);
                Mark::Gap {
                    a: PitchPoint::new(p.x + dx * r, p.y + dy * r),
                    b: PitchPoint::new(q.x - dx * r, q.y - dy * r),
                    pegs: [first, second],
                }
            }
            Target::OpenCorner => {
                let bar = board(state, None)
                    .keeper_bar()
                    .map(Footprint::of_keeper_bar);
                let x = end.goal_line_x();
                let half = GOAL_WIDTH_CM / 2.0;
                // The wider part of the mouth beside the bar (the whole mouth without one).
                let (from, to) = match bar {
                    None => (-half, half),
                    Some(f) => {
                        let low = (f.a.y.min(f.b.y) - f.radius).max(-half);
                        let high = (f.a.y.max(f.b.y) + f.radius).min(half);
                        if low + half >= half - high {
                            (-half, low)
                        } else {
                            (high, half)
                        }
                    }
                };
                let open = (PitchPoint::new(x, from), PitchPoint::new(x, to));
                Mark::Corner {
                    end,
                    open,
                    corner: middle(open.0, open.1),
                    bar,
                }
            }
            Target::FarPost => {
                let ball = state.ball().cell.centre();
                let x = end.goal_line_x();
                let y = -ball.y.signum() * (GOAL_WIDTH_CM / 2.0 + POST_RADIUS_CM);
                Mark::Post {
                    post: PitchPoint::new(x, y),
                    spot: PitchPoint::new(x - x.signum() * FAR_POST_OUT_CM, y),
                }
            }
        }
    }

    /// The point a try's distance is measured from.
    pub fn aim_point(&self) -> PitchPoint {
        match *self {
            Mark::Cell { centre, .. } => centre,
            Mark::Gap { a, b, .. } => middle(a, b),
            Mark::Corner { corner, .. } => corner,
            Mark::Post { spot, .. } => spot,
        }
    }

    /// How far off a hit may be, centimetres: the cell's corner, half the gap, half the open
    /// part of the mouth, the far post's reach. A hit scores more the nearer it is.
    pub fn hit_reach_cm(&self) -> f32 {
        match *self {
            Mark::Cell { .. } => CELL_SIZE_CM,
            Mark::Gap { a, b, .. } => a.distance_to(b) / 2.0,
            Mark::Corner { open, .. } => open.0.distance_to(open.1) / 2.0,
            Mark::Post { .. } => FAR_POST_REACH_CM,
        }
    }
}
