//! Tests of the `ssa` pass on a hand-built kernel: versions, φ as `ite` after an `if`, as
//! copies on loop-head and exit edges, and what is left alone.

use expect_test::expect;
use ir::{AssertKind, BinOp, Expr, Invariant, MemSpace, Props, StmtKind};

use crate::testutil::*;
use crate::Config;

#[test]
fn versions_and_joins() {
    let mut b = Builder::new();
    let x = b.local("x");
    let y = b.local("y");
    let tid = b.tid();
    let a = b.array("A", MemSpace::Global);
    let l = b.label();
    let inv = b
        .prog
        .new_assert(AssertKind::Invariant { tag: None }, origin());
    let k = b.k;
    let fin = b.assert(Expr::eq(v(x), n(10)));
    let mut lp_ = lp(
        l,
        vec![
            if_(Expr::not(lt(v(x), n(10))), vec![exit(l)], vec![]),
            set(x, add(v(x), n(1))),
        ],
    );
    if let StmtKind::Loop(lo) = &mut lp_.kind {
        lo.invariants.push(Invariant {
            id: inv,
            cond: Expr::binary(BinOp::Uge, v(x), n(1)),
        });
    }
    b.body(
        k,
        vec![
            set(x, n(1)),
            if_(
                lt(v(tid), n(4)),
                vec![set(x, add(v(x), n(1)))],
                vec![set(y, n(2))],
            ),
            st(StmtKind::Store {
                array: a,
                group: None,
                index: v(y),
                value: v(x),
            }),
            lp_,
            fin,
            set(y, v(x)),
        ],
    );
    b.prog.props = Props::TWO_THREAD;
    let out = run(&mut b.prog, "ssa", &Config::default());
    expect![[r#"
        kernel proc k() {
          x.1 := 1bv32
          if (local_id_x <u 4bv32) (non-uniform) {
            x.2 := (x.1 + 1bv32)
          } else {
            y.1 := 2bv32
          }
          x.3 := (if (local_id_x <u 4bv32) then x.2 else x.1)
          y.2 := (if (local_id_x <u 4bv32) then y else y.1)
          A[y.2] := x.3
          x.4 := x.3
          loop L0 (non-uniform) {
            invariant a0: (x.4 >=u 1bv32)
            if !(x.4 <u 10bv32) (non-uniform) {
              exit L0
            }
            x.5 := (x.4 + 1bv32)
            x.4 := x.5
          }
          assert a1 User: (x.4 == 10bv32)
          y.3 := x.4
        }
    "#]]
    .assert_eq(kernel_text(&out));
}

#[test]
fn unstable_conditions_are_bound_and_dead_code_dropped() {
    let mut b = Builder::new();
    let x = b.local("x");
    let g = b.prog.new_var(
        "g",
        ir::Type::Bv(32),
        ir::VarScope::Global,
        ir::VarRole::RaceGhost {
            array: None,
            what: "TRACKED".into(),
        },
        origin(),
    );
    let l = b.label();
    let k = b.k;
    b.body(
        k,
        vec![block(
            l,
            vec![
                // The branch changes `g`, which is not renamed: the join cannot re-read it.
                if_(lt(v(g), n(3)), vec![set(g, n(0)), set(x, n(1))], vec![]),
                exit(l),
                set(x, n(7)),
            ],
        )],
    );
    b.prog.props = Props::TWO_THREAD;
    let out = run(&mut b.prog, "ssa", &Config::default());
    expect![[r#"
        kernel proc k() {
          block L0 (non-uniform) {
            ssa.c := (g <u 3bv32)
            if ssa.c (non-uniform) {
              g := 0bv32
              x.1 := 1bv32
            }
            x.2 := (if ssa.c then x.1 else x)
            exit L0
          }
        }
    "#]]
    .assert_eq(kernel_text(&out));
}
