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
    let lemmas = loop_lemmas(cx, lp);
    if lemmas.is_empty() {
        return;
    }
    for (has, logs) in cx.logs_by_ghost() {
        for log in logs {
            let off = cx.resolve(&log.offset);
            for l in lemmas.iter().filter(|l| l.offset == off && l.target == w) {
                facts(cx, &lemmas, l, 0, &mut |fact| {
                    out.push(Expr::implies(Expr::var(has), fact))
                });
            }
        }
    }
}

/// The offsets (resolved) in the loop that a row-major lemma splits against the watched
/// offset: the rule gives their rows without dividing.
pub(crate) fn split_offsets(cx: &RuleCx<'_>, lp: &Loop) -> Vec<Expr> {
    let Some(w) = cx.watched_offset() else {
        return Vec::new();
    };
    loop_lemmas(cx, lp)
        .into_iter()
        .filter(|l| l.target == w && l.row.is_some())
        .map(|l| l.offset)
        .collect()
}

/// The lemmas the `row-major` pass assumes in the loop's body.
fn loop_lemmas(cx: &RuleCx<'_>, lp: &Loop) -> Vec<Lemma> {
    let mut lemmas = Vec::new();
    ir::visit::walk_stmts(&lp.body, &mut |s| {
        let StmtKind::Assume(e) = &s.kind else { return };
        let by_pass = match s.origin {
            Origin::Derived { by, .. } | Origin::Synthetic(by) => by == ORIGIN,
            Origin::Source(_) => false,
        };
        if by_pass {
            if let Some(l) = parse(e) {
                lemmas.push(Lemma {
                    offset: cx.resolve(&l.offset),
                    ..l
                });
            }
        }
    });
    lemmas
}

/// The facts lemma `l` gives at the iteration that logs: for each part, that it equals its
/// constant when the loop does not change it, its stride pattern when it strides, and what the
/// lemmas against its constant give (a column `j` that a block-stride loop steps: its entry
/// value is the column's column).
fn facts(cx: &RuleCx<'_>, lemmas: &[Lemma], l: &Lemma, depth: usize, out: &mut dyn FnMut(Expr)) {
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
            out(fact);
        }
        if depth < 2 {
            let part = cx.resolve(part);
            let inner = lemmas
                .iter()
                .filter(|n| n.offset == part && n.target == Expr::var(ghost));
            for n in inner {
                facts(cx, lemmas, n, depth + 1, out);
            }
        }
    }
}

/// A row-major lemma `(O == T && ..) ==> (A == Q && B == R)` against the watched offset or
/// another lemma's constant `T`, or a progression lemma `(O == T && ..) ==> B == R` (no row).
struct Lemma {
    offset: Expr,
    target: Expr,
    row: Option<Expr>,
    column: Expr,
    quotient: Option<VarId>,
    remainder: VarId,
}

/// The lemma an assumption states, also under a predicate (`p ==> lemma`).
fn parse(e: &Expr) -> Option<Lemma> {
    let Expr::Binary(BinOp::Implies, lhs, rhs) = e else {
        return None;
    };
    if let Some(l) = parse(rhs) {
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
    Some(Lemma {
        offset: (**offset).clone(),
        target: (**target).clone(),
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

    /// A row-major lemma whose column `j` a block-stride loop steps, and the progression lemma
    /// against that column's constant: the row, and the column's entry value, are facts.
    #[test]
    fn entry_value_of_a_strided_column() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let has = b.ghost(
            Some(a),
            crate::race::has_occurred(ir::AccessKind::Write),
            Type::Bool,
        );
        let watched = b.ghost(None, crate::race::WATCHED_OFFSET, Type::Bv(32));
        let [q, r, r1] = ["ROW_0", "COLUMN_0", "COLUMN_1"].map(|n| b.var(n, Type::Bv(32), true));
        let [n, s] = ["n", "s"].map(|x| b.var(x, Type::Bv(32), true));
        let g = b.var("g", Type::Bv(32), false);
        let j = b.var("j", Type::Bv(32), false);
        let j0 = b.var("j$entry", Type::Bv(32), false);
        let off = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, Expr::var(g), Expr::var(n)),
            Expr::var(j),
        );
        let row_major = Expr::implies(
            Expr::all([
                Expr::eq(off.clone(), Expr::var(watched)),
                Expr::binary(BinOp::Ult, Expr::var(j), Expr::var(n)),
            ]),
            Expr::and(
                Expr::eq(Expr::var(g), Expr::var(q)),
                Expr::eq(Expr::var(j), Expr::var(r)),
            ),
        );
        let progression = Expr::implies(
            Expr::all([
                Expr::eq(Expr::var(j), Expr::var(r)),
                Expr::binary(BinOp::Ult, Expr::var(j0), Expr::var(s)),
            ]),
            Expr::eq(Expr::var(j0), Expr::var(r1)),
        );
        let assume = |e: Expr| {
            Stmt::new(
                StmtKind::Assume(e),
                ir::Origin::Synthetic(crate::row_major::ORIGIN),
            )
        };
        let log = b.log(has, off);
        let step = assign(j, Expr::binary(BinOp::Add, Expr::var(j), Expr::var(s)));
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                essential(),
                assume(row_major),
                assume(progression),
                log,
                step,
            ],
        );
        let body = vec![st(StmtKind::Loop(lp))];
        expect![[r#"
            (_WRITE_HAS_OCCURRED ==> (g == ROW_0))
            (_WRITE_HAS_OCCURRED ==> (j$entry == COLUMN_1))"#]]
        .assert_eq(&b.candidates(body, "accessedRowMajor"));
    }
}
