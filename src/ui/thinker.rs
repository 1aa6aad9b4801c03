//! Work that may take longer than a frame while the screen keeps drawing: on a thread on
//! native builds, in the frame on the web (no threads there). The match screen's AI decision
//! and hint, the spectator's AI and the competition's simulated fixture run through it.

#[cfg(not(target_arch = "wasm32"))]
use crate::ui::test_log::{Kind, Line};

/// An answer of type `T` in the making.
pub struct Thinker<T> {
    #[cfg(not(target_arch = "wasm32"))]
    thinking: Option<std::sync::mpsc::Receiver<T>>,
    #[cfg(target_arch = "wasm32")]
    ready: Option<T>,
    /// The last job died without an answer (a panic in the AI): it is not started again.
    failed: bool,
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
            let (tx, rx) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                // The screen may be gone (back to the menu): then nobody needs the answer.
                let _ = tx.send(work());
            });
            self.thinking = Some(rx);
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
            let rx = self.thinking.as_ref()?;
            match rx.try_recv() {
                Ok(answer) => {
                    self.thinking = None;
                    Some(answer)
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => None,
                Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    // The thread died (a panic in the AI): log it once and stop asking.
                    self.thinking = None;
                    self.failed = true;
                    Line::new(Kind::AiFailed).write();
                    None
                }
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.ready.take()
        }
    }
}
