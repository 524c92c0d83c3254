//! Unit tests of the lowering on syntax trees built by hand.

use ir::{FileId, Span};

use crate::ast::{
    self, BaseType, BinaryOp as B, ExprKind as K, Quals, Sign, StmtKind as S, TypeName,
    UnaryOp as U,
};
use crate::{Config, Geometry, Language};

fn sp() -> Span {
    Span {
        file: FileId(0),
        lo: 0,
        hi: 1,
    }
}
fn e(kind: K) -> ast::Expr {
    ast::Expr { kind, span: sp() }
}
fn id(n: &str) -> ast::Expr {
    e(K::Ident(n.into()))
}
fn int(v: u128) -> ast::Expr {
    e(K::IntLit {
        value: v,
        suffix: ast::IntSuffix::default(),
        hex_or_octal: false,
    })
}
fn flt(v: f64) -> ast::Expr {
    e(K::FloatLit {
        value: v,
        single: true,
    })
}
fn bin(op: B, a: ast::Expr, b: ast::Expr) -> ast::Expr {
    e(K::Binary(op, Box::new(a), Box::new(b)))
}
fn un(op: U, a: ast::Expr) -> ast::Expr {
    e(K::Unary(op, Box::new(a)))
}
fn call(f: &str, args: Vec<ast::Expr>) -> ast::Expr {
    e(K::Call(Box::new(id(f)), vec![], args))
}
fn index(a: ast::Expr, i: ast::Expr) -> ast::Expr {
    e(K::Index(Box::new(a), Box::new(i)))
}
fn assign(a: ast::Expr, b: ast::Expr) -> ast::Expr {
    e(K::Assign(None, Box::new(a), Box::new(b)))
}
fn comma(a: ast::Expr, b: ast::Expr) -> ast::Expr {
    e(K::Comma(Box::new(a), Box::new(b)))
}
fn st(kind: S) -> ast::Stmt {
    ast::Stmt { kind, span: sp() }
}
fn es(x: ast::Expr) -> ast::Stmt {
    st(S::Expr(x))
}
fn block(ss: Vec<ast::Stmt>) -> ast::Stmt {
    st(S::Compound(ss))
}
fn base(b: BaseType) -> TypeName {
    TypeName::Base(b, Quals::default())
}
fn int_t() -> TypeName {
    base(BaseType::Int(Sign::Signed))
}
fn uint_t() -> TypeName {
    base(BaseType::Int(Sign::Unsigned))
}
fn ptr(t: TypeName, space: Option<ast::AddrSpace>) -> TypeName {
    let t = match t {
        TypeName::Base(b, mut q) => {
            q.space = space;
            TypeName::Base(b, q)
        }
        t => t,
    };
    TypeName::Pointer(Box::new(t), Quals::default())
}
fn decl(t: TypeName, name: &str, init: Option<ast::Expr>) -> ast::Stmt {
    st(S::Decl(ast::Declaration {
        specs: ast::Specifiers::default(),
        declarators: vec![ast::InitDeclarator {
            name: name.into(),
            ty: t.clone(),
            init: init.map(ast::Initializer::Expr),
            span: sp(),
        }],
        base: t,
        span: sp(),
    }))
}
fn param(t: TypeName, name: &str) -> ast::Param {
    ast::Param {
        name: Some(name.into()),
        ty: t,
        default: None,
        span: sp(),
    }
}
fn func(
    kernel: bool,
    ret: TypeName,
    name: &str,
    params: Vec<ast::Param>,
    body: Vec<ast::Stmt>,
) -> ast::Item {
    ast::Item::Function(ast::FunctionDef {
        specs: ast::Specifiers {
            is_kernel: kernel,
            ..Default::default()
        },
        name: name.into(),
        targs: Vec::new(),
        tparams: Vec::new(),
        ret,
        params,
        variadic: false,
        body: Some(body),
        name_span: sp(),
        span: Span {
            file: FileId(0),
            lo: name.len() as u32,
            hi: 100,
        },
    })
}
fn cfg(lang: Language) -> Config {
    Config {
        language: lang,
        defines: vec![],
        include_dirs: vec![],
        cpp: "/usr/bin/cpp".into(),
        geometry: Geometry {
            local_size: [Some(64), None, None],
            num_groups: [None; 3],
            local_dims: 1,
            grid_dims: 1,
            global_offset: None,
            symbolic: false,
            global_size: [None; 3],
        },
        warp_size: 32,
        keep_temps: None,
        temp_dir: None,
        annotations: crate::Annotations::All,
        kernel_args: None,
        modular: false,
        arith: Default::default(),
        check_array_bounds: false,
        entry: 0,
    }
}

fn lower_items(items: Vec<ast::Item>, lang: Language) -> (Option<ir::Program>, ir::Diagnostics) {
    let tu = ast::TranslationUnit { items };
    let mut diags = ir::Diagnostics::default();
    let p = super::lower(
        &tu,
        &ir::SourceMap::default(),
        &cfg(lang),
        &mut diags,
        &mut Vec::new(),
    );
    (p, diags)
}

fn ok(items: Vec<ast::Item>, lang: Language) -> String {
    let (p, d) = lower_items(items, lang);
    let p = p.unwrap_or_else(|| panic!("lowering failed: {:?}", d.items));
    let errs = ir::verify::verify(&p);
    assert!(
        errs.is_empty(),
        "ill-formed IR: {errs:?}\n{}",
        ir::display::program_to_string(&p)
    );
    ir::display::program_to_string(&p)
}

fn err_codes(items: Vec<ast::Item>, lang: Language) -> Vec<(&'static str, String)> {
    let (p, d) = lower_items(items, lang);
    assert!(p.is_none());
    d.items
        .iter()
        .filter(|d| d.severity == ir::Severity::Error)
        .map(|d| (d.code, d.message.clone()))
        .collect()
}

fn global_int_ptr() -> TypeName {
    ptr(int_t(), Some(ast::AddrSpace::Global))
}

#[test]
fn simple_store() {
    let body = vec![es(assign(
        index(id("A"), call("get_local_id", vec![int(0)])),
        call("get_global_id", vec![int(0)]),
    ))];
    let out = ok(
        vec![func(
            true,
            base(BaseType::Void),
            "k",
            vec![param(global_int_ptr(), "A")],
            body,
        )],
        Language::OpenCl,
    );
    assert!(out.contains("array A0 A : Global [*] of bv32"), "{out}");
    assert!(
        out.contains("A[local_id_x] := ((group_id_x * group_size_x) + local_id_x)"),
        "{out}"
    );
    assert!(out.contains("axiom (group_size_x == 64bv32)"), "{out}");
    assert!(out.contains("axiom (group_size_y == 1bv32)"), "{out}");
}

#[test]
fn loop_with_invariant_and_barrier() {
    let cond = comma(
        call("__invariant", vec![bin(B::Le, id("i"), int(10))]),
        bin(B::Lt, id("i"), int(10)),
    );
    let body = vec![st(S::For {
        init: Some(Box::new(decl(int_t(), "i", Some(int(0))))),
        cond: Some(cond),
        step: Some(un(U::PostInc, id("i"))),
        body: Box::new(block(vec![
            es(assign(index(id("A"), id("i")), int(1))),
            es(call("barrier", vec![int(1)])),
            st(S::Continue),
        ])),
    })];
    let out = ok(
        vec![func(
            true,
            base(BaseType::Void),
            "k",
            vec![param(global_int_ptr(), "A")],
            body,
        )],
        Language::OpenCl,
    );
    assert!(out.contains("invariant a0: (i <=s 10bv32)"), "{out}");
    assert!(out.contains("if !(i <s 10bv32) (non-uniform) {"), "{out}");
    assert!(out.contains("barrier(local: true, global: false)"), "{out}");
    assert!(out.contains("i := (i + 1bv32)"), "{out}");
    assert!(out.contains("block L"), "{out}");
}

#[test]
fn helper_instances_per_array_binding() {
    let helper = func(
        false,
        base(BaseType::Void),
        "f",
        vec![param(global_int_ptr(), "p"), param(int_t(), "v")],
        vec![es(assign(index(id("p"), int(1)), id("v")))],
    );
    let body = vec![
        es(call("f", vec![id("A"), int(3)])),
        es(call("f", vec![bin(B::Add, id("B"), int(2)), int(4)])),
        es(call("f", vec![id("A"), int(5)])),
    ];
    let k = func(
        true,
        base(BaseType::Void),
        "k",
        vec![param(global_int_ptr(), "A"), param(global_int_ptr(), "B")],
        body,
    );
    let out = ok(vec![helper, k], Language::OpenCl);
    assert!(out.contains("call f(0bv32, 3bv32)"), "{out}");
    assert!(out.contains("call f.1(2bv32, 4bv32)"), "{out}");
    assert!(out.contains("call f(0bv32, 5bv32)"), "{out}");
    assert!(out.contains("A[(p + 1bv32)] := v"), "{out}");
    assert!(out.contains("B[(p + 1bv32)] := v"), "{out}");
}

#[test]
fn no_kernel() {
    let errs = err_codes(
        vec![func(false, base(BaseType::Void), "f", vec![], vec![])],
        Language::OpenCl,
    );
    assert_eq!(errs, vec![("sema", "no kernel function found".to_string())]);
}

#[test]
fn misplaced_invariant() {
    let body = vec![es(call("__invariant", vec![int(1)]))];
    let errs = err_codes(
        vec![func(true, base(BaseType::Void), "k", vec![], body)],
        Language::OpenCl,
    );
    assert_eq!(errs[0].0, "invariant-placement");
}

#[test]
fn undeclared_identifier() {
    let body = vec![es(assign(id("x"), int(1)))];
    let errs = err_codes(
        vec![func(true, base(BaseType::Void), "k", vec![], body)],
        Language::OpenCl,
    );
    assert_eq!(
        errs,
        vec![("sema", "use of undeclared identifier 'x'".to_string())]
    );
}

#[test]
fn pointer_to_two_arrays() {
    let body = vec![
        decl(global_int_ptr(), "p", Some(id("A"))),
        es(assign(id("p"), id("B"))),
        es(assign(index(id("p"), int(0)), int(1))),
    ];
    let k = func(
        true,
        base(BaseType::Void),
        "k",
        vec![param(global_int_ptr(), "A"), param(global_int_ptr(), "B")],
        body,
    );
    let out = ok(vec![k], Language::OpenCl);
    assert!(out.contains("p$base := 1bv32"), "{out}");
    assert!(out.contains("p$base := 2bv32"), "{out}");
    assert!(out.contains("if (p$base == 1bv32)"), "{out}");
    assert!(out.contains("B[0bv32] := 1bv32"), "{out}");
    assert!(out.contains("A[0bv32] := 1bv32"), "{out}");
}

#[test]
fn pointer_arithmetic_and_address_of() {
    let body = vec![
        decl(
            global_int_ptr(),
            "p",
            Some(un(U::AddrOf, index(id("A"), int(4)))),
        ),
        es(un(U::PostInc, id("p"))),
        es(assign(un(U::Deref, id("p")), int(7))),
        es(call(
            "atomic_add",
            vec![bin(B::Add, id("A"), int(2)), int(1)],
        )),
        decl(
            int_t(),
            "o",
            Some(call(
                "atomicAdd",
                vec![un(U::AddrOf, index(id("A"), int(3))), int(1)],
            )),
        ),
    ];
    let k = func(
        true,
        base(BaseType::Void),
        "k",
        vec![param(global_int_ptr(), "A")],
        body,
    );
    let out = ok(vec![k], Language::Cuda);
    assert!(out.contains("p := 4bv32"), "{out}");
    assert!(out.contains("p := (p + 1bv32)"), "{out}");
    assert!(out.contains("A[p] := 7bv32"), "{out}");
    assert!(out.contains("atomic_add(A[2bv32], 1bv32)"), "{out}");
    assert!(out.contains("$t1 := atomic_add(A[3bv32], 1bv32)"), "{out}");
}

#[test]
fn short_circuit_with_load_becomes_if() {
    let c = bin(
        B::And,
        bin(B::Lt, id("n"), int(10)),
        bin(B::Gt, index(id("A"), id("n")), int(0)),
    );
    let body = vec![st(S::If(
        c,
        Box::new(es(assign(index(id("A"), int(0)), int(1)))),
        None,
    ))];
    let k = func(
        true,
        base(BaseType::Void),
        "k",
        vec![param(global_int_ptr(), "A"), param(int_t(), "n")],
        body,
    );
    let out = ok(vec![k], Language::OpenCl);
    assert!(out.contains("$t1 := (n <s 10bv32)"), "{out}");
    assert!(out.contains("if $t1 (non-uniform) {"), "{out}");
    assert!(out.contains("$t1 := (A[n] >s 0bv32)"), "{out}");
}

#[test]
fn floats_are_uninterpreted() {
    let fptr = ptr(base(BaseType::Float), Some(ast::AddrSpace::Global));
    let body = vec![es(assign(
        index(id("F"), int(0)),
        bin(B::Add, call("sqrt", vec![index(id("F"), int(1))]), flt(1.0)),
    ))];
    let k = func(
        true,
        base(BaseType::Void),
        "k",
        vec![param(fptr, "F")],
        body,
    );
    let out = ok(vec![k], Language::OpenCl);
    assert!(
        out.contains("F[0bv32] := FADD32(FSQRT32(F[1bv32]), 1065353216bv32)"),
        "{out}"
    );
}

#[test]
fn unsigned_division_and_shifts() {
    let body = vec![
        decl(uint_t(), "u", Some(bin(B::Div, id("x"), int(2)))),
        decl(int_t(), "s", Some(bin(B::Shr, id("y"), int(1)))),
    ];
    let k = func(
        true,
        base(BaseType::Void),
        "k",
        vec![param(uint_t(), "x"), param(int_t(), "y")],
        body,
    );
    let out = ok(vec![k], Language::OpenCl);
    assert!(out.contains("u := (x /u 2bv32)"), "{out}");
    assert!(out.contains("s := (y >>s 1bv32)"), "{out}");
}

#[test]
fn helper_return_and_contracts() {
    let helper = func(
        false,
        int_t(),
        "g",
        vec![param(int_t(), "a")],
        vec![
            es(call("__requires", vec![bin(B::Gt, id("a"), int(0))])),
            es(call(
                "__ensures",
                vec![bin(B::Gt, call("__return_val_int", vec![]), int(0))],
            )),
            st(S::If(
                bin(B::Gt, id("a"), int(5)),
                Box::new(st(S::Return(Some(int(5))))),
                None,
            )),
            st(S::Return(Some(id("a")))),
        ],
    );
    let body = vec![
        decl(int_t(), "r", Some(call("g", vec![int(3)]))),
        es(call("__assert", vec![bin(B::Gt, id("r"), int(0))])),
    ];
    let k = func(true, base(BaseType::Void), "k", vec![], body);
    let out = ok(vec![helper, k], Language::Cuda);
    assert!(out.contains("requires (a >s 0bv32)"), "{out}");
    assert!(out.contains("ensures (g$ret >s 0bv32)"), "{out}");
    assert!(out.contains("exit L"), "{out}");
    assert!(out.contains("$t1 := call g(3bv32)"), "{out}");
    assert!(out.contains("assert a"), "{out}");
}

#[test]
fn switch_with_fallthrough() {
    let sw = st(S::Switch(
        id("n"),
        Box::new(block(vec![
            st(S::Case(int(1), Box::new(es(assign(id("x"), int(10)))))),
            st(S::Case(int(2), Box::new(es(assign(id("x"), int(20)))))),
            st(S::Break),
            st(S::Default(Box::new(es(assign(id("x"), int(30)))))),
        ])),
    ));
    let body = vec![decl(int_t(), "x", None), sw];
    let k = func(
        true,
        base(BaseType::Void),
        "k",
        vec![param(int_t(), "n")],
        body,
    );
    let out = ok(vec![k], Language::OpenCl);
    assert!(out.contains("if ($t1 || (n == 1bv32))"), "{out}");
    assert!(
        out.contains("if ($t1 || ((n != 1bv32) && (n != 2bv32)))"),
        "{out}"
    );
}

#[test]
fn cuda_builtins_and_shared_arrays() {
    let shared = TypeName::Array(
        Box::new(TypeName::Array(
            Box::new(TypeName::Base(
                BaseType::Int(Sign::Signed),
                Quals {
                    space: Some(ast::AddrSpace::Local),
                    ..Quals::default()
                },
            )),
            Some(Box::new(int(16))),
        )),
        Some(Box::new(int(8))),
    );
    let tx = e(K::Member(Box::new(id("threadIdx")), "x".into(), false));
    let body = vec![
        decl(shared, "s", None),
        es(assign(index(index(id("s"), int(2)), tx.clone()), int(1))),
        es(call("__syncthreads", vec![])),
    ];
    let k = func(true, base(BaseType::Void), "k", vec![], body);
    let out = ok(vec![k], Language::Cuda);
    assert!(out.contains("array A0 s : Shared [8,16] of bv32"), "{out}");
    assert!(out.contains("s[(32bv32 + local_id_x)] := 1bv32"), "{out}");
    assert!(out.contains("barrier(local: true, global: true)"), "{out}");
}

#[test]
fn while_and_do_while() {
    let body = vec![
        decl(int_t(), "i", Some(int(0))),
        st(S::While(
            bin(B::Lt, id("i"), int(4)),
            Box::new(es(un(U::PreInc, id("i")))),
        )),
        st(S::DoWhile(
            Box::new(block(vec![
                es(call("__invariant", vec![bin(B::Ge, id("i"), int(0))])),
                es(un(U::PreDec, id("i"))),
            ])),
            bin(B::Gt, id("i"), int(0)),
        )),
    ];
    let k = func(true, base(BaseType::Void), "k", vec![], body);
    let out = ok(vec![k], Language::OpenCl);
    assert!(out.contains("invariant a0: (i >=s 0bv32)"), "{out}");
    assert_eq!(out.matches("loop L").count(), 2, "{out}");
}

/// Compile a kernel source through the whole front end.
fn compile_src(src: &str, lang: Language) -> crate::Output {
    let dir = tempfile::tempdir().expect("tempdir");
    let name = if lang == Language::Cuda {
        "kernel.cu"
    } else {
        "kernel.cl"
    };
    let path = dir.path().join(name);
    std::fs::write(&path, src).expect("write kernel");
    crate::compile(&path, &cfg(lang))
}

fn compile_ok(src: &str, lang: Language) -> String {
    let out = compile_src(src, lang);
    let p = out
        .program
        .unwrap_or_else(|| panic!("compile failed: {:?}", out.diags.items));
    let errs = ir::verify::verify(&p);
    assert!(
        errs.is_empty(),
        "ill-formed IR: {errs:?}\n{}",
        ir::display::program_to_string(&p)
    );
    ir::display::program_to_string(&p)
}

/// Dump the IR of the kernel named by `KCC_KERNEL` (run with `--ignored --nocapture`).
#[test]
#[ignore]
fn dump_kernel_file() {
    let Ok(path) = std::env::var("KCC_KERNEL") else {
        return;
    };
    let lang = if path.ends_with(".cu") {
        Language::Cuda
    } else {
        Language::OpenCl
    };
    let out = crate::compile(std::path::Path::new(&path), &cfg(lang));
    for d in &out.diags.items {
        println!(
            "{:?} {} {} {:?}",
            d.severity,
            d.code,
            d.message,
            d.primary.map(|s| out.sources.location(s))
        );
    }
    if let Some(p) = out.program {
        println!("{}", ir::display::program_to_string(&p));
        println!("verify: {:?}", ir::verify::verify(&p));
    }
}

#[test]
fn e2e_opencl_local_arrays_and_barrier_flags() {
    let src = r#"
#define N 64
__kernel void foo(__global float *A, __local int *L, int n) {
  __local float tmp[N][N+1];
  int lid = get_local_id(0);
  for (int i = 0; __invariant(i >= 0), i < n; i += 2) {
    tmp[lid][i % N] = A[get_global_id(0) + i] * 2.0f;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  if (lid >= n) return;
  L[lid] = (int)tmp[0][lid];
}
"#;
    let out = compile_ok(src, Language::OpenCl);
    assert!(out.contains("array A1 L : Shared [*] of bv32"), "{out}");
    assert!(
        out.contains("array A2 tmp : Shared [64,65] of bv32"),
        "{out}"
    );
    assert!(
        out.contains("tmp[((lid * 65bv32) + (i %s 64bv32))] := FMUL32("),
        "{out}"
    );
    assert!(out.contains("barrier(local: true, global: true)"), "{out}");
    assert!(out.contains("invariant a0: (i >=s 0bv32)"), "{out}");
    assert!(out.contains("exit L0"), "{out}");
}

#[test]
fn e2e_cuda_helpers_structs_vectors() {
    let src = r#"
struct Pt { float x; float y; };
__device__ float sq(float v) { return v * v; }
__device__ void add(float *dst, const float *src, int i) { dst[i] += src[i]; }
__global__ void kern(float *out, float *in, float4 *vs, int n) {
  __shared__ float buf[256];
  unsigned int tid = threadIdx.x + blockIdx.x * blockDim.x;
  struct Pt q;
  q.x = in[tid];
  q.y = sq(q.x);
  float4 v = vs[tid];
  v.x = v.y + 1.0f;
  vs[tid] = v;
  buf[threadIdx.x] = q.y;
  __syncthreads();
  add(out, buf, threadIdx.x);
  add(out, in, 1);
}
"#;
    let out = compile_ok(src, Language::Cuda);
    assert!(out.contains("v.y := vs[((tid * 4bv32) + 1bv32)]"), "{out}");
    assert!(out.contains("call add(0bv32, 0bv32, local_id_x)"), "{out}");
    assert!(out.contains("call add.1(0bv32, 0bv32, 1bv32)"), "{out}");
    assert!(
        out.contains("out[(dst + i)] := FADD32(out[(dst + i)], buf[(src + i)])"),
        "{out}"
    );
    assert!(out.contains("sq$ret := FMUL32(v, v)"), "{out}");
}

#[test]
fn e2e_errors() {
    let out = compile_src(
        "__kernel void k(__global int *A) { __invariant(A[0] == 0); }",
        Language::OpenCl,
    );
    assert!(out
        .diags
        .items
        .iter()
        .any(|d| d.code == "invariant-placement"
            && d.message == "user-specified invariant does not appear at loop head"));
    let out = compile_src(
        "__kernel void k(__global int *A) { A[0] = y; }",
        Language::OpenCl,
    );
    assert!(
        out.diags
            .items
            .iter()
            .any(|d| d.code == "sema" && d.message == "use of undeclared identifier 'y'"),
        "{:?}",
        out.diags.items
    );
    let out = compile_src("void f(int x) { }", Language::OpenCl);
    assert!(
        out.diags
            .items
            .iter()
            .any(|d| d.code == "sema" && d.message == "no kernel function found"),
        "{:?}",
        out.diags.items
    );
}

#[test]
fn e2e_axioms_contracts_and_annotations() {
    let src = r#"
__axiom(get_local_size(0) == 64);
int helper(__global int *p, int i) {
  __requires(i >= 0);
  __ensures(__return_val_int() == p[i]);
  return p[i];
}
__kernel void k(__global int *A, __global int *B) {
  __requires(__no_read(A));
  int v = helper(A, get_local_id(0));
  __assert(__implies(v > 0, __write(B) == false));
  B[get_local_id(0)] = v;
  __assume(__write_offset_bytes(B) == 0);
}
"#;
    let out = compile_ok(src, Language::OpenCl);
    assert!(out.contains("axiom (group_size_x == 64bv32)"), "{out}");
    assert!(out.contains("requires !accessed_read(A)"), "{out}");
    assert!(out.contains("requires (i >=s 0bv32)"), "{out}");
    assert!(out.contains("ensures (helper$ret == A[(p + i)])"), "{out}");
    assert!(
        out.contains("assume ((offset_write(B) * 4bv32) == 0bv32)"),
        "{out}"
    );
}

/// Lower every kernel under `KCC_DIR` and print a one-line summary per file.
#[test]
#[ignore]
fn survey_dir() {
    let Ok(dir) = std::env::var("KCC_DIR") else {
        return;
    };
    let mut stack = vec![std::path::PathBuf::from(dir)];
    let mut files = Vec::new();
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "cl" || x == "cu") {
                files.push(p);
            }
        }
    }
    files.sort();
    for p in files {
        let lang = if p.extension().is_some_and(|x| x == "cu") {
            Language::Cuda
        } else {
            Language::OpenCl
        };
        let out = crate::compile(&p, &cfg(lang));
        let errs: Vec<String> = out
            .diags
            .items
            .iter()
            .filter(|d| d.severity == ir::Severity::Error)
            .map(|d| {
                format!(
                    "{}: {} @{:?}",
                    d.code,
                    d.message,
                    d.primary.map(|s| out.sources.location(s).1)
                )
            })
            .collect();
        let verify = out
            .program
            .as_ref()
            .map(ir::verify::verify)
            .unwrap_or_default();
        println!(
            "{} {} {:?} {:?}",
            if errs.is_empty() { "OK " } else { "ERR" },
            p.display(),
            errs,
            verify
        );
    }
}
