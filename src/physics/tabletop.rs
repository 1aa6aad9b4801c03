//! The tabletop as the physics sees it: where each peg of a [`MatchState`] stands inside its
//! cell, where the ball lies, and the goalkeeper's stance for a declared shot.
//!
//! Our reading of a position on the felt: a lone peg stands at its cell's centre; the player
//! on the ball stands on the ball's point (his own peg is ignored at the strike); an opponent
//! sharing a cell stands between it and his own goal; a wall spreads across the cell. Pegs and
//! the ball keep clear of the lines so half cells on a goal line stay on the board.

use crate::core::command::KeeperStance;
use crate::core::pitch::{
    BALL_DIAMETER_CM, Cell, End, PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint,
};
use crate::core::squad::{PlayerId, Side};
use crate::core::state::{MatchState, PlayerStatus};
use crate::physics::{Board, KeeperBar, Posture};

/// How far an opponent in the ball's cell stands from the ball, towards his goal, cm.
pub const MARKER_OFFSET_CM: f32 = 2.6;
/// How far each of two opponents sharing a cell stands from its centre, cm.
pub const SHARED_OFFSET_CM: f32 = 1.6;
/// Spacing of the players of a wall across the cell, cm.
pub const WALL_SPACING_CM: f32 = 1.5;
/// Clearance kept between pegs or the ball and the pitch's outer lines, cm.
pub const LINE_CLEARANCE_CM: f32 = 1.0;

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

/// Where the ball lies on the felt: its cell's centre, kept clear of the lines.
pub fn ball_point(state: &MatchState) -> PitchPoint {
    inside_pitch(state.ball().cell.centre(), BALL_DIAMETER_CM / 2.0)
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
    let centre = cell.centre();
    if holder == Some(id) {
        return ball_point(state);
    }
    let own: Vec<PlayerId> = state.in_cell(id.side, cell).map(|p| p.id()).collect();
    let opponents = state.in_cell(id.side.opponent(), cell).count();
    let mut p = centre;
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
    inside_pitch(p, 0.6)
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
                let at = inside_pitch(cell.centre(), 1.6);
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
    use crate::core::rules::RuleSet;
    use crate::core::squad::Squad;

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
}
