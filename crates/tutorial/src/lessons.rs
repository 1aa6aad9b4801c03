//! The lessons: for each, its title and its steps (the position a step starts from, what
//! the player is asked to do, the goal the table's events must reach, the dice it rolls and
//! the scripted solution `hexkick tutorial --check` plays).

use super::goal::Goal;
use super::text;
use hexkick_rules::squad::{PlayerId, Side};

/// Where a step starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// A fresh position: a scenario file's text (its commands played).
    Position(&'static str),
    /// Where the previous step left the match.
    Continue,
}

/// One thing the scripted solution does, as the screen would: a flick, a peg dropped, a
/// button of the view tapped.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Move {
    /// A flick from the ball at this pitch velocity, cm/s (x towards the away goal, y towards
    /// row I).
    Flick(f32, f32),
    /// A peg dragged to a cell ("home:10", "C7").
    Drop(&'static str, &'static str),
    /// The view's action with this key tapped (`end_phase`, `shot`, `keeper_standing`, ...).
    Tap(&'static str),
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Where it starts.
    pub start: Start,
    /// What the player is asked to do, in one or two short sentences.
    pub instruction: &'static str,
    /// What must happen at the table.
    pub goal: Goal,
    /// What a player who follows the instruction does.
    pub solution: &'static [Move],
}

/// A lesson: a title and its steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// Its title.
    pub title: &'static str,
    /// Its steps, in order.
    pub steps: Vec<Step>,
    /// The dice it rolls, in order (its match is seeded so that it rolls them).
    pub dice: &'static [u8],
}

const RED: Side = Side::Home;
const BLUE: Side = Side::Away;

/// Every lesson, in order.
pub fn lessons() -> Vec<Lesson> {
    vec![
        Lesson {
            title: text::TITLE_PASS,
            dice: &[],
            steps: vec![Step {
                start: Start::Position(include_str!("positions/pass.json")),
                instruction: text::DO_PASS,
                goal: Goal::Possession { side: RED },
                solution: &[Move::Flick(70.0, 0.0)],
            }],
        },
        Lesson {
            title: text::TITLE_TIES,
            dice: &[],
            steps: vec![
                Step {
                    start: Start::Position(include_str!("positions/tie.json")),
                    instruction: text::DO_TIE,
                    goal: Goal::Tie { side: RED },
                    solution: &[Move::Flick(55.0, 0.0)],
                },
                Step {
                    start: Start::Position(include_str!("positions/long_ball.json")),
                    instruction: text::DO_LONG,
                    goal: Goal::LongBall,
                    solution: &[Move::Flick(110.0, 10.0)],
                },
            ],
        },
        Lesson {
            title: text::TITLE_MOVES,
            dice: &[],
            steps: vec![
                Step {
                    start: Start::Position(include_str!("positions/moves.json")),
                    instruction: text::DO_PHASE_2,
                    goal: Goal::PhaseThree,
                    solution: &[Move::Drop("home:10", "C8"), Move::Tap("end_phase")],
                },
                Step {
                    start: Start::Continue,
                    instruction: text::DO_PHASE_3,
                    goal: Goal::TurnOver,
                    solution: &[Move::Drop("away:5", "C7"), Move::Tap("end_phase")],
                },
            ],
        },
        Lesson {
            title: text::TITLE_TACKLE,
            dice: &[6],
            steps: vec![
                Step {
                    start: Start::Position(include_str!("positions/tackle.json")),
                    instruction: text::DO_ENTER,
                    goal: Goal::EnterBallCell {
                        player: PlayerId::new(BLUE, 4),
                    },
                    solution: &[Move::Drop("away:4", "E6")],
                },
                Step {
                    start: Start::Continue,
                    instruction: text::DO_TACKLE,
                    goal: Goal::Tackle,
                    solution: &[Move::Tap("tackle_away_4")],
                },
            ],
        },
        Lesson {
            title: text::TITLE_SHOT,
            dice: &[],
            steps: vec![
                Step {
                    start: Start::Position(include_str!("positions/shot.json")),
                    instruction: text::DO_DECLARE,
                    goal: Goal::ShotDeclared,
                    solution: &[Move::Tap("shot")],
                },
                Step {
                    start: Start::Continue,
                    instruction: text::DO_KEEPER,
                    goal: Goal::KeeperSet,
                    solution: &[Move::Tap("keeper_standing")],
                },
                Step {
                    start: Start::Continue,
                    instruction: text::DO_SHOOT,
                    goal: Goal::Shot,
                    solution: &[Move::Flick(180.0, 50.0)],
                },
            ],
        },
        Lesson {
            title: text::TITLE_THROW_IN,
            dice: &[],
            steps: vec![
                Step {
                    start: Start::Position(include_str!("positions/throw_in.json")),
                    instruction: text::DO_WALK,
                    goal: Goal::ThrowerReady,
                    solution: &[Move::Drop("away:8", "A6")],
                },
                Step {
                    start: Start::Continue,
                    instruction: text::DO_THROW_PHASES,
                    goal: Goal::TurnOver,
                    solution: &[Move::Tap("end_phase"), Move::Tap("end_phase")],
                },
                Step {
                    start: Start::Continue,
                    instruction: text::DO_THROW,
                    goal: Goal::ThrowIn,
                    solution: &[Move::Flick(-40.0, 60.0)],
                },
            ],
        },
    ]
}
