//! Rule `loopCounterIsStrided` (GPUVerify §2.4): for an induction variable `v := init` before
//! the loop and `v := v + s` once inside (s loop-invariant, not literal 1), propose
//! `((s - 1) & v) == ((s - 1) & init)`, "v is init modulo s" (exact when s is a power of two;
//! `v %u s == init %u s` for a literal stride that is not one).
//! Key for grid-stride loops.

use ir::{BinOp, Expr, Loop};

use super::predicated;
use crate::invariants::{Candidates, RuleCx};

/// "`a` and `b` are congruent modulo `m`": `((m - 1) & a) == ((m - 1) & b)` (exact when `m`
/// is a power of two, and the form GPUVerify proposes for a symbolic `m`), or
/// `(a %u m) == (b %u m)` when `m` is a literal that is not a power of two (a block of 192
/// threads striding through an array); `None` when `m` is literal 0 or 1 (nothing to say).
pub(crate) fn congruent(cx: &RuleCx<'_>, m: &Expr, a: Expr, b: Expr) -> Option<Expr> {
    let w = cx.prog.type_of(m).width();
    // A modulus built from literals (`8 * 33` for a stride of 8 rows of 33) is a literal.
    let m = &ir::eval::eval(m, &|_| None).map_or_else(|| m.clone(), ir::eval::Value::to_expr);
    match m.as_bv() {
        Some((0 | 1, _)) => None,
        Some((v, _)) if !v.is_power_of_two() => Some(Expr::eq(
            Expr::binary(BinOp::URem, a, m.clone()),
            Expr::binary(BinOp::URem, b, m.clone()),
        )),
        _ => {
            let mask = Expr::binary(BinOp::Sub, m.clone(), Expr::bv(1, w));
            Some(Expr::eq(
                Expr::binary(BinOp::BvAnd, mask.clone(), a),
                Expr::binary(BinOp::BvAnd, mask, b),
            ))
        }
    }
}

pub(crate) fn loop_counter_is_strided(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    for &v in cx.modified.iter().filter(|v| !cx.is_normalize_ghost(**v)) {
        let Some((s, init)) = cx.induction(v) else {
            continue;
        };
        if let Some(c) = congruent(cx, &s, Expr::var(v), init) {
            out.push(predicated(cx, lp, c));
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Dim, Expr, Special, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    #[test]
    fn grid_stride_loop() {
        let mut b = Builder::new();
        let [i1, i2] = b.var2("i", Type::Bv(32));
        let [l1, l2] = b.special2(Special::LocalId(Dim::X));
        let gs = b.prog.special(Special::GroupSize(Dim::X));
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                essential(),
                assign(i1, Expr::binary(BinOp::Add, Expr::var(i1), Expr::var(gs))),
                assign(i2, Expr::binary(BinOp::Add, Expr::var(i2), Expr::var(gs))),
            ],
        );
        let body = vec![
            assign(i1, Expr::var(l1)),
            assign(i2, Expr::var(l2)),
            st(StmtKind::Loop(lp)),
        ];
        expect![[r#"
            (((group_size_x - 1bv32) & i$1) == ((group_size_x - 1bv32) & local_id_x$1))
            (((group_size_x - 1bv32) & i$2) == ((group_size_x - 1bv32) & local_id_x$2))"#]]
        .assert_eq(&b.candidates(body, "loopCounterIsStrided"));
    }
}
