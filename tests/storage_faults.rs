//! Damaged, odd and unwritable save files on a real folder: each case gives its own plain
//! message, keeps the bad file, falls back to the backup or defaults, and never panics.

mod storage_support;

use std::fs;

use hexkick_storage::envelope::seal;
use hexkick_storage::{Generation, LoadError, Loaded, Reason, Recovery, Slot};
use hexkick_tools::storage_torture::TortureRecord;
use storage_support::{Scratch, set_mode, stdout_of, torture_unprivileged};

fn record(seq: u64) -> TortureRecord {
    TortureRecord::new(seq, 64)
}

/// A folder holding saves 1 (backup) and 2 (latest) of the match slot.
fn two_saves() -> Scratch {
    let scratch = Scratch::new("faults");
    let mut saves = scratch.saves();
    saves.save(Slot::Match, &record(1)).expect("saves 1");
    saves.save(Slot::Match, &record(2)).expect("saves 2");
    scratch
}

/// Replaces the latest match save with `bytes`, loads, and checks that the backup came back
/// with a notice naming `reason` and the kept file; returns the notice text.
fn damaged_latest_falls_back(bytes: &[u8], reason: &str) -> String {
    let scratch = two_saves();
    fs::write(scratch.path("match.save"), bytes).expect("plants");
    let loaded: Loaded<TortureRecord> = scratch.saves().load(Slot::Match).expect("loads");
    assert_eq!(loaded.value, record(1));
    assert_eq!(loaded.from, Generation::Backup);
    let notice = loaded.notice.expect("the player is told");
    assert_eq!(notice.recovery, Recovery::PreviousSaveLoaded);
    let text = notice.to_string();
    assert!(
        text.starts_with(&format!("Your saved match could not be read ({reason}).")),
        "{text}"
    );
    let kept = scratch.path("match.save.corrupt-1");
    assert!(
        text.contains(&format!("It was kept as {}.", kept.display())),
        "{text}"
    );
    assert!(text.ends_with("The previous save was loaded."), "{text}");
    assert_eq!(
        fs::read(&kept).ok().as_deref(),
        Some(bytes),
        "kept unchanged"
    );
    assert_eq!(
        scratch.names(),
        ["match.save.bak", "match.save.corrupt-1"],
        "the bad file was moved aside"
    );
    text
}

#[test]
fn a_truncated_save_is_cut_short() {
    let scratch = two_saves();
    let whole = fs::read(scratch.path("match.save")).expect("reads");
    damaged_latest_falls_back(&whole[..whole.len() / 2], "the file was cut short");
}

#[test]
fn an_empty_save_is_empty() {
    damaged_latest_falls_back(b"", "the file is empty");
}

#[test]
fn garbage_is_not_a_save() {
    let garbage: Vec<u8> = (0..5000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    damaged_latest_falls_back(&garbage, "the file is not a hexkick save");
}

#[test]
fn a_flipped_byte_is_damage() {
    let scratch = two_saves();
    let mut bytes = fs::read(scratch.path("match.save")).expect("reads");
    let middle = bytes.len() - 10;
    bytes[middle] ^= 0x01;
    damaged_latest_falls_back(&bytes, "the file is damaged");
}

#[test]
fn a_newer_schema_is_kept_for_the_newer_game() {
    let newer = seal(Slot::Match, 7, br#"{"seq":3,"filler":"x","extra":true}"#);
    damaged_latest_falls_back(
        &newer,
        "it was written by a newer version of hexkick (save version 7; this one reads up to 1)",
    );
}

#[test]
fn a_newer_envelope_format_is_kept_too() {
    damaged_latest_falls_back(
        b"hexkick-save format=9 compressed=zstd\n\x28\xb5\x2f\xfd",
        "it was written by a newer version of hexkick (save version 9; this one reads up to 1)",
    );
}

#[test]
fn a_huge_file_is_refused_and_kept() {
    let scratch = two_saves();
    let huge = fs::File::create(scratch.path("match.save")).expect("creates");
    huge.set_len(3 << 30).expect("a sparse 3 GB file");
    let loaded: Loaded<TortureRecord> = scratch.saves().load(Slot::Match).expect("loads");
    assert_eq!(loaded.value, record(1));
    let notice = loaded.notice.expect("told");
    assert_eq!(
        notice.problems[0].reason,
        Reason::TooBig {
            size: 3 << 30,
            limit: 16 << 20
        }
    );
    let text = notice.to_string();
    assert!(
        text.contains("(the file is too big: 3072.0 MB, and a save is at most 16.0 MB)"),
        "{text}"
    );
    let kept = fs::metadata(scratch.path("match.save.corrupt-1")).expect("kept");
    assert_eq!(kept.len(), 3 << 30);
}

#[test]
fn both_copies_bad_means_defaults_with_both_kept() {
    let scratch = two_saves();
    fs::write(scratch.path("match.save"), b"").expect("plants");
    fs::write(
        scratch.path("match.save.bak"),
        b"hexkick-save format=1 slot=match sch",
    )
    .expect("plants");
    let Err(LoadError::Unreadable(notice)) = scratch.saves().load::<TortureRecord>(Slot::Match)
    else {
        panic!("both copies are bad");
    };
    assert_eq!(notice.recovery, Recovery::FreshStart);
    let text = notice.to_string();
    assert_eq!(
        text,
        format!(
            "Your saved match could not be read (the file is empty). It was kept as {}. \
             Its backup could not be read (the file was cut short). It was kept as {}. \
             A new match can be started.",
            scratch.path("match.save.corrupt-1").display(),
            scratch.path("match.save.bak.corrupt-1").display()
        )
    );
    // The next save starts cleanly beside the kept files.
    let mut saves = scratch.saves();
    saves.save(Slot::Match, &record(9)).expect("saves");
    let loaded = saves.load::<TortureRecord>(Slot::Match).expect("loads");
    assert_eq!((loaded.value, loaded.notice), (record(9), None));
}

#[test]
fn repeated_damage_gets_new_quarantine_names() {
    let scratch = two_saves();
    let mut saves = scratch.saves();
    for n in 1..=3 {
        fs::write(scratch.path("match.save"), b"junk").expect("plants");
        let loaded = saves.load::<TortureRecord>(Slot::Match).expect("loads");
        let kept = &loaded.notice.expect("told").problems[0];
        let want = scratch.path(&format!("match.save.corrupt-{n}"));
        assert_eq!(
            kept.kept_as.as_deref(),
            Some(want.display().to_string().as_str())
        );
    }
}

#[test]
fn a_read_only_folder_refuses_the_save_and_keeps_the_last() {
    let scratch = two_saves();
    set_mode(&scratch.dir, 0o555);
    let failed = torture_unprivileged(&scratch.dir, &["save", "--start", "3", "--count", "1"]);
    let out = stdout_of(&failed);
    assert_eq!(failed.status.code(), Some(1), "{out}");
    assert_eq!(
        out.trim(),
        format!(
            "ready\nerror: Your saved match could not be saved: hexkick is not allowed to write to {} \
             (it is read-only or locked). Nothing is lost: the game goes on and will try to save again.",
            scratch.dir.display()
        )
    );
    let load = torture_unprivileged(&scratch.dir, &["load"]);
    assert_eq!(stdout_of(&load).trim(), "loaded 2 from latest");
    assert_eq!(
        scratch.names(),
        ["match.save", "match.save.bak"],
        "nothing left behind"
    );
    // Once the folder is writable again the same save goes through.
    set_mode(&scratch.dir, 0o777);
    let retried = torture_unprivileged(&scratch.dir, &["save", "--start", "3", "--count", "1"]);
    assert_eq!(stdout_of(&retried).trim(), "ready\nsaved 3");
    let load = torture_unprivileged(&scratch.dir, &["load"]);
    assert_eq!(stdout_of(&load).trim(), "loaded 3 from latest");
}

#[test]
fn a_read_only_save_file_is_replaced_atomically() {
    let scratch = two_saves();
    set_mode(&scratch.dir, 0o777);
    set_mode(&scratch.path("match.save"), 0o444);
    set_mode(&scratch.path("match.save.bak"), 0o444);
    // Renaming over a read-only file needs only a writable folder (on Unix).
    let saved = torture_unprivileged(&scratch.dir, &["save", "--start", "3", "--count", "1"]);
    assert_eq!(stdout_of(&saved).trim(), "ready\nsaved 3");
    let loaded: Loaded<TortureRecord> = scratch.saves().load(Slot::Match).expect("loads");
    assert_eq!(loaded.value.seq, 3);
    assert!(loaded.value.is_consistent());
}

#[test]
fn an_unreadable_save_is_reported_and_left_in_place() {
    let scratch = two_saves();
    set_mode(&scratch.path("match.save"), 0o000);
    let load = torture_unprivileged(&scratch.dir, &["load"]);
    let out = stdout_of(&load);
    assert_eq!(
        out.trim(),
        format!(
            "loaded 1 from backup\nnotice: Your saved match could not be read (hexkick is not \
             allowed to read {} (it is read-only or locked)). The previous save was loaded.",
            scratch.path("match.save").display()
        )
    );
    assert_eq!(
        scratch.names(),
        ["match.save", "match.save.bak"],
        "not moved"
    );
}

#[test]
fn no_usable_save_folder_is_a_save_error() {
    let scratch = Scratch::new("faults");
    fs::write(scratch.path("not-a-folder"), b"").expect("plants");
    let inside_a_file = scratch.path("not-a-folder").join("saves");
    let mut saves = hexkick_storage::Saves::new(hexkick_storage::FileStore::new(&inside_a_file));
    let err = saves
        .save(Slot::Settings, &record(1))
        .expect_err("cannot save");
    let text = err.to_string();
    assert!(
        text.starts_with("Your settings could not be saved: could not write to"),
        "{text}"
    );
    assert!(text.ends_with("Nothing is lost: the game goes on and will try to save again."));
    let Err(LoadError::Unreadable(notice)) = saves.load::<TortureRecord>(Slot::Settings) else {
        panic!("a save folder inside a file cannot be read");
    };
    assert!(
        matches!(notice.problems[0].reason, Reason::CannotOpen(_)),
        "{notice}"
    );
}

#[test]
fn saving_never_overwrites_a_newer_games_save() {
    let scratch = two_saves();
    let newer = seal(Slot::Match, 7, br#"{"from":"the future"}"#);
    fs::write(scratch.path("match.save"), &newer).expect("plants");
    // This older build saves twice without loading first: the newer save must survive.
    let mut saves = scratch.saves();
    saves.save(Slot::Match, &record(3)).expect("saves 3");
    saves.save(Slot::Match, &record(4)).expect("saves 4");
    assert_eq!(
        fs::read(scratch.path("match.save.corrupt-1")).ok(),
        Some(newer),
        "kept"
    );
    let loaded: Loaded<TortureRecord> = saves.load(Slot::Match).expect("loads");
    assert_eq!(loaded.value, record(4));
}
