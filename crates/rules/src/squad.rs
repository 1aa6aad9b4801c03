//! Players, sides and skills.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two teams of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The home team (kicks towards the away end in the first half).
    Home,
    /// The away team.
    Away,
}

impl Side {
    /// Both sides, home first.
    pub const BOTH: [Side; 2] = [Side::Home, Side::Away];

    /// The other team.
    pub const fn opponent(self) -> Side {
        match self {
            Side::Home => Side::Away,
            Side::Away => Side::Home,
        }
    }

    /// Lower-case name used in files and logs ("home" / "away").
    pub const fn name(self) -> &'static str {
        match self {
            Side::Home => "home",
            Side::Away => "away",
        }
    }
}

/// A shirt number, unique within a squad of 16.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ShirtNumber(pub u8);

/// A player of a match: his side and shirt number. Written `home:9` in files and logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId {
    /// The player's team.
    pub side: Side,
    /// The player's shirt number.
    pub number: ShirtNumber,
}

impl PlayerId {
    /// A player from side and shirt number.
    pub const fn new(side: Side, number: u8) -> Self {
        Self {
            side,
            number: ShirtNumber(number),
        }
    }

    /// The name a position gives a player it names none for: "Home 9", "Away 4".
    pub fn stand_in_name(self) -> String {
        let side = match self.side {
            Side::Home => "Home",
            Side::Away => "Away",
        };
        format!("{side} {}", self.number.0)
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.side.name(), self.number.0)
    }
}

/// Why a text does not name a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerIdError(pub String);

impl fmt::Display for PlayerIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\" is not a player (write home:9 or away:4)", self.0)
    }
}

impl std::error::Error for PlayerIdError {}

impl std::str::FromStr for PlayerId {
    type Err = PlayerIdError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || PlayerIdError(s.to_string());
        let (side, number) = s.trim().split_once(':').ok_or_else(err)?;
        let side = match side.trim().to_ascii_lowercase().as_str() {
            "home" => Side::Home,
            "away" => Side::Away,
            _ => return Err(err()),
        };
        let number: u8 = number.trim().parse().map_err(|_| err())?;
        Ok(PlayerId::new(side, number))
    }
}

impl Serialize for PlayerId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for PlayerId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A coloured skill section of a player's round sticker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Skill {
    /// Yellow: passing (letter Y).
    Yellow,
    /// Red: shooting (letter R).
    Red,
    /// Green: crossing (letter G).
    Green,
    /// Blue: defending (letter B).
    Blue,
    /// Violet: goalkeeper, 2024 edition (letter V).
    Violet,
    /// Black with an X: goalkeeper, Classic edition (letter X).
    BlackX,
    /// Black: heading (letter K).
    Black,
    /// Grey: speed (letter S).
    Grey,
}

impl Skill {
    /// Every skill.
    pub const ALL: [Skill; 8] = [
        Skill::Yellow,
        Skill::Red,
        Skill::Green,
        Skill::Blue,
        Skill::Violet,
        Skill::BlackX,
        Skill::Black,
        Skill::Grey,
    ];

    /// The letter used in scenario files, templates and for colour-blind players.
    pub const fn letter(self) -> char {
        match self {
            Skill::Yellow => 'Y',
            Skill::Red => 'R',
            Skill::Green => 'G',
            Skill::Blue => 'B',
            Skill::Violet => 'V',
            Skill::BlackX => 'X',
            Skill::Black => 'K',
            Skill::Grey => 'S',
        }
    }

    /// The skill a letter stands for.
    pub fn from_letter(letter: char) -> Option<Skill> {
        Skill::ALL
            .into_iter()
            .find(|s| s.letter() == letter.to_ascii_uppercase())
    }

    /// The skill's name in words.
    pub const fn name(self) -> &'static str {
        match self {
            Skill::Yellow => "passing",
            Skill::Red => "shooting",
            Skill::Green => "crossing",
            Skill::Blue => "defending",
            Skill::Violet => "goalkeeper",
            Skill::BlackX => "goalkeeper (Classic)",
            Skill::Black => "heading",
            Skill::Grey => "speed",
        }
    }
}

/// Parses a skill string such as `"YYR"` into skills, in order.
pub fn parse_skills(letters: &str) -> Result<Vec<Skill>, SkillLetterError> {
    letters
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| Skill::from_letter(c).ok_or(SkillLetterError(c)))
        .collect()
}

/// A character that is not a skill letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SkillLetterError(pub char);

impl std::fmt::Display for SkillLetterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "'{}' is not a skill letter (Y R G B V X K S)", self.0)
    }
}

impl std::error::Error for SkillLetterError {}

/// Most sections a sticker's order is kept for (a Classic sticker shows at most 5 skills, a
/// 2024 one 4).
pub const MAX_SECTIONS: usize = 8;

/// The skills on one player's sticker: counted per colour (a sticker may repeat a colour) and
/// kept in the sticker's clockwise order from the top, the order TOURNOI "BLESSURES" and
/// "FATIGUE DE L'ÉQUIPE" read (two stickers with the same sections in another order are
/// different stickers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SkillSet {
    counts: [u8; 8],
    order: [Option<Skill>; MAX_SECTIONS],
}

impl SkillSet {
    /// No skills at all.
    pub const NONE: SkillSet = SkillSet {
        counts: [0; 8],
        order: [None; MAX_SECTIONS],
    };

    /// The set of the given skills, in this clockwise order.
    pub fn of(skills: &[Skill]) -> SkillSet {
        let mut set = SkillSet::NONE;
        for (i, s) in skills.iter().enumerate() {
            set.counts[s.index()] = set.counts[s.index()].saturating_add(1);
            if let Some(slot) = set.order.get_mut(i) {
                *slot = Some(*s);
            }
        }
        set
    }

    /// The sections clockwise from the top of the sticker.
    pub fn clockwise(self) -> Vec<Skill> {
        let mut sections: Vec<Skill> = self.order.iter().flatten().copied().collect();
        // Beyond MAX_SECTIONS the order is not kept: the rest follow in colour order.
        for s in Skill::ALL {
            let listed = sections.iter().filter(|k| **k == s).count();
            sections.extend(std::iter::repeat_n(
                s,
                usize::from(self.count(s)).saturating_sub(listed),
            ));
        }
        sections
    }

    /// Parses letters such as `"YYR"`.
    pub fn parse(letters: &str) -> Result<SkillSet, SkillLetterError> {
        parse_skills(letters).map(|skills| SkillSet::of(&skills))
    }

    /// Whether the sticker shows this colour at least once.
    pub fn has(self, skill: Skill) -> bool {
        self.counts[skill.index()] > 0
    }

    /// How many sections of this colour the sticker shows.
    pub fn count(self, skill: Skill) -> u8 {
        self.counts[skill.index()]
    }

    /// The letters of the set, clockwise from the top of the sticker.
    pub fn letters(self) -> String {
        self.clockwise().iter().map(|s| s.letter()).collect()
    }
}

impl Serialize for SkillSet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.letters())
    }
}

impl<'de> Deserialize<'de> for SkillSet {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        SkillSet::parse(&text).map_err(serde::de::Error::custom)
    }
}

impl Skill {
    const fn index(self) -> usize {
        self as usize
    }
}

/// Number of players in a squad (2024 BASE, "LES ÉQUIPES": 11 on the pitch, 5 on the bench).
pub const SQUAD_SIZE: usize = 16;
/// Number of players of a side on the pitch at kick-off.
pub const PLAYERS_ON_PITCH: usize = 11;

/// One player of a squad: shirt number, name and skill sticker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Shirt number, unique in the squad.
    pub number: ShirtNumber,
    /// The player's name.
    pub name: String,
    /// The skills on his sticker.
    pub skills: SkillSet,
    /// The duel numbers printed on a Classic sticker (Classic, "SKILL"); none on 2024 ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duel: Option<DuelNumbers>,
}

/// A squad: the players of one side, the first eleven starting on the pitch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Squad {
    /// The team's name.
    pub name: String,
    /// The players; the first [`PLAYERS_ON_PITCH`] start, the rest sit on the bench.
    pub players: Vec<Player>,
}

/// Why a squad cannot take the pitch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SquadError {
    /// The squad does not hold exactly 16 players.
    WrongSize(usize),
    /// Two players wear the same number.
    DuplicateNumber(u8),
}

impl fmt::Display for SquadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::WrongSize(n) => {
                write!(f, "a squad has 16 players (11 + 5 on the bench), not {n}")
            }
            Self::DuplicateNumber(n) => write!(f, "two players wear the number {n}"),
        }
    }
}

impl std::error::Error for SquadError {}

/// The BASE team: (number, name, skills). 2024 BASE, "LES ÉQUIPES": the 16-player squad is
/// the same for everybody. The rulebook names no players; these names are ours.
const BASE_TEAM: [(u8, &str, &str); SQUAD_SIZE] = [
    (1, "Gianluca Ferri", "V"),
    (2, "Marco Bellini", "B"),
    (3, "Luca Santoro", "B"),
    (4, "Davide Conti", "B"),
    (5, "Paolo Ricci", "B"),
    (6, "Andrea Moretti", "Y"),
    (7, "Simone Galli", "G"),
    (8, "Matteo Rinaldi", "Y"),
    (9, "Alessandro Vitale", "R"),
    (10, "Federico Longo", "Y"),
    (11, "Riccardo Fontana", "G"),
    (12, "Stefano Marchetti", "V"),
    (13, "Nicola Barbieri", "B"),
    (14, "Giorgio Caruso", "Y"),
    (15, "Lorenzo Mancini", "G"),
    (16, "Fabio De Luca", "R"),
];

impl Squad {
    /// The standard BASE squad (the same for both sides).
    pub fn standard_base() -> Squad {
        Squad {
            name: "Simulator FC".to_string(),
            players: BASE_TEAM
                .iter()
                .map(|(n, name, skills)| Player {
                    number: ShirtNumber(*n),
                    name: (*name).to_string(),
                    skills: SkillSet::parse(skills).unwrap_or_default(),
                    duel: None,
                })
                .collect(),
        }
    }

    /// Checks the squad's size and numbers.
    pub fn validate(&self) -> Result<(), SquadError> {
        if self.players.len() != SQUAD_SIZE {
            return Err(SquadError::WrongSize(self.players.len()));
        }
        let mut seen = std::collections::BTreeSet::new();
        for p in &self.players {
            if !seen.insert(p.number) {
                return Err(SquadError::DuplicateNumber(p.number.0));
            }
        }
        Ok(())
    }
}

/// Classic duel numbers printed inside the sticker (Classic, "SKILL").
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(deny_unknown_fields)]
pub struct DuelNumbers {
    /// Red number: dribbling.
    pub dribbling: u8,
    /// Blue number: marking (defence against a dribble).
    pub marking: u8,
    /// Green number: tackling.
    pub tackling: u8,
    /// Yellow number: defending the ball against a tackle.
    pub ball_defence: u8,
}

impl DuelNumbers {
    /// Numbers for a sticker that prints none (the standard squad, scenario shorthand): 2 per
    /// section of the colours the 2024 duels count, at most 6 (our reading; see RULES.md).
    pub fn from_skills(skills: SkillSet) -> DuelNumbers {
        let points = |colours: &[Skill]| {
            let sections: u8 = colours.iter().map(|c| skills.count(*c)).sum();
            (sections.saturating_mul(2)).min(6)
        };
        DuelNumbers {
            dribbling: points(&[Skill::Red, Skill::Green]),
            marking: points(&[Skill::Blue]),
            tackling: points(&[Skill::Blue, Skill::Green]),
            ball_defence: points(&[Skill::Yellow, Skill::Blue]),
        }
    }

    /// The four numbers with their names, in the order red, blue, green, yellow.
    pub fn named(&self) -> [(&'static str, u8); 4] {
        [
            ("dribbling", self.dribbling),
            ("marking", self.marking),
            ("tackling", self.tackling),
            ("ball_defence", self.ball_defence),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_ids_round_trip_through_text() {
        let id: PlayerId = "home:9".parse().expect("valid");
        assert_eq!(id, PlayerId::new(Side::Home, 9));
        assert_eq!(id.to_string(), "home:9");
        assert!("home9".parse::<PlayerId>().is_err());
        assert!("left:3".parse::<PlayerId>().is_err());
        assert!("away:300".parse::<PlayerId>().is_err());
    }

    #[test]
    fn the_standard_base_squad_has_sixteen_numbered_players_and_two_keepers() {
        let squad = Squad::standard_base();
        assert_eq!(squad.validate(), Ok(()));
        let keepers = squad
            .players
            .iter()
            .filter(|p| p.skills.has(Skill::Violet))
            .count();
        assert_eq!(keepers, 2);
        assert!(squad.players.iter().all(|p| !p.name.is_empty()));
        assert_eq!(
            SkillSet::parse("RRY").map(SkillSet::letters),
            Ok("RRY".to_string()),
            "a sticker keeps its clockwise order"
        );
        assert_ne!(SkillSet::parse("RY"), SkillSet::parse("YR"));
        assert_eq!(
            SkillSet::parse("RY").map(|s| (s.count(Skill::Red), s.count(Skill::Yellow))),
            Ok((1, 1))
        );
    }

    #[test]
    fn skill_letters_round_trip() {
        for s in Skill::ALL {
            assert_eq!(Skill::from_letter(s.letter()), Some(s));
        }
        assert_eq!(
            parse_skills("YYR"),
            Ok(vec![Skill::Yellow, Skill::Yellow, Skill::Red])
        );
        assert!(parse_skills("YQ").is_err());
    }
}
