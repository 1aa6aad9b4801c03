//! Headless team commands: `export-sheet` (printable SVG/PNG) and `team-check` (validate a
//! template or share code, print its share code or its problems).

use crate::UsageError;
use crate::options::Arg;
use crate::options::each_arg;
use hexkick_teams::share::{export_code, import_code};
use hexkick_teams::sheet::{sheet_png, sheet_svg};
use hexkick_teams::shipped::find_ready_made;
use hexkick_teams::team::{StripKind, Team};
use hexkick_teams::template::{ImportError, MAX_TEMPLATE_BYTES, import_json};
use std::io::{self, Write};

/// Usage lines for the main help.
pub const USAGE: &str = "teams:\n  export-sheet TEAM [--strip home|away] [--svg OUT.svg] [--png OUT.png]\n                          printable A4 sheet of wraps and stickers (TEAM: a template file, - for standard input, or a shipped team's name)\n  team-check TEAM|CODE    validate a template file (- for standard input) or share code; print its share code";

/// Why a team named on the command line could not be loaded.
#[derive(Debug)]
enum LoadError {
    /// The share code is not a valid team.
    Code(ImportError),
    /// The file cannot be read within its limits (see [`hexkick_storage::bounded`]).
    Input(hexkick_storage::bounded::InputError),
    /// The file is not a valid team template.
    Template(String, ImportError),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Code(e) => e.fmt(f),
            LoadError::Input(why) => why.fmt(f),
            LoadError::Template(what, e) => write!(f, "{what}:\n{e}"),
        }
    }
}

/// Reads a template file or `-` (standard input; at most the template size limit, see
/// [`hexkick_storage::bounded`]) or finds a shipped/standard team or reads a share code.
fn load_team(what: &str) -> Result<Team, LoadError> {
    if let Some(team) = find_ready_made(what) {
        return Ok(team);
    }
    if what.trim_start().starts_with("HK") && !std::path::Path::new(what).exists() {
        return import_code(what).map_err(LoadError::Code);
    }
    let bytes =
        hexkick_storage::bounded::read_input(what, MAX_TEMPLATE_BYTES as u64, "team template")
            .map_err(LoadError::Input)?;
    import_json(&bytes).map_err(|e| LoadError::Template(what.to_string(), e))
}

/// `hexkick export-sheet TEAM [--strip home|away] [--svg OUT] [--png OUT]`: the SVG to `out`
/// when no file is named, else `wrote PATH` for each file written.
pub fn export_sheet(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let mut team_arg = None;
    let mut kind = StripKind::Home;
    let (mut svg_out, mut png_out) = (None, None);
    let read = each_arg(args, |arg, value| {
        match arg {
            Arg::Flag("--strip") => {
                kind = match value()?.as_str() {
                    "home" => StripKind::Home,
                    "away" => StripKind::Away,
                    _ => return Err(UsageError("--strip takes home or away".into())),
                }
            }
            Arg::Flag("--svg") => svg_out = Some(value()?),
            Arg::Flag("--png") => png_out = Some(value()?),
            Arg::Flag(other) => return Err(UsageError(format!("unknown option \"{other}\""))),
            Arg::Word(word) if team_arg.is_none() => team_arg = Some(word),
            Arg::Word(word) => return Err(UsageError(format!("unexpected \"{word}\""))),
        }
        Ok(())
    });
    if let Err(e) = read {
        return Ok(usage_error(&e.0));
    }
    let Some(team_arg) = team_arg else {
        return Ok(usage_error("name a team"));
    };
    let team = match load_team(&team_arg) {
        Ok(team) => team,
        Err(e) => {
            eprintln!("hexkick: {e}");
            return Ok(1);
        }
    };
    if svg_out.is_none() && png_out.is_none() {
        write!(out, "{}", sheet_svg(&team, kind))?;
        return Ok(0);
    }
    let mut written = Vec::new();
    if let Some(path) = svg_out {
        written.push((path, Ok(sheet_svg(&team, kind).into_bytes())));
    }
    if let Some(path) = png_out {
        written.push((path, sheet_png(&team, kind).map_err(|e| e.to_string())));
    }
    for (path, bytes) in written {
        match bytes.and_then(|b| std::fs::write(&path, b).map_err(|e| e.to_string())) {
            Ok(()) => writeln!(out, "wrote {path}")?,
            Err(e) => {
                eprintln!("hexkick: cannot write {path}: {e}");
                return Ok(1);
            }
        }
    }
    Ok(0)
}

/// `hexkick team-check TEAM|CODE`: exit 0 and write the share code to `out` when valid.
pub fn team_check(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let Some(what) = args.first() else {
        return Ok(usage_error("name a template file or paste a share code"));
    };
    match load_team(what) {
        Ok(team) => {
            let report = team.roster_report();
            writeln!(
                out,
                "{} ({}): valid, total {}{}",
                team.name(),
                team.short_name(),
                report.total,
                report
                    .band
                    .map(|b| format!(", {}", b.name()))
                    .unwrap_or_default()
            )?;
            for warning in report.warnings {
                writeln!(out, "warning: {warning}")?;
            }
            writeln!(out, "{}", export_code(&team))?;
            Ok(0)
        }
        Err(e) => {
            eprintln!("hexkick: {e}");
            Ok(1)
        }
    }
}

fn usage_error(message: &str) -> i32 {
    eprintln!("hexkick: {message}\n\n{USAGE}");
    2
}
