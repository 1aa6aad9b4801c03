//! `hexkick competition`: a whole competition played headless by AI coaches
//! ([`hexkick_ai::competition::run`]); this module reads its command line.

use crate::UsageError;
use crate::options::{each_option, or_usage, parse_rules};
use hexkick_ai::Difficulty;
use hexkick_ai::competition::{Setup, run};
use hexkick_rules::competition::Format;
use hexkick_rules::rules::{Level, RuleSet};
use std::io::{self, Write};

/// Usage of the subcommand.
pub const USAGE: &str = "AI competition:\n  competition --format league|cup --teams N --seed S [--rules RULES] [--level LEVEL]\n                          league: every team meets every other once; cup: knockout of\n                          2, 4, 8 or 16 teams (extra time and shootout on); RULES as for\n                          simulate (default 2024-tournament); LEVEL easy, normal (default), hard";

/// Fewest and most teams of a competition (issue 17: "2 to 16 teams").
const TEAMS: std::ops::RangeInclusive<usize> = 2..=16;

fn parse(args: &[String]) -> Result<Setup, UsageError> {
    let mut format = None;
    let mut teams = None;
    let mut seed = None;
    let mut rules = RuleSet {
        level: Level::Tournament,
        ..RuleSet::default()
    };
    let mut level = Difficulty::Normal;
    let usage = |text: &str| UsageError(text.to_string());
    each_option(args, |flag, value| {
        match flag {
            "--format" => {
                format = Some(match value()?.as_str() {
                    "league" => Format::League,
                    "cup" => Format::Cup,
                    other => {
                        return Err(UsageError(format!(
                            "unknown format \"{other}\" (league or cup)"
                        )));
                    }
                })
            }
            "--teams" => {
                teams = Some(
                    value()?
                        .parse::<usize>()
                        .ok()
                        .filter(|n| TEAMS.contains(n))
                        .ok_or_else(|| usage("--teams takes a number from 2 to 16"))?,
                )
            }
            "--seed" => {
                seed = Some(
                    value()?
                        .parse()
                        .map_err(|_| usage("--seed takes a whole number"))?,
                )
            }
            "--rules" => {
                rules = parse_rules(&value()?)?
                    .first()
                    .copied()
                    .ok_or_else(|| usage("--rules names one rule set"))?
            }
            "--level" => {
                level = value()?
                    .parse()
                    .map_err(|_| usage("--level: easy, normal or hard"))?
            }
            other => return Err(UsageError(format!("unknown option \"{other}\""))),
        }
        Ok(())
    })?;
    let format = format.ok_or_else(|| usage("--format is required"))?;
    let teams = teams.ok_or_else(|| usage("--teams is required"))?;
    if format == Format::Cup && !teams.is_power_of_two() {
        return Err(usage("a cup takes 2, 4, 8 or 16 teams"));
    }
    if format == Format::Cup {
        rules.extras.extra_time = true;
        rules.extras.shootout = true;
    }
    Ok(Setup {
        format,
        teams,
        seed: seed.ok_or_else(|| usage("--seed is required"))?,
        rules,
        level,
    })
}

/// `hexkick competition ...`: the rounds and standings written to `out`; exit 0 when the
/// competition was played to its end.
pub fn competition(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let setup = match or_usage("competition", parse(args), USAGE) {
        Ok(s) => s,
        Err(code) => return Ok(code),
    };
    match run(setup) {
        Ok(text) => {
            out.write_all(text.as_bytes())?;
            Ok(0)
        }
        Err(e) => {
            eprintln!("hexkick competition: {e}");
            Ok(1)
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
}
