//! The rule set a match is played under: edition, level and options.

use serde::{Deserialize, Serialize};

/// Which rulebook edition is followed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edition {
    /// The 2024 French edition (the default).
    #[default]
    #[serde(rename = "2024")]
    Y2024,
    /// The earlier English edition ("Classic", with its PRO rules).
    #[serde(rename = "classic", alias = "Classic")]
    Classic,
}

/// How much of the rulebook is played; the levels are ordered (each builds on the one before).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// "RÈGLES DE BASE": the same squad for both sides, no dice duels.
    #[default]
    Base,
    /// "RÈGLES COMPLET": duels, pressing, advanced skills, budgets.
    Complete,
    /// "RÈGLES DE TOURNOI": the complete rules plus competition variants.
    Tournament,
}

/// Options that switch single rules on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleOptions {
    /// Whether offside is called (2024 BASE, "HORS-JEU").
    pub offside: bool,
    /// Whether the 45' whistle waits for the ball to leave the attacking zone (2024 BASE,
    /// "Temps Additionnel"); when off the half ends as soon as the referee reaches 45'.
    pub attacking_zone_extra_time: bool,
}

impl Default for RuleOptions {
    fn default() -> Self {
        Self {
            offside: true,
            attacking_zone_extra_time: true,
        }
    }
}

/// The complete rule set of a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleSet {
    /// The rulebook edition.
    pub edition: Edition,
    /// The level of that rulebook.
    pub level: Level,
    /// Single-rule switches.
    pub options: RuleOptions,
}

impl RuleSet {
    /// The default rule set: 2024 edition, BASE level, every option on.
    pub fn base_2024() -> Self {
        Self::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_sets_read_from_scenario_json() {
        let r: RuleSet =
            serde_json::from_str(r#"{"edition": "2024", "level": "base"}"#).expect("valid");
        assert_eq!(r, RuleSet::base_2024());
        let c: RuleSet = serde_json::from_str(r#"{"edition": "classic"}"#).expect("valid");
        assert_eq!(c.edition, Edition::Classic);
        assert!(serde_json::from_str::<RuleSet>(r#"{"edition": "1999"}"#).is_err());
    }
}
