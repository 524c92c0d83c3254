//! Rule `conditionsImpliedByEnabledness` (GPUVerify §2.5): in a predicated loop, the loop's
//! predicate implies the loop-invariant conditions under which the loop was entered (those of
//! the enclosing conditionals): propose `aL$t ==> g1 && ... && gk` per thread.

use ir::{BinOp, Expr, Loop};

use crate::invariants::{Candidates, RuleCx};

pub(super) fn conjuncts(e: &Expr, out: &mut Vec<Expr>) {
    match e {
        Expr::Binary(BinOp::And, a, b) => {
            conjuncts(a, out);
            conjuncts(b, out);
        }
        Expr::Bool(true) => {}
        e => out.push(e.clone()),
    }
}

pub(crate) fn conditions_implied_by_enabledness(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    let Some(copies) = lp.predicate.and_then(|p| cx.prog.vars[p].copies) else {
        return;
    };
    for a in copies {
        let Some(entry) = cx.entry.get(&a) else {
            continue;
        };
        let mut cs = Vec::new();
        conjuncts(&cx.resolve(entry), &mut cs);
        cs.retain(|c| cx.is_invariant(c) && !c.is_literal());
        if !cs.is_empty() {
            out.push(Expr::implies(Expr::var(a), Expr::all(cs)));
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Dim, Expr, Special, StmtKind, Type};

    use crate::invariants::testutil::{assign, st, Builder};

    #[test]
    fn loop_under_thread_dependent_if() {
        let mut b = Builder::new();
        let [l1, l2] = b.special2(Special::LocalId(Dim::X));
        let n = b.var("n", Type::Bv(32), true);
        let [p1, p2] = b.var2("p", Type::Bool);
        let (lp, _) = super::super::loop_predicate_equality::tests::predicated_loop(&mut b);
        let [a1, a2] = b.prog.vars[lp.predicate.unwrap()].copies.unwrap();
        let body = vec![
            assign(p1, Expr::binary(BinOp::Ult, Expr::var(l1), Expr::var(n))),
            assign(p2, Expr::binary(BinOp::Ult, Expr::var(l2), Expr::var(n))),
            assign(a1, Expr::var(p1)),
            assign(a2, Expr::var(p2)),
            st(StmtKind::Loop(lp)),
        ];
        expect![[r#"
            (a$1 ==> (local_id_x$1 <u n))
            (a$2 ==> (local_id_x$2 <u n))"#]]
        .assert_eq(&b.candidates(body, "conditionsImpliedByEnabledness"));
    }
}
