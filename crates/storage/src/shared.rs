//! The game's saves on native: one [`BackgroundStore`] for the whole app, so the frame thread
//! never waits for the disk (an `fsync` per save) and every screen's saves go through one
//! queue (a screen reading a slot another has just saved sees the queued bytes).
//!
//! [`app_store`] hands out [`SharedStore`] handles on the writer of the save folder;
//! [`flush_app_saves`] waits until everything handed over is on disk (on quit and when the app
//! goes to the background). The writer starts each save at once, so a save is on disk within
//! a few milliseconds even when no flush comes (iOS; see `tests/eager_saves.rs`).

use super::background::BackgroundStore;
use super::data_dir;
use super::error::StoreError;
use super::native::FileStore;
use super::notice::StorageNotice;
use super::slot::{Generation, Slot};
use super::store::Store;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

/// A handle on a [`BackgroundStore`] shared with other handles: every handle's saves go
/// through the same queue and worker.
pub struct SharedStore<S: Store + 'static>(Arc<Mutex<BackgroundStore<S>>>);

impl<S: Store + 'static> Clone for SharedStore<S> {
    fn clone(&self) -> Self {
        Self(Arc::clone(&self.0))
    }
}

impl<S: Store + 'static> SharedStore<S> {
    /// A first handle on a new writer for `store`.
    pub fn new(store: S) -> Self {
        Self(Arc::new(Mutex::new(BackgroundStore::new(store))))
    }

    fn writer(&self) -> MutexGuard<'_, BackgroundStore<S>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl<S: Store + 'static> Store for SharedStore<S> {
    fn load_raw(&self, slot: Slot, generation: Generation) -> Result<Option<Vec<u8>>, StoreError> {
        self.writer().load_raw(slot, generation)
    }

    fn save_raw(&mut self, slot: Slot, bytes: &[u8]) -> Result<(), StoreError> {
        self.writer().save_raw(slot, bytes)
    }

    fn quarantine(&mut self, slot: Slot, generation: Generation) -> Result<String, StoreError> {
        self.writer().quarantine(slot, generation)
    }

    fn remove(&mut self, slot: Slot) -> Result<(), StoreError> {
        self.writer().remove(slot)
    }

    fn flush(&mut self) -> Result<(), StoreError> {
        self.writer().flush()
    }

    fn failure(&self) -> Option<StoreError> {
        self.writer().failure()
    }

    fn take_set_aside(&mut self) -> Vec<StorageNotice> {
        self.writer().take_set_aside()
    }
}

/// The app's writer, or why another copy of hexkick keeps it from the folder.
type AppWriter = Result<SharedStore<FileStore>, StoreError>;

/// The folder the app saves in and its writer.
static APP: Mutex<Option<(PathBuf, AppWriter)>> = Mutex::new(None);

fn app() -> MutexGuard<'static, Option<(PathBuf, AppWriter)>> {
    APP.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A handle on the app's writer for this platform's save folder, started on first use: the
/// folder is locked for this process as long as the writer lives
/// ([`FileStore::open_locked`]). When another copy of hexkick holds the folder, every call
/// gives the same [`super::StoreErrorKind::FolderInUse`] for the rest of the run (the game plays
/// without saving rather than start saving half-way). When the folder changed since (tests
/// set `HEXKICK_DATA_DIR`), the old writer is flushed and a new one started.
pub fn app_store() -> Result<SharedStore<FileStore>, StoreError> {
    app_writer_for(data_dir::save_folder()?)
}

/// [`app_store`] for the folder `dir`.
fn app_writer_for(dir: PathBuf) -> AppWriter {
    let mut app = app();
    if let Some((folder, writer)) = app.as_ref()
        && *folder == dir
    {
        return writer.clone();
    }
    if let Some((_, Ok(mut old))) = app.take() {
        // Its failure was reported to the screen that saved, or will be by the next save.
        let _ = old.flush();
    }
    let writer = FileStore::open_locked(&dir).map(SharedStore::new);
    *app = Some((dir, writer.clone()));
    writer
}

/// Waits until every save handed to the app's writer is on disk; reports a write that failed.
/// Call it before the process ends and when the app goes to the background.
pub fn flush_app_saves() -> Result<(), StoreError> {
    let store = app().as_ref().and_then(|(_, writer)| writer.clone().ok());
    store.map_or(Ok(()), |mut store| store.flush())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{MemoryStore, Saves, StoreErrorKind};

    #[test]
    fn the_app_plays_without_saving_for_the_whole_run_when_another_copy_has_the_folder() {
        let root = std::env::temp_dir().join(format!("hexkick-app-{}", std::process::id()));
        let (taken, free) = (root.join("taken"), root.join("free"));
        let other_copy = FileStore::open_locked(&taken).expect("free at first");
        let refused = app_writer_for(taken.clone()).err().map(|e| e.kind);
        assert_eq!(refused, Some(StoreErrorKind::FolderInUse));
        drop(other_copy);
        // The same answer for the rest of the run: saving does not start half-way.
        let again = app_writer_for(taken.clone()).err().map(|e| e.kind);
        assert_eq!(again, Some(StoreErrorKind::FolderInUse));
        assert!(
            app_writer_for(free.clone()).is_ok(),
            "another folder is free"
        );
        assert!(app_writer_for(free).is_ok(), "and handed out again");
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn handles_share_one_queue_and_see_each_others_saves() {
        let first = SharedStore::new(MemoryStore::default());
        let mut second = first.clone();
        let mut saves = Saves::new(first);
        saves
            .store_mut()
            .save_raw(Slot::Settings, b"one")
            .expect("queued");
        assert_eq!(
            second
                .load_raw(Slot::Settings, Generation::Latest)
                .expect("read"),
            Some(b"one".to_vec())
        );
        second.save_raw(Slot::Settings, b"two").expect("queued");
        saves.flush().expect("flushed");
        let latest = saves
            .store_mut()
            .load_raw(Slot::Settings, Generation::Latest);
        assert_eq!(latest.expect("read"), Some(b"two".to_vec()));
    }
}
