//! Words on the match screen's buttons and HUD: sides, players, declarations, kick styles and
//! keeper stances (the headline and the event log are told by [`crate::play`]).

use crate::core::command::{Declaration, KeeperStance};
use crate::core::outcome::KickStyle;
use crate::core::squad::{PlayerId, Side};

/// A side as the coaches call it.
pub fn side_word(side: Side) -> &'static str {
    match side {
        Side::Home => "Home",
        Side::Away => "Away",
    }
}

/// A player as the log names him: "Home 9".
pub fn player_word(id: PlayerId) -> String {
    format!("{} {}", side_word(id.side), id.number.0)
}

/// A declaration in words.
pub fn declaration_word(d: Declaration) -> &'static str {
    match d {
        Declaration::Pass => "Pass",
        Declaration::Drive => "Dribble",
        Declaration::Cross => "Cross",
        Declaration::Shot => "Shot",
    }
}

/// A kick style in words.
pub fn style_word(s: KickStyle) -> &'static str {
    match s {
        KickStyle::Low => "Low",
        KickStyle::Lob => "Lob",
        KickStyle::Header => "Header",
    }
}

/// A keeper stance in words.
pub fn stance_word(s: KeeperStance) -> &'static str {
    match s {
        KeeperStance::Bar => "Bar",
        KeeperStance::Standing => "Standing",
        KeeperStance::Lying => "Lying",
    }
}
