//! The storage of what a build leaves out (soft bodies without the `soft-bodies` feature,
//! multibodies without `multibody-joints`): always empty, so the optimiser can prove that every
//! pass over it has nothing to do and leave that code out.
use crate::data::arena::Index;
use core::marker::PhantomData;

/// An arena that never holds anything; inserting into it panics.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde-serialize", derive(Serialize, Deserialize))]
pub struct EmptyArena<T> {
    #[cfg_attr(feature = "serde-serialize", serde(skip))]
    item: PhantomData<T>,
}

impl<T> Default for EmptyArena<T> {
    fn default() -> Self {
        Self { item: PhantomData }
    }
}

impl<T> EmptyArena<T> {
    /// The empty arena.
    pub fn new() -> Self {
        Self::default()
    }

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

    /// Panics: this build left these items out.
    pub fn insert(&mut self, _value: T) -> Index {
        left_out()
    }

    /// Panics: this build left these items out.
    pub fn insert_with(&mut self, _create: impl FnOnce(Index) -> T) -> Index {
        left_out()
    }
}

impl<T> core::ops::Index<Index> for EmptyArena<T> {
    type Output = T;

    fn index(&self, _i: Index) -> &T {
        left_out()
    }
}

impl<T> core::ops::IndexMut<Index> for EmptyArena<T> {
    fn index_mut(&mut self, _i: Index) -> &mut T {
        left_out()
    }
}

impl<'a, T> IntoIterator for &'a EmptyArena<T> {
    type Item = (Index, &'a T);
    type IntoIter = core::iter::Empty<(Index, &'a T)>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut EmptyArena<T> {
    type Item = (Index, &'a mut T);
    type IntoIter = core::iter::Empty<(Index, &'a mut T)>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

/// Where an item of a left-out kind was asked for.
#[cold]
fn left_out() -> ! {
    panic!("rapier2d was built without this kind of body (its `soft-bodies` or `multibody-joints` feature)")
}
