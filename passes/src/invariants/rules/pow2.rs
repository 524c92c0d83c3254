//! Rule `pow2` (GPUVerify §2.8): for each variable that may be a power of two (either side of
//! an assignment `x := y * 2`, `2 * y`, `y / 2`, `y << c` or `y >> c`) modified in the loop,
//! propose `v == 0 || (v & (v - 1)) == 0` (also under the loop's predicate in a predicated
//! loop). Central for tree reductions.

use std::collections::BTreeSet;

use ir::{BinOp, Expr, Loop, VarId};

use crate::invariants::{Candidates, RuleCx};

fn is_lit(e: &Expr, n: u128) -> bool {
    e.as_bv().is_some_and(|(v, _)| v == n)
}

/// Variables that may hold powers of two, kernel-wide.
pub(super) fn may_be_pow2(cx: &RuleCx<'_>) -> BTreeSet<VarId> {
    let mut out = BTreeSet::new();
    for (lhs, defs) in &cx.kernel.defs {
        if !matches!(cx.prog.vars[*lhs].ty.width(), 8 | 16 | 32 | 64)
            || !cx.prog.vars[*lhs].ty.is_bv()
        {
            continue;
        }
        for def in defs.iter().flatten() {
            let y = match def {
                Expr::Binary(BinOp::Mul, a, b) if is_lit(b, 2) => a,
                Expr::Binary(BinOp::Mul, a, b) if is_lit(a, 2) => b,
                Expr::Binary(BinOp::UDiv | BinOp::SDiv, a, b) if is_lit(b, 2) => a,
                Expr::Binary(BinOp::Shl | BinOp::LShr | BinOp::AShr, a, b) if b.is_literal() => a,
                _ => continue,
            };
            out.insert(*lhs);
            if let Expr::Var(y) = **y {
                out.insert(y);
            }
        }
    }
    out
}

pub(crate) fn pow2(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    for v in may_be_pow2(cx) {
        if !cx.modified.contains(&v) {
            continue;
        }
        let w = cx.prog.vars[v].ty.width();
        let x = Expr::var(v);
        let dec = Expr::binary(BinOp::Sub, x.clone(), Expr::bv(1, w));
        let e = Expr::or(
            Expr::eq(x.clone(), Expr::bv(0, w)),
            Expr::eq(Expr::binary(BinOp::BvAnd, x, dec), Expr::bv(0, w)),
        );
        push_predicated(cx, lp, e, out);
    }
}

/// Push `e`, and in a predicated loop also `aL$t ==> e` first: a thread the loop's enclosing
/// code left disabled keeps whatever value it had (a nested reduction loop in a loop over
/// rows that groups leave at different times).
pub(super) fn push_predicated(cx: &RuleCx<'_>, lp: &Loop, e: Expr, out: &mut Candidates) {
    let guarded = super::predicated(cx, lp, e.clone());
    if guarded != e {
        out.push(guarded);
    }
    out.push(e);
}

#[cfg(test)]
pub(super) mod tests {
    use expect_test::expect;
    use ir::{BinOp, Block, Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    /// `for (s = n / 2; s > 0; s >>= 1)` with `s` uniform.
    pub(crate) fn reduction(b: &mut Builder) -> Block {
        let s = b.var("s", Type::Bv(32), true);
        let n = b.var("n", Type::Bv(32), true);
        let lp = b.while_loop(
            Expr::binary(BinOp::Ugt, Expr::var(s), Expr::bv(0, 32)),
            vec![
                essential(),
                assign(s, Expr::binary(BinOp::LShr, Expr::var(s), Expr::bv(1, 32))),
            ],
        );
        vec![
            assign(s, Expr::binary(BinOp::UDiv, Expr::var(n), Expr::bv(2, 32))),
            st(StmtKind::Loop(lp)),
        ]
    }

    #[test]
    fn tree_reduction() {
        let mut b = Builder::new();
        let body = reduction(&mut b);
        expect!["((s == 0bv32) || ((s & (s - 1bv32)) == 0bv32))"]
            .assert_eq(&b.candidates(body, "pow2"));
    }
}
