//! The AI coach's decision while the screen keeps drawing: on a thread on native builds (the
//! "thinking" indicator turns meanwhile), in the frame on the web (no threads there).

use crate::ai::{Coach, Strategy};
use crate::core::command::Command;
use crate::core::state::MatchState;

/// An AI coach, idle or thinking.
pub struct AiCoach {
    coach: Option<Coach>,
    #[cfg(not(target_arch = "wasm32"))]
    thinking: Option<std::sync::mpsc::Receiver<(Coach, Command)>>,
    #[cfg(target_arch = "wasm32")]
    ready: Option<Command>,
}

impl AiCoach {
    /// An idle coach.
    pub fn new(coach: Coach) -> Self {
        Self {
            coach: Some(coach),
            #[cfg(not(target_arch = "wasm32"))]
            thinking: None,
            #[cfg(target_arch = "wasm32")]
            ready: None,
        }
    }

    /// Whether a decision is being made.
    pub fn is_thinking(&self) -> bool {
        self.coach.is_none()
    }

    /// Starts deciding for `state` (nothing when already thinking).
    pub fn think(&mut self, state: &MatchState) {
        let Some(mut coach) = self.coach.take() else {
            return;
        };
        #[cfg(not(target_arch = "wasm32"))]
        {
            let (tx, rx) = std::sync::mpsc::channel();
            let state = state.clone();
            std::thread::spawn(move || {
                let command = coach.choose(&state);
                // The screen may be gone (back to the menu): then nobody needs the answer.
                let _ = tx.send((coach, command));
            });
            self.thinking = Some(rx);
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.ready = Some(coach.choose(state));
            self.coach = Some(coach);
        }
    }

    /// The decision, once made.
    pub fn poll(&mut self) -> Option<Command> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let rx = self.thinking.as_ref()?;
            match rx.try_recv() {
                Ok((coach, command)) => {
                    self.coach = Some(coach);
                    self.thinking = None;
                    Some(command)
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => None,
                Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    // The thread died (a panic in the AI): it stays without a coach, and the
                    // caller sees it never answers; log it once.
                    self.thinking = None;
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
