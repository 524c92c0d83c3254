//! Rule `accessValueMaintained` (GPUVerify §2.13, benign-race tolerance only): for each
//! `WRITE_HAS_OCCURRED` ghost of an array whose logged writes in the loop all write the same
//! literal `c`, propose `HAS ==> WATCHED_VALUE == c`: the pending write, if any, wrote `c`
//! (kernels where every item writes the same flag value).

use ir::{AccessKind, Expr, Loop};

use crate::invariants::{Candidates, RuleCx};
use crate::race;

pub(crate) fn access_value_maintained(cx: &RuleCx<'_>, _lp: &Loop, out: &mut Candidates) {
    if cx.cfg.no_benign_tolerance {
        return;
    }
    for (has, logs) in cx.logs_by_ghost() {
        let Some(first) = logs.first() else { continue };
        if first.kind != AccessKind::Write {
            continue;
        }
        let Some(wv) = race::ghost(cx.prog, Some(first.array), race::WATCHED_VALUE) else {
            continue;
        };
        let literal = |l: &&crate::invariants::analysis::Log| {
            l.value
                .as_ref()
                .map(|v| cx.resolve(v))
                .filter(|v| v.as_bv().is_some())
        };
        let Some(c) = literal(first) else { continue };
        if logs.iter().all(|l| literal(l).as_ref() == Some(&c))
            && cx.prog.type_of(&c) == cx.prog.vars[wv].ty
        {
            out.push(Expr::implies(Expr::var(has), Expr::eq(Expr::var(wv), c)));
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{Expr, MemSpace, StmtKind, Type};

    use crate::invariants::testutil::{st, Builder};

    #[test]
    fn every_write_stores_one() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let wv = b.ghost(Some(a), crate::race::WATCHED_VALUE, Type::Bv(32));
        let [i1, _] = b.var2("i", Type::Bv(32));
        let [j1, _] = b.var2("j", Type::Bv(32));
        let log1 = b.log_value(has, Expr::var(i1), Expr::eq(Expr::bv(1, 32), Expr::var(wv)));
        let log2 = b.log_value(has, Expr::var(j1), Expr::eq(Expr::bv(1, 32), Expr::var(wv)));
        let lp = b.while_loop(Expr::Bool(true), vec![log1, log2]);
        let log3 = b.log_value(has, Expr::var(i1), Expr::eq(Expr::bv(1, 32), Expr::var(wv)));
        let log4 = b.log_value(has, Expr::var(j1), Expr::eq(Expr::var(i1), Expr::var(wv)));
        let mixed = b.while_loop(Expr::Bool(true), vec![log3, log4]);
        let body = vec![st(StmtKind::Loop(lp)), st(StmtKind::Loop(mixed))];
        expect!["(_WRITE_HAS_OCCURRED ==> (_WATCHED_VALUE == 1bv32))"]
            .assert_eq(&b.candidates(body, "accessValueMaintained"));
    }
}
