//! Rule `accessLowerBoundBlock` (GPUVerify §2.17): for a logged offset `a + b` where one side is
//! loop-invariant and mentions exactly one thread-1 group id `g` and the other side changes in
//! the loop, propose `HAS ==> lb <=s W` with `lb` the invariant side (per-group tiles).

use ir::{BinOp, Expr, Loop, Special, VarId, VarRole};

use crate::invariants::{Candidates, RuleCx};

/// `(HAS, lb, ub)` for every logged offset of the per-group tile shape, `ub` being `lb` with
/// the group id incremented. The shape is `lb + x`, `lb` loop-invariant with one thread-1
/// group id and `x` changing in the loop; or an induction variable (plus invariant terms)
/// whose entry value has that shape, as when a block sweeps its own chunk
/// (`for (i = g * 4096 + tid; i < g * 4096 + 4096; i += blockDim)`).
pub(super) fn block_bounds(cx: &RuleCx<'_>) -> Vec<(VarId, Expr, Expr)> {
    let mut out = Vec::new();
    for log in &cx.logs {
        let off = cx.resolve(&log.offset);
        let lb = match &off {
            Expr::Binary(BinOp::Add, a, b)
                if cx.is_invariant(a) != cx.is_invariant(b)
                    && one_group(cx, invariant_side(cx, a, b)).is_some() =>
            {
                invariant_side(cx, a, b).clone()
            }
            _ if !cx.is_invariant(&off) => match group_part(cx, &at_entry(cx, &off)) {
                Some(lb) => lb,
                None => continue,
            },
            _ => continue,
        };
        let Some(g) = one_group(cx, &lb) else {
            continue;
        };
        let ub = next_group(cx, &lb, g);
        out.push((log.has, lb, ub));
    }
    out
}

/// `e` with the group id `g` incremented: the start of the next group's tile.
pub(super) fn next_group(cx: &RuleCx<'_>, e: &Expr, g: VarId) -> Expr {
    let w = cx.prog.vars[g].ty.width();
    let next = Expr::binary(BinOp::Add, Expr::var(g), Expr::bv(1, w));
    ir::visit::map_expr(e.clone(), &mut |x| {
        if x == Expr::Var(g) {
            next.clone()
        } else {
            x
        }
    })
}

fn invariant_side<'e>(cx: &RuleCx<'_>, a: &'e Expr, b: &'e Expr) -> &'e Expr {
    if cx.is_invariant(a) {
        a
    } else {
        b
    }
}

/// The one thread-1 group id `e` mentions, if it mentions exactly one.
pub(super) fn one_group(cx: &RuleCx<'_>, e: &Expr) -> Option<VarId> {
    let groups: Vec<VarId> = crate::invariants::vars(e)
        .into_iter()
        .filter(|v| {
            matches!(
                cx.prog.vars[cx.original(*v)].role,
                VarRole::Special(Special::GroupId(_))
            )
        })
        .collect();
    match groups.as_slice() {
        [g] => Some(*g),
        _ => None,
    }
}

/// `e` with each induction variable replaced by its value on loop entry; `e` unchanged when
/// some loop-modified variable is not an induction variable.
pub(super) fn at_entry(cx: &RuleCx<'_>, e: &Expr) -> Expr {
    ir::visit::map_expr(e.clone(), &mut |x| match x {
        Expr::Var(v) if cx.modified.contains(&v) => match cx.induction(v) {
            Some((_, init)) => cx.resolve(&init),
            None => Expr::Var(v),
        },
        x => x,
    })
}

/// For a loop-invariant sum `lb + rest` where `lb` mentions one group id and `rest` none, `lb`.
pub(super) fn group_part(cx: &RuleCx<'_>, e: &Expr) -> Option<Expr> {
    if !cx.is_invariant(e) {
        return None;
    }
    let Expr::Binary(BinOp::Add, a, b) = e else {
        return None;
    };
    match (one_group(cx, a), one_group(cx, b)) {
        (Some(_), None) if no_group(cx, b) => Some((**a).clone()),
        (None, Some(_)) if no_group(cx, a) => Some((**b).clone()),
        _ => None,
    }
}

pub(super) fn no_group(cx: &RuleCx<'_>, e: &Expr) -> bool {
    crate::invariants::vars(e).into_iter().all(|v| {
        !matches!(
            cx.prog.vars[cx.original(v)].role,
            VarRole::Special(Special::GroupId(_))
        )
    })
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

    /// `for (i = gid * 4096 + lid; ...; i += 256) A[i] = ...`: a block sweeps its own chunk.
    #[test]
    fn block_chunk_sweep() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let [l1, _] = b.special2(Special::LocalId(Dim::X));
        let [g1, _] = b.special2(Special::GroupId(Dim::X));
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let [i1, _] = b.var2("i", Type::Bv(32));
        let start = Expr::binary(BinOp::Mul, Expr::var(g1), Expr::bv(4096, 32));
        let log = b.log(has, Expr::var(i1));
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                log,
                assign(
                    i1,
                    Expr::binary(BinOp::Add, Expr::var(i1), Expr::bv(256, 32)),
                ),
            ],
        );
        let body = vec![
            assign(i1, Expr::binary(BinOp::Add, start, Expr::var(l1))),
            st(StmtKind::Loop(lp)),
        ];
        expect!["(_WRITE_HAS_OCCURRED ==> ((group_id_x$1 * 4096bv32) <=s _WATCHED_OFFSET))"]
            .assert_eq(&b.candidates(body, "accessLowerBoundBlock"));
    }

    #[test]
    fn per_group_tile() {
        let mut b = Builder::new();
        let body = tiled(&mut b);
        expect!["(_WRITE_HAS_OCCURRED ==> ((group_id_x$1 * 1024bv32) <=s _WATCHED_OFFSET))"]
            .assert_eq(&b.candidates(body, "accessLowerBoundBlock"));
    }
}
