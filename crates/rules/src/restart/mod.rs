//! Stoppages and restarts (2024 BASE, "ARRÊT DU JEU - REPRISE DU JEU"; Classic "GENERAL
//! RULES"): play stops for a throw-in, free kick, penalty, corner, goal kick or kick-off, the
//! sides re-position, and the restart is taken.
//!
//! - [`stoppage`]: play stops; where each restart is taken; which restart a kick takes.
//! - [`placement`]: where players may stand at a restart: their own half at a kick-off, 9.6 cm
//!   from the ball at a free kick or corner, the walls (2024 BASE, "Coups Francs").
//! - [`throw_in`]: the taker's walk to the throw-in point (2024 BASE, "TOUCHE").
//! - [`lineup`]: the Classic line-up's three steps (Classic "LINEUP").
//! - [`positioning`]: the re-positioning procedure that places the players and hands the
//!   ball to the taker.

pub mod lineup;
pub mod placement;
pub mod positioning;
pub mod stoppage;
pub mod throw_in;

pub use placement::{FREE_KICK_DISTANCE_CM, WALL_MAX};
pub use stoppage::{corner_at, goal_line_cell, penalty_spot, taker};
pub use throw_in::THROW_IN_WALK;
