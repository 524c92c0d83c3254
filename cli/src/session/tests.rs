//! Tests of the session on hand-built programs.

use super::*;
use ir::{ArrayData, Expr, MemSpace, Origin, Procedure, Span, Special, Stmt, StmtKind, Type};

const SRC: &str = "__kernel void k(__local int *A) {\n  A[0] = get_local_id(0);\n}\n";

/// `A[0] = local_id_x` on a shared array, or `A[local_id_x] = 0` when `racy` is false.
fn kernel(racy: bool) -> Program {
    let mut p = Program::default();
    let f = p.sources.add("kernel.cl".into(), SRC.into());
    let at = Origin::Source(Span {
        file: f,
        lo: 36,
        hi: 60,
    });
    let lid = p.special(Special::LocalId(ir::Dim::X));
    let a = p.arrays.push(ArrayData {
        name: "A".into(),
        space: MemSpace::Shared,
        elem: Type::Bv(32),
        source_elem_width: 32,
        dims: vec![None],
        origin: at,
        thread: None,
        copies: None,
        is_param: true,
        values_taken: None,
        ghost: false,
    });
    let (index, value) = if racy {
        (Expr::bv(0, 32), Expr::Var(lid))
    } else {
        (Expr::Var(lid), Expr::bv(0, 32))
    };
    let body = vec![Stmt {
        kind: StmtKind::Store {
            array: a,
            group: None,
            index,
            value,
        },
        origin: at,
    }];
    let k = p.procs.push(Procedure {
        name: "k".into(),
        params: vec![],
        array_params: vec![a],
        ret: None,
        locals: vec![],
        requires: vec![],
        ensures: vec![],
        body: Some(body),
        is_kernel: true,
        origin: at,
    });
    p.kernel = Some(k);
    p
}

fn geometry() -> frontend::Geometry {
    frontend::Geometry {
        local_size: [Some(64), Some(1), Some(1)],
        num_groups: [Some(2), Some(1), Some(1)],
        local_dims: 1,
        grid_dims: 1,
        global_offset: None,
        symbolic: false,
        global_size: [None; 3],
    }
}

fn go(racy: bool, extra: &[&str]) -> (i32, String, String) {
    let mut args: Vec<String> = vec![
        "--local_size=64".into(),
        "--num_groups=2".into(),
        "kernel.cl".into(),
    ];
    args.extend(extra.iter().map(|s| s.to_string()));
    let opts = options::parse(&args).unwrap();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_program(&opts, kernel(racy), &geometry(), &mut out, &mut err);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn spec_truncation() {
    assert_eq!(
        truncate_spec("inline,race(mode=a,b=c),dualise", "race").as_deref(),
        Some("inline,race(mode=a,b=c)")
    );
    assert_eq!(
        truncate_spec("inline,race", "inline").as_deref(),
        Some("inline")
    );
    assert_eq!(truncate_spec("inline,race", "dualise"), None);
}

fn have_tools() -> bool {
    tools::find_boogie(None).is_ok() && tools::find_z3(None).is_ok()
}

#[test]
fn emit_ir_and_bpl() {
    let (code, out, err) = go(false, &["--emit=ir"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("kernel proc k"), "{out}");
    let (code, out, err) = go(false, &["--emit=bpl"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("procedure"), "{out}");
}

#[test]
fn end_to_end() {
    if !have_tools() {
        return;
    }
    let (code, out, err) = go(false, &[]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(
        out.contains("Verified: kernel.cl\n- no data races within work groups\n"),
        "{out}"
    );
    let (code, out, err) = go(true, &[]);
    assert_eq!(code, 6, "{out}\n{err}");
    assert!(err.starts_with("--------------------\nkernel.cl: error: possible write-write race on A[0]:\n\nWrite by work item"), "{err}");
    assert!(
        out.contains("GPUVerify kernel analyser finished with 0 verified, 1 error"),
        "{out}"
    );
}
