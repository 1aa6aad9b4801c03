//! The web backend: the browser's localStorage through quad-storage, keys `hexkick.<name>`.
//! Only compiled for wasm32: on native quad-storage writes `local.data` in the working
//! directory and panics on a bad file.

use super::error::{StoreError, StoreErrorKind, StoreOp};
use super::keyvalue::{KeyValue, KeyValueStore};

/// The prefix of every hexkick key in localStorage.
const KEY_PREFIX: &str = "hexkick.";

/// localStorage as a [`KeyValue`] map.
#[derive(Debug, Default)]
pub struct LocalStorageMap;

/// The web [`super::Store`].
pub type WebStore = KeyValueStore<LocalStorageMap>;

/// How the player would find `key`.
fn place(key: &str) -> String {
    format!("{KEY_PREFIX}{key} in the browser's storage")
}

fn storage_error(kind: StoreErrorKind, key: &str, op: StoreOp) -> StoreError {
    StoreError::new(kind, place(key), op)
}

fn with_storage<R>(
    key: &str,
    op: StoreOp,
    f: impl FnOnce(&mut quad_storage::LocalStorage) -> R,
) -> Result<R, StoreError> {
    match quad_storage::STORAGE.lock() {
        Ok(mut storage) => Ok(f(&mut storage)),
        Err(_) => Err(storage_error(
            StoreErrorKind::Other("it is in use after an earlier failure".into()),
            key,
            op,
        )),
    }
}

impl KeyValue for LocalStorageMap {
    fn get(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let full = format!("{KEY_PREFIX}{key}");
        with_storage(key, StoreOp::Read, |s| s.get(&full).map(String::into_bytes))
    }

    fn set(&mut self, key: &str, value: &[u8]) -> Result<(), StoreError> {
        let Ok(text) = std::str::from_utf8(value) else {
            return Err(storage_error(
                StoreErrorKind::Other("a save must be text".into()),
                key,
                StoreOp::Write,
            ));
        };
        let full = format!("{KEY_PREFIX}{key}");
        let kept = with_storage(key, StoreOp::Write, |s| {
            s.set(&full, text);
            s.get(&full).as_deref() == Some(text)
        })?;
        // localStorage drops a write silently when the quota is reached: read it back.
        if kept {
            Ok(())
        } else {
            Err(storage_error(StoreErrorKind::Full, key, StoreOp::Write))
        }
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        let full = format!("{KEY_PREFIX}{key}");
        with_storage(key, StoreOp::Write, |s| s.remove(&full))
    }

    fn describe(&self, key: &str) -> String {
        place(key)
    }
}
