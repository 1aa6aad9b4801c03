//! The save slots, the two generations kept of each, and the names they are stored under
//! (the same names on every backend: file names on native, localStorage keys on the web).

/// One kind of saved data. Each slot holds one value of its own payload type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The player's settings.
    Settings,
    /// The teams the player made or imported.
    Teams,
    /// The match in progress, so it resumes after the app is closed.
    Match,
    /// Competition records (tables, results, winners).
    Competitions,
}

impl Slot {
    /// Every slot, for tools that walk them all.
    pub const ALL: [Slot; 4] = [Slot::Settings, Slot::Teams, Slot::Match, Slot::Competitions];

    /// The short name used in file names and in the save envelope.
    pub fn key(self) -> &'static str {
        match self {
            Slot::Settings => "settings",
            Slot::Teams => "teams",
            Slot::Match => "match",
            Slot::Competitions => "competitions",
        }
    }

    /// The slot whose [`Slot::key`] is `key`.
    pub fn from_key(key: &str) -> Option<Slot> {
        Slot::ALL.into_iter().find(|s| s.key() == key)
    }

    /// How a player would name this data: "your saved match".
    pub fn player_words(self) -> &'static str {
        match self {
            Slot::Settings => "your settings",
            Slot::Teams => "your teams",
            Slot::Match => "your saved match",
            Slot::Competitions => "your competition records",
        }
    }

    /// What the game does when neither copy of this slot can be read.
    pub fn fresh_start_words(self) -> &'static str {
        match self {
            Slot::Settings => "the default settings are used",
            Slot::Teams => "the built-in teams are used",
            Slot::Match => "a new match can be started",
            Slot::Competitions => "competition records start empty",
        }
    }
}

/// Which of the two copies of a slot: the latest save or the one before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Generation {
    /// The last completed save.
    Latest,
    /// The save before it, kept in case the latest cannot be read.
    Backup,
}

/// The suffix of every save file.
const EXTENSION: &str = "save";

/// The name a slot's copy is stored under: `match.save`, `match.save.bak`.
pub fn stored_name(slot: Slot, generation: Generation) -> String {
    match generation {
        Generation::Latest => format!("{}.{EXTENSION}", slot.key()),
        Generation::Backup => format!("{}.{EXTENSION}.bak", slot.key()),
    }
}

/// The name a save is written under before it replaces the latest: `match.save.tmp`.
pub fn temporary_name(slot: Slot) -> String {
    format!("{}.tmp", stored_name(slot, Generation::Latest))
}

/// The `n`th name an unreadable copy may be kept under: `match.save.corrupt-1`, ...
pub fn quarantine_name(slot: Slot, generation: Generation, n: u32) -> String {
    format!("{}.corrupt-{n}", stored_name(slot, generation))
}

/// How many quarantined copies of one slot's copy are kept before the oldest name is reused.
pub const MAX_QUARANTINED: u32 = 100;

/// The first quarantine name that `taken` says is free, or the last one if all are taken.
pub fn free_quarantine_name(
    slot: Slot,
    generation: Generation,
    taken: impl Fn(&str) -> bool,
) -> String {
    (1..=MAX_QUARANTINED)
        .map(|n| quarantine_name(slot, generation, n))
        .find(|name| !taken(name))
        .unwrap_or_else(|| quarantine_name(slot, generation, MAX_QUARANTINED))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_stable_and_distinct() {
        assert_eq!(stored_name(Slot::Match, Generation::Latest), "match.save");
        assert_eq!(
            stored_name(Slot::Match, Generation::Backup),
            "match.save.bak"
        );
        assert_eq!(temporary_name(Slot::Settings), "settings.save.tmp");
        let mut all: Vec<String> = Slot::ALL
            .iter()
            .flat_map(|&s| {
                [
                    stored_name(s, Generation::Latest),
                    stored_name(s, Generation::Backup),
                    temporary_name(s),
                ]
            })
            .collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 12);
    }

    #[test]
    fn keys_round_trip() {
        for slot in Slot::ALL {
            assert_eq!(Slot::from_key(slot.key()), Some(slot));
        }
        assert_eq!(Slot::from_key("nonsense"), None);
    }

    #[test]
    fn quarantine_takes_the_first_free_number() {
        let taken = ["match.save.corrupt-1", "match.save.corrupt-2"];
        let name = free_quarantine_name(Slot::Match, Generation::Latest, |n| taken.contains(&n));
        assert_eq!(name, "match.save.corrupt-3");
        let backup = free_quarantine_name(Slot::Teams, Generation::Backup, |_| false);
        assert_eq!(backup, "teams.save.bak.corrupt-1");
        let full = free_quarantine_name(Slot::Teams, Generation::Latest, |_| true);
        assert_eq!(full, "teams.save.corrupt-100");
    }
}
