//! The `inline` pass: replaces every call in the kernel by a copy of the callee's body.
//!
//! Input: the front end's program (procedures with bodies, calls with scalar arguments; array
//! accesses in callees already name the caller's arrays). Output: a kernel with no calls
//! (provides `inlined`); other procedures lose their bodies. Each inlined copy gets fresh
//! locals for the callee's parameters, locals and return value, fresh labels and fresh assert
//! ids; the callee's `requires` become `Precondition` asserts at the call site and its
//! `ensures` become `Postcondition` asserts after the copied body (`old(e)` reads a snapshot
//! taken on entry). The kernel's own `ensures` become `Postcondition` asserts at the end of its
//! body. A call to a procedure without a body havocs the receiving variable (its `requires` are
//! checked and its `ensures` assumed). Recursion is reported as unsupported.
//!
//! With `modular` (`--no-inline`), callers assume only the contract of what they call: after
//! each inlined body, whose accesses and assertions are still checked where they happen, its
//! results and everything it wrote become arbitrary and its `ensures` are assumed; and the
//! program's entry procedures are verified on their own beside the kernel (see
//! [`crate::modular`]).

use std::collections::HashMap;

use ir::{AssertKind, Block, Expr, Origin, ProcId, Program, Props, Stmt, StmtKind, VarId};

use crate::pipeline::PassArgs;
use crate::util::{assign, copy_var_into, rename_copy, snapshot_olds, subst_expr};
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "inline",
    summary: "inline every call into the kernel; contracts of callees become call-site asserts",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("inline: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Inline)),
    }
}

/// The `inline` pass.
pub struct Inline;

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }
    fn provides(&self) -> Props {
        Props::INLINED
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let k = prog
            .kernel
            .ok_or_else(|| PassError::Internal("inline: the program has no kernel".into()))?;
        let body = prog.procs[k].body.take().unwrap_or_default();
        let mut inl = Inliner {
            kernel: k,
            stack: vec![k],
            modular: cx.config.modular,
            calls: Vec::new(),
        };
        let mut body = inl.block(prog, cx, body)?;

        // The kernel's postconditions are checked at the end of its body.
        let mut ens = std::mem::take(&mut prog.procs[k].ensures);
        if !ens.is_empty() {
            let origin = prog.procs[k].origin.derived("inline");
            let mut conds: Vec<&mut Expr> = ens.iter_mut().map(|c| &mut c.cond).collect();
            let mut pre = snapshot_olds(prog, k, &mut conds, origin);
            pre.append(&mut body);
            body = pre;
            for c in ens {
                let id = prog.new_assert(AssertKind::Postcondition, c.origin);
                prog.asserts[id].unpredicated = prog.asserts[c.id].unpredicated;
                body.push(Stmt::new(StmtKind::Assert { id, cond: c.cond }, c.origin));
            }
        }
        if cx.config.modular && !prog.entries.is_empty() {
            body = crate::modular::with_entries(prog, cx, &mut inl, body)?;
        }
        prog.procs[k].body = Some(body);
        for (id, p) in prog.procs.iter_mut() {
            if id != k {
                p.body = None;
            }
        }
        Ok(())
    }
}

pub(crate) struct Inliner {
    kernel: ProcId,
    /// Procedures being inlined, outermost first (for recursion detection).
    stack: Vec<ProcId>,
    /// Callers assume only their callees' contracts.
    modular: bool,
    /// Every inlined call of a procedure with a body: the callee and its actual arguments as
    /// they read in the kernel.
    pub(crate) calls: Vec<(ProcId, Vec<Expr>)>,
}

/// How a procedure's body is entered.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Entry {
    /// From a call: its `requires` are checked.
    Call,
    /// As an entry point verified on its own: its `requires` are assumed.
    Own,
}

impl Inliner {
    pub(crate) fn block(
        &mut self,
        prog: &mut Program,
        cx: &mut PassCx<'_>,
        b: Block,
    ) -> Result<Block, PassError> {
        let mut out = Vec::with_capacity(b.len());
        for mut s in b {
            if let StmtKind::Call { callee, args, ret } = &s.kind {
                let (callee, args, ret) = (*callee, args.clone(), *ret);
                out.extend(self.call(prog, cx, callee, args, ret, s.origin, Entry::Call)?);
                continue;
            }
            for c in ir::visit::child_blocks_mut(&mut s) {
                let taken = std::mem::take(c);
                *c = self.block(prog, cx, taken)?;
            }
            out.push(s);
        }
        Ok(out)
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn call(
        &mut self,
        prog: &mut Program,
        cx: &mut PassCx<'_>,
        callee: ProcId,
        args: Vec<Expr>,
        ret: Option<VarId>,
        origin: Origin,
        entry: Entry,
    ) -> Result<Vec<Stmt>, PassError> {
        if self.stack.contains(&callee) {
            let name = prog.procs[callee].name.clone();
            cx.diags.error(
                "unsupported",
                format!("recursive function '{name}' cannot be inlined"),
                origin.span(),
            );
            return Err(PassError::Reported);
        }
        let proc = prog.procs[callee].clone();
        let by = origin.derived("inline");
        let k = self.kernel;
        let mut map: HashMap<VarId, VarId> = HashMap::new();
        let mut out = Vec::new();
        if args.len() != proc.params.len() {
            return Err(PassError::Internal(format!(
                "inline: call of '{}' with {} arguments for {} parameters",
                proc.name,
                args.len(),
                proc.params.len()
            )));
        }
        if entry == Entry::Call && proc.body.is_some() {
            self.calls.push((callee, args.clone()));
        }
        // Preconditions read the actual arguments, not the parameter copies: a `__global_requires`
        // is checked for a disabled thread too, whose (predicated) copies keep stale values.
        let mut actuals: HashMap<VarId, Expr> = HashMap::new();
        for (p, a) in proc.params.iter().zip(args) {
            let np = copy_var_into(prog, *p, k);
            map.insert(*p, np);
            actuals.insert(*p, a.clone());
            out.push(assign(np, a, by));
        }
        for l in &proc.locals {
            let nl = copy_var_into(prog, *l, k);
            map.insert(*l, nl);
        }
        let ret_copy = proc.ret.map(|r| {
            let nr = copy_var_into(prog, r, k);
            map.insert(r, nr);
            nr
        });

        let mut requires = proc.requires.clone();
        let mut ensures = proc.ensures.clone();
        for c in &mut requires {
            ir::visit::rewrite_expr(&mut c.cond, &mut |x| match x {
                Expr::Var(v) => match actuals.get(&v) {
                    Some(a) if entry == Entry::Call => a.clone(),
                    _ => Expr::Var(map.get(&v).copied().unwrap_or(v)),
                },
                x => x,
            });
        }
        for c in &mut ensures {
            subst_expr(&mut c.cond, &map);
        }
        let mut conds: Vec<&mut Expr> = ensures.iter_mut().map(|c| &mut c.cond).collect();
        out.extend(snapshot_olds(prog, k, &mut conds, by));
        for c in requires {
            if entry == Entry::Own {
                out.push(Stmt::new(StmtKind::Assume(c.cond), by));
                continue;
            }
            let id = prog.new_assert(AssertKind::Precondition { clause: c.origin }, origin);
            prog.asserts[id].unpredicated = prog.asserts[c.id].unpredicated;
            out.push(Stmt::new(StmtKind::Assert { id, cond: c.cond }, by));
        }
        let has_body = proc.body.is_some();
        let mut effects = Vec::new();
        match proc.body {
            Some(mut body) => {
                rename_copy(prog, &mut body, &map);
                self.stack.push(callee);
                let body = self.block(prog, cx, body)?;
                self.stack.pop();
                if self.modular && entry == Entry::Call && !prog.always_inline.contains(&callee) {
                    effects = crate::modular::forget_effects(prog, &body, ret_copy, by);
                }
                let label = prog.new_label();
                out.push(Stmt::new(
                    StmtKind::Block {
                        label,
                        body,
                        uniform: true,
                    },
                    by,
                ));
            }
            None => {
                if let Some(r) = ret_copy {
                    out.push(Stmt::new(StmtKind::Havoc(r), by));
                }
            }
        }
        for c in &ensures {
            if has_body {
                let id = prog.new_assert(AssertKind::Postcondition, c.origin);
                prog.asserts[id].unpredicated = prog.asserts[c.id].unpredicated;
                out.push(Stmt::new(
                    StmtKind::Assert {
                        id,
                        cond: c.cond.clone(),
                    },
                    c.origin.derived("inline"),
                ));
            } else {
                out.push(Stmt::new(StmtKind::Assume(c.cond.clone()), by));
            }
        }
        if !effects.is_empty() {
            // The caller knows only the contract: what the body computed is forgotten, and
            // the postconditions (just checked) are all that remains of it.
            out.extend(effects);
            out.extend(
                ensures
                    .into_iter()
                    .map(|c| Stmt::new(StmtKind::Assume(c.cond), by)),
            );
        }
        if let Some(dst) = ret {
            match ret_copy {
                Some(r) => out.push(assign(dst, Expr::Var(r), by)),
                None => out.push(Stmt::new(StmtKind::Havoc(dst), by)),
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{AssertKind, Expr, StmtKind};

    use crate::testutil::*;
    use crate::Config;

    #[test]
    fn return_in_the_middle_of_a_callee() {
        let mut b = Builder::new();
        let (f, ps, r) = b.proc("f", &["a"]);
        let a = ps[0];
        let t = b.local_in(f, "t");
        let lret = b.label();
        let body = vec![block(
            lret,
            vec![
                set(t, add(v(a), n(1))),
                if_(lt(v(a), n(10)), vec![set(r, n(1)), exit(lret)], vec![]),
                set(r, v(t)),
            ],
        )];
        b.body(f, body);
        let req = b.contract(lt(v(a), n(100)), AssertKind::User);
        let ens = b.contract(
            lt(v(r), Expr::Old(Box::new(v(a)))),
            AssertKind::Postcondition,
        );
        b.prog.procs[f].requires.push(req);
        b.prog.procs[f].ensures.push(ens);
        let x = b.local("x");
        let tid = b.tid();
        let call = |arg| {
            st(StmtKind::Call {
                callee: f,
                args: vec![arg],
                ret: Some(x),
            })
        };
        let k = b.k;
        b.body(k, vec![call(v(tid)), call(v(x))]);
        let out = run(&mut b.prog, "inline", &Config::default());
        expect![[r#"
            kernel proc k() {
              a := local_id_x
              old := a
              assert a2 Precondition { clause: Source(Span { file: FileId(0), lo: 0, hi: 1 }) }: (local_id_x <u 100bv32)
              block L2 {
                block L1 (non-uniform) {
                  t := (a + 1bv32)
                  if (a <u 10bv32) (non-uniform) {
                    ret := 1bv32
                    exit L1
                  }
                  ret := t
                }
              }
              assert a3 Postcondition: (ret <u old)
              x := ret
              a := x
              old := a
              assert a4 Precondition { clause: Source(Span { file: FileId(0), lo: 0, hi: 1 }) }: (x <u 100bv32)
              block L4 {
                block L3 (non-uniform) {
                  t := (a + 1bv32)
                  if (a <u 10bv32) (non-uniform) {
                    ret := 1bv32
                    exit L3
                  }
                  ret := t
                }
              }
              assert a5 Postcondition: (ret <u old)
              x := ret
            }
            proc f(a: bv32) {
              requires (a <u 100bv32)
              ensures (ret <u old(a))
            }
        "#]]
        .assert_eq(kernel_text(&out));
        // Every inlined copy has its own variables.
        let locals = &b.prog.procs[k].locals;
        assert_eq!(locals.len(), 1 + 2 * 4);
        assert!(b.prog.procs[f].body.is_none());
    }

    #[test]
    fn recursion_is_reported() {
        let mut b = Builder::new();
        let (g, ps, r) = b.proc("g", &["a"]);
        b.body(
            g,
            vec![st(StmtKind::Call {
                callee: g,
                args: vec![v(ps[0])],
                ret: Some(r),
            })],
        );
        let x = b.local("x");
        let k = b.k;
        b.body(
            k,
            vec![st(StmtKind::Call {
                callee: g,
                args: vec![n(1)],
                ret: Some(x),
            })],
        );
        let out = run(&mut b.prog, "inline", &Config::default());
        expect![[r#"
            error: errors were reported
            unsupported: recursive function 'g' cannot be inlined"#]]
        .assert_eq(&out);
    }

    #[test]
    fn bodiless_callee_havocs_the_result() {
        let mut b = Builder::new();
        let (f, _, _) = b.proc("f", &["a"]);
        b.prog.procs[f].body = None;
        let x = b.local("x");
        let k = b.k;
        b.body(
            k,
            vec![st(StmtKind::Call {
                callee: f,
                args: vec![n(3)],
                ret: Some(x),
            })],
        );
        let out = run(&mut b.prog, "inline", &Config::default());
        expect![[r#"
            kernel proc k() {
              a := 3bv32
              havoc ret
              x := ret
            }
            proc f(a: bv32) {
            }
        "#]]
        .assert_eq(kernel_text(&out));
    }
}
