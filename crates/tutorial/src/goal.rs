//! What a step asks to happen at the table, judged from the events of each command the table
//! applied: passed (with the explanation of what happened), failed (with a friendly retry),
//! or not yet decided.

use super::text;
use hexkick_i18n::tr;
use hexkick_rules::event::{Approach, CodReason, Event};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Phase};
use hexkick_table::MatchSetup;
use hexkick_table::offers::player_name;

/// What a step asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// A kick whose CoD gives the ball to this side.
    Possession {
        /// The side that must keep the ball.
        side: Side,
    },
    /// A kick whose CoD is a tie this side wins.
    Tie {
        /// The side that must win the tie.
        side: Side,
    },
    /// A long ball.
    LongBall,
    /// PHASE 2 ends after a move: PHASE 3 with an allowance.
    PhaseThree,
    /// PHASE 3 ends: the next turn's PHASE 1.
    TurnOver,
    /// This defender enters the ball's cell from the front.
    EnterBallCell {
        /// The defender.
        player: PlayerId,
    },
    /// A tackle is tried.
    Tackle,
    /// A shot is declared.
    ShotDeclared,
    /// The defence sets its keeper.
    KeeperSet,
    /// The declared shot is taken.
    Shot,
    /// The throw-in's taker reached the ball.
    ThrowerReady,
    /// The throw-in is thrown.
    ThrowIn,
}

/// How a step went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether the step is passed (else the player tries again).
    pub passed: bool,
    /// What happened, in words.
    pub text: String,
}

impl Verdict {
    fn pass(text: impl Into<String>) -> Option<Verdict> {
        Some(Verdict {
            passed: true,
            text: text.into(),
        })
    }

    fn retry(text: impl Into<String>) -> Option<Verdict> {
        Some(Verdict {
            passed: false,
            text: text.into(),
        })
    }
}

/// The first possession of `events`: who, how far he walked, why.
fn possession(events: &[Event]) -> Option<(PlayerId, u32, CodReason)> {
    events.iter().find_map(|e| match e {
        Event::Possession {
            player,
            moved,
            reason,
            ..
        } => Some((*player, *moved, *reason)),
        _ => None,
    })
}

/// Whether an event of `events` is `what`.
fn happened(events: &[Event], what: impl Fn(&Event) -> bool) -> bool {
    events.iter().any(what)
}

fn went_out(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Out { .. } | Event::Goal { .. }))
}

fn phase_began(events: &[Event], phase: &str) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Phase { phase: p, .. } if p == phase))
}

impl Goal {
    /// Judges one applied command's `events`, the match now standing at `state`.
    pub fn judge(
        self,
        setup: &MatchSetup,
        events: &[Event],
        state: &MatchState,
    ) -> Option<Verdict> {
        let name = |id: PlayerId| player_name(setup, id);
        match self {
            Goal::Possession { side } => {
                if went_out(events) {
                    return Verdict::retry(tr(text::WENT_OUT));
                }
                let (who, moved, _) = possession(events)?;
                if who.side == side {
                    Verdict::pass(text::possession_kept(&name(who), moved))
                } else {
                    Verdict::retry(text::possession_lost(&name(who)))
                }
            }
            Goal::Tie { side } => {
                if went_out(events) {
                    return Verdict::retry(tr(text::WENT_OUT));
                }
                let (who, _, reason) = possession(events)?;
                match reason {
                    CodReason::Touched => {
                        let says = text::tie_touched(&name(who));
                        if who.side == side {
                            Verdict::pass(says)
                        } else {
                            Verdict::retry(format!("{says} {}", tr(text::TRY_AGAIN)))
                        }
                    }
                    CodReason::Nearest => Verdict::retry(text::no_tie(&name(who))),
                    _ if who.side == side => Verdict::pass(text::tie_won(&name(who))),
                    _ => Verdict::retry(text::possession_lost(&name(who))),
                }
            }
            Goal::LongBall => {
                if went_out(events) {
                    return Verdict::retry(tr(text::WENT_OUT));
                }
                let cells = events.iter().find_map(|e| match e {
                    Event::LongBall { cells } => Some(*cells),
                    _ => None,
                });
                let (who, _, _) = possession(events)?;
                match cells {
                    Some(cells) => Verdict::pass(text::long_ball(&name(who), cells)),
                    None => Verdict::retry(text::not_long(&name(who))),
                }
            }
            Goal::PhaseThree => {
                if !phase_began(events, Phase::Three.name()) {
                    return None;
                }
                match state.turn().attack_max_move {
                    0 => Verdict::retry(tr(text::NOBODY_MOVED)),
                    cells => Verdict::pass(text::phase_three(cells)),
                }
            }
            Goal::TurnOver => {
                if !phase_began(events, Phase::One.name()) {
                    return None;
                }
                let team = hexkick_table::headline::team_name(setup, state.to_play());
                Verdict::pass(text::turn_over(team))
            }
            Goal::EnterBallCell { player } => {
                for e in events {
                    match e {
                        Event::EnterBallCell {
                            approach: Approach::Front,
                            ..
                        } => return Verdict::pass(tr(text::ENTERED_FROM_FRONT)),
                        Event::EnterBallCell { .. } | Event::Foul { .. } => {
                            return Verdict::retry(tr(text::ENTERED_BADLY));
                        }
                        Event::Move { player: p, .. } if *p != player => {
                            return Verdict::retry(tr(text::ENTER_FIRST));
                        }
                        _ => {}
                    }
                }
                None
            }
            Goal::Tackle => {
                let roll = events.iter().find_map(|e| match e {
                    Event::Dice { roll, .. } => Some(*roll),
                    _ => None,
                });
                let won = events.iter().find_map(|e| match e {
                    Event::Tackle { won, .. } => Some(*won),
                    _ => None,
                });
                match (roll, won) {
                    (Some(roll), Some(won)) => Verdict::pass(text::tackle(roll, won)),
                    _ if events.iter().any(|e| matches!(e, Event::Phase { .. })) => {
                        Verdict::retry(tr(text::NO_TACKLE))
                    }
                    _ => None,
                }
            }
            Goal::ShotDeclared => {
                if events
                    .iter()
                    .any(|e| matches!(e, Event::ShotDeclared { .. }))
                {
                    Verdict::pass(tr(text::SHOT_DECLARED))
                } else if events.iter().any(|e| matches!(e, Event::Kick { .. })) {
                    Verdict::retry(tr(text::NOT_DECLARED))
                } else {
                    None
                }
            }
            Goal::KeeperSet => happened(events, |e| matches!(e, Event::KeeperSet { .. }))
                .then(|| Verdict::pass(tr(text::KEEPER_SET)))?,
            Goal::Shot => {
                if events.iter().any(|e| matches!(e, Event::Goal { .. })) {
                    Verdict::pass(tr(text::SCORED))
                } else if events.iter().any(|e| matches!(e, Event::Kick { .. })) {
                    Verdict::pass(tr(text::SAVED))
                } else {
                    None
                }
            }
            Goal::ThrowerReady => {
                if state.phase() == Phase::ThrowIn {
                    return None;
                }
                let thrower = state.holder()?;
                if thrower.side == Side::Away {
                    Verdict::pass(tr(text::THROWER_READY))
                } else {
                    Verdict::retry(tr(text::WRONG_THROWER))
                }
            }
            Goal::ThrowIn => happened(events, |e| matches!(e, Event::Kick { .. }))
                .then(|| Verdict::pass(tr(text::THROWN_IN)))?,
        }
    }
}
