//! Rule `accessedOffsetRowColumn` (beyond GPUVerify; §2.15's predicates split by dimension):
//! for each race log ghost `HAS` the loop sets, if every offset logged into it has the shape
//! `row * R + col` for a literal row length `R` (an access `tile[y][x]` to a 2-D array, or a
//! tile of a flat one) and at least one of them varies in the loop, propose
//! `HAS ==> P1 || ... || Pn` where `Pi` describes the row `W / R` and the column `W % R` of
//! the watched offset `W` separately, each exactly (`W / R == row`) or modulo its stride
//! (`(W % R) %u m == col %u m`), and rows of more dimensions the same way.
//!
//! Threads striding through a tile in two dimensions (`for (y = ty; y < 18; y += 16) for (x =
//! tx; x < 18; x += 16) tile[y][x] = ...`) write offsets that are congruent modulo the stride
//! only as a pair: `y * 18 + x` modulo 16 does not tell two threads apart, its row and column
//! do. The candidate holds when the column stays in `[0, R)`, which the loop guards usually
//! give; Houdini drops it otherwise.

use ir::{BinOp, Expr, Loop};

use crate::invariants::analysis::Stride;
use crate::invariants::{Candidates, RuleCx};

pub(crate) fn accessed_offset_row_column(cx: &RuleCx<'_>, _lp: &Loop, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    'ghosts: for (has, logs) in cx.logs_by_ghost() {
        let mut preds = Vec::new();
        let mut split_any = false;
        for log in logs {
            let off = cx.resolve(&log.offset);
            if cx.prog.type_of(&off) != cx.prog.type_of(&w) {
                continue 'ghosts;
            }
            let varies = !matches!(cx.stride(&off), Some(Stride::Eq(_)));
            split_any |= varies && split(&off).is_some();
            let Some(pred) = describe(cx, w.clone(), &off) else {
                continue 'ghosts;
            };
            if !preds.contains(&pred) {
                preds.push(pred);
            }
        }
        if split_any {
            out.push(Expr::implies(Expr::var(has), Expr::any(preds)));
        }
    }
}

/// What is known about `v`, a part of the watched offset, given that it equals `e`: row and
/// column separately when `e` splits, else `e`'s stride pattern.
fn describe(cx: &RuleCx<'_>, v: Expr, e: &Expr) -> Option<Expr> {
    if let Some((row, col, len)) = split(e) {
        let (quot, rem) = divide(cx, v, len);
        let row = describe(cx, quot, &row);
        let col = describe(cx, rem, &col);
        return match (row, col) {
            (Some(r), Some(c)) => Some(Expr::and(r, c)),
            (r, c) => r.or(c),
        };
    }
    match cx.stride(e)? {
        Stride::Eq(r) => Some(Expr::eq(v, r)),
        Stride::Mod(m, r) => super::loop_counter_is_strided::congruent(cx, &m, v, r),
    }
}

/// `v / len` and `v % len` (unsigned), as a shift and a mask when `len` is a power of two:
/// a bit-vector divider in a candidate makes every query that holds it slow.
fn divide(cx: &RuleCx<'_>, v: Expr, len: Expr) -> (Expr, Expr) {
    let w = cx.prog.type_of(&v).width();
    match row_length(&len) {
        Some(r) if r.is_power_of_two() => (
            Expr::binary(
                BinOp::LShr,
                v.clone(),
                Expr::bv(u128::from(r.trailing_zeros()), w),
            ),
            Expr::binary(BinOp::BvAnd, v, Expr::bv(r - 1, w)),
        ),
        _ => (
            Expr::binary(BinOp::UDiv, v.clone(), len.clone()),
            Expr::binary(BinOp::URem, v, len),
        ),
    }
}

/// `e` read as `row * R + col` with `R` a literal greater than one: `(row, col, R)`. The
/// terms of a sum scaled by the largest literal form the row (`(bx + y) * 128 + by + x` has
/// row `bx + y` and column `by + x`); the others form the column.
fn split(e: &Expr) -> Option<(Expr, Expr, Expr)> {
    let mut terms = Vec::new();
    summands(e, &mut terms);
    if terms.len() < 2 {
        return None;
    }
    let scaled = |x: &Expr| -> Option<(Expr, Expr, u128)> {
        let Expr::Binary(BinOp::Mul, p, q) = x else {
            return None;
        };
        if let Some(r) = row_length(q) {
            Some(((**p).clone(), (**q).clone(), r))
        } else {
            row_length(p).map(|r| ((**q).clone(), (**p).clone(), r))
        }
    };
    let longest = terms
        .iter()
        .filter_map(|t| scaled(t))
        .map(|(_, _, r)| r)
        .max()?;
    let (mut row, mut col, mut len) = (Vec::new(), Vec::new(), None);
    for t in terms {
        match scaled(t) {
            Some((x, l, r)) if r == longest => {
                row.push(x);
                len = Some(l);
            }
            _ => col.push(t.clone()),
        }
    }
    let sum = |xs: Vec<Expr>| xs.into_iter().reduce(|a, b| Expr::binary(BinOp::Add, a, b));
    Some((sum(row)?, sum(col)?, len?))
}

/// The terms of a sum (`a + b + c` as `[a, b, c]`).
fn summands<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match e {
        Expr::Binary(BinOp::Add, a, b) => {
            summands(a, out);
            summands(b, out);
        }
        _ => out.push(e),
    }
}

/// The value of a literal (possibly a product of literals) greater than one.
fn row_length(e: &Expr) -> Option<u128> {
    ir::eval::eval(e, &|_| None)
        .map(ir::eval::Value::to_expr)
        .and_then(|v| v.as_bv())
        .map(|(v, _)| v)
        .filter(|v| *v > 1)
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Dim, Expr, MemSpace, Special, StmtKind, Type};

    use crate::invariants::testutil::{assign, st, Builder};

    /// `for (y = ty; ...; y += 16) for (x = tx; ...; x += 16) tile[y * 18 + x] = ...`: the
    /// outer loop sees the row and the column each modulo 16.
    #[test]
    fn rows_and_columns_strided() {
        let mut b = Builder::new();
        let a = b.array("tile", MemSpace::Shared);
        let [tx, _] = b.special2(Special::LocalId(Dim::X));
        let [ty, _] = b.special2(Special::LocalId(Dim::Y));
        let write = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let [x1, _] = b.var2("x", Type::Bv(32));
        let [y1, _] = b.var2("y", Type::Bv(32));
        let step = |v| assign(v, Expr::binary(BinOp::Add, Expr::var(v), Expr::bv(16, 32)));
        let off = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, Expr::var(y1), Expr::bv(18, 32)),
            Expr::var(x1),
        );
        let log = b.log(write, off);
        let inner = b.while_loop(Expr::Bool(true), vec![log, step(x1)]);
        let outer = b.while_loop(
            Expr::Bool(true),
            vec![
                assign(x1, Expr::var(tx)),
                st(StmtKind::Loop(inner)),
                step(y1),
            ],
        );
        let body = vec![assign(y1, Expr::var(ty)), st(StmtKind::Loop(outer))];
        expect![[r#"
            (_WRITE_HAS_OCCURRED ==> ((((16bv32 - 1bv32) & (_WATCHED_OFFSET /u 18bv32)) == ((16bv32 - 1bv32) & local_id_y$1)) && (((16bv32 - 1bv32) & (_WATCHED_OFFSET %u 18bv32)) == ((16bv32 - 1bv32) & local_id_x$1))))
            (_WRITE_HAS_OCCURRED ==> (((_WATCHED_OFFSET /u 18bv32) == y$1) && (((16bv32 - 1bv32) & (_WATCHED_OFFSET %u 18bv32)) == ((16bv32 - 1bv32) & local_id_x$1))))
            (_WRITE_HAS_OCCURRED ==> ((((16bv32 - 1bv32) & (_WATCHED_OFFSET /u 18bv32)) == ((16bv32 - 1bv32) & local_id_y$1)) && (((16bv32 - 1bv32) & (_WATCHED_OFFSET %u 18bv32)) == ((16bv32 - 1bv32) & local_id_x$1))))"#]]
        .assert_eq(&b.candidates(body, "accessedOffsetRowColumn"));
    }

    /// An offset that does not vary in the loop gets nothing: the exact offset says more.
    #[test]
    fn invariant_offsets_are_left_alone() {
        let mut b = Builder::new();
        let a = b.array("tile", MemSpace::Shared);
        let [tx, _] = b.special2(Special::LocalId(Dim::X));
        let [ty, _] = b.special2(Special::LocalId(Dim::Y));
        let write = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let off = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, Expr::var(ty), Expr::bv(18, 32)),
            Expr::var(tx),
        );
        let log = b.log(write, off);
        let lp = b.while_loop(Expr::Bool(true), vec![log]);
        expect![""]
            .assert_eq(&b.candidates(vec![st(StmtKind::Loop(lp))], "accessedOffsetRowColumn"));
    }
}
