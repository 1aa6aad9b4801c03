//! The AI's decision while the screen keeps drawing: the table's [`AiJob`] runs on a thread on
//! native builds (the "thinking" indicator turns meanwhile), in the frame on the web (no
//! threads there).

use crate::play::{Action, AiJob};

/// The AI's decision in the making.
#[derive(Default)]
pub struct AiThinker {
    #[cfg(not(target_arch = "wasm32"))]
    thinking: Option<std::sync::mpsc::Receiver<Action>>,
    #[cfg(target_arch = "wasm32")]
    ready: Option<Action>,
    /// The last job died without an answer (a panic in the AI): it is not started again.
    failed: bool,
}

impl AiThinker {
    /// Whether a decision is being made.
    pub fn is_thinking(&self) -> bool {
        #[cfg(not(target_arch = "wasm32"))]
        return self.thinking.is_some();
        #[cfg(target_arch = "wasm32")]
        return self.ready.is_some();
    }

    /// Whether a job may be started (none running, none failed).
    pub fn is_idle(&self) -> bool {
        !self.is_thinking() && !self.failed
    }

    /// Starts `job` (the caller checks [`AiThinker::is_idle`] first).
    pub fn think(&mut self, job: AiJob) {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let (tx, rx) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                // The screen may be gone (back to the menu): then nobody needs the answer.
                let _ = tx.send(job.run());
            });
            self.thinking = Some(rx);
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.ready = Some(job.run());
        }
    }

    /// The decision, once made.
    pub fn poll(&mut self) -> Option<Action> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let rx = self.thinking.as_ref()?;
            match rx.try_recv() {
                Ok(action) => {
                    self.thinking = None;
                    Some(action)
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => None,
                Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    // The thread died (a panic in the AI): log it once and stop asking.
                    self.thinking = None;
                    self.failed = true;
                    super::super::log::emit("ai_failed");
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
