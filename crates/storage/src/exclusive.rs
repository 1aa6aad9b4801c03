//! The new copy of a save, written where nothing stood: a temporary file of its own name
//! (`match.save.tmp-<pid>-<n>`), created exclusively (`create_new`: a link, a folder or a file
//! already at that name is never opened, let alone written through), written and flushed to
//! disk. A name already taken is passed over for the next one. The leftovers of saves cut
//! short (a kill) are swept by the folder's one writer when it takes the folder.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::slot::{Slot, is_temporary_name, temporary_name};

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

/// Deletes the temporary files in `dir` left by saves that were cut short: plain files of
/// [`temporary_name`]'s making only (anything else, a link or a folder included, is left
/// alone). Only the folder's one writer may call it: another's save in progress would go.
pub(crate) fn sweep_leftovers(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let ours = entry.file_name().to_str().is_some_and(is_temporary_name);
        if ours && entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = fs::remove_file(entry.path());
        }
    }
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

    #[cfg(unix)]
    #[test]
    fn the_sweep_deletes_only_our_own_plain_leftovers() {
        let dir = scratch("sweep");
        let victim = dir.join("victim");
        fs::write(&victim, b"keep me").expect("plants");
        fs::write(dir.join("match.save.tmp-1-2"), b"half a sa").expect("plants");
        fs::write(dir.join("match.save.tmp"), b"an older game's").expect("plants");
        std::os::unix::fs::symlink(&victim, dir.join("teams.save.tmp-3-4")).expect("link");
        fs::create_dir(dir.join("settings.save.tmp-5-6")).expect("folder");
        sweep_leftovers(&dir);
        let mut names: Vec<String> = fs::read_dir(&dir)
            .expect("lists")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                "match.save.tmp",
                "settings.save.tmp-5-6",
                "teams.save.tmp-3-4",
                "victim"
            ]
        );
        assert_eq!(fs::read(&victim).ok(), Some(b"keep me".to_vec()));
        let _ = fs::remove_dir_all(&dir);
    }
}
