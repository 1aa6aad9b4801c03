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
    /// The choices last made on the new-match screen, offered again next time.
    NewMatch,
    /// The last finished matches' logs, kept to be watched again.
    Replays,
    /// Flick practice: each drill's personal best, tries and hits.
    Practice,
}

impl Slot {
    /// Every slot, for tools that walk them all.
    pub const ALL: [Slot; 7] = [
        Slot::Settings,
        Slot::Teams,
        Slot::Match,
        Slot::Competitions,
        Slot::NewMatch,
        Slot::Replays,
        Slot::Practice,
    ];

    /// The short name used in file names and in the save envelope.
    pub fn key(self) -> &'static str {
        match self {
            Slot::Settings => "settings",
            Slot::Teams => "teams",
            Slot::Match => "match",
            Slot::Competitions => "competitions",
            Slot::NewMatch => "new_match",
            Slot::Replays => "replays",
            Slot::Practice => "practice",
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
            Slot::NewMatch => "your last new-match choices",
            Slot::Replays => "your kept replays",
            Slot::Practice => "your flick practice bests",
        }
    }

    /// What the game does when neither copy of this slot can be read.
    pub fn fresh_start_words(self) -> &'static str {
        match self {
            Slot::Settings => "the default settings are used",
            Slot::Teams => "the built-in teams are used",
            Slot::Match => "a new match can be started",
            Slot::Competitions => "competition records start empty",
            Slot::NewMatch => "the new-match screen starts from its defaults",
            Slot::Replays => "the list of replays starts empty",
            Slot::Practice => "flick practice starts with no bests",
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

/// The start of every name a save of `slot` is written under before it replaces the latest:
/// `match.save.tmp` (older hexkicks wrote exactly this name).
pub fn temporary_prefix(slot: Slot) -> String {
    format!("{}.tmp", stored_name(slot, Generation::Latest))
}

/// The `n`th name process `pid` writes a save of `slot` under before it replaces the latest:
/// `match.save.tmp-4242-7`, a name no other save (nor an older hexkick) writes.
pub fn temporary_name(slot: Slot, pid: u32, n: u64) -> String {
    format!("{}-{pid}-{n}", temporary_prefix(slot))
}

/// Whether `name` is a temporary name of [`temporary_name`]'s making, left by a save that
/// was cut short.
pub fn is_temporary_name(name: &str) -> bool {
    Slot::ALL.into_iter().any(|slot| {
        name.strip_prefix(&temporary_prefix(slot))
            .and_then(|rest| rest.strip_prefix('-'))
            .and_then(|rest| rest.split_once('-'))
            .is_some_and(|(pid, n)| {
                [pid, n]
                    .iter()
                    .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
            })
    })
}

/// The `n`th name an unreadable copy may be kept under: `match.save.corrupt-1`, ...
pub fn quarantine_name(slot: Slot, generation: Generation, n: u64) -> String {
    format!("{}.corrupt-{n}", stored_name(slot, generation))
}

/// A quarantine name that `taken` says is free, after the last one in use: there is no cap, so
/// a kept copy is never overwritten however many there are.
pub fn free_quarantine_name(
    slot: Slot,
    generation: Generation,
    taken: impl Fn(&str) -> bool,
) -> String {
    // Doubling then halving finds the end of the used run in about 2 log2(n) probes (a
    // player's own gaps may be landed in: they are free names).
    let used = |n: u64| taken(&quarantine_name(slot, generation, n));
    let mut high = 1u64;
    while used(high) {
        high = high.saturating_mul(2);
    }
    let mut low = high / 2;
    while low + 1 < high {
        let mid = low + (high - low) / 2;
        if used(mid) { low = mid } else { high = mid }
    }
    let mut n = high.max(1);
    while used(n) {
        n += 1;
    }
    quarantine_name(slot, generation, n)
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
        assert_eq!(temporary_prefix(Slot::Settings), "settings.save.tmp");
        assert_eq!(temporary_name(Slot::Match, 42, 7), "match.save.tmp-42-7");
        let mut all: Vec<String> = Slot::ALL
            .iter()
            .flat_map(|&s| {
                [
                    stored_name(s, Generation::Latest),
                    stored_name(s, Generation::Backup),
                    temporary_prefix(s),
                ]
            })
            .collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 3 * Slot::ALL.len());
    }

    #[test]
    fn only_our_own_temporary_names_are_recognised() {
        assert!(is_temporary_name(&temporary_name(Slot::Replays, 1, 0)));
        assert!(is_temporary_name("new_match.save.tmp-99-123"));
        for other in [
            "match.save.tmp",
            "match.save.tmp-",
            "match.save.tmp-1-",
            "match.save.tmp-x-1",
            "match.save.tmp-1-2-3",
            "match.save",
            "match.save.corrupt-1",
            "notes.save.tmp-1-2",
        ] {
            assert!(!is_temporary_name(other), "{other}");
        }
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
    }

    #[test]
    fn quarantine_names_are_never_reused_after_a_hundred() {
        let mut kept: Vec<String> = Vec::new();
        for _ in 0..250 {
            let name = free_quarantine_name(Slot::Match, Generation::Latest, |n| {
                kept.iter().any(|k| k == n)
            });
            assert!(!kept.contains(&name), "{name} reused");
            kept.push(name);
        }
        assert_eq!(
            kept.last().map(String::as_str),
            Some("match.save.corrupt-250")
        );
    }
}
