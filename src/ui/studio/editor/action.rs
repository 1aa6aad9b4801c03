//! Every edit the studio can make, and the parts of a team it names.

use hexkick_rules::roster::{DuelNumbers, Sticker};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::Skill;
use hexkick_teams::colour::Rgb;
use hexkick_teams::library::TeamId;
use hexkick_teams::strip::{BadgeShape, Pattern, Strip};
use hexkick_teams::team::StripKind;

/// A team in the studio's list: one you own, or a ready-made one (read-only, duplicable).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// An owned team.
    Owned(TeamId),
    /// The n-th ready-made team (Standard Red, Standard Blue, then the shipped teams).
    ReadyMade(usize),
}

/// One coloured part of a strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StripPart {
    /// The jersey's base colour.
    Shirt,
    /// The pattern's colour.
    Second,
    /// Lettering: numbers, names, sponsor.
    Third,
    /// The collar.
    Collar,
    /// The sleeves.
    Sleeves,
    /// The shorts.
    Shorts,
    /// The socks.
    Socks,
}

impl StripPart {
    /// Every part, in the order the editor lists them.
    pub const ALL: [StripPart; 7] = [
        StripPart::Shirt,
        StripPart::Second,
        StripPart::Third,
        StripPart::Collar,
        StripPart::Sleeves,
        StripPart::Shorts,
        StripPart::Socks,
    ];

    /// The part's name as the editor shows it (and test logs write it).
    pub fn name(self) -> &'static str {
        match self {
            StripPart::Shirt => "shirt",
            StripPart::Second => "second",
            StripPart::Third => "third",
            StripPart::Collar => "collar",
            StripPart::Sleeves => "sleeves",
            StripPart::Shorts => "shorts",
            StripPart::Socks => "socks",
        }
    }

    /// The part's colour in a strip.
    pub fn colour(self, strip: &Strip) -> Rgb {
        match self {
            StripPart::Shirt => strip.shirt,
            StripPart::Second => strip.second,
            StripPart::Third => strip.third,
            StripPart::Collar => strip.collar,
            StripPart::Sleeves => strip.sleeves,
            StripPart::Shorts => strip.shorts,
            StripPart::Socks => strip.socks,
        }
    }

    pub(super) fn slot(self, strip: &mut Strip) -> &mut Rgb {
        match self {
            StripPart::Shirt => &mut strip.shirt,
            StripPart::Second => &mut strip.second,
            StripPart::Third => &mut strip.third,
            StripPart::Collar => &mut strip.collar,
            StripPart::Sleeves => &mut strip.sleeves,
            StripPart::Shorts => &mut strip.shorts,
            StripPart::Socks => &mut strip.socks,
        }
    }
}

/// Something that takes a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColourTarget {
    /// A part of the home or away strip.
    Strip(StripKind, StripPart),
    /// The badge's shape.
    BadgeFill,
    /// The badge's initials.
    BadgeInk,
}

/// Something that takes text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextField {
    /// The team's full name (renames it).
    TeamName,
    /// The scoreboard name.
    ShortName,
    /// The badge's initials.
    Initials,
    /// A strip's sponsor line.
    Sponsor(StripKind),
    /// The name on the n-th player's back.
    PlayerName(usize),
}

/// One of the four Classic duel numbers (Classic, "SKILL").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DuelStat {
    /// Red number.
    Dribbling,
    /// Blue number.
    Marking,
    /// Green number.
    Tackling,
    /// Yellow number.
    BallDefence,
}

impl DuelStat {
    /// All four, in the order the sticker prints them.
    pub const ALL: [DuelStat; 4] = [
        DuelStat::Dribbling,
        DuelStat::Marking,
        DuelStat::Tackling,
        DuelStat::BallDefence,
    ];

    pub(super) fn slot(self, duel: &mut DuelNumbers) -> &mut u8 {
        match self {
            DuelStat::Dribbling => &mut duel.dribbling,
            DuelStat::Marking => &mut duel.marking,
            DuelStat::Tackling => &mut duel.tackling,
            DuelStat::BallDefence => &mut duel.ball_defence,
        }
    }

    /// The colour the sticker prints the number in (Classic, "SKILL").
    pub fn colour(self) -> Skill {
        match self {
            DuelStat::Dribbling => Skill::Red,
            DuelStat::Marking => Skill::Blue,
            DuelStat::Tackling => Skill::Green,
            DuelStat::BallDefence => Skill::Yellow,
        }
    }

    /// The number on a duel set.
    pub fn value(self, duel: DuelNumbers) -> u8 {
        let mut d = duel;
        *self.slot(&mut d)
    }
}

/// Everything the studio can do. Edits apply to the open team.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A new owned team (a copy of Standard Red to start from), opened for editing.
    NewTeam,
    /// A copy of a team as a new owned team, opened for editing.
    Duplicate(Entry),
    /// Opens an owned team for editing.
    Open(TeamId),
    /// Closes the editor (unfinished edits stay saved).
    Close,
    /// Deletes an owned team.
    Delete(TeamId),
    /// Sets a colour.
    SetColour(ColourTarget, Rgb),
    /// Sets a strip's pattern.
    SetPattern(StripKind, Pattern),
    /// Sets the badge's outline.
    SetBadgeShape(BadgeShape),
    /// Sets a text field.
    SetText(TextField, String),
    /// Sets the n-th player's shirt number.
    SetNumber(usize, u8),
    /// Replaces the n-th player's sticker (a pick from the catalogue).
    SetSticker(usize, Sticker),
    /// Adds a skill section at the end of the n-th player's sticker.
    AddSkill(usize, Skill),
    /// Removes the section at a place of the n-th player's sticker.
    RemoveSkill(usize, usize),
    /// Sets a Classic duel number of the n-th player.
    SetDuel(usize, DuelStat, u8),
    /// Turns every sticker into one of this edition (`teams::catalogue::convert`).
    SetEdition(Edition),
    /// Brings a 2024 team's stickers to the budget of exactly 34 (`editor::fill`).
    FillBudget,
    /// Imports a share code as a new owned team.
    ImportCode(String),
    /// Imports a template file's bytes as a new owned team.
    ImportTemplate(Vec<u8>),
}
