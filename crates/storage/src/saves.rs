//! The typed layer: save and load versioned values by slot, with backup fallback and
//! quarantine of unreadable copies.

use super::envelope;
use super::error::{LoadError, SaveError, StoreError, StoreErrorKind};
use super::migrate::{Versioned, current_schema, upgrade};
use super::notice::{Problem, Reason, Recovery, StorageNotice};
use super::slot::{Generation, Slot};
use super::store::Store;

/// A loaded value, which copy it came from, and what to tell the player (if anything).
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded<T> {
    /// The value, upgraded to the current schema.
    pub value: T,
    /// The latest save, or the backup when the latest was missing or unreadable.
    pub from: Generation,
    /// Set when a copy could not be read: show it to the player.
    pub notice: Option<StorageNotice>,
}

/// The save slots of one device, over any [`Store`] (by default the platform's, boxed).
pub struct Saves<S: Store = Box<dyn Store>> {
    store: S,
    /// Copies moved aside by saves, not yet handed over ([`Saves::take_set_aside`]).
    set_aside: Vec<StorageNotice>,
}

impl Saves {
    /// This platform's saves: files in the save folder on native (the folder locked for as
    /// long as they live: another copy of hexkick on it is refused with
    /// [`StoreErrorKind::FolderInUse`]), localStorage on the web. On Android call it once the
    /// window is running (the folder comes from the activity).
    pub fn open() -> Result<Self, StoreError> {
        #[cfg(target_arch = "wasm32")]
        let store: Box<dyn Store> = Box::new(super::web::WebStore::default());
        #[cfg(not(target_arch = "wasm32"))]
        let store: Box<dyn Store> = Box::new(super::native::FileStore::open_default()?);
        Ok(Self::new(store))
    }

    /// The game's saves: on native they go through the app's one background writer
    /// ([`super::app_store`]: the caller never waits for the disk; [`super::flush_app_saves`]
    /// before quitting; the folder locked as [`Saves::open`] does); on the web localStorage,
    /// as [`Saves::open`].
    pub fn open_app() -> Result<Self, StoreError> {
        #[cfg(target_arch = "wasm32")]
        return Self::open();
        #[cfg(not(target_arch = "wasm32"))]
        Ok(Self::new(Box::new(super::app_store()?)))
    }
}

impl<S: Store> Saves<S> {
    /// Saves kept in `store`.
    pub fn new(store: S) -> Self {
        Self {
            store,
            set_aside: Vec::new(),
        }
    }

    /// The backend (tests plant and inspect raw bytes through it).
    pub fn store_mut(&mut self) -> &mut S {
        &mut self.store
    }

    /// The backend, handed back.
    pub fn into_store(self) -> S {
        self.store
    }

    /// Waits until every save is written (see [`Store::flush`]).
    pub fn flush(&mut self) -> Result<(), StoreError> {
        self.store.flush()
    }

    /// Why a save of `slot` handed to a background writer is still not written (it is being
    /// retried), in words for the player; `None` when every save went through.
    pub fn failure(&self, slot: Slot) -> Option<SaveError> {
        self.store
            .failure()
            .map(|cause| SaveError::Store { slot, cause })
    }

    /// The copies moved aside by saves since the last call, each a notice to show the player
    /// (which copy, why, where it was kept; [`Recovery::SavingGoesOn`]): a damaged latest save
    /// set aside so that it does not become the backup, a folder or a link where a save
    /// belongs. A store that writes in the background reports its own once written.
    pub fn take_set_aside(&mut self) -> Vec<StorageNotice> {
        let mut set_aside = std::mem::take(&mut self.set_aside);
        set_aside.extend(self.store.take_set_aside());
        set_aside
    }

    /// Saves `value` in `slot`. On failure nothing is changed: the previous save stays, and
    /// the caller still holds `value` to try again. A copy moved aside on the way is told by
    /// [`Saves::take_set_aside`].
    pub fn save<T: Versioned>(&mut self, slot: Slot, value: &T) -> Result<(), SaveError> {
        let payload = serde_json::to_vec(value).map_err(|err| SaveError::Encode {
            slot,
            detail: err.to_string(),
        })?;
        let bytes = envelope::seal(slot, current_schema::<T>(), &payload);
        self.set_aside_unusable_latest::<T>(slot);
        self.store
            .save_raw(slot, &bytes)
            .map_err(|cause| SaveError::Store { slot, cause })
    }

    /// Deletes both copies of `slot` (quarantined copies stay). On failure the caller may
    /// try again; a copy left behind is only a save that is no longer wanted.
    pub fn clear(&mut self, slot: Slot) -> Result<(), SaveError> {
        self.store
            .remove(slot)
            .map_err(|cause| SaveError::Store { slot, cause })
    }

    /// Loads `slot`: the latest copy, else the backup. Each unreadable copy is moved aside
    /// (kept, never deleted) and described in the returned notice.
    pub fn load<T: Versioned>(&mut self, slot: Slot) -> Result<Loaded<T>, LoadError> {
        let mut problems = Vec::new();
        for generation in [Generation::Latest, Generation::Backup] {
            let reason = match self.read_copy::<T>(slot, generation) {
                Ok(None) => continue,
                Ok(Some(value)) => {
                    let notice = (!problems.is_empty()).then_some(StorageNotice {
                        slot,
                        problems,
                        recovery: Recovery::PreviousSaveLoaded,
                    });
                    return Ok(Loaded {
                        value,
                        from: generation,
                        notice,
                    });
                }
                Err(reason) => reason,
            };
            let kept_as = if reason.quarantines() {
                self.store.quarantine(slot, generation).ok()
            } else {
                None
            };
            problems.push(Problem {
                generation,
                reason,
                kept_as,
            });
        }
        if problems.is_empty() {
            Err(LoadError::NothingSaved)
        } else {
            Err(LoadError::Unreadable(StorageNotice {
                slot,
                problems,
                recovery: Recovery::FreshStart,
            }))
        }
    }

    /// Loads `slot`, or gives `T::default()` when nothing usable is saved, with the notice to
    /// show when something was lost.
    pub fn load_or_default<T: Versioned + Default>(
        &mut self,
        slot: Slot,
    ) -> (T, Option<StorageNotice>) {
        match self.load(slot) {
            Ok(loaded) => (loaded.value, loaded.notice),
            Err(LoadError::NothingSaved) => (T::default(), None),
            Err(LoadError::Unreadable(notice)) => (T::default(), Some(notice)),
        }
    }

    /// Moves a damaged, oversized or newer-format latest copy aside before a save would turn
    /// it into the backup, so the backup is always the previous good save and a newer
    /// hexkick's save is kept rather than overwritten two saves later. What was moved is told
    /// by [`Saves::take_set_aside`].
    fn set_aside_unusable_latest<T: Versioned>(&mut self, slot: Slot) {
        let supported = current_schema::<T>();
        let unusable = match self.store.load_raw(slot, Generation::Latest) {
            Ok(Some(bytes)) => match envelope::open(&bytes, slot) {
                Ok(sealed) if sealed.schema > supported => Some(Reason::Newer {
                    found: sealed.schema,
                    supported,
                }),
                Ok(_) => None,
                Err(reason) => Some(reason),
            },
            Ok(None) => None,
            Err(StoreError {
                kind: StoreErrorKind::TooBig { size, limit },
                ..
            }) => Some(Reason::TooBig { size, limit }),
            Err(_) => None,
        };
        if let Some(reason) = unusable
            && let Ok(kept) = self.store.quarantine(slot, Generation::Latest)
        {
            let notice = StorageNotice::set_aside(slot, Generation::Latest, reason, kept);
            self.set_aside.push(notice);
        }
    }

    /// Reads, checks, upgrades and decodes one copy.
    fn read_copy<T: Versioned>(
        &self,
        slot: Slot,
        generation: Generation,
    ) -> Result<Option<T>, Reason> {
        let bytes = match self.store.load_raw(slot, generation) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Ok(None),
            Err(StoreError {
                kind: StoreErrorKind::TooBig { size, limit },
                ..
            }) => return Err(Reason::TooBig { size, limit }),
            Err(err) => return Err(Reason::CannotOpen(err)),
        };
        let sealed = envelope::open(&bytes, slot)?;
        let json = crate::json::read_value(sealed.payload)
            .map_err(|err| Reason::DoesNotFit(err.to_string()))?;
        upgrade(sealed.schema, json).map(Some)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::MemoryStore;
    use crate::slot::stored_name;
    use crate::{KeyValue, MemoryMap};
    use serde::{Deserialize, Serialize};

    #[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
    struct Score {
        home: u32,
        away: u32,
    }

    impl Versioned for Score {}

    fn saves_with(plant: &[(Generation, &[u8])]) -> Saves<MemoryStore> {
        let mut map = MemoryMap::default();
        for (generation, bytes) in plant {
            let _ = map.set(&stored_name(Slot::Match, *generation), bytes);
        }
        Saves::new(MemoryStore::new(map))
    }

    fn sealed(score: &Score) -> Vec<u8> {
        let json = serde_json::to_vec(score).unwrap_or_default();
        envelope::seal(Slot::Match, 1, &json)
    }

    #[test]
    fn a_saved_value_loads_back_from_the_latest_copy() {
        let mut saves = Saves::new(MemoryStore::default());
        assert_eq!(
            saves.load::<Score>(Slot::Match),
            Err(LoadError::NothingSaved)
        );
        saves
            .save(Slot::Match, &Score { home: 1, away: 0 })
            .expect("saves");
        saves
            .save(Slot::Match, &Score { home: 2, away: 0 })
            .expect("saves");
        let loaded = saves.load::<Score>(Slot::Match).expect("loads");
        assert_eq!(loaded.value, Score { home: 2, away: 0 });
        assert_eq!(loaded.from, Generation::Latest);
        assert_eq!(loaded.notice, None);
    }

    #[test]
    fn a_cut_latest_falls_back_to_the_backup_and_is_kept() {
        let good = sealed(&Score { home: 3, away: 1 });
        let newer = sealed(&Score { home: 4, away: 1 });
        let mut saves = saves_with(&[
            (Generation::Latest, &newer[..newer.len() - 3]),
            (Generation::Backup, &good),
        ]);
        let loaded = saves.load::<Score>(Slot::Match).expect("backup loads");
        assert_eq!(loaded.value, Score { home: 3, away: 1 });
        assert_eq!(loaded.from, Generation::Backup);
        let notice = loaded.notice.expect("the player is told").to_string();
        assert_eq!(
            notice,
            "Your saved match could not be read (the file was cut short). \
             It was kept as memory:match.save.corrupt-1. The previous save was loaded."
        );
        // Loading again finds no latest copy (it was moved aside) and quietly uses the backup.
        let again = saves.load::<Score>(Slot::Match).expect("loads");
        assert_eq!((again.from, again.notice), (Generation::Backup, None));
    }

    #[test]
    fn two_bad_copies_give_defaults_and_a_notice() {
        let mut saves = saves_with(&[(Generation::Latest, b""), (Generation::Backup, b"junk\n")]);
        let (value, notice) = saves.load_or_default::<Score>(Slot::Match);
        assert_eq!(value, Score::default());
        let notice = notice.expect("told").to_string();
        assert!(notice.contains("(the file is empty)"), "{notice}");
        assert!(notice.contains("Its backup could not be read (the file is not a hexkick save)"));
        assert!(notice.ends_with("A new match can be started."), "{notice}");
    }

    #[test]
    fn a_save_that_does_not_fit_the_type_is_kept_aside() {
        let wrong = envelope::seal(Slot::Match, 1, br#"{"home":"two"}"#);
        let mut saves = saves_with(&[(Generation::Latest, &wrong)]);
        let err = saves.load::<Score>(Slot::Match);
        let Err(LoadError::Unreadable(notice)) = err else {
            panic!("expected unreadable, got {err:?}");
        };
        assert!(matches!(notice.problems[0].reason, Reason::DoesNotFit(_)));
        assert_eq!(notice.recovery, Recovery::FreshStart);
    }

    #[test]
    fn saving_over_a_damaged_latest_keeps_the_good_backup() {
        let good = sealed(&Score { home: 5, away: 5 });
        let mut saves = saves_with(&[
            (Generation::Latest, b"garbage"),
            (Generation::Backup, &good),
        ]);
        saves
            .save(Slot::Match, &Score { home: 6, away: 5 })
            .expect("saves");
        let map = saves.store_mut().map();
        assert_eq!(
            map.get("match.save.bak").ok().flatten().as_deref(),
            Some(&good[..])
        );
        assert_eq!(
            map.get("match.save.corrupt-1").ok().flatten().as_deref(),
            Some(&b"garbage"[..])
        );
        let told: Vec<String> = (saves.take_set_aside().iter())
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            told,
            [
                "Your saved match could not be read (the file is not a hexkick save). It was kept \
              as memory:match.save.corrupt-1. Saving went on as usual."
            ]
        );
        assert!(saves.take_set_aside().is_empty(), "told once");
    }

    #[test]
    fn two_bad_copies_are_both_named() {
        let mut saves = saves_with(&[(Generation::Latest, b"junk"), (Generation::Backup, b"")]);
        let Err(LoadError::Unreadable(notice)) = saves.load::<Score>(Slot::Match) else {
            panic!("both copies are bad");
        };
        let kept: Vec<Option<&str>> = (notice.problems.iter())
            .map(|p| p.kept_as.as_deref())
            .collect();
        assert_eq!(
            kept,
            [
                Some("memory:match.save.corrupt-1"),
                Some("memory:match.save.bak.corrupt-1")
            ]
        );
        let text = notice.to_string();
        assert!(
            text.contains("It was kept as memory:match.save.corrupt-1.")
                && text.contains("It was kept as memory:match.save.bak.corrupt-1."),
            "{text}"
        );
    }

    #[test]
    fn a_read_only_store_refuses_the_save_and_keeps_the_last_one() {
        let mut saves = Saves::new(MemoryStore::default());
        saves
            .save(Slot::Match, &Score { home: 1, away: 1 })
            .expect("saves");
        saves.store_mut().map_mut().set_read_only(true);
        let in_hand = Score { home: 2, away: 1 };
        let err = saves.save(Slot::Match, &in_hand).expect_err("read-only");
        assert_eq!(
            err.to_string(),
            "Your saved match could not be saved: the disk holding memory:match.save.bak is \
             read-only. Nothing is lost: the game goes on and will try to save again."
        );
        let loaded = saves.load::<Score>(Slot::Match).expect("still loads");
        assert_eq!(loaded.value, Score { home: 1, away: 1 });
        // The disk comes back: the value still in hand is saved.
        saves.store_mut().map_mut().set_read_only(false);
        saves.save(Slot::Match, &in_hand).expect("saves now");
        let loaded = saves.load::<Score>(Slot::Match).expect("loads");
        assert_eq!(loaded.value, in_hand);
    }
}
