//! The `row-major` pass: lemmas that split a row-major offset `A * W + B` into its row `A`
//! and column `B`, so that the solver need not search products of symbolic values.
//!
//! Input: the kernel after `race` (requires `race-instrumented`). A race check compares two
//! offsets with the watched one; when they are `y1 * w + x1` and `y2 * w + x2` for a width
//! `w` the source leaves symbolic, telling that `x1 == x2` and `y1 == y2` follow means
//! reasoning about two 32-bit products, which bit-blasting solvers often cannot do in
//! minutes. The lemma they need is simple: if `B < W` and `A * W + B` does not wrap, then
//! `A * W + B == T` fixes `A == T / W` and `B == T % W`.
//!
//! Before every access to a race-checked array whose offset has that shape, and before every
//! assignment to a variable used as such an offset, the pass assumes
//! `(A * W + B == T && B <u W && A * W + B exact) ==> (A == Q && B == R)`, where `T` is the
//! watched offset, "exact" is computed at twice the width, and `Q` and `R` are ghost
//! constants, one pair per `(T, W)`. `W` must be a *fixed* value: built from parameters and
//! launch sizes that nothing assigns, or from a local assigned once at the top of the kernel
//! from such values before any use, so that `W`, and with it `T / W` and `T % W`, is the same
//! at every site and for both threads. Choosing `Q = T / W` and `R = T % W` satisfies every
//! assumption of every execution, so the lemmas exclude none: the pass is sound. `B` is
//! split again, against `R`, when it has the shape itself (`(z * h + y) * w + x`), and so is
//! the row `A`, against `Q`. Locals assigned once at the top of the kernel from values that do
//! not change (`base = blockIdx.x * n`) are seen through.

use std::collections::{BTreeMap, BTreeSet};

use ir::visit::{assigned_vars, child_blocks_mut, stmt_exprs, walk_expr};
use ir::{
    ArrayId, BinOp, Block, CastOp, Expr, Origin, Program, Props, Special, Stmt, StmtKind, Type,
    VarId, VarRole, VarScope,
};

use crate::access::accesses;
use crate::pipeline::PassArgs;
use crate::race::{ghost, is_race_checked, modified_arrays, WATCHED_OFFSET};
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "row-major",
    summary: "assume that a watched offset A*W+B with B < W fixes A and B (row-major lemmas)",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("row-major: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(RowMajor)),
    }
}

/// The `row-major` pass.
pub struct RowMajor;

/// The `by` of the origin of the lemmas (and of their ghost constants): rules find them by it.
pub const ORIGIN: &str = "row-major";

/// How many times an offset's row or column is split again.
const MAX_DEPTH: usize = 3;

impl Pass for RowMajor {
    fn name(&self) -> &'static str {
        "row-major"
    }
    fn requires(&self) -> Props {
        Props::RACE_INSTRUMENTED
    }
    fn run(&self, prog: &mut Program, _cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let Some(watched) = ghost(prog, None, WATCHED_OFFSET) else {
            return Ok(());
        };
        let modified = modified_arrays(prog);
        // One pair of ghost constants per (target, width) across procedures, so names are unique.
        let mut ghosts = BTreeMap::new();
        let ids: Vec<_> = prog.procs.iter().map(|(id, _)| id).collect();
        for p in ids {
            let Some(body) = prog.procs[p].body.take() else {
                continue;
            };
            let fixed = unchanging_values(prog, p, &body, true);
            let stable = unchanging_values(prog, p, &body, false);
            let index_vars = index_vars(prog, &modified, &body);
            let mut cx = Lemmas {
                prog,
                modified: &modified,
                fixed,
                stable,
                index_vars,
                watched,
                ghosts: &mut ghosts,
                loops: Vec::new(),
            };
            let body = cx.block(body);
            prog.procs[p].body = Some(body);
        }
        Ok(())
    }
}

/// Variables whose value never changes in one thread's run of a procedure, each with the
/// expression it stands for: parameters and launch values nothing assigns, and locals fixed at
/// the top (see [`with_constant_locals`]). With `both_threads`, only those that are also the
/// same in both threads (fixed widths): no thread ids, and a helper's parameters (verified on
/// its own with `--no-inline`) only for the kernel. Without it, thread ids too, so that the
/// offset `base + j` with `base = blockIdx.x * n` is split as `blockIdx.x * n + j`.
fn unchanging_values(
    prog: &Program,
    p: ir::ProcId,
    body: &Block,
    both_threads: bool,
) -> BTreeMap<VarId, Expr> {
    let mut assigned = BTreeSet::new();
    assigned_vars(body, &mut assigned);
    let mut known: BTreeMap<VarId, Expr> = BTreeMap::new();
    if prog.procs[p].is_kernel || !both_threads {
        for &v in &prog.procs[p].params {
            known.insert(v, Expr::var(v));
        }
    }
    for (v, d) in prog.vars.iter() {
        if let VarRole::Special(s) = d.role {
            if !(both_threads && s.is_thread_specific()) {
                known.insert(v, Expr::var(v));
            }
        }
    }
    known.retain(|v, _| !assigned.contains(v));
    with_constant_locals(prog, body, known)
}

/// `known` extended with the locals assigned once, at the top level of `body`, from known
/// values, and mentioned nowhere before: every later statement sees the value assigned.
fn with_constant_locals(
    prog: &Program,
    body: &Block,
    mut known: BTreeMap<VarId, Expr>,
) -> BTreeMap<VarId, Expr> {
    let counts = assignment_counts(body);
    let mut seen = BTreeSet::new();
    for s in body {
        if let StmtKind::Assign { lhs, rhs } = &s.kind {
            if counts.get(lhs) == Some(&1)
                && !seen.contains(lhs)
                && matches!(prog.vars[*lhs].scope, VarScope::Local(_))
            {
                if let Some(e) = substitute_fixed(rhs, &known) {
                    known.insert(*lhs, e);
                }
            }
        }
        stmt_vars(s, &mut seen);
    }
    known
}

/// How many statements assign each variable (assignments, havocs, atomic and call results).
fn assignment_counts(b: &Block) -> BTreeMap<VarId, usize> {
    let mut out = BTreeMap::new();
    ir::visit::walk_stmts(b, &mut |s| {
        let v = match &s.kind {
            StmtKind::Assign { lhs, .. } => Some(*lhs),
            StmtKind::Havoc(v) => Some(*v),
            StmtKind::Atomic { result, .. } => *result,
            StmtKind::Call { ret, .. } => *ret,
            _ => None,
        };
        if let Some(v) = v {
            *out.entry(v).or_insert(0) += 1;
        }
    });
    out
}

/// Every variable a statement (with its nested statements) mentions or assigns.
fn stmt_vars(s: &Stmt, out: &mut BTreeSet<VarId>) {
    let mut one = |s: &Stmt| {
        stmt_exprs(s, &mut |e| ir::visit::vars_of(e, out));
        if let StmtKind::Assign { lhs, .. } | StmtKind::Havoc(lhs) = &s.kind {
            out.insert(*lhs);
        }
    };
    one(s);
    for b in ir::visit::child_blocks(s) {
        ir::visit::walk_stmts(b, &mut one);
    }
}

/// `e` with fixed locals replaced by what they stand for, if every variable of `e` is fixed
/// and `e` reads no memory and no thread-specific state.
fn substitute_fixed(e: &Expr, fixed: &BTreeMap<VarId, Expr>) -> Option<Expr> {
    let mut ok = true;
    walk_expr(e, &mut |x| match x {
        Expr::Var(v) => ok &= fixed.contains_key(v),
        Expr::Load { .. }
        | Expr::AtThread(..)
        | Expr::Other(_)
        | Expr::Enabled
        | Expr::Old(_)
        | Expr::Accessed(..)
        | Expr::AccessOffset(..) => ok = false,
        _ => {}
    });
    ok.then(|| {
        ir::visit::map_expr(e.clone(), &mut |x| match x {
            Expr::Var(v) => fixed.get(&v).cloned().unwrap_or(Expr::Var(v)),
            x => x,
        })
    })
}

/// Variables that are, as a whole, the offset of some access to a race-checked array.
fn index_vars(prog: &Program, modified: &BTreeSet<ArrayId>, body: &Block) -> BTreeSet<VarId> {
    let mut out = BTreeSet::new();
    ir::visit::walk_stmts(body, &mut |s| {
        for a in accesses(prog, s) {
            if let Expr::Var(v) = a.index {
                if is_race_checked(prog, modified, a.array) {
                    out.insert(v);
                }
            }
        }
    });
    out
}

/// A sum split as `A * W + B`.
struct Split {
    row: Expr,
    width: Expr,
    /// `W` with fixed locals replaced: the key of its ghost constants.
    width_key: String,
    col: Expr,
}

struct Lemmas<'p> {
    prog: &'p mut Program,
    /// The arrays some statement modifies (computed with every body in place).
    modified: &'p BTreeSet<ArrayId>,
    fixed: BTreeMap<VarId, Expr>,
    /// Variables constant in a thread's run, with what they stand for (see [`unchanging_values`]).
    stable: BTreeMap<VarId, Expr>,
    index_vars: BTreeSet<VarId>,
    watched: VarId,
    /// The quotient and remainder constants of each (target, width).
    ghosts: &'p mut BTreeMap<(String, String), (VarId, VarId)>,
    /// The labels of the loops around the statement at hand, innermost last.
    loops: Vec<ir::LabelId>,
}

impl Lemmas<'_> {
    fn block(&mut self, b: Block) -> Block {
        let mut out = Vec::with_capacity(b.len());
        // The instrumentation (`once` blocks) right before a statement checks its accesses: the
        // lemmas go before it.
        let mut pending = Vec::new();
        for mut s in b {
            if matches!(s.kind, StmtKind::Once(_)) {
                pending.push(s);
                continue;
            }
            let label = match &s.kind {
                StmtKind::Loop(lp) => Some(lp.label),
                _ => None,
            };
            self.loops.extend(label);
            for child in child_blocks_mut(&mut s) {
                *child = self.block(std::mem::take(child));
            }
            if label.is_some() {
                self.loops.pop();
            }
            let mut offsets: Vec<Expr> = accesses(self.prog, &s)
                .into_iter()
                .filter(|a| is_race_checked(self.prog, self.modified, a.array))
                .map(|a| a.index)
                .collect();
            if let StmtKind::Assign { lhs, rhs } = &s.kind {
                if self.index_vars.contains(lhs) {
                    offsets.push(rhs.clone());
                }
            }
            let mut seen = BTreeSet::new();
            for o in offsets {
                if seen.insert(format!("{o:?}")) {
                    let watched = Expr::var(self.watched);
                    self.lemmas(&o, &watched, 0, s.origin, &mut out);
                    self.progression_lemma(&o, &watched, s.origin, &mut out);
                }
            }
            out.append(&mut pending);
            out.push(s);
        }
        out.append(&mut pending);
        out
    }

    /// Assume the lemma for `offset == target`, and for its column against the remainder.
    fn lemmas(
        &mut self,
        offset: &Expr,
        target: &Expr,
        depth: usize,
        origin: Origin,
        out: &mut Vec<Stmt>,
    ) {
        if depth >= MAX_DEPTH || has_memory_or_thread_view(offset) {
            return;
        }
        let Type::Bv(n) = self.prog.type_of(offset) else {
            return;
        };
        if n > 64 || self.prog.type_of(target) != Type::Bv(n) {
            return;
        }
        // The offset as written, else with constant locals seen through.
        let expanded;
        let (offset, split) = match self.split(offset, n) {
            Some(split) => (offset, split),
            None => {
                expanded = self.expand(offset);
                match self.split(&expanded, n) {
                    Some(split) => (&expanded, split),
                    None => return,
                }
            }
        };
        // A thread's global id in one dimension is one already: a lemma on it only adds
        // products for the solver.
        if depth > 0 && self.is_global_id(&split) {
            return;
        }
        let (q, r) = self.ghost_pair(target, split.width_key.clone(), n);
        let wide = |e: &Expr| Expr::Cast(CastOp::ZeroExt(2 * n), Box::new(e.clone()));
        let exact = Expr::binary(
            BinOp::Ult,
            Expr::binary(
                BinOp::Add,
                Expr::binary(BinOp::Mul, wide(&split.row), wide(&split.width)),
                wide(&split.col),
            ),
            Expr::bv(1u128 << n, 2 * n),
        );
        let exact = match self.launch_bound(&split, n) {
            Some(bound) => Expr::or(exact, bound),
            None => exact,
        };
        let lemma = Expr::implies(
            Expr::all([
                Expr::eq(offset.clone(), target.clone()),
                Expr::binary(BinOp::Ult, split.col.clone(), split.width.clone()),
                exact,
            ]),
            Expr::and(
                Expr::eq(split.row.clone(), Expr::var(q)),
                Expr::eq(split.col.clone(), Expr::var(r)),
            ),
        );
        let origin = origin.derived(ORIGIN);
        out.push(Stmt::new(StmtKind::Assume(lemma), origin));
        self.lemmas(&split.row, &Expr::var(q), depth + 1, origin, out);
        self.lemmas(&split.col, &Expr::var(r), depth + 1, origin, out);
        // A column that is itself a progression (`base + j` with `j += blockDim.x`).
        self.progression_lemma(&split.col, &Expr::var(r), origin, out);
    }

    /// The quotient and remainder constants of `(target, width)`.
    fn ghost_pair(&mut self, target: &Expr, width_key: String, n: u32) -> (VarId, VarId) {
        let key = (format!("{target:?}"), width_key);
        if let Some(&qr) = self.ghosts.get(&key) {
            return qr;
        }
        let i = self.ghosts.len();
        let q = self.ghost_constant(&format!("ROW_{i}"), n);
        let r = self.ghost_constant(&format!("COLUMN_{i}"), n);
        self.ghosts.insert(key, (q, r));
        (q, r)
    }

    /// For an offset `x` that an enclosing loop steps by a fixed `W` that is not a literal
    /// (`for (x = gid; x < n; x += W)`, a grid-stride loop over symbolic sizes), assume
    /// `(x == T && zext(x) == zext(x0) + steps && (x0 <u W || W == 0)) ==> x0 == R`, with
    /// `x0` the value of `x` on entry to the loop, `steps` the ghost sum of the steps (a
    /// multiple of `W`, see [`ir::Derived::steps`]) and `R` the column constant of `(T, W)`:
    /// when `x` is `x0` plus a multiple of `W` without wrapping, `x0` is `T % W` (and `T` itself
    /// when `W` is 0, as `T %u 0` is in bit-vector arithmetic; the row-major lemmas say nothing
    /// of `R` then). As for the lemmas above, `R = T % W` satisfies every instance. `T` is the
    /// watched offset, or the column constant of a row-major lemma whose column is `x`
    /// (`base + j`), a constant too.
    fn progression_lemma(
        &mut self,
        offset: &Expr,
        target: &Expr,
        origin: Origin,
        out: &mut Vec<Stmt>,
    ) {
        let Expr::Var(x) = offset else { return };
        let found = self.loops.iter().rev().find_map(|l| {
            let c = self.prog.loop_counters.get(l)?;
            c.derived.iter().find(|d| d.var == *x).cloned()
        });
        let Some(d) = found else { return };
        let (Some(steps), ir::Progression::Linear { step, down: false }) = (d.steps, &d.how) else {
            return;
        };
        let Type::Bv(n) = self.prog.type_of(offset) else {
            return;
        };
        if is_literal(step) || !self.is_fixed(step) || Type::Bv(n) != self.prog.type_of(target) {
            return;
        }
        let (_, r) = self.ghost_pair(target, self.key(step), n);
        let wide = |e: Expr| Expr::Cast(CastOp::ZeroExt(2 * n), Box::new(e));
        let lemma = Expr::implies(
            Expr::all([
                Expr::eq(offset.clone(), target.clone()),
                Expr::eq(
                    wide(offset.clone()),
                    Expr::binary(BinOp::Add, wide(Expr::var(d.entry)), Expr::var(steps)),
                ),
                Expr::or(
                    Expr::binary(BinOp::Ult, Expr::var(d.entry), step.clone()),
                    Expr::eq(step.clone(), Expr::bv(0, n)),
                ),
            ]),
            Expr::eq(Expr::var(d.entry), Expr::var(r)),
        );
        let origin = origin.derived(ORIGIN);
        out.push(Stmt::new(StmtKind::Assume(lemma), origin));
        self.lemmas(&Expr::var(d.entry), &Expr::var(r), 1, origin, out);
    }

    /// `e` with the locals that are constant in a thread's run replaced by their values.
    fn expand(&self, e: &Expr) -> Expr {
        ir::visit::map_expr(e.clone(), &mut |x| match x {
            Expr::Var(v) => self.stable.get(&v).cloned().unwrap_or(Expr::Var(v)),
            x => x,
        })
    }

    /// `e` as `A * W + B` with `W` a product of fixed, non-literal factors.
    fn split(&self, e: &Expr, n: u32) -> Option<Split> {
        let mut terms = Vec::new();
        sum_terms(e, false, &mut terms);
        let mut chosen: Option<(String, Expr)> = None;
        let mut rows = Vec::new();
        let mut rest = Vec::new();
        for (t, negated) in terms {
            let factors = product_factors(&t);
            let (fixed, other): (Vec<&Expr>, Vec<&Expr>) = factors
                .iter()
                .partition(|f| !matches!(f, Expr::Bv { .. }) && self.is_fixed(f));
            let row_part = !negated && !fixed.is_empty() && other.iter().any(|f| !is_literal(f));
            if row_part {
                let width = product(fixed.iter().map(|f| (*f).clone()), n);
                let key = self.key(&width);
                if chosen.as_ref().map_or(true, |(k, _)| *k == key) {
                    if chosen.is_none() {
                        chosen = Some((key, width));
                    }
                    rows.push(product(other.iter().map(|f| (*f).clone()), n));
                    continue;
                }
            }
            rest.push((t, negated));
        }
        let (width_key, width) = chosen?;
        let row = rows
            .into_iter()
            .reduce(|a, b| Expr::binary(BinOp::Add, a, b))?;
        let col = rest
            .into_iter()
            .fold(None, |acc: Option<Expr>, (t, negated)| {
                Some(match (acc, negated) {
                    (None, false) => t,
                    (None, true) => Expr::binary(BinOp::Sub, Expr::bv(0, n), t),
                    (Some(a), false) => Expr::binary(BinOp::Add, a, t),
                    (Some(a), true) => Expr::binary(BinOp::Sub, a, t),
                })
            })
            .unwrap_or(Expr::bv(0, n));
        Some(Split {
            row,
            width,
            width_key,
            col,
        })
    }

    /// When the row is a group id `g` of dimension `d`: a condition without products of
    /// thread ids under which `g * W + col` (with `col < W`) does not wrap either. As
    /// `g < num_groups` and the launch's `group_size * num_groups <= 2^n`, it does not
    /// wrap when `W <= group_size_d` or `num_groups_d * W <= 2^n`, because
    /// `g * W + col < (g + 1) * W <= num_groups * W`. Both conditions are on values the
    /// same in every thread, which the solver decides far more easily than the exact sum
    /// (`blockIdx.x * n + threadIdx.x` with `n <= blockDim.x` timed out with it alone).
    fn launch_bound(&mut self, split: &Split, n: u32) -> Option<Expr> {
        let Some(Special::GroupId(d)) = self.prog.special_of(&split.row) else {
            return None;
        };
        if n != 32 || self.prog.type_of(&split.width) != Type::Bv(32) {
            return None;
        }
        let size = Expr::var(self.prog.special(Special::GroupSize(d)));
        let groups = Expr::var(self.prog.special(Special::NumGroups(d)));
        let wide = |e: &Expr| Expr::Cast(CastOp::ZeroExt(64), Box::new(e.clone()));
        let at_most_all = |a: &Expr, b: &Expr| {
            Expr::binary(
                BinOp::Ule,
                Expr::binary(BinOp::Mul, wide(a), wide(b)),
                Expr::bv(1u128 << 32, 64),
            )
        };
        let within_group = Expr::and(
            Expr::binary(BinOp::Ule, split.width.clone(), size.clone()),
            at_most_all(&size, &groups),
        );
        Some(Expr::or(within_group, at_most_all(&groups, &split.width)))
    }

    /// `group_id * group_size + local_id` in one dimension.
    fn is_global_id(&self, s: &Split) -> bool {
        let special = |e: &Expr| self.prog.special_of(e);
        match (special(&s.row), special(&s.width), special(&s.col)) {
            (Some(Special::GroupId(a)), Some(Special::GroupSize(b)), Some(Special::LocalId(c))) => {
                a == b && b == c
            }
            _ => false,
        }
    }

    fn is_fixed(&self, e: &Expr) -> bool {
        substitute_fixed(e, &self.fixed).is_some()
    }

    fn key(&self, e: &Expr) -> String {
        let e = substitute_fixed(e, &self.fixed).unwrap_or_else(|| e.clone());
        format!("{e:?}")
    }

    fn ghost_constant(&mut self, what: &str, n: u32) -> VarId {
        let v = self.prog.new_var(
            what,
            Type::Bv(n),
            VarScope::Global,
            VarRole::Ghost,
            Origin::Synthetic(ORIGIN),
        );
        let d = &mut self.prog.vars[v];
        d.constant = true;
        d.shared = true;
        d.uniform = true;
        v
    }
}

fn is_literal(e: &Expr) -> bool {
    matches!(e, Expr::Bv { .. })
}

fn has_memory_or_thread_view(e: &Expr) -> bool {
    let mut found = false;
    walk_expr(e, &mut |x| {
        found |= matches!(
            x,
            Expr::Load { .. } | Expr::AtThread(..) | Expr::Other(_) | Expr::Enabled
        )
    });
    found
}

/// The terms of a sum, each with whether it is subtracted.
fn sum_terms(e: &Expr, negated: bool, out: &mut Vec<(Expr, bool)>) {
    match e {
        Expr::Binary(BinOp::Add, a, b) => {
            sum_terms(a, negated, out);
            sum_terms(b, negated, out);
        }
        Expr::Binary(BinOp::Sub, a, b) => {
            sum_terms(a, negated, out);
            sum_terms(b, !negated, out);
        }
        e => out.push((e.clone(), negated)),
    }
}

/// The factors of a product.
fn product_factors(e: &Expr) -> Vec<Expr> {
    match e {
        Expr::Binary(BinOp::Mul, a, b) => {
            let mut out = product_factors(a);
            out.extend(product_factors(b));
            out
        }
        e => vec![e.clone()],
    }
}

fn product(factors: impl Iterator<Item = Expr>, n: u32) -> Expr {
    factors
        .reduce(|a, b| Expr::binary(BinOp::Mul, a, b))
        .unwrap_or(Expr::bv(1, n))
}

#[cfg(test)]
mod tests {
    use ir::{BinOp, Expr, MemSpace, StmtKind};

    use crate::testutil::{kernel_text, n, run, set, st, v, Builder};
    use crate::Config;

    fn mul(a: Expr, b: Expr) -> Expr {
        Expr::binary(BinOp::Mul, a, b)
    }

    /// `for (i = t; i < m; i += w) A[i] = 0` with the step's wrap-around assumed away gets the
    /// progression lemma at the store; with the step `t` (a thread id, not fixed), `B[j]` gets
    /// none.
    #[test]
    fn progression_lemma_for_a_fixed_symbolic_step() {
        let mut b = Builder::new();
        let w = b.param("w");
        let m = b.param("m");
        let t = b.tid();
        let i = b.local("i");
        let j = b.local("j");
        let a = b.array("A", MemSpace::Global);
        let c = b.array("B", MemSpace::Global);
        let wide = |e: Expr| Expr::Cast(ir::CastOp::ZeroExt(64), Box::new(e));
        let no_wrap = |x, s| {
            st(StmtKind::Assume(Expr::eq(
                wide(add(v(x), v(s))),
                add(wide(v(x)), wide(v(s))),
            )))
        };
        let store = |array, x| {
            st(StmtKind::Store {
                array,
                group: None,
                index: v(x),
                value: n(0),
            })
        };
        let (l0, l1) = (b.label(), b.label());
        let exit_unless = |x, l| {
            crate::testutil::if_(
                crate::testutil::lt(v(x), v(m)),
                vec![],
                vec![crate::testutil::exit(l)],
            )
        };
        let k = b.k;
        b.body(
            k,
            vec![
                set(i, v(t)),
                crate::testutil::lp(
                    l0,
                    vec![
                        exit_unless(i, l0),
                        store(a, i),
                        no_wrap(i, w),
                        set(i, add(v(i), v(w))),
                    ],
                ),
                set(j, v(t)),
                crate::testutil::lp(
                    l1,
                    vec![
                        exit_unless(j, l1),
                        store(c, j),
                        no_wrap(j, t),
                        set(j, add(v(j), v(t))),
                    ],
                ),
            ],
        );
        let out = run(
            &mut b.prog,
            "inline,loop-normalize,uniformity,race,row-major",
            &Config::default(),
        );
        let lemmas = assumed(&out, "COLUMN_");
        expect_test::expect![[r#"
            [
                "assume ((((i == _WATCHED_OFFSET) && (zext64(i) == (zext64(i$entry) + i$steps))) && ((i$entry <u w) || (w == 0bv32))) ==> (i$entry == COLUMN_0))",
            ]
        "#]]
        .assert_debug_eq(&lemmas);
    }

    /// `for (j = t; j < m; j += w) A[t * m + j] = 0`: the row-major lemma splits the offset
    /// into the row `t` and the column `j`, and the progression lemma splits `j` against the
    /// column's constant into its entry value.
    #[test]
    fn progression_lemma_for_a_strided_column() {
        let mut b = Builder::new();
        let w = b.param("w");
        let m = b.param("m");
        let t = b.tid();
        let j = b.local("j");
        let a = b.array("A", MemSpace::Global);
        let wide = |e: Expr| Expr::Cast(ir::CastOp::ZeroExt(64), Box::new(e));
        let l0 = b.label();
        let k = b.k;
        b.body(
            k,
            vec![
                set(j, v(t)),
                crate::testutil::lp(
                    l0,
                    vec![
                        crate::testutil::if_(
                            crate::testutil::lt(v(j), v(m)),
                            vec![],
                            vec![crate::testutil::exit(l0)],
                        ),
                        st(StmtKind::Store {
                            array: a,
                            group: None,
                            index: add(mul(v(t), v(m)), v(j)),
                            value: n(0),
                        }),
                        st(StmtKind::Assume(Expr::eq(
                            wide(add(v(j), v(w))),
                            add(wide(v(j)), wide(v(w))),
                        ))),
                        set(j, add(v(j), v(w))),
                    ],
                ),
            ],
        );
        let out = run(
            &mut b.prog,
            "inline,loop-normalize,uniformity,race,row-major",
            &Config::default(),
        );
        let lemmas = assumed(&out, "COLUMN_1");
        expect_test::expect![[r#"
            [
                "assume ((((j == COLUMN_0) && (zext64(j) == (zext64(j$entry) + j$steps))) && ((j$entry <u w) || (w == 0bv32))) ==> (j$entry == COLUMN_1))",
            ]
        "#]]
        .assert_debug_eq(&lemmas);
    }

    /// The assumptions in the kernel of the printed program `out` that name a ghost constant
    /// starting with `ghost`.
    fn assumed(out: &str, ghost: &str) -> Vec<String> {
        kernel_text(out)
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("assume") && l.contains(ghost))
            .map(String::from)
            .collect()
    }

    fn add(a: Expr, b: Expr) -> Expr {
        Expr::binary(BinOp::Add, a, b)
    }

    /// A row that is a group id gets a second way to rule out wrap-around, on launch values
    /// only: `blockIdx.x * n + threadIdx.x` with `n <= blockDim.x` needs no product of ids.
    #[test]
    fn group_id_rows_are_bounded_by_the_launch() {
        let mut b = Builder::new();
        let w = b.param("w");
        let t = b.tid();
        let g = b.prog.special(ir::Special::GroupId(ir::Dim::X));
        let a = b.array("A", MemSpace::Global);
        let k = b.k;
        b.body(
            k,
            vec![st(StmtKind::Store {
                array: a,
                group: None,
                index: add(mul(v(g), v(w)), v(t)),
                value: n(0),
            })],
        );
        let out = run(
            &mut b.prog,
            "inline,uniformity,race,row-major",
            &Config::default(),
        );
        let lemmas = assumed(&out, "ROW_");
        expect_test::expect![[r#"
            [
                "assume ((((((group_id_x * w) + local_id_x) == _WATCHED_OFFSET) && (local_id_x <u w)) && ((((zext64(group_id_x) * zext64(w)) + zext64(local_id_x)) <u 4294967296bv64) || (((w <=u group_size_x) && ((zext64(group_size_x) * zext64(num_groups_x)) <=u 4294967296bv64)) || ((zext64(num_groups_x) * zext64(w)) <=u 4294967296bv64)))) ==> ((group_id_x == ROW_0) && (local_id_x == COLUMN_0)))",
            ]
        "#]].assert_debug_eq(&lemmas);
    }

    /// `A[t * w + 1]` (a parameter width) gets a lemma; `A[t * i]` (a width assigned in the
    /// kernel twice) and `A[t * 4]` (a literal width) do not. A local assigned once from the
    /// width, and used as a whole offset, gets the lemma at its assignment.
    #[test]
    fn lemmas_for_fixed_widths_only() {
        let mut b = Builder::new();
        let w = b.param("w");
        let t = b.tid();
        let i = b.local("i");
        let o = b.local("o");
        let a = b.array("A", MemSpace::Global);
        let store = |index: Expr| {
            st(StmtKind::Store {
                array: a,
                group: None,
                index,
                value: n(0),
            })
        };
        let k = b.k;
        b.body(
            k,
            vec![
                store(add(mul(v(t), v(w)), n(1))),
                set(i, v(w)),
                set(i, add(v(i), n(1))),
                store(mul(v(t), v(i))),
                store(mul(v(t), n(4))),
                set(o, add(mul(v(w), v(t)), v(t))),
                store(v(o)),
            ],
        );
        let out = run(
            &mut b.prog,
            "inline,uniformity,race,row-major",
            &Config::default(),
        );
        let lemmas = assumed(&out, "ROW_");
        expect_test::expect![[r#"
            [
                "assume ((((((local_id_x * w) + 1bv32) == _WATCHED_OFFSET) && (1bv32 <u w)) && (((zext64(local_id_x) * zext64(w)) + zext64(1bv32)) <u 4294967296bv64)) ==> ((local_id_x == ROW_0) && (1bv32 == COLUMN_0)))",
                "assume ((((((w * local_id_x) + local_id_x) == _WATCHED_OFFSET) && (local_id_x <u w)) && (((zext64(local_id_x) * zext64(w)) + zext64(local_id_x)) <u 4294967296bv64)) ==> ((local_id_x == ROW_0) && (local_id_x == COLUMN_0)))",
                "assume ((((((w * local_id_x) + local_id_x) == _WATCHED_OFFSET) && (local_id_x <u w)) && (((zext64(local_id_x) * zext64(w)) + zext64(local_id_x)) <u 4294967296bv64)) ==> ((local_id_x == ROW_0) && (local_id_x == COLUMN_0)))",
            ]
        "#]]
        .assert_debug_eq(&lemmas);
    }
}
