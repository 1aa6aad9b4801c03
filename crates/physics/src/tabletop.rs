//! The tabletop as the physics sees it: where each peg of a [`MatchState`] stands inside its
//! cell, where the ball lies, and the goalkeeper's stance for a declared shot.
//!
//! Our reading of a position on the felt: a lone peg stands on its cell's spot (the centre of
//! the part of the cell inside the pitch, [`Cell::spot`]); the player on the ball stands on
//! the ball's point (his own peg is ignored at the strike); an opponent sharing a cell stands
//! between it and his own goal; a wall spreads across the cell. Every other peg keeps the
//! rulebook's 1.2 cm from the ball ([`BALL_GAP_CM`]). Pegs and the ball keep clear of the
//! lines so half cells on a goal line stay on the board.

use crate::{Board, KeeperBar, Posture};
use hexkick_rules::command::KeeperStance;
use hexkick_rules::pitch::{
    BALL_DIAMETER_CM, Cell, End, PEG_DIAMETER_CM, PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint,
};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, PlayerStatus};

/// How far an opponent in the ball's cell stands from the ball, towards his goal, cm.
pub const MARKER_OFFSET_CM: f32 = 2.6;
/// How far each of two opponents sharing a cell stands from its centre, cm.
pub const SHARED_OFFSET_CM: f32 = 1.6;
/// Spacing of the players of a wall across the cell, cm.
pub const WALL_SPACING_CM: f32 = 1.5;
/// Clearance kept between pegs or the ball and the pitch's outer lines, cm.
pub const LINE_CLEARANCE_CM: f32 = 1.0;
/// 2024 BASE, "PHASE 2": "À l'exception du joueur en possession du ballon, tous les joueurs
/// doivent rester à au moins 1,2 cm du ballon": the gap between a peg and the ball, cm.
pub const BALL_GAP_CM: f32 = 1.2;
/// The least distance from the ball's centre to the centre of a peg other than the holder's:
/// [`BALL_GAP_CM`] plus the ball's and the peg's radii, cm.
pub const BALL_CLEARANCE_CM: f32 = BALL_GAP_CM + (BALL_DIAMETER_CM + PEG_DIAMETER_CM) / 2.0;
/// Directions tried, round the ball, for a peg too close to it.
const CLEARANCE_DIRECTIONS: u16 = 24;

/// `x` step towards the goal a side defends (its own goal), `-1` or `1`.
fn towards_own_goal(state: &MatchState, side: Side) -> f32 {
    match state.defends(side) {
        End::Home => -1.0,
        End::Away => 1.0,
    }
}

/// A point moved inside the pitch by [`LINE_CLEARANCE_CM`] plus `radius`.
pub fn inside_pitch(p: PitchPoint, radius: f32) -> PitchPoint {
    let hx = PITCH_LENGTH_CM / 2.0 - LINE_CLEARANCE_CM - radius;
    let hy = PITCH_WIDTH_CM / 2.0 - LINE_CLEARANCE_CM - radius;
    PitchPoint::new(p.x.clamp(-hx, hx), p.y.clamp(-hy, hy))
}

/// Where the ball lies on the felt: its cell's spot, kept clear of the lines.
pub fn ball_point(state: &MatchState) -> PitchPoint {
    inside_pitch(state.ball().cell.spot(), BALL_DIAMETER_CM / 2.0)
}

/// `p` (a peg's point inside the pitch), moved the least it takes, round the ball, to stand
/// [`BALL_CLEARANCE_CM`] from `ball` and inside the pitch.
fn clear_of_ball(p: PitchPoint, ball: PitchPoint) -> PitchPoint {
    if p.distance_to(ball) >= BALL_CLEARANCE_CM {
        return p;
    }
    // A hair more than the clearance, so rounding never leaves a peg a micron too close.
    let reach = BALL_CLEARANCE_CM + 0.01;
    let away_from_ball = (p.y - ball.y).atan2(p.x - ball.x);
    let round = (0..CLEARANCE_DIRECTIONS)
        .map(|i| f32::from(i) * std::f32::consts::TAU / f32::from(CLEARANCE_DIRECTIONS));
    std::iter::once(away_from_ball)
        .chain(round)
        .map(|a| PitchPoint::new(ball.x + reach * a.cos(), ball.y + reach * a.sin()))
        .map(|q| inside_pitch(q, PEG_DIAMETER_CM / 2.0))
        .filter(|q| q.distance_to(ball) >= BALL_CLEARANCE_CM)
        .min_by(|a, b| a.distance_to(p).total_cmp(&b.distance_to(p)))
        .unwrap_or(p)
}

/// The point of every peg on the pitch, in a fixed order (the players' order in the state).
pub fn peg_points(state: &MatchState) -> Vec<(PlayerId, PitchPoint)> {
    let ball = state.ball();
    let mut out = Vec::new();
    for p in state.players() {
        let Some(cell) = p.cell().filter(|_| p.status() == PlayerStatus::Pitch) else {
            continue;
        };
        out.push((
            p.id(),
            peg_point(state, p.id(), cell, ball.cell, ball.holder),
        ));
    }
    out
}

fn peg_point(
    state: &MatchState,
    id: PlayerId,
    cell: Cell,
    ball_cell: Cell,
    holder: Option<PlayerId>,
) -> PitchPoint {
    if holder == Some(id) {
        return ball_point(state);
    }
    let own: Vec<PlayerId> = state.in_cell(id.side, cell).map(|p| p.id()).collect();
    let opponents = state.in_cell(id.side.opponent(), cell).count();
    let mut p = cell.spot();
    if own.len() > 1 {
        let i = own.iter().position(|q| *q == id).unwrap_or(0) as f32;
        let middle = (own.len() - 1) as f32 / 2.0;
        p.y += (i - middle) * WALL_SPACING_CM;
    }
    if opponents > 0 {
        let offset = if cell == ball_cell && holder.is_some_and(|h| h.side != id.side) {
            MARKER_OFFSET_CM
        } else {
            SHARED_OFFSET_CM
        };
        p.x += offset * towards_own_goal(state, id.side);
    }
    clear_of_ball(inside_pitch(p, PEG_DIAMETER_CM / 2.0), ball_point(state))
}

/// The physics position of `state`: every peg on the pitch, and the goalkeeper as he waits
/// for a declared shot (with the bar, lying, or standing). `stance` overrides the state's
/// stance for the defending keeper (the AI weighs its options with it).
pub fn board(state: &MatchState, stance: Option<(PlayerId, Cell, KeeperStance)>) -> Board {
    let stance = stance.or_else(|| {
        let keeper = state.keeper(state.to_play().opponent())?;
        let cell = state.position(keeper)?;
        state.turn().keeper_stance.map(|s| (keeper, cell, s))
    });
    let mut bar = None;
    let pegs: Vec<(PlayerId, PitchPoint, Posture)> = peg_points(state)
        .into_iter()
        .map(|(id, at)| match stance {
            Some((keeper, cell, s)) if keeper == id => {
                let at = clear_of_ball(inside_pitch(cell.spot(), 1.6), ball_point(state));
                match s {
                    KeeperStance::Bar => {
                        bar = Some(KeeperBar {
                            end: state.defends(id.side),
                            keeper: id,
                            centre_y_cm: at.y,
                        });
                        (id, at, Posture::Standing)
                    }
                    KeeperStance::Lying => (
                        id,
                        at,
                        Posture::Lying {
                            angle_rad: std::f32::consts::FRAC_PI_2,
                        },
                    ),
                    KeeperStance::Standing => (id, at, Posture::Standing),
                }
            }
            _ => (id, at, Posture::Standing),
        })
        .collect();
    Board::new(&pegs, bar).unwrap_or_else(|_| Board::empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_rules::rules::RuleSet;
    use hexkick_rules::squad::Squad;

    #[test]
    fn every_peg_of_a_new_match_is_on_the_board_apart_from_the_others() {
        let squad = Squad::standard_base();
        let s = MatchState::new_match(RuleSet::default(), &squad, &squad).expect("match");
        let pegs = peg_points(&s);
        assert_eq!(pegs.len(), 22);
        for (i, (_, a)) in pegs.iter().enumerate() {
            assert!(a.is_on_pitch());
            for (_, b) in &pegs[i + 1..] {
                assert!(a.distance_to(*b) > 1.2, "{a:?} {b:?}");
            }
        }
        assert_eq!(board(&s, None).pegs().len(), 22);
    }

    /// A position with the ball held by home:9 in `ball`, an opponent in the ball's cell
    /// and one player of each side in every cell next to it (and the keepers in E1/E11).
    fn crowded(ball: Cell) -> MatchState {
        use hexkick_rules::squad::SkillSet;
        use hexkick_rules::state::{Setup, SetupPlayer};
        let mut players = vec![
            (PlayerId::new(Side::Home, 9), ball),
            (PlayerId::new(Side::Away, 9), ball),
        ];
        for (n, c) in (2..).zip(ball.neighbours()) {
            players.push((PlayerId::new(Side::Home, n), c));
            players.push((PlayerId::new(Side::Away, n), c));
        }
        for (side, keeper) in [(Side::Home, "E1"), (Side::Away, "E11")] {
            let cell: Cell = keeper.parse().expect("cell");
            if !players.iter().any(|(id, c)| id.side == side && *c == cell) {
                players.push((PlayerId::new(side, 1), cell));
            }
        }
        let setup = Setup {
            players: players
                .into_iter()
                .map(|(id, cell)| SetupPlayer {
                    id,
                    name: None,
                    cell: Some(cell),
                    skills: SkillSet::default(),
                })
                .collect(),
            ball,
            holder: Some(PlayerId::new(Side::Home, 9)),
            to_play: Side::Home,
            ..Setup::default()
        };
        MatchState::from_setup(&setup).expect("setup")
    }

    #[test]
    fn no_peg_but_the_holder_stands_within_1_2_cm_of_the_ball() {
        for ball in Cell::all() {
            let s = crowded(ball);
            let at = ball_point(&s);
            assert!(
                at.is_on_pitch() && Cell::at(at) == Some(ball),
                "ball in {ball}"
            );
            for (id, p) in peg_points(&s) {
                assert!(
                    p.is_on_pitch(),
                    "{id} off the pitch with the ball in {ball}"
                );
                if id == PlayerId::new(Side::Home, 9) {
                    assert_eq!(p, at, "the holder stands on the ball");
                    continue;
                }
                let gap = p.distance_to(at) - (BALL_DIAMETER_CM + PEG_DIAMETER_CM) / 2.0;
                assert!(
                    gap >= BALL_GAP_CM,
                    "{id} {gap:.2} cm from the ball in {ball}"
                );
            }
        }
    }

    #[test]
    fn a_defending_keeper_in_the_ball_cell_keeps_his_distance_too() {
        for ball in ["E11", "A11", "E1"] {
            let ball: Cell = ball.parse().expect("cell");
            let s = crowded(ball);
            let keeper = PlayerId::new(Side::Away, 9);
            for stance in [
                KeeperStance::Bar,
                KeeperStance::Standing,
                KeeperStance::Lying,
            ] {
                let b = board(&s, Some((keeper, ball, stance)));
                let at = b
                    .pegs()
                    .iter()
                    .find(|p| p.player == keeper)
                    .map(|p| p.at)
                    .expect("keeper on the board");
                assert!(
                    at.distance_to(ball_point(&s)) >= BALL_CLEARANCE_CM,
                    "{stance:?} in {ball}"
                );
            }
        }
    }

    #[test]
    fn lone_pegs_stand_on_their_cell_spot_inside_the_pitch() {
        let squad = Squad::standard_base();
        let s = MatchState::new_match(RuleSet::default(), &squad, &squad).expect("match");
        let holder = s.holder();
        let mut keepers = 0;
        for (id, p) in peg_points(&s) {
            let cell = s.position(id).expect("on the pitch");
            if Some(id) == holder || cell.distance_to(s.ball().cell) <= 1 {
                continue;
            }
            assert_eq!(p, cell.spot(), "{id} in {cell}");
            if s.is_keeper(id) {
                keepers += 1;
                let line = s.defends(id.side).goal_line_x();
                assert!(
                    (p.x - line).abs() > PEG_DIAMETER_CM,
                    "the keeper stands inside the pitch, not on the goal line: {p:?}"
                );
            }
        }
        assert_eq!(keepers, 2);
    }
}
