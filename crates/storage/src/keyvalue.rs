//! A [`Store`] over any key-value map: the browser's localStorage or an in-memory map.
//! localStorage writes one key at a time atomically, so backups and quarantine are plain
//! copies between keys.

use super::error::{StoreError, StoreErrorKind, StoreOp};
use super::slot::{Generation, Slot, free_quarantine_name, stored_name};
use super::store::{MAX_SAVE_BYTES, Store};

/// A map from names to bytes.
pub trait KeyValue: Send {
    /// The value under `key`, if any.
    fn get(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError>;
    /// Stores `value` under `key`, replacing any value.
    fn set(&mut self, key: &str, value: &[u8]) -> Result<(), StoreError>;
    /// Removes `key` (nothing happens if it is absent).
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
    /// How the player would find `key` (e.g. the localStorage key).
    fn describe(&self, key: &str) -> String;
}

/// A [`Store`] keeping each copy of each slot under its own key.
#[derive(Debug, Default)]
pub struct KeyValueStore<K> {
    map: K,
}

impl<K: KeyValue> KeyValueStore<K> {
    /// A store over `map`.
    pub fn new(map: K) -> Self {
        Self { map }
    }

    /// The map underneath (tests plant and inspect raw bytes through it).
    pub fn map(&self) -> &K {
        &self.map
    }

    /// The map underneath, mutable.
    pub fn map_mut(&mut self) -> &mut K {
        &mut self.map
    }
}

impl<K: KeyValue> Store for KeyValueStore<K> {
    fn load_raw(&self, slot: Slot, generation: Generation) -> Result<Option<Vec<u8>>, StoreError> {
        let key = stored_name(slot, generation);
        let value = self.map.get(&key)?;
        match value {
            Some(bytes) if bytes.len() as u64 > MAX_SAVE_BYTES => Err(StoreError::new(
                StoreErrorKind::TooBig {
                    size: bytes.len() as u64,
                    limit: MAX_SAVE_BYTES,
                },
                self.map.describe(&key),
                StoreOp::Read,
            )),
            other => Ok(other),
        }
    }

    fn save_raw(&mut self, slot: Slot, bytes: &[u8]) -> Result<(), StoreError> {
        let latest = stored_name(slot, Generation::Latest);
        if let Some(previous) = self.map.get(&latest)? {
            self.map
                .set(&stored_name(slot, Generation::Backup), &previous)?;
        }
        self.map.set(&latest, bytes)
    }

    fn quarantine(&mut self, slot: Slot, generation: Generation) -> Result<String, StoreError> {
        let from = stored_name(slot, generation);
        let to = free_quarantine_name(slot, generation, |name| {
            matches!(self.map.get(name), Ok(Some(_)))
        });
        if let Some(bytes) = self.map.get(&from)? {
            self.map.set(&to, &bytes)?;
        }
        self.map.remove(&from)?;
        Ok(self.map.describe(&to))
    }

    fn remove(&mut self, slot: Slot) -> Result<(), StoreError> {
        for generation in [Generation::Latest, Generation::Backup] {
            self.map.remove(&stored_name(slot, generation))?;
        }
        Ok(())
    }
}
