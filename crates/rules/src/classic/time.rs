//! Classic time ("KEEPING THE TIME", "RUNNING THE CLOCK", "EXTRA TIME"): the referee walks
//! one cell when PHASE 3 ends or after a line-up, and each half gets 1 added cell per goal and
//! per substitution, at most 5.

use crate::classic::on;
use crate::event::{Event, RestartKind};
use crate::note::Note;
use crate::state::{MatchState, emit, note};

/// Classic "EXTRA TIME": at most 5 minutes (cells) per half (a cell is a minute here).
pub const MAX_ADDED_CELLS: u8 = 5;

/// The cells the referees walk this half before the half may end: 33, plus the added time in
/// Classic.
pub fn half_length(state: &MatchState) -> u8 {
    let base = regular_length(state);
    if !on(state) || state.clock().half > 2 {
        return base;
    }
    let c = &state.classic();
    base + c.added.unwrap_or(c.earned.min(MAX_ADDED_CELLS))
}

/// The half's length before added time (the extras may shorten or lengthen it).
fn regular_length(state: &MatchState) -> u8 {
    crate::length::half_steps(&state.rules(), state.clock().half)
}

/// Whether the referee walks when PHASE 2 ends: in 2024 only ("TEMPS"); Classic moves time
/// once, when PHASE 3 ends.
pub fn ticks_after_phase_two(state: &MatchState) -> bool {
    !on(state)
}

/// The set pieces from the attacking zone the referee always lets be taken at 45': a free
/// kick, penalty, corner or throw-in (2024 BASE, "Temps Additionnel"); Classic "HALF TIME":
/// "a free kick or penalty but not for a corner or a throw-in".
pub fn always_taken_at_45(state: &MatchState, kind: RestartKind) -> bool {
    match kind {
        RestartKind::FreeKick | RestartKind::Penalty => true,
        RestartKind::Corner | RestartKind::ThrowIn => !on(state),
        RestartKind::KickOff | RestartKind::GoalKick => false,
    }
}

/// Classic: a goal or a substitution during the half earns one added cell.
pub fn earn(state: &mut MatchState, events: &mut Vec<Event>) {
    if on(state) {
        note(state, events, Note::AddedTimeEarned);
    }
}

/// Whether the line-up waiting now starts a half (the kick-off before any play): it does not
/// move time, and substitutions made in it are "between halves".
pub fn half_start(state: &MatchState) -> bool {
    state
        .restart()
        .is_some_and(|r| r.kind == RestartKind::KickOff)
        && state.clock().steps == 0
        && state.classic().earned == 0
}

/// After the referee's step: at 45' Classic announces the added time, fixed from then on.
pub fn after_tick(state: &mut MatchState, events: &mut Vec<Event>) {
    if on(state)
        && state.clock().half <= 2
        && state.clock().steps == regular_length(state)
        && state.classic().added.is_none()
    {
        let cells = state.classic().earned.min(MAX_ADDED_CELLS);
        emit(state, events, Event::AddedTime { cells });
    }
}

/// A new half: nothing earned yet.
pub fn new_half(state: &mut MatchState, events: &mut Vec<Event>) {
    note(state, events, Note::AddedTimeReset);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Edition, RuleSet};
    use crate::state::{Clock, Phase, Setup};

    #[test]
    fn added_time_is_one_cell_per_goal_or_substitution_and_at_most_five() {
        let mut s = MatchState::from_setup(&Setup {
            rules: RuleSet {
                edition: Edition::Classic,
                ..RuleSet::default()
            },
            phase: Phase::CoinToss,
            ..Setup::default()
        })
        .expect("setup");
        assert_eq!(half_length(&s), Clock::STEPS_PER_HALF);
        let events = &mut Vec::new();
        earn(&mut s, events);
        earn(&mut s, events);
        assert_eq!(half_length(&s), Clock::STEPS_PER_HALF + 2);
        for _ in 0..5 {
            earn(&mut s, events);
        }
        assert_eq!(half_length(&s), Clock::STEPS_PER_HALF + MAX_ADDED_CELLS);
        new_half(&mut s, events);
        assert_eq!(half_length(&s), Clock::STEPS_PER_HALF);
    }
}
