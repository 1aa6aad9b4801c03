//! The AI's turn at the table: its decision as a job cut loose from the table (a thread on
//! native, at once on the web), answered as an [`Action`] with the AI's reason in words; and
//! the AI coach's advice to the person, [`HintJob`] (see [`Table::hint_job`]).

use super::action::Action;
use super::error::PlayError;
use super::intent::reason_words;
use super::setup::MatchSetup;
use super::table::Table;
use crate::hint::describe;
use hexkick_ai::Strategy;
use hexkick_ai::reason::Reason;
use hexkick_rules::squad::Side;
use hexkick_rules::state::MatchState;
use hexkick_storage::Store;

/// The AI's next decision, cut loose from the table: run [`AiJob::run`] (or
/// [`AiJob::run_said`]) on a worker thread on native (or at once on the web), then hand the
/// action to [`Table::play`].
pub struct AiJob {
    state: MatchState,
    setup: MatchSetup,
    strategy: Box<dyn Strategy + Send>,
}

/// The AI's decision and why it took it.
#[derive(Clone, Debug, PartialEq)]
pub struct AiMove {
    /// What to play.
    pub action: Action,
    /// The AI's intention in words ("Long pass to Blue 9, free on the wing (F8)"); empty for
    /// a coach with no intention to tell (the random baseline).
    pub reason: String,
    /// The intention as the AI gave it.
    pub why: Option<Reason>,
}

impl AiJob {
    /// Thinks and answers (tens of milliseconds at the hard level in release): a kick as
    /// its flick (so the table plays it through the physics like a person's), anything else
    /// as its command.
    pub fn run(self) -> Action {
        self.run_said().action
    }

    /// [`AiJob::run`], with the AI's reason in the player's language.
    pub fn run_said(mut self) -> AiMove {
        let action = Action::from(self.strategy.decide(&self.state));
        let why = self.strategy.reason();
        let reason = why
            .map(|r| reason_words(&self.setup, &r))
            .unwrap_or_default();
        AiMove {
            action,
            reason,
            why,
        }
    }
}

/// The AI's advice in the making: run it away from the frame (tens of milliseconds).
pub struct HintJob {
    pub(super) state: MatchState,
    pub(super) setup: MatchSetup,
    pub(super) strategy: Box<dyn Strategy + Send>,
}

impl HintJob {
    /// Asks the AI what it would do and says it in words: the AI coach's own reason, with
    /// the cells of its command.
    pub fn run(mut self) -> super::hint::Hint {
        let command = self.strategy.choose(&self.state);
        let mut hint = describe(&self.state, &self.setup, &command);
        if let Some(reason) = self.strategy.reason() {
            hint.words = reason_words(&self.setup, &reason);
        }
        hint
    }
}

impl<S: Store> Table<S> {
    /// The AI's next decision as a job to run off the frame thread, or `None` when a person
    /// decides (or the match is over). The job is seeded by the match seed and the number of
    /// commands, so a resumed match thinks the same.
    pub fn ai_job(&self) -> Option<AiJob> {
        let side = self.decider()?;
        let seed = self.setup.seed ^ ((self.session.commands() as u64) << 20) ^ side_salt(side);
        Some(AiJob {
            state: self.state().clone(),
            setup: self.setup.clone(),
            strategy: self.coach(side).strategy(seed)?,
        })
    }

    /// The AI's next action, computed now without touching the table (the caller plays
    /// it). Refused when a person decides.
    pub fn ai_action(&self) -> Result<Action, PlayError> {
        let job = self.ai_job().ok_or(PlayError::NotAiTurn)?;
        Ok(job.run())
    }
}

/// Keeps the two AI sides' choices apart when they share a seed.
fn side_salt(side: Side) -> u64 {
    match side {
        Side::Home => 0x4F4D_4501,
        Side::Away => 0x4157_4102,
    }
}
