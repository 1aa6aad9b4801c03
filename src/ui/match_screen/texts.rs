//! The words this screen's reasons and moments say, each in one place, in the player's
//! language (`hexkick_i18n`).

use hexkick_i18n::{tr, tr_key, trf};
use hexkick_table::AimHelp;

/// The button that shows the cells' names on the board.
pub fn cells_button() -> &'static str {
    tr("Cells")
}

/// The Aim button's words: how much of the aim line is shown (a tap shows the next).
pub fn aim_button(help: AimHelp) -> String {
    match help {
        AimHelp::Off => tr("Aim: off"),
        AimHelp::FirstContact => tr("Aim: 1st touch"),
        AimHelp::WholePath => tr("Aim: full"),
    }
    .to_string()
}

/// The compact bar's button that pulls the sheet up: the event log, speed, cell names and
/// the whole pitch.
pub const MORE: &str = tr_key("Log & more");

/// Why the Aim button does nothing in a competition that plays without aim help.
pub const NO_AIM_HELP: &str = tr_key("This competition plays without aim help");

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

/// Under the goal moment: a tap on the board skips it.
pub fn tap_to_skip() -> &'static str {
    tr("Tap to skip")
}

/// The kick card's figures: `{0}` the flick's speed in cm/s, `{1}` the ball's travel in cm,
/// `{2}` in cells.
pub fn kick_figures(speed: &str, cm: &str, cells: &str) -> String {
    trf("{0} cm/s · {1} cm ({2} cells)", &[speed, cm, cells])
}

/// The kick card's figures when the flick's speed is not known: `{0}` cm, `{1}` cells.
pub fn kick_travel(cm: &str, cells: &str) -> String {
    trf("{0} cm ({1} cells)", &[cm, cells])
}

/// The kick card's CoD line: `{0}` the player who takes the ball, `{1}` why.
pub fn takes_it(who: &str, why: &str) -> String {
    trf("{0} takes it: {1}", &[who, why])
}

/// A number with one decimal, in the player's language ("4.8", "4,8").
pub fn decimal(x: f32) -> String {
    let text = format!("{x:.1}");
    match hexkick_i18n::lang() {
        hexkick_i18n::Lang::Fr => text.replace('.', ","),
        hexkick_i18n::Lang::En => text,
    }
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
