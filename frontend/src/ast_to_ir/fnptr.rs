//! Function pointers: a pointer to a function holds the number of a function whose address is
//! taken somewhere in the translation unit; a call through it tries each such function that
//! accepts the arguments, choosing by that number; any other value (null among them) is a
//! possible null pointer access.

use std::collections::HashMap;

use ir::{Expr, StmtKind};

use super::expr::Val;
use super::scan::{walk_body, Node};
use super::types::CType;
use super::{Binding, Lowerer, Res};
use crate::ast;

/// The type of a function pointer value.
pub(crate) const FN_PTR: CType = CType::Int {
    width: 32,
    signed: false,
};

impl<'a> Lowerer<'a> {
    /// Number the functions whose names are used other than as the callee of a direct call
    /// (in function bodies and file-scope initializers).
    pub(crate) fn find_address_taken(&mut self, tu: &'a ast::TranslationUnit) {
        let mut uses: HashMap<String, (usize, usize)> = HashMap::new();
        let mut count = |e: &ast::Expr| {
            if let ast::ExprKind::Ident(n) = &e.kind {
                uses.entry(n.clone()).or_default().0 += 1;
            }
            if let ast::ExprKind::Call(f, _, _) = &e.kind {
                if let ast::ExprKind::Ident(n) = &f.kind {
                    uses.entry(n.clone()).or_default().1 += 1;
                }
            }
        };
        let mut bodies: Vec<&'a [ast::Stmt]> = Vec::new();
        let mut inits: Vec<&'a ast::Initializer> = Vec::new();
        collect(&tu.items, &mut bodies, &mut inits);
        for b in bodies {
            walk_body(b, &mut |node| {
                let Node::Expr(e) = node;
                count(e);
            });
        }
        for i in inits {
            let e = init_expr(i);
            let stmt = ast::Stmt {
                span: e.span,
                kind: ast::StmtKind::Expr(e),
            };
            walk_body(std::slice::from_ref(&stmt), &mut |node| {
                let Node::Expr(e) = node;
                count(e);
            });
        }
        let mut names: Vec<&String> = uses
            .iter()
            .filter(|(_, (all, calls))| all > calls)
            .map(|(n, _)| n)
            .collect();
        names.sort();
        for n in names {
            let short = n.rsplit("::").next().unwrap_or(n);
            if let Some(def) = self
                .functions
                .get(short)
                .and_then(|fs| fs.iter().copied().find(|f| f.body.is_some()))
            {
                self.address_taken.push(def);
            }
        }
    }

    /// The value of function `name` used as a pointer, if it is one whose address is taken.
    pub(crate) fn function_value(&self, name: &str) -> Option<Val> {
        let short = name.rsplit("::").next().unwrap_or(name);
        let k = self
            .address_taken
            .iter()
            .position(|f| f.name.rsplit("::").next() == Some(short))?;
        Some(Val::Scalar(Expr::bv(k as u128 + 1, 32), FN_PTR))
    }

    /// True when `e` names a variable (not a function), so that calling it goes through a
    /// function pointer.
    pub(crate) fn is_pointer_callee(&self, e: &ast::Expr) -> bool {
        match &e.kind {
            ast::ExprKind::Ident(n) => matches!(self.lookup(n), Some(Binding::Var(..))),
            ast::ExprKind::Unary(ast::UnaryOp::Deref, inner) => self.is_pointer_callee(inner),
            ast::ExprKind::Index(..) => true,
            _ => false,
        }
    }

    /// A call through the function pointer `f`: one branch per address-taken function that
    /// accepts the arguments, chosen by the pointer's value.
    pub(crate) fn pointer_call(
        &mut self,
        f: &ast::Expr,
        args: &[ast::Expr],
        span: ir::Span,
        want: bool,
    ) -> Res<Val> {
        let target = match &f.kind {
            ast::ExprKind::Unary(ast::UnaryOp::Deref, inner) => &**inner,
            _ => f,
        };
        let (x, xt) = self.scalar(target)?;
        let x = self.convert(x, &xt, &FN_PTR);
        let x = Expr::var(self.spill(x));
        let cands: Vec<(usize, &'a ast::FunctionDef)> = self
            .address_taken
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, d)| {
                args.len() <= d.params.len()
                    && d.params
                        .iter()
                        .skip(args.len())
                        .all(|p| p.default.is_some())
            })
            .collect();
        if cands.is_empty() {
            return Err(self.unsupported(
                "call through a function pointer that can point to no function taking these arguments",
                Some(span),
            ));
        }
        let mut ret: Option<(ir::VarId, CType)> = None;
        let mut branches = Vec::new();
        for (k, def) in cands {
            let (mut stmts, v) = self.scratch(|l| l.user_call(def, args, span, want, Vec::new()));
            match v? {
                Val::Scalar(e, t) => {
                    let (r, rt) = match &ret {
                        Some(r) => r.clone(),
                        None => {
                            let ty = t.ir().unwrap_or(ir::Type::Bv(32));
                            let r = (self.temp(ty), t.clone());
                            ret = Some(r.clone());
                            r
                        }
                    };
                    let e = self.convert(e, &t, &rt);
                    stmts.push(ir::Stmt::new(
                        StmtKind::Assign { lhs: r, rhs: e },
                        self.origin(),
                    ));
                }
                Val::Void => {}
                _ => {
                    return Err(self.unsupported(
                        "call through a function pointer returning a vector, struct or pointer",
                        Some(span),
                    ))
                }
            }
            branches.push((Expr::eq(x.clone(), Expr::bv(k as u128 + 1, 32)), stmts));
        }
        // Any other value (null, an uninitialised pointer, a function of another type) is a
        // bad pointer: GPUVerify's `possible null pointer access`.
        let id = self
            .prog
            .new_assert(ir::AssertKind::NullAccess, ir::Origin::Source(span));
        let mut chain = vec![ir::Stmt::new(
            StmtKind::Assert {
                id,
                cond: Expr::Bool(false),
            },
            self.origin(),
        )];
        for (cond, then_body) in branches.into_iter().rev() {
            chain = vec![ir::Stmt::new(
                StmtKind::If {
                    cond,
                    then_body,
                    else_body: chain,
                    uniform: false,
                },
                self.origin(),
            )];
        }
        for s in chain {
            self.emit(s.kind);
        }
        Ok(match ret {
            Some((r, t)) => Val::Scalar(Expr::var(r), t),
            None => Val::Void,
        })
    }
}

/// Function bodies and file-scope initializers of a list of items.
fn collect<'a>(
    items: &'a [ast::Item],
    bodies: &mut Vec<&'a [ast::Stmt]>,
    inits: &mut Vec<&'a ast::Initializer>,
) {
    for item in items {
        match item {
            ast::Item::Function(f) => bodies.extend(f.body.as_deref()),
            ast::Item::Decl(d) => {
                inits.extend(d.declarators.iter().filter_map(|i| i.init.as_ref()));
                if let ast::TypeName::Base(ast::BaseType::Record(r), _) = &d.base {
                    for m in &r.methods {
                        bodies.extend(m.body.as_deref());
                    }
                }
            }
            ast::Item::Namespace { items, .. } => collect(items, bodies, inits),
            ast::Item::Template { item, .. } => {
                collect(std::slice::from_ref(&**item), bodies, inits)
            }
            ast::Item::Ignored(_) => {}
        }
    }
}

/// An initializer as one expression (a list becomes a comma chain of its items).
fn init_expr(i: &ast::Initializer) -> ast::Expr {
    match i {
        ast::Initializer::Expr(e) => e.clone(),
        ast::Initializer::List(items, span) => {
            let mut it = items.iter().map(|(_, i)| init_expr(i));
            let first = it.next().unwrap_or(ast::Expr {
                kind: ast::ExprKind::IntLit {
                    value: 0,
                    suffix: ast::IntSuffix::default(),
                    hex_or_octal: false,
                },
                span: *span,
            });
            it.fold(first, |a, b| ast::Expr {
                span: *span,
                kind: ast::ExprKind::Comma(Box::new(a), Box::new(b)),
            })
        }
    }
}
