//! Tests of the SMT-LIB2 back end on the hand-built kernel the Boogie tests use: the generated
//! formula (golden), that the printed text reads back as written, and, when `z3` (and `cvc5`)
//! are installed, that the solver finds the same failures, counterexample values and Houdini
//! results as Boogie does.

use std::time::Duration;

use expect_test::expect;
use ir::{BinOp, Expr, StmtKind};

use super::sexp;
use super::{emit, verify, Options, RunOptions, Solver};
use crate::process;
use crate::test_program::{build, bv32};
use crate::verdict::How;

#[test]
fn golden_formula() {
    let b = build();
    let e = emit(&b.p, Options::default());
    assert!(e.errors.is_empty(), "{:?}", e.errors);
    expect![[r#"
        (declare-fun %H () Bool)
        (declare-fun %b1 () Bool)
        (declare-fun %b2 () Bool)
        (declare-fun local_id_x$1 () (_ BitVec 32))
        (declare-fun group_size_x () (_ BitVec 32))
        (assert (bvult local_id_x$1 group_size_x))
        (declare-fun local_id_x$2 () (_ BitVec 32))
        (assert (bvult local_id_x$2 group_size_x))
        (assert (not (= local_id_x$1 local_id_x$2)))
        (declare-fun _WRITE_HAS_OCCURRED_$$A () Bool)
        (define-fun %g@1 () Bool (not _WRITE_HAS_OCCURRED_$$A))
        (define-fun %f@2 () Bool (and %g@1 (not (bvule #x00000000 #x0000000a))))
        (define-fun %g@3 () Bool (and %g@1 (bvule #x00000000 #x0000000a)))
        (define-fun %f@4 () Bool (and (and %g@3 %b1) (not (bvule #x00000000 #x00000064))))
        (define-fun %f@5 () Bool (and (and %g@3 %b2) (not (= #x00000000 #x00000000))))
        (declare-fun $i@6 () (_ BitVec 32))
        (declare-fun _WRITE_HAS_OCCURRED_$$A@7 () Bool)
        (declare-fun $$A@8 () (Array (_ BitVec 1) (Array (_ BitVec 32) (_ BitVec 32))))
        (define-fun %g@9 () Bool (and %g@3 (bvule $i@6 #x0000000a)))
        (define-fun %g@10 () Bool (and %g@9 (=> %b1 (bvule $i@6 #x00000064))))
        (define-fun %g@11 () Bool (and %g@10 (=> %b2 (= $i@6 #x00000000))))
        (define-fun %c@12 () Bool (not (bvult $i@6 #x0000000a)))
        (define-fun %g@13 () Bool (and %g@11 %c@12))
        (define-fun %g@14 () Bool (and %g@11 (not %c@12)))
        (define-fun $$A@15 () (Array (_ BitVec 1) (Array (_ BitVec 32) (_ BitVec 32))) (store $$A@8 #b1 (store (select $$A@8 #b1) local_id_x$1 $i@6)))
        (define-fun $i@16 () (_ BitVec 32) (bvadd $i@6 #x00000001))
        (define-fun %f@17 () Bool (and %g@14 (not (bvule $i@16 #x0000000a))))
        (define-fun %g@18 () Bool (and %g@14 (bvule $i@16 #x0000000a)))
        (define-fun %f@19 () Bool (and (and %g@18 %b1) (not (bvule $i@16 #x00000064))))
        (define-fun %f@20 () Bool (and (and %g@18 %b2) (not (= $i@16 #x00000000))))
        (define-fun $x$1@21 () (_ BitVec 8) ((_ extract 7 0) (select (select $$A@8 #b1) local_id_x$1)))
        (define-fun $x$2@22 () (_ BitVec 8) ((_ extract 7 0) local_id_x$2))
        (define-fun $i.1@23 () Bool (not (= $x$2@22 #x00)))
        (define-fun %f@24 () Bool (and %g@13 (not (= $i@6 #x0000000a))))
        (define-fun %g@25 () Bool (and %g@13 (or %H (= $i@6 #x0000000a))))
        (define-fun %f@26 () Bool (and %g@25 (not (= ((_ zero_extend 32) local_id_x$1) #x0000000000000000))))
        (define-fun %g@27 () Bool (and %g@25 (or %H (= ((_ zero_extend 32) local_id_x$1) #x0000000000000000))))
    "#]].assert_eq(&e.formula);
}

#[test]
fn printed_text_reads_back() {
    let b = build();
    let e = emit(&b.p, Options::default());
    let script = e.script(Solver::Z3);
    let items = sexp::parse_all(&script).unwrap();
    let again: String = items.iter().map(|s| format!("{s}\n")).collect();
    let without_comments: String = script
        .lines()
        .filter(|l| !l.starts_with(';'))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(again, without_comments);
}

fn solver(s: Solver) -> Option<RunOptions> {
    let program = process::find_executable(s.name().as_ref())?;
    Some(RunOptions {
        solver: s,
        program,
        timeout: Some(Duration::from_secs(60)),
        infer: true,
        error_limit: 5,
        transcript: None,
        final_tactic: None,
    })
}

fn reports_like_boogie(s: Solver) {
    let Some(opts) = solver(s) else {
        eprintln!("note: {} not installed; skipping", s.name());
        return;
    };
    let b = build();
    let e = emit(&b.p, Options::default());
    let (v, _) = verify(&b.p, &e, &opts).unwrap();
    assert_eq!(v.failures.len(), 1, "{v:?}");
    let f = &v.failures[0];
    assert_eq!((f.assert, f.how), (b.fails, How::Assert));
    let lid1 = f.value(b.lid1).expect("a value for local_id_x$1");
    assert_ne!(lid1, 0);
    if let Some(g) = f.value(b.gsx) {
        assert!(lid1 < g);
    }
    let tags: Vec<(String, usize, usize)> = v
        .houdini
        .iter()
        .map(|t| (t.tag.clone(), t.proposed, t.proved))
        .collect();
    assert_eq!(
        tags,
        vec![("guardNonNeg".into(), 1, 0), ("loopBound".into(), 1, 1)]
    );
    assert!(!v.inconclusive);

    // Without inference the candidates are dropped and the same failure remains.
    let (v, _) = verify(
        &b.p,
        &e,
        &RunOptions {
            infer: false,
            ..opts.clone()
        },
    )
    .unwrap();
    assert_eq!(
        v.failures.iter().map(|f| f.assert).collect::<Vec<_>>(),
        vec![b.fails]
    );
    assert!(v.houdini.is_empty());

    // A user invariant that holds on entry but is not maintained is reported from Houdini.
    let mut b = build();
    let k = b.p.kernel.unwrap();
    if let Some(StmtKind::Loop(l)) = b.p.procs[k].body.as_mut().map(|body| &mut body[2].kind) {
        l.invariants[0].cond = Expr::binary(BinOp::Ule, Expr::var(b.i), bv32(5));
    }
    let e = emit(&b.p, Options::default());
    let (v, _) = verify(&b.p, &e, &opts).unwrap();
    let got: Vec<_> = v.failures.iter().map(|f| (f.assert, f.how)).collect();
    assert_eq!(got, vec![(b.user_inv, How::InvariantMaintained)]);
}

#[test]
fn z3_reports_like_boogie() {
    reports_like_boogie(Solver::Z3);
}

#[test]
fn cvc5_reports_like_boogie() {
    reports_like_boogie(Solver::Cvc5);
}

#[test]
fn unrolling_checks_invariants_as_assertions() {
    let Some(opts) = solver(Solver::Z3) else {
        return;
    };
    let b = build();
    let run = |n: u32| {
        let e = emit(
            &b.p,
            Options {
                unroll: Some(n),
                ..Options::default()
            },
        );
        let (v, _) = verify(
            &b.p,
            &e,
            &RunOptions {
                infer: false,
                ..opts.clone()
            },
        )
        .unwrap();
        v.failures
            .iter()
            .map(|f| (f.assert, f.how))
            .collect::<Vec<_>>()
    };
    // The loop runs ten times: with two iterations no execution leaves it, so nothing after
    // it is checked (as with Boogie's `/loopUnroll:2`); with eleven the final assertion fails.
    assert_eq!(run(2), vec![]);
    assert_eq!(run(11), vec![(b.fails, How::Assert)]);
    // The user invariant `i <= 10` becomes an assertion checked before each iteration.
    let mut b2 = build();
    let k = b2.p.kernel.unwrap();
    if let Some(StmtKind::Loop(l)) = b2.p.procs[k].body.as_mut().map(|body| &mut body[2].kind) {
        l.invariants[0].cond = Expr::binary(BinOp::Ule, Expr::var(b2.i), bv32(1));
    }
    let e = emit(
        &b2.p,
        Options {
            unroll: Some(3),
            ..Options::default()
        },
    );
    let (v, _) = verify(
        &b2.p,
        &e,
        &RunOptions {
            infer: false,
            ..opts
        },
    )
    .unwrap();
    let got: Vec<_> = v.failures.iter().map(|f| (f.assert, f.how)).collect();
    assert_eq!(got, vec![(b2.user_inv, How::Assert)]);
}

#[test]
fn leftover_barrier_is_an_internal_error() {
    let mut b = build();
    let k = b.p.kernel.unwrap();
    if let Some(body) = b.p.procs[k].body.as_mut() {
        body.push(crate::test_program::st(StmtKind::Barrier {
            local_fence: Expr::Bool(true),
            global_fence: Expr::Bool(false),
            grid: false,
        }));
    }
    let e = emit(&b.p, Options::default());
    assert_eq!(
        e.errors,
        vec!["barrier statement reached the smt2 back end".to_string()]
    );
}

/// With products abstracted, `(lid + 1) * n` is multiplied out, so both sides of
/// `(lid + 1) * n == lid * n + n` share the one uninterpreted product `n * lid` (operands in a
/// fixed order), and a product with a literal stays `bvmul`.
#[test]
fn abstract_products_multiply_out_sums() {
    let mut b = build();
    let lid = b.p.find_special(ir::Special::LocalId(ir::Dim::X)).unwrap();
    let lid1 = b.p.vars[lid].copies.unwrap()[0];
    let n = Expr::var(
        b.p.find_special(ir::Special::GroupSize(ir::Dim::X))
            .unwrap(),
    );
    let mul = |x: Expr, y: Expr| Expr::binary(BinOp::Mul, x, y);
    let add = |x: Expr, y: Expr| Expr::binary(BinOp::Add, x, y);
    let l = Expr::var(lid1);
    b.p.axioms.push(Expr::eq(
        mul(add(l.clone(), bv32(1)), n.clone()),
        add(mul(n.clone(), l.clone()), n.clone()),
    ));
    b.p.axioms.push(Expr::eq(mul(l, bv32(4)), bv32(8)));
    let precise = emit(&b.p, Options::default());
    assert!(!precise.formula.contains("uf.mul32"));
    let e = emit(
        &b.p,
        Options {
            abstract_products: true,
            ..Options::default()
        },
    );
    assert!(e.errors.is_empty(), "{:?}", e.errors);
    let axioms: Vec<&str> = e.formula.lines().filter(|l| l.contains("mul")).collect();
    expect![[r#"
        (declare-fun uf.mul32 ((_ BitVec 32) (_ BitVec 32)) (_ BitVec 32))
        (assert (= (bvadd (uf.mul32 group_size_x local_id_x$1) (bvmul #x00000001 group_size_x)) (bvadd (uf.mul32 group_size_x local_id_x$1) group_size_x)))
        (assert (= (bvmul local_id_x$1 #x00000004) #x00000008))"#]]
    .assert_eq(&axioms.join("\n"));
}

/// A thread's global id (`group_id * group_size + local_id`, either order of either operation)
/// is one named constant per thread and dimension, declared and defined once.
#[test]
fn global_ids_are_named_once() {
    use ir::{Dim, Special, Thread, Type, VarRole, VarScope};
    let mut b = build();
    let lid = b.p.find_special(Special::LocalId(Dim::X)).unwrap();
    let size = Expr::var(b.p.find_special(Special::GroupSize(Dim::X)).unwrap());
    let mut gid = Vec::new();
    for (t, l) in Thread::BOTH.into_iter().zip(b.p.vars[lid].copies.unwrap()) {
        let g = b.p.new_var(
            "group_id_x",
            Type::Bv(32),
            VarScope::Global,
            VarRole::Special(Special::GroupId(Dim::X)),
            ir::Origin::Synthetic("test"),
        );
        b.p.vars[g].thread = Some(t);
        gid.push((Expr::var(g), Expr::var(l)));
    }
    let mul = |x: &Expr, y: &Expr| Expr::binary(BinOp::Mul, x.clone(), y.clone());
    let add = |x: Expr, y: Expr| Expr::binary(BinOp::Add, x, y);
    let (g1, l1) = &gid[0];
    let (g2, l2) = &gid[1];
    b.p.axioms.push(Expr::eq(
        add(mul(g1, &size), l1.clone()),
        add(l2.clone(), mul(&size, g2)),
    ));
    b.p.axioms.push(Expr::binary(
        BinOp::Ult,
        add(l1.clone(), mul(&size, g1)),
        bv32(64),
    ));
    // Not a global id: the group id of the other thread.
    b.p.axioms.push(Expr::binary(
        BinOp::Ult,
        add(mul(g2, &size), l1.clone()),
        bv32(64),
    ));
    let e = emit(&b.p, Options::default());
    assert!(e.errors.is_empty(), "{:?}", e.errors);
    let lines: Vec<&str> = e
        .formula
        .lines()
        .filter(|l| l.contains("group_id") || l.contains("global_id"))
        .collect();
    expect![[r#"
        (declare-fun group_id_x$1 () (_ BitVec 32))
        (declare-fun %global_id_x$1 () (_ BitVec 32))
        (assert (= %global_id_x$1 (bvadd (bvmul group_id_x$1 group_size_x) local_id_x$1)))
        (declare-fun group_id_x.1$2 () (_ BitVec 32))
        (declare-fun %global_id_x$2 () (_ BitVec 32))
        (assert (= %global_id_x$2 (bvadd local_id_x$2 (bvmul group_size_x group_id_x.1$2))))
        (assert (= %global_id_x$1 %global_id_x$2))
        (assert (bvult %global_id_x$1 #x00000040))
        (assert (bvult (bvadd (bvmul group_id_x.1$2 group_size_x) local_id_x$1) #x00000040))"#]]
    .assert_eq(&lines.join("\n"));
}
