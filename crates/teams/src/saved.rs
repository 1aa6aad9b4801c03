//! "Teams you own" in the storage module's `teams` slot.
//!
//! The slot holds a list of team templates (the same JSON as `docs/team-template.md`), so a
//! saved team and an exported file never drift apart. Loading imports each template with every
//! check; a team that no longer passes them (a rule changed, a newer hexkick wrote it) is kept
//! in the library as a [`HeldTeam`] that "needs changes": saved back unchanged, listed in the
//! studio, opened there with the checks' messages. Nothing saved is dropped.

use super::library::{HeldTeam, TeamId, TeamLibrary};
use super::team::TeamDraft;
use super::template::{export_draft_value, export_value, import_draft_value, import_value};
use hexkick_storage::{LoadError, SaveError, Saves, Slot, StorageNotice, Store, Versioned};
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
    /// The teams: those that passed every check, and those kept as needing changes.
    pub library: TeamLibrary,
    /// One line per saved team that needs changes (or unfinished edits that did not read),
    /// saying why: show them.
    pub needs_changes: Vec<String>,
    /// The storage module's notice when a saved copy could not be read (show it).
    pub notice: Option<StorageNotice>,
    /// The team that was open in the studio with unfinished edits, and those edits.
    pub editing: Option<(TeamId, TeamDraft)>,
}

impl TeamLibrary {
    /// The library as the save slot's payload: the ready teams, then those that need changes
    /// (as they were saved).
    pub fn to_saved(&self) -> SavedTeams {
        SavedTeams {
            teams: self
                .teams()
                .map(|(_, t)| export_value(t))
                .chain(self.held().map(|(_, h)| h.template.clone()))
                .collect(),
            editing: None,
        }
    }

    /// The library from a save slot's payload, each saved team's id (in the saved order) and
    /// a line for each team that needs changes.
    pub fn from_saved(saved: &SavedTeams) -> (TeamLibrary, Vec<TeamId>, Vec<String>) {
        let mut notes = Vec::new();
        let mut library = TeamLibrary::new();
        let mut ids = Vec::with_capacity(saved.teams.len());
        for (i, value) in saved.teams.iter().enumerate() {
            let id =
                match import_value(value.clone()) {
                    Ok(team) => library.add_renaming(team),
                    Err(e) => {
                        let held = HeldTeam {
                            template: value.clone(),
                            draft: import_draft_value(value.clone()).ok(),
                            problems: e.errors,
                        };
                        notes.push(format!(
                        "Saved team {} (\"{}\") needs changes before it can play; it is kept in \
                         your teams: {}",
                        i + 1,
                        held.name(),
                        held.problems.first().map(ToString::to_string).unwrap_or_default()
                    ));
                        library.hold(held)
                    }
                };
            ids.push(id);
        }
        (library, ids, notes)
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
        let team = library.saved_position(id)?;
        Some(SavedDraft {
            team,
            template: export_draft_value(draft),
        })
    });
    saves.save(Slot::Teams, &saved)
}

/// The unfinished edits in a save, if they still read.
fn restore_editing(
    saved: &SavedTeams,
    ids: &[TeamId],
    notes: &mut Vec<String>,
) -> Option<(TeamId, TeamDraft)> {
    let draft = saved.editing.as_ref()?;
    let Some(&id) = ids.get(draft.team) else {
        notes.push("Unfinished edits were left out: the team they belong to is not saved".into());
        return None;
    };
    match import_draft_value(draft.template.clone()) {
        Ok(d) => Some((id, d)),
        Err(e) => {
            notes.push(format!("Unfinished edits were left out: {e}"));
            None
        }
    }
}

/// Loads the owned teams: nothing saved gives an empty library; an unreadable slot gives an
/// empty library and the notice to show.
pub fn load_teams<S: Store>(saves: &mut Saves<S>) -> LoadedTeams {
    match saves.load::<SavedTeams>(Slot::Teams) {
        Ok(loaded) => {
            let (library, ids, mut needs_changes) = TeamLibrary::from_saved(&loaded.value);
            let editing = restore_editing(&loaded.value, &ids, &mut needs_changes);
            LoadedTeams {
                library,
                needs_changes,
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
