//! Rule `relationalPow2` (GPUVerify §2.9): if the loop doubles exactly one variable `inc`
//! (`v * 2`, `2 * v`, `v << 1`) and halves exactly one `dec` (`v / 2`, `v >> 1`) of the same
//! type, propose for i = 2^15, ..., 1: `inc * dec == i` and
//! `(dec == 0 && inc == 2 * i) || inc * dec == i`.

use std::collections::BTreeSet;

use ir::{BinOp, Expr, Loop, VarId};

use crate::invariants::{Candidates, RuleCx};

fn one(e: &Expr, n: u128) -> bool {
    e.as_bv().is_some_and(|(v, _)| v == n)
}

pub(crate) fn relational_pow2(cx: &RuleCx<'_>, _lp: &Loop, out: &mut Candidates) {
    let (mut inc, mut dec) = (BTreeSet::new(), BTreeSet::new());
    for (v, defs) in &cx.loop_defs {
        let x = Expr::Var(*v);
        for def in defs.iter().flatten() {
            match &cx.resolve(def) {
                Expr::Binary(BinOp::Mul, a, b)
                    if (**a == x && one(b, 2)) || (**b == x && one(a, 2)) =>
                {
                    inc.insert(cx.original(*v));
                }
                Expr::Binary(BinOp::Shl, a, b) if **a == x && one(b, 1) => {
                    inc.insert(cx.original(*v));
                }
                Expr::Binary(BinOp::UDiv | BinOp::SDiv, a, b) if **a == x && one(b, 2) => {
                    dec.insert(cx.original(*v));
                }
                Expr::Binary(BinOp::LShr | BinOp::AShr, a, b) if **a == x && one(b, 1) => {
                    dec.insert(cx.original(*v));
                }
                _ => {}
            }
        }
    }
    let (Some(&i), Some(&d)) = (inc.first(), dec.first()) else {
        return;
    };
    let ty = cx.prog.vars[i].ty;
    if inc.len() != 1 || dec.len() != 1 || ty != cx.prog.vars[d].ty || !ty.is_bv() {
        return;
    }
    let w = ty.width();
    let (ic, dc) = (cx.per_thread(i), cx.per_thread(d));
    let mut pairs: Vec<(VarId, VarId)> = vec![(ic[0], dc[0]), (ic[1], dc[1])];
    pairs.dedup();
    for (iv, dv) in pairs {
        for k in (0..=15).rev() {
            let n: u128 = 1 << k;
            if w < 128 && 2 * n >= (1u128 << w) {
                continue;
            }
            let prod = Expr::eq(
                Expr::binary(BinOp::Mul, Expr::var(iv), Expr::var(dv)),
                Expr::bv(n, w),
            );
            out.push(prod.clone());
            let edge = Expr::and(
                Expr::eq(Expr::var(dv), Expr::bv(0, w)),
                Expr::eq(Expr::var(iv), Expr::bv(2 * n, w)),
            );
            out.push(Expr::or(edge, prod));
        }
    }
}

#[cfg(test)]
mod tests {
    use ir::{BinOp, Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    #[test]
    fn doubling_and_halving() {
        let mut b = Builder::new();
        let i = b.var("i", Type::Bv(32), true);
        let d = b.var("d", Type::Bv(32), true);
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                essential(),
                assign(i, Expr::binary(BinOp::Mul, Expr::var(i), Expr::bv(2, 32))),
                assign(d, Expr::binary(BinOp::LShr, Expr::var(d), Expr::bv(1, 32))),
            ],
        );
        let out = b.candidates(vec![st(StmtKind::Loop(lp))], "relationalPow2");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 32);
        assert_eq!(lines[0], "((i * d) == 32768bv32)");
        assert_eq!(
            lines[31],
            "(((d == 0bv32) && (i == 2bv32)) || ((i * d) == 1bv32))"
        );
    }
}
