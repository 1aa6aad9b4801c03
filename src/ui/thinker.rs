//! Work that may take longer than a frame while the screen keeps drawing: on a thread on
//! native builds; on the web in a worker where the work can cross to one
//! ([`Thinker::think_away`], [`super::worker`]), else in the frame (no threads there). The
//! match screen's AI decision and hint, the spectator's AI and the competition's simulated
//! fixture run through it.

use crate::ui::worker::Lane;
#[cfg(target_arch = "wasm32")]
use crate::ui::worker::remote::{self, Status, Ticket};

use crate::ui::test_log::{Kind, Line};

/// Where a job is done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// On a thread of its own (native builds).
    Thread,
    /// In a web worker ([`super::worker`]).
    Worker,
    /// In the page's frame that started it (the web, where the job cannot go to a worker).
    Frame,
}

impl Place {
    /// Its name in the test log.
    pub fn name(self) -> &'static str {
        match self {
            Place::Thread => "thread",
            Place::Worker => "worker",
            Place::Frame => "frame",
        }
    }
}

/// An answer of type `T` in the making.
pub struct Thinker<T> {
    #[cfg(not(target_arch = "wasm32"))]
    thinking: Option<Job<T>>,
    #[cfg(target_arch = "wasm32")]
    pending: Option<Pending<T>>,
    /// The last job died without an answer (a panic in the AI): it is not started again.
    failed: bool,
}

/// A job on its thread: the answer to come, and the flag its panic raises
/// ([`super::panics::report_to`]).
#[cfg(not(target_arch = "wasm32"))]
struct Job<T> {
    answer: std::sync::mpsc::Receiver<T>,
    died: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

/// A job on the web: done in the frame, or in the worker of a lane.
#[cfg(target_arch = "wasm32")]
enum Pending<T> {
    /// Done in the frame that started it: the answer, for the next poll.
    Ready(T),
    /// In a lane's worker: the job's ticket, how its answer reads, and the work to do in the
    /// frame when no answer reads.
    Away {
        ticket: Ticket,
        read: fn(&[u8]) -> Option<T>,
        here: Box<dyn FnOnce() -> T>,
    },
}

impl<T> Default for Thinker<T> {
    fn default() -> Self {
        Self {
            #[cfg(not(target_arch = "wasm32"))]
            thinking: None,
            #[cfg(target_arch = "wasm32")]
            pending: None,
            failed: false,
        }
    }
}

impl<T: Send + 'static> Thinker<T> {
    /// Whether an answer is being made.
    pub fn is_thinking(&self) -> bool {
        #[cfg(not(target_arch = "wasm32"))]
        return self.thinking.is_some();
        #[cfg(target_arch = "wasm32")]
        return self.pending.is_some();
    }

    /// Whether the last job died without an answer (a panic): none is started again.
    pub fn has_failed(&self) -> bool {
        self.failed
    }

    /// Whether a job may be started (none running, none failed).
    pub fn is_idle(&self) -> bool {
        !self.is_thinking() && !self.failed
    }

    /// Starts `work` (the caller checks [`Thinker::is_idle`] first); where it is done.
    pub fn think(&mut self, work: impl FnOnce() -> T + Send + 'static) -> Place {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let (tx, answer) = std::sync::mpsc::channel();
            let died = std::sync::Arc::default();
            let report = std::sync::Arc::clone(&died);
            std::thread::spawn(move || {
                super::panics::report_to(report);
                // The screen may be gone (back to the menu): then nobody needs the answer.
                let _ = tx.send(work());
            });
            self.thinking = Some(Job { answer, died });
            Place::Thread
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.pending = Some(Pending::Ready(work()));
            Place::Frame
        }
    }

    /// Starts `here`'s work, on the web in the worker of `lane`: `work` gives what crosses
    /// to it (`None` when this job cannot cross), and `read` reads its answer. Where no
    /// worker takes the job, or its answer does not read, `here` does the work in the frame.
    /// Native builds do `here` on a thread ([`Thinker::think`]). Where it is done.
    pub fn think_away(
        &mut self,
        lane: Lane,
        work: impl FnOnce() -> Option<Vec<u8>>,
        read: fn(&[u8]) -> Option<T>,
        here: impl FnOnce() -> T + Send + 'static,
    ) -> Place {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let _ = (lane, work, read);
            self.think(here)
        }
        #[cfg(target_arch = "wasm32")]
        {
            match work().and_then(|work| remote::start(lane, &work)) {
                Some(ticket) => {
                    let here = Box::new(here);
                    self.pending = Some(Pending::Away { ticket, read, here });
                    Place::Worker
                }
                None => self.think(here),
            }
        }
    }

    /// The answer, once made.
    pub fn poll(&mut self) -> Option<T> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let job = self.thinking.as_ref()?;
            let died = match job.answer.try_recv() {
                Ok(answer) => {
                    self.thinking = None;
                    return Some(answer);
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => {
                    job.died.load(std::sync::atomic::Ordering::SeqCst)
                }
                Err(std::sync::mpsc::TryRecvError::Disconnected) => true,
            };
            if died {
                // The job panicked (a bug in the AI): its thread was stopped by the panic hook,
                // or unwound where no hook is installed.
                self.thinking = None;
                self.fail();
            }
            None
        }
        #[cfg(target_arch = "wasm32")]
        {
            match self.pending.take()? {
                Pending::Ready(answer) => Some(answer),
                Pending::Away { ticket, read, here } => match remote::status(ticket) {
                    Status::Working(_) => {
                        self.pending = Some(Pending::Away { ticket, read, here });
                        None
                    }
                    // An answer that does not read (the worker could not fold the match):
                    // the frame does the work.
                    Status::Answered(answer) => Some(read(&answer).unwrap_or_else(here)),
                    // A newer job took the lane (the game asks something else now): this
                    // answer is no longer wanted, and the thinker is idle again.
                    Status::Superseded => None,
                    Status::Died => {
                        self.fail();
                        None
                    }
                },
            }
        }
    }

    /// The job died without an answer (a fault in the AI): logged once, and no job is
    /// started again.
    fn fail(&mut self) {
        self.failed = true;
        Line::new(Kind::AiFailed).write();
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::Thinker;
    use std::time::{Duration, Instant};

    /// Polls until `thinker` answers or fails (at most 10 s).
    fn settle(thinker: &mut Thinker<u32>) -> Option<u32> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(answer) = thinker.poll() {
                return Some(answer);
            }
            if thinker.has_failed() {
                return None;
            }
            assert!(
                Instant::now() < deadline,
                "the job neither answered nor failed"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn a_job_answers() {
        let mut thinker = Thinker::default();
        thinker.think(|| 7);
        assert_eq!(settle(&mut thinker), Some(7));
        assert!(thinker.is_idle());
    }

    #[test]
    fn a_job_that_panics_fails_without_taking_the_game_down() {
        let test = "::a_job_that_panics_fails_without_taking_the_game_down";
        if !crate::ui::panics::in_child::run(&format!("{}{test}", module_path!())) {
            return;
        }
        // As the game runs it: the panic hook stops the job's thread (in a release build a
        // panic that reached the runtime would abort).
        crate::ui::panics::install();
        let mut thinker = Thinker::default();
        thinker.think(|| panic!("a bug in the AI"));
        assert_eq!(settle(&mut thinker), None);
        assert!(thinker.has_failed());
        assert!(!thinker.is_idle(), "a failed job is not started again");
        crate::ui::panics::in_child::pass();
    }
}
