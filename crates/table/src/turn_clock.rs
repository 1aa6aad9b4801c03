//! The turn timer (extras: `turn_timer`; 2024 TOURNAMENT "MATCHS": about 60 seconds a
//! turn, 40 for the attackers, 20 for PHASE 3): the clock of the coach to act, run on the
//! frame time the screen hands it (no wall clock here), so it is tested headless.
//!
//! The clock starts afresh whenever a phase begins (or the other side is to play), holds
//! while a choice is pending (the keeper's set-up, a tie, ...), while the ball rolls or the
//! AI thinks (the screen says when it runs), and reads zero when the time is up: the screen
//! then sends [`Command::TimeUp`] once, when the core
//! accepts it.

use super::setup::PlayOptions;
use hexkick_rules::check::check;
use hexkick_rules::command::Command;
use hexkick_rules::squad::Side;
use hexkick_rules::state::{MatchState, Phase};
use hexkick_rules::time::turn_seconds;

/// Longest frame counted, seconds: a stalled frame (a debugger, a suspended app) does not
/// eat the coach's time.
const MAX_FRAME_S: f64 = 0.25;

/// What a clock is counting for: a phase of one side's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ClockMark {
    phase: Phase,
    to_play: Side,
    half: u8,
    steps: u8,
}

/// The clock of the coach to act.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TurnClock {
    mark: Option<ClockMark>,
    elapsed_s: f64,
    called: bool,
}

/// The clock as the HUD shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClockReading {
    /// The side whose coach's time runs.
    pub side: Side,
    /// The seconds this phase allows.
    pub limit_s: u16,
    /// Seconds left (0 when the time is up).
    pub left_s: f64,
    /// Whether it runs now (not while a choice is pending or the screen holds it).
    pub running: bool,
}

impl ClockReading {
    /// Whether the time is up.
    pub fn expired(&self) -> bool {
        self.left_s <= 0.0
    }

    /// "0:38": whole seconds left, rounded up (it reads 0:00 only once the time is up).
    pub fn text(&self) -> String {
        let whole = self.left_s.max(0.0).ceil() as u32;
        format!("{}:{:02}", whole / 60, whole % 60)
    }
}

/// The seconds the coach to act has in this phase, when the match's rules have the turn
/// timer: the set-up's own figure if it chose one, else the core's (40 s, 20 s in PHASE 3).
pub fn limit_s(state: &MatchState, options: &PlayOptions) -> Option<u16> {
    let core = turn_seconds(state)?;
    Some(options.turn_timer_s.filter(|s| *s > 0).unwrap_or(core))
}

impl TurnClock {
    /// Counts `dt` seconds of frame time for `state` (only when `running`: a person decides
    /// and nothing is moving) and reads the clock; `None` when the match has no turn timer
    /// or no phase of play is on (coin toss, set-up of a restart, full time).
    pub fn advance(
        &mut self,
        state: &MatchState,
        options: &PlayOptions,
        dt: f64,
        running: bool,
    ) -> Option<ClockReading> {
        let Some(limit) = limit_s(state, options)
            .filter(|_| matches!(state.phase(), Phase::One | Phase::Two | Phase::Three))
        else {
            self.mark = None;
            return None;
        };
        let clock = state.clock();
        let mark = ClockMark {
            phase: state.phase(),
            to_play: state.to_play(),
            half: clock.half,
            steps: clock.steps,
        };
        if self.mark != Some(mark) {
            *self = TurnClock {
                mark: Some(mark),
                ..TurnClock::default()
            };
        }
        let running = running && state.pending().is_none();
        if running && dt.is_finite() && dt > 0.0 {
            self.elapsed_s += dt.min(MAX_FRAME_S);
        }
        Some(ClockReading {
            side: state.acting_side(),
            limit_s: limit,
            left_s: (f64::from(limit) - self.elapsed_s).max(0.0),
            running,
        })
    }

    /// Whether the time is up, not called yet, and the rules accept the call now: true
    /// once per phase (the caller sends the time-up command then). While the rules refuse
    /// it (a wall to break up first, ...) it stays due.
    pub fn call_time_up(&mut self, reading: &ClockReading, state: &MatchState) -> bool {
        if !reading.expired() || self.called || check(state, &Command::TimeUp).is_err() {
            return false;
        }
        self.called = true;
        true
    }
}
