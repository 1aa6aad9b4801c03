//! A match's command log: the seed, the set-up and every command, as JSON. Replaying it
//! through `check` and `execute` with the same seeded dice must give the same events and
//! result; a digest of the events makes that checkable.
//!
//! The record is shared: [`crate::session`] saves it after every command, [`crate::ai`] writes
//! it for `hexkick simulate`, and `hexkick replay` plays it back.

use crate::core::command::Command;
use crate::core::dice::SeededDice;
use crate::core::error::RuleError;
use crate::core::event::{Event, MatchResult};
use crate::core::execute::execute;
use crate::core::rules::RuleSet;
use crate::core::squad::Squad;
use crate::core::state::{MatchState, SetupError};
use serde::{Deserialize, Serialize};

/// Version of the log format.
pub const LOG_FORMAT: u32 = 1;

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
    /// was played through [`crate::play::Table`]; absent in AI logs and older saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<crate::play::setup::TableRecord>,
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
    /// Adds events.
    pub fn add(&mut self, events: &[Event]) {
        for e in events {
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
}

/// Why a match log does not replay.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    /// The log's format version is not this build's.
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
    /// The replay reached another result than the log recorded.
    Result {
        /// The replay's result.
        replayed: Option<MatchResult>,
        /// The log's result.
        recorded: Option<MatchResult>,
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
            ReplayError::Format { found } => write!(
                f,
                "log format {found} is not supported (expected {LOG_FORMAT})"
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

/// Plays the log again; an error names the first command the rules refuse, or the first
/// difference from what the log recorded.
pub fn replay(log: &MatchLog) -> Result<Replayed, ReplayError> {
    if log.format != LOG_FORMAT {
        return Err(ReplayError::Format { found: log.format });
    }
    let mut state =
        MatchState::new_match(log.rules, &log.home, &log.away).map_err(ReplayError::Setup)?;
    let mut dice = SeededDice::new(log.seed);
    let mut digest = EventDigest::default();
    for (index, c) in log.commands.iter().enumerate() {
        let events = execute(&mut state, c.clone(), &mut dice)
            .map_err(|error| ReplayError::Refused { index, error })?;
        digest.add(&events);
    }
    let replayed = Replayed {
        result: state.result(),
        events: digest.count,
        digest: digest.hex(),
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
