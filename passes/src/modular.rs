//! Modular verification (`--no-inline`), as GPUVerify verifies the procedures it does not
//! inline: a caller assumes only the contract of what it calls, and every procedure with a body
//! is verified on its own against its contract — including procedures the kernel never calls.
//!
//! kcc keeps the precision of inlining where it is needed for soundness: a callee's body is
//! still inlined at each call, so its accesses are race-checked and its assertions checked in
//! the caller's context. What the caller then knows of the call is only the contract
//! ([`forget_effects`]): the result, every array the body wrote and every global cell it
//! assigned become arbitrary, and the `ensures` are assumed.
//!
//! Each entry procedure of the program ([`ir::Program::entries`], made by the front end) is
//! verified on its own in a branch of the kernel chosen by an arbitrary uniform selector
//! ([`with_entries`]): its parameters are arbitrary, its `requires` assumed, its body inlined
//! (with the same contract-only view of its own callees) and its `ensures` checked. A scalar
//! parameter is the same for both threads when every call of the function in the kernel passes
//! a thread-uniform value, or when nothing calls it — what GPUVerify's candidate preconditions
//! establish for it.

use std::collections::{BTreeSet, HashMap};

use ir::{Block, Expr, Origin, ProcId, Program, Stmt, StmtKind, Type, VarId, VarRole, VarScope};

use crate::inline::{Entry, Inliner};
use crate::util::copy_var_into;
use crate::{Pass, PassCx, PassError};

/// What a caller forgets after a call whose inlined body is `body`: the result `ret`, every
/// array the body writes and every global variable it assigns become arbitrary.
pub(crate) fn forget_effects(
    prog: &Program,
    body: &Block,
    ret: Option<VarId>,
    origin: Origin,
) -> Vec<Stmt> {
    let mut arrays = BTreeSet::new();
    ir::visit::written_arrays(body, &mut arrays);
    let mut vars = BTreeSet::new();
    ir::visit::assigned_vars(body, &mut vars);
    let globals = vars.into_iter().filter(|v| {
        let d = &prog.vars[*v];
        d.scope == VarScope::Global && matches!(d.role, VarRole::User | VarRole::Temp)
    });
    let mut out: Vec<Stmt> = arrays
        .into_iter()
        .map(|a| Stmt::new(StmtKind::HavocArray(a), origin))
        .collect();
    out.extend(
        globals
            .chain(ret)
            .map(|v| Stmt::new(StmtKind::Havoc(v), origin)),
    );
    out
}

/// True when `e` has the same value in both threads by the uniformity flags of `prog`.
fn uniform(prog: &Program, e: &Expr) -> bool {
    match e {
        Expr::Var(v) => prog.vars[*v].uniform,
        Expr::Bool(_) | Expr::Bv { .. } => true,
        Expr::Load { .. }
        | Expr::Enabled
        | Expr::Other(_)
        | Expr::AtThread(..)
        | Expr::Accessed(..)
        | Expr::AccessOffset(..) => false,
        Expr::Unary(_, a) | Expr::Cast(_, a) | Expr::Old(a) => uniform(prog, a),
        Expr::Binary(_, a, b) => uniform(prog, a) && uniform(prog, b),
        Expr::Ite(c, a, b) => uniform(prog, c) && uniform(prog, a) && uniform(prog, b),
        Expr::Apply(_, args) => args.iter().all(|a| uniform(prog, a)),
    }
}

/// For each function (by the span of its name), which scalar parameters receive a uniform
/// value at every one of its calls in the inlined kernel `body`.
fn uniform_parameters(
    prog: &Program,
    cx: &mut PassCx<'_>,
    calls: &[(ProcId, Vec<Expr>)],
    body: &Block,
) -> Result<HashMap<Origin, Vec<bool>>, PassError> {
    let mut probe = prog.clone();
    let Some(k) = probe.kernel else {
        return Ok(HashMap::new());
    };
    probe.procs[k].body = Some(body.clone());
    let mut diags = ir::Diagnostics::default();
    let mut pcx = PassCx {
        config: cx.config,
        diags: &mut diags,
    };
    crate::uniformity::Uniformity.run(&mut probe, &mut pcx)?;
    let mut out: HashMap<Origin, Vec<bool>> = HashMap::new();
    for (callee, args) in calls {
        let flags: Vec<bool> = args.iter().map(|a| uniform(&probe, a)).collect();
        let key = prog.procs[*callee].origin;
        match out.get_mut(&key) {
            Some(old) if old.len() == flags.len() => {
                for (o, f) in old.iter_mut().zip(flags) {
                    *o &= f;
                }
            }
            Some(old) => old.iter_mut().for_each(|o| *o = false),
            None => {
                out.insert(key, flags);
            }
        }
    }
    Ok(out)
}

/// A fresh program-wide constant: one arbitrary value shared by both threads.
fn uniform_constant(prog: &mut Program, name: String, ty: Type, origin: Origin) -> VarId {
    let v = prog.new_var(name, ty, VarScope::Global, VarRole::Ghost, origin);
    let d = &mut prog.vars[v];
    d.constant = true;
    d.uniform = true;
    v
}

/// The kernel body extended with one branch per entry procedure: `if (sel == 0) kernel else if
/// (sel == 1) entry1 ... else entryN`, `sel` an arbitrary uniform constant.
pub(crate) fn with_entries(
    prog: &mut Program,
    cx: &mut PassCx<'_>,
    inl: &mut Inliner,
    kernel_body: Block,
) -> Result<Block, PassError> {
    let Some(k) = prog.kernel else {
        return Ok(kernel_body);
    };
    let calls = std::mem::take(&mut inl.calls);
    let uniform_params = uniform_parameters(prog, cx, &calls, &kernel_body)?;
    let entries = prog.entries.clone();
    let mut branches = Vec::new();
    for e in entries {
        let origin = prog.procs[e].origin;
        let by = origin.derived("modular");
        let flags = uniform_params.get(&origin);
        let params = prog.procs[e].params.clone();
        let mut setup = Vec::new();
        let mut args = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let a = copy_var_into(prog, *p, k);
            // Uncalled functions get uniform parameters, as GPUVerify's candidate
            // preconditions give them (nothing refutes them).
            let same = flags.is_none_or(|f| f.get(i).copied().unwrap_or(false));
            if same {
                let d = prog.vars[*p].clone();
                let c = uniform_constant(prog, format!("{}$arg", d.name), d.ty, d.origin);
                setup.push(Stmt::new(
                    StmtKind::Assign {
                        lhs: a,
                        rhs: Expr::Var(c),
                    },
                    by,
                ));
            } else {
                setup.push(Stmt::new(StmtKind::Havoc(a), by));
            }
            args.push(Expr::Var(a));
        }
        let mut body = setup;
        body.extend(inl.call(prog, cx, e, args, None, origin, Entry::Own)?);
        branches.push((body, by));
    }
    inl.calls.clear();
    let origin = prog.procs[k].origin.derived("modular");
    let sel = uniform_constant(prog, "$entry".into(), Type::Bv(32), origin);
    let mut rest: Option<Block> = None;
    for (i, (body, by)) in branches.into_iter().enumerate().rev() {
        rest = Some(match rest {
            None => body,
            Some(r) => vec![Stmt::new(
                StmtKind::If {
                    cond: Expr::eq(Expr::Var(sel), Expr::bv(i as u128 + 1, 32)),
                    then_body: body,
                    else_body: r,
                    uniform: true,
                },
                by,
            )],
        });
    }
    Ok(vec![Stmt::new(
        StmtKind::If {
            cond: Expr::eq(Expr::Var(sel), Expr::bv(0, 32)),
            then_body: kernel_body,
            else_body: rest.unwrap_or_default(),
            uniform: true,
        },
        origin,
    )])
}
