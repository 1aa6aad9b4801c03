//! hexkick's entry point: headless subcommands run without a window; no arguments (or only
//! window options such as `--test-mode`) opens the game.

fn main() {
    let args = hexkick::launch::args();
    match hexkick::ui::GameOptions::from_args(&args) {
        Some(Ok(options)) => hexkick::ui::start(options),
        Some(Err(e)) => {
            eprintln!("hexkick: {e}");
            std::process::exit(2);
        }
        None => std::process::exit(hexkick::cli::run(&args)),
    }
}
