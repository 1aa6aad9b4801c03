//! Time (2024 BASE, "ARBITRE - TEMPS"; TOURNOI "MATCHS"; the extras' extra time and turn
//! timer): the referee's whistle at 45' (after the ball leaves the attacking zone), half time
//! and the teams changing ends, extra time or a shootout for a drawn match that needs a
//! winner, full time; the turn timer and the referee called when it runs out. The referee's
//! walk itself is [`crate::clock`]; how long halves are is [`crate::length`].

use crate::error::RuleError;
use crate::error::because;
use crate::event::{Event, RestartKind};
pub use crate::length::{
    EXTRA_TIME_STEPS, EXTRA_TIME_TURNS, FIRST_EXTRA_HALF, LAST_EXTRA_HALF, QUICK_MATCH_STEPS,
    QUICK_MATCH_TURNS, TOURNAMENT_TURNS_PER_HALF, counts_full_turns, half_steps, last_half, minute,
};
use crate::note::Note;
use crate::pitch::Cell;
use crate::pitch::Zone;
use crate::restart::stoppage::stop_play;
use crate::squad::Side;
use crate::state::{MatchState, Phase, Replay, emit, note};
pub use crate::tallies::{Coach, ExtrasState};
use crate::turn::full_time;

/// TOURNOI "MATCHS": about 40 s for PHASES 1 and 2 of a turn...
pub const ATTACK_SECONDS: u16 = 40;
/// ... and 20 s for PHASE 3 (60 s a turn).
pub const DEFENCE_SECONDS: u16 = 20;

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

/// Whether the turn timer may run out now: the timer is on, in play, with no choice awaited
/// and no set piece to take. `Ok(true)`: only if the phase could end now (the caller asks
/// the end of the phase's check).
pub(crate) fn check_time_up(state: &MatchState) -> Result<bool, RuleError> {
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
            None => Ok(false),
        };
    }
    Ok(true)
}

/// The turn timer ran out: the referee is called and ends the phase; in PHASE 1 before any
/// kick the ball stays where it is and the attackers move on to PHASE 2 (our reading of
/// TOURNOI "MATCHS": "l'arbitre doit être appelé"). `true`: the phase ends as usual (the
/// caller ends it).
pub(crate) fn time_up(state: &mut MatchState, events: &mut Vec<Event>) -> bool {
    let time_up = Event::TimeUp {
        side: state.acting_side(),
        phase: state.phase().name().to_string(),
    };
    emit(state, events, time_up);
    if state.phase() == Phase::One && state.turn().kicks == 0 {
        let replay = Replay::default();
        note(state, events, Note::Replay { replay });
        crate::turn::set_phase(state, Phase::Two, events);
        false
    } else {
        true
    }
}

/// The end of half `state.clock.half` (2 or 4, or 2 without extra time): extra time or a
/// shootout when the match needs a winner, else full time.
pub(crate) fn end_of_regulation(state: &mut MatchState, events: &mut Vec<Event>) {
    let draw = state.score(Side::Home) == state.score(Side::Away);
    if draw && state.clock().half == 2 && state.rules().extras.extra_time {
        start_half(state, FIRST_EXTRA_HALF, state.first_kick_off(), events);
    } else if draw && state.rules().extras.shootout {
        crate::shootout::start(state, events);
    } else {
        full_time(state, events);
    }
}

/// Half `half` begins: the teams swap ends and `kicks_off` kicks off.
pub(crate) fn start_half(
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

/// Whether the referee whistles now that 45' are reached: only with the ball outside the
/// attacking zone of the side in possession; a free kick, penalty, corner or throw-in from
/// the attacking zone is always taken first (2024 BASE, "Temps Additionnel").
pub fn whistle_due(state: &MatchState) -> bool {
    if state.clock().steps < crate::classic::time::half_length(state)
        || state.shootout().is_some()
        || state.pending().is_some()
        || matches!(state.phase(), Phase::FullTime | Phase::CoinToss)
    {
        return false;
    }
    if !state.rules().options.attacking_zone_extra_time {
        return true;
    }
    if let Some(r) = state.restart() {
        let always_taken = crate::classic::time::always_taken_at_45(state, r.kind);
        let from_attack = Zone::Defence.contains(state.attacks(r.side), r.cell);
        return !(always_taken && from_attack);
    }
    !Zone::Defence.contains(state.attacks(state.to_play()), state.ball().cell)
}

/// Whistles half time or full time when due.
pub(crate) fn whistle_if_due(state: &mut MatchState, events: &mut Vec<Event>) {
    if !whistle_due(state) {
        return;
    }
    crate::classic::time::new_half(state, events);
    // The teams swap ends at every break: each keeps its shape, turned half a turn.
    match state.clock().half {
        1 => {
            emit(state, events, Event::HalfTime);
            let kicks_off: Side = state.first_kick_off().opponent();
            start_half(state, 2, kicks_off, events);
        }
        3 => {
            let kicks_off: Side = state.first_kick_off().opponent();
            start_half(state, 4, kicks_off, events);
        }
        _ => end_of_regulation(state, events),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::situation::Phase;
    use crate::testkit::setup;

    #[test]
    fn the_whistle_waits_in_the_attacking_zone() {
        let mut at = setup(&[(9, "E9", "")], &[(1, "E11", "V")], "home:9", Phase::Two);
        let s = MatchState::from_setup(&at).expect("valid");
        assert!(!whistle_due(&s), "not 45' yet");
        at.clock.steps = crate::state::Clock::STEPS_PER_HALF;
        let s = MatchState::from_setup(&at).expect("valid");
        assert!(!whistle_due(&s), "ball in the attacking zone");
        at.rules.options.attacking_zone_extra_time = false;
        let s = MatchState::from_setup(&at).expect("valid");
        assert!(whistle_due(&s));
    }
}
