//! Rule `guardHoldsAtHead` (beyond GPUVerify): a uniform loop that can also leave through an
//! `exit` in its body (a `break`) may never fail its guard, as in
//! `for (i = 0; i < n; i++) { ...; if (i == n - 1) break; ... }`: propose the guard itself,
//! `!c` for the leading `if (c) exit`. When Houdini keeps it, the guard exit is unreachable
//! and what the body knew at the `break` is what holds after the loop (a flag set in the last
//! iteration only, read after the loop).

use std::collections::BTreeSet;

use ir::visit::walk_expr;
use ir::{Expr, Loop, StmtKind, VarId};

use crate::invariants::{Candidates, RuleCx};

/// The condition `c` of the loop's guard, its first statement of the form `if (c) exit L`
/// (after assignments and assumptions only), with the variables assigned before it; `None`
/// when the body has no other `exit L`.
fn guard_exit(lp: &Loop) -> Option<(Expr, BTreeSet<VarId>)> {
    let mut guard = None;
    let mut assigned = BTreeSet::new();
    for s in &lp.body {
        match &s.kind {
            StmtKind::If {
                cond,
                then_body,
                else_body,
                ..
            } if else_body.is_empty()
                && matches!(then_body.as_slice(), [t] if t.kind == StmtKind::Exit(lp.label)) =>
            {
                guard = Some(cond.clone());
                break;
            }
            StmtKind::Assign { lhs, .. } | StmtKind::Havoc(lhs) => {
                assigned.insert(*lhs);
            }
            StmtKind::Assert { .. } | StmtKind::Assume(_) => {}
            _ => break,
        }
    }
    // Every exit of the body beyond the guard's is a `break`.
    let mut exits = 0;
    ir::visit::walk_stmts(&lp.body, &mut |s| {
        exits += usize::from(s.kind == StmtKind::Exit(lp.label))
    });
    guard.filter(|_| exits > 1).map(|g| (g, assigned))
}

/// True when `e` reads only variables in scope at the loop head, unchanged before the guard.
fn at_head(e: &Expr, assigned: &BTreeSet<VarId>) -> bool {
    let mut ok = true;
    walk_expr(e, &mut |x| match x {
        Expr::Var(v) if assigned.contains(&v) => ok = false,
        Expr::Load { .. } | Expr::Apply(..) | Expr::AtThread(..) | Expr::Enabled => ok = false,
        _ => {}
    });
    ok
}

pub(crate) fn guard_holds_at_head(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    if lp.predicate.is_some() {
        return;
    }
    let Some((c, assigned)) = guard_exit(lp) else {
        return;
    };
    let c = cx.resolve(&c);
    if at_head(&c, &assigned) {
        out.push(Expr::not(c));
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    fn counting_loop(b: &mut Builder, with_break: bool) -> ir::Block {
        let i = b.var("i", Type::Bv(32), true);
        let n = b.var("n", Type::Bv(32), true);
        let last = Expr::binary(BinOp::Sub, Expr::var(n), Expr::bv(1, 32));
        let lp = b.new_loop(|l| {
            let mut body = vec![
                st(StmtKind::If {
                    cond: Expr::not(Expr::binary(BinOp::Slt, Expr::var(i), Expr::var(n))),
                    then_body: vec![st(StmtKind::Exit(l))],
                    else_body: vec![],
                    uniform: true,
                }),
                essential(),
            ];
            if with_break {
                body.push(st(StmtKind::If {
                    cond: Expr::eq(Expr::var(i), last),
                    then_body: vec![st(StmtKind::Exit(l))],
                    else_body: vec![],
                    uniform: true,
                }));
            }
            body.push(assign(
                i,
                Expr::binary(BinOp::Add, Expr::var(i), Expr::bv(1, 32)),
            ));
            body
        });
        vec![assign(i, Expr::bv(0, 32)), st(StmtKind::Loop(lp))]
    }

    #[test]
    fn loop_left_by_break_keeps_its_guard() {
        let mut b = Builder::new();
        let body = counting_loop(&mut b, true);
        expect!["(i <s n)"].assert_eq(&b.candidates(body, "guardHoldsAtHead"));
    }

    #[test]
    fn loop_left_by_its_guard_only_proposes_nothing() {
        let mut b = Builder::new();
        let body = counting_loop(&mut b, false);
        expect![""].assert_eq(&b.candidates(body, "guardHoldsAtHead"));
    }
}
