//! The personal bests: each drill's best try, its tries and hits, kept in the practice slot
//! ([`Slot::Practice`]) with the usual safe-save rules (two copies; a damaged or newer file is
//! set aside, never deleted).

use super::drill::DrillId;
use super::judge::Try;
use hexkick_storage::{SaveError, Saves, Slot, StorageNotice, Store, Versioned};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A drill's best try.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Best {
    /// Its score out of 100.
    pub score: u8,
    /// How far off it was, millimetres.
    pub off_mm: u32,
}

impl Best {
    /// The best a try makes.
    pub fn of(done: &Try) -> Best {
        Best {
            score: done.score,
            off_mm: (done.off_cm * 10.0).round().clamp(0.0, u32::MAX as f32) as u32,
        }
    }

    /// How far off it was, centimetres.
    pub fn off_cm(self) -> f32 {
        self.off_mm as f32 / 10.0
    }

    /// Whether it beats `other`: a higher score, or the same score nearer.
    pub fn beats(self, other: Best) -> bool {
        (self.score, std::cmp::Reverse(self.off_mm))
            > (other.score, std::cmp::Reverse(other.off_mm))
    }
}

/// A drill's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Record {
    /// The best try (none before the first).
    pub best: Option<Best>,
    /// Tries played.
    pub tries: u32,
    /// Tries that hit.
    pub hits: u32,
}

/// Every drill's record (schema 1 of the practice slot).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Bests {
    /// The records of the drills tried at least once.
    drills: BTreeMap<DrillId, Record>,
}

impl Versioned for Bests {}

impl Bests {
    /// The saved bests, or none with the notice to show when they could not be read (the
    /// unreadable copies are kept aside by the storage).
    pub fn load<S: Store>(saves: &mut Saves<S>) -> (Bests, Option<StorageNotice>) {
        saves.load_or_default(Slot::Practice)
    }

    /// Saves the bests.
    pub fn save<S: Store>(&self, saves: &mut Saves<S>) -> Result<(), SaveError> {
        saves.save(Slot::Practice, self)
    }

    /// The record of `drill`.
    pub fn of(&self, drill: DrillId) -> Record {
        self.drills.get(&drill).copied().unwrap_or_default()
    }

    /// Counts a try; true when it is a new personal best worth saying (a try that scored
    /// nothing is kept as the first best, but not cheered).
    pub fn record(&mut self, done: &Try) -> bool {
        let record = self.drills.entry(done.drill).or_default();
        record.tries = record.tries.saturating_add(1);
        record.hits = record.hits.saturating_add(u32::from(done.hit));
        let best = Best::of(done);
        let new = record.best.is_none_or(|old| best.beats(old));
        if new {
            record.best = Some(best);
        }
        new && done.score > 0
    }
}
