//! The `dualise` pass: turns the predicated single-thread kernel into a sequential program over
//! two arbitrary distinct threads.
//!
//! Input: the predicated kernel (requires `predicated`). Output: the two-thread program
//! (provides `two-thread`): non-uniform, non-shared variables get per-thread copies
//! (`VarData.thread`, same name; the original's `copies` lists them), private arrays likewise,
//! and shared arrays get a per-group copy selector on every access (thread 1 `1bv1`, thread 2
//! `ite(SameGroup, 1bv1, 0bv1)`). Each statement is emitted for thread 1 then thread 2, or once
//! when it is uniform; asserts and invariants get a fresh id per thread. `once` blocks are
//! flattened and `AtThread(t, e)` becomes `e` for thread `t`. Atomics become havocs of the array
//! and of the results. The standard preconditions (launch geometry, distinct threads) are added
//! to `program.axioms`, and the kernel's `requires` become `assume`s at the start of its body.

use std::collections::BTreeMap;

use ir::{
    ArrayId, AssertInfo, AssertKind, BinOp, Block, Dim, Expr, MemSpace, Program, Props, Special,
    Stmt, StmtKind, Thread, VarId, VarScope,
};

mod counters;

use crate::pipeline::PassArgs;
use crate::util::assign;
use crate::{Config, Pass, PassCx, PassError, PassInfo};
use counters::counter_arrays;

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "dualise",
    summary: "make the sequential two-thread program: per-thread copies, standard preconditions",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("dualise: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Dualise)),
    }
}

/// The `dualise` pass.
pub struct Dualise;

impl Pass for Dualise {
    fn name(&self) -> &'static str {
        "dualise"
    }
    fn requires(&self) -> Props {
        Props::PREDICATED
    }
    fn provides(&self) -> Props {
        Props::TWO_THREAD
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        run(prog, cx.config)
    }
}

fn run(prog: &mut Program, cfg: &Config) -> Result<(), PassError> {
    let k = prog
        .kernel
        .ok_or_else(|| PassError::Internal("dualise: the program has no kernel".into()))?;
    // The special values the standard preconditions mention.
    for d in Dim::ALL {
        let lid = prog.special(Special::LocalId(d));
        prog.vars[lid].uniform = false;
        let gid = prog.special(Special::GroupId(d));
        prog.vars[gid].uniform = cfg.only_intra_group;
        prog.special(Special::GroupSize(d));
        prog.special(Special::NumGroups(d));
    }
    // Per-thread copies of variables.
    let ids: Vec<VarId> = prog.vars.ids().collect();
    for v in ids {
        let d = &prog.vars[v];
        let in_scope = match d.scope {
            VarScope::Global => true,
            VarScope::Local(p) => p == k,
        };
        if d.uniform || d.shared || d.thread.is_some() || d.copies.is_some() || !in_scope {
            continue;
        }
        let d = d.clone();
        let copies = Thread::BOTH.map(|t| {
            let mut c = d.clone();
            c.thread = Some(t);
            prog.vars.push(c)
        });
        prog.vars[v].copies = Some(copies);
    }
    // Per-thread copies of private arrays.
    let ids: Vec<ArrayId> = prog.arrays.ids().collect();
    for a in ids {
        let d = &prog.arrays[a];
        if d.space != MemSpace::Private || d.thread.is_some() || d.copies.is_some() {
            continue;
        }
        let d = d.clone();
        let copies = Thread::BOTH.map(|t| {
            let mut c = d.clone();
            c.thread = Some(t);
            prog.arrays.push(c)
        });
        prog.arrays[a].copies = Some(copies);
    }

    let sg = if cfg.only_intra_group {
        Expr::Bool(true)
    } else {
        Expr::all(Dim::ALL.map(|d| {
            let g = prog.special(Special::GroupId(d));
            let [g1, g2] = copies_of(prog, g);
            Expr::eq(Expr::Var(g1), Expr::Var(g2))
        }))
    };
    let counters = if cfg.no_refined_atomics {
        BTreeMap::new()
    } else {
        counter_arrays(prog)
    };
    let single = single_thread(prog, cfg);
    let mut du = Dual {
        prog,
        cfg,
        sg,
        single,
        bad: None,
        counters,
    };

    // Axioms: existing ones per thread, then the standard preconditions.
    let old_axioms = std::mem::take(&mut du.prog.axioms);
    let mut axioms = Vec::new();
    for ax in &old_axioms {
        for t in du.threads_of(ax) {
            axioms.push(du.rn(ax, t));
        }
    }
    axioms.extend(du.standard_preconditions());
    let mut uniq: Vec<Expr> = Vec::new();
    for ax in axioms {
        if !uniq.contains(&ax) {
            uniq.push(ax);
        }
    }
    du.prog.axioms = uniq;

    // The kernel body, with a prologue for non-uniform parameters and the kernel's requires.
    let body = du.prog.procs[k].body.take().unwrap_or_default();
    let origin = du.prog.procs[k].origin.derived("dualise");
    let mut pre = Vec::new();
    let params = du.prog.procs[k].params.clone();
    let mut new_params = Vec::new();
    for p in params {
        match du.prog.vars[p].copies {
            None => new_params.push(p),
            Some(copies) => {
                let mut d = du.prog.vars[p].clone();
                d.uniform = true;
                d.copies = None;
                let np = du.prog.vars.push(d);
                new_params.push(np);
                for c in copies {
                    pre.push(assign(c, Expr::Var(np), origin));
                }
            }
        }
    }
    du.prog.procs[k].params = new_params;
    let requires = std::mem::take(&mut du.prog.procs[k].requires);
    for r in requires {
        for t in du.threads_of(&r.cond) {
            let c = du.rn(&r.cond, t);
            pre.push(Stmt::new(StmtKind::Assume(c), r.origin));
        }
    }
    du.block(body, false, &mut pre);
    let locals = du.prog.procs[k].locals.clone();
    let mut new_locals = Vec::new();
    for l in locals {
        match du.prog.vars[l].copies {
            Some(c) => new_locals.extend(c),
            None => new_locals.push(l),
        }
    }
    du.prog.procs[k].locals = new_locals;
    du.prog.procs[k].body = Some(pre);
    if let Some(msg) = du.bad {
        return Err(PassError::Internal(format!("dualise: {msg}")));
    }
    Ok(())
}

fn copies_of(prog: &Program, v: VarId) -> [VarId; 2] {
    prog.vars[v].copies.unwrap_or([v, v])
}

/// When the launch may consist of a single thread (a single thread per group, with
/// `--only-intra-group`), the condition that it does: `Some(true)` when the sizes fix it,
/// `None` when they rule it out. The two threads of the encoding are distinct, which one
/// thread cannot satisfy; without this every check would hold vacuously.
fn single_thread(prog: &mut Program, cfg: &Config) -> Option<Expr> {
    let fixed = crate::util::fixed_specials(prog);
    let mut sizes: Vec<Special> = Dim::ALL.map(Special::GroupSize).to_vec();
    if !cfg.only_intra_group {
        sizes.extend(Dim::ALL.map(Special::NumGroups));
    }
    let mut open = Vec::new();
    for s in sizes {
        match fixed.get(&s) {
            Some(1) => {}
            Some(_) => return None,
            None => open.push(Expr::eq(Expr::Var(prog.special(s)), Expr::bv(1, 32))),
        }
    }
    Some(Expr::all(open))
}

/// Properties of two distinct threads (races, and arriving together), which one thread
/// has trivially.
fn about_two_threads(kind: &AssertKind) -> bool {
    matches!(
        kind,
        AssertKind::Race { .. }
            | AssertKind::BarrierDivergence
            | AssertKind::Collective { .. }
            | AssertKind::UniformArguments { .. }
    )
}

struct Dual<'a> {
    prog: &'a mut Program,
    cfg: &'a Config,
    /// Both threads are in the same group (over the thread copies of the group ids).
    sg: Expr,
    /// When the launch may have a single thread (in its group, with `--only-intra-group`):
    /// the condition that it has. The two threads are then copies of that one thread, and
    /// properties of a pair of distinct threads hold.
    single: Option<Expr>,
    /// Arrays used only as monotone counters, with their step when every atomic on them steps
    /// by the same literal (see [`counter_arrays`]).
    counters: BTreeMap<ArrayId, Option<u128>>,
    /// A construct that should not survive predication, if one was met.
    bad: Option<String>,
}

impl Dual<'_> {
    fn var(&self, v: VarId, t: Thread) -> VarId {
        match self.prog.vars[v].copies {
            Some(c) => c[t as usize],
            None => v,
        }
    }

    /// The group selector of a shared-array access by thread `t`.
    fn selector(&self, t: Thread) -> Expr {
        match t {
            Thread::One => Expr::bv(1, 1),
            Thread::Two if self.cfg.only_intra_group => Expr::bv(1, 1),
            Thread::Two => Expr::ite(self.sg.clone(), Expr::bv(1, 1), Expr::bv(0, 1)),
        }
    }

    /// `e` as seen by thread `t`.
    fn rn(&mut self, e: &Expr, t: Thread) -> Expr {
        let b = |x: Expr| Box::new(x);
        match e {
            Expr::Bool(_) | Expr::Bv { .. } | Expr::Accessed(..) | Expr::AccessOffset(..) => {
                e.clone()
            }
            Expr::Var(v) => Expr::Var(self.var(*v, t)),
            Expr::Load {
                array,
                group,
                index,
            } => {
                let index = b(self.rn(index, t));
                let a = &self.prog.arrays[*array];
                match (a.space, a.copies) {
                    (MemSpace::Private, Some(c)) => Expr::Load {
                        array: c[t as usize],
                        group: None,
                        index,
                    },
                    (MemSpace::Shared, _) => Expr::Load {
                        array: *array,
                        group: Some(b(self.selector(t))),
                        index,
                    },
                    _ => {
                        let group = group.as_ref().map(|g| b(self.rn(g, t)));
                        Expr::Load {
                            array: *array,
                            group,
                            index,
                        }
                    }
                }
            }
            Expr::Unary(op, a) => Expr::Unary(*op, b(self.rn(a, t))),
            Expr::Cast(op, a) => Expr::Cast(*op, b(self.rn(a, t))),
            Expr::Old(a) => Expr::Old(b(self.rn(a, t))),
            Expr::Binary(op, x, y) => Expr::Binary(*op, b(self.rn(x, t)), b(self.rn(y, t))),
            Expr::Ite(c, x, y) => Expr::Ite(b(self.rn(c, t)), b(self.rn(x, t)), b(self.rn(y, t))),
            Expr::Apply(f, args) => Expr::Apply(*f, args.iter().map(|a| self.rn(a, t)).collect()),
            Expr::AtThread(t2, a) => self.rn(a, *t2),
            Expr::Other(a) => self.rn(a, t.other()),
            Expr::Enabled => {
                self.bad
                    .get_or_insert_with(|| "`enabled` survived predication".into());
                Expr::Bool(true)
            }
        }
    }

    /// True when `e` has the same value for both threads without renaming.
    fn uniform(&self, e: &Expr) -> bool {
        let mut u = true;
        ir::visit::walk_expr(e, &mut |x| match x {
            Expr::Var(v) => u &= self.prog.vars[*v].copies.is_none(),
            Expr::Load { array, .. } => {
                let a = &self.prog.arrays[*array];
                u &= !matches!(a.space, MemSpace::Private | MemSpace::Shared);
            }
            Expr::Enabled | Expr::AtThread(..) | Expr::Other(..) => u = false,
            _ => {}
        });
        u
    }

    /// True when `e` mentions the access logs, which record thread 1's accesses only: such an
    /// assertion is checked for thread 1 only, as GPUVerify does for "asymmetric" names.
    fn asymmetric(&self, e: &Expr) -> bool {
        let mut a = false;
        ir::visit::walk_expr(e, &mut |x| {
            if let Expr::Var(v) = x {
                a |= matches!(self.prog.vars[*v].role, ir::VarRole::RaceGhost { .. });
            }
        });
        a
    }

    /// The threads a statement over `e` is emitted for: one copy when uniform.
    fn threads_of(&self, e: &Expr) -> Vec<Thread> {
        if self.uniform(e) {
            vec![Thread::One]
        } else {
            Thread::BOTH.to_vec()
        }
    }

    fn standard_preconditions(&mut self) -> Vec<Expr> {
        let bv0 = || Expr::bv(0, 32);
        let mut out = Vec::new();
        let mut differ = Vec::new();
        for d in Dim::ALL {
            let gs = Expr::Var(self.prog.special(Special::GroupSize(d)));
            let ng = Expr::Var(self.prog.special(Special::NumGroups(d)));
            out.push(Expr::binary(BinOp::Sgt, gs.clone(), bv0()));
            out.push(Expr::binary(BinOp::Sgt, ng.clone(), bv0()));
            let gid = self.prog.special(Special::GroupId(d));
            let lid = self.prog.special(Special::LocalId(d));
            for t in Thread::BOTH {
                let g = Expr::Var(self.var(gid, t));
                out.push(Expr::binary(BinOp::Sge, g.clone(), bv0()));
                out.push(Expr::binary(BinOp::Slt, g, ng.clone()));
            }
            for t in Thread::BOTH {
                let l = Expr::Var(self.var(lid, t));
                out.push(Expr::binary(BinOp::Sge, l.clone(), bv0()));
                out.push(Expr::binary(BinOp::Slt, l, gs.clone()));
            }
            differ.push(Expr::ne(
                Expr::Var(self.var(lid, Thread::One)),
                Expr::Var(self.var(lid, Thread::Two)),
            ));
        }
        if let Some(single) = &self.single {
            differ.push(single.clone());
        }
        out.push(Expr::implies(self.sg.clone(), Expr::any(differ)));
        out
    }

    /// A fresh per-thread copy of an assert id.
    fn assert_copy(&mut self, id: ir::AssertId, t: Thread) -> ir::AssertId {
        let info = self.prog.asserts[id].clone();
        self.prog.asserts.push(AssertInfo {
            thread: Some(t),
            ..info
        })
    }

    /// Dualise a sequence; `pair` is true inside `once` blocks (thread-pair code, emitted once).
    fn block(&mut self, b: Block, pair: bool, out: &mut Block) {
        for s in b {
            self.stmt(s, pair, out);
        }
    }

    fn stmt(&mut self, s: Stmt, pair: bool, out: &mut Block) {
        let o = s.origin;
        let emit = |out: &mut Block, k: StmtKind| out.push(Stmt::new(k, o));
        match s.kind {
            StmtKind::Assign { lhs, rhs } => match self.prog.vars[lhs].copies {
                Some(c) => {
                    for t in Thread::BOTH {
                        let rhs = self.rn(&rhs, t);
                        emit(
                            out,
                            StmtKind::Assign {
                                lhs: c[t as usize],
                                rhs,
                            },
                        );
                    }
                }
                None => {
                    let rhs = self.rn(&rhs, Thread::One);
                    emit(out, StmtKind::Assign { lhs, rhs });
                }
            },
            StmtKind::Store {
                array,
                group,
                index,
                value,
            } => {
                let a = &self.prog.arrays[array];
                let per_thread = match a.space {
                    MemSpace::Private | MemSpace::Shared => true,
                    _ => !(self.uniform(&index) && self.uniform(&value)),
                };
                let (space, copies) = (a.space, a.copies);
                let threads: &[Thread] = if per_thread {
                    &Thread::BOTH
                } else {
                    &[Thread::One]
                };
                for &t in threads {
                    let (index, value) = (self.rn(&index, t), self.rn(&value, t));
                    let (array, group) = match (space, copies) {
                        (MemSpace::Private, Some(c)) => (c[t as usize], None),
                        (MemSpace::Shared, _) => (array, Some(self.selector(t))),
                        _ => (array, group.as_ref().map(|g| self.rn(g, t))),
                    };
                    emit(
                        out,
                        StmtKind::Store {
                            array,
                            group,
                            index,
                            value,
                        },
                    );
                }
            }
            StmtKind::Havoc(v) => match self.prog.vars[v].copies {
                Some(c) => c.into_iter().for_each(|c| emit(out, StmtKind::Havoc(c))),
                None => emit(out, StmtKind::Havoc(v)),
            },
            StmtKind::HavocArray(a) => match self.prog.arrays[a].copies {
                Some(c) => c
                    .into_iter()
                    .for_each(|c| emit(out, StmtKind::HavocArray(c))),
                None => emit(out, StmtKind::HavocArray(a)),
            },
            StmtKind::Atomic {
                array,
                result,
                index,
                ..
            } => {
                match self.prog.arrays[array].copies {
                    Some(c) => c
                        .into_iter()
                        .for_each(|c| emit(out, StmtKind::HavocArray(c))),
                    None => emit(out, StmtKind::HavocArray(array)),
                }
                if let Some(r) = result {
                    match self.prog.vars[r].copies {
                        Some(c) => c.into_iter().for_each(|c| emit(out, StmtKind::Havoc(c))),
                        None => emit(out, StmtKind::Havoc(r)),
                    }
                }
                // Two threads counting on the same cell of a monotone counter get different
                // old values (as GPUVerify's refined atomics; a counter wrapping around after
                // 2^32 steps is not considered).
                let cell = match self.prog.arrays[array].space {
                    MemSpace::Shared => Some(self.sg.clone()),
                    MemSpace::Global => Some(Expr::Bool(true)),
                    _ => None,
                };
                if let (Some(r), Some(cell), Some(&step)) =
                    (result, cell, self.counters.get(&array))
                {
                    if let Some([r1, r2]) = self.prog.vars[r].copies {
                        let i1 = self.rn(&index, Thread::One);
                        let i2 = self.rn(&index, Thread::Two);
                        let same = Expr::and(cell, Expr::eq(i1, i2));
                        let differ = Expr::ne(Expr::Var(r1), Expr::Var(r2));
                        emit(out, StmtKind::Assume(Expr::implies(same.clone(), differ)));
                        // Every atomic on the counter steps it by k, a power of two: the values
                        // two threads get differ by a multiple of k (also modulo 2^w).
                        let w = self.prog.vars[r1].ty.width();
                        if let Some(k) = step.filter(|k| {
                            *k > 1 && k.is_power_of_two() && w < 128 && *k < (1u128 << w)
                        }) {
                            let diff = Expr::binary(BinOp::Sub, Expr::Var(r1), Expr::Var(r2));
                            let low = Expr::binary(BinOp::BvAnd, diff, Expr::bv(k - 1, w));
                            let multiple = Expr::eq(low, Expr::bv(0, w));
                            emit(out, StmtKind::Assume(Expr::implies(same, multiple)));
                        }
                    }
                    // Nor does either get a value an atomic on the cell returned before: its
                    // values-taken map (updated by the stores that follow) does not hold it yet.
                    if let Some(used) = self.prog.arrays[array].values_taken {
                        let key = Expr::taken_key(index.clone(), Expr::Var(r));
                        let fresh = Expr::eq(Expr::load(used, key), Expr::bv(0, 1));
                        for t in Thread::BOTH {
                            let fresh = self.rn(&fresh, t);
                            emit(out, StmtKind::Assume(fresh));
                        }
                    }
                }
            }
            StmtKind::Assert { id, cond } => {
                let cond = match &self.single {
                    Some(single) if about_two_threads(&self.prog.asserts[id].kind) => {
                        Expr::or(single.clone(), cond)
                    }
                    _ => cond,
                };
                if pair || self.uniform(&cond) {
                    let cond = self.rn(&cond, Thread::One);
                    emit(out, StmtKind::Assert { id, cond });
                } else {
                    let kind = &self.prog.asserts[id].kind;
                    let user = *kind == AssertKind::User;
                    // Safety checks of one thread's own operation hold for every thread when
                    // they hold for an arbitrary one: thread 1's copy is enough.
                    let one_thread = matches!(
                        kind,
                        AssertKind::ArrayBounds { .. }
                            | AssertKind::NullAccess
                            | AssertKind::DivisionByZero
                            | AssertKind::Overflow
                    );
                    let threads: &[Thread] = if (user && self.cfg.asymmetric_asserts)
                        || one_thread
                        || self.asymmetric(&cond)
                    {
                        &[Thread::One]
                    } else {
                        &Thread::BOTH
                    };
                    for &t in threads {
                        let nid = self.assert_copy(id, t);
                        let cond = self.rn(&cond, t);
                        emit(out, StmtKind::Assert { id: nid, cond });
                    }
                }
            }
            StmtKind::Assume(cond) => {
                let threads = if pair {
                    vec![Thread::One]
                } else {
                    self.threads_of(&cond)
                };
                for t in threads {
                    let cond = self.rn(&cond, t);
                    emit(out, StmtKind::Assume(cond));
                }
            }
            StmtKind::If {
                cond,
                then_body,
                else_body,
                uniform,
            } => {
                if !uniform || (!pair && !self.uniform_or_relative(&cond)) {
                    self.bad.get_or_insert_with(|| {
                        "a thread-dependent branch survived predication".into()
                    });
                }
                let cond = self.rn(&cond, Thread::One);
                let (mut t, mut e) = (Vec::new(), Vec::new());
                self.block(then_body, pair, &mut t);
                self.block(else_body, pair, &mut e);
                emit(
                    out,
                    StmtKind::If {
                        cond,
                        then_body: t,
                        else_body: e,
                        uniform: true,
                    },
                );
            }
            StmtKind::Loop(mut l) => {
                if !l.uniform {
                    self.bad.get_or_insert_with(|| {
                        "a thread-dependent loop survived predication".into()
                    });
                }
                let mut invs = Vec::new();
                for inv in std::mem::take(&mut l.invariants) {
                    if self.uniform(&inv.cond) {
                        let cond = self.rn(&inv.cond, Thread::One);
                        invs.push(ir::Invariant { id: inv.id, cond });
                    } else {
                        let threads: &[Thread] = if self.asymmetric(&inv.cond) {
                            &[Thread::One]
                        } else {
                            &Thread::BOTH
                        };
                        for &t in threads {
                            let id = self.assert_copy(inv.id, t);
                            let cond = self.rn(&inv.cond, t);
                            invs.push(ir::Invariant { id, cond });
                        }
                    }
                }
                l.invariants = invs;
                let mut body = Vec::new();
                self.block(std::mem::take(&mut l.body), pair, &mut body);
                l.body = body;
                emit(out, StmtKind::Loop(l));
            }
            StmtKind::Block {
                label,
                body,
                uniform,
            } => {
                if !uniform {
                    self.bad.get_or_insert_with(|| {
                        "a thread-dependent block survived predication".into()
                    });
                }
                let mut b = Vec::new();
                self.block(body, pair, &mut b);
                emit(
                    out,
                    StmtKind::Block {
                        label,
                        body: b,
                        uniform: true,
                    },
                );
            }
            StmtKind::Exit(l) => emit(out, StmtKind::Exit(l)),
            StmtKind::Once(body) => self.block(body, true, out),
            StmtKind::Call { .. } => {
                self.bad
                    .get_or_insert_with(|| "a call survived inlining".into());
            }
            StmtKind::Barrier { .. } => {
                self.bad
                    .get_or_insert_with(|| "a barrier survived barrier expansion".into());
            }
            StmtKind::NamedBarrier { .. } => {
                self.bad
                    .get_or_insert_with(|| "a named barrier reached dualisation".into());
            }
        }
    }

    /// True when `e` is uniform once thread-relative terms are taken as uniform.
    fn uniform_or_relative(&self, e: &Expr) -> bool {
        match e {
            Expr::AtThread(..) => true,
            Expr::Other(_) => false,
            Expr::Var(_) | Expr::Load { .. } | Expr::Enabled => self.uniform(e),
            Expr::Bool(_) | Expr::Bv { .. } | Expr::Accessed(..) | Expr::AccessOffset(..) => true,
            Expr::Unary(_, a) | Expr::Cast(_, a) | Expr::Old(a) => self.uniform_or_relative(a),
            Expr::Binary(_, a, b) => self.uniform_or_relative(a) && self.uniform_or_relative(b),
            Expr::Ite(c, a, b) => {
                self.uniform_or_relative(c)
                    && self.uniform_or_relative(a)
                    && self.uniform_or_relative(b)
            }
            Expr::Apply(_, args) => args.iter().all(|a| self.uniform_or_relative(a)),
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{Expr, MemSpace, StmtKind};

    use crate::testutil::*;
    use crate::Config;

    const SPEC: &str = "inline,uniformity,barrier,predicate,dualise";

    #[test]
    fn shared_array_store() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let tid = b.tid();
        let x = b.local("x");
        let s = b.array("S", MemSpace::Shared);
        let p = b.array("P", MemSpace::Private);
        let g = b.array("G", MemSpace::Global);
        let k = b.k;
        let chk = b.assert(Expr::eq(v(x), v(nn)));
        let uchk = b.assert(lt(n(0), v(nn)));
        b.body(
            k,
            vec![
                st(StmtKind::Store {
                    array: s,
                    group: None,
                    index: v(tid),
                    value: v(nn),
                }),
                st(StmtKind::Store {
                    array: p,
                    group: None,
                    index: n(0),
                    value: v(nn),
                }),
                st(StmtKind::Store {
                    array: g,
                    group: None,
                    index: n(0),
                    value: v(nn),
                }),
                set(x, Expr::load(s, add(v(tid), n(1)))),
                chk,
                uchk,
                st(StmtKind::Atomic {
                    array: g,
                    index: n(0),
                    op: "add".into(),
                    args: vec![n(1)],
                    result: Some(x),
                }),
            ],
        );
        let req = b.contract(lt(v(nn), n(64)), ir::AssertKind::User);
        b.prog.procs[k].requires.push(req);
        let out = run(&mut b.prog, SPEC, &Config::default());
        expect![[r#"
            ; props: inlined, uniformity, barriers-expanded, predicated, two-thread
            array A0 S : Shared [*] of bv32
            array A1 P : Private [*] of bv32
            array A2 G : Global [*] of bv32
            array A3 P$1 : Private [*] of bv32
            array A4 P$2 : Private [*] of bv32
            var v1 local_id_x : bv32
            var v3 group_id_x : bv32
            var v4 group_size_x : bv32 uniform
            var v5 num_groups_x : bv32 uniform
            var v6 local_id_y : bv32
            var v7 group_id_y : bv32
            var v8 group_size_y : bv32 uniform
            var v9 num_groups_y : bv32 uniform
            var v10 local_id_z : bv32
            var v11 group_id_z : bv32
            var v12 group_size_z : bv32 uniform
            var v13 num_groups_z : bv32 uniform
            var v14 local_id_x$1 : bv32
            var v15 local_id_x$2 : bv32
            var v18 group_id_x$1 : bv32
            var v19 group_id_x$2 : bv32
            var v20 local_id_y$1 : bv32
            var v21 local_id_y$2 : bv32
            var v22 group_id_y$1 : bv32
            var v23 group_id_y$2 : bv32
            var v24 local_id_z$1 : bv32
            var v25 local_id_z$2 : bv32
            var v26 group_id_z$1 : bv32
            var v27 group_id_z$2 : bv32
            axiom (group_size_x >s 0bv32)
            axiom (num_groups_x >s 0bv32)
            axiom (group_id_x$1 >=s 0bv32)
            axiom (group_id_x$1 <s num_groups_x)
            axiom (group_id_x$2 >=s 0bv32)
            axiom (group_id_x$2 <s num_groups_x)
            axiom (local_id_x$1 >=s 0bv32)
            axiom (local_id_x$1 <s group_size_x)
            axiom (local_id_x$2 >=s 0bv32)
            axiom (local_id_x$2 <s group_size_x)
            axiom (group_size_y >s 0bv32)
            axiom (num_groups_y >s 0bv32)
            axiom (group_id_y$1 >=s 0bv32)
            axiom (group_id_y$1 <s num_groups_y)
            axiom (group_id_y$2 >=s 0bv32)
            axiom (group_id_y$2 <s num_groups_y)
            axiom (local_id_y$1 >=s 0bv32)
            axiom (local_id_y$1 <s group_size_y)
            axiom (local_id_y$2 >=s 0bv32)
            axiom (local_id_y$2 <s group_size_y)
            axiom (group_size_z >s 0bv32)
            axiom (num_groups_z >s 0bv32)
            axiom (group_id_z$1 >=s 0bv32)
            axiom (group_id_z$1 <s num_groups_z)
            axiom (group_id_z$2 >=s 0bv32)
            axiom (group_id_z$2 <s num_groups_z)
            axiom (local_id_z$1 >=s 0bv32)
            axiom (local_id_z$1 <s group_size_z)
            axiom (local_id_z$2 >=s 0bv32)
            axiom (local_id_z$2 <s group_size_z)
            axiom ((((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2)) ==> ((((local_id_x$1 != local_id_x$2) || (local_id_y$1 != local_id_y$2)) || (local_id_z$1 != local_id_z$2)) || ((((((group_size_x == 1bv32) && (group_size_y == 1bv32)) && (group_size_z == 1bv32)) && (num_groups_x == 1bv32)) && (num_groups_y == 1bv32)) && (num_groups_z == 1bv32))))
            kernel proc k(n: bv32) {
              assume (n <u 64bv32)
              S[1bv1][local_id_x$1] := n
              S[(if (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2)) then 1bv1 else 0bv1)][local_id_x$2] := n
              P$1[0bv32] := n
              P$2[0bv32] := n
              G[0bv32] := n
              x$1 := S[1bv1][(local_id_x$1 + 1bv32)]
              x$2 := S[(if (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2)) then 1bv1 else 0bv1)][(local_id_x$2 + 1bv32)]
              assert a3 User: (x$1 == n)
              assert a4 User: (x$2 == n)
              assert a1 User: (0bv32 <u n)
              havoc G
              havoc x$1
              havoc x$2
              assume ((0bv32 == 0bv32) ==> (x$1 != x$2))
            }
        "#]]
        .assert_eq(&out);
    }

    #[test]
    fn predicated_if_and_loop() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let i = b.local("i");
        let tid = b.tid();
        let l = b.label();
        let k = b.k;
        let chk = b.assert(lt(v(i), v(nn)));
        b.body(
            k,
            vec![
                set(i, v(tid)),
                lp(
                    l,
                    vec![
                        if_(Expr::not(lt(v(i), v(nn))), vec![exit(l)], vec![]),
                        chk,
                        set(i, add(v(i), n(32))),
                    ],
                ),
            ],
        );
        let cfg = Config {
            only_intra_group: true,
            ..Config::default()
        };
        let out = run(&mut b.prog, SPEC, &cfg);
        expect![[r#"
            ; props: inlined, uniformity, barriers-expanded, predicated, two-thread
            var v2 local_id_x : bv32
            var v5 group_id_x : bv32 uniform
            var v6 group_size_x : bv32 uniform
            var v7 num_groups_x : bv32 uniform
            var v8 local_id_y : bv32
            var v9 group_id_y : bv32 uniform
            var v10 group_size_y : bv32 uniform
            var v11 num_groups_y : bv32 uniform
            var v12 local_id_z : bv32
            var v13 group_id_z : bv32 uniform
            var v14 group_size_z : bv32 uniform
            var v15 num_groups_z : bv32 uniform
            var v18 local_id_x$1 : bv32
            var v19 local_id_x$2 : bv32
            var v24 local_id_y$1 : bv32
            var v25 local_id_y$2 : bv32
            var v26 local_id_z$1 : bv32
            var v27 local_id_z$2 : bv32
            axiom (group_size_x >s 0bv32)
            axiom (num_groups_x >s 0bv32)
            axiom (group_id_x >=s 0bv32)
            axiom (group_id_x <s num_groups_x)
            axiom (local_id_x$1 >=s 0bv32)
            axiom (local_id_x$1 <s group_size_x)
            axiom (local_id_x$2 >=s 0bv32)
            axiom (local_id_x$2 <s group_size_x)
            axiom (group_size_y >s 0bv32)
            axiom (num_groups_y >s 0bv32)
            axiom (group_id_y >=s 0bv32)
            axiom (group_id_y <s num_groups_y)
            axiom (local_id_y$1 >=s 0bv32)
            axiom (local_id_y$1 <s group_size_y)
            axiom (local_id_y$2 >=s 0bv32)
            axiom (local_id_y$2 <s group_size_y)
            axiom (group_size_z >s 0bv32)
            axiom (num_groups_z >s 0bv32)
            axiom (group_id_z >=s 0bv32)
            axiom (group_id_z <s num_groups_z)
            axiom (local_id_z$1 >=s 0bv32)
            axiom (local_id_z$1 <s group_size_z)
            axiom (local_id_z$2 >=s 0bv32)
            axiom (local_id_z$2 <s group_size_z)
            axiom ((((local_id_x$1 != local_id_x$2) || (local_id_y$1 != local_id_y$2)) || (local_id_z$1 != local_id_z$2)) || (((group_size_x == 1bv32) && (group_size_y == 1bv32)) && (group_size_z == 1bv32)))
            kernel proc k(n: bv32) {
              i$1 := local_id_x$1
              i$2 := local_id_x$2
              _p0$1 := true
              _p0$2 := true
              loop L0 {
                if !(_p0$1 || _p0$2) {
                  exit L0
                }
                _p1$1 := (_p0$1 && !(i$1 <u n))
                _p1$2 := (_p0$2 && !(i$2 <u n))
                _p0$1 := (_p0$1 && !_p1$1)
                _p0$2 := (_p0$2 && !_p1$2)
                _p1$1 := false
                _p1$2 := false
                assert a1 User: (_p0$1 ==> (i$1 <u n))
                assert a2 User: (_p0$2 ==> (i$2 <u n))
                i$1 := (if _p0$1 then (i$1 + 32bv32) else i$1)
                i$2 := (if _p0$2 then (i$2 + 32bv32) else i$2)
              }
            }
        "#]]
        .assert_eq(&out);
    }

    #[test]
    fn full_pipeline_with_race_checks_and_barrier() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let tid = b.tid();
        let s = b.array("S", MemSpace::Shared);
        let x = b.local("x");
        let k = b.k;
        let barrier = st(StmtKind::Barrier {
            local_fence: Expr::Bool(true),
            global_fence: Expr::Bool(false),
            grid: false,
        });
        b.body(
            k,
            vec![
                if_(
                    lt(v(tid), v(nn)),
                    vec![st(StmtKind::Store {
                        array: s,
                        group: None,
                        index: v(tid),
                        value: n(1),
                    })],
                    vec![],
                ),
                barrier,
                set(x, Expr::load(s, add(v(tid), n(1)))),
            ],
        );
        let cfg = Config {
            no_benign_tolerance: true,
            ..Config::default()
        };
        let out = run(
            &mut b.prog,
            "inline,uniformity,race,barrier,predicate,dualise",
            &cfg,
        );
        expect![[r#"
            kernel proc k(n: bv32) {
              assume !_READ_HAS_OCCURRED_$$S
              assume !_WRITE_HAS_OCCURRED_$$S
              assume !_ATOMIC_HAS_OCCURRED_$$S
              _p0$1 := (local_id_x$1 <u n)
              _p0$2 := (local_id_x$2 <u n)
              _WRITE_HAS_OCCURRED_$$S := (if (((_p0$1 && _TRACKING) && (local_id_x$1 == _WATCHED_OFFSET)) && (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2))) then true else _WRITE_HAS_OCCURRED_$$S)
              _WRITE_SOURCE_$$S := (if (((_p0$1 && _TRACKING) && (local_id_x$1 == _WATCHED_OFFSET)) && (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2))) then 0bv32 else _WRITE_SOURCE_$$S)
              assert a1 Race { array: A0, kind: RaceKind { first: Write, second: Write } }: (((((((group_size_x == 1bv32) && (group_size_y == 1bv32)) && (group_size_z == 1bv32)) && (num_groups_x == 1bv32)) && (num_groups_y == 1bv32)) && (num_groups_z == 1bv32)) || !(((_p0$2 && _WRITE_HAS_OCCURRED_$$S) && (local_id_x$2 == _WATCHED_OFFSET)) && (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2))))
              assert a2 Race { array: A0, kind: RaceKind { first: Read, second: Write } }: (((((((group_size_x == 1bv32) && (group_size_y == 1bv32)) && (group_size_z == 1bv32)) && (num_groups_x == 1bv32)) && (num_groups_y == 1bv32)) && (num_groups_z == 1bv32)) || !(((_p0$2 && _READ_HAS_OCCURRED_$$S) && (local_id_x$2 == _WATCHED_OFFSET)) && (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2))))
              assert a3 Race { array: A0, kind: RaceKind { first: Atomic, second: Write } }: (((((((group_size_x == 1bv32) && (group_size_y == 1bv32)) && (group_size_z == 1bv32)) && (num_groups_x == 1bv32)) && (num_groups_y == 1bv32)) && (num_groups_z == 1bv32)) || !(((_p0$2 && _ATOMIC_HAS_OCCURRED_$$S) && (local_id_x$2 == _WATCHED_OFFSET)) && (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2))))
              S[1bv1][local_id_x$1] := (if _p0$1 then 1bv32 else S[1bv1][local_id_x$1])
              S[(if (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2)) then 1bv1 else 0bv1)][local_id_x$2] := (if _p0$2 then 1bv32 else S[(if (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2)) then 1bv1 else 0bv1)][local_id_x$2])
              assert a7 BarrierDivergence: true
              assume !_READ_HAS_OCCURRED_$$S
              assume !_WRITE_HAS_OCCURRED_$$S
              assume !_ATOMIC_HAS_OCCURRED_$$S
              if true {
                havoc S
              }
              havoc _TRACKING
              _READ_HAS_OCCURRED_$$S := (if ((_TRACKING && ((local_id_x$1 + 1bv32) == _WATCHED_OFFSET)) && (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2))) then true else _READ_HAS_OCCURRED_$$S)
              _READ_SOURCE_$$S := (if ((_TRACKING && ((local_id_x$1 + 1bv32) == _WATCHED_OFFSET)) && (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2))) then 4bv32 else _READ_SOURCE_$$S)
              assert a5 Race { array: A0, kind: RaceKind { first: Write, second: Read } }: (((((((group_size_x == 1bv32) && (group_size_y == 1bv32)) && (group_size_z == 1bv32)) && (num_groups_x == 1bv32)) && (num_groups_y == 1bv32)) && (num_groups_z == 1bv32)) || !((_WRITE_HAS_OCCURRED_$$S && ((local_id_x$2 + 1bv32) == _WATCHED_OFFSET)) && (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2))))
              assert a6 Race { array: A0, kind: RaceKind { first: Atomic, second: Read } }: (((((((group_size_x == 1bv32) && (group_size_y == 1bv32)) && (group_size_z == 1bv32)) && (num_groups_x == 1bv32)) && (num_groups_y == 1bv32)) && (num_groups_z == 1bv32)) || !((_ATOMIC_HAS_OCCURRED_$$S && ((local_id_x$2 + 1bv32) == _WATCHED_OFFSET)) && (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2))))
              x$1 := S[1bv1][(local_id_x$1 + 1bv32)]
              x$2 := S[(if (((group_id_x$1 == group_id_x$2) && (group_id_y$1 == group_id_y$2)) && (group_id_z$1 == group_id_z$2)) then 1bv1 else 0bv1)][(local_id_x$2 + 1bv32)]
            }
        "#]]
        .assert_eq(kernel_text(&out));
    }

    #[test]
    fn non_uniform_parameter_and_asymmetric_asserts() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let tid = b.tid();
        let k = b.k;
        let chk = b.assert(lt(v(nn), n(4)));
        b.body(
            k,
            vec![if_(lt(v(tid), n(2)), vec![set(nn, n(3))], vec![]), chk],
        );
        let cfg = Config {
            asymmetric_asserts: true,
            only_intra_group: true,
            ..Config::default()
        };
        let out = run(
            &mut b.prog,
            "inline,uniformity,barrier,predicate,dualise",
            &cfg,
        );
        expect![[r#"
            kernel proc k(n: bv32) {
              n$1 := n
              n$2 := n
              _p0$1 := (local_id_x$1 <u 2bv32)
              _p0$2 := (local_id_x$2 <u 2bv32)
              n$1 := (if _p0$1 then 3bv32 else n$1)
              n$2 := (if _p0$2 then 3bv32 else n$2)
              assert a1 User: (n$1 <u 4bv32)
            }
        "#]]
        .assert_eq(kernel_text(&out));
    }
}
