//! hexkick's entry point: no arguments (or only window options such as `--test-mode`) opens
//! the game; anything else is a command-line tool, with the app's own reports handed to the
//! tools as commands of theirs. This is the one place that joins the app and the tools.

/// mimalloc on desktop Linux, where the headless matches and the physics benchmark run: rapier's
/// step allocates and frees small work buffers many times a kick (docs/performance.md, "Lean
/// and fast"). Allocation does not touch the arithmetic, so every outcome is the same.
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    // Before anything else: a file-size limit (`ulimit -f`) then fails a save with an error
    // instead of killing the game.
    hexkick_storage::ignore_file_size_signal();
    let args = hexkick::launch::args();
    match hexkick::ui::GameOptions::from_args(&args) {
        Some(Ok(options)) => hexkick::ui::start(options),
        Some(Err(e)) => {
            eprintln!("hexkick: {e}");
            std::process::exit(2);
        }
        None => run_tool(&args),
    }
}

/// Runs the command-line tool `args` names, and exits with its status.
#[cfg(not(target_arch = "wasm32"))]
fn run_tool(args: &[String]) {
    let version = hexkick::build_info::version_line();
    let host = hexkick_tools::Host {
        version: &version,
        window_usage: hexkick::ui::options::WINDOW_USAGE,
        commands: &app_commands(),
    };
    std::process::exit(hexkick_tools::run(args, &host))
}

/// The web page has no command line: its address only gives window options
/// (`launch::args`), so the game opens. The tools are left out of the web build.
#[cfg(target_arch = "wasm32")]
fn run_tool(_args: &[String]) {
    hexkick::ui::start(hexkick::ui::GameOptions::default())
}

/// The app's own reports, which the tools run as subcommands.
#[cfg(not(target_arch = "wasm32"))]
fn app_commands() -> Vec<hexkick_tools::AppCommand> {
    vec![
        hexkick_tools::AppCommand {
            words: &["layout-report"],
            usage: hexkick::ui::layout_report::USAGE,
            run: hexkick::ui::layout_report::cli,
        },
        hexkick_tools::AppCommand {
            words: &["flick-report"],
            usage: hexkick::ui::flick_report::USAGE,
            run: hexkick::ui::flick_report::cli,
        },
        hexkick_tools::AppCommand {
            words: &["bench", "saves"],
            usage: hexkick::ui::save_bench::USAGE,
            run: hexkick::ui::save_bench::run,
        },
    ]
}
