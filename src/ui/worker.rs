//! Work done off the page's thread on the web. A worker (`web/worker.js`) runs this same wasm
//! module without its window; each [`Lane`] of work has a worker of its own, so that neither
//! a simulated fixture nor the AI's decision in a match runs in the page's frames. Native
//! builds use threads instead ([`super::thinker`]).
//!
//! A job crosses as bytes: the lane's number, then its work (JSON, read by the lane's own
//! module: [`super::competition::worker`], [`super::match_screen::ai_turn`]); the answer comes
//! back as bytes. Everything but the calls across the page (the exports and imports below) is
//! plain code that the tests run natively.

/// A kind of work done by a worker of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// The competition's simulated fixture ([`super::competition::worker`]).
    Simulation,
    /// The AI's next decision in a match, or its advice to the person
    /// ([`super::match_screen::ai_turn`]).
    Ai,
}

impl Lane {
    /// Its number across the page (`web/hexkick.js` keeps a worker for each).
    fn number(self) -> u8 {
        match self {
            Lane::Simulation => 0,
            Lane::Ai => 1,
        }
    }

    /// The lane numbered `number`.
    fn numbered(number: u8) -> Option<Lane> {
        [Lane::Simulation, Lane::Ai]
            .into_iter()
            .find(|lane| lane.number() == number)
    }
}

/// The job that hands `work` to the worker of `lane`.
pub fn job(lane: Lane, work: &[u8]) -> Vec<u8> {
    let mut job = Vec::with_capacity(work.len() + 1);
    job.push(lane.number());
    job.extend_from_slice(work);
    job
}

/// The worker's answer to `job`, telling `report` how the work goes (a number of the lane's
/// own making). A job of no known lane is answered with nothing, which no lane reads.
pub fn work(job: &[u8], report: impl FnMut(i32)) -> Vec<u8> {
    let Some((&number, work)) = job.split_first() else {
        return Vec::new();
    };
    match Lane::numbered(number) {
        Some(Lane::Simulation) => super::competition::worker::play(work, report),
        Some(Lane::Ai) => super::match_screen::ai_turn::answer(work),
        None => Vec::new(),
    }
}

/// The worker's side: the exports `web/worker.js` calls on its own instance of the module
/// (never the page's).
#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)] // exports and an import of web/worker.js
mod exports {
    use std::cell::RefCell;

    unsafe extern "C" {
        /// Posts how the work goes to the page.
        fn hexkick_work_report(progress: i32);
    }

    thread_local! {
        /// The job written by the worker, then the answer it reads.
        static BUFFER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }

    /// Room for a job of `len` bytes; where the worker writes it.
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_work_job(len: u32) -> *mut u8 {
        BUFFER.with_borrow_mut(|b| {
            *b = vec![0; len as usize];
            b.as_mut_ptr()
        })
    }

    /// Does the job written; the answer waits in the buffer ([`hexkick_work_answer`],
    /// [`hexkick_work_answer_len`]).
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_work_run() {
        let job = BUFFER.with_borrow_mut(std::mem::take);
        // SAFETY: an import of web/worker.js taking a number.
        let answer = super::work(&job, |progress| unsafe { hexkick_work_report(progress) });
        BUFFER.set(answer);
    }

    /// Where the answer is.
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_work_answer() -> *const u8 {
        BUFFER.with_borrow(|b| b.as_ptr())
    }

    /// How long the answer is, in bytes.
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_work_answer_len() -> u32 {
        BUFFER.with_borrow(|b| b.len() as u32)
    }
}

/// The page's side: a job handed to a lane's worker and its answer awaited.
#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)] // imports of web/hexkick.js
pub mod remote {
    use super::Lane;

    unsafe extern "C" {
        /// Hands a job to the lane's worker: its number (from 1 on) when it took it, 0 when
        /// there is no worker.
        fn hexkick_work_start(lane: u32, job: *const u8, len: u32) -> i32;
        /// Where the lane's job `id` stands: 0 while the worker works on it, 1 once its
        /// answer waits, 2 when the worker died, 3 when a newer job took its place.
        fn hexkick_work_status(lane: u32, id: i32) -> i32;
        /// How the work goes, as last reported, or -1.
        fn hexkick_work_progress(lane: u32) -> i32;
        /// The answer's length in bytes.
        fn hexkick_work_result_len(lane: u32) -> i32;
        /// Copies the answer into `into`.
        fn hexkick_work_result_take(lane: u32, into: *mut u8, len: u32);
    }

    /// A job handed to a lane's worker.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Ticket {
        lane: Lane,
        id: i32,
    }

    /// Where a lane's job stands.
    pub enum Status {
        /// Still worked on: how it goes, as last reported (-1 before any report).
        Working(i32),
        /// Done: the answer's bytes.
        Answered(Vec<u8>),
        /// The worker died (a fault in the work).
        Died,
        /// A newer job on the lane took its place (its worker was ended): no answer comes.
        Superseded,
    }

    /// Hands `work` to the worker of `lane`; `None` when the page has none (then the frame
    /// does the work).
    pub fn start(lane: Lane, work: &[u8]) -> Option<Ticket> {
        let job = super::job(lane, work);
        // SAFETY: an import of web/hexkick.js reading `len` bytes at `job`.
        let id =
            unsafe { hexkick_work_start(lane.number().into(), job.as_ptr(), job.len() as u32) };
        (id > 0).then_some(Ticket { lane, id })
    }

    /// Where the job of `ticket` stands now.
    pub fn status(ticket: Ticket) -> Status {
        let lane = u32::from(ticket.lane.number());
        // SAFETY: imports of web/hexkick.js without pointers.
        match unsafe { hexkick_work_status(lane, ticket.id) } {
            // SAFETY: as above.
            0 => Status::Working(unsafe { hexkick_work_progress(lane) }),
            1 => {
                // SAFETY: as above.
                let len = unsafe { hexkick_work_result_len(lane) }.max(0) as usize;
                let mut answer = vec![0; len];
                // SAFETY: an import of web/hexkick.js writing `len` bytes at `answer`.
                unsafe { hexkick_work_result_take(lane, answer.as_mut_ptr(), len as u32) };
                Status::Answered(answer)
            }
            3 => Status::Superseded,
            _ => Status::Died,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_lane_is_numbered_apart_and_unknown_work_is_answered_with_nothing() {
        for lane in [Lane::Simulation, Lane::Ai] {
            assert_eq!(Lane::numbered(lane.number()), Some(lane));
            assert_eq!(job(lane, b"{}")[1..], *b"{}");
        }
        assert_ne!(Lane::Simulation.number(), Lane::Ai.number());
        assert!(work(&[9, b'{', b'}'], |_| {}).is_empty());
        assert!(work(&[], |_| {}).is_empty());
    }
}
