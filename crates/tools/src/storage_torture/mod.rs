//! `hexkick storage-torture`: the helper the kill tests spawn, and the attacks on the save
//! folder, each one command printing one figure line (hidden from the help).
//!
//! - `hexkick storage-torture save [--start N] [--count C] [--filler BYTES]` saves
//!   [`TortureRecord`]s with sequence numbers N, N+1, ... in the match slot of the save folder
//!   (`HEXKICK_DATA_DIR`), printing `ready` first and `saved N` after each completed save,
//!   until killed or C saves are done. A failed save prints `error: <the player's message>`
//!   and exits 1.
//! - `hexkick storage-torture load` prints `loaded N from latest|backup` (plus `notice: ...`),
//!   `nothing saved`, or `unreadable: ...` (exit 1).
//! - `hexkick storage-torture bench [--count C] [--filler BYTES]` times C saves written at
//!   once and prints one figure line.
//! - `hexkick storage-torture link|folder|lock|file-size|attacks` makes that attack (or all of
//!   them) in a scratch folder of its own and prints a figure line each, `name: what was
//!   tried: what came of it`; exit 1 when any was not survived with nothing lost.

mod bench;
mod copies;
mod planted;

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::options::each_option;
use crate::options::number;
use serde::{Deserialize, Serialize};
use std::io::{self, Write};

use crate::UsageError;
use hexkick_storage::migrate::Versioned;
use hexkick_storage::slot::{Generation, Slot};
use hexkick_storage::{FileStore, LoadError, Saves, StoreError};

/// One save of the loop: a sequence number and filler derived from it, so a save mixing two
/// writes would show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TortureRecord {
    /// The sequence number.
    pub seq: u64,
    /// `seq` in hex, repeated to the requested length.
    pub filler: String,
}

impl Versioned for TortureRecord {}

impl TortureRecord {
    /// Record `seq` with about `filler_len` bytes of filler.
    pub fn new(seq: u64, filler_len: usize) -> Self {
        let unit = format!("{seq:016x}");
        let filler = unit.repeat(filler_len / unit.len() + 1);
        Self { seq, filler }
    }

    /// Whether the filler is the one `seq` makes.
    pub fn is_consistent(&self) -> bool {
        let unit = format!("{:016x}", self.seq);
        !self.filler.is_empty()
            && self.filler.len().is_multiple_of(unit.len())
            && self
                .filler
                .as_bytes()
                .chunks(unit.len())
                .all(|c| c == unit.as_bytes())
    }
}

/// Options of `save` and `bench`.
struct SaveLoop {
    start: u64,
    count: Option<u64>,
    filler: usize,
}

/// Runs `hexkick storage-torture ARGS`, writing its lines to `out`, and returns the exit code.
pub fn run(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let word = args.first().map(String::as_str);
    if let Some(attack) = word.filter(|w| ATTACKS.contains(w) || *w == "attacks") {
        return attacks(attack, &this_program, out);
    }
    let mut saves = match Saves::open() {
        Ok(saves) => saves,
        Err(err) => {
            writeln!(out, "error: {err}")?;
            return Ok(1);
        }
    };
    match word {
        Some("save") => match parse_save_loop(&args[1..]) {
            Ok(options) => save_loop(&mut saves, &options, out),
            Err(e) => Ok(usage_error(&e.0)),
        },
        Some("bench") => match parse_save_loop(&args[1..]) {
            Ok(options) => bench::run(&mut saves, &options, out),
            Err(e) => Ok(usage_error(&e.0)),
        },
        Some("load") => load_once(&mut saves, out),
        _ => Ok(usage_error(
            "expected `save`, `load`, `bench`, an attack or `attacks`",
        )),
    }
}

fn usage_error(message: &str) -> i32 {
    eprintln!(
        "hexkick storage-torture: {message}\n\
         usage: hexkick storage-torture save|bench [--start N] [--count C] [--filler BYTES] \
         | load | link | folder | lock | file-size | attacks"
    );
    2
}

/// The attacks, by the word that runs each.
const ATTACKS: [&str; 4] = ["link", "folder", "lock", "file-size"];

/// Runs `attack` (or every one, for `attacks`) in a scratch folder, starting second copies
/// with `copy`; prints a figure line each and returns the exit code.
fn attacks(attack: &str, copy: copies::CopyOf<'_>, out: &mut dyn Write) -> io::Result<i32> {
    let root = std::env::temp_dir().join(format!("hexkick-torture-{}", std::process::id()));
    let mut survived = true;
    for name in ATTACKS
        .iter()
        .filter(|&&a| attack == "attacks" || attack == a)
    {
        let figure = match *name {
            "link" => planted::links(&root),
            "folder" => planted::folders(&root),
            "lock" => copies::two_copies(&root, copy, 20),
            _ => copies::file_size_limit(&root, copy),
        };
        writeln!(out, "{}", figure.line())?;
        survived &= figure.ok;
    }
    let _ = std::fs::remove_dir_all(&root);
    Ok(i32::from(!survived))
}

/// Another copy of this program's `storage-torture`, with `args`.
fn this_program(args: &[&str]) -> Command {
    let program = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("hexkick"));
    let mut command = Command::new(program);
    command.arg("storage-torture").args(args);
    command
}

/// What one attack tried and what came of it.
struct Figure {
    /// The attack's word.
    attack: &'static str,
    /// The inputs tried.
    tried: String,
    /// What came of them.
    result: String,
    /// Whether everything was survived with nothing lost.
    ok: bool,
}

impl Figure {
    fn new(attack: &'static str, tried: String, result: String, ok: bool) -> Self {
        Self {
            attack,
            tried,
            result,
            ok,
        }
    }

    /// `attack: tried: result`, and `FAILED` when it was not survived.
    fn line(&self) -> String {
        let failed = if self.ok { "" } else { " FAILED" };
        format!("{}: {}: {}{failed}", self.attack, self.tried, self.result)
    }
}

/// Makes `dir` an empty folder.
fn fresh_folder(dir: &Path) -> std::io::Result<()> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir)
}

/// The saves of `dir` as the game opens them: the folder locked for as long as they live.
fn game_saves(dir: &Path) -> Result<Saves<FileStore>, StoreError> {
    FileStore::open_locked(dir).map(Saves::new)
}

/// The sequence number a restart loads from `dir` (as the game opens it), if the record is
/// whole.
fn load_seq(dir: &Path) -> Option<u64> {
    let loaded = game_saves(dir)
        .ok()?
        .load::<TortureRecord>(Slot::Match)
        .ok()?;
    loaded.value.is_consistent().then_some(loaded.value.seq)
}

fn parse_save_loop(args: &[String]) -> Result<SaveLoop, UsageError> {
    let mut options = SaveLoop {
        start: 1,
        count: None,
        filler: 4096,
    };
    each_option(args, |flag, value| {
        match flag {
            "--start" => options.start = number(flag, value()?)?,
            "--count" => options.count = Some(number(flag, value()?)?),
            "--filler" => options.filler = number(flag, value()?)?,
            other => return Err(UsageError(format!("unknown option \"{other}\""))),
        }
        Ok(())
    })?;
    Ok(options)
}

fn save_loop(saves: &mut Saves, options: &SaveLoop, out: &mut dyn Write) -> io::Result<i32> {
    let mut seq = options.start;
    let mut done = 0u64;
    writeln!(out, "ready")?;
    while options.count.is_none_or(|count| done < count) {
        if let Err(err) = saves.save(Slot::Match, &TortureRecord::new(seq, options.filler)) {
            writeln!(out, "error: {err}")?;
            return Ok(1);
        }
        writeln!(out, "saved {seq}")?;
        seq += 1;
        done += 1;
    }
    Ok(0)
}

fn load_once(saves: &mut Saves, out: &mut dyn Write) -> io::Result<i32> {
    match saves.load::<TortureRecord>(Slot::Match) {
        Ok(loaded) => {
            let from = match loaded.from {
                Generation::Latest => "latest",
                Generation::Backup => "backup",
            };
            writeln!(out, "loaded {} from {from}", loaded.value.seq)?;
            if let Some(notice) = loaded.notice {
                writeln!(out, "notice: {notice}")?;
            }
            if loaded.value.is_consistent() {
                Ok(0)
            } else {
                writeln!(out, "inconsistent filler")?;
                Ok(1)
            }
        }
        Err(LoadError::NothingSaved) => {
            writeln!(out, "nothing saved")?;
            Ok(0)
        }
        Err(LoadError::Unreadable(notice)) => {
            writeln!(out, "unreadable: {notice}")?;
            Ok(1)
        }
    }
}

/// Runs the tests that start a second copy and those that let a folder's lock go and take it
/// again one at a time: a copy being started holds a copy of every open file of the test
/// binary until it runs, so a lock let go meanwhile is still held.
#[cfg(test)]
fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_check_their_filler() {
        let record = TortureRecord::new(42, 100);
        assert!(record.is_consistent());
        assert!(record.filler.len() >= 100);
        let mixed = TortureRecord { seq: 43, ..record };
        assert!(!mixed.is_consistent());
    }

    #[test]
    fn options_are_parsed_or_refused() {
        let args = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
        let options = parse_save_loop(&args("--start 5 --count 2 --filler 10")).expect("parses");
        assert_eq!(
            (options.start, options.count, options.filler),
            (5, Some(2), 10)
        );
        assert!(parse_save_loop(&args("--start x")).is_err());
        assert!(parse_save_loop(&args("--count")).is_err());
        assert!(parse_save_loop(&args("--speed 3")).is_err());
    }
}
