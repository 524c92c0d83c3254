//! Rule `loopNormalized` (PUG's loop normalization): for a loop that `loop-normalize` gave a
//! ghost iteration counter `k`, propose for each variable it describes, per thread, the
//! equation that relates the variable to `k` and its entry value `x0`: `x == x0 + k * s`
//! (`x0 - k * s` downwards), `x == x0 << k * c`, `x == x0 >> k * c`, or `x - x0 <=u k` for a
//! variable that grows by at most one per iteration. A step `s` that is not a literal would
//! make `k * s` non-linear: the equation is then `zext(x) == zext(x0) + steps`, with the ghost
//! sum of the steps (see [`ir::Derived::steps`]), which also says that `x` has not wrapped.
//! Two variables of one loop are then related through `k` (`idx == gid + i * global_size`,
//! `m == 1 << b`), in every entry of a loop that an outer loop starts again. In a predicated
//! loop the equations are also proposed under the loop's predicate, for loops entered by only
//! some threads. For a counter with a literal step the guard gives a bound (`x <= C` for
//! `x < C` counting up by one), which with the equations bounds `k` and every variable tied
//! to it.

use ir::{BinOp, Expr, Loop, Progression};

use super::predicated;
use crate::invariants::{Candidates, RuleCx};

/// `k` of thread `t` at the width of `x`.
pub(super) fn counter_for(cx: &RuleCx<'_>, t: usize, x: ir::VarId) -> Option<Expr> {
    let c = cx.counter?;
    let k = cx.per_thread(c.counter)[t];
    let from = cx.prog.vars[k].ty.width();
    let to = cx.prog.vars[x].ty.width();
    Some(crate::loop_normalize::counter_at_width(
        Expr::var(k),
        from,
        to,
    ))
}

/// `a * b`, or `a` when `b` is literal 1.
pub(super) fn times(a: Expr, b: &Expr) -> Expr {
    if b.as_bv().is_some_and(|(v, _)| v == 1) {
        a
    } else {
        Expr::binary(BinOp::Mul, a, b.clone())
    }
}

/// The equation of one described variable for thread `t`, or `None` when it does not apply.
pub(super) fn equation(cx: &RuleCx<'_>, d: &ir::Derived, t: usize) -> Option<Expr> {
    let x = cx.per_thread(d.var)[t];
    let x0 = Expr::var(cx.per_thread(d.entry)[t]);
    let k = counter_for(cx, t, x)?;
    let rhs = match &d.how {
        Progression::Linear { step, .. } if !step.is_literal() => {
            // A product of the counter with a variable is non-linear: the sum of the steps
            // says the same without one, exactly (at twice the width).
            let steps = cx.per_thread(d.steps?)[t];
            let w = cx.prog.vars[x].ty.width();
            let wide = |e: Expr| Expr::Cast(ir::CastOp::ZeroExt(2 * w), Box::new(e));
            return Some(Expr::eq(
                wide(Expr::var(x)),
                Expr::binary(BinOp::Add, wide(x0), Expr::var(steps)),
            ));
        }
        Progression::Shl(step) | Progression::LShr(step) | Progression::AShr(step)
            if !step.is_literal() =>
        {
            // A product of the counter with a variable is non-linear: left to `inductionPair`.
            return None;
        }
        Progression::Linear { step, down } => {
            let op = if *down { BinOp::Sub } else { BinOp::Add };
            Expr::binary(op, x0, times(k, &cx.at_thread(step, t)))
        }
        Progression::Shl(c) => Expr::binary(BinOp::Shl, x0, times(k, &cx.at_thread(c, t))),
        Progression::LShr(c) => Expr::binary(BinOp::LShr, x0, times(k, &cx.at_thread(c, t))),
        Progression::AShr(c) => Expr::binary(BinOp::AShr, x0, times(k, &cx.at_thread(c, t))),
        Progression::AtMostOne => {
            let grown = Expr::binary(BinOp::Sub, Expr::var(x), x0);
            return Some(Expr::binary(BinOp::Ule, grown, k));
        }
    };
    Some(Expr::eq(Expr::var(x), rhs))
}

/// Bounds from the guard for a counter that moves by a literal step: up by `s` under `x < C`
/// gives `x <= C + (s - 1)`; down by `s` under `x > C` gives `x >= C - (s - 1)` (the
/// signedness of the guard's comparison); by one under `x != C` (a pointer walked to its end)
/// gives `x <= C` (`x >= C` downwards), signed and unsigned. Only thread-1 and shared variables are guarded.
fn guard_bounds(cx: &RuleCx<'_>, d: &ir::Derived, out: &mut Candidates) {
    let Progression::Linear { step, down } = &d.how else {
        return;
    };
    let Some((s, w)) = step.as_bv() else { return };
    if s == 0 || s > 1 << 16 {
        return;
    }
    for x in cx.per_thread(d.var) {
        for atom in &cx.guard_atoms {
            let Expr::Binary(op, a, b) = atom else {
                continue;
            };
            let (op, c) = match (**a == Expr::var(x), **b == Expr::var(x)) {
                (true, false) => (*op, &**b),
                (false, true) => (flip(*op), &**a),
                _ => continue,
            };
            if !cx.is_invariant(c) {
                continue;
            }
            let slack = |e: &Expr, bop| {
                if s == 1 {
                    e.clone()
                } else {
                    Expr::binary(bop, e.clone(), Expr::bv(s - 1, w))
                }
            };
            let bound = match (op, *down) {
                (BinOp::Ult, false) => Expr::binary(BinOp::Ule, Expr::var(x), slack(c, BinOp::Add)),
                (BinOp::Slt, false) => Expr::binary(BinOp::Sle, Expr::var(x), slack(c, BinOp::Add)),
                (BinOp::Ugt, true) => Expr::binary(BinOp::Uge, Expr::var(x), slack(c, BinOp::Sub)),
                (BinOp::Sgt, true) => Expr::binary(BinOp::Sge, Expr::var(x), slack(c, BinOp::Sub)),
                (BinOp::Sge, true) if s == 1 => Expr::binary(
                    BinOp::Sge,
                    Expr::var(x),
                    Expr::binary(BinOp::Sub, c.clone(), Expr::bv(1, w)),
                ),
                // `x != C` stepping by one stops at `C` from either side; which side and in
                // which order (signed or unsigned) the guard does not say, so both orders.
                (BinOp::Ne | BinOp::Eq, _) if s == 1 => {
                    let (signed, unsigned) = if *down {
                        (BinOp::Sge, BinOp::Uge)
                    } else {
                        (BinOp::Sle, BinOp::Ule)
                    };
                    out.push(Expr::binary(signed, Expr::var(x), c.clone()));
                    Expr::binary(unsigned, Expr::var(x), c.clone())
                }
                _ => continue,
            };
            out.push(bound);
        }
    }
}

/// `a op b` as `b op' a`.
fn flip(op: BinOp) -> BinOp {
    use BinOp::*;
    match op {
        Ult => Ugt,
        Ugt => Ult,
        Ule => Uge,
        Uge => Ule,
        Slt => Sgt,
        Sgt => Slt,
        Sle => Sge,
        Sge => Sle,
        op => op,
    }
}

pub(crate) fn loop_normalized(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    let Some(c) = cx.counter else { return };
    for d in &c.derived {
        guard_bounds(cx, d, out);
        for t in 0..2 {
            let Some(e) = equation(cx, d, t) else {
                continue;
            };
            if lp.predicate.is_some() {
                out.push(predicated(cx, lp, e.clone()));
            }
            out.push(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    /// `for (i = 0, idx = gid, m = 1, c = 0; ...; i++, idx += stride, m <<= 1, h /= 2)`
    /// with `if (..) c++` inside, nested in an outer loop that starts it again.
    #[test]
    fn strided_shifted_and_counted_variables() {
        let mut b = Builder::new();
        let v = |b: &mut Builder, n: &str| b.var(n, Type::Bv(32), false);
        let (t, i, idx, m, h, c, stride, n) = (
            v(&mut b, "t"),
            v(&mut b, "i"),
            v(&mut b, "idx"),
            v(&mut b, "m"),
            v(&mut b, "h"),
            v(&mut b, "c"),
            v(&mut b, "stride"),
            v(&mut b, "n"),
        );
        let add = |x, e| Expr::binary(BinOp::Add, Expr::var(x), e);
        let one = Expr::bv(1, 32);
        let inner = b.while_loop(
            Expr::binary(BinOp::Ult, Expr::var(i), Expr::var(n)),
            vec![
                essential(),
                st(StmtKind::If {
                    cond: Expr::binary(BinOp::Ult, Expr::var(idx), Expr::var(n)),
                    then_body: vec![assign(c, add(c, one.clone()))],
                    else_body: vec![],
                    uniform: false,
                }),
                assign(i, add(i, one.clone())),
                assign(idx, add(idx, Expr::var(stride))),
                assign(m, Expr::binary(BinOp::Shl, Expr::var(m), one.clone())),
                assign(h, Expr::binary(BinOp::UDiv, Expr::var(h), Expr::bv(2, 32))),
            ],
        );
        let outer = b.while_loop(
            Expr::binary(BinOp::Ult, Expr::var(t), Expr::var(n)),
            vec![
                assign(i, Expr::bv(0, 32)),
                assign(idx, Expr::var(n)),
                st(StmtKind::Loop(inner)),
                assign(t, add(t, one.clone())),
            ],
        );
        b.set_body(vec![assign(t, Expr::bv(0, 32)), st(StmtKind::Loop(outer))]);
        crate::loop_normalize::run_on(&mut b.prog);
        let body = b.prog.procs[b.k].body.take().unwrap();
        expect![[r#"
            (t <=u n)
            (t == (t$entry + k$L1))
            (i <=u n)
            (i == (i$entry + k$L0))
            (zext64(idx) == (zext64(idx$entry) + idx$steps))
            (m == (m$entry << k$L0))
            (h == (h$entry >>u k$L0))
            ((c - c$entry) <=u k$L0)"#]]
        .assert_eq(&b.candidates(body, "loopNormalized"));
    }

    /// `for (p = row; p != end; p++)` and `for (q = top; q != row; q--)`: a walk stopped by
    /// `!=` stops at its end.
    #[test]
    fn walk_to_an_end_pointer() {
        let mut b = Builder::new();
        let v = |b: &mut Builder, n: &str| b.var(n, Type::Bv(32), false);
        let (p, q, row, top, end) = (
            v(&mut b, "p"),
            v(&mut b, "q"),
            v(&mut b, "row"),
            v(&mut b, "top"),
            v(&mut b, "end"),
        );
        let one = Expr::bv(1, 32);
        let up = b.while_loop(
            Expr::binary(BinOp::Ne, Expr::var(p), Expr::var(end)),
            vec![
                essential(),
                assign(p, Expr::binary(BinOp::Add, Expr::var(p), one.clone())),
            ],
        );
        let down = b.while_loop(
            Expr::binary(BinOp::Ne, Expr::var(q), Expr::var(row)),
            vec![
                essential(),
                assign(q, Expr::binary(BinOp::Sub, Expr::var(q), one.clone())),
            ],
        );
        b.set_body(vec![
            assign(p, Expr::var(row)),
            st(StmtKind::Loop(up)),
            assign(q, Expr::var(top)),
            st(StmtKind::Loop(down)),
        ]);
        crate::loop_normalize::run_on(&mut b.prog);
        let body = b.prog.procs[b.k].body.take().unwrap();
        expect![[r#"
            (p <=s end)
            (p <=u end)
            (p == (p$entry + k$L0))
            (q >=s row)
            (q >=u row)
            (q == (q$entry - k$L1))"#]]
        .assert_eq(&b.candidates(body, "loopNormalized"));
    }
}
