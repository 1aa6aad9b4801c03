//! Errors of the storage backends and of saving, each with a message a player can read.

use std::fmt;
use std::io;

use super::notice::{StorageNotice, capitalized};
use super::slot::Slot;

/// What a backend was doing when it failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreOp {
    /// Reading a save.
    Read,
    /// Writing, replacing or renaming a save.
    Write,
}

/// Why a backend failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreErrorKind {
    /// The system refused access (a read-only folder or file, or missing permissions).
    NotAllowed,
    /// The disk is mounted read-only.
    ReadOnlyDisk,
    /// The disk or the browser's storage is full.
    Full,
    /// The stored save is larger than any save hexkick writes; it was not read.
    TooBig {
        /// Its size in bytes.
        size: u64,
        /// The largest save hexkick reads, in bytes.
        limit: u64,
    },
    /// No folder for saves could be found on this device.
    NoSaveFolder,
    /// The save folder's path names a file, not a folder.
    NotAFolder,
    /// A save's name holds something other than a plain file (a folder, a FIFO, a device):
    /// it was not opened.
    NotAFile,
    /// Another copy of hexkick holds the save folder (one game per folder at a time): nothing
    /// in it was touched.
    FolderInUse,
    /// Any other failure, with the system's own words.
    Other(String),
}

/// A backend failure: what, where (a path or a storage key) and while doing what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError {
    /// Why it failed.
    pub kind: StoreErrorKind,
    /// The file, folder or key concerned.
    pub place: String,
    /// Reading or writing.
    pub op: StoreOp,
}

impl StoreError {
    /// A failure of kind `kind` at `place`.
    pub fn new(kind: StoreErrorKind, place: impl Into<String>, op: StoreOp) -> Self {
        Self {
            kind,
            place: place.into(),
            op,
        }
    }

    /// Classifies an I/O error.
    pub fn from_io(err: &io::Error, place: impl Into<String>, op: StoreOp) -> Self {
        let kind = match err.kind() {
            io::ErrorKind::PermissionDenied => StoreErrorKind::NotAllowed,
            io::ErrorKind::ReadOnlyFilesystem => StoreErrorKind::ReadOnlyDisk,
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => StoreErrorKind::Full,
            _ => StoreErrorKind::Other(err.to_string()),
        };
        Self::new(kind, place, op)
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = &self.place;
        let verb = match self.op {
            StoreOp::Read => "read",
            StoreOp::Write => "write to",
        };
        match &self.kind {
            StoreErrorKind::NotAllowed => {
                write!(
                    f,
                    "hexkick is not allowed to {verb} {place} (it is read-only or locked)"
                )
            }
            StoreErrorKind::ReadOnlyDisk => write!(f, "the disk holding {place} is read-only"),
            StoreErrorKind::Full => write!(f, "there is no room left to {verb} {place}"),
            StoreErrorKind::TooBig { size, limit } => write!(
                f,
                "{place} is too big ({}; a save is at most {})",
                megabytes(*size),
                megabytes(*limit)
            ),
            StoreErrorKind::NoSaveFolder => {
                write!(f, "no folder for saves was found on this device ({place})")
            }
            StoreErrorKind::NotAFolder => write!(
                f,
                "the save folder {place} is a file, not a folder (move the file away, or set \
                 HEXKICK_DATA_DIR to another folder)"
            ),
            StoreErrorKind::NotAFile => write!(f, "{place} is not a plain file; it was not opened"),
            StoreErrorKind::FolderInUse => write!(
                f,
                "the save folder {place} is in use by another copy of hexkick (close it, or set \
                 HEXKICK_DATA_DIR to another folder)"
            ),
            StoreErrorKind::Other(detail) => write!(f, "could not {verb} {place} ({detail})"),
        }
    }
}

impl std::error::Error for StoreError {}

/// A size for people: "16.0 MB".
pub(crate) fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1_048_576.0)
}

/// Why a save did not happen. The value being saved is untouched: the game keeps it and can
/// try again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The backend could not store it.
    Store {
        /// The slot being saved.
        slot: Slot,
        /// What the backend said.
        cause: StoreError,
    },
    /// The value could not be turned into JSON (a bug in its type).
    Encode {
        /// The slot being saved.
        slot: Slot,
        /// serde's words.
        detail: String,
    },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (slot, why) = match self {
            SaveError::Store { slot, cause } => (slot, cause.to_string()),
            SaveError::Encode { slot, detail } => {
                (slot, format!("it could not be encoded: {detail}"))
            }
        };
        write!(
            f,
            "{} could not be saved: {why}. Nothing is lost: the game goes on and will try to save again.",
            capitalized(slot.player_words())
        )
    }
}

impl std::error::Error for SaveError {}

/// Why a load gave no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Nothing was ever saved in this slot (a first start): use defaults quietly.
    NothingSaved,
    /// Neither copy could be read; the notice says why and where the files were kept.
    Unreadable(StorageNotice),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NothingSaved => write!(f, "nothing saved yet"),
            LoadError::Unreadable(notice) => notice.fmt(f),
        }
    }
}

impl std::error::Error for LoadError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn io_errors_get_plain_words() {
        let denied = io::Error::from(io::ErrorKind::PermissionDenied);
        let err = StoreError::from_io(&denied, "/saves", StoreOp::Write);
        assert_eq!(err.kind, StoreErrorKind::NotAllowed);
        assert_eq!(
            err.to_string(),
            "hexkick is not allowed to write to /saves (it is read-only or locked)"
        );
        let full = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(
            StoreError::from_io(&full, "/saves/match.save", StoreOp::Write).to_string(),
            "there is no room left to write to /saves/match.save"
        );
        let rofs = io::Error::from(io::ErrorKind::ReadOnlyFilesystem);
        assert_eq!(
            StoreError::from_io(&rofs, "/saves", StoreOp::Write).kind,
            StoreErrorKind::ReadOnlyDisk
        );
    }

    #[test]
    fn a_folder_in_use_says_so_plainly() {
        let err = StoreError::new(StoreErrorKind::FolderInUse, "/saves", StoreOp::Write);
        assert_eq!(
            err.to_string(),
            "the save folder /saves is in use by another copy of hexkick (close it, or set \
             HEXKICK_DATA_DIR to another folder)"
        );
    }

    #[test]
    fn a_failed_save_says_nothing_is_lost() {
        let cause = StoreError::new(StoreErrorKind::ReadOnlyDisk, "/saves", StoreOp::Write);
        let err = SaveError::Store {
            slot: Slot::Match,
            cause,
        };
        assert_eq!(
            err.to_string(),
            "Your saved match could not be saved: the disk holding /saves is read-only. \
             Nothing is lost: the game goes on and will try to save again."
        );
    }
}
