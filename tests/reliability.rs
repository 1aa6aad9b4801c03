//! Hostile input from outside the game, through the command line: closed pipes, FIFOs,
//! devices, huge files, strict parsing. Each test is named after the defect it guards
//! (issue 18); `docs/reliability.md` lists every input and its limit.

use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn hexkick() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hexkick"))
}

/// Waits for `child` at most `limit`; a child still running is killed and reported as hung.
fn finish_within(mut child: Child, limit: Duration) -> Result<Output, String> {
    let deadline = Instant::now() + limit;
    loop {
        if child.try_wait().map_err(|e| e.to_string())?.is_some() {
            return child.wait_with_output().map_err(|e| e.to_string());
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("still running after {limit:?}"));
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Runs hexkick with `args`, stdin closed, and gives it ten seconds.
fn run(args: &[&str]) -> Output {
    let child = hexkick()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("hexkick starts");
    finish_within(child, Duration::from_secs(10)).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hexkick-reliability-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir.join(name)
}

#[cfg(unix)]
fn fifo(name: &str) -> PathBuf {
    let path = scratch(name);
    let _ = std::fs::remove_file(&path);
    let made = Command::new("mkfifo").arg(&path).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    path
}

#[test]
fn closed_stdout_pipe_exits_quietly() {
    for args in [
        &["team-check", "Harbour Rovers"][..],
        &["export-sheet", "Harbour Rovers"],
        &[
            "simulate",
            "--matches",
            "1",
            "--home",
            "random",
            "--away",
            "random",
        ],
    ] {
        // The reader is gone before hexkick writes a byte.
        let (reader, writer) = std::io::pipe().expect("pipe");
        drop(reader);
        let child = hexkick()
            .args(args)
            .stdin(Stdio::null())
            .stdout(writer)
            .stderr(Stdio::piped())
            .spawn()
            .expect("starts");
        let out = finish_within(child, Duration::from_secs(120)).expect("ends");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_ne!(out.status.code(), Some(101), "{args:?}: {stderr}");
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_at_once_by_every_reader() {
    let pipe = fifo("in.fifo");
    let path = pipe.display().to_string();
    for args in [
        vec!["team-check", path.as_str()],
        vec!["export-sheet", path.as_str()],
        vec!["replay", path.as_str()],
        vec!["scenario", path.as_str()],
    ] {
        let out = run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("not a plain file"), "{args:?}: {stderr}");
        assert!(!out.status.success());
    }
    let _ = std::fs::remove_file(&pipe);
}

#[cfg(unix)]
#[test]
fn dev_zero_is_refused_at_once() {
    for args in [
        ["replay", "/dev/zero"],
        ["scenario", "/dev/zero"],
        ["team-check", "/dev/zero"],
    ] {
        let out = run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("not a plain file"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_huge_log_or_scenario_is_refused_unread() {
    let path = scratch("huge.json");
    let file = std::fs::File::create(&path).expect("file");
    file.set_len(210 << 20).expect("a sparse 210 MB file");
    let text = path.display().to_string();
    for (args, limit) in [
        (
            ["replay", text.as_str()],
            "a match log is at most 16777216 bytes",
        ),
        (
            ["scenario", text.as_str()],
            "a scenario is at most 1048576 bytes",
        ),
        (
            ["team-check", text.as_str()],
            "a team template is at most 262144 bytes",
        ),
    ] {
        let out = run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(limit), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_file(&path);
}

#[test]
fn team_check_reads_a_template_from_standard_input_with_its_limit() {
    let mut child = hexkick()
        .args(["team-check", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    let template =
        hexkick::teams::template::export_json(&hexkick::teams::shipped::shipped_teams()[0]);
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        stdin.write_all(template.as_bytes()).expect("writes");
    }
    let out = finish_within(child, Duration::from_secs(10)).expect("ends");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Harbour Rovers"));
}
