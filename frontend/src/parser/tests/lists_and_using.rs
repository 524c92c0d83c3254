//! Tests of the parser's C++ using-declarations and qualified type names.

use super::*;

/// The statements of the body of the function named `name`.
fn body<'t>(tu: &'t ast::TranslationUnit, name: &str) -> &'t [ast::Stmt] {
    let f = functions(tu).into_iter().find(|f| f.name == name);
    f.and_then(|f| f.body.as_deref())
        .expect("a function with a body")
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
