//! What a new match is made of: the rules, the two teams as they look on the pitch, who
//! coaches each side, the seed and the play options. The new-match screen fills a
//! [`MatchSetup`]; the [`Table`](super::Table) saves it with the match so "continue" gets it
//! all back.

use hexkick_ai::{Coach, Difficulty};
pub use hexkick_record::table::{Colours, PlayOptions, SideLook, TableRecord};
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::{Side, Squad};
use hexkick_teams::colour::Rgb;
use hexkick_teams::team::{StripKind, Team};
use serde::{Deserialize, Serialize};

/// One side of a new match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamSetup {
    /// Names and colours.
    pub look: SideLook,
    /// The 16 players (11 start, 5 on the bench).
    pub squad: Squad,
    /// Who makes its decisions.
    pub coach: Coach,
}

impl TeamSetup {
    /// A side from a team of the library, wearing `strip`.
    pub fn from_team(team: &Team, strip: StripKind, coach: Coach) -> TeamSetup {
        TeamSetup {
            look: SideLook {
                name: team.name().as_str().to_string(),
                short_name: team.short_name().as_str().to_string(),
                colours: Colours::of(team.strip(strip)),
            },
            squad: team.to_squad(),
            coach,
        }
    }

    /// The standard BASE squad under a plain colour (tests, quick starts).
    pub fn standard(name: &str, shirt: Rgb, coach: Coach) -> TeamSetup {
        let short: String = name.chars().take(3).collect::<String>().to_uppercase();
        TeamSetup {
            look: SideLook {
                name: name.to_string(),
                short_name: short,
                colours: Colours::plain(shirt),
            },
            squad: Squad::standard_base(),
            coach,
        }
    }
}

/// Everything a new match is made of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchSetup {
    /// The rule set (edition, level, options).
    pub rules: RuleSet,
    /// The home side.
    pub home: TeamSetup,
    /// The away side.
    pub away: TeamSetup,
    /// The seed of the match's dice.
    pub seed: u64,
    /// Undo and turn timer.
    pub options: PlayOptions,
}

impl MatchSetup {
    /// Two standard BASE squads, "Blue" (home) against "Red" (away), 2024 BASE.
    pub fn quick(home: Coach, away: Coach, seed: u64) -> MatchSetup {
        let rules = RuleSet::base_2024();
        MatchSetup {
            rules,
            home: TeamSetup::standard("Blue", Rgb::new(0x1f, 0x4e, 0xc8), home),
            away: TeamSetup::standard("Red", Rgb::new(0xc8, 0x1f, 0x2b), away),
            seed,
            options: PlayOptions::for_rules(rules),
        }
    }

    /// One side's set-up.
    pub fn team(&self, side: Side) -> &TeamSetup {
        match side {
            Side::Home => &self.home,
            Side::Away => &self.away,
        }
    }

    /// The part saved in the match record.
    pub fn table_record(&self) -> TableRecord {
        TableRecord {
            home: self.home.look.clone(),
            away: self.away.look.clone(),
            options: self.options,
        }
    }

    /// The set-up of a saved record; a record without its table part (an AI log, an older
    /// save) gets plain looks named after the squads and the default options. A coach this
    /// build does not know (a level of a newer hexkick) becomes the [`DEFAULT_COACH`], with a
    /// notice for the player: the match is never dropped for it. ("random", which `simulate`
    /// writes, is the random-legal baseline, a coach like any other.)
    pub fn from_record(record: &hexkick_record::MatchLog) -> (MatchSetup, Option<String>) {
        let table = record.table.clone().unwrap_or_else(|| {
            let plain = |squad: &Squad, shirt| SideLook {
                name: squad.name.clone(),
                short_name: squad
                    .name
                    .chars()
                    .take(3)
                    .collect::<String>()
                    .to_uppercase(),
                colours: Colours::plain(shirt),
            };
            TableRecord {
                home: plain(&record.home, Rgb::new(0x1f, 0x4e, 0xc8)),
                away: plain(&record.away, Rgb::new(0xc8, 0x1f, 0x2b)),
                options: PlayOptions::for_rules(record.rules),
            }
        });
        let mut notices = Vec::new();
        // Said in the player's language (the default coach is the Normal AI).
        let mut coach = |template: &'static str, name: &str| {
            Coach::try_from(name.to_string()).unwrap_or_else(|_| {
                notices.push(hexkick_i18n::trf(template, &[name]));
                DEFAULT_COACH
            })
        };
        let home_coach = coach(
            hexkick_i18n::tr_key(
                "The home coach \"{0}\" of your saved match is not known to this version of hexkick: the Normal AI coaches that side instead.",
            ),
            &record.home_coach,
        );
        let away_coach = coach(
            hexkick_i18n::tr_key(
                "The away coach \"{0}\" of your saved match is not known to this version of hexkick: the Normal AI coaches that side instead.",
            ),
            &record.away_coach,
        );
        let setup = MatchSetup {
            rules: record.rules,
            home: TeamSetup {
                look: table.home,
                squad: record.home.clone(),
                coach: home_coach,
            },
            away: TeamSetup {
                look: table.away,
                squad: record.away.clone(),
                coach: away_coach,
            },
            seed: record.seed,
            options: table.options,
        };
        (setup, (!notices.is_empty()).then(|| notices.join(" ")))
    }
}

/// Who takes a side whose saved coach this build does not know.
pub const DEFAULT_COACH: Coach = Coach::Ai(Difficulty::Normal);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_round_trips_through_json_and_coaches_read_as_words() {
        let setup = MatchSetup::quick(Coach::Human, Coach::Ai(Difficulty::Hard), 9);
        let text = serde_json::to_string(&setup).expect("serialise");
        assert!(text.contains("\"coach\":\"hard\""), "{text}");
        assert!(text.contains("\"#1f4ec8\""), "{text}");
        let back: MatchSetup = serde_json::from_str(&text).expect("read back");
        assert_eq!(back, setup);
        assert!(Coach::try_from("wizard".to_string()).is_err());
    }

    #[test]
    fn a_saved_match_with_an_unknown_coach_loads_with_the_default_and_a_notice() {
        let setup = MatchSetup::quick(Coach::Human, Coach::Ai(Difficulty::Hard), 3);
        let saves = hexkick_storage::Saves::new(hexkick_storage::MemoryStore::default());
        let table = crate::Table::new(setup.clone(), saves).expect("set-up");
        let mut record = table.session().record().clone();
        record.away_coach = "random".into();
        record.home_coach = "grandmaster".into();
        let (back, notice) = MatchSetup::from_record(&record);
        assert_eq!(
            (back.home.coach, back.away.coach),
            (DEFAULT_COACH, Coach::Random),
            "a simulated match's random coach plays on"
        );
        let notice = notice.expect("the player is told");
        assert!(
            notice.contains("\"grandmaster\"") && !notice.contains("\"random\""),
            "{notice}"
        );
        assert_eq!(
            DEFAULT_COACH,
            Coach::Ai(Difficulty::Normal),
            "the notice names Normal"
        );
        let french = hexkick_i18n::with_lang(hexkick_i18n::Lang::Fr, || {
            MatchSetup::from_record(&record).1
        });
        assert!(
            french.is_some_and(|f| f.starts_with("L'entraîneur « grandmaster »")),
            "said in French"
        );
        record.home_coach = "human".into();
        record.away_coach = "hard".into();
        assert_eq!(MatchSetup::from_record(&record), (setup, None));
    }

    #[test]
    fn tournament_play_has_no_undo_by_default() {
        let mut rules = RuleSet::base_2024();
        assert!(PlayOptions::for_rules(rules).undo);
        rules.level = hexkick_rules::rules::Level::Tournament;
        assert!(!PlayOptions::for_rules(rules).undo);
    }
}
