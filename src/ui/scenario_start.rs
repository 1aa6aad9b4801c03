//! Where `--scenario NAME|FILE` starts the match screen: a scenario file's position (its
//! commands played), read from a file on native builds or one of the UI-test positions built
//! into the game (`tests/ui/*.json`, the only ones the web can reach: `?scenario=cross`).

use hexkick_rules::state::MatchState;
use hexkick_scenario::{ScenarioError, parse, reached_position};

/// The UI-test positions compiled into the game, by name.
pub const BUILT_IN: [(&str, &str); 10] = [
    ("pass", include_str!("../../tests/ui/pass.json")),
    ("cross", include_str!("../../tests/ui/cross.json")),
    ("shot", include_str!("../../tests/ui/shot.json")),
    ("tackle", include_str!("../../tests/ui/tackle.json")),
    ("throw_in", include_str!("../../tests/ui/throw_in.json")),
    ("turn_timer", include_str!("../../tests/ui/turn_timer.json")),
    (
        "shared_cell",
        include_str!("../../tests/ui/shared_cell.json"),
    ),
    ("card", include_str!("../../tests/ui/card.json")),
    ("half_time", include_str!("../../tests/ui/half_time.json")),
    ("tie", include_str!("../../tests/ui/tie.json")),
];

/// Why `--scenario` could not start a position.
#[derive(Debug)]
pub enum StartError {
    /// The scenario file cannot be read: missing, not a plain file, or over the scenario
    /// limit (the words of [`hexkick_storage::bounded`]).
    #[cfg(not(target_arch = "wasm32"))]
    Read(hexkick_storage::bounded::InputError),
    /// The web has no files: only the built-in positions.
    #[cfg(target_arch = "wasm32")]
    NotBuiltIn {
        /// The name given.
        path: String,
    },
    /// The scenario cannot be parsed or played.
    Scenario(ScenarioError),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            StartError::Read(message) => write!(f, "scenario {message}"),
            #[cfg(target_arch = "wasm32")]
            StartError::NotBuiltIn { path } => {
                let names: Vec<&str> = BUILT_IN.iter().map(|(n, _)| *n).collect();
                write!(
                    f,
                    "scenario {path}: the web only knows the built-in positions {}",
                    names.join(", ")
                )
            }
            StartError::Scenario(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for StartError {}

/// The position named by `name`: a built-in UI-test position, else a scenario file.
pub fn load(name: &str) -> Result<MatchState, StartError> {
    let text = match BUILT_IN.iter().find(|(n, _)| *n == name) {
        Some((_, text)) => (*text).to_string(),
        None => read_file(name)?,
    };
    let in_file = |e: ScenarioError| StartError::Scenario(e.in_file(name));
    reached_position(&parse(&text).map_err(in_file)?).map_err(in_file)
}

#[cfg(not(target_arch = "wasm32"))]
fn read_file(path: &str) -> Result<String, StartError> {
    hexkick_storage::bounded::read_text(path, hexkick_scenario::MAX_SCENARIO_BYTES, "scenario")
        .map_err(StartError::Read)
}

#[cfg(target_arch = "wasm32")]
fn read_file(path: &str) -> Result<String, StartError> {
    Err(StartError::NotBuiltIn {
        path: path.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::{BUILT_IN, load};

    #[test]
    fn every_built_in_position_loads() {
        for (name, _) in BUILT_IN {
            assert!(load(name).is_ok(), "{name}: {:?}", load(name).err());
        }
    }

    #[test]
    fn a_missing_file_says_so() {
        let err = load("/nonexistent/x.json")
            .expect_err("no such file")
            .to_string();
        assert!(err.contains("cannot read"), "{err}");
    }
}
