//! Tests of the `one-trip` pass: which loops become blocks, and which stay loops.

use ir::{AssertKind, BinOp, Dim, Expr, MemSpace, Special, StmtKind};

use crate::testutil::*;
use crate::Config;

fn count_loops(b: &Builder) -> usize {
    let mut n = 0;
    ir::visit::walk_stmts(b.prog.procs[b.k].body.as_ref().unwrap(), &mut |s| {
        n += usize::from(matches!(s.kind, StmtKind::Loop(_)))
    });
    n
}

/// A launch of groups of `size` threads (when given), and the kernel
/// `c := tid + start; loop { if !(c op bound) exit; A[c] := c; c := c + step }`.
fn sweep(size: Option<u128>, start: u128, op: BinOp, bound: u128, step: u128) -> Builder {
    let mut b = Builder::new();
    if let Some(size) = size {
        let gs = b.prog.special(Special::GroupSize(Dim::X));
        b.prog.axioms.push(Expr::eq(Expr::var(gs), n(size)));
    }
    let t = b.tid();
    let c = b.local("c");
    let a = b.array("A", MemSpace::Global);
    let l = b.label();
    let store = st(StmtKind::Store {
        array: a,
        group: None,
        index: v(c),
        value: v(c),
    });
    let k = b.k;
    b.body(
        k,
        vec![
            set(c, add(v(t), n(start))),
            lp(
                l,
                vec![
                    if_(
                        Expr::not(Expr::binary(op, v(c), n(bound))),
                        vec![exit(l)],
                        vec![],
                    ),
                    store,
                    set(c, add(v(c), n(step))),
                ],
            ),
        ],
    );
    b
}

fn loops_after(mut b: Builder) -> usize {
    run(&mut b.prog, "one-trip", &Config::default());
    count_loops(&b)
}

#[test]
fn a_stride_of_the_group_size_runs_once() {
    let mut b = sweep(Some(64), 0, BinOp::Slt, 64, 64);
    let out = run(&mut b.prog, "one-trip", &Config::default());
    assert_eq!(count_loops(&b), 0, "{out}");
    // The test is the only exit: the body runs under the test.
    assert!(kernel_text(&out).contains("if (c <s 64bv32)"), "{out}");
    assert!(!kernel_text(&out).contains("exit L"), "{out}");
    // Nothing reads the counter afterwards: its final step is dropped, and the block with it.
    assert!(!kernel_text(&out).contains("c := (c + 64bv32)"), "{out}");
    assert!(!kernel_text(&out).contains("block L"), "{out}");
    // Unsigned tests, and a bound the last thread reaches exactly.
    assert_eq!(loops_after(sweep(Some(64), 0, BinOp::Ult, 64, 64)), 0);
    assert_eq!(loops_after(sweep(Some(64), 0, BinOp::Sle, 63, 64)), 0);
    assert_eq!(loops_after(sweep(Some(64), 0, BinOp::Slt, 100, 100)), 0);
}

#[test]
fn loops_some_thread_can_run_twice_stay() {
    // Thread 0 runs at 0 and 32.
    assert_eq!(loops_after(sweep(Some(64), 0, BinOp::Slt, 64, 32)), 1);
    // Thread 0 runs at 0 and 64 <= 64.
    assert_eq!(loops_after(sweep(Some(64), 0, BinOp::Sle, 64, 64)), 1);
    // Thread 0 runs at 0 and 64 < 65.
    assert_eq!(loops_after(sweep(Some(64), 0, BinOp::Slt, 65, 64)), 1);
    // Unknown group size: the thread id has no range.
    assert_eq!(loops_after(sweep(None, 0, BinOp::Slt, 64, 64)), 1);
}

#[test]
fn a_step_that_can_wrap_around_keeps_the_loop() {
    // c + 64 passes 2^31 - 1 for the last threads: signed, it would be negative again.
    assert_eq!(
        loops_after(sweep(Some(64), 0x7fff_ffc1, BinOp::Slt, 0x7fff_fff0, 64)),
        1
    );
    // Unsigned, the same values do not wrap.
    assert_eq!(
        loops_after(sweep(Some(64), 0x7fff_ffc1, BinOp::Ult, 0x7fff_fff0, 64)),
        0
    );
    // Unsigned, past 2^32 they would.
    assert_eq!(
        loops_after(sweep(Some(64), 0xffff_ffa0, BinOp::Ult, 0xffff_fff0, 64)),
        1
    );
}

#[test]
fn a_counter_assigned_twice_keeps_the_loop() {
    let mut b = sweep(Some(64), 0, BinOp::Slt, 64, 64);
    let c = b.prog.procs[b.k].locals[0];
    let k = b.k;
    let body = b.prog.procs[k].body.as_mut().unwrap();
    let StmtKind::Loop(l) = &mut body[1].kind else {
        panic!("no loop")
    };
    l.body.insert(1, set(c, n(0)));
    assert_eq!(loops_after(b), 1);
}

#[test]
fn user_invariants_are_checked_on_entry_and_after_the_iteration() {
    let mut b = sweep(Some(64), 0, BinOp::Slt, 64, 64);
    let c = b.prog.procs[b.k].locals[0];
    let id = b.prog.new_assert(AssertKind::User, origin());
    let k = b.k;
    let body = b.prog.procs[k].body.as_mut().unwrap();
    let StmtKind::Loop(l) = &mut body[1].kind else {
        panic!("no loop")
    };
    l.invariants.push(ir::Invariant {
        id,
        cond: Expr::binary(BinOp::Sge, v(c), n(0)),
    });
    let out = run(&mut b.prog, "one-trip", &Config::default());
    assert_eq!(count_loops(&b), 0, "{out}");
    let checks = kernel_text(&out).matches("assert").count();
    assert_eq!(checks, 2, "{out}");
    let maintained = b.prog.asserts.iter().filter(|(_, a)| a.maintained).count();
    assert_eq!(maintained, 1, "{out}");
}

#[test]
fn a_loop_with_a_break_becomes_a_block_with_its_exits() {
    let mut b = sweep(Some(64), 0, BinOp::Slt, 64, 64);
    let c = b.prog.procs[b.k].locals[0];
    let k = b.k;
    let body = b.prog.procs[k].body.as_mut().unwrap();
    let StmtKind::Loop(l) = &mut body[1].kind else {
        panic!("no loop")
    };
    let label = l.label;
    l.body
        .insert(1, if_(Expr::eq(v(c), n(7)), vec![exit(label)], vec![]));
    let out = run(&mut b.prog, "one-trip", &Config::default());
    assert_eq!(count_loops(&b), 0, "{out}");
    assert!(kernel_text(&out).contains("block L"), "{out}");
    assert_eq!(kernel_text(&out).matches("exit L").count(), 2, "{out}");
}

#[test]
fn a_counter_read_after_the_loop_keeps_its_final_step() {
    let mut b = sweep(Some(64), 0, BinOp::Slt, 64, 64);
    let c = b.prog.procs[b.k].locals[0];
    let a = b.prog.arrays.iter().next().unwrap().0;
    let k = b.k;
    b.prog.procs[k]
        .body
        .as_mut()
        .unwrap()
        .push(st(StmtKind::Store {
            array: a,
            group: None,
            index: n(0),
            value: v(c),
        }));
    let out = run(&mut b.prog, "one-trip", &Config::default());
    assert_eq!(count_loops(&b), 0, "{out}");
    assert!(kernel_text(&out).contains("c := (c + 64bv32)"), "{out}");
}
