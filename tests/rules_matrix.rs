//! RULES.md, the conformance matrix, is one hop from rule to test to code: every row names the
//! modules that hold the rule (its `code` column) and the tests that prove it. This test reads
//! every row and checks that each module named is a file of the workspace and each test named
//! is a test function of the workspace or a scenario file.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The workspace's crates by the short names RULES.md uses (`rules::kick`), and their sources.
const CRATES: [(&str, &str); 13] = [
    ("rules", "crates/rules/src"),
    ("physics", "crates/physics/src"),
    ("teams", "crates/teams/src"),
    ("ai", "crates/ai/src"),
    ("table", "crates/table/src"),
    ("record", "crates/record/src"),
    ("session", "crates/session/src"),
    ("storage", "crates/storage/src"),
    ("scenario", "crates/scenario/src"),
    ("tutorial", "crates/tutorial/src"),
    ("help", "crates/help/src"),
    ("tools", "crates/tools/src"),
    ("ui", "src/ui"),
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The names of every function of the workspace (unit, integration and app tests included).
fn functions() -> HashSet<String> {
    let mut files = Vec::new();
    for dir in ["src", "tests", "crates"] {
        rust_files(&root().join(dir), &mut files);
    }
    let mut names = HashSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a readable source");
        for (at, _) in text.match_indices("fn ") {
            let name: String = text[at + 3..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            names.insert(name);
        }
    }
    names
}

/// Whether `path` (`rules::restart::throw_in`) is a module file of the workspace.
fn is_module(path: &str) -> bool {
    let mut parts = path.split("::");
    let Some(krate) = parts.next() else {
        return false;
    };
    let Some((_, dir)) = CRATES.iter().find(|(name, _)| *name == krate) else {
        return false;
    };
    let rest: Vec<&str> = parts.collect();
    if rest.is_empty() {
        return true;
    }
    let base = root().join(dir).join(rest.join("/"));
    base.with_extension("rs").is_file() || base.join("mod.rs").is_file()
}

/// The backticked items of a table cell.
fn items(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

#[test]
fn every_rule_names_its_modules_and_tests_that_exist() {
    let text = std::fs::read_to_string(root().join("RULES.md")).expect("RULES.md");
    let functions = functions();
    let mut rows = 0;
    let mut wrong = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("| ")) {
        // A `\|` inside a cell is a bar of its text, not a column.
        let line = line.replace("\\|", "/");
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        // | section | rule | level / edition | status | code | tests | interpretation |
        if cells.len() != 9 {
            wrong.push(format!("not 7 columns: {line}"));
            continue;
        }
        if cells[1] == "section" {
            assert_eq!(cells[5], "code", "the header names the code column");
            continue;
        }
        rows += 1;
        let code = items(cells[5]);
        if code.is_empty() {
            wrong.push(format!("no module for \"{}\"", cells[2]));
        }
        for module in code {
            if !is_module(module) {
                wrong.push(format!("\"{}\": no module {module}", cells[2]));
            }
        }
        for test in items(cells[6]) {
            let name = test.rsplit("::").next().unwrap_or(test);
            let scenario = root().join("tests/scenarios").join(format!("{name}.json"));
            // A command with its arguments is run by the scripts, not a test function.
            let known = if test.contains(' ') {
                true
            } else if test.contains('/') {
                root()
                    .join(test.split_whitespace().next().unwrap_or(test))
                    .exists()
            } else {
                functions.contains(name) || scenario.is_file() || name.ends_with('*')
            };
            if !known {
                wrong.push(format!("\"{}\": no test {test}", cells[2]));
            }
        }
    }
    assert!(rows > 190, "{rows} rules read");
    assert!(wrong.is_empty(), "RULES.md:\n{}", wrong.join("\n"));
}
