//! `hexkick simulate` (AI-vs-AI matches headless, with figures) and `hexkick replay LOG`.

use crate::UsageError;
use crate::options::{RunOptions, each_option, or_usage};
use hexkick_ai::Coach;
use hexkick_ai::headless::{MatchReport, SideStats, play};
use hexkick_ai::plays::{PlayKind, Plays};
use hexkick_ai::tally::Kinds;
use hexkick_record::{MatchLog, ReplayError, verify};
use hexkick_rules::squad::Side;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Usage of both subcommands.
pub const USAGE: &str = "AI matches:\n  simulate --home LEVEL --away LEVEL [--matches N] [--seed S] [--rules RULES] [--log DIR]\n                          LEVEL: beginner, easy, normal, hard or random; RULES: 2024-base (default),\n                          2024-complete, 2024-tournament, classic-base, ..., or all,\n                          each with +options: +extra-time +shootout +quick +four-players\n                          +timer +strict +bad-weather +no-home-advantage\n  replay LOG.json         replay a match log: every kick run again from its logged flick, and the
                          same events and result; exit 3 when it cannot be verified (a kick
                          without its flick, format 1 logs) (at most 16 MB; - reads standard input)";

/// A progress line goes to stderr every this many matches.
const PROGRESS_EVERY: u32 = 25;

struct SimulateArgs {
    home: Coach,
    away: Coach,
    run: RunOptions,
    log: Option<PathBuf>,
}

fn parse_simulate(args: &[String]) -> Result<SimulateArgs, UsageError> {
    let mut out = SimulateArgs {
        home: Coach::Ai(hexkick_ai::Difficulty::Normal),
        away: Coach::Ai(hexkick_ai::Difficulty::Normal),
        run: RunOptions::new(10),
        log: None,
    };
    each_option(args, |flag, value| {
        if out.run.take(flag, value)? {
            return Ok(());
        }
        match flag {
            "--home" => {
                out.home = value()?
                    .parse::<Coach>()
                    .map_err(|e| UsageError(e.to_string()))?
            }
            "--away" => {
                out.away = value()?
                    .parse::<Coach>()
                    .map_err(|e| UsageError(e.to_string()))?
            }
            "--log" => out.log = Some(PathBuf::from(value()?)),
            other => return Err(UsageError(format!("unknown option \"{other}\""))),
        }
        Ok(())
    })?;
    Ok(out)
}

/// Decision-time figures in milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Timing {
    /// How many decisions.
    pub count: usize,
    /// Their mean.
    pub mean: f64,
    /// The middle one.
    pub median: f64,
    /// The 95th percentile.
    pub p95: f64,
    /// The slowest.
    pub max: f64,
}

/// The figures of `samples` (sorted in place); all zero when there are none.
pub fn timing(samples: &mut [f64]) -> Timing {
    if samples.is_empty() {
        return Timing::default();
    }
    samples.sort_by(f64::total_cmp);
    let n = samples.len();
    let rank = |share: f64| samples[((n as f64 * share).ceil() as usize).clamp(1, n) - 1];
    Timing {
        count: n,
        mean: samples.iter().sum::<f64>() / n as f64,
        median: rank(0.5),
        p95: rank(0.95),
        max: samples[n - 1],
    }
}

/// A match log that could not be written, with the path it was for.
#[derive(Debug)]
enum WriteLogError {
    /// The log cannot be put in JSON.
    Json(PathBuf, serde_json::Error),
    /// The file cannot be written.
    Io(PathBuf, std::io::Error),
}

impl std::fmt::Display for WriteLogError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WriteLogError::Json(path, e) => write!(f, "{}: {e}", path.display()),
            WriteLogError::Io(path, e) => write!(f, "{}: {e}", path.display()),
        }
    }
}

fn write_log(dir: &Path, index: u32, log: &MatchLog) -> Result<(), WriteLogError> {
    let path = dir.join(format!("match-{index:04}-seed-{}.json", log.seed));
    let text = serde_json::to_string(log).map_err(|e| WriteLogError::Json(path.clone(), e))?;
    std::fs::write(&path, text).map_err(|e| WriteLogError::Io(path, e))
}

/// `hexkick simulate ...`: the figures written to `out`; exit 0 when every match finished with
/// no refused command.
pub fn simulate(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let a = match or_usage("simulate", parse_simulate(args), USAGE) {
        Ok(a) => a,
        Err(code) => return Ok(code),
    };
    if let Some(dir) = &a.log
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        eprintln!("hexkick simulate: cannot create {}: {e}", dir.display());
        return Ok(2);
    }
    let started = Instant::now();
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut totals = [SideStats::default(); 2];
    let mut kind_totals = [Kinds::default(); 2];
    let mut plays = Plays::default();
    let mut times: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let mut cpu_times: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let (mut rejected, mut failed) = (0u32, 0u32);
    for i in 0..a.run.matches {
        let rules = a.run.rules[i as usize % a.run.rules.len()];
        let seed = a.run.seed.wrapping_add(u64::from(i));
        let MatchReport {
            result,
            stats,
            kinds,
            decision_ms,
            decision_cpu_ms,
            plays: match_plays,
            rejected: r,
            error,
            log,
        } = play(rules, a.home, a.away, seed);
        plays.add(&match_plays);
        rejected += r;
        match (result, error) {
            (_, Some(e)) => {
                failed += 1;
                eprintln!("match {i} (seed {seed}): {e}");
            }
            (Some(res), None) => match res.winner {
                Some(Side::Home) => wins += 1,
                Some(Side::Away) => losses += 1,
                None => draws += 1,
            },
            (None, None) => failed += 1,
        }
        for s in 0..2 {
            totals[s].add(&stats[s]);
            kind_totals[s].add(&kinds[s]);
            times[s].extend_from_slice(&decision_ms[s]);
            cpu_times[s].extend_from_slice(&decision_cpu_ms[s]);
        }
        if (i + 1) % PROGRESS_EVERY == 0 {
            eprintln!(
                "... {} of {} matches: home {wins} wins, {draws} draws, {losses} losses",
                i + 1,
                a.run.matches
            );
        }
        if let Some(dir) = &a.log
            && let Err(e) = write_log(dir, i, &log)
        {
            eprintln!("hexkick simulate: {e}");
            return Ok(1);
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let decided = wins + losses;
    let share = if decided > 0 {
        100.0 * f64::from(wins) / f64::from(decided)
    } else {
        0.0
    };
    writeln!(
        out,
        "{} matches, home {} vs away {}, seed {}",
        a.run.matches, a.home, a.away, a.run.seed
    )?;
    writeln!(
        out,
        "results    home wins {wins}, draws {draws}, away wins {losses}; home won {share:.1}% of decided matches"
    )?;
    for (name, pick) in [
        ("goals", (|s: &SideStats| s.goals) as fn(&SideStats) -> u32),
        ("shots", |s| s.shots),
        ("passes", |s| s.passes),
        ("fouls", |s| s.fouls),
        ("cards", |s| s.cards),
    ] {
        writeln!(
            out,
            "{name:<10} home {}, away {}",
            pick(&totals[0]),
            pick(&totals[1])
        )?;
    }
    let [home, away] = &kind_totals;
    writeln!(
        out,
        "goals by kick  home {}; away {}",
        home.goals_line(),
        away.goals_line()
    )?;
    writeln!(
        out,
        "fouls by kind  home {}; away {}",
        home.fouls_line(),
        away.fouls_line()
    )?;
    for (side, name) in [(Side::Home, "home"), (Side::Away, "away")] {
        for kind in PlayKind::ALL {
            writeln!(
                out,
                "actions {name} {} {}",
                kind.name(),
                plays.of(side, kind)
            )?;
        }
    }
    for (s, coach) in [a.home, a.away].iter().enumerate() {
        let side = if s == 0 { "home" } else { "away" };
        let t = timing(&mut times[s]);
        writeln!(
            out,
            "decisions  {side} ({coach}): {}, average {:.2} ms, p95 {:.2} ms",
            t.count, t.mean, t.p95
        )?;
        let t = timing(&mut cpu_times[s]);
        if t.count > 0 {
            writeln!(
                out,
                "cpu time {side} ({coach}): median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
                t.median, t.p95, t.max
            )?;
        }
    }
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        let load: Vec<&str> = load.split_whitespace().take(3).collect();
        writeln!(
            out,
            "load       {} (1, 5, 15 min averages at the end)",
            load.join(" ")
        )?;
    }
    writeln!(
        out,
        "speed      {:.2} matches/s ({secs:.1} s)",
        f64::from(a.run.matches) / secs.max(1e-9)
    )?;
    writeln!(out, "rejected   {rejected} commands")?;
    writeln!(out, "unfinished {failed} matches")?;
    Ok(if rejected == 0 && failed == 0 { 0 } else { 1 })
}

/// `hexkick replay LOG`: what was replayed written to `out`; exit 0 when the log replays to
/// the same events and result.
pub fn replay_cli(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let [path] = args else {
        eprintln!("hexkick replay: give one log file\n\n{USAGE}");
        return Ok(2);
    };
    let text = match hexkick_storage::bounded::read_text(
        path,
        hexkick_storage::MAX_SAVE_BYTES,
        "match log",
    ) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("hexkick replay: {e}");
            return Ok(2);
        }
    };
    let log: MatchLog = match serde_json::from_str(&text) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("hexkick replay: {path} is not a match log: {e}");
            return Ok(2);
        }
    };
    match verify(&log) {
        Ok(r) => {
            let score = r.result.map_or("unfinished".to_string(), |m| {
                format!("{}-{}", m.home, m.away)
            });
            writeln!(
                out,
                "replayed {} commands: {score}, {} events, digest {} (matches the log); \
                 verified: {} kicks re-simulated bit for bit",
                log.commands.len(),
                r.events,
                r.digest,
                r.kicks_verified,
            )?;
            Ok(0)
        }
        Err(e @ ReplayError::Unverified { .. }) => {
            eprintln!("hexkick replay: {path}: {e}");
            Ok(NOT_VERIFIED)
        }
        Err(e) => {
            eprintln!("hexkick replay: {path}: {e}");
            Ok(1)
        }
    }
}

/// `hexkick replay`'s exit code for a log that replays but cannot be verified (kicks without
/// a logged flick).
pub const NOT_VERIFIED: i32 = 3;
