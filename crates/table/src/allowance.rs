//! Why the move allowance is what it is, in words: PHASE 2's 3 cells, a long ball's cells for
//! everyone, PHASE 3 as far as the attackers' longest move, or the quick round's one player
//! and one cell when nobody attacked (2024 BASE, "PHASE 2" and "PHASE 3"). Read from the turn
//! the rules keep, and said only when it gives the number `check` allows.

use hexkick_i18n::{tr, trf};
use hexkick_rules::legal::move_allowance;
use hexkick_rules::state::{MatchState, Phase};
use hexkick_rules::turn::{PHASE_TWO_MOVE, QUICK_ROUND_MOVE};

/// Why the acting side may move as many cells as it may now; `None` outside PHASES 2 and 3.
pub fn allowance_reason(state: &MatchState) -> Option<String> {
    let turn = state.turn();
    let long = turn.long_ball.unwrap_or(0);
    let (up_to, why) = match state.phase() {
        Phase::Two if long > PHASE_TWO_MOVE => (
            long,
            trf("a long ball: {0} cells for everyone", &[&long.to_string()]),
        ),
        Phase::Two => (PHASE_TWO_MOVE, tr("PHASE 2 allows 3 cells").to_string()),
        Phase::Three if turn.attack_max_move == 0 && turn.long_ball.is_none() => (
            QUICK_ROUND_MOVE,
            tr("no attacker moved: one player, one cell").to_string(),
        ),
        Phase::Three if long >= turn.attack_max_move => (
            long,
            trf("a long ball: {0} cells for everyone", &[&long.to_string()]),
        ),
        Phase::Three => (
            turn.attack_max_move,
            trf(
                "the attackers' longest move was {0}",
                &[&turn.attack_max_move.to_string()],
            ),
        ),
        _ => return None,
    };
    (up_to == move_allowance(state)).then_some(why)
}
