//! Small IR-building and renaming utilities shared by the structural passes: statement
//! constructors, fresh kernel-local variables, and variable/label/assert-id renaming of copied
//! statement trees.

use std::collections::HashMap;

use ir::visit::{rewrite_expr, stmt_exprs_mut, walk_stmts_mut};
use ir::{
    Block, Expr, LabelId, Origin, ProcId, Program, Stmt, StmtKind, Type, VarId, VarRole, VarScope,
};

/// `lhs := rhs`.
pub(crate) fn assign(lhs: VarId, rhs: Expr, origin: Origin) -> Stmt {
    Stmt::new(StmtKind::Assign { lhs, rhs }, origin)
}

/// A fresh local variable of procedure `proc`, registered in its `locals`.
pub(crate) fn new_local(
    prog: &mut Program,
    proc: ProcId,
    name: String,
    ty: Type,
    role: VarRole,
    origin: Origin,
) -> VarId {
    let v = prog.new_var(name, ty, VarScope::Local(proc), role, origin);
    prog.procs[proc].locals.push(v);
    v
}

/// A fresh copy of variable `v` local to `proc` (same name, type and origin), registered in
/// its `locals`. Return-value variables become temporaries.
pub(crate) fn copy_var_into(prog: &mut Program, v: VarId, proc: ProcId) -> VarId {
    let d = prog.vars[v].clone();
    let role = if d.role == VarRole::Return {
        VarRole::Temp
    } else {
        d.role
    };
    let id = new_local(prog, proc, d.name, d.ty, role, d.origin);
    prog.vars[id].constant = false;
    id
}

/// Replace variables of `e` according to `map`.
pub(crate) fn subst_expr(e: &mut Expr, map: &HashMap<VarId, VarId>) {
    if map.is_empty() {
        return;
    }
    rewrite_expr(e, &mut |x| match x {
        Expr::Var(v) => Expr::Var(map.get(&v).copied().unwrap_or(v)),
        x => x,
    });
}

/// Rename a copied statement tree: variables by `vars`, every label it declares to a fresh one
/// (exits follow), and every assert id to a fresh id with the same information.
pub(crate) fn rename_copy(prog: &mut Program, b: &mut Block, vars: &HashMap<VarId, VarId>) {
    let mut labels: HashMap<LabelId, LabelId> = HashMap::new();
    let sv = |v: &mut VarId| {
        if let Some(n) = vars.get(v) {
            *v = *n;
        }
    };
    walk_stmts_mut(b, &mut |s| {
        stmt_exprs_mut(s, &mut |e| subst_expr(e, vars));
        match &mut s.kind {
            StmtKind::Assign { lhs, .. } => sv(lhs),
            StmtKind::Havoc(v) => sv(v),
            StmtKind::Call { ret: Some(v), .. }
            | StmtKind::Atomic {
                result: Some(v), ..
            } => sv(v),
            StmtKind::Assert { id, .. } => {
                let mut info = prog.asserts[*id].clone();
                if let ir::AssertKind::Collective { mask: Some(m), .. } = &mut info.kind {
                    sv(m);
                }
                *id = prog.asserts.push(info);
            }
            StmtKind::Loop(l) => {
                let n = prog.new_label();
                labels.insert(l.label, n);
                if let Some(head) = prog.loop_heads.get(&l.label).copied() {
                    prog.loop_heads.insert(n, head);
                }
                l.label = n;
                if let Some(p) = &mut l.predicate {
                    sv(p);
                }
                for inv in &mut l.invariants {
                    let info = prog.asserts[inv.id].clone();
                    inv.id = prog.asserts.push(info);
                }
            }
            StmtKind::Block { label, .. } => {
                let n = prog.new_label();
                labels.insert(*label, n);
                *label = n;
            }
            StmtKind::Exit(l) => {
                if let Some(n) = labels.get(l) {
                    *l = *n;
                }
            }
            _ => {}
        }
    });
}

/// Replace every `Old(e)` in `conds` by a fresh kernel-local snapshot variable, returning the
/// assignments that take the snapshots (to run on entry).
pub(crate) fn snapshot_olds(
    prog: &mut Program,
    proc: ProcId,
    conds: &mut [&mut Expr],
    origin: Origin,
) -> Vec<Stmt> {
    let mut out = Vec::new();
    for c in conds.iter_mut() {
        let mut olds = Vec::new();
        rewrite_expr(c, &mut |x| match x {
            Expr::Old(inner) => {
                let ty = prog.type_of(&inner);
                let v = new_local(prog, proc, "old".to_string(), ty, VarRole::Temp, origin);
                olds.push(assign(v, *inner, origin));
                Expr::Var(v)
            }
            x => x,
        });
        out.extend(olds);
    }
    out
}

/// The launch sizes (and other special values) the program's axioms fix to a constant
/// (`group_size_x == 64`).
pub(crate) fn fixed_specials(prog: &Program) -> std::collections::BTreeMap<ir::Special, u128> {
    let mut fixed = std::collections::BTreeMap::new();
    for a in &prog.axioms {
        if let Expr::Binary(ir::BinOp::Eq, x, c) = a {
            if let (Expr::Var(v), Some((n, _))) = (&**x, c.as_bv()) {
                if let ir::VarRole::Special(s) = prog.vars[*v].role {
                    fixed.insert(s, n);
                }
            }
        }
    }
    fixed
}
