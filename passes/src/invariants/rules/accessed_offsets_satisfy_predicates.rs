//! Rule `accessedOffsetsSatisfyPredicates` (GPUVerify §2.15): for each race log ghost `HAS`
//! the loop sets, if every offset logged into it has a stride pattern (definitions of
//! temporaries substituted; invariant offsets are exact, offsets built from induction variables
//! are known modulo their stride), propose `HAS ==> P1 || ... || Pn` where `Pi` is
//! `W == off` or `((m - 1) & W) == ((m - 1) & r)` over the watched offset `W`.

use ir::{Expr, Loop};

use crate::invariants::analysis::Stride;
use crate::invariants::{Candidates, RuleCx};

pub(crate) fn accessed_offsets_satisfy_predicates(
    cx: &RuleCx<'_>,
    _lp: &Loop,
    out: &mut Candidates,
) {
    let Some(w) = cx.watched_offset() else { return };
    'ghosts: for (has, logs) in cx.logs_by_ghost() {
        let mut preds = Vec::new();
        for log in logs {
            let off = cx.resolve(&log.offset);
            if cx.prog.type_of(&off) != cx.prog.type_of(&w) {
                continue 'ghosts;
            }
            let pred = match cx.stride(&off) {
                Some(Stride::Eq(r)) => Expr::eq(w.clone(), r),
                Some(Stride::Mod(m, r)) => {
                    match super::loop_counter_is_strided::congruent(cx, &m, w.clone(), r) {
                        Some(p) => p,
                        None => continue 'ghosts,
                    }
                }
                None => continue 'ghosts,
            };
            if !preds.contains(&pred) {
                preds.push(pred);
            }
        }
        out.push(Expr::implies(Expr::var(has), Expr::any(preds)));
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Dim, Expr, MemSpace, Special, StmtKind, Type};

    use crate::invariants::testutil::{assign, st, Builder};

    #[test]
    fn invariant_and_strided_offsets() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let [l1, _] = b.special2(Special::LocalId(Dim::X));
        let [g1, _] = b.special2(Special::GroupId(Dim::X));
        let gs = b.prog.special(Special::GroupSize(Dim::X));
        let write = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let read = b.ghost(Some(a), crate::race::READ_HAS_OCCURRED, Type::Bool);
        let [t1, _] = b.var2("t", Type::Bv(32));
        let [i1, _] = b.var2("i", Type::Bv(32));
        let tid = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, Expr::var(gs), Expr::var(g1)),
            Expr::var(l1),
        );
        let log_w = b.log(write, Expr::var(t1));
        let log_r = b.log(read, Expr::var(i1));
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                log_w,
                log_r,
                assign(
                    i1,
                    Expr::binary(BinOp::Add, Expr::var(i1), Expr::bv(256, 32)),
                ),
            ],
        );
        let body = vec![
            assign(t1, tid),
            assign(i1, Expr::var(l1)),
            st(StmtKind::Loop(lp)),
        ];
        expect![[r#"
            (_WRITE_HAS_OCCURRED ==> (_WATCHED_OFFSET == ((group_size_x * group_id_x$1) + local_id_x$1)))
            (_READ_HAS_OCCURRED ==> (((256bv32 - 1bv32) & _WATCHED_OFFSET) == ((256bv32 - 1bv32) & local_id_x$1)))"#]].assert_eq(&b.candidates(body, "accessedOffsetsSatisfyPredicates"));
    }
}
