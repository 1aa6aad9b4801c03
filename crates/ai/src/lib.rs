//! The AI coach: a [`Strategy`] looks at a [`MatchState`] and answers with one [`Command`].
//!
//! A strategy never changes the match: the caller sends its command through `check` and
//! `execute` like a human's. Every decision the rules can ask of a side has an answer here:
//! the kick (declaration, style and a flick simulated through the real physics, see
//! [`kick`]), skill replays, PHASE 2 runs and PHASE 3 marking ([`shape`]), entering the ball
//! cell and tackling, the goalkeeper against a declared shot ([`keeper`]), re-positioning and
//! substitutions ([`restarts`]) and every pending choice.
//!
//! [`Brain`] plays at four [`Difficulty`]s (execution noise, candidate breadth, lookahead);
//! [`Coach`] says who makes a side's decisions (a person, the AI, the random baseline);
//! [`RandomLegal`] is the baseline. [`headless`] plays whole matches without a window for
//! `hexkick simulate` and replays their logs for `hexkick replay`.

pub mod aim;
pub mod brain;
pub mod coach;
pub mod competition;
pub mod cpu_clock;
pub mod duels;
pub mod eval;
pub mod fouls;
pub mod headless;
pub mod keeper;
pub mod kick;
pub mod level;
pub mod plays;
pub mod random;
pub mod reason;
pub mod restarts;
pub mod rng;
pub mod shape;
pub mod tally;
#[cfg(test)]
mod testkit;

pub use brain::{Brain, Decision};
pub use coach::Coach;
pub use level::Difficulty;
pub use random::RandomLegal;

/// The match record moved to [`hexkick_record`]; this name stays for callers not yet moved.
pub use hexkick_record as log;

use hexkick_rules::command::Command;
use hexkick_rules::state::MatchState;

/// A coach: state in, command out.
pub trait Strategy {
    /// The command this coach sends now for the side that must act in `state`. It must pass
    /// `check`; the strategy never mutates the match.
    fn choose(&mut self, state: &MatchState) -> Command;

    /// A short name for reports ("hard", "random").
    fn name(&self) -> String;

    /// The decision for the side that must act: [`Strategy::choose`]'s command, unless the
    /// strategy strikes a kick it can hand back as its flick (so the table plays it through
    /// the physics like a person's).
    fn decide(&mut self, state: &MatchState) -> Decision {
        Decision::Send(self.choose(state))
    }

    /// Why the last decision ([`Strategy::choose`] or [`Strategy::decide`]) was taken, when
    /// the strategy has an intention to tell (the random baseline has none).
    fn reason(&self) -> Option<reason::Reason> {
        None
    }
}
