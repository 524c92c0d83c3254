//! Rule `accessInGroupTile` (beyond GPUVerify §2.17): when every offset logged into a race
//! ghost `HAS` in the loop is `tb + rest` with the same tile base `tb` (loop-invariant, one
//! thread-1 group id `g`, as `g * blockDim`) and a per-thread or loop-varying `rest` free of
//! group ids, propose `HAS ==> W - tb <u tb[g := g + 1] - tb`: the loop's accesses stay in the
//! group's own tile. Unlike the `accessLowerBoundBlock`/`accessUpperBoundBlock` pair, whose
//! bounds keep the thread's own terms (`g * n + lid <= W < (g + 1) * n + lid`), the tile
//! leaves no room for the next group's first elements, and the unsigned difference does not
//! wrap when the last tile ends at `2^32` (launch sizes left symbolic). An in-place reduction
//! over a block's slice of a global array (`a[g * n + t] += a[g * n + t + s]`) needs it.

use ir::{BinOp, Expr, Loop, VarId};

use super::access_lower_bound_block::{at_entry, group_part, next_group, no_group, one_group};
use crate::invariants::{Candidates, RuleCx};

pub(crate) fn access_in_group_tile(cx: &RuleCx<'_>, _lp: &Loop, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    'ghosts: for (has, logs) in cx.logs_by_ghost() {
        let mut base: Option<(Expr, VarId)> = None;
        for log in logs {
            let off = cx.resolve(&log.offset);
            let Some(tb) = tile_base(cx, &off) else {
                continue 'ghosts;
            };
            let Some(g) = one_group(cx, &tb) else {
                continue 'ghosts;
            };
            match &base {
                Some((b, _)) if *b != tb => continue 'ghosts,
                Some(_) => {}
                None => base = Some((tb, g)),
            }
        }
        let Some((tb, g)) = base else { continue };
        let ub = next_group(cx, &tb, g);
        let sub = |a: Expr, b: Expr| Expr::binary(BinOp::Sub, a, b);
        out.push(Expr::implies(
            Expr::var(has),
            Expr::binary(BinOp::Ult, sub(w.clone(), tb.clone()), sub(ub, tb)),
        ));
    }
}

/// The group part of an offset `tb + rest`: of the offset itself when it is loop-invariant,
/// of its invariant side when the other side changes in the loop, or of its value on loop
/// entry when it is an induction variable.
fn tile_base(cx: &RuleCx<'_>, off: &Expr) -> Option<Expr> {
    if cx.is_invariant(off) {
        return group_part(cx, off);
    }
    if let Expr::Binary(BinOp::Add, a, b) = off {
        match (cx.is_invariant(a), cx.is_invariant(b)) {
            (true, false) if no_group(cx, b) => return group_part(cx, a),
            (false, true) if no_group(cx, a) => return group_part(cx, b),
            _ => {}
        }
    }
    group_part(cx, &at_entry(cx, off))
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Dim, Expr, MemSpace, Special, StmtKind, Type};

    use crate::invariants::testutil::{assign, st, Builder};

    /// `for (s = n / 2; s > 0; s >>= 1) a[g * n + t] += a[g * n + t + s]`: both offsets lie in
    /// the tile `[g * n, (g + 1) * n)`.
    #[test]
    fn in_place_block_reduction() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let [l1, _] = b.special2(Special::LocalId(Dim::X));
        let [g1, _] = b.special2(Special::GroupId(Dim::X));
        let [n1, _] = b.special2(Special::GroupSize(Dim::X));
        let read = b.ghost(Some(a), crate::race::READ_HAS_OCCURRED, Type::Bool);
        let s = b.var("s", Type::Bv(32), true);
        let base = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, Expr::var(g1), Expr::var(n1)),
            Expr::var(l1),
        );
        let log1 = b.log(read, base.clone());
        let log2 = b.log(read, Expr::binary(BinOp::Add, base, Expr::var(s)));
        let lp = b.while_loop(
            Expr::binary(BinOp::Ugt, Expr::var(s), Expr::bv(0, 32)),
            vec![
                log1,
                log2,
                assign(s, Expr::binary(BinOp::LShr, Expr::var(s), Expr::bv(1, 32))),
            ],
        );
        let body = vec![assign(s, Expr::var(n1)), st(StmtKind::Loop(lp))];
        expect!["(_READ_HAS_OCCURRED ==> ((_WATCHED_OFFSET - (group_id_x$1 * group_size_x$1)) <u (((group_id_x$1 + 1bv32) * group_size_x$1) - (group_id_x$1 * group_size_x$1))))"]
            .assert_eq(&b.candidates(body, "accessInGroupTile"));
    }
}
