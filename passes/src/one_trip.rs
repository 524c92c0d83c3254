//! The `one-trip` pass: a counted loop that no thread can run twice becomes a block, so that
//! its counter keeps its entry value and no invariant is needed for it.
//!
//! Generated and tiled kernels sweep their data with loops like
//! `for (c0 = 32 * b0; c0 < n; c0 += 8192)`: when the grid covers the data, every thread runs
//! the body at most once. As a loop, the body's accesses must be described by invariants over
//! an unknown number of earlier iterations; as a block they are plain accesses at `c0 = 32 * b0`.
//!
//! Input: the program after `inline` and `const-params` (launch sizes and fixed parameters are
//! literals). A forward interval analysis gives each variable a range of unsigned values where
//! it can: local ids lie in `[0, group size)`, group ids in `[0, number of groups)` when the
//! launch fixes those sizes, and assignments combine ranges (`+`, `-`, `*`, shifts, division
//! and remainder by literals, `&` with a literal, `?:`, extensions). A loop qualifies when:
//! - its first statement is its exit test, and the loop runs while `x < b` or `x <= b`
//!   (signed or unsigned) for a variable `x`;
//! - `x` is assigned in the body exactly once, by `x := x + s` at the top level of the body,
//!   `s` a positive literal;
//! - `b` reads no variable the loop assigns, and `x` on entry and `b` have known ranges;
//! - `x + s` cannot wrap around (in the comparison's signedness), and it fails the test for the
//!   smallest entry value of `x` and the largest `b`: `lo(x) + s >= hi(b)` for `<`,
//!   `lo(x) + s > hi(b)` for `<=`.
//!
//! Then after one iteration the test exits whatever the thread, so the loop is
//! `if (c) { rest of the body }` when its test is its only exit, else `block L { body }` with
//! its exit test and its exits (`exit L` is a `break`) as they are.
//! User loop invariants become assertions at the two visits of the loop head (on entry, and
//! after the iteration, reported as "might not be maintained"); candidate invariants are
//! dropped. Exact: the program has the same executions.

use std::collections::{BTreeMap, BTreeSet};

use ir::visit::{assigned_vars, vars_of, walk_block_exprs, walk_expr, walk_stmts, walk_stmts_mut};
use ir::{
    BinOp, Block, CastOp, Expr, LabelId, Loop, Origin, Program, Special, Stmt, StmtKind, VarId,
};

use crate::pipeline::PassArgs;
use crate::unroll::{exit_test, forget, invariant_check, single_update};
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "one-trip",
    summary: "make counted loops that no thread can run twice into blocks",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("one-trip: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(OneTrip)),
    }
}

/// The `one-trip` pass.
pub struct OneTrip;

impl Pass for OneTrip {
    fn name(&self) -> &'static str {
        "one-trip"
    }
    fn run(&self, prog: &mut Program, _cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let start = launch_ranges(prog);
        let ids: Vec<_> = prog.procs.iter().map(|(id, _)| id).collect();
        for p in ids {
            if let Some(body) = prog.procs[p].body.take() {
                let mut env = start.clone();
                let mut w = Walker {
                    prog,
                    converted: Vec::new(),
                };
                let mut body = w.block(body, &mut env);
                for (label, x) in w.converted {
                    drop_dead_increment(&mut body, label, x);
                }
                prog.procs[p].body = Some(body);
            }
        }
        Ok(())
    }
}

/// An inclusive range of unsigned values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Range {
    lo: u128,
    hi: u128,
}

impl Range {
    fn point(v: u128) -> Range {
        Range { lo: v, hi: v }
    }
    fn hull(self, o: Range) -> Range {
        Range {
            lo: self.lo.min(o.lo),
            hi: self.hi.max(o.hi),
        }
    }
}

type Env = BTreeMap<VarId, Range>;

/// Ranges of the thread ids, from the launch sizes the axioms fix.
fn launch_ranges(prog: &Program) -> Env {
    let fixed = crate::util::fixed_specials(prog);
    let mut env = Env::new();
    for (v, d) in prog.vars.iter() {
        let ir::VarRole::Special(s) = d.role else {
            continue;
        };
        let size = match s {
            Special::LocalId(dim) => fixed.get(&Special::GroupSize(dim)),
            Special::GroupId(dim) => fixed.get(&Special::NumGroups(dim)),
            _ => fixed.get(&s).map(|_| &1),
        };
        match (s, size) {
            (Special::LocalId(_) | Special::GroupId(_), Some(&n)) if n > 0 => {
                env.insert(v, Range { lo: 0, hi: n - 1 });
            }
            (Special::LocalId(_) | Special::GroupId(_), _) => {}
            (s, Some(_)) => {
                env.insert(v, Range::point(fixed[&s]));
            }
            _ => {}
        }
    }
    env
}

fn width(prog: &Program, e: &Expr) -> Option<u32> {
    match prog.type_of(e) {
        ir::Type::Bv(w) if (1..=64).contains(&w) => Some(w),
        _ => None,
    }
}

/// The range of `e`'s unsigned values, when every operation stays inside its width.
fn range(prog: &Program, env: &Env, e: &Expr) -> Option<Range> {
    let w = width(prog, e)?;
    let max = (1u128 << w) - 1;
    let r = match e {
        Expr::Bv { value, .. } => Range::point(*value),
        Expr::Var(v) => *env.get(v)?,
        Expr::Ite(_, a, b) => range(prog, env, a)?.hull(range(prog, env, b)?),
        Expr::Cast(CastOp::ZeroExt(_), a) => range(prog, env, a)?,
        Expr::Cast(CastOp::SignExt(_), a) => {
            let wa = width(prog, a)?;
            let r = range(prog, env, a)?;
            (r.hi < 1u128 << (wa - 1)).then_some(r)?
        }
        Expr::Cast(CastOp::Extract { .. }, a) => {
            // Only the low bits: the value is unchanged when it fits.
            let r = range(prog, env, a)?;
            let low = matches!(e, Expr::Cast(CastOp::Extract { lo: 0, .. }, _));
            (low && r.hi <= max).then_some(r)?
        }
        Expr::Binary(op, a, b) => {
            let x = range(prog, env, a)?;
            let y = range(prog, env, b)?;
            let lit = b.as_bv().map(|(v, _)| v);
            let signed_ok = |r: Range| r.hi < 1u128 << (w - 1);
            match op {
                BinOp::Add => Range {
                    lo: x.lo + y.lo,
                    hi: x.hi.checked_add(y.hi)?,
                },
                BinOp::Sub if x.lo >= y.hi => Range {
                    lo: x.lo - y.hi,
                    hi: x.hi - y.lo,
                },
                BinOp::Mul => Range {
                    lo: x.lo * y.lo,
                    hi: x.hi.checked_mul(y.hi)?,
                },
                BinOp::Shl => {
                    let c = lit.filter(|c| *c < u128::from(w))?;
                    Range {
                        lo: x.lo << c,
                        hi: x.hi.checked_mul(1u128 << c)?,
                    }
                }
                BinOp::LShr => {
                    let c = lit.filter(|c| *c < u128::from(w))?;
                    Range {
                        lo: x.lo >> c,
                        hi: x.hi >> c,
                    }
                }
                BinOp::AShr if signed_ok(x) => {
                    let c = lit.filter(|c| *c < u128::from(w))?;
                    Range {
                        lo: x.lo >> c,
                        hi: x.hi >> c,
                    }
                }
                BinOp::UDiv => {
                    let c = lit.filter(|c| *c > 0)?;
                    Range {
                        lo: x.lo / c,
                        hi: x.hi / c,
                    }
                }
                BinOp::SDiv if signed_ok(x) => {
                    let c = lit.filter(|c| *c > 0 && *c < 1u128 << (w - 1))?;
                    Range {
                        lo: x.lo / c,
                        hi: x.hi / c,
                    }
                }
                BinOp::URem => {
                    let c = lit.filter(|c| *c > 0)?;
                    if x.hi < c {
                        x
                    } else {
                        Range { lo: 0, hi: c - 1 }
                    }
                }
                BinOp::SRem if signed_ok(x) => {
                    let c = lit.filter(|c| *c > 0 && *c < 1u128 << (w - 1))?;
                    if x.hi < c {
                        x
                    } else {
                        Range { lo: 0, hi: c - 1 }
                    }
                }
                BinOp::BvAnd => Range {
                    lo: 0,
                    hi: x.hi.min(y.hi),
                },
                _ => return None,
            }
        }
        _ => return None,
    };
    (r.hi <= max).then_some(r)
}

struct Walker<'a> {
    prog: &'a mut Program,
    /// The loops made into `block L { if (c) { ..; x := x + s } }`, with their counters.
    converted: Vec<(LabelId, VarId)>,
}

impl Walker<'_> {
    fn block(&mut self, b: Block, env: &mut Env) -> Block {
        let mut out = Vec::with_capacity(b.len());
        for s in b {
            let s = self.stmt(s, env);
            out.push(s);
        }
        out
    }

    fn stmt(&mut self, mut s: Stmt, env: &mut Env) -> Stmt {
        match &mut s.kind {
            StmtKind::Assign { lhs, rhs } => match range(self.prog, env, rhs) {
                Some(r) => {
                    env.insert(*lhs, r);
                }
                None => {
                    env.remove(lhs);
                }
            },
            StmtKind::Havoc(v)
            | StmtKind::Call { ret: Some(v), .. }
            | StmtKind::Atomic {
                result: Some(v), ..
            } => {
                env.remove(v);
            }
            StmtKind::If {
                then_body,
                else_body,
                ..
            } => {
                let mut e2 = env.clone();
                *then_body = self.block(std::mem::take(then_body), env);
                *else_body = self.block(std::mem::take(else_body), &mut e2);
                let joined: Env = env
                    .iter()
                    .filter_map(|(v, r)| e2.get(v).map(|r2| (*v, r.hull(*r2))))
                    .collect();
                *env = joined;
            }
            StmtKind::Block { body, .. } => {
                let mut inner = env.clone();
                *body = self.block(std::mem::take(body), &mut inner);
                // Exits may leave from anywhere inside.
                forget(env, body);
            }
            StmtKind::Loop(lp) => {
                if let Some(x) = one_trip(self.prog, lp, env) {
                    let lp = std::mem::replace(
                        lp,
                        Loop {
                            label: lp.label,
                            invariants: Vec::new(),
                            body: Vec::new(),
                            uniform: false,
                            predicate: None,
                            has_barrier: false,
                        },
                    );
                    let block = self.as_block(lp, x, s.origin);
                    return self.stmt(block, env);
                }
                forget(env, &lp.body);
                let mut inner = env.clone();
                lp.body = self.block(std::mem::take(&mut lp.body), &mut inner);
            }
            StmtKind::Once(b) => forget(env, b),
            _ => {}
        }
        s
    }

    /// `if (c) { rest; invariants after the iteration }` after the invariants on entry, when
    /// the loop's first statement `if (!c) exit L` is its only exit; else
    /// `block L { invariants on entry; body; invariants after the iteration }`.
    fn as_block(&mut self, mut lp: Loop, x: VarId, origin: Origin) -> Stmt {
        let mut entry = Vec::new();
        let mut after = Vec::new();
        for inv in &lp.invariants {
            entry.extend(invariant_check(self.prog, inv, false, origin));
            after.extend(invariant_check(self.prog, inv, true, origin));
        }
        let mut exits = 0;
        walk_stmts(&lp.body, &mut |s| {
            exits += usize::from(s.kind == StmtKind::Exit(lp.label))
        });
        let stay = match exit_test(&lp) {
            Some((_, Expr::Unary(ir::UnOp::Not, stay))) if exits == 1 => Some(*stay),
            _ => None,
        };
        let body = match stay {
            Some(stay) => {
                if entry.is_empty() {
                    self.converted.push((lp.label, x));
                }
                let mut rest = lp.body.split_off(1);
                rest.extend(after);
                entry.push(Stmt::new(
                    StmtKind::If {
                        cond: stay,
                        then_body: rest,
                        else_body: Vec::new(),
                        uniform: false,
                    },
                    origin,
                ));
                entry
            }
            None => {
                entry.extend(lp.body);
                entry.extend(after);
                entry
            }
        };
        Stmt::new(
            StmtKind::Block {
                label: lp.label,
                body,
                uniform: false,
            },
            origin,
        )
    }
}

/// Occurrences of `x` in the expressions of `b`.
fn reads(b: &Block, x: VarId) -> usize {
    let mut n = 0;
    walk_block_exprs(b, &mut |e| {
        walk_expr(e, &mut |e| n += usize::from(*e == Expr::Var(x)))
    });
    n
}

/// In `block L { if (c) { ..; x := x + s } }`, drop the last statement when nothing outside
/// the block reads `x` (the value it leaves is never used: the block reads `x` only after
/// an assignment that reaches it, see [`Walker::stmt`]), and make the block its `if`. A
/// counter with a single definition is one that invariant rules can see through.
fn drop_dead_increment(body: &mut Block, label: LabelId, x: VarId) {
    let total = reads(body, x);
    walk_stmts_mut(body, &mut |s| {
        let StmtKind::Block {
            label: l, body: b, ..
        } = &mut s.kind
        else {
            return;
        };
        if *l != label || reads(b, x) != total {
            return;
        }
        let [Stmt {
            kind: StmtKind::If { then_body, .. },
            ..
        }] = b.as_mut_slice()
        else {
            return;
        };
        if matches!(then_body.last(), Some(Stmt { kind: StmtKind::Assign { lhs, .. }, .. }) if *lhs == x)
        {
            then_body.pop();
        }
        if let Some(only) = b.pop() {
            *s = only;
        }
    });
}

/// The loop's counter when no thread can run `lp` twice from the state `env` describes (see
/// the module header).
fn one_trip(prog: &Program, lp: &Loop, env: &Env) -> Option<VarId> {
    let (_, Expr::Unary(ir::UnOp::Not, stay)) = exit_test(lp)? else {
        return None;
    };
    let Expr::Binary(op, x, b) = &*stay else {
        return None;
    };
    let (strict, signed) = match op {
        BinOp::Slt => (true, true),
        BinOp::Sle => (false, true),
        BinOp::Ult => (true, false),
        BinOp::Ule => (false, false),
        _ => return None,
    };
    let Expr::Var(x) = **x else {
        return None;
    };
    let mut modified = BTreeSet::new();
    assigned_vars(&lp.body, &mut modified);
    let mut bound_vars = BTreeSet::new();
    vars_of(b, &mut bound_vars);
    if bound_vars.iter().any(|v| modified.contains(v)) {
        return None;
    }
    let step = single_increment(lp, x)?;
    let (entry, bound, w) = (*env.get(&x)?, range(prog, env, b)?, width(prog, b)?);
    let limit = if signed { 1u128 << (w - 1) } else { 1u128 << w };
    if entry.hi + step >= limit || bound.hi >= limit {
        return None;
    }
    let after_lo = entry.lo + step;
    let exits = if strict {
        after_lo >= bound.hi
    } else {
        after_lo > bound.hi
    };
    exits.then_some(x)
}

/// `s` when the body assigns `x` exactly once, by `x := x + s` (or `s + x`) at its top level,
/// `s` a positive literal.
fn single_increment(lp: &Loop, x: VarId) -> Option<u128> {
    let Expr::Binary(BinOp::Add, a, b) = single_update(lp, x)? else {
        return None;
    };
    let step = match (&**a, &**b) {
        (Expr::Var(v), c) | (c, Expr::Var(v)) if *v == x => c.as_bv()?.0,
        _ => return None,
    };
    (step > 0).then_some(step)
}

#[cfg(test)]
mod tests;
