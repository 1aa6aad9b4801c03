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

/// How the player kicks the ball in a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// The way the player chose (the flick control of his settings).
    Chosen,
    /// A swipe through the ball, whatever the settings say.
    Swipe,
    /// A pull back from the ball, let go like a slingshot, whatever the settings say.
    DragBack,
}

/// What the lesson box offers once a step is passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// On to the next step.
    Next,
    /// The player picks the control he keeps (swipe or pull back), then goes on.
    ChooseControl,
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
    /// How the player kicks in it.
    pub control: Control,
    /// What the box offers once it is passed.
    pub after: After,
}

impl Step {
    /// Whether the step is played with a flick (its solution kicks the ball).
    pub fn is_flick(&self) -> bool {
        self.solution.iter().any(|m| matches!(m, Move::Flick(..)))
    }

    /// The flick the solution kicks, if any (the demonstration's and the tests' hit).
    pub fn flick(&self) -> Option<(f32, f32)> {
        self.solution.iter().find_map(|m| match *m {
            Move::Flick(x, y) => Some((x, y)),
            _ => None,
        })
    }
}

/// A step kicked the way the player chose, going on to the next step once passed.
fn step(start: Start, instruction: &'static str, goal: Goal, solution: &'static [Move]) -> Step {
    Step {
        start,
        instruction,
        goal,
        solution,
        control: Control::Chosen,
        after: After::Next,
    }
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
    let pass = Start::Position(include_str!("positions/pass.json"));
    let to_red_10 = Goal::PassTo {
        player: PlayerId::new(RED, 10),
    };
    vec![
        Lesson {
            title: text::TITLE_PASS,
            dice: &[],
            steps: vec![
                Step {
                    control: Control::Swipe,
                    ..step(pass, text::DO_PASS, to_red_10, &[Move::Flick(70.0, 0.0)])
                },
                Step {
                    control: Control::DragBack,
                    after: After::ChooseControl,
                    ..step(
                        pass,
                        text::DO_PULL_BACK,
                        to_red_10,
                        &[Move::Flick(70.0, 0.0)],
                    )
                },
            ],
        },
        Lesson {
            title: text::TITLE_TIES,
            dice: &[],
            steps: vec![
                step(
                    Start::Position(include_str!("positions/tie.json")),
                    text::DO_TIE,
                    Goal::TieWonBy {
                        player: PlayerId::new(RED, 10),
                    },
                    &[Move::Flick(55.0, 0.0)],
                ),
                step(
                    Start::Position(include_str!("positions/long_ball.json")),
                    text::DO_LONG,
                    Goal::LongBall,
                    &[Move::Flick(110.0, 10.0)],
                ),
            ],
        },
        Lesson {
            title: text::TITLE_MOVES,
            dice: &[],
            steps: vec![
                step(
                    Start::Position(include_str!("positions/moves.json")),
                    text::DO_PHASE_2,
                    Goal::PhaseThree,
                    &[Move::Drop("home:10", "C8"), Move::Tap("end_phase")],
                ),
                step(
                    Start::Continue,
                    text::DO_PHASE_3,
                    Goal::TurnOver,
                    &[Move::Drop("away:5", "C7"), Move::Tap("end_phase")],
                ),
            ],
        },
        Lesson {
            title: text::TITLE_TACKLE,
            dice: &[6],
            steps: vec![
                step(
                    Start::Position(include_str!("positions/tackle.json")),
                    text::DO_ENTER,
                    Goal::EnterBallCell {
                        player: PlayerId::new(BLUE, 4),
                    },
                    &[Move::Drop("away:4", "E6")],
                ),
                step(
                    Start::Continue,
                    text::DO_TACKLE,
                    Goal::Tackle,
                    &[Move::Tap("tackle_away_4")],
                ),
            ],
        },
        Lesson {
            title: text::TITLE_SHOT,
            dice: &[],
            steps: vec![
                step(
                    Start::Position(include_str!("positions/shot.json")),
                    text::DO_DECLARE,
                    Goal::ShotDeclared,
                    &[Move::Tap("shot")],
                ),
                step(
                    Start::Continue,
                    text::DO_KEEPER,
                    Goal::KeeperSet,
                    &[Move::Tap("keeper_standing")],
                ),
                step(
                    Start::Continue,
                    text::DO_SHOOT,
                    Goal::Score,
                    &[Move::Flick(180.0, 50.0)],
                ),
            ],
        },
        Lesson {
            title: text::TITLE_THROW_IN,
            dice: &[],
            steps: vec![
                step(
                    Start::Position(include_str!("positions/throw_in.json")),
                    text::DO_WALK,
                    Goal::ThrowerReady,
                    &[Move::Drop("away:8", "A6")],
                ),
                step(
                    Start::Continue,
                    text::DO_THROW_PHASES,
                    Goal::TurnOver,
                    &[Move::Tap("end_phase"), Move::Tap("end_phase")],
                ),
                step(
                    Start::Continue,
                    text::DO_THROW,
                    Goal::ThrowTo {
                        player: PlayerId::new(BLUE, 7),
                    },
                    &[Move::Flick(-75.0, 6.5)],
                ),
            ],
        },
    ]
}
