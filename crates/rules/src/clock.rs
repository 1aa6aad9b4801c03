//! The timekeeping referees (2024 BASE, "ARBITRE - TEMPS"): the referee walks one cell after
//! PHASE 2 and after PHASE 3 when someone moved (TOURNAMENT counts full turns), never past
//! the half's length; each step may bring the team fatigue (TOURNOI) or announce the Classic
//! added time.

use crate::classic::time as classic;
use crate::event::Event;
use crate::state::{Clock, MatchState, emit};

/// Moves the timekeeping referee one cell (never past 45').
pub(crate) fn tick(state: &mut MatchState, events: &mut Vec<Event>) {
    let clock = state.clock();
    if clock.steps >= classic::half_length(state) {
        return;
    }
    let next = Clock {
        steps: clock.steps + 1,
        ..clock
    };
    let minute = crate::length::minute(&state.rules(), next);
    let tick = Event::Clock {
        half: next.half,
        steps: next.steps,
        minute,
    };
    emit(state, events, tick);
    crate::tournament::after_clock(state, events);
    classic::after_tick(state, events);
}
