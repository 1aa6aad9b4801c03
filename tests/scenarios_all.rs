//! Runs every rules scenario of `tests/scenarios/` through the `hexkick scenario --all` command.

use std::process::Command;

#[test]
fn every_scenario_passes_through_the_cli() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios");
    let out = Command::new(env!("CARGO_BIN_EXE_hexkick"))
        .args(["scenario", "--all", dir])
        .output()
        .expect("the hexkick binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let summary = stdout.lines().last().unwrap_or_default().to_string();
    assert!(out.status.success(), "{stdout}");
    assert!(summary.ends_with(" passed, 0 failed"), "{summary}");
    let passed: usize = summary
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let files = std::fs::read_dir(dir)
        .expect("scenario folder")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "json"))
        })
        .count();
    assert_eq!(passed, files);
}

#[test]
fn a_failing_scenario_exits_1_with_a_readable_diff() {
    let dir = std::env::temp_dir().join(format!("hexkick-scenario-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("wrong.json");
    std::fs::write(
        &file,
        r#"{"name": "wrong on purpose",
            "home": [{"n": 9, "cell": "E6"}, {"n": 10, "cell": "E8"}],
            "away": [{"n": 4, "cell": "B3"}],
            "ball": {"cell": "E6", "holder": "home:9"},
            "commands": [{"kick": {"by": "home:9", "declare": "pass", "rest": "E8"}}],
            "expect": {"holder": "away:4"}}"#,
    )
    .expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_hexkick"))
        .args(["scenario", file.to_str().unwrap_or_default()])
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout.contains("holder: expected away:4, actual home:10"),
        "{stdout}"
    );
    std::fs::write(&file, r#"{"name": "typo", "hom": []}"#).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_hexkick"))
        .args(["scenario", file.to_str().unwrap_or_default()])
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr.contains("unknown field `hom`"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
