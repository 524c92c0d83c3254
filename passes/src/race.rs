//! The `race` pass: watchdog race instrumentation of the inlined, single-thread kernel.
//!
//! Input: the kernel after `inline` and `uniformity` (requires `uniformity`). Output: before every
//! statement that reads, writes or atomically updates a race-checked array (a shared or global
//! array that some statement modifies), a `once` block that logs thread 1's access into ghost
//! state and asserts that thread 2's access does not conflict with a logged one (provides
//! `race-instrumented`). This is GPUVerify's "watchdog-single" scheme: one arbitrary watched
//! offset for all arrays, and per array `READ/WRITE/ATOMIC_HAS_OCCURRED` flags, a watched value
//! and a write-read benign flag (the last two only with benign tolerance). Writes to constant
//! memory become failing `ConstantWrite` assertions. `Accessed`/`AccessOffset` annotations are
//! replaced by the ghost state they stand for.

use std::collections::{BTreeMap, BTreeSet};

use ir::visit::{rewrite_expr, stmt_exprs_mut, walk_block_exprs, walk_expr, walk_stmts_mut};
use ir::{
    AccessKind, ArrayId, AssertKind, BinOp, Block, CastOp, Dim, MemSpace, Origin, Program, Props,
    RaceKind, Special, Stmt, StmtKind, Thread, Type, VarId, VarRole, VarScope,
};

use crate::access::{accesses, Access};
use crate::pipeline::PassArgs;
use crate::{Config, Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "race",
    summary: "log thread 1's and check thread 2's accesses to shared and global arrays (watchdog)",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    for (k, v) in args {
        if !(k == "mode" && v == "watchdog") {
            return Err(format!(
                "race: unsupported argument `{k}={v}` (supported: mode=watchdog)"
            ));
        }
    }
    Ok(Box::new(Race))
}

/// Ghost stem: some thread-1 read of the array at the watched offset has been logged.
pub const READ_HAS_OCCURRED: &str = "READ_HAS_OCCURRED";
/// Ghost stem: some thread-1 write has been logged.
pub const WRITE_HAS_OCCURRED: &str = "WRITE_HAS_OCCURRED";
/// Ghost stem: some thread-1 atomic access has been logged.
pub const ATOMIC_HAS_OCCURRED: &str = "ATOMIC_HAS_OCCURRED";
/// Ghost stem: the arbitrary value logged accesses read or wrote (benign tolerance).
pub const WATCHED_VALUE: &str = "WATCHED_VALUE";
/// Ghost stem: the logged write changed memory (benign tolerance).
pub const WRITE_READ_BENIGN_FLAG: &str = "WRITE_READ_BENIGN_FLAG";
/// Ghost stem of the single arbitrary watched offset (no array).
pub const WATCHED_OFFSET: &str = "WATCHED_OFFSET";
/// Ghost stem of the boolean saying whether accesses are being logged (no array).
pub const TRACKING: &str = "TRACKING";

/// The `_HAS_OCCURRED` ghost stem of an access kind.
pub fn has_occurred(kind: AccessKind) -> &'static str {
    match kind {
        AccessKind::Read => READ_HAS_OCCURRED,
        AccessKind::Write => WRITE_HAS_OCCURRED,
        AccessKind::Atomic => ATOMIC_HAS_OCCURRED,
    }
}

/// The race ghost variable with this array and stem, if the pass made one.
pub fn ghost(prog: &Program, array: Option<ArrayId>, what: &str) -> Option<VarId> {
    prog.vars
        .iter()
        .find(|(_, v)| matches!(&v.role, VarRole::RaceGhost { array: a, what: w } if *a == array && w == what))
        .map(|(id, _)| id)
}

/// Arrays some statement stores to, havocs or atomically updates, or that an annotation says
/// may be written (`Accessed(A, Write | Atomic)`), in any procedure; ghost arrays are not
/// memory and are left out (no race checks, no havoc at barriers).
pub fn modified_arrays(prog: &Program) -> BTreeSet<ArrayId> {
    let mut out = BTreeSet::new();
    for (_, p) in prog.procs.iter() {
        let mut note = |e: &ir::Expr| {
            walk_expr(e, &mut |x| {
                if let ir::Expr::Accessed(a, AccessKind::Write | AccessKind::Atomic) = x {
                    out.insert(*a);
                }
            })
        };
        for c in p.requires.iter().chain(&p.ensures) {
            note(&c.cond);
        }
        if let Some(b) = &p.body {
            walk_block_exprs(b, &mut note);
            ir::visit::written_arrays(b, &mut out);
        }
    }
    out.retain(|a| !prog.arrays[*a].ghost);
    out
}

/// True for arrays whose accesses are race-checked: shared or global, and modified somewhere.
pub fn is_race_checked(prog: &Program, modified: &BTreeSet<ArrayId>, a: ArrayId) -> bool {
    matches!(prog.arrays[a].space, MemSpace::Shared | MemSpace::Global) && modified.contains(&a)
}

/// `SameGroup`: both threads are in the same group (`@1(group_id_d) == @2(group_id_d)` for every
/// dimension; `true` with `only_intra_group`).
pub fn same_group(prog: &mut Program, cfg: &Config) -> ir::Expr {
    if cfg.only_intra_group {
        return ir::Expr::Bool(true);
    }
    ir::Expr::all(Dim::ALL.map(|d| {
        let g = ir::Expr::var(prog.special(Special::GroupId(d)));
        ir::Expr::eq(
            ir::Expr::at(Thread::One, g.clone()),
            ir::Expr::at(Thread::Two, g),
        )
    }))
}

struct Race;

impl Pass for Race {
    fn name(&self) -> &'static str {
        "race"
    }
    fn requires(&self) -> Props {
        Props::UNIFORMITY
    }
    fn provides(&self) -> Props {
        Props::RACE_INSTRUMENTED
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        if let Some(names) = &cx.config.check_arrays {
            let mut missing = false;
            for n in names
                .iter()
                .filter(|n| !prog.arrays.iter().any(|(_, a)| &a.name == *n))
            {
                let msg =
                    format!("Array name '{n}' specified for restricted checking is not found");
                cx.diags.error("unsupported", msg, None);
                missing = true;
            }
            if missing {
                return Err(PassError::Reported);
            }
        }
        run(prog, cx.config);
        prog.props = prog.props.union(Props::RACE_INSTRUMENTED);
        Ok(())
    }
}

/// The ghost state of one race-checked array.
struct Ghosts {
    /// `_HAS_OCCURRED` flags indexed by `AccessKind as usize`.
    has: [VarId; 3],
    /// `_SOURCE` ghosts indexed by `AccessKind as usize`: the id of the logged access site, so
    /// that a report can name where thread 1 made its access.
    source: [VarId; 3],
    value: Option<VarId>,
    flag: Option<VarId>,
}

struct Cx {
    offset: VarId,
    track: VarId,
    same_group: ir::Expr,
    ghosts: BTreeMap<ArrayId, Ghosts>,
    /// `--warp-sync=N`: both threads in the same warp of the same group.
    same_warp: Option<ir::Expr>,
    /// `--only-log`: accesses are logged but not checked.
    only_log: bool,
}

fn new_ghost(
    prog: &mut Program,
    array: Option<ArrayId>,
    what: &str,
    ty: Type,
    constant: bool,
) -> VarId {
    let name = match array {
        Some(a) => format!("_{what}_$${}", prog.arrays[a].name),
        None => format!("_{what}"),
    };
    let role = VarRole::RaceGhost {
        array,
        what: what.to_string(),
    };
    let v = prog.new_var(name, ty, VarScope::Global, role, Origin::Synthetic("race"));
    let d = &mut prog.vars[v];
    d.shared = true;
    d.uniform = true;
    d.constant = constant;
    v
}

/// A thread's position in its group, `x + y*size_x + z*size_x*size_y` (per thread once
/// wrapped in [`ir::Expr::at`]).
pub(crate) fn flat_local_id(prog: &mut Program) -> ir::Expr {
    use ir::{BinOp, Dim, Expr as E};
    let [x, y, z] = Dim::ALL.map(|d| E::var(prog.special(Special::LocalId(d))));
    let [sx, sy, _] = Dim::ALL.map(|d| E::var(prog.special(Special::GroupSize(d))));
    let mul = |a: E, b: E| E::binary(BinOp::Mul, a, b);
    let add = |a: E, b: E| E::binary(BinOp::Add, a, b);
    add(add(x, mul(y, sx.clone())), mul(mul(z, sx), sy))
}

/// `(flat$1 / n) == (flat$2 / n)` with `flat = x + y*size_x + z*size_x*size_y`: both threads
/// belong to the same warp of `n` threads (GPUVerify's `SameWarp`).
fn same_warp(prog: &mut Program, n: u32) -> ir::Expr {
    use ir::{BinOp, Dim, Expr as E, Special};
    let mut flat = |t: Thread| {
        let [x, y, z] = Dim::ALL.map(|d| E::var(prog.special(Special::LocalId(d))));
        let [sx, sy, _] = Dim::ALL.map(|d| E::var(prog.special(Special::GroupSize(d))));
        let mul = |a: E, b: E| E::binary(BinOp::Mul, a, b);
        let add = |a: E, b: E| E::binary(BinOp::Add, a, b);
        let f = add(add(x, mul(y, sx.clone())), mul(mul(z, sx), sy));
        E::at(t, E::binary(BinOp::SDiv, f, E::bv(n as u128, 32)))
    };
    E::eq(flat(Thread::One), flat(Thread::Two))
}

/// Warp-synchronous execution (GPUVerify's `_PRE_WARP_SYNC` / `_POST_WARP_SYNC`): when both
/// threads are in the same warp and equally enabled, accesses before this one are ordered
/// before it, so the logs they left are forgotten before the log and check, and the log of this
/// access after them. A write also makes the array's contents arbitrary first, since the other
/// threads of the warp have written in lockstep.
fn warp_synchronise(cx: &Cx, a: &Access, sw: &ir::Expr, body: Block, by: Origin) -> Block {
    use ir::Expr as E;
    let enabled = E::and(E::Enabled, a.guard.clone());
    let lockstep = E::all([
        E::eq(
            E::at(Thread::One, enabled.clone()),
            E::at(Thread::Two, enabled),
        ),
        cx.same_group.clone(),
        sw.clone(),
    ]);
    let g = &cx.ghosts[&a.array];
    let forget = |kinds: &[AccessKind]| -> Vec<Stmt> {
        kinds
            .iter()
            .map(|k| {
                Stmt::new(
                    StmtKind::Assume(E::implies(
                        lockstep.clone(),
                        E::not(E::var(g.has[*k as usize])),
                    )),
                    by,
                )
            })
            .collect()
    };
    let before: &[AccessKind] = match a.kind {
        AccessKind::Read => &[AccessKind::Write, AccessKind::Atomic],
        AccessKind::Write => &AccessKind::ALL,
        AccessKind::Atomic => &[AccessKind::Read, AccessKind::Write],
    };
    let mut out = forget(before);
    if a.kind == AccessKind::Write {
        let havoc = vec![Stmt::new(StmtKind::HavocArray(a.array), by)];
        out.push(Stmt::new(
            StmtKind::If {
                cond: lockstep.clone(),
                then_body: havoc,
                else_body: vec![],
                uniform: true,
            },
            by,
        ));
    }
    out.extend(body);
    out.extend(forget(&[a.kind]));
    out
}

/// The ghost name stem recording where an access of this kind was logged (`WRITE_SOURCE`).
pub fn source_of(kind: AccessKind) -> String {
    format!("{}_SOURCE", kind.upper())
}

/// Instrument the kernel.
pub(crate) fn run(prog: &mut Program, cfg: &Config) {
    let Some(k) = prog.kernel else { return };
    let modified = modified_arrays(prog);
    let checked: Vec<ArrayId> = if cfg.only_divergence {
        Vec::new()
    } else {
        let listed = |a: ArrayId| {
            cfg.check_arrays
                .as_ref()
                .is_none_or(|ns| ns.contains(&prog.arrays[a].name))
        };
        prog.arrays
            .ids()
            .filter(|a| is_race_checked(prog, &modified, *a) && listed(*a))
            .collect()
    };
    let benign = !cfg.no_benign_tolerance;
    let mut ghosts = BTreeMap::new();
    let (mut offset, mut track) = (None, None);
    if !checked.is_empty() {
        offset = Some(new_ghost(prog, None, WATCHED_OFFSET, Type::Bv(32), true));
        track = Some(new_ghost(prog, None, TRACKING, Type::Bool, false));
        for &a in &checked {
            let has = AccessKind::ALL
                .map(|kind| new_ghost(prog, Some(a), has_occurred(kind), Type::Bool, false));
            let source = AccessKind::ALL
                .map(|kind| new_ghost(prog, Some(a), &source_of(kind), Type::Bv(32), false));
            let elem = prog.arrays[a].elem;
            let value = benign.then(|| new_ghost(prog, Some(a), WATCHED_VALUE, elem, true));
            let flag =
                benign.then(|| new_ghost(prog, Some(a), WRITE_READ_BENIGN_FLAG, Type::Bool, false));
            ghosts.insert(
                a,
                Ghosts {
                    has,
                    source,
                    value,
                    flag,
                },
            );
        }
    }
    let mut body = prog.procs[k].body.take().unwrap_or_default();
    if let (Some(offset), Some(track), false) = (offset, track, cfg.only_divergence) {
        let same_group = same_group(prog, cfg);
        let same_warp = cfg.warp_sync.map(|n| same_warp(prog, n));
        let cx = Cx {
            offset,
            track,
            same_group,
            ghosts,
            same_warp,
            only_log: cfg.only_log,
        };
        body = instrument_block(prog, &cx, body);
        let origin = prog.procs[k].origin.derived("race");
        let mut start = Vec::new();
        for g in cx.ghosts.values() {
            for v in g.has.iter().chain(&g.flag) {
                start.push(Stmt::new(
                    StmtKind::Assume(ir::Expr::not(ir::Expr::var(*v))),
                    origin,
                ));
            }
        }
        start.append(&mut body);
        body = start;
    } else if !cfg.only_divergence {
        body = constant_writes_only(prog, body);
    }
    prog.procs[k].body = Some(body);
    replace_annotations(prog, offset);
}

/// With no race-checked arrays, only writes to constant memory need a statement.
fn constant_writes_only(prog: &mut Program, body: Block) -> Block {
    let mut out = Vec::with_capacity(body.len());
    for mut s in body {
        if let StmtKind::Store { array, .. } | StmtKind::Atomic { array, .. } = &s.kind {
            if prog.arrays[*array].space == MemSpace::Constant {
                out.push(constant_write(prog, &s));
            }
        }
        if !matches!(s.kind, StmtKind::Once(_)) {
            for b in ir::visit::child_blocks_mut(&mut s) {
                *b = constant_writes_only(prog, std::mem::take(b));
            }
        }
        out.push(s);
    }
    out
}

fn constant_write(prog: &mut Program, s: &Stmt) -> Stmt {
    let id = prog.new_assert(AssertKind::ConstantWrite, s.origin);
    Stmt::new(
        StmtKind::Assert {
            id,
            cond: ir::Expr::Bool(false),
        },
        s.origin.derived("race"),
    )
}

/// `Accessed(A, k)` → the `_HAS_OCCURRED` ghost (or `false`); `AccessOffset(A, k)` → the watched
/// offset (or `0`), in every expression of every procedure.
fn replace_annotations(prog: &mut Program, offset: Option<VarId>) {
    let mut has = BTreeMap::new();
    for (id, v) in prog.vars.iter() {
        if let VarRole::RaceGhost {
            array: Some(a),
            what,
        } = &v.role
        {
            for kind in AccessKind::ALL {
                if what == has_occurred(kind) {
                    has.insert((*a, kind), id);
                }
            }
        }
    }
    let mut f = |e: ir::Expr| match e {
        ir::Expr::Accessed(a, kind) => has
            .get(&(a, kind))
            .map_or(ir::Expr::Bool(false), |v| ir::Expr::var(*v)),
        ir::Expr::AccessOffset(..) => offset.map_or(ir::Expr::bv(0, 32), ir::Expr::var),
        e => e,
    };
    for (_, p) in prog.procs.iter_mut() {
        for c in p.requires.iter_mut().chain(p.ensures.iter_mut()) {
            rewrite_expr(&mut c.cond, &mut f);
        }
        if let Some(b) = &mut p.body {
            walk_stmts_mut(b, &mut |s| {
                stmt_exprs_mut(s, &mut |e| rewrite_expr(e, &mut f))
            });
        }
    }
}

/// A written value as the benign-race checks compare it: products, quotients and
/// remainders of two non-constant operands become applications of uninterpreted functions.
/// Equal operands still give equal values, and real values that differ differ under some
/// interpretation, so no race is hidden; the prover is spared nonlinear bit-vector
/// arithmetic in a comparison that only needs equality.
fn compared_value(prog: &mut Program, v: &ir::Expr) -> ir::Expr {
    use ir::Expr as E;
    let b = |x: E| Box::new(x);
    match v {
        // Indices keep their meaning: the loaded cell must be the real one.
        E::Load { .. } => v.clone(),
        E::Binary(op, x, y) => {
            let (x, y) = (compared_value(prog, x), compared_value(prog, y));
            let nonlinear = matches!(
                op,
                BinOp::Mul | BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem
            );
            if nonlinear && x.as_bv().is_none() && y.as_bv().is_none() {
                let ty = prog.type_of(&x);
                let f = prog.func(&format!("$value_{op:?}_{}", ty.width()), vec![ty, ty], ty);
                E::Apply(f, vec![x, y])
            } else {
                E::Binary(*op, b(x), b(y))
            }
        }
        E::Unary(op, x) => E::Unary(*op, b(compared_value(prog, x))),
        E::Cast(c, x) => E::Cast(*c, b(compared_value(prog, x))),
        E::Ite(c, x, y) => E::Ite(
            c.clone(),
            b(compared_value(prog, x)),
            b(compared_value(prog, y)),
        ),
        E::Apply(f, args) => E::Apply(*f, args.iter().map(|a| compared_value(prog, a)).collect()),
        _ => v.clone(),
    }
}

fn instrument_block(prog: &mut Program, cx: &Cx, b: Block) -> Block {
    let mut out = Vec::with_capacity(b.len());
    for mut s in b {
        if let StmtKind::Store { array, .. } | StmtKind::Atomic { array, .. } = &s.kind {
            if prog.arrays[*array].space == MemSpace::Constant {
                out.push(constant_write(prog, &s));
            }
        }
        for a in accesses(prog, &s) {
            if cx.ghosts.contains_key(&a.array) {
                out.push(instrument_access(prog, cx, &a, s.origin));
            }
        }
        if !matches!(s.kind, StmtKind::Once(_)) {
            for b in ir::visit::child_blocks_mut(&mut s) {
                *b = instrument_block(prog, cx, std::mem::take(b));
            }
        }
        out.push(s);
    }
    out
}

/// `e` as a 32-bit offset (truncated or zero-extended).
fn as_offset(prog: &Program, e: ir::Expr) -> ir::Expr {
    match prog.type_of(&e) {
        Type::Bv(32) => e,
        Type::Bv(w) if w > 32 => ir::Expr::Cast(CastOp::Extract { hi: 32, lo: 0 }, Box::new(e)),
        Type::Bv(_) => ir::Expr::Cast(CastOp::ZeroExt(32), Box::new(e)),
        Type::Bool => ir::Expr::Cast(CastOp::FromBool(32), Box::new(e)),
    }
}

/// The `once` block logging thread 1's access and checking thread 2's.
fn instrument_access(prog: &mut Program, cx: &Cx, a: &Access, origin: Origin) -> Stmt {
    use ir::Expr as E;
    let by = origin.derived("race");
    let g = &cx.ghosts[&a.array];
    let shared = prog.arrays[a.array].space == MemSpace::Shared;
    let sg = if shared {
        cx.same_group.clone()
    } else {
        E::Bool(true)
    };
    let w = E::var(cx.offset);
    let at = |t: Thread, e: &E| E::at(t, e.clone());
    let enabled = E::and(E::Enabled, a.guard.clone());
    let value = match a.kind {
        AccessKind::Read => Some(E::load(a.array, a.index.clone())),
        AccessKind::Write => a.value.as_ref().map(|v| compared_value(prog, v)),
        AccessKind::Atomic => None,
    };
    let mut body = Vec::new();

    // Thread 1 logs.
    let idx1 = as_offset(prog, at(Thread::One, &a.index));
    let mut log = E::all([
        at(Thread::One, &enabled),
        E::var(cx.track),
        E::eq(idx1.clone(), w.clone()),
        sg.clone(),
    ]);
    if let (Some(wv), Some(v)) = (g.value, &value) {
        log = E::and(log, E::eq(at(Thread::One, v), E::var(wv)));
    }
    let has = g.has[a.kind as usize];
    let assign = |lhs: VarId, rhs: E| Stmt::new(StmtKind::Assign { lhs, rhs }, by);
    // The benign flag says that some write logged since the log was last empty changed the
    // cell: a read racing with any of them can see either value. (A flag that only kept the
    // last logged write's change would call a read benign after `L[i] = v; L[i] = v;`, whose
    // second write changes nothing although the first did.)
    if let (AccessKind::Write, Some(flag), Some(v)) = (a.kind, g.flag, &value) {
        let changed = E::ne(
            at(Thread::One, v),
            at(Thread::One, &E::load(a.array, a.index.clone())),
        );
        let earlier = E::and(E::var(has), E::var(flag));
        body.push(assign(
            flag,
            E::ite(log.clone(), E::or(earlier, changed), E::var(flag)),
        ));
    }
    body.push(assign(has, E::ite(log.clone(), E::Bool(true), E::var(has))));
    // The site is recorded as the index of an obligation-free assert id carrying the origin.
    let site = prog.new_assert(
        AssertKind::AccessSite {
            array: a.array,
            kind: a.kind,
        },
        origin,
    );
    let source = g.source[a.kind as usize];
    body.push(assign(
        source,
        E::ite(log.clone(), E::bv(site.0 as u128, 32), E::var(source)),
    ));

    // Thread 2 clears the benign flag when it writes the watched offset itself.
    let idx2 = as_offset(prog, at(Thread::Two, &a.index));
    let en2 = at(Thread::Two, &enabled);
    let hit = |has: VarId| E::all([en2.clone(), E::var(has), E::eq(idx2.clone(), w.clone())]);
    if let (AccessKind::Write, Some(flag)) = (a.kind, g.flag) {
        let write_hit = hit(g.has[AccessKind::Write as usize]);
        body.push(assign(
            flag,
            E::ite(write_hit, E::Bool(false), E::var(flag)),
        ));
    }

    // Thread 2 checks.
    let firsts: &[AccessKind] = match a.kind {
        _ if cx.only_log => &[],
        AccessKind::Read => &[AccessKind::Write, AccessKind::Atomic],
        AccessKind::Write => &[AccessKind::Write, AccessKind::Read, AccessKind::Atomic],
        AccessKind::Atomic => &[AccessKind::Write, AccessKind::Read],
    };
    for &first in firsts {
        let mut race = hit(g.has[first as usize]);
        match (a.kind, first) {
            (AccessKind::Read, AccessKind::Write) => {
                if let Some(flag) = g.flag {
                    race = E::and(race, E::var(flag));
                }
            }
            (AccessKind::Write, AccessKind::Write | AccessKind::Read) => {
                if let (Some(wv), Some(v)) = (g.value, &value) {
                    race = E::and(race, E::ne(E::var(wv), at(Thread::Two, v)));
                }
            }
            _ => {}
        }
        race = E::and(race, sg.clone());
        let kind = AssertKind::Race {
            array: a.array,
            kind: RaceKind {
                first,
                second: a.kind,
            },
        };
        let id = prog.new_assert(kind, origin);
        body.push(Stmt::new(
            StmtKind::Assert {
                id,
                cond: E::not(race),
            },
            by,
        ));
    }
    if let Some(sw) = &cx.same_warp {
        body = warp_synchronise(cx, a, sw, body, by);
    }
    Stmt::new(StmtKind::Once(body), by)
}

/// Panics if an access annotation is left anywhere.
#[cfg(test)]
fn assert_no_annotations(prog: &Program) {
    use ir::visit::{stmt_exprs, walk_stmts};
    for (_, p) in prog.procs.iter() {
        if let Some(b) = &p.body {
            walk_stmts(b, &mut |s| {
                stmt_exprs(s, &mut |e| {
                    walk_expr(e, &mut |x| {
                        assert!(!matches!(
                            x,
                            ir::Expr::Accessed(..) | ir::Expr::AccessOffset(..)
                        ))
                    })
                })
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::display::program_to_string;
    use ir::{Expr, MemSpace, Stmt, StmtKind, Type};

    use super::*;
    use crate::invariants::testutil::{st, Builder};

    fn instrumented(cfg: &Config, build: impl FnOnce(&mut Builder) -> Vec<Stmt>) -> String {
        let mut b = Builder::new();
        let body = build(&mut b);
        b.set_body(body);
        let mut prog = b.prog;
        run(&mut prog, cfg);
        assert_no_annotations(&prog);
        assert!(ir::verify::verify(&prog).is_empty());
        program_to_string(&prog)
    }

    #[test]
    fn store_to_shared_array() {
        let out = instrumented(&Config::default(), |b| {
            let a = b.array("A", MemSpace::Shared);
            let t = b.var("t", Type::Bv(32), false);
            vec![st(StmtKind::Store {
                array: a,
                group: None,
                index: Expr::var(t),
                value: Expr::bv(0, 32),
            })]
        });
        expect![[r#"
            ; props: 
            array A0 A : Shared [*] of bv32
            var v1 _WATCHED_OFFSET : bv32 uniform
            var v2 _TRACKING : bool uniform
            var v3 _READ_HAS_OCCURRED_$$A : bool uniform
            var v4 _WRITE_HAS_OCCURRED_$$A : bool uniform
            var v5 _ATOMIC_HAS_OCCURRED_$$A : bool uniform
            var v6 _READ_SOURCE_$$A : bv32 uniform
            var v7 _WRITE_SOURCE_$$A : bv32 uniform
            var v8 _ATOMIC_SOURCE_$$A : bv32 uniform
            var v9 _WATCHED_VALUE_$$A : bv32 uniform
            var v10 _WRITE_READ_BENIGN_FLAG_$$A : bool uniform
            var v11 group_id_x : bv32
            var v12 group_id_y : bv32
            var v13 group_id_z : bv32
            kernel proc k() {
              assume !_READ_HAS_OCCURRED_$$A
              assume !_WRITE_HAS_OCCURRED_$$A
              assume !_ATOMIC_HAS_OCCURRED_$$A
              assume !_WRITE_READ_BENIGN_FLAG_$$A
              once {
                _WRITE_READ_BENIGN_FLAG_$$A := (if ((((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z)))) && (@1(0bv32) == _WATCHED_VALUE_$$A)) then ((_WRITE_HAS_OCCURRED_$$A && _WRITE_READ_BENIGN_FLAG_$$A) || (@1(0bv32) != @1(A[t]))) else _WRITE_READ_BENIGN_FLAG_$$A)
                _WRITE_HAS_OCCURRED_$$A := (if ((((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z)))) && (@1(0bv32) == _WATCHED_VALUE_$$A)) then true else _WRITE_HAS_OCCURRED_$$A)
                _WRITE_SOURCE_$$A := (if ((((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z)))) && (@1(0bv32) == _WATCHED_VALUE_$$A)) then 0bv32 else _WRITE_SOURCE_$$A)
                _WRITE_READ_BENIGN_FLAG_$$A := (if ((@2(enabled) && _WRITE_HAS_OCCURRED_$$A) && (@2(t) == _WATCHED_OFFSET)) then false else _WRITE_READ_BENIGN_FLAG_$$A)
                assert a1 Race { array: A0, kind: RaceKind { first: Write, second: Write } }: !((((@2(enabled) && _WRITE_HAS_OCCURRED_$$A) && (@2(t) == _WATCHED_OFFSET)) && (_WATCHED_VALUE_$$A != @2(0bv32))) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))))
                assert a2 Race { array: A0, kind: RaceKind { first: Read, second: Write } }: !((((@2(enabled) && _READ_HAS_OCCURRED_$$A) && (@2(t) == _WATCHED_OFFSET)) && (_WATCHED_VALUE_$$A != @2(0bv32))) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))))
                assert a3 Race { array: A0, kind: RaceKind { first: Atomic, second: Write } }: !(((@2(enabled) && _ATOMIC_HAS_OCCURRED_$$A) && (@2(t) == _WATCHED_OFFSET)) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))))
              }
              A[t] := 0bv32
            }
        "#]]
        .assert_eq(&out);
    }

    #[test]
    fn read_of_global_array_without_benign_tolerance() {
        let cfg = Config {
            no_benign_tolerance: true,
            ..Config::default()
        };
        let out = instrumented(&cfg, |b| {
            let a = b.array("G", MemSpace::Global);
            let t = b.var("t", Type::Bv(32), false);
            let x = b.var("x", Type::Bv(32), false);
            vec![
                st(StmtKind::Assign {
                    lhs: x,
                    rhs: Expr::load(a, Expr::var(t)),
                }),
                st(StmtKind::Store {
                    array: a,
                    group: None,
                    index: Expr::var(t),
                    value: Expr::var(x),
                }),
            ]
        });
        expect![[r#"
            ; props: 
            array A0 G : Global [*] of bv32
            var v2 _WATCHED_OFFSET : bv32 uniform
            var v3 _TRACKING : bool uniform
            var v4 _READ_HAS_OCCURRED_$$G : bool uniform
            var v5 _WRITE_HAS_OCCURRED_$$G : bool uniform
            var v6 _ATOMIC_HAS_OCCURRED_$$G : bool uniform
            var v7 _READ_SOURCE_$$G : bv32 uniform
            var v8 _WRITE_SOURCE_$$G : bv32 uniform
            var v9 _ATOMIC_SOURCE_$$G : bv32 uniform
            var v10 group_id_x : bv32
            var v11 group_id_y : bv32
            var v12 group_id_z : bv32
            kernel proc k() {
              assume !_READ_HAS_OCCURRED_$$G
              assume !_WRITE_HAS_OCCURRED_$$G
              assume !_ATOMIC_HAS_OCCURRED_$$G
              once {
                _READ_HAS_OCCURRED_$$G := (if ((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then true else _READ_HAS_OCCURRED_$$G)
                _READ_SOURCE_$$G := (if ((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then 0bv32 else _READ_SOURCE_$$G)
                assert a1 Race { array: A0, kind: RaceKind { first: Write, second: Read } }: !((@2(enabled) && _WRITE_HAS_OCCURRED_$$G) && (@2(t) == _WATCHED_OFFSET))
                assert a2 Race { array: A0, kind: RaceKind { first: Atomic, second: Read } }: !((@2(enabled) && _ATOMIC_HAS_OCCURRED_$$G) && (@2(t) == _WATCHED_OFFSET))
              }
              x := G[t]
              once {
                _WRITE_HAS_OCCURRED_$$G := (if ((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then true else _WRITE_HAS_OCCURRED_$$G)
                _WRITE_SOURCE_$$G := (if ((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then 3bv32 else _WRITE_SOURCE_$$G)
                assert a4 Race { array: A0, kind: RaceKind { first: Write, second: Write } }: !((@2(enabled) && _WRITE_HAS_OCCURRED_$$G) && (@2(t) == _WATCHED_OFFSET))
                assert a5 Race { array: A0, kind: RaceKind { first: Read, second: Write } }: !((@2(enabled) && _READ_HAS_OCCURRED_$$G) && (@2(t) == _WATCHED_OFFSET))
                assert a6 Race { array: A0, kind: RaceKind { first: Atomic, second: Write } }: !((@2(enabled) && _ATOMIC_HAS_OCCURRED_$$G) && (@2(t) == _WATCHED_OFFSET))
              }
              G[t] := x
            }
        "#]]
        .assert_eq(&out);
    }

    #[test]
    fn read_only_private_and_constant_arrays() {
        let out = instrumented(&Config::default(), |b| {
            let r = b.array("R", MemSpace::Global);
            let p = b.array("P", MemSpace::Private);
            let c = b.array("C", MemSpace::Constant);
            let x = b.var("x", Type::Bv(32), false);
            vec![
                st(StmtKind::Assign {
                    lhs: x,
                    rhs: Expr::load(r, Expr::bv(0, 32)),
                }),
                st(StmtKind::Store {
                    array: p,
                    group: None,
                    index: Expr::bv(0, 32),
                    value: Expr::var(x),
                }),
                st(StmtKind::Store {
                    array: c,
                    group: None,
                    index: Expr::bv(0, 32),
                    value: Expr::var(x),
                }),
                st(StmtKind::Assert {
                    id: b.user_assert(),
                    cond: Expr::Accessed(r, AccessKind::Read),
                }),
            ]
        });
        expect![[r#"
            ; props: 
            array A0 R : Global [*] of bv32
            array A1 P : Private [*] of bv32
            array A2 C : Constant [*] of bv32
            kernel proc k() {
              x := R[0bv32]
              P[0bv32] := x
              assert a1 ConstantWrite: false
              C[0bv32] := x
              assert a0 User: false
            }
        "#]]
        .assert_eq(&out);
    }

    #[test]
    fn guarded_read_and_only_divergence() {
        let out = instrumented(
            &Config {
                only_intra_group: true,
                no_benign_tolerance: true,
                ..Config::default()
            },
            |b| {
                let a = b.array("A", MemSpace::Shared);
                let x = b.var("x", Type::Bool, false);
                let t = b.var("t", Type::Bv(32), false);
                let cond = Expr::and(
                    Expr::var(x),
                    Expr::eq(Expr::load(a, Expr::var(t)), Expr::bv(1, 32)),
                );
                vec![st(StmtKind::If {
                    cond,
                    then_body: vec![st(StmtKind::Store {
                        array: a,
                        group: None,
                        index: Expr::var(t),
                        value: Expr::bv(1, 32),
                    })],
                    else_body: vec![],
                    uniform: false,
                })]
            },
        );
        expect![[r#"
            ; props: 
            array A0 A : Shared [*] of bv32
            var v2 _WATCHED_OFFSET : bv32 uniform
            var v3 _TRACKING : bool uniform
            var v4 _READ_HAS_OCCURRED_$$A : bool uniform
            var v5 _WRITE_HAS_OCCURRED_$$A : bool uniform
            var v6 _ATOMIC_HAS_OCCURRED_$$A : bool uniform
            var v7 _READ_SOURCE_$$A : bv32 uniform
            var v8 _WRITE_SOURCE_$$A : bv32 uniform
            var v9 _ATOMIC_SOURCE_$$A : bv32 uniform
            kernel proc k() {
              assume !_READ_HAS_OCCURRED_$$A
              assume !_WRITE_HAS_OCCURRED_$$A
              assume !_ATOMIC_HAS_OCCURRED_$$A
              once {
                _READ_HAS_OCCURRED_$$A := (if ((@1((enabled && x)) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then true else _READ_HAS_OCCURRED_$$A)
                _READ_SOURCE_$$A := (if ((@1((enabled && x)) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then 0bv32 else _READ_SOURCE_$$A)
                assert a1 Race { array: A0, kind: RaceKind { first: Write, second: Read } }: !((@2((enabled && x)) && _WRITE_HAS_OCCURRED_$$A) && (@2(t) == _WATCHED_OFFSET))
                assert a2 Race { array: A0, kind: RaceKind { first: Atomic, second: Read } }: !((@2((enabled && x)) && _ATOMIC_HAS_OCCURRED_$$A) && (@2(t) == _WATCHED_OFFSET))
              }
              if (x && (A[t] == 1bv32)) (non-uniform) {
                once {
                  _WRITE_HAS_OCCURRED_$$A := (if ((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then true else _WRITE_HAS_OCCURRED_$$A)
                  _WRITE_SOURCE_$$A := (if ((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then 3bv32 else _WRITE_SOURCE_$$A)
                  assert a4 Race { array: A0, kind: RaceKind { first: Write, second: Write } }: !((@2(enabled) && _WRITE_HAS_OCCURRED_$$A) && (@2(t) == _WATCHED_OFFSET))
                  assert a5 Race { array: A0, kind: RaceKind { first: Read, second: Write } }: !((@2(enabled) && _READ_HAS_OCCURRED_$$A) && (@2(t) == _WATCHED_OFFSET))
                  assert a6 Race { array: A0, kind: RaceKind { first: Atomic, second: Write } }: !((@2(enabled) && _ATOMIC_HAS_OCCURRED_$$A) && (@2(t) == _WATCHED_OFFSET))
                }
                A[t] := 1bv32
              }
            }
        "#]]
        .assert_eq(&out);

        let out = instrumented(
            &Config {
                only_divergence: true,
                ..Config::default()
            },
            |b| {
                let a = b.array("A", MemSpace::Shared);
                vec![
                    st(StmtKind::Store {
                        array: a,
                        group: None,
                        index: Expr::bv(0, 32),
                        value: Expr::bv(1, 32),
                    }),
                    st(StmtKind::Assert {
                        id: b.user_assert(),
                        cond: Expr::not(Expr::Accessed(a, AccessKind::Write)),
                    }),
                ]
            },
        );
        expect![[r#"
            ; props: 
            array A0 A : Shared [*] of bv32
            kernel proc k() {
              A[0bv32] := 1bv32
              assert a0 User: !false
            }
        "#]]
        .assert_eq(&out);
    }
}
