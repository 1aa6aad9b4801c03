//! Saves written by earlier builds load in this one: a schema-1 fixture for every slot, read
//! through the real file backend and upgraded through each type's migration chain.
//!
//! The payload types below stand in for the real ones (settings in `ui`, teams in `teams`,
//! the match in `core`) until those modules save through `hexkick_storage`; each then points
//! its slot's test at its real type. Settings carries the worked example of a schema change:
//! schema 2 replaced `volume` (0-10) with `sound` (0.0-1.0).

mod storage_support;

use std::fs;
use std::path::PathBuf;

use hexkick_storage::{Migration, MigrationError, Slot, Versioned, current_schema};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use storage_support::Scratch;

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Settings {
    sound: f64,
    rules: String,
}

/// Schema 1 to 2: `volume` 0-10 becomes `sound` 0.0-1.0.
fn volume_to_sound(mut value: Value) -> Result<Value, MigrationError> {
    let settings = value
        .as_object_mut()
        .ok_or(MigrationError::new("the settings are not an object"))?;
    let volume = settings
        .remove("volume")
        .and_then(|v| v.as_f64())
        .unwrap_or(10.0);
    settings.insert("sound".into(), (volume.clamp(0.0, 10.0) / 10.0).into());
    Ok(value)
}

impl Versioned for Settings {
    const MIGRATIONS: &'static [Migration] = &[volume_to_sound];
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Team {
    name: String,
    strip: String,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Teams {
    teams: Vec<Team>,
}

impl Versioned for Teams {}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct MatchInProgress {
    seed: u64,
    home: String,
    away: String,
    commands: Vec<String>,
}

impl Versioned for MatchInProgress {}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Record {
    name: String,
    winner: Option<String>,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Competitions {
    records: Vec<Record>,
}

impl Versioned for Competitions {}

fn fixture(slot: Slot, schema: u32) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/storage")
        .join(format!("{}-v{schema}.save", slot.key()))
}

/// Puts the schema-1 fixture of `slot` in a save folder as its latest save and loads it.
fn load_fixture<T: Versioned>(slot: Slot) -> (T, Scratch) {
    let scratch = Scratch::new("migrate");
    let name = format!("{}.save", slot.key());
    fs::copy(fixture(slot, 1), scratch.path(&name)).expect("copies the fixture");
    let loaded = scratch.saves().load::<T>(slot).expect("the old save loads");
    assert_eq!(loaded.notice, None);
    (loaded.value, scratch)
}

/// After a load, saving writes the current schema, and that loads back equal.
fn resave_at_current_schema<T: Versioned + PartialEq + std::fmt::Debug + DeserializeOwned>(
    slot: Slot,
    value: T,
    scratch: &Scratch,
) {
    let mut saves = scratch.saves();
    saves.save(slot, &value).expect("saves");
    let text = fs::read_to_string(scratch.path(&format!("{}.save", slot.key()))).expect("reads");
    let schema = format!(" schema={} ", current_schema::<T>());
    assert!(
        text.lines().next().is_some_and(|h| h.contains(&schema)),
        "{text}"
    );
    assert_eq!(saves.load::<T>(slot).expect("loads").value, value);
}

#[test]
fn every_slot_has_a_schema_one_fixture() {
    for slot in Slot::ALL {
        assert!(fixture(slot, 1).exists(), "no fixture for {slot:?}");
    }
}

#[test]
fn settings_from_schema_one_are_upgraded() {
    assert_eq!(current_schema::<Settings>(), 2);
    let (settings, scratch) = load_fixture::<Settings>(Slot::Settings);
    assert_eq!(
        settings,
        Settings {
            sound: 0.7,
            rules: "2024".into()
        }
    );
    resave_at_current_schema(Slot::Settings, settings, &scratch);
}

#[test]
fn teams_from_schema_one_load() {
    let (teams, scratch) = load_fixture::<Teams>(Slot::Teams);
    assert_eq!(teams.teams.len(), 2);
    assert_eq!(teams.teams[1].name, "Les Bleus");
    resave_at_current_schema(Slot::Teams, teams, &scratch);
}

#[test]
fn a_match_from_schema_one_loads() {
    let (saved, scratch) = load_fixture::<MatchInProgress>(Slot::Match);
    assert_eq!(saved.seed, 42);
    assert_eq!(saved.commands, ["kick-off"]);
    resave_at_current_schema(Slot::Match, saved, &scratch);
}

#[test]
fn competitions_from_schema_one_load() {
    let (records, scratch) = load_fixture::<Competitions>(Slot::Competitions);
    assert_eq!(
        records.records,
        [Record {
            name: "Cup".into(),
            winner: None
        }]
    );
    resave_at_current_schema(Slot::Competitions, records, &scratch);
}

#[test]
fn kept_replays_from_schema_one_load() {
    let (kept, scratch) = load_fixture::<hexkick_session::Replays>(Slot::Replays);
    assert!(kept.logs.is_empty());
    resave_at_current_schema(Slot::Replays, kept, &scratch);
}

#[test]
fn new_match_choices_from_schema_one_load() {
    use hexkick::ui::new_match::{LastChoices, Opponent};
    let (last, scratch) = load_fixture::<LastChoices>(Slot::NewMatch);
    assert_eq!(last.opponent, Some(Opponent::VersusAi));
    assert_eq!(last.home.as_deref(), Some("Standard Blue"));
    assert_eq!(last.level, Some(hexkick_rules::rules::Level::Complete));
    resave_at_current_schema(Slot::NewMatch, last, &scratch);
}

#[test]
fn practice_bests_from_schema_one_load() {
    use hexkick_practice::{Best, Bests, DrillId};
    let (bests, scratch) = load_fixture::<Bests>(Slot::Practice);
    let pass = bests.of(DrillId::Pass);
    assert_eq!((pass.tries, pass.hits), (4, 2));
    assert_eq!(
        pass.best,
        Some(Best {
            score: 87,
            off_mm: 13
        })
    );
    assert_eq!(bests.of(DrillId::Shot).tries, 1);
    assert_eq!(bests.of(DrillId::Gap).best, None);
    resave_at_current_schema(Slot::Practice, bests, &scratch);
}
