//! Facts about the two-thread kernel and its loops that candidate rules read: definitions of
//! variables, values on loop entry, loop-modified variables, guard comparisons, logged access
//! offsets, induction variables and stride patterns of offsets.

use std::collections::{BTreeMap, BTreeSet};

use ir::visit::{assigned_vars, walk_expr};
use ir::{
    AccessKind, ArrayId, BinOp, Block, CastOp, Dim, Expr, Loop, Program, Special, StmtKind, VarId,
    VarRole,
};

use crate::race;
use crate::Config;

/// Facts about the whole kernel.
pub(crate) struct KernelFacts {
    /// Every assignment of each variable, in program order: the assigned value with a
    /// predication wrapper `ite(p, e, x)` removed, or `None` for havocs and atomic results.
    pub(crate) defs: BTreeMap<VarId, Vec<Option<Expr>>>,
    /// The watched offset ghost.
    pub(crate) watched_offset: Option<VarId>,
    /// `SameGroup` over the group-id copies (`true` when group ids are uniform).
    pub(crate) same_group: Expr,
    /// Both threads in one warp of `n` threads (`n` from `--warp-sync`, else 32), when the
    /// kernel has a warp collective operation (`__shfl_sync`) whose lanes must all reach it.
    pub(crate) same_warp: Option<Expr>,
    /// Variables a user assertion depends on (through assignments): a loop that changes one
    /// needs invariants even when it touches no memory.
    pub(crate) asserted: BTreeSet<VarId>,
}

impl KernelFacts {
    pub(crate) fn new(prog: &Program, body: &Block, warp: u32) -> KernelFacts {
        let mut defs: BTreeMap<VarId, Vec<Option<Expr>>> = BTreeMap::new();
        ir::visit::walk_stmts(body, &mut |s| match &s.kind {
            StmtKind::Assign { lhs, rhs } => defs
                .entry(*lhs)
                .or_default()
                .push(Some(strip_self_ite(*lhs, rhs))),
            StmtKind::Havoc(v)
            | StmtKind::Atomic {
                result: Some(v), ..
            }
            | StmtKind::Call { ret: Some(v), .. } => defs.entry(*v).or_default().push(None),
            _ => {}
        });
        let same_group = Expr::all(Dim::ALL.iter().filter_map(|d| {
            let g = prog.find_special(Special::GroupId(*d))?;
            let [g1, g2] = prog.vars[g].copies?;
            Some(Expr::eq(Expr::var(g1), Expr::var(g2)))
        }));
        let mut asserted = BTreeSet::new();
        ir::visit::walk_stmts(body, &mut |s| {
            if let StmtKind::Assert { id, cond } = &s.kind {
                if prog.asserts[*id].kind == ir::AssertKind::User {
                    ir::visit::vars_of(cond, &mut asserted);
                }
            }
        });
        loop {
            let before = asserted.len();
            for (v, ds) in &defs {
                if asserted.contains(v) {
                    for d in ds.iter().flatten() {
                        ir::visit::vars_of(d, &mut asserted);
                    }
                }
            }
            if asserted.len() == before {
                break;
            }
        }
        let warp_collective = prog
            .asserts
            .iter()
            .any(|(_, a)| matches!(a.kind, ir::AssertKind::Collective { mask: Some(_), .. }));
        KernelFacts {
            asserted,
            defs,
            watched_offset: race::ghost(prog, None, race::WATCHED_OFFSET),
            same_group,
            same_warp: warp_collective.then(|| same_warp(prog, warp)),
        }
    }
}

/// `flat$1 / n == flat$2 / n` over the local-id copies (a uniform id is its own copy).
fn same_warp(prog: &Program, n: u32) -> Expr {
    let thread = |t: usize| {
        let part = |s: Special| {
            prog.find_special(s).map_or(Expr::bv(0, 32), |v| {
                Expr::var(prog.vars[v].copies.map_or(v, |c| c[t]))
            })
        };
        let [x, y, z] = Dim::ALL.map(|d| part(Special::LocalId(d)));
        let [sx, sy, _] = Dim::ALL.map(|d| part(Special::GroupSize(d)));
        let mul = |a: Expr, b: Expr| Expr::binary(BinOp::Mul, a, b);
        let add = |a: Expr, b: Expr| Expr::binary(BinOp::Add, a, b);
        let flat = add(add(x, mul(y, sx.clone())), mul(mul(z, sx), sy));
        Expr::binary(BinOp::UDiv, flat, Expr::bv(u128::from(n), 32))
    };
    Expr::eq(thread(0), thread(1))
}

/// `ite(p, e, x)` assigned to `x` is `e` under predication; anything else is itself.
pub(crate) fn strip_self_ite(lhs: VarId, rhs: &Expr) -> Expr {
    match rhs {
        Expr::Ite(_, a, b) if **b == Expr::Var(lhs) => strip_self_ite(lhs, a),
        e => e.clone(),
    }
}

/// Every loop of the body with the values variables are known to have on entry to it (from
/// straight-line assignments before it).
pub(crate) fn loops_with_entry(body: &Block) -> Vec<(&Loop, BTreeMap<VarId, Expr>)> {
    let mut out = Vec::new();
    let mut env = BTreeMap::new();
    scan(body, &mut env, &mut out);
    out
}

fn kill(env: &mut BTreeMap<VarId, Expr>, vs: &BTreeSet<VarId>, arrays: &BTreeSet<ArrayId>) {
    env.retain(|k, e| {
        let mut keep = !vs.contains(k);
        walk_expr(e, &mut |x| match x {
            Expr::Var(v) if vs.contains(v) => keep = false,
            Expr::Load { array, .. } if arrays.contains(array) => keep = false,
            _ => {}
        });
        keep
    });
}

fn scan<'a>(
    b: &'a Block,
    env: &mut BTreeMap<VarId, Expr>,
    out: &mut Vec<(&'a Loop, BTreeMap<VarId, Expr>)>,
) {
    for s in b {
        let mut vs = BTreeSet::new();
        let mut arrays = BTreeSet::new();
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => {
                vs.insert(*lhs);
                kill(env, &vs, &arrays);
                let e = strip_self_ite(*lhs, rhs);
                if !crate::invariants::vars(&e).contains(lhs) {
                    env.insert(*lhs, e);
                }
                continue;
            }
            StmtKind::Loop(l) => {
                out.push((l, env.clone()));
                assigned_vars(&l.body, &mut vs);
                ir::visit::written_arrays(&l.body, &mut arrays);
                kill(env, &vs, &arrays);
                let mut inner = env.clone();
                scan(&l.body, &mut inner, out);
            }
            StmtKind::If {
                then_body,
                else_body,
                ..
            } => {
                scan(then_body, &mut env.clone(), out);
                scan(else_body, &mut env.clone(), out);
                assigned_vars(then_body, &mut vs);
                assigned_vars(else_body, &mut vs);
                ir::visit::written_arrays(then_body, &mut arrays);
                ir::visit::written_arrays(else_body, &mut arrays);
            }
            StmtKind::Block { body, .. } | StmtKind::Once(body) => {
                scan(body, env, out);
                continue;
            }
            _ => {
                let one = vec![s.clone()];
                assigned_vars(&one, &mut vs);
                ir::visit::written_arrays(&one, &mut arrays);
            }
        }
        kill(env, &vs, &arrays);
    }
}

/// True when the loop does something that needs invariants: accesses memory, asserts or
/// assumes something (barriers and race checks included), or changes a variable that a user
/// assertion depends on.
pub(crate) fn is_essential(prog: &Program, kernel: &KernelFacts, lp: &Loop) -> bool {
    let mut modified = BTreeSet::new();
    assigned_vars(&lp.body, &mut modified);
    if modified.iter().any(|v| kernel.asserted.contains(v)) {
        return true;
    }
    ir::visit::any_stmt(&lp.body, &mut |s| {
        let logs = matches!(&s.kind, StmtKind::Assign { lhs, .. } if matches!(prog.vars[*lhs].role, VarRole::RaceGhost { .. }));
        logs || matches!(
            s.kind,
            StmtKind::Store { .. }
                | StmtKind::HavocArray(_)
                | StmtKind::Assert { .. }
                | StmtKind::Assume(_)
                | StmtKind::Atomic { .. }
                | StmtKind::Barrier { .. }
        )
    })
}

/// An access logged in a loop: `HAS := ite(... && offset == WATCHED_OFFSET ..., true, HAS)`.
#[derive(Clone, Debug)]
#[allow(
    dead_code,
    reason = "array and kind are part of the record for rules keyed on them"
)]
pub(crate) struct Log {
    pub(crate) array: ArrayId,
    pub(crate) kind: AccessKind,
    /// The `_HAS_OCCURRED` ghost.
    pub(crate) has: VarId,
    /// Thread 1's offset expression.
    pub(crate) offset: Expr,
    /// Thread 1's logged value (compared with the array's watched value in benign mode).
    pub(crate) value: Option<Expr>,
    /// The predicates (thread 1's copies) under which the access is logged.
    pub(crate) predicates: Vec<VarId>,
    /// The conditions of the uniform branches in the loop body that enclose the access (a
    /// negated condition for an else branch).
    pub(crate) conditions: Vec<Expr>,
}

/// The value of `e` when it is built from literals only.
fn literal(e: &Expr) -> Option<u128> {
    ir::eval::eval(e, &|_| None)
        .map(ir::eval::Value::to_expr)
        .and_then(|v| v.as_bv())
        .map(|(v, _)| v)
}

/// `x` when `e` is `(x / n) * n + x % n` in either order (a row and a column computed from a
/// flat index and put back together), which equals `x` for unsigned and for truncating signed
/// division alike, wrap-around included.
fn recombined(e: &Expr) -> Option<&Expr> {
    let Expr::Binary(BinOp::Add, a, b) = e else {
        return None;
    };
    fn pair<'e>(scaled: &'e Expr, rem: &'e Expr) -> Option<&'e Expr> {
        let Expr::Binary(BinOp::Mul, p, q) = scaled else {
            return None;
        };
        let (quot, n) = match (&**p, &**q) {
            (d @ Expr::Binary(BinOp::SDiv | BinOp::UDiv, _, _), n)
            | (n, d @ Expr::Binary(BinOp::SDiv | BinOp::UDiv, _, _)) => (d, n),
            _ => return None,
        };
        let (Expr::Binary(dop, x, m), Expr::Binary(rop, y, k)) = (quot, rem) else {
            return None;
        };
        let same_kind = matches!(
            (dop, rop),
            (BinOp::SDiv, BinOp::SRem) | (BinOp::UDiv, BinOp::URem)
        );
        (same_kind && x == y && **m == *n && **k == *n).then_some(&**x)
    }
    pair(a, b).or_else(|| pair(b, a))
}

/// A stride pattern of an offset: its exact loop-invariant value, or `r` modulo `m`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Stride {
    /// Always equal to this loop-invariant expression.
    Eq(Expr),
    /// Congruent to `r` modulo `m` (exact for powers of two).
    Mod(Expr, Expr),
}

/// What a rule may read about one loop.
pub(crate) struct RuleCx<'a> {
    pub(crate) prog: &'a Program,
    pub(crate) cfg: &'a Config,
    pub(crate) kernel: &'a KernelFacts,
    /// Variables assigned anywhere in the loop, nested loops included.
    pub(crate) modified: BTreeSet<VarId>,
    /// Known values on loop entry.
    pub(crate) entry: BTreeMap<VarId, Expr>,
    /// Assignments inside the loop (see [`KernelFacts::defs`]).
    pub(crate) loop_defs: BTreeMap<VarId, Vec<Option<Expr>>>,
    /// Bit-vector comparisons of the loop guard (definitions of temporaries substituted).
    pub(crate) guard_atoms: Vec<Expr>,
    /// Accesses logged in the loop.
    pub(crate) logs: Vec<Log>,
    /// Arrays written in the loop.
    pub(crate) written: BTreeSet<ArrayId>,
    /// The loop's ghost iteration counter and the variables it describes (`loop-normalize`).
    pub(crate) counter: Option<&'a ir::LoopCounter>,
}

impl<'a> RuleCx<'a> {
    pub(crate) fn new(
        prog: &'a Program,
        cfg: &'a Config,
        kernel: &'a KernelFacts,
        lp: &'a Loop,
        entry: BTreeMap<VarId, Expr>,
    ) -> RuleCx<'a> {
        let mut modified = BTreeSet::new();
        assigned_vars(&lp.body, &mut modified);
        let mut written = BTreeSet::new();
        ir::visit::written_arrays(&lp.body, &mut written);
        let mut loop_defs: BTreeMap<VarId, Vec<Option<Expr>>> = BTreeMap::new();
        ir::visit::walk_stmts(&lp.body, &mut |s| match &s.kind {
            StmtKind::Assign { lhs, rhs } => loop_defs
                .entry(*lhs)
                .or_default()
                .push(Some(strip_self_ite(*lhs, rhs))),
            StmtKind::Havoc(v)
            | StmtKind::Atomic {
                result: Some(v), ..
            }
            | StmtKind::Call { ret: Some(v), .. } => loop_defs.entry(*v).or_default().push(None),
            _ => {}
        });
        let mut cx = RuleCx {
            prog,
            cfg,
            kernel,
            modified,
            entry,
            loop_defs,
            guard_atoms: vec![],
            logs: vec![],
            written,
            counter: prog.loop_counters.get(&lp.label),
        };
        cx.guard_atoms = cx.find_guard_atoms(lp);
        cx.logs = cx.find_logs(lp);
        cx
    }

    /// True when `e` has the same value throughout the loop.
    pub(crate) fn is_invariant(&self, e: &Expr) -> bool {
        let mut ok = true;
        walk_expr(e, &mut |x| match x {
            Expr::Var(v) if self.modified.contains(v) => ok = false,
            Expr::Load { array, .. } if self.written.contains(array) => ok = false,
            Expr::Apply(..) => ok = false,
            _ => {}
        });
        ok
    }

    /// The single definition of `v` in the whole kernel, if it has exactly one.
    pub(crate) fn single_def(&self, v: VarId) -> Option<&Expr> {
        match self.kernel.defs.get(&v).map(Vec::as_slice) {
            Some([Some(e)]) => Some(e),
            _ => None,
        }
    }

    /// `e` with variables that have a single, load-free definition replaced by it (a few
    /// levels deep), so temporaries are seen through.
    pub(crate) fn resolve(&self, e: &Expr) -> Expr {
        self.resolve_depth(e, 4)
    }

    fn resolve_depth(&self, e: &Expr, depth: u32) -> Expr {
        if depth == 0 {
            return e.clone();
        }
        ir::visit::map_expr(e.clone(), &mut |x| match x {
            Expr::Var(v) => match self.single_def(v) {
                Some(def) if !has_load(def) && !crate::invariants::vars(def).contains(&v) => {
                    self.resolve_depth(def, depth - 1)
                }
                _ => Expr::Var(v),
            },
            x => x,
        })
    }

    /// `(stride, initial value)` of an induction variable: stepped in the loop only as
    /// `v := v + s` or `v := v - s` with `s` loop-invariant, starting from a known invariant
    /// entry value — or re-initialised to one loop-invariant value inside the loop (the counter
    /// of an inner loop, as in a grid-stride loop nested in another loop), in which case that
    /// value is the initial one: `v` stays congruent to it modulo `s` wherever it was reset.
    pub(crate) fn induction(&self, v: VarId) -> Option<(Expr, Expr)> {
        let defs = self.loop_defs.get(&v)?;
        let mut step: Option<Expr> = None;
        let mut reset: Option<Expr> = None;
        for def in defs {
            let def = self.resolve(def.as_ref()?);
            let s = match &def {
                Expr::Binary(BinOp::Add, a, b) if **a == Expr::Var(v) => (**b).clone(),
                Expr::Binary(BinOp::Add, a, b) if **b == Expr::Var(v) => (**a).clone(),
                Expr::Binary(BinOp::Sub, a, b) if **a == Expr::Var(v) => (**b).clone(),
                e if self.is_invariant(e) && reset.as_ref().is_none_or(|r| r == e) => {
                    reset = Some(def.clone());
                    continue;
                }
                _ => return None,
            };
            if !self.is_invariant(&s) || step.as_ref().is_some_and(|t| *t != s) {
                return None;
            }
            step = Some(s);
        }
        let s = step?;
        let init = match reset {
            Some(r) => r,
            None => self.entry.get(&v).filter(|e| self.is_invariant(e))?.clone(),
        };
        Some((s, init))
    }

    /// The stride pattern of a (resolved) offset expression.
    pub(crate) fn stride(&self, e: &Expr) -> Option<Stride> {
        use Stride::{Eq, Mod};
        if self.is_invariant(e) {
            return Some(Eq(e.clone()));
        }
        let bin = |op, a: Expr, b: Expr| Expr::binary(op, a, b);
        if let Some(x) = recombined(e) {
            return self.stride(x);
        }
        match e {
            Expr::Var(v) => self.induction(*v).map(|(s, init)| Mod(s, init)),
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
                match (self.stride(a)?, self.stride(b)?) {
                    (Mod(m, r), Eq(x)) => Some(Mod(m, bin(*op, r, x))),
                    (Eq(x), Mod(m, r)) if *op == BinOp::Add => Some(Mod(m, bin(*op, x, r))),
                    (Mod(m1, r1), Mod(m2, r2)) if m1 == m2 => Some(Mod(m1, bin(*op, r1, r2))),
                    // Moduli where one divides the other (a row of 4096 elements, and a
                    // grid-stride column step of 1024): congruent modulo the smaller one.
                    (Mod(m1, r1), Mod(m2, r2)) => {
                        let (c1, c2) = (literal(&m1)?, literal(&m2)?);
                        if c1 == 0 || c2 == 0 {
                            return None;
                        }
                        let m = if c1 % c2 == 0 {
                            m2
                        } else if c2 % c1 == 0 {
                            m1
                        } else {
                            return None;
                        };
                        Some(Mod(m, bin(*op, r1, r2)))
                    }
                    _ => None,
                }
            }
            Expr::Binary(op @ (BinOp::Mul | BinOp::Shl), a, b) => {
                match (self.stride(a)?, self.stride(b)?) {
                    (Mod(m, r), Eq(c)) => Some(Mod(bin(*op, m, c.clone()), bin(*op, r, c))),
                    (Eq(c), Mod(m, r)) if *op == BinOp::Mul => {
                        Some(Mod(bin(*op, c.clone(), m), bin(*op, c, r)))
                    }
                    _ => None,
                }
            }
            Expr::Cast(
                op @ (CastOp::ZeroExt(_) | CastOp::SignExt(_) | CastOp::Extract { .. }),
                a,
            ) => match self.stride(a)? {
                Mod(m, r) => Some(Mod(
                    Expr::Cast(*op, Box::new(m)),
                    Expr::Cast(*op, Box::new(r)),
                )),
                Eq(x) => Some(Eq(Expr::Cast(*op, Box::new(x)))),
            },
            _ => None,
        }
    }

    /// `e` over thread `t`'s copies (0 or 1) of the variables that have per-thread copies.
    pub(crate) fn at_thread(&self, e: &Expr, t: usize) -> Expr {
        ir::visit::map_expr(e.clone(), &mut |x| match x {
            Expr::Var(v) => Expr::Var(self.per_thread(v)[t]),
            x => x,
        })
    }

    /// True for the ghosts `loop-normalize` adds (counters, entry values and sums of steps).
    pub(crate) fn is_normalize_ghost(&self, v: VarId) -> bool {
        self.prog.vars[self.original(v)].role == VarRole::Ghost
            && self.prog.loop_counters.values().any(|c| {
                let o = self.original(v);
                c.counter == o || c.derived.iter().any(|d| d.entry == o || d.steps == Some(o))
            })
    }

    /// The two per-thread copies of a variable, or the variable twice if it has one copy.
    pub(crate) fn per_thread(&self, v: VarId) -> [VarId; 2] {
        self.prog.vars[v].copies.unwrap_or([v, v])
    }

    /// The original of a per-thread copy (itself for other variables).
    pub(crate) fn original(&self, v: VarId) -> VarId {
        if self.prog.vars[v].thread.is_none() {
            return v;
        }
        self.prog
            .vars
            .iter()
            .find(|(_, d)| d.copies.is_some_and(|c| c.contains(&v)))
            .map_or(v, |(id, _)| id)
    }

    fn find_guard_atoms(&self, lp: &Loop) -> Vec<Expr> {
        let mut conds = Vec::new();
        for s in &lp.body {
            match &s.kind {
                StmtKind::If {
                    cond,
                    then_body,
                    else_body,
                    ..
                } if else_body.is_empty()
                    && then_body.iter().any(|t| t.kind == StmtKind::Exit(lp.label)) =>
                {
                    conds.push(cond.clone());
                }
                StmtKind::Assign { lhs, rhs }
                    if self.prog.vars[*lhs].role == VarRole::Predicate =>
                {
                    if lp.predicate.is_some() {
                        conds.push(rhs.clone());
                    }
                }
                // A part of a short-circuit guard (`i < 4 && in[i] != 0`), held in a
                // temporary that the next part reuses, so that resolving it sees neither.
                StmtKind::Assign { lhs, rhs }
                    if lp.predicate.is_some()
                        && self.prog.vars[*lhs].role == VarRole::Temp
                        && self.prog.vars[*lhs].ty == ir::Type::Bool =>
                {
                    conds.push(strip_self_ite(*lhs, rhs));
                }
                StmtKind::Assign { .. }
                | StmtKind::Assert { .. }
                | StmtKind::Assume(_)
                | StmtKind::Havoc(_) => {}
                _ => break,
            }
        }
        let mut atoms = Vec::new();
        for c in conds {
            walk_expr(&self.resolve(&c), &mut |x| {
                if let Expr::Binary(op, a, _) = x {
                    if is_comparison(*op) && self.prog.type_of(a).is_bv() && !atoms.contains(x) {
                        atoms.push(x.clone());
                    }
                }
            });
        }
        atoms
    }

    fn find_logs(&self, lp: &Loop) -> Vec<Log> {
        let Some(w) = self.kernel.watched_offset else {
            return vec![];
        };
        let mut logs = Vec::new();
        walk_under_conditions(&lp.body, &mut Vec::new(), &mut |s, conditions| {
            let StmtKind::Assign { lhs, rhs } = &s.kind else {
                return;
            };
            let VarRole::RaceGhost {
                array: Some(array),
                what,
            } = &self.prog.vars[*lhs].role
            else {
                return;
            };
            let Some(kind) = AccessKind::ALL
                .into_iter()
                .find(|k| race::has_occurred(*k) == what)
            else {
                return;
            };
            let wv = race::ghost(self.prog, Some(*array), race::WATCHED_VALUE);
            walk_expr(rhs, &mut |x| {
                let Expr::Ite(c, t, _) = x else { return };
                if **t != Expr::Bool(true) {
                    return;
                }
                let (mut offsets, mut value, mut predicates) = (Vec::new(), None, Vec::new());
                walk_expr(c, &mut |y| {
                    if let Expr::Var(p) = y {
                        if self.prog.vars[*p].role == VarRole::Predicate {
                            predicates.push(*p);
                        }
                    }
                    if let Expr::Binary(BinOp::Eq, a, b) = y {
                        if let Some(other) = other_side(a, b, w) {
                            offsets.push(other);
                        } else if let Some(other) = wv.and_then(|wv| other_side(a, b, wv)) {
                            value = Some(other);
                        }
                    }
                });
                for offset in offsets {
                    logs.push(Log {
                        array: *array,
                        kind,
                        has: *lhs,
                        offset,
                        value: value.clone(),
                        predicates: predicates.clone(),
                        conditions: conditions.to_vec(),
                    });
                }
            });
        });
        logs
    }

    /// Logged accesses grouped by their `_HAS_OCCURRED` ghost, in ghost order.
    pub(crate) fn logs_by_ghost(&self) -> BTreeMap<VarId, Vec<&Log>> {
        let mut out: BTreeMap<VarId, Vec<&Log>> = BTreeMap::new();
        for l in &self.logs {
            out.entry(l.has).or_default().push(l);
        }
        out
    }

    /// The watched offset as an expression.
    pub(crate) fn watched_offset(&self) -> Option<Expr> {
        self.kernel.watched_offset.map(Expr::var)
    }
}

/// Call `f` on every statement of `b`, recursively, with the conditions of the branches that
/// enclose it (negated in else branches).
fn walk_under_conditions<'a>(
    b: &'a ir::Block,
    conditions: &mut Vec<Expr>,
    f: &mut impl FnMut(&'a ir::Stmt, &[Expr]),
) {
    for s in b {
        f(s, conditions);
        match &s.kind {
            StmtKind::If {
                cond,
                then_body,
                else_body,
                ..
            } => {
                conditions.push(cond.clone());
                walk_under_conditions(then_body, conditions, f);
                conditions.pop();
                conditions.push(Expr::not(cond.clone()));
                walk_under_conditions(else_body, conditions, f);
                conditions.pop();
            }
            _ => {
                for c in ir::visit::child_blocks(s) {
                    walk_under_conditions(c, conditions, f);
                }
            }
        }
    }
}

/// In `a == b` with one side the variable `v`, the other side.
fn other_side(a: &Expr, b: &Expr, v: VarId) -> Option<Expr> {
    if *b == Expr::Var(v) {
        Some(a.clone())
    } else if *a == Expr::Var(v) {
        Some(b.clone())
    } else {
        None
    }
}

/// True for comparison operators.
pub(crate) fn is_comparison(op: BinOp) -> bool {
    use BinOp::*;
    matches!(op, Eq | Ne | Slt | Sle | Sgt | Sge | Ult | Ule | Ugt | Uge)
}

/// True when the expression reads an array.
pub(crate) fn has_load(e: &Expr) -> bool {
    let mut found = false;
    walk_expr(e, &mut |x| found |= matches!(x, Expr::Load { .. }));
    found
}

#[cfg(test)]
mod tests {
    use ir::{BinOp, Expr, Type, VarRole, VarScope};

    use super::recombined;

    #[test]
    fn row_and_column_put_back_together() {
        let mut prog = ir::Program::default();
        let x = prog.new_var(
            "x",
            Type::Bv(32),
            VarScope::Global,
            VarRole::User,
            crate::invariants::testutil::origin(),
        );
        let n = Expr::bv(100, 32);
        let div = |op| Expr::binary(op, Expr::var(x), n.clone());
        let row = Expr::binary(BinOp::Mul, div(BinOp::SDiv), n.clone());
        let flat = Expr::binary(BinOp::Add, row.clone(), div(BinOp::SRem));
        assert_eq!(recombined(&flat), Some(&Expr::var(x)));
        let swapped = Expr::binary(BinOp::Add, div(BinOp::SRem), row.clone());
        assert_eq!(recombined(&swapped), Some(&Expr::var(x)));
        // Signed quotient with an unsigned remainder, or another divisor: not the index.
        let mixed = Expr::binary(BinOp::Add, row, div(BinOp::URem));
        assert_eq!(recombined(&mixed), None);
        let other = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, div(BinOp::SDiv), Expr::bv(50, 32)),
            div(BinOp::SRem),
        );
        assert_eq!(recombined(&other), None);
    }
}
