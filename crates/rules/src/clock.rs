//! Time (2024 BASE, "ARBITRE - TEMPS"): the referee walks one cell after PHASE 2 and after
//! PHASE 3 when someone moved; the 45' whistle waits while the ball is in the attacking zone.
//! TOURNAMENT counts full turns instead, and the extras change the halves' length
//! ([`super::extras`]).

use super::classic::time as classic;
use super::event::Event;
use super::pitch::Zone;
use super::squad::Side;
use super::state::{Clock, MatchState, Phase, emit};

/// Moves the timekeeping referee one cell (never past 45').
pub(super) fn tick(state: &mut MatchState, events: &mut Vec<Event>) {
    let clock = state.clock();
    if clock.steps >= classic::half_length(state) {
        return;
    }
    let next = Clock {
        steps: clock.steps + 1,
        ..clock
    };
    let minute = super::extras::minute(&state.rules(), next);
    let tick = Event::Clock {
        half: next.half,
        steps: next.steps,
        minute,
    };
    emit(state, events, tick);
    super::tournament::after_clock(state, events);
    classic::after_tick(state, events);
}

/// Whether the referee whistles now that 45' are reached: only with the ball outside the
/// attacking zone of the side in possession; a free kick, penalty, corner or throw-in from
/// the attacking zone is always taken first (2024 BASE, "Temps Additionnel").
pub fn whistle_due(state: &MatchState) -> bool {
    if state.clock().steps < classic::half_length(state)
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
        let always_taken = classic::always_taken_at_45(state, r.kind);
        let from_attack = Zone::Defence.contains(state.attacks(r.side), r.cell);
        return !(always_taken && from_attack);
    }
    !Zone::Defence.contains(state.attacks(state.to_play()), state.ball().cell)
}

/// Whistles half time or full time when due.
pub(super) fn whistle_if_due(state: &mut MatchState, events: &mut Vec<Event>) {
    if !whistle_due(state) {
        return;
    }
    classic::new_half(state, events);
    // The teams swap ends at every break: each keeps its shape, turned half a turn.
    match state.clock().half {
        1 => {
            emit(state, events, Event::HalfTime);
            let kicks_off: Side = state.first_kick_off().opponent();
            super::extras::start_half(state, 2, kicks_off, events);
        }
        3 => {
            let kicks_off: Side = state.first_kick_off().opponent();
            super::extras::start_half(state, 4, kicks_off, events);
        }
        _ => super::extras::end_of_regulation(state, events),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
