//! `hexkick bench saves [--runs N] [--dir DIR]`: what a settings tap, a team studio action and
//! a match command at full time cost the frame thread in saving, written at once (a `FileStore`: the caller waits for the
//! disk) and through the app's background writer (`storage::SharedStore`: it queues the bytes
//! and returns). Writes mean, p95 and worst milliseconds per save, on the calling thread.

use super::frame_stats::FrameStats;
use super::settings::Settings;
use hexkick_record::MatchLog;
use hexkick_rules::command::Command;
use hexkick_rules::pitch::Cell;
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::{PlayerId, Side, Squad};
use hexkick_session::{Coaches, MatchSession};
use hexkick_storage::{FileStore, MemoryStore, Saves, SharedStore, Slot, Store};
use hexkick_teams::library::TeamLibrary;
use hexkick_teams::saved::save_teams;
use hexkick_teams::shipped::shipped_teams;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Saves timed per kind and store when `--runs` is not given.
const DEFAULT_RUNS: usize = 40;

/// The value after `flag` in `args`.
fn arg<'a>(args: &'a [String], flag: &str) -> Option<&'a str> {
    let i = args.iter().position(|a| a == flag)?;
    args.get(i + 1).map(String::as_str)
}

/// Why the saves bench stopped.
#[derive(Debug)]
enum BenchError {
    /// Save number `run` failed.
    Save(usize),
    /// No save was timed.
    NothingTimed,
    /// A shipped team did not go into the library.
    Team(hexkick_teams::library::LibraryError),
    /// The background writer did not finish.
    Flush(hexkick_storage::StoreError),
    /// The bench folder cannot be made.
    Folder(PathBuf, io::Error),
    /// The figures could not be written.
    Output(io::Error),
}

impl std::fmt::Display for BenchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BenchError::Save(run) => write!(f, "save {run} failed"),
            BenchError::NothingTimed => f.write_str("nothing was timed"),
            BenchError::Team(e) => e.fmt(f),
            BenchError::Flush(e) => e.fmt(f),
            BenchError::Folder(dir, e) => write!(f, "{}: {e}", dir.display()),
            BenchError::Output(e) => e.fmt(f),
        }
    }
}

/// The calling thread's time of each of `runs` saves made by `save` (given the run's index).
fn timed<S: Store>(
    saves: &mut Saves<S>,
    runs: usize,
    mut save: impl FnMut(&mut Saves<S>, usize) -> bool,
) -> Result<FrameStats, BenchError> {
    let mut times = Vec::with_capacity(runs);
    for run in 0..runs {
        let started = Instant::now();
        if !save(saves, run) {
            return Err(BenchError::Save(run));
        }
        times.push(started.elapsed().as_secs_f64());
    }
    FrameStats::from_seconds(&times).ok_or(BenchError::NothingTimed)
}

/// Times the settings and teams saves through `saves`; one line per kind written to `out`.
fn bench_store<S: Store>(
    label: &str,
    mut saves: Saves<S>,
    runs: usize,
    out: &mut dyn Write,
) -> Result<(), BenchError> {
    let mut library = TeamLibrary::new();
    for team in shipped_teams() {
        library.create(team).map_err(BenchError::Team)?;
    }
    let settings = timed(&mut saves, runs, |saves, run| {
        let changed = Settings {
            sound: run % 2 == 0,
            ..Settings::default()
        };
        changed.save(saves).is_ok()
    })?;
    let teams = timed(&mut saves, runs, |saves, _| {
        save_teams(saves, &library).is_ok()
    })?;
    let record = full_time_record();
    let matches = timed(&mut saves, runs, |saves, _| {
        saves.save(Slot::Match, &record).is_ok()
    })?;
    saves.flush().map_err(BenchError::Flush)?;
    for (kind, s) in [("settings", settings), ("teams", teams), ("match", matches)] {
        writeln!(
            out,
            "saves bench: {kind} {label} mean_ms={:.3} p95_ms={:.3} max_ms={:.3} saves={}",
            s.mean_ms, s.p95_ms, s.max_ms, s.frames
        )
        .map_err(BenchError::Output)?;
    }
    Ok(())
}

/// Commands in a whole match's record (docs/saves.md, "Storage figures": 1,500-1,900).
const FULL_TIME_COMMANDS: u8 = 180;

/// A match record the size of one at full time (what each command saves then): a standard
/// match's set-up and 1,800 peg moves.
fn full_time_record() -> MatchLog {
    let squad = Squad::standard_base();
    let coaches = Coaches::new("human", "human");
    let saves = Saves::new(MemoryStore::default());
    let mut record = match MatchSession::new(RuleSet::default(), &squad, &squad, 1, coaches, saves)
    {
        Ok(session) => session.record().clone(),
        Err(_) => unreachable!("the standard squads fit the default rules"),
    };
    let moves = (0..FULL_TIME_COMMANDS).flat_map(|n| {
        (1..=10u8).filter_map(move |shirt| {
            let to = Cell::new(shirt % 9, n % 11 + 1)?;
            let side = if n % 2 == 0 { Side::Home } else { Side::Away };
            let player = PlayerId::new(side, shirt);
            Some(Command::Move { player, to })
        })
    });
    record.commands.extend(moves);
    record
}

/// Runs the bench in `dir` (emptied first and removed after, even when it stops).
fn bench_in(dir: &Path, runs: usize, out: &mut dyn Write) -> Result<(), BenchError> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).map_err(|e| BenchError::Folder(dir.to_path_buf(), e))?;
    let benched =
        bench_store("direct", Saves::new(FileStore::new(dir)), runs, out).and_then(|()| {
            bench_store(
                "background",
                Saves::new(SharedStore::new(FileStore::new(dir))),
                runs,
                out,
            )
        });
    let _ = std::fs::remove_dir_all(dir);
    benched
}

/// The `--help` lines of `bench saves`.
pub const USAGE: &str = "saves:\n  bench saves [--runs N] [--dir DIR]\n                          what a settings tap, a studio action and a match command cost the\n                          frame thread in saving, at once and through the background writer";

/// Runs `hexkick bench saves`, writing the figures to `out`; returns the exit code, or the
/// error of a failed write.
pub fn run(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let runs = arg(args, "--runs")
        .and_then(|s| s.parse::<usize>().ok())
        .unwrap_or(DEFAULT_RUNS)
        .max(1);
    let dir = arg(args, "--dir").map_or_else(
        || std::env::temp_dir().join(format!("hexkick-bench-saves-{}", std::process::id())),
        PathBuf::from,
    );
    writeln!(
        out,
        "saves bench: {runs} saves of each kind in {}, time on the calling (frame) thread",
        dir.display()
    )?;
    match bench_in(&dir, runs, out) {
        Ok(()) => Ok(0),
        Err(BenchError::Output(e)) => Err(e),
        Err(e) => {
            eprintln!("hexkick bench saves: {e}");
            Ok(1)
        }
    }
}
