//! The teams a player owns: create, duplicate, rename, delete, list.
//!
//! In memory for now; the storage module saves and loads it through [`TeamLibrary::teams`]
//! and [`TeamLibrary::from_teams`] once it lands.

use super::share;
use super::team::{FieldError, Team, TeamDraft};
use super::template::{self, ImportError};
use super::text::TeamName;
use serde_json::Value;
use std::fmt;

/// Identifies an owned team for the life of a library (not stored in templates).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TeamId(pub u32);

/// Why a library operation did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryError {
    /// No team has this id.
    NoSuchTeam(TeamId),
    /// Another owned team already has this name.
    NameTaken(String),
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryError::NoSuchTeam(id) => write!(f, "there is no team number {}", id.0),
            LibraryError::NameTaken(name) => {
                write!(f, "you already have a team called \"{name}\"")
            }
        }
    }
}

impl std::error::Error for LibraryError {}

impl LibraryError {
    /// The refusal in the player's language, as a sentence.
    pub fn in_words(&self) -> String {
        match self {
            LibraryError::NoSuchTeam(id) => {
                hexkick_i18n::trf("There is no team number {0}", &[&id.0.to_string()])
            }
            LibraryError::NameTaken(name) => {
                hexkick_i18n::trf("You already have a team called \"{0}\"", &[name])
            }
        }
    }
}

/// A saved team that this build's checks refuse (a rule changed, a newer hexkick's field):
/// kept exactly as saved and listed as "needs changes" until it is fixed or deleted, never
/// dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeldTeam {
    /// The template as it was saved; written back unchanged.
    pub template: Value,
    /// The team as a draft when its fields still read, so it opens in the studio; `None`
    /// when even a field is refused.
    pub draft: Option<TeamDraft>,
    /// What the checks say is wrong (never empty).
    pub problems: Vec<FieldError>,
}

impl HeldTeam {
    /// The team's name as saved, for lists and messages.
    pub fn name(&self) -> String {
        match &self.draft {
            Some(draft) => draft.name.to_string(),
            None => self
                .template
                .get("name")
                .and_then(Value::as_str)
                .map_or_else(
                    || "unnamed team".to_string(),
                    |n| n.chars().take(40).collect(),
                ),
        }
    }
}

/// The teams a player owns, in the order they were added; names are unique.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamLibrary {
    teams: Vec<(TeamId, Team)>,
    held: Vec<(TeamId, HeldTeam)>,
    next_id: u32,
}

impl TeamLibrary {
    /// An empty library.
    pub fn new() -> Self {
        Self::default()
    }

    /// A library holding these teams (as loaded from storage), renaming clashes.
    pub fn from_teams(teams: impl IntoIterator<Item = Team>) -> Self {
        let mut library = Self::new();
        for team in teams {
            library.add_renaming(team);
        }
        library
    }

    /// Every owned team with its id, in order.
    pub fn teams(&self) -> impl Iterator<Item = (TeamId, &Team)> {
        self.teams.iter().map(|(id, t)| (*id, t))
    }

    /// Keeps a saved team that needs changes; returns its id.
    pub fn hold(&mut self, team: HeldTeam) -> TeamId {
        let id = TeamId(self.next_id);
        self.next_id += 1;
        self.held.push((id, team));
        id
    }

    /// The saved teams that need changes, with their ids, in order.
    pub fn held(&self) -> impl Iterator<Item = (TeamId, &HeldTeam)> {
        self.held.iter().map(|(id, t)| (*id, t))
    }

    /// One team that needs changes.
    pub fn held_team(&self, id: TeamId) -> Option<&HeldTeam> {
        self.held.iter().find(|(i, _)| *i == id).map(|(_, t)| t)
    }

    /// Deletes a team that needs changes and hands it back.
    pub fn delete_held(&mut self, id: TeamId) -> Result<HeldTeam, LibraryError> {
        let at = self
            .held
            .iter()
            .position(|(i, _)| *i == id)
            .ok_or(LibraryError::NoSuchTeam(id))?;
        Ok(self.held.remove(at).1)
    }

    /// Where a team (ready or held) sits in the saved list: the ready teams, then the held.
    pub fn saved_position(&self, id: TeamId) -> Option<usize> {
        self.teams
            .iter()
            .map(|(i, _)| *i)
            .chain(self.held.iter().map(|(i, _)| *i))
            .position(|i| i == id)
    }

    /// How many teams are owned (not counting those that need changes).
    pub fn len(&self) -> usize {
        self.teams.len()
    }

    /// True when no team is owned.
    pub fn is_empty(&self) -> bool {
        self.teams.is_empty()
    }

    /// One team.
    pub fn get(&self, id: TeamId) -> Result<&Team, LibraryError> {
        self.teams
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, t)| t)
            .ok_or(LibraryError::NoSuchTeam(id))
    }

    /// Adds a team (a new one, an import or a shipped team to edit); refuses a taken name.
    pub fn create(&mut self, team: Team) -> Result<TeamId, LibraryError> {
        self.check_free(team.name(), None)?;
        Ok(self.insert(team))
    }

    /// Adds a copy of a team named "NAME copy" (or "NAME copy 2", ...); returns its id.
    pub fn duplicate(&mut self, id: TeamId) -> Result<TeamId, LibraryError> {
        let original = self.get(id)?.clone();
        Ok(self.add_copy(&original))
    }

    /// Adds a copy of any team (a ready-made one, say) named "NAME copy"; returns its id.
    pub fn add_copy(&mut self, original: &Team) -> TeamId {
        // Named in the player's language ("Harbour Rovers copy", "Harbour Rovers (copie)").
        let name = self.free_name(&hexkick_i18n::trf("{0} copy", &[original.name().as_str()]));
        self.insert(original.renamed(name))
    }

    /// Whether another team than `except` already has this name.
    pub fn is_name_taken(&self, name: &TeamName, except: Option<TeamId>) -> bool {
        self.check_free(name, except).is_err()
    }

    /// Renames a team; refuses a name another team has.
    pub fn rename(&mut self, id: TeamId, name: TeamName) -> Result<(), LibraryError> {
        self.check_free(&name, Some(id))?;
        let slot = self
            .teams
            .iter_mut()
            .find(|(i, _)| *i == id)
            .ok_or(LibraryError::NoSuchTeam(id))?;
        slot.1 = slot.1.renamed(name);
        Ok(())
    }

    /// Replaces a team with an edited version (names stay unique). A team that needed changes
    /// and is now valid joins the ready teams.
    pub fn replace(&mut self, id: TeamId, team: Team) -> Result<(), LibraryError> {
        self.check_free(team.name(), Some(id))?;
        if self.held_team(id).is_some() {
            self.held.retain(|(i, _)| *i != id);
            self.teams.push((id, team));
            return Ok(());
        }
        let slot = self
            .teams
            .iter_mut()
            .find(|(i, _)| *i == id)
            .ok_or(LibraryError::NoSuchTeam(id))?;
        slot.1 = team;
        Ok(())
    }

    /// Imports a template file's bytes as a new team (renamed "NAME 2" if the name is taken).
    /// All or nothing: on a refusal the library is untouched.
    pub fn import_template(&mut self, bytes: &[u8]) -> Result<TeamId, ImportError> {
        let team = template::import_json(bytes)?;
        Ok(self.add_renaming(team))
    }

    /// Imports a share code as a new team, like [`TeamLibrary::import_template`].
    pub fn import_code(&mut self, code: &str) -> Result<TeamId, ImportError> {
        let team = share::import_code(code)?;
        Ok(self.add_renaming(team))
    }

    /// Adds a team, renamed "NAME 2", "NAME 3", ... if its name is taken; returns its id.
    pub fn add_renaming(&mut self, team: Team) -> TeamId {
        let name = self.free_name(team.name().as_str());
        self.insert(team.renamed(name))
    }

    /// Deletes a team and hands it back.
    pub fn delete(&mut self, id: TeamId) -> Result<Team, LibraryError> {
        let at = self
            .teams
            .iter()
            .position(|(i, _)| *i == id)
            .ok_or(LibraryError::NoSuchTeam(id))?;
        Ok(self.teams.remove(at).1)
    }

    fn insert(&mut self, team: Team) -> TeamId {
        let id = TeamId(self.next_id);
        self.next_id += 1;
        self.teams.push((id, team));
        id
    }

    fn check_free(&self, name: &TeamName, except: Option<TeamId>) -> Result<(), LibraryError> {
        let held_names = self
            .held
            .iter()
            .filter_map(|(i, h)| Some((*i, &h.draft.as_ref()?.name)));
        let taken = self
            .teams
            .iter()
            .map(|(i, t)| (*i, t.name()))
            .chain(held_names)
            .any(|(i, n)| Some(i) != except && n == name);
        if taken {
            Err(LibraryError::NameTaken(name.to_string()))
        } else {
            Ok(())
        }
    }

    /// `wanted` if free, else `wanted 2`, `wanted 3`, ... cut to fit a team name.
    fn free_name(&self, wanted: &str) -> TeamName {
        let base: String = wanted.chars().take(TeamName::MAX_CHARS - 4).collect();
        let mut n = 1u32;
        loop {
            let text: String = if n == 1 {
                wanted.chars().take(TeamName::MAX_CHARS).collect()
            } else {
                format!("{} {n}", base.trim())
            };
            if let Ok(name) = TeamName::new(text.trim())
                && self.check_free(&name, None).is_ok()
            {
                return name;
            }
            n += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shipped::shipped_teams;

    fn name(text: &str) -> TeamName {
        TeamName::new(text).expect("name")
    }

    #[test]
    fn create_duplicate_rename_delete_list() {
        let shipped = shipped_teams();
        let mut library = TeamLibrary::new();
        let a = library.create(shipped[0].clone()).expect("create");
        assert_eq!(
            library.create(shipped[0].clone()),
            Err(LibraryError::NameTaken("Harbour Rovers".into()))
        );
        let b = library.duplicate(a).expect("duplicate");
        let c = library.duplicate(a).expect("duplicate again");
        let names: Vec<String> = library.teams().map(|(_, t)| t.name().to_string()).collect();
        assert_eq!(
            names,
            [
                "Harbour Rovers",
                "Harbour Rovers copy",
                "Harbour Rovers copy 2"
            ]
        );
        assert_eq!(
            library.rename(b, name("Harbour Rovers")),
            Err(LibraryError::NameTaken("Harbour Rovers".into()))
        );
        library
            .rename(b, name("Quayside Reserves"))
            .expect("rename");
        assert_eq!(
            library.get(b).expect("b").name().as_str(),
            "Quayside Reserves"
        );
        assert_eq!(library.get(b).expect("b").players(), shipped[0].players());
        let gone = library.delete(c).expect("delete");
        assert_eq!(gone.name().as_str(), "Harbour Rovers copy 2");
        assert_eq!(library.get(c), Err(LibraryError::NoSuchTeam(c)));
        assert_eq!(library.delete(c), Err(LibraryError::NoSuchTeam(c)));
        assert_eq!(library.len(), 2);
        let reloaded = TeamLibrary::from_teams(library.teams().map(|(_, t)| t.clone()));
        assert_eq!(reloaded.len(), 2);
    }

    #[test]
    fn long_names_are_cut_to_fit_when_copied() {
        let mut library = TeamLibrary::new();
        let long = shipped_teams()[1].renamed(name(&"W".repeat(32)));
        let a = library.create(long).expect("create");
        let b = library.duplicate(a).expect("copy");
        let copy = library.get(b).expect("copy").name().to_string();
        assert!(copy.chars().count() <= 32 && copy.ends_with(" 2"), "{copy}");
    }
}
