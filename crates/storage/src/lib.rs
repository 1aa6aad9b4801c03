//! Saves that never lose a match: typed, versioned save slots with one API on every platform.
//!
//! - [`Saves`] saves and loads values of any [`Versioned`] type by [`Slot`] (settings, teams,
//!   the match in progress, competition records).
//! - Each save is an [`envelope`]: a header with format and schema versions, length and CRC-32,
//!   then the JSON payload. Old schemas are upgraded through the type's migration chain
//!   ([`migrate`]).
//! - Backends ([`Store`]): atomic files with one backup on native ([`FileStore`], in the
//!   platform's save folder, see [`data_dir`]), localStorage on the web (`WebStore`), a map in
//!   memory for tests ([`MemoryStore`]).
//! - A copy that cannot be read (cut short, damaged, not a save, too big, written by a newer
//!   hexkick, a folder or a link in its place) is moved aside and kept, the backup or the
//!   defaults are used, and a [`StorageNotice`] tells the player in plain words. A save that
//!   fails returns a [`SaveError`] to show; nothing in memory is lost. Nothing here panics on
//!   bad data.
//! - One game per save folder: the game's store locks its folder ([`FileStore::open_locked`]);
//!   saves never write through a link they did not make; a file-size limit fails a save
//!   instead of killing the game ([`ignore_file_size_signal`]).
//!
//! ```
//! use hexkick_storage::{MemoryStore, Saves, Slot, Versioned};
//! use serde::{Deserialize, Serialize};
//!
//! #[derive(Serialize, Deserialize, Default, PartialEq, Debug)]
//! struct Settings {
//!     sound: f32,
//! }
//! impl Versioned for Settings {}
//!
//! // In the game: `Saves::open()` (on Android, once the window is up).
//! let mut saves = Saves::new(MemoryStore::default());
//! if let Err(err) = saves.save(Slot::Settings, &Settings { sound: 0.5 }) {
//!     eprintln!("{err}"); // show it to the player; the settings in hand are still valid
//! }
//! let (settings, notice) = saves.load_or_default::<Settings>(Slot::Settings);
//! assert_eq!(settings.sound, 0.5);
//! assert!(notice.is_none()); // when set, show `notice.to_string()` to the player
//! ```

// JNI calls into the Android activity: unsafe by nature.
#[cfg(target_os = "android")]
#[allow(unsafe_code)]
mod android;
#[cfg(not(target_arch = "wasm32"))]
mod background;
pub mod bounded;
pub mod checksum;
mod competitions;
#[cfg(not(target_arch = "wasm32"))]
pub mod data_dir;
pub mod envelope;
mod error;
#[cfg(not(target_arch = "wasm32"))]
mod exclusive;
mod file_size;
pub mod json;
mod keyvalue;
#[cfg(not(target_arch = "wasm32"))]
mod lock;
mod memory;
pub mod migrate;
#[cfg(not(target_arch = "wasm32"))]
mod native;
mod notice;
mod saves;
#[cfg(not(target_arch = "wasm32"))]
mod shared;
pub mod slot;
mod store;
#[cfg(target_arch = "wasm32")]
mod web;

/// Runs the tests that start a process and those that let a folder's lock go and take it
/// again one at a time: a process being started holds a copy of every open file of the test
/// binary until it runs its program, so a lock let go meanwhile is still held.
#[cfg(test)]
pub(crate) fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(not(target_arch = "wasm32"))]
pub use background::BackgroundStore;
pub use error::{LoadError, SaveError, StoreError, StoreErrorKind, StoreOp};
pub use file_size::ignore_file_size_signal;
pub use keyvalue::{KeyValue, KeyValueStore};
pub use memory::{MemoryMap, MemoryStore};
pub use migrate::{Migration, MigrationError, Versioned, current_schema};
#[cfg(not(target_arch = "wasm32"))]
pub use native::FileStore;
pub use notice::{Problem, Reason, Recovery, StorageNotice};
pub use saves::{Loaded, Saves};
#[cfg(not(target_arch = "wasm32"))]
pub use shared::{SharedStore, app_store, flush_app_saves};
pub use slot::{Generation, Slot};
pub use store::{MAX_SAVE_BYTES, Store};
#[cfg(target_arch = "wasm32")]
pub use web::{LocalStorageMap, WebStore};
