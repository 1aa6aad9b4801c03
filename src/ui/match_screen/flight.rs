//! The ball in the air: a flick's path as the physics computed it, played back at the
//! physics' pace, or the straight roll of a kick whose path is not known (the AI's). The kick
//! is already applied by the table; its events are shown when the ball comes to rest.

use super::contacts::{Contact, contacts};
use super::motion::Roll;
use crate::ui::test_log::{Kind, Line};
use hexkick_physics::BallFrame;
use hexkick_physics::calibration::TIMESTEP_S;
use hexkick_rules::command::Command;
use hexkick_rules::event::Event;
use hexkick_rules::outcome::{BallExit, KickOutcome};
use hexkick_rules::pitch::{End, PitchPoint};
use hexkick_rules::squad::PlayerId;

/// Most physics steps played in one frame (a stalled frame must not freeze the game).
const MAX_STEPS_PER_FRAME: u32 = 8;

/// A kick the rules took, shown when the ball rests.
#[derive(Clone, Debug, PartialEq)]
pub struct Applied {
    /// The kick command.
    pub command: Command,
    /// Its events.
    pub events: Vec<Event>,
}

/// How the ball moves.
enum Motion {
    /// The physics' frames; `next` is the next to show, `step_time` unspent frame time;
    /// the path's contacts, `heard` of them told so far.
    Path {
        frames: Vec<BallFrame>,
        next: usize,
        step_time: f64,
        contacts: Vec<Contact>,
        heard: usize,
    },
    /// A known kick rolled to its end point.
    Roll(Roll),
}

/// A ball in motion.
pub struct Flight {
    motion: Motion,
    outcome: KickOutcome,
    kick: Option<Applied>,
    /// The length of the ball's way, centimetres.
    travel_cm: f32,
}

/// One frame of a flight.
pub struct FlightFrame {
    /// Where the ball is drawn.
    pub ball: PitchPoint,
    /// Its height, centimetres.
    pub height_cm: f32,
    /// Pegs touched in this frame.
    pub touched: Vec<PlayerId>,
    /// Contacts in this frame (pegs, boards, posts, the net), with the ball's speed.
    pub contacts: Vec<Contact>,
    /// Simulated seconds since the strike (flicks only).
    pub time_s: Option<f32>,
    /// Set on the frame a flick comes to rest: its outcome (for the `ball_rest` line).
    pub rested: Option<KickOutcome>,
    /// Set on the frame the flight ends: the kick the rules took (none in free play).
    pub kick: Option<Applied>,
    /// Whether the flight is over.
    pub done: bool,
}

impl Flight {
    /// A flick's path, from the strike to rest; `kick` is `None` for a free flick (the frame
    /// benchmark) that the rules never see.
    pub fn path(frames: Vec<BallFrame>, outcome: KickOutcome, kick: Option<Applied>) -> Self {
        let travel_cm = frames
            .windows(2)
            .map(|w| w[0].at.distance_to(w[1].at))
            .sum();
        Flight {
            travel_cm,
            motion: Motion::Path {
                contacts: contacts(&frames),
                frames,
                next: 0,
                step_time: 0.0,
                heard: 0,
            },
            outcome,
            kick,
        }
    }

    /// A kick known only by its outcome, rolled from `from` to where it rests.
    pub fn roll(from: PitchPoint, outcome: KickOutcome, kick: Applied) -> Self {
        Flight {
            travel_cm: from.distance_to(outcome.rest),
            motion: Motion::Roll(Roll {
                at: from,
                to: outcome.rest,
            }),
            outcome,
            kick: Some(kick),
        }
    }

    /// Where the ball went, for a replay: the path's points (every other physics step), or
    /// the rest point of a kick known only by its outcome.
    pub fn trail(&self) -> Vec<PitchPoint> {
        match &self.motion {
            Motion::Path { frames, .. } => frames.iter().step_by(2).map(|f| f.at).collect(),
            Motion::Roll(_) => vec![self.outcome.rest],
        }
    }

    /// The ball's last `n` shown places, newest first (none for a roll: no path is known).
    pub fn recent(&self, n: usize) -> Vec<PitchPoint> {
        match &self.motion {
            Motion::Path { frames, next, .. } => frames[..(*next).min(frames.len())]
                .iter()
                .rev()
                .take(n)
                .map(|f| f.at)
                .collect(),
            Motion::Roll(_) => Vec::new(),
        }
    }

    /// How far the ball travels, centimetres along its path (to its rest in the net or past
    /// a line: what the eye follows).
    pub fn travel_cm(&self) -> f32 {
        self.travel_cm
    }

    /// Advances the flight by `dt` seconds at `speed` times the normal pace (a flick always
    /// runs in real time: its pace is the physics').
    pub fn advance(&mut self, dt: f64, speed: f32) -> FlightFrame {
        let mut heard_now = Vec::new();
        let (ball, height_cm, touched, time_s, done, rested) = match &mut self.motion {
            Motion::Roll(roll) => {
                let done = roll.advance(dt as f32, speed);
                (roll.at, 0.0, Vec::new(), None, done, None)
            }
            Motion::Path {
                frames,
                next,
                step_time,
                contacts,
                heard,
            } => {
                let step = f64::from(TIMESTEP_S);
                *step_time =
                    (*step_time + dt.clamp(0.0, 0.25)).min(step * f64::from(MAX_STEPS_PER_FRAME));
                let mut touched = Vec::new();
                let mut time_s = None;
                while *step_time >= step && *next < frames.len() {
                    *step_time -= step;
                    let frame = &frames[*next];
                    *next += 1;
                    time_s = Some(frame.time_s);
                    touched.extend(frame.touched.iter().copied());
                }
                let done = *next >= frames.len();
                let told = contacts[*heard..].iter().take_while(|c| c.frame < *next);
                heard_now.extend(told.copied());
                *heard += heard_now.len();
                let shown = frames.get(next.saturating_sub(1));
                let ball = if done {
                    self.outcome.rest
                } else {
                    shown.map_or(self.outcome.rest, |f| f.at)
                };
                let height = if done {
                    0.0
                } else {
                    shown.map_or(0.0, |f| f.height_cm)
                };
                (ball, height, touched, time_s, done, Some(()))
            }
        };
        FlightFrame {
            ball,
            height_cm,
            touched,
            contacts: heard_now,
            time_s,
            rested: (done && rested.is_some()).then(|| self.outcome.clone()),
            kick: if done { self.kick.take() } else { None },
            done,
        }
    }
}

fn end_name(end: End) -> &'static str {
    match end {
        End::Home => "home",
        End::Away => "away",
    }
}

/// What the player reads after a kick: the cell, "line E8 E9" when the ball rests on a line,
/// "out: ..." or "GOAL!".
pub fn describe(outcome: &KickOutcome) -> String {
    match outcome.exit {
        Some(BallExit::Goal { .. }) => "GOAL!".to_string(),
        Some(BallExit::Touchline { .. }) => "out: touchline".to_string(),
        Some(BallExit::GoalLine { .. }) => "out: goal line".to_string(),
        None => {
            let names: Vec<String> = outcome.rest_cells.iter().map(|c| c.to_string()).collect();
            if names.len() > 1 {
                format!("line {}", names.join(" "))
            } else {
                names.first().cloned().unwrap_or_else(|| "out".to_string())
            }
        }
    }
}

/// The log line of a rested kick, for test drivers.
pub fn rest_line(ball: PitchPoint, outcome: &KickOutcome) -> Line {
    let join = |items: Vec<String>| {
        if items.is_empty() {
            "none".to_string()
        } else {
            items.join(",")
        }
    };
    let cells = join(outcome.rest_cells.iter().map(|c| c.to_string()).collect());
    let exit = match outcome.exit {
        None => "none".to_string(),
        Some(BallExit::Goal { end }) => format!("goal_{}", end_name(end)),
        Some(BallExit::Touchline { .. }) => "touchline".to_string(),
        Some(BallExit::GoalLine { end, .. }) => format!("goal_line_{}", end_name(end)),
    };
    Line::new(Kind::BallRest)
        .fixed("x", ball.x, 2)
        .fixed("y", ball.y, 2)
        .fixed("rest_x", outcome.rest.x, 2)
        .fixed("rest_y", outcome.rest.y, 2)
        .field(
            "cell",
            outcome
                .rest_cells
                .first()
                .map_or("none".to_string(), |c| c.to_string()),
        )
        .field("cells", cells)
        .field("exit", exit)
        .field(
            "touched",
            join(outcome.touched.iter().map(|p| p.to_string()).collect()),
        )
        .field(
            "flew_over",
            join(outcome.flew_over.iter().map(|p| p.to_string()).collect()),
        )
}

#[cfg(test)]
mod tests {
    use super::{
        BallExit, End, Flight, KickOutcome, PitchPoint, PlayerId, TIMESTEP_S, describe, rest_line,
    };
    use hexkick_ai::Difficulty;
    use hexkick_rules::pitch::Cell;
    use hexkick_rules::squad::Side;
    use hexkick_storage::{MemoryStore, Saves};
    use hexkick_table::{Action, Coach, MatchSetup, Table};

    #[test]
    fn the_ais_kick_is_animated_along_its_simulated_path() {
        let state = super::super::start::test_kick_off().expect("the test kick-off");
        let setup = MatchSetup::quick(Coach::Ai(Difficulty::Normal), Coach::Human, 3);
        let mut table = Table::at_position(setup, state, Saves::new(MemoryStore::default()));
        let action = table.ai_action().expect("the AI kicks off");
        assert!(matches!(action, Action::Kick { .. }), "{action:?}");
        let played = table.play(action).expect("the AI's kick is legal");
        let path = played.kick.expect("the kick comes with its physics path");
        assert!(
            path.frames.len() > 20,
            "a real path, {} frames",
            path.frames.len()
        );
        // Played back one physics step per 1/60 s frame, the ball is drawn where the physics
        // had it at every step, and rests where the rules saw it rest.
        let mut flight = Flight::path(path.frames.clone(), path.outcome.clone(), None);
        let mut drawn = Vec::new();
        loop {
            let frame = flight.advance(f64::from(TIMESTEP_S) * 1.000_01, 1.0);
            drawn.push(frame.ball);
            if frame.done {
                break;
            }
        }
        assert_eq!(drawn.len(), path.frames.len());
        for (i, (d, f)) in drawn.iter().zip(&path.frames).enumerate() {
            let expected = if i + 1 == path.frames.len() {
                path.outcome.rest
            } else {
                f.at
            };
            assert!(
                d.distance_to(expected) < 1e-4,
                "frame {i}: {d:?} vs {expected:?}"
            );
        }
    }

    fn cell(name: &str) -> Cell {
        name.parse().expect("test cell")
    }

    #[test]
    fn the_player_reads_the_cell_the_line_out_or_goal() {
        let mut o = KickOutcome::rolled_to(cell("E6"), cell("E8"));
        assert_eq!(describe(&o), "E8");
        o.rest_cells = vec![cell("E8"), cell("E9")];
        assert_eq!(describe(&o), "line E8 E9");
        o.exit = Some(BallExit::Goal { end: End::Away });
        assert_eq!(describe(&o), "GOAL!");
        o.exit = Some(BallExit::Touchline {
            at: PitchPoint::new(3.0, -33.0),
            last_touch: PlayerId::new(Side::Away, 4),
        });
        assert!(describe(&o).starts_with("out"));
        assert!(
            rest_line(o.rest, &o)
                .to_string()
                .contains(" exit=touchline ")
        );
    }
}
