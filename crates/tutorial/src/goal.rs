//! What a step asks to happen at the table, judged from the events of each command the table
//! applied: passed (with the explanation of what happened), failed (with a friendly retry
//! that says what happened and, for a flick, how far off it was), or not yet decided.

use super::miss::Kicked;
use super::text;
use hexkick_i18n::tr;
use hexkick_rules::event::{Approach, CodReason, Event};
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Phase};
use hexkick_table::MatchSetup;
use hexkick_table::offers::player_name;

/// What a step asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// A pass whose CoD gives the ball to exactly this player.
    PassTo {
        /// The team-mate the pass is for.
        player: PlayerId,
    },
    /// A short pass that stops by this player and the opponent sharing his cell: a tie,
    /// which he wins.
    TieWonBy {
        /// The attacker who must win the tie.
        player: PlayerId,
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
    /// The declared shot goes in.
    Score,
    /// The throw-in's taker reached the ball.
    ThrowerReady,
    /// The throw-in is thrown to exactly this team-mate (the CoD gives him the ball).
    ThrowTo {
        /// The team-mate the throw is for.
        player: PlayerId,
    },
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

/// Where `player` stands now: his cell's centre (the CoD counts cells).
fn spot(state: &MatchState, player: PlayerId) -> Option<PitchPoint> {
    state.position(player).map(|cell| cell.centre())
}

/// The retry of a kick that gave the ball to `who` instead of `target`: how far off it was.
fn missed(
    name: impl Fn(PlayerId) -> String,
    state: &MatchState,
    kick: &Kicked,
    who: PlayerId,
    target: PlayerId,
) -> Option<Verdict> {
    let (way, cm) = kick.off(target, spot(state, target)?);
    Verdict::retry(text::missed(&name(who), cm, way, &name(target)))
}

impl Goal {
    /// Where the goal asks the ball to go, with the match at `state`: the cell of the player a
    /// pass, a throw or a tie is for, the middle of the goal the shooter's side attacks; `None`
    /// when the goal is no one place.
    pub fn target(self, state: &MatchState) -> Option<PitchPoint> {
        match self {
            Goal::PassTo { player } | Goal::ThrowTo { player } | Goal::TieWonBy { player } => {
                spot(state, player)
            }
            Goal::Score => {
                let shooter = state.holder().map_or(state.to_play(), |p| p.side);
                Some(state.attacks(shooter).goal_centre())
            }
            Goal::LongBall
            | Goal::PhaseThree
            | Goal::TurnOver
            | Goal::EnterBallCell { .. }
            | Goal::Tackle
            | Goal::ShotDeclared
            | Goal::KeeperSet
            | Goal::ThrowerReady => None,
        }
    }

    /// Judges one applied command's `events`, the match now standing at `state`; `kick` is
    /// the step's last kick, for how far off a miss was.
    pub fn judge(
        self,
        setup: &MatchSetup,
        events: &[Event],
        state: &MatchState,
        kick: Option<&Kicked>,
    ) -> Option<Verdict> {
        let name = |id: PlayerId| player_name(setup, id);
        match self {
            Goal::PassTo { player } | Goal::ThrowTo { player } => {
                if went_out(events) {
                    return Verdict::retry(tr(text::WENT_OUT));
                }
                let (who, moved, _) = possession(events)?;
                if who != player {
                    return missed(name, state, kick?, who, player);
                }
                match self {
                    Goal::ThrowTo { .. } => Verdict::pass(text::thrown_to(&name(who))),
                    _ => Verdict::pass(text::possession_kept(&name(who), moved)),
                }
            }
            Goal::TieWonBy { player } => {
                if went_out(events) {
                    return Verdict::retry(tr(text::WENT_OUT));
                }
                let (who, _, reason) = possession(events)?;
                match reason {
                    CodReason::Touched if who == player => {
                        Verdict::pass(text::tie_touched(&name(who)))
                    }
                    CodReason::Touched => Verdict::retry(format!(
                        "{} {}",
                        text::tie_touched(&name(who)),
                        tr(text::TRY_AGAIN)
                    )),
                    CodReason::Nearest if who == player => Verdict::retry(text::no_tie(&name(who))),
                    _ if who == player => Verdict::pass(text::tie_won(&name(who))),
                    _ => missed(name, state, kick?, who, player),
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
            Goal::Score => {
                if happened(events, |e| matches!(e, Event::Goal { .. })) {
                    return Verdict::pass(tr(text::SCORED));
                }
                let shooter = events.iter().find_map(|e| match e {
                    Event::Kick { by, .. } => Some(by.side),
                    _ => None,
                })?;
                let kick = kick?;
                if went_out(events) {
                    return Verdict::retry(text::shot_wide(kick.wide_of_goal(state, shooter)));
                }
                Verdict::retry(text::shot_stopped(kick.from_goal(state, shooter)))
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
        }
    }
}
