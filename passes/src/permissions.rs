//! The `permissions` pass: a barrier invariant may only read cells that its thread accessed
//! since the last barrier (GPUVerify's barrier-invariant access checks).
//!
//! Input: the program after `inline`, before `race`. Only programs with barrier invariants are
//! changed. For every array `A` a barrier invariant reads, a per-thread ghost `NOT_ACCESSED_A`
//! names one cell the thread has not accessed since the last barrier: it is arbitrary after
//! each barrier (and on entry), and before each access of `A` the thread assumes that it is
//! not the accessed cell. Just before each barrier invariant, for each cell `A[j]` it reads
//! (under the condition its expression reads it), `NOT_ACCESSED_A != j` is asserted: it holds
//! exactly when the thread accessed `A[j]` since the last barrier. A failure is reported as
//! `insufficient permission may be held for evaluation of this barrier invariant`.
//! `__read_permission(X)` grants permission by reading `X`. `--no-barrier-access-checks` turns
//! the pass off.

use std::collections::BTreeMap;

use ir::{
    ArrayId, AssertKind, Block, Expr, Origin, ProcId, Program, Stmt, StmtKind, Type, VarId,
    VarRole, VarScope,
};

use crate::access::{accesses, reads, Access};
use crate::pipeline::PassArgs;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "permissions",
    summary: "check that barrier invariants read only cells their thread accessed",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("permissions: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Permissions)),
    }
}

/// Ghost stem of the cell a thread has not accessed since the last barrier.
pub const NOT_ACCESSED: &str = "NOT_ACCESSED";

/// The `permissions` pass.
pub struct Permissions;

impl Pass for Permissions {
    fn name(&self) -> &'static str {
        "permissions"
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        if cx.config.no_barrier_access_checks {
            return Ok(());
        }
        let ids: Vec<ProcId> = prog.procs.iter().map(|(id, _)| id).collect();
        // The arrays barrier invariants read.
        let mut ghosts: BTreeMap<ArrayId, VarId> = BTreeMap::new();
        for &p in &ids {
            if let Some(b) = &prog.procs[p].body {
                let mut found = Vec::new();
                ir::visit::walk_stmts(b, &mut |s| {
                    if let StmtKind::Assert { id, cond } = &s.kind {
                        if prog.asserts[*id].kind == AssertKind::BarrierInvariant {
                            found.extend(loads(cond).into_iter().map(|a| a.array));
                        }
                    }
                });
                for a in found {
                    if !ghosts.contains_key(&a) {
                        let v = prog.new_var(
                            format!("NOT_ACCESSED_{}", prog.arrays[a].name),
                            Type::Bv(32),
                            VarScope::Global,
                            VarRole::RaceGhost {
                                array: Some(a),
                                what: NOT_ACCESSED.into(),
                            },
                            Origin::Synthetic("permissions"),
                        );
                        ghosts.insert(a, v);
                    }
                }
            }
        }
        if ghosts.is_empty() {
            return Ok(());
        }
        for p in ids {
            if let Some(b) = prog.procs[p].body.take() {
                let b = block(prog, &ghosts, b);
                prog.procs[p].body = Some(b);
            }
        }
        Ok(())
    }
}

/// The loads of a barrier invariant, with their conditions.
fn loads(e: &Expr) -> Vec<Access> {
    let mut out = Vec::new();
    reads(e, &Expr::Bool(true), &mut out);
    out
}

fn index32(prog: &Program, e: Expr) -> Option<Expr> {
    (prog.type_of(&e) == Type::Bv(32)).then_some(e)
}

fn block(prog: &mut Program, ghosts: &BTreeMap<ArrayId, VarId>, b: Block) -> Block {
    let mut out = Vec::with_capacity(b.len());
    for mut s in b {
        let origin = s.origin;
        for b in ir::visit::child_blocks_mut(&mut s) {
            *b = block(prog, ghosts, std::mem::take(b));
        }
        let barrier_invariant = match &s.kind {
            StmtKind::Assert { id, cond }
                if prog.asserts[*id].kind == AssertKind::BarrierInvariant =>
            {
                Some((*id, cond.clone()))
            }
            _ => None,
        };
        if let Some((bi, cond)) = barrier_invariant {
            for a in loads(&cond) {
                let (Some(&na), Some(j)) = (ghosts.get(&a.array), index32(prog, a.index)) else {
                    continue;
                };
                let id =
                    prog.new_assert(AssertKind::BarrierInvariantAccess, prog.asserts[bi].origin);
                prog.asserts[id].unpredicated = prog.asserts[bi].unpredicated;
                let permitted = Expr::implies(a.guard, Expr::ne(Expr::var(na), j));
                out.push(Stmt::new(
                    StmtKind::Assert {
                        id,
                        cond: permitted,
                    },
                    origin,
                ));
            }
        }
        for a in accesses(prog, &s) {
            let (Some(&na), Some(i)) = (ghosts.get(&a.array), index32(prog, a.index.clone()))
            else {
                continue;
            };
            let fact = Expr::implies(a.guard, Expr::ne(Expr::var(na), i));
            out.push(Stmt::new(StmtKind::Assume(fact), origin));
        }
        let barrier = matches!(s.kind, StmtKind::Barrier { .. });
        out.push(s);
        if barrier {
            for &na in ghosts.values() {
                out.push(Stmt::new(StmtKind::Havoc(na), origin));
            }
        }
    }
    out
}
