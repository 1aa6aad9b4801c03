//! The team studio's state without a window: the teams you own, the ready-made teams, the team
//! open for editing, and every edit as an [`Action`]. Each change is saved at once through the
//! storage `teams` slot (iOS gives no event before the app is stopped); a save that fails keeps
//! everything in memory and says so.

use hexkick_i18n::{tr, trf};
use hexkick_storage::{Saves, Store};
use hexkick_teams::library::{TeamId, TeamLibrary};
use hexkick_teams::saved::{load_teams, save_teams_editing};
use hexkick_teams::shipped::shipped_teams;
use hexkick_teams::standard::standard_teams;
use hexkick_teams::team::{FieldError, Team, TeamDraft};
use hexkick_teams::text::TeamName;

mod action;
mod edit;
mod fill;
mod refusal;

pub use action::{Action, ColourTarget, DuelStat, Entry, StripPart, TextField};
use edit::edit_draft;
pub use edit::edition_name;
pub use refusal::Refusal;
use refusal::{no_team, no_template};

/// A line for the player after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// The words.
    pub text: String,
    /// True for refusals and failed saves.
    pub is_error: bool,
}

/// An owned team being edited, with the problems that keep the edits from being a valid team.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenTeam {
    /// Which owned team.
    pub id: TeamId,
    /// The edited parts.
    pub draft: TeamDraft,
    /// Every rule the draft breaks (empty: the library holds exactly the draft).
    pub problems: Vec<FieldError>,
}

/// The studio's state over any storage backend.
pub struct Studio<S: Store> {
    saves: Saves<S>,
    library: TeamLibrary,
    ready_made: Vec<Team>,
    open: Option<OpenTeam>,
    feedback: Option<Feedback>,
    unsaved: bool,
}

/// The name given to a new team.
const NEW_TEAM_NAME: &str = "My team";

impl<S: Store> Studio<S> {
    /// Loads the owned teams (and any unfinished edits) from the saves.
    pub fn load(mut saves: Saves<S>) -> Self {
        let loaded = load_teams(&mut saves);
        let mut notes: Vec<String> = loaded.needs_changes;
        if let Some(notice) = loaded.notice {
            notes.insert(0, hexkick_table::save_words::notice_words(&notice));
        }
        let open = loaded.editing.map(|(id, draft)| {
            let problems = Team::new(draft.clone()).err().unwrap_or_default();
            OpenTeam {
                id,
                draft,
                problems,
            }
        });
        let mut ready_made = standard_teams();
        ready_made.extend(shipped_teams());
        Self {
            saves,
            library: loaded.library,
            ready_made,
            open,
            feedback: (!notes.is_empty()).then(|| Feedback {
                text: notes.join("\n"),
                is_error: true,
            }),
            unsaved: false,
        }
    }

    /// The teams you own.
    pub fn library(&self) -> &TeamLibrary {
        &self.library
    }

    /// The ready-made teams (read-only).
    pub fn ready_made(&self) -> &[Team] {
        &self.ready_made
    }

    /// A listed team.
    pub fn team(&self, entry: Entry) -> Option<&Team> {
        match entry {
            Entry::Owned(id) => self.library.get(id).ok(),
            Entry::ReadyMade(i) => self.ready_made.get(i),
        }
    }

    /// The team open for editing.
    pub fn open_team(&self) -> Option<&OpenTeam> {
        self.open.as_ref()
    }

    /// What the last action said.
    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }

    /// Shows a line for the player (file and clipboard problems found outside the editor).
    pub fn set_feedback(&mut self, feedback: Feedback) {
        self.feedback = Some(feedback);
    }

    /// True when the last save failed (the changes live only in memory).
    pub fn has_unsaved_changes(&self) -> bool {
        self.unsaved
    }

    /// The saves (tests inspect the store through them).
    pub fn saves_mut(&mut self) -> &mut Saves<S> {
        &mut self.saves
    }

    /// Does an action; the feedback says what happened. Every change is saved at once.
    pub fn apply(&mut self, action: Action) -> Result<(), Refusal> {
        let result = self.run(action);
        match &result {
            Ok(done) => {
                let saved = self.save();
                self.feedback = Some(match saved {
                    Ok(()) => Feedback {
                        text: done.clone(),
                        is_error: false,
                    },
                    Err(e) => Feedback {
                        text: e.0.clone(),
                        is_error: true,
                    },
                });
            }
            Err(refusal) => {
                self.feedback = Some(Feedback {
                    text: refusal.0.clone(),
                    is_error: true,
                })
            }
        }
        result.map(|_| ())
    }

    /// Writes the teams and any unfinished edits; on failure keeps them in memory.
    fn save(&mut self) -> Result<(), Refusal> {
        let editing = self
            .open
            .as_ref()
            .filter(|o| !o.problems.is_empty())
            .map(|o| (o.id, &o.draft));
        match save_teams_editing(&mut self.saves, &self.library, editing) {
            Ok(()) => {
                self.unsaved = false;
                Ok(())
            }
            Err(e) => {
                self.unsaved = true;
                Err(Refusal(trf(
                    "Could not save your teams ({0}). Your changes are kept while the game runs.",
                    &[&hexkick_table::save_words::why_not_saved(&e)],
                )))
            }
        }
    }

    /// Does an action; returns the words for the player.
    fn run(&mut self, action: Action) -> Result<String, Refusal> {
        match action {
            Action::NewTeam => {
                let start = self.ready_made.first().cloned().ok_or_else(no_template)?;
                let name = TeamName::new(NEW_TEAM_NAME)?;
                let id = self.library.add_renaming(start.renamed(name));
                self.open_owned(id)?;
                Ok(tr("New team made from Standard Red: change it as you like").into())
            }
            Action::Duplicate(entry) => {
                let team = self.team(entry).cloned().ok_or_else(no_team)?;
                let id = self.library.add_copy(&team);
                self.open_owned(id)?;
                Ok(trf("Copied {0}", &[team.name().as_str()]))
            }
            Action::Open(id) => {
                self.open_owned(id)?;
                Ok(String::new())
            }
            Action::Close => {
                self.open = None;
                Ok(String::new())
            }
            Action::Delete(id) => {
                let gone = match self.library.delete_held(id) {
                    Ok(held) => held.name(),
                    Err(_) => self
                        .library
                        .delete(id)
                        .map_err(Refusal::from)?
                        .name()
                        .to_string(),
                };
                if self.open.as_ref().is_some_and(|o| o.id == id) {
                    self.open = None;
                }
                Ok(trf("Deleted {0}", &[&gone]))
            }
            Action::ImportCode(code) => {
                let id = self.library.import_code(code.trim())?;
                self.imported(id)
            }
            Action::ImportTemplate(bytes) => {
                let id = self.library.import_template(&bytes)?;
                self.imported(id)
            }
            edit => self.edit(edit),
        }
    }

    fn imported(&mut self, id: TeamId) -> Result<String, Refusal> {
        self.open_owned(id)?;
        let name = self.library.get(id).map_err(Refusal::from)?;
        Ok(trf("Imported {0}", &[name.name().as_str()]))
    }

    fn open_owned(&mut self, id: TeamId) -> Result<(), Refusal> {
        if self.open.as_ref().is_some_and(|o| o.id == id) {
            return Ok(());
        }
        if let Some(held) = self.library.held_team(id) {
            let Some(draft) = held.draft.clone() else {
                return Err(Refusal(trf(
                    "{0} needs changes the studio cannot make ({1}); it stays in your saves",
                    &[
                        &held.name(),
                        &held
                            .problems
                            .first()
                            .map(ToString::to_string)
                            .unwrap_or_default(),
                    ],
                )));
            };
            self.open = Some(OpenTeam {
                id,
                draft,
                problems: held.problems.clone(),
            });
            return Ok(());
        }
        let team = self.library.get(id).map_err(Refusal::from)?;
        self.open = Some(OpenTeam {
            id,
            draft: team.to_draft(),
            problems: Vec::new(),
        });
        Ok(())
    }

    /// Applies an edit to a copy of the open draft; a refused edit changes nothing.
    fn edit(&mut self, action: Action) -> Result<String, Refusal> {
        let open = self
            .open
            .as_ref()
            .ok_or_else(|| Refusal(tr("Open one of your teams to edit it").into()))?;
        let mut draft = open.draft.clone();
        let id = open.id;
        let said = edit_draft(&mut draft, action)?;
        if self.library.is_name_taken(&draft.name, Some(id)) {
            return Err(Refusal(trf(
                "You already have a team called \"{0}\"",
                &[draft.name.as_str()],
            )));
        }
        let problems = match Team::new(draft.clone()) {
            Ok(team) => {
                self.library.replace(id, team).map_err(Refusal::from)?;
                Vec::new()
            }
            Err(problems) => problems,
        };
        self.open = Some(OpenTeam {
            id,
            draft,
            problems,
        });
        Ok(said)
    }
}

#[cfg(test)]
mod tests;
