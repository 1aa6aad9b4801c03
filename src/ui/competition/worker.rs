//! A simulated fixture played off the page's thread on the web: the page hands the
//! competition to the simulation's worker ([`crate::ui::worker::Lane::Simulation`]), which
//! plays the fixture through [`Simulation`] and hands the match's log back; the page records
//! it from the log (`record_simulated`). The page keeps drawing at its own pace meanwhile: no
//! AI decision runs in its frames. Native builds play on a thread instead (`simulating`), and
//! the web falls back to slices in the frame where no worker starts.
//!
//! What crosses between them is JSON: a `Job` (the competition and the match in play, if
//! any) one way, an `Answer` the other, and the minute and score as the match goes on.

#[cfg(target_arch = "wasm32")]
use crate::ui::worker::Lane;
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

/// Plays the job `bytes` to its end, telling `report` the minute and the score each time they
/// change (packed in one number); the answer to hand back.
pub fn play(bytes: &[u8], mut report: impl FnMut(i32)) -> Vec<u8> {
    let played = hexkick_storage::json::read::<Job>(bytes)
        .map_err(|e| unreadable("the job", &e))
        .and_then(|job| Simulation::begin(&job.competition, job.saved.as_ref()))
        .and_then(|mut sim| {
            let mut shown = sim.progress();
            while sim.step() {
                let now = sim.progress();
                if now != shown {
                    shown = now;
                    report(packed(now.0, now.1));
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

/// The minute and the score (home, away) as one number crossing from the worker:
/// `minute << 16 | home << 8 | away`.
fn packed(minute: u8, [home, away]: [u8; 2]) -> i32 {
    i32::from(minute) << 16 | i32::from(home) << 8 | i32::from(away)
}

/// The minute and the score a [`packed`] number gives; `None` for a negative one (nothing
/// reported yet).
#[cfg(any(target_arch = "wasm32", test))]
fn unpacked(progress: i32) -> Option<(u8, [u8; 2])> {
    (progress >= 0).then(|| {
        let byte = |shift: u32| ((progress >> shift) & 0xff) as u8;
        (byte(16), [byte(8), byte(0)])
    })
}

/// The page's side: the fixture handed to the simulation's worker and its answer awaited.
#[cfg(target_arch = "wasm32")]
pub mod remote {
    use super::Lane;
    use crate::ui::worker::remote::{self as work, Status as Work, Ticket};
    use hexkick_record::MatchLog;
    use hexkick_table::competition::RunError;

    /// Where the worker's fixture stands.
    pub enum Status {
        /// Still playing: the minute and the score last reported, if any.
        Playing(Option<(u8, [u8; 2])>),
        /// Played: the match to record, or why it could not be played.
        Over(Result<MatchLog, RunError>),
        /// The worker died (a fault in the AI).
        Died,
    }

    /// Hands `job` to the worker; `None` when the page has none (then the frame plays it).
    pub fn start(job: &[u8]) -> Option<Ticket> {
        work::start(Lane::Simulation, job)
    }

    /// Where the worker's fixture `ticket` stands now.
    pub fn status(ticket: Ticket) -> Status {
        match work::status(ticket) {
            Work::Working(progress) => Status::Playing(super::unpacked(progress)),
            Work::Answered(answer) => Status::Over(super::read_answer(&answer)),
            Work::Died | Work::Superseded => Status::Died,
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
        let answer = play(&job(&there, None), |progress| {
            minutes.push(unpacked(progress).expect("a minute and a score"));
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

    #[test]
    fn the_minute_and_score_cross_as_one_number() {
        for (minute, score) in [(0, [0, 0]), (90, [3, 1]), (120, [12, 255])] {
            assert_eq!(unpacked(packed(minute, score)), Some((minute, score)));
        }
        assert_eq!(unpacked(-1), None);
    }

    /// A job that does not read is answered, not a fault: the fixture stops with why.
    #[test]
    fn a_job_that_does_not_read_is_answered_with_why() {
        let answer = play(b"{ not json", |_| {});
        match read_answer(&answer) {
            Err(RunError::Match { error, .. }) => {
                assert!(error.contains("does not read"), "{error}")
            }
            other => panic!("expected a stopped fixture, got {other:?}"),
        }
        assert!(read_answer(b"garbage").is_err());
    }
}
