//! IR statements: structured control flow (if, loop, labelled block, exit) over assignments,
//! array stores, assertions, barriers and atomics.

use crate::entity::{ArrayId, AssertId, LabelId, ProcId, VarId};
use crate::expr::Expr;
use crate::span::Origin;

/// A sequence of statements.
pub type Block = Vec<Stmt>;

/// A statement with its origin.
#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    /// What it does.
    pub kind: StmtKind,
    /// Where it comes from.
    pub origin: Origin,
}

/// A loop: runs `body` forever; it ends only through an `Exit` of its label (or of an outer
/// one). A `while (c) s` is `loop L { if (!c) exit L; s }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Loop {
    /// The loop's label: `Exit(label)` leaves the loop.
    pub label: LabelId,
    /// Invariants checked at the loop head (user-written and candidates).
    pub invariants: Vec<Invariant>,
    /// The body.
    pub body: Block,
    /// True when every thread runs the same iterations (set by uniformity analysis).
    pub uniform: bool,
    /// The per-thread "still looping" predicate variable of a predicated loop.
    pub predicate: Option<VarId>,
    /// True when the body (or a callee) contains a barrier.
    pub has_barrier: bool,
}

/// A loop invariant. Its [`crate::AssertInfo`] says whether it is a candidate and its tag.
#[derive(Clone, Debug, PartialEq)]
pub struct Invariant {
    /// Its proof obligation id.
    pub id: AssertId,
    /// The condition.
    pub cond: Expr,
}

/// A precondition or postcondition of a procedure.
#[derive(Clone, Debug, PartialEq)]
pub struct Contract {
    /// Its proof obligation id.
    pub id: AssertId,
    /// The condition.
    pub cond: Expr,
    /// Where it is written.
    pub origin: Origin,
}

/// Statement kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// `lhs := rhs`.
    Assign {
        /// Target variable.
        lhs: VarId,
        /// Value.
        rhs: Expr,
    },
    /// `array[index] := value`.
    Store {
        /// The array.
        array: ArrayId,
        /// Per-group copy selector (see [`Expr::Load`]).
        group: Option<Expr>,
        /// Element index.
        index: Expr,
        /// Stored value.
        value: Expr,
    },
    /// Give a variable an arbitrary value.
    Havoc(VarId),
    /// Give every cell of an array an arbitrary value.
    HavocArray(ArrayId),
    /// A proof obligation.
    Assert {
        /// Its id, which carries kind and origin.
        id: AssertId,
        /// The condition.
        cond: Expr,
    },
    /// Prune executions where the condition is false.
    Assume(Expr),
    /// Two-way branch.
    If {
        /// Condition.
        cond: Expr,
        /// Runs when true.
        then_body: Block,
        /// Runs when false.
        else_body: Block,
        /// True when all threads take the same branch (set by uniformity analysis).
        uniform: bool,
    },
    /// A loop (see [`Loop`]).
    Loop(Loop),
    /// A labelled block: `Exit(label)` inside jumps to its end.
    Block {
        /// The label.
        label: LabelId,
        /// The body.
        body: Block,
        /// True when no thread-dependent exit targets the label (set by uniformity analysis).
        uniform: bool,
    },
    /// Jump to the end of the enclosing block or loop with this label.
    Exit(LabelId),
    /// A call of a procedure (removed by inlining).
    Call {
        /// The callee.
        callee: ProcId,
        /// Actual arguments.
        args: Vec<Expr>,
        /// Receives the return value.
        ret: Option<VarId>,
    },
    /// A work-group barrier with its memory fences.
    Barrier {
        /// Local (shared) memory fence flag.
        local_fence: Expr,
        /// Global memory fence flag.
        global_fence: Expr,
        /// True for a grid-wide barrier (CUDA `grid.sync()`): every thread of the launch
        /// synchronises, not just those of one group.
        grid: bool,
    },
    /// An atomic read-modify-write of one array cell; `result` receives the old value.
    Atomic {
        /// The array.
        array: ArrayId,
        /// Element index.
        index: Expr,
        /// Operation name (`add`, `inc`, `cmpxchg`, ...).
        op: String,
        /// Operand values.
        args: Vec<Expr>,
        /// Receives the value read.
        result: Option<VarId>,
    },
    /// A PTX named barrier (`bar.sync`/`bar.arrive` on barrier `id`, counting `count` threads
    /// of the block; `None` counts every thread of the block). `wait` is false for an arrival
    /// that does not wait. Only `interp`'s named-barrier checker gives it a meaning: the passes
    /// and back ends refuse programs containing it.
    NamedBarrier {
        /// The barrier's number (0..15).
        id: Expr,
        /// The number of threads the barrier expects.
        count: Option<Expr>,
        /// True for `bar.sync` (arrive and wait), false for `bar.arrive`.
        wait: bool,
    },
    /// Statements executed once for the pair of threads rather than once per thread; inside,
    /// thread-specific values are written with [`Expr::AtThread`].
    Once(Block),
}

impl Stmt {
    /// A statement with the given origin.
    pub fn new(kind: StmtKind, origin: Origin) -> Stmt {
        Stmt { kind, origin }
    }
}
