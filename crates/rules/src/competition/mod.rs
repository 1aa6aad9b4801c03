//! A competition record (2024 TOURNAMENT): the squads entered, the results, and who misses
//! the next match. What spans matches lives here: "the same 16 players all tournament"
//! (TOURNOI "JOUEURS"), suspensions (TOURNOI "SUSPENSIONS") and serious injuries (TOURNOI
//! "BLESSURES"). Pure data: the storage module's Competitions slot saves [`Competitions`].

mod schedule;
mod sheet;
mod standings;

pub use schedule::{Fixture, Format};
pub use sheet::{Booking, Sheet, Tally};
pub use standings::{Line, standings};

use crate::event::MatchResult;
use crate::rules::RuleSet;
use crate::squad::{PlayerId, ShirtNumber, Side, Skill, Squad, SquadError};
use crate::state::{MatchState, Phase, PlayerStatus, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a player misses a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AbsenceReason {
    /// Sent off in the team's previous match (TOURNOI "SUSPENSIONS").
    Suspended,
    /// Injured twice in the team's previous match (TOURNOI "BLESSURES").
    SeriouslyInjured,
}

/// A player who misses the team's next match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Absence {
    /// His shirt number.
    pub number: ShirtNumber,
    /// Why.
    pub reason: AbsenceReason,
}

/// A player named before a match as missing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Missing {
    /// His team.
    pub team: String,
    /// His name.
    pub name: String,
    /// His number and why he misses the match.
    pub absence: Absence,
}

/// One team of the competition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The squad registered for the whole competition (its name names the team).
    pub squad: Squad,
    /// Players who miss the team's next match.
    #[serde(default)]
    pub absences: Vec<Absence>,
    /// Who coaches it, by name ("human", "easy", ...: an `ai::Coach`'s name, as the match
    /// record keeps it); empty in the headless competition's records.
    #[serde(default)]
    pub coach: String,
}

/// A match played in the competition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The home team's name.
    pub home: String,
    /// The away team's name.
    pub away: String,
    /// The result.
    pub result: MatchResult,
    /// Who scored and who was booked.
    #[serde(default)]
    pub sheet: Sheet,
}

/// A competition: its teams, absences and results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Competition {
    /// Its name.
    pub name: String,
    /// The rules every match is played under.
    pub rules: RuleSet,
    /// The teams.
    pub entrants: Vec<Entrant>,
    /// The matches played, in order.
    #[serde(default)]
    pub played: Vec<Played>,
    /// League or cup.
    #[serde(default)]
    pub format: Format,
    /// The fixtures drawn so far, in the order they are played (a cup draws each round when
    /// the last one is over); empty for a record that only keeps results.
    #[serde(default)]
    pub fixtures: Vec<Fixture>,
    /// The seed of the fixture a person has started at the table and whose result has not
    /// come back yet.
    #[serde(default)]
    pub in_play: Option<u64>,
    /// The seed every fixture's dice seed comes from ([`Competition::fixture_seed`]).
    #[serde(default)]
    pub seed: u64,
    /// Whether its matches are played without the aim line (not a rule: a table option the
    /// organiser chose, kept with the competition).
    #[serde(default)]
    pub no_aim_help: bool,
}

/// Every competition record (the payload of the Competitions save slot).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Competitions {
    /// The records, oldest first.
    pub list: Vec<Competition>,
}

/// Why a competition refused something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompetitionError {
    /// No team of that name was entered.
    UnknownTeam(String),
    /// Two teams share a name.
    DuplicateTeam(String),
    /// A team plays itself.
    SameTeam(String),
    /// A squad cannot take the pitch.
    Squad(String, SquadError),
    /// The squad differs from the one registered (TOURNOI "JOUEURS").
    ChangedSquad {
        /// The team.
        team: String,
        /// What changed.
        detail: String,
    },
    /// The match is not over.
    NotFinished,
    /// The match could not be set up.
    Setup(SetupError),
}

impl fmt::Display for CompetitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UnknownTeam(t) => write!(f, "no team \"{t}\" in this competition"),
            Self::DuplicateTeam(t) => write!(f, "two teams are called \"{t}\""),
            Self::SameTeam(t) => write!(f, "\"{t}\" cannot play itself"),
            Self::Squad(t, e) => write!(f, "{t}: {e}"),
            Self::ChangedSquad { team, detail } => write!(
                f,
                "{team} must keep the same 16 players all tournament: {detail}"
            ),
            Self::NotFinished => write!(f, "the match is not over yet"),
            Self::Setup(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for CompetitionError {}

impl Competition {
    /// A new competition of `squads` under `rules`; every squad must be valid and named
    /// uniquely.
    pub fn new(
        name: &str,
        rules: RuleSet,
        squads: Vec<Squad>,
    ) -> Result<Competition, CompetitionError> {
        let mut entrants: Vec<Entrant> = Vec::new();
        for squad in squads {
            squad
                .validate()
                .map_err(|e| CompetitionError::Squad(squad.name.clone(), e))?;
            if entrants.iter().any(|e| e.squad.name == squad.name) {
                return Err(CompetitionError::DuplicateTeam(squad.name));
            }
            entrants.push(Entrant {
                squad,
                absences: Vec::new(),
                coach: String::new(),
            });
        }
        Ok(Competition {
            name: name.to_string(),
            rules,
            entrants,
            played: Vec::new(),
            format: Format::default(),
            fixtures: Vec::new(),
            in_play: None,
            seed: 0,
            no_aim_help: false,
        })
    }

    /// The team called `team`.
    pub fn entrant(&self, team: &str) -> Result<&Entrant, CompetitionError> {
        self.entrants
            .iter()
            .find(|e| e.squad.name == team)
            .ok_or_else(|| CompetitionError::UnknownTeam(team.to_string()))
    }

    fn entrant_mut(&mut self, team: &str) -> Result<&mut Entrant, CompetitionError> {
        self.entrants
            .iter_mut()
            .find(|e| e.squad.name == team)
            .ok_or_else(|| CompetitionError::UnknownTeam(team.to_string()))
    }

    /// TOURNOI "JOUEURS": a squad brought to a match must be the registered 16 (same numbers,
    /// same stickers; the order of the list may change).
    pub fn check_squad(&self, squad: &Squad) -> Result<(), CompetitionError> {
        let registered = &self.entrant(&squad.name)?.squad;
        let changed = |detail: String| CompetitionError::ChangedSquad {
            team: squad.name.clone(),
            detail,
        };
        if squad.players.len() != registered.players.len() {
            return Err(changed(format!(
                "{} players instead of {}",
                squad.players.len(),
                registered.players.len()
            )));
        }
        for p in &registered.players {
            match squad.players.iter().find(|q| q.number == p.number) {
                None => return Err(changed(format!("number {} is missing", p.number.0))),
                Some(q) if q.skills != p.skills => {
                    return Err(changed(format!(
                        "number {} has the sticker {} instead of {}",
                        p.number.0,
                        q.skills.letters(),
                        p.skills.letters()
                    )));
                }
                Some(_) => {}
            }
        }
        Ok(())
    }

    /// The players of both teams of `fixture` who miss it, with their names: what the screen
    /// names before the match.
    pub fn missing(&self, fixture: &Fixture) -> Vec<Missing> {
        [&fixture.home, &fixture.away]
            .into_iter()
            .filter_map(|team| self.entrant(team).ok())
            .flat_map(|e| {
                e.absences.iter().map(|a| Missing {
                    team: e.squad.name.clone(),
                    name: e
                        .squad
                        .players
                        .iter()
                        .find(|p| p.number == a.number)
                        .map(|p| p.name.clone())
                        .unwrap_or_default(),
                    absence: *a,
                })
            })
            .collect()
    }

    /// The seed of the next fixture's dice: the competition's seed plus its number.
    pub fn fixture_seed(&self) -> u64 {
        self.seed.wrapping_add(self.played.len() as u64 + 1)
    }

    /// The players of `team` who miss its next match.
    pub fn absences(&self, team: &str) -> Result<&[Absence], CompetitionError> {
        Ok(&self.entrant(team)?.absences)
    }

    /// A new match of `home` against `away` at the coin toss: the absent players stay out
    /// (their bench is smaller), the others line up in squad order with a goalkeeper first.
    pub fn start_match(&self, home: &str, away: &str) -> Result<MatchState, CompetitionError> {
        let (squads, absent) = self.line_ups(home, away)?;
        kick_off(self.rules, &squads[0], &squads[1], &absent).map_err(CompetitionError::Setup)
    }

    /// The two squads of `home` against `away` in line-up order and the players who miss the
    /// match: what a match record keeps so that the match replays from its kick-off.
    pub fn line_ups(
        &self,
        home: &str,
        away: &str,
    ) -> Result<([Squad; 2], Vec<PlayerId>), CompetitionError> {
        if home == away {
            return Err(CompetitionError::SameTeam(home.to_string()));
        }
        let (h, a) = (self.entrant(home)?, self.entrant(away)?);
        let absent = [(Side::Home, h), (Side::Away, a)]
            .into_iter()
            .flat_map(|(side, e)| {
                e.absences.iter().map(move |x| PlayerId {
                    side,
                    number: x.number,
                })
            })
            .collect();
        Ok(([line_up(h), line_up(a)], absent))
    }

    /// Records a finished match of `home` against `away`: the absences it served are cleared
    /// and the players sent off or seriously injured in it miss the team's next match.
    /// `sheet` is who scored and who was booked. Returns the new absences, home then away.
    pub fn record(
        &mut self,
        home: &str,
        away: &str,
        state: &MatchState,
        sheet: Sheet,
    ) -> Result<[Vec<Absence>; 2], CompetitionError> {
        let result = state.result().ok_or(CompetitionError::NotFinished)?;
        if state.phase() != Phase::FullTime {
            return Err(CompetitionError::NotFinished);
        }
        self.entrant(home)?;
        self.entrant(away)?;
        let mut out = [Vec::new(), Vec::new()];
        for (k, (side, team)) in [(Side::Home, home), (Side::Away, away)]
            .into_iter()
            .enumerate()
        {
            let next: Vec<Absence> = state
                .players()
                .iter()
                .filter(|p| p.id().side == side)
                .filter_map(|p| {
                    // The reserve goalkeeper wears the sent-off keeper's peg: the keeper is suspended.
                    let reason = if p.status() == PlayerStatus::SentOff || p.reserve_keeper() {
                        AbsenceReason::Suspended
                    } else if p.injuries() >= crate::tournament::SERIOUS_INJURY {
                        AbsenceReason::SeriouslyInjured
                    } else {
                        return None;
                    };
                    Some(Absence {
                        number: p.id().number,
                        reason,
                    })
                })
                .collect();
            self.entrant_mut(team)?.absences = next.clone();
            out[k] = next;
        }
        self.played.push(Played {
            home: home.to_string(),
            away: away.to_string(),
            result,
            sheet,
        });
        self.draw_next_round();
        Ok(out)
    }
}

/// A match at the coin toss with `absent` players out of it (status unavailable, off the
/// pitch): a competition match, or a saved one replayed from its record.
pub fn kick_off(
    rules: RuleSet,
    home: &Squad,
    away: &Squad,
    absent: &[PlayerId],
) -> Result<MatchState, SetupError> {
    MatchState::new_match_without(rules, home, away, absent)
}

/// The squad in line-up order: available players first (a goalkeeper in the first place when
/// one is available), absent players last.
fn line_up(entrant: &Entrant) -> Squad {
    let absent = |n: ShirtNumber| entrant.absences.iter().any(|a| a.number == n);
    let keeper =
        |p: &crate::squad::Player| p.skills.has(Skill::Violet) || p.skills.has(Skill::BlackX);
    let mut players: Vec<_> = entrant
        .squad
        .players
        .iter()
        .filter(|p| !absent(p.number))
        .cloned()
        .collect();
    if players.first().is_some_and(|p| !keeper(p))
        && let Some(k) = players.iter().position(keeper)
    {
        let k = players.remove(k);
        players.insert(0, k);
    }
    players.extend(
        entrant
            .squad
            .players
            .iter()
            .filter(|p| absent(p.number))
            .cloned(),
    );
    Squad {
        name: entrant.squad.name.clone(),
        players,
    }
}

#[cfg(test)]
mod tests;
