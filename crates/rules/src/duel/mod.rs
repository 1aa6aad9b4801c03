//! Tackles and duels: the tackle of 2024 BASE, the dice duels of 2024 COMPLETE ("DUEL AVEC
//! DÉS": the dribble against a 1v1 defence, the tackle against a ball defence) and the
//! Classic duels with the numbers printed on the stickers.
//!
//! - [`values`]: what each player adds to his die (2024 points per skill section, Classic
//!   printed numbers).
//! - [`win`]: the ball won by the defence.
//! - [`dribble`]: the dribble past an opponent or the goalkeeper, the intentional foul, the
//!   lying players.
//! - [`tackle`]: the tackle in the ball's cell.

pub mod dribble;
pub mod tackle;
pub mod values;
pub mod win;

pub use dribble::{keeper_dribble_cell, keeper_dribble_open};
pub use tackle::TACKLE_WINS_FROM;
pub use values::{
    MAX_SKILL_POINTS, MIDFIELD_TACKLE_BONUS, POINTS_PER_SKILL, ball_defence_points, dribble_points,
    keeper_points, one_on_one_points, tackle_points,
};
