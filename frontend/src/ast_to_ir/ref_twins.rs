//! Pointer twins of functions that return a reference, so that a call used as an object
//! (`at(a, i) = v`, `view(i, j) += x`, `grid[ix] = 0`) designates the object returned.
//!
//! Every function or method with a body declared to return `T &` gets a twin named with
//! [`TWIN_SUFFIX`] that returns `T *`, each `return e;` becoming `return &(e);`. A call whose
//! result is read keeps calling the original (its value); a call used as an object calls the
//! twin and dereferences the pointer it returns. Twins are lowered only when called.

use std::borrow::Cow;

use super::expr::{LVal, Val};
use super::{short_name, Lowerer, Res};
use crate::ast;

/// Appended to the name of a function or method to name its pointer twin (a name no source
/// can write).
pub(crate) const TWIN_SUFFIX: &str = "#ref";

/// The translation unit with a pointer twin after every function and method that returns a
/// reference (borrowed unchanged when there is none).
pub(crate) fn with_pointer_twins(tu: &ast::TranslationUnit) -> Cow<'_, ast::TranslationUnit> {
    if !tu.items.iter().any(item_has_reference_result) {
        return Cow::Borrowed(tu);
    }
    let mut tu = tu.clone();
    add_twins(&mut tu.items);
    Cow::Owned(tu)
}

fn returns_reference(f: &ast::FunctionDef) -> bool {
    f.body.is_some() && matches!(f.ret, ast::TypeName::Reference(_))
}

fn record_of(d: &mut ast::Declaration) -> Option<&mut ast::RecordType> {
    match &mut d.base {
        ast::TypeName::Base(ast::BaseType::Record(r), _) => Some(r),
        _ => None,
    }
}

fn item_has_reference_result(item: &ast::Item) -> bool {
    match item {
        ast::Item::Function(f) => returns_reference(f),
        ast::Item::Decl(d) => matches!(
            &d.base,
            ast::TypeName::Base(ast::BaseType::Record(r), _) if r.methods.iter().any(returns_reference)
        ),
        ast::Item::Template { item, .. } => item_has_reference_result(item),
        ast::Item::Namespace { items, .. } => items.iter().any(item_has_reference_result),
        ast::Item::Ignored(_) => false,
    }
}

fn add_twins(items: &mut Vec<ast::Item>) {
    let mut out = Vec::with_capacity(items.len());
    for mut item in items.drain(..) {
        let twin = item_twin(&mut item);
        out.push(item);
        out.extend(twin);
    }
    *items = out;
}

/// Add twins inside `item` (record methods, namespace members); return the twin to place
/// after a function item.
fn item_twin(item: &mut ast::Item) -> Option<ast::Item> {
    match item {
        ast::Item::Function(f) => returns_reference(f).then(|| ast::Item::Function(twin(f))),
        ast::Item::Decl(d) => {
            if let Some(r) = record_of(d) {
                let twins: Vec<_> = r
                    .methods
                    .iter()
                    .filter(|m| returns_reference(m))
                    .map(twin)
                    .collect();
                r.methods.extend(twins);
            }
            None
        }
        ast::Item::Template { params, item, span } => {
            item_twin(item).map(|t| ast::Item::Template {
                params: params.clone(),
                item: Box::new(t),
                span: *span,
            })
        }
        ast::Item::Namespace { items, .. } => {
            add_twins(items);
            None
        }
        ast::Item::Ignored(_) => None,
    }
}

/// The pointer twin of a function returning a reference.
fn twin(f: &ast::FunctionDef) -> ast::FunctionDef {
    let mut t = f.clone();
    t.name.push_str(TWIN_SUFFIX);
    if let ast::TypeName::Reference(inner) = &f.ret {
        t.ret = ast::TypeName::Pointer(inner.clone(), ast::Quals::default());
    }
    if let Some(body) = &mut t.body {
        body.iter_mut().for_each(return_addresses);
    }
    t
}

/// Turn every `return e;` of a body into `return &(e);`.
fn return_addresses(s: &mut ast::Stmt) {
    use ast::StmtKind as S;
    match &mut s.kind {
        S::Return(Some(e)) => {
            let span = e.span;
            let inner = std::mem::replace(
                e,
                ast::Expr {
                    kind: ast::ExprKind::Ident(String::new()),
                    span,
                },
            );
            *e = ast::Expr {
                kind: ast::ExprKind::Unary(ast::UnaryOp::AddrOf, Box::new(inner)),
                span,
            };
        }
        S::Compound(ss) => ss.iter_mut().for_each(return_addresses),
        S::If(_, t, e) => {
            return_addresses(t);
            if let Some(e) = e {
                return_addresses(e);
            }
        }
        S::While(_, b)
        | S::DoWhile(b, _)
        | S::Switch(_, b)
        | S::Case(_, b)
        | S::Default(b)
        | S::Label(_, b)
        | S::For { body: b, .. } => return_addresses(b),
        S::Expr(_)
        | S::Decl(_)
        | S::Break
        | S::Continue
        | S::Return(None)
        | S::Goto(_)
        | S::Empty
        | S::Asm(_) => {}
    }
}

impl<'a> Lowerer<'a> {
    /// The object designated by a call of a function returning a reference (`e` is such a
    /// call, or `obj[i]` with a reference-returning `operator[]`): the pointer its twin
    /// returns, dereferenced.
    pub(crate) fn reference_result(&mut self, e: &ast::Expr) -> Res<LVal> {
        use ast::ExprKind as K;
        let twin_name = |n: &str| format!("{n}{TWIN_SUFFIX}");
        let v = match &e.kind {
            K::Index(obj, i) if matches!(obj.kind, K::Ident(_)) => self.user_method_call(
                obj,
                &twin_name("operator[]"),
                false,
                std::slice::from_ref(&**i),
                e.span,
            )?,
            K::Call(f, targs, args) => match &f.kind {
                K::Ident(n) if self.functions.contains_key(&twin_name(short_name(n))) => {
                    let call = ast::Expr {
                        kind: K::Call(
                            Box::new(ast::Expr {
                                kind: K::Ident(twin_name(n)),
                                span: f.span,
                            }),
                            targs.clone(),
                            args.clone(),
                        ),
                        span: e.span,
                    };
                    Some(self.rvalue(&call)?)
                }
                K::Ident(_) => {
                    self.user_method_call(f, &twin_name("operator()"), false, args, e.span)?
                }
                K::Member(obj, m, arrow) => {
                    self.user_method_call(obj, &twin_name(m), *arrow, args, e.span)?
                }
                _ => None,
            },
            _ => None,
        };
        match v {
            Some(Val::Ptr(p)) => Ok(self.deref(p, e.span)),
            _ => Err(self.unsupported(
                "use of a function's reference result as an object",
                Some(e.span),
            )),
        }
    }
}
