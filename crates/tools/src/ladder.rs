//! `hexkick ladder`: each AI level against the one below it, so the levels can be checked to
//! form a ladder a player can climb (each beats the one below in 55-85% of decided matches,
//! issue "An opponent worth playing").

use crate::UsageError;
use crate::options::{RunOptions, each_option, or_usage};
use hexkick_ai::headless::play;
use hexkick_ai::{Coach, Difficulty};
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::Side;
use std::io::{self, Write};

/// Usage of `hexkick ladder`.
pub const USAGE: &str = "The AI ladder:\n  ladder [--matches N] [--seed S] [--rules RULES]\n                          plays each level against the one below it N times (default 40,\n                          sides alternating) and prints LEVEL vs LOWER: won X% of decided,\n                          D draws, G goals a match; RULES as for simulate (default 2024-base)";

fn parse(args: &[String]) -> Result<RunOptions, UsageError> {
    let mut out = RunOptions::new(40);
    each_option(args, |flag, value| {
        if out.take(flag, value)? {
            Ok(())
        } else {
            Err(UsageError(format!("unknown option \"{flag}\"")))
        }
    })?;
    Ok(out)
}

/// One rung: how a level did against the one below it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rung {
    /// Matches the upper level won.
    pub won: u32,
    /// Matches the lower level won.
    pub lost: u32,
    /// Drawn matches.
    pub drawn: u32,
    /// Goals scored by both sides.
    pub goals: u32,
    /// Matches that did not finish (must stay 0).
    pub unfinished: u32,
}

impl Rung {
    /// The upper level's share of decided matches, in percent (0 when none was decided).
    pub fn won_share(&self) -> f64 {
        let decided = self.won + self.lost;
        if decided == 0 {
            0.0
        } else {
            100.0 * f64::from(self.won) / f64::from(decided)
        }
    }

    /// Goals a finished match.
    pub fn goals_a_match(&self) -> f64 {
        let played = self.won + self.lost + self.drawn;
        f64::from(self.goals) / f64::from(played.max(1))
    }
}

/// Plays `matches` matches of `upper` against `lower` (upper at home in the even ones), the
/// rule sets taken in turn and the seeds counting up from `seed`.
pub fn rung(
    upper: Difficulty,
    lower: Difficulty,
    matches: u32,
    seed: u64,
    rules: &[RuleSet],
) -> Rung {
    let mut out = Rung::default();
    for i in 0..matches {
        let Some(&set) = rules.get(i as usize % rules.len().max(1)) else {
            break;
        };
        let upper_side = if i % 2 == 0 { Side::Home } else { Side::Away };
        let (home, away) = match upper_side {
            Side::Home => (upper, lower),
            Side::Away => (lower, upper),
        };
        let report = play(
            set,
            Coach::Ai(home),
            Coach::Ai(away),
            seed.wrapping_add(u64::from(i)),
        );
        match (report.result, report.error) {
            (Some(result), None) => {
                out.goals += u32::from(result.home) + u32::from(result.away);
                match result.winner {
                    Some(side) if side == upper_side => out.won += 1,
                    Some(_) => out.lost += 1,
                    None => out.drawn += 1,
                }
            }
            (_, error) => {
                out.unfinished += 1;
                eprintln!(
                    "hexkick ladder: {home} v {away}, seed {}, did not finish: {}",
                    seed.wrapping_add(u64::from(i)),
                    error.as_deref().unwrap_or("no result")
                );
            }
        }
    }
    out
}

/// `hexkick ladder ...`: a line per rung written to `out`; exit 0 when every match finished.
pub fn ladder(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let a = match or_usage("ladder", parse(args), USAGE) {
        Ok(a) => a,
        Err(code) => return Ok(code),
    };
    let mut unfinished = 0;
    for pair in Difficulty::ALL.windows(2) {
        let [lower, upper] = [pair[0], pair[1]];
        let r = rung(upper, lower, a.matches, a.seed, &a.rules);
        unfinished += r.unfinished;
        writeln!(
            out,
            "{upper} vs {lower}: won {:.0}% of decided, {} draws, {:.1} goals a match",
            r.won_share(),
            r.drawn,
            r.goals_a_match()
        )?;
    }
    if unfinished > 0 {
        eprintln!("hexkick ladder: {unfinished} matches did not finish");
    }
    writeln!(out, "ladder: {} levels", Difficulty::ALL.len())?;
    Ok(i32::from(unfinished > 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_have_defaults_and_refuse_nonsense() {
        let a = parse(&[]).expect("defaults");
        assert_eq!((a.matches, a.seed, a.rules.len()), (40, 1, 1));
        let args: Vec<String> = [
            "--matches",
            "4",
            "--seed",
            "9",
            "--rules",
            "classic-complete",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let a = parse(&args).expect("valid");
        assert_eq!((a.matches, a.seed), (4, 9));
        assert!(parse(&["--matches".into(), "many".into()]).is_err());
        assert!(parse(&["--fast".into()]).is_err());
    }

    #[test]
    fn shares_count_decided_matches_only() {
        let r = Rung {
            won: 6,
            lost: 2,
            drawn: 2,
            goals: 30,
            unfinished: 0,
        };
        assert_eq!(r.won_share(), 75.0);
        assert_eq!(r.goals_a_match(), 3.0);
        assert_eq!(Rung::default().won_share(), 0.0);
    }
}
