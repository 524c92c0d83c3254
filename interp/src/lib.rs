//! A concrete interpreter of kcc's single-thread IR: kcc's independent oracle.
//!
//! Input: the `ir::Program` the front end produces (before or after the `inline` pass; calls
//! are run as calls), a small fixed [`Launch`] and a [`RunConfig`] (seed, schedule, optional
//! kernel parameter values, step limit). [`run`] executes **every thread** of the launch
//! concretely — bit-precise arithmetic, memory per space (global and constant once, shared per
//! group, private per thread), barriers that let a group pass only when all its threads wait
//! at the same barrier instance — and reports what it sees happen as [`Finding`]s: data races
//! (with the values involved, so that GPUVerify's benign races are told apart), barrier
//! divergence, failed assertions, invariants and contracts, out-of-bounds accesses, division
//! by zero, writes to constant memory. An execution whose assumptions fail is infeasible and
//! reports nothing; constructs it cannot give a meaning to are [`Status::Unsupported`].
//!
//! Which evaluations are memory *accesses* (race- and bounds-checked): the loads of `Assign`
//! right-hand sides, `Store` indices and values, `If` conditions, `Atomic` operands and call
//! arguments, and the stores and atomics themselves — only the loads actually evaluated
//! (`&&`, `||`, `==>` and `if-then-else` are lazy). Loads inside `Assert`, `Assume`, loop
//! invariants, contracts and barrier fences only read. A callee's body already names the
//! caller's arrays (the front end makes one instance per binding, listed in
//! `Procedure::array_params`), so a call binds scalars only; a procedure without a body
//! returns an arbitrary value and assumes its `ensures`.
//!
//! Why: a finding is a witness — a concrete execution — so kcc must never verify a kernel on
//! which the interpreter finds a real error. It shares no code with the passes or the back end,
//! so a mistake there does not repeat itself here. Output is deterministic: the same program,
//! launch and configuration give the same outcome.

mod eval;
mod exec;
mod functions;
mod memory;
pub mod named;
mod races;
pub mod rng;
mod sched;
pub mod value;

#[cfg(test)]
mod tests;

use ir::{AccessKind, ArrayId, AssertId, AssertKind, Origin, Program};

pub use value::Value;

/// A small concrete launch: every size fixed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    /// Threads per group in x, y, z (each at least 1).
    pub local_size: [u32; 3],
    /// Groups in x, y, z (each at least 1).
    pub num_groups: [u32; 3],
    /// OpenCL global offset.
    pub global_offset: [u32; 3],
    /// Warp (sub-group) size.
    pub warp_size: u32,
    /// Only these groups run (to bound the work for large launches); `None` runs them all.
    /// The sizes the kernel sees are still those of the whole launch.
    pub groups: Option<Vec<[u32; 3]>>,
}

impl Launch {
    /// A launch of `num_groups` groups of `local_size` threads, no offset, warps of 32.
    pub fn new(local_size: [u32; 3], num_groups: [u32; 3]) -> Launch {
        Launch {
            local_size,
            num_groups,
            global_offset: [0; 3],
            warp_size: 32,
            groups: None,
        }
    }
    /// Number of threads per group.
    pub fn group_threads(&self) -> u64 {
        self.local_size
            .iter()
            .map(|&n| u64::from(n.max(1)))
            .product()
    }
    /// Number of groups that run.
    pub fn running_groups(&self) -> u64 {
        match &self.groups {
            Some(g) => g.len() as u64,
            None => self
                .num_groups
                .iter()
                .map(|&n| u64::from(n.max(1)))
                .product(),
        }
    }
}

/// How threads are interleaved between barriers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Schedule {
    /// Each thread runs until it blocks, in the order of their ids.
    InOrder,
    /// Each thread runs until it blocks, highest id first.
    Reverse,
    /// One statement per thread in turn.
    RoundRobin,
    /// A random thread runs a random short stretch of statements (seeded).
    Random,
}

impl Schedule {
    /// Every schedule.
    pub const ALL: [Schedule; 4] = [
        Schedule::InOrder,
        Schedule::Reverse,
        Schedule::RoundRobin,
        Schedule::Random,
    ];
}

/// How to run.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Seed of every arbitrary choice: parameter values, initial memory, havocs, schedule.
    pub seed: u64,
    /// Values of the kernel's scalar parameters in order (`None` leaves one arbitrary); when
    /// absent, all are arbitrary values that satisfy the kernel's `requires` (tried a bounded
    /// number of times).
    pub params: Option<Vec<Option<u128>>>,
    /// Statements all threads together may execute before the run is abandoned.
    pub max_steps: u64,
    /// The interleaving.
    pub schedule: Schedule,
    /// Findings kept at most (the rest are counted only).
    pub max_findings: usize,
    /// When the run is abandoned as if its step limit were reached, if ever.
    pub deadline: Option<std::time::Instant>,
    /// Keep the final contents of global and constant memory in [`Outcome::memory`].
    pub keep_memory: bool,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            seed: 0,
            params: None,
            max_steps: 200_000,
            schedule: Schedule::InOrder,
            max_findings: 64,
            deadline: None,
            keep_memory: false,
        }
    }
}

/// A thread of the launch: its local id and its group id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ThreadId {
    /// Local id in x, y, z.
    pub local: [u32; 3],
    /// Group id in x, y, z.
    pub group: [u32; 3],
}

/// One side of a race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    /// The thread that made it.
    pub thread: ThreadId,
    /// Read, write or atomic.
    pub kind: AccessKind,
    /// The statement that made it.
    pub origin: Origin,
    /// The value read (reads, atomics) or written (writes).
    pub value: u128,
    /// For writes: the cell's value just before.
    pub old: Option<u128>,
}

/// What went wrong.
#[derive(Clone, Debug, PartialEq)]
pub enum FindingKind {
    /// Two threads accessed one cell, at least one writing (and not both atomically), with no
    /// barrier between them. `first` happened first in this execution.
    Race {
        /// The array.
        array: ArrayId,
        /// The cell's index (in cells of the array's element type).
        index: u128,
        /// The earlier access.
        first: Access,
        /// The later access.
        second: Access,
        /// True when GPUVerify's benign-race tolerance accepts it: both write the same value,
        /// or the write leaves the value the read sees unchanged.
        benign: bool,
        /// True when the two threads are in different groups.
        inter_group: bool,
    },
    /// Threads of a group (or, for a grid barrier, of the launch) do not all reach the same
    /// barrier: `origin` is a barrier some waited at while others were elsewhere.
    Divergence {
        /// True for a grid-wide barrier.
        grid: bool,
    },
    /// An assertion, loop invariant or contract clause was false.
    AssertFail {
        /// The obligation (for a callee's `requires` or `ensures`, the clause's own id).
        id: AssertId,
        /// Its kind.
        kind: AssertKind,
        /// For loop invariants: `Some(0)` on entry, `Some(n)` after `n` iterations.
        iteration: Option<u64>,
    },
    /// An index outside an array of known size.
    OutOfBounds {
        /// The array.
        array: ArrayId,
        /// The index, read as signed.
        index: i128,
        /// The number of cells.
        size: u128,
    },
    /// An access through a null or invalid pointer. (The front end has no representation of
    /// such accesses yet: a pointer that may be null is dereferenced as the array it may point
    /// to. When the IR gains one — an obligation kind or a flag on the access — it is
    /// detected where accesses are executed, in `exec.rs`.)
    NullAccess,
    /// An integer division or remainder by zero (reported; the run continues with SMT-LIB's
    /// total semantics).
    DivByZero,
    /// A store to constant memory.
    ConstantWrite {
        /// The array.
        array: ArrayId,
    },
}

impl FindingKind {
    /// A short stable name: `race`, `benign-race`, `barrier-divergence`, `assertion`,
    /// `out-of-bounds`, `null-access`, `division-by-zero`, `constant-write`.
    pub fn name(&self) -> &'static str {
        match self {
            FindingKind::Race { benign: true, .. } => "benign-race",
            FindingKind::Race { .. } => "race",
            FindingKind::Divergence { .. } => "barrier-divergence",
            FindingKind::AssertFail { .. } => "assertion",
            FindingKind::OutOfBounds { .. } => "out-of-bounds",
            FindingKind::NullAccess => "null-access",
            FindingKind::DivByZero => "division-by-zero",
            FindingKind::ConstantWrite { .. } => "constant-write",
        }
    }
}

/// One error seen in an execution.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// What happened.
    pub kind: FindingKind,
    /// The threads involved (one, or two for races and divergence).
    pub threads: Vec<ThreadId>,
    /// Where: the statement (for races, the first then the second access; for divergence, the
    /// barrier).
    pub origin: Origin,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// Every thread ran to its end, or the run stopped at barrier divergence.
    Completed,
    /// An assumption (`requires`, `assume`, axiom) was false: this execution does not exist.
    /// Its findings are dropped.
    Infeasible {
        /// The failing assumption.
        origin: Origin,
    },
    /// A construct without a concrete meaning here; findings are dropped.
    Unsupported(String),
    /// The step limit was reached (findings so far are kept: each is a real execution prefix).
    StepLimit,
}

/// The result of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// How it ended.
    pub status: Status,
    /// What went wrong, in the order seen (duplicates of a race between the same two
    /// statements with the same benignity are kept once).
    pub findings: Vec<Finding>,
    /// Findings not kept because of [`RunConfig::max_findings`].
    pub dropped: usize,
    /// Statements executed.
    pub steps: u64,
    /// The kernel's scalar parameter values used.
    pub params: Vec<u128>,
    /// Where the run first used an arbitrary result of an operation kcc does not model (see
    /// [`ir::ABSTRACT_RESULT`]): its findings may not happen in the kernel.
    pub abstract_result: Option<ir::Origin>,
    /// With [`RunConfig::keep_memory`]: every cell of a global or constant array the run read
    /// or wrote, with its final bits, sorted by array and index. A cell not listed holds
    /// [`initial_cell`].
    pub memory: Vec<(ArrayId, u128, u128)>,
}

impl Outcome {
    /// Findings that are errors: everything but benign races.
    pub fn errors(&self) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .filter(|f| !matches!(f.kind, FindingKind::Race { benign: true, .. }))
    }
}

/// The bits a cell of global array `array` holds on entry, in a run with `seed`, before
/// masking to the element width.
pub fn initial_cell(seed: u64, array: ArrayId, index: u128) -> u128 {
    memory::arbitrary_cell(seed, array, 0, 0, index)
}

/// True when the interpreter gives uninterpreted function `name` of `arity` arguments its
/// real meaning (IEEE floating-point arithmetic, comparison and conversion, integer
/// built-ins), not a hash.
pub fn interpreted(name: &str, arity: usize) -> bool {
    functions::apply(name, &vec![0; arity]).is_some()
}

/// Run the program's kernel on every thread of the launch (or of its selected groups).
pub fn run(prog: &Program, launch: &Launch, cfg: &RunConfig) -> Outcome {
    sched::run(prog, launch, cfg)
}
