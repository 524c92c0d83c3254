//! Rule `loopBound` (GPUVerify §2.1): for each loop counter (a loop-modified variable of the
//! loop guard) with a known entry value `init`, propose `c <=s init`, `c >=s init`,
//! `c <=u init` and `c >=u init`; the one matching the loop's direction survives. A variable the
//! loop only ever assigns the counter (`found = i; break;` in a search) inherits the guard's
//! bound: under `c < C` (`C` loop-invariant), propose `v <= C` with the guard's signedness.

use ir::{BinOp, Expr, Loop};

use super::predicated;
use crate::invariants::{Candidates, RuleCx};

pub(crate) fn loop_bound(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    for c in super::guard_non_neg::guard_vars(cx, false) {
        if !cx.modified.contains(&c) {
            continue;
        }
        let Some(init) = cx.entry.get(&c).filter(|i| cx.is_invariant(i)) else {
            continue;
        };
        for op in [BinOp::Sle, BinOp::Sge, BinOp::Ule, BinOp::Uge] {
            out.push(predicated(
                cx,
                lp,
                Expr::binary(op, Expr::var(c), init.clone()),
            ));
        }
    }
    for atom in &cx.guard_atoms {
        let (le, c, bound) = match atom {
            Expr::Binary(BinOp::Ult, c, b) => (BinOp::Ule, c, b),
            Expr::Binary(BinOp::Slt, c, b) => (BinOp::Sle, c, b),
            Expr::Binary(BinOp::Ugt, b, c) => (BinOp::Ule, c, b),
            Expr::Binary(BinOp::Sgt, b, c) => (BinOp::Sle, c, b),
            _ => continue,
        };
        if !cx.is_invariant(bound) || cx.is_invariant(c) {
            continue;
        }
        for (&v, defs) in &cx.loop_defs {
            let only_counter = defs.iter().all(|d| d.as_ref() == Some(&**c));
            if only_counter && Expr::Var(v) != **c && cx.prog.type_of(c) == cx.prog.vars[v].ty {
                out.push(Expr::binary(le, Expr::var(v), (**bound).clone()));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    #[test]
    fn counter_of_uniform_loop() {
        let mut b = Builder::new();
        let i = b.var("i", Type::Bv(32), true);
        let n = b.var("n", Type::Bv(32), true);
        let lp = b.while_loop(
            Expr::binary(BinOp::Slt, Expr::var(i), Expr::var(n)),
            vec![
                essential(),
                assign(i, Expr::binary(BinOp::Add, Expr::var(i), Expr::bv(1, 32))),
            ],
        );
        let body = vec![assign(i, Expr::bv(0, 32)), st(StmtKind::Loop(lp))];
        expect![[r#"
            (i <=s 0bv32)
            (i >=s 0bv32)
            (i <=u 0bv32)
            (i >=u 0bv32)"#]]
        .assert_eq(&b.candidates(body, "loopBound"));
    }

    #[test]
    fn search_result_inherits_the_bound() {
        let mut b = Builder::new();
        let i = b.var("i", Type::Bv(32), true);
        let n = b.var("n", Type::Bv(32), true);
        let found = b.var("found", Type::Bv(32), true);
        let lp = b.while_loop(
            Expr::binary(BinOp::Ult, Expr::var(i), Expr::var(n)),
            vec![
                essential(),
                assign(found, Expr::var(i)),
                assign(i, Expr::binary(BinOp::Add, Expr::var(i), Expr::bv(1, 32))),
            ],
        );
        let body = vec![
            assign(found, Expr::var(n)),
            assign(i, Expr::bv(0, 32)),
            st(StmtKind::Loop(lp)),
        ];
        expect![[r#"
            (i <=s 0bv32)
            (i >=s 0bv32)
            (i <=u 0bv32)
            (i >=u 0bv32)
            (found <=u n)"#]]
        .assert_eq(&b.candidates(body, "loopBound"));
    }
}
