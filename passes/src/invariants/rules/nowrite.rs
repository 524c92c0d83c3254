//! Rule `nowrite` (GPUVerify §2.12): in a loop containing a barrier, for each
//! `WRITE_HAS_OCCURRED` ghost the loop modifies, propose `!HAS`: no logged write is pending at
//! the loop head, because the barrier in the body resets the log. For a global array also
//! `SameGroup ==> !HAS` (beyond GPUVerify): the barrier resets only its own group's log.

use ir::{AccessKind, Loop};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn nowrite(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    super::no_access(cx, lp, AccessKind::Write, out);
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{Expr, MemSpace, StmtKind, Type};

    use crate::invariants::testutil::{essential, st, Builder};

    #[test]
    fn loop_with_barrier() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Shared);
        let has = b.ghost(
            Some(a),
            crate::race::has_occurred(ir::AccessKind::Write),
            Type::Bool,
        );
        let t = b.var("t", Type::Bv(32), true);
        let log = b.log(has, Expr::var(t));
        let mut lp = b.while_loop(Expr::Bool(true), vec![essential(), log]);
        lp.has_barrier = true;
        let log2 = b.log(has, Expr::var(t));
        let other = b.while_loop(Expr::Bool(true), vec![essential(), log2]);
        let body = vec![st(StmtKind::Loop(lp)), st(StmtKind::Loop(other))];
        expect!["!_WRITE_HAS_OCCURRED"].assert_eq(&b.candidates(body, "nowrite"));
    }

    /// A global array: the barrier clears only the loop's own group's log.
    #[test]
    fn global_array_keeps_other_groups_pending() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        b.special2(ir::Special::GroupId(ir::Dim::X));
        let has = b.ghost(
            Some(a),
            crate::race::has_occurred(ir::AccessKind::Write),
            Type::Bool,
        );
        let t = b.var("t", Type::Bv(32), true);
        let log = b.log(has, Expr::var(t));
        let mut lp = b.while_loop(Expr::Bool(true), vec![essential(), log]);
        lp.has_barrier = true;
        let body = vec![st(StmtKind::Loop(lp))];
        expect![[r#"
            ((group_id_x$1 == group_id_x$2) ==> !_WRITE_HAS_OCCURRED)
            !_WRITE_HAS_OCCURRED"#]]
        .assert_eq(&b.candidates(body, "nowrite"));
    }
}
