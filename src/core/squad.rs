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
pub fn parse_skills(letters: &str) -> Result<Vec<Skill>, String> {
    letters
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| {
            Skill::from_letter(c)
                .ok_or_else(|| format!("'{c}' is not a skill letter (Y R G B V X K S)"))
        })
        .collect()
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
