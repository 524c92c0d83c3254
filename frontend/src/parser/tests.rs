//! Tests of the parser: grammar coverage, error recovery and spans.

use super::*;
use crate::ast::{BaseType, ExprKind, Item, RecordConstant, StmtKind, TypeName};
use crate::Geometry;
use std::path::PathBuf;

mod lists_and_using;

fn cfg(language: Language) -> Config {
    Config {
        language,
        defines: vec![],
        include_dirs: vec![],
        cpp: PathBuf::from("cpp"),
        geometry: Geometry {
            local_size: [Some(64), Some(1), Some(1)],
            num_groups: [Some(4), Some(1), Some(1)],
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

/// Write `files` into a fresh directory and parse the first one.
fn parse_files(files: &[(&str, &str)], language: Language) -> (ParseOutput, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).expect("write");
    }
    let out = parse_file(&dir.path().join(files[0].0), &cfg(language));
    (out, dir)
}

fn parse_ok(name: &str, text: &str, language: Language) -> (ast::TranslationUnit, SourceMap) {
    let (out, _d) = parse_files(&[(name, text)], language);
    let msgs: Vec<String> = out
        .diags
        .items
        .iter()
        .map(|d| format!("{}: {}", d.code, d.message))
        .collect();
    assert!(!out.diags.has_errors(), "unexpected errors: {msgs:#?}");
    (out.tu.expect("a translation unit"), out.sources)
}

fn functions(tu: &ast::TranslationUnit) -> Vec<&ast::FunctionDef> {
    fn go<'a>(items: &'a [Item], out: &mut Vec<&'a ast::FunctionDef>) {
        for it in items {
            match it {
                Item::Function(f) => out.push(f),
                Item::Template { item, .. } => go(std::slice::from_ref(item.as_ref()), out),
                Item::Namespace { items, .. } => go(items, out),
                _ => {}
            }
        }
    }
    let mut v = Vec::new();
    go(&tu.items, &mut v);
    v
}

fn line_of(sources: &SourceMap, span: Span) -> (String, u32) {
    let (f, l, _) = sources.location(span);
    (f.rsplit('/').next().unwrap_or(f).to_string(), l)
}

#[test]
fn opencl_kernel() {
    let src = r#"
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define N 64
typedef struct { int a; float b[4]; } pair;

inline int helper(int x) { return x * 2; }

__kernel void foo(__global int *A, __local float *B, const uint n) {
    int i = get_local_id(0);
    float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    pair p = { 1, { 0.5f } };
    for (int j = 0; __invariant(j <= N), j < N; j++) {
        B[i] = (float)A[j] + v.x;
    }
    while (__invariant(i >= 0), i < 10) i += helper(i);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < n) A[i] = i; else A[i] = -i;
    switch (i) { case 0: break; default: A[0] = sizeof(int); }
    do { i--; } while (i > 0);
}
"#;
    let (tu, _) = parse_ok("kernel.cl", src, Language::OpenCl);
    let fs = functions(&tu);
    let k = fs.iter().find(|f| f.name == "foo").expect("kernel");
    assert!(k.specs.is_kernel);
    assert_eq!(k.params.len(), 3);
    match &k.params[0].ty {
        ast::TypeName::Pointer(inner, _) => match inner.as_ref() {
            ast::TypeName::Base(ast::BaseType::Int(ast::Sign::Signed), q) => {
                assert_eq!(q.space, Some(ast::AddrSpace::Global))
            }
            t => panic!("{t:?}"),
        },
        t => panic!("{t:?}"),
    }
    let body = k.body.as_ref().expect("body");
    let StmtKind::Decl(d) = &body[1].kind else {
        panic!("{:?}", body[1])
    };
    let Some(ast::Initializer::Expr(e)) = &d.declarators[0].init else {
        panic!()
    };
    assert!(matches!(&e.kind, ExprKind::VectorLit(_, xs) if xs.len() == 4));
    let StmtKind::For { cond: Some(c), .. } = &body[3].kind else {
        panic!("{:?}", body[3])
    };
    assert!(matches!(c.kind, ExprKind::Comma(..)));
    // barrier(CLK_LOCAL_MEM_FENCE) became barrier(1).
    let StmtKind::Expr(e) = &body[5].kind else {
        panic!()
    };
    let ExprKind::Call(_, _, args) = &e.kind else {
        panic!()
    };
    assert!(matches!(args[0].kind, ExprKind::IntLit { value: 1, .. }));
}

#[test]
fn cuda_kernel() {
    let src = r#"#include "cuda.h"

__global__ void k(int *A) {
    __shared__ int s[64];
    s[threadIdx.x] = A[blockIdx.x*blockDim.x + threadIdx.x];
    __syncthreads();
}
"#;
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let fs = functions(&tu);
    assert_eq!(fs.len(), 1);
    assert!(fs[0].specs.is_kernel);
    let body = fs[0].body.as_ref().expect("body");
    let StmtKind::Decl(d) = &body[0].kind else {
        panic!()
    };
    match &d.declarators[0].ty {
        ast::TypeName::Array(inner, Some(_)) => {
            assert!(
                matches!(inner.as_ref(), ast::TypeName::Base(_, q) if q.space == Some(ast::AddrSpace::Local))
            )
        }
        t => panic!("{t:?}"),
    }
}

#[test]
fn two_syntax_errors_are_both_reported() {
    let src = "__kernel void f(__global int *A) {\n  int x = 1 +;\n  A[0] = x;\n  A[1] = = 2;\n}\n__kernel void g() { }\n";
    let (out, _d) = parse_files(&[("kernel.cl", src)], Language::OpenCl);
    let errs: Vec<_> = out
        .diags
        .items
        .iter()
        .filter(|d| d.code == "parse")
        .collect();
    assert_eq!(errs.len(), 2, "{errs:#?}");
    assert_eq!(line_of(&out.sources, errs[0].primary.expect("span")).1, 2);
    assert_eq!(line_of(&out.sources, errs[1].primary.expect("span")).1, 4);
    assert!(
        errs[0].message.starts_with("expected"),
        "{}",
        errs[0].message
    );
    assert!(errs[0].message.contains("found `;`"), "{}", errs[0].message);
}

#[test]
fn template_kernel() {
    let src = r#"
template <typename T, int N>
struct vec { T v[N]; };

template <class T>
__device__ T add(T &a, const T b = T(0)) { return a + static_cast<T>(b); }

template <typename T>
__global__ void k(T *A) {
    T x = add<T>(A[threadIdx.x], A[0]);
    A[threadIdx.x] = x;
}

template __global__ void k<float>(float *A);
template <> __device__ int add<int>(int &a, const int b) { return a; }
namespace ns { int f(int x) { return x; } }
using namespace ns;
float4 operator+(float4 a, float4 b) { return a; }
"#;
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let fs = functions(&tu);
    let names: Vec<&str> = fs.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, vec!["add", "k", "k", "add", "f", "operator+"]);
    assert!(matches!(&tu.items[0], Item::Template { params, .. } if params.len() == 2));
    assert!(matches!(fs[0].params[0].ty, ast::TypeName::Reference(_)));
    assert!(fs[0].params[1].default.is_some());
}

#[test]
fn spans_through_macros_and_includes() {
    let header = "// header\n#define IDX(i) ((i) * 2)\nint helper(int x);\n";
    let src = "#include \"common.h\"\n#define N 64\n\n__kernel void f(__global int *A) {\n    int    y   =  N;\n    A[IDX(y)] = y;\n    A[0] = +;\n}\n";
    let (out, _d) = parse_files(
        &[("kernel.cl", src), ("common.h", header)],
        Language::OpenCl,
    );
    let errs: Vec<_> = out
        .diags
        .items
        .iter()
        .filter(|d| d.code == "parse")
        .collect();
    assert_eq!(errs.len(), 1, "{errs:#?}");
    let sp = errs[0].primary.expect("span");
    let (file, line, col) = out.sources.location(sp);
    assert!(file.ends_with("kernel.cl"));
    assert_eq!((line, col), (7, 13));
    let tu = out.tu.expect("tu");
    let fs = functions(&tu);
    let helper = fs.iter().find(|f| f.name == "helper").expect("prototype");
    assert_eq!(
        line_of(&out.sources, helper.name_span),
        ("common.h".to_string(), 3)
    );
    let f = fs.iter().find(|f| f.name == "f").expect("kernel");
    let body = f.body.as_ref().expect("body");
    let StmtKind::Decl(d) = &body[0].kind else {
        panic!()
    };
    // `y` is at column 12 despite the collapsed spacing; `N` expands to 64 at column 20.
    assert_eq!(
        out.sources.location(d.declarators[0].span),
        (out.sources.file(sp.file).name.as_str(), 5, 12)
    );
    let Some(ast::Initializer::Expr(e)) = &d.declarators[0].init else {
        panic!()
    };
    assert_eq!(out.sources.location(e.span).1, 5);
    assert_eq!(out.sources.location(body[1].span).1, 6);
    // The built-in headers are not user files.
    assert_eq!(out.sources.files().count(), 2);
}

#[test]
fn spans_of_macro_expansions_and_continuations() {
    let src = "#define EMPTY\n#define TWICE(v) ((v) + (v))\n__kernel void f(__global int *A) {\n  int x = get_local_id(0);\n  __assert(__distinct_int(x));\n  A[x] = x + \\\n     TWICE(x) + EMPTY x;\n}\n";
    let (tu, sources) = parse_ok("kernel.cl", src, Language::OpenCl);
    let fs = functions(&tu);
    let body = fs[0].body.as_ref().expect("body");
    // __assert(((x) != __other_int(x)))
    let StmtKind::Expr(e) = &body[1].kind else {
        panic!()
    };
    let ExprKind::Call(_, _, args) = &e.kind else {
        panic!()
    };
    let ExprKind::Binary(_, _, rhs) = &args[0].kind else {
        panic!("{:?}", args[0])
    };
    let ExprKind::Call(callee, _, _) = &rhs.kind else {
        panic!()
    };
    let (_, l, c) = sources.location(callee.span);
    assert_eq!((l, c), (5, 12));
    assert_eq!(
        &sources.file(callee.span.file).text[callee.span.lo as usize..callee.span.hi as usize],
        "__distinct_int"
    );
    // A[x] = x + TWICE(x) + x, continued over two lines.
    let StmtKind::Expr(e) = &body[2].kind else {
        panic!()
    };
    let ExprKind::Assign(_, _, rhs) = &e.kind else {
        panic!()
    };
    let ExprKind::Binary(_, lhs2, last) = &rhs.kind else {
        panic!()
    };
    assert_eq!(sources.location(last.span).1, 7);
    assert_eq!(sources.location(last.span).2, 23);
    let ExprKind::Binary(_, _, twice) = &lhs2.kind else {
        panic!()
    };
    assert_eq!(sources.location(twice.span).1, 7);
    assert_eq!(sources.location(twice.span).2, 6);
}

#[test]
fn very_long_line() {
    let mut expr = String::from("A[0]");
    while expr.len() < 20000 {
        expr.push_str(" + A[1]");
    }
    let src = format!("__kernel void f(__global int *A) {{ A[2] = {expr}; }}\n");
    let (tu, _) = parse_ok("kernel.cl", &src, Language::OpenCl);
    assert_eq!(functions(&tu).len(), 1);
}

#[test]
fn preprocessor_errors() {
    let (out, _d) = parse_files(
        &[(
            "kernel.cl",
            "#include \"missing.h\"\n__kernel void f() {}\n",
        )],
        Language::OpenCl,
    );
    assert!(out.tu.is_none());
    let d = &out.diags.items[0];
    assert_eq!(d.code, "preprocess");
    assert_eq!(line_of(&out.sources, d.primary.expect("span")).1, 1);
}

#[test]
fn c_odds_and_ends() {
    let src = r#"
struct S { int a : 3; unsigned b : 5; float c; };
enum E { A = 1, B, C = A + 4, };
typedef int (*fp)(int, float);
static __constant int table[] = { [0] = 1, [2] = 3 };
__attribute__((always_inline)) int g(struct S *s) { return s->a; }
void h(int n, ...);
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void k(__global float4 *out, image2d_t img, sampler_t smp) {
    struct S s = { .a = 1, .c = 2.0f };
    int x = (int)(g(&s) ? 1 : 0), y[2][3];
    unsigned long long z = 0x10ULL << 2;
    char c = '\n';
    if (x) goto done;
    x = ((struct S){ 1, 2, 3.0f }).a;
    out[0] = (float4)(1.0f);
    out[1].xy = out[2].zw;
done:
    x = sizeof x + sizeof(struct S) + y[1][2] + (x, z);
}
"#;
    let (tu, _) = parse_ok("kernel.cl", src, Language::OpenCl);
    let fs = functions(&tu);
    let g = fs.iter().find(|f| f.name == "g").expect("g");
    assert_eq!(g.specs.attributes, vec!["always_inline".to_string()]);
    let k = fs.iter().find(|f| f.name == "k").expect("k");
    assert_eq!(
        k.specs.attributes,
        vec!["reqd_work_group_size(64, 1, 1)".to_string()]
    );
    let h = fs.iter().find(|f| f.name == "h").expect("h");
    assert!(h.body.is_none());
}

#[test]
fn annotation_macros_expand() {
    let src = "__kernel void f(__global int *A) {\n  __requires(__no_read(A));\n  __assert(__uniform_int(get_group_id(0)) && __same_group);\n  __assert(__is_pow2(get_local_size(0)));\n}\n";
    let (tu, _) = parse_ok("kernel.cl", src, Language::OpenCl);
    let fs = functions(&tu);
    let body = fs[0].body.as_ref().expect("body");
    let StmtKind::Expr(e) = &body[0].kind else {
        panic!()
    };
    let ExprKind::Call(_, _, args) = &e.kind else {
        panic!()
    };
    assert!(matches!(
        args[0].kind,
        ExprKind::Unary(ast::UnaryOp::Not, _)
    ));
}

#[test]
fn predefined_macros() {
    let cl = "#if !defined(__KCC__) || __LOCAL_SIZE_0 != 64 || __NUM_GROUPS_0 != 4 || !defined(__1D_WORK_GROUP) \\\n || !defined(__1D_GRID) || __OPENCL_VERSION__ != 120 || !defined(__BUGLE_32__)\\\n || __OPENCL_C_VERSION__ < CL_VERSION_1_2 || !__ENDIAN_LITTLE__ || !__IMAGE_SUPPORT__\n#error bad\n#endif\n__kernel void f() {}\n";
    parse_ok("kernel.cl", cl, Language::OpenCl);
    let cu = "#include <cuda.h>\n#if __BLOCK_DIM_0 != 64 || __GRID_DIM_0 != 4 || __WARP_SIZE != 32 || !defined(__CUDA_ARCH__) \\\n || !defined(__1D_THREAD_BLOCK) || !defined(__CUDACC__)\n#error bad\n#endif\n__global__ void f() {}\n";
    parse_ok("kernel.cu", cu, Language::Cuda);
    let (out, _d) = parse_files(
        &[("kernel.cl", "#error custom failure\n")],
        Language::OpenCl,
    );
    assert_eq!(out.diags.items.len(), 1);
    assert!(out.diags.items[0].message.contains("custom failure"));
}

#[test]
fn cuda_cxx_extras() {
    let src = r#"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
texture<float, 1, cudaReadModeElementType> tex;
struct Acc {
    float v;
    __device__ float get() const { return v; }
};
extern "C" {
__global__ void k(float *A) {
    cg::thread_block b = cg::this_thread_block();
    extern __shared__ float s[];
    s[threadIdx.x] = tex1Dfetch(tex, threadIdx.x) + float(threadIdx.x);
    b.sync();
    A[threadIdx.x] = s[threadIdx.x];
}
}
"#;
    let (out, _d) = parse_files(&[("kernel.cu", src)], Language::Cuda);
    let errs: Vec<_> = out
        .diags
        .items
        .iter()
        .map(|d| (d.code, d.message.clone()))
        .collect();
    assert!(errs.is_empty(), "{errs:?}");
    let tu = out.tu.expect("tu");
    assert!(functions(&tu)
        .iter()
        .any(|f| f.name == "k" && f.specs.is_kernel));
}

#[test]
fn keep_temps_writes_files() {
    let dir = tempfile::tempdir().expect("tempdir");
    let k = dir.path().join("kernel.cl");
    std::fs::write(&k, "__kernel void f() {}\n").expect("write");
    let keep = dir.path().join("keep");
    std::fs::create_dir_all(&keep).expect("mkdir");
    let mut c = cfg(Language::OpenCl);
    c.keep_temps = Some(keep.clone());
    let out = parse_file(&k, &c);
    assert!(!out.diags.has_errors());
    assert!(keep.join("kernel.i").exists());
    assert!(keep.join("kcc-include").join("kcc_opencl.h").exists());
}

#[test]
fn never_panics_on_garbage() {
    for src in [
        "}",
        "{{{{",
        "int",
        "__kernel void f(",
        "x y z",
        "\"abc",
        "int x = 08;",
        "struct { ;",
        "template <",
        "a::",
    ] {
        let (out, _d) = parse_files(&[("kernel.cl", src)], Language::OpenCl);
        assert!(out.diags.has_errors() || out.tu.is_some());
        let (out, _d) = parse_files(&[("kernel.cu", src)], Language::Cuda);
        assert!(out.diags.has_errors() || out.tu.is_some());
    }
}

// ---------------------------------------------------------------------------------------
// One test per construct real CUDA C++ / OpenCL kernels use.

/// Parse `src` (through the preprocessor) and return the tree and every diagnostic as
/// `(code, message)`.
fn parse_diags(
    name: &str,
    src: &str,
    language: Language,
) -> (Option<ast::TranslationUnit>, Vec<(&'static str, String)>) {
    let (out, _d) = parse_files(&[(name, src)], language);
    let ds = out
        .diags
        .items
        .iter()
        .map(|d| (d.code, d.message.clone()))
        .collect();
    (out.tu, ds)
}

fn kernel<'a>(tu: &'a ast::TranslationUnit, name: &str) -> &'a ast::FunctionDef {
    functions(tu)
        .into_iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function `{name}`"))
}

fn body(f: &ast::FunctionDef) -> &[ast::Stmt] {
    f.body.as_deref().expect("a body")
}

fn decl(s: &ast::Stmt) -> &ast::Declaration {
    match &s.kind {
        StmtKind::Decl(d) => d,
        k => panic!("not a declaration: {k:?}"),
    }
}

fn named(t: &ast::TypeName) -> (&str, &[ast::TemplateArg]) {
    match t {
        ast::TypeName::Base(ast::BaseType::Named(n, a), _) => (n, a),
        t => panic!("not a named type: {t:?}"),
    }
}

fn pointee(t: &ast::TypeName) -> &ast::TypeName {
    match t {
        ast::TypeName::Pointer(p, _) => p,
        t => panic!("not a pointer: {t:?}"),
    }
}

/// The records defined anywhere in the translation unit (also inside templates).
fn records(tu: &ast::TranslationUnit) -> Vec<&ast::RecordType> {
    fn go<'a>(items: &'a [Item], out: &mut Vec<&'a ast::RecordType>) {
        for it in items {
            match it {
                Item::Decl(d) => {
                    if let ast::TypeName::Base(ast::BaseType::Record(r), _) = &d.base {
                        out.push(r);
                    }
                }
                Item::Template { item, .. } => go(std::slice::from_ref(item.as_ref()), out),
                Item::Namespace { items, .. } => go(items, out),
                _ => {}
            }
        }
    }
    let mut v = Vec::new();
    go(&tu.items, &mut v);
    v
}

#[test]
fn shift_token_closes_nested_template_arguments() {
    let src = "template <typename T> struct vec { T x; };\n\
                   template <int N> struct S { int v[N]; };\n\
                   __global__ void k(vec<vec<int>> *a, vec<vec<vec<int>>> *b, S<(8>>1)> *c) {\n\
                   int x = 16 >> 2; x >>= 1; }\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let k = kernel(&tu, "k");
    let (n, args) = named(pointee(&k.params[0].ty));
    assert_eq!(n, "vec");
    let ast::TemplateArg::Type(inner) = &args[0] else {
        panic!("{args:?}")
    };
    assert_eq!(named(inner).0, "vec");
    assert_eq!(named(pointee(&k.params[1].ty)).0, "vec");
    let (_, sargs) = named(pointee(&k.params[2].ty));
    assert!(matches!(&sargs[0], ast::TemplateArg::Expr(e)
            if matches!(e.kind, ExprKind::Binary(ast::BinaryOp::Shr, ..))));
    let d = decl(&body(k)[0]);
    assert!(
        matches!(&d.declarators[0].init, Some(ast::Initializer::Expr(e))
            if matches!(e.kind, ExprKind::Binary(ast::BinaryOp::Shr, ..)))
    );
}

#[test]
fn cuda_sdk_shared_memory_pattern() {
    let src = r#"
template<class T>
struct SharedMemory
{
    __device__ inline operator       T *()
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
    __device__ inline operator const T *() const
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};
template <class T, unsigned int blockSize>
__global__ void reduce(T *g_idata, unsigned int n)
{
    T *sdata = SharedMemory<T>();
    sdata[threadIdx.x] = g_idata[threadIdx.x];
}
"#;
    let (tu, ds) = parse_diags("kernel.cu", src, Language::Cuda);
    assert!(ds.is_empty(), "{ds:?}");
    let tu = tu.expect("tu");
    let r = records(&tu)[0];
    let names: Vec<&str> = r.methods.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, vec!["operator T*", "operator const T*"]);
    assert_eq!(r.fields.as_ref().map(|f| f.len()), Some(0));
    let d = decl(&body(kernel(&tu, "reduce"))[0]);
    let Some(ast::Initializer::Expr(e)) = &d.declarators[0].init else {
        panic!()
    };
    let ExprKind::VectorLit(t, parts) = &e.kind else {
        panic!("{e:?}")
    };
    assert!(parts.is_empty());
    assert_eq!(named(t).0, "SharedMemory");
}

#[test]
fn constructors_destructors_and_initializer_lists() {
    let src =
        "struct P {\n  int a;\n  __device__ P(int x) : a(x) { }\n  __device__ P() { a = 0; }\n\
                   __device__ ~P() { }\n  __device__ int get() const { return this->a; }\n};\n\
                   __global__ void k(int *A) { P p(3); A[0] = p.a; }\n";
    let (tu, ds) = parse_diags("kernel.cu", src, Language::Cuda);
    assert!(ds.is_empty(), "{ds:?}");
    let tu = tu.expect("tu");
    let r = records(&tu)[0];
    let names: Vec<&str> = r.methods.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, vec!["P", "P", "~P", "get"]);
    // `: a(x)` is `this->a = x` at the start of the body.
    let first = &r.methods[0].body.as_ref().expect("body")[0];
    let StmtKind::Expr(e) = &first.kind else {
        panic!()
    };
    let ExprKind::Assign(None, lhs, _) = &e.kind else {
        panic!("{e:?}")
    };
    assert!(matches!(&lhs.kind, ExprKind::Member(t, m, true)
            if m == "a" && matches!(&t.kind, ExprKind::Ident(n) if n == "this")));
}

#[test]
fn out_of_class_member_definitions() {
    let src =
        "struct P { int a; __device__ P(int x); __device__ ~P(); __device__ int get() const; };\n\
                   __device__ P::P(int x) : a(x) { }\n__device__ P::~P() { }\n\
                   __device__ int P::get() const { return a; }\n__global__ void k(int *A) { }\n";
    let (tu, ds) = parse_diags("kernel.cu", src, Language::Cuda);
    assert!(ds.is_empty(), "{ds:?}");
    let tu = tu.expect("tu");
    let names: Vec<&str> = functions(&tu).iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, vec!["P::P", "P::~P", "P::get", "k"]);
    assert_eq!(records(&tu)[0].methods.len(), 3);
}

#[test]
fn conversion_and_overloaded_operators() {
    let src = "struct W { int v;\n  __device__ operator int() const { return v; }\n\
                   __device__ W &operator=(const W &o) { v = o.v; return *this; }\n\
                   __device__ int operator()(int x) const { return x; }\n\
                   __device__ W operator+(const W &o) const { W r; r.v = v + o.v; return r; }\n};\n\
                   __global__ void k(int *A) { }\n";
    let (tu, ds) = parse_diags("kernel.cu", src, Language::Cuda);
    assert!(ds.is_empty(), "{ds:?}");
    let tu = tu.expect("tu");
    let names: Vec<String> = records(&tu)[0]
        .methods
        .iter()
        .map(|m| m.name.clone())
        .collect();
    assert_eq!(
        names,
        vec!["operator int", "operator=", "operator()", "operator+"]
    );
}

#[test]
fn this_is_an_expression() {
    let src = "struct P { int a; __device__ void set(int v) { this->a = v; (*this).a = v; } };\n\
                   __global__ void k() { }\n";
    let (tu, ds) = parse_diags("kernel.cu", src, Language::Cuda);
    assert!(ds.is_empty(), "{ds:?}");
    let tu = tu.expect("tu");
    let set = &records(&tu)[0].methods[0];
    assert_eq!(set.body.as_ref().map(|b| b.len()), Some(2));
}

#[test]
fn scoped_enums_and_underlying_types() {
    let src = "enum class Color { Red, Green = 2 };\nenum struct Dir : unsigned char { Up, Down };\n\
                   enum E : int { C, D };\n__global__ void k(int *A) { A[0] = (int)Color::Red + C; }\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let enums: Vec<(Option<String>, usize)> = tu
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Decl(ast::Declaration {
                base: ast::TypeName::Base(ast::BaseType::Enum(e), _),
                ..
            }) => Some((e.name.clone(), e.variants.as_ref().map_or(0, |v| v.len()))),
            _ => None,
        })
        .collect();
    assert_eq!(
        enums,
        vec![
            (Some("Color".into()), 2),
            (Some("Dir".into()), 2),
            (Some("E".into()), 2)
        ]
    );
}

#[test]
fn label_before_closing_brace() {
    let src = "__kernel void k(__global int *A) {\n  if (A[0]) goto end;\n  switch (A[1]) { case 0: A[2] = 1; break; default: }\n  A[1] = 1;\nend:\n}\n";
    let (tu, _) = parse_ok("kernel.cl", src, Language::OpenCl);
    let b = body(kernel(&tu, "k"));
    assert!(matches!(&b[3].kind, StmtKind::Label(n, s)
            if n == "end" && matches!(s.kind, StmtKind::Empty)));
}

#[test]
fn launch_bounds_is_an_attribute() {
    let src = "__global__ void __launch_bounds__(256, 2) k(int *A) { }\n\
                   __launch_bounds__(128) __global__ void k2(int *A) { }\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    assert_eq!(
        kernel(&tu, "k").specs.attributes,
        vec!["launch_bounds(256, 2)".to_string()]
    );
    assert_eq!(
        kernel(&tu, "k2").specs.attributes,
        vec!["launch_bounds(128)".to_string()]
    );
}

#[test]
fn align_is_an_attribute() {
    let src = "struct __align__(16) S { float a, b, c, d; };\n\
                   typedef struct __align__(8) { int a; int b; } T2;\n__global__ void k(S *A, T2 *B) { }\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let r = records(&tu);
    assert_eq!(r[0].fields.as_ref().map(|f| f.len()), Some(4));
    assert_eq!(r[1].fields.as_ref().map(|f| f.len()), Some(2));
}

#[test]
fn extern_c_blocks_and_declarations() {
    let src = "extern \"C\" {\n__global__ void k(int *A) { }\n}\nextern \"C\" __global__ void k2(int *A) { }\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    assert!(kernel(&tu, "k").specs.is_kernel);
    assert!(kernel(&tu, "k2").specs.is_kernel);
}

#[test]
fn static_assertions_are_dropped() {
    let cu = "static_assert(sizeof(int) == 4, \"int\");\nstruct S { int a; static_assert(sizeof(int) == 4, \"x\"); };\n\
                  __global__ void k(int *A) { static_assert(1, \"x\"); A[0] = 1; }\n";
    let (tu, _) = parse_ok("kernel.cu", cu, Language::Cuda);
    assert!(matches!(&body(kernel(&tu, "k"))[0].kind, StmtKind::Empty));
    let cl = "_Static_assert(sizeof(int) == 4, \"int\");\n__kernel void k(__global int *A) { }\n";
    parse_ok("kernel.cl", cl, Language::OpenCl);
}

#[test]
fn typename_names_a_dependent_type() {
    let src = "template<typename T>\n__device__ typename T::value_type f(T x) { typename T::value_type y = x.v; return y; }\n\
                   __global__ void k(int *A) { }\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let f = kernel(&tu, "f");
    assert_eq!(named(&f.ret).0, "T::value_type");
    assert_eq!(
        named(&decl(&body(f)[0]).declarators[0].ty).0,
        "T::value_type"
    );
}

#[test]
fn function_pointers() {
    let src = "typedef int (*fp)(int);\nint add1(int x) { return x + 1; }\n\
                   int apply(int (*f)(int), int x) { return (*f)(x) + f(x); }\n\
                   __kernel void k(__global int *A) { int (*f)(int) = add1; fp g = &add1; A[0] = (*f)(A[1]) + g(2); }\n";
    let (tu, _) = parse_ok("kernel.cl", src, Language::OpenCl);
    let apply = kernel(&tu, "apply");
    assert!(
        matches!(pointee(&apply.params[0].ty), ast::TypeName::Function(_, ps) if ps.len() == 1)
    );
    let d = decl(&body(kernel(&tu, "k"))[0]);
    assert!(matches!(
        pointee(&d.declarators[0].ty),
        ast::TypeName::Function(..)
    ));
}

#[test]
fn c89_and_c99_declarations() {
    let src = "__kernel void k(__global int *A) {\n  int a, *b, c[3];\n  unsigned long long u = 1ULL;\n  long double ld = 1.0L;\n\
                   signed char sc = -1;\n  float h = 0x1.8p3f;\n  unsigned short int usi = 0;\n  long unsigned int lui = 0;\n}\n";
    let (tu, _) = parse_ok("kernel.cl", src, Language::OpenCl);
    let b = body(kernel(&tu, "k"));
    let d = decl(&b[0]);
    use ast::{BaseType as B, Sign, TypeName as T};
    assert!(matches!(
        &d.declarators[0].ty,
        T::Base(B::Int(Sign::Signed), _)
    ));
    assert!(matches!(&d.declarators[1].ty, T::Pointer(..)));
    assert!(matches!(&d.declarators[2].ty, T::Array(_, Some(_))));
    let ty = |i: usize| decl(&b[i]).declarators[0].ty.clone();
    assert!(matches!(ty(1), T::Base(B::LongLong(Sign::Unsigned), _)));
    assert!(matches!(ty(2), T::Base(B::Double, _)));
    assert!(matches!(ty(3), T::Base(B::Char(Some(Sign::Signed)), _)));
    assert!(matches!(ty(5), T::Base(B::Short(Sign::Unsigned), _)));
    assert!(matches!(ty(6), T::Base(B::Long(Sign::Unsigned), _)));
    let Some(ast::Initializer::Expr(e)) = &decl(&b[4]).declarators[0].init else {
        panic!()
    };
    assert!(matches!(e.kind, ExprKind::FloatLit { value, single: true } if value == 12.0));
}

#[test]
fn opencl_kernel_attributes_in_any_position() {
    let src = "__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void k1(__global int *A) { }\n\
                   __attribute__((reqd_work_group_size(8, 8, 1))) __kernel void k2(__global int *A) { }\n\
                   kernel __attribute__((vec_type_hint(float4))) __attribute__((work_group_size_hint(1,1,1))) void k3(global int *A) { }\n";
    let (tu, _) = parse_ok("kernel.cl", src, Language::OpenCl);
    assert_eq!(
        kernel(&tu, "k1").specs.attributes,
        vec!["reqd_work_group_size(64, 1, 1)".to_string()]
    );
    assert_eq!(
        kernel(&tu, "k2").specs.attributes,
        vec!["reqd_work_group_size(8, 8, 1)".to_string()]
    );
    assert_eq!(kernel(&tu, "k3").specs.attributes.len(), 2);
    assert!(kernel(&tu, "k3").specs.is_kernel);
}

#[test]
fn address_space_qualifiers_in_any_position() {
    let src = "__kernel void k(global float * restrict p, float __global *q, const __constant float *c,\n\
                   __global float * const pc, __local float4 *l) { }\n";
    let (tu, _) = parse_ok("kernel.cl", src, Language::OpenCl);
    let k = kernel(&tu, "k");
    let space = |i: usize| match pointee(&k.params[i].ty) {
        ast::TypeName::Base(_, q) => (q.space, q.is_const),
        t => panic!("{t:?}"),
    };
    use ast::AddrSpace::*;
    assert_eq!(space(0), (Some(Global), false));
    assert_eq!(space(1), (Some(Global), false));
    assert_eq!(space(2), (Some(Constant), true));
    assert_eq!(space(3), (Some(Global), false));
    assert_eq!(space(4), (Some(Local), false));
    assert!(matches!(&k.params[0].ty, ast::TypeName::Pointer(_, q) if q.is_restrict));
    assert!(matches!(&k.params[3].ty, ast::TypeName::Pointer(_, q) if q.is_const));
}

#[test]
fn opencl_images_and_samplers() {
    let src = "__constant sampler_t s0 = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;\n\
                   __kernel void k(__read_only image2d_t img, __write_only image2d_t out, read_only image3d_t i3, sampler_t smp) {\n\
                   const sampler_t s = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;\n\
                   float4 v = read_imagef(img, s, (int2)(0, 0));\n  write_imagef(out, (int2)(1, 1), v);\n\
                   int c = get_image_channel_order(img) == CLK_RGBA && get_image_channel_data_type(img) == CLK_FLOAT;\n}\n";
    let (tu, _) = parse_ok("kernel.cl", src, Language::OpenCl);
    let k = kernel(&tu, "k");
    assert_eq!(named(&k.params[0].ty).0, "image2d_t");
    assert_eq!(named(&k.params[3].ty).0, "sampler_t");
    // The CLK_* macros are integer constants.
    let d = decl(&body(k)[3]);
    let Some(ast::Initializer::Expr(e)) = &d.declarators[0].init else {
        panic!()
    };
    let ExprKind::Binary(ast::BinaryOp::And, l, _) = &e.kind else {
        panic!("{e:?}")
    };
    assert!(matches!(&l.kind, ExprKind::Binary(ast::BinaryOp::Eq, _, r)
            if matches!(r.kind, ExprKind::IntLit { value: 0x10B5, .. })));
}

#[test]
fn cuda_textures() {
    let src = "texture<float, 2, cudaReadModeElementType> tex;\n\
                   texture<float4, cudaTextureType2D, cudaReadModeNormalizedFloat> tex2;\n\
                   __global__ void k(float *A, cudaTextureObject_t obj) {\n\
                   A[0] = tex2D(tex, 0.5f, 0.5f) + tex2D<float>(obj, 0.f, 0.f) + tex1Dfetch<float>(obj, 3);\n}\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let Item::Decl(d) = &tu.items[0] else {
        panic!("{:?}", tu.items[0])
    };
    let (n, args) = named(&d.declarators[0].ty);
    assert_eq!((n, args.len()), ("texture", 3));
    assert_eq!(
        named(&kernel(&tu, "k").params[1].ty).0,
        "cudaTextureObject_t"
    );
}

#[test]
fn inline_assembly() {
    let src = "__global__ void k(int *A) {\n  unsigned int lane;\n  asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(lane));\n\
                   asm(\"bar.sync 0;\");\n  __asm__ __volatile__(\"\" ::: \"memory\");\n  A[0] = lane;\n}\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let b = body(kernel(&tu, "k"));
    assert!(b[1..4].iter().all(|s| matches!(s.kind, StmtKind::Asm(_))));
    let StmtKind::Asm(Some(a)) = &b[1].kind else {
        panic!("asm not taken apart: {:?}", b[1].kind)
    };
    assert_eq!(a.template, "mov.u32 %0, %%laneid;");
    assert_eq!(a.outputs.len(), 1);
    assert_eq!(a.outputs[0].constraint, "=r");
    assert!(a.outputs[0].expr.is_some() && a.inputs.is_empty());
    let StmtKind::Asm(Some(a)) = &b[3].kind else {
        panic!("asm not taken apart")
    };
    assert_eq!(
        (a.template.as_str(), a.outputs.len(), a.inputs.len()),
        ("", 0, 0)
    );
    assert_eq!(a.clobbers[0].constraint, "memory");
}

#[test]
fn inline_assembly_operands() {
    let src = "__global__ void k(int *A) {\n  int w = threadIdx.x / 32;\n  \
               asm volatile(\"bar.sync %0, %1;\" :: \"r\"(w + 1), \"r\"(w < 2 ? 64 : 128) : \"memory\");\n  \
               asm(\"bar.arrive 1, 64;\"\n \"\" : );\n}\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let b = body(kernel(&tu, "k"));
    let StmtKind::Asm(Some(a)) = &b[1].kind else {
        panic!("asm not taken apart: {:?}", b[1].kind)
    };
    assert_eq!(a.template, "bar.sync %0, %1;");
    assert!(a.outputs.is_empty());
    assert_eq!(a.inputs.len(), 2);
    assert!(a
        .inputs
        .iter()
        .all(|o| o.constraint == "r" && o.expr.is_some()));
    assert_eq!(a.clobbers.len(), 1);
    assert!(matches!(&b[2].kind, StmtKind::Asm(Some(a)) if a.template == "bar.arrive 1, 64;"));
}

#[test]
fn kernel_launch_in_device_code() {
    let src = "__global__ void child(int *A) { }\n\
                   __global__ void k(int *A) { child<<<1, 32>>>(A); child<<<dim3(1, 1), dim3(32), 0>>>(A + 1); }\n";
    let (tu, ds) = parse_diags("kernel.cu", src, Language::Cuda);
    // Launches parse (host code has them); lowering refuses one in device code.
    assert_eq!(ds, vec![]);
    let tu = tu.expect("tu");
    let StmtKind::Expr(e) = &body(kernel(&tu, "k"))[0].kind else {
        panic!()
    };
    assert!(matches!(&e.kind, ExprKind::Launch(f, args)
            if args.len() == 1 && matches!(&f.kind, ExprKind::Ident(n) if n == "child")));
}

#[test]
fn direct_initialization() {
    let src =
        "__global__ void k(int *A) { int x(3); dim3 g(2, 1); int y(x + 1), z = 2; int f(int); }\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let b = body(kernel(&tu, "k"));
    let init = |i: usize, j: usize| decl(&b[i]).declarators[j].init.clone();
    assert!(matches!(init(0, 0), Some(ast::Initializer::Expr(e))
            if matches!(e.kind, ExprKind::Cast(_, _))));
    assert!(matches!(init(1, 0), Some(ast::Initializer::Expr(e))
            if matches!(&e.kind, ExprKind::VectorLit(_, xs) if xs.len() == 2)));
    assert!(init(2, 0).is_some() && init(2, 1).is_some());
    // `int f(int);` still declares a function.
    assert!(matches!(
        decl(&b[3]).declarators[0].ty,
        ast::TypeName::Function(..)
    ));
}

#[test]
fn class_template_specialization_and_member_types() {
    let src =
        "template<typename T> struct Tr;\ntemplate<> struct Tr<float> { typedef float type; };\n\
                   __global__ void k(Tr<float>::type *A) { }\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let (n, args) = named(pointee(&kernel(&tu, "k").params[0].ty));
    assert_eq!((n, args.len()), ("Tr::type", 1));
    // The member typedef is not a field.
    let spec = records(&tu)
        .into_iter()
        .find(|r| r.fields.is_some())
        .expect("specialization");
    assert_eq!(spec.fields.as_ref().map(|f| f.len()), Some(0));
}

#[test]
fn static_const_members_are_record_constants_and_default_member_initializers_a_constructor() {
    let src = "struct S { enum { M = 2 }; static const int N = 4; int a = 1; };\n";
    let (tu, ds) = parse_diags("kernel.cu", src, Language::Cuda);
    assert!(ds.is_empty(), "{ds:?}");
    let rec = tu
        .expect("parsed")
        .items
        .into_iter()
        .find_map(|i| match i {
            Item::Decl(d) => match d.base {
                TypeName::Base(BaseType::Record(r), _) => Some(r),
                _ => None,
            },
            _ => None,
        })
        .expect("record");
    assert_eq!(rec.constants.len(), 2);
    assert!(
        matches!(&rec.constants[0], RecordConstant::Enum(e) if e.variants.as_ref().map(|v| v.len()) == Some(1))
    );
    assert!(matches!(&rec.constants[1], RecordConstant::Static(n, _, Some(_), _) if n == "N"));
    // `a = 1` becomes the body of a default constructor.
    assert_eq!(rec.methods.len(), 1);
    assert_eq!(rec.methods[0].name, "S");
    assert_eq!(rec.methods[0].body.as_ref().map(|b| b.len()), Some(1));
}

#[test]
fn cooperative_groups_templates() {
    let src = "#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n\
                   __global__ void k(int *A) { cg::thread_block b = cg::this_thread_block();\n\
                   cg::thread_block_tile<32> t = cg::tiled_partition<32>(b); t.sync(); }\n";
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let d = decl(&body(kernel(&tu, "k"))[1]);
    let Some(ast::Initializer::Expr(e)) = &d.declarators[0].init else {
        panic!()
    };
    assert!(
        matches!(&e.kind, ExprKind::Call(_, targs, args) if targs.len() == 1 && args.len() == 1)
    );
}

// ---------------------------------------------------------------------------------------
// Robustness: inputs found or suggested by fuzzing (see frontend/fuzz/README.md).

fn text_cfg(language: Language) -> Config {
    cfg(language)
}

/// Parse `text` without the preprocessor on a thread with the main thread's usual 8 MiB
/// stack, returning the number of errors.
fn parse_text_on_main_sized_stack(text: String, language: Language) -> usize {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let out = parse_text("kernel", &text, &text_cfg(language));
            out.diags.items.len()
        })
        .expect("spawn")
        .join()
        .expect("no panic")
}

#[test]
fn huge_vector_literal_does_not_overflow_the_stack() {
    // Flattening `(float4)(1, 1, ...)` used to recurse once per element.
    let text = format!(
        "__kernel void k() {{ float4 x = (float4)({}1); }}\n",
        "1,".repeat(100_000)
    );
    assert_eq!(parse_text_on_main_sized_stack(text, Language::OpenCl), 0);
}

#[test]
fn many_pointer_levels_parse_in_linear_time() {
    // Each `*` used to be inserted at the front of the derivation list.
    let text = format!("__kernel void k() {{ int {}p; }}\n", "*".repeat(100_000));
    let t = std::time::Instant::now();
    assert_eq!(parse_text_on_main_sized_stack(text, Language::OpenCl), 0);
    assert!(t.elapsed() < std::time::Duration::from_secs(20));
}

#[test]
fn deep_nesting_is_not_a_crash() {
    for inner in [
        format!("x = {}1;", "-".repeat(50_000)),
        format!("x = a{};", "+a".repeat(50_000)),
        format!("{}{}", "{".repeat(50_000), "}".repeat(50_000)),
        format!("{}x = 1;", "if (1) ".repeat(50_000)),
        format!("x = {}1{};", "f(".repeat(50_000), ")".repeat(50_000)),
        format!("x = {}1;", "(int)".repeat(50_000)),
        format!("T{} x;", "<T".repeat(50_000)),
        "{".repeat(50_000),
        ")".repeat(50_000),
    ] {
        let text = format!("__kernel void k(__global int *A) {{ {inner} }}\n");
        parse_text_on_main_sized_stack(text.clone(), Language::OpenCl);
        parse_text_on_main_sized_stack(text, Language::Cuda);
    }
}

#[test]
fn parse_text_reports_errors_in_the_text() {
    let out = parse_text(
        "kernel.cl",
        "__kernel void f() {\n  int x = ;\n}\n",
        &cfg(Language::OpenCl),
    );
    assert_eq!(out.diags.items.len(), 1);
    assert_eq!(
        line_of(&out.sources, out.diags.items[0].primary.expect("span")).1,
        2
    );
    assert!(out.tu.is_some());
}

#[test]
fn member_typedefs_and_aliases_are_record_types() {
    let src = "struct S { typedef float value_type; using index = unsigned; };\n";
    let (tu, ds) = parse_diags("kernel.cu", src, Language::Cuda);
    assert!(ds.is_empty(), "{ds:?}");
    let rec = tu
        .expect("parsed")
        .items
        .into_iter()
        .find_map(|i| match i {
            Item::Decl(d) => match d.base {
                TypeName::Base(BaseType::Record(r), _) => Some(r),
                _ => None,
            },
            _ => None,
        })
        .expect("record");
    let names: Vec<&str> = rec
        .constants
        .iter()
        .filter_map(|c| match c {
            RecordConstant::Type(n, _, _) => Some(n.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(names, ["value_type", "index"]);
}
