//! `spectate`'s own options: the two AI levels, the rules, the speed and the two teams.

use super::error::OptionError;
use hexkick_ai::Difficulty;
use hexkick_rules::rules::{Edition, Level, RuleSet};

/// What a spectator's match is: the two AI levels, the rules, the speed, the two teams.
#[derive(Clone, Debug, PartialEq)]
pub struct SpectateOptions {
    /// The home side's AI.
    pub home: Difficulty,
    /// The away side's AI.
    pub away: Difficulty,
    /// The speed multiplier to start at (0.5 to 4).
    pub speed: f64,
    /// The rules.
    pub rules: RuleSet,
    /// The home and away teams by name (standard, ready-made or owned); `None`: Standard
    /// Blue at home against Standard Red.
    pub teams: Option<[String; 2]>,
}

impl Default for SpectateOptions {
    fn default() -> Self {
        Self {
            home: Difficulty::Normal,
            away: Difficulty::Normal,
            speed: 1.0,
            rules: RuleSet::base_2024(),
            teams: None,
        }
    }
}

impl SpectateOptions {
    /// Reads `spectate`'s own options (`--home`, `--away`, `--speed`, `--rules`,
    /// `--home-team`, `--away-team`) off `args` and hands back the others (window options
    /// such as `--test-mode`, `--seed`).
    pub fn take_from(args: &[String]) -> Result<(SpectateOptions, Vec<String>), OptionError> {
        let mut options = SpectateOptions::default();
        let (mut home_team, mut away_team) = (None, None);
        let mut rest = Vec::new();
        let mut args = args.iter().flat_map(|a| match a.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => vec![flag.into(), value.into()],
            _ => vec![a.clone()],
        });
        while let Some(flag) = args.next() {
            let mut value = || {
                args.next()
                    .ok_or_else(|| OptionError(format!("{flag} needs a value")))
            };
            match flag.as_str() {
                "--home" => options.home = level(&value()?)?,
                "--away" => options.away = level(&value()?)?,
                "--rules" => options.rules = rules(&value()?)?,
                "--home-team" => home_team = Some(value()?),
                "--away-team" => away_team = Some(value()?),
                "--speed" => {
                    let text = value()?;
                    options.speed = text
                        .parse::<f64>()
                        .ok()
                        .filter(|s| (0.5..=4.0).contains(s))
                        .ok_or_else(|| {
                            OptionError(format!("--speed wants 0.5 to 4, not \"{text}\""))
                        })?;
                }
                _ => rest.push(flag),
            }
        }
        options.teams = match (home_team, away_team) {
            (Some(home), Some(away)) => Some([home, away]),
            (None, None) => None,
            _ => {
                return Err(OptionError(
                    "spectate wants both --home-team and --away-team, or neither".into(),
                ));
            }
        };
        Ok((options, rest))
    }
}

/// An AI level by name.
fn level(text: &str) -> Result<Difficulty, OptionError> {
    text.parse().map_err(|_| {
        OptionError(format!(
            "spectate wants a level (beginner, easy, normal or hard), not \"{text}\""
        ))
    })
}

/// Rules by name: `2024-base`, `2024-complete`, `classic-base`, ...
fn rules(text: &str) -> Result<RuleSet, OptionError> {
    let bad = || {
        OptionError(format!(
            "--rules wants EDITION-LEVEL (2024 or classic; base, complete or tournament), not \
             \"{text}\""
        ))
    };
    let (edition, level) = text.split_once('-').ok_or_else(bad)?;
    let edition = match edition {
        "2024" => Edition::Y2024,
        "classic" => Edition::Classic,
        _ => return Err(bad()),
    };
    let level = match level {
        "base" => Level::Base,
        "complete" => Level::Complete,
        "tournament" => Level::Tournament,
        _ => return Err(bad()),
    };
    Ok(RuleSet::of(edition, level))
}
