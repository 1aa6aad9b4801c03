//! The rules core: pure Rust, no rendering, physics, storage, I/O, clock or global RNG.
//!
//! Every action is a [`command::Command`] that goes through `check` and `execute` and comes
//! back as events. The pitch model lives in [`pitch`]; what a flick did to the ball reaches
//! the rules as a [`outcome::KickOutcome`] (the physics seam, DESIGN.md).

pub mod dice;
pub mod outcome;
pub mod pitch;
pub mod squad;
