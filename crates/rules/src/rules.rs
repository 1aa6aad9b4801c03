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

/// The referee drawn at the start of a 2024 TOURNAMENT match ("TYPE D'ARBITRE").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Referee {
    /// A die of 3-6: the standard rules.
    #[default]
    Normal,
    /// A die of 1-2: in dice duels a 1 or a 2 is a foul.
    Strict,
}

/// The weather drawn at the start of a 2024 TOURNAMENT match ("MÉTÉO").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Weather {
    /// A die of 3-6: the standard rules.
    #[default]
    Clear,
    /// A die of 1-2: short passes reach one cell less and injuries come on 1-2.
    Bad,
}

/// Options of the 2024 TOURNAMENT level ("RÈGLES DU TOURNOI"); ignored at other levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TournamentOptions {
    /// The referee; `None` = rolled at the coin toss (normal when a match starts mid-play).
    pub referee: Option<Referee>,
    /// The weather; `None` = rolled at the coin toss (clear when a match starts mid-play).
    pub weather: Option<Weather>,
    /// Whether the home side has its home advantage ("AVANTAGE À DOMICILE").
    pub home_advantage: bool,
}

impl Default for TournamentOptions {
    fn default() -> Self {
        Self {
            referee: None,
            weather: None,
            home_advantage: true,
        }
    }
}

/// Extras other football board games offer (`shared/peers/`): every one is off by default
/// and works at every level and edition.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Extras {
    /// A draw after the second half goes to two halves of extra time.
    pub extra_time: bool,
    /// A draw at the end (after extra time when it is on) goes to a penalty shootout.
    pub shootout: bool,
    /// Halves of one referee (15 minutes) instead of three.
    pub quick_match: bool,
    /// Two coaches per side taking alternate turns.
    pub four_players: bool,
    /// A turn timer: the UI runs the clock and sends `time_up` when it runs out.
    pub turn_timer: bool,
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
    /// The TOURNAMENT variants (only read at the 2024 TOURNAMENT level).
    pub tournament: TournamentOptions,
    /// Extras from other games, for every edition and level.
    pub extras: Extras,
}

impl RuleSet {
    /// The default rule set: 2024 edition, BASE level, every option on.
    pub fn base_2024() -> Self {
        Self::default()
    }

    /// The rules of `edition` at `level`, with the default options and extras.
    pub fn of(edition: Edition, level: Level) -> Self {
        RuleSet {
            edition,
            level,
            ..Self::default()
        }
    }

    /// Whether the 2024 TOURNAMENT rules ("RÈGLES DU TOURNOI") are played.
    pub fn tournament_rules(&self) -> bool {
        self.edition == Edition::Y2024 && self.level == Level::Tournament
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
        let t: RuleSet = serde_json::from_str(
            r#"{"level": "tournament", "tournament": {"referee": "strict", "weather": "bad"},
                "extras": {"shootout": true, "four_players": true}}"#,
        )
        .expect("valid");
        assert!(t.tournament_rules() && t.extras.shootout && t.extras.four_players);
        assert_eq!(t.tournament.referee, Some(Referee::Strict));
        assert!(t.tournament.home_advantage, "on unless switched off");
        assert!(
            !RuleSet::default().extras.extra_time,
            "extras are off by default"
        );
    }
}
