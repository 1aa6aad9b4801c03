//! The Calculation of Distance (2024 BASE, "CALCUL DE LA DISTANCE (CdD)"): who takes the ball.

use crate::event::CodReason;
use crate::pitch::Cell;
use crate::pitch::Zone;
use crate::skills::ONE_TOUCH_SHORT_PASS_CELLS;
use crate::skills::SECOND_PLUS;
use crate::skills::has;
use crate::squad::Skill;
use crate::squad::{PlayerId, Side};
use crate::state::MatchState;
use crate::turn::duels_on;

/// The CoD's answer: the player(s) who take the ball.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodWin {
    /// The winners: one player, or tied team-mates between whom their coach chooses.
    pub candidates: Vec<PlayerId>,
    /// Cells from the winners to the ball.
    pub distance: u32,
    /// Why they won.
    pub reason: CodReason,
}

/// What the CoD needs to know about the kick.
#[derive(Clone, Copy, Debug)]
pub struct CodInput<'a> {
    /// The cells the ball rests on (two or three count as one big cell).
    pub ball: &'a [Cell],
    /// The pegs the ball touched, in order.
    pub touched: &'a [PlayerId],
    /// Players who may not take part (the kicker after a cross, shot or set piece).
    pub excluded: &'a [PlayerId],
    /// The kicker's side.
    pub attackers: Side,
    /// Ties go to the attackers (a short pass or drive of at most 4 cells, not the first pass
    /// of a counter-attack); otherwise to the defence.
    pub attackers_win_ties: bool,
}

/// Cells from `cell` to the nearest of the ball's cells.
pub fn distance_to_ball(cell: Cell, ball: &[Cell]) -> u32 {
    ball.iter()
        .map(|b| cell.distance_to(*b))
        .min()
        .unwrap_or(u32::MAX)
}

/// Runs the CoD. `None` only when no player may take part.
pub fn resolve(state: &MatchState, input: CodInput<'_>) -> Option<CodWin> {
    let contenders: Vec<(PlayerId, u32)> = state
        .players()
        .iter()
        .filter(|p| p.status() == crate::state::PlayerStatus::Pitch && !p.lying())
        .filter(|p| !input.excluded.contains(&p.id()))
        .filter_map(|p| p.cell().map(|c| (p.id(), distance_to_ball(c, input.ball))))
        // TOURNOI "BLESSURES": a seriously injured player only reaches a ball 1 cell away.
        .filter(|(p, d)| *d <= crate::tournament::cells_limit(state, *p, u32::MAX))
        .collect();
    let distance = contenders.iter().map(|(_, d)| *d).min()?;
    let tied: Vec<PlayerId> = contenders
        .iter()
        .filter(|(_, d)| *d == distance)
        .map(|(p, _)| *p)
        .collect();
    let win = |candidates: Vec<PlayerId>, reason| {
        Some(CodWin {
            candidates,
            distance,
            reason,
        })
    };
    if tied.len() == 1 {
        return win(tied, CodReason::Nearest);
    }
    // 1) The player who touched (not kicked) the ball; the last of them if several did.
    if let Some(t) = input.touched.iter().rev().find(|t| tied.contains(t)) {
        return win(vec![*t], CodReason::Touched);
    }
    if tied.iter().all(|p| p.side == tied[0].side) {
        return win(tied, CodReason::Nearest);
    }
    // 2) Nobody touched: short pass / drive to the attackers, anything else to the defence.
    let (side, reason) = if input.attackers_win_ties {
        (input.attackers, CodReason::ShortPass)
    } else {
        (input.attackers.opponent(), CodReason::DefenceWinsTie)
    };
    win(
        tied.into_iter().filter(|p| p.side == side).collect(),
        reason,
    )
}

/// 2024 BASE, "CALCUL DE LA DISTANCE": a short pass goes at most 4 cells.
pub const SHORT_PASS_CELLS: u32 = 4;

/// 2024 COMPLETE, "PRESSING": in the midfield zone, a standing opponent in the cell of the
/// player on the ball presses him; ties in the CoD of his short pass go to the defence.
pub fn pressed(state: &MatchState, by: PlayerId) -> bool {
    let cell = state.ball().cell;
    duels_on(state)
        && Zone::Midfield.contains(crate::pitch::End::Away, cell)
        && state.in_cell(by.side.opponent(), cell).any(|p| !p.lying())
}

/// The longest short pass of `by`: 5 cells with the yellow skill at COMPLETE, else 4.
pub fn short_pass_cells(state: &MatchState, by: PlayerId) -> u32 {
    let cells = if crate::classic::on(state) {
        crate::classic::skills::SHORT_PASS_CELLS
    } else if has(state, by, Skill::Yellow, 1) {
        ONE_TOUCH_SHORT_PASS_CELLS
    } else {
        SHORT_PASS_CELLS
    };
    cells - crate::tournament::short_pass_loss(state)
}

/// 2024 COMPLETE, "LONGUE PASSE" (yellow, second "+"): his long pass is a normal pass, so
/// CoD ties nobody touched go to his team-mates.
pub fn long_pass_wins_ties(state: &MatchState, by: PlayerId) -> bool {
    has(state, by, Skill::Yellow, SECOND_PLUS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Phase;
    use crate::testkit::{cell, id, position};

    fn input<'a>(ball: &'a [Cell], touched: &'a [PlayerId], short: bool) -> CodInput<'a> {
        CodInput {
            ball,
            touched,
            excluded: &[],
            attackers: Side::Home,
            attackers_win_ties: short,
        }
    }

    #[test]
    fn ties_go_to_the_toucher_then_by_pass_length() {
        let s = position(
            &[(9, "E6", ""), (10, "E10", "")],
            &[(4, "D9", "")],
            "home:9",
            Phase::One,
        );
        let ball = [cell("E9")];
        let short = resolve(&s, input(&ball, &[], true)).expect("someone");
        assert_eq!(
            (short.candidates, short.reason),
            (vec![id("home:10")], CodReason::ShortPass)
        );
        let long = resolve(&s, input(&ball, &[], false)).expect("someone");
        assert_eq!(long.candidates, vec![id("away:4")]);
        let touched = [id("home:10"), id("away:4")];
        let last = resolve(&s, input(&ball, &touched, true)).expect("someone");
        assert_eq!(
            (last.candidates, last.reason),
            (vec![id("away:4")], CodReason::Touched)
        );
    }

    #[test]
    fn a_ball_on_a_line_is_one_big_cell() {
        let s = position(
            &[(9, "E6", ""), (10, "F9", "")],
            &[(4, "C10", "")],
            "home:9",
            Phase::One,
        );
        assert_eq!(distance_to_ball(cell("F9"), &[cell("E9"), cell("D9")]), 1);
        let win = resolve(&s, input(&[cell("E9"), cell("D9")], &[], true)).expect("someone");
        assert_eq!((win.distance, win.candidates), (1, vec![id("home:10")]));
    }

    #[test]
    fn excluded_players_do_not_take_part() {
        let s = position(&[(9, "E6", ""), (10, "E9", "")], &[], "home:9", Phase::One);
        let ball = [cell("E6")];
        let excluded = [id("home:9")];
        let win = resolve(
            &s,
            CodInput {
                excluded: &excluded,
                ..input(&ball, &[], true)
            },
        );
        assert_eq!(
            win.map(|w| (w.candidates, w.distance)),
            Some((vec![id("home:10")], 3))
        );
    }
}
