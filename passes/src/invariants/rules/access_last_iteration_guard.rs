//! Rule `accessLastIterationGuard`: at the head of a loop with a barrier, the accesses thread 1
//! has logged since the last barrier are those of the iteration just finished (or, before the
//! first iteration, those before the loop). For an access logged under predicates whose
//! definitions in the loop read only loop-invariant values and variables that `loop-normalize`
//! relates to the iteration counter `k`, propose `HAS ==> k == 0 || g` where `g` is the
//! predicates' condition with each such variable at its value in iteration `k - 1` (as the
//! counter's equations give it), and the same with the current values. This is the
//! `thid < d` of the previous step of an up-sweep whose barrier opens the loop body, which
//! keeps thread 0's write after the loop apart from the other threads' last accesses. Uniform
//! branches around the access count as predicates: a read after a barrier that only the last
//! iteration reaches (`if (i == n - 1) { barrier; .. = s[..]; }`) is then known to have been
//! in the iteration just finished, so the next one, which cannot exist, cannot race with it.

use std::collections::BTreeMap;

use ir::{BinOp, Expr, Loop, Progression, VarId, VarRole};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn access_last_iteration_guard(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    if !lp.has_barrier {
        return;
    }
    let Some(counter) = cx.counter else { return };
    let k = cx.per_thread(counter.counter)[0];
    let kw = cx.prog.vars[k].ty.width();
    let first = Expr::eq(Expr::var(k), Expr::bv(0, kw));
    // Thread 1's described variables: their value at iteration `k - 1`.
    let mut previous: BTreeMap<VarId, Expr> = BTreeMap::new();
    for d in &counter.derived {
        let x = cx.per_thread(d.var)[0];
        if let Some(e) = value_at_previous(cx, d, x, k, kw) {
            previous.insert(x, e);
        }
    }
    for log in &cx.logs {
        let Some(guard) = guard_of(cx, log) else {
            continue;
        };
        let readable = crate::invariants::vars(&guard)
            .into_iter()
            .all(|v| previous.contains_key(&v) || !cx.modified.contains(&v));
        if !readable || cx.is_invariant(&guard) {
            continue;
        }
        let before = ir::visit::map_expr(guard.clone(), &mut |x| match x {
            Expr::Var(v) => previous.get(&v).cloned().unwrap_or(x),
            x => x,
        });
        // Nothing logged before the loop: the access happened in an earlier iteration.
        out.push(Expr::implies(
            Expr::var(log.has),
            Expr::and(Expr::not(first.clone()), before.clone()),
        ));
        for g in [before, guard] {
            out.push(Expr::implies(
                Expr::var(log.has),
                Expr::or(first.clone(), g),
            ));
        }
    }
}

/// The conjunction of [`guard_conjuncts`]; `None` when there are none.
fn guard_of(cx: &RuleCx<'_>, log: &crate::invariants::analysis::Log) -> Option<Expr> {
    let parts = guard_conjuncts(cx, log);
    (!parts.is_empty()).then(|| Expr::all(parts))
}

/// The conjuncts of the loop's single definitions of the log's predicates, predicates inside
/// them expanded (a few levels deep), and of the uniform branch conditions around it; a
/// conjunct that is a predicate without a single definition in the loop (the loop's own
/// predicate in a predicated loop) is left out, which weakens the guard.
pub(super) fn guard_conjuncts(
    cx: &RuleCx<'_>,
    log: &crate::invariants::analysis::Log,
) -> Vec<Expr> {
    let mut parts = Vec::new();
    for &p in &log.predicates {
        expand_conjuncts(cx, &Expr::var(p), 4, &mut parts);
    }
    for c in &log.conditions {
        expand_conjuncts(cx, &cx.resolve(c), 4, &mut parts);
    }
    parts
}

/// The conjuncts of `e` with predicates expanded as [`expand`] does; those it cannot expand
/// are left out.
fn expand_conjuncts(cx: &RuleCx<'_>, e: &Expr, depth: u32, out: &mut Vec<Expr>) {
    let mut cs = Vec::new();
    super::conditions_implied_by_enabledness::conjuncts(e, &mut cs);
    for c in cs {
        match c {
            Expr::Var(v)
                if cx.prog.vars[v].role == VarRole::Predicate && cx.modified.contains(&v) =>
            {
                if let (Some([Some(def)]), true) =
                    (cx.loop_defs.get(&v).map(Vec::as_slice), depth > 0)
                {
                    expand_conjuncts(cx, &cx.resolve(def), depth - 1, out);
                }
            }
            c => out.extend(expand(cx, &c, depth)),
        }
    }
}

fn expand(cx: &RuleCx<'_>, e: &Expr, depth: u32) -> Option<Expr> {
    let mut ok = true;
    let out = ir::visit::map_expr(e.clone(), &mut |x| match x {
        Expr::Var(v) if cx.prog.vars[v].role == VarRole::Predicate && cx.modified.contains(&v) => {
            match cx.loop_defs.get(&v).map(Vec::as_slice) {
                Some([Some(def)]) if depth > 0 => match expand(cx, &cx.resolve(def), depth - 1) {
                    Some(d) => d,
                    None => {
                        ok = false;
                        x
                    }
                },
                _ => {
                    ok = false;
                    x
                }
            }
        }
        x => x,
    });
    ok.then_some(out)
}

/// `x` (thread 1's copy of `d.var`) in iteration `k - 1`, from its equation with `k`.
fn value_at_previous(
    cx: &RuleCx<'_>,
    d: &ir::Derived,
    x: VarId,
    k: VarId,
    kw: u32,
) -> Option<Expr> {
    let xw = cx.prog.vars[x].ty.width();
    let x0 = Expr::var(cx.per_thread(d.entry)[0]);
    let prev_k = crate::loop_normalize::counter_at_width(
        Expr::binary(BinOp::Sub, Expr::var(k), Expr::bv(1, kw)),
        kw,
        xw,
    );
    let scaled = |c: &Expr| super::loop_normalized::times(prev_k.clone(), &cx.at_thread(c, 0));
    Some(match &d.how {
        Progression::Linear { step, down } if step.is_literal() => {
            let op = if *down { BinOp::Sub } else { BinOp::Add };
            Expr::binary(op, x0, scaled(step))
        }
        Progression::Shl(c) if c.is_literal() => Expr::binary(BinOp::Shl, x0, scaled(c)),
        Progression::LShr(c) if c.is_literal() => Expr::binary(BinOp::LShr, x0, scaled(c)),
        Progression::AShr(c) if c.is_literal() => Expr::binary(BinOp::AShr, x0, scaled(c)),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Dim, Expr, MemSpace, Special, StmtKind, Type, VarRole};

    use crate::invariants::testutil::{assign, st, Builder};

    /// `for (d = 128; d > 0; d >>= 1) { barrier; if (lid < d) A[lid] = ..; }`.
    #[test]
    fn guard_of_the_step_before() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Shared);
        let [l1, _] = b.special2(Special::LocalId(Dim::X));
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let d = b.var("d", Type::Bv(32), true);
        let p = b.var("p", Type::Bool, false);
        b.prog.vars[p].role = VarRole::Predicate;
        let [p1, _] = b.dualise(p);
        let (lhs, guarded) = b.guarded_log(has, Expr::var(l1), p1);
        let mut lp = b.while_loop(
            Expr::binary(BinOp::Ugt, Expr::var(d), Expr::bv(0, 32)),
            vec![
                assign(p1, Expr::binary(BinOp::Ult, Expr::var(l1), Expr::var(d))),
                assign(lhs, guarded),
                assign(d, Expr::binary(BinOp::LShr, Expr::var(d), Expr::bv(1, 32))),
            ],
        );
        lp.has_barrier = true;
        b.set_body(vec![assign(d, Expr::bv(128, 32)), st(StmtKind::Loop(lp))]);
        crate::loop_normalize::run_on(&mut b.prog);
        let body = b.prog.procs[b.k].body.take().unwrap();
        expect![[r#"
            (_WRITE_HAS_OCCURRED ==> (!(k$L0 == 0bv32) && (local_id_x$1 <u (d$entry >>u (k$L0 - 1bv32)))))
            (_WRITE_HAS_OCCURRED ==> ((k$L0 == 0bv32) || (local_id_x$1 <u (d$entry >>u (k$L0 - 1bv32)))))
            (_WRITE_HAS_OCCURRED ==> ((k$L0 == 0bv32) || (local_id_x$1 <u d)))"#]].assert_eq(&b.candidates(body, "accessLastIterationGuard"));
    }
}
