//! Rule `guardNonNeg` (GPUVerify §2.2): for every bit-vector variable (8 bits or wider) of a
//! signed comparison in the loop guard, propose `0 <=s v`. Signed-compare loops need it.

use std::collections::BTreeSet;

use ir::{BinOp, Expr, Loop, VarId};

use super::predicated;
use crate::invariants::{Candidates, RuleCx};

/// Bit-vector variables of the guard's comparisons (only of signed ones if `signed_only`).
pub(super) fn guard_vars(cx: &RuleCx<'_>, signed_only: bool) -> BTreeSet<VarId> {
    let mut out = BTreeSet::new();
    for atom in &cx.guard_atoms {
        let Expr::Binary(op, ..) = atom else { continue };
        let signed = matches!(op, BinOp::Slt | BinOp::Sle | BinOp::Sgt | BinOp::Sge);
        if signed || !signed_only {
            out.extend(super::bv_vars(cx, atom));
        }
    }
    out
}

pub(crate) fn guard_non_neg(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    for v in guard_vars(cx, true) {
        let w = cx.prog.vars[v].ty.width();
        if w >= 8 {
            out.push(predicated(
                cx,
                lp,
                Expr::binary(BinOp::Sle, Expr::bv(0, w), Expr::var(v)),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    #[test]
    fn signed_guard_of_predicated_loop() {
        let mut b = Builder::new();
        let [i1, i2] = b.var2("i", Type::Bv(32));
        let n = b.var("n", Type::Bv(32), true);
        let [a1, a2] = b.var2("a", Type::Bool);
        let a = b
            .prog
            .vars
            .ids()
            .find(|v| b.prog.vars[*v].copies == Some([a1, a2]))
            .unwrap();
        let mut lp = b.while_loop(
            Expr::or(Expr::var(a1), Expr::var(a2)),
            vec![
                assign(
                    a1,
                    Expr::and(
                        Expr::var(a1),
                        Expr::binary(BinOp::Slt, Expr::var(i1), Expr::var(n)),
                    ),
                ),
                assign(
                    a2,
                    Expr::and(
                        Expr::var(a2),
                        Expr::binary(BinOp::Slt, Expr::var(i2), Expr::var(n)),
                    ),
                ),
                essential(),
            ],
        );
        lp.predicate = Some(a);
        for v in [a, a1, a2] {
            b.prog.vars[v].role = ir::VarRole::Predicate;
        }
        let body = vec![st(StmtKind::Loop(lp))];
        expect![[r#"
            (a$1 ==> (0bv32 <=s i$1))
            (a$2 ==> (0bv32 <=s i$2))
            (0bv32 <=s n)"#]]
        .assert_eq(&b.candidates(body, "guardNonNeg"));
    }
}
