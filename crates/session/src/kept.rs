//! The finished matches kept to be watched again: the last [`KEPT_REPLAYS`] match logs in
//! [`Slot::Replays`], saved with the usual safe-save rules (two copies, an unreadable one
//! kept aside). The logs are those `hexkick replay` checks, so a kept match plays the same
//! anywhere. A change to [`MatchLog`]'s shape needs a migration step here too.

use super::MatchSession;
use hexkick_record::MatchLog;
use hexkick_storage::{SaveError, Saves, Slot, Store, Versioned};
use serde::{Deserialize, Serialize};

/// How many finished matches are kept (the oldest goes first).
pub const KEPT_REPLAYS: usize = 8;

/// The kept matches' logs, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replays {
    /// The logs, oldest first, at most [`KEPT_REPLAYS`].
    pub logs: Vec<MatchLog>,
}

impl Versioned for Replays {}

impl Replays {
    /// Keeps `log` as the newest (once: the same match kept again replaces its copy), and
    /// lets the oldest go past [`KEPT_REPLAYS`].
    pub fn keep(&mut self, log: MatchLog) {
        self.logs
            .retain(|kept| (kept.seed, &kept.digest) != (log.seed, &log.digest));
        self.logs.push(log);
        let extra = self.logs.len().saturating_sub(KEPT_REPLAYS);
        self.logs.drain(..extra);
    }

    /// The kept matches in `saves` (an unreadable slot reads as none; it is kept aside).
    pub fn load<S: Store>(saves: &mut Saves<S>) -> Replays {
        saves.load_or_default::<Replays>(Slot::Replays).0
    }
}

impl<S: Store> MatchSession<S> {
    /// Keeps this match's record among the replays (at full time). A match set up from a
    /// position is not kept: its record does not replay from the squads.
    pub fn keep_replay(&mut self) -> Result<(), SaveError> {
        if !self.is_saved() {
            return Ok(());
        }
        let mut kept = Replays::load(&mut self.saves);
        kept.keep(self.record.clone());
        self.saves.save(Slot::Replays, &kept)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Coaches;
    use hexkick_rules::command::Command;
    use hexkick_rules::rules::RuleSet;
    use hexkick_rules::squad::Squad;
    use hexkick_storage::MemoryStore;

    fn session(seed: u64, saves: Saves<MemoryStore>) -> MatchSession<MemoryStore> {
        let squad = Squad::standard_base();
        let coaches = Coaches::new("human", "easy");
        MatchSession::new(RuleSet::base_2024(), &squad, &squad, seed, coaches, saves)
            .expect("a valid set-up")
    }

    #[test]
    fn finished_matches_are_kept_newest_last_and_the_oldest_go() {
        let mut saves = Saves::new(MemoryStore::default());
        for seed in 0..(KEPT_REPLAYS as u64 + 2) {
            let mut s = session(seed, saves);
            s.apply(Command::TossCoin).expect("legal");
            s.keep_replay().expect("kept");
            // Kept twice: still one copy.
            s.keep_replay().expect("kept again");
            saves = s.into_saves();
        }
        let kept = Replays::load(&mut saves);
        assert_eq!(kept.logs.len(), KEPT_REPLAYS);
        let seeds: Vec<u64> = kept.logs.iter().map(|l| l.seed).collect();
        assert_eq!(seeds.first(), Some(&2));
        assert_eq!(seeds.last(), Some(&(KEPT_REPLAYS as u64 + 1)));
        assert!(kept.logs.iter().all(|l| l.commands.len() == 1));
    }
}
