//! Generic traversals of expressions and statements shared by all passes.

use std::collections::BTreeSet;

use crate::entity::{ArrayId, VarId};
use crate::expr::Expr;
use crate::stmt::{Block, Stmt, StmtKind};

/// Call `f` on `e` and every sub-expression, parents first.
pub fn walk_expr<'a>(e: &'a Expr, f: &mut impl FnMut(&'a Expr)) {
    f(e);
    match e {
        Expr::Bool(_)
        | Expr::Bv { .. }
        | Expr::Var(_)
        | Expr::Enabled
        | Expr::Accessed(..)
        | Expr::AccessOffset(..) => {}
        Expr::Load { group, index, .. } => {
            if let Some(g) = group {
                walk_expr(g, f);
            }
            walk_expr(index, f);
        }
        Expr::Unary(_, a)
        | Expr::Cast(_, a)
        | Expr::AtThread(_, a)
        | Expr::Old(a)
        | Expr::Other(a) => walk_expr(a, f),
        Expr::Binary(_, a, b) => {
            walk_expr(a, f);
            walk_expr(b, f);
        }
        Expr::Ite(c, a, b) => {
            walk_expr(c, f);
            walk_expr(a, f);
            walk_expr(b, f);
        }
        Expr::Apply(_, args) => args.iter().for_each(|a| walk_expr(a, f)),
    }
}

/// Rebuild `e` bottom-up: children are rewritten first, then `f` is applied to the node.
pub fn map_expr(e: Expr, f: &mut impl FnMut(Expr) -> Expr) -> Expr {
    let e = match e {
        Expr::Load {
            array,
            group,
            index,
        } => Expr::Load {
            array,
            group: group.map(|g| Box::new(map_expr(*g, f))),
            index: Box::new(map_expr(*index, f)),
        },
        Expr::Unary(op, a) => Expr::Unary(op, Box::new(map_expr(*a, f))),
        Expr::Cast(op, a) => Expr::Cast(op, Box::new(map_expr(*a, f))),
        Expr::AtThread(t, a) => Expr::AtThread(t, Box::new(map_expr(*a, f))),
        Expr::Old(a) => Expr::Old(Box::new(map_expr(*a, f))),
        Expr::Other(a) => Expr::Other(Box::new(map_expr(*a, f))),
        Expr::Binary(op, a, b) => {
            Expr::Binary(op, Box::new(map_expr(*a, f)), Box::new(map_expr(*b, f)))
        }
        Expr::Ite(c, a, b) => Expr::Ite(
            Box::new(map_expr(*c, f)),
            Box::new(map_expr(*a, f)),
            Box::new(map_expr(*b, f)),
        ),
        Expr::Apply(func, args) => {
            Expr::Apply(func, args.into_iter().map(|a| map_expr(a, f)).collect())
        }
        e => e,
    };
    f(e)
}

/// Rewrite an expression in place with [`map_expr`].
pub fn rewrite_expr(e: &mut Expr, f: &mut impl FnMut(Expr) -> Expr) {
    let old = std::mem::replace(e, Expr::Bool(false));
    *e = map_expr(old, f);
}

/// Call `f` on each expression held directly by `s` (not those of nested statements).
pub fn stmt_exprs_mut(s: &mut Stmt, f: &mut impl FnMut(&mut Expr)) {
    match &mut s.kind {
        StmtKind::Assign { rhs, .. } => f(rhs),
        StmtKind::Store {
            group,
            index,
            value,
            ..
        } => {
            if let Some(g) = group {
                f(g);
            }
            f(index);
            f(value);
        }
        StmtKind::Assert { cond, .. } | StmtKind::Assume(cond) | StmtKind::If { cond, .. } => {
            f(cond)
        }
        StmtKind::Loop(l) => l.invariants.iter_mut().for_each(|i| f(&mut i.cond)),
        StmtKind::Call { args, .. } => args.iter_mut().for_each(f),
        StmtKind::Barrier {
            local_fence,
            global_fence,
            ..
        } => {
            f(local_fence);
            f(global_fence);
        }
        StmtKind::Atomic { index, args, .. } => {
            f(index);
            args.iter_mut().for_each(f);
        }
        StmtKind::NamedBarrier { id, count, .. } => {
            f(id);
            if let Some(c) = count {
                f(c);
            }
        }
        StmtKind::Havoc(_)
        | StmtKind::HavocArray(_)
        | StmtKind::Block { .. }
        | StmtKind::Exit(_)
        | StmtKind::Once(_) => {}
    }
}

/// Call `f` on each expression held directly by `s`.
pub fn stmt_exprs<'a>(s: &'a Stmt, f: &mut impl FnMut(&'a Expr)) {
    match &s.kind {
        StmtKind::Assign { rhs, .. } => f(rhs),
        StmtKind::Store {
            group,
            index,
            value,
            ..
        } => {
            if let Some(g) = group {
                f(g);
            }
            f(index);
            f(value);
        }
        StmtKind::Assert { cond, .. } | StmtKind::Assume(cond) | StmtKind::If { cond, .. } => {
            f(cond)
        }
        StmtKind::Loop(l) => l.invariants.iter().for_each(|i| f(&i.cond)),
        StmtKind::Call { args, .. } => args.iter().for_each(f),
        StmtKind::Barrier {
            local_fence,
            global_fence,
            ..
        } => {
            f(local_fence);
            f(global_fence);
        }
        StmtKind::Atomic { index, args, .. } => {
            f(index);
            args.iter().for_each(f);
        }
        StmtKind::NamedBarrier { id, count, .. } => {
            f(id);
            if let Some(c) = count {
                f(c);
            }
        }
        StmtKind::Havoc(_)
        | StmtKind::HavocArray(_)
        | StmtKind::Block { .. }
        | StmtKind::Exit(_)
        | StmtKind::Once(_) => {}
    }
}

/// The nested blocks of a statement.
pub fn child_blocks(s: &Stmt) -> Vec<&Block> {
    match &s.kind {
        StmtKind::If {
            then_body,
            else_body,
            ..
        } => vec![then_body, else_body],
        StmtKind::Loop(l) => vec![&l.body],
        StmtKind::Block { body, .. } | StmtKind::Once(body) => vec![body],
        _ => vec![],
    }
}

/// The nested blocks of a statement, mutably.
pub fn child_blocks_mut(s: &mut Stmt) -> Vec<&mut Block> {
    match &mut s.kind {
        StmtKind::If {
            then_body,
            else_body,
            ..
        } => vec![then_body, else_body],
        StmtKind::Loop(l) => vec![&mut l.body],
        StmtKind::Block { body, .. } | StmtKind::Once(body) => vec![body],
        _ => vec![],
    }
}

/// Call `f` on every statement of `b`, recursively, parents first.
pub fn walk_stmts<'a>(b: &'a Block, f: &mut impl FnMut(&'a Stmt)) {
    for s in b {
        f(s);
        for c in child_blocks(s) {
            walk_stmts(c, f);
        }
    }
}

/// Call `f` on every statement of `b`, recursively, parents first.
pub fn walk_stmts_mut(b: &mut Block, f: &mut impl FnMut(&mut Stmt)) {
    for s in b.iter_mut() {
        f(s);
        for c in child_blocks_mut(s) {
            walk_stmts_mut(c, f);
        }
    }
}

/// Call `f` on every expression in `b`, recursively (whole expressions, not sub-terms).
pub fn walk_block_exprs<'a>(b: &'a Block, f: &mut impl FnMut(&'a Expr)) {
    walk_stmts(b, &mut |s| stmt_exprs(s, f));
}

/// Variables read by an expression.
pub fn vars_of(e: &Expr, out: &mut BTreeSet<VarId>) {
    walk_expr(e, &mut |x| {
        if let Expr::Var(v) = x {
            out.insert(*v);
        }
    });
}

/// Arrays read by an expression.
pub fn arrays_read(e: &Expr, out: &mut BTreeSet<ArrayId>) {
    walk_expr(e, &mut |x| {
        if let Expr::Load { array, .. } = x {
            out.insert(*array);
        }
    });
}

/// Variables assigned (or havocked, or receiving results) anywhere in `b`.
pub fn assigned_vars(b: &Block, out: &mut BTreeSet<VarId>) {
    walk_stmts(b, &mut |s| match &s.kind {
        StmtKind::Assign { lhs, .. } => {
            out.insert(*lhs);
        }
        StmtKind::Havoc(v) => {
            out.insert(*v);
        }
        StmtKind::Call { ret: Some(v), .. }
        | StmtKind::Atomic {
            result: Some(v), ..
        } => {
            out.insert(*v);
        }
        _ => {}
    });
}

/// Arrays written (stored, havocked or atomically updated) anywhere in `b`.
pub fn written_arrays(b: &Block, out: &mut BTreeSet<ArrayId>) {
    walk_stmts(b, &mut |s| match &s.kind {
        StmtKind::Store { array, .. }
        | StmtKind::HavocArray(array)
        | StmtKind::Atomic { array, .. } => {
            out.insert(*array);
        }
        _ => {}
    });
}

/// True when `b` contains a statement satisfying `pred`, recursively.
pub fn any_stmt(b: &Block, pred: &mut impl FnMut(&Stmt) -> bool) -> bool {
    b.iter()
        .any(|s| pred(s) || child_blocks(s).into_iter().any(|c| any_stmt(c, pred)))
}
