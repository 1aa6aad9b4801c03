//! The soft-body storage of a build without the `soft-bodies` feature: always empty, so the
//! optimiser can prove every soft-body pass of a step has nothing to do and leave it out.
use crate::data::arena::Index;
use core::marker::PhantomData;

/// An arena that never holds anything; inserting into it panics.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde-serialize", derive(Serialize, Deserialize))]
pub struct NoSoftBodies<T> {
    #[cfg_attr(feature = "serde-serialize", serde(skip))]
    item: PhantomData<T>,
}

impl<T> Default for NoSoftBodies<T> {
    fn default() -> Self {
        Self { item: PhantomData }
    }
}

impl<T> NoSoftBodies<T> {
    /// Always 0.
    pub fn len(&self) -> usize {
        0
    }

    /// Always true.
    pub fn is_empty(&self) -> bool {
        true
    }

    /// Always false.
    pub fn contains(&self, _i: Index) -> bool {
        false
    }

    /// Always `None`.
    pub fn get(&self, _i: Index) -> Option<&T> {
        None
    }

    /// Always `None`.
    pub fn get_mut(&mut self, _i: Index) -> Option<&mut T> {
        None
    }

    /// Always `None`.
    pub fn remove(&mut self, _i: Index) -> Option<T> {
        None
    }

    /// Nothing.
    pub fn iter(&self) -> core::iter::Empty<(Index, &T)> {
        core::iter::empty()
    }

    /// Nothing.
    pub fn iter_mut(&mut self) -> core::iter::Empty<(Index, &mut T)> {
        core::iter::empty()
    }

    /// Panics: this build has no soft bodies.
    pub fn insert(&mut self, _value: T) -> Index {
        panic!("rapier2d was built without the `soft-bodies` feature")
    }

    /// Panics: this build has no soft bodies.
    pub fn insert_with(&mut self, _create: impl FnOnce(Index) -> T) -> Index {
        panic!("rapier2d was built without the `soft-bodies` feature")
    }
}

impl<T> core::ops::Index<Index> for NoSoftBodies<T> {
    type Output = T;

    fn index(&self, _i: Index) -> &T {
        panic!("rapier2d was built without the `soft-bodies` feature")
    }
}

impl<T> core::ops::IndexMut<Index> for NoSoftBodies<T> {
    fn index_mut(&mut self, _i: Index) -> &mut T {
        panic!("rapier2d was built without the `soft-bodies` feature")
    }
}
