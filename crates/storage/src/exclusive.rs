//! The new copy of a save, written where nothing stood: a temporary file of its own name
//! (`match.save.tmp-<pid>-<n>`), created exclusively (`create_new`: a link, a folder or a file
//! already at that name is never opened, let alone written through), written and flushed to
//! disk. A name already taken is passed over for the next one.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::slot::{Slot, temporary_name};

/// How many taken names a save passes over before it gives up.
const ATTEMPTS: u32 = 64;

/// The number of the next temporary name of this process.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to a new temporary file for `slot` in `dir`, waits until they are on the
/// disk and returns its path. On failure nothing of it is left.
pub(crate) fn write_new(dir: &Path, slot: Slot, bytes: &[u8]) -> io::Result<PathBuf> {
    for _ in 0..ATTEMPTS {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = dir.join(temporary_name(slot, std::process::id(), n));
        let mut file = match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => file,
            Err(err) if err.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(err) => return Err(err),
        };
        if let Err(err) = file.write_all(bytes).and_then(|()| file.sync_all()) {
            drop(file);
            let _ = fs::remove_file(&path);
            return Err(err);
        }
        return Ok(path);
    }
    Err(io::Error::from(io::ErrorKind::AlreadyExists))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(label: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hexkick-{label}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("folder");
        dir
    }

    #[test]
    fn each_save_gets_a_new_name_and_taken_names_are_passed_over() {
        let dir = scratch("exclusive");
        let first = write_new(&dir, Slot::Match, b"one").expect("written");
        // The next names are taken by a folder and a link: passed over, never written into.
        let victim = dir.with_extension("victim");
        fs::write(&victim, b"not yours").expect("plants");
        let n = NEXT.load(Ordering::Relaxed);
        let taken = |k| dir.join(temporary_name(Slot::Match, std::process::id(), n + k));
        fs::create_dir(taken(0)).expect("plants");
        #[cfg(unix)]
        std::os::unix::fs::symlink(&victim, taken(1)).expect("link");
        let second = write_new(&dir, Slot::Match, b"two").expect("written");
        assert_ne!(first, second);
        assert_eq!(fs::read(&second).ok(), Some(b"two".to_vec()));
        assert!(taken(0).is_dir());
        assert_eq!(fs::read(&victim).ok(), Some(b"not yours".to_vec()));
        let _ = fs::remove_dir_all(&dir);
        let _ = fs::remove_file(victim);
    }
}
