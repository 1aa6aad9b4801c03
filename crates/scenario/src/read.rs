//! A scenario file's JSON read into the rules' terms: the setup, the phase, the commands
//! and the kicks it plays.

use crate::ScenarioError;
use crate::format::{KickEntry, ScenarioFile};
use hexkick_rules::command::Command;
use hexkick_rules::outcome::{BallExit, KickOutcome, cells_on_segment};
use hexkick_rules::pitch::{
    BALL_DIAMETER_CM, Cell, End, PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint,
};
use hexkick_rules::shootout::Shootout;
use hexkick_rules::squad::{PlayerId, ShirtNumber, Side};
use hexkick_rules::state::{Clock, MatchState, Phase, Setup, SetupPlayer};

fn phase_from(value: &serde_json::Value) -> Result<Phase, ScenarioError> {
    let bad = |shown: String| {
        ScenarioError::value(
            "phase",
            format!("phase: {shown} is not 1, 2, 3 or \"coin_toss\""),
        )
    };
    let text = match value {
        serde_json::Value::Number(n) => n.to_string(),
        serde_json::Value::String(s) => s.clone(),
        other => return Err(bad(other.to_string())),
    };
    match text.as_str() {
        "1" => Ok(Phase::One),
        "2" => Ok(Phase::Two),
        "3" => Ok(Phase::Three),
        "coin_toss" => Ok(Phase::CoinToss),
        other => Err(bad(format!("\"{other}\""))),
    }
}

pub(crate) fn setup(file: &ScenarioFile) -> Result<Setup, ScenarioError> {
    let mut players = Vec::new();
    let mut duel_numbers = Vec::new();
    for (side, entries) in [(Side::Home, &file.home), (Side::Away, &file.away)] {
        for p in entries {
            let id = PlayerId {
                side,
                number: ShirtNumber(p.n),
            };
            if let Some(d) = p.duel {
                duel_numbers.push((id, d));
            }
            players.push(SetupPlayer {
                id,
                name: p.name.clone(),
                cell: p.cell,
                skills: p.skills,
            });
        }
    }
    let holder = file.ball.as_ref().and_then(|b| b.holder);
    let phase = match &file.phase {
        Some(v) => phase_from(v)?,
        None => Phase::One,
    };
    let clock = file.clock.map_or(Clock { half: 1, steps: 0 }, |c| Clock {
        half: c.half,
        steps: c.steps,
    });
    Ok(Setup {
        injured: file.injured.clone(),
        shootout: file.shootout.map(|s| Shootout {
            first: s.first,
            taken: [s.taken.home, s.taken.away],
            scored: [s.scored.home, s.scored.away],
            lots: None,
            shot: [0, 0],
        }),
        rules: file.rules,
        players,
        ball: file.ball.as_ref().map_or(Cell::CENTRE, |b| b.cell),
        holder,
        to_play: file
            .to_play
            .or(holder.map(|h| h.side))
            .unwrap_or(Side::Home),
        phase,
        clock,
        score: file.score.map_or([0, 0], |s| [s.home, s.away]),
        phase3_allowance: file.phase3_allowance.unwrap_or(3),
        booked: file.booked.clone(),
        in_hands: file.ball.as_ref().is_some_and(|b| b.in_hands),
        counter_attack: file.counter_attack,
        duel_numbers,
        absent: Vec::new(),
    })
}

/// A scenario command: the kick shorthand, or any core command in its JSON form.
pub(crate) fn command(
    state: &MatchState,
    value: &serde_json::Value,
) -> Result<Command, ScenarioError> {
    if let Some(kick) = value.get("kick")
        && kick.get("outcome").is_none()
    {
        let entry: KickEntry = serde_json::from_value(kick.clone())
            .map_err(|e| ScenarioError::value("kick", format!("kick: {e}")))?;
        return kick_command(state, &entry);
    }
    serde_json::from_value(value.clone())
        .map_err(|e| ScenarioError::value("command", format!("{e} in {value}")))
}

/// `rest` as a point in centimetres: the cells its 1.5 cm ball covers.
fn rest_point(value: &serde_json::Value) -> Result<Option<(PitchPoint, Vec<Cell>)>, ScenarioError> {
    if !value.is_object() {
        return Ok(None);
    }
    let point: PitchPoint = serde_json::from_value(value.clone())
        .map_err(|e| ScenarioError::value("rest", format!("rest: {e}")))?;
    let cells = Cell::covered_by_disc(point, BALL_DIAMETER_CM / 2.0);
    if cells.is_empty() {
        return Err(ScenarioError::value(
            "rest",
            format!("rest: ({}, {}) is not on the pitch", point.x, point.y),
        ));
    }
    Ok(Some((point, cells)))
}

/// The cell named by `v`, for the field `field` ("rest", "out").
fn named_cell(field: &'static str, v: &serde_json::Value) -> Result<Cell, ScenarioError> {
    v.as_str()
        .ok_or_else(|| ScenarioError::value(field, format!("{field}: {v} is not a cell name")))?
        .parse::<Cell>()
        .map_err(|e| ScenarioError::value(field, format!("{field}: {e}")))
}

fn cell_list(value: &serde_json::Value) -> Result<Vec<Cell>, ScenarioError> {
    let parse = |v: &serde_json::Value| named_cell("rest", v);
    match value {
        serde_json::Value::Array(items) => items.iter().map(parse).collect(),
        one => parse(one).map(|c| vec![c]),
    }
}

/// The point where the ball crosses the line nearest to `cell` at the given edge.
fn exit_point(cell: Cell, goal_line: Option<End>) -> PitchPoint {
    let c = cell.centre();
    match goal_line {
        Some(end) => PitchPoint::new(end.goal_line_x(), c.y),
        None => {
            let y = if c.y < 0.0 {
                -PITCH_WIDTH_CM
            } else {
                PITCH_WIDTH_CM
            } / 2.0;
            PitchPoint::new(c.x.clamp(-PITCH_LENGTH_CM / 2.0, PITCH_LENGTH_CM / 2.0), y)
        }
    }
}

fn end_named(value: &serde_json::Value) -> Result<End, ScenarioError> {
    match value.as_str() {
        Some("home") => Ok(End::Home),
        Some("away") => Ok(End::Away),
        _ => Err(ScenarioError::value(
            "out",
            format!("out: goal end {value} is not \"home\" or \"away\""),
        )),
    }
}

fn kick_command(state: &MatchState, k: &KickEntry) -> Result<Command, ScenarioError> {
    let from = state.ball().cell;
    let last_touch = k.last_touch.or(k.touched.last().copied()).unwrap_or(k.by);
    let cell_of = |v: &serde_json::Value| named_cell("out", v);
    let exit = match &k.out {
        None | Some(serde_json::Value::Null) => None,
        Some(serde_json::Value::String(s)) if s == "goal" => Some(BallExit::Goal {
            end: state.attacks(k.by.side),
        }),
        Some(serde_json::Value::Object(map)) => {
            if let Some(v) = map.get("goal") {
                Some(BallExit::Goal { end: end_named(v)? })
            } else if let Some(v) = map.get("touchline") {
                Some(BallExit::Touchline {
                    at: exit_point(cell_of(v)?, None),
                    last_touch,
                })
            } else if let Some(v) = map.get("goal_line") {
                let cell = cell_of(v)?;
                let end = if cell.centre().x < 0.0 {
                    End::Home
                } else {
                    End::Away
                };
                Some(BallExit::GoalLine {
                    end,
                    at: exit_point(cell, Some(end)),
                    last_touch,
                })
            } else {
                return Err(ScenarioError::value(
                    "out",
                    "out: expected \"goal\", {\"goal\": END}, {\"touchline\": CELL} or {\"goal_line\": CELL}".into(),
                ));
            }
        }
        Some(other) => {
            return Err(ScenarioError::value(
                "out",
                format!("out: {other} is not understood"),
            ));
        }
    };
    let point = match (&k.rest, exit) {
        (Some(v), None) => rest_point(v)?,
        _ => None,
    };
    let rest_cells = match (&k.rest, exit, &point) {
        (_, Some(_), _) => Vec::new(),
        (_, None, Some((_, cells))) => cells.clone(),
        (Some(v), None, None) => cell_list(v)?,
        (None, None, _) => {
            return Err(ScenarioError::value(
                "kick",
                "kick: \"rest\" is required when the ball stays in play".into(),
            ));
        }
    };
    let rest = match (rest_cells.as_slice(), exit) {
        (_, Some(BallExit::Touchline { at, .. } | BallExit::GoalLine { at, .. })) => at,
        (_, Some(BallExit::Goal { end })) => end.goal_centre(),
        _ if point.is_some() => point.map_or(from.centre(), |(p, _)| p),
        ([one], None) => one.centre(),
        (many, None) => {
            let n = many.len().max(1) as f32;
            let (x, y) = many
                .iter()
                .fold((0.0, 0.0), |(x, y), c| (x + c.centre().x, y + c.centre().y));
            PitchPoint::new(x / n, y / n)
        }
    };
    let path = cells_on_segment(from.centre(), rest);
    Ok(Command::Kick {
        by: k.by,
        declare: k.declare,
        style: k.style,
        outcome: KickOutcome {
            rest,
            rest_cells,
            touched: k.touched.clone(),
            path,
            flew_over: k.flew_over.clone(),
            exit,
        },
    })
}
