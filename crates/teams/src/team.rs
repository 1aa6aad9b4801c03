//! A team: names, badge, two strips and 16 players with stickers, always valid once built.

use super::hidden::escaped;
use super::strip::{Badge, Strip};
use super::text::{PlayerName, ShortName, TeamName};
use hexkick_rules::roster::{self, RosterEntry, RosterReport, RosterRules, Sticker, Sticker2024};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::{Player, ShirtNumber, SkillSet, Squad};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which of a team's two strips.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StripKind {
    /// The home strip.
    Home,
    /// The away strip.
    Away,
}

impl StripKind {
    /// "home" or "away".
    pub fn name(self) -> &'static str {
        match self {
            StripKind::Home => "home",
            StripKind::Away => "away",
        }
    }
}

/// One of the 16 players: shirt number, name and sticker.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TeamPlayer {
    /// Shirt number, 1 to 99, unique in the team.
    pub number: ShirtNumber,
    /// Name printed on the back.
    pub name: PlayerName,
    /// The round skill sticker.
    pub sticker: Sticker,
}

/// Everything a team is made of, not yet checked (what an editor holds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamDraft {
    /// Full name.
    pub name: TeamName,
    /// Scoreboard name.
    pub short_name: ShortName,
    /// The rulebook the stickers follow.
    pub edition: Edition,
    /// The club badge.
    pub badge: Badge,
    /// The home strip.
    pub home: Strip,
    /// The away strip.
    pub away: Strip,
    /// The 16 players.
    pub players: Vec<TeamPlayer>,
}

/// One reason a team is not valid, with the template field it concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// The field, as a template path (`players[3].sticker`, `away`, `players`).
    pub field: String,
    /// What is wrong, in words.
    pub message: String,
    /// The roster rule broken, when it is one (the studio says it in plain words with
    /// [`FieldError::in_words`]).
    pub violation: Option<roster::RosterViolation>,
    /// What is wrong as data, when an importer found it (said in the player's language by
    /// [`super::problem::Problem::in_words`]).
    pub problem: Option<super::problem::Problem>,
}

impl FieldError {
    /// An error about a field.
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            message: message.into(),
            violation: None,
            problem: None,
        }
    }

    /// An importer's problem with a field (its message is the problem's English).
    pub fn of(field: impl Into<String>, problem: super::problem::Problem) -> Self {
        Self {
            problem: Some(problem.clone()),
            ..Self::new(field, problem.to_string())
        }
    }

    /// A broken roster rule, about `field`.
    fn roster(field: String, violation: &roster::RosterViolation) -> Self {
        Self {
            violation: Some(violation.clone()),
            ..Self::new(field, violation.to_string())
        }
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Escaped, so a problem quoting odd text (a key, a colour) shows it and stays one line.
        write!(f, "{}: {}", escaped(&self.field), escaped(&self.message))
    }
}

/// A team that meets every rule: 16 players, unique numbers, a legal roster for its
/// edition, and one dark and one light strip (TOURNAMENT, "UNIFORME").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Team {
    draft: TeamDraft,
}

impl Team {
    /// Checks a draft; on failure lists every problem, each naming its field.
    pub fn new(draft: TeamDraft) -> Result<Team, Vec<FieldError>> {
        let mut errors = Vec::new();
        let edition_matches = |p: &TeamPlayer| {
            matches!(
                (&p.sticker, draft.edition),
                (Sticker::Edition2024(_), Edition::Y2024) | (Sticker::Classic(_), Edition::Classic)
            )
        };
        for (i, p) in draft.players.iter().enumerate() {
            if !edition_matches(p) {
                let expected = match draft.edition {
                    Edition::Y2024 => "2024",
                    Edition::Classic => "Classic",
                };
                let violation = roster::RosterViolation::WrongEdition {
                    at: i,
                    player: format!("#{} {}", p.number.0, p.name),
                    expected,
                };
                errors.push(FieldError {
                    message: "the sticker does not belong to the team's edition".to_string(),
                    ..FieldError::roster(format!("players[{i}].sticker"), &violation)
                });
            }
        }
        let report = draft.roster_report();
        errors.extend(
            report
                .violations
                .iter()
                .filter(|v| !matches!(v, roster::RosterViolation::WrongEdition { .. }))
                .map(|v| {
                    let field = v.place().map_or("players".to_string(), |(at, part)| {
                        format!("players[{at}].{part}")
                    });
                    FieldError::roster(field, v)
                }),
        );
        if draft.home.tone() == draft.away.tone() {
            errors.push(FieldError::new(
                "away",
                format!(
                    "both strips are {}; a team needs one dark and one light strip (TOURNAMENT, \"UNIFORME\")",
                    draft.home.tone().name()
                ),
            ));
        }
        if errors.is_empty() {
            Ok(Team { draft })
        } else {
            Err(errors)
        }
    }

    /// Full name.
    pub fn name(&self) -> &TeamName {
        &self.draft.name
    }

    /// Scoreboard name.
    pub fn short_name(&self) -> &ShortName {
        &self.draft.short_name
    }

    /// The rulebook the stickers follow.
    pub fn edition(&self) -> Edition {
        self.draft.edition
    }

    /// The club badge.
    pub fn badge(&self) -> &Badge {
        &self.draft.badge
    }

    /// One of the two strips.
    pub fn strip(&self, kind: StripKind) -> &Strip {
        match kind {
            StripKind::Home => &self.draft.home,
            StripKind::Away => &self.draft.away,
        }
    }

    /// The 16 players in squad order.
    pub fn players(&self) -> &[TeamPlayer] {
        &self.draft.players
    }

    /// The roster validator's report (total, band, warnings).
    pub fn roster_report(&self) -> RosterReport {
        self.draft.roster_report()
    }

    /// The same team under another name.
    pub fn renamed(&self, name: TeamName) -> Team {
        let mut draft = self.draft.clone();
        draft.name = name;
        Team { draft }
    }

    /// True when the roster is the standard BASE squad's, so it can play BASE matches.
    pub fn is_standard_base(&self) -> bool {
        self.draft.is_standard_base()
    }

    /// The squad as the rules core plays it: numbers, names and skills, in squad order
    /// (the first eleven start).
    pub fn to_squad(&self) -> Squad {
        Squad {
            name: self.draft.name.to_string(),
            players: self
                .players()
                .iter()
                .map(|p| Player {
                    number: p.number,
                    name: p.name.to_string(),
                    skills: SkillSet::of(p.sticker.skills()),
                    duel: match &p.sticker {
                        hexkick_rules::roster::Sticker::Classic(c) => Some(c.duel()),
                        hexkick_rules::roster::Sticker::Edition2024(_) => None,
                    },
                })
                .collect(),
        }
    }

    /// A copy of the parts, to edit and check again.
    pub fn to_draft(&self) -> TeamDraft {
        self.draft.clone()
    }
}

impl TeamDraft {
    /// The roster as the rules core sees it.
    pub fn roster(&self) -> Vec<RosterEntry> {
        self.players
            .iter()
            .map(|p| RosterEntry {
                number: p.number,
                name: p.name.to_string(),
                sticker: p.sticker.clone(),
            })
            .collect()
    }

    /// The roster checked against the rules a saved team must meet: Classic teams against the
    /// strength bands; 2024 teams against the standard BASE squad if they are it, else against
    /// the COMPLETE budget and uniqueness rules.
    pub fn roster_report(&self) -> RosterReport {
        let roster = self.roster();
        match self.edition {
            Edition::Classic => roster::validate(RosterRules::Classic, &roster),
            Edition::Y2024 => standard_or(&roster, Some(RosterRules::Custom2024)),
        }
    }

    /// True when the roster is the standard BASE squad's (any player order, any names).
    pub fn is_standard_base(&self) -> bool {
        let standard = standard_base_stickers();
        self.edition == Edition::Y2024
            && roster::validate(
                RosterRules::Base2024 {
                    standard: &standard,
                },
                &self.roster(),
            )
            .is_legal()
    }

    /// How many stickers differ from the standard BASE squad's (0 for the standard squad;
    /// `None` for a Classic team).
    pub fn stickers_off_standard(&self) -> Option<usize> {
        if self.edition != Edition::Y2024 {
            return None;
        }
        let standard = standard_base_stickers();
        let report = roster::validate(
            RosterRules::Base2024 {
                standard: &standard,
            },
            &self.roster(),
        );
        let off = report.violations.iter().find_map(|v| match v {
            roster::RosterViolation::NotStandard { missing, .. } => Some(missing.len()),
            _ => None,
        });
        Some(off.unwrap_or(0))
    }
}

/// `roster` checked as the standard BASE squad; when it is not that squad, against
/// `otherwise` (`None`: the standard squad's report, saying how it differs).
pub fn standard_or(
    roster: &[RosterEntry],
    otherwise: Option<RosterRules<'static>>,
) -> RosterReport {
    let standard = standard_base_stickers();
    let base = roster::validate(
        RosterRules::Base2024 {
            standard: &standard,
        },
        roster,
    );
    match otherwise {
        Some(rules) if !base.is_legal() => roster::validate(rules, roster),
        _ => base,
    }
}

/// The 16 stickers of the rules core's standard BASE squad (2024 BASE, "RÈGLES DE BASE").
pub fn standard_base_stickers() -> Vec<Sticker> {
    Squad::standard_base()
        .players
        .iter()
        .filter_map(|p| {
            let skills = hexkick_rules::squad::parse_skills(&p.skills.letters()).ok()?;
            Sticker2024::new(skills).ok().map(Sticker::Edition2024)
        })
        .collect()
}
