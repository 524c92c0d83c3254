//! The precondition of the named-barrier check: a static dependence (taint) analysis showing
//! that control flow, memory indices, barrier operands and assertions depend only on thread
//! and group ids, launch sizes and constants — never on memory contents, scalar kernel
//! parameters, arbitrary values, uninterpreted functions (floating point) or the results of
//! atomics and of functions without a body.
//!
//! Flow-insensitive and through calls: a callee's parameter is tainted when some call passes a
//! tainted argument, a call's result when the callee's result variable is. A tainted branch
//! condition is itself an error, so implicit flows need no tracking.

use std::collections::HashSet;

use ir::{Expr, Origin, Program, Stmt, StmtKind, VarId, VarRole};

/// Why the precondition fails: the first offending statement and what in it.
#[derive(Clone, Debug, PartialEq)]
pub struct Dependence {
    /// The statement (a branch, an access, a barrier or an assertion).
    pub origin: Origin,
    /// What depends on data there.
    pub what: &'static str,
}

struct Taint<'p> {
    prog: &'p Program,
    vars: HashSet<VarId>,
    /// Only uninterpreted functions are sources (see [`uf_dependence`]).
    uf_only: bool,
}

impl Taint<'_> {
    fn expr(&self, e: &Expr) -> bool {
        let mut t = false;
        ir::visit::walk_expr(e, &mut |x| match x {
            // An uninterpreted function (floating point, maths) stands for every function: the
            // interpreter runs one of them, which decides nothing about the others.
            Expr::Apply(..) => t = true,
            Expr::Load { .. } | Expr::Old(_) | Expr::Other(_) => t |= !self.uf_only,
            Expr::Var(v) => t |= self.vars.contains(v),
            _ => {}
        });
        t
    }

    fn mark(&mut self, v: VarId) -> bool {
        self.vars.insert(v)
    }

    /// One round over a block; true when something new was tainted.
    fn block(&mut self, b: &[Stmt]) -> bool {
        let mut grew = false;
        for s in b {
            match &s.kind {
                StmtKind::Assign { lhs, rhs } => {
                    if self.expr(rhs) {
                        grew |= self.mark(*lhs);
                    }
                }
                StmtKind::Havoc(v) if !self.uf_only => grew |= self.mark(*v),
                StmtKind::Atomic {
                    result: Some(r), ..
                } if !self.uf_only => grew |= self.mark(*r),
                StmtKind::Call { callee, args, ret } => {
                    let p = &self.prog.procs[*callee];
                    for (a, param) in args.iter().zip(&p.params) {
                        if self.expr(a) {
                            grew |= self.mark(*param);
                        }
                    }
                    if let Some(r) = ret {
                        let from_callee = match (&p.body, p.ret) {
                            (None, _) | (_, None) => !self.uf_only,
                            (Some(_), Some(pr)) => self.vars.contains(&pr),
                        };
                        if from_callee {
                            grew |= self.mark(*r);
                        }
                    }
                }
                _ => {}
            }
            for c in ir::visit::child_blocks(s) {
                grew |= self.block(c);
            }
        }
        grew
    }

    /// The first statement of `b` whose control, indices, barrier operands or assertion
    /// depend on data.
    fn check(&self, b: &[Stmt]) -> Option<Dependence> {
        for s in b {
            let bad = |what| {
                Some(Dependence {
                    origin: s.origin,
                    what,
                })
            };
            // Every memory index evaluated by the statement.
            let mut index = false;
            ir::visit::stmt_exprs(s, &mut |e| {
                ir::visit::walk_expr(e, &mut |x| {
                    if let Expr::Load {
                        index: i, group, ..
                    } = x
                    {
                        index |= self.expr(i) || group.as_ref().is_some_and(|g| self.expr(g));
                    }
                })
            });
            if index {
                return bad("a memory index");
            }
            match &s.kind {
                StmtKind::If { cond, .. } if self.expr(cond) => return bad("a branch condition"),
                StmtKind::Store { index, .. } | StmtKind::Atomic { index, .. }
                    if self.expr(index) =>
                {
                    return bad("a memory index")
                }
                StmtKind::NamedBarrier { id, count, .. }
                    if self.expr(id) || count.as_ref().is_some_and(|c| self.expr(c)) =>
                {
                    return bad("a barrier operand")
                }
                StmtKind::Assert { id, cond }
                    if !self.prog.asserts[*id].candidate && self.expr(cond) =>
                {
                    return bad("an assertion")
                }
                StmtKind::Loop(l) => {
                    for inv in &l.invariants {
                        if !self.prog.asserts[inv.id].candidate && self.expr(&inv.cond) {
                            return bad("a loop invariant");
                        }
                    }
                }
                _ => {}
            }
            for c in ir::visit::child_blocks(s) {
                if let Some(d) = self.check(c) {
                    return Some(d);
                }
            }
        }
        None
    }
}

/// `None` when the program meets the precondition, else the first offending statement.
pub fn data_dependence(prog: &Program) -> Option<Dependence> {
    dependence(prog, false)
}

/// `None` when no control decision, memory index, barrier operand or assertion depends on an
/// uninterpreted function (floating point, maths), else the first statement where one does:
/// an execution of such a program runs one interpretation of those functions, so what it shows
/// need not happen in the real program.
pub fn uf_dependence(prog: &Program) -> Option<Dependence> {
    dependence(prog, true)
}

fn dependence(prog: &Program, uf_only: bool) -> Option<Dependence> {
    let mut t = Taint {
        prog,
        vars: HashSet::new(),
        uf_only,
    };
    // With `uf_only`, parameters and unassigned variables hold values an execution may choose.
    if let Some(k) = prog.kernel_proc().filter(|_| !uf_only) {
        for p in &k.params {
            t.vars.insert(*p);
        }
    }
    // A variable nothing assigns (and that is no thread id or launch constant) holds an
    // arbitrary value.
    let mut assigned: HashSet<VarId> = HashSet::new();
    for (_, p) in prog.procs.iter() {
        assigned.extend(p.params.iter().copied());
        if let Some(b) = &p.body {
            ir::visit::walk_stmts(b, &mut |s| match &s.kind {
                StmtKind::Assign { lhs, .. } => {
                    assigned.insert(*lhs);
                }
                StmtKind::Call { ret: Some(r), .. }
                | StmtKind::Atomic {
                    result: Some(r), ..
                } => {
                    assigned.insert(*r);
                }
                _ => {}
            });
        }
    }
    for (v, d) in prog.vars.iter() {
        if !uf_only && !matches!(d.role, VarRole::Special(_)) && !assigned.contains(&v) {
            t.vars.insert(v);
        }
    }
    loop {
        let mut grew = false;
        for (_, p) in prog.procs.iter() {
            if let Some(b) = &p.body {
                grew |= t.block(b);
            }
        }
        if !grew {
            break;
        }
    }
    for (_, p) in prog.procs.iter() {
        if let Some(b) = &p.body {
            if let Some(d) = t.check(b) {
                return Some(d);
            }
        }
    }
    None
}
