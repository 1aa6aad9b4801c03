//! One game per save folder: an advisory lock on the folder, held as long as the store that
//! writes it, so that a second copy of hexkick on the same folder is refused
//! ([`StoreErrorKind::FolderInUse`]) before it touches anything.
//!
//! On Unix the folder itself is locked (`File::try_lock`, `flock` on the folder's
//! descriptor): nothing is written in the folder, and the lock goes with the process, however
//! it ends. Elsewhere a file `hexkick.lock` in the folder is locked. The lock belongs to one
//! opening of the folder, so two stores in one process are refused as two processes are. A
//! folder that cannot be locked for any other reason (missing, a file system without locks)
//! stays unlocked, as before, and the lock is tried again at the next write.

use std::fs::{File, TryLockError};
use std::path::Path;

use super::error::{StoreError, StoreErrorKind, StoreOp};

/// The hold of one store on its save folder; dropping it lets the folder go.
#[derive(Debug)]
pub(crate) struct FolderLock {
    /// The open folder (the lock file elsewhere) the lock is on.
    _held: File,
}

/// Locks `dir` for this store: `Ok(Some)` when it is now held, `Ok(None)` when it cannot be
/// locked for a reason other than another holder, [`StoreErrorKind::FolderInUse`] when another
/// copy of hexkick holds it.
pub(crate) fn lock_folder(dir: &Path) -> Result<Option<FolderLock>, StoreError> {
    let Ok(file) = open_lockable(dir) else {
        return Ok(None);
    };
    match file.try_lock() {
        Ok(()) => Ok(Some(FolderLock { _held: file })),
        Err(TryLockError::WouldBlock) => Err(StoreError::new(
            StoreErrorKind::FolderInUse,
            dir.display().to_string(),
            StoreOp::Write,
        )),
        Err(TryLockError::Error(_)) => Ok(None),
    }
}

/// What the lock is taken on: the folder itself.
#[cfg(unix)]
fn open_lockable(dir: &Path) -> std::io::Result<File> {
    File::open(dir)
}

/// What the lock is taken on: `hexkick.lock` in the folder (a folder cannot be opened as a
/// file here).
#[cfg(not(unix))]
fn open_lockable(dir: &Path) -> std::io::Result<File> {
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(dir.join("hexkick.lock"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_on_the_folder_is_refused_until_the_first_goes() {
        let _one = crate::one_at_a_time();
        let dir = std::env::temp_dir().join(format!("hexkick-lock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("folder");
        let first = lock_folder(&dir).expect("free").expect("held");
        // Two openings in one process conflict, as two processes do (flock).
        let second = lock_folder(&dir);
        assert!(
            matches!(&second, Err(e) if e.kind == StoreErrorKind::FolderInUse),
            "{second:?}"
        );
        drop(first);
        assert!(matches!(lock_folder(&dir), Ok(Some(_))), "free again");
        #[cfg(unix)]
        assert_eq!(
            std::fs::read_dir(&dir).map(|d| d.count()).ok(),
            Some(0),
            "nothing is written in the folder"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_missing_folder_is_left_unlocked() {
        let dir = std::env::temp_dir().join(format!("hexkick-lock-none-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert!(matches!(lock_folder(&dir), Ok(None)));
    }
}
