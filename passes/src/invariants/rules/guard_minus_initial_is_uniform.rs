//! Rule `guardMinusInitialIsUniform` (GPUVerify §2.3): in a loop containing a barrier (any loop
//! in warp-synchronous mode), for each per-thread bit-vector variable `v` of the loop guard that
//! the loop modifies and whose copies have loop-invariant entry values `init$1`, `init$2`,
//! propose `v$1 - init$1 == v$2 - init$2` and `SameGroup ==> v$1 - init$1 == v$2 - init$2`:
//! both threads have run the same number of steps, although they started at thread-dependent
//! values (`for (i = lid; i < lid + 8; i++) { ...; barrier(); }`). In a predicated loop both
//! are stated for each thread where it is enabled, as GPUVerify predicates the rule.

use std::collections::BTreeSet;

use ir::{BinOp, Expr, Loop, Thread};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn guard_minus_initial_is_uniform(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    if !lp.has_barrier && cx.cfg.warp_sync.is_none() {
        return;
    }
    let originals: BTreeSet<_> = super::guard_non_neg::guard_vars(cx, false)
        .into_iter()
        .filter(|v| cx.prog.vars[*v].thread == Some(Thread::One) && cx.modified.contains(v))
        .map(|v| cx.original(v))
        .collect();
    for o in originals {
        let [v1, v2] = cx.per_thread(o);
        let w = cx.prog.vars[v1].ty.width();
        if v1 == v2 || !w.is_multiple_of(8) {
            continue;
        }
        let (Some(i1), Some(i2)) = (cx.entry.get(&v1), cx.entry.get(&v2)) else {
            continue;
        };
        if !cx.is_invariant(i1) || !cx.is_invariant(i2) {
            continue;
        }
        let diff = |v, i: &Expr| Expr::binary(BinOp::Sub, Expr::var(v), i.clone());
        let eq = Expr::eq(diff(v1, i1), diff(v2, i2));
        let same = Expr::implies(cx.kernel.same_group.clone(), eq.clone());
        out.push(enabled_copies(cx, lp, eq));
        out.push(enabled_copies(cx, lp, same));
    }
}

/// GPUVerify proposes the rule before predication, so each thread's copy holds where that
/// thread is enabled: once both threads have left the loop, a counter that one of them never
/// reset (its outer loop ended) need not match the other's.
fn enabled_copies(cx: &RuleCx<'_>, lp: &Loop, e: Expr) -> Expr {
    match lp.predicate.and_then(|p| cx.prog.vars[p].copies) {
        Some([a1, a2]) => Expr::and(
            Expr::implies(Expr::var(a1), e.clone()),
            Expr::implies(Expr::var(a2), e),
        ),
        None => e,
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Dim, Expr, Special, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    /// `for (i = lid; i < lid + 8; i++) { ...; barrier(); }` after predication and dualisation.
    #[test]
    fn counter_starting_at_local_id() {
        let mut b = Builder::new();
        b.special2(Special::GroupId(Dim::X));
        let [l1, l2] = b.special2(Special::LocalId(Dim::X));
        let [i1, i2] = b.var2("i", Type::Bv(32));
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
        let guard = |i, l| {
            Expr::binary(
                BinOp::Ult,
                Expr::var(i),
                Expr::binary(BinOp::Add, Expr::var(l), Expr::bv(8, 32)),
            )
        };
        let step = |i| Expr::binary(BinOp::Add, Expr::var(i), Expr::bv(1, 32));
        let mut lp = b.while_loop(
            Expr::or(Expr::var(a1), Expr::var(a2)),
            vec![
                assign(a1, Expr::and(Expr::var(a1), guard(i1, l1))),
                assign(a2, Expr::and(Expr::var(a2), guard(i2, l2))),
                essential(),
                assign(i1, Expr::ite(Expr::var(a1), step(i1), Expr::var(i1))),
                assign(i2, Expr::ite(Expr::var(a2), step(i2), Expr::var(i2))),
            ],
        );
        lp.predicate = Some(a);
        lp.has_barrier = true;
        let body = vec![
            assign(i1, Expr::var(l1)),
            assign(i2, Expr::var(l2)),
            st(StmtKind::Loop(lp)),
        ];
        expect![[r#"
            ((a$1 ==> ((i$1 - local_id_x$1) == (i$2 - local_id_x$2))) && (a$2 ==> ((i$1 - local_id_x$1) == (i$2 - local_id_x$2))))
            ((a$1 ==> ((group_id_x$1 == group_id_x$2) ==> ((i$1 - local_id_x$1) == (i$2 - local_id_x$2)))) && (a$2 ==> ((group_id_x$1 == group_id_x$2) ==> ((i$1 - local_id_x$1) == (i$2 - local_id_x$2)))))"#]]
        .assert_eq(&b.candidates(body, "guardMinusInitialIsUniform"));
    }
}
