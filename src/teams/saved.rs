//! "Teams you own" in the storage module's `teams` slot.
//!
//! The slot holds a list of team templates (the same JSON as `docs/team-template.md`), so a
//! saved team and an exported file never drift apart. Loading imports each template with every
//! check; a team that no longer passes them is left out and named in the load's problems, and
//! the others load.

use super::library::{TeamId, TeamLibrary};
use super::team::TeamDraft;
use super::template::{export_draft_value, export_value, import_draft_value, import_value};
use crate::storage::{LoadError, SaveError, Saves, Slot, StorageNotice, Store, Versioned};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The payload of the `teams` save slot (schema 1): the owned teams as templates, in order.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedTeams {
    /// One team template per owned team.
    pub teams: Vec<Value>,
    /// The team open in the studio with edits that do not make a valid team yet (a sticker
    /// swapped and the budget not balanced again), so the work survives a restart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub editing: Option<SavedDraft>,
}

/// Work in progress on an owned team: which one, and its edited template.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedDraft {
    /// The team's place in [`SavedTeams::teams`].
    pub team: usize,
    /// The edited team as a template (may break the team rules, never the field rules).
    pub template: Value,
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
    /// The team that was open in the studio with unfinished edits, and those edits.
    pub editing: Option<(TeamId, TeamDraft)>,
}

impl TeamLibrary {
    /// The library as the save slot's payload.
    pub fn to_saved(&self) -> SavedTeams {
        SavedTeams {
            teams: self.teams().map(|(_, t)| export_value(t)).collect(),
            editing: None,
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
    save_teams_editing(saves, library, None)
}

/// Saves the owned teams with the unfinished edits of one of them (see [`SavedDraft`]).
pub fn save_teams_editing<S: Store>(
    saves: &mut Saves<S>,
    library: &TeamLibrary,
    editing: Option<(TeamId, &TeamDraft)>,
) -> Result<(), SaveError> {
    let mut saved = library.to_saved();
    saved.editing = editing.and_then(|(id, draft)| {
        let team = library.teams().position(|(i, _)| i == id)?;
        Some(SavedDraft {
            team,
            template: export_draft_value(draft),
        })
    });
    saves.save(Slot::Teams, &saved)
}

/// The unfinished edits in a save, if they still read and the team they belong to loaded.
fn restore_editing(
    saved: &SavedTeams,
    library: &TeamLibrary,
    left_out: &mut Vec<String>,
) -> Option<(TeamId, TeamDraft)> {
    let draft = saved.editing.as_ref()?;
    if library.len() != saved.teams.len() {
        left_out.push("unfinished edits left out: a saved team did not load".to_string());
        return None;
    }
    let (id, _) = library.teams().nth(draft.team)?;
    match import_draft_value(draft.template.clone()) {
        Ok(d) => Some((id, d)),
        Err(e) => {
            left_out.push(format!("unfinished edits left out: {e}"));
            None
        }
    }
}

/// Loads the owned teams: nothing saved gives an empty library; an unreadable slot gives an
/// empty library and the notice to show.
pub fn load_teams<S: Store>(saves: &mut Saves<S>) -> LoadedTeams {
    match saves.load::<SavedTeams>(Slot::Teams) {
        Ok(loaded) => {
            let (library, mut left_out) = TeamLibrary::from_saved(&loaded.value);
            let editing = restore_editing(&loaded.value, &library, &mut left_out);
            LoadedTeams {
                library,
                left_out,
                notice: loaded.notice,
                editing,
            }
        }
        Err(LoadError::NothingSaved) => LoadedTeams::default(),
        Err(LoadError::Unreadable(notice)) => LoadedTeams {
            notice: Some(notice),
            ..LoadedTeams::default()
        },
    }
}
