//! The AI's turn at the table: its decision as a job cut loose from the table (a thread on
//! native), answered as an [`Action`] with the AI's reason in words, or as an [`AiQuestion`]
//! for another instance of the game (the web page's worker) that folds the match again from
//! its record; and the AI coach's advice to the person, [`HintJob`] (see
//! [`Table::hint_job`]).

use super::action::Action;
use super::error::PlayError;
use super::help::advisor_of;
use super::hint::{Hint, describe};
use super::intent::reason_words;
use super::setup::MatchSetup;
use super::table::{Table, decider_of};
use hexkick_ai::reason::Reason;
use hexkick_ai::{Coach, Decision, Strategy};
use hexkick_i18n::{Lang, with_lang};
use hexkick_record::MatchLog;
use hexkick_rules::squad::Side;
use hexkick_rules::state::MatchState;
use hexkick_storage::Store;
use serde::{Deserialize, Serialize};

/// The AI's next decision, cut loose from the table: run [`AiJob::run`] (or
/// [`AiJob::run_said`]) on a worker thread, then hand the action to [`Table::play`].
pub struct AiJob {
    state: MatchState,
    setup: MatchSetup,
    strategy: Box<dyn Strategy + Send>,
}

/// The AI's decision and its reason in words.
#[derive(Clone, Debug, PartialEq)]
pub struct AiMove {
    /// What to play.
    pub action: Action,
    /// The AI's intention in words ("Long pass to Blue 9, free on the wing (F8)"); empty for
    /// a coach with no intention to tell (the random baseline).
    pub reason: String,
}

impl AiJob {
    /// The decision in `state`, `commands` commands into the match set up by `setup`; `None`
    /// when a person decides or the match is over. Seeded by the match seed and the number
    /// of commands, so a resumed match thinks the same.
    fn at(state: MatchState, setup: MatchSetup, commands: usize) -> Option<AiJob> {
        let side = decider_of(&state)?;
        let seed = setup.seed ^ ((commands as u64) << 20) ^ side_salt(side);
        let strategy = setup.team(side).coach.strategy(seed)?;
        Some(AiJob {
            state,
            setup,
            strategy,
        })
    }

    /// Thinks and answers (tens of milliseconds at the hard level in release): a kick as
    /// its flick (so the table plays it through the physics like a person's), anything else
    /// as its command.
    pub fn run(self) -> Action {
        self.run_said().action
    }

    /// [`AiJob::run`], with the AI's reason in the player's language.
    pub fn run_said(self) -> AiMove {
        let (decision, reason) = self.decide_said();
        AiMove {
            action: Action::from(decision),
            reason,
        }
    }

    /// Thinks: the decision, and its reason in the player's language.
    fn decide_said(self) -> (Decision, String) {
        let setup = self.setup.clone();
        let (decision, why) = self.decide();
        let reason = why.map(|r| reason_words(&setup, &r));
        (decision, reason.unwrap_or_default())
    }

    /// Thinks: the decision, and the intention as the AI gave it.
    pub(crate) fn decide(mut self) -> (Decision, Option<Reason>) {
        let decision = self.strategy.decide(&self.state);
        (decision, self.strategy.reason())
    }
}

/// The AI's advice in the making: run it away from the frame (tens of milliseconds).
pub struct HintJob {
    state: MatchState,
    setup: MatchSetup,
    strategy: Box<dyn Strategy + Send>,
}

impl HintJob {
    /// The advice for the person who decides in `state`, `commands` commands into the match
    /// set up by `setup`; `None` when no AI advises ([`super::help::advisor_of`]).
    pub(super) fn at(state: MatchState, setup: MatchSetup, commands: usize) -> Option<HintJob> {
        let level = advisor_of(&setup, &state)?;
        let seed = setup.seed ^ (commands as u64).rotate_left(17) ^ 0x4849;
        Some(HintJob {
            strategy: Coach::Ai(level).strategy(seed)?,
            state,
            setup,
        })
    }

    /// Asks the AI what it would do and says it in words: the AI coach's own reason, with
    /// the cells of its command.
    pub fn run(mut self) -> Hint {
        let command = self.strategy.choose(&self.state);
        let mut hint = describe(&self.state, &self.setup, &command);
        if let Some(reason) = self.strategy.reason() {
            hint.words = reason_words(&self.setup, &reason);
        }
        hint
    }
}

/// What the AI is asked across ([`AiQuestion`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Ask {
    /// Its next decision ([`Table::ai_job`]).
    Decision,
    /// Its advice to the person ([`Table::hint_job`]).
    Hint,
}

/// The AI asked by another instance of the game that has no table (the web page's worker):
/// what is asked, the match's record and set-up, from which [`AiQuestion::answer`] folds the
/// position again, and the language the words are said in. It crosses as JSON.
#[derive(Serialize, Deserialize)]
pub struct AiQuestion {
    ask: Ask,
    setup: MatchSetup,
    record: MatchLog,
    lang: Lang,
}

/// The answer to an [`AiQuestion`], crossing back as JSON.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub enum AiAnswer {
    /// The decision, with its reason in words ([`AiAnswer::into_move`]).
    Decision {
        /// What the AI decided.
        decision: Decision,
        /// Why, in words.
        reason: String,
    },
    /// The advice.
    Hint(Hint),
}

/// Why an [`AiQuestion`] has no answer.
#[derive(Debug, PartialEq)]
pub enum AskError {
    /// The record does not fold again: it does not set up, or the rules refuse a command.
    Unfolded(String),
    /// Nobody is there to answer in the folded match: a person decides, or it is over.
    Unasked,
}

impl std::fmt::Display for AskError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AskError::Unfolded(why) => write!(f, "the match does not replay: {why}"),
            AskError::Unasked => f.write_str("the AI has nothing to answer in this match now"),
        }
    }
}

impl std::error::Error for AskError {}

impl AiQuestion {
    /// Folds the match again from its record and answers as the table's own job would:
    /// the same position, the same coach, the same seed, so the same answer.
    pub fn answer(self) -> Result<AiAnswer, AskError> {
        let history = (self.record.history()).map_err(|e| AskError::Unfolded(e.to_string()))?;
        let (state, _) = history
            .to_end()
            .map_err(|r| AskError::Unfolded(r.error.to_string()))?;
        let commands = self.record.commands.len();
        let setup = self.setup;
        with_lang(self.lang, || match self.ask {
            Ask::Decision => AiJob::at(state, setup, commands).map(|job| {
                let (decision, reason) = job.decide_said();
                AiAnswer::Decision { decision, reason }
            }),
            Ask::Hint => HintJob::at(state, setup, commands).map(|job| AiAnswer::Hint(job.run())),
        })
        .ok_or(AskError::Unasked)
    }
}

impl AiAnswer {
    /// The decision answered, as the move to play: a kick as its flick, anything else as its
    /// command; `None` for another answer.
    pub fn into_move(self) -> Option<AiMove> {
        match self {
            AiAnswer::Decision { decision, reason } => Some(AiMove {
                action: Action::from(decision),
                reason,
            }),
            AiAnswer::Hint(_) => None,
        }
    }

    /// The advice answered; `None` for another answer.
    pub fn into_hint(self) -> Option<Hint> {
        match self {
            AiAnswer::Hint(hint) => Some(hint),
            AiAnswer::Decision { .. } => None,
        }
    }
}

impl<S: Store> Table<S> {
    /// The AI's next decision as a job to run off the frame thread, or `None` when a person
    /// decides (or the match is over).
    pub fn ai_job(&self) -> Option<AiJob> {
        self.is_ai_turn().then(|| self.job(AiJob::at))?
    }

    /// A job `at` makes of the match as it stands: its position, set-up and commands so far.
    pub(super) fn job<J>(&self, at: fn(MatchState, MatchSetup, usize) -> Option<J>) -> Option<J> {
        at(
            self.state().clone(),
            self.setup.clone(),
            self.session.commands(),
        )
    }

    /// [`Table::ai_job`] as a question for another instance of the game, in the language
    /// of the text now; `None` when a person decides, the match is over, or it cannot be
    /// folded again from its record (a match from a position, which is never saved).
    pub fn ai_question(&self) -> Option<AiQuestion> {
        self.is_ai_turn().then(|| self.question(Ask::Decision))?
    }

    /// [`Table::hint_job`] as a question for another instance of the game; `None` as
    /// [`Table::ai_question`], and when no AI advises.
    pub fn hint_question(&self) -> Option<AiQuestion> {
        self.hint_available().then(|| self.question(Ask::Hint))?
    }

    /// `ask` across, for a match its record folds to.
    fn question(&self, ask: Ask) -> Option<AiQuestion> {
        self.session.is_saved().then(|| AiQuestion {
            ask,
            setup: self.setup.clone(),
            record: self.session.record().clone(),
            lang: hexkick_i18n::lang(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::scenario_at;
    use hexkick_ai::{Coach, Difficulty};
    use hexkick_storage::{MemoryStore, Saves};

    /// The question as it crosses to the worker and its answer as it crosses back.
    fn across(question: AiQuestion) -> Result<AiMove, AskError> {
        let sent = serde_json::to_vec(&question).expect("a question is written");
        let question: AiQuestion = hexkick_storage::json::read(&sent).expect("and read");
        let answer = serde_json::to_vec(&question.answer()?).expect("an answer is written");
        let answer: AiAnswer = hexkick_storage::json::read(&answer).expect("and read");
        Ok(answer.into_move().expect("a decision answers a decision"))
    }

    /// Every decision of AI matches at each level, asked across as JSON and folded again
    /// from the record, is the decision the table's own job takes, reason words included,
    /// in English and in French.
    #[test]
    fn a_question_folded_again_from_the_record_is_answered_as_the_table_would() {
        let levels = [
            (
                Difficulty::Hard,
                Coach::Ai(Difficulty::Beginner),
                Lang::En,
                3,
            ),
            (Difficulty::Normal, Coach::Random, Lang::Fr, 8),
        ];
        for (level, other, lang, seed) in levels {
            let setup = MatchSetup::quick(Coach::Ai(level), other, seed);
            let mut table = Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up");
            let mut kicks = 0;
            for _ in 0..120 {
                let Some(job) = table.ai_job() else { break };
                let here = with_lang(lang, || job.run_said());
                let question = with_lang(lang, || table.ai_question()).expect("asked");
                let there = across(question).expect("answered");
                assert_eq!(there, here, "after {} commands", table.session().commands());
                kicks += usize::from(matches!(here.action, Action::Kick { .. }));
                table.play(here.action).expect("the AI's action is legal");
            }
            assert!(kicks > 5, "{kicks} kicks asked across");
        }
    }

    /// The AI coach's advice at each of a person's decisions, asked across, is the advice
    /// the table's own hint job gives.
    #[test]
    fn a_hint_asked_across_is_the_hint_given_here() {
        let setup = MatchSetup::quick(Coach::Human, Coach::Ai(Difficulty::Normal), 5);
        let mut table = Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up");
        let mut person = hexkick_ai::Brain::new(Difficulty::Easy, 9);
        let mut hints = 0;
        for _ in 0..80 {
            let action = match table.hint_job() {
                Some(job) => {
                    let here = with_lang(Lang::Fr, || job.run());
                    let question = with_lang(Lang::Fr, || table.hint_question()).expect("asked");
                    let sent = serde_json::to_vec(&question).expect("written");
                    let question: AiQuestion = hexkick_storage::json::read(&sent).expect("read");
                    let there = question.answer().expect("answered").into_hint();
                    assert_eq!(there, Some(here));
                    hints += 1;
                    Action::from(person.decide(table.state()))
                }
                None => table.ai_job().expect("the AI decides").run(),
            };
            table.play(action).expect("legal");
        }
        assert!(hints > 10, "{hints} hints asked across");
    }

    /// A person's turn, a match from a position (never saved, so its record does not fold
    /// to it) and a record the rules refuse are not asked, or answered with why.
    #[test]
    fn only_the_ai_turn_of_a_saved_match_is_asked_and_a_bad_record_says_why() {
        let saves = || Saves::new(MemoryStore::default());
        let people = Table::new(MatchSetup::quick(Coach::Human, Coach::Human, 1), saves());
        let people = people.expect("set-up");
        assert!(people.ai_question().is_none() && people.hint_question().is_none());

        let setup = MatchSetup::quick(Coach::Ai(Difficulty::Easy), Coach::Ai(Difficulty::Easy), 1);
        let at = Table::at_position(
            setup.clone(),
            scenario_at("tackle_5_or_6_steals_the_ball", 0),
            saves(),
        );
        assert!(at.ai_job().is_some() && at.ai_question().is_none());

        let table = Table::new(setup, saves()).expect("set-up");
        let mut question = table.ai_question().expect("the AI tosses");
        question
            .record
            .commands
            .push(hexkick_rules::command::Command::EndPhase);
        question
            .record
            .commands
            .push(hexkick_rules::command::Command::EndPhase);
        match question.answer() {
            Err(AskError::Unfolded(why)) => assert!(!why.is_empty()),
            other => panic!("a refused record is answered with why, got {other:?}"),
        }
        let mut question = table.ai_question().expect("the AI tosses");
        question.ask = Ask::Hint;
        assert_eq!(question.answer(), Err(AskError::Unasked));
    }
}
