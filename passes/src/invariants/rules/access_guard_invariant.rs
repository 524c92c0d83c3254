//! Rule `accessGuardInvariant`: for each race log ghost `HAS` the loop sets, when every access
//! logged into it happens under conditions of which some do not change in the loop (the
//! loop-invariant conjuncts of its predicates' definitions and of the uniform branches around
//! it), propose `HAS ==> G1 || ... || Gn` with `Gi` the conjunction of those of access `i`.
//! This keeps the pending access of thread 1 tied to the thread that may make it: in
//! `for (y = group; y < h; y += groups) if (lid == 0) W[y] = ..`, only work item 0 of each
//! group writes, which the offsets alone do not say.

use ir::{Expr, Loop};

use super::access_last_iteration_guard::guard_conjuncts;
use crate::invariants::analysis::Log;
use crate::invariants::{Candidates, RuleCx};

pub(crate) fn access_guard_invariant(cx: &RuleCx<'_>, _lp: &Loop, out: &mut Candidates) {
    'ghosts: for (has, logs) in cx.logs_by_ghost() {
        let mut guards = Vec::new();
        for log in logs {
            let g = invariant_guard(cx, log);
            if g.is_empty() {
                continue 'ghosts;
            }
            let g = Expr::all(g);
            if !guards.contains(&g) {
                guards.push(g);
            }
        }
        out.push(Expr::implies(Expr::var(has), Expr::any(guards)));
    }
}

/// The loop-invariant conjuncts of the conditions under which `log` is made.
fn invariant_guard(cx: &RuleCx<'_>, log: &Log) -> Vec<Expr> {
    let mut out: Vec<Expr> = Vec::new();
    for c in guard_conjuncts(cx, log) {
        if !c.is_literal() && cx.is_invariant(&c) && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Dim, Expr, MemSpace, Special, StmtKind, Type, VarRole};

    use crate::invariants::testutil::{assign, st, Builder};

    /// `for (..) { p = lid == 0; if (p) A[y] = ..; }`.
    #[test]
    fn guard_of_a_single_writer() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let [l1, _] = b.special2(Special::LocalId(Dim::X));
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let y = b.var("y", Type::Bv(32), true);
        let n = b.var("n", Type::Bv(32), true);
        let p = b.var("p", Type::Bool, false);
        b.prog.vars[p].role = VarRole::Predicate;
        let [p1, _] = b.dualise(p);
        let (lhs, guarded) = b.guarded_log(has, Expr::var(y), p1);
        let lp = b.while_loop(
            Expr::binary(BinOp::Ult, Expr::var(y), Expr::var(n)),
            vec![
                assign(p1, Expr::eq(Expr::var(l1), Expr::bv(0, 32))),
                assign(lhs, guarded),
                assign(y, Expr::binary(BinOp::Add, Expr::var(y), Expr::bv(2, 32))),
            ],
        );
        let body = vec![st(StmtKind::Loop(lp))];
        expect![[r#"(_WRITE_HAS_OCCURRED ==> (local_id_x$1 == 0bv32))"#]]
            .assert_eq(&b.candidates(body, "accessGuardInvariant"));
    }
}
