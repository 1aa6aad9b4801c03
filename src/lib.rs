//! hexkick: Simulator Soccer, the hex-cell tabletop football game, with a ball you really flick.
//!
//! This is the app, the top of the workspace: the screens (`ui`), pointer input (`input`) and
//! launch. The match reaches it through the table (`hexkick_table`); see
//! docs/ARCHITECTURE.md for the layers.

pub mod build_info;
pub mod input;
pub mod launch;
pub mod ui;
