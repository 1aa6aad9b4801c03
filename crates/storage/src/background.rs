//! A store that writes on a worker thread (native only): the frame thread hands over the bytes and
//! goes on; the disk (an `fsync` of 5-25 ms per save here, docs/saves.md, "Storage figures") is
//! waited for on the worker. The latest snapshot of a slot wins: a save queued behind another of
//! the same slot replaces it. Reads of a slot with a queued write see the queued bytes; backups,
//! quarantines and removals wait for the queue first. Dropping the store (or [`Store::flush`])
//! writes everything queued.
//!
//! A failed background write is reported at once through [`Store::failure`] (the screen
//! asks every frame), again by the next `save_raw` or `flush`, and retried every
//! [`RETRY_EVERY`] until it is written or a newer snapshot of its slot replaces it (the match
//! in memory is never lost).

use super::error::StoreError;
use super::notice::StorageNotice;
use super::slot::{Generation, Slot};
use super::store::Store;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long the worker waits before writing a failed snapshot again.
pub const RETRY_EVERY: Duration = Duration::from_millis(250);

/// Saves waiting for the worker, and what it reports back.
#[derive(Default)]
struct Queue {
    /// Snapshots to write, oldest first, at most one per slot.
    pending: Vec<(Slot, Arc<Vec<u8>>)>,
    /// The snapshot being written now.
    writing: Option<(Slot, Arc<Vec<u8>>)>,
    /// The last write that failed, not yet reported by `save_raw` or `flush`.
    error: Option<StoreError>,
    /// Snapshots whose write failed, to try again (at most one per slot).
    retry: Vec<(Slot, Arc<Vec<u8>>)>,
    /// Why the oldest snapshot still to retry failed; `None` once every write went through.
    failing: Option<StoreError>,
    /// Copies the store moved aside while writing, not yet handed over.
    set_aside: Vec<StorageNotice>,
    /// The store is being dropped: write what is queued and stop.
    stop: bool,
}

struct Shared<S> {
    queue: Mutex<Queue>,
    /// Wakes the worker (work or stop).
    work: Condvar,
    /// Wakes flushers (the queue ran dry).
    idle: Condvar,
    store: Mutex<S>,
}

/// A lock that survives a panicked holder: the data is plain bytes and flags.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A [`Store`] whose saves are written by a worker thread.
pub struct BackgroundStore<S: Store + 'static> {
    shared: Arc<Shared<S>>,
    worker: Option<JoinHandle<()>>,
}

impl<S: Store + 'static> BackgroundStore<S> {
    /// Wraps `store`; its writes now happen on a worker thread.
    pub fn new(store: S) -> Self {
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            work: Condvar::new(),
            idle: Condvar::new(),
            store: Mutex::new(store),
        });
        let for_worker = Arc::clone(&shared);
        let worker = std::thread::Builder::new()
            .name("hexkick-saves".into())
            .spawn(move || write_queued(&for_worker))
            .ok();
        BackgroundStore { shared, worker }
    }

    /// Waits until every queued save is written.
    fn wait_idle(&self) {
        let mut q = lock(&self.shared.queue);
        if self.worker.is_none() {
            // No worker thread could be started: write here.
            while !q.pending.is_empty() {
                let (slot, bytes) = q.pending.remove(0);
                let (result, set_aside) = write(&self.shared.store, slot, &bytes);
                q.set_aside.extend(set_aside);
                q.settle(slot, bytes, result);
            }
            return;
        }
        while !q.pending.is_empty() || q.writing.is_some() {
            q = self
                .shared
                .idle
                .wait(q)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
    }

    /// Writes everything queued, stops the worker and hands the store back.
    pub fn into_inner(mut self) -> S {
        self.stop();
        let shared = Arc::clone(&self.shared);
        drop(self);
        match Arc::try_unwrap(shared) {
            Ok(shared) => shared
                .store
                .into_inner()
                .unwrap_or_else(|poisoned| poisoned.into_inner()),
            Err(_) => unreachable!("the worker has stopped and the store was dropped"),
        }
    }

    fn stop(&mut self) {
        // One last try of the failed snapshots before the worker goes.
        lock(&self.shared.queue).requeue_failed();
        self.shared.work.notify_all();
        self.wait_idle();
        lock(&self.shared.queue).stop = true;
        self.shared.work.notify_all();
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

impl Queue {
    /// Moves the failed snapshots back to the queue (a newer one of the same slot wins).
    fn requeue_failed(&mut self) {
        for (slot, bytes) in std::mem::take(&mut self.retry) {
            if !self.pending.iter().any(|(s, _)| *s == slot) {
                self.pending.push((slot, bytes));
            }
        }
    }

    /// Records how a write of `slot` went.
    fn settle(&mut self, slot: Slot, bytes: Arc<Vec<u8>>, result: Result<(), StoreError>) {
        self.retry.retain(|(s, _)| *s != slot);
        match result {
            Ok(()) => {
                if self.retry.is_empty() {
                    self.failing = None;
                }
            }
            Err(e) => {
                if !self.pending.iter().any(|(s, _)| *s == slot) {
                    self.retry.push((slot, bytes));
                }
                self.failing = Some(e.clone());
                self.error = Some(e);
            }
        }
    }
}

/// Writes one snapshot; returns how it went and the copies the store moved aside.
fn write<S: Store>(
    store: &Mutex<S>,
    slot: Slot,
    bytes: &[u8],
) -> (Result<(), StoreError>, Vec<StorageNotice>) {
    let mut store = lock(store);
    let result = store.save_raw(slot, bytes);
    (result, store.take_set_aside())
}

/// The worker: writes queued snapshots until asked to stop with nothing left, and tries
/// failed ones again every [`RETRY_EVERY`].
fn write_queued<S: Store>(shared: &Shared<S>) {
    loop {
        let (slot, bytes) = {
            let mut q = lock(&shared.queue);
            while q.pending.is_empty() && !q.stop {
                if q.retry.is_empty() {
                    q = shared
                        .work
                        .wait(q)
                        .unwrap_or_else(|poisoned| poisoned.into_inner());
                } else {
                    q = shared
                        .work
                        .wait_timeout(q, RETRY_EVERY)
                        .unwrap_or_else(|poisoned| poisoned.into_inner())
                        .0;
                    if q.pending.is_empty() && !q.stop {
                        q.requeue_failed();
                    }
                }
            }
            if q.pending.is_empty() {
                return;
            }
            let job = q.pending.remove(0);
            q.writing = Some(job.clone());
            job
        };
        let (result, set_aside) = write(&shared.store, slot, &bytes);
        let mut q = lock(&shared.queue);
        q.set_aside.extend(set_aside);
        q.writing = None;
        q.settle(slot, bytes, result);
        shared.idle.notify_all();
    }
}

impl<S: Store + 'static> Store for BackgroundStore<S> {
    fn load_raw(&self, slot: Slot, generation: Generation) -> Result<Option<Vec<u8>>, StoreError> {
        if generation == Generation::Latest {
            let q = lock(&self.shared.queue);
            let queued = q
                .pending
                .iter()
                .rev()
                .chain(q.writing.iter())
                .find(|(s, _)| *s == slot);
            if let Some((_, bytes)) = queued {
                return Ok(Some(bytes.as_ref().clone()));
            }
        } else {
            self.wait_idle();
        }
        lock(&self.shared.store).load_raw(slot, generation)
    }

    /// Queues the snapshot and returns at once; reports a failure of an earlier background
    /// write, if one is not yet reported.
    fn save_raw(&mut self, slot: Slot, bytes: &[u8]) -> Result<(), StoreError> {
        let earlier = {
            let mut q = lock(&self.shared.queue);
            q.pending.retain(|(s, _)| *s != slot);
            q.pending.push((slot, Arc::new(bytes.to_vec())));
            q.error.take()
        };
        self.shared.work.notify_all();
        if self.worker.is_none() {
            self.wait_idle();
        }
        earlier.map_or(Ok(()), Err)
    }

    fn quarantine(&mut self, slot: Slot, generation: Generation) -> Result<String, StoreError> {
        self.wait_idle();
        lock(&self.shared.store).quarantine(slot, generation)
    }

    fn remove(&mut self, slot: Slot) -> Result<(), StoreError> {
        self.wait_idle();
        lock(&self.shared.store).remove(slot)
    }

    fn flush(&mut self) -> Result<(), StoreError> {
        self.wait_idle();
        let mut q = lock(&self.shared.queue);
        let unreported = q.error.take();
        unreported.or_else(|| q.failing.clone()).map_or(Ok(()), Err)
    }

    fn failure(&self) -> Option<StoreError> {
        lock(&self.shared.queue).failing.clone()
    }

    /// The copies moved aside by the worker's writes, then by the calls made here (removals).
    fn take_set_aside(&mut self) -> Vec<StorageNotice> {
        let mut set_aside = std::mem::take(&mut lock(&self.shared.queue).set_aside);
        set_aside.extend(lock(&self.shared.store).take_set_aside());
        set_aside
    }
}

impl<S: Store + 'static> Drop for BackgroundStore<S> {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MemoryStore;

    #[test]
    fn queued_saves_read_back_at_once_and_are_in_the_store_after_flush() {
        let mut store = BackgroundStore::new(MemoryStore::default());
        for n in 0..50u8 {
            store.save_raw(Slot::Match, &[n; 64]).expect("queued");
            let latest = store.load_raw(Slot::Match, Generation::Latest);
            assert_eq!(latest.expect("read").as_deref(), Some(&[n; 64][..]));
        }
        store.flush().expect("flushed");
        let inner = store.into_inner();
        let latest = inner
            .load_raw(Slot::Match, Generation::Latest)
            .expect("read");
        assert_eq!(latest.as_deref(), Some(&[49u8; 64][..]));
    }

    #[test]
    fn copies_the_worker_set_aside_are_handed_over() {
        let dir = std::env::temp_dir().join(format!("hexkick-bg-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("match.save.bak")).expect("plants");
        let mut store = BackgroundStore::new(crate::FileStore::new(&dir));
        store.save_raw(Slot::Match, b"one").expect("queued");
        store.flush().expect("written");
        let told = store.take_set_aside();
        assert_eq!(told.len(), 1, "{told:?}");
        assert_eq!(
            told[0].problems[0].kept_as,
            Some(dir.join("match.save.bak.corrupt-1").display().to_string())
        );
        assert!(store.take_set_aside().is_empty(), "told once");
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A store that fails every write while its switch is on.
    struct Flaky {
        inner: MemoryStore,
        failing: Arc<std::sync::atomic::AtomicBool>,
    }

    impl Store for Flaky {
        fn load_raw(&self, slot: Slot, g: Generation) -> Result<Option<Vec<u8>>, StoreError> {
            self.inner.load_raw(slot, g)
        }
        fn save_raw(&mut self, slot: Slot, bytes: &[u8]) -> Result<(), StoreError> {
            if self.failing.load(std::sync::atomic::Ordering::SeqCst) {
                let kind = crate::StoreErrorKind::Full;
                return Err(StoreError::new(kind, "flaky", crate::StoreOp::Write));
            }
            self.inner.save_raw(slot, bytes)
        }
        fn quarantine(&mut self, slot: Slot, g: Generation) -> Result<String, StoreError> {
            self.inner.quarantine(slot, g)
        }
        fn remove(&mut self, slot: Slot) -> Result<(), StoreError> {
            self.inner.remove(slot)
        }
    }

    /// Waits (at most ten seconds) until `done` holds.
    fn eventually(done: impl Fn() -> bool) -> bool {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !done() {
            if std::time::Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        true
    }

    #[test]
    fn a_failed_background_save_is_reported_at_once_and_retried() {
        let failing = Arc::new(std::sync::atomic::AtomicBool::new(true));
        let flaky = Flaky {
            inner: MemoryStore::default(),
            failing: Arc::clone(&failing),
        };
        let mut store = BackgroundStore::new(flaky);
        store.save_raw(Slot::Match, b"move 1").expect("queued");
        // Reported without another save or a flush.
        assert!(eventually(|| store.failure().is_some()), "reported");
        assert!(store.flush().is_err(), "a flush says it is not written");
        // The disk comes back: the same snapshot is written by the worker on its own.
        failing.store(false, std::sync::atomic::Ordering::SeqCst);
        assert!(eventually(|| store.failure().is_none()), "retried");
        store.flush().expect("nothing left unwritten");
        let inner = store.into_inner().inner;
        let latest = inner
            .load_raw(Slot::Match, Generation::Latest)
            .expect("read");
        assert_eq!(latest.as_deref(), Some(&b"move 1"[..]));
    }
}
