//! A match's command log: the seed, the set-up and every command, as JSON. Replaying it
//! through `check` and `execute` with the same seeded dice must give the same events and
//! result; a digest of the events makes that checkable.
//!
//! The record is shared: [`crate::session`] saves it after every command, [`crate::ai`] writes
//! it for `hexkick simulate`, and `hexkick replay` plays it back.

use crate::core::command::Command;
use crate::core::dice::SeededDice;
use crate::core::event::{Event, MatchResult};
use crate::core::execute::execute;
use crate::core::rules::RuleSet;
use crate::core::squad::Squad;
use crate::core::state::MatchState;
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

/// Plays the log again; an error names the first command the rules refuse, or the first
/// difference from what the log recorded.
pub fn replay(log: &MatchLog) -> Result<Replayed, String> {
    if log.format != LOG_FORMAT {
        return Err(format!(
            "log format {} is not supported (expected {LOG_FORMAT})",
            log.format
        ));
    }
    let mut state = MatchState::new_match(log.rules, &log.home, &log.away)
        .map_err(|e| format!("set-up: {e}"))?;
    let mut dice = SeededDice::new(log.seed);
    let mut digest = EventDigest::default();
    for (i, c) in log.commands.iter().enumerate() {
        let events = execute(&mut state, c.clone(), &mut dice)
            .map_err(|e| format!("commands[{i}] was refused: {e}"))?;
        digest.add(&events);
    }
    let replayed = Replayed {
        result: state.result(),
        events: digest.count,
        digest: digest.hex(),
    };
    if replayed.result != log.result {
        return Err(format!(
            "the replay ends {:?}, the log recorded {:?}",
            replayed.result, log.result
        ));
    }
    if replayed.events != log.events || replayed.digest != log.digest {
        return Err(format!(
            "the replay gave {} events (digest {}), the log recorded {} (digest {})",
            replayed.events, replayed.digest, log.events, log.digest
        ));
    }
    Ok(replayed)
}
