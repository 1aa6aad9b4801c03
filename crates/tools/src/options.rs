//! The tools' command lines, read with `lexopt`: `--flag value` or `--flag=value`, a word
//! where a command takes one; what is wrong comes back as a [`UsageError`] in a sentence,
//! printed before the command's usage ([`or_usage`]).

use crate::UsageError;
use hexkick_rules::rules::{Edition, Level, Referee, RuleSet, Weather};

/// An argument of a command line.
pub(crate) enum Arg<'a> {
    /// An option (`--seed`), whose value the handler takes when it has one.
    Flag(&'a str),
    /// A word (a team's name, a file).
    Word(String),
}

/// A flag's value, taken from the arguments when the flag needs one.
pub(crate) type TakeValue<'a> = dyn FnMut() -> Result<String, UsageError> + 'a;

/// Reads `args` in order, handing each option (with a way to take the value that follows
/// it: "--seed needs a value" when there is none) and each word to `handle`.
pub(crate) fn each_arg(
    args: &[String],
    mut handle: impl FnMut(Arg<'_>, &mut TakeValue<'_>) -> Result<(), UsageError>,
) -> Result<(), UsageError> {
    let mut parser = lexopt::Parser::from_args(args.iter());
    while let Some(arg) = parser.next().map_err(|e| UsageError(e.to_string()))? {
        match arg {
            lexopt::Arg::Long(name) => {
                let flag = format!("--{name}");
                let mut value = || {
                    let value = parser
                        .value()
                        .map_err(|_| UsageError(format!("{flag} needs a value")))?;
                    value
                        .into_string()
                        .map_err(|_| UsageError(format!("{flag}'s value is not text")))
                };
                handle(Arg::Flag(&flag), &mut value)?;
            }
            lexopt::Arg::Short(letter) => {
                return Err(UsageError(format!("unknown option \"-{letter}\"")));
            }
            lexopt::Arg::Value(word) => {
                let word = word
                    .into_string()
                    .map_err(|_| UsageError("an argument is not text".into()))?;
                let mut none = || Err(UsageError("a word takes no value".into()));
                handle(Arg::Word(word), &mut none)?;
            }
        }
    }
    Ok(())
}

/// Reads `args` made of options only: a word is an error.
pub(crate) fn each_option(
    args: &[String],
    mut handle: impl FnMut(&str, &mut TakeValue<'_>) -> Result<(), UsageError>,
) -> Result<(), UsageError> {
    each_arg(args, |arg, value| match arg {
        Arg::Flag(flag) => handle(flag, value),
        Arg::Word(word) => Err(UsageError(format!("unexpected \"{word}\""))),
    })
}

/// A whole number from an option's value.
pub(crate) fn number<T: std::str::FromStr>(flag: &str, text: String) -> Result<T, UsageError> {
    text.parse()
        .map_err(|_| UsageError(format!("{flag} takes a whole number, not \"{text}\"")))
}

/// The rule sets `--rules` names: one, or `all` of them in turn, each followed by any
/// `+option` (extras and TOURNAMENT conditions), e.g. `2024-tournament+strict+shootout`.
pub(crate) fn parse_rules(text: &str) -> Result<Vec<RuleSet>, UsageError> {
    let mut parts = text.split('+');
    let mut sets = named_rules(parts.next().unwrap_or_default())?;
    for option in parts {
        for rules in &mut sets {
            apply_option(rules, option)?;
        }
    }
    Ok(sets)
}

/// Switches on one `+option` of `--rules`.
fn apply_option(rules: &mut RuleSet, option: &str) -> Result<(), UsageError> {
    match option {
        "extra-time" => rules.extras.extra_time = true,
        "shootout" => rules.extras.shootout = true,
        "quick" => rules.extras.quick_match = true,
        "four-players" => rules.extras.four_players = true,
        "timer" => rules.extras.turn_timer = true,
        "strict" => rules.tournament.referee = Some(Referee::Strict),
        "normal-referee" => rules.tournament.referee = Some(Referee::Normal),
        "bad-weather" => rules.tournament.weather = Some(Weather::Bad),
        "clear" => rules.tournament.weather = Some(Weather::Clear),
        "no-home-advantage" => rules.tournament.home_advantage = false,
        other => {
            return Err(UsageError(format!(
                "unknown rules option \"+{other}\" ({RULE_OPTIONS})"
            )));
        }
    }
    Ok(())
}

/// The `+option`s `--rules` accepts.
const RULE_OPTIONS: &str = "+extra-time, +shootout, +quick, +four-players, +timer, +strict, \
+normal-referee, +bad-weather, +clear, +no-home-advantage";

/// The rule sets a name stands for.
fn named_rules(text: &str) -> Result<Vec<RuleSet>, UsageError> {
    let all: Vec<(String, RuleSet)> = [Edition::Y2024, Edition::Classic]
        .into_iter()
        .flat_map(|edition| {
            [Level::Base, Level::Complete, Level::Tournament]
                .into_iter()
                .map(move |level| (edition, level))
        })
        .map(|(edition, level)| {
            let e = match edition {
                Edition::Y2024 => "2024",
                Edition::Classic => "classic",
            };
            let l = match level {
                Level::Base => "base",
                Level::Complete => "complete",
                Level::Tournament => "tournament",
            };
            (format!("{e}-{l}"), RuleSet::of(edition, level))
        })
        .collect();
    if text == "all" {
        return Ok(all.into_iter().map(|(_, r)| r).collect());
    }
    all.into_iter()
        .find(|(name, _)| name == text)
        .map(|(_, r)| vec![r])
        .ok_or_else(|| {
            UsageError(format!(
                "unknown rules \"{text}\" (2024-base, classic-complete, ..., or all)"
            ))
        })
}

/// The options `simulate` and `ladder` share: how many matches, the first seed, the rules.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RunOptions {
    /// How many matches.
    pub matches: u32,
    /// The first match's seed (the others count up from it).
    pub seed: u64,
    /// The rule sets, taken in turn.
    pub rules: Vec<RuleSet>,
}

/// The parsed arguments, or exit code 2 after printing why and the usage.
pub(crate) fn or_usage<T, E: std::fmt::Display>(
    command: &str,
    parsed: Result<T, E>,
    usage: &str,
) -> Result<T, i32> {
    parsed.map_err(|e| {
        eprintln!("hexkick {command}: {e}\n\n{usage}");
        2
    })
}

impl RunOptions {
    /// `matches` matches from seed 1 at the default rules.
    pub fn new(matches: u32) -> RunOptions {
        RunOptions {
            matches,
            seed: 1,
            rules: vec![RuleSet::default()],
        }
    }

    /// Reads `flag` when it is one of the shared options (its value from `value`);
    /// `Ok(false)` for any other flag.
    pub fn take(
        &mut self,
        flag: &str,
        value: &mut dyn FnMut() -> Result<String, UsageError>,
    ) -> Result<bool, UsageError> {
        let whole = |text: String| UsageError(format!("{flag} takes a whole number, not {text}"));
        match flag {
            "--matches" => {
                let text = value()?;
                self.matches = text.parse().map_err(|_| whole(text))?;
            }
            "--seed" => {
                let text = value()?;
                self.seed = text.parse().map_err(|_| whole(text))?;
            }
            "--rules" => self.rules = parse_rules(&value()?)?,
            _ => return Ok(false),
        }
        Ok(true)
    }
}

/// A benchmark's `--runs N` (at least 1), `default` without it; exit code 2 after saying
/// why when the arguments are wrong.
pub(crate) fn runs(command: &str, args: &[String], default: u32) -> Result<u32, i32> {
    let mut runs = default;
    let read = each_option(args, |flag, value| match flag {
        "--runs" => {
            runs = number(flag, value()?)?;
            Ok(())
        }
        other => Err(UsageError(format!("unknown option \"{other}\""))),
    });
    or_usage(
        command,
        read,
        "usage: hexkick bench physics|rules|saves [--runs N]",
    )?;
    Ok(runs.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_take_plus_options() {
        let sets =
            parse_rules("2024-tournament+strict+bad-weather+extra-time+shootout").expect("valid");
        let r = sets.first().copied().expect("one set");
        assert!(r.tournament_rules() && r.extras.extra_time && r.extras.shootout);
        assert_eq!(r.tournament.referee, Some(Referee::Strict));
        assert_eq!(r.tournament.weather, Some(Weather::Bad));
        let all = parse_rules("all+quick+four-players").expect("valid");
        assert_eq!(all.len(), 6);
        assert!(
            all.iter()
                .all(|r| r.extras.quick_match && r.extras.four_players)
        );
        let err = parse_rules("2024-base+sunny")
            .expect_err("unknown option")
            .0;
        assert!(err.contains("+sunny") && err.contains("+shootout"), "{err}");
    }
}
