//! Match lengths and the extras other football board games offer (`shared/peers/`): the
//! TOURNAMENT's 17 full turns per half, the quick match, extra time, the turn timer and the
//! 4-player mode. The penalty shootout lives in [`super::shootout`].

use super::check::{RuleError, check_end_phase};
use super::error::because;
use super::event::{Event, RestartKind};
use super::note::Note;
use super::pitch::Cell;
use super::restart::stop_play;
use super::rules::RuleSet;
use super::squad::Side;
use super::state::{Clock, MatchState, Phase, Replay, emit, note};

/// TOURNOI "MATCHS": each half is 17 full turns (with team moves).
pub const TOURNAMENT_TURNS_PER_HALF: u8 = 17;
/// Quick match (Soccer City "Quick Match", about a third of the deck): one referee, 11 cells,
/// per half instead of three.
pub const QUICK_MATCH_STEPS: u8 = Clock::STEPS_PER_REFEREE;
/// Quick match at the TOURNAMENT level: a third of 17 turns, rounded up.
pub const QUICK_MATCH_TURNS: u8 = 6;
/// Extra time (Soccer City "Extra Time": 15 Ball cards against 45 a half, in two halves, as
/// football's 2 x 15 minutes): each extra half is one referee, 11 cells...
pub const EXTRA_TIME_STEPS: u8 = Clock::STEPS_PER_REFEREE;
/// ... or a third of 17 turns (6) at the TOURNAMENT level.
pub const EXTRA_TIME_TURNS: u8 = 6;
/// The halves of extra time are the match's third and fourth.
pub const FIRST_EXTRA_HALF: u8 = 3;
/// The last half when extra time is played.
pub const LAST_EXTRA_HALF: u8 = 4;
/// Minutes of a regular half.
const HALF_MINUTES: u16 = 45;
/// Minutes of a half of extra time.
const EXTRA_HALF_MINUTES: u16 = 15;
/// TOURNOI "MATCHS": about 40 s for PHASES 1 and 2 of a turn...
pub const ATTACK_SECONDS: u16 = 40;
/// ... and 20 s for PHASE 3 (60 s a turn).
pub const DEFENCE_SECONDS: u16 = 20;

/// Whether the clock counts full turns (TOURNAMENT) rather than referee cells.
pub fn counts_full_turns(rules: &RuleSet) -> bool {
    rules.tournament_rules()
}

/// The clock steps that make half `half` under `rules`.
pub fn half_steps(rules: &RuleSet, half: u8) -> u8 {
    let turns = counts_full_turns(rules);
    match (half >= FIRST_EXTRA_HALF, rules.extras.quick_match, turns) {
        (true, _, false) => EXTRA_TIME_STEPS,
        (true, _, true) => EXTRA_TIME_TURNS,
        (false, true, false) => QUICK_MATCH_STEPS,
        (false, true, true) => QUICK_MATCH_TURNS,
        (false, false, false) => Clock::STEPS_PER_HALF,
        (false, false, true) => TOURNAMENT_TURNS_PER_HALF,
    }
}

/// The last half a match may reach: 2, or 4 with extra time.
pub fn last_half(rules: &RuleSet) -> u8 {
    if rules.extras.extra_time {
        LAST_EXTRA_HALF
    } else {
        2
    }
}

/// The match minute the clock shows (45' a half, 15' a half of extra time).
pub fn minute(rules: &RuleSet, clock: Clock) -> u8 {
    let per = u16::from(half_steps(rules, clock.half).max(1));
    let steps = u16::from(clock.steps);
    let minute = if clock.half >= FIRST_EXTRA_HALF {
        2 * HALF_MINUTES
            + EXTRA_HALF_MINUTES * u16::from(clock.half - FIRST_EXTRA_HALF)
            + steps * EXTRA_HALF_MINUTES / per
    } else {
        HALF_MINUTES * u16::from(clock.half.saturating_sub(1)) + steps * HALF_MINUTES / per
    };
    u8::try_from(minute).unwrap_or(u8::MAX)
}

/// The turn timer's seconds for the current phase (TOURNOI "MATCHS": 40 s for PHASES 1-2,
/// 20 s for PHASE 3), when the timer is on. The UI runs the clock.
pub fn turn_seconds(state: &MatchState) -> Option<u16> {
    if !state.rules().extras.turn_timer {
        return None;
    }
    Some(match state.phase() {
        Phase::Three => DEFENCE_SECONDS,
        _ => ATTACK_SECONDS,
    })
}

/// Whether the turn timer may run out now: the timer is on and the phase could end.
pub(super) fn check_time_up(state: &MatchState) -> Result<(), RuleError> {
    if !state.rules().extras.turn_timer {
        return Err(RuleError::TimeUp(because("the turn timer is off")));
    }
    if !matches!(state.phase(), Phase::One | Phase::Two | Phase::Three) {
        return Err(RuleError::TimeUp(because(
            "the timer runs in PHASES 1, 2 and 3",
        )));
    }
    if state.pending().is_some() {
        return Err(RuleError::TimeUp(because("a choice must be made first")));
    }
    if state.phase() == Phase::One && state.turn().kicks == 0 {
        return match state.restart() {
            Some(_) => Err(RuleError::TimeUp(because("a set piece must be taken"))),
            None => Ok(()),
        };
    }
    check_end_phase(state).map_err(|_| RuleError::TimeUp(because("the phase cannot end yet")))
}

/// The turn timer ran out: the referee is called and ends the phase; in PHASE 1 before any
/// kick the ball stays where it is and the attackers move on to PHASE 2 (our reading of
/// TOURNOI "MATCHS": "l'arbitre doit être appelé").
pub(super) fn time_up(state: &mut MatchState, events: &mut Vec<Event>) {
    let time_up = Event::TimeUp {
        side: state.acting_side(),
        phase: state.phase().name().to_string(),
    };
    emit(state, events, time_up);
    if state.phase() == Phase::One && state.turn().kicks == 0 {
        let replay = Replay::default();
        note(state, events, Note::Replay { replay });
        super::execute::set_phase(state, Phase::Two, events);
    } else {
        super::execute::end_phase(state, events);
    }
}

/// One of the two coaches of a side (4-player mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coach {
    /// The side.
    pub side: Side,
    /// 1 or 2 (always 1 without the 4-player mode).
    pub seat: u8,
}

/// The coach who decides now: in the 4-player mode the two coaches of each side take
/// alternate turns (Soccer City "4-Player Mode": "Turn alternate from one coach to other");
/// coach 1 of both sides plays the odd turns, coach 2 the even ones. A turn begins with its
/// PHASE 1; a set piece is arranged by the coaches of the turn it interrupts.
pub fn acting_coach(state: &MatchState) -> Coach {
    let seat = if state.rules().extras.four_players {
        1 + u8::from(state.turn_number().saturating_sub(1) % 2 == 1)
    } else {
        1
    };
    Coach {
        side: state.acting_side(),
        seat,
    }
}

/// What extras remember during a match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExtrasState {
    /// Turns begun (PHASES 1 entered; a position set up in play is in turn 1); the 4-player
    /// mode alternates on it.
    pub turn_number: u32,
    /// The penalty shootout, once it started.
    pub shootout: Option<super::shootout::Shootout>,
}

/// The end of half `state.clock.half` (2 or 4, or 2 without extra time): extra time or a
/// shootout when the match needs a winner, else full time.
pub(super) fn end_of_regulation(state: &mut MatchState, events: &mut Vec<Event>) {
    let draw = state.score(Side::Home) == state.score(Side::Away);
    if draw && state.clock().half == 2 && state.rules().extras.extra_time {
        start_half(state, FIRST_EXTRA_HALF, state.first_kick_off(), events);
    } else if draw && state.rules().extras.shootout {
        super::shootout::start(state, events);
    } else {
        full_time(state, events);
    }
}

/// The referee whistles the end of the match.
pub(super) fn full_time(state: &mut MatchState, events: &mut Vec<Event>) {
    let result = state.current_result();
    emit(state, events, Event::FullTime { result });
}

/// Half `half` begins: the teams swap ends and `kicks_off` kicks off.
pub(super) fn start_half(
    state: &mut MatchState,
    half: u8,
    kicks_off: Side,
    events: &mut Vec<Event>,
) {
    // The clock starts again and the teams swap ends when the half is applied.
    let start = if half >= FIRST_EXTRA_HALF {
        Event::ExtraTime { half, kicks_off }
    } else {
        Event::SecondHalf { kicks_off }
    };
    emit(state, events, start);
    stop_play(
        state,
        RestartKind::KickOff,
        kicks_off,
        Cell::CENTRE,
        Cell::CENTRE.centre(),
        events,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Level;

    #[test]
    fn half_lengths_and_minutes() {
        let mut r = RuleSet::default();
        assert_eq!(half_steps(&r, 1), 33);
        assert_eq!(minute(&r, Clock { half: 2, steps: 11 }), 60);
        r.level = Level::Tournament;
        assert_eq!(half_steps(&r, 2), 17);
        assert_eq!(minute(&r, Clock { half: 1, steps: 17 }), 45);
        assert_eq!(minute(&r, Clock { half: 2, steps: 6 }), 60);
        r.extras.quick_match = true;
        assert_eq!(half_steps(&r, 1), QUICK_MATCH_TURNS);
        r.level = Level::Base;
        assert_eq!(half_steps(&r, 1), 11);
        assert_eq!(half_steps(&r, 3), 11);
        assert_eq!(minute(&r, Clock { half: 4, steps: 11 }), 120);
        assert_eq!(last_half(&r), 2);
    }
}
