//! The `slice` pass: drop from the two-thread kernel (`Props::TWO_THREAD`) every statement that
//! feeds no proof obligation, no assumption and no control decision, as PUG slices what feeds
//! no shared-memory address.
//!
//! Relevant are: every variable and array read by an assertion, a loop invariant (candidates
//! included) or an assumption; the race ghosts and kernel parameters, whose values reports
//! name at a failing assertion; the condition of every `if` that still holds a statement; and,
//! to a fixed point, whatever the kept definitions of relevant variables and arrays read.
//! Then assignments and havocs of irrelevant variables, stores and havocs of irrelevant arrays,
//! and atomics whose array and result are both irrelevant go, and so do `if`s and labelled
//! blocks left empty. Assertions, assumptions, loops and `exit`s are never dropped.
//!
//! Variables are told apart by name only, so after `ssa` (where each definition is a variable
//! of its own) the slice drops every definition nothing relevant reads, not just variables
//! that are never read at all.

use std::collections::BTreeSet;

use ir::{ArrayId, Block, Expr, Program, Props, Stmt, StmtKind, VarId, VarRole};

use crate::pipeline::PassArgs;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "slice",
    summary: "drop what feeds no assertion, invariant, assumption or control decision",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("slice: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Slice)),
    }
}

/// The `slice` pass.
pub struct Slice;

impl Pass for Slice {
    fn name(&self) -> &'static str {
        "slice"
    }
    fn requires(&self) -> Props {
        Props::TWO_THREAD
    }
    fn run(&self, prog: &mut Program, _cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let Some(k) = prog.kernel else {
            return Ok(());
        };
        let Some(mut body) = prog.procs[k].body.take() else {
            return Ok(());
        };
        let mut rel = Relevant::default();
        for (id, v) in prog.vars.iter() {
            if matches!(v.role, VarRole::RaceGhost { .. }) {
                rel.vars.insert(id);
            }
        }
        for &p in &prog.procs[k].params {
            rel.vars.insert(p);
            rel.vars.extend(prog.vars[p].copies.iter().flatten());
        }
        for c in prog.procs[k].requires.iter().chain(&prog.procs[k].ensures) {
            rel.expr(&c.cond);
        }
        while rel.grow(&body) {}
        rel.prune(&mut body);
        prog.procs[k].body = Some(body);
        Ok(())
    }
}

/// The relevant variables and arrays found so far.
#[derive(Default)]
struct Relevant {
    vars: BTreeSet<VarId>,
    arrays: BTreeSet<ArrayId>,
}

impl Relevant {
    /// Everything `e` reads becomes relevant; true when something was new.
    fn expr(&mut self, e: &Expr) -> bool {
        let mut grew = false;
        ir::visit::walk_expr(e, &mut |x| match x {
            Expr::Var(v) => grew |= self.vars.insert(*v),
            Expr::Load { array, .. } => grew |= self.arrays.insert(*array),
            _ => {}
        });
        grew
    }

    /// Whether the statement is kept with what is relevant now.
    fn keeps(&self, s: &Stmt) -> bool {
        match &s.kind {
            StmtKind::Assign { lhs, .. } | StmtKind::Havoc(lhs) => self.vars.contains(lhs),
            StmtKind::Store { array, .. } | StmtKind::HavocArray(array) => {
                self.arrays.contains(array)
            }
            StmtKind::Atomic { array, result, .. } => {
                self.arrays.contains(array) || result.is_some_and(|r| self.vars.contains(&r))
            }
            StmtKind::If {
                then_body,
                else_body,
                ..
            } => then_body.iter().chain(else_body).any(|s| self.keeps(s)),
            StmtKind::Block { body, .. } => body.iter().any(|s| self.keeps(s)),
            StmtKind::Assert { .. }
            | StmtKind::Assume(_)
            | StmtKind::Loop(_)
            | StmtKind::Exit(_)
            | StmtKind::Call { .. }
            | StmtKind::Barrier { .. }
            | StmtKind::NamedBarrier { .. }
            | StmtKind::Once(_) => true,
        }
    }

    /// One round over `b`: what the kept statements read becomes relevant. True when
    /// something was new.
    fn grow(&mut self, b: &Block) -> bool {
        let mut grew = false;
        for s in b {
            if !self.keeps(s) {
                continue;
            }
            match &s.kind {
                StmtKind::Assign { rhs, .. } => grew |= self.expr(rhs),
                StmtKind::Store {
                    group,
                    index,
                    value,
                    ..
                } => {
                    if let Some(g) = group {
                        grew |= self.expr(g);
                    }
                    grew |= self.expr(index);
                    grew |= self.expr(value);
                }
                StmtKind::Atomic { index, args, .. } => {
                    grew |= self.expr(index);
                    for a in args {
                        grew |= self.expr(a);
                    }
                }
                StmtKind::Assert { cond, .. } | StmtKind::Assume(cond) => grew |= self.expr(cond),
                StmtKind::If {
                    cond,
                    then_body,
                    else_body,
                    ..
                } => {
                    grew |= self.expr(cond);
                    grew |= self.grow(then_body);
                    grew |= self.grow(else_body);
                }
                StmtKind::Loop(l) => {
                    for inv in &l.invariants {
                        grew |= self.expr(&inv.cond);
                    }
                    grew |= self.grow(&l.body);
                }
                StmtKind::Block { body, .. } | StmtKind::Once(body) => grew |= self.grow(body),
                StmtKind::Call { args, .. } => {
                    for a in args {
                        grew |= self.expr(a);
                    }
                }
                StmtKind::NamedBarrier { id, count, .. } => {
                    grew |= self.expr(id);
                    if let Some(c) = count {
                        grew |= self.expr(c);
                    }
                }
                StmtKind::Barrier {
                    local_fence,
                    global_fence,
                    ..
                } => {
                    grew |= self.expr(local_fence);
                    grew |= self.expr(global_fence);
                }
                StmtKind::Havoc(_) | StmtKind::HavocArray(_) | StmtKind::Exit(_) => {}
            }
        }
        grew
    }

    /// Drop what is not kept (see the module header).
    fn prune(&self, b: &mut Block) {
        b.retain(|s| self.keeps(s));
        for s in b.iter_mut() {
            match &mut s.kind {
                StmtKind::If {
                    then_body,
                    else_body,
                    ..
                } => {
                    self.prune(then_body);
                    self.prune(else_body);
                }
                StmtKind::Loop(l) => self.prune(&mut l.body),
                StmtKind::Block { body, .. } | StmtKind::Once(body) => self.prune(body),
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests;
