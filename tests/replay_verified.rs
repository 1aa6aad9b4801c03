//! Verified replays (issue 28): every kick of a recorded match runs again from its logged flick,
//! bit for bit. A log whose kicks are not all re-simulated is "not verified" (`hexkick replay`
//! exits 3), and a save edited the same ways does not resume.

use hexkick_ai::Coach;
use hexkick_ai::Difficulty;
use hexkick_ai::headless::play;
use hexkick_record::{MatchLog, ReplayError, verify};
use hexkick_rules::command::Command;
use hexkick_rules::rules::RuleSet;
use hexkick_session::{MatchSession, Resume};
use hexkick_storage::{MemoryStore, Saves, Slot};
use std::process::Command as Process;

/// A finished AI match (a random coach on one side: its kicks are logged with their flicks
/// too), every kick with its flick.
fn finished_log() -> MatchLog {
    let report = play(
        RuleSet::default(),
        Coach::Ai(Difficulty::Easy),
        Coach::Random,
        11,
    );
    assert_eq!(report.error, None);
    let log = report.log;
    let kicks = (log.commands.iter())
        .filter(|c| matches!(c, Command::Kick { .. }))
        .count();
    assert_eq!(log.flicks.len(), kicks, "every kick carries its flick");
    log
}

/// The index of the `n`-th kick's command.
fn kick_index(log: &MatchLog, n: usize) -> usize {
    log.flicks[n].command
}

/// Every way the tester edited a log, named.
fn edits(log: &MatchLog) -> Vec<(&'static str, MatchLog)> {
    let mut out = Vec::new();
    let mut old_format = log.clone();
    old_format.format = 1;
    old_format.flicks.clear();
    out.push(("format 1, flicks deleted", old_format));
    let mut no_flicks = log.clone();
    no_flicks.flicks.clear();
    out.push(("\"flicks\": []", no_flicks));
    let mut one_gone = log.clone();
    one_gone.flicks.remove(3);
    out.push(("one flick entry deleted", one_gone));
    for (name, shift) in [("rest moved 0.001 cm", 0.001), ("rest moved 12 cm", 12.0)] {
        let mut moved = log.clone();
        let index = kick_index(&moved, 4);
        if let Command::Kick { outcome, .. } = &mut moved.commands[index] {
            outcome.rest.x += shift;
        }
        out.push((name, moved));
    }
    let mut untouched = log.clone();
    let touching = (0..untouched.flicks.len()).find(|&n| {
        let i = kick_index(&untouched, n);
        matches!(&untouched.commands[i], Command::Kick { outcome, .. } if !outcome.touched.is_empty())
    });
    let n = touching.expect("some kick touches a peg");
    let index = kick_index(&untouched, n);
    if let Command::Kick { outcome, .. } = &mut untouched.commands[index] {
        outcome.touched.clear();
    }
    out.push(("touched emptied", untouched));
    out
}

#[test]
fn a_log_replays_verified_and_every_edit_is_refused() {
    let log = finished_log();
    let verified = verify(&log).expect("the log verifies");
    assert_eq!(verified.kicks_unverified, 0);
    assert_eq!(verified.kicks_verified, log.flicks.len());
    for (name, edited) in edits(&log) {
        let refused = verify(&edited);
        assert!(refused.is_err(), "{name}: refused");
        if name.contains("flick") {
            assert!(
                matches!(refused, Err(ReplayError::Unverified { .. })),
                "{name}: not verified ({refused:?})"
            );
        }
    }
}

#[test]
fn hexkick_replay_exits_3_on_a_log_that_cannot_be_verified() {
    let log = finished_log();
    let dir = std::env::temp_dir().join(format!("hexkick-verified-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let run = |name: &str, log: &MatchLog| {
        let path = dir.join(format!(
            "{}.json",
            name.replace([' ', '"', ':', '[', ']', ','], "-")
        ));
        std::fs::write(&path, serde_json::to_string(log).expect("JSON")).expect("written");
        Process::new(env!("CARGO_BIN_EXE_hexkick"))
            .arg("replay")
            .arg(&path)
            .output()
            .expect("runs")
    };
    let clean = run("clean", &log);
    assert_eq!(clean.status.code(), Some(0));
    let said = String::from_utf8_lossy(&clean.stdout);
    assert!(said.contains("verified"), "{said}");
    for (name, edited) in edits(&log) {
        let out = run(name, &edited);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let expected = if name.contains("flick") { 3 } else { 1 };
        assert_eq!(out.status.code(), Some(expected), "{name}: {stderr}");
        if expected == 3 {
            assert!(stderr.contains("not verified"), "{name}: {stderr}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_save_edited_the_same_ways_does_not_resume() {
    let log = finished_log();
    for (name, edited) in edits(&log) {
        if edited.format == 1 {
            // Format 1 saves carry no flicks: they are read as before, by the rules alone.
            continue;
        }
        let mut saves = Saves::new(MemoryStore::default());
        saves.save(Slot::Match, &edited).expect("saved");
        match MatchSession::resume(saves) {
            Resume::Resumed { .. } => panic!("{name}: the edited save resumed"),
            Resume::Fresh { notice, .. } => assert!(notice.is_some(), "{name}: said"),
        }
    }
    let mut saves = Saves::new(MemoryStore::default());
    saves.save(Slot::Match, &log).expect("saved");
    assert!(
        matches!(
            MatchSession::resume(saves),
            Resume::Resumed { notice: None, .. }
        ),
        "the clean save resumes"
    );
}
