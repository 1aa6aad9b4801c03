//! Work for the AI while the screen keeps drawing: the table's [`AiJob`](hexkick_table::AiJob)
//! (the AI's decision) and its hint job (the AI coach's advice to the person) run on a thread
//! on native builds (the "thinking" indicator turns meanwhile), in the frame on the web (no
//! threads there).

#[cfg(not(target_arch = "wasm32"))]
use crate::ui::test_log::{Kind, Line};
use hexkick_table::Hint;

/// The AI coach's advice in the making.
pub type HintThinker = Thinker<Hint>;

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
