//! The backend seam: raw bytes in and out of a slot, on any platform.

use super::error::StoreError;
use super::notice::StorageNotice;
use super::slot::{Generation, Slot};

/// The largest save hexkick writes or reads. A larger file is refused before it is read.
pub const MAX_SAVE_BYTES: u64 = 16 * 1024 * 1024;

/// Where saves live: files on native, localStorage on the web, a map in tests. `Send`, so the
/// game may save on a worker thread (a native save waits for the disk: about 6 ms here).
pub trait Store: Send {
    /// Reads one copy of a slot: `Ok(None)` when there is none. Refuses a copy larger than
    /// [`MAX_SAVE_BYTES`] with [`super::StoreErrorKind::TooBig`] before reading it.
    fn load_raw(&self, slot: Slot, generation: Generation) -> Result<Option<Vec<u8>>, StoreError>;

    /// Makes `bytes` the latest copy of `slot` and the previous latest its backup, so that an
    /// interruption at any point leaves the last completed save as the latest or the backup.
    fn save_raw(&mut self, slot: Slot, bytes: &[u8]) -> Result<(), StoreError>;

    /// Moves one copy aside under a new name (see [`super::slot::quarantine_name`]) and
    /// returns that name as the player would find it (a path or a storage key).
    fn quarantine(&mut self, slot: Slot, generation: Generation) -> Result<String, StoreError>;

    /// Deletes both copies of `slot` (a finished or abandoned match). Nothing saved is fine.
    fn remove(&mut self, slot: Slot) -> Result<(), StoreError>;

    /// Waits until every save handed over is written (stores that write at once have
    /// nothing to wait for; see `BackgroundStore`).
    fn flush(&mut self) -> Result<(), StoreError> {
        Ok(())
    }

    /// Why a save handed over earlier is still not written (a background writer retrying
    /// it), or `None`. Stores that write at once report their failures from `save_raw`.
    fn failure(&self) -> Option<StoreError> {
        None
    }

    /// The copies moved aside while saving since the last call (a folder or a link where a
    /// save belongs, on native), each a notice naming where it was kept; stores that never
    /// move anything aside while saving have none.
    fn take_set_aside(&mut self) -> Vec<StorageNotice> {
        Vec::new()
    }
}

impl Store for Box<dyn Store> {
    fn load_raw(&self, slot: Slot, generation: Generation) -> Result<Option<Vec<u8>>, StoreError> {
        self.as_ref().load_raw(slot, generation)
    }

    fn save_raw(&mut self, slot: Slot, bytes: &[u8]) -> Result<(), StoreError> {
        self.as_mut().save_raw(slot, bytes)
    }

    fn quarantine(&mut self, slot: Slot, generation: Generation) -> Result<String, StoreError> {
        self.as_mut().quarantine(slot, generation)
    }

    fn remove(&mut self, slot: Slot) -> Result<(), StoreError> {
        self.as_mut().remove(slot)
    }

    fn flush(&mut self) -> Result<(), StoreError> {
        self.as_mut().flush()
    }

    fn failure(&self) -> Option<StoreError> {
        self.as_ref().failure()
    }

    fn take_set_aside(&mut self) -> Vec<StorageNotice> {
        self.as_mut().take_set_aside()
    }
}
