//! Words on the match screen's buttons: declarations, kick styles and keeper stances.

use crate::core::command::{Declaration, KeeperStance};
use crate::core::outcome::KickStyle;

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
