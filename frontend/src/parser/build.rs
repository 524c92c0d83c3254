//! Statements and C++ forms the grammar's actions build: `for` and range-`for` loops, `if`
//! with a declaration, functional casts, trailing return types, string initializers and the
//! constructors that run default member initializers.

use ir::Span;

use super::{Ctx, Declr, Init, DS};
use crate::ast::{self, BaseType, Quals, TypeName};

/// A function definition with its trailing return type `ret` (`auto f() -> ret`). In
/// `decltype(e)` there, `e` may name the parameters: each stands for a value of its type.
pub(crate) fn with_return(item: ast::Item, ret: TypeName) -> ast::Item {
    match item {
        ast::Item::Function(mut f) => {
            f.ret = match ret {
                TypeName::Base(BaseType::TypeOf(mut e), q) => {
                    for p in &f.params {
                        if let Some(n) = &p.name {
                            let ty = match &p.ty {
                                TypeName::Reference(inner) => (**inner).clone(),
                                t => t.clone(),
                            };
                            replace_name(&mut e, n, &ty);
                        }
                    }
                    TypeName::Base(BaseType::TypeOf(e), q)
                }
                other => other,
            };
            ast::Item::Function(f)
        }
        other => other,
    }
}

/// Replace name `n` in the unevaluated expression `e` by a value of type `ty` (a
/// value-initialised temporary).
fn replace_name(e: &mut ast::Expr, n: &str, ty: &TypeName) {
    use ast::ExprKind as K;
    match &mut e.kind {
        K::Ident(x) if x == n => {
            let list = ast::Initializer::List(Vec::new(), e.span);
            e.kind = K::CompoundLit(ty.clone(), Box::new(list));
        }
        K::Unary(_, a) | K::Member(a, _, _) | K::Cast(_, a) | K::SizeofExpr(a) => {
            replace_name(a, n, ty)
        }
        K::Binary(_, a, b) | K::Index(a, b) | K::Comma(a, b) => {
            replace_name(a, n, ty);
            replace_name(b, n, ty);
        }
        K::Ternary(a, b, c) => {
            replace_name(a, n, ty);
            replace_name(b, n, ty);
            replace_name(c, n, ty);
        }
        K::Call(f, _, args) => {
            replace_name(f, n, ty);
            for a in args {
                replace_name(a, n, ty);
            }
        }
        _ => {}
    }
}

/// `if (c) t else e`; with a declaration in the condition (`if (int v = f()) ...`), a block
/// declaring it, whose `if` tests it.
pub(crate) fn if_stmt(
    c: (Option<ast::Declaration>, ast::Expr),
    t: ast::Stmt,
    e: Option<ast::Stmt>,
    span: Span,
) -> ast::Stmt {
    let (decl, cond) = c;
    let stmt = ast::Stmt {
        kind: ast::StmtKind::If(cond, Box::new(t), e.map(Box::new)),
        span,
    };
    match decl {
        None => stmt,
        Some(d) => {
            let d = ast::Stmt {
                kind: ast::StmtKind::Decl(d),
                span,
            };
            ast::Stmt {
                kind: ast::StmtKind::Compound(vec![d, stmt]),
                span,
            }
        }
    }
}

/// A `for` statement from its head and body.
pub(crate) fn for_stmt(
    st: &Ctx,
    h: (Option<Box<ast::Stmt>>, Option<ast::Expr>, Option<ast::Expr>),
    body: ast::Stmt,
    l: usize,
    r: usize,
) -> ast::Stmt {
    let (init, cond, step) = h;
    ast::Stmt {
        kind: ast::StmtKind::For {
            init,
            cond,
            step,
            body: Box::new(body),
        },
        span: st.span(l, r),
    }
}

/// The name of the built-in a range-based `for` counts its range's elements with.
pub(crate) const RANGE_LENGTH: &str = "__kcc_range_length";

/// C++ `for (T x : range) body`, read as
/// `{ for (unsigned i = 0; i < N; ++i) { T x = range[i]; body } }` where `N` is the length
/// of `range` (which the lowering accepts for an array of known length only).
pub(crate) fn range_for(
    st: &Ctx,
    h: (Vec<DS>, Declr, ast::Expr),
    body: ast::Stmt,
    l: usize,
    r: usize,
) -> ast::Stmt {
    use ast::{Expr, ExprKind as K, StmtKind as S};
    let (specs, d, range) = h;
    let span = st.span(l, r);
    let e = |kind| Expr { kind, span };
    let stmt = |kind| ast::Stmt { kind, span };
    let i = "__kcc_range_i";
    let index = st.declaration(
        vec![DS::Unsigned, DS::Int],
        vec![(
            Declr {
                name: Some((i.to_string(), span)),
                derivs: vec![],
            },
            Init::Copy(ast::Initializer::Expr(e(K::IntLit {
                value: 0,
                suffix: ast::IntSuffix::default(),
                hex_or_octal: false,
            }))),
        )],
        l,
        l,
    );
    let length = e(K::Call(
        Box::new(e(K::Ident(RANGE_LENGTH.to_string()))),
        vec![],
        vec![range.clone()],
    ));
    let cond = e(K::Binary(
        ast::BinaryOp::Lt,
        Box::new(e(K::Ident(i.to_string()))),
        Box::new(length),
    ));
    let step = e(K::Unary(
        ast::UnaryOp::PreInc,
        Box::new(e(K::Ident(i.to_string()))),
    ));
    let elem = e(K::Index(
        Box::new(range),
        Box::new(e(K::Ident(i.to_string()))),
    ));
    let var = st.declaration(
        specs,
        vec![(d, Init::Copy(ast::Initializer::Expr(elem)))],
        l,
        l,
    );
    let inner = stmt(S::Compound(vec![stmt(S::Decl(var)), body]));
    stmt(S::Compound(vec![stmt(S::For {
        init: Some(Box::new(stmt(S::Decl(index)))),
        cond: Some(cond),
        step: Some(step),
        body: Box::new(inner),
    })]))
}

/// `T(args)`: a cast for one argument, a value-initialised `T` (a cast of `0`) for none, and
/// a vector literal for several.
pub(crate) fn functional_cast(ty: TypeName, mut args: Vec<ast::Expr>, span: Span) -> ast::Expr {
    use ast::ExprKind;
    let kind = match args.len() {
        1 => ExprKind::Cast(ty, Box::new(args.remove(0))),
        _ => ExprKind::VectorLit(ty, args),
    };
    ast::Expr { kind, span }
}

/// The operands of a left-nested comma expression, in order (iteratively: a vector literal
/// may have thousands of parts).
pub(super) fn flatten_comma(e: ast::Expr, out: &mut Vec<ast::Expr>) {
    let start = out.len();
    let mut cur = e;
    loop {
        match cur.kind {
            ast::ExprKind::Comma(a, b) => {
                out.push(*b);
                cur = *a;
            }
            _ => {
                out.push(cur);
                break;
            }
        }
    }
    out[start..].reverse();
}

/// The bytes of a string literal as a narrow (UTF-8) string, without the terminating NUL.
pub(crate) fn string_bytes(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        match u8::try_from(u32::from(c)) {
            Ok(b) => out.push(b),
            Err(_) => out.extend(c.to_string().bytes()),
        }
    }
    out
}

/// `char s[] = "text"`: the list of the string's characters and its terminating NUL, which
/// is left out when the array's written length has no room for it (`char s[4] = "text"`).
pub(super) fn string_array_init(ty: &TypeName, init: ast::Initializer) -> ast::Initializer {
    let (TypeName::Array(_, len), ast::Initializer::Expr(e)) = (ty, &init) else {
        return init;
    };
    let ast::ExprKind::StringLit(text) = &e.kind else {
        return init;
    };
    let mut bytes = string_bytes(text);
    let written = len.as_deref().and_then(|l| match l.kind {
        ast::ExprKind::IntLit { value, .. } => Some(value),
        _ => None,
    });
    if written != Some(bytes.len() as u128) {
        bytes.push(0);
    }
    byte_list(bytes, e.span)
}

/// A brace list of character literals, one per byte.
pub(crate) fn byte_list(bytes: Vec<u8>, span: Span) -> ast::Initializer {
    let items = bytes
        .into_iter()
        .map(|b| {
            let item = ast::Expr {
                kind: ast::ExprKind::CharLit(u32::from(b)),
                span,
            };
            (None, ast::Initializer::Expr(item))
        })
        .collect();
    ast::Initializer::List(items, span)
}

/// C++ default member initializers (`struct Cfg { int n = 4; };`) as assignments at the start
/// of every constructor of `record` (a member its initializer list names is assigned again
/// there, as C++ then skips the default); a record without constructors gets a default
/// constructor doing just that, so `Cfg c;` and `Cfg{}` see the defaults and a longer braced
/// list is refused rather than read member by member.
pub(super) fn default_member_initializers(
    record: &str,
    fields: &[ast::Field],
    methods: &mut Vec<ast::FunctionDef>,
    span: Span,
) {
    use ast::{Expr, ExprKind, Stmt, StmtKind};
    let defaults: Vec<Stmt> = fields
        .iter()
        .filter_map(|f| {
            let e = f.default.clone()?;
            let this = Expr {
                kind: ExprKind::Ident("this".into()),
                span: f.span,
            };
            let member = Expr {
                kind: ExprKind::Member(Box::new(this), f.name.clone(), true),
                span: f.span,
            };
            let assign = Expr {
                kind: ExprKind::Assign(None, Box::new(member), Box::new(e)),
                span: f.span,
            };
            Some(Stmt {
                kind: StmtKind::Expr(assign),
                span: f.span,
            })
        })
        .collect();
    if defaults.is_empty() {
        return;
    }
    let is_ctor = |m: &ast::FunctionDef| m.name.rsplit("::").next() == Some(record);
    let mut any = false;
    for m in methods.iter_mut().filter(|m| is_ctor(m)) {
        any = true;
        if let Some(body) = &mut m.body {
            let mut b = defaults.clone();
            b.append(body);
            *body = b;
        }
    }
    if !any {
        methods.push(ast::FunctionDef {
            specs: ast::Specifiers {
                implicit: true,
                ..ast::Specifiers::default()
            },
            name: record.to_string(),
            targs: vec![],
            tparams: Vec::new(),
            ret: TypeName::Base(BaseType::Void, Quals::default()),
            params: vec![],
            variadic: false,
            body: Some(defaults),
            name_span: span,
            span,
        });
    }
}
