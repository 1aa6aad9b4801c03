//! iOS sends no "minimised" event the game can rely on, and an app may be killed at any time,
//! so every slot is written as soon as it changes: a change made through the game's own
//! paths (the settings screen, the team studio, a match session) is on disk at once, without
//! any quit, pause or minimise call. Each check reads the folder through a second, fresh
//! store while the first is still alive (nothing is flushed when it is dropped). Through a
//! `BackgroundStore` the write is handed to its worker at once and lands without a flush.

use hexkick::input::stroke::StrokeEvent;
use hexkick::ui::form::centre;
use hexkick::ui::settings::Settings;
use hexkick::ui::settings::screen::{SettingsScreen, SettingsSignal};
use hexkick::ui::studio::editor::{Action, Studio};
use hexkick_record::MatchLog;
use hexkick_rules::command::Command;
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::Squad;
use hexkick_session::{Coaches, MatchSession};
use hexkick_storage::{BackgroundStore, FileStore, Saves, SharedStore, Slot, Store};
use hexkick_teams::saved::load_teams;
use std::path::{Path, PathBuf};

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hexkick-eager-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}

/// What another process would read from `dir` now.
fn on_disk(dir: &Path) -> Saves<FileStore> {
    Saves::new(FileStore::new(dir))
}

/// A standard match between a person and the easy AI, saved in `saves`.
fn new_match<S: Store>(saves: Saves<S>) -> MatchSession<S> {
    let squad = Squad::standard_base();
    let coaches = Coaches::new("human", "easy");
    MatchSession::new(RuleSet::default(), &squad, &squad, 7, coaches, saves).expect("a match")
}

/// Whether `probe` holds within 10 s (polled every 20 ms).
fn lands(probe: impl Fn() -> bool) -> bool {
    (0..500).any(|_| {
        if probe() {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        false
    })
}

/// Taps the settings screen's sound switch; returns the settings it saved.
fn tap_sound_off<S: Store>(saves: &mut Saves<S>) -> Settings {
    let mut screen = SettingsScreen::new(Settings::default());
    let (w, h) = (1280.0, 800.0);
    let form = screen.form();
    let (_, rect, _) = form
        .targets(&form.layout(w, h))
        .into_iter()
        .find(|(t, ..)| t == "sound.0")
        .expect("the sound option is on screen");
    let signal = screen.update(&[StrokeEvent::tap(centre(rect))], w, h, saves);
    assert!(matches!(signal, SettingsSignal::Changed(_)), "{signal:?}");
    assert_ne!(screen.settings(), Settings::default());
    screen.settings()
}

#[test]
fn a_settings_tap_is_on_disk_at_once() {
    let dir = folder("settings");
    let tapped = tap_sound_off(&mut Saves::new(FileStore::new(&dir)));
    let (read, notice) = Settings::load(&mut on_disk(&dir));
    assert_eq!((read, notice), (tapped, None));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn settings_and_studio_saves_through_the_games_background_writer_land_without_a_flush() {
    // The game's saves on native (`Saves::open_app`): one writer shared by every screen.
    let dir = folder("shared");
    let writer = SharedStore::new(FileStore::new(&dir));
    let tapped = tap_sound_off(&mut Saves::new(writer.clone()));
    let mut studio = Studio::load(Saves::new(writer.clone()));
    let before = studio.library().len();
    studio.apply(Action::NewTeam).expect("a new team");
    assert!(
        lands(|| Settings::load(&mut on_disk(&dir)) == (tapped, None)),
        "the settings reached the disk within 10 s, with no flush"
    );
    assert!(
        lands(|| load_teams(&mut on_disk(&dir)).library.len() == before + 1),
        "the new team reached the disk within 10 s, with no flush"
    );
    drop((studio, writer));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_studio_change_is_on_disk_at_once() {
    let dir = folder("teams");
    let mut studio = Studio::load(Saves::new(FileStore::new(&dir)));
    let before = studio.library().len();
    studio.apply(Action::NewTeam).expect("a new team");
    assert!(!studio.has_unsaved_changes());
    let read = load_teams(&mut on_disk(&dir));
    assert_eq!(read.library.len(), before + 1, "the new team is on disk");
    assert!(read.notice.is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_match_command_is_on_disk_at_once() {
    let dir = folder("match");
    let mut session = new_match(Saves::new(FileStore::new(&dir)));
    let kick_off: MatchLog = on_disk(&dir).load(Slot::Match).expect("saved").value;
    assert!(
        kick_off.commands.is_empty(),
        "the set-up is saved before any command"
    );
    session.apply(Command::TossCoin).expect("the toss");
    assert!(session.save_error().is_none());
    let read: MatchLog = on_disk(&dir).load(Slot::Match).expect("saved").value;
    assert_eq!(read.commands, vec![Command::TossCoin]);
    assert_eq!(&read, session.record());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_match_command_saved_through_the_background_writer_lands_without_a_flush() {
    let dir = folder("background");
    let mut session = new_match(Saves::new(BackgroundStore::new(FileStore::new(&dir))));
    session.apply(Command::TossCoin).expect("the toss");
    let landed = lands(|| {
        let read: Option<MatchLog> = on_disk(&dir).load(Slot::Match).ok().map(|l| l.value);
        read.is_some_and(|r| r.commands == vec![Command::TossCoin])
    });
    assert!(
        landed,
        "the toss reached the disk within 10 s, with no flush"
    );
    drop(session);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_completed_command_of_a_table_is_on_disk_after_flush() {
    use hexkick_storage::MemoryStore;
    use hexkick_table::{Coach, MatchSetup, Table};
    let setup = MatchSetup::quick(Coach::Human, Coach::Human, 4);
    let saves = Saves::new(BackgroundStore::new(MemoryStore::default()));
    let mut table = Table::new(setup, saves).expect("set-up");
    table
        .play(hexkick_table::Action::Send(Command::TossCoin))
        .expect("toss");
    table.flush().expect("flushed");
    let store = table.into_saves().into_store().into_inner();
    let mut saves = Saves::new(store);
    let record = saves.load::<MatchLog>(Slot::Match).expect("saved").value;
    assert_eq!(record.commands, vec![Command::TossCoin]);
}
