//! The command-line tools: the headless subcommands (`simulate`, `ladder`, `competition`,
//! `replay`, `scenario`, `bench`, the torture runs, `team-check`, `export-sheet`, `tutorial
//! --check`, `i18n-check`). Each lives in its own module; [`run`] only routes to them.
//!
//! The tools sit at the top of the workspace beside the app and import no screen: the app's
//! own reports (the layout report, the saves benchmark) are handed in as [`AppCommand`]s by
//! the binary, which is the one place that joins the two.
//!
//! Every command writes its output to the writer it is handed and returns a failed write as
//! an error; [`out::run_to`] says it on stderr and ends with [`out::WRITE_FAILED`].

pub mod bench_physics;
pub mod bench_rules;
pub mod competition;
pub mod i18n_check;
pub mod ladder;
mod options;
pub mod out;
pub mod scenario;
#[cfg(not(target_arch = "wasm32"))]
pub mod session_torture;
pub mod simulate;
#[cfg(not(target_arch = "wasm32"))]
pub mod storage_torture;
pub mod teams;
pub mod tutorial;

use std::io::{self, Write};

/// A subcommand of the app's own, handed to [`run`] by the binary: a report that lays out or
/// times the app's screens and saves, which the tools cannot see.
#[derive(Clone, Copy, Debug)]
pub struct AppCommand {
    /// The words that name it (`["layout-report"]`, `["bench", "saves"]`).
    pub words: &'static [&'static str],
    /// Its `--help` lines.
    pub usage: &'static str,
    /// Runs it with the arguments after its words, writing its output to the writer; returns
    /// the exit code, or the error of a failed write.
    pub run: fn(&[String], &mut dyn Write) -> io::Result<i32>,
}

/// What the binary tells the tools about the app around them.
#[derive(Clone, Copy, Debug)]
pub struct Host<'a> {
    /// The `--version` line.
    pub version: &'a str,
    /// The `--help` lines of the window's options.
    pub window_usage: &'a str,
    /// The app's own subcommands.
    pub commands: &'a [AppCommand],
}

/// Runs the command line and returns the process exit code: the command's, or
/// [`out::WRITE_FAILED`] when its output could not be written to standard output.
pub fn run(args: &[String], host: &Host<'_>) -> i32 {
    quiet_on_closed_pipe();
    out::run_to(&mut io::stdout(), |out| dispatch(args, host, out))
}

/// Hands the command line to its command, which writes to `out`.
fn dispatch(args: &[String], host: &Host<'_>, out: &mut dyn Write) -> io::Result<i32> {
    if let Some(command) = host.commands.iter().find(|c| names(c, args)) {
        return (command.run)(&args[command.words.len()..], out);
    }
    let rest = args.get(1..).unwrap_or_default();
    match args.first().map(String::as_str) {
        Some("--help" | "-h" | "help") => {
            writeln!(out, "{}", usage(host))?;
            Ok(0)
        }
        Some("--version" | "-V") => {
            writeln!(out, "{}", host.version)?;
            Ok(0)
        }
        #[cfg(not(target_arch = "wasm32"))]
        Some("storage-torture") => storage_torture::run(rest, out),
        #[cfg(not(target_arch = "wasm32"))]
        Some("session-torture") => session_torture::run(rest, out),
        Some("bench") => bench(rest, out),
        Some("scenario") => scenario::cli(rest, out),
        Some("export-sheet") => teams::export_sheet(rest, out),
        Some("team-check") => teams::team_check(rest, out),
        Some("tutorial") => tutorial::cli(rest, out),
        Some("i18n-check") => i18n_check::cli(rest, out),
        #[cfg(not(target_arch = "wasm32"))]
        Some("simulate") => simulate::simulate(rest, out),
        #[cfg(not(target_arch = "wasm32"))]
        Some("ladder") => ladder::ladder(rest, out),
        #[cfg(not(target_arch = "wasm32"))]
        Some("replay") => simulate::replay_cli(rest, out),
        #[cfg(not(target_arch = "wasm32"))]
        Some("competition") => competition::competition(rest, out),
        Some(other) => {
            eprintln!("hexkick: unknown command \"{other}\"\n\n{}", usage(host));
            Ok(2)
        }
        None => {
            eprintln!(
                "hexkick: the game window opens from the hexkick binary\n\n{}",
                usage(host)
            );
            Ok(2)
        }
    }
}

/// Whether `args` begin with the words of `command`.
fn names(command: &AppCommand, args: &[String]) -> bool {
    args.len() >= command.words.len() && command.words.iter().zip(args).all(|(w, a)| w == a)
}

/// A reader that stops early (`hexkick simulate | head`) closes the pipe: the tools then end
/// quietly at once, as Unix tools do. Rust ignores SIGPIPE, so the write would fail instead:
/// [`out::run_to`] ends that quietly too, but an `eprintln!` to a closed pipe (`2>&1 | head`)
/// would panic. Only the headless commands do this; the game keeps Rust's way.
#[allow(unsafe_code)]
fn quiet_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: restoring a signal's default action touches no memory of ours; it runs before
    // any thread of the command starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// `hexkick bench physics|rules`: writes speed figures (`bench saves` is the app's).
fn bench(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    match args.first().map(String::as_str) {
        Some("physics") => bench_physics::run(&args[1..], out),
        Some("rules") => bench_rules::run(&args[1..], out),
        _ => {
            eprintln!("hexkick: usage: hexkick bench physics|rules|saves [--runs N]");
            Ok(2)
        }
    }
}

fn usage(host: &Host<'_>) -> String {
    let mut parts = vec![
        "usage: hexkick [COMMAND]\n\nWith no command, opens the game.".to_string(),
        host.window_usage.to_string(),
        teams::USAGE.to_string(),
        simulate::USAGE.to_string(),
        ladder::USAGE.to_string(),
        competition::USAGE.to_string(),
        "rules scenarios:\n  scenario FILE.json      run one scenario (exit 0 when every expectation holds)\n  scenario --all DIR      run every scenario of a folder".to_string(),
        "tutorial:\n  tutorial --check        play every lesson's scripted solution through the match table\n                          (one line per lesson, then \"N lessons, N passed\"; exit 0 when all pass)".to_string(),
        i18n_check::USAGE.to_string(),
    ];
    parts.extend(host.commands.iter().map(|c| c.usage.to_string()));
    parts.join("\n\n")
}

/// A headless subcommand's arguments that cannot be understood; the message says which and
/// is printed before the usage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}
