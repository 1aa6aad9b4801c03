//! The ball in the air: a flick stepped through the physics frame by frame (the screen only
//! draws what the physics reports), or the straight roll of a kick whose outcome is already
//! known (the AI's).

use super::motion::Roll;
use crate::core::command::Declaration;
use crate::core::outcome::{BallExit, KickOutcome, KickStyle};
use crate::core::pitch::{End, PitchPoint};
use crate::core::squad::PlayerId;
use crate::physics::KickSim;
use crate::physics::calibration::TIMESTEP_S;

/// Most physics steps run in one frame (a stalled frame must not freeze the game).
const MAX_STEPS_PER_FRAME: u32 = 8;

/// What the flick was meant to be, for the kick command it becomes at rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intent {
    /// The kicker.
    pub by: PlayerId,
    /// His declaration.
    pub declare: Declaration,
    /// His style.
    pub style: KickStyle,
}

/// A ball in motion.
pub enum Flight {
    /// A flick simulated step by step; `intent` is `None` for a free flick (the frame
    /// benchmark) that the rules never see.
    Sim {
        /// The simulation.
        sim: Box<KickSim>,
        /// The kick it becomes at rest.
        intent: Option<Intent>,
        /// Unspent frame time, seconds.
        step_time: f64,
    },
    /// A known kick rolled to its end point.
    Roll(Roll),
}

/// One frame of a flight.
pub struct FlightFrame {
    /// Where the ball is drawn.
    pub ball: PitchPoint,
    /// Its height, centimetres.
    pub height_cm: f32,
    /// Pegs touched in this frame.
    pub touched: Vec<PlayerId>,
    /// Simulated seconds since the strike (simulated flights only).
    pub time_s: Option<f32>,
    /// Set on the frame a simulated flick comes to rest.
    pub rested: Option<(KickOutcome, Option<Intent>)>,
    /// Whether the flight is over.
    pub done: bool,
}

impl Flight {
    /// Advances the flight by `dt` seconds at `speed` times the normal pace (a simulated flick
    /// always runs in real time: its pace is the physics').
    pub fn advance(&mut self, dt: f64, speed: f32) -> FlightFrame {
        match self {
            Flight::Roll(roll) => {
                let done = roll.advance(dt as f32, speed);
                FlightFrame {
                    ball: roll.at,
                    height_cm: 0.0,
                    touched: Vec::new(),
                    time_s: None,
                    rested: None,
                    done,
                }
            }
            Flight::Sim {
                sim,
                intent,
                step_time,
            } => {
                let step = f64::from(TIMESTEP_S);
                *step_time =
                    (*step_time + dt.clamp(0.0, 0.25)).min(step * f64::from(MAX_STEPS_PER_FRAME));
                let mut touched = Vec::new();
                let mut time_s = None;
                while *step_time >= step {
                    *step_time -= step;
                    let Some(frame) = sim.step() else {
                        break;
                    };
                    time_s = Some(frame.time_s);
                    touched.extend(frame.touched);
                }
                let done = sim.is_at_rest();
                FlightFrame {
                    ball: sim.ball(),
                    height_cm: if done { 0.0 } else { sim.height_cm() },
                    touched,
                    time_s,
                    rested: done.then(|| (sim.outcome(), *intent)),
                    done,
                }
            }
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
pub fn rest_line(ball: PitchPoint, outcome: &KickOutcome) -> String {
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
    format!(
        "ball_rest x={:.2} y={:.2} rest_x={:.2} rest_y={:.2} cell={} cells={} exit={} touched={} flew_over={}",
        ball.x,
        ball.y,
        outcome.rest.x,
        outcome.rest.y,
        outcome
            .rest_cells
            .first()
            .map_or("none".to_string(), |c| c.to_string()),
        cells,
        exit,
        join(outcome.touched.iter().map(|p| p.to_string()).collect()),
        join(outcome.flew_over.iter().map(|p| p.to_string()).collect()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::pitch::Cell;
    use crate::core::squad::Side;

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
        assert!(rest_line(o.rest, &o).contains("exit=touchline"));
    }
}
