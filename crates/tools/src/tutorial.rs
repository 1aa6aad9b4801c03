//! `hexkick tutorial --check`: every lesson's scripted solution played through the match table.

use hexkick_tutorial::{check_all, pace};

/// `hexkick tutorial --check`: one line per lesson, then `N lessons, M passed`; exit 0 only
/// when every lesson passed, 2 on bad arguments.
pub fn cli(args: &[String]) -> i32 {
    if args != ["--check"] {
        eprintln!("hexkick: usage: hexkick tutorial --check");
        return 2;
    }
    let reports = check_all();
    for report in &reports {
        println!("{report}");
    }
    let passed = reports.iter().filter(|r| r.passed).count();
    println!("{}", pace::estimate(&reports));
    println!("{} lessons, {passed} passed", reports.len());
    i32::from(passed != reports.len())
}
