//! The `adversarial` pass: with `--adversarial-abstraction`, every value read from shared or
//! global memory is arbitrary (GPUVerify's adversarial shared-state abstraction).
//!
//! Input: the program after `inline` and before `race`. Each load of a shared or global array
//! in a statement becomes a read into a fresh temporary, which is then havocked, and the
//! statement uses the temporary: the access is still there for race instrumentation to log and
//! check, but its value is independent of memory and of the other thread (a load under a
//! condition of its expression, such as an arm of `?:`, is read under that condition). Loads in
//! assertions and assumptions become fresh arbitrary values (they are not accesses). So no
//! value read from memory can make a race benign or an assertion hold. Invariants and
//! contracts are left alone.

use ir::{BinOp, Block, Expr, MemSpace, Origin, ProcId, Program, Stmt, StmtKind, VarRole};

use crate::pipeline::PassArgs;
use crate::util::new_local;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "adversarial",
    summary: "with --adversarial-abstraction, make every value read from shared memory arbitrary",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("adversarial: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Adversarial)),
    }
}

/// The `adversarial` pass.
pub struct Adversarial;

impl Pass for Adversarial {
    fn name(&self) -> &'static str {
        "adversarial"
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        if !cx.config.adversarial_abstraction {
            return Ok(());
        }
        let ids: Vec<ProcId> = prog.procs.iter().map(|(id, _)| id).collect();
        for p in ids {
            if let Some(body) = prog.procs[p].body.take() {
                let body = Abstract { prog, proc: p }.block(body);
                prog.procs[p].body = Some(body);
            }
        }
        Ok(())
    }
}

struct Abstract<'a> {
    prog: &'a mut Program,
    proc: ProcId,
}

impl Abstract<'_> {
    fn shared(&self, a: ir::ArrayId) -> bool {
        let data = &self.prog.arrays[a];
        matches!(data.space, MemSpace::Shared | MemSpace::Global) && !data.ghost
    }

    fn block(&mut self, b: Block) -> Block {
        let mut out = Vec::with_capacity(b.len());
        for mut s in b {
            let origin = s.origin;
            let access = !matches!(s.kind, StmtKind::Assert { .. } | StmtKind::Assume(_));
            let mut pre = Vec::new();
            match &mut s.kind {
                StmtKind::Loop(lp) => lp.body = self.block(std::mem::take(&mut lp.body)),
                StmtKind::Block { body, .. } | StmtKind::Once(body) => {
                    *body = self.block(std::mem::take(body))
                }
                StmtKind::If {
                    then_body,
                    else_body,
                    ..
                } => {
                    *then_body = self.block(std::mem::take(then_body));
                    *else_body = self.block(std::mem::take(else_body));
                }
                _ => {}
            }
            ir::visit::stmt_exprs_mut(&mut s, &mut |e| {
                let taken = std::mem::replace(e, Expr::Bool(false));
                *e = self.expr(taken, &Expr::Bool(true), access, origin, &mut pre);
            });
            out.extend(pre);
            out.push(s);
        }
        out
    }

    /// `e` with its shared loads replaced by arbitrary values; the reads (when `access`) and
    /// havocs go to `pre`, in evaluation order.
    fn expr(
        &mut self,
        e: Expr,
        guard: &Expr,
        access: bool,
        origin: Origin,
        pre: &mut Vec<Stmt>,
    ) -> Expr {
        match e {
            Expr::Load {
                array,
                group,
                index,
            } => {
                let index = self.expr(*index, guard, access, origin, pre);
                let load = Expr::Load {
                    array,
                    group,
                    index: Box::new(index),
                };
                if !self.shared(array) {
                    return load;
                }
                let ty = self.prog.arrays[array].elem;
                let t = new_local(
                    self.prog,
                    self.proc,
                    "$adversarial".into(),
                    ty,
                    VarRole::Temp,
                    origin,
                );
                if access {
                    let read = Stmt::new(StmtKind::Assign { lhs: t, rhs: load }, origin);
                    pre.push(match guard {
                        Expr::Bool(true) => read,
                        g => Stmt::new(
                            StmtKind::If {
                                cond: g.clone(),
                                then_body: vec![read],
                                else_body: Vec::new(),
                                uniform: false,
                            },
                            origin,
                        ),
                    });
                }
                pre.push(Stmt::new(StmtKind::Havoc(t), origin));
                Expr::Var(t)
            }
            Expr::Ite(c, a, b) => {
                let c = self.expr(*c, guard, access, origin, pre);
                let a = self.expr(
                    *a,
                    &Expr::and(guard.clone(), c.clone()),
                    access,
                    origin,
                    pre,
                );
                let b = self.expr(
                    *b,
                    &Expr::and(guard.clone(), Expr::not(c.clone())),
                    access,
                    origin,
                    pre,
                );
                Expr::Ite(Box::new(c), Box::new(a), Box::new(b))
            }
            Expr::Binary(op @ (BinOp::And | BinOp::Implies | BinOp::Or), a, b) => {
                let a = self.expr(*a, guard, access, origin, pre);
                let first = if op == BinOp::Or {
                    Expr::not(a.clone())
                } else {
                    a.clone()
                };
                let b = self.expr(*b, &Expr::and(guard.clone(), first), access, origin, pre);
                Expr::Binary(op, Box::new(a), Box::new(b))
            }
            Expr::Binary(op, a, b) => {
                let a = self.expr(*a, guard, access, origin, pre);
                let b = self.expr(*b, guard, access, origin, pre);
                Expr::Binary(op, Box::new(a), Box::new(b))
            }
            Expr::Unary(op, x) => {
                Expr::Unary(op, Box::new(self.expr(*x, guard, access, origin, pre)))
            }
            Expr::Cast(op, x) => {
                Expr::Cast(op, Box::new(self.expr(*x, guard, access, origin, pre)))
            }
            Expr::Apply(f, xs) => Expr::Apply(
                f,
                xs.into_iter()
                    .map(|x| self.expr(x, guard, access, origin, pre))
                    .collect(),
            ),
            // Thread-relative and entry-state terms are left as they are.
            e @ (Expr::AtThread(..)
            | Expr::Other(_)
            | Expr::Old(_)
            | Expr::Bool(_)
            | Expr::Bv { .. }
            | Expr::Var(_)
            | Expr::Enabled
            | Expr::Accessed(..)
            | Expr::AccessOffset(..)) => e,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::*;
    use crate::Config;

    #[test]
    fn shared_reads_become_arbitrary_private_reads_stay() {
        let mut b = Builder::new();
        let x = b.local("x");
        let tid = b.tid();
        let a = b.array("A", MemSpace::Shared);
        let p = b.array("P", MemSpace::Private);
        let k = b.k;
        b.body(
            k,
            vec![set(x, add(Expr::load(a, v(tid)), Expr::load(p, n(0))))],
        );
        let cfg = Config {
            adversarial_abstraction: true,
            ..Config::default()
        };
        let out = run(&mut b.prog, "adversarial", &cfg);
        let text = kernel_text(&out);
        assert!(text.contains("$adversarial := A[local_id_x]"), "{text}");
        assert!(text.contains("havoc $adversarial"), "{text}");
        assert!(text.contains("x := ($adversarial + P[0bv32])"), "{text}");
    }
}
