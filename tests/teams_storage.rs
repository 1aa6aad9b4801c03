//! Teams you own, through the storage module: create, duplicate, rename, delete, save, restart,
//! find them again; a saved team that fails the checks is kept, named, and marked as needing
//! changes.

use hexkick_storage::{FileStore, MemoryMap, MemoryStore, Saves, Slot};
use hexkick_teams::library::TeamLibrary;
use hexkick_teams::saved::{load_teams, save_teams};
use hexkick_teams::shipped::shipped_teams;
use hexkick_teams::standard::standard_teams;
use hexkick_teams::text::TeamName;
use serde_json::json;

fn names(library: &TeamLibrary) -> Vec<String> {
    library.teams().map(|(_, t)| t.name().to_string()).collect()
}

fn edited_library() -> TeamLibrary {
    let mut library = TeamLibrary::new();
    let rovers = library.create(shipped_teams()[0].clone()).expect("create");
    library
        .create(standard_teams()[0].clone())
        .expect("standard red");
    let copy = library.duplicate(rovers).expect("duplicate");
    library
        .rename(copy, TeamName::new("Quayside Reserves").expect("name"))
        .expect("rename");
    let classic = library.create(shipped_teams()[5].clone()).expect("classic");
    library.delete(classic).expect("delete");
    library
}

#[test]
fn owned_teams_survive_a_restart_on_disk() {
    let dir = std::env::temp_dir().join(format!("hexkick-teams-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let library = edited_library();
    {
        let mut saves = Saves::new(FileStore::new(&dir));
        assert_eq!(load_teams(&mut saves).library.len(), 0, "nothing saved yet");
        save_teams(&mut saves, &library).expect("save");
    }
    let mut saves = Saves::new(FileStore::new(&dir));
    let loaded = load_teams(&mut saves);
    assert!(loaded.notice.is_none() && loaded.needs_changes.is_empty());
    assert_eq!(
        names(&loaded.library),
        ["Harbour Rovers", "Standard Red", "Quayside Reserves"]
    );
    let teams: Vec<_> = loaded.library.teams().map(|(_, t)| t.clone()).collect();
    let expected: Vec<_> = library.teams().map(|(_, t)| t.clone()).collect();
    assert_eq!(teams, expected, "every strip, name and sticker comes back");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_team_that_fails_current_rules_is_kept_and_marked_needs_changes() {
    let library = edited_library();
    let mut saved = library.to_saved();
    // A field this build refuses, and a 2024 team over its budget (every field reads).
    saved.teams[1]["players"][0]["sticker"] = json!("YYYYY");
    saved.teams[2]["players"][15]["sticker"] = json!("YRGB");
    let mut saves = Saves::new(MemoryStore::new(MemoryMap::default()));
    saves.save(Slot::Teams, &saved).expect("save");
    let loaded = load_teams(&mut saves);
    assert_eq!(names(&loaded.library), ["Harbour Rovers"]);
    assert_eq!(loaded.needs_changes.len(), 2, "{:?}", loaded.needs_changes);
    assert!(
        loaded.needs_changes[0].starts_with(
            "Saved team 2 (\"Standard Red\") needs changes before it can play; it is kept in \
             your teams: players[0].sticker: 5 sections"
        ),
        "{}",
        loaded.needs_changes[0]
    );
    let held: Vec<_> = loaded.library.held().map(|(_, h)| h.clone()).collect();
    assert_eq!(held.len(), 2);
    assert!(held[0].draft.is_none(), "a refused field: kept as saved");
    let over = held[1]
        .draft
        .as_ref()
        .expect("the over-budget team opens in the studio");
    assert_eq!(over.name.as_str(), "Quayside Reserves");
    assert!(!held[1].problems.is_empty());
    // Two studio saves later, both are still in the file and its backup.
    for _ in 0..2 {
        let again = load_teams(&mut saves).library;
        save_teams(&mut saves, &again).expect("save");
    }
    let file = saves
        .load::<hexkick_teams::saved::SavedTeams>(Slot::Teams)
        .expect("loads");
    assert_eq!(file.value.teams.len(), 3);
    assert!(file.value.teams.contains(&saved.teams[1]));
    assert!(file.value.teams.contains(&saved.teams[2]));
}

#[test]
fn a_failed_save_keeps_the_previous_one() {
    let mut saves = Saves::new(MemoryStore::new(MemoryMap::default()));
    let library = edited_library();
    save_teams(&mut saves, &library).expect("first save");
    let mut bigger = library.clone();
    bigger.create(shipped_teams()[3].clone()).expect("create");
    saves.store_mut().map_mut().set_read_only(true);
    assert!(save_teams(&mut saves, &bigger).is_err());
    saves.store_mut().map_mut().set_read_only(false);
    assert_eq!(names(&load_teams(&mut saves).library), names(&library));
}
