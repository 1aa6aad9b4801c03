//! Words on the match screen's buttons: declarations, kick styles and keeper stances, in the
//! glossary's terms (`docs/glossary.md`) and the current language, and their keys (English,
//! stable, for test drivers and log lines).

use hexkick_i18n::tr;
use hexkick_rules::command::{Declaration, KeeperStance};
use hexkick_rules::outcome::KickStyle;

/// A declaration's key: "pass", "drive", "cross", "shot".
pub fn declaration_key(d: Declaration) -> &'static str {
    match d {
        Declaration::Pass => "pass",
        Declaration::Drive => "drive",
        Declaration::Cross => "cross",
        Declaration::Shot => "shot",
    }
}

/// A declaration on its button: "Pass", "Drive" (never "Dribble": that is the duel),
/// "Cross", "Shot".
pub fn declaration_word(d: Declaration) -> &'static str {
    match d {
        Declaration::Pass => tr("Pass"),
        Declaration::Drive => tr("Drive"),
        Declaration::Cross => tr("Cross"),
        Declaration::Shot => tr("Shot"),
    }
}

/// A kick style's key: "low", "lob", "header".
pub fn style_key(s: KickStyle) -> &'static str {
    match s {
        KickStyle::Low => "low",
        KickStyle::Lob => "lob",
        KickStyle::Header => "header",
    }
}

/// A kick style on its button; the ball-on-the-peg style is a "Throw" at a throw-in
/// (`throw_in`), a "Header" otherwise (2024 "COUP DE TÊTE/BALLON EN MAIN").
pub fn style_word(s: KickStyle, throw_in: bool) -> &'static str {
    match s {
        KickStyle::Low => tr("Low"),
        KickStyle::Lob => tr("Lob"),
        KickStyle::Header if throw_in => tr("Throw"),
        KickStyle::Header => tr("Header"),
    }
}

/// A keeper stance's key: "bar", "standing", "lying".
pub fn stance_key(s: KeeperStance) -> &'static str {
    match s {
        KeeperStance::Bar => "bar",
        KeeperStance::Standing => "standing",
        KeeperStance::Lying => "lying",
    }
}

/// A keeper stance in words: "Bar", "Standing", "Lying".
pub fn stance_word(s: KeeperStance) -> &'static str {
    match s {
        KeeperStance::Bar => tr("Bar"),
        KeeperStance::Standing => tr("Standing"),
        KeeperStance::Lying => tr("Lying"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_i18n::{Lang, with_lang};

    #[test]
    fn buttons_use_the_glossary_words() {
        with_lang(Lang::En, || {
            assert_eq!(declaration_word(Declaration::Drive), "Drive");
            assert_eq!(style_word(KickStyle::Header, true), "Throw");
            assert_eq!(style_word(KickStyle::Header, false), "Header");
        });
        with_lang(Lang::Fr, || {
            assert_eq!(declaration_word(Declaration::Drive), "Balle au pied");
            assert_eq!(style_word(KickStyle::Header, true), "À la main");
        });
    }
}
