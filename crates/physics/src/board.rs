//! The position a kick is played in: where every peg stands or lies, and the goalkeeper's bar.
//!
//! A [`Board`] is plain data in pitch centimetres (serialisable with the save); the physics
//! world is built from it by [`super::PreparedBoard`]. Obstacle shapes are described here as
//! [`Footprint`]s, seen from above, with the height of their top.

use hexkick_rules::pitch::{
    BOARD_LENGTH_CM, BOARD_WIDTH_CM, End, GOAL_WIDTH_CM, PEG_DIAMETER_CM, PEG_HEIGHT_CM, PitchPoint,
};
use hexkick_rules::squad::PlayerId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Length of a lying peg seen from above (its standing height), centimetres.
pub const LYING_PEG_LENGTH_CM: f32 = PEG_HEIGHT_CM;
/// Height of a lying peg's top above the felt (its diameter), centimetres.
pub const LYING_PEG_HEIGHT_CM: f32 = PEG_DIAMETER_CM;
/// Length of the goalkeeper's bar across the goal mouth, centimetres (our reading: it covers
/// half the mouth, so a blocked shot still finds a gap; see RULES.md, "Goalkeeper's bar").
pub const KEEPER_BAR_LENGTH_CM: f32 = GOAL_WIDTH_CM / 2.0;
/// Thickness of the goalkeeper's bar, centimetres.
pub const KEEPER_BAR_THICKNESS_CM: f32 = 0.5;
/// Distance of the bar's axis in front of the goal line, centimetres.
pub const KEEPER_BAR_SETBACK_CM: f32 = 1.0;

/// How a peg stands on the board.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Posture {
    /// Upright: a 1.2 cm disc seen from above, 3.2 cm tall.
    Standing,
    /// Lying on the felt (a diving goalkeeper, a sliding tackle): a 3.2 x 1.2 cm capsule seen
    /// from above, 1.2 cm tall. `angle_rad` turns its long axis from the `x` axis towards `y`.
    Lying {
        /// Angle of the long axis, radians, from `x` (towards the away goal) towards `y`.
        angle_rad: f32,
    },
}

/// One peg of the position.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PegPlacement {
    /// Who the peg is.
    pub player: PlayerId,
    /// The peg's centre on the pitch, centimetres.
    pub at: PitchPoint,
    /// Standing or lying.
    pub posture: Posture,
}

/// The goalkeeper's bar ("tige"), set across his goal mouth when he blocks a long shot
/// (2024 rules, "COMMENT FAIRE UN ARRÊT AVEC LE GARDIEN DE BUT", A).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeeperBar {
    /// The goal the bar guards.
    pub end: End,
    /// The goalkeeper holding it: a ball striking the bar is his touch.
    pub keeper: PlayerId,
    /// Where along the goal mouth the bar's middle is, centimetres from the goal's centre
    /// (`y`); clamped so the bar stays between the posts.
    pub centre_y_cm: f32,
}

/// A position for kicking: the pegs on the board and the goalkeeper's bar if he blocks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "BoardData", into = "BoardData")]
pub struct Board {
    pegs: Vec<PegPlacement>,
    keeper_bar: Option<KeeperBar>,
}

/// The unchecked shape of a [`Board`] in a file.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct BoardData {
    pegs: Vec<PegPlacement>,
    #[serde(default)]
    keeper_bar: Option<KeeperBar>,
}

/// Why a position cannot be built.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardError {
    /// A peg's position or angle is NaN or infinite.
    NotFinite(PlayerId),
    /// A peg stands off the board.
    OffTheBoard(PlayerId, PitchPoint),
    /// The same player is placed twice.
    Duplicate(PlayerId),
    /// The keeper bar's position is NaN or infinite.
    BarNotFinite,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFinite(p) => write!(f, "peg {p}: position or angle is not a finite number"),
            Self::OffTheBoard(p, at) => write!(
                f,
                "peg {p} at ({:.1}, {:.1}) cm is off the {BOARD_LENGTH_CM} x {BOARD_WIDTH_CM} cm board",
                at.x, at.y
            ),
            Self::Duplicate(p) => write!(f, "peg {p} is placed twice"),
            Self::BarNotFinite => write!(f, "the keeper bar's position is not a finite number"),
        }
    }
}

impl std::error::Error for BoardError {}

impl TryFrom<BoardData> for Board {
    type Error = BoardError;

    fn try_from(data: BoardData) -> Result<Self, Self::Error> {
        Board::from_placements(data.pegs, data.keeper_bar)
    }
}

impl From<Board> for BoardData {
    fn from(board: Board) -> Self {
        BoardData {
            pegs: board.pegs,
            keeper_bar: board.keeper_bar,
        }
    }
}

impl Board {
    /// A position from `(player, centre, posture)` triples and the keeper's bar if he blocks.
    /// The order of the pegs is kept: it fixes the physics world's insertion order.
    pub fn new(
        pegs: &[(PlayerId, PitchPoint, Posture)],
        keeper_bar: Option<KeeperBar>,
    ) -> Result<Board, BoardError> {
        let placements = pegs
            .iter()
            .map(|&(player, at, posture)| PegPlacement {
                player,
                at,
                posture,
            })
            .collect();
        Board::from_placements(placements, keeper_bar)
    }

    /// An empty board: no pegs, no bar.
    pub fn empty() -> Board {
        Board {
            pegs: Vec::new(),
            keeper_bar: None,
        }
    }

    fn from_placements(
        pegs: Vec<PegPlacement>,
        keeper_bar: Option<KeeperBar>,
    ) -> Result<Board, BoardError> {
        for (i, peg) in pegs.iter().enumerate() {
            let angle_ok = match peg.posture {
                Posture::Standing => true,
                Posture::Lying { angle_rad } => angle_rad.is_finite(),
            };
            if !peg.at.is_finite() || !angle_ok {
                return Err(BoardError::NotFinite(peg.player));
            }
            if !is_on_board(peg.at) {
                return Err(BoardError::OffTheBoard(peg.player, peg.at));
            }
            if pegs[..i].iter().any(|p| p.player == peg.player) {
                return Err(BoardError::Duplicate(peg.player));
            }
        }
        if keeper_bar.is_some_and(|b| !b.centre_y_cm.is_finite()) {
            return Err(BoardError::BarNotFinite);
        }
        Ok(Board { pegs, keeper_bar })
    }

    /// The pegs, in insertion order.
    pub fn pegs(&self) -> &[PegPlacement] {
        &self.pegs
    }

    /// The goalkeeper's bar, if he blocks.
    pub fn keeper_bar(&self) -> Option<KeeperBar> {
        self.keeper_bar
    }

    /// The obstacles a ball can touch that belong to a player: every peg, then the bar.
    pub(crate) fn player_obstacles(&self) -> Vec<(PlayerId, Footprint)> {
        let mut out: Vec<(PlayerId, Footprint)> = self
            .pegs
            .iter()
            .map(|p| (p.player, Footprint::of_peg(p.at, p.posture)))
            .collect();
        if let Some(bar) = self.keeper_bar {
            out.push((bar.keeper, Footprint::of_keeper_bar(bar)));
        }
        out
    }
}

/// Whether a point lies on the board (inside the advertising boards).
pub fn is_on_board(p: PitchPoint) -> bool {
    p.is_finite() && p.x.abs() <= BOARD_LENGTH_CM / 2.0 && p.y.abs() <= BOARD_WIDTH_CM / 2.0
}

/// An obstacle seen from above: a capsule (a segment thickened by `radius`; a disc when the
/// segment is a point), and the height of its top above the felt.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Footprint {
    /// One end of the capsule's axis, centimetres.
    pub a: PitchPoint,
    /// The other end of the capsule's axis, centimetres.
    pub b: PitchPoint,
    /// Half the capsule's thickness, centimetres.
    pub radius: f32,
    /// Height of the obstacle's top above the felt, centimetres.
    pub top: f32,
}

/// The margin of [`Footprint::distance_lower_bound`], centimetres: a thousand times the rounding of
/// a distance on the board.
const LOWER_BOUND_MARGIN_CM: f32 = 0.01;

impl Footprint {
    /// A peg's footprint in its posture.
    pub fn of_peg(at: PitchPoint, posture: Posture) -> Footprint {
        let radius = PEG_DIAMETER_CM / 2.0;
        match posture {
            Posture::Standing => Footprint {
                a: at,
                b: at,
                radius,
                top: PEG_HEIGHT_CM,
            },
            Posture::Lying { angle_rad } => {
                let half = LYING_PEG_LENGTH_CM / 2.0 - radius;
                let (sin, cos) = angle_rad.sin_cos();
                Footprint {
                    a: PitchPoint::new(at.x - half * cos, at.y - half * sin),
                    b: PitchPoint::new(at.x + half * cos, at.y + half * sin),
                    radius,
                    top: LYING_PEG_HEIGHT_CM,
                }
            }
        }
    }

    /// The goalkeeper's bar: across the goal mouth, just in front of the line, as tall as a peg.
    pub fn of_keeper_bar(bar: KeeperBar) -> Footprint {
        let radius = KEEPER_BAR_THICKNESS_CM / 2.0;
        let half = KEEPER_BAR_LENGTH_CM / 2.0;
        let reach = GOAL_WIDTH_CM / 2.0 - half;
        let centre_y = bar.centre_y_cm.clamp(-reach, reach);
        let x = bar.end.goal_line_x() - bar.end.goal_line_x().signum() * KEEPER_BAR_SETBACK_CM;
        Footprint {
            a: PitchPoint::new(x, centre_y - half + radius),
            b: PitchPoint::new(x, centre_y + half - radius),
            radius,
            top: PEG_HEIGHT_CM,
        }
    }

    /// Distance from `p` to the obstacle's surface seen from above (negative inside).
    pub fn distance_to(&self, p: PitchPoint) -> f32 {
        point_segment_distance(p, self.a, self.b) - self.radius
    }

    /// A cheap lower bound of [`Footprint::distance_to`] (no square root), below it by a
    /// margin far beyond rounding: the gap to the box around the axis, less the radius and
    /// the margin.
    pub fn distance_lower_bound(&self, p: PitchPoint) -> f32 {
        let gap_x = (self.a.x.min(self.b.x) - p.x).max(p.x - self.a.x.max(self.b.x));
        let gap_y = (self.a.y.min(self.b.y) - p.y).max(p.y - self.a.y.max(self.b.y));
        gap_x.max(gap_y) - self.radius - LOWER_BOUND_MARGIN_CM
    }

    /// Whether a disc of `radius` moving from `from` to `to` overlaps the footprint at any
    /// moment (a sampled test, fine-grained enough for the 0.75 cm ball).
    pub fn swept_by(&self, from: PitchPoint, to: PitchPoint, radius: f32) -> bool {
        let length = from.distance_to(to);
        // Every sample lies within `length` of `from`, and the distance to the footprint
        // changes no faster than the point moves: clear of it by more than that, none is near.
        if self.distance_lower_bound(from) > radius + length {
            return false;
        }
        let samples = (length / radius).ceil().max(1.0) as u32;
        (0..=samples).any(|i| {
            let t = i as f32 / samples as f32;
            let p = PitchPoint::new(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
            self.distance_to(p) < radius
        })
    }
}

/// Distance from a point to a segment, centimetres.
pub fn point_segment_distance(p: PitchPoint, a: PitchPoint, b: PitchPoint) -> f32 {
    let c = closest_point_on_segment(p, a, b);
    let (dx, dy) = (p.x - c.x, p.y - c.y);
    (dx * dx + dy * dy).sqrt()
}

/// The point of segment `a`-`b` nearest to `p`.
pub fn closest_point_on_segment(p: PitchPoint, a: PitchPoint, b: PitchPoint) -> PitchPoint {
    let (ex, ey) = (b.x - a.x, b.y - a.y);
    let len2 = ex * ex + ey * ey;
    let t = if len2 > 0.0 {
        (((p.x - a.x) * ex + (p.y - a.y) * ey) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    PitchPoint::new(a.x + t * ex, a.y + t * ey)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_rules::squad::Side;

    /// On a 0.1 cm grid around a standing peg, a lying one and the keeper's bar, the lower
    /// bound is below `distance_to`, wherever the box gives one above 0.
    #[test]
    fn the_lower_bound_is_below_the_distance() {
        let footprints = [
            Footprint::of_peg(PitchPoint::new(3.1, -2.2), Posture::Standing),
            Footprint::of_peg(
                PitchPoint::new(-7.3, 4.9),
                Posture::Lying { angle_rad: 0.7 },
            ),
            Footprint::of_keeper_bar(KeeperBar {
                end: End::Away,
                keeper: PlayerId::new(Side::Away, 1),
                centre_y_cm: 1.0,
            }),
        ];
        let mut clear = 0;
        for f in footprints {
            for i in -80..=80 {
                for j in -80..=80 {
                    let p = PitchPoint::new(f.a.x + i as f32 * 0.1, f.a.y + j as f32 * 0.1);
                    let bound = f.distance_lower_bound(p);
                    assert!(bound < f.distance_to(p), "{p:?} {bound} {f:?}");
                    if bound > 0.0 {
                        clear += 1;
                    }
                }
            }
        }
        assert!(clear > 60_000, "{clear}");
    }

    #[test]
    fn bad_positions_are_refused_with_a_reason() {
        let p = PlayerId::new(Side::Home, 9);
        let nan = Board::new(
            &[(p, PitchPoint::new(f32::NAN, 0.0), Posture::Standing)],
            None,
        );
        assert_eq!(nan, Err(BoardError::NotFinite(p)));
        let far = Board::new(&[(p, PitchPoint::new(70.0, 0.0), Posture::Standing)], None);
        assert!(matches!(far, Err(BoardError::OffTheBoard(..))));
        let twice = Board::new(
            &[
                (p, PitchPoint::new(1.0, 0.0), Posture::Standing),
                (p, PitchPoint::new(5.0, 0.0), Posture::Standing),
            ],
            None,
        );
        assert_eq!(twice, Err(BoardError::Duplicate(p)));
        let json = r#"{"pegs":[{"player":"home:9","at":{"x":1e9,"y":0},"posture":"standing"}]}"#;
        assert!(serde_json::from_str::<Board>(json).is_err());
    }

    #[test]
    fn a_lying_peg_is_a_long_capsule_along_its_angle() {
        let f = Footprint::of_peg(
            PitchPoint::new(0.0, 0.0),
            Posture::Lying {
                angle_rad: std::f32::consts::FRAC_PI_2,
            },
        );
        assert!(f.distance_to(PitchPoint::new(0.0, 1.5)) < 0.0);
        assert!(f.distance_to(PitchPoint::new(1.5, 0.0)) > 0.0);
        assert!((f.top - PEG_DIAMETER_CM).abs() < 1e-6);
    }

    #[test]
    fn the_keeper_bar_stays_between_the_posts() {
        let bar = KeeperBar {
            end: End::Away,
            keeper: PlayerId::new(Side::Away, 1),
            centre_y_cm: 50.0,
        };
        let f = Footprint::of_keeper_bar(bar);
        assert!(f.b.y + f.radius <= GOAL_WIDTH_CM / 2.0 + 1e-4);
        assert!(f.a.x < End::Away.goal_line_x());
    }
}
