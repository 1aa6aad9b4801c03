//! What the player is told when a save cannot be read, and what the game did about it.

use std::fmt;

use super::error::{StoreError, StoreErrorKind, megabytes};
use super::slot::{Generation, Slot};

/// Why one stored copy could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The file holds nothing.
    Empty,
    /// The file ends before the save does (an interrupted write or copy).
    CutShort,
    /// The checksum, the length or the header does not match: the bytes were changed.
    Damaged,
    /// The file is not a hexkick save at all.
    NotASave,
    /// The file is a save of another slot (its key).
    OtherSlot(String),
    /// The file is larger than any save; it was not read.
    TooBig {
        /// Its size in bytes.
        size: u64,
        /// The largest save hexkick reads.
        limit: u64,
    },
    /// A newer hexkick wrote it, in a format or schema this one does not know.
    Newer {
        /// The version found in the file.
        found: u32,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The save is intact but its contents do not fit this build's data (serde's words).
    DoesNotFit(String),
    /// A saved match that was read but whose moves do not replay to what it recorded (the
    /// check of the game that loads it); the detail says where.
    DoesNotReplay(String),
    /// The copy could not even be opened (permissions, disk): it is left where it is.
    CannotOpen(StoreError),
}

impl Reason {
    /// Whether a copy with this problem is moved aside (kept under another name) so that the
    /// next save does not overwrite it and the next start does not trip on it again. A copy
    /// that could not be opened stays, unless it is no file at all (a folder, a link): that is
    /// moved as it is, never followed.
    pub fn quarantines(&self) -> bool {
        match self {
            Reason::CannotOpen(err) => err.kind == StoreErrorKind::NotAFile,
            _ => true,
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Empty => write!(f, "the file is empty"),
            Reason::CutShort => write!(f, "the file was cut short"),
            Reason::Damaged => write!(f, "the file is damaged"),
            Reason::NotASave => write!(f, "the file is not a hexkick save"),
            Reason::OtherSlot(key) => write!(f, "the file holds another save (\"{key}\")"),
            Reason::TooBig { size, limit } => write!(
                f,
                "the file is too big: {}, and a save is at most {}",
                megabytes(*size),
                megabytes(*limit)
            ),
            Reason::Newer { found, supported } => write!(
                f,
                "it was written by a newer version of hexkick (save version {found}; this one reads up to {supported})"
            ),
            Reason::DoesNotFit(detail) => {
                write!(
                    f,
                    "its contents do not fit this version of hexkick: {detail}"
                )
            }
            Reason::DoesNotReplay(detail) => f.write_str(detail),
            Reason::CannotOpen(err) => err.fmt(f),
        }
    }
}

/// One unreadable copy: which, why, and the name it was kept under.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The latest save or its backup.
    pub generation: Generation,
    /// Why it could not be used.
    pub reason: Reason,
    /// Where it was moved to (a path or a storage key), if it was moved.
    pub kept_as: Option<String>,
}

/// What the game did after the problems.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recovery {
    /// The backup (the save before the latest) was loaded.
    PreviousSaveLoaded,
    /// No copy could be read: the game starts this slot afresh.
    FreshStart,
    /// Found while saving: the copy was moved aside and the save went on as usual.
    SavingGoesOn,
}

/// A message for the player about a save that could not be read. Show it with `to_string()`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StorageNotice {
    /// The slot concerned.
    pub slot: Slot,
    /// Each copy that could not be used, latest first.
    pub problems: Vec<Problem>,
    /// What the game did instead.
    pub recovery: Recovery,
}

impl StorageNotice {
    /// The notice of one copy of `slot` moved aside to `kept_as` while saving.
    pub(crate) fn set_aside(
        slot: Slot,
        generation: Generation,
        reason: Reason,
        kept_as: String,
    ) -> Self {
        StorageNotice {
            slot,
            problems: vec![Problem {
                generation,
                reason,
                kept_as: Some(kept_as),
            }],
            recovery: Recovery::SavingGoesOn,
        }
    }
}

impl fmt::Display for StorageNotice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = self.slot.player_words();
        for (i, problem) in self.problems.iter().enumerate() {
            let subject = match (problem.generation, i) {
                (Generation::Latest, _) => capitalized(words),
                (Generation::Backup, 0) => format!("The backup of {words}"),
                (Generation::Backup, _) => "Its backup".to_string(),
            };
            let verb = match problem.reason {
                Reason::DoesNotReplay(_) => "resumed",
                _ => "read",
            };
            write!(f, "{subject} could not be {verb} ({}). ", problem.reason)?;
            match &problem.kept_as {
                Some(kept) => write!(f, "It was kept as {kept}. ")?,
                None if problem.reason.quarantines() => write!(f, "It was left where it was. ")?,
                None => {}
            }
        }
        match self.recovery {
            Recovery::PreviousSaveLoaded => write!(f, "The previous save was loaded."),
            Recovery::FreshStart => write!(f, "{}.", capitalized(self.slot.fresh_start_words())),
            Recovery::SavingGoesOn => write!(f, "Saving went on as usual."),
        }
    }
}

/// `text` with its first letter in upper case.
pub(crate) fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(generation: Generation, reason: Reason, kept_as: Option<&str>) -> Problem {
        Problem {
            generation,
            reason,
            kept_as: kept_as.map(str::to_string),
        }
    }

    #[test]
    fn a_cut_save_with_a_good_backup_reads_plainly() {
        let notice = StorageNotice {
            slot: Slot::Match,
            problems: vec![problem(
                Generation::Latest,
                Reason::CutShort,
                Some("/d/match.save.corrupt-1"),
            )],
            recovery: Recovery::PreviousSaveLoaded,
        };
        assert_eq!(
            notice.to_string(),
            "Your saved match could not be read (the file was cut short). \
             It was kept as /d/match.save.corrupt-1. The previous save was loaded."
        );
    }

    #[test]
    fn two_bad_copies_end_in_a_fresh_start() {
        let notice = StorageNotice {
            slot: Slot::Settings,
            problems: vec![
                problem(Generation::Latest, Reason::Empty, Some("a")),
                problem(Generation::Backup, Reason::Damaged, None),
            ],
            recovery: Recovery::FreshStart,
        };
        assert_eq!(
            notice.to_string(),
            "Your settings could not be read (the file is empty). It was kept as a. \
             Its backup could not be read (the file is damaged). It was left where it was. \
             The default settings are used."
        );
    }

    #[test]
    fn a_folder_set_aside_while_saving_is_named() {
        let not_a_file = StoreError::new(
            StoreErrorKind::NotAFile,
            "/d/match.save.bak",
            crate::StoreOp::Write,
        );
        let reason = Reason::CannotOpen(not_a_file);
        assert!(reason.quarantines());
        let notice = StorageNotice::set_aside(
            Slot::Match,
            Generation::Backup,
            reason,
            "/d/match.save.bak.corrupt-1".into(),
        );
        assert_eq!(
            notice.to_string(),
            "The backup of your saved match could not be read (/d/match.save.bak is not a plain \
             file; it was not opened). It was kept as /d/match.save.bak.corrupt-1. Saving went \
             on as usual."
        );
    }

    #[test]
    fn a_newer_save_says_so() {
        let reason = Reason::Newer {
            found: 4,
            supported: 2,
        };
        assert!(reason.to_string().contains("newer version of hexkick"));
        assert!(reason.quarantines());
    }
}
