//! Work for the AI while the screen keeps drawing: the table's [`AiJob`](hexkick_table::AiJob)
//! (the AI's decision) and its hint job (the AI coach's advice to the person) run through a
//! [`Thinker`]: on a thread on native builds (the "thinking" indicator turns meanwhile), in
//! the frame on the web (no threads there).

use crate::ui::thinker::Thinker;
use hexkick_table::Hint;

/// The AI coach's advice in the making.
pub type HintThinker = Thinker<Hint>;
