//! The table of candidate-invariant rules, one module per rule, sorted by tag. Each rule reads
//! one loop of the two-thread kernel (through [`RuleCx`]) and proposes candidates; see README.md
//! for what a rule may and may not do.

mod access_break;
mod access_guard_invariant;
mod access_in_group_tile;
mod access_last_iteration_guard;
mod access_lower_bound_block;
mod access_upper_bound_block;
mod access_value_maintained;
mod accessed_offset_bounded_by_guard;
mod accessed_offset_in_loop_range;
mod accessed_offset_in_range_c_times_gid;
mod accessed_offset_in_range_c_times_lid;
mod accessed_offset_row_column;
mod accessed_offsets_satisfy_predicates;
mod accessed_row_major;
mod atomic_value_taken;
mod conditions_implied_by_enabledness;
mod disabled_maintains_instrumentation;
mod guard_holds_at_head;
mod guard_minus_initial_is_uniform;
mod guard_non_neg;
mod induction_pair;
mod loop_bound;
mod loop_carried_product;
mod loop_counter_is_strided;
mod loop_normalized;
mod loop_predicate_equality;
mod noatomic;
mod noread;
mod nowrite;
mod pow2;
mod pow2_not_zero;
mod predicated_equality;
mod relational_pow2;
mod swap_pair_distinct;

use ir::{AccessKind, BinOp, Expr, Loop, VarId, VarRole};

use crate::invariants::{Candidates, RuleCx};

/// A rule: its tag (as in GPUVerify's `{:tag}`) and its function.
pub(crate) struct Rule {
    /// The tag every candidate of the rule carries.
    pub(crate) tag: &'static str,
    /// Propose candidates for one loop.
    pub(crate) run: fn(&RuleCx<'_>, &Loop, &mut Candidates),
}

/// Every rule, sorted by tag.
pub(crate) fn all() -> &'static [Rule] {
    &[
        Rule {
            tag: "accessBreak",
            run: access_break::access_break,
        },
        Rule {
            tag: "accessGuardInvariant",
            run: access_guard_invariant::access_guard_invariant,
        },
        Rule {
            tag: "accessInGroupTile",
            run: access_in_group_tile::access_in_group_tile,
        },
        Rule {
            tag: "accessLastIterationGuard",
            run: access_last_iteration_guard::access_last_iteration_guard,
        },
        Rule {
            tag: "accessLowerBoundBlock",
            run: access_lower_bound_block::access_lower_bound_block,
        },
        Rule {
            tag: "accessUpperBoundBlock",
            run: access_upper_bound_block::access_upper_bound_block,
        },
        Rule {
            tag: "accessValueMaintained",
            run: access_value_maintained::access_value_maintained,
        },
        Rule {
            tag: "accessedOffsetBoundedByGuard",
            run: accessed_offset_bounded_by_guard::accessed_offset_bounded_by_guard,
        },
        Rule {
            tag: "accessedOffsetInLoopRange",
            run: accessed_offset_in_loop_range::accessed_offset_in_loop_range,
        },
        Rule {
            tag: "accessedOffsetInRangeCTimesGid",
            run: accessed_offset_in_range_c_times_gid::accessed_offset_in_range_c_times_gid,
        },
        Rule {
            tag: "accessedOffsetInRangeCTimesLid",
            run: accessed_offset_in_range_c_times_lid::accessed_offset_in_range_c_times_lid,
        },
        Rule {
            tag: "accessedOffsetRowColumn",
            run: accessed_offset_row_column::accessed_offset_row_column,
        },
        Rule {
            tag: "accessedOffsetsSatisfyPredicates",
            run: accessed_offsets_satisfy_predicates::accessed_offsets_satisfy_predicates,
        },
        Rule {
            tag: "accessedRowMajor",
            run: accessed_row_major::accessed_row_major,
        },
        Rule {
            tag: "atomicValueTaken",
            run: atomic_value_taken::atomic_value_taken,
        },
        Rule {
            tag: "conditionsImpliedByEnabledness",
            run: conditions_implied_by_enabledness::conditions_implied_by_enabledness,
        },
        Rule {
            tag: "disabledMaintainsInstrumentation",
            run: disabled_maintains_instrumentation::disabled_maintains_instrumentation,
        },
        Rule {
            tag: "guardHoldsAtHead",
            run: guard_holds_at_head::guard_holds_at_head,
        },
        Rule {
            tag: "guardMinusInitialIsUniform",
            run: guard_minus_initial_is_uniform::guard_minus_initial_is_uniform,
        },
        Rule {
            tag: "guardNonNeg",
            run: guard_non_neg::guard_non_neg,
        },
        Rule {
            tag: "inductionPair",
            run: induction_pair::induction_pair,
        },
        Rule {
            tag: "loopBound",
            run: loop_bound::loop_bound,
        },
        Rule {
            tag: "loopCarriedProduct",
            run: loop_carried_product::loop_carried_product,
        },
        Rule {
            tag: "loopCounterIsStrided",
            run: loop_counter_is_strided::loop_counter_is_strided,
        },
        Rule {
            tag: "loopNormalized",
            run: loop_normalized::loop_normalized,
        },
        Rule {
            tag: "loopPredicateEquality",
            run: loop_predicate_equality::loop_predicate_equality,
        },
        Rule {
            tag: "noatomic",
            run: noatomic::noatomic,
        },
        Rule {
            tag: "noread",
            run: noread::noread,
        },
        Rule {
            tag: "nowrite",
            run: nowrite::nowrite,
        },
        Rule {
            tag: "pow2",
            run: pow2::pow2,
        },
        Rule {
            tag: "pow2NotZero",
            run: pow2_not_zero::pow2_not_zero,
        },
        Rule {
            tag: "predicatedEquality",
            run: predicated_equality::predicated_equality,
        },
        Rule {
            tag: "relationalPow2",
            run: relational_pow2::relational_pow2,
        },
        Rule {
            tag: "swapPairDistinct",
            run: swap_pair_distinct::swap_pair_distinct,
        },
    ]
}

/// `!HAS` for every `_HAS_OCCURRED` ghost of this kind the loop modifies, in loops with a
/// barrier (shared by `noread`, `nowrite`, `noatomic`). For a global array also
/// `SameGroup ==> !HAS`: a barrier resets only what the threads of one group logged, so the
/// other groups' accesses stay pending while the loop's own group starts each iteration clean
/// (an in-place reduction over a block's slice of a global array).
fn no_access(cx: &RuleCx<'_>, lp: &Loop, kind: AccessKind, out: &mut Candidates) {
    if !lp.has_barrier {
        return;
    }
    for &v in &cx.modified {
        if let VarRole::RaceGhost {
            array: Some(a),
            what,
        } = &cx.prog.vars[v].role
        {
            if what == crate::race::has_occurred(kind) {
                let none = Expr::not(Expr::var(v));
                let global = cx.prog.arrays[*a].space == ir::MemSpace::Global;
                if global && cx.kernel.same_group != Expr::Bool(true) {
                    out.push(Expr::implies(cx.kernel.same_group.clone(), none.clone()));
                }
                out.push(none);
            }
        }
    }
}

/// For a predicated loop, `aL$t ==> e` when `e` is about thread `t` only; `e` otherwise.
/// Pre-predication candidates of GPUVerify are guarded this way.
fn predicated(cx: &RuleCx<'_>, lp: &Loop, e: Expr) -> Expr {
    let Some([a1, a2]) = lp.predicate.and_then(|p| cx.prog.vars[p].copies) else {
        return e;
    };
    let threads: std::collections::BTreeSet<_> = crate::invariants::vars(&e)
        .into_iter()
        .filter_map(|v| cx.prog.vars[v].thread)
        .collect();
    match threads.into_iter().collect::<Vec<_>>().as_slice() {
        [ir::Thread::One] => Expr::implies(Expr::var(a1), e),
        [ir::Thread::Two] => Expr::implies(Expr::var(a2), e),
        _ => e,
    }
}

/// A guard comparison read as an upper bound `c < bound` or `c <= bound` (either way round):
/// `(c, bound, le, strict)`, `le` being the comparison's `<=` with its signedness.
fn upper_bound(atom: &Expr) -> Option<(&Expr, &Expr, BinOp, bool)> {
    let Expr::Binary(op, a, b) = atom else {
        return None;
    };
    Some(match op {
        BinOp::Ult => (a, b, BinOp::Ule, true),
        BinOp::Slt => (a, b, BinOp::Sle, true),
        BinOp::Ule => (a, b, BinOp::Ule, false),
        BinOp::Sle => (a, b, BinOp::Sle, false),
        BinOp::Ugt => (b, a, BinOp::Ule, true),
        BinOp::Sgt => (b, a, BinOp::Sle, true),
        BinOp::Uge => (b, a, BinOp::Ule, false),
        BinOp::Sge => (b, a, BinOp::Sle, false),
        _ => return None,
    })
}

/// Bit-vector variables of an expression.
fn bv_vars(cx: &RuleCx<'_>, e: &Expr) -> Vec<VarId> {
    crate::invariants::vars(e)
        .into_iter()
        .filter(|v| cx.prog.vars[*v].ty.is_bv())
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn table_is_sorted_and_unique() {
        let tags: Vec<_> = super::all().iter().map(|r| r.tag).collect();
        let mut sorted = tags.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(tags, sorted);
    }
}
