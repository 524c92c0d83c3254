//! Memory: one map of cells per copy of an array (global and constant arrays have one copy,
//! shared arrays one per group, private arrays one per thread). A cell never written holds an
//! arbitrary value fixed by the seed, the copy, the array's havoc generation and the index, so
//! it does not depend on the order in which threads first read it.

use rustc_hash::FxHashMap as HashMap;

use ir::ArrayId;

use crate::rng;

/// Which copy of an array: `0` for global and constant arrays, the group's number for shared
/// arrays, the thread's number for private ones.
pub(crate) type Copy = u64;

/// All memory of one run.
pub(crate) struct Memory {
    seed: u64,
    cells: HashMap<(ArrayId, Copy, u128), u128>,
    /// Havoc generation of each copy that was havocked.
    generation: HashMap<(ArrayId, Copy), u64>,
}

impl Memory {
    pub(crate) fn new(seed: u64) -> Memory {
        Memory {
            seed,
            cells: HashMap::default(),
            generation: HashMap::default(),
        }
    }

    /// True when the cell has been read or written since the copy's last havoc.
    pub(crate) fn touched(&self, a: ArrayId, copy: Copy, index: u128) -> bool {
        self.cells.contains_key(&(a, copy, index))
    }

    /// The cell's bits (masked to `mask`); an untouched cell gets its arbitrary initial value.
    pub(crate) fn read(&mut self, a: ArrayId, copy: Copy, index: u128, mask: u128) -> u128 {
        let seed = self.seed;
        let gen = self.generation.get(&(a, copy)).copied().unwrap_or(0);
        *self
            .cells
            .entry((a, copy, index))
            .or_insert_with(|| arbitrary_cell(seed, a, copy, gen, index) & mask)
    }

    /// Set a cell.
    pub(crate) fn write(&mut self, a: ArrayId, copy: Copy, index: u128, bits: u128) {
        self.cells.insert((a, copy, index), bits);
    }

    /// Every cell of copy 0 (global and constant arrays) read or written so far, with its
    /// bits, sorted by array and index.
    pub(crate) fn global_cells(
        &self,
        keep: impl Fn(ArrayId) -> bool,
    ) -> Vec<(ArrayId, u128, u128)> {
        let mut out: Vec<_> = self
            .cells
            .iter()
            .filter(|((a, copy, _), _)| *copy == 0 && keep(*a))
            .map(|((a, _, i), bits)| (*a, *i, *bits))
            .collect();
        out.sort_unstable();
        out
    }

    /// Give every cell of one copy a fresh arbitrary value.
    pub(crate) fn havoc(&mut self, a: ArrayId, copy: Copy) {
        *self.generation.entry((a, copy)).or_insert(0) += 1;
        self.cells.retain(|(b, c, _), _| !(*b == a && *c == copy));
    }
}

/// The arbitrary bits of a cell never written: fixed by the seed, the array, the copy, the
/// copy's havoc generation and the index.
pub(crate) fn arbitrary_cell(seed: u64, a: ArrayId, copy: Copy, gen: u64, index: u128) -> u128 {
    rng::arbitrary_at(&[
        u128::from(seed),
        u128::from(a.0),
        u128::from(copy),
        u128::from(gen),
        index,
    ])
}
