//! The studio's names for things in the player's language: skills, strip parts and patterns,
//! home and away, tones, editions, strength bands and duel numbers (the types themselves keep
//! their English names for test logs and files).

use super::editor::{DuelStat, StripPart, TextField};
use hexkick_i18n::{tr, trf};
use hexkick_rules::roster::StrengthBand;
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::Skill;
use hexkick_teams::strip::{Pattern, Tone};
use hexkick_teams::team::StripKind;

/// A skill's short name on a sticker section (the glossary's word).
pub fn skill(skill: Skill) -> &'static str {
    match skill {
        Skill::Yellow => tr("pass"),
        Skill::Red => tr("shot"),
        Skill::Green => tr("cross"),
        Skill::Blue => tr("defence"),
        Skill::Violet | Skill::BlackX => tr("goalkeeper"),
        Skill::Black => tr("heading"),
        Skill::Grey => tr("speed"),
    }
}

/// "Home" or "Away".
pub fn kind(kind: StripKind) -> &'static str {
    match kind {
        StripKind::Home => tr("Home"),
        StripKind::Away => tr("Away"),
    }
}

/// How the studio labels a text field.
pub fn text_field(field: TextField) -> String {
    match field {
        TextField::TeamName => tr("Team name").into(),
        TextField::ShortName => tr("Short name").into(),
        TextField::Initials => tr("Badge initials").into(),
        TextField::Sponsor(strip) => trf("Sponsor ({0})", &[kind(strip)]),
        TextField::PlayerName(i) => trf("Name of player {0}", &[&(i + 1).to_string()]),
    }
}

/// "dark" or "light".
pub fn tone(tone: Tone) -> &'static str {
    match tone {
        Tone::Dark => tr("dark"),
        Tone::Light => tr("light"),
    }
}

/// A strip part's name on its button.
pub fn part(part: StripPart) -> &'static str {
    match part {
        StripPart::Shirt => tr("shirt"),
        StripPart::Second => tr("second"),
        StripPart::Third => tr("third"),
        StripPart::Collar => tr("collar"),
        StripPart::Sleeves => tr("sleeves"),
        StripPart::Shorts => tr("shorts"),
        StripPart::Socks => tr("socks"),
    }
}

/// A pattern's name under its sample.
pub fn pattern(pattern: Pattern) -> &'static str {
    match pattern {
        Pattern::Plain => tr("plain"),
        Pattern::Stripes => tr("stripes"),
        Pattern::Hoops => tr("hoops"),
        Pattern::Halves => tr("halves"),
        Pattern::Quarters => tr("quarters"),
        Pattern::Sash => tr("sash"),
        Pattern::Chevron => tr("chevron"),
        Pattern::Pinstripes => tr("pinstripes"),
    }
}

/// An edition's name on its button ("2024", "Classic").
pub fn edition(edition: Edition) -> &'static str {
    match edition {
        Edition::Y2024 => "2024",
        Edition::Classic => "Classic",
    }
}

/// A strength band's name as the rulebook writes it (Classic, "SETTING THEIR SKILLS").
pub fn band(band: StrengthBand) -> &'static str {
    match band {
        StrengthBand::Weak => tr("weak team"),
        StrengthBand::Average => tr("average team"),
        StrengthBand::Tournament => tr("tournament mode"),
        StrengthBand::Strong => tr("strong team"),
        StrengthBand::VeryStrong => tr("very strong team"),
        StrengthBand::OverAdvised => tr("over 50 (the rulebook advises against it)"),
    }
}

/// A band's short name on the bar.
pub fn band_short(band: StrengthBand) -> &'static str {
    match band {
        StrengthBand::Weak => tr("weak"),
        StrengthBand::Average => tr("average"),
        StrengthBand::Tournament => "",
        StrengthBand::Strong => tr("strong"),
        StrengthBand::VeryStrong => tr("very strong"),
        StrengthBand::OverAdvised => tr("over 50"),
    }
}

/// A duel number's name with the colour it is printed in (Classic, "SKILL").
pub fn duel(stat: DuelStat) -> &'static str {
    match stat {
        DuelStat::Dribbling => tr("Dribbling (red)"),
        DuelStat::Marking => tr("Marking (blue)"),
        DuelStat::Tackling => tr("Tackling (green)"),
        DuelStat::BallDefence => tr("Ball defence (yellow)"),
    }
}
