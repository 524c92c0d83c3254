//! Rule `accessedOffsetBoundedByGuard` (beyond GPUVerify): when the loop guard bounds a
//! loop-modified variable `x` from above by a loop-invariant `B` (`x < B`, `x <= B`), and every
//! offset logged into a race ghost `HAS` grows with `x` (sums, literal multiples and extensions
//! of `x` plus loop-invariant terms), propose `HAS ==> old(HAS) || W <= off1[x := B - 1] || ...`
//! (`B` for `<=`), with the guard's signedness: every offset the loop logged was taken with the
//! guard true, so it lies at or below the offset of the last index the guard lets through.
//! Grid-stride loops need this: their threads interleave, so no per-thread range holds, yet the
//! loop never reaches the tail that one thread handles after it (`for (k = gid; k < n / 4;
//! k += size) y4[k] = ..; if (gid < n % 4) y[n / 4 * 4 + gid] = ..`).

use ir::{BinOp, CastOp, Expr, Loop, VarId};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn accessed_offset_bounded_by_guard(cx: &RuleCx<'_>, _lp: &Loop, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    let bounds = guard_bounds(cx);
    if bounds.is_empty() {
        return;
    }
    'ghosts: for (has, logs) in cx.logs_by_ghost() {
        let mut ranges = Vec::new();
        for log in logs {
            let off = cx.resolve(&log.offset);
            if cx.prog.type_of(&off) != cx.prog.type_of(&w) {
                continue 'ghosts;
            }
            let Some((x, last, le)) = bounds.iter().find(|(x, ..)| grows_with(&off, *x)) else {
                continue 'ghosts;
            };
            let hi = ir::visit::map_expr(off, &mut |e| match e {
                Expr::Var(v) if v == *x => last.clone(),
                e => e,
            });
            let r = Expr::binary(*le, w.clone(), hi);
            if !ranges.contains(&r) {
                ranges.push(r);
            }
        }
        let before = Expr::Old(Box::new(Expr::var(has)));
        out.push(Expr::implies(
            Expr::var(has),
            Expr::or(before, Expr::any(ranges)),
        ));
    }
}

/// Loop-modified variables the guard bounds from above by a loop-invariant: `(x, last, le)`
/// with `last` the largest value of `x` the guard admits and `le` the guard's `<=`.
fn guard_bounds(cx: &RuleCx<'_>) -> Vec<(VarId, Expr, BinOp)> {
    let mut out = Vec::new();
    for atom in &cx.guard_atoms {
        let Some((&Expr::Var(x), bound, le, strict)) = super::upper_bound(atom) else {
            continue;
        };
        if !cx.modified.contains(&x) || !cx.is_invariant(bound) {
            continue;
        }
        let last = if strict {
            let width = cx.prog.vars[x].ty.width();
            Expr::binary(BinOp::Sub, bound.clone(), Expr::bv(1, width))
        } else {
            bound.clone()
        };
        out.push((x, last, le));
    }
    out
}

/// True when `e` mentions `x` and does not decrease as `x` grows (ignoring wrap-around):
/// sums, differences with an `x`-free right side, products with a literal, extensions.
fn grows_with(e: &Expr, x: VarId) -> bool {
    fn walk(e: &Expr, x: VarId) -> Option<bool> {
        match e {
            Expr::Var(v) if *v == x => Some(true),
            Expr::Binary(BinOp::Add, a, b) => Some(walk(a, x)? | walk(b, x)?),
            Expr::Binary(BinOp::Sub, a, b) if !mentions(b, x) => walk(a, x),
            Expr::Binary(BinOp::Mul, a, b) if b.is_literal() => walk(a, x),
            Expr::Binary(BinOp::Mul, a, b) if a.is_literal() => walk(b, x),
            Expr::Cast(CastOp::ZeroExt(_) | CastOp::SignExt(_), a) => walk(a, x),
            e if !mentions(e, x) => Some(false),
            _ => None,
        }
    }
    walk(e, x) == Some(true)
}

fn mentions(e: &Expr, x: VarId) -> bool {
    crate::invariants::vars(e).contains(&x)
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, MemSpace, StmtKind, Type};

    use crate::invariants::testutil::{assign, st, Builder};

    /// `for (k = gid; k < nv; k += size) { A[4 * k] = ..; A[4 * k + 3] = ..; }`, and a loop
    /// whose offset shrinks as its counter grows, which gets nothing.
    #[test]
    fn grid_stride_vector_loop() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let k = b.var("k", Type::Bv(32), false);
        let nv = b.var("nv", Type::Bv(32), true);
        let size = b.var("size", Type::Bv(32), true);
        let four_k = Expr::binary(BinOp::Mul, Expr::var(k), Expr::bv(4, 32));
        let log1 = b.log(has, four_k.clone());
        let log2 = b.log(has, Expr::binary(BinOp::Add, four_k, Expr::bv(3, 32)));
        let step = assign(k, Expr::binary(BinOp::Add, Expr::var(k), Expr::var(size)));
        let up = b.while_loop(
            Expr::binary(BinOp::Slt, Expr::var(k), Expr::var(nv)),
            vec![log1, log2, step.clone()],
        );
        let log3 = b.log(has, Expr::binary(BinOp::Sub, Expr::var(nv), Expr::var(k)));
        let shrinking = b.while_loop(
            Expr::binary(BinOp::Slt, Expr::var(k), Expr::var(nv)),
            vec![log3, step],
        );
        b.set_body(vec![st(StmtKind::Loop(up)), st(StmtKind::Loop(shrinking))]);
        let body = b.prog.procs[b.k].body.take().unwrap();
        expect![[r#"
            (_WRITE_HAS_OCCURRED ==> (_WRITE_HAS_OCCURRED$ghost || ((_WATCHED_OFFSET <=s ((nv - 1bv32) * 4bv32)) || (_WATCHED_OFFSET <=s (((nv - 1bv32) * 4bv32) + 3bv32)))))"#]]
        .assert_eq(&b.candidates(body, "accessedOffsetBoundedByGuard"));
    }
}
