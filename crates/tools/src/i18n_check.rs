//! `hexkick i18n-check`: every UI string of the sources (extracted by build.rs) and, per
//! language, how many have no translation.

use hexkick_i18n::{Lang, has_french};
use std::io::{self, Write};

include!(concat!(env!("OUT_DIR"), "/ui_strings.rs"));

/// Every UI string written in `src/` (outside `crates/i18n/src/`) and the file and line where it
/// was first found, sorted by text.
pub fn ui_strings() -> &'static [(&'static str, &'static str)] {
    UI_STRINGS
}

/// The UI strings that have no text in `lang`, with where they are written (none for
/// English: the English is the key).
pub fn missing(lang: Lang) -> Vec<(&'static str, &'static str)> {
    match lang {
        Lang::En => Vec::new(),
        Lang::Fr => UI_STRINGS
            .iter()
            .copied()
            .filter(|(en, _)| !has_french(en))
            .collect(),
    }
}

/// The report `hexkick i18n-check` prints: per language "fr: N strings, M missing" then
/// each missing string with where it is written; `true` when nothing is missing.
pub fn check_report() -> (String, bool) {
    let mut out = String::new();
    let mut complete = true;
    for lang in Lang::ALL {
        let gaps = missing(lang);
        out.push_str(&format!(
            "{}: {} strings, {} missing\n",
            lang.code(),
            UI_STRINGS.len(),
            gaps.len()
        ));
        for (text, at) in &gaps {
            out.push_str(&format!("  {at}: {text:?}\n"));
        }
        complete &= gaps.is_empty();
    }
    (out, complete)
}

/// `hexkick i18n-check`: writes the report to `out`; exit code 0 when every UI string has its
/// text in every language, 1 otherwise.
pub fn cli(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    if let Some(extra) = args.first() {
        eprintln!("hexkick: i18n-check takes no arguments, not \"{extra}\"\n\n{USAGE}");
        return Ok(2);
    }
    let (report, complete) = check_report();
    out.write_all(report.as_bytes())?;
    Ok(if complete { 0 } else { 1 })
}

/// The `--help` lines of `i18n-check`.
pub const USAGE: &str = "languages:
  i18n-check              per language, the number of UI strings and of those missing a
                          translation (each listed); exit 1 when any is missing";

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_i18n::Lang;
    use hexkick_i18n::glossary::{BANNED_EN, BANNED_FR, has_word};
    use std::path::Path;

    #[test]
    fn the_extracted_strings_are_literals_of_the_sources() {
        for (text, at) in ui_strings() {
            assert!(!text.is_empty(), "an empty UI string at {at}");
            assert!(at.starts_with("src/") || at.starts_with("crates/"), "{at}");
        }
        let (report, _) = check_report();
        assert!(report.starts_with(&format!("en: {} strings, 0 missing\n", UI_STRINGS.len())));
        assert!(report.contains("\nfr: "));
    }

    /// Every file of `dir` and below whose name ends in `.rs`.
    fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    #[test]
    fn every_reason_of_the_rules_core_is_a_counted_literal() {
        // A refusal's reason is a `Because`, made only by `because(...)`: when each call
        // takes a literal, the build script extracts them all and the check counts them.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        rust_files(&root.join("crates/rules/src"), &mut files);
        let mut not_literal = Vec::new();
        for file in &files {
            let text = std::fs::read_to_string(file).expect("readable");
            for (at, _) in text.match_indices("because(") {
                let before = text[..at].chars().last();
                let after = text[at + "because(".len()..].trim_start();
                let a_call = !before.is_some_and(|c| c.is_alphanumeric() || c == '_');
                let declared = text[..at].trim_end().ends_with("fn");
                if a_call && !declared && !after.starts_with('"') {
                    let line = text[..at].matches('\n').count() + 1;
                    not_literal.push(format!("{}:{line}", file.display()));
                }
            }
        }
        assert!(
            not_literal.is_empty(),
            "because(...) without a literal:\n{}",
            not_literal.join("\n")
        );
        let core_reasons = ui_strings()
            .iter()
            .filter(|(_, at)| at.starts_with("crates/rules/src/"))
            .count();
        assert!(
            core_reasons >= 60,
            "{core_reasons} reasons of the core counted"
        );
        let narrated = ui_strings()
            .iter()
            .filter(|(_, at)| at.starts_with("crates/table/src/narrate.rs"))
            .count();
        assert!(narrated >= 80, "{narrated} narration strings counted");
        assert!(missing(Lang::Fr).is_empty());
    }

    /// Every string literal of the Rust files under `dir` that reads like prose (has a space),
    /// with where it is; comment lines and test modules' files (`tests.rs`) are skipped.
    fn prose_literals(dir: &Path, out: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                prose_literals(&path, out);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs")
                || path.file_name().is_some_and(|n| n == "tests.rs")
            {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            // Stop at the file's unit tests: their literals are test data.
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (n, line) in code.lines().enumerate() {
                if line.trim_start().starts_with("//") {
                    continue;
                }
                for (i, part) in line.split('"').enumerate() {
                    if i % 2 == 1 && part.contains(' ') {
                        out.push((part.to_string(), format!("{}:{}", path.display(), n + 1)));
                    }
                }
            }
        }
    }

    #[test]
    fn no_ui_string_uses_a_banned_synonym() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut strings: Vec<(String, String)> = ui_strings()
            .iter()
            .map(|(t, at)| (t.to_string(), at.to_string()))
            .collect();
        prose_literals(&root.join("src/ui"), &mut strings);
        prose_literals(&root.join("crates/table/src"), &mut strings);
        assert!(strings.len() > 100, "the UI strings were found");
        let mut found = Vec::new();
        for (text, at) in &strings {
            for (banned, instead) in BANNED_EN {
                if has_word(text, banned) {
                    found.push(format!(
                        "{at}: \"{text}\" says \"{banned}\": say \"{instead}\""
                    ));
                }
            }
        }
        for (en, fr) in hexkick_i18n::french_catalogue() {
            for (banned, instead) in BANNED_FR {
                if has_word(fr, banned) {
                    found.push(format!(
                        "fr.rs: \"{en}\" → \"{fr}\" says \"{banned}\": say \"{instead}\""
                    ));
                }
            }
        }
        assert!(
            found.is_empty(),
            "banned words (docs/glossary.md):\n{}",
            found.join("\n")
        );
    }
}
