//! Refined atomics: the arrays used only as monotone counters (every atomic on them counts up,
//! or every one counts down, by a positive literal), whose old values two threads get differ.

use std::collections::BTreeMap;

use ir::{ArrayId, Expr, Program, StmtKind};

/// Arrays every atomic operation of which moves a counter the same way: all `inc` (OpenCL,
/// without a wrap-around bound) or `add` of positive constants, or all `dec` or `sub` of
/// positive constants. The old values two such operations return on one cell differ; with
/// the step, when every operation steps by the same literal, they differ by a multiple of it.
pub(super) fn counter_arrays(prog: &Program) -> BTreeMap<ArrayId, Option<u128>> {
    // Per array: the direction and, when every atomic on it steps by the same literal, the step.
    let mut dir: BTreeMap<ArrayId, Option<(bool, Option<u128>)>> = BTreeMap::new();
    for (_, p) in prog.procs.iter() {
        let Some(body) = &p.body else { continue };
        ir::visit::walk_stmts(body, &mut |s| {
            if let StmtKind::Atomic {
                array, op, args, ..
            } = &s.kind
            {
                let positive = |e: &Expr| {
                    e.as_bv()
                        .filter(|&(v, w)| v != 0 && v < (1u128 << (w.max(1) - 1)))
                        .map(|(v, _)| v)
                };
                let d = match (op.as_str(), args.as_slice()) {
                    ("inc", []) => Some((true, Some(1))),
                    ("dec", []) => Some((false, Some(1))),
                    ("add", [a]) => positive(a).map(|k| (true, Some(k))),
                    ("sub", [a]) => positive(a).map(|k| (false, Some(k))),
                    _ => None,
                };
                let e = dir.entry(*array).or_insert(d);
                *e = match (*e, d) {
                    (Some((d1, s1)), Some((d2, s2))) if d1 == d2 => {
                        Some((d1, if s1 == s2 { s1 } else { None }))
                    }
                    _ => None,
                };
            }
        });
    }
    dir.into_iter()
        .filter_map(|(a, d)| d.map(|(_, step)| (a, step)))
        .collect()
}
