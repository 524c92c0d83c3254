//! The `const-params` pass: a kernel parameter that a precondition fixes to a constant
//! (`__requires(n == 1024)`, or `--kernel-args`) becomes that constant wherever the kernel reads
//! it, and so do the group sizes and numbers of groups that the launch fixes.
//!
//! Real kernels fix their sizes this way, and index with them: `A[(t0 + c0) * n + c1]`,
//! `off / n`. Left symbolic, each such product or quotient is non-linear bit-vector arithmetic
//! for the solver, however often the precondition says `n == 1024`; with the constant in place
//! it is a shift or a product by a constant, and passes that look for constant strides, bounds
//! and trip counts see it too.
//!
//! Exact: the precondition (or the geometry's axiom) holds on every execution considered, and
//! the parameter or size is never assigned, so it has that value wherever it is read. The precondition itself is kept (reports
//! still name the parameter's value). Only the kernel is rewritten, and only scalar parameters
//! that no statement of any procedure assigns.

use std::collections::{BTreeMap, BTreeSet};

use ir::visit::{assigned_vars, rewrite_expr, stmt_exprs_mut, walk_stmts_mut};
use ir::{BinOp, Expr, Program, VarId};

use crate::pipeline::PassArgs;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "const-params",
    summary: "replace kernel parameters fixed by a precondition (n == C) by their constant",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("const-params: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(ConstParams)),
    }
}

/// The `const-params` pass.
pub struct ConstParams;

impl Pass for ConstParams {
    fn name(&self) -> &'static str {
        "const-params"
    }
    fn run(&self, prog: &mut Program, _cx: &mut PassCx<'_>) -> Result<(), PassError> {
        // The launch sizes the geometry fixes, in every procedure.
        let sizes = fixed_sizes(prog);
        if !sizes.is_empty() {
            let ids: Vec<_> = prog.procs.iter().map(|(id, _)| id).collect();
            for p in ids {
                substitute(prog, p, &sizes, true);
            }
        }
        let Some(k) = prog.kernel else {
            return Ok(());
        };
        let fixed = fixed_params(prog, k);
        if !fixed.is_empty() {
            substitute(prog, k, &fixed, false);
        }
        Ok(())
    }
}

/// Replace the variables of `fixed` in procedure `p`'s body and postconditions (and its
/// preconditions too when `requires`).
fn substitute(prog: &mut Program, p: ir::ProcId, fixed: &BTreeMap<VarId, Expr>, requires: bool) {
    let mut subst = |e: Expr| match e {
        Expr::Var(v) => fixed.get(&v).cloned().unwrap_or(Expr::Var(v)),
        e => e,
    };
    let proc = &mut prog.procs[p];
    for c in &mut proc.ensures {
        rewrite_expr(&mut c.cond, &mut subst);
    }
    if requires {
        for c in &mut proc.requires {
            rewrite_expr(&mut c.cond, &mut subst);
        }
    }
    if let Some(body) = &mut proc.body {
        walk_stmts_mut(body, &mut |s| {
            stmt_exprs_mut(s, &mut |e| rewrite_expr(e, &mut subst))
        });
    }
}

/// The launch sizes (group sizes, numbers of groups) that an axiom fixes to a constant.
pub(crate) fn fixed_sizes(prog: &Program) -> BTreeMap<VarId, Expr> {
    let mut fixed = BTreeMap::new();
    for a in &prog.axioms {
        let Expr::Binary(BinOp::Eq, x, c) = a else {
            continue;
        };
        let (Expr::Var(v), true) = (&**x, c.as_bv().is_some()) else {
            continue;
        };
        if matches!(
            prog.vars[*v].role,
            ir::VarRole::Special(ir::Special::GroupSize(_) | ir::Special::NumGroups(_))
        ) && prog.type_of(c) == prog.vars[*v].ty
        {
            fixed.insert(*v, (**c).clone());
        }
    }
    fixed
}

/// The kernel's scalar parameters that its preconditions fix to a constant and that nothing
/// assigns, with their constants.
fn fixed_params(prog: &Program, k: ir::ProcId) -> BTreeMap<VarId, Expr> {
    let proc = &prog.procs[k];
    let params: BTreeSet<VarId> = proc.params.iter().copied().collect();
    let mut assigned = BTreeSet::new();
    for (_, p) in prog.procs.iter() {
        if let Some(b) = &p.body {
            assigned_vars(b, &mut assigned);
        }
    }
    let mut fixed = BTreeMap::new();
    let mut conjuncts = Vec::new();
    for c in &proc.requires {
        split_and(&c.cond, &mut conjuncts);
    }
    for e in conjuncts {
        let Expr::Binary(BinOp::Eq, a, b) = e else {
            continue;
        };
        let (v, c) = match (&**a, &**b) {
            (Expr::Var(v), c) | (c, Expr::Var(v)) if c.as_bv().is_some() => (*v, c),
            _ => continue,
        };
        if !params.contains(&v)
            || assigned.contains(&v)
            || prog.type_of(c) != prog.vars[v].ty
            || fixed.get(&v).is_some_and(|old| old != c)
        {
            continue;
        }
        fixed.insert(v, c.clone());
    }
    fixed
}

fn split_and<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match e {
        Expr::Binary(BinOp::And, a, b) => {
            split_and(a, out);
            split_and(b, out);
        }
        e => out.push(e),
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{AssertKind, BinOp, Expr, StmtKind};

    use crate::testutil::{run, st, Builder};

    #[test]
    fn fixed_parameter_becomes_its_constant() {
        let mut b = Builder::new();
        let n = b.param("n");
        let m = b.param("m");
        let x = b.local("x");
        let times = |v| Expr::binary(BinOp::Mul, Expr::var(x), Expr::var(v));
        let req = Expr::and(
            Expr::eq(Expr::var(n), Expr::bv(1024, 32)),
            Expr::eq(Expr::bv(7, 32), Expr::var(m)),
        );
        let c = b.contract(req, AssertKind::User);
        b.prog.procs[b.k].requires.push(c);
        let body = vec![
            st(StmtKind::Assign {
                lhs: x,
                rhs: times(n),
            }),
            st(StmtKind::Assign {
                lhs: x,
                rhs: times(m),
            }),
            // m is assigned, so it stays a variable.
            st(StmtKind::Assign {
                lhs: m,
                rhs: Expr::bv(3, 32),
            }),
        ];
        b.body(b.k, body);
        let out = run(&mut b.prog, "const-params", &Default::default());
        expect![[r#"
            ; props: 
            kernel proc k(n: bv32, m: bv32) {
              requires ((n == 1024bv32) && (7bv32 == m))
              x := (x * 1024bv32)
              x := (x * m)
              m := 3bv32
            }
        "#]]
        .assert_eq(&out);
    }
}
