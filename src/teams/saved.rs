//! "Teams you own" in the storage module's `teams` slot.
//!
//! The slot holds a list of team templates (the same JSON as `docs/team-template.md`), so a
//! saved team and an exported file never drift apart. Loading imports each template with every
//! check; a team that no longer passes them is left out and named in the load's problems, and
//! the others load.

use super::library::TeamLibrary;
use super::template::{export_value, import_value};
use crate::storage::{LoadError, SaveError, Saves, Slot, StorageNotice, Store, Versioned};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The payload of the `teams` save slot (schema 1): the owned teams as templates, in order.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedTeams {
    /// One team template per owned team.
    pub teams: Vec<Value>,
}

impl Versioned for SavedTeams {}

/// What loading the owned teams gave.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LoadedTeams {
    /// The teams that passed every check.
    pub library: TeamLibrary,
    /// One line per saved team that was left out, saying why.
    pub left_out: Vec<String>,
    /// The storage module's notice when a saved copy could not be read (show it).
    pub notice: Option<StorageNotice>,
}

impl TeamLibrary {
    /// The library as the save slot's payload.
    pub fn to_saved(&self) -> SavedTeams {
        SavedTeams {
            teams: self.teams().map(|(_, t)| export_value(t)).collect(),
        }
    }

    /// The library from a save slot's payload, and a line for each team left out.
    pub fn from_saved(saved: &SavedTeams) -> (TeamLibrary, Vec<String>) {
        let mut left_out = Vec::new();
        let mut teams = Vec::new();
        for (i, value) in saved.teams.iter().enumerate() {
            match import_value(value.clone()) {
                Ok(team) => teams.push(team),
                Err(e) => {
                    let name = value.get("name").and_then(Value::as_str).unwrap_or("?");
                    left_out.push(format!("saved team {} (\"{name}\") left out: {e}", i + 1));
                }
            }
        }
        (TeamLibrary::from_teams(teams), left_out)
    }
}

/// Saves the owned teams; on failure the previous save stays and the library is unchanged.
pub fn save_teams<S: Store>(saves: &mut Saves<S>, library: &TeamLibrary) -> Result<(), SaveError> {
    saves.save(Slot::Teams, &library.to_saved())
}

/// Loads the owned teams: nothing saved gives an empty library; an unreadable slot gives an
/// empty library and the notice to show.
pub fn load_teams<S: Store>(saves: &mut Saves<S>) -> LoadedTeams {
    match saves.load::<SavedTeams>(Slot::Teams) {
        Ok(loaded) => {
            let (library, left_out) = TeamLibrary::from_saved(&loaded.value);
            LoadedTeams {
                library,
                left_out,
                notice: loaded.notice,
            }
        }
        Err(LoadError::NothingSaved) => LoadedTeams::default(),
        Err(LoadError::Unreadable(notice)) => LoadedTeams {
            notice: Some(notice),
            ..LoadedTeams::default()
        },
    }
}
