//! The layers are the crates, and docs/ARCHITECTURE.md draws them: this test reads the
//! workspace's dependency graph from `cargo metadata` and holds it to the document's layer
//! table, both ways (a crate uses exactly the workspace crates its row names). It also keeps
//! the rules crate pure (std, serde and hexx), keeps everything off the app, and keeps the
//! tools to the app's binary.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Each workspace package's normal (not test-only) dependencies: on the workspace, and on
/// anything else.
struct Graph {
    workspace: BTreeMap<String, BTreeSet<String>>,
    external: BTreeMap<String, BTreeSet<String>>,
}

fn graph() -> Graph {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(root())
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let metadata: Value = serde_json::from_slice(&out.stdout).expect("metadata is JSON");
    let packages = metadata["packages"].as_array().expect("packages");
    let names: BTreeSet<String> = packages
        .iter()
        .filter_map(|p| p["name"].as_str().map(String::from))
        .collect();
    let mut graph = Graph {
        workspace: BTreeMap::new(),
        external: BTreeMap::new(),
    };
    for package in packages {
        let name = package["name"].as_str().expect("a name").to_string();
        let mut ours = BTreeSet::new();
        let mut theirs = BTreeSet::new();
        for dep in package["dependencies"].as_array().expect("dependencies") {
            if !dep["kind"].is_null() {
                continue;
            }
            let dep = dep["name"]
                .as_str()
                .expect("a dependency's name")
                .to_string();
            if names.contains(&dep) {
                ours.insert(dep);
            } else {
                theirs.insert(dep);
            }
        }
        graph.workspace.insert(name.clone(), ours);
        graph.external.insert(name, theirs);
    }
    graph
}

/// The layer table of docs/ARCHITECTURE.md: each crate and the crates its row says it uses.
fn drawn() -> BTreeMap<String, BTreeSet<String>> {
    let text = std::fs::read_to_string(root().join("docs/ARCHITECTURE.md")).expect("the map");
    let start = text
        .find("| crate | what it is | uses |")
        .expect("the layer table");
    let mut rows = BTreeMap::new();
    for line in text[start..].lines().skip(2) {
        if !line.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let name = cells[1].trim_matches('`').to_string();
        let uses = cells[3]
            .split(',')
            .map(|u| u.trim().trim_matches('`'))
            .filter(|u| !u.is_empty() && *u != "—")
            .map(String::from)
            .collect();
        rows.insert(name, uses);
    }
    rows
}

#[test]
fn the_crates_use_exactly_what_the_layer_table_draws() {
    let graph = graph();
    let drawn = drawn();
    assert_eq!(
        drawn.keys().collect::<Vec<_>>(),
        graph.workspace.keys().collect::<Vec<_>>(),
        "the table has a row for every crate of the workspace and no other"
    );
    for (name, uses) in &graph.workspace {
        assert_eq!(
            uses, &drawn[name],
            "{name}: cargo metadata (left) against docs/ARCHITECTURE.md (right)"
        );
    }
}

#[test]
fn the_rules_use_std_serde_and_hexx_only() {
    let graph = graph();
    let rules = &graph.external["hexkick-rules"];
    let allowed: BTreeSet<String> = ["serde", "hexx"].map(String::from).into();
    assert_eq!(rules, &allowed);
    assert!(graph.workspace["hexkick-rules"].is_empty());
}

#[test]
fn nothing_uses_the_app_and_only_the_binary_uses_the_tools() {
    let graph = graph();
    for (name, uses) in &graph.workspace {
        assert!(!uses.contains("hexkick"), "{name} uses the app");
        if name != "hexkick" {
            assert!(!uses.contains("hexkick-tools"), "{name} uses the tools");
        }
    }
    let mut files = Vec::new();
    collect(&root().join("src"), &mut files);
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source");
        if text.contains("hexkick_tools") {
            assert!(
                file.ends_with("src/main.rs"),
                "{} names the tools",
                file.display()
            );
        }
    }
}

fn collect(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
