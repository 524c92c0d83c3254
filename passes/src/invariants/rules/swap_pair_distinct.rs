//! Rule `swapPairDistinct` (beyond GPUVerify): for two variables of one thread that the loop
//! swaps (`t := x; x := y; y := t`, as ping-pong buffers are swapped after each round),
//! propose `x != y`: distinct on entry, a swap keeps them so; and, when they enter with
//! values `a` and `b` the loop does not change (constants, or `blockDim.x` for two halves of
//! one buffer with symbolic launch sizes), `x == a || x == b` and the same of `y`. Pointers
//! switched between two buffers swap their base numbers or offsets, and these candidates tell
//! the buffer written in a round from the one read.

use std::collections::BTreeSet;

use ir::{Expr, Loop, VarId};

use super::predicated;
use crate::invariants::analysis::has_load;
use crate::invariants::{Candidates, RuleCx};

pub(crate) fn swap_pair_distinct(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    let swapped: Vec<VarId> = cx
        .modified
        .iter()
        .copied()
        .filter(|v| cx.prog.vars[*v].ty.is_bv() && cx.entry.contains_key(v))
        .collect();
    for (k, &x) in swapped.iter().enumerate() {
        for &y in &swapped[k + 1..] {
            let (vx, vy) = (&cx.prog.vars[x], &cx.prog.vars[y]);
            if vx.ty != vy.ty || vx.thread != vy.thread {
                continue;
            }
            if copies_from(cx, x).contains(&y) && copies_from(cx, y).contains(&x) {
                out.push(predicated(cx, lp, Expr::ne(Expr::var(x), Expr::var(y))));
                // Each holds one of the two values they entered with.
                if let (Some(a), Some(b)) = (cx.entry.get(&x), cx.entry.get(&y)) {
                    if unchanged_in_loop(cx, a) && unchanged_in_loop(cx, b) {
                        for v in [x, y] {
                            let either = Expr::or(
                                Expr::eq(Expr::var(v), a.clone()),
                                Expr::eq(Expr::var(v), b.clone()),
                            );
                            out.push(predicated(cx, lp, either));
                        }
                    }
                }
            }
        }
    }
}

/// True when `e` has the same value at every iteration of the loop: it reads no memory and
/// no variable the loop assigns.
fn unchanged_in_loop(cx: &RuleCx<'_>, e: &Expr) -> bool {
    let mut vars = BTreeSet::new();
    ir::visit::vars_of(e, &mut vars);
    !has_load(e) && vars.is_disjoint(&cx.modified)
}

/// The variables whose value `v`'s only assignment in the loop copies, following copies
/// through temporaries assigned once in the loop (`v := t` after `t := w` gives `w`).
fn copies_from(cx: &RuleCx<'_>, v: VarId) -> BTreeSet<VarId> {
    let mut out = BTreeSet::new();
    let mut at = v;
    for _ in 0..4 {
        let Some([Some(Expr::Var(src))]) = cx.loop_defs.get(&at).map(Vec::as_slice) else {
            break;
        };
        out.insert(*src);
        at = *src;
    }
    out
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    #[test]
    fn ping_pong_buffers() {
        let mut b = Builder::new();
        let src = b.var("src", Type::Bv(32), true);
        let dst = b.var("dst", Type::Bv(32), true);
        let tmp = b.var("tmp", Type::Bv(32), true);
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                essential(),
                assign(tmp, Expr::var(src)),
                assign(src, Expr::var(dst)),
                assign(dst, Expr::var(tmp)),
            ],
        );
        let body = vec![
            assign(src, Expr::bv(1, 32)),
            assign(dst, Expr::bv(2, 32)),
            st(StmtKind::Loop(lp)),
        ];
        expect![[r#"
            (src != dst)
            ((src == 1bv32) || (src == 2bv32))
            ((dst == 1bv32) || (dst == 2bv32))"#]]
        .assert_eq(&b.candidates(body, "swapPairDistinct"));
    }

    /// Two halves of one buffer, `0` and a width the loop does not change, give the same
    /// candidates; an entry value the loop changes gives only `src != dst`.
    #[test]
    fn halves_of_one_buffer() {
        for changed in [false, true] {
            let mut b = Builder::new();
            let src = b.var("src", Type::Bv(32), true);
            let dst = b.var("dst", Type::Bv(32), true);
            let tmp = b.var("tmp", Type::Bv(32), true);
            let w = b.var("w", Type::Bv(32), true);
            let mut body = vec![
                essential(),
                assign(tmp, Expr::var(src)),
                assign(src, Expr::var(dst)),
                assign(dst, Expr::var(tmp)),
            ];
            if changed {
                body.push(assign(w, Expr::bv(3, 32)));
            }
            let lp = b.while_loop(Expr::Bool(true), body);
            let body = vec![
                assign(src, Expr::bv(0, 32)),
                assign(dst, Expr::var(w)),
                st(StmtKind::Loop(lp)),
            ];
            let expected = if changed {
                expect![[r#"(src != dst)"#]]
            } else {
                expect![[r#"
                    (src != dst)
                    ((src == 0bv32) || (src == w))
                    ((dst == 0bv32) || (dst == w))"#]]
            };
            expected.assert_eq(&b.candidates(body, "swapPairDistinct"));
        }
    }
}
