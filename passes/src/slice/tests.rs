//! Tests of the `slice` pass: what it removes, alone and after `ssa`.

use expect_test::expect;
use ir::{Expr, MemSpace, Props, StmtKind};

use crate::testutil::*;
use crate::Config;

/// `t`, `u`, `y` and `z` feed nothing; `B` is never read; `x` only feeds `B`; the loop
/// counter decides the loop's exit; `A` feeds the assertion.
fn program() -> Builder {
    let mut b = Builder::new();
    let (t, u, x, y, z, i) = (
        b.local("t"),
        b.local("u"),
        b.local("x"),
        b.local("y"),
        b.local("z"),
        b.local("i"),
    );
    let tid = b.tid();
    let a = b.array("A", MemSpace::Global);
    let bb = b.array("B", MemSpace::Global);
    let l = b.label();
    let k = b.k;
    let check = b.assert(Expr::eq(Expr::load(a, v(tid)), n(7)));
    let store = |array, index, value| {
        st(StmtKind::Store {
            array,
            group: None,
            index,
            value,
        })
    };
    b.body(
        k,
        vec![
            set(t, add(v(tid), n(1))),
            set(u, add(v(t), v(t))),
            set(x, n(1)),
            if_(lt(v(tid), n(4)), vec![set(y, n(5))], vec![]),
            store(bb, n(0), v(x)),
            store(a, v(tid), n(7)),
            set(i, n(0)),
            set(z, n(0)),
            lp(
                l,
                vec![
                    if_(Expr::not(lt(v(i), n(10))), vec![exit(l)], vec![]),
                    set(i, add(v(i), n(1))),
                    set(z, add(v(z), v(i))),
                ],
            ),
            check,
            set(x, v(i)),
            set(i, n(3)),
        ],
    );
    b.prog.props = Props::TWO_THREAD;
    b
}

#[test]
fn drops_what_feeds_nothing() {
    let mut b = program();
    let out = run(&mut b.prog, "slice", &Config::default());
    expect![[r#"
        kernel proc k() {
          A[local_id_x] := 7bv32
          i := 0bv32
          loop L0 (non-uniform) {
            if !(i <u 10bv32) (non-uniform) {
              exit L0
            }
            i := (i + 1bv32)
          }
          assert a0 User: (A[local_id_x] == 7bv32)
          i := 3bv32
        }
    "#]]
    .assert_eq(kernel_text(&out));
}

#[test]
fn after_ssa_drops_dead_definitions_of_live_variables() {
    // `i := 3` at the end defines a variable that is read elsewhere: only after `ssa` is that
    // definition a variable of its own, which nothing reads.
    let mut b = program();
    let out = run(&mut b.prog, "ssa,slice", &Config::default());
    expect![[r#"
        kernel proc k() {
          A[local_id_x] := 7bv32
          i.1 := 0bv32
          i.2 := i.1
          loop L0 (non-uniform) {
            if !(i.2 <u 10bv32) (non-uniform) {
              exit L0
            }
            i.3 := (i.2 + 1bv32)
            i.2 := i.3
          }
          assert a0 User: (A[local_id_x] == 7bv32)
        }
    "#]]
    .assert_eq(kernel_text(&out));
}
