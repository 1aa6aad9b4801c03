//! The scenario runner: a scenario file sets up a position, plays commands and checks
//! expectations (docs/ARCHITECTURE.md, "A scenario"; the format is in docs/scenarios.md).
//! It reads files, so it lives outside the pure `core`.

pub mod format;

use format::{Expect, KickEntry, ScenarioFile};
use hexkick_rules::command::Command;
use hexkick_rules::dice::ScriptedDice;
use hexkick_rules::error::RuleError;
use hexkick_rules::event::Event;
use hexkick_rules::execute::execute;
use hexkick_rules::outcome::{BallExit, KickOutcome, cells_on_segment};
use hexkick_rules::pitch::{
    BALL_DIAMETER_CM, Cell, End, PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint,
};
use hexkick_rules::shootout::Shootout;
use hexkick_rules::squad::{PlayerId, ShirtNumber, Side};
use hexkick_rules::state::{
    Clock, MatchState, Pending, Phase, PlayerStatus, Setup, SetupError, SetupPlayer,
};
use std::path::Path;

/// The outcome of one scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The scenario's name.
    pub name: String,
    /// Every expectation that did not hold, as "field: expected X, actual Y".
    pub failures: Vec<String>,
}

impl Report {
    /// Whether every expectation held.
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Why a scenario could not be run at all (a failed expectation is a [`Report`] failure
/// instead).
#[derive(Debug)]
pub enum ScenarioError {
    /// A file or folder could not be read.
    Read {
        /// The path, as shown.
        path: String,
        /// Whether it is a folder (the message says "the folder").
        folder: bool,
        /// Why.
        error: std::io::Error,
    },
    /// The file is not one the runner reads (too large, not a regular file, not UTF-8): the
    /// bounded reader's message.
    Input(hexkick_storage::bounded::InputError),
    /// The JSON does not fit the scenario format.
    Format {
        /// The field's path ("." for the whole file).
        field: String,
        /// What is wrong.
        message: String,
    },
    /// A value the runner reads itself is not understood.
    Value {
        /// What it is ("phase", "rest", "out", "kick").
        field: &'static str,
        /// What is wrong, starting with the field when the message names it.
        message: String,
    },
    /// The set-up is not a position the rules accept.
    Setup(SetupError),
    /// A command cannot be understood.
    Command {
        /// Its index in `commands`.
        index: usize,
        /// Why.
        error: Box<ScenarioError>,
    },
    /// A command was refused by the rules (only when the position is wanted, not the report).
    Refused {
        /// Its index in `commands`.
        index: usize,
        /// The rule that refused it.
        error: RuleError,
    },
    /// An error in a named file.
    InFile {
        /// The file's path or name.
        path: String,
        /// The error.
        error: Box<ScenarioError>,
    },
}

impl ScenarioError {
    fn value(field: &'static str, message: String) -> ScenarioError {
        ScenarioError::Value { field, message }
    }

    /// This error in the file `path`.
    pub fn in_file(self, path: impl Into<String>) -> ScenarioError {
        ScenarioError::InFile {
            path: path.into(),
            error: Box::new(self),
        }
    }
}

impl std::fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScenarioError::Read {
                path,
                folder: true,
                error,
            } => write!(f, "{path}: cannot read the folder: {error}"),
            ScenarioError::Read { path, error, .. } => write!(f, "{path}: cannot read: {error}"),
            ScenarioError::Input(e) => e.fmt(f),
            ScenarioError::Format { field, message } if field == "." => {
                write!(f, "bad scenario: {message}")
            }
            ScenarioError::Format { field, message } => {
                write!(f, "bad scenario: field {field}: {message}")
            }
            ScenarioError::Value { message, .. } => f.write_str(message),
            ScenarioError::Setup(e) => write!(f, "setup: {e}"),
            ScenarioError::Command { index, error } => write!(f, "commands[{index}]: {error}"),
            ScenarioError::Refused { index, error } => {
                write!(f, "commands[{index}] was refused: {error}")
            }
            ScenarioError::InFile { path, error } => write!(f, "{path}: {error}"),
        }
    }
}

impl std::error::Error for ScenarioError {}

/// The largest scenario file read (the biggest shipped one is a few kilobytes).
pub const MAX_SCENARIO_BYTES: u64 = 1024 * 1024;

/// Reads and runs a scenario file. `Err` when the file cannot be read or parsed.
pub fn run_file(path: &Path) -> Result<Report, ScenarioError> {
    let text = hexkick_storage::bounded::read_text(
        &path.display().to_string(),
        MAX_SCENARIO_BYTES,
        "scenario",
    )
    .map_err(ScenarioError::Input)?;
    let mut report = run_text(&text).map_err(|e| e.in_file(path.display().to_string()))?;
    if report.name.is_empty() {
        report.name = path.display().to_string();
    }
    Ok(report)
}

/// Parses and runs a scenario given as JSON text.
pub fn run_text(text: &str) -> Result<Report, ScenarioError> {
    run(&parse(text)?)
}

/// Parses a scenario given as JSON text; the error names the field.
pub fn parse(text: &str) -> Result<ScenarioFile, ScenarioError> {
    let mut json = serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(&mut json).map_err(|e| ScenarioError::Format {
        field: e.path().to_string(),
        message: e.inner().to_string(),
    })
}

/// The position a scenario reaches: its set-up with its commands played on its dice, its
/// expectations ignored (the game window starts UI tests there with `--scenario`).
pub fn reached_position(file: &ScenarioFile) -> Result<MatchState, ScenarioError> {
    let mut state = MatchState::from_setup(&setup(file)?).map_err(ScenarioError::Setup)?;
    let mut dice = ScriptedDice::new(file.dice.iter().copied());
    for (i, value) in file.commands.iter().enumerate() {
        let command = command(&state, value).map_err(|e| ScenarioError::Command {
            index: i,
            error: Box::new(e),
        })?;
        execute(&mut state, command, &mut dice)
            .map_err(|error| ScenarioError::Refused { index: i, error })?;
    }
    Ok(state)
}

/// Runs a parsed scenario. `Err` when the position or a command cannot be understood.
pub fn run(file: &ScenarioFile) -> Result<Report, ScenarioError> {
    let mut state = MatchState::from_setup(&setup(file)?).map_err(ScenarioError::Setup)?;
    let mut dice = ScriptedDice::new(file.dice.iter().copied());
    let mut events: Vec<Event> = Vec::new();
    let mut error: Option<(usize, RuleError)> = None;
    for (i, value) in file.commands.iter().enumerate() {
        let command = command(&state, value).map_err(|e| ScenarioError::Command {
            index: i,
            error: Box::new(e),
        })?;
        match execute(&mut state, command, &mut dice) {
            // The expectations name what happened: the told events, not the rules' notes.
            Ok(evs) => events.extend(evs.into_iter().filter(Event::is_told)),
            Err(e) => {
                error = Some((i, e));
                break;
            }
        }
    }
    let mut failures = compare(&file.expect, &state, &events, &dice);
    match (&error, &file.expect.error) {
        (None, Some(code)) => failures.push(format!(
            "error: expected the commands to fail with \"{code}\", actual: every command was accepted"
        )),
        (Some((i, e)), Some(code)) => {
            if e.code() != code && !e.to_string().contains(code.as_str()) {
                failures.push(format!(
                    "error: expected \"{code}\", actual commands[{i}] failed with \"{}\": {e}",
                    e.code()
                ));
            } else if *i + 1 != file.commands.len() {
                failures.push(format!(
                    "error: expected the last command to fail, actual commands[{i}] failed: {e}"
                ));
            }
        }
        (Some((i, e)), None) => failures.push(format!(
            "commands[{i}] was refused ({}): {e}",
            e.code()
        )),
        (None, None) => {}
    }
    Ok(Report {
        name: file.name.clone(),
        failures,
    })
}

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

fn setup(file: &ScenarioFile) -> Result<Setup, ScenarioError> {
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
fn command(state: &MatchState, value: &serde_json::Value) -> Result<Command, ScenarioError> {
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

fn show<T: std::fmt::Debug>(v: &T) -> String {
    format!("{v:?}")
}

fn pending_name(p: Option<&Pending>) -> Option<String> {
    p.map(|p| {
        match p {
            Pending::KeeperSetup { .. } => "keeper_setup",
            Pending::ShotReady { .. } => "shot_ready",
            Pending::Receiver { .. } => "receiver",
            Pending::BallCell { .. } => "ball_cell",
            Pending::Bump { .. } => "bump",
            Pending::IntentionalFoul { .. } => "intentional_foul",
            Pending::CrossDeclared { .. } => "cross_declared",
            Pending::CrossReady { .. } => "cross_ready",
        }
        .to_string()
    })
}

/// The names an expectation may use for an event: its name, plus a more precise tag for
/// some events (`throw_in`, `free_kick`, ... for restarts; `yellow_card`, `red_card`;
/// `phase_2`, `phase_positioning`, ...; `tackle_won`, `tackle_lost`; `var_cancelled`,
/// `var_confirmed`; `skill_available_passing` (`_crossing`, `_shooting`); `added_time_2`).
fn tags(event: &Event) -> Vec<String> {
    let mut tags = vec![event.name().to_string()];
    match event {
        Event::Restart { kind, .. } => tags.push(text(kind)),
        Event::Card { colour, .. } => tags.push(format!("{}_card", text(colour))),
        Event::Phase { phase, .. } => tags.push(format!("phase_{phase}")),
        Event::Tackle { won, .. } => {
            tags.push(if *won { "tackle_won" } else { "tackle_lost" }.to_string());
        }
        Event::Var { cancelled } => {
            tags.push(
                if *cancelled {
                    "var_cancelled"
                } else {
                    "var_confirmed"
                }
                .to_string(),
            );
        }
        Event::Injury { serious: true, .. } => tags.push("serious_injury".to_string()),
        Event::ShootoutKick { scored, .. } => {
            tags.push(
                if *scored {
                    "shootout_goal"
                } else {
                    "shootout_miss"
                }
                .to_string(),
            );
        }
        Event::MatchConditions { referee, weather } => {
            tags.push(format!("referee_{}", text(referee)));
            tags.push(format!("weather_{}", text(weather)));
        }
        Event::SkillAvailable { skill, .. } => {
            tags.push(format!("skill_available_{}", skill.name()));
        }
        Event::AddedTime { cells } => tags.push(format!("added_time_{cells}")),
        _ => {}
    }
    tags
}

/// A unit enum variant as serde writes it (`throw_in`, `yellow`).
fn text<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn matches(wanted: &str, tags: &[String]) -> bool {
    tags.iter().any(|t| t == wanted)
}

fn is_subsequence(wanted: &[String], events: &[Vec<String>]) -> bool {
    let mut it = events.iter();
    wanted.iter().all(|w| it.any(|tags| matches(w, tags)))
}

fn compare(
    expect: &Expect,
    state: &MatchState,
    events: &[Event],
    dice: &ScriptedDice,
) -> Vec<String> {
    let mut f = Vec::new();
    let mut diff = |field: &str, expected: String, actual: String| {
        if expected != actual {
            f.push(format!("{field}: expected {expected}, actual {actual}"));
        }
    };
    let id = |p: Option<PlayerId>| p.map_or("nobody".to_string(), |p| p.to_string());
    if let Some(h) = expect.holder {
        diff("holder", id(h), id(state.holder()));
    }
    if let Some(p) = &expect.phase {
        let wanted = match p {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        diff("phase", wanted, state.phase().name().to_string());
    }
    if let Some(s) = expect.to_play {
        diff("to_play", s.name().into(), state.to_play().name().into());
    }
    if let Some(s) = expect.acting {
        diff("acting", s.name().into(), state.acting_side().name().into());
    }
    let names: Vec<&str> = events.iter().map(Event::name).collect();
    let tagged: Vec<Vec<String>> = events.iter().map(tags).collect();
    if let Some(wanted) = &expect.events
        && !is_subsequence(wanted, &tagged)
    {
        diff("events (in order)", show(wanted), show(&names));
    }
    if let Some(wanted) = &expect.events_exact {
        let same =
            wanted.len() == tagged.len() && wanted.iter().zip(&tagged).all(|(w, t)| matches(w, t));
        if !same {
            diff("events_exact", show(wanted), show(&names));
        }
    }
    if let Some(absent) = &expect.events_absent {
        for a in absent {
            if tagged.iter().any(|t| matches(a, t)) {
                diff("events_absent", format!("no \"{a}\""), show(&names));
            }
        }
    }
    if let Some(s) = expect.score {
        diff(
            "score",
            format!("{}-{}", s.home, s.away),
            format!("{}-{}", state.score(Side::Home), state.score(Side::Away)),
        );
    }
    if let Some(cards) = &expect.cards {
        for (p, wanted) in cards {
            let actual = match state.player(*p) {
                Some(s) if s.status() == PlayerStatus::SentOff => "red",
                Some(s) if s.booked() => "yellow",
                Some(_) => "none",
                None => "not in the match",
            };
            diff(&format!("cards[{p}]"), wanted.clone(), actual.into());
        }
    }
    if let Some(positions) = &expect.positions {
        for (p, wanted) in positions {
            let cell = |c: Option<Cell>| c.map_or("off the pitch".to_string(), |c| c.to_string());
            diff(
                &format!("positions[{p}]"),
                cell(*wanted),
                cell(state.position(*p)),
            );
        }
    }
    if let Some(b) = expect.ball {
        diff("ball", b.to_string(), state.ball().cell.to_string());
    }
    if let Some(h) = expect.in_hands {
        diff("in_hands", h.to_string(), state.ball().in_hands.to_string());
    }
    if let Some(c) = expect.clock {
        let clock = state.clock();
        if let Some(h) = c.half {
            diff("clock.half", h.to_string(), clock.half.to_string());
        }
        if let Some(s) = c.steps {
            diff("clock.steps", s.to_string(), clock.steps.to_string());
        }
        if let Some(m) = c.minute {
            diff("clock.minute", m.to_string(), state.minute().to_string());
        }
    }
    if let Some(r) = &expect.restart {
        let actual = state.restart();
        match (r, actual) {
            (None, None) => {}
            (None, Some(a)) => diff("restart", "none".into(), show(&a.kind)),
            (Some(w), None) => diff("restart", show(&w.kind), "none".into()),
            (Some(w), Some(a)) => {
                diff("restart.kind", show(&w.kind), show(&a.kind));
                if let Some(s) = w.side {
                    diff("restart.side", s.name().into(), a.side.name().into());
                }
                if let Some(c) = w.cell {
                    diff("restart.cell", c.to_string(), a.cell.to_string());
                }
            }
        }
    }
    if let Some(p) = &expect.pending {
        let none = || "none".to_string();
        diff(
            "pending",
            p.clone().unwrap_or_else(none),
            pending_name(state.pending()).unwrap_or_else(none),
        );
    }
    if let Some(s) = expect.substitutions {
        diff(
            "substitutions",
            format!("{}-{}", s.home, s.away),
            format!(
                "{}-{}",
                state.substitutions_used(Side::Home),
                state.substitutions_used(Side::Away)
            ),
        );
    }
    if let Some(n) = expect.dice_left {
        diff("dice_left", n.to_string(), dice.remaining().to_string());
    }
    for (p, wanted) in expect.skills.iter().flatten() {
        let actual = state
            .player(*p)
            .map_or("not in the match".to_string(), |s| s.skills().letters());
        diff(&format!("skills[{p}]"), wanted.letters(), actual);
    }
    for (p, wanted) in expect.injuries.iter().flatten() {
        let actual = state.player(*p).map_or(0, |s| s.injuries());
        diff(
            &format!("injuries[{p}]"),
            wanted.to_string(),
            actual.to_string(),
        );
    }
    let cup = state.tournament();
    if let Some(n) = expect.home_advantage_left {
        diff(
            "home_advantage_left",
            n.to_string(),
            cup.home_advantage_left.to_string(),
        );
    }
    if let Some(r) = expect.referee {
        diff("referee", show(&r), show(&cup.referee));
    }
    if let Some(w) = expect.weather {
        diff("weather", show(&w), show(&cup.weather));
    }
    if let Some(s) = expect.shootout {
        let score = |s: Option<[u8; 2]>| s.map_or("none".to_string(), |[h, a]| format!("{h}-{a}"));
        diff(
            "shootout",
            score(s.map(|s| [s.home, s.away])),
            score(state.shootout().map(|s| s.scored)),
        );
    }
    if let Some(w) = expect.winner {
        let name = |s: Option<Side>| s.map_or("draw".to_string(), |s| s.name().to_string());
        let actual = state
            .result()
            .map_or("no result yet".to_string(), |r| name(r.winner));
        diff("winner", name(w), actual);
    }
    if let Some(seat) = expect.acting_seat {
        diff(
            "acting_seat",
            seat.to_string(),
            state.acting_coach().seat.to_string(),
        );
    }
    f
}

/// One file's path and its report (or why it could not run).
pub type FileResult = (String, Result<Report, ScenarioError>);

/// Runs every `*.json` file of a folder (sorted by name). Returns the reports and the files
/// that could not be run at all.
pub fn run_dir(dir: &Path) -> Result<Vec<FileResult>, ScenarioError> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map_err(|error| ScenarioError::Read {
            path: dir.display().to_string(),
            folder: true,
            error,
        })?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    Ok(paths
        .into_iter()
        .map(|p| (p.display().to_string(), run_file(&p)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_input_names_the_field_and_never_panics() {
        let err = run_text(r#"{"home": [{"n": 9, "cell": "Z9"}]}"#)
            .expect_err("bad cell")
            .to_string();
        assert!(err.contains("field home[0].cell"), "{err}");
        let err = run_text(r#"{"ball": {"cell": "E6", "holder": "home9"}}"#)
            .expect_err("bad id")
            .to_string();
        assert!(err.contains("field ball.holder"), "{err}");
        let err = run_text("[1, 2").expect_err("bad JSON").to_string();
        assert!(err.starts_with("bad scenario"), "{err}");
        let err = run_text(
            r#"{"home": [{"n": 9, "cell": "E6"}], "ball": {"cell": "E6", "holder": "home:9"},
                "commands": [{"kick": {"by": "home:9", "declare": "pass"}}]}"#,
        )
        .expect_err("no rest")
        .to_string();
        assert!(err.contains("commands[0]") && err.contains("rest"), "{err}");
    }

    #[test]
    fn an_expected_error_must_be_the_last_command() {
        let text = r#"{"home": [{"n": 9, "cell": "E6"}, {"n": 10, "cell": "C3"}],
            "ball": {"cell": "E6", "holder": "home:9"}, "phase": 2,
            "commands": [{"move": {"player": "home:10", "to": "C8"}}],
            "expect": {"error": "too_far", "positions": {"home:10": "C3"}}}"#;
        assert_eq!(run_text(text).expect("runs").failures, Vec::<String>::new());
        let wrong = text.replace("too_far", "already_moved");
        let report = run_text(&wrong).expect("runs");
        assert!(report.failures[0].starts_with("error: expected \"already_moved\""));
    }
}
