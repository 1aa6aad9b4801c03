//! Attacks that need a second process: another copy of the game on the same save folder,
//! and a file-size limit (`ulimit -f`). The second process is this test binary run again on
//! its ignored test `a_copy` (told what to do through the environment).
#![cfg(unix)]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use hexkick_storage::{FileStore, Generation, Slot, Store, ignore_file_size_signal};

/// One test at a time: a copy being started holds a copy of this binary's open files (the
/// first copy's lock with them) until it runs, so the other test's copies would see the
/// folder still held just after the first copy let it go.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Waits for the other test of this file.
fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The folder the copy saves in.
const DIR_VAR: &str = "HEXKICK_COPY_DIR";
/// How many bytes the copy saves.
const BYTES_VAR: &str = "HEXKICK_COPY_BYTES";

/// A fresh, empty folder under the system's temporary folder.
fn scratch(label: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hexkick-{label}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("folder");
    dir
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("lists")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// This test binary run again as [`a_copy`], saving `bytes` in `dir`; under a file-size limit
/// of one block (`ulimit -f 1`) when `limited`.
fn copy_command(dir: &Path, bytes: usize, limited: bool) -> Command {
    let exe = std::env::current_exe().expect("the test binary");
    let mut command = if limited {
        let mut sh = Command::new("sh");
        sh.args(["-c", r#"ulimit -f 1; exec "$0" "$@""#]).arg(exe);
        sh
    } else {
        Command::new(exe)
    };
    command
        .args(["--exact", "a_copy", "--ignored", "--nocapture", "--quiet"])
        .env(DIR_VAR, dir)
        .env(BYTES_VAR, bytes.to_string());
    command
}

/// The copy's own report: its lines that start with "copy ".
fn said(output: &Output) -> String {
    let out = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("copy ")).collect();
    lines.join("\n")
}

/// The second process: starts as the game does (the file-size signal ignored), opens the
/// folder as the game's one writer and saves once, saying how it went. Run by the tests
/// below, never on its own.
#[test]
#[ignore = "the second process of the tests in this file"]
fn a_copy() {
    let Some(dir) = std::env::var_os(DIR_VAR) else {
        return;
    };
    let bytes: usize = std::env::var(BYTES_VAR)
        .ok()
        .and_then(|b| b.parse().ok())
        .unwrap_or(16);
    ignore_file_size_signal();
    let mut store = match FileStore::open_locked(PathBuf::from(dir)) {
        Ok(store) => store,
        Err(err) => {
            println!("copy refused: {err}");
            return;
        }
    };
    match store.save_raw(Slot::Match, &vec![b'c'; bytes]) {
        Ok(()) => println!("copy saved"),
        Err(err) => println!("copy failed: {err}"),
    }
}

#[test]
fn a_second_copy_is_refused_at_open_and_the_first_copys_saves_all_survive() {
    let _one = one_at_a_time();
    let dir = scratch("two-copies");
    let mut first = FileStore::open_locked(&dir).expect("the folder is free");
    for round in 1..=20u8 {
        first.save_raw(Slot::Match, &[round; 32]).expect("saves");
        let second = copy_command(&dir, 8, false).output().expect("runs");
        assert!(second.status.success(), "round {round}: {second:?}");
        assert_eq!(
            said(&second),
            format!(
                "copy refused: the save folder {} is in use by another copy of hexkick (close \
                 it, or set HEXKICK_DATA_DIR to another folder)",
                dir.display()
            ),
            "round {round}"
        );
        assert_eq!(
            first.load_raw(Slot::Match, Generation::Latest),
            Ok(Some(vec![round; 32])),
            "round {round}"
        );
    }
    assert_eq!(names(&dir), ["match.save", "match.save.bak"]);
    drop(first);
    let copy = copy_command(&dir, 8, false).output().expect("runs");
    assert_eq!(
        said(&copy),
        "copy saved",
        "free once the first copy is gone"
    );
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_file_size_limit_fails_the_save_with_an_error_and_keeps_the_last() {
    let _one = one_at_a_time();
    let dir = scratch("file-size");
    let mut store = FileStore::new(&dir);
    store
        .save_raw(Slot::Match, b"the last good save")
        .expect("saves");
    for bytes in [4 << 10, 64 << 10, 1 << 20] {
        let copy = copy_command(&dir, bytes, true).output().expect("runs");
        assert!(
            copy.status.success(),
            "{bytes} bytes: ended by {:?}\n{}",
            copy.status,
            said(&copy)
        );
        let report = said(&copy);
        assert!(
            report.starts_with(&format!(
                "copy failed: could not write to {}",
                dir.display()
            )) && report.contains("File too large"),
            "{bytes} bytes: {report}"
        );
        assert_eq!(
            store.load_raw(Slot::Match, Generation::Latest),
            Ok(Some(b"the last good save".to_vec()))
        );
        assert_eq!(names(&dir), ["match.save"], "nothing left behind");
    }
    let _ = fs::remove_dir_all(dir);
}
