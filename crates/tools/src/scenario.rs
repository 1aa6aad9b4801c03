//! `hexkick scenario FILE.json` and `hexkick scenario --all DIR`: rules scenarios run and
//! their failures printed.

use hexkick_scenario::{Report, run_dir, run_file};
use std::io::{self, Write};
use std::path::Path;

/// The `hexkick scenario` subcommand: `FILE.json` or `--all DIR`, its report written to
/// `out`. Returns the exit code.
pub fn cli(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    match args {
        [flag, dir] if flag == "--all" => {
            let results = match run_dir(Path::new(dir)) {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("hexkick scenario: {e}");
                    return Ok(2);
                }
            };
            let (mut passed, mut failed) = (0, 0);
            for (path, result) in &results {
                match result {
                    Ok(r) if r.passed() => passed += 1,
                    Ok(r) => {
                        failed += 1;
                        write_failure(out, path, r)?;
                    }
                    Err(e) => {
                        failed += 1;
                        writeln!(out, "ERROR {e}")?;
                    }
                }
            }
            writeln!(out, "{passed} passed, {failed} failed")?;
            Ok(i32::from(failed > 0))
        }
        [file] if !file.starts_with('-') => match run_file(Path::new(file)) {
            Ok(r) if r.passed() => {
                writeln!(out, "ok {}", r.name)?;
                Ok(0)
            }
            Ok(r) => {
                write_failure(out, file, &r)?;
                Ok(1)
            }
            Err(e) => {
                eprintln!("hexkick scenario: {e}");
                Ok(1)
            }
        },
        _ => {
            eprintln!("usage: hexkick scenario FILE.json | hexkick scenario --all DIR");
            Ok(2)
        }
    }
}

/// Writes a failed scenario's name and what did not hold.
fn write_failure(out: &mut dyn Write, path: &str, r: &Report) -> io::Result<()> {
    writeln!(out, "FAIL {} ({path})", r.name)?;
    for f in &r.failures {
        writeln!(out, "  {f}")?;
    }
    Ok(())
}
