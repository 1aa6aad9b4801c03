//! The AI's turn at a pace a person can follow: each decision, once made, is shown with its
//! reason under the board for the pace's moment ([`AiPace::hold_s`]) before it is played
//! (its kick then flies along its real path, the reason still shown); instant plays at once.

use super::MatchScreen;
use crate::ui::settings::ai_pace::AiPace;
use crate::ui::test_log::{Kind, Line};
use crate::ui::thinker::Thinker;
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
    /// How long the AI's PHASE 2 or 3 on now has lasted (test runs log it as it ends).
    pub phase_clock: PhaseClock,
}

/// Times each of the AI's PHASES 2 and 3 by the frames' seconds, from the frame it is the
/// AI's to play to the frame it no longer is.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PhaseClock {
    on: Option<(Phase, f32)>,
}

impl PhaseClock {
    /// One frame of `dt` seconds in which it is the AI's turn (`ai_turn`) in `phase`; the
    /// phase timed until now and its length in seconds, when it has just ended.
    pub fn tick(&mut self, ai_turn: bool, phase: Phase, dt: f32) -> Option<(Phase, f32)> {
        let timed = ai_turn && matches!(phase, Phase::Two | Phase::Three);
        match self.on {
            Some((on, ref mut s)) if timed && on == phase => {
                *s += dt;
                None
            }
            ended => {
                self.on = timed.then_some((phase, 0.0));
                ended
            }
        }
    }
}

/// The share of the pace's moment the first move of an AI's PHASE 2 or 3 is shown. Each
/// further move of the phase plays as soon as it is decided, while the pegs before it still
/// walk: the phase's moves play together, their reasons readable in the log (sixteen moves,
/// the most a PHASE 3 with its bumps takes, in under 3 s at the normal pace).
pub const FIRST_MOVE_SHARE: f32 = 0.4;

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

    /// Starts showing `decision`, the first move of a PHASE 2 or 3: [`FIRST_MOVE_SHARE`] of
    /// the pace's moment.
    pub fn hold_first_move(&mut self, decision: AiMove) {
        self.held = Some((decision, 0.0, self.hold_s * FIRST_MOVE_SHARE));
    }

    /// Ends the showing of the decision held (a tap skips ahead): it plays on the next tick.
    /// False when none is held.
    pub fn skip(&mut self) -> bool {
        match &mut self.held {
            Some((_, _, hold_s)) => {
                *hold_s = 0.0;
                true
            }
            None => false,
        }
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
        let ai_turn = self.table.is_ai_turn();
        if let Some((phase, s)) = self.ai.phase_clock.tick(ai_turn, self.state().phase(), dt) {
            let number = if phase == Phase::Two { 2 } else { 3 };
            Line::new(Kind::AiPhase)
                .field("phase", number)
                .fixed("took_s", s, 2)
                .write();
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
            let place = super::ai_turn::think(&mut self.ai.thinker, &self.table, job);
            let side = self.state().acting_side();
            Line::new(Kind::AiThinking)
                .field("side", side.name())
                .field("in", place.name())
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
            self.ai.moved_in_phase = moving.then_some(phase);
            if further {
                self.send(decision.action);
                return;
            }
            if moving {
                self.ai.pacer.hold_first_move(decision);
            } else {
                self.ai.pacer.hold(decision);
            }
            if let Some(now) = self.ai.pacer.tick(0.0) {
                self.send(now.action);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{AiMove, AiPace, Pacer, PhaseClock};
    use hexkick_rules::state::Phase;

    #[test]
    fn a_tap_plays_the_decision_shown_at_once() {
        let mut pacer = Pacer::new(AiPace::Slow);
        assert!(!pacer.skip(), "nothing held");
        pacer.hold(AiMove {
            action: Action::Send(hexkick_rules::command::Command::EndPhase),
            reason: "End the phase".into(),
        });
        assert!(pacer.tick(1.0 / 60.0).is_none());
        assert!(pacer.skip());
        assert!(pacer.tick(1.0 / 60.0).is_some(), "played on the next frame");
    }

    #[test]
    fn an_ai_phase_is_timed_from_its_first_frame_to_its_end() {
        let mut clock = PhaseClock::default();
        assert_eq!(
            clock.tick(false, Phase::Three, 0.5),
            None,
            "the person's turn"
        );
        assert_eq!(
            clock.tick(true, Phase::Three, 1.0 / 60.0),
            None,
            "it starts"
        );
        for _ in 0..120 {
            assert_eq!(clock.tick(true, Phase::Three, 1.0 / 60.0), None);
        }
        let (phase, s) = clock.tick(false, Phase::One, 0.1).expect("it ended");
        assert_eq!(phase, Phase::Three);
        assert!((s - 2.0).abs() < 1e-3, "{s}");
        assert_eq!(
            clock.tick(true, Phase::One, 0.1),
            None,
            "a kick is not timed"
        );
    }
    use hexkick_table::Action;

    /// How long a decision waits at `pace`, ticking at 60 frames a second.
    fn wait_s(pace: AiPace) -> f32 {
        let mut pacer = Pacer::new(pace);
        pacer.hold(AiMove {
            action: Action::Send(hexkick_rules::command::Command::EndPhase),
            reason: "End the phase".into(),
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
        // Sixteen moves of a PHASE 3 (every defender and bumps) at the normal pace: the
        // first shown for its share of the moment, each further one played as decided, so
        // the phase's hold and five frames of thought a move (a phone's browser) add up
        // under 3 s.
        let mut pacer = Pacer::new(AiPace::Normal);
        pacer.hold_first_move(AiMove {
            action: Action::Send(hexkick_rules::command::Command::EndPhase),
            reason: "Move up".into(),
        });
        let mut total = 0.0;
        while pacer.tick(1.0 / 60.0).is_none() {
            total += 1.0 / 60.0;
        }
        total += 15.0 * 5.0 / 60.0;
        assert!(total < 3.0 - 0.4, "{total} s");
        assert!(total > 0.5, "the first move is shown: {total} s");
    }
}
