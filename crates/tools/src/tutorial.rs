//! `hexkick tutorial --check`: every lesson's scripted solution played through the match table.

use hexkick_tutorial::{check_all, pace};
use std::io::{self, Write};

/// `hexkick tutorial --check`: one line per lesson, then `N lessons, M passed`, written to
/// `out`; exit 0 only when every lesson passed, 2 on bad arguments.
pub fn cli(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    if args != ["--check"] {
        eprintln!("hexkick: usage: hexkick tutorial --check");
        return Ok(2);
    }
    let reports = check_all();
    for report in &reports {
        writeln!(out, "{report}")?;
    }
    let passed = reports.iter().filter(|r| r.passed).count();
    writeln!(out, "{}", pace::estimate(&reports))?;
    writeln!(out, "{} lessons, {passed} passed", reports.len())?;
    Ok(i32::from(passed != reports.len()))
}
