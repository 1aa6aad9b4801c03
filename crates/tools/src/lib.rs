//! The command-line tools: the headless subcommands (`simulate`, `ladder`, `competition`,
//! `replay`, `scenario`, `bench`, the torture runs, `team-check`, `export-sheet`, `tutorial
//! --check`, `i18n-check`). Each lives in its own module; [`run`] only routes to them.
//!
//! The tools sit at the top of the workspace beside the app and import no screen: the app's
//! own reports (the layout report, the saves benchmark) are handed in as [`AppCommand`]s by
//! the binary, which is the one place that joins the two.

pub mod bench_physics;
pub mod bench_rules;
pub mod competition;
pub mod i18n_check;
pub mod ladder;
mod options;
pub mod scenario;
#[cfg(not(target_arch = "wasm32"))]
pub mod session_torture;
pub mod simulate;
#[cfg(not(target_arch = "wasm32"))]
pub mod storage_torture;
pub mod teams;
pub mod tutorial;

/// A subcommand of the app's own, handed to [`run`] by the binary: a report that lays out or
/// times the app's screens and saves, which the tools cannot see.
#[derive(Clone, Copy, Debug)]
pub struct AppCommand {
    /// The words that name it (`["layout-report"]`, `["bench", "saves"]`).
    pub words: &'static [&'static str],
    /// Its `--help` lines.
    pub usage: &'static str,
    /// Runs it with the arguments after its words; returns the exit code.
    pub run: fn(&[String]) -> i32,
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

/// Runs the command line and returns the process exit code.
pub fn run(args: &[String], host: &Host<'_>) -> i32 {
    quiet_on_closed_pipe();
    if let Some(command) = host.commands.iter().find(|c| names(c, args)) {
        return (command.run)(&args[command.words.len()..]);
    }
    let rest = args.get(1..).unwrap_or_default();
    match args.first().map(String::as_str) {
        Some("--help" | "-h" | "help") => {
            println!("{}", usage(host));
            0
        }
        Some("--version" | "-V") => {
            println!("{}", host.version);
            0
        }
        #[cfg(not(target_arch = "wasm32"))]
        Some("storage-torture") => storage_torture::run(rest),
        #[cfg(not(target_arch = "wasm32"))]
        Some("session-torture") => session_torture::run(rest),
        Some("bench") => bench(rest),
        Some("scenario") => scenario::cli(rest),
        Some("export-sheet") => teams::export_sheet(rest),
        Some("team-check") => teams::team_check(rest),
        Some("tutorial") => tutorial::cli(rest),
        Some("i18n-check") => i18n_check::cli(rest),
        #[cfg(not(target_arch = "wasm32"))]
        Some("simulate") => simulate::simulate(rest),
        #[cfg(not(target_arch = "wasm32"))]
        Some("ladder") => ladder::ladder(rest),
        #[cfg(not(target_arch = "wasm32"))]
        Some("replay") => simulate::replay_cli(rest),
        #[cfg(not(target_arch = "wasm32"))]
        Some("competition") => competition::competition(rest),
        Some(other) => {
            eprintln!("hexkick: unknown command \"{other}\"\n\n{}", usage(host));
            2
        }
        None => {
            eprintln!(
                "hexkick: the game window opens from the hexkick binary\n\n{}",
                usage(host)
            );
            2
        }
    }
}

/// Whether `args` begin with the words of `command`.
fn names(command: &AppCommand, args: &[String]) -> bool {
    args.len() >= command.words.len() && command.words.iter().zip(args).all(|(w, a)| w == a)
}

/// A reader that stops early (`hexkick simulate | head`) closes the pipe: the tools then end
/// quietly, as Unix tools do, instead of panicking on the failed write (Rust ignores SIGPIPE
/// and makes `println!` panic). Only the headless commands do this; the game keeps Rust's way.
#[allow(unsafe_code)]
fn quiet_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: restoring a signal's default action touches no memory of ours; it runs before
    // any thread of the command starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// `hexkick bench physics|rules`: prints speed figures (`bench saves` is the app's).
fn bench(args: &[String]) -> i32 {
    match args.first().map(String::as_str) {
        Some("physics") => bench_physics::run(&args[1..]),
        Some("rules") => bench_rules::run(&args[1..]),
        _ => {
            eprintln!("hexkick: usage: hexkick bench physics|rules|saves [--runs N]");
            2
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
