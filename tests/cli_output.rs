//! Every headless command with its standard output on a full disk (`/dev/full`, issue 28):
//! one line on stderr saying the output could not be written, exit 74 (`tools::out`), never
//! the panic "failed printing to stdout" and its exit 101. A reader that goes away (a closed
//! pipe) ends the command without a word.
#![cfg(target_os = "linux")]

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The exit code of a failed write (`hexkick_tools::out::WRITE_FAILED`).
const WRITE_FAILED: i32 = 74;

/// A folder of this test run's own, for the saves and files the commands write.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hexkick-cli-output-{}", std::process::id()));
    let path = dir.join(name);
    std::fs::create_dir_all(&path).expect("scratch folder");
    path
}

/// Every command that writes to standard output, with arguments that make it write soon.
fn commands() -> Vec<Vec<String>> {
    let folder = |name: &str| scratch(name).display().to_string();
    let root = env!("CARGO_MANIFEST_DIR");
    let scenarios = format!("{root}/tests/scenarios");
    let scenario =
        format!("{scenarios}/ball_on_a_line_in_a_wall_no_joining_while_his_cell_is_open.json");
    let sheet = format!("{}/sheet.svg", folder("sheet"));
    let text = [
        "--help",
        "-h",
        "help",
        "--version",
        "-V",
        "team-check|Harbour Rovers",
        "export-sheet|Harbour Rovers",
        &format!("export-sheet|Harbour Rovers|--svg|{sheet}"),
        "simulate|--matches|1|--home|random|--away|random",
        &format!("replay|{root}/tests/fixtures/replay/quick-2-0.json"),
        "ladder|--matches|0",
        "competition|--format|league|--teams|2|--seed|1|--level|easy",
        &format!("scenario|{scenario}"),
        &format!("scenario|--all|{scenarios}"),
        "tutorial|--check",
        "i18n-check",
        "layout-report|--size|390x844",
        "flick-report",
        &format!("bench|saves|--runs|1|--dir|{}", folder("bench-saves")),
        "bench|physics|--runs|1",
        "bench|rules|--runs|1",
        "storage-torture|save|--count|1",
        "storage-torture|load",
        &format!("session-torture|--data-dir|{}", folder("session")),
    ];
    text.iter()
        .map(|line| line.split('|').map(String::from).collect())
        .collect()
}

/// Runs hexkick with `args`, its standard output on `stdout`, its saves in the scratch folder.
fn hexkick(args: &[String], stdout: impl Into<Stdio>) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hexkick"))
        .args(args)
        .env("HEXKICK_DATA_DIR", scratch("data"))
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("hexkick starts")
}

#[test]
fn every_command_says_a_full_disk_in_one_line_and_exits_74() {
    for args in commands() {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let out = hexkick(&args, full);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(WRITE_FAILED), "{args:?}: {stderr}");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(
            lines,
            ["hexkick: could not write the output: No space left on device (os error 28)"],
            "{args:?}"
        );
    }
}

#[test]
fn every_command_that_writes_is_tried() {
    // A subcommand's help line starts with two spaces and its name: a new one must join the
    // list above (the window's options start with "--", `spectate` opens the window).
    let help = hexkick(&["--help".to_string()], Stdio::piped());
    let tried = commands();
    for line in String::from_utf8_lossy(&help.stdout).lines() {
        let Some(name) = line.strip_prefix("  ").and_then(|l| l.split(' ').next()) else {
            continue;
        };
        if name.is_empty() || name.starts_with('-') {
            continue;
        }
        assert!(
            tried.iter().any(|args| args[0] == name),
            "{name} is not tried on a full disk"
        );
    }
}

#[test]
fn a_closed_pipe_ends_a_command_without_a_word() {
    for args in [
        &["--help"][..],
        &["team-check", "Harbour Rovers"],
        &["i18n-check"],
    ] {
        let (reader, writer) = std::io::pipe().expect("pipe");
        drop(reader);
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let out = hexkick(&args, writer);
        assert!(
            out.stderr.is_empty(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!out.status.success(), "{args:?}");
        assert_ne!(out.status.code(), Some(101), "{args:?}");
    }
}
