//! Fuzzing as a habit (issue 18): property tests that feed mutated and random input to every
//! parser that reads outside data (team templates, share codes, saves, scenarios, match logs)
//! with a fixed small budget, so they run in every `scripts/test`. Each parser must answer
//! with a value or an error, never panic, hang or grow without bound.
//!
//! The budget is 64 cases a target; a long run sets `HEXKICK_FUZZ_CASES`, e.g.
//! `HEXKICK_FUZZ_CASES=20000 cargo-locked test --release --test fuzz_parsers`
//! (docs/reliability.md gives the figures of the last long run).

use hexkick_record::MatchLog;
use hexkick_session::{MatchSession, Resume};
use hexkick_storage::{KeyValue, MemoryMap, MemoryStore, Saves, Slot, envelope};
use hexkick_teams::share::{export_code, import_code};
use hexkick_teams::shipped::{SHIPPED_TEMPLATES, shipped_teams};
use hexkick_teams::template::import_json;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    let cases = std::env::var("HEXKICK_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(64);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// One edit of a byte string: flip, set, insert, delete or duplicate a run.
#[derive(Clone, Debug)]
enum Edit {
    Flip(usize, u8),
    Set(usize, u8),
    Insert(usize, Vec<u8>),
    Delete(usize, usize),
    Repeat(usize, usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 1u8..=255).prop_map(|(a, b)| Edit::Flip(a, b)),
        (any::<usize>(), any::<u8>()).prop_map(|(a, b)| Edit::Set(a, b)),
        (any::<usize>(), prop::collection::vec(any::<u8>(), 1..16))
            .prop_map(|(a, b)| Edit::Insert(a, b)),
        (any::<usize>(), 1usize..64).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), 1usize..32, 1usize..64).prop_map(|(a, n, k)| Edit::Repeat(a, n, k)),
    ]
}

/// `base` with the edits applied (places taken modulo the length).
fn mutated(base: &[u8], edits: &[Edit]) -> Vec<u8> {
    let mut out = base.to_vec();
    for e in edits {
        let len = out.len().max(1);
        match e {
            Edit::Flip(at, mask) => {
                if let Some(b) = out.get_mut(at % len) {
                    *b ^= mask;
                }
            }
            Edit::Set(at, v) => {
                if let Some(b) = out.get_mut(at % len) {
                    *b = *v;
                }
            }
            Edit::Insert(at, bytes) => {
                let at = at % (out.len() + 1);
                out.splice(at..at, bytes.iter().copied());
            }
            Edit::Delete(at, n) => {
                let at = at % len;
                let end = (at + n).min(out.len());
                if at < end {
                    out.drain(at..end);
                }
            }
            Edit::Repeat(at, n, times) => {
                let at = at % len;
                let end = (at + n).min(out.len());
                let run = out.get(at..end).unwrap_or_default().to_vec();
                for _ in 0..*times {
                    out.splice(end..end, run.iter().copied());
                }
            }
        }
    }
    out
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec(edit(), 1..6)
}

/// A short saved match: the standard squads and a few commands.
fn saved_match() -> MatchLog {
    let squad = hexkick_rules::squad::Squad::standard_base();
    let saves = Saves::new(MemoryStore::default());
    let mut session = MatchSession::new(
        hexkick_rules::rules::RuleSet::base_2024(),
        &squad,
        &squad,
        9,
        hexkick_session::Coaches::new("human", "easy"),
        saves,
    )
    .expect("set-up");
    let mut coach = hexkick_ai::RandomLegal::new(9);
    for _ in 0..30 {
        use hexkick_ai::Strategy;
        let command = coach.choose(session.state());
        let _ = session.apply(command);
    }
    session.record().clone()
}

/// Resumes a match from `bytes` planted as the latest save; must not panic.
fn resume_from(bytes: &[u8]) {
    let mut map = MemoryMap::default();
    let _ = map.set("match.save", bytes);
    match MatchSession::resume(Saves::new(MemoryStore::new(map))) {
        Resume::Resumed { .. } | Resume::Fresh { .. } => {}
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn fuzz_template(which in 0usize..SHIPPED_TEMPLATES.len(), edits in edits()) {
        let bytes = mutated(SHIPPED_TEMPLATES[which].1.as_bytes(), &edits);
        if let Ok(team) = import_json(&bytes) {
            let again = hexkick_teams::template::export_json(&team);
            prop_assert_eq!(import_json(again.as_bytes()), Ok(team));
        }
    }

    #[test]
    fn fuzz_share_code(which in 0usize..7, edits in edits()) {
        let code = export_code(&shipped_teams()[which].renamed(
            hexkick_teams::text::TeamName::new("Fuzz United").expect("name"),
        ));
        let bytes = mutated(code.as_bytes(), &edits);
        let _ = import_code(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn fuzz_random_share_code(text in "HK[0-9]\\.[A-Za-z0-9_-]{0,400}") {
        let _ = import_code(&text);
    }

    #[test]
    fn fuzz_save(edits in edits(), in_envelope in any::<bool>()) {
        let json = serde_json::to_vec(&saved_match()).expect("encodes");
        let bytes = if in_envelope {
            // The payload damaged under a good checksum: what a hand edit gives.
            envelope::seal(Slot::Match, 2, &mutated(&json, &edits))
        } else {
            mutated(&envelope::seal(Slot::Match, 2, &json), &edits)
        };
        resume_from(&bytes);
    }

    #[test]
    fn fuzz_scenario(which in 0usize..8, edits in edits()) {
        let mut files: Vec<_> = std::fs::read_dir("tests/scenarios")
            .expect("scenarios")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        files.sort();
        let base = std::fs::read(&files[which * files.len() / 8]).expect("reads");
        let text = String::from_utf8_lossy(&mutated(&base, &edits)).into_owned();
        let _ = hexkick_scenario::run_text(&text);
    }

    #[test]
    fn fuzz_replay(edits in edits()) {
        let json = serde_json::to_vec(&saved_match()).expect("encodes");
        let bytes = mutated(&json, &edits);
        if let Ok(log) = serde_json::from_slice::<MatchLog>(&bytes) {
            let _ = hexkick_record::replay(&log);
        }
    }
}
