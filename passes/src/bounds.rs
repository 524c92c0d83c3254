//! The `bounds` pass: with `--check-array-bounds`, an obligation before every memory access
//! that its offset lies inside the array (GPUVerify's `{:array_bounds}` checks).
//!
//! Input: the program after `inline` (any later stage works as long as no race instrumentation
//! has run, since only the user's own accesses are checked). For each load, store and atomic
//! update of an array whose size is known, `0 <= index < cells` (signed, in the array's cells:
//! elements times source element width over cell width, so a byte-modelled array has four
//! cells per `int`); for arrays of unknown size (pointer parameters) only `0 <= index`. A load
//! that runs only under a condition inside its expression (the arms of `?:`, the right operand
//! of `&&`, `||`, `==>`) is checked under that condition. Only accesses are checked (see
//! [`crate::access`]): loads in assumptions, invariants and contracts are not. The subscripts of each
//! dimension of a C array are checked by the front end; this pass checks the whole offset,
//! which also covers pointers and accesses at another width than the element.

use ir::visit::child_blocks_mut;
use ir::{ArrayId, AssertKind, BinOp, Block, Expr, Program, Stmt, StmtKind, Type};

use crate::access::accesses;

use crate::pipeline::PassArgs;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "bounds",
    summary: "with --check-array-bounds, check that every access lies inside its array",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("bounds: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Bounds)),
    }
}

/// The `bounds` pass.
pub struct Bounds;

impl Pass for Bounds {
    fn name(&self) -> &'static str {
        "bounds"
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        if !cx.config.check_array_bounds {
            return Ok(());
        }
        let ids: Vec<_> = prog.procs.iter().map(|(id, _)| id).collect();
        for p in ids {
            if let Some(mut body) = prog.procs[p].body.take() {
                block(prog, &mut body);
                prog.procs[p].body = Some(body);
            }
        }
        Ok(())
    }
}

/// The number of cells of an array when its size is known.
pub fn cells(prog: &Program, a: ArrayId) -> Option<u128> {
    let d = &prog.arrays[a];
    let mut n: u128 = 1;
    for x in &d.dims {
        n = n.checked_mul(u128::from((*x)?))?;
    }
    let cell = u128::from(d.elem.width().max(1));
    let n = n.checked_mul(u128::from(d.source_elem_width.max(1)))? / cell;
    (n > 0).then_some(n)
}

fn block(prog: &mut Program, b: &mut Block) {
    let old = std::mem::take(b);
    for mut s in old {
        for blk in child_blocks_mut(&mut s) {
            block(prog, blk);
        }
        for acc in accesses(prog, &s) {
            let w = match prog.type_of(&acc.index) {
                Type::Bv(w) => w,
                Type::Bool => continue,
            };
            let mut within = Expr::binary(BinOp::Sge, acc.index.clone(), Expr::bv(0, w));
            if let Some(n) = cells(prog, acc.array) {
                let upper = if w < 128 && n >> (w - 1) != 0 {
                    // The size is not representable as a signed index: only the sign matters.
                    Expr::Bool(true)
                } else {
                    Expr::binary(BinOp::Slt, acc.index.clone(), Expr::bv(n, w))
                };
                within = Expr::and(within, upper);
            }
            let id = prog.new_assert(AssertKind::ArrayBounds { array: acc.array }, s.origin);
            b.push(Stmt::new(
                StmtKind::Assert {
                    id,
                    cond: Expr::implies(acc.guard, within),
                },
                s.origin,
            ));
        }
        b.push(s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::*;
    use crate::Config;
    use ir::MemSpace;

    #[test]
    fn checks_stores_and_guarded_loads_against_the_size() {
        let mut b = Builder::new();
        let tid = b.tid();
        let x = b.local("x");
        let a = b.array("A", MemSpace::Shared);
        b.prog.arrays[a].dims = vec![Some(4), Some(8)];
        let g = b.array("G", MemSpace::Global);
        let k = b.k;
        let cond = lt(v(tid), n(3));
        b.body(
            k,
            vec![
                st(StmtKind::Store {
                    array: a,
                    group: None,
                    index: v(tid),
                    value: n(1),
                }),
                set(
                    x,
                    Expr::ite(cond, Expr::load(g, v(tid)), Expr::load(a, n(0))),
                ),
            ],
        );
        let cfg = Config {
            check_array_bounds: true,
            ..Config::default()
        };
        let out = run(&mut b.prog, "bounds", &cfg);
        let text = kernel_text(&out);
        assert!(
            text.contains("assert a0 ArrayBounds { array: A0 }: ((local_id_x >=s 0bv32) && (local_id_x <s 32bv32))"),
            "{text}"
        );
        assert!(
            text.contains("((local_id_x <u 3bv32) ==> (local_id_x >=s 0bv32))"),
            "{text}"
        );
        assert!(
            text.contains("(!(local_id_x <u 3bv32) ==> ((0bv32 >=s 0bv32) && (0bv32 <s 32bv32)))"),
            "{text}"
        );
    }

    #[test]
    fn off_without_the_option() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Shared);
        let k = b.k;
        b.body(
            k,
            vec![st(StmtKind::Store {
                array: a,
                group: None,
                index: n(9),
                value: n(1),
            })],
        );
        let out = run(&mut b.prog, "bounds", &Config::default());
        assert!(!kernel_text(&out).contains("assert"), "{out}");
    }
}
