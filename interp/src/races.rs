//! Dynamic race detection: a log of the accesses to each shared and global cell, and the check
//! of every new access against the earlier ones it is not ordered with.
//!
//! Ordering follows GPUVerify's barrier semantics (§1.8 of the semantics reference): two
//! accesses of threads of one group are ordered when a barrier fencing the array's memory space
//! lies between them (each group counts such barriers: its *epoch* per space); accesses of
//! threads of different groups (global memory only — shared memory has one copy per group) are
//! ordered only by a grid-wide barrier with a global fence. Two reads never race, nor two
//! atomics. A race is *benign* under GPUVerify's tolerance (§1.10) when both write the same
//! value, or a read meets a write that leaves the cell's value unchanged (or writes exactly
//! what the read saw).

use rustc_hash::FxHashMap as HashMap;

use ir::{AccessKind, ArrayId, Origin};

use crate::memory::Copy;

/// One logged access.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rec {
    /// Number of the thread in the run.
    pub thread: usize,
    /// Number of its group in the run.
    pub group: usize,
    pub kind: AccessKind,
    /// Value read or written.
    pub value: u128,
    /// For writes, the value before.
    pub old: Option<u128>,
    pub origin: Origin,
    /// The group's epoch for the array's memory space when the access happened.
    pub epoch: u64,
    /// The launch's grid epoch when the access happened.
    pub grid: u64,
}

/// A race between an earlier logged access and a new one.
pub(crate) struct Race {
    pub first: Rec,
    pub benign: bool,
}

/// Records kept per cell at most; older ones are dropped (a race with them may be missed,
/// never invented).
const MAX_PER_CELL: usize = 256;

/// The access log of one run.
#[derive(Default)]
pub(crate) struct RaceLog {
    cells: HashMap<(ArrayId, Copy, u128), Vec<Rec>>,
}

/// Whether two accesses of the same cell conflict: not both reads, not both atomics.
fn conflict(a: AccessKind, b: AccessKind) -> bool {
    use AccessKind::*;
    !matches!((a, b), (Read, Read) | (Atomic, Atomic))
}

/// Whether a race between `a` (earlier) and `b` (later) is tolerated as benign. `b_wrote` says
/// whether `b`'s thread has itself written the cell after `a`: then a read by it is tolerated
/// (GPUVerify clears the write-read flag when the second thread writes the watched offset), as
/// any other value it could see comes with a write-write race of its own.
pub(crate) fn benign(a: &Rec, b: &Rec, b_wrote: bool) -> bool {
    use AccessKind::*;
    let unchanged = |w: &Rec| w.old == Some(w.value);
    match (a.kind, b.kind) {
        (Write, Write) => a.value == b.value,
        (Read, Write) => b.value == a.value || unchanged(b),
        (Write, Read) => unchanged(a) || b_wrote,
        _ => false,
    }
}

impl RaceLog {
    /// Log `rec` on a cell and return the races it makes with earlier accesses.
    pub(crate) fn access(&mut self, key: (ArrayId, Copy, u128), rec: Rec) -> Vec<Race> {
        let log = self.cells.entry(key).or_default();
        let mut races = Vec::new();
        // Walk the log newest first, knowing whether `rec`'s thread wrote the cell after each.
        let mut wrote = false;
        for a in log.iter().rev() {
            if a.thread == rec.thread {
                wrote |= a.kind == AccessKind::Write;
                continue;
            }
            if !conflict(a.kind, rec.kind) {
                continue;
            }
            let ordered = if a.group == rec.group {
                a.epoch != rec.epoch
            } else {
                a.grid != rec.grid
            };
            if !ordered {
                races.push(Race {
                    first: a.clone(),
                    benign: benign(a, &rec, wrote),
                });
            }
        }
        if !log.contains(&rec) {
            if log.len() >= MAX_PER_CELL {
                log.remove(0);
            }
            log.push(rec);
        }
        races.reverse();
        races
    }

    /// Forget the accesses to the copies `copy_of` selects (after a barrier of the group that
    /// alone uses them).
    pub(crate) fn forget_copy(&mut self, copy_of: impl Fn(ArrayId, Copy) -> bool) {
        self.cells.retain(|(a, c, _), _| !copy_of(*a, *c));
    }

    /// Forget everything logged before the current grid epoch (after a grid barrier that
    /// orders all of memory for every thread).
    pub(crate) fn forget_before_grid(&mut self, grid: u64, also: impl Fn(ArrayId) -> bool) {
        self.cells.retain(|(a, _, _), log| {
            if also(*a) {
                log.retain(|r| r.grid >= grid);
            }
            !log.is_empty()
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(thread: usize, group: usize, kind: AccessKind, value: u128, old: Option<u128>) -> Rec {
        Rec {
            thread,
            group,
            kind,
            value,
            old,
            origin: Origin::Synthetic("t"),
            epoch: 0,
            grid: 0,
        }
    }

    #[test]
    fn races_and_benign_ones() {
        use AccessKind::*;
        let key = (ArrayId(0), 0, 3);
        let mut log = RaceLog::default();
        assert!(log.access(key, rec(0, 0, Read, 1, None)).is_empty());
        assert!(log.access(key, rec(1, 0, Read, 1, None)).is_empty());
        // A write of the value both reads saw is benign.
        let r = log.access(key, rec(2, 0, Write, 1, Some(1)));
        assert_eq!(r.len(), 2);
        assert!(r.iter().all(|r| r.benign));
        // A write changing it is not.
        let r = log.access(key, rec(3, 0, Write, 2, Some(1)));
        assert_eq!(r.iter().filter(|r| !r.benign).count(), 3);
        // A thread reading a cell it wrote itself in the interval: the write-read race with
        // another thread's write is tolerated (their write-write race is not).
        let r = log.access(key, rec(3, 0, Read, 2, None));
        assert!(r.iter().all(|r| r.benign));
        let r = log.access(key, rec(4, 0, Read, 2, None));
        let real: Vec<usize> = r
            .iter()
            .filter(|r| !r.benign)
            .map(|r| r.first.thread)
            .collect();
        assert_eq!(real, [3]);
        // Atomics race with writes, not with each other.
        let mut log = RaceLog::default();
        assert!(log.access(key, rec(0, 0, Atomic, 0, None)).is_empty());
        assert!(log.access(key, rec(1, 0, Atomic, 0, None)).is_empty());
        let r = log.access(key, rec(2, 0, Read, 0, None));
        assert_eq!(r.len(), 2);
        assert!(r.iter().all(|r| !r.benign));
    }

    #[test]
    fn barriers_order_within_a_group_only() {
        use AccessKind::*;
        let key = (ArrayId(0), 0, 0);
        let mut log = RaceLog::default();
        log.access(key, rec(0, 0, Write, 1, Some(0)));
        let mut b = rec(1, 0, Write, 2, Some(1));
        b.epoch = 1;
        assert!(log.access(key, b).is_empty());
        let mut c = rec(2, 1, Write, 3, Some(2));
        c.epoch = 1;
        assert_eq!(log.access(key, c.clone()).len(), 2);
        let mut d = rec(3, 1, Write, 3, Some(2));
        d.grid = 1;
        assert!(log.access(key, d).is_empty());
    }

    #[test]
    fn own_write_after_the_other_tolerates_a_later_read() {
        use AccessKind::*;
        let key = (ArrayId(0), 0, 0);
        // Thread 0 (group 1) writes 6 over 0; thread 1 (group 0) then writes 6 itself and,
        // after a barrier of its group, reads: the read sees 6 whichever write came first.
        let mut log = RaceLog::default();
        log.access(key, rec(0, 1, Write, 6, Some(0)));
        let r = log.access(key, rec(1, 0, Write, 6, Some(6)));
        assert!(r.iter().all(|r| r.benign));
        let mut read = rec(1, 0, Read, 6, None);
        read.epoch = 1;
        let r = log.access(key, read.clone());
        assert_eq!(r.len(), 1);
        assert!(r[0].benign);
        // Its own write before the other's does not: the other's write changed what it reads.
        let mut log = RaceLog::default();
        log.access(key, rec(1, 0, Write, 6, Some(0)));
        log.access(key, rec(0, 1, Write, 7, Some(6)));
        read.value = 7;
        let r = log.access(key, read);
        assert_eq!(r.len(), 1);
        assert!(!r[0].benign);
    }
}
