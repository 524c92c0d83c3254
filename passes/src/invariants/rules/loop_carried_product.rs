//! Rule `loopCarriedProduct` (PUG's `i * j == n`): for two variables of one thread that the
//! loop changes once per iteration, one halved (`u >> 1`, `u / 2`) and one doubled (`v << 1`,
//! `v * 2`), propose `u == 0 || u * v == old(u) * old(v)`: their product keeps its value from
//! loop entry until the halved one reaches zero (exact when the halved one starts as a power
//! of two, as in tree reductions and scans that pair a shrinking count with a growing stride).

use ir::{BinOp, Expr, Loop, VarId};

use super::predicated;
use crate::invariants::{Candidates, RuleCx};

/// The variable's single update in the loop, when it is `v` halved (`Some(false)`) or doubled
/// (`Some(true)`).
fn scaling(cx: &RuleCx<'_>, v: VarId) -> Option<bool> {
    let [Some(def)] = cx.loop_defs.get(&v)?.as_slice() else {
        return None;
    };
    let def = cx.resolve(def);
    let lit = |e: &Expr, k: u128| e.as_bv().is_some_and(|(x, _)| x == k);
    match &def {
        Expr::Binary(BinOp::LShr | BinOp::AShr, a, b) if **a == Expr::Var(v) && lit(b, 1) => {
            Some(false)
        }
        Expr::Binary(BinOp::UDiv, a, b) if **a == Expr::Var(v) && lit(b, 2) => Some(false),
        Expr::Binary(BinOp::Shl, a, b) if **a == Expr::Var(v) && lit(b, 1) => Some(true),
        Expr::Binary(BinOp::Mul, a, b)
            if (**a == Expr::Var(v) && lit(b, 2)) || (**b == Expr::Var(v) && lit(a, 2)) =>
        {
            Some(true)
        }
        _ => None,
    }
}

pub(crate) fn loop_carried_product(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    let mut halved = Vec::new();
    let mut doubled = Vec::new();
    for &v in &cx.modified {
        if !cx.prog.vars[v].ty.is_bv() {
            continue;
        }
        match scaling(cx, v) {
            Some(false) => halved.push(v),
            Some(true) => doubled.push(v),
            None => {}
        }
    }
    for &u in &halved {
        for &v in &doubled {
            let (tu, tv) = (cx.prog.vars[u].thread, cx.prog.vars[v].thread);
            let same_thread = tu == tv || tu.is_none() || tv.is_none();
            if !same_thread || cx.prog.vars[u].ty != cx.prog.vars[v].ty {
                continue;
            }
            let old = |x: VarId| Expr::Old(Box::new(Expr::var(x)));
            let w = cx.prog.vars[u].ty.width();
            let product = |a: Expr, b: Expr| Expr::binary(BinOp::Mul, a, b);
            let c = Expr::or(
                Expr::eq(Expr::var(u), Expr::bv(0, w)),
                Expr::eq(product(Expr::var(u), Expr::var(v)), product(old(u), old(v))),
            );
            out.push(predicated(cx, lp, c));
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    #[test]
    fn shrinking_count_and_growing_stride() {
        let mut b = Builder::new();
        let d = b.var("d", Type::Bv(32), true);
        let off = b.var("offset", Type::Bv(32), true);
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                essential(),
                assign(d, Expr::binary(BinOp::LShr, Expr::var(d), Expr::bv(1, 32))),
                assign(
                    off,
                    Expr::binary(BinOp::Mul, Expr::var(off), Expr::bv(2, 32)),
                ),
            ],
        );
        let body = vec![
            assign(d, Expr::bv(128, 32)),
            assign(off, Expr::bv(1, 32)),
            st(StmtKind::Loop(lp)),
        ];
        expect!["((d == 0bv32) || ((d * offset) == (d$ghost * offset$ghost)))"]
            .assert_eq(&b.candidates(body, "loopCarriedProduct"));
    }
}
