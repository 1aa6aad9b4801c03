//! Where `--scenario NAME|FILE` starts the match screen: a scenario file's position (its
//! commands played), read from a file on native builds or one of the UI-test positions built
//! into the game (`tests/ui/*.json`, the only ones the web can reach: `?scenario=cross`).

use crate::core::state::MatchState;
use crate::scenario::{parse, reached_position};

/// The UI-test positions compiled into the game, by name.
pub const BUILT_IN: [(&str, &str); 6] = [
    ("pass", include_str!("../../tests/ui/pass.json")),
    ("cross", include_str!("../../tests/ui/cross.json")),
    ("shot", include_str!("../../tests/ui/shot.json")),
    ("tackle", include_str!("../../tests/ui/tackle.json")),
    ("throw_in", include_str!("../../tests/ui/throw_in.json")),
    ("turn_timer", include_str!("../../tests/ui/turn_timer.json")),
];

/// The position named by `name`: a built-in UI-test position, else a scenario file.
pub fn load(name: &str) -> Result<MatchState, String> {
    let text = match BUILT_IN.iter().find(|(n, _)| *n == name) {
        Some((_, text)) => (*text).to_string(),
        None => read_file(name)?,
    };
    reached_position(&parse(&text).map_err(|e| format!("{name}: {e}"))?)
        .map_err(|e| format!("{name}: {e}"))
}

#[cfg(not(target_arch = "wasm32"))]
fn read_file(path: &str) -> Result<String, String> {
    crate::bounded::read_text(path, crate::scenario::MAX_SCENARIO_BYTES, "scenario")
        .map_err(|e| format!("scenario {e}"))
}

#[cfg(target_arch = "wasm32")]
fn read_file(path: &str) -> Result<String, String> {
    let names: Vec<&str> = BUILT_IN.iter().map(|(n, _)| *n).collect();
    Err(format!(
        "scenario {path}: the web only knows the built-in positions {}",
        names.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_position_loads() {
        for (name, _) in BUILT_IN {
            assert!(load(name).is_ok(), "{name}: {:?}", load(name).err());
        }
    }

    #[test]
    fn a_missing_file_says_so() {
        let err = load("/nonexistent/x.json").expect_err("no such file");
        assert!(err.contains("cannot read"), "{err}");
    }
}
