//! How long a match is: the clock steps of each half and the minute they show (2024 BASE
//! "TEMPS": three referees of 11 cells a half; TOURNOI "MATCHS": 17 full turns; the extras'
//! quick match and extra time, `shared/peers/`).

use crate::rules::RuleSet;
use crate::situation::Clock;

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
