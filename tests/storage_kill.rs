//! Kills `hexkick storage-torture save` at random moments while it saves, then proves that
//! the last completed save always loads: never an error, never a damaged or mixed save.
//!
//! The normal run kills 20 times; `cargo test --test storage_kill -- --ignored` kills 250
//! times (or `HEXKICK_KILLS` times), with timings from `HEXKICK_KILL_SEED`.

mod storage_support;

use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::time::Duration;

use hexkick_storage::{Generation, LoadError, Slot};
use hexkick_tools::storage_torture::TortureRecord;
use storage_support::{Scratch, spawn_torture};

/// A small xorshift generator for kill delays and save sizes (no global RNG in tests).
struct Timing(u64);

impl Timing {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Where the kills landed and what was loaded after them.
#[derive(Debug, Default)]
struct Tally {
    kills: u32,
    /// The temporary file was left behind: killed while writing or flushing it (or at
    /// the very start, before the first rename).
    during_write: u32,
    /// The latest copy was missing: killed between the two renames.
    between_renames: u32,
    /// Killed between saves (after a rename, or before the first save began).
    between_saves: u32,
    /// The save loaded was the last one the helper reported.
    loaded_last_reported: u32,
    /// The save loaded completed but the kill came before its report was printed.
    loaded_unreported: u32,
    /// Loaded from the backup copy.
    from_backup: u32,
    /// Saves completed in all.
    saves: u64,
}

fn kill_run(kills: u32) -> Tally {
    let seed = std::env::var("HEXKICK_KILL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5EED_CAFE_F00D_u64);
    let mut timing = Timing(seed | 1);
    let scratch = Scratch::new("kill");
    let mut saves = scratch.saves();
    let mut tally = Tally::default();
    let mut last_loaded: Option<u64> = None;
    for round in 0..kills {
        let start = last_loaded.map_or(1, |seq| seq + 1);
        let filler = (1 + timing.below(256)) * 1024;
        let mut child = spawn_torture(
            &scratch.dir,
            &[
                "save",
                "--start",
                &start.to_string(),
                "--filler",
                &filler.to_string(),
            ],
        );
        // Time the kill from the start of the save loop, not from the process start, so that
        // it lands among the saves however loaded the machine is.
        let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
        let mut out = String::new();
        let _ = stdout.read_line(&mut out);
        assert_eq!(out, "ready\n", "round {round}: the helper did not start");
        std::thread::sleep(Duration::from_micros(timing.below(40_000)));
        child.kill().expect("SIGKILL");
        let _ = child.wait();
        let _ = stdout.read_to_string(&mut out);
        let mut err = String::new();
        if let Some(mut stderr) = child.stderr.take() {
            let _ = stderr.read_to_string(&mut err);
        }
        assert!(
            !out.contains("error"),
            "round {round}: the helper failed: {out}{err}"
        );
        // Only whole lines count: a report cut by the kill proves nothing.
        let reported: Option<u64> = out
            .split_inclusive('\n')
            .rev()
            .filter_map(|l| l.strip_suffix('\n')?.strip_prefix("saved "))
            .find_map(|n| n.parse().ok());
        tally.kills += 1;
        if !scratch.path("match.save").exists() && scratch.path("match.save.bak").exists() {
            tally.between_renames += 1;
        } else if scratch
            .names()
            .iter()
            .any(|n| n.starts_with("match.save.tmp-"))
        {
            tally.during_write += 1;
        } else {
            tally.between_saves += 1;
        }

        let loaded = match saves.load::<TortureRecord>(Slot::Match) {
            Ok(loaded) => loaded,
            Err(LoadError::NothingSaved) if last_loaded.is_none() && reported.is_none() => {
                continue;
            }
            Err(err) => panic!(
                "round {round}: load failed after a kill: {err}\n{:?}",
                scratch.names()
            ),
        };
        assert_eq!(loaded.notice, None, "round {round}: the player was warned");
        assert!(loaded.value.is_consistent(), "round {round}: a mixed save");
        let seq = loaded.value.seq;
        // The last completed save is the last reported one, or the next one when the kill
        // came between its rename and its report.
        let last_known = reported.or(last_loaded);
        match last_known {
            Some(known) if seq == known => tally.loaded_last_reported += 1,
            Some(known) if seq == known + 1 => tally.loaded_unreported += 1,
            None if seq == 1 => tally.loaded_unreported += 1,
            _ => panic!(
                "round {round}: loaded save {seq}, but the last completed was {last_known:?}"
            ),
        }
        if loaded.from == Generation::Backup {
            tally.from_backup += 1;
        }
        tally.saves += seq - last_loaded.unwrap_or(0);
        last_loaded = Some(seq);
    }
    let quarantined = fs::read_dir(&scratch.dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.file_name().to_string_lossy().contains("corrupt"))
                .count()
        })
        .unwrap_or(0);
    assert_eq!(
        quarantined,
        0,
        "a kill left a damaged save: {:?}",
        scratch.names()
    );
    println!("seed {seed:#x}: {tally:?}");
    tally
}

#[test]
fn twenty_kills_during_saves_never_lose_the_last_save() {
    let tally = kill_run(20);
    assert_eq!(tally.kills, 20);
}

#[test]
#[ignore = "the full fault run (about a minute): cargo test --test storage_kill -- --ignored"]
fn hundreds_of_kills_during_saves_never_lose_the_last_save() {
    let kills = std::env::var("HEXKICK_KILLS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(250);
    let tally = kill_run(kills);
    assert!(tally.kills >= 200);
    assert!(
        tally.during_write > 0 && tally.between_saves > 0,
        "the kills did not land inside saves: {tally:?}"
    );
}
