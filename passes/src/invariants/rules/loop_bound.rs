//! Rule `loopBound` (GPUVerify §2.1): for each loop counter (a loop-modified variable of the
//! loop guard) with a known entry value `init`, propose `c <=s init`, `c >=s init`,
//! `c <=u init` and `c >=u init`; the one matching the loop's direction survives. A variable the
//! loop only ever assigns the counter (`found = i; break;` in a search) inherits the guard's
//! bound: under `c < C` (`C` loop-invariant), propose `v <= C` with the guard's signedness.
//! In a predicated loop the bounds are proposed both under the thread's predicate (as
//! GPUVerify's pre-predication candidates are) and without it: a thread that has left the loop
//! keeps its counter at the last value, so `c >= init` still holds while the other thread goes
//! on, and the ranges of its logged offsets (`accessedOffsetInLoopRange`, ending at `c - 1`)
//! stay bounded below. Without it a walk from a thread-dependent start
//! (`for (p = row; p < row + 48; ++p) *p`) loses its lower bound once its thread is done.

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
            let e = Expr::binary(op, Expr::var(c), init.clone());
            let guarded = predicated(cx, lp, e.clone());
            let unguarded = guarded != e;
            out.push(guarded);
            if unguarded {
                out.push(e);
            }
        }
    }
    for atom in &cx.guard_atoms {
        let Some((c, bound, le, true)) = super::upper_bound(atom) else {
            continue;
        };
        if !cx.is_invariant(bound) || cx.is_invariant(c) {
            continue;
        }
        for (&v, defs) in &cx.loop_defs {
            let only_counter = defs.iter().all(|d| d.as_ref() == Some(c));
            if only_counter && Expr::Var(v) != *c && cx.prog.type_of(c) == cx.prog.vars[v].ty {
                out.push(Expr::binary(le, Expr::var(v), bound.clone()));
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

    /// `for (p = row; p < row + 48; p++)` with `row` per thread: a predicated loop, whose
    /// bounds are proposed with and without the thread's predicate.
    #[test]
    fn thread_dependent_start_of_predicated_loop() {
        let mut b = Builder::new();
        let [p1, p2] = b.var2("p", Type::Bv(32));
        let [r1, r2] = b.var2("row", Type::Bv(32));
        let [a1, a2] = b.var2("a", Type::Bool);
        let a = b
            .prog
            .vars
            .ids()
            .find(|v| b.prog.vars[*v].copies == Some([a1, a2]))
            .unwrap();
        let within = |p, r| {
            let end = Expr::binary(BinOp::Add, Expr::var(r), Expr::bv(48, 32));
            Expr::binary(BinOp::Slt, Expr::var(p), end)
        };
        let step = |a, p| {
            let next = Expr::binary(BinOp::Add, Expr::var(p), Expr::bv(1, 32));
            assign(p, Expr::ite(Expr::var(a), next, Expr::var(p)))
        };
        let mut lp = b.while_loop(
            Expr::or(Expr::var(a1), Expr::var(a2)),
            vec![
                assign(a1, Expr::and(Expr::var(a1), within(p1, r1))),
                assign(a2, Expr::and(Expr::var(a2), within(p2, r2))),
                essential(),
                step(a1, p1),
                step(a2, p2),
            ],
        );
        lp.predicate = Some(a);
        for v in [a, a1, a2] {
            b.prog.vars[v].role = ir::VarRole::Predicate;
        }
        let body = vec![
            assign(p1, Expr::var(r1)),
            assign(p2, Expr::var(r2)),
            st(StmtKind::Loop(lp)),
        ];
        expect![[r#"
            (a$1 ==> (p$1 <=s row$1))
            (p$1 <=s row$1)
            (a$1 ==> (p$1 >=s row$1))
            (p$1 >=s row$1)
            (a$1 ==> (p$1 <=u row$1))
            (p$1 <=u row$1)
            (a$1 ==> (p$1 >=u row$1))
            (p$1 >=u row$1)
            (a$2 ==> (p$2 <=s row$2))
            (p$2 <=s row$2)
            (a$2 ==> (p$2 >=s row$2))
            (p$2 >=s row$2)
            (a$2 ==> (p$2 <=u row$2))
            (p$2 <=u row$2)
            (a$2 ==> (p$2 >=u row$2))
            (p$2 >=u row$2)"#]]
        .assert_eq(&b.candidates(body, "loopBound"));
    }
}
