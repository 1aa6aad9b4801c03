//! `hexkick storage-torture`: the helper the kill tests spawn (hidden from the help).
//!
//! - `hexkick storage-torture save [--start N] [--count C] [--filler BYTES]` saves
//!   [`TortureRecord`]s with sequence numbers N, N+1, ... in the match slot of the save folder
//!   (`HEXKICK_DATA_DIR`), printing `ready` first and `saved N` after each completed save,
//!   until killed or C saves are done. A failed save prints `error: <the player's message>` and exits 1.
//! - `hexkick storage-torture load` prints `loaded N from latest|backup` (plus `notice: ...`),
//!   `nothing saved`, or `unreadable: ...` (exit 1).
//! - `hexkick storage-torture bench [--count C] [--filler BYTES]` times C saves written at once and prints one figure line.

mod bench;

use crate::options::each_option;
use crate::options::number;
use serde::{Deserialize, Serialize};

use crate::UsageError;
use hexkick_storage::LoadError;
use hexkick_storage::Saves;
use hexkick_storage::migrate::Versioned;
use hexkick_storage::slot::{Generation, Slot};

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

/// Runs `hexkick storage-torture ARGS` and returns the exit code.
pub fn run(args: &[String]) -> i32 {
    let mut saves = match Saves::open() {
        Ok(saves) => saves,
        Err(err) => {
            println!("error: {err}");
            return 1;
        }
    };
    match args.first().map(String::as_str) {
        Some("save") => match parse_save_loop(&args[1..]) {
            Ok(options) => save_loop(&mut saves, &options),
            Err(e) => usage_error(&e.0),
        },
        Some("bench") => match parse_save_loop(&args[1..]) {
            Ok(options) => bench::run(&mut saves, &options),
            Err(e) => usage_error(&e.0),
        },
        Some("load") => load_once(&mut saves),
        _ => usage_error("expected `save`, `load` or `bench`"),
    }
}

fn usage_error(message: &str) -> i32 {
    eprintln!(
        "hexkick storage-torture: {message}\n\
         usage: hexkick storage-torture save|bench [--start N] [--count C] [--filler BYTES] | load"
    );
    2
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

fn save_loop(saves: &mut Saves, options: &SaveLoop) -> i32 {
    let mut seq = options.start;
    let mut done = 0u64;
    println!("ready");
    while options.count.is_none_or(|count| done < count) {
        if let Err(err) = saves.save(Slot::Match, &TortureRecord::new(seq, options.filler)) {
            println!("error: {err}");
            return 1;
        }
        println!("saved {seq}");
        seq += 1;
        done += 1;
    }
    0
}

fn load_once(saves: &mut Saves) -> i32 {
    match saves.load::<TortureRecord>(Slot::Match) {
        Ok(loaded) => {
            let from = match loaded.from {
                Generation::Latest => "latest",
                Generation::Backup => "backup",
            };
            println!("loaded {} from {from}", loaded.value.seq);
            if let Some(notice) = loaded.notice {
                println!("notice: {notice}");
            }
            if loaded.value.is_consistent() {
                0
            } else {
                println!("inconsistent filler");
                1
            }
        }
        Err(LoadError::NothingSaved) => {
            println!("nothing saved");
            0
        }
        Err(LoadError::Unreadable(notice)) => {
            println!("unreadable: {notice}");
            1
        }
    }
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
