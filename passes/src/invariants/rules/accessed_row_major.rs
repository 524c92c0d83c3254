//! Rule `accessedRowMajor` (beyond GPUVerify; pairs with the `row-major` pass): for each race
//! log ghost `HAS` the loop sets at an offset `A * W + B` that a row-major lemma splits against
//! the watched offset into the constants `Q` (row) and `R` (column), propose `HAS ==> A == Q`
//! when the row `A` does not change in the loop, and `HAS ==> B == R` when the column does not;
//! a part that strides through the loop (`j = tid; j < n; j += bdim`) gives its pattern
//! instead, `HAS ==> R ≡ tid (mod bdim)`.
//!
//! A thread that walks a row of symbolic width (`for (j = 0; j < w; j++) out[g * w + j] = ..`)
//! logs offsets whose row is its own `g`: the lemma at the access says so for the iteration
//! that logs, and the candidate carries it to the loop head, where thread 2's access at the
//! same offset then has row `Q == g1` too, without the solver dividing by `w`.

use ir::{BinOp, Expr, Loop, Origin, StmtKind, VarId};

use super::loop_counter_is_strided::congruent;
use crate::invariants::analysis::Stride;
use crate::invariants::{Candidates, RuleCx};
use crate::row_major::ORIGIN;

pub(crate) fn accessed_row_major(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    let mut lemmas = Vec::new();
    ir::visit::walk_stmts(&lp.body, &mut |s| {
        let StmtKind::Assume(e) = &s.kind else { return };
        let by_pass = match s.origin {
            Origin::Derived { by, .. } | Origin::Synthetic(by) => by == ORIGIN,
            Origin::Source(_) => false,
        };
        if by_pass {
            if let Some(l) = parse(e, &w) {
                lemmas.push(Lemma {
                    offset: cx.resolve(&l.offset),
                    ..l
                });
            }
        }
    });
    if lemmas.is_empty() {
        return;
    }
    for (has, logs) in cx.logs_by_ghost() {
        for log in logs {
            let off = cx.resolve(&log.offset);
            for l in lemmas.iter().filter(|l| l.offset == off) {
                let row = l.row.as_ref().zip(l.quotient);
                for (part, ghost) in row.into_iter().chain([(&l.column, l.remainder)]) {
                    if matches!(part, Expr::Bv { .. }) {
                        continue;
                    }
                    let fact = if cx.is_invariant(part) {
                        Some(Expr::eq(part.clone(), Expr::var(ghost)))
                    } else {
                        match cx.stride(part) {
                            Some(Stride::Eq(r)) => Some(Expr::eq(Expr::var(ghost), r)),
                            Some(Stride::Mod(m, r)) => congruent(cx, &m, Expr::var(ghost), r),
                            None => None,
                        }
                    };
                    if let Some(fact) = fact {
                        out.push(Expr::implies(Expr::var(has), fact));
                    }
                }
            }
        }
    }
}

/// A row-major lemma `(O == W && ..) ==> (A == Q && B == R)` against the watched offset `W`,
/// or a progression lemma `(O == W && ..) ==> B == R` (no row).
struct Lemma {
    offset: Expr,
    row: Option<Expr>,
    column: Expr,
    quotient: Option<VarId>,
    remainder: VarId,
}

/// The lemma an assumption states, also under a predicate (`p ==> lemma`).
fn parse(e: &Expr, watched: &Expr) -> Option<Lemma> {
    let Expr::Binary(BinOp::Implies, lhs, rhs) = e else {
        return None;
    };
    if let Some(l) = parse(rhs, watched) {
        return Some(l);
    }
    let (row, quotient, column, remainder) = match &**rhs {
        Expr::Binary(BinOp::And, a, b) => {
            let (Expr::Binary(BinOp::Eq, row, q), Expr::Binary(BinOp::Eq, column, r)) =
                (&**a, &**b)
            else {
                return None;
            };
            let (Expr::Var(quotient), Expr::Var(remainder)) = (&**q, &**r) else {
                return None;
            };
            (Some((**row).clone()), Some(*quotient), column, remainder)
        }
        Expr::Binary(BinOp::Eq, column, r) => {
            let Expr::Var(remainder) = &**r else {
                return None;
            };
            (None, None, column, remainder)
        }
        _ => return None,
    };
    let mut first = &**lhs;
    while let Expr::Binary(BinOp::And, x, _) = first {
        first = x;
    }
    let Expr::Binary(BinOp::Eq, offset, target) = first else {
        return None;
    };
    (**target == *watched).then(|| Lemma {
        offset: (**offset).clone(),
        row,
        column: (**column).clone(),
        quotient,
        remainder: *remainder,
    })
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, MemSpace, Stmt, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    #[test]
    fn row_of_a_thread_walking_its_row() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let has = b.ghost(
            Some(a),
            crate::race::has_occurred(ir::AccessKind::Write),
            Type::Bool,
        );
        let watched = b.ghost(None, crate::race::WATCHED_OFFSET, Type::Bv(32));
        let q = b.var("ROW_0", Type::Bv(32), true);
        let r = b.var("COLUMN_0", Type::Bv(32), true);
        let w = b.var("w", Type::Bv(32), true);
        let g = b.var("g", Type::Bv(32), false);
        let j = b.var("j", Type::Bv(32), false);
        let off = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, Expr::var(g), Expr::var(w)),
            Expr::var(j),
        );
        let lemma = Expr::implies(
            Expr::all([
                Expr::eq(off.clone(), Expr::var(watched)),
                Expr::binary(BinOp::Ult, Expr::var(j), Expr::var(w)),
            ]),
            Expr::and(
                Expr::eq(Expr::var(g), Expr::var(q)),
                Expr::eq(Expr::var(j), Expr::var(r)),
            ),
        );
        let assume = Stmt::new(
            StmtKind::Assume(lemma),
            ir::Origin::Synthetic(crate::row_major::ORIGIN),
        );
        let log = b.log(has, off);
        let step = assign(j, Expr::binary(BinOp::Add, Expr::var(j), Expr::bv(1, 32)));
        let lp = b.while_loop(Expr::Bool(true), vec![essential(), assume, log, step]);
        let body = vec![st(StmtKind::Loop(lp))];
        expect!["(_WRITE_HAS_OCCURRED ==> (g == ROW_0))"]
            .assert_eq(&b.candidates(body, "accessedRowMajor"));
    }
    /// A progression lemma (`.. ==> x0 == R`, no row) gives the column's fact alone.
    #[test]
    fn entry_value_of_a_grid_stride_offset() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let has = b.ghost(
            Some(a),
            crate::race::has_occurred(ir::AccessKind::Write),
            Type::Bool,
        );
        let watched = b.ghost(None, crate::race::WATCHED_OFFSET, Type::Bv(32));
        let r = b.var("COLUMN_0", Type::Bv(32), true);
        let w = b.var("w", Type::Bv(32), true);
        let i = b.var("i", Type::Bv(32), false);
        let i0 = b.var("i$entry", Type::Bv(32), false);
        let lemma = Expr::implies(
            Expr::all([
                Expr::eq(Expr::var(i), Expr::var(watched)),
                Expr::binary(BinOp::Ult, Expr::var(i0), Expr::var(w)),
            ]),
            Expr::eq(Expr::var(i0), Expr::var(r)),
        );
        let assume = Stmt::new(
            StmtKind::Assume(lemma),
            ir::Origin::Synthetic(crate::row_major::ORIGIN),
        );
        let log = b.log(has, Expr::var(i));
        let step = assign(i, Expr::binary(BinOp::Add, Expr::var(i), Expr::var(w)));
        let lp = b.while_loop(Expr::Bool(true), vec![essential(), assume, log, step]);
        let body = vec![st(StmtKind::Loop(lp))];
        expect!["(_WRITE_HAS_OCCURRED ==> (i$entry == COLUMN_0))"]
            .assert_eq(&b.candidates(body, "accessedRowMajor"));
    }
}
