//! Rule `disabledMaintainsInstrumentation` (GPUVerify §2.19): for a predicated loop entered
//! under a thread-dependent predicate `pD` (`aL := pD` before the loop), for each
//! `_HAS_OCCURRED` ghost the loop modifies, propose `!pD$1 ==> HAS == old(HAS)`, where `old(HAS)`
//! is the value on loop entry (the pass snapshots it into a ghost local): if thread 1 is
//! disabled around the loop, the loop leaves its access log alone.

use ir::{Expr, Loop, VarRole};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn disabled_maintains_instrumentation(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    let Some([a1, _]) = lp.predicate.and_then(|p| cx.prog.vars[p].copies) else {
        return;
    };
    let Some(dom) = cx
        .entry
        .get(&a1)
        .filter(|d| **d != Expr::Bool(true) && cx.is_invariant(d))
    else {
        return;
    };
    for &v in &cx.modified {
        let VarRole::RaceGhost {
            array: Some(_),
            what,
        } = &cx.prog.vars[v].role
        else {
            continue;
        };
        if ir::AccessKind::ALL
            .iter()
            .any(|k| crate::race::has_occurred(*k) == what)
        {
            let kept = Expr::eq(Expr::var(v), Expr::Old(Box::new(Expr::var(v))));
            out.push(Expr::implies(Expr::not(dom.clone()), kept));
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{Expr, MemSpace, StmtKind, Type};

    use crate::invariants::testutil::{assign, st, Builder};

    #[test]
    fn loop_under_thread_dependent_branch() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let [p1, _] = b.var2("p", Type::Bool);
        let [a1, a2] = b.var2("a", Type::Bool);
        let al = b
            .prog
            .vars
            .ids()
            .find(|v| b.prog.vars[*v].copies == Some([a1, a2]))
            .unwrap();
        let [i1, _] = b.var2("i", Type::Bv(32));
        let log = b.log(has, Expr::var(i1));
        let mut lp = b.while_loop(Expr::or(Expr::var(a1), Expr::var(a2)), vec![log]);
        lp.predicate = Some(al);
        let check = b.check_logs();
        b.set_body(vec![
            assign(a1, Expr::var(p1)),
            st(StmtKind::Loop(lp)),
            check,
        ]);
        let only = ["disabledMaintainsInstrumentation".to_string()];
        crate::invariants::run(&mut b.prog, &crate::Config::default(), Some(&only));
        let printed = ir::display::program_to_string(&b.prog);
        let kernel = &printed[printed.find("kernel proc").expect("kernel")..];
        expect![[r#"
            kernel proc k() {
              a$1 := p$1
              _WRITE_HAS_OCCURRED$ghost := _WRITE_HAS_OCCURRED
              loop L0 {
                invariant a1 [disabledMaintainsInstrumentation]: (!p$1 ==> (_WRITE_HAS_OCCURRED == _WRITE_HAS_OCCURRED$ghost))
                if !(a$1 || a$2) {
                  exit L0
                }
                _WRITE_HAS_OCCURRED := (if (i$1 == _WATCHED_OFFSET) then true else _WRITE_HAS_OCCURRED)
              }
              assert a0 Internal: (true && !_WRITE_HAS_OCCURRED)
            }
        "#]].assert_eq(kernel);
    }
}
