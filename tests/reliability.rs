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
        hexkick_teams::template::export_json(&hexkick_teams::shipped::shipped_teams()[0]);
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

/// A match at the table between two AI coaches: each kick is a flick through the table's
/// physics, logged. Returns the record once `kicks` flicks are in it.
fn record_with_flicks(kicks: usize) -> hexkick_record::MatchLog {
    use hexkick_ai::{Coach, Difficulty};
    use hexkick_storage::{MemoryStore, Saves};
    use hexkick_table::{MatchSetup, Table};
    let easy = Coach::Ai(Difficulty::Easy);
    let setup = MatchSetup::quick(easy, easy, 4);
    let mut table = Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up");
    let mut turn = 0u16;
    while table.record().flicks.len() < kicks {
        turn += 1;
        assert!(turn < 2000, "no kicks in 2000 turns");
        let action = table.ai_action().expect("the AI answers");
        table.play(action).expect("legal");
    }
    table.record().clone()
}

/// A hand edit of a kick command.
type EditKick = fn(&mut hexkick_rules::command::Command);

#[test]
fn replays_re_simulate_each_flick_and_refuse_a_differing_log() {
    use hexkick_record::replay;
    use hexkick_rules::command::Command;
    let log = record_with_flicks(3);
    assert_eq!(log.format, 2);
    let replayed = replay(&log).expect("a true log replays");
    assert_eq!(replayed.kicks_verified, 3);
    let at = log.flicks[1].command;
    let edits: [(&str, EditKick); 3] = [
        ("a kick resting off the pitch", |c| {
            if let Command::Kick { outcome, .. } = c {
                outcome.rest.x += 900.0;
            }
        }),
        ("a path jumping across the board", |c| {
            if let Command::Kick { outcome, .. } = c
                && let Ok(far) = "A1".parse()
            {
                outcome.path.push(far);
            }
        }),
        ("an edited touched list", |c| {
            if let Command::Kick { outcome, by, .. } = c {
                outcome.touched.push(*by);
            }
        }),
    ];
    for (what, edit) in edits {
        let mut bad = log.clone();
        edit(&mut bad.commands[at]);
        let err = replay(&bad).expect_err(what).to_string();
        assert!(
            err.starts_with(&format!("commands[{at}] {{\"kick\"")) && err.contains("differs"),
            "{what}: {err}"
        );
    }
    // A format 1 log (no flicks) still replays; a newer one says so.
    let mut old = log.clone();
    old.format = 1;
    old.flicks.clear();
    assert_eq!(
        replay(&old).map(|r| r.kicks_unverified),
        Ok(replayed.kicks_unverified + 3)
    );
    let mut newer = log;
    newer.format = 3;
    assert!(
        replay(&newer)
            .expect_err("newer")
            .to_string()
            .contains("newer hexkick")
    );
}

#[test]
fn a_resumed_match_keeps_its_logged_flicks() {
    use hexkick_session::{MatchSession, Resume};
    use hexkick_storage::{MemoryStore, Saves, Slot};
    let log = record_with_flicks(2);
    let mut saves = Saves::new(MemoryStore::default());
    saves.save(Slot::Match, &log).expect("saves");
    let Resume::Resumed {
        game: session,
        notice,
    } = MatchSession::resume(saves)
    else {
        panic!("resumes");
    };
    assert_eq!(notice, None);
    assert_eq!(session.record(), &log);
}
