//! The state of a run and the execution of statements by one thread: an explicit control stack
//! (so a thread can stop at a barrier anywhere, inside loops and calls, and resume later),
//! memory accesses with bounds and race checks, calls with their contracts, assertions,
//! assumptions, and the findings they produce.

use rustc_hash::FxHashSet as HashSet;

use ir::{
    AccessKind, ArrayId, AssertKind, Expr, LabelId, Loop, MemSpace, Origin, ProcId, Program, Stmt,
    StmtKind, VarId,
};

use crate::eval::Mode;
use crate::memory::{Copy, Memory};
use crate::races::{RaceLog, Rec};
use crate::rng::Rng;
use crate::value::{self, Value};
use crate::{Access, Finding, FindingKind, Launch, RunConfig, ThreadId};

/// Why a run stops early.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Stop {
    /// A construct without a concrete meaning.
    Unsupported(String),
    /// An assumption is false.
    Infeasible(Origin),
}

/// Snapshots of `old(e)` terms taken on entry to a procedure.
pub(crate) type Olds<'p> = Vec<(&'p Expr, Value)>;

/// What a frame of the control stack runs.
pub(crate) enum FrameKind<'p> {
    /// A branch of an `if`.
    Seq,
    /// A labelled block.
    Block(LabelId),
    /// The body of a loop in its `iter`-th iteration.
    Loop { lp: &'p Loop, iter: u64 },
    /// The body of a called procedure.
    Call {
        proc: ProcId,
        /// Receives the result in the caller.
        ret: Option<VarId>,
        /// The callee's variables as they were before the call (restored on return, so
        /// recursion works).
        saved: Vec<(VarId, Option<Value>)>,
        olds: Olds<'p>,
        /// The call statement.
        site: &'p Stmt,
    },
    /// The kernel's body.
    Kernel { olds: Olds<'p> },
}

/// A statement list being run.
pub(crate) struct Frame<'p> {
    pub stmts: &'p [Stmt],
    pub pc: usize,
    pub kind: FrameKind<'p>,
}

/// A thread waiting at a barrier.
pub(crate) struct Wait<'p> {
    /// The barrier instance: the barrier statement with the loops (and their iteration) and
    /// call sites it is nested in.
    pub key: Vec<usize>,
    pub stmt: &'p Stmt,
    pub grid: bool,
    pub local: bool,
    pub global: bool,
}

/// Where a thread is.
pub(crate) enum TState<'p> {
    Running,
    Barrier(Wait<'p>),
    Done,
}

/// One thread of the run.
pub(crate) struct Thread<'p> {
    pub id: ThreadId,
    /// Number of its group in the run.
    pub group: usize,
    /// Its number in the whole launch (`group * threads per group + local`), used for its
    /// private memory and its arbitrary values, so that they do not depend on which groups run.
    pub flat: u64,
    pub vars: Vec<Option<Value>>,
    pub stack: Vec<Frame<'p>>,
    pub state: TState<'p>,
}

/// One group of the run.
pub(crate) struct Group {
    /// Its number in the whole launch.
    pub flat: u64,
    /// Its threads (numbers in the run).
    pub threads: std::ops::Range<usize>,
    /// Barriers passed that fence shared memory.
    pub local_epoch: u64,
    /// Barriers passed that fence global memory.
    pub global_epoch: u64,
}

/// What makes two findings the same report: a race between the same two statements (with the
/// same kinds of access) on one array, or the same failure at one place.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum SeenKey {
    Race(ArrayId, [(AccessKind, Origin); 2], bool),
    Assert(ir::AssertId, Origin),
    Other(&'static str, Origin),
}

/// A whole run.
pub(crate) struct Machine<'p> {
    pub prog: &'p Program,
    pub launch: &'p Launch,
    pub cfg: &'p RunConfig,
    pub threads: Vec<Thread<'p>>,
    pub groups: Vec<Group>,
    pub mem: Memory,
    pub log: RaceLog,
    pub rng: Rng,
    /// Grid barriers passed that fence global memory.
    pub grid_epoch: u64,
    pub findings: Vec<Finding>,
    pub seen: HashSet<SeenKey>,
    pub dropped: usize,
    pub steps: u64,
    /// The origin of the statement being executed.
    pub cur: Origin,
    /// Named-barrier semantics and happens-before race detection, when checking a kernel
    /// with named barriers.
    pub named: Option<crate::named::NamedState>,
    /// How often each thread reached each collective operation, with the lanes its masks
    /// named (see [`Machine::check_collectives`]).
    pub collectives: std::collections::BTreeMap<(ir::AssertId, usize), (u64, u128)>,
    /// The first arbitrary result of an operation kcc does not model that the run used.
    pub abstract_result: Option<Origin>,
}

impl<'p> Machine<'p> {
    /// After a completed run: every thread a collective operation names reached it as often
    /// as the threads that named it (all threads of the group for a group-wide operation, the
    /// lanes of its masks in its warp for a warp operation); else divergence at it.
    pub(crate) fn check_collectives(&mut self) {
        let per_group = self
            .launch
            .local_size
            .iter()
            .map(|d| u64::from((*d).max(1)))
            .product::<u64>();
        let warp = u64::from(self.launch.warp_size.max(1));
        let reached: Vec<((ir::AssertId, usize), (u64, u128))> =
            self.collectives.iter().map(|(k, v)| (*k, *v)).collect();
        let count = |id: ir::AssertId, u: usize| {
            reached
                .iter()
                .find(|((i, w), _)| *i == id && *w == u)
                .map_or(0, |(_, (n, _))| *n)
        };
        for &((id, t), (n, lanes)) in &reached {
            let warp_op = matches!(
                self.prog.asserts[id].kind,
                ir::AssertKind::Collective { mask: Some(_), .. }
            );
            let group = self.groups[self.threads[t].group].threads.clone();
            let local = |u: usize| self.threads[u].flat % per_group;
            let missing = group.clone().find(|&u| {
                if u == t {
                    return false;
                }
                let named = if warp_op {
                    local(u) / warp == local(t) / warp
                        && (lanes >> (local(u) % warp).min(127)) & 1 == 1
                } else {
                    true
                };
                named && count(id, u) != n
            });
            if let Some(u) = missing {
                let origin = self.prog.asserts[id].origin;
                self.report(t, FindingKind::Divergence { grid: false }, Some(u), origin);
                return;
            }
        }
    }

    /// Which copy of `array` thread `t` uses.
    pub(crate) fn copy_of(&self, t: usize, array: ArrayId) -> Copy {
        match self.prog.arrays[array].space {
            MemSpace::Global | MemSpace::Constant => 0,
            MemSpace::Shared => self.groups[self.threads[t].group].flat,
            MemSpace::Private => self.threads[t].flat,
        }
    }

    /// Keep a finding unless an equal one (same kind, place and threads' roles) was kept.
    pub(crate) fn report(
        &mut self,
        t: usize,
        kind: FindingKind,
        other: Option<usize>,
        origin: Origin,
    ) {
        let key = match &kind {
            FindingKind::Race {
                array,
                first,
                second,
                benign,
                ..
            } => SeenKey::Race(
                *array,
                [(first.kind, first.origin), (second.kind, second.origin)],
                *benign,
            ),
            FindingKind::AssertFail { id, .. } => SeenKey::Assert(*id, origin),
            k => SeenKey::Other(k.name(), origin),
        };
        if !self.seen.insert(key) {
            return;
        }
        if self.findings.len() >= self.cfg.max_findings {
            self.dropped += 1;
            return;
        }
        let mut threads = vec![self.threads[t].id];
        if let Some(o) = other {
            threads.push(self.threads[o].id);
        }
        self.findings.push(Finding {
            kind,
            threads,
            origin,
        });
    }

    /// The number of cells of an array of known size.
    fn size_of(&self, array: ArrayId) -> Option<u128> {
        let a = &self.prog.arrays[array];
        if a.dims.is_empty() {
            return None;
        }
        let mut n: u128 = 1;
        for d in &a.dims {
            n = n.checked_mul(u128::from((*d)?))?;
        }
        let (src, cell) = (u128::from(a.source_elem_width), u128::from(a.elem.width()));
        if cell == 0 || src == 0 || !(n * src).is_multiple_of(cell) {
            return None;
        }
        Some(n * src / cell)
    }

    /// Report an index outside an array of known size.
    pub(crate) fn check_bounds(&mut self, t: usize, array: ArrayId, index: Value) {
        let Some(size) = self.size_of(array) else {
            return;
        };
        let i = index.signed();
        if i < 0 || i as u128 >= size {
            let kind = FindingKind::OutOfBounds {
                array,
                index: i,
                size,
            };
            self.report(t, kind, None, self.cur);
        }
    }

    /// Log an access of thread `t` to a shared or global cell and report the races it makes.
    pub(crate) fn log_access(
        &mut self,
        t: usize,
        array: ArrayId,
        index: u128,
        kind: AccessKind,
        val: u128,
        old: Option<u128>,
    ) {
        if self.named.is_some() {
            self.named_access(t, array, index, kind, val, old);
            return;
        }
        let g = &self.groups[self.threads[t].group];
        let shared = self.prog.arrays[array].space == MemSpace::Shared;
        let rec = Rec {
            thread: t,
            group: self.threads[t].group,
            kind,
            value: val,
            old,
            origin: self.cur,
            epoch: if shared {
                g.local_epoch
            } else {
                g.global_epoch
            },
            grid: self.grid_epoch,
        };
        let copy = self.copy_of(t, array);
        let races = self.log.access((array, copy, index), rec.clone());
        for r in races {
            let access = |m: &Self, x: &Rec| Access {
                thread: m.threads[x.thread].id,
                kind: x.kind,
                origin: x.origin,
                value: x.value,
                old: x.old,
            };
            let kind = FindingKind::Race {
                array,
                index,
                first: access(self, &r.first),
                second: access(self, &rec),
                benign: r.benign,
                inter_group: r.first.group != rec.group,
            };
            self.report(r.first.thread, kind, Some(t), self.cur);
        }
    }

    /// Run one step of thread `t`: a statement, or the end of a statement list.
    pub(crate) fn step(&mut self, t: usize) -> Result<(), Stop> {
        let th = &mut self.threads[t];
        let Some(frame) = th.stack.last_mut() else {
            th.state = TState::Done;
            return Ok(());
        };
        if frame.pc < frame.stmts.len() {
            let s = &frame.stmts[frame.pc];
            frame.pc += 1;
            self.cur = s.origin;
            return self.exec(t, s);
        }
        match &frame.kind {
            FrameKind::Seq | FrameKind::Block(_) => {
                th.stack.pop();
                Ok(())
            }
            FrameKind::Loop { lp, iter } => {
                let (lp, iter) = (*lp, *iter + 1);
                *frame = Frame {
                    stmts: &lp.body,
                    pc: 0,
                    kind: FrameKind::Loop { lp, iter },
                };
                self.check_invariants(t, lp, iter)
            }
            FrameKind::Call { .. } => self.finish_call(t),
            FrameKind::Kernel { .. } => {
                let k = self
                    .prog
                    .kernel_proc()
                    .map(|k| &k.ensures[..])
                    .unwrap_or(&[]);
                self.check_ensures(t, k)?;
                let th = &mut self.threads[t];
                th.stack.pop();
                th.state = TState::Done;
                Ok(())
            }
        }
    }

    fn check_invariants(&mut self, t: usize, lp: &'p Loop, iter: u64) -> Result<(), Stop> {
        for inv in &lp.invariants {
            let info = &self.prog.asserts[inv.id];
            if info.candidate {
                continue;
            }
            self.cur = info.origin;
            if !self.eval(t, &inv.cond, Mode::Annotation)?.truth() {
                let kind = FindingKind::AssertFail {
                    id: inv.id,
                    kind: info.kind.clone(),
                    iteration: Some(iter),
                };
                self.report(t, kind, None, info.origin);
            }
        }
        Ok(())
    }

    fn check_ensures(&mut self, t: usize, ensures: &'p [ir::Contract]) -> Result<(), Stop> {
        for c in ensures {
            self.cur = c.origin;
            if !self.eval(t, &c.cond, Mode::Annotation)?.truth() {
                let kind = FindingKind::AssertFail {
                    id: c.id,
                    kind: AssertKind::Postcondition,
                    iteration: None,
                };
                self.report(t, kind, None, c.origin);
            }
        }
        Ok(())
    }

    /// Assume `cond` in thread `t`. A conjunct `A[i] == e` on a cell nobody has touched (or
    /// `v == e` on a variable never assigned) initialises it: that is how the front end states
    /// the contents of initialised constant arrays.
    pub(crate) fn assume(&mut self, t: usize, cond: &'p Expr, origin: Origin) -> Result<(), Stop> {
        if let Expr::Binary(ir::BinOp::And, a, b) = cond {
            self.assume(t, a, origin)?;
            return self.assume(t, b, origin);
        }
        if let Expr::Binary(ir::BinOp::Eq, a, b) = cond {
            match &**a {
                Expr::Load {
                    array,
                    group: None,
                    index,
                } => {
                    let i = self.eval(t, index, Mode::Annotation)?;
                    let copy = self.copy_of(t, *array);
                    if !self.mem.touched(*array, copy, i.bits) {
                        let v = self.eval(t, b, Mode::Annotation)?;
                        let w = self.prog.arrays[*array].elem.width();
                        self.mem
                            .write(*array, copy, i.bits, v.bits & value::mask(w));
                        return Ok(());
                    }
                }
                Expr::Binary(ir::BinOp::Concat, ..) => {
                    // `A[i+3] ++ ... ++ A[i] == e` on untouched cells: the bytes of a wider
                    // value in byte-addressed memory.
                    let mut parts = Vec::new();
                    if concat_loads(a, &mut parts) {
                        let mut cells = Vec::new();
                        for (array, index) in &parts {
                            let i = self.eval(t, index, Mode::Annotation)?;
                            let copy = self.copy_of(t, *array);
                            cells.push((*array, copy, i.bits));
                        }
                        if cells.iter().all(|(a, c, i)| !self.mem.touched(*a, *c, *i)) {
                            let mut v = self.eval(t, b, Mode::Annotation)?.bits;
                            // Low part last.
                            for (array, copy, i) in cells.into_iter().rev() {
                                let w = self.prog.arrays[array].elem.width();
                                self.mem.write(array, copy, i, v & value::mask(w));
                                v = if w >= 128 { 0 } else { v >> w };
                            }
                            return Ok(());
                        }
                    }
                }
                Expr::Var(v) if self.threads[t].vars[v.0 as usize].is_none() => {
                    let x = self.eval(t, b, Mode::Annotation)?;
                    let ty = self.prog.vars[*v].ty;
                    self.threads[t].vars[v.0 as usize] = Some(Value::of(ty, x.bits));
                    return Ok(());
                }
                _ => {}
            }
        }
        if self.eval(t, cond, Mode::Annotation)?.truth() {
            Ok(())
        } else {
            Err(Stop::Infeasible(origin))
        }
    }

    fn set(&mut self, t: usize, v: VarId, x: Value) {
        let ty = self.prog.vars[v].ty;
        self.threads[t].vars[v.0 as usize] = Some(Value::of(ty, x.bits));
    }

    fn exec(&mut self, t: usize, s: &'p Stmt) -> Result<(), Stop> {
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => {
                let x = self.eval(t, rhs, Mode::Program)?;
                self.set(t, *lhs, x);
            }
            StmtKind::Store {
                array,
                group,
                index,
                value,
            } => {
                if group.is_some() {
                    return Err(Stop::Unsupported(
                        "a store to a per-group copy (two-thread program)".into(),
                    ));
                }
                let i = self.eval(t, index, Mode::Program)?;
                let x = self.eval(t, value, Mode::Program)?;
                self.store(t, *array, i, x);
            }
            StmtKind::Havoc(v) => {
                if s.origin.is_abstract_result() && self.abstract_result.is_none() {
                    self.abstract_result = Some(s.origin);
                }
                let x = self.arbitrary(self.prog.vars[*v].ty);
                self.set(t, *v, x);
            }
            StmtKind::HavocArray(a) => {
                let copy = self.copy_of(t, *a);
                self.mem.havoc(*a, copy);
            }
            StmtKind::Assert { id, cond } => {
                let info = &self.prog.asserts[*id];
                if let ir::AssertKind::Collective { mask, .. } = &info.kind {
                    let lanes = match mask {
                        Some(m) => self.var(t, *m).bits,
                        None => 0,
                    };
                    let e = self.collectives.entry((*id, t)).or_insert((0, 0));
                    e.0 += 1;
                    e.1 |= lanes;
                }
                if !info.candidate && !self.eval(t, cond, Mode::Annotation)?.truth() {
                    let kind = FindingKind::AssertFail {
                        id: *id,
                        kind: info.kind.clone(),
                        iteration: None,
                    };
                    self.report(t, kind, None, s.origin);
                }
            }
            StmtKind::Assume(c) => self.assume(t, c, s.origin)?,
            StmtKind::If {
                cond,
                then_body,
                else_body,
                ..
            } => {
                let c = self.eval(t, cond, Mode::Program)?.truth();
                let stmts = if c { then_body } else { else_body };
                self.threads[t].stack.push(Frame {
                    stmts,
                    pc: 0,
                    kind: FrameKind::Seq,
                });
            }
            StmtKind::Loop(lp) => {
                self.threads[t].stack.push(Frame {
                    stmts: &lp.body,
                    pc: 0,
                    kind: FrameKind::Loop { lp, iter: 0 },
                });
                self.check_invariants(t, lp, 0)?;
            }
            StmtKind::Block { label, body, .. } => {
                self.threads[t].stack.push(Frame {
                    stmts: body,
                    pc: 0,
                    kind: FrameKind::Block(*label),
                });
            }
            StmtKind::Exit(label) => self.exit(t, *label)?,
            StmtKind::Call { callee, args, ret } => self.call(t, s, *callee, args, *ret)?,
            StmtKind::Barrier {
                local_fence,
                global_fence,
                grid,
            } => {
                if self.named.is_some() {
                    // With named barriers, a block barrier is `bar.sync 0`.
                    return self.arrive(t, s, 0, None, true);
                }
                let local = self.eval(t, local_fence, Mode::Annotation)?.truth();
                let global = self.eval(t, global_fence, Mode::Annotation)?.truth();
                let mut key = Vec::new();
                for f in &self.threads[t].stack {
                    match &f.kind {
                        FrameKind::Loop { lp, iter } => {
                            key.push(*lp as *const Loop as usize);
                            key.push(*iter as usize);
                        }
                        FrameKind::Call { site, .. } => key.push(*site as *const Stmt as usize),
                        _ => {}
                    }
                }
                key.push(s as *const Stmt as usize);
                self.threads[t].state = TState::Barrier(Wait {
                    key,
                    stmt: s,
                    grid: *grid,
                    local,
                    global,
                });
            }
            StmtKind::Atomic {
                array,
                index,
                op,
                args,
                result,
            } => {
                let i = self.eval(t, index, Mode::Program)?;
                let mut xs = Vec::with_capacity(args.len());
                for a in args {
                    xs.push(self.eval(t, a, Mode::Program)?);
                }
                let a = &self.prog.arrays[*array];
                let (elem, space) = (a.elem, a.space);
                if space == MemSpace::Constant {
                    self.report(
                        t,
                        FindingKind::ConstantWrite { array: *array },
                        None,
                        s.origin,
                    );
                }
                self.check_bounds(t, *array, i);
                let copy = self.copy_of(t, *array);
                let old = Value::of(
                    elem,
                    self.mem
                        .read(*array, copy, i.bits, value::mask(elem.width())),
                );
                let Some(new) = value::atomic(op, old, &xs) else {
                    return Err(Stop::Unsupported(format!(
                        "atomic operation '{op}' with {} operands",
                        xs.len()
                    )));
                };
                self.mem.write(*array, copy, i.bits, new.bits);
                if matches!(space, MemSpace::Shared | MemSpace::Global) {
                    self.log_access(t, *array, i.bits, AccessKind::Atomic, old.bits, None);
                }
                if let Some(r) = result {
                    self.set(t, *r, old);
                }
            }
            StmtKind::NamedBarrier { id, count, wait } => {
                if self.named.is_none() {
                    return Err(Stop::Unsupported(
                        "a named barrier outside the named-barrier checker".into(),
                    ));
                }
                self.named_barrier(t, s, id, count.as_ref(), *wait)?;
            }
            StmtKind::Once(_) => {
                return Err(Stop::Unsupported(
                    "a statement run once for a pair of threads".into(),
                ))
            }
        }
        Ok(())
    }

    /// Write a cell (a program store).
    fn store(&mut self, t: usize, array: ArrayId, i: Value, x: Value) {
        let a = &self.prog.arrays[array];
        let (elem, space, ghost) = (a.elem, a.space, a.ghost);
        if space == MemSpace::Constant {
            self.report(t, FindingKind::ConstantWrite { array }, None, self.cur);
        }
        self.check_bounds(t, array, i);
        let copy = self.copy_of(t, array);
        let m = value::mask(elem.width());
        let old = self.mem.read(array, copy, i.bits, m);
        self.mem.write(array, copy, i.bits, x.bits & m);
        if matches!(space, MemSpace::Shared | MemSpace::Global) && !ghost {
            self.log_access(t, array, i.bits, AccessKind::Write, x.bits & m, Some(old));
        }
    }

    /// Leave the block or loop labelled `label`.
    fn exit(&mut self, t: usize, label: LabelId) -> Result<(), Stop> {
        let stack = &mut self.threads[t].stack;
        while let Some(f) = stack.pop() {
            match f.kind {
                FrameKind::Block(l) if l == label => return Ok(()),
                FrameKind::Loop { lp, .. } if lp.label == label => return Ok(()),
                FrameKind::Call { .. } | FrameKind::Kernel { .. } => {
                    stack.push(f);
                    break;
                }
                _ => {}
            }
        }
        Err(Stop::Unsupported(format!(
            "exit to label {label} outside its procedure"
        )))
    }

    /// Enter a procedure: bind the parameters (saving the callee's variables), snapshot the
    /// `old` terms of its postconditions, check its preconditions at the call.
    fn call(
        &mut self,
        t: usize,
        site: &'p Stmt,
        callee: ProcId,
        args: &'p [Expr],
        ret: Option<VarId>,
    ) -> Result<(), Stop> {
        let prog = self.prog;
        let proc = &prog.procs[callee];
        if args.len() != proc.params.len() {
            return Err(Stop::Unsupported(format!(
                "call of '{}' with {} arguments for {} parameters",
                proc.name,
                args.len(),
                proc.params.len()
            )));
        }
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.eval(t, a, Mode::Program)?);
        }
        let saved: Vec<(VarId, Option<Value>)> = proc
            .params
            .iter()
            .chain(&proc.locals)
            .chain(&proc.ret)
            .map(|v| (*v, self.threads[t].vars[v.0 as usize]))
            .collect();
        for (p, x) in proc.params.iter().zip(vals) {
            self.set(t, *p, x);
        }
        let olds = self.snapshot_olds(t, &proc.ensures)?;
        for c in &proc.requires {
            self.cur = c.origin;
            if !self.eval(t, &c.cond, Mode::Annotation)?.truth() {
                let kind = FindingKind::AssertFail {
                    id: c.id,
                    kind: AssertKind::Precondition { clause: c.origin },
                    iteration: None,
                };
                self.report(t, kind, None, site.origin);
            }
        }
        self.cur = site.origin;
        let body: &'p [Stmt] = proc.body.as_deref().unwrap_or(&[]);
        self.threads[t].stack.push(Frame {
            stmts: body,
            pc: 0,
            kind: FrameKind::Call {
                proc: callee,
                ret,
                saved,
                olds,
                site,
            },
        });
        Ok(())
    }

    /// Evaluate the operands of every `old(e)` in `ensures`.
    pub(crate) fn snapshot_olds(
        &mut self,
        t: usize,
        ensures: &'p [ir::Contract],
    ) -> Result<Olds<'p>, Stop> {
        let mut terms = Vec::new();
        for c in ensures {
            collect_olds(&c.cond, &mut terms);
        }
        let mut olds = Vec::with_capacity(terms.len());
        for e in terms {
            let v = self.eval(t, e, Mode::Annotation)?;
            olds.push((e, v));
        }
        Ok(olds)
    }

    /// Return from the innermost call: check (or, for a procedure without a body, assume)
    /// its postconditions, hand the result over, restore the callee's variables.
    fn finish_call(&mut self, t: usize) -> Result<(), Stop> {
        let prog = self.prog;
        let Some(Frame {
            kind: FrameKind::Call { proc, site, .. },
            ..
        }) = self.threads[t].stack.last()
        else {
            return Ok(());
        };
        let (callee, site) = (&prog.procs[*proc], *site);
        if callee.body.is_none() {
            if let Some(r) = callee.ret {
                let x = self.arbitrary(prog.vars[r].ty);
                self.set(t, r, x);
            }
            for c in &callee.ensures {
                self.assume(t, &c.cond, site.origin)?;
            }
        } else {
            self.check_ensures(t, &callee.ensures)?;
        }
        let result = callee.ret.map(|r| self.var(t, r));
        let Some(Frame {
            kind: FrameKind::Call { ret, saved, .. },
            ..
        }) = self.threads[t].stack.pop()
        else {
            return Ok(());
        };
        for (v, x) in saved {
            self.threads[t].vars[v.0 as usize] = x;
        }
        self.cur = site.origin;
        match (ret, result) {
            (Some(dst), Some(x)) => self.set(t, dst, x),
            (Some(dst), None) => {
                let x = self.arbitrary(prog.vars[dst].ty);
                self.set(t, dst, x);
            }
            _ => {}
        }
        Ok(())
    }
}

/// The operands of the `old(e)` terms of `e`, outermost first.
fn collect_olds<'p>(e: &'p Expr, out: &mut Vec<&'p Expr>) {
    match e {
        Expr::Old(inner) => out.push(inner),
        Expr::Load { group, index, .. } => {
            if let Some(g) = group {
                collect_olds(g, out);
            }
            collect_olds(index, out);
        }
        Expr::Unary(_, a) | Expr::Cast(_, a) | Expr::AtThread(_, a) | Expr::Other(a) => {
            collect_olds(a, out)
        }
        Expr::Binary(_, a, b) => {
            collect_olds(a, out);
            collect_olds(b, out);
        }
        Expr::Ite(c, a, b) => {
            collect_olds(c, out);
            collect_olds(a, out);
            collect_olds(b, out);
        }
        Expr::Apply(_, args) => args.iter().for_each(|a| collect_olds(a, out)),
        Expr::Bool(_)
        | Expr::Bv { .. }
        | Expr::Var(_)
        | Expr::Enabled
        | Expr::Accessed(..)
        | Expr::AccessOffset(..) => {}
    }
}

/// The loads of a concatenation of loads from global-or-group memory, high part first;
/// false when `e` is anything else.
fn concat_loads<'p>(e: &'p Expr, out: &mut Vec<(ir::ArrayId, &'p Expr)>) -> bool {
    match e {
        Expr::Binary(ir::BinOp::Concat, hi, lo) => concat_loads(hi, out) && concat_loads(lo, out),
        Expr::Load {
            array,
            group: None,
            index,
        } => {
            out.push((*array, index));
            true
        }
        _ => false,
    }
}
