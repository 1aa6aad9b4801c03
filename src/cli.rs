//! Command-line dispatch for the headless subcommands (`scenario`, `bench`, `simulate`, ...).
//! Each subcommand lives in its own module; this file only routes to them.

/// Runs the command line and returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    quiet_on_closed_pipe();
    match args.first().map(String::as_str) {
        Some("--help" | "-h" | "help") => {
            println!("{}", usage());
            0
        }
        Some("--version" | "-V") => {
            println!("{}", crate::build_info::version_line());
            0
        }
        #[cfg(not(target_arch = "wasm32"))]
        Some("storage-torture") => crate::storage::torture::run(&args[1..]),
        #[cfg(not(target_arch = "wasm32"))]
        Some("session-torture") => crate::session::torture::run(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("scenario") => crate::scenario::cli(&args[1..]),
        Some("export-sheet") => crate::teams::cli::export_sheet(&args[1..]),
        Some("team-check") => crate::teams::cli::team_check(&args[1..]),
        Some("tutorial") => crate::tutorial::cli(&args[1..]),
        Some("i18n-check") => crate::i18n::cli(&args[1..]),
        Some("layout-report") => crate::ui::layout_report::cli(&args[1..]),
        #[cfg(not(target_arch = "wasm32"))]
        Some("simulate") => crate::ai::cli::simulate(&args[1..]),
        #[cfg(not(target_arch = "wasm32"))]
        Some("ladder") => crate::ai::ladder::ladder(&args[1..]),
        #[cfg(not(target_arch = "wasm32"))]
        Some("replay") => crate::ai::cli::replay_cli(&args[1..]),
        #[cfg(not(target_arch = "wasm32"))]
        Some("competition") => crate::ai::competition::competition(&args[1..]),
        Some(other) => {
            eprintln!("hexkick: unknown command \"{other}\"\n\n{}", usage());
            2
        }
        None => {
            eprintln!(
                "hexkick: the game window opens from the hexkick binary\n\n{}",
                usage()
            );
            2
        }
    }
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

/// `hexkick bench WHAT`: prints speed figures.
fn bench(args: &[String]) -> i32 {
    match args.first().map(String::as_str) {
        Some("physics") => crate::physics::bench::run(&args[1..]),
        Some("rules") => crate::scenario::bench::run(&args[1..]),
        #[cfg(not(target_arch = "wasm32"))]
        Some("saves") => crate::ui::save_bench::run(&args[1..]),
        _ => {
            eprintln!("hexkick: usage: hexkick bench physics|rules|saves [--runs N]");
            2
        }
    }
}

fn usage() -> String {
    format!(
        "usage: hexkick [COMMAND]\n\nWith no command, opens the game.\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}",
        crate::ui::options::WINDOW_USAGE,
        crate::teams::cli::USAGE,
        crate::ai::cli::USAGE,
        crate::ai::ladder::USAGE,
        crate::ai::competition::USAGE,
        "rules scenarios:\n  scenario FILE.json      run one scenario (exit 0 when every expectation holds)\n  scenario --all DIR      run every scenario of a folder",
        "tutorial:\n  tutorial --check        play every lesson's scripted solution through the match table\n                          (one line per lesson, then \"N lessons, N passed\"; exit 0 when all pass)",
        crate::i18n::USAGE,
    )
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
