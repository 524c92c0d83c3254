//! Rule `accessedOffsetInLoopRange` (PUG's normalized loops; GPUVerify §2.15–2.18 generalised):
//! for a loop that `loop-normalize` gave a counter, when every offset logged into a race ghost
//! `HAS` is built from loop-invariant values and variables the loop steps linearly (`x := x ± s`,
//! entry value `x0`), propose `HAS ==> old(HAS) || R1 || ... || Rn` where `Ri` says that the
//! watched offset `W` lies between the offset of the first iteration (`off[x := x0]`) and that of
//! the last completed one (`off[x := x ∓ s]`), in the loop's direction, once the loop has
//! stepped (`x != x0`): every offset this loop logged so far is `off(x0 + j * s)` for some
//! `j < k`. `old(HAS)` keeps what was logged before
//! this entry out of the claim, so the candidate also holds in an inner loop that an outer loop
//! starts again (facts about earlier logs survive the inner loop, whose head does not havoc `W`).
//! Chunked, strided and downward per-thread loops need this when the chunk is not
//! `C * lid + i` with `i < C`. Only variables with a literal step count: a grid-stride loop's
//! threads interleave, and a range there only slows the prover down.

use ir::{BinOp, Expr, Loop, Progression, VarId};

use crate::invariants::{Candidates, RuleCx};

/// Thread 1's variables stepped linearly by a literal: `(x, x0, s, down)`.
fn linear(cx: &RuleCx<'_>) -> Vec<(VarId, VarId, Expr, bool)> {
    let Some(c) = cx.counter else { return vec![] };
    c.derived
        .iter()
        .filter_map(|d| match &d.how {
            // A launch-sized step (a grid-stride loop) interleaves the threads' offsets: a
            // range says little there and costs the prover much.
            Progression::Linear { step, down } if step.is_literal() => Some((
                cx.per_thread(d.var)[0],
                cx.per_thread(d.entry)[0],
                cx.at_thread(step, 0),
                *down,
            )),
            _ => None,
        })
        .collect()
}

pub(crate) fn accessed_offset_in_loop_range(cx: &RuleCx<'_>, _lp: &Loop, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    let lin = linear(cx);
    if lin.is_empty() {
        return;
    }
    'ghosts: for (has, logs) in cx.logs_by_ghost() {
        let mut ranges = Vec::new();
        for log in logs {
            let off = cx.resolve(&log.offset);
            if cx.prog.type_of(&off) != cx.prog.type_of(&w) {
                continue 'ghosts;
            }
            let used: Vec<&(VarId, VarId, Expr, bool)> = lin
                .iter()
                .filter(|(x, ..)| crate::invariants::vars(&off).contains(x))
                .collect();
            let Some(&&(x, x0, _, down)) = used.first() else {
                continue 'ghosts;
            };
            if used.iter().any(|u| u.3 != down) {
                continue 'ghosts;
            }
            let subst = |last: bool| {
                ir::visit::map_expr(off.clone(), &mut |e| match e {
                    Expr::Var(v) => match used.iter().find(|u| u.0 == v) {
                        Some((x, _, s, down)) if last => {
                            let back = if *down { BinOp::Add } else { BinOp::Sub };
                            Expr::binary(back, Expr::var(*x), s.clone())
                        }
                        Some((_, x0, ..)) => Expr::var(*x0),
                        None => Expr::Var(v),
                    },
                    e => e,
                })
            };
            let (first, last) = (subst(false), subst(true));
            if !cx.is_invariant(&first) {
                continue 'ghosts;
            }
            let between = |lo: Expr, hi: Expr| {
                Expr::and(
                    Expr::binary(BinOp::Ule, lo, w.clone()),
                    Expr::binary(BinOp::Ule, w.clone(), hi),
                )
            };
            let r = if down {
                between(last, first.clone())
            } else {
                between(first.clone(), last)
            };
            // No iteration yet: `off[x := x - s]` would wrap around below the first offset.
            let r = Expr::and(Expr::not(Expr::eq(Expr::var(x), Expr::var(x0))), r);
            if !ranges.contains(&r) {
                ranges.push(r);
            }
        }
        let before = Expr::Old(Box::new(Expr::var(has)));
        out.push(Expr::implies(
            Expr::var(has),
            Expr::or(before, Expr::any(ranges)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, MemSpace, StmtKind, Type};

    use crate::invariants::testutil::{assign, st, Builder};

    /// `for (j = 0; j < 32; j += 4) { A[base + j] = ..; A[base + j + 3] = ..; }` and
    /// `for (d = 15; d >= 0; d--) A[base + d] = ..`.
    #[test]
    fn strided_and_downward_chunks() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Global);
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let j = b.var("j", Type::Bv(32), false);
        let d = b.var("d", Type::Bv(32), false);
        let base = b.var("base", Type::Bv(32), false);
        let plus = |x: Expr, y: Expr| Expr::binary(BinOp::Add, x, y);
        let at = plus(Expr::var(base), Expr::var(j));
        let log1 = b.log(has, at.clone());
        let log2 = b.log(has, plus(at, Expr::bv(3, 32)));
        let up = b.while_loop(
            Expr::binary(BinOp::Ult, Expr::var(j), Expr::bv(32, 32)),
            vec![log1, log2, assign(j, plus(Expr::var(j), Expr::bv(4, 32)))],
        );
        let log3 = b.log(has, plus(Expr::var(base), Expr::var(d)));
        let down = b.while_loop(
            Expr::binary(BinOp::Sge, Expr::var(d), Expr::bv(0, 32)),
            vec![
                log3,
                assign(d, Expr::binary(BinOp::Sub, Expr::var(d), Expr::bv(1, 32))),
            ],
        );
        b.set_body(vec![
            assign(j, Expr::bv(0, 32)),
            st(StmtKind::Loop(up)),
            assign(d, Expr::bv(15, 32)),
            st(StmtKind::Loop(down)),
        ]);
        crate::loop_normalize::run_on(&mut b.prog);
        let body = b.prog.procs[b.k].body.take().unwrap();
        expect![[r#"
            (_WRITE_HAS_OCCURRED ==> (_WRITE_HAS_OCCURRED$ghost || ((!(j == j$entry) && (((base + j$entry) <=u _WATCHED_OFFSET) && (_WATCHED_OFFSET <=u (base + (j - 4bv32))))) || (!(j == j$entry) && ((((base + j$entry) + 3bv32) <=u _WATCHED_OFFSET) && (_WATCHED_OFFSET <=u ((base + (j - 4bv32)) + 3bv32)))))))
            (_WRITE_HAS_OCCURRED ==> (_WRITE_HAS_OCCURRED$ghost || (!(d == d$entry) && (((base + (d + 1bv32)) <=u _WATCHED_OFFSET) && (_WATCHED_OFFSET <=u (base + d$entry))))))"#]].assert_eq(&b.candidates(body, "accessedOffsetInLoopRange"));
    }
}
