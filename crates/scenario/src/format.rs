//! The scenario file format (docs/ARCHITECTURE.md, "A scenario"; every field in
//! docs/scenarios.md).

use hexkick_rules::pitch::Cell;
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::{PlayerId, Side, SkillSet};
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;

/// A whole scenario file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// What the scenario shows.
    #[serde(default)]
    pub name: String,
    /// Edition, level, options (default: 2024 BASE).
    #[serde(default)]
    pub rules: RuleSet,
    /// The dice rolls, in order.
    #[serde(default)]
    pub dice: Vec<u8>,
    /// Home players.
    #[serde(default)]
    pub home: Vec<PlayerEntry>,
    /// Away players.
    #[serde(default)]
    pub away: Vec<PlayerEntry>,
    /// The ball.
    pub ball: Option<BallEntry>,
    /// The attacking side (default: the holder's side, else home).
    pub to_play: Option<Side>,
    /// 1, 2, 3 or "coin_toss" (default 1).
    pub phase: Option<serde_json::Value>,
    /// Half and referee steps.
    pub clock: Option<ClockEntry>,
    /// Goals so far.
    pub score: Option<ScoreEntry>,
    /// Players already booked.
    #[serde(default)]
    pub booked: Vec<PlayerId>,
    /// Players injured once already (TOURNAMENT); a player listed twice is seriously injured.
    #[serde(default)]
    pub injured: Vec<PlayerId>,
    /// Start in a penalty shootout (the next penalty is set up at once).
    pub shootout: Option<ShootoutEntry>,
    /// Cells defenders may move in PHASE 3 (default 3; 0 = quick round).
    pub phase3_allowance: Option<u8>,
    /// The next kick is the first pass of a counter-attack (default false).
    #[serde(default)]
    pub counter_attack: bool,
    /// The commands, in order.
    #[serde(default)]
    pub commands: Vec<serde_json::Value>,
    /// What must hold afterwards.
    #[serde(default)]
    pub expect: Expect,
}

/// One player of a side.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerEntry {
    /// Shirt number.
    pub n: u8,
    /// His cell; absent or null = on the bench.
    pub cell: Option<Cell>,
    /// Skill letters (default none).
    #[serde(default)]
    pub skills: SkillSet,
    /// Name (default "Home 9").
    pub name: Option<String>,
    /// Classic duel numbers printed on the sticker (default: read from the skills).
    pub duel: Option<hexkick_rules::roster::DuelNumbers>,
}

/// The ball.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BallEntry {
    /// Its cell.
    pub cell: Cell,
    /// The player on it.
    pub holder: Option<PlayerId>,
    /// The goalkeeper holds it in his hands.
    #[serde(default)]
    pub in_hands: bool,
}

/// The clock.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockEntry {
    /// 1 or 2 (default 1).
    #[serde(default = "one")]
    pub half: u8,
    /// Referee cells walked this half, 0-33 (default 0).
    #[serde(default)]
    pub steps: u8,
    /// Only in `expect`: the match minute.
    pub minute: Option<u8>,
}

fn one() -> u8 {
    1
}

/// A score.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ScoreEntry {
    /// Home goals.
    #[serde(default)]
    pub home: u8,
    /// Away goals.
    #[serde(default)]
    pub away: u8,
}

/// An expected restart.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RestartEntry {
    /// `throw_in`, `free_kick`, `penalty`, `corner`, `goal_kick`, `kick_off`.
    pub kind: hexkick_rules::event::RestartKind,
    /// The side taking it.
    pub side: Option<Side>,
    /// The ball's cell.
    pub cell: Option<Cell>,
}

/// The expectations. Every field is optional; absent fields are not checked.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The player on the ball (`null`: nobody).
    #[serde(default, deserialize_with = "some")]
    pub holder: Option<Option<PlayerId>>,
    /// 1, 2, 3, "positioning", "throw_in", "coin_toss", "full_time".
    pub phase: Option<serde_json::Value>,
    /// The attacking side.
    pub to_play: Option<Side>,
    /// The side whose coach acts next.
    pub acting: Option<Side>,
    /// Event names that must appear in this order (others may come between).
    pub events: Option<Vec<String>>,
    /// The exact list of event names.
    pub events_exact: Option<Vec<String>>,
    /// Event names that must not appear.
    pub events_absent: Option<Vec<String>>,
    /// The score.
    pub score: Option<ScoreEntry>,
    /// Cards: "yellow", "red" (sent off) or "none" per player.
    pub cards: Option<BTreeMap<PlayerId, String>>,
    /// Cells per player (`null`: not on the pitch).
    pub positions: Option<BTreeMap<PlayerId, Option<Cell>>>,
    /// The ball's cell.
    pub ball: Option<Cell>,
    /// The ball is in the goalkeeper's hands.
    pub in_hands: Option<bool>,
    /// Half, steps and/or minute.
    pub clock: Option<ExpectClock>,
    /// The restart waiting (`null`: none).
    #[serde(default, deserialize_with = "some")]
    pub restart: Option<Option<RestartEntry>>,
    /// The choice waiting: "keeper_setup", "shot_ready", "receiver", "ball_cell", "bump"
    /// (`null`: none).
    #[serde(default, deserialize_with = "some")]
    pub pending: Option<Option<String>>,
    /// The code of the error the last command must fail with (it stops the run).
    pub error: Option<String>,
    /// Substitutions used per side.
    pub substitutions: Option<ScoreEntry>,
    /// Dice rolls left unused.
    pub dice_left: Option<usize>,
    /// The skills each listed player may use now (letters; TOURNAMENT injuries and fatigue).
    pub skills: Option<BTreeMap<PlayerId, SkillSet>>,
    /// Injuries per listed player (TOURNAMENT).
    pub injuries: Option<BTreeMap<PlayerId, u8>>,
    /// Home advantage declarations left (TOURNAMENT).
    pub home_advantage_left: Option<u8>,
    /// The referee drawn: "normal" or "strict" (TOURNAMENT).
    pub referee: Option<hexkick_rules::rules::Referee>,
    /// The weather drawn: "clear" or "bad" (TOURNAMENT).
    pub weather: Option<hexkick_rules::rules::Weather>,
    /// The penalty shootout's goals so far (`null`: no shootout).
    #[serde(default, deserialize_with = "some")]
    pub shootout: Option<Option<ScoreEntry>>,
    /// The winner once the match is over: "home", "away" or `null` for a draw.
    #[serde(default, deserialize_with = "some")]
    pub winner: Option<Option<Side>>,
    /// The seat (1 or 2) of the coach who decides now (4-player mode).
    pub acting_seat: Option<u8>,
}

/// A shootout already under way when the scenario starts.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShootoutEntry {
    /// The side that kicks first in each round.
    pub first: Side,
    /// Penalties taken so far.
    #[serde(default)]
    pub taken: ScoreEntry,
    /// Penalties scored so far.
    #[serde(default)]
    pub scored: ScoreEntry,
}

/// Expected clock fields.
#[derive(Clone, Copy, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectClock {
    /// 1 or 2.
    pub half: Option<u8>,
    /// Referee cells walked this half.
    pub steps: Option<u8>,
    /// Match minute.
    pub minute: Option<u8>,
}

/// Present-but-null becomes `Some(None)`; absent stays `None` (with `#[serde(default)]`).
fn some<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

/// The kick shorthand of scenario files.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KickEntry {
    /// The kicker.
    pub by: PlayerId,
    /// pass, drive, cross, shot.
    pub declare: hexkick_rules::command::Declaration,
    /// low, lob, header (default low).
    #[serde(default = "low")]
    pub style: hexkick_rules::outcome::KickStyle,
    /// The cell where the ball rests, or two/three cells when on a line.
    pub rest: Option<serde_json::Value>,
    /// Pegs touched, in order.
    #[serde(default)]
    pub touched: Vec<PlayerId>,
    /// null, "goal", {"goal": "away"}, {"touchline": "A5"}, {"goal_line": "E11"}.
    pub out: Option<serde_json::Value>,
    /// Last player to touch the ball before it went out (default: last touched, else kicker).
    pub last_touch: Option<PlayerId>,
    /// Pegs the ball flew over.
    #[serde(default)]
    pub flew_over: Vec<PlayerId>,
}

fn low() -> hexkick_rules::outcome::KickStyle {
    hexkick_rules::outcome::KickStyle::Low
}
