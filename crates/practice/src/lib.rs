//! Flick practice, headless: the drills (a position on the real pitch, the kick style, what
//! it asks and its words), a try judged from the ball's real path (hit or miss, how far off
//! in centimetres, a score out of 100), and the personal bests kept in the saves.
//!
//! The screen (`ui::practice`) plays a drill's tries on the match screen in free play: the
//! table at the drill's position strikes each flick through the physics of a match
//! ([`hexkick_table::Table::free_kick_play`]) and the rules never see it; the path that comes
//! back is judged by [`Course::judge`].

mod bests;
mod drill;
mod judge;
mod target;
#[cfg(test)]
mod tests;
pub mod words;

pub use bests::{Best, Bests, Record};
pub use drill::{Drill, DrillError, DrillId};
pub use judge::{Course, Miss, Try, score};
pub use target::{FAR_POST_OUT_CM, FAR_POST_REACH_CM, Mark, Target, middle};
