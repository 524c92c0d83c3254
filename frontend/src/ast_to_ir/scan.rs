//! Syntactic scans of function bodies: names assigned anywhere, names whose address is
//! taken, and a visitor over every expression.

use std::collections::HashSet;

use super::memory::FnMem;
use crate::ast;

/// Names assigned anywhere in a function body (`p = ...`, `p += ...`, `p++`).
pub(crate) fn collect_mutated(stmts: &[ast::Stmt], out: &mut HashSet<String>) {
    fn expr(e: &ast::Expr, out: &mut std::collections::HashSet<String>) {
        use ast::ExprKind as K;
        match &e.kind {
            K::Assign(_, lhs, rhs) => {
                if let K::Ident(n) = &lhs.kind {
                    out.insert(n.clone());
                }
                expr(lhs, out);
                expr(rhs, out);
            }
            K::Unary(op, a) => {
                if matches!(
                    op,
                    ast::UnaryOp::PreInc
                        | ast::UnaryOp::PreDec
                        | ast::UnaryOp::PostInc
                        | ast::UnaryOp::PostDec
                ) {
                    if let K::Ident(n) = &a.kind {
                        out.insert(n.clone());
                    }
                }
                expr(a, out);
            }
            K::Binary(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
                expr(a, out);
                expr(b, out);
            }
            K::Ternary(a, b, c) => {
                expr(a, out);
                expr(b, out);
                expr(c, out);
            }
            K::Call(f, _, args) => {
                expr(f, out);
                args.iter().for_each(|a| expr(a, out));
            }
            K::Member(a, _, _) | K::Cast(_, a) | K::SizeofExpr(a) | K::VecStepExpr(a) => {
                expr(a, out)
            }
            K::VectorLit(_, args) => args.iter().for_each(|a| expr(a, out)),
            K::StmtExpr(ss) => ss.iter().for_each(|s| stmt(s, out)),
            K::CompoundLit(_, init) | K::BracedList(init) => initializer(init, out),
            _ => {}
        }
    }
    fn initializer(i: &ast::Initializer, out: &mut std::collections::HashSet<String>) {
        match i {
            ast::Initializer::Expr(e) => expr(e, out),
            ast::Initializer::List(items, _) => items.iter().for_each(|(_, i)| initializer(i, out)),
        }
    }
    fn stmt(s: &ast::Stmt, out: &mut std::collections::HashSet<String>) {
        use ast::StmtKind as S;
        match &s.kind {
            S::Expr(e) | S::Return(Some(e)) => expr(e, out),
            S::Decl(d) => {
                for i in &d.declarators {
                    if let Some(init) = &i.init {
                        initializer(init, out);
                    }
                }
            }
            S::Compound(ss) => ss.iter().for_each(|s| stmt(s, out)),
            S::If(c, t, e) => {
                expr(c, out);
                stmt(t, out);
                if let Some(e) = e {
                    stmt(e, out);
                }
            }
            S::While(c, b) | S::DoWhile(b, c) | S::Switch(c, b) | S::Case(c, b) => {
                expr(c, out);
                stmt(b, out);
            }
            S::For {
                init,
                cond,
                step,
                body,
            } => {
                if let Some(i) = init {
                    stmt(i, out);
                }
                if let Some(c) = cond {
                    expr(c, out);
                }
                if let Some(st) = step {
                    expr(st, out);
                }
                stmt(body, out);
            }
            S::Default(b) | S::Label(_, b) => stmt(b, out),
            _ => {}
        }
    }
    stmts.iter().for_each(|s| stmt(s, out));
}

/// Scan a function body for names whose address is taken.
pub(crate) fn scan_body(stmts: &[ast::Stmt], m: &mut FnMem) {
    walk_body(stmts, &mut |node| {
        let Node::Expr(e) = node;
        if let ast::ExprKind::Unary(ast::UnaryOp::AddrOf, a) = &e.kind {
            if let Some(n) = addr_root(a) {
                m.addr_taken.insert(n.to_string());
            }
        }
    });
}

/// True when the members of struct variable `name` may be written in a function body: a
/// member assigned or incremented, the variable passed to a call (perhaps by reference) or
/// used as the object of a method call.
pub(crate) fn may_write_members(stmts: &[ast::Stmt], name: &str) -> bool {
    fn member_root(e: &ast::Expr) -> Option<&str> {
        match &e.kind {
            ast::ExprKind::Ident(n) => Some(n),
            ast::ExprKind::Member(b, _, false) => member_root(b),
            _ => None,
        }
    }
    let mut found = false;
    walk_body(stmts, &mut |node| {
        let Node::Expr(e) = node;
        use ast::ExprKind as K;
        match &e.kind {
            K::Assign(_, lhs, _) => found |= member_root(lhs) == Some(name),
            K::Unary(
                ast::UnaryOp::PreInc
                | ast::UnaryOp::PreDec
                | ast::UnaryOp::PostInc
                | ast::UnaryOp::PostDec,
                a,
            ) => found |= member_root(a) == Some(name),
            K::Call(f, _, args) => {
                found |= args
                    .iter()
                    .any(|a| matches!(&a.kind, K::Ident(n) if n == name));
                found |= matches!(&f.kind, K::Member(b, _, _) if member_root(b) == Some(name));
            }
            _ => {}
        }
    });
    found
}

/// The variable whose address `&e` takes (`&x`, `&x.f`): not that of `p` in `&p[i]`, which
/// is an element of what `p` addresses (arrays live in memory anyway).
fn addr_root(e: &ast::Expr) -> Option<&str> {
    match &e.kind {
        ast::ExprKind::Ident(n) => Some(n),
        ast::ExprKind::Member(b, _, false) => addr_root(b),
        _ => None,
    }
}

/// The variable an lvalue expression is part of (`x`, `x.f`, `x[i]`), if any.
pub(crate) fn root_name(e: &ast::Expr) -> Option<&str> {
    match &e.kind {
        ast::ExprKind::Ident(n) => Some(n),
        ast::ExprKind::Member(b, _, false) | ast::ExprKind::Index(b, _) => root_name(b),
        _ => None,
    }
}

/// A node visited by [`walk_body`].
pub(crate) enum Node<'e> {
    /// Every expression and subexpression.
    Expr(&'e ast::Expr),
}

/// Visit every expression and declarator initializer of a function body.
pub(crate) fn walk_body<'e>(stmts: &'e [ast::Stmt], f: &mut dyn FnMut(Node<'e>)) {
    fn expr<'e>(e: &'e ast::Expr, f: &mut dyn FnMut(Node<'e>)) {
        use ast::ExprKind as K;
        f(Node::Expr(e));
        match &e.kind {
            K::Unary(_, a)
            | K::Member(a, _, _)
            | K::Cast(_, a)
            | K::SizeofExpr(a)
            | K::VecStepExpr(a) => expr(a, f),
            K::Binary(_, a, b) | K::Assign(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
                expr(a, f);
                expr(b, f);
            }
            K::Ternary(a, b, c) => {
                expr(a, f);
                expr(b, f);
                expr(c, f);
            }
            K::Call(g, _, args) => {
                expr(g, f);
                args.iter().for_each(|a| expr(a, f));
            }
            K::VectorLit(_, args) => args.iter().for_each(|a| expr(a, f)),
            K::CompoundLit(_, init) | K::BracedList(init) => initializer(init, f),
            K::StmtExpr(ss) => ss.iter().for_each(|s| stmt(s, f)),
            _ => {}
        }
    }
    fn initializer<'e>(i: &'e ast::Initializer, f: &mut dyn FnMut(Node<'e>)) {
        match i {
            ast::Initializer::Expr(e) => expr(e, f),
            ast::Initializer::List(items, _) => items.iter().for_each(|(_, i)| initializer(i, f)),
        }
    }
    fn stmt<'e>(s: &'e ast::Stmt, f: &mut dyn FnMut(Node<'e>)) {
        use ast::StmtKind as S;
        match &s.kind {
            S::Expr(e) | S::Return(Some(e)) => expr(e, f),
            S::Decl(d) => {
                for i in &d.declarators {
                    if let Some(init) = &i.init {
                        initializer(init, f);
                    }
                }
            }
            S::Compound(ss) => ss.iter().for_each(|s| stmt(s, f)),
            S::If(c, t, e) => {
                expr(c, f);
                stmt(t, f);
                if let Some(e) = e {
                    stmt(e, f);
                }
            }
            S::While(c, b) | S::DoWhile(b, c) | S::Switch(c, b) | S::Case(c, b) => {
                expr(c, f);
                stmt(b, f);
            }
            S::For {
                init,
                cond,
                step,
                body,
            } => {
                if let Some(i) = init {
                    stmt(i, f);
                }
                if let Some(c) = cond {
                    expr(c, f);
                }
                if let Some(st) = step {
                    expr(st, f);
                }
                stmt(body, f);
            }
            S::Default(b) | S::Label(_, b) => stmt(b, f),
            _ => {}
        }
    }
    stmts.iter().for_each(|s| stmt(s, f));
}
