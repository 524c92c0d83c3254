//! Rule `accessUpperBoundBlock` (GPUVerify §2.17): for the same per-group tile offsets as
//! `accessLowerBoundBlock`, propose `HAS ==> W <s ub`, `ub` being the invariant side with the
//! group id incremented.

use ir::{BinOp, Expr, Loop};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn access_upper_bound_block(cx: &RuleCx<'_>, _lp: &Loop, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    for (has, _, ub) in super::access_lower_bound_block::block_bounds(cx) {
        out.push(Expr::implies(
            Expr::var(has),
            Expr::binary(BinOp::Slt, w.clone(), ub),
        ));
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;

    use crate::invariants::testutil::Builder;

    #[test]
    fn per_group_tile() {
        let mut b = Builder::new();
        let body = super::super::access_lower_bound_block::tests::tiled(&mut b);
        expect![
            "(_WRITE_HAS_OCCURRED ==> (_WATCHED_OFFSET <s ((group_id_x$1 + 1bv32) * 1024bv32)))"
        ]
        .assert_eq(&b.candidates(body, "accessUpperBoundBlock"));
    }
}
