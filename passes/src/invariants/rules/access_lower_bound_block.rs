//! Rule `accessLowerBoundBlock` (GPUVerify §2.17): for a logged offset `a + b` where one side is
//! loop-invariant and mentions exactly one thread-1 group id `g` and the other side changes in
//! the loop, propose `HAS ==> lb <=s W` with `lb` the invariant side (per-group tiles).

use ir::{BinOp, Expr, Loop, Special, VarId, VarRole};

use crate::invariants::{Candidates, RuleCx};

/// `(HAS, lb, ub)` for every logged offset of the per-group tile shape, `ub` being `lb` with
/// the group id incremented.
pub(super) fn block_bounds(cx: &RuleCx<'_>) -> Vec<(VarId, Expr, Expr)> {
    let mut out = Vec::new();
    for log in &cx.logs {
        let off = cx.resolve(&log.offset);
        let Expr::Binary(BinOp::Add, a, b) = &off else {
            continue;
        };
        let (lb, other) = if cx.is_invariant(a) { (a, b) } else { (b, a) };
        if !cx.is_invariant(lb) || cx.is_invariant(other) {
            continue;
        }
        let groups: Vec<VarId> = crate::invariants::vars(lb)
            .into_iter()
            .filter(|v| {
                matches!(
                    cx.prog.vars[cx.original(*v)].role,
                    VarRole::Special(Special::GroupId(_))
                )
            })
            .collect();
        let [g] = groups.as_slice() else { continue };
        let w = cx.prog.vars[*g].ty.width();
        let next = Expr::binary(BinOp::Add, Expr::var(*g), Expr::bv(1, w));
        let ub = ir::visit::map_expr((**lb).clone(), &mut |x| {
            if x == Expr::Var(*g) {
                next.clone()
            } else {
                x
            }
        });
        out.push((log.has, (**lb).clone(), ub));
    }
    out
}

pub(crate) fn access_lower_bound_block(cx: &RuleCx<'_>, _lp: &Loop, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    for (has, lb, _) in block_bounds(cx) {
        out.push(Expr::implies(
            Expr::var(has),
            Expr::binary(BinOp::Sle, lb, w.clone()),
        ));
    }
}

#[cfg(test)]
pub(super) mod tests {
    use expect_test::expect;
    use ir::{BinOp, Block, Dim, Expr, MemSpace, Special, StmtKind, Type};

    use crate::invariants::testutil::{assign, st, Builder};

    /// `for (i = lid; ...; i += 32) A[gid * 1024 + i] = ...`.
    pub(crate) fn tiled(b: &mut Builder) -> Block {
        let a = b.array("A", MemSpace::Global);
        let [l1, _] = b.special2(Special::LocalId(Dim::X));
        let [g1, _] = b.special2(Special::GroupId(Dim::X));
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let [i1, _] = b.var2("i", Type::Bv(32));
        let off = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, Expr::var(g1), Expr::bv(1024, 32)),
            Expr::var(i1),
        );
        let log = b.log(has, off);
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                log,
                assign(
                    i1,
                    Expr::binary(BinOp::Add, Expr::var(i1), Expr::bv(32, 32)),
                ),
            ],
        );
        vec![assign(i1, Expr::var(l1)), st(StmtKind::Loop(lp))]
    }

    #[test]
    fn per_group_tile() {
        let mut b = Builder::new();
        let body = tiled(&mut b);
        expect!["(_WRITE_HAS_OCCURRED ==> ((group_id_x$1 * 1024bv32) <=s _WATCHED_OFFSET))"]
            .assert_eq(&b.candidates(body, "accessLowerBoundBlock"));
    }
}
