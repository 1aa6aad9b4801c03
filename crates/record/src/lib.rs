//! A match's command log: the seed, the set-up and every command, as JSON. Replaying it
//! through `check` and `execute` with the same seeded dice must give the same events and
//! result; a digest of the events makes that checkable.
//!
//! The record is shared: `hexkick_session` saves it after every command, `hexkick_ai` writes
//! it for `hexkick simulate`, and `hexkick replay` plays it back.
//!
//! Since log format 2 a kick played at the table also logs its flick (where the ball stood,
//! the velocity, the style): a replay runs the flick through the physics again and refuses
//! the log when the outcome differs in any bit from the one the kick command carries (a
//! resting point, path or touch edited by hand). Format 1 logs (no flicks) still replay.

use hexkick_physics::{Flick, PreparedBoard, tabletop};
use hexkick_rules::command::Command;
use hexkick_rules::error::RuleError;
use hexkick_rules::event::{Event, MatchResult};
use hexkick_rules::history::Replay;
use hexkick_rules::outcome::KickOutcome;
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::Squad;
use hexkick_rules::state::{MatchState, SetupError};
use serde::{Deserialize, Serialize};

mod saved;
pub mod table;

/// Version of the log format written: 2 added [`MatchLog::flicks`].
pub const LOG_FORMAT: u32 = 2;
/// The oldest log format still read.
pub const OLDEST_LOG_FORMAT: u32 = 1;

/// Whether a log of `format` can be read.
pub fn check_format(format: u32) -> Result<(), ReplayError> {
    match format {
        OLDEST_LOG_FORMAT..=LOG_FORMAT => Ok(()),
        found => Err(ReplayError::Format { found }),
    }
}

/// A flick as it was played, so a replay can run it again.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoggedFlick {
    /// The place of its kick command in [`MatchLog::commands`].
    pub command: usize,
    /// Where the ball stood when it was struck, centimetres.
    pub ball: PitchPoint,
    /// The flick: velocity, style, kicker.
    pub flick: Flick,
}

/// Everything needed to play a match again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchLog {
    /// [`LOG_FORMAT`].
    pub format: u32,
    /// The seed of the match's dice.
    pub seed: u64,
    /// The rule set.
    pub rules: RuleSet,
    /// Who coached the home side ("hard", "random", ...).
    pub home_coach: String,
    /// Who coached the away side.
    pub away_coach: String,
    /// The home squad.
    pub home: Squad,
    /// The away squad.
    pub away: Squad,
    /// Every command executed, in order.
    pub commands: Vec<Command>,
    /// The result when the log was written (none if the match was cut short).
    pub result: Option<MatchResult>,
    /// How many events the commands produced.
    pub events: usize,
    /// FNV-1a digest of the events' JSON, in hex.
    pub digest: String,
    /// How the match shows at the table (team names, colours, undo and timer options) when it
    /// was played through `hexkick_table::Table`; absent in AI logs and older saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<table::TableRecord>,
    /// The flick of each kick played at the table, in order (format 2; none in format 1
    /// logs and in AI logs, whose kicks are checked by the rules only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flicks: Vec<LoggedFlick>,
    /// The players who miss the match (a competition's suspended and seriously injured
    /// players, [`hexkick_rules::competition`]); none in other matches.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absent: Vec<hexkick_rules::squad::PlayerId>,
}

impl MatchLog {
    /// The match at its coin toss: the squads lined up, the absent players out.
    pub fn kick_off(&self) -> Result<MatchState, SetupError> {
        hexkick_rules::competition::kick_off(self.rules, &self.home, &self.away, &self.absent)
    }

    /// The match's history: its commands played again from its recorded start with its
    /// seeded dice (the one fold of a recorded match, [`Replay`]).
    pub fn history(&self) -> Result<Replay<'_>, SetupError> {
        Ok(Replay::new(self.kick_off()?, self.seed, &self.commands))
    }

    /// The told events of every command up to the first the rules refuse, in order (none
    /// when the start does not set up).
    pub fn told_events(&self) -> impl Iterator<Item = Event> + '_ {
        self.history()
            .into_iter()
            .flatten()
            .map_while(Result::ok)
            .flat_map(|step| step.events.into_iter().filter(Event::is_told))
    }

    /// Who scored and who was booked, by replaying the commands (a record that stops
    /// replaying gives the sheet up to there).
    pub fn sheet(&self) -> hexkick_rules::competition::Sheet {
        let mut sheet = hexkick_rules::competition::Sheet::default();
        let events: Vec<Event> = self.told_events().collect();
        sheet.add(&events);
        sheet
    }
}

/// A running digest of events (FNV-1a, 64 bits, over each event's JSON).
#[derive(Clone, Copy, Debug)]
pub struct EventDigest {
    hash: u64,
    /// Events digested so far.
    pub count: usize,
}

impl Default for EventDigest {
    fn default() -> Self {
        EventDigest {
            hash: 0xcbf2_9ce4_8422_2325,
            count: 0,
        }
    }
}

impl EventDigest {
    /// Adds the told events of `events` (the rules' notes are bookkeeping: logs written
    /// before notes existed keep their digest).
    pub fn add(&mut self, events: &[Event]) {
        for e in events.iter().filter(|e| e.is_told()) {
            let text = serde_json::to_string(e).unwrap_or_default();
            for b in text.bytes() {
                self.hash ^= u64::from(b);
                self.hash = self.hash.wrapping_mul(0x0100_0000_01b3);
            }
            self.count += 1;
        }
    }

    /// The digest as hex.
    pub fn hex(&self) -> String {
        format!("{:016x}", self.hash)
    }
}

/// What a replay found.
#[derive(Clone, Debug, PartialEq)]
pub struct Replayed {
    /// The result the replay reached (none if the log stops before full time).
    pub result: Option<MatchResult>,
    /// Events produced.
    pub events: usize,
    /// Their digest.
    pub digest: String,
    /// Kicks whose logged flick was run through the physics again and gave their outcome.
    pub kicks_verified: usize,
    /// Kicks without a logged flick (format 1 and AI logs): checked by the rules only.
    pub kicks_unverified: usize,
}

/// Why a match log does not replay.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    /// The log's format version is not one this build reads.
    Format {
        /// The log's format.
        found: u32,
    },
    /// The log's squads or rules do not set up a match.
    Setup(SetupError),
    /// The rules refused a recorded command.
    Refused {
        /// Its index in `commands`.
        index: usize,
        /// The rule that refused it.
        error: RuleError,
    },
    /// A kick's logged flick does not give the kick the log recorded.
    Kick {
        /// Its index in `commands`.
        index: usize,
        /// The command as JSON.
        command: String,
        /// What differs.
        why: String,
    },
    /// A flick is logged for a command that is not a kick of the log.
    StrayFlick {
        /// The index it names.
        index: usize,
    },
    /// The replay reached another result than the log recorded.
    Result {
        /// The replay's result.
        replayed: Option<MatchResult>,
        /// The log's result.
        recorded: Option<MatchResult>,
    },
    /// Some kicks have no logged flick to run again, so the log cannot be verified (a format
    /// 1 log carries none; a later one had flicks removed).
    Unverified {
        /// The log's format.
        format: u32,
        /// Kicks without a flick.
        unverified: usize,
        /// Kicks in the log.
        kicks: usize,
    },
    /// The replay's events differ from the log's count or digest.
    Events {
        /// What the replay gave.
        replayed: Replayed,
        /// The log's event count.
        events: usize,
        /// The log's digest.
        digest: String,
    },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Format { found } if *found > LOG_FORMAT => write!(
                f,
                "log format {found} was written by a newer hexkick (this one reads formats \
                 {OLDEST_LOG_FORMAT} to {LOG_FORMAT}); update hexkick"
            ),
            ReplayError::Format { found } => {
                write!(f, "log format {found} is not a hexkick log format")
            }
            ReplayError::Kick {
                index,
                command,
                why,
            } => write!(f, "commands[{index}] {command} was refused: {why}"),
            ReplayError::StrayFlick { index } => write!(
                f,
                "a flick is logged for commands[{index}], which is not a kick of the log"
            ),
            ReplayError::Unverified {
                format: 1, kicks, ..
            } => write!(
                f,
                "not verified: format 1 logs carry no flicks, so its {kicks} kicks were checked \
                 by the rules only"
            ),
            ReplayError::Unverified {
                unverified, kicks, ..
            } => write!(
                f,
                "not verified: {unverified} of its {kicks} kicks have no logged flick to run \
                 again"
            ),
            ReplayError::Setup(e) => write!(f, "set-up: {e}"),
            ReplayError::Refused { index, error } => {
                write!(f, "commands[{index}] was refused: {error}")
            }
            ReplayError::Result { replayed, recorded } => write!(
                f,
                "the replay ends {replayed:?}, the log recorded {recorded:?}"
            ),
            ReplayError::Events {
                replayed,
                events,
                digest,
            } => write!(
                f,
                "the replay gave {} events (digest {}), the log recorded {events} (digest {digest})",
                replayed.events, replayed.digest
            ),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Why a logged flick does not fit the match it is replayed on.
#[derive(Clone, Debug, PartialEq)]
pub enum FlickMismatch {
    /// The flick starts where the match's ball is not.
    BallElsewhere {
        /// Where the log has the ball.
        logged: PitchPoint,
        /// Where the match has it.
        actual: PitchPoint,
    },
    /// The physics refuses the flick (NaN, too fast).
    Unsimulable(hexkick_physics::FlickError),
}

impl std::fmt::Display for FlickMismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::BallElsewhere { logged, actual } => write!(
                f,
                "its flick starts with the ball at ({}, {}), the match has it at ({}, {})",
                logged.x, logged.y, actual.x, actual.y
            ),
            Self::Unsimulable(e) => write!(f, "its flick cannot be simulated: {e}"),
        }
    }
}

impl std::error::Error for FlickMismatch {}

/// Runs a logged flick through the physics on the board of `state` (the match just before
/// the kick): the outcome, or why the flick does not fit the match.
pub fn simulate_flick(
    state: &MatchState,
    logged: &LoggedFlick,
) -> Result<KickOutcome, FlickMismatch> {
    let ball = tabletop::ball_point(state);
    if ball != logged.ball {
        return Err(FlickMismatch::BallElsewhere {
            logged: logged.ball,
            actual: ball,
        });
    }
    PreparedBoard::new(&tabletop::board(state, None))
        .simulate(ball, &logged.flick)
        .map_err(FlickMismatch::Unsimulable)
}

/// Checks that `command` is the kick `logged` gives on `state`, bit for bit.
fn verify_kick(state: &MatchState, command: &Command, logged: &LoggedFlick) -> Result<(), String> {
    let Command::Kick {
        by, style, outcome, ..
    } = command
    else {
        return Err("a flick is logged for it, but it is not a kick".into());
    };
    if *by != logged.flick.kicker || *style != logged.flick.style {
        return Err("its kicker or style differs from its logged flick".into());
    }
    let simulated = simulate_flick(state, logged).map_err(|e| e.to_string())?;
    if simulated != *outcome {
        let json = |o: &KickOutcome| serde_json::to_string(o).unwrap_or_default();
        return Err(format!(
            "its outcome differs from its flick's: the log says {}, the physics gives {}",
            json(outcome),
            json(&simulated)
        ));
    }
    Ok(())
}

/// [`replay`], and every kick re-simulated from its logged flick: a log with a kick whose
/// flick is missing (an older format, or flicks removed) is [`ReplayError::Unverified`].
pub fn verify(log: &MatchLog) -> Result<Replayed, ReplayError> {
    let replayed = replay(log)?;
    if replayed.kicks_unverified > 0 {
        return Err(ReplayError::Unverified {
            format: log.format,
            unverified: replayed.kicks_unverified,
            kicks: replayed.kicks_verified + replayed.kicks_unverified,
        });
    }
    Ok(replayed)
}

/// Plays the log again; an error names the first command the rules refuse, the first kick
/// whose logged flick gives another outcome, or the first difference from what the log
/// recorded.
pub fn replay(log: &MatchLog) -> Result<Replayed, ReplayError> {
    check_format(log.format)?;
    let mut history = log.history().map_err(ReplayError::Setup)?;
    let mut digest = EventDigest::default();
    let mut flicks = log.flicks.iter().peekable();
    let (mut kicks_verified, mut kicks_unverified) = (0, 0);
    for (index, c) in log.commands.iter().enumerate() {
        if let Some(logged) = flicks.next_if(|f| f.command == index) {
            verify_kick(history.state(), c, logged).map_err(|why| ReplayError::Kick {
                index,
                command: serde_json::to_string(c).unwrap_or_default(),
                why,
            })?;
            kicks_verified += 1;
        } else if matches!(c, Command::Kick { .. }) {
            kicks_unverified += 1;
        }
        if let Some(step) = history.next() {
            let step = step.map_err(|r| ReplayError::Refused {
                index: r.index,
                error: r.error,
            })?;
            digest.add(&step.events);
        }
    }
    let state = history.state();
    if let Some(stray) = flicks.next() {
        return Err(ReplayError::StrayFlick {
            index: stray.command,
        });
    }
    let replayed = Replayed {
        result: state.result(),
        events: digest.count,
        digest: digest.hex(),
        kicks_verified,
        kicks_unverified,
    };
    if replayed.result != log.result {
        return Err(ReplayError::Result {
            replayed: replayed.result,
            recorded: log.result,
        });
    }
    if replayed.events != log.events || replayed.digest != log.digest {
        return Err(ReplayError::Events {
            replayed,
            events: log.events,
            digest: log.digest.clone(),
        });
    }
    Ok(replayed)
}
