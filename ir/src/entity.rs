//! Typed `u32` ids for the IR's arenas, and the arena type itself.

use std::fmt;
use std::marker::PhantomData;

/// An id usable as an index into an [`Arena`].
pub trait EntityId: Copy + Eq + Ord + std::hash::Hash + fmt::Debug {
    /// Build the id from its index.
    fn new(index: usize) -> Self;
    /// The index this id stands for.
    fn index(self) -> usize;
}

macro_rules! entity {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub u32);
        impl EntityId for $name {
            fn new(index: usize) -> Self {
                $name(u32::try_from(index).expect("arena overflow"))
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

entity!(
    /// A scalar variable (local, parameter, global, special value or ghost).
    VarId,
    "v"
);
entity!(
    /// A memory array (global, shared, constant or private).
    ArrayId,
    "A"
);
entity!(
    /// A procedure (kernel or helper).
    ProcId,
    "proc"
);
entity!(
    /// A proof obligation: an assert, invariant, or contract clause.
    AssertId,
    "a"
);
entity!(
    /// An uninterpreted function.
    FuncId,
    "f"
);
entity!(
    /// A label of a structured block or loop, the target of `exit`.
    LabelId,
    "L"
);

/// A dense vector indexed by a typed id.
#[derive(Clone, Debug)]
pub struct Arena<I: EntityId, T> {
    items: Vec<T>,
    _id: PhantomData<I>,
}

impl<I: EntityId, T> Default for Arena<I, T> {
    fn default() -> Self {
        Arena {
            items: Vec::new(),
            _id: PhantomData,
        }
    }
}

impl<I: EntityId, T> Arena<I, T> {
    /// Add an item and return its id.
    pub fn push(&mut self, item: T) -> I {
        let id = I::new(self.items.len());
        self.items.push(item);
        id
    }
    /// Number of items.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// True when there are no items.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// Iterate over `(id, item)` pairs in id order.
    pub fn iter(&self) -> impl Iterator<Item = (I, &T)> {
        self.items.iter().enumerate().map(|(i, t)| (I::new(i), t))
    }
    /// Iterate mutably over `(id, item)` pairs in id order.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (I, &mut T)> {
        self.items
            .iter_mut()
            .enumerate()
            .map(|(i, t)| (I::new(i), t))
    }
    /// All ids in order.
    pub fn ids(&self) -> impl Iterator<Item = I> {
        (0..self.items.len()).map(I::new)
    }
}

impl<I: EntityId, T> std::ops::Index<I> for Arena<I, T> {
    type Output = T;
    fn index(&self, id: I) -> &T {
        &self.items[id.index()]
    }
}

impl<I: EntityId, T> std::ops::IndexMut<I> for Arena<I, T> {
    fn index_mut(&mut self, id: I) -> &mut T {
        &mut self.items[id.index()]
    }
}
