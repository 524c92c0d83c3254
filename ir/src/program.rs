//! The IR program: arenas of variables, arrays, procedures, functions and proof obligations.

use crate::entity::{Arena, ArrayId, AssertId, FuncId, LabelId, ProcId, VarId};
use crate::expr::{BinOp, CastOp, Expr, Special, Thread, UnOp};
use crate::props::Props;
use crate::span::{Origin, SourceMap};
use crate::stmt::{Block, Contract};
use crate::ty::Type;

/// A memory space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MemSpace {
    /// Device memory visible to all groups.
    Global,
    /// Group-shared memory (`__shared__`, `__local`).
    Shared,
    /// Per-thread memory.
    Private,
    /// Read-only constant memory.
    Constant,
}

/// The kind of a memory access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AccessKind {
    /// A load.
    Read,
    /// A store.
    Write,
    /// An atomic read-modify-write.
    Atomic,
}

impl AccessKind {
    /// All kinds.
    pub const ALL: [AccessKind; 3] = [AccessKind::Read, AccessKind::Write, AccessKind::Atomic];
    /// `READ`, `WRITE`, `ATOMIC`.
    pub fn upper(self) -> &'static str {
        match self {
            AccessKind::Read => "READ",
            AccessKind::Write => "WRITE",
            AccessKind::Atomic => "ATOMIC",
        }
    }
    /// `Read`, `Write`, `Atomic` as in GPUVerify's race reports.
    pub fn word(self) -> &'static str {
        match self {
            AccessKind::Read => "Read",
            AccessKind::Write => "Write",
            AccessKind::Atomic => "Atomic",
        }
    }
}

/// A race: the access logged by thread 1 (`first`) and the one checked for thread 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RaceKind {
    /// Kind of the earlier (logged) access.
    pub first: AccessKind,
    /// Kind of the later (checked) access.
    pub second: AccessKind,
}

impl RaceKind {
    /// `write-read`, `read-write`, ... as in GPUVerify's messages.
    pub fn name(self) -> String {
        format!(
            "{}-{}",
            self.first.word().to_lowercase(),
            self.second.word().to_lowercase()
        )
    }
}

/// What a proof obligation checks; drives the error message.
#[derive(Clone, Debug, PartialEq)]
pub enum AssertKind {
    /// `__assert(e)` and friends.
    User,
    /// A loop invariant (user-written when `tag` is `None`, else a candidate of that rule).
    Invariant {
        /// The rule that proposed it, for candidates.
        tag: Option<String>,
    },
    /// A data race between the two threads.
    Race {
        /// The array.
        array: ArrayId,
        /// The pair of access kinds.
        kind: RaceKind,
    },
    /// Both threads must reach a barrier together.
    BarrierDivergence,
    /// A collective operation (`__shfl_sync`, `__syncwarp`, `work_group_reduce_add`, ...) that
    /// every thread it names must reach: with a `mask`, the lanes of the warp the mask holds
    /// (the variable holds the mask where the operation runs); without, every thread of the
    /// group. Written as an `Assert` of `true` by the front end; the `barrier` pass states it.
    Collective {
        /// The operation, for messages.
        name: String,
        /// The lane mask of a warp operation.
        mask: Option<VarId>,
    },
    /// A group-wide operation (`async_work_group_copy`, `work_group_broadcast`) whose
    /// arguments every thread of the group must give alike.
    UniformArguments {
        /// The operation, for messages.
        name: String,
    },
    /// A callee's `__requires` at a call site.
    Precondition {
        /// Where the requires clause is written.
        clause: Origin,
    },
    /// A `__ensures` at procedure exit.
    Postcondition,
    /// A barrier invariant (`__barrier_invariant_N`), checked just before its barrier.
    BarrierInvariant,
    /// A cell a barrier invariant reads was not accessed by the thread since the last barrier
    /// (GPUVerify's "insufficient permission").
    BarrierInvariantAccess,
    /// An array index within bounds.
    ArrayBounds {
        /// The array.
        array: ArrayId,
    },
    /// A divisor that is not zero.
    DivisionByZero,
    /// An arithmetic operation that does not overflow.
    Overflow,
    /// A write to constant memory.
    ConstantWrite,
    /// A load, store or call through a pointer that may be null.
    NullAccess,
    /// Two lanes of a warp access one shared-memory bank at different words (a performance
    /// warning, not an error).
    BankConflict {
        /// The shared array.
        array: ArrayId,
    },
    /// An assertion with no user meaning, true by construction.
    Internal,
    /// Not an obligation: the site of an access, whose id race instrumentation records when
    /// thread 1's access is logged, so that reports can name it.
    AccessSite {
        /// The array.
        array: ArrayId,
        /// The kind of access made there.
        kind: AccessKind,
    },
}

/// Facts about one proof obligation.
#[derive(Clone, Debug, PartialEq)]
pub struct AssertInfo {
    /// What it checks.
    pub kind: AssertKind,
    /// Where it comes from.
    pub origin: Origin,
    /// The thread it is about, in the two-thread program.
    pub thread: Option<Thread>,
    /// True for Houdini candidates (may be dropped when not provable).
    pub candidate: bool,
    /// True for `__global_*` annotations: checked whether or not the thread is enabled
    /// (GPUVerify's `{:do_not_predicate}`).
    pub unpredicated: bool,
    /// For a loop invariant asserted explicitly (in an unrolled loop): true where it checks
    /// that an iteration maintains the invariant, false where it checks loop entry.
    pub maintained: bool,
}

/// Where a variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarScope {
    /// Program-wide.
    Global,
    /// Local to a procedure (parameters included).
    Local(ProcId),
}

/// What a variable is for.
#[derive(Clone, Debug, PartialEq)]
pub enum VarRole {
    /// A user variable or parameter.
    User,
    /// A compiler temporary.
    Temp,
    /// A special GPU value (a constant of the launch).
    Special(Special),
    /// A predicate of predicated execution.
    Predicate,
    /// The return value of its procedure.
    Return,
    /// Race-instrumentation ghost state for an array.
    RaceGhost {
        /// The array.
        array: Option<ArrayId>,
        /// The ghost's name stem, like `WRITE_HAS_OCCURRED` or `WATCHED_OFFSET`.
        what: String,
    },
    /// Any other ghost state.
    Ghost,
}

/// A scalar variable.
#[derive(Clone, Debug)]
pub struct VarData {
    /// Source name (or a made-up one for temporaries).
    pub name: String,
    /// Its type.
    pub ty: Type,
    /// Where it lives.
    pub scope: VarScope,
    /// What it is for.
    pub role: VarRole,
    /// True when its value is the same in all threads (set by uniformity analysis).
    pub uniform: bool,
    /// True for ghost state held once for the two threads (never duplicated).
    pub shared: bool,
    /// True when never assigned (a Boogie `const`).
    pub constant: bool,
    /// The thread whose copy this is, in the two-thread program.
    pub thread: Option<Thread>,
    /// The per-thread copies made of this variable by the two-thread transformation.
    pub copies: Option<[VarId; 2]>,
    /// Where it is declared.
    pub origin: Origin,
}

/// A memory array.
#[derive(Clone, Debug)]
pub struct ArrayData {
    /// Source name (`A`, `s.f`).
    pub name: String,
    /// Memory space.
    pub space: MemSpace,
    /// Element type (`Bv(w)`).
    pub elem: Type,
    /// Width in bits of the C element type (differs from `elem` when modelled per byte).
    pub source_elem_width: u32,
    /// Source dimensions, outermost first; `None` when unknown (pointer parameters).
    pub dims: Vec<Option<u64>>,
    /// Where it is declared.
    pub origin: Origin,
    /// The thread whose copy this is (private arrays in the two-thread program).
    pub thread: Option<Thread>,
    /// The per-thread copies made of this array by the two-thread transformation.
    pub copies: Option<[ArrayId; 2]>,
    /// True for kernel parameters and other arrays whose contents are arbitrary on entry.
    pub is_param: bool,
    /// The ghost array recording, per cell, the values this array's atomics returned (bv1
    /// cells indexed by `cell ++ value`), when `__atomic_has_taken_value` asks about it.
    pub values_taken: Option<ArrayId>,
    /// True for ghost state that only annotations read (a [`Self::values_taken`] map): no
    /// race checks, no havoc at barriers.
    pub ghost: bool,
}

/// An uninterpreted function.
#[derive(Clone, Debug)]
pub struct FuncDecl {
    /// Its name in target code.
    pub name: String,
    /// Parameter types.
    pub params: Vec<Type>,
    /// Result type.
    pub ret: Type,
}

/// A procedure: a kernel or a helper.
#[derive(Clone, Debug)]
pub struct Procedure {
    /// Source name.
    pub name: String,
    /// Formal parameters (scalar variables).
    pub params: Vec<VarId>,
    /// Array parameters: pointer arguments bound to arrays at call sites.
    pub array_params: Vec<ArrayId>,
    /// Return value variable.
    pub ret: Option<VarId>,
    /// Local variables (excluding parameters).
    pub locals: Vec<VarId>,
    /// `__requires` clauses (assumed for kernels, checked at call sites otherwise).
    pub requires: Vec<Contract>,
    /// `__ensures` clauses.
    pub ensures: Vec<Contract>,
    /// The body; `None` for a prototype without a definition.
    pub body: Option<Block>,
    /// True for the kernel entry point.
    pub is_kernel: bool,
    /// Where it is defined.
    pub origin: Origin,
}

/// A whole program.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// Every scalar variable.
    pub vars: Arena<VarId, VarData>,
    /// Every array.
    pub arrays: Arena<ArrayId, ArrayData>,
    /// Every procedure.
    pub procs: Arena<ProcId, Procedure>,
    /// Every uninterpreted function.
    pub funcs: Arena<FuncId, FuncDecl>,
    /// Every proof obligation.
    pub asserts: Arena<AssertId, AssertInfo>,
    /// Facts assumed throughout (launch geometry, `__axiom`s).
    pub axioms: Vec<Expr>,
    /// The kernel being verified.
    pub kernel: Option<ProcId>,
    /// Other procedures verified on their own against their contracts (modular verification,
    /// `--no-inline`): each is an instance of a function with its pointer parameters bound to
    /// arrays of its own and its scalar parameters arbitrary.
    pub entries: Vec<ProcId>,
    /// Procedures the source asks always to inline (`__forceinline__`,
    /// `__attribute__((always_inline))`): even modular verification treats their calls as
    /// inlined code, as the compiler does.
    pub always_inline: std::collections::BTreeSet<ProcId>,
    /// Stage properties established so far.
    pub props: Props,
    /// Source files, for rendering positions.
    pub sources: SourceMap,
    /// True for CUDA, false for OpenCL (changes message wording).
    pub cuda: bool,
    /// Number of labels handed out.
    pub n_labels: u32,
    /// Loops the `loop-normalize` pass gave a ghost iteration counter, by label.
    pub loop_counters: std::collections::BTreeMap<LabelId, LoopCounter>,
    /// Where each source loop is headed, by label: its first invariant or its condition (the
    /// first statement of its body when it has no condition), for GPUVerify's loop
    /// abstraction summaries.
    pub loop_heads: std::collections::BTreeMap<LabelId, crate::Span>,
}

/// A loop's ghost iteration counter `k` (0 on every entry, +1 at the end of every iteration)
/// and the variables the loop changes in a way `k` describes, each with a ghost holding its
/// value on loop entry. The facts are candidates for the `invariants` pass, never assumptions.
#[derive(Clone, Debug)]
pub struct LoopCounter {
    /// The counter.
    pub counter: VarId,
    /// The variables described by the counter.
    pub derived: Vec<Derived>,
}

/// A variable that a loop changes once per iteration in a way its counter `k` describes.
#[derive(Clone, Debug)]
pub struct Derived {
    /// The variable.
    pub var: VarId,
    /// The ghost holding its value on loop entry (`x0`).
    pub entry: VarId,
    /// How it moves.
    pub how: Progression,
    /// For `x := x + s` with `s` not a literal, in a body that assumes or checks that the
    /// step does not wrap: a ghost at twice `x`'s width holding the sum of the steps taken so
    /// far (`0` on entry, `+ zext(s)` at the end of each iteration, held once it passes
    /// `2^(w+1)`), so it is always a multiple of `s` and `zext(x) == zext(x0) + steps` is
    /// linear where `x == x0 + k * s` is not.
    pub steps: Option<VarId>,
}

/// How a loop changes a variable in each iteration (`x0` its entry value, `k` the counter).
#[derive(Clone, Debug, PartialEq)]
pub enum Progression {
    /// `x := x + s` (`down`: `x := x - s`): `x == x0 + k * s` (`x0 - k * s`), exact modulo
    /// 2^w.
    Linear {
        /// The step `s`.
        step: Expr,
        /// True for `x - s`.
        down: bool,
    },
    /// `x := x << c` (or `x * 2^c`): `x == x0 << (k * c)` (exact: both reach 0 together).
    Shl(Expr),
    /// `x := x >> c` (logical, or unsigned `x / 2^c`): `x == x0 >> (k * c)`.
    LShr(Expr),
    /// `x := x >>s c` (arithmetic): `x == x0 >>s (k * c)` (a shift past the width leaves
    /// only sign bits, as repeated shifts do).
    AShr(Expr),
    /// Grows by at most one (`x + 1` under a condition, `x + (e & 1)`): `x - x0 <= k`.
    AtMostOne,
}

impl Program {
    /// A fresh label.
    pub fn new_label(&mut self) -> LabelId {
        self.n_labels += 1;
        LabelId(self.n_labels - 1)
    }
    /// Add a variable with the usual defaults.
    pub fn new_var(
        &mut self,
        name: impl Into<String>,
        ty: Type,
        scope: VarScope,
        role: VarRole,
        origin: Origin,
    ) -> VarId {
        self.vars.push(VarData {
            name: name.into(),
            ty,
            scope,
            role,
            uniform: false,
            shared: false,
            constant: false,
            thread: None,
            copies: None,
            origin,
        })
    }
    /// Add a proof obligation.
    pub fn new_assert(&mut self, kind: AssertKind, origin: Origin) -> AssertId {
        self.asserts.push(AssertInfo {
            kind,
            origin,
            thread: None,
            candidate: false,
            unpredicated: false,
            maintained: false,
        })
    }
    /// The variable holding a special value, created on first use.
    pub fn special(&mut self, s: Special) -> VarId {
        if let Some((id, _)) = self
            .vars
            .iter()
            .find(|(_, v)| v.role == VarRole::Special(s))
        {
            return id;
        }
        let id = self.new_var(
            s.name(),
            Type::Bv(32),
            VarScope::Global,
            VarRole::Special(s),
            Origin::Synthetic("special"),
        );
        let v = &mut self.vars[id];
        v.constant = true;
        v.uniform = !s.is_thread_specific();
        id
    }
    /// The variable holding a special value if it exists.
    pub fn find_special(&self, s: Special) -> Option<VarId> {
        self.vars
            .iter()
            .find(|(_, v)| v.role == VarRole::Special(s))
            .map(|(id, _)| id)
    }
    /// Find or declare an uninterpreted function by name and signature.
    pub fn func(&mut self, name: &str, params: Vec<Type>, ret: Type) -> FuncId {
        let found = self
            .funcs
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, f)| (id, f.params == params && f.ret == ret));
        if let Some((id, same)) = found {
            if same {
                return id;
            }
            // Another signature under the same name (an overload): another function, named
            // by its signature so that both can be declared.
            let sig: Vec<String> = params
                .iter()
                .chain(std::iter::once(&ret))
                .map(|t| match t {
                    Type::Bool => "bool".to_string(),
                    Type::Bv(w) => format!("bv{w}"),
                })
                .collect();
            let alt = format!("{name}${}", sig.join("_"));
            if let Some((id, _)) = self.funcs.iter().find(|(_, f)| f.name == alt) {
                return id;
            }
            return self.funcs.push(FuncDecl {
                name: alt,
                params,
                ret,
            });
        }
        self.funcs.push(FuncDecl {
            name: name.to_string(),
            params,
            ret,
        })
    }
    /// The special value `e` is, when it is the variable of one (either thread's copy in the
    /// two-thread program).
    pub fn special_of(&self, e: &Expr) -> Option<Special> {
        match e {
            Expr::Var(v) => match self.vars[*v].role {
                VarRole::Special(s) => Some(s),
                _ => None,
            },
            _ => None,
        }
    }

    /// The dimension and thread when `a op b` is one thread's global id in one dimension
    /// without its offset, `group_id * group_size + local_id` (either order of either
    /// operation), in the two-thread program. Back ends name it once (see their docs).
    pub fn global_id_of(&self, op: BinOp, a: &Expr, b: &Expr) -> Option<(crate::Dim, Thread)> {
        let special = |e: &Expr| match e {
            Expr::Var(v) => self.special_of(e).map(|s| (s, self.vars[*v].thread)),
            _ => None,
        };
        if op != BinOp::Add {
            return None;
        }
        for (m, l) in [(a, b), (b, a)] {
            let Expr::Binary(BinOp::Mul, x, y) = m else {
                continue;
            };
            let Some((Special::LocalId(d), Some(t))) = special(l) else {
                continue;
            };
            for (g, s) in [(x, y), (y, x)] {
                let group = special(g) == Some((Special::GroupId(d), Some(t)));
                let size = matches!(special(s), Some((Special::GroupSize(e), _)) if e == d);
                if group && size {
                    return Some((d, t));
                }
            }
        }
        None
    }

    /// Which launch dimensions (x, y, z) may have more than one thread or group when no launch
    /// sizes are given: every dimension up to the highest one the kernel mentions. A kernel
    /// written for one dimension is not launched in three, but one that mentions only y may
    /// still be launched with many threads in x (which then share every y index).
    pub fn dims_launched(&self) -> [bool; 3] {
        let used = self.dims_used();
        [used.iter().any(|&u| u), used[1] || used[2], used[2]]
    }
    /// Which launch dimensions (x, y, z) some procedure mentions: a thread or group index, a
    /// size or the global offset of that dimension, in code, contracts or invariants.
    pub fn dims_used(&self) -> [bool; 3] {
        let mut used = [false; 3];
        let mut note = |e: &Expr| {
            crate::visit::walk_expr(e, &mut |x| {
                if let Expr::Var(v) = x {
                    if let VarRole::Special(
                        Special::LocalId(d)
                        | Special::GroupId(d)
                        | Special::GroupSize(d)
                        | Special::NumGroups(d)
                        | Special::GlobalOffset(d),
                    ) = self.vars[*v].role
                    {
                        used[d.index()] = true;
                    }
                }
            });
        };
        for (_, p) in self.procs.iter() {
            for c in p.requires.iter().chain(&p.ensures) {
                note(&c.cond);
            }
            if let Some(b) = &p.body {
                crate::visit::walk_block_exprs(b, &mut note);
            }
        }
        used
    }

    /// The first named barrier (`bar.sync`/`bar.arrive`) of any procedure, if there is one.
    pub fn first_named_barrier(&self) -> Option<crate::Origin> {
        let mut found = None;
        for (_, p) in self.procs.iter() {
            if let Some(body) = &p.body {
                crate::visit::any_stmt(body, &mut |s| {
                    if matches!(s.kind, crate::StmtKind::NamedBarrier { .. }) {
                        found = Some(s.origin);
                        true
                    } else {
                        false
                    }
                });
            }
            if found.is_some() {
                break;
            }
        }
        found
    }

    /// The kernel procedure.
    pub fn kernel_proc(&self) -> Option<&Procedure> {
        self.kernel.map(|k| &self.procs[k])
    }
    /// The type of an expression. Ill-typed expressions get the type of their first operand;
    /// the IR verifier reports them.
    pub fn type_of(&self, e: &Expr) -> Type {
        match e {
            Expr::Bool(_) => Type::Bool,
            Expr::Bv { width, .. } => Type::Bv(*width),
            Expr::Var(v) => self.vars[*v].ty,
            Expr::Load { array, .. } => self.arrays[*array].elem,
            Expr::Unary(UnOp::Not, _) => Type::Bool,
            Expr::Unary(_, e) => self.type_of(e),
            Expr::Binary(op, a, b) => {
                if op.is_predicate() {
                    Type::Bool
                } else if *op == BinOp::Concat {
                    Type::Bv(self.type_of(a).width() + self.type_of(b).width())
                } else {
                    self.type_of(a)
                }
            }
            Expr::Ite(_, a, _) => self.type_of(a),
            Expr::Cast(op, e) => match *op {
                CastOp::ZeroExt(w) | CastOp::SignExt(w) | CastOp::FromBool(w) => Type::Bv(w),
                CastOp::Extract { hi, lo } => Type::Bv(hi - lo),
                CastOp::ToBool => {
                    let _ = e;
                    Type::Bool
                }
            },
            Expr::Apply(f, _) => self.funcs[*f].ret,
            Expr::AtThread(_, e) | Expr::Old(e) | Expr::Other(e) => self.type_of(e),
            Expr::Enabled | Expr::Accessed(..) => Type::Bool,
            Expr::AccessOffset(..) => Type::Bv(32),
        }
    }
}

/// Contracts and bodies use these blocks.
pub type Body = Block;
