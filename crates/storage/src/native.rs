//! The native backend: one file per copy in the save folder, replaced atomically.
//!
//! A save writes a new temporary file of its own (`match.save.tmp-<pid>-<n>`, created
//! exclusively: see [`super::exclusive`]), flushes it to disk, renames the current
//! `match.save` to `match.save.bak`, renames the temporary file to `match.save` and flushes
//! the folder. A crash at any point leaves the last completed save as `match.save` or, between
//! the two renames, as `match.save.bak`; a half-written temporary file is never read.
//!
//! Nothing is followed that hexkick did not make: a save's copy is read only when it is a
//! plain file (a link, a folder or a FIFO in its place is refused unopened), and a folder or a
//! link where a copy belongs is moved aside as `match.save.corrupt-N` (the link itself, never
//! what it points to) so that saving goes on; the notices say which ([`Store::take_set_aside`]).
//! The game's store holds its folder ([`FileStore::open_locked`], [`super::lock`]).

use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::data_dir;
use super::error::{StoreError, StoreErrorKind, StoreOp};
use super::exclusive::{sweep_leftovers, write_new};
use super::lock::{FolderLock, lock_folder};
use super::notice::{Reason, StorageNotice};
use super::slot::{Generation, Slot, free_quarantine_name, stored_name};
use super::store::{MAX_SAVE_BYTES, Store};

/// Saves as files in one folder.
#[derive(Debug)]
pub struct FileStore {
    dir: PathBuf,
    lock: Locking,
    /// Copies moved aside while saving, not yet handed to the caller.
    set_aside: Vec<StorageNotice>,
}

/// Whether a store holds its folder.
#[derive(Debug)]
enum Locking {
    /// A store of the tools and tests: the folder is not locked.
    Off,
    /// The folder could not be locked yet (it did not exist): tried again at each write.
    Wanted,
    /// The folder is this store's alone (for as long as the lock is held).
    Held { _lock: FolderLock },
}

impl FileStore {
    /// A store in `dir` (created at the first save) that does not lock it: for tools and
    /// tests. The game opens its folder with [`FileStore::open_locked`].
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self {
            dir: dir.into(),
            lock: Locking::Off,
            set_aside: Vec::new(),
        }
    }

    /// A store that is the one writer of `dir` for as long as it lives: the folder is created
    /// and locked, and the temporary files of saves cut short are swept. Another copy of
    /// hexkick holding it is refused with [`StoreErrorKind::FolderInUse`] before anything is
    /// touched. A folder that cannot be created or locked now is tried again at each write
    /// (whose own error then says what is wrong).
    pub fn open_locked(dir: impl Into<PathBuf>) -> Result<Self, StoreError> {
        let mut store = Self {
            lock: Locking::Wanted,
            ..Self::new(dir)
        };
        let _ = fs::create_dir_all(&store.dir);
        store.hold()?;
        Ok(store)
    }

    /// The game's store in this platform's save folder (see [`data_dir::save_folder`]), locked
    /// as [`FileStore::open_locked`] does.
    pub fn open_default() -> Result<Self, StoreError> {
        data_dir::save_folder().and_then(Self::open_locked)
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

    /// Takes the folder's lock if this store wants it and has not got it yet; refuses to go
    /// on when another copy of hexkick holds it.
    fn hold(&mut self) -> Result<(), StoreError> {
        if let Locking::Wanted = self.lock
            && let Some(lock) = lock_folder(&self.dir)?
        {
            self.lock = Locking::Held { _lock: lock };
            sweep_leftovers(&self.dir);
        }
        Ok(())
    }

    /// Moves aside whatever stands where a copy of `slot` belongs and is not a plain file (a
    /// folder, a link, a FIFO), and notes it for the caller.
    fn clear_the_way(&mut self, slot: Slot, generation: Generation) -> Result<(), StoreError> {
        let path = self.path_of(&stored_name(slot, generation));
        if fs::symlink_metadata(&path).is_ok_and(|meta| !meta.is_file()) {
            let kept = self.quarantine(slot, generation)?;
            let reason = Reason::CannotOpen(not_a_file(&path, StoreOp::Write));
            (self.set_aside).push(StorageNotice::set_aside(slot, generation, reason, kept));
        }
        Ok(())
    }
}

/// The error of a copy that is no plain file.
fn not_a_file(path: &Path, op: StoreOp) -> StoreError {
    StoreError::new(StoreErrorKind::NotAFile, path.display().to_string(), op)
}

impl Store for FileStore {
    fn load_raw(&self, slot: Slot, generation: Generation) -> Result<Option<Vec<u8>>, StoreError> {
        let path = self.path_of(&stored_name(slot, generation));
        let read_error = |err: &io::Error| self.io_error(err, &path, StoreOp::Read);
        // Looked at before it is opened, the name itself and not what it may point to: a link
        // is not followed, and opening a FIFO would wait for a writer for ever.
        match fs::symlink_metadata(&path) {
            Ok(meta) if !meta.is_file() => return Err(not_a_file(&path, StoreOp::Read)),
            Ok(_) => {}
            Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(err) => return Err(read_error(&err)),
        }
        let file = match open_plain(&path) {
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
        let meta = file.metadata().map_err(|e| read_error(&e))?;
        if !meta.is_file() {
            // Swapped for something else between the look and the opening.
            return Err(not_a_file(&path, StoreOp::Read));
        }
        let size = meta.len();
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
        let write_error = |err: &io::Error, path: &Path| {
            StoreError::from_io(err, path.display().to_string(), StoreOp::Write)
        };
        if self.dir.exists() && !self.dir.is_dir() {
            return Err(StoreError::new(
                StoreErrorKind::NotAFolder,
                self.dir.display().to_string(),
                StoreOp::Write,
            ));
        }
        fs::create_dir_all(&self.dir).map_err(|e| write_error(&e, &self.dir))?;
        self.hold()?;
        let latest = self.path_of(&stored_name(slot, Generation::Latest));
        let backup = self.path_of(&stored_name(slot, Generation::Backup));

        let temporary =
            write_new(&self.dir, slot, bytes).map_err(|e| write_error(&e, &self.dir))?;
        let cleared = (self.clear_the_way(slot, Generation::Latest))
            .and_then(|()| self.clear_the_way(slot, Generation::Backup));
        if let Err(err) = cleared {
            let _ = fs::remove_file(&temporary);
            return Err(err);
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
        self.hold()?;
        let from = self.path_of(&stored_name(slot, generation));
        let move_error = |err: &io::Error| self.io_error(err, &from, StoreOp::Write);
        let plain = fs::symlink_metadata(&from).is_ok_and(|meta| meta.is_file());
        // A link never replaces an existing file: a name taken between the look and the move
        // (another process) makes it look again. File systems without hard links rename, and
        // so does anything that is no plain file (a link is moved, never what it points to).
        for _ in 0..8 {
            let name = free_quarantine_name(slot, generation, |n| {
                fs::symlink_metadata(self.path_of(n)).is_ok()
            });
            let to = self.path_of(&name);
            if !plain {
                fs::rename(&from, &to).map_err(|e| move_error(&e))?;
            } else {
                match fs::hard_link(&from, &to) {
                    Ok(()) => fs::remove_file(&from).map_err(|e| move_error(&e))?,
                    Err(err) if err.kind() == io::ErrorKind::AlreadyExists => continue,
                    Err(_) => fs::rename(&from, &to).map_err(|e| move_error(&e))?,
                }
            }
            flush_folder(&self.dir);
            return Ok(to.display().to_string());
        }
        Err(move_error(&io::Error::from(io::ErrorKind::AlreadyExists)))
    }

    fn remove(&mut self, slot: Slot) -> Result<(), StoreError> {
        self.hold()?;
        for generation in [Generation::Latest, Generation::Backup] {
            self.clear_the_way(slot, generation)?;
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

    fn take_set_aside(&mut self) -> Vec<StorageNotice> {
        std::mem::take(&mut self.set_aside)
    }
}

/// Opens a save's copy for reading without following a link (Unix: `O_NOFOLLOW`) nor waiting
/// for a FIFO's writer (`O_NONBLOCK`, which changes nothing for a plain file).
fn open_plain(path: &Path) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(
        &mut options,
        libc::O_NOFOLLOW | libc::O_NONBLOCK,
    );
    options.open(path)
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
    fn a_leftover_temporary_file_is_ignored_and_never_written() {
        let mut store = scratch();
        store.save_raw(Slot::Teams, b"first").expect("saves");
        fs::write(store.path_of("teams.save.tmp"), b"half a sa").expect("plants");
        assert_eq!(
            store.load_raw(Slot::Teams, Generation::Latest),
            Ok(Some(b"first".to_vec()))
        );
        store.save_raw(Slot::Teams, b"second").expect("saves");
        assert_eq!(
            names(&store),
            ["teams.save", "teams.save.bak", "teams.save.tmp"]
        );
        assert_eq!(
            fs::read(store.path_of("teams.save.tmp")).ok(),
            Some(b"half a sa".to_vec())
        );
        let _ = fs::remove_dir_all(store.dir());
    }

    /// A file outside the save folder, which a planted link points to.
    #[cfg(unix)]
    fn victim(store: &FileStore) -> PathBuf {
        let victim = store.dir().with_extension("victim");
        fs::write(&victim, b"not yours").expect("plants");
        victim
    }

    #[cfg(unix)]
    #[test]
    fn a_link_at_the_old_temporary_name_is_never_written_through() {
        let mut store = scratch();
        fs::create_dir_all(store.dir()).expect("folder");
        let victim = victim(&store);
        std::os::unix::fs::symlink(&victim, store.path_of("match.save.tmp")).expect("link");
        for n in 1..=3u8 {
            store.save_raw(Slot::Match, &[n; 8]).expect("saves");
        }
        assert_eq!(fs::read(&victim).ok(), Some(b"not yours".to_vec()));
        assert_eq!(
            store.load_raw(Slot::Match, Generation::Latest),
            Ok(Some(vec![3; 8]))
        );
        let _ = fs::remove_dir_all(store.dir());
        let _ = fs::remove_file(victim);
    }

    #[cfg(unix)]
    #[test]
    fn a_link_where_a_save_belongs_is_not_followed_and_is_moved_aside_by_the_next_save() {
        let mut store = scratch();
        store.save_raw(Slot::Match, b"one").expect("saves");
        let victim = victim(&store);
        for generation in [Generation::Latest, Generation::Backup] {
            let name = stored_name(Slot::Match, generation);
            let _ = fs::remove_file(store.path_of(&name));
            std::os::unix::fs::symlink(&victim, store.path_of(&name)).expect("link");
            let read = store.load_raw(Slot::Match, generation);
            assert!(
                matches!(&read, Err(e) if e.kind == StoreErrorKind::NotAFile),
                "{read:?}"
            );
        }
        store.save_raw(Slot::Match, b"two").expect("saves");
        store.save_raw(Slot::Match, b"three").expect("saves");
        assert_eq!(fs::read(&victim).ok(), Some(b"not yours".to_vec()));
        assert_eq!(
            store.load_raw(Slot::Match, Generation::Latest),
            Ok(Some(b"three".to_vec()))
        );
        assert_eq!(
            store.load_raw(Slot::Match, Generation::Backup),
            Ok(Some(b"two".to_vec()))
        );
        for kept in ["match.save.corrupt-1", "match.save.bak.corrupt-1"] {
            let meta = fs::symlink_metadata(store.path_of(kept)).expect("kept");
            assert!(meta.file_type().is_symlink(), "{kept} is the link itself");
        }
        let told: Vec<String> = (store.take_set_aside().iter())
            .map(ToString::to_string)
            .collect();
        assert_eq!(told.len(), 2, "{told:?}");
        assert!(told[0].contains("match.save.corrupt-1"), "{told:?}");
        assert!(told[1].contains("match.save.bak.corrupt-1"), "{told:?}");
        assert!(store.take_set_aside().is_empty(), "told once");
        let _ = fs::remove_dir_all(store.dir());
        let _ = fs::remove_file(victim);
    }

    #[test]
    fn a_folder_where_a_save_belongs_is_moved_aside_with_its_contents_and_saving_goes_on() {
        let mut store = scratch();
        for name in ["match.save", "match.save.bak"] {
            fs::create_dir_all(store.path_of(name)).expect("plants");
            fs::write(store.path_of(name).join("inside"), name).expect("plants");
        }
        for n in 1..=3u8 {
            store.save_raw(Slot::Match, &[n; 4]).expect("saves");
        }
        assert_eq!(
            store.load_raw(Slot::Match, Generation::Latest),
            Ok(Some(vec![3; 4]))
        );
        assert_eq!(
            store.load_raw(Slot::Match, Generation::Backup),
            Ok(Some(vec![2; 4]))
        );
        for (kept, was) in [
            ("match.save.corrupt-1", "match.save"),
            ("match.save.bak.corrupt-1", "match.save.bak"),
        ] {
            let inside = fs::read_to_string(store.path_of(kept).join("inside"));
            assert_eq!(inside.ok().as_deref(), Some(was));
        }
        assert_eq!(store.take_set_aside().len(), 2);
        let _ = fs::remove_dir_all(store.dir());
    }

    #[test]
    fn clearing_a_slot_moves_a_folder_aside_instead_of_failing() {
        let mut store = scratch();
        store.save_raw(Slot::Match, b"one").expect("saves");
        fs::create_dir_all(store.path_of("match.save.bak")).expect("plants");
        store.remove(Slot::Match).expect("cleared");
        assert_eq!(names(&store), ["match.save.bak.corrupt-1"]);
        assert_eq!(store.take_set_aside().len(), 1);
        let _ = fs::remove_dir_all(store.dir());
    }

    #[test]
    fn the_folder_has_one_writer_and_a_second_store_touches_nothing() {
        let _one = crate::one_at_a_time();
        let first = scratch();
        fs::create_dir_all(first.dir()).expect("folder");
        fs::write(first.path_of("match.save.tmp-1-2"), b"cut short").expect("plants");
        let mut first = FileStore::open_locked(first.dir()).expect("free");
        assert_eq!(names(&first), Vec::<String>::new(), "leftovers swept");
        for n in 1..=20u8 {
            first.save_raw(Slot::Match, &[n; 16]).expect("saves");
            let second = FileStore::open_locked(first.dir());
            assert!(
                matches!(&second, Err(e) if e.kind == StoreErrorKind::FolderInUse),
                "round {n}: {second:?}"
            );
            assert_eq!(
                first.load_raw(Slot::Match, Generation::Latest),
                Ok(Some(vec![n; 16]))
            );
        }
        assert_eq!(names(&first), ["match.save", "match.save.bak"]);
        let dir = first.dir().to_path_buf();
        drop(first);
        let second = FileStore::open_locked(&dir).expect("free once the first is gone");
        let third = FileStore::open_locked(&dir);
        assert!(
            matches!(&third, Err(e) if e.kind == StoreErrorKind::FolderInUse),
            "the second holds it now: {third:?}"
        );
        drop(second);
        let _ = fs::remove_dir_all(dir);
    }

    #[cfg(unix)]
    #[test]
    fn loading_over_a_link_falls_back_to_the_backup_and_names_the_link_set_aside() {
        #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
        struct Seq(u32);
        impl crate::Versioned for Seq {}
        let store = scratch();
        let dir = store.dir().to_path_buf();
        let mut saves = crate::Saves::new(store);
        for n in 1..=2 {
            saves.save(Slot::Match, &Seq(n)).expect("saves");
        }
        // Another folder's valid save, linked in where the latest belongs.
        let elsewhere = dir.with_extension("elsewhere");
        let mut other = crate::Saves::new(FileStore::new(&elsewhere));
        other.save(Slot::Match, &Seq(99)).expect("saves");
        let latest = dir.join("match.save");
        fs::remove_file(&latest).expect("removes");
        std::os::unix::fs::symlink(elsewhere.join("match.save"), &latest).expect("link");
        let loaded = saves.load::<Seq>(Slot::Match).expect("the backup loads");
        assert_eq!((loaded.value, loaded.from), (Seq(1), Generation::Backup));
        let told = loaded.notice.map(|n| n.to_string()).unwrap_or_default();
        assert_eq!(
            told,
            format!(
                "Your saved match could not be read ({} is not a plain file; it was not opened). \
                 It was kept as {}. The previous save was loaded.",
                latest.display(),
                dir.join("match.save.corrupt-1").display()
            )
        );
        let _ = fs::remove_dir_all(dir);
        let _ = fs::remove_dir_all(elsewhere);
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
        let _one = crate::one_at_a_time();
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
