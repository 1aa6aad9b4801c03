//! The words this screen's reasons and moments say, each in one place, in the player's
//! language (`hexkick_i18n`).

use hexkick_i18n::{tr, trf};

/// The button that shows the cells' names on the board.
pub fn cells_button() -> &'static str {
    tr("Cells")
}

/// The soft kick's question, `{0}`: how far the ball would go in cm.
pub fn soft_kick(arg: &str) -> String {
    trf("Very soft kick ({0} cm): kick anyway?", &[arg])
}

/// The soft kick's confirmation.
pub fn kick_anyway() -> &'static str {
    tr("Kick anyway")
}

/// The soft kick's cancel.
pub fn try_again() -> &'static str {
    tr("Try again")
}

/// The goal moment's title.
pub fn goal() -> &'static str {
    tr("GOAL!")
}

/// An own goal's line, `{0}`: the player.
pub fn own_goal(arg: &str) -> String {
    trf("own goal by {0}", &[arg])
}

/// A yellow card.
pub fn yellow_card() -> &'static str {
    tr("Yellow card")
}

/// A red card.
pub fn red_card() -> &'static str {
    tr("Red card")
}

/// The break screens' titles.
pub fn half_time() -> &'static str {
    tr("Half time")
}

/// The full-time screen's title.
pub fn full_time() -> &'static str {
    tr("Full time")
}

/// Tap to go on.
pub fn go_on() -> &'static str {
    tr("Continue")
}

/// The full-time screen's way out.
pub fn back_to_menu() -> &'static str {
    tr("Back to the menu")
}

/// The break screens' figures.
pub fn possession() -> &'static str {
    tr("Possession")
}

/// Shots.
pub fn shots() -> &'static str {
    tr("Shots")
}

/// Shots on target.
pub fn on_target() -> &'static str {
    tr("On target")
}

/// Passes.
pub fn passes() -> &'static str {
    tr("Passes")
}

/// Crosses.
pub fn crosses() -> &'static str {
    tr("Crosses")
}

/// Fouls.
pub fn fouls() -> &'static str {
    tr("Fouls")
}

/// Yellow cards.
pub fn yellow_cards() -> &'static str {
    tr("Yellow cards")
}

/// Red cards.
pub fn red_cards() -> &'static str {
    tr("Red cards")
}

/// A withheld button's mark (tap for the reason): a sign, the same in every language.
pub const WHY_MARK: &str = "?";
