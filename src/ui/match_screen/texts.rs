//! The words this screen's reasons and moments say, each in one place (so each is wrapped
//! for translation in one line).

/// The button that shows the cells' names on the board.
pub const CELLS_BUTTON: &str = "Cells";
/// Said when a finger let go of the ball without moving.
pub const HOW_TO_FLICK: &str = "Swipe through the ball to kick it";
/// The soft kick's question, `{0}`: how far the ball would go in cm.
pub const SOFT_KICK: &str = "Very soft kick ({0} cm): kick anyway?";
/// The soft kick's confirmation.
pub const KICK_ANYWAY: &str = "Kick anyway";
/// The soft kick's cancel.
pub const TRY_AGAIN: &str = "Try again";
/// The goal moment's title.
pub const GOAL: &str = "GOAL!";
/// An own goal's line, `{0}`: the player.
pub const OWN_GOAL: &str = "own goal by {0}";
/// A yellow card.
pub const YELLOW_CARD: &str = "Yellow card";
/// A red card.
pub const RED_CARD: &str = "Red card";
/// The break screens' titles.
pub const HALF_TIME: &str = "Half time";
/// The full-time screen's title.
pub const FULL_TIME: &str = "Full time";
/// Tap to go on.
pub const CONTINUE: &str = "Continue";
/// The full-time screen's way out.
pub const BACK_TO_MENU: &str = "Back to the menu";
/// The break screens' figures.
pub const POSSESSION: &str = "Possession";
/// Shots.
pub const SHOTS: &str = "Shots";
/// Shots on target.
pub const ON_TARGET: &str = "On target";
/// Passes.
pub const PASSES: &str = "Passes";
/// Crosses.
pub const CROSSES: &str = "Crosses";
/// Fouls.
pub const FOULS: &str = "Fouls";
/// Yellow cards.
pub const YELLOW_CARDS: &str = "Yellow cards";
/// Red cards.
pub const RED_CARDS: &str = "Red cards";
/// A withheld button's mark (tap for the reason).
pub const WHY_MARK: &str = "?";

/// `template` with `{0}`, `{1}`, ... replaced by `args` (the i18n module's `trf` will take
/// this over).
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = template.to_string();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), a);
    }
    out
}
