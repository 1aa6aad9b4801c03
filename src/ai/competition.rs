//! `hexkick competition`: a whole competition played headless by AI coaches (issue 17,
//! Part 1). A league (single round robin) or a knockout cup (extra time and a shootout for a
//! drawn tie); the core's competition record (`core::competition`) carries suspensions and
//! serious injuries from each match to the team's next (TOURNOI "SUSPENSIONS", "BLESSURES").
//! Every match's dice and coaches are seeded from the competition's seed: same seed, same
//! output.

use super::Coach;
use super::Difficulty;
use super::headless::play_from;
use crate::core::competition::{Absence, AbsenceReason, Competition, CompetitionError};
use crate::core::rules::{Edition, Level, RuleSet};
use crate::core::squad::{Side, Squad};
use crate::core::state::MatchState;
use std::fmt;
use std::fmt::Write as _;

/// Usage of the subcommand.
pub const USAGE: &str = "AI competition:\n  competition --format league|cup --teams N --seed S [--rules RULES] [--level LEVEL]\n                          league: every team meets every other once; cup: knockout of\n                          2, 4, 8 or 16 teams (extra time and shootout on); RULES as for\n                          simulate (default 2024-tournament); LEVEL easy, normal (default), hard";

/// The competition's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A single round robin.
    League,
    /// A knockout cup.
    Cup,
}

/// What the command line asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Setup {
    /// League or cup.
    pub format: Format,
    /// How many teams, 2 to 16.
    pub teams: usize,
    /// The seed every match's seed comes from.
    pub seed: u64,
    /// The rules of every match.
    pub rules: RuleSet,
    /// The AI level of every coach.
    pub level: Difficulty,
}

/// Fewest and most teams of a competition (issue 17: "2 to 16 teams").
const TEAMS: std::ops::RangeInclusive<usize> = 2..=16;

fn parse(args: &[String]) -> Result<Setup, String> {
    let mut format = None;
    let mut teams = None;
    let mut seed = None;
    let mut rules = RuleSet {
        level: Level::Tournament,
        ..RuleSet::default()
    };
    let mut level = Difficulty::Normal;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value"))?
            .as_str();
        match flag.as_str() {
            "--format" => {
                format = Some(match value {
                    "league" => Format::League,
                    "cup" => Format::Cup,
                    other => return Err(format!("unknown format \"{other}\" (league or cup)")),
                })
            }
            "--teams" => {
                teams = Some(
                    value
                        .parse::<usize>()
                        .ok()
                        .filter(|n| TEAMS.contains(n))
                        .ok_or("--teams takes a number from 2 to 16")?,
                )
            }
            "--seed" => seed = Some(value.parse().map_err(|_| "--seed takes a whole number")?),
            "--rules" => {
                rules = super::cli::parse_rules(value)
                    .map_err(|e| e.0)?
                    .first()
                    .copied()
                    .ok_or("--rules names one rule set")?
            }
            "--level" => level = value.parse().map_err(|_| "--level: easy, normal or hard")?,
            other => return Err(format!("unknown option \"{other}\"")),
        }
    }
    let format = format.ok_or("--format is required")?;
    let teams = teams.ok_or("--teams is required")?;
    if format == Format::Cup && !teams.is_power_of_two() {
        return Err("a cup takes 2, 4, 8 or 16 teams".into());
    }
    if format == Format::Cup {
        rules.extras.extra_time = true;
        rules.extras.shootout = true;
    }
    Ok(Setup {
        format,
        teams,
        seed: seed.ok_or("--seed is required")?,
        rules,
        level,
    })
}

/// The squads entered: the shipped 2024 teams (each name once, then numbered) at 2024
/// COMPLETE and TOURNAMENT, else the standard squad under numbered names.
fn squads(rules: RuleSet, n: usize) -> Vec<Squad> {
    let shipped: Vec<Squad> = crate::teams::shipped::shipped_teams()
        .into_iter()
        .filter(|t| t.edition() == Edition::Y2024)
        .map(|t| t.to_squad())
        .collect();
    let custom = rules.edition == Edition::Y2024 && rules.level >= Level::Complete;
    (0..n)
        .map(
            |i| match shipped.get(i % shipped.len().max(1)).filter(|_| custom) {
                Some(s) => {
                    let mut squad = s.clone();
                    if i >= shipped.len() {
                        squad.name = format!("{} {}", s.name, i / shipped.len() + 1);
                    }
                    squad
                }
                None => Squad {
                    name: format!("Team {}", i + 1),
                    ..Squad::standard_base()
                },
            },
        )
        .collect()
}

/// One match played: its result line and what it carries over.
struct Fixture {
    home: String,
    away: String,
    goals: [u8; 2],
    winner: Option<Side>,
}

/// Why a headless competition stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum RunError {
    /// The competition refused its entrants or a fixture.
    Competition(CompetitionError),
    /// A match could not be played to its end.
    Match {
        /// "HOME v AWAY (seed S)".
        fixture: String,
        /// What the headless match reported.
        error: String,
    },
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Competition(e) => e.fmt(f),
            Self::Match { fixture, error } => write!(f, "{fixture}: {error}"),
        }
    }
}

impl std::error::Error for RunError {}

impl From<CompetitionError> for RunError {
    fn from(e: CompetitionError) -> Self {
        RunError::Competition(e)
    }
}

/// Plays `home` v `away` with AI coaches, records it and reports it into `out`.
fn play(
    comp: &mut Competition,
    [home, away]: [&str; 2],
    seed: u64,
    level: Difficulty,
    out: &mut String,
) -> Result<Fixture, RunError> {
    let state = comp.start_match(home, away)?;
    let squads = [home, away].map(|t| {
        comp.entrant(t)
            .map(|e| e.squad.clone())
            .unwrap_or_else(|_| Squad::standard_base())
    });
    let coach = Coach::Ai(level);
    let (report, state) = play_from(state, squads, [coach, coach], seed);
    let fixture = || format!("{home} v {away} (seed {seed})");
    if let Some(error) = report.error {
        return Err(RunError::Match {
            fixture: fixture(),
            error,
        });
    }
    let absences = comp.record(home, away, &state)?;
    let result = state.result().ok_or_else(|| RunError::Match {
        fixture: fixture(),
        error: "no result".to_string(),
    })?;
    let shootout = result
        .shootout
        .map(|[h, a]| format!(" (shootout {h}-{a})"))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "{home} {}-{} {away}{shootout}",
        result.home, result.away
    );
    for (k, (side, team)) in [(Side::Home, home), (Side::Away, away)].iter().enumerate() {
        let carried = carried_over(&state, *side, &absences[k]);
        if !carried.is_empty() {
            let _ = writeln!(out, "  {team}: {carried}");
        }
    }
    Ok(Fixture {
        home: home.to_string(),
        away: away.to_string(),
        goals: [result.home, result.away],
        winner: result.winner,
    })
}

/// "injured #9 (twice); fatigue from 60' with 2 substitutions; misses the next match: #9
/// (seriously injured), #4 (suspended)", or nothing when nothing happened.
fn carried_over(state: &MatchState, side: Side, next: &[Absence]) -> String {
    let mut parts = Vec::new();
    let injured: Vec<String> = state
        .players()
        .iter()
        .filter(|p| p.id().side == side && p.injuries() > 0)
        .map(|p| {
            let times = if p.injuries() > 1 { " (twice)" } else { "" };
            format!("#{}{times}", p.id().number.0)
        })
        .collect();
    if !injured.is_empty() {
        parts.push(format!("injured {}", injured.join(", ")));
    }
    if state.tournament().fatigue {
        parts.push(format!(
            "fatigue from 60' with {} substitutions",
            state.substitutions_used(side)
        ));
    }
    if !next.is_empty() {
        let who: Vec<String> = next
            .iter()
            .map(|a| {
                let why = match a.reason {
                    AbsenceReason::Suspended => "suspended",
                    AbsenceReason::SeriouslyInjured => "seriously injured",
                };
                format!("#{} ({why})", a.number.0)
            })
            .collect();
        parts.push(format!("misses the next match: {}", who.join(", ")));
    }
    parts.join("; ")
}

/// One team's league line.
#[derive(Clone, Debug, Default)]
struct Line {
    team: String,
    played: u32,
    won: u32,
    drawn: u32,
    lost: u32,
    goals_for: u32,
    goals_against: u32,
}

impl Line {
    fn points(&self) -> u32 {
        3 * self.won + self.drawn
    }
}

/// Points `team` took from the fixtures against the teams in `among`.
fn head_to_head(fixtures: &[Fixture], team: &str, among: &[&str]) -> u32 {
    fixtures
        .iter()
        .filter(|f| {
            (f.home == team && among.contains(&f.away.as_str()))
                || (f.away == team && among.contains(&f.home.as_str()))
        })
        .map(|f| {
            let side = if f.home == team {
                Side::Home
            } else {
                Side::Away
            };
            match f.winner {
                Some(w) if w == side => 3,
                None => 1,
                Some(_) => 0,
            }
        })
        .sum()
}

/// The league table: points, then head-to-head points among the teams level on points
/// (issue 17; the rulebooks give no tie-break), goal difference, goals scored, name.
fn table(names: &[String], fixtures: &[Fixture]) -> Vec<Line> {
    let mut lines: Vec<Line> = names
        .iter()
        .map(|n| Line {
            team: n.clone(),
            ..Line::default()
        })
        .collect();
    for f in fixtures {
        for (k, team) in [&f.home, &f.away].into_iter().enumerate() {
            let Some(l) = lines.iter_mut().find(|l| &l.team == team) else {
                continue;
            };
            let side = if k == 0 { Side::Home } else { Side::Away };
            l.played += 1;
            l.goals_for += u32::from(f.goals[k]);
            l.goals_against += u32::from(f.goals[1 - k]);
            match f.winner {
                Some(w) if w == side => l.won += 1,
                None => l.drawn += 1,
                Some(_) => l.lost += 1,
            }
        }
    }
    let key = |l: &Line| {
        let level: Vec<&str> = lines
            .iter()
            .filter(|o| o.points() == l.points())
            .map(|o| o.team.as_str())
            .collect();
        (
            l.points(),
            head_to_head(fixtures, &l.team, &level),
            i64::from(l.goals_for) - i64::from(l.goals_against),
            l.goals_for,
        )
    };
    let mut keyed: Vec<_> = lines.iter().map(|l| (key(l), l.clone())).collect();
    keyed.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.team.cmp(&b.1.team)));
    keyed.into_iter().map(|(_, l)| l).collect()
}

/// Plays the whole competition and returns what it prints.
pub fn run(setup: Setup) -> Result<String, RunError> {
    let entered = squads(setup.rules, setup.teams);
    let names: Vec<String> = entered.iter().map(|s| s.name.clone()).collect();
    let mut comp = Competition::new("headless", setup.rules, entered)?;
    let mut out = String::new();
    let mut fixtures = Vec::new();
    let mut seed = setup.seed;
    let mut next_seed = || {
        seed = seed.wrapping_add(1);
        seed
    };
    match setup.format {
        Format::League => {
            let _ = writeln!(out, "League of {} teams, seed {}", names.len(), setup.seed);
            for i in 0..names.len() {
                for j in i + 1..names.len() {
                    let (h, a) = if (i + j) % 2 == 0 { (i, j) } else { (j, i) };
                    let pair = [names[h].as_str(), names[a].as_str()];
                    fixtures.push(play(&mut comp, pair, next_seed(), setup.level, &mut out)?);
                }
            }
            let _ = writeln!(out, "\nFinal standings            P  W  D  L  GF  GA  Pts");
            for (pos, l) in table(&names, &fixtures).iter().enumerate() {
                let _ = writeln!(
                    out,
                    "{:>2}. {:<22} {:>2} {:>2} {:>2} {:>2} {:>3} {:>3} {:>4}",
                    pos + 1,
                    l.team,
                    l.played,
                    l.won,
                    l.drawn,
                    l.lost,
                    l.goals_for,
                    l.goals_against,
                    l.points()
                );
            }
        }
        Format::Cup => {
            let _ = writeln!(out, "Cup of {} teams, seed {}", names.len(), setup.seed);
            let mut alive = names.clone();
            let mut out_in: Vec<(String, usize)> = Vec::new();
            let mut round = 1;
            while alive.len() > 1 {
                let _ = writeln!(out, "\nRound {round}");
                let mut next = Vec::new();
                for pair in alive.chunks(2) {
                    let [h, a] = [pair[0].as_str(), pair[1].as_str()];
                    let f = play(&mut comp, [h, a], next_seed(), setup.level, &mut out)?;
                    let (won, lost) = match f.winner {
                        Some(Side::Away) => (a, h),
                        _ => (h, a),
                    };
                    next.push(won.to_string());
                    out_in.push((lost.to_string(), round));
                }
                alive = next;
                round += 1;
            }
            let _ = writeln!(out, "\nFinal standings");
            if let Some(w) = alive.first() {
                let _ = writeln!(out, " 1. {w} (winner)");
            }
            out_in.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            for (team, r) in out_in {
                let _ = writeln!(out, "    {team} (out in round {r})");
            }
        }
    }
    Ok(out)
}

/// `hexkick competition ...`: exit 0 when the competition was played to its end.
pub fn competition(args: &[String]) -> i32 {
    let setup = match super::cli::or_usage("competition", parse(args), USAGE) {
        Ok(s) => s,
        Err(code) => return code,
    };
    match run(setup) {
        Ok(text) => {
            print!("{text}");
            0
        }
        Err(e) => {
            eprintln!("hexkick competition: {e}");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_command_line_is_checked() {
        let s = parse(&args("--format cup --teams 8 --seed 5")).expect("valid");
        assert_eq!((s.format, s.teams, s.seed), (Format::Cup, 8, 5));
        assert!(s.rules.tournament_rules() && s.rules.extras.shootout);
        assert!(parse(&args("--format cup --teams 6 --seed 5")).is_err());
        assert!(parse(&args("--format league --teams 17 --seed 5")).is_err());
        assert!(parse(&args("--format league --teams 4")).is_err());
    }

    #[test]
    fn head_to_head_breaks_a_tie_on_points() {
        let f = |home: &str, away: &str, goals: [u8; 2], winner| Fixture {
            home: home.into(),
            away: away.into(),
            goals,
            winner,
        };
        let fixtures = [
            f("A", "B", [1, 0], Some(Side::Home)),
            f("B", "C", [5, 0], Some(Side::Home)),
            f("C", "A", [1, 0], Some(Side::Home)),
        ];
        let names = ["A".to_string(), "B".to_string(), "C".to_string()];
        let order: Vec<String> = table(&names, &fixtures)
            .into_iter()
            .map(|l| l.team)
            .collect();
        // All on 3 points and 3 head-to-head points: goal difference decides, B first.
        assert_eq!(order, ["B", "A", "C"]);
        let two = [
            f("A", "B", [1, 0], Some(Side::Home)),
            f("B", "A", [3, 0], Some(Side::Home)),
        ];
        let order: Vec<String> = table(&names[..2], &two)
            .into_iter()
            .map(|l| l.team)
            .collect();
        assert_eq!(
            order,
            ["B", "A"],
            "level on points and head-to-head, B's goals"
        );
    }
}
