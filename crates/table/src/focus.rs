//! The cells that matter for the decision of the moment ([`super::view::TableView::focus`]):
//! the ball's cell and the cells of the players who can act now, so a screen can frame them
//! without working out who may act for itself.

use super::view::Offered;
use hexkick_rules::legal;
use hexkick_rules::pitch::Cell;
use hexkick_rules::state::{MatchState, Phase};

/// The ball's cell, the cells of the open actions (a tackle's ball cell, a ball on a line)
/// and of the acting side's players who can act now: the pegs that may move in PHASES 2 and 3
/// and at a throw-in, the pegs that may be placed before a set piece, the player on the ball
/// in PHASE 1. Each cell once, the ball's first.
pub(super) fn focus(state: &MatchState, actions: &[Offered]) -> Vec<Cell> {
    let mut cells = vec![state.ball().cell];
    cells.extend(
        actions
            .iter()
            .filter(|a| a.is_open())
            .flat_map(|a| a.cells.iter().copied()),
    );
    if state.pending().is_none() {
        let side = state.acting_side();
        let can_act = |id| match state.phase() {
            Phase::Two | Phase::Three | Phase::ThrowIn => {
                !legal::move_targets(state, id).is_empty()
            }
            Phase::Positioning { .. } => !legal::placements(state, id).is_empty(),
            Phase::One => state.ball().holder == Some(id),
            Phase::CoinToss | Phase::FullTime => false,
        };
        cells.extend(
            state
                .on_pitch(side)
                .filter(|p| can_act(p.id()))
                .filter_map(|p| p.cell()),
        );
    }
    let mut seen = Vec::with_capacity(cells.len());
    cells.retain(|c| {
        let first = !seen.contains(c);
        seen.push(*c);
        first
    });
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_rules::state::Phase;
    use hexkick_rules::testkit::{cell, position};

    #[test]
    fn phase_one_frames_the_ball_and_the_kicker_phase_two_the_pegs_that_may_move() {
        let one = position(
            &[(9, "E6", ""), (10, "C3", "")],
            &[(1, "E11", "")],
            "home:9",
            Phase::One,
        );
        assert_eq!(
            focus(&one, &[]),
            vec![cell("E6")],
            "the ball and its holder: one cell"
        );
        let two = position(
            &[(9, "E6", ""), (10, "C3", "")],
            &[(1, "E11", "")],
            "home:9",
            Phase::Two,
        );
        let cells = focus(&two, &[]);
        assert_eq!(cells[0], cell("E6"), "the ball first");
        assert!(cells.contains(&cell("C3")), "{cells:?}");
        assert!(
            !cells.contains(&cell("E11")),
            "the side not to act: {cells:?}"
        );
        assert_eq!(cells.len(), 2, "each cell once: {cells:?}");
    }
}
