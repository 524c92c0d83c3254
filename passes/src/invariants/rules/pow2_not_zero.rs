//! Rule `pow2NotZero` (GPUVerify §2.8): for the same variables as `pow2`, propose `v != 0`
//! (also under the loop's predicate in a predicated loop).

use ir::{Expr, Loop};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn pow2_not_zero(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    for v in super::pow2::may_be_pow2(cx) {
        if cx.modified.contains(&v) {
            let e = Expr::ne(Expr::var(v), Expr::bv(0, cx.prog.vars[v].ty.width()));
            super::pow2::push_predicated(cx, lp, e, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;

    use crate::invariants::testutil::Builder;

    #[test]
    fn tree_reduction() {
        let mut b = Builder::new();
        let body = super::super::pow2::tests::reduction(&mut b);
        expect!["(s != 0bv32)"].assert_eq(&b.candidates(body, "pow2NotZero"));
    }
}
