//! Work for the AI while the screen keeps drawing: the table's [`AiJob`] (the AI's decision)
//! and [`HintJob`] (the AI coach's advice to the person) run through a [`Thinker`]: on a
//! thread on native builds (the "thinking" indicator turns meanwhile). On the web they are
//! asked of the AI's worker ([`Lane::Ai`]) as the table's [`AiQuestion`], which it answers by
//! folding the match again from its record, so no AI thinks in the page's frames; a match that
//! cannot cross (one from a position) thinks in the frame.

use crate::ui::thinker::{Place, Thinker};
use crate::ui::worker::Lane;
use hexkick_storage::Store;
use hexkick_table::{AiAnswer, AiJob, AiMove, AiQuestion, Hint, HintJob, Table};

/// The AI coach's advice in the making.
pub type HintThinker = Thinker<Hint>;

/// Starts the AI's decision `job` for `table` (the table's own [`Table::ai_job`]); where it
/// is thought.
pub fn think<S: Store>(thinker: &mut Thinker<AiMove>, table: &Table<S>, job: AiJob) -> Place {
    let question = || table.ai_question().map(|q| to_json(&q));
    thinker.think_away(Lane::Ai, question, read_move, move || job.run_said())
}

/// Starts the AI coach's advice `job` for `table` (the table's own [`Table::hint_job`]).
pub fn think_hint<S: Store>(thinker: &mut HintThinker, table: &Table<S>, job: HintJob) -> Place {
    let question = || table.hint_question().map(|q| to_json(&q));
    thinker.think_away(Lane::Ai, question, read_hint, move || job.run())
}

/// The worker's side: the answer to the question `bytes`, or nothing when it does not read or
/// has no answer (the page then thinks itself).
pub fn answer(bytes: &[u8]) -> Vec<u8> {
    hexkick_storage::json::read::<AiQuestion>(bytes)
        .ok()
        .and_then(|question| question.answer().ok())
        .map(|answer| to_json(&answer))
        .unwrap_or_default()
}

/// The decision in the worker's answer `bytes`.
fn read_move(bytes: &[u8]) -> Option<AiMove> {
    read(bytes)?.into_move()
}

/// The advice in the worker's answer `bytes`.
fn read_hint(bytes: &[u8]) -> Option<Hint> {
    read(bytes)?.into_hint()
}

/// The worker's answer `bytes`.
fn read(bytes: &[u8]) -> Option<AiAnswer> {
    hexkick_storage::json::read(bytes).ok()
}

/// A question or an answer as it crosses.
fn to_json(value: &impl serde::Serialize) -> Vec<u8> {
    serde_json::to_vec(value).expect("a match and a decision are always written as JSON")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::worker::{job, work};
    use hexkick_storage::{MemoryStore, Saves};
    use hexkick_table::{Coach, MatchSetup};

    /// The decisions of an AI match, asked of the worker's code through its lane, are the
    /// decisions thought here.
    #[test]
    fn the_worker_answers_each_decision_as_the_page_would_think_it() {
        let hard = Coach::Ai(hexkick_ai::Difficulty::Hard);
        let setup = MatchSetup::quick(hard, Coach::Ai(hexkick_ai::Difficulty::Easy), 21);
        let mut table = Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up");
        for _ in 0..60 {
            let Some(job_here) = table.ai_job() else {
                break;
            };
            let question = to_json(&table.ai_question().expect("asked"));
            let answer = work(&job(Lane::Ai, &question), |_| {});
            let there = read_move(&answer).expect("answered");
            let here = job_here.run_said();
            assert_eq!(there, here);
            table.play(here.action).expect("legal");
        }
        assert!(table.commands() > 40);
    }

    /// A question that does not read is answered with nothing, which reads as no decision.
    #[test]
    fn a_question_that_does_not_read_is_answered_with_nothing() {
        assert!(answer(b"{ not json").is_empty());
        assert_eq!(read_move(&answer(b"[]")), None);
        assert_eq!(read_hint(&answer(b"[]")), None);
    }
}
