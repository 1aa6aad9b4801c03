//! `hexkick session-torture`: the helper the resume kill test spawns (hidden from the help).
//!
//! `hexkick session-torture --data-dir DIR [--seed S] [--home COACH] [--away COACH] [--resume]`
//! plays an AI-vs-AI match through a [`MatchSession`] saving in `DIR` after every command.
//! It prints `new` or `resumed N digest D` (the saved match rebuilt at command N) and
//! `replayed N commands in T ms` (loading and replaying), then
//! `applied N digest D` after each command is applied and saved, then at full time
//! `full time H-A commands N rejected R` and the save figures, and clears the slot.
//! With `--resume` it continues the saved match when there is one (coaches as recorded).

use crate::options::each_option;
use crate::options::number;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Instant;

use crate::UsageError;
use hexkick_ai::Coach;
use hexkick_ai::headless::MAX_COMMANDS_PER_MATCH;
use hexkick_ai::headless::decided;
use hexkick_ai::random::{Pick, any_legal};
use hexkick_ai::rng::AiRng;
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::{Side, Squad};
use hexkick_session::{Coaches, MatchSession, Resume};
use hexkick_storage::{FileStore, Saves};

/// Options of the loop.
struct Args {
    data_dir: PathBuf,
    seed: u64,
    home: Coach,
    away: Coach,
    resume: bool,
}

fn parse(args: &[String]) -> Result<Args, UsageError> {
    let mut parsed = Args {
        data_dir: PathBuf::new(),
        seed: 1,
        home: Coach::Random,
        away: Coach::Random,
        resume: false,
    };
    let coach = |text: String| text.parse::<Coach>().map_err(|e| UsageError(e.to_string()));
    each_option(args, |flag, value| {
        match flag {
            "--resume" => parsed.resume = true,
            "--data-dir" => parsed.data_dir = PathBuf::from(value()?),
            "--seed" => parsed.seed = number(flag, value()?)?,
            "--home" => parsed.home = coach(value()?)?,
            "--away" => parsed.away = coach(value()?)?,
            _ => return Err(UsageError(format!("unknown option {flag}"))),
        }
        Ok(())
    })?;
    if parsed.data_dir.as_os_str().is_empty() {
        return Err(UsageError("--data-dir DIR is required".into()));
    }
    Ok(parsed)
}

/// Runs `hexkick session-torture ARGS`, writing its lines to `out`, and returns the exit code.
pub fn run(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let args = match parse(args) {
        Ok(args) => args,
        Err(e) => {
            eprintln!(
                "hexkick session-torture: {e}\nusage: hexkick session-torture --data-dir DIR \
                 [--seed S] [--home COACH] [--away COACH] [--resume]"
            );
            return Ok(2);
        }
    };
    let saves = Saves::new(FileStore::new(&args.data_dir));
    let squad = Squad::standard_base();
    let fresh = |saves| {
        let coaches = Coaches::new(args.home.to_string(), args.away.to_string());
        MatchSession::new(
            RuleSet::base_2024(),
            &squad,
            &squad,
            args.seed,
            coaches,
            saves,
        )
    };
    let clock = Instant::now();
    let started = match (args.resume, saves) {
        (true, saves) => match MatchSession::resume(saves) {
            Resume::Resumed {
                game: session,
                notice,
            } => {
                if let Some(notice) = notice {
                    writeln!(out, "notice: {notice}")?;
                }
                writeln!(
                    out,
                    "resumed {} digest {}",
                    session.commands(),
                    session.digest()
                )?;
                let ms = clock.elapsed().as_secs_f64() * 1000.0;
                writeln!(
                    out,
                    "replayed {} commands in {ms:.1} ms",
                    session.commands()
                )?;
                Ok(*session)
            }
            Resume::Fresh { saves, notice } => {
                if let Some(notice) = notice {
                    writeln!(out, "notice: {notice}")?;
                }
                writeln!(out, "new")?;
                fresh(saves)
            }
        },
        (false, saves) => {
            writeln!(out, "new")?;
            fresh(saves)
        }
    };
    let session = match started {
        Ok(session) => session,
        Err(e) => {
            eprintln!("hexkick session-torture: set-up: {}", e.0);
            return Ok(1);
        }
    };
    play_to_full_time(session, args.seed, out)
}

/// Plays the session's match to full time with the coaches its record names.
fn play_to_full_time(
    mut session: MatchSession<FileStore>,
    seed: u64,
    out: &mut dyn Write,
) -> io::Result<i32> {
    let record = session.record();
    let kinds = [&record.home_coach, &record.away_coach].map(|c| c.parse::<Coach>());
    let [Ok(home), Ok(away)] = kinds else {
        eprintln!("hexkick session-torture: the record names a coach this loop cannot play");
        return Ok(1);
    };
    // The coaches' own random choices restart from here; the match (dice, state) does not.
    let salt = seed ^ session.commands() as u64;
    let (Some(home_strategy), Some(away_strategy)) = (
        home.strategy(salt ^ 0x4F4D_4501),
        away.strategy(salt ^ 0x4157_4102),
    ) else {
        eprintln!("hexkick session-torture: a person coaches a side of this record");
        return Ok(1);
    };
    let mut coaches = [home_strategy, away_strategy];
    let mut rescue = AiRng::new(salt);
    let mut rejected = 0u32;
    let mut apply_ms = Vec::new();
    while session.state().result().is_none() {
        if session.commands() >= MAX_COMMANDS_PER_MATCH {
            eprintln!("hexkick session-torture: stalled after {MAX_COMMANDS_PER_MATCH} commands");
            return Ok(1);
        }
        let side = usize::from(session.state().acting_side() == Side::Away);
        let index = session.commands();
        let decision = coaches[side].decide(session.state());
        let (command, flick) = decided(session.state(), decision, index);
        let clock = Instant::now();
        let applied = match session.apply_flicked(command, flick) {
            Ok(_) => Ok(()),
            Err(_) => {
                rejected += 1;
                match any_legal(session.state(), &mut rescue) {
                    Some(Pick::Command(legal)) => session.apply(legal).map(|_| ()),
                    Some(Pick::Kick(kick)) => {
                        let logged = kick.logged(session.state(), index);
                        session
                            .apply_flicked(kick.command, Some(logged))
                            .map(|_| ())
                    }
                    None => {
                        eprintln!("hexkick session-torture: stuck: no legal command");
                        return Ok(1);
                    }
                }
            }
        };
        apply_ms.push(clock.elapsed().as_secs_f64() * 1000.0);
        if let Err(e) = applied {
            eprintln!("hexkick session-torture: stuck: {e}");
            return Ok(1);
        }
        if let Some(e) = session.save_error() {
            eprintln!("hexkick session-torture: {e}");
            return Ok(1);
        }
        writeln!(
            out,
            "applied {} digest {}",
            session.commands(),
            session.digest()
        )?;
    }
    let state = session.state();
    writeln!(
        out,
        "full time {}-{} commands {} rejected {rejected}",
        state.score(Side::Home),
        state.score(Side::Away),
        session.commands()
    )?;
    write_figures(out, &session, &mut apply_ms)?;
    match session.finish().cleared {
        Ok(()) => {
            writeln!(out, "cleared")?;
            Ok(0)
        }
        Err(e) => {
            eprintln!("hexkick session-torture: {e}");
            Ok(1)
        }
    }
}

/// Writes what saving after every command cost.
fn write_figures(
    out: &mut dyn Write,
    session: &MatchSession<FileStore>,
    apply_ms: &mut [f64],
) -> io::Result<()> {
    if apply_ms.is_empty() {
        return Ok(());
    }
    apply_ms.sort_by(f64::total_cmp);
    let mean = apply_ms.iter().sum::<f64>() / apply_ms.len() as f64;
    let p95 = apply_ms[(apply_ms.len() * 95 / 100).min(apply_ms.len() - 1)];
    let max = apply_ms[apply_ms.len() - 1];
    let bytes = serde_json::to_vec(session.record()).map_or(0, |v| v.len());
    writeln!(
        out,
        "apply+save {} commands: mean {mean:.2} ms, p95 {p95:.2} ms, max {max:.2} ms; \
         final record {bytes} bytes",
        apply_ms.len()
    )
}
