//! Rule `loopPredicateEquality` (GPUVerify §2.10): in a predicated loop containing a barrier,
//! propose `aL$1 == aL$2` and `SameGroup ==> aL$1 == aL$2`: both threads iterate together. The
//! key invariant for barriers in loops whose guard looks thread-dependent. With a warp
//! collective operation in the kernel, also `SameGroup && SameWarp ==> aL$1 == aL$2`.

use ir::{Expr, Loop};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn loop_predicate_equality(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    if !lp.has_barrier && cx.cfg.warp_sync.is_none() {
        return;
    }
    let Some([a1, a2]) = lp.predicate.and_then(|p| cx.prog.vars[p].copies) else {
        return;
    };
    let eq = Expr::eq(Expr::var(a1), Expr::var(a2));
    out.push(eq.clone());
    out.push(Expr::implies(cx.kernel.same_group.clone(), eq.clone()));
    // A warp collective in the loop: the lanes of one warp iterate together.
    if let Some(sw) = &cx.kernel.same_warp {
        let both = Expr::and(cx.kernel.same_group.clone(), sw.clone());
        out.push(Expr::implies(both, eq));
    }
}

#[cfg(test)]
pub(super) mod tests {
    use expect_test::expect;
    use ir::{Dim, Expr, Loop, Special, StmtKind, Type, VarId};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    /// A predicated loop with a barrier whose body assigns `x` per thread; returns the loop.
    pub(crate) fn predicated_loop(b: &mut Builder) -> (Loop, [VarId; 2]) {
        b.special2(Special::GroupId(Dim::X));
        let [x1, x2] = b.var2("x", Type::Bv(32));
        let [a1, a2] = b.var2("a", Type::Bool);
        let a = b
            .prog
            .vars
            .ids()
            .find(|v| b.prog.vars[*v].copies == Some([a1, a2]))
            .unwrap();
        for v in [a, a1, a2] {
            b.prog.vars[v].role = ir::VarRole::Predicate;
        }
        let mut lp = b.while_loop(
            Expr::or(Expr::var(a1), Expr::var(a2)),
            vec![
                essential(),
                assign(x1, Expr::ite(Expr::var(a1), Expr::bv(1, 32), Expr::var(x1))),
                assign(x2, Expr::ite(Expr::var(a2), Expr::bv(1, 32), Expr::var(x2))),
            ],
        );
        lp.predicate = Some(a);
        lp.has_barrier = true;
        (lp, [x1, x2])
    }

    #[test]
    fn barrier_in_predicated_loop() {
        let mut b = Builder::new();
        let (lp, _) = predicated_loop(&mut b);
        expect![[r#"
            (a$1 == a$2)
            ((group_id_x$1 == group_id_x$2) ==> (a$1 == a$2))"#]]
        .assert_eq(&b.candidates(vec![st(StmtKind::Loop(lp))], "loopPredicateEquality"));
    }
}
