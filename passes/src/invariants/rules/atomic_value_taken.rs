//! Rule `atomicValueTaken`: when a loop logs accesses at offsets that are the old values an
//! atomic on a counter returned (`slot = atomic_inc(cnt); A[slot] = ...`), and the counter has
//! a values-taken map (`ArrayData::values_taken`), propose `HAS ==> USED[cell ++ W] == 1`: the
//! offset thread 1 logged is a value the counter has handed out, so a claim that returns a
//! fresh value (as `dualise` assumes of counters) cannot meet it.

use ir::{BinOp, Expr, Loop, StmtKind};

use crate::invariants::{Candidates, RuleCx};

pub(crate) fn atomic_value_taken(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    // The values-taken stores of the loop: (map, group selector, cell, value variable).
    let mut stores = Vec::new();
    ir::visit::walk_stmts(&lp.body, &mut |s| {
        if let StmtKind::Store {
            array,
            group,
            index: Expr::Binary(BinOp::Concat, cell, value),
            ..
        } = &s.kind
        {
            if let (true, Expr::Var(v)) = (cx.prog.arrays[*array].ghost, &**value) {
                stores.push((*array, group.clone(), (**cell).clone(), *v));
            }
        }
    });
    if stores.is_empty() {
        return;
    }
    for l in &cx.logs {
        let Expr::Var(off) = cx.resolve(&l.offset) else {
            continue;
        };
        for (map, group, cell, v) in &stores {
            if *v != off
                || !cx.is_invariant(cell)
                || !group.as_ref().is_none_or(|g| cx.is_invariant(g))
            {
                continue;
            }
            if cx.prog.type_of(&w) != cx.prog.type_of(&Expr::Var(off)) {
                continue;
            }
            let taken = Expr::Load {
                array: *map,
                group: group.clone().map(Box::new),
                index: Box::new(Expr::binary(BinOp::Concat, cell.clone(), w.clone())),
            };
            out.push(Expr::implies(
                Expr::var(l.has),
                Expr::eq(taken, Expr::bv(1, 1)),
            ));
        }
    }
}
