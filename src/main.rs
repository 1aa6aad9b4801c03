//! hexkick's entry point: headless subcommands run without a window; no arguments opens the game.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(hexkick::cli::run(&args));
}
