//! Rule `accessedOffsetInRangeCTimesLid` (GPUVerify §2.18): if the loop guard is `i < C` (or
//! `C > i`, signed or unsigned, `C` a literal or a uniform loop-invariant value) and a logged
//! offset is `i + C * lid_x` (either order), propose
//! `HAS ==> C * lid_x$1 <=s W && W <s C * lid_x$1 + C`: each item stays in its own chunk.

use ir::{BinOp, Dim, Expr, Loop, Special, Thread, VarId};

use crate::invariants::{Candidates, RuleCx};

/// `(i, C)` for every guard comparison `i < C` / `C > i` with `i` a variable of thread 1 (or
/// uniform) and `C` loop-invariant and uniform.
fn bounded_counters(cx: &RuleCx<'_>) -> Vec<(VarId, Expr)> {
    let mut out = Vec::new();
    for atom in &cx.guard_atoms {
        let (i, c) = match atom {
            Expr::Binary(BinOp::Ult | BinOp::Slt, a, b) => (a, b),
            Expr::Binary(BinOp::Ugt | BinOp::Sgt, a, b) => (b, a),
            _ => continue,
        };
        let Expr::Var(i) = **i else { continue };
        let per_thread = |v: &VarId| cx.prog.vars[*v].thread.is_some();
        if cx.prog.vars[i].thread == Some(Thread::Two)
            || !cx.is_invariant(c)
            || crate::invariants::vars(c).iter().any(per_thread)
        {
            continue;
        }
        out.push((i, (**c).clone()));
    }
    out
}

/// The candidates for offsets `i + C * x$1` where `x` is the special value `special(Dim::X)`.
pub(super) fn in_range(cx: &RuleCx<'_>, special: fn(Dim) -> Special, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    let Some(x) = cx
        .prog
        .find_special(special(Dim::X))
        .map(|v| cx.per_thread(v)[0])
    else {
        return;
    };
    let counters = bounded_counters(cx);
    if counters.is_empty() {
        return;
    }
    for log in &cx.logs {
        let off = cx.resolve(&log.offset);
        let Expr::Binary(BinOp::Add, a, b) = &off else {
            continue;
        };
        for (i, c) in &counters {
            let mul = if **a == Expr::Var(*i) {
                &**b
            } else if **b == Expr::Var(*i) {
                &**a
            } else {
                continue;
            };
            let Expr::Binary(BinOp::Mul, m1, m2) = mul else {
                continue;
            };
            let times_x =
                (**m1 == *c && **m2 == Expr::Var(x)) || (**m2 == *c && **m1 == Expr::Var(x));
            if !times_x || cx.prog.type_of(mul) != cx.prog.type_of(&w) {
                continue;
            }
            let lo = Expr::binary(BinOp::Sle, mul.clone(), w.clone());
            let hi = Expr::binary(
                BinOp::Slt,
                w.clone(),
                Expr::binary(BinOp::Add, mul.clone(), c.clone()),
            );
            out.push(Expr::implies(Expr::var(log.has), Expr::and(lo, hi)));
        }
    }
}

pub(crate) fn accessed_offset_in_range_c_times_lid(
    cx: &RuleCx<'_>,
    _lp: &Loop,
    out: &mut Candidates,
) {
    in_range(cx, Special::LocalId, out);
}

#[cfg(test)]
pub(super) mod tests {
    use expect_test::expect;
    use ir::{BinOp, Block, Dim, Expr, MemSpace, Special, StmtKind, Type};

    use crate::invariants::testutil::{assign, st, Builder};

    /// `for (i = 0; i < 16; i++) A[16 * x + i] = ...` with `x` the special value `special`.
    pub(crate) fn chunked(b: &mut Builder, special: Special) -> Block {
        let a = b.array("A", MemSpace::Global);
        let [x1, _] = b.special2(special);
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let i = b.var("i", Type::Bv(32), true);
        let c = Expr::bv(16, 32);
        let off = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, c.clone(), Expr::var(x1)),
            Expr::var(i),
        );
        let log = b.log(has, off);
        let lp = b.while_loop(
            Expr::binary(BinOp::Ult, Expr::var(i), c),
            vec![
                log,
                assign(i, Expr::binary(BinOp::Add, Expr::var(i), Expr::bv(1, 32))),
            ],
        );
        vec![assign(i, Expr::bv(0, 32)), st(StmtKind::Loop(lp))]
    }

    #[test]
    fn per_item_chunk() {
        let mut b = Builder::new();
        let body = chunked(&mut b, Special::LocalId(Dim::X));
        expect!["(_WRITE_HAS_OCCURRED ==> (((16bv32 * local_id_x$1) <=s _WATCHED_OFFSET) && (_WATCHED_OFFSET <s ((16bv32 * local_id_x$1) + 16bv32))))"].assert_eq(&b.candidates(body, "accessedOffsetInRangeCTimesLid"));
    }
}
