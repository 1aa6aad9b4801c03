//! Who makes a side's decisions: a person, the AI at a difficulty, or the random-legal
//! baseline. One type for the match table, the screens, the match record and the headless
//! commands.

use super::{Brain, Difficulty, RandomLegal, Strategy};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Who makes a side's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Coach {
    /// A person at the table (pass-and-play or versus AI).
    Human,
    /// The AI at a difficulty.
    Ai(Difficulty),
    /// The random-legal baseline (headless matches and soaks).
    Random,
}

impl Coach {
    /// The name written in the match record and read on the command line: "human", "easy",
    /// "normal", "hard" or "random".
    pub fn name(self) -> &'static str {
        match self {
            Coach::Human => "human",
            Coach::Ai(difficulty) => difficulty.name(),
            Coach::Random => "random",
        }
    }

    /// Whether the computer plays this side.
    pub fn is_ai(self) -> bool {
        !matches!(self, Coach::Human)
    }

    /// A fresh strategy for this coach, seeded; `None` for a person.
    pub fn strategy(self, seed: u64) -> Option<Box<dyn Strategy + Send>> {
        match self {
            Coach::Human => None,
            Coach::Ai(difficulty) => Some(Box::new(Brain::new(difficulty, seed))),
            Coach::Random => Some(Box::new(RandomLegal::new(seed))),
        }
    }
}

impl fmt::Display for Coach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that names no coach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCoach(pub String);

impl fmt::Display for UnknownCoach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown coach \"{}\" (human, beginner, easy, normal, hard or random)",
            self.0
        )
    }
}

impl std::error::Error for UnknownCoach {}

impl FromStr for Coach {
    type Err = UnknownCoach;
    fn from_str(s: &str) -> Result<Coach, UnknownCoach> {
        match s {
            "human" => Ok(Coach::Human),
            "random" | "random-legal" => Ok(Coach::Random),
            _ => s
                .parse::<Difficulty>()
                .map(Coach::Ai)
                .map_err(|_| UnknownCoach(s.to_string())),
        }
    }
}

impl TryFrom<String> for Coach {
    type Error = UnknownCoach;
    fn try_from(text: String) -> Result<Coach, UnknownCoach> {
        text.parse()
    }
}

impl From<Coach> for String {
    fn from(coach: Coach) -> String {
        coach.name().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_coach_reads_back_from_its_name() {
        let all = [
            Coach::Human,
            Coach::Ai(Difficulty::Beginner),
            Coach::Ai(Difficulty::Easy),
            Coach::Ai(Difficulty::Normal),
            Coach::Ai(Difficulty::Hard),
            Coach::Random,
        ];
        for coach in all {
            assert_eq!(coach.name().parse::<Coach>(), Ok(coach));
            assert_eq!(coach.strategy(1).is_some(), coach.is_ai());
        }
        let err = "grandmaster".parse::<Coach>().expect_err("unknown");
        assert!(err.to_string().contains("grandmaster"), "{err}");
    }
}
