//! Barriers and barrier invariants: a barrier statement with its fences, and
//! `__barrier_invariant_N(e, i..)` / `__barrier_invariant_binary_N(e, (a, b)..)`, asserted at
//! the next barrier lowered in the same function and assumed after it for each
//! instantiation (see the `library` module for the model).

use ir::{AssertKind, BinOp, Dim, Expr, MemSpace, Origin, Special, StmtKind, VarId, VarRole};

use super::{Lowerer, Res};
use crate::ast;

/// A barrier invariant waiting for the next barrier.
#[derive(Clone, Debug)]
pub(crate) struct PendingInvariant {
    /// The invariant.
    cond: Expr,
    /// Instantiations (binary: pairs), each held in a temporary.
    insts: Vec<(VarId, Option<VarId>)>,
    binary: bool,
    span: ir::Span,
}

impl<'a> Lowerer<'a> {
    /// Emit a barrier, consuming the pending barrier invariants and re-checking the pending
    /// asynchronous copies.
    pub(crate) fn emit_barrier(&mut self, local_fence: Expr, global_fence: Expr) -> Res<()> {
        self.emit_barrier_in(local_fence, global_fence, false)
    }

    /// [`Self::emit_barrier`] for a block barrier or (`grid`) a grid-wide one.
    pub(crate) fn emit_barrier_in(
        &mut self,
        local_fence: Expr,
        global_fence: Expr,
        grid: bool,
    ) -> Res<()> {
        self.check_pending_copies()?;
        let pending = std::mem::take(&mut self.fx.barrier_invariants);
        let mut assumable = Vec::new();
        for bi in &pending {
            let saved = self.span;
            self.span = Some(bi.span);
            let cond = if bi.binary {
                Expr::implies(self.same_group_expr(), bi.cond.clone())
            } else {
                bi.cond.clone()
            };
            // Its reads are not accesses (GPUVerify evaluates barrier invariants with
            // non-temporal loads); the `permissions` pass checks that the thread accessed each
            // cell it reads since the last barrier.
            let id = self
                .prog
                .new_assert(AssertKind::BarrierInvariant, Origin::Source(bi.span));
            self.emit(StmtKind::Assert { id, cond });
            self.span = saved;
            let resolved = self.resolve_locals(&bi.cond);
            if self.assumable(&resolved, bi.binary) {
                assumable.push(PendingInvariant {
                    cond: resolved,
                    ..bi.clone()
                });
            } else {
                self.diags.warning(
                    "unsupported",
                    "this barrier invariant is checked but not assumed after the barrier (it mentions thread-local state)",
                    Some(bi.span),
                );
            }
        }
        self.emit(StmtKind::Barrier {
            local_fence,
            global_fence,
            grid,
        });
        let lid = self.prog.special(Special::LocalId(Dim::X));
        let gsx = Expr::var(self.prog.special(Special::GroupSize(Dim::X)));
        for bi in assumable {
            for (a, b) in &bi.insts {
                let in_range = |v: VarId| Expr::binary(BinOp::Ult, Expr::var(v), gsx.clone());
                let (range, inst) = match b {
                    Some(b) => (
                        Expr::all([
                            in_range(*a),
                            in_range(*b),
                            Expr::ne(Expr::var(*a), Expr::var(*b)),
                        ]),
                        instantiate(&bi.cond, lid, *a, *b),
                    ),
                    None => (in_range(*a), instantiate(&bi.cond, lid, *a, *a)),
                };
                self.emit(StmtKind::Assume(Expr::implies(range, inst)));
            }
        }
        Ok(())
    }

    /// `SameGroup` written with `__other`: every group id equals the other thread's.
    pub(crate) fn same_group_expr(&mut self) -> Expr {
        Expr::all(Dim::ALL.map(|d| {
            let g = Expr::var(self.prog.special(Special::GroupId(d)));
            Expr::eq(g.clone(), Expr::Other(Box::new(g)))
        }))
    }

    /// Reads at a cell chosen by the other thread (`A[__other_int(i)]`) written as the other
    /// thread's reads (`__other_int(A[i])`): in a binary barrier invariant both name the same
    /// cell of memory the two threads share, and the read is then the other thread's own
    /// (race-checked in its copy of the check) rather than one of this thread.
    fn other_loads(&self, e: Expr) -> Expr {
        let kernel_params: Vec<VarId> = match self.fx.proc {
            Some(p) if self.prog.procs[p].is_kernel => self.prog.procs[p].params.clone(),
            _ => Vec::new(),
        };
        ir::visit::map_expr(e, &mut |x| match x {
            Expr::Load {
                array,
                group: None,
                index,
            } if has_other(&index) && self.prog.arrays[array].space != MemSpace::Private => {
                // Every thread-specific term of the index must be the other thread's.
                let mut own = false;
                let mut stack = vec![(&*index, false)];
                while let Some((y, inside)) = stack.pop() {
                    match y {
                        Expr::Other(z) => stack.push((z, true)),
                        Expr::Var(v) if !inside => {
                            let d = &self.prog.vars[*v];
                            let constant = matches!(d.role, VarRole::Special(s) if !s.is_thread_specific())
                                || kernel_params.contains(v) && !self.fx.mutated.contains(&d.name);
                            own |= !constant;
                        }
                        Expr::Load { .. } | Expr::Enabled if !inside => own = true,
                        _ => {
                            let mut kids = Vec::new();
                            child_exprs(y, &mut kids);
                            stack.extend(kids.into_iter().map(|k| (k, inside)));
                        }
                    }
                }
                if own {
                    return Expr::Load {
                        array,
                        group: None,
                        index,
                    };
                }
                let stripped = ir::visit::map_expr(*index, &mut |z| match z {
                    Expr::Other(inner) => *inner,
                    z => z,
                });
                Expr::Other(Box::new(Expr::load(array, stripped)))
            }
            x => x,
        })
    }

    /// `e` with each local variable that is assigned once, in the current statement list, from
    /// an expression without memory reads replaced by that expression.
    fn resolve_locals(&self, e: &Expr) -> Expr {
        let mut e = e.clone();
        for _ in 0..8 {
            let mut changed = false;
            e = ir::visit::map_expr(e, &mut |x| match x {
                Expr::Var(v)
                    if self.prog.vars[v].role == VarRole::User
                        && !self.fx.mutated.contains(&self.prog.vars[v].name) =>
                {
                    let defs: Vec<&Expr> = self
                        .fx
                        .buf
                        .iter()
                        .filter_map(|s| match &s.kind {
                            StmtKind::Assign { lhs, rhs } if *lhs == v => Some(rhs),
                            _ => None,
                        })
                        .collect();
                    match defs.as_slice() {
                        [rhs] if !super::expr::has_load(rhs) && !has_other(rhs) => {
                            changed = true;
                            (*rhs).clone()
                        }
                        _ => Expr::Var(v),
                    }
                }
                x => x,
            });
            if !changed {
                break;
            }
        }
        e
    }

    /// True when `e` may be instantiated for another thread of the group: it only mentions
    /// launch constants, unmodified scalar kernel parameters, shared/global/constant memory and
    /// (binary invariants) the other thread's view of those.
    fn assumable(&self, e: &Expr, binary: bool) -> bool {
        let kernel_params: Vec<VarId> = match self.fx.proc {
            Some(p) if self.prog.procs[p].is_kernel => self.prog.procs[p].params.clone(),
            _ => Vec::new(),
        };
        let mut ok = true;
        ir::visit::walk_expr(e, &mut |x| match x {
            Expr::Var(v) => {
                let d = &self.prog.vars[*v];
                let param = kernel_params.contains(v) && !self.fx.mutated.contains(&d.name);
                ok &= matches!(d.role, VarRole::Special(_)) || param;
            }
            Expr::Load { array, .. } => ok &= self.prog.arrays[*array].space != MemSpace::Private,
            Expr::Other(_) => ok &= binary,
            Expr::Enabled
            | Expr::AtThread(..)
            | Expr::Old(_)
            | Expr::Accessed(..)
            | Expr::AccessOffset(..) => ok = false,
            _ => {}
        });
        ok
    }

    /// `__barrier_invariant_N(e, i..)` and `__barrier_invariant_binary_N(e, a, b, ..)`.
    pub(crate) fn barrier_invariant(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<()> {
        let binary = name.starts_with("__barrier_invariant_binary_");
        let n: Option<usize> = name.rsplit('_').next().and_then(|s| s.parse().ok());
        let per = if binary { 2 } else { 1 };
        let Some((e, rest)) = args.split_first() else {
            return Err(self.bad_args(name, span));
        };
        if n.is_some_and(|n| n * per != rest.len()) || rest.len() % per != 0 {
            return Err(self.bad_args(name, span));
        }
        let cond = self.pure_cond(e)?;
        let cond = if binary { self.other_loads(cond) } else { cond };
        let mut idx = Vec::new();
        for a in rest {
            let (x, t) = self.scalar(a)?;
            let x = self.index_of(x, &t, a.span)?;
            idx.push(self.spill(x));
        }
        let insts = if binary {
            idx.chunks(2).map(|c| (c[0], Some(c[1]))).collect()
        } else {
            idx.into_iter().map(|v| (v, None)).collect()
        };
        self.fx.barrier_invariants.push(PendingInvariant {
            cond,
            insts,
            binary,
            span,
        });
        Ok(())
    }

    /// Checks at the end of a function body or before a `return`: pending asynchronous copies
    /// are checked, pending barrier invariants are an error.
    pub(crate) fn end_of_body(&mut self, at_end: bool) {
        let _ = self.check_pending_copies();
        if at_end {
            for bi in std::mem::take(&mut self.fx.barrier_invariants) {
                self.unsupported(
                    "barrier invariant with no barrier after it in the same function",
                    Some(bi.span),
                );
            }
        }
    }
}

/// The direct sub-expressions of `e`.
fn child_exprs<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match e {
        Expr::Load { group, index, .. } => {
            out.extend(group.as_deref());
            out.push(index);
        }
        Expr::Unary(_, a)
        | Expr::Cast(_, a)
        | Expr::AtThread(_, a)
        | Expr::Old(a)
        | Expr::Other(a) => out.push(a),
        Expr::Binary(_, a, b) => out.extend([&**a, &**b]),
        Expr::Ite(c, a, b) => out.extend([&**c, &**a, &**b]),
        Expr::Apply(_, args) => out.extend(args.iter()),
        _ => {}
    }
}

/// True when `e` mentions the other thread.
fn has_other(e: &Expr) -> bool {
    let mut found = false;
    ir::visit::walk_expr(e, &mut |x| found |= matches!(x, Expr::Other(_)));
    found
}

/// `e` with `local_id_x` replaced by `a` outside `__other` and by `b` inside it (whose
/// `__other` is then dropped).
fn instantiate(e: &Expr, lid: VarId, a: VarId, b: VarId) -> Expr {
    let e = ir::visit::map_expr(e.clone(), &mut |x| match x {
        Expr::Other(inner) => ir::visit::map_expr(*inner, &mut |y| match y {
            Expr::Var(v) if v == lid => Expr::Var(b),
            y => y,
        }),
        x => x,
    });
    ir::visit::map_expr(e, &mut |x| match x {
        Expr::Var(v) if v == lid => Expr::Var(a),
        x => x,
    })
}
