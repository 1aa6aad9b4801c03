//! A simulated fixture played off the page's thread on the web: the page hands the
//! competition to a worker (`web/simulate-worker.js`) that runs this same wasm module without
//! its window, plays the fixture through [`Simulation`] and hands the match's log back; the
//! page records it from the log (`record_simulated`). The page keeps drawing at its own pace
//! meanwhile: no AI decision runs in its frames. Native builds play on a thread instead
//! (`simulating`), and the web falls back to slices in the frame where no worker starts.
//!
//! What crosses between them is JSON: a `Job` (the competition and the match in play, if
//! any) one way, an `Answer` the other, and the minute and score as the match goes on.

use hexkick_record::MatchLog;
use hexkick_rules::competition::Competition;
use hexkick_table::competition::{RunError, Simulation};
use serde::{Deserialize, Serialize};

/// What a worker is asked to play: the next fixture of `competition`, continued from `saved`
/// when that is the match in play (as [`Simulation::begin`] takes them).
#[derive(Serialize, Deserialize)]
struct Job {
    competition: Competition,
    saved: Option<MatchLog>,
}

/// What a worker hands back.
#[derive(Serialize, Deserialize)]
enum Answer {
    /// The fixture played to its end: its log, to be recorded.
    Played(Box<MatchLog>),
    /// The fixture could not be played to its end: which one, and why.
    Stopped { fixture: String, error: String },
}

/// The job for the next fixture of `comp`, continued from `saved` when it is in play.
pub fn job(comp: &Competition, saved: Option<&MatchLog>) -> Vec<u8> {
    let job = Job {
        competition: comp.clone(),
        saved: saved.cloned(),
    };
    serde_json::to_vec(&job).expect("a competition is always written as JSON")
}

/// Plays the job `bytes` to its end, telling `report` the minute and the score (home, away)
/// each time they change; the answer to hand back.
pub fn play(bytes: &[u8], mut report: impl FnMut(u8, [u8; 2])) -> Vec<u8> {
    let played = hexkick_storage::json::read::<Job>(bytes)
        .map_err(|e| unreadable("the job", &e))
        .and_then(|job| Simulation::begin(&job.competition, job.saved.as_ref()))
        .and_then(|mut sim| {
            let mut shown = sim.progress();
            while sim.step() {
                let now = sim.progress();
                if now != shown {
                    shown = now;
                    report(now.0, now.1);
                }
            }
            sim.into_log()
        });
    let answer = match played {
        Ok(log) => Answer::Played(Box::new(log)),
        Err(RunError::Match { fixture, error }) => Answer::Stopped { fixture, error },
        Err(other) => Answer::Stopped {
            fixture: other.to_string(),
            error: other.to_string(),
        },
    };
    serde_json::to_vec(&answer).expect("a match log is always written as JSON")
}

/// The finished match in a worker's answer `bytes`, or why there is none.
pub fn read_answer(bytes: &[u8]) -> Result<MatchLog, RunError> {
    match hexkick_storage::json::read::<Answer>(bytes) {
        Ok(Answer::Played(log)) => Ok(*log),
        Ok(Answer::Stopped { fixture, error }) => Err(RunError::Match { fixture, error }),
        Err(e) => Err(unreadable("the worker's answer", &e)),
    }
}

/// Why a fixture stops when `what` crossing between the page and the worker does not read.
fn unreadable(what: &str, e: &serde_json::Error) -> RunError {
    RunError::Match {
        fixture: "?".to_string(),
        error: format!("{what} does not read: {e}"),
    }
}

/// The worker's side: the exports `web/simulate-worker.js` calls on its own instance of the
/// module (never the page's).
#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)] // exports and an import of web/simulate-worker.js
mod exports {
    use std::cell::RefCell;

    unsafe extern "C" {
        /// Posts the minute and the score (home, away) to the page.
        fn hexkick_sim_report(minute: u32, home: u32, away: u32);
    }

    thread_local! {
        /// The job written by the worker, then the answer it reads.
        static BUFFER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }

    /// Room for a job of `len` bytes; where the worker writes it.
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_sim_job(len: u32) -> *mut u8 {
        BUFFER.with_borrow_mut(|b| {
            *b = vec![0; len as usize];
            b.as_mut_ptr()
        })
    }

    /// Plays the job written; the answer waits in the buffer ([`hexkick_sim_answer`],
    /// [`hexkick_sim_answer_len`]).
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_sim_play() {
        let job = BUFFER.with_borrow_mut(std::mem::take);
        let answer = super::play(&job, |minute, [home, away]| {
            // SAFETY: an import of web/simulate-worker.js taking three numbers.
            unsafe { hexkick_sim_report(minute.into(), home.into(), away.into()) }
        });
        BUFFER.set(answer);
    }

    /// Where the answer is.
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_sim_answer() -> *const u8 {
        BUFFER.with_borrow(|b| b.as_ptr())
    }

    /// How long the answer is, in bytes.
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_sim_answer_len() -> u32 {
        BUFFER.with_borrow(|b| b.len() as u32)
    }
}

/// The page's side: a job handed to the worker and its answer awaited.
#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)] // imports of web/hexkick.js
pub mod remote {
    use hexkick_record::MatchLog;
    use hexkick_table::competition::RunError;

    unsafe extern "C" {
        /// Hands a job to the worker: 1 when it took it, 0 when there is no worker.
        fn hexkick_sim_start(job: *const u8, len: u32) -> i32;
        /// 0 while the worker plays, 1 once its answer waits, 2 when it died.
        fn hexkick_sim_status() -> i32;
        /// The minute and score last reported, `minute << 16 | home << 8 | away`, or -1.
        fn hexkick_sim_progress() -> i32;
        /// The answer's length in bytes.
        fn hexkick_sim_result_len() -> i32;
        /// Copies the answer into `into`.
        fn hexkick_sim_result_take(into: *mut u8, len: u32);
    }

    /// Where the worker's fixture stands.
    pub enum Status {
        /// Still playing: the minute and the score last reported, if any.
        Playing(Option<(u8, [u8; 2])>),
        /// Played: the match to record, or why it could not be played.
        Over(Result<MatchLog, RunError>),
        /// The worker died (a fault in the AI).
        Died,
    }

    /// Hands `job` to the worker; false when the page has none (then the frame plays it).
    pub fn start(job: &[u8]) -> bool {
        // SAFETY: an import of web/hexkick.js reading `len` bytes at `job`.
        unsafe { hexkick_sim_start(job.as_ptr(), job.len() as u32) == 1 }
    }

    /// Where the worker's fixture stands now.
    pub fn status() -> Status {
        // SAFETY: imports of web/hexkick.js without pointers.
        let (status, progress) = unsafe { (hexkick_sim_status(), hexkick_sim_progress()) };
        match status {
            0 => Status::Playing((progress >= 0).then(|| {
                let byte = |shift: u32| ((progress >> shift) & 0xff) as u8;
                (byte(16), [byte(8), byte(0)])
            })),
            1 => {
                // SAFETY: an import of web/hexkick.js without arguments.
                let len = unsafe { hexkick_sim_result_len() }.max(0) as usize;
                let mut answer = vec![0; len];
                // SAFETY: an import of web/hexkick.js writing `len` bytes at `answer`.
                unsafe { hexkick_sim_result_take(answer.as_mut_ptr(), len as u32) };
                Status::Over(super::read_answer(&answer))
            }
            _ => Status::Died,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::competition::simulating::tests::league;
    use hexkick_table::competition::record_simulated;

    /// A fixture played by the worker's code and recorded from its answer is the fixture
    /// played and recorded on the page: the same result, the same table, the same log.
    #[test]
    fn a_fixture_played_from_its_job_is_the_fixture_played_here() {
        let mut here = league();
        let mut sim = Simulation::begin(&here, None).expect("it starts");
        while sim.step() {}
        let log_here = sim.record(&mut here).expect("recorded");

        let mut there = league();
        let mut minutes = Vec::new();
        let answer = play(&job(&there, None), |minute, score| {
            minutes.push((minute, score));
        });
        let log = read_answer(&answer).expect("played to its end");
        let log_there = record_simulated(&mut there, log).expect("recorded");
        assert_eq!(there, here);
        assert_eq!(log_there, log_here);
        assert!(
            minutes.len() > 10 && minutes.windows(2).all(|w| w[0].0 <= w[1].0),
            "the minutes reported: {minutes:?}"
        );
    }

    /// A job that does not read is answered, not a fault: the fixture stops with why.
    #[test]
    fn a_job_that_does_not_read_is_answered_with_why() {
        let answer = play(b"{ not json", |_, _| {});
        match read_answer(&answer) {
            Err(RunError::Match { error, .. }) => {
                assert!(error.contains("does not read"), "{error}")
            }
            other => panic!("expected a stopped fixture, got {other:?}"),
        }
        assert!(read_answer(b"garbage").is_err());
    }
}
