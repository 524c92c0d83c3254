//! Tests of the Boogie back end on a hand-built two-thread kernel: the printed text (golden),
//! and, when `boogie` and `z3` are installed, that Boogie accepts it and reports the expected
//! failures with counterexample values.

use std::path::PathBuf;
use std::time::Duration;

use expect_test::expect;
use ir::{BinOp, Expr, StmtKind};

use super::{emit, verify, How, RunOptions};
use crate::process;

use crate::test_program::{build, bv32, st};

#[test]
fn golden_text() {
    let b = build();
    let e = emit(&b.p);
    assert!(e.errors.is_empty(), "{:?}", e.errors);
    expect![[r#"
        type _SIZE_T_TYPE = bv32;
        var {:source_name "A"} {:group_shared} $$A : [bv1][bv32]bv32;
        const local_id_x$1 : bv32;
        const local_id_x$2 : bv32;
        const group_size_x : bv32;
        var _WRITE_HAS_OCCURRED_$$A : bool;
        function {:bvbuiltin "bvadd"} BV32_ADD(bv32, bv32) : bv32;
        function {:bvbuiltin "bvule"} BV32_ULE(bv32, bv32) : bool;
        function {:bvbuiltin "bvult"} BV32_ULT(bv32, bv32) : bool;
        function {:bvbuiltin "zero_extend 32"} BV32_ZEXT64(bv32) : bv64;
        const {:existential true} _b1 : bool;
        const {:existential true} _b2 : bool;
        axiom BV32_ULT(local_id_x$1, group_size_x);
        axiom BV32_ULT(local_id_x$2, group_size_x);
        axiom (local_id_x$1 != local_id_x$2);

        procedure {:kernel} $k()
          modifies $$A, _WRITE_HAS_OCCURRED_$$A;
        {
          var $i : bv32;
          var $x$1 : bv8;
          var $x$2 : bv8;
          var $i.1 : bool;
          $entry:
            assume !_WRITE_HAS_OCCURRED_$$A;
            $i := 0bv32;
            goto $loop_head1;
          $loop_head1:
            assert {:aid 0} BV32_ULE($i, 10bv32);
            assert {:tag "loopBound"} {:aid 1} (_b1 ==> BV32_ULE($i, 100bv32));
            assert {:tag "guardNonNeg"} {:aid 2} (_b2 ==> ($i == 0bv32));
            goto $loop_body2;
          $loop_body2:
            goto $then4, $else5;
          $then4:
            assume !BV32_ULT($i, 10bv32);
            goto $loop_end3;
          $dead7:
            goto $join6;
          $else5:
            assume BV32_ULT($i, 10bv32);
            goto $join6;
          $join6:
            $$A[1bv1][local_id_x$1] := $i;
            _WRITE_HAS_OCCURRED_$$A := true;
            $i := BV32_ADD($i, 1bv32);
            goto $loop_head1;
          $loop_end3:
            $x$1 := $$A[1bv1][local_id_x$1][8:0];
            $x$2 := local_id_x$2[8:0];
            $i.1 := ($x$2 != 0bv8);
            assume {:captureState "s3"} true;
            assert {:aid 3} {:thread 1} ($i == 10bv32);
            assume {:captureState "s4"} true;
            assert {:aid 4} {:thread 1} (BV32_ZEXT64(local_id_x$1) == 0bv64);
            return;
        }
    "#]]
    .assert_eq(&e.text);
    assert_eq!(e.candidates.len(), 2);
    let aids: Vec<u32> = e.lines.values().map(|a| a.0).collect();
    assert_eq!(
        aids,
        vec![b.user_inv.0, b.true_cand.0, b.false_cand.0, 3, b.fails.0]
    );
    let _ = (b.lid2, b.gsx, b.i);
}

#[test]
fn leftover_barrier_is_an_internal_error() {
    let mut b = build();
    let k = b.p.kernel.unwrap();
    if let Some(body) = b.p.procs[k].body.as_mut() {
        body.push(st(StmtKind::Barrier {
            local_fence: Expr::Bool(true),
            global_fence: Expr::Bool(false),
            grid: false,
        }));
    }
    let e = emit(&b.p);
    assert_eq!(
        e.errors,
        vec!["barrier statement reached the boogie back end".to_string()]
    );
}

fn tools() -> Option<RunOptions> {
    let boogie = process::find_executable("boogie".as_ref())?;
    let z3 = process::find_executable("z3".as_ref())?;
    Some(RunOptions {
        boogie,
        z3,
        timeout: Some(Duration::from_secs(120)),
        infer: true,
        extra_args: vec![],
        extra_files: vec![],
        temp_dir: None,
        z3_guard: None,
    })
}

#[test]
fn boogie_accepts_and_reports() {
    let Some(opts) = tools() else {
        eprintln!("note: boogie or z3 not installed; skipping the boogie run");
        return;
    };
    let b = build();
    let e = emit(&b.p);
    let dir = tempfile::tempdir().unwrap();
    let bpl: PathBuf = dir.path().join("k.bpl");
    std::fs::write(&bpl, &e.text).unwrap();
    let cfg = process::ToolConfig {
        tool: "boogie".into(),
        program: opts.boogie.clone(),
        timeout: Some(Duration::from_secs(60)),
        transcript: None,
        env: Vec::new(),
    };
    let r = process::run(
        &cfg,
        &[
            bpl.display().to_string(),
            "/nologo".into(),
            "/noVerify".into(),
        ],
    )
    .unwrap();
    assert!(
        r.stdout.contains("finished with 0 verified, 0 errors"),
        "{}{}",
        r.stdout,
        r.stderr
    );

    let v = verify(&b.p, &e, &bpl, &opts).unwrap();
    assert_eq!(v.failures.len(), 1, "{v:?}");
    let f = &v.failures[0];
    assert_eq!((f.assert, f.how), (b.fails, How::Assert));
    let lid1 = f.value(b.lid1).expect("a value for local_id_x$1");
    assert_ne!(lid1, 0);
    if let Some(g) = f.value(b.gsx) {
        assert!(lid1 < g);
    }
    assert_eq!(f.value(b.i), Some(10));
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
    let v = verify(
        &b.p,
        &e,
        &bpl,
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
}

#[test]
fn failing_user_invariant_is_reported_from_houdini() {
    let Some(opts) = tools() else {
        eprintln!("note: boogie or z3 not installed; skipping the boogie run");
        return;
    };
    let mut b = build();
    let k = b.p.kernel.unwrap();
    // Make the user invariant `i <= 5`: true on entry, not maintained.
    if let Some(StmtKind::Loop(l)) = b.p.procs[k].body.as_mut().map(|body| &mut body[2].kind) {
        l.invariants[0].cond = Expr::binary(BinOp::Ule, Expr::var(b.i), bv32(5));
    }
    let e = emit(&b.p);
    let dir = tempfile::tempdir().unwrap();
    let v = verify(&b.p, &e, &dir.path().join("k.bpl"), &opts).unwrap();
    let got: Vec<_> = v.failures.iter().map(|f| (f.assert, f.how)).collect();
    assert_eq!(got, vec![(b.user_inv, How::InvariantMaintained)]);
    let _ = (b.true_cand, b.false_cand);
}

#[test]
fn missing_tools() {
    let b = build();
    let e = emit(&b.p);
    let dir = tempfile::tempdir().unwrap();
    let opts = RunOptions {
        boogie: "boogie".into(),
        z3: "/nonexistent/z3".into(),
        timeout: None,
        infer: false,
        extra_args: vec![],
        extra_files: vec![],
        temp_dir: None,
        z3_guard: None,
    };
    let err = verify(&b.p, &e, &dir.path().join("k.bpl"), &opts).unwrap_err();
    assert!(matches!(err, crate::ToolError::Missing { ref tool, .. } if tool == "z3"));
    let opts = RunOptions {
        boogie: "/nonexistent/boogie".into(),
        z3: "sh".into(),
        ..opts
    };
    let err = verify(&b.p, &e, &dir.path().join("k.bpl"), &opts).unwrap_err();
    assert!(matches!(err, crate::ToolError::Missing { ref tool, .. } if tool == "boogie"));
}
