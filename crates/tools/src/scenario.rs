//! `hexkick scenario FILE.json` and `hexkick scenario --all DIR`: rules scenarios run and
//! their failures printed.

use hexkick_scenario::{Report, run_dir, run_file};
use std::path::Path;

/// The `hexkick scenario` subcommand: `FILE.json` or `--all DIR`. Returns the exit code.
pub fn cli(args: &[String]) -> i32 {
    match args {
        [flag, dir] if flag == "--all" => {
            let results = match run_dir(Path::new(dir)) {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("hexkick scenario: {e}");
                    return 2;
                }
            };
            let (mut passed, mut failed) = (0, 0);
            for (path, result) in &results {
                match result {
                    Ok(r) if r.passed() => passed += 1,
                    Ok(r) => {
                        failed += 1;
                        print_failure(path, r);
                    }
                    Err(e) => {
                        failed += 1;
                        println!("ERROR {e}");
                    }
                }
            }
            println!("{passed} passed, {failed} failed");
            i32::from(failed > 0)
        }
        [file] if !file.starts_with('-') => match run_file(Path::new(file)) {
            Ok(r) if r.passed() => {
                println!("ok {}", r.name);
                0
            }
            Ok(r) => {
                print_failure(file, &r);
                1
            }
            Err(e) => {
                eprintln!("hexkick scenario: {e}");
                1
            }
        },
        _ => {
            eprintln!("usage: hexkick scenario FILE.json | hexkick scenario --all DIR");
            2
        }
    }
}

fn print_failure(path: &str, r: &Report) {
    println!("FAIL {} ({path})", r.name);
    for f in &r.failures {
        println!("  {f}");
    }
}
