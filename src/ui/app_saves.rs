//! The saves every screen opens: this platform's, or saves in memory when those cannot be
//! opened.

use hexkick_storage::{MemoryStore, Saves, Store, StoreError};
use hexkick_table::save_words::no_saves_words;

/// This platform's saves (written off the frame thread on native), or saves in memory (with
/// the reason) when they cannot be opened.
pub fn open_saves() -> (Saves, Option<String>) {
    let (saves, failed) = app_saves();
    (saves, failed.map(|e| no_saves_words(&e)))
}

/// This platform's saves, or saves in memory with the failure that made them so.
pub fn app_saves() -> (Saves, Option<StoreError>) {
    match Saves::open_app() {
        Ok(saves) => (saves, None),
        Err(e) => {
            let memory: Box<dyn Store> = Box::new(MemoryStore::default());
            (Saves::new(memory), Some(e))
        }
    }
}
