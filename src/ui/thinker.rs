//! Work that may take longer than a frame while the screen keeps drawing: on a thread on
//! native builds, in the frame on the web (no threads there). The match screen's AI decision
//! and hint, the spectator's AI and the competition's simulated fixture run through it.

#[cfg(not(target_arch = "wasm32"))]
use crate::ui::test_log::{Kind, Line};

/// An answer of type `T` in the making.
pub struct Thinker<T> {
    #[cfg(not(target_arch = "wasm32"))]
    thinking: Option<Job<T>>,
    #[cfg(target_arch = "wasm32")]
    ready: Option<T>,
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

impl<T> Default for Thinker<T> {
    fn default() -> Self {
        Self {
            #[cfg(not(target_arch = "wasm32"))]
            thinking: None,
            #[cfg(target_arch = "wasm32")]
            ready: None,
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
        return self.ready.is_some();
    }

    /// Whether the last job died without an answer (a panic): none is started again.
    pub fn has_failed(&self) -> bool {
        self.failed
    }

    /// Whether a job may be started (none running, none failed).
    pub fn is_idle(&self) -> bool {
        !self.is_thinking() && !self.failed
    }

    /// Starts `work` (the caller checks [`Thinker::is_idle`] first).
    pub fn think(&mut self, work: impl FnOnce() -> T + Send + 'static) {
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
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.ready = Some(work());
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
                // or unwound where no hook is installed. Log it once and stop asking.
                self.thinking = None;
                self.failed = true;
                Line::new(Kind::AiFailed).write();
            }
            None
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.ready.take()
        }
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
