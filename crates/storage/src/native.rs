//! The native backend: one file per copy in the save folder, replaced atomically.
//!
//! A save writes `match.save.tmp`, flushes it to disk, renames the current `match.save` to
//! `match.save.bak`, renames the temporary file to `match.save` and flushes the folder. A crash
//! at any point leaves the last completed save as `match.save` or, between the two renames,
//! as `match.save.bak`; a half-written temporary file is never read.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use super::data_dir;
use super::error::{StoreError, StoreErrorKind, StoreOp};
use super::slot::{Generation, Slot, free_quarantine_name, stored_name, temporary_name};
use super::store::{MAX_SAVE_BYTES, Store};

/// Saves as files in one folder.
#[derive(Clone, Debug)]
pub struct FileStore {
    dir: PathBuf,
}

impl FileStore {
    /// A store in `dir` (created at the first save).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    /// A store in this platform's save folder (see [`data_dir::save_folder`]).
    pub fn open_default() -> Result<Self, StoreError> {
        data_dir::save_folder().map(Self::new)
    }

    /// The folder holding the saves.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The path of a stored name.
    pub fn path_of(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    fn io_error(&self, err: &io::Error, path: &Path, op: StoreOp) -> StoreError {
        StoreError::from_io(err, path.display().to_string(), op)
    }
}

impl Store for FileStore {
    fn load_raw(&self, slot: Slot, generation: Generation) -> Result<Option<Vec<u8>>, StoreError> {
        let path = self.path_of(&stored_name(slot, generation));
        let read_error = |err: &io::Error| self.io_error(err, &path, StoreOp::Read);
        // Looked at before it is opened: opening a FIFO would wait for a writer for ever.
        match fs::metadata(&path) {
            Ok(meta) if !meta.is_file() => {
                return Err(StoreError::new(
                    StoreErrorKind::NotAFile,
                    path.display().to_string(),
                    StoreOp::Read,
                ));
            }
            Ok(_) => {}
            Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(err) => return Err(read_error(&err)),
        }
        let file = match File::open(&path) {
            Ok(file) => file,
            Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(err) => return Err(read_error(&err)),
        };
        let too_big = |size: u64| {
            StoreError::new(
                StoreErrorKind::TooBig {
                    size,
                    limit: MAX_SAVE_BYTES,
                },
                path.display().to_string(),
                StoreOp::Read,
            )
        };
        let size = file.metadata().map_err(|e| read_error(&e))?.len();
        if size > MAX_SAVE_BYTES {
            return Err(too_big(size));
        }
        // The file may grow while it is read: never take more than the limit plus one byte.
        let mut bytes = Vec::with_capacity(size as usize);
        file.take(MAX_SAVE_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| read_error(&e))?;
        if bytes.len() as u64 > MAX_SAVE_BYTES {
            return Err(too_big(bytes.len() as u64));
        }
        Ok(Some(bytes))
    }

    fn save_raw(&mut self, slot: Slot, bytes: &[u8]) -> Result<(), StoreError> {
        let write_error = |err: &io::Error, path: &Path| self.io_error(err, path, StoreOp::Write);
        if self.dir.exists() && !self.dir.is_dir() {
            return Err(StoreError::new(
                StoreErrorKind::NotAFolder,
                self.dir.display().to_string(),
                StoreOp::Write,
            ));
        }
        fs::create_dir_all(&self.dir).map_err(|e| write_error(&e, &self.dir))?;
        let temporary = self.path_of(&temporary_name(slot));
        let latest = self.path_of(&stored_name(slot, Generation::Latest));
        let backup = self.path_of(&stored_name(slot, Generation::Backup));

        if let Err(err) = write_and_flush(&temporary, bytes) {
            let _ = fs::remove_file(&temporary);
            return Err(write_error(&err, &self.dir));
        }
        let moved_to_backup = match fs::rename(&latest, &backup) {
            Ok(()) => true,
            Err(err) if err.kind() == io::ErrorKind::NotFound => false,
            Err(err) => {
                let _ = fs::remove_file(&temporary);
                return Err(write_error(&err, &backup));
            }
        };
        if let Err(err) = fs::rename(&temporary, &latest) {
            if moved_to_backup {
                let _ = fs::rename(&backup, &latest);
            }
            let _ = fs::remove_file(&temporary);
            return Err(write_error(&err, &latest));
        }
        flush_folder(&self.dir);
        Ok(())
    }

    fn quarantine(&mut self, slot: Slot, generation: Generation) -> Result<String, StoreError> {
        let from = self.path_of(&stored_name(slot, generation));
        // A link never replaces an existing file: a name taken between the look and the move
        // (another process) makes it look again. File systems without hard links rename.
        for _ in 0..8 {
            let name = free_quarantine_name(slot, generation, |n| self.path_of(n).exists());
            let to = self.path_of(&name);
            match fs::hard_link(&from, &to) {
                Ok(()) => {
                    fs::remove_file(&from).map_err(|e| self.io_error(&e, &from, StoreOp::Write))?;
                }
                Err(err) if err.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(_) => {
                    fs::rename(&from, &to).map_err(|e| self.io_error(&e, &from, StoreOp::Write))?
                }
            }
            flush_folder(&self.dir);
            return Ok(to.display().to_string());
        }
        Err(self.io_error(
            &io::Error::from(io::ErrorKind::AlreadyExists),
            &from,
            StoreOp::Write,
        ))
    }

    fn remove(&mut self, slot: Slot) -> Result<(), StoreError> {
        for generation in [Generation::Latest, Generation::Backup] {
            let path = self.path_of(&stored_name(slot, generation));
            match fs::remove_file(&path) {
                Ok(()) => {}
                Err(err) if err.kind() == io::ErrorKind::NotFound => {}
                Err(err) => return Err(self.io_error(&err, &path, StoreOp::Write)),
            }
        }
        flush_folder(&self.dir);
        Ok(())
    }
}

/// Writes `bytes` to a fresh `path` and waits until they are on the disk.
fn write_and_flush(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// Makes the renames in `dir` durable. Best effort: some file systems cannot sync a folder,
/// and the save itself has already succeeded.
fn flush_folder(dir: &Path) {
    #[cfg(unix)]
    if let Ok(folder) = File::open(dir) {
        let _ = folder.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// A fresh empty folder under the system's temporary folder.
    fn scratch() -> FileStore {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("hexkick-native-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        FileStore::new(dir)
    }

    fn names(store: &FileStore) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(store.dir())
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }

    #[test]
    fn saves_replace_the_latest_and_keep_one_backup() {
        let mut store = scratch();
        assert_eq!(store.load_raw(Slot::Match, Generation::Latest), Ok(None));
        for n in 1..=3u8 {
            store.save_raw(Slot::Match, &[n; 10]).expect("saves");
        }
        assert_eq!(
            store.load_raw(Slot::Match, Generation::Latest),
            Ok(Some(vec![3; 10]))
        );
        assert_eq!(
            store.load_raw(Slot::Match, Generation::Backup),
            Ok(Some(vec![2; 10]))
        );
        assert_eq!(names(&store), ["match.save", "match.save.bak"]);
        let _ = fs::remove_dir_all(store.dir());
    }

    #[test]
    fn a_leftover_temporary_file_is_ignored_and_overwritten() {
        let mut store = scratch();
        store.save_raw(Slot::Teams, b"first").expect("saves");
        fs::write(store.path_of("teams.save.tmp"), b"half a sa").expect("plants");
        assert_eq!(
            store.load_raw(Slot::Teams, Generation::Latest),
            Ok(Some(b"first".to_vec()))
        );
        store.save_raw(Slot::Teams, b"second").expect("saves");
        assert_eq!(names(&store), ["teams.save", "teams.save.bak"]);
        let _ = fs::remove_dir_all(store.dir());
    }

    #[test]
    fn quarantine_renames_without_overwriting() {
        let mut store = scratch();
        store.save_raw(Slot::Settings, b"bad one").expect("saves");
        let kept = store
            .quarantine(Slot::Settings, Generation::Latest)
            .expect("moves");
        assert!(kept.ends_with("settings.save.corrupt-1"), "{kept}");
        store.save_raw(Slot::Settings, b"bad two").expect("saves");
        let kept = store
            .quarantine(Slot::Settings, Generation::Latest)
            .expect("moves");
        assert!(kept.ends_with("settings.save.corrupt-2"), "{kept}");
        assert_eq!(
            fs::read(store.path_of("settings.save.corrupt-1")).ok(),
            Some(b"bad one".to_vec())
        );
        let _ = fs::remove_dir_all(store.dir());
    }

    #[test]
    fn quarantine_names_are_never_reused_after_a_hundred() {
        let mut store = scratch();
        for n in 1..=105u32 {
            store
                .save_raw(Slot::Match, format!("bad {n}").as_bytes())
                .expect("saves");
            store
                .quarantine(Slot::Match, Generation::Latest)
                .expect("moves");
        }
        for n in [1u32, 100, 101, 105] {
            let kept = fs::read(store.path_of(&format!("match.save.corrupt-{n}")));
            assert_eq!(
                kept.ok(),
                Some(format!("bad {n}").into_bytes()),
                "corrupt-{n}"
            );
        }
        let _ = fs::remove_dir_all(store.dir());
    }

    #[cfg(unix)]
    #[test]
    fn a_save_that_is_a_fifo_is_refused_at_once() {
        let store = scratch();
        fs::create_dir_all(store.dir()).expect("folder");
        let fifo = store.path_of("match.save");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo");
        let err = store.load_raw(Slot::Match, Generation::Latest);
        assert!(
            matches!(&err, Err(e) if e.kind == StoreErrorKind::NotAFile),
            "{err:?}"
        );
        let _ = fs::remove_dir_all(store.dir());
    }

    #[test]
    fn a_data_folder_that_is_a_file_says_so() {
        let store = scratch();
        let mut store = FileStore::new(store.dir().with_extension("file"));
        fs::write(store.dir(), b"not a folder").expect("plants");
        let err = store.save_raw(Slot::Settings, b"x").expect_err("refused");
        assert_eq!(err.kind, StoreErrorKind::NotAFolder);
        let text = err.to_string();
        assert!(
            text.contains("is a file, not a folder") && !text.contains("exists"),
            "{text}"
        );
        assert_eq!(fs::read(store.dir()).ok(), Some(b"not a folder".to_vec()));
        let _ = fs::remove_file(store.dir());
    }

    #[test]
    fn a_huge_file_is_refused_unread() {
        let store = scratch();
        fs::create_dir_all(store.dir()).expect("folder");
        let file = File::create(store.path_of("match.save")).expect("file");
        // A sparse gigabyte: refusing it must not read it.
        file.set_len(1 << 30).expect("sparse");
        let err = store.load_raw(Slot::Match, Generation::Latest);
        assert!(
            matches!(
                err,
                Err(StoreError {
                    kind: StoreErrorKind::TooBig {
                        size: 1_073_741_824,
                        ..
                    },
                    ..
                })
            ),
            "{err:?}"
        );
        let _ = fs::remove_dir_all(store.dir());
    }
}
