//! Rule `predicatedEquality` (GPUVerify §2.11): in a predicated loop containing a barrier, for
//! each per-thread variable (not a predicate) assigned more than once in the kernel and modified
//! in the loop, propose `aL$1 && aL$2 ==> v$1 == v$2`.

use std::collections::BTreeSet;

use ir::{Expr, Loop, Thread, VarRole};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn predicated_equality(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    if !lp.has_barrier && cx.cfg.warp_sync.is_none() {
        return;
    }
    let Some([a1, a2]) = lp.predicate.and_then(|p| cx.prog.vars[p].copies) else {
        return;
    };
    let mut originals = BTreeSet::new();
    for &v in &cx.modified {
        let d = &cx.prog.vars[v];
        if d.thread == Some(Thread::One) && matches!(d.role, VarRole::User | VarRole::Temp) {
            originals.insert(cx.original(v));
        }
    }
    for o in originals {
        let [v1, v2] = cx.per_thread(o);
        if v1 == v2 || cx.kernel.defs.get(&v1).map_or(0, Vec::len) < 2 {
            continue;
        }
        let both = Expr::and(Expr::var(a1), Expr::var(a2));
        out.push(Expr::implies(both, Expr::eq(Expr::var(v1), Expr::var(v2))));
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{Expr, StmtKind};

    use crate::invariants::testutil::{assign, st, Builder};

    #[test]
    fn variable_assigned_in_predicated_loop() {
        let mut b = Builder::new();
        let (lp, [x1, x2]) = super::super::loop_predicate_equality::tests::predicated_loop(&mut b);
        let body = vec![
            assign(x1, Expr::bv(0, 32)),
            assign(x2, Expr::bv(0, 32)),
            st(StmtKind::Loop(lp)),
        ];
        expect!["((a$1 && a$2) ==> (x$1 == x$2))"]
            .assert_eq(&b.candidates(body, "predicatedEquality"));
    }
}
