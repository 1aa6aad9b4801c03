//! hexkick: Simulator Soccer, the hex-cell tabletop football game, with a ball you really flick.
//!
//! The library holds everything but the entry point; see docs/ARCHITECTURE.md for the
//! architecture.

pub mod ai;
pub mod bounded;
pub mod build_info;
pub mod cli;
pub mod core;
pub mod i18n;
pub mod input;
pub mod launch;
pub mod physics;
pub mod play;
pub mod record;
pub mod rules_help;
pub mod scenario;
pub mod session;
pub mod storage;
pub mod teams;
pub mod ui;
