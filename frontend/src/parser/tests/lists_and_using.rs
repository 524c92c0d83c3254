//! Tests of the parser's C++ using-declarations, qualified type names, list initialization
//! of temporaries (`T{a, b}`) and braced lists as call arguments (`f({a, b})`).

use super::*;

/// The statements of the body of the function named `name`.
fn body<'t>(tu: &'t ast::TranslationUnit, name: &str) -> &'t [ast::Stmt] {
    let f = functions(tu).into_iter().find(|f| f.name == name);
    f.and_then(|f| f.body.as_deref())
        .expect("a function with a body")
}

/// The initializer expression of the first declarator of declaration statement `s`.
fn init_of(s: &ast::Stmt) -> &ast::Expr {
    match &s.kind {
        StmtKind::Decl(d) => match &d.declarators[0].init {
            Some(ast::Initializer::Expr(e)) => e,
            i => panic!("{i:?}"),
        },
        k => panic!("{k:?}"),
    }
}

/// The number of items of a compound literal `T{...}` of the type named `ty`.
fn list_literal_len(e: &ast::Expr, ty: &str) -> usize {
    match &e.kind {
        ExprKind::CompoundLit(TypeName::Base(BaseType::Named(n, _), _), init) if n == ty => {
            match &**init {
                ast::Initializer::List(items, _) => items.len(),
                i => panic!("{i:?}"),
            }
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn using_declarations_and_qualified_struct_names() {
    let src = r#"
namespace ns { struct S { float a, b; }; __device__ float f(float x) { return x; } }
using ns::S;
using ns::f;
typedef ns::S S2;
__global__ void k(float *ys, ns::S p, const ns::S *q, S2 r) {
    using ns::S;
    ns::S s;
    ys[threadIdx.x] = p.a + q->b + r.a + s.a + f(1.0f);
}
"#;
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let k = functions(&tu)
        .into_iter()
        .find(|f| f.name == "k")
        .expect("kernel");
    let named = |t: &TypeName| match t {
        TypeName::Base(BaseType::Named(n, _), _) => n.clone(),
        TypeName::Pointer(inner, _) => match &**inner {
            TypeName::Base(BaseType::Named(n, _), _) => format!("{n} *"),
            t => panic!("{t:?}"),
        },
        t => panic!("{t:?}"),
    };
    let params: Vec<String> = k.params[1..].iter().map(|p| named(&p.ty)).collect();
    assert_eq!(params, ["ns::S", "ns::S *", "S2"]);
    let b = body(&tu, "k");
    assert!(matches!(b[0].kind, StmtKind::Empty), "{:?}", b[0]);
    assert!(matches!(&b[1].kind, StmtKind::Decl(d) if named(&d.base) == "ns::S"));
    let ignored = tu.items.iter().filter(|i| matches!(i, Item::Ignored(_)));
    assert_eq!(ignored.count(), 2);
}

#[test]
fn list_initialization_of_temporaries() {
    let src = r#"
struct S { float a, b; };
template <typename T> struct P { T x, y; };
namespace ns { struct Q { int i; }; }
__device__ S make(float x) { return S{x, 1.0f}; }
__global__ void k(float *ys) {
    S s = S{ys[0], 1.0f};
    S arr[2] = { S{1.0f}, S{2.0f, 3.0f} };
    P<float> p = P<float>{1.0f, 2.0f};
    ns::Q q = ns::Q{3};
    int z = int{};
    ys[threadIdx.x] = S{s.a, 2.0f}.b + make(p.x).a + arr[0].a + q.i + z;
}
"#;
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let b = body(&tu, "k");
    assert_eq!(list_literal_len(init_of(&b[0]), "S"), 2);
    match &b[1].kind {
        StmtKind::Decl(d) => match &d.declarators[0].init {
            Some(ast::Initializer::List(items, _)) => {
                let lens: Vec<usize> = items
                    .iter()
                    .map(|(_, i)| match i {
                        ast::Initializer::Expr(e) => list_literal_len(e, "S"),
                        i => panic!("{i:?}"),
                    })
                    .collect();
                assert_eq!(lens, [1, 2]);
            }
            i => panic!("{i:?}"),
        },
        k => panic!("{k:?}"),
    }
    assert_eq!(list_literal_len(init_of(&b[2]), "P"), 2);
    assert_eq!(list_literal_len(init_of(&b[3]), "ns::Q"), 1);
    assert!(matches!(
        &init_of(&b[4]).kind,
        ExprKind::CompoundLit(TypeName::Base(BaseType::Int(_), _), _)
    ));
    let StmtKind::Expr(e) = &b[5].kind else {
        panic!("{:?}", b[5])
    };
    let ExprKind::Assign(None, _, rhs) = &e.kind else {
        panic!("{e:?}")
    };
    let mut lhs = &**rhs;
    while let ExprKind::Binary(_, l, _) = &lhs.kind {
        lhs = l;
    }
    match &lhs.kind {
        ExprKind::Member(base, m, false) if m == "b" => assert_eq!(list_literal_len(base, "S"), 2),
        k => panic!("{k:?}"),
    }
    match &body(&tu, "make")[0].kind {
        StmtKind::Return(Some(e)) => assert_eq!(list_literal_len(e, "S"), 2),
        k => panic!("{k:?}"),
    }
}

#[test]
fn braced_lists_as_arguments() {
    let src = r#"
struct V { float a, b; };
__device__ float get(const V &v) { return v.a; }
template <typename T> __device__ float tget(V v) { return v.b; }
__global__ void k(float *ys) {
    float x = get({ys[0], 1.0f});
    float y = tget<int>({1.0f});
    V v(get({}), {2.0f});
    ys[threadIdx.x] = x + y;
}
"#;
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let b = body(&tu, "k");
    let braced = |e: &ast::Expr| match &e.kind {
        ExprKind::BracedList(init) => match &**init {
            ast::Initializer::List(items, _) => items.len(),
            i => panic!("{i:?}"),
        },
        k => panic!("{k:?}"),
    };
    match &init_of(&b[0]).kind {
        ExprKind::Call(_, targs, args) if targs.is_empty() => assert_eq!(braced(&args[0]), 2),
        k => panic!("{k:?}"),
    }
    match &init_of(&b[1]).kind {
        ExprKind::Call(_, targs, args) if targs.len() == 1 => assert_eq!(braced(&args[0]), 1),
        k => panic!("{k:?}"),
    }
    // `T x(a, {b})`: direct initialization reads as `T(a, {b})`.
    match &init_of(&b[2]).kind {
        ExprKind::VectorLit(_, args) => {
            assert!(matches!(&args[0].kind, ExprKind::Call(_, _, a) if braced(&a[0]) == 0));
            assert_eq!(braced(&args[1]), 1);
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn type_then_parenthesis_or_brace_at_statement_start_is_still_a_declaration_or_record() {
    let src = r#"
struct B { int i; };
struct D : B { int j; };
__global__ void k(int *out) {
    B (b);
    b.i = 1;
    {
        B (c);
        c.i = 2;
    }
    out[threadIdx.x] = b.i;
}
"#;
    let (tu, _) = parse_ok("kernel.cu", src, Language::Cuda);
    let b = body(&tu, "k");
    assert!(matches!(&b[0].kind, StmtKind::Decl(d) if d.declarators[0].name == "b"));
    match &b[2].kind {
        StmtKind::Compound(ss) => {
            assert!(matches!(&ss[0].kind, StmtKind::Decl(d) if d.declarators[0].name == "c"))
        }
        k => panic!("{k:?}"),
    }
}
