//! Rule `inductionPair` (PUG's `j == v + i * k`): for two induction variables of one thread
//! stepped by `si` and `sj` each iteration, propose `(j - old(j)) * si == (i - old(i)) * sj`:
//! they advance in proportion. Proposed when one step is the literal 1 or both are literals,
//! so the candidate stays linear when the other step is a launch constant (a grid-stride
//! offset beside its trip counter: `idx == gid + i * global_size`).

use ir::{BinOp, Expr, Loop, VarId};

use super::predicated;
use crate::invariants::{Candidates, RuleCx};

pub(crate) fn induction_pair(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    let ivs: Vec<(VarId, Expr)> = cx
        .modified
        .iter()
        .filter(|v| cx.prog.vars[**v].ty.is_bv() && !cx.is_normalize_ghost(**v))
        .filter_map(|&v| cx.induction(v).map(|(s, _)| (v, s)))
        .collect();
    let one = |e: &Expr| e.as_bv().is_some_and(|(x, _)| x == 1);
    for (k, (i, si)) in ivs.iter().enumerate() {
        for (j, sj) in &ivs[k + 1..] {
            let (vi, vj) = (&cx.prog.vars[*i], &cx.prog.vars[*j]);
            // Two copies of one thread, or a copy and a variable both threads share.
            let same_thread = vi.thread == vj.thread || vi.thread.is_none() || vj.thread.is_none();
            if !same_thread || vi.ty != vj.ty {
                continue;
            }
            if !(one(si) || one(sj) || (si.is_literal() && sj.is_literal())) {
                continue;
            }
            let since = |x: VarId| {
                Expr::binary(BinOp::Sub, Expr::var(x), Expr::Old(Box::new(Expr::var(x))))
            };
            let times = |a: Expr, s: &Expr| {
                if one(s) {
                    a
                } else {
                    Expr::binary(BinOp::Mul, a, s.clone())
                }
            };
            let c = Expr::eq(times(since(*j), si), times(since(*i), sj));
            out.push(predicated(cx, lp, c));
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    #[test]
    fn counter_and_strided_offset() {
        let mut b = Builder::new();
        let i = b.var("i", Type::Bv(32), true);
        let idx = b.var("idx", Type::Bv(32), true);
        let n = b.var("stride", Type::Bv(32), true);
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                essential(),
                assign(i, Expr::binary(BinOp::Add, Expr::var(i), Expr::bv(1, 32))),
                assign(idx, Expr::binary(BinOp::Add, Expr::var(idx), Expr::var(n))),
            ],
        );
        let body = vec![
            assign(i, Expr::bv(0, 32)),
            assign(idx, Expr::bv(5, 32)),
            st(StmtKind::Loop(lp)),
        ];
        expect!["((idx - idx$ghost) == ((i - i$ghost) * stride))"]
            .assert_eq(&b.candidates(body, "inductionPair"));
    }
}
