//! The memory accesses a statement makes itself (not those of nested statements): the loads
//! of the expressions it evaluates, each with the condition under which its expression
//! evaluates it (an arm of `?:`, the right operand of `&&`, `||`, `==>`), then the store or
//! atomic update it makes. Loads in user assertions are reads (GPUVerify instruments them);
//! loads in assumptions, other assertions, invariants and contracts are not accesses.
//! Shared by race instrumentation, bounds checks and barrier-invariant permissions.

use ir::{AccessKind, ArrayId, AssertKind, BinOp, Program, Stmt, StmtKind};

/// One access of a statement.
pub(crate) struct Access {
    pub array: ArrayId,
    pub kind: AccessKind,
    pub index: ir::Expr,
    /// The written value (writes only).
    pub value: Option<ir::Expr>,
    /// Under which condition the expression evaluates the access (short-circuit, `?:`).
    pub guard: ir::Expr,
}

/// The accesses a statement performs itself (not those of nested statements), in order.
pub(crate) fn accesses(prog: &Program, s: &Stmt) -> Vec<Access> {
    let mut out = Vec::new();
    let t = ir::Expr::Bool(true);
    match &s.kind {
        StmtKind::Assign { rhs, .. } => reads(rhs, &t, &mut out),
        StmtKind::Store {
            array,
            index,
            value,
            ..
        } => {
            reads(index, &t, &mut out);
            reads(value, &t, &mut out);
            out.push(Access {
                array: *array,
                kind: AccessKind::Write,
                index: index.clone(),
                value: Some(value.clone()),
                guard: t,
            });
        }
        StmtKind::Atomic {
            array, index, args, ..
        } => {
            reads(index, &t, &mut out);
            args.iter().for_each(|a| reads(a, &t, &mut out));
            out.push(Access {
                array: *array,
                kind: AccessKind::Atomic,
                index: index.clone(),
                value: None,
                guard: t,
            });
        }
        StmtKind::Assert { id, cond } if prog.asserts[*id].kind == AssertKind::User => {
            reads(cond, &t, &mut out)
        }
        StmtKind::If { cond, .. } => reads(cond, &t, &mut out),
        StmtKind::Call { args, .. } => args.iter().for_each(|a| reads(a, &t, &mut out)),
        _ => {}
    }
    out
}

/// The loads of `e`, innermost first, each with the condition under which it is evaluated.
pub(crate) fn reads(e: &ir::Expr, guard: &ir::Expr, out: &mut Vec<Access>) {
    use ir::Expr as E;
    match e {
        E::Load { array, index, .. } => {
            reads(index, guard, out);
            out.push(Access {
                array: *array,
                kind: AccessKind::Read,
                index: (**index).clone(),
                value: None,
                guard: guard.clone(),
            });
        }
        E::Ite(c, a, b) => {
            reads(c, guard, out);
            reads(a, &E::and(guard.clone(), (**c).clone()), out);
            reads(b, &E::and(guard.clone(), E::not((**c).clone())), out);
        }
        E::Binary(op @ (BinOp::And | BinOp::Or | BinOp::Implies), a, b) => {
            reads(a, guard, out);
            let first = if *op == BinOp::Or {
                E::not((**a).clone())
            } else {
                (**a).clone()
            };
            reads(b, &E::and(guard.clone(), first), out);
        }
        E::Binary(_, a, b) => {
            reads(a, guard, out);
            reads(b, guard, out);
        }
        E::Unary(_, a) | E::Cast(_, a) => reads(a, guard, out),
        E::Apply(_, args) => args.iter().for_each(|a| reads(a, guard, out)),
        // `old(..)` and thread-relative terms are not accesses of the current statement.
        E::Old(_) | E::AtThread(..) | E::Other(_) => {}
        E::Bool(_)
        | E::Bv { .. }
        | E::Var(_)
        | E::Enabled
        | E::Accessed(..)
        | E::AccessOffset(..) => {}
    }
}
