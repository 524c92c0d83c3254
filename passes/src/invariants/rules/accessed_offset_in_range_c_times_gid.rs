//! Rule `accessedOffsetInRangeCTimesGid` (GPUVerify §2.18): as `accessedOffsetInRangeCTimesLid`
//! for offsets `i + C * gid_x` under a guard `i < C`: propose
//! `HAS ==> C * gid_x$1 <=s W && W <s C * gid_x$1 + C` (each group stays in its own chunk).

use ir::{Loop, Special};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn accessed_offset_in_range_c_times_gid(
    cx: &RuleCx<'_>,
    _lp: &Loop,
    out: &mut Candidates,
) {
    super::accessed_offset_in_range_c_times_lid::in_range(cx, Special::GroupId, out);
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{Dim, Special};

    use crate::invariants::testutil::Builder;

    #[test]
    fn per_group_chunk() {
        let mut b = Builder::new();
        let body = super::super::accessed_offset_in_range_c_times_lid::tests::chunked(
            &mut b,
            Special::GroupId(Dim::X),
        );
        expect!["(_WRITE_HAS_OCCURRED ==> (((16bv32 * group_id_x$1) <=s _WATCHED_OFFSET) && (_WATCHED_OFFSET <s ((16bv32 * group_id_x$1) + 16bv32))))"].assert_eq(&b.candidates(body, "accessedOffsetInRangeCTimesGid"));
    }
}
