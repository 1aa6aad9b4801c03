//! The scenario runner: a scenario file sets up a position, plays commands and checks
//! expectations (docs/ARCHITECTURE.md, "A scenario"; the format is in docs/scenarios.md).
//! It reads files, so it lives outside the pure `core`.

mod compare;
mod error;
pub mod format;
mod read;

pub use error::ScenarioError;
use read::{command, setup};

use format::ScenarioFile;
use hexkick_rules::dice::ScriptedDice;
use hexkick_rules::error::RuleError;
use hexkick_rules::event::Event;
use hexkick_rules::execute::execute;
use hexkick_rules::state::MatchState;
use std::path::Path;

/// The outcome of one scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The scenario's name.
    pub name: String,
    /// Every expectation that did not hold, as "field: expected X, actual Y".
    pub failures: Vec<String>,
}

impl Report {
    /// Whether every expectation held.
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// The largest scenario file read (the biggest shipped one is a few kilobytes).
pub const MAX_SCENARIO_BYTES: u64 = 1024 * 1024;

/// Reads and runs a scenario file. `Err` when the file cannot be read or parsed.
pub fn run_file(path: &Path) -> Result<Report, ScenarioError> {
    let text = hexkick_storage::bounded::read_text(
        &path.display().to_string(),
        MAX_SCENARIO_BYTES,
        "scenario",
    )
    .map_err(ScenarioError::Input)?;
    let mut report = run_text(&text).map_err(|e| e.in_file(path.display().to_string()))?;
    if report.name.is_empty() {
        report.name = path.display().to_string();
    }
    Ok(report)
}

/// Parses and runs a scenario given as JSON text.
pub fn run_text(text: &str) -> Result<Report, ScenarioError> {
    run(&parse(text)?)
}

/// Parses a scenario given as JSON text; the error names the field (with the `field-paths`
/// feature).
pub fn parse(text: &str) -> Result<ScenarioFile, ScenarioError> {
    // Through a value, as every JSON the game reads (hexkick_storage::json).
    let value = hexkick_storage::json::read_value(text.as_bytes()).map_err(whole_file)?;
    #[cfg(feature = "field-paths")]
    return serde_path_to_error::deserialize(value).map_err(|e| ScenarioError::Format {
        field: e.path().to_string(),
        message: e.inner().to_string(),
    });
    #[cfg(not(feature = "field-paths"))]
    serde_json::from_value(value).map_err(whole_file)
}

/// A format error that names no field (the whole file: "." as `ScenarioError::Format` shows it).
fn whole_file(e: serde_json::Error) -> ScenarioError {
    ScenarioError::Format {
        field: ".".to_string(),
        message: e.to_string(),
    }
}

/// The position a scenario reaches: its set-up with its commands played on its dice, its
/// expectations ignored (the game window starts UI tests there with `--scenario`).
pub fn reached_position(file: &ScenarioFile) -> Result<MatchState, ScenarioError> {
    let mut state = MatchState::from_setup(&setup(file)?).map_err(ScenarioError::Setup)?;
    let mut dice = ScriptedDice::new(file.dice.iter().copied());
    for (i, value) in file.commands.iter().enumerate() {
        let command = command(&state, value).map_err(|e| ScenarioError::Command {
            index: i,
            error: Box::new(e),
        })?;
        execute(&mut state, command, &mut dice)
            .map_err(|error| ScenarioError::Refused { index: i, error })?;
    }
    Ok(state)
}

/// Runs a parsed scenario. `Err` when the position or a command cannot be understood.
pub fn run(file: &ScenarioFile) -> Result<Report, ScenarioError> {
    let mut state = MatchState::from_setup(&setup(file)?).map_err(ScenarioError::Setup)?;
    let mut dice = ScriptedDice::new(file.dice.iter().copied());
    let mut events: Vec<Event> = Vec::new();
    let mut error: Option<(usize, RuleError)> = None;
    for (i, value) in file.commands.iter().enumerate() {
        let command = command(&state, value).map_err(|e| ScenarioError::Command {
            index: i,
            error: Box::new(e),
        })?;
        match execute(&mut state, command, &mut dice) {
            // The expectations name what happened: the told events, not the rules' notes.
            Ok(evs) => events.extend(evs.into_iter().filter(Event::is_told)),
            Err(e) => {
                error = Some((i, e));
                break;
            }
        }
    }
    let mut failures = compare::compare(&file.expect, &state, &events, &dice);
    match (&error, &file.expect.error) {
        (None, Some(code)) => failures.push(format!(
            "error: expected the commands to fail with \"{code}\", actual: every command was accepted"
        )),
        (Some((i, e)), Some(code)) => {
            if e.code() != code && !e.to_string().contains(code.as_str()) {
                failures.push(format!(
                    "error: expected \"{code}\", actual commands[{i}] failed with \"{}\": {e}",
                    e.code()
                ));
            } else if *i + 1 != file.commands.len() {
                failures.push(format!(
                    "error: expected the last command to fail, actual commands[{i}] failed: {e}"
                ));
            }
        }
        (Some((i, e)), None) => failures.push(format!(
            "commands[{i}] was refused ({}): {e}",
            e.code()
        )),
        (None, None) => {}
    }
    Ok(Report {
        name: file.name.clone(),
        failures,
    })
}

/// One file's path and its report (or why it could not run).
pub type FileResult = (String, Result<Report, ScenarioError>);

/// Runs every `*.json` file of a folder (sorted by name). Returns the reports and the files
/// that could not be run at all.
pub fn run_dir(dir: &Path) -> Result<Vec<FileResult>, ScenarioError> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map_err(|error| ScenarioError::Read {
            path: dir.display().to_string(),
            folder: true,
            error,
        })?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    Ok(paths
        .into_iter()
        .map(|p| (p.display().to_string(), run_file(&p)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_input_names_the_field_and_never_panics() {
        // The field's path with the `field-paths` feature (the runner's), serde's words alone
        // without it (the web build).
        fn named(field: &'static str) -> &'static str {
            if cfg!(feature = "field-paths") {
                field
            } else {
                "bad scenario"
            }
        }
        let err = run_text(r#"{"home": [{"n": 9, "cell": "Z9"}]}"#)
            .expect_err("bad cell")
            .to_string();
        assert!(err.contains(named("field home[0].cell")), "{err}");
        let err = run_text(r#"{"ball": {"cell": "E6", "holder": "home9"}}"#)
            .expect_err("bad id")
            .to_string();
        assert!(err.contains(named("field ball.holder")), "{err}");
        let err = run_text("[1, 2").expect_err("bad JSON").to_string();
        assert!(err.starts_with("bad scenario"), "{err}");
        let err = run_text(
            r#"{"home": [{"n": 9, "cell": "E6"}], "ball": {"cell": "E6", "holder": "home:9"},
                "commands": [{"kick": {"by": "home:9", "declare": "pass"}}]}"#,
        )
        .expect_err("no rest")
        .to_string();
        assert!(err.contains("commands[0]") && err.contains("rest"), "{err}");
    }

    #[test]
    fn an_expected_error_must_be_the_last_command() {
        let text = r#"{"home": [{"n": 9, "cell": "E6"}, {"n": 10, "cell": "C3"}],
            "ball": {"cell": "E6", "holder": "home:9"}, "phase": 2,
            "commands": [{"move": {"player": "home:10", "to": "C8"}}],
            "expect": {"error": "too_far", "positions": {"home:10": "C3"}}}"#;
        assert_eq!(run_text(text).expect("runs").failures, Vec::<String>::new());
        let wrong = text.replace("too_far", "already_moved");
        let report = run_text(&wrong).expect("runs");
        assert!(report.failures[0].starts_with("error: expected \"already_moved\""));
    }
}
