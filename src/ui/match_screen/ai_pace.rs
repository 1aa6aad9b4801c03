//! The AI's turn at a pace a person can follow: each decision, once made, is shown with its
//! reason under the board for the pace's moment ([`AiPace::hold_s`]) before it is played
//! (its kick then flies along its real path, the reason still shown); instant plays at once.

use super::MatchScreen;
use super::ai_turn::Thinker;
use crate::ui::settings::ai_pace::AiPace;
use crate::ui::test_log::{Kind, Line};
use hexkick_rules::state::Phase;
use hexkick_table::AiMove;

/// The AI's side of the match screen: its decision in the making, the one being shown, and
/// the reason under the board.
#[derive(Default)]
pub struct AiTurn {
    /// The decision in the making.
    pub thinker: Thinker<AiMove>,
    /// Seconds the current decision has been thought about.
    pub thinking_s: f32,
    /// The decision shown before it is played.
    pub pacer: Pacer,
    /// The last decision's reason, shown under the board while the AI's turn plays.
    pub said: Option<String>,
    /// The PHASE 2 or 3 in which the AI has decided a move already (forgotten as soon as
    /// the phase changes).
    pub moved_in_phase: Option<Phase>,
}

/// After the first move of an AI's PHASE 2 or 3, each further move is shown this long at
/// most, and plays while the pegs before it still walk: a whole phase in quick succession.
pub const NEXT_MOVE_HOLD_S: f32 = 0.2;

/// Holds each AI decision for the pace's moment before it is played.
#[derive(Default)]
pub struct Pacer {
    hold_s: f32,
    held: Option<(AiMove, f32, f32)>,
}

impl Pacer {
    /// A pacer holding each decision `pace`'s moment.
    pub fn new(pace: AiPace) -> Pacer {
        Pacer {
            hold_s: pace.hold_s(),
            held: None,
        }
    }

    /// Starts showing `decision` for the pace's moment.
    pub fn hold(&mut self, decision: AiMove) {
        self.held = Some((decision, 0.0, self.hold_s));
    }

    /// Starts showing `decision`, a further move of the same phase: at most
    /// [`NEXT_MOVE_HOLD_S`].
    pub fn hold_next_move(&mut self, decision: AiMove) {
        self.held = Some((decision, 0.0, self.hold_s.min(NEXT_MOVE_HOLD_S)));
    }

    /// Whether a decision is being shown.
    pub fn holding(&self) -> bool {
        self.held.is_some()
    }

    /// Lets `dt` seconds pass; the decision shown, once its moment is over.
    pub fn tick(&mut self, dt: f32) -> Option<AiMove> {
        let (_, age, hold_s) = self.held.as_mut()?;
        *age += dt;
        if *age + 1e-4 >= *hold_s {
            return self.held.take().map(|(decision, ..)| decision);
        }
        None
    }
}

impl MatchScreen {
    /// Plays the AI's turns at `pace` (instant in test mode: see [`AiPace::in_play`]).
    pub fn set_ai_pace(&mut self, pace: AiPace) {
        self.ai.pacer = Pacer::new(pace);
    }

    /// Lets the AI decide when it is its turn and the board is still; its decision is shown
    /// with its reason for the pace's moment, then played at the table like a person's.
    pub(super) fn play_ai(&mut self, dt: f32) {
        if self.is_directed() {
            return;
        }
        if self.ai.pacer.holding() {
            if let Some(decision) = self.ai.pacer.tick(dt) {
                self.send(decision.action);
            }
            return;
        }
        // In PHASES 2 and 3 the AI's next move does not wait for the pegs to stop walking.
        let phase = self.state().phase();
        let moving = matches!(phase, Phase::Two | Phase::Three);
        if self.ai.moved_in_phase != Some(phase) {
            self.ai.moved_in_phase = None;
        }
        let still = self.flight.is_none()
            && (moving || self.pegs.settled())
            && !self.dice.as_ref().is_some_and(|d| d.age < 1.0);
        if !self.table.is_ai_turn() && still && self.ai.said.take().is_some() {
            self.dirty = true;
        }
        if self.pause.is_some() || !self.spotlights.is_empty() || !still {
            return;
        }
        if !self.table.is_ai_turn() {
            return;
        }
        if self.ai.thinker.is_idle()
            && let Some(job) = self.table.ai_job()
        {
            self.ai.thinking_s = 0.0;
            self.ai.thinker.think(move || job.run_said());
            let side = self.state().acting_side();
            Line::new(Kind::AiThinking)
                .field("side", side.name())
                .write();
        }
        self.ai.thinking_s += dt;
        if let Some(decision) = self.ai.thinker.poll() {
            if !decision.reason.is_empty() {
                Line::new(Kind::AiReason)
                    .text("text", &decision.reason)
                    .write();
                self.ai.said = Some(decision.reason.clone());
                self.dirty = true;
            }
            let further = moving && self.ai.moved_in_phase == Some(phase);
            if further {
                self.ai.pacer.hold_next_move(decision);
            } else {
                self.ai.pacer.hold(decision);
            }
            self.ai.moved_in_phase = moving.then_some(phase);
            if let Some(now) = self.ai.pacer.tick(0.0) {
                self.send(now.action);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{AiMove, AiPace, Pacer};
    use hexkick_table::Action;

    /// How long a decision waits at `pace`, ticking at 60 frames a second.
    fn wait_s(pace: AiPace) -> f32 {
        let mut pacer = Pacer::new(pace);
        pacer.hold(AiMove {
            action: Action::Send(hexkick_rules::command::Command::EndPhase),
            reason: "End the phase".into(),
            why: None,
        });
        let mut waited = 0.0;
        if pacer.tick(0.0).is_some() {
            return 0.0;
        }
        for _ in 0..600 {
            waited += 1.0 / 60.0;
            if pacer.tick(1.0 / 60.0).is_some() {
                assert!(!pacer.holding());
                return waited;
            }
        }
        panic!("{pace:?} never plays");
    }

    #[test]
    fn each_pace_shows_the_decision_for_its_moment_and_instant_plays_at_once() {
        let waits: Vec<f32> = AiPace::ALL.iter().map(|p| wait_s(*p)).collect();
        println!("AI pace waits (s): {waits:?}");
        assert_eq!(waits[3], 0.0, "instant");
        for (pace, wait) in AiPace::ALL.iter().zip(&waits) {
            assert!(
                (wait - pace.hold_s()).abs() <= 1.0 / 60.0 + 1e-3,
                "{pace:?}: {wait}"
            );
        }
        assert!(
            waits.windows(2).all(|w| w[0] > w[1]),
            "slowest first: {waits:?}"
        );
        assert!(waits[1] >= 1.0, "normal leaves time to read the reason");
        assert_eq!(
            AiPace::Slow.in_play(true),
            AiPace::Instant,
            "tests never wait"
        );
        assert_eq!(AiPace::Slow.in_play(false), AiPace::Slow);
    }

    #[test]
    fn an_ai_phase_of_moves_plays_in_quick_succession_after_its_first() {
        // Six moves of a PHASE 3 at the normal pace: the first shown for its moment, each
        // further one at most NEXT_MOVE_HOLD_S, so the phase's holds add up under 3 s.
        let mut pacer = Pacer::new(AiPace::Normal);
        let mut total = 0.0;
        for i in 0..6 {
            let decision = AiMove {
                action: Action::Send(hexkick_rules::command::Command::EndPhase),
                reason: "Move up".into(),
                why: None,
            };
            if i == 0 {
                pacer.hold(decision);
            } else {
                pacer.hold_next_move(decision);
            }
            while pacer.tick(1.0 / 60.0).is_none() {
                total += 1.0 / 60.0;
            }
            total += 1.0 / 60.0;
        }
        assert!(total < 3.0 - 0.4, "{total} s of holds");
        assert!(
            total > AiPace::Normal.hold_s(),
            "the first move is shown: {total} s"
        );
    }
}
