//! An in-memory backend for tests and for running without any storage.

use std::collections::BTreeMap;

use super::error::{StoreError, StoreErrorKind, StoreOp};
use super::keyvalue::{KeyValue, KeyValueStore};

/// A [`KeyValue`] map held in memory, which can be made read-only to test failing saves.
#[derive(Clone, Debug, Default)]
pub struct MemoryMap {
    entries: BTreeMap<String, Vec<u8>>,
    read_only: bool,
}

/// The in-memory [`super::Store`].
pub type MemoryStore = KeyValueStore<MemoryMap>;

impl MemoryMap {
    /// Makes every later write fail (as a read-only disk would) or work again.
    pub fn set_read_only(&mut self, read_only: bool) {
        self.read_only = read_only;
    }

    /// Every key held, in order.
    pub fn keys(&self) -> Vec<String> {
        self.entries.keys().cloned().collect()
    }

    fn check_writable(&self, key: &str) -> Result<(), StoreError> {
        if self.read_only {
            Err(StoreError::new(
                StoreErrorKind::ReadOnlyDisk,
                self.describe(key),
                StoreOp::Write,
            ))
        } else {
            Ok(())
        }
    }
}

impl KeyValue for MemoryMap {
    fn get(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.entries.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &[u8]) -> Result<(), StoreError> {
        self.check_writable(key)?;
        self.entries.insert(key.to_string(), value.to_vec());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.check_writable(key)?;
        self.entries.remove(key);
        Ok(())
    }

    fn describe(&self, key: &str) -> String {
        format!("memory:{key}")
    }
}
