//! The `loop-normalize` pass: PUG's loop normalization, done soundly as ghost state. Every loop
//! that changes a variable in a regular way gets a ghost unit-stride iteration counter `k`
//! (`k := 0` just before the loop, so an inner loop that an outer loop enters again starts
//! afresh; `k := k + 1` at the end of the body, so at the loop head `k` counts the completed
//! iterations), and each such variable `x` a ghost `x$entry := x` beside it. The pass records
//! in [`ir::Program::loop_counters`] how each variable moves with `k`:
//!
//! | in the body (once, outside nested loops)     | recorded            | candidate               |
//! |----------------------------------------------|---------------------|-------------------------|
//! | `x := x + s`, `s + x` (s loop-invariant)      | `Linear`            | `x == x0 + k * s`       |
//! | `x := x - s`                                 | `Linear` (down)     | `x == x0 - k * s`       |
//! | `x := x << c`, `x * 2^c`                     | `Shl(c)`            | `x == x0 << k * c`      |
//! | `x := x >> c` (logical), `x /u 2^c`          | `LShr(c)`           | `x == x0 >> k * c`      |
//! | `x := x >> c` (arithmetic)                    | `AShr(c)`           | `x == x0 >>s k * c`     |
//! | `x := x + 1` under a condition, `x + (e & 1)`| `AtMostOne`         | `x - x0 <=u k`          |
//!
//! The pass adds no assumption: the table only names candidates, which the `invariants` pass
//! turns into Houdini candidates (rule `loopNormalized`, and rules that describe accesses through
//! the counter), so a fact that does not hold is dropped like any other candidate. The ghosts
//! are ordinary locals, so later passes give them per-thread copies and predicate their updates
//! like the variables they describe. A loop with no such variable is left alone.

use std::collections::BTreeSet;

use ir::visit::{assigned_vars, walk_expr};
use ir::{
    BinOp, Block, CastOp, Derived, Expr, LoopCounter, ProcId, Program, Progression, StmtKind, Type,
    VarId, VarRole,
};

use crate::pipeline::PassArgs;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "loop-normalize",
    summary: "give loops a ghost iteration counter and relate strided, shifted and counted variables to it",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("loop-normalize: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(LoopNormalize)),
    }
}

/// The `loop-normalize` pass.
pub struct LoopNormalize;

impl Pass for LoopNormalize {
    fn name(&self) -> &'static str {
        "loop-normalize"
    }
    fn run(&self, prog: &mut Program, _cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let ids: Vec<ProcId> = prog.procs.iter().map(|(id, _)| id).collect();
        // Some group size or number of groups is not a known constant: no launch sizes given.
        let symbolic_launch = crate::const_params::fixed_sizes(prog).len() < 2 * ir::Dim::ALL.len();
        for p in ids {
            let Some(body) = prog.procs[p].body.take() else {
                continue;
            };
            let body = normalize_block(prog, p, body, symbolic_launch);
            prog.procs[p].body = Some(body);
        }
        Ok(())
    }
}

/// `symbolic_launch`: launch sizes are unknown, so a step that mentions a variable may be a
/// multiple of them (`blockDim.x * gridDim.x`, or a local holding it), and gets a sum of steps
/// even where nothing excludes wrap-around (preconditions bounding the sizes may).
fn normalize_block(prog: &mut Program, proc: ProcId, b: Block, symbolic_launch: bool) -> Block {
    let mut out = Vec::with_capacity(b.len());
    for mut s in b {
        for c in ir::visit::child_blocks_mut(&mut s) {
            *c = normalize_block(prog, proc, std::mem::take(c), symbolic_launch);
        }
        let origin = s.origin;
        if let StmtKind::Loop(lp) = &mut s.kind {
            if !prog.loop_counters.contains_key(&lp.label) {
                let found = progressions(prog, &lp.body);
                if !found.is_empty() {
                    let width = found
                        .iter()
                        .map(|(x, _)| prog.vars[*x].ty.width())
                        .max()
                        .unwrap_or(32)
                        .max(32);
                    let derived_origin = origin.derived("loop-normalize");
                    let k = crate::util::new_local(
                        prog,
                        proc,
                        format!("k$L{}", lp.label.0),
                        Type::Bv(width),
                        VarRole::Ghost,
                        derived_origin,
                    );
                    out.push(crate::util::assign(k, Expr::bv(0, width), derived_origin));
                    let mut derived = Vec::new();
                    let mut sums = Vec::new();
                    for (x, how) in found {
                        let name = format!("{}$entry", prog.vars[x].name);
                        let ty = prog.vars[x].ty.clone();
                        let e = crate::util::new_local(
                            prog,
                            proc,
                            name,
                            ty,
                            VarRole::Ghost,
                            derived_origin,
                        );
                        out.push(crate::util::assign(e, Expr::var(x), derived_origin));
                        let steps = symbolic_step(prog, x, &how)
                            .filter(|s| {
                                symbolic_launch && mentions_a_variable(s)
                                    || wrap_excluded(&lp.body, x, s)
                            })
                            .map(|s| {
                                let (v, init, update) =
                                    steps_ghost(prog, proc, x, s, derived_origin);
                                out.push(init);
                                sums.push(update);
                                v
                            });
                        derived.push(Derived {
                            var: x,
                            entry: e,
                            how,
                            steps,
                        });
                    }
                    lp.body.append(&mut sums);
                    let step = Expr::binary(BinOp::Add, Expr::var(k), Expr::bv(1, width));
                    lp.body.push(crate::util::assign(k, step, derived_origin));
                    prog.loop_counters.insert(
                        lp.label,
                        LoopCounter {
                            counter: k,
                            derived,
                        },
                    );
                }
            }
        }
        out.push(s);
    }
    out
}

/// The step of `x := x + s` when `s` is not a literal and `x` is at most 32 bits wide.
fn symbolic_step<'a>(prog: &Program, x: VarId, how: &'a Progression) -> Option<&'a Expr> {
    match how {
        Progression::Linear { step, down: false }
            if !step.is_literal() && prog.vars[x].ty.width() <= 32 =>
        {
            Some(step)
        }
        _ => None,
    }
}

/// True when `e` is not a constant expression.
fn mentions_a_variable(e: &Expr) -> bool {
    let mut vars = std::collections::BTreeSet::new();
    ir::visit::vars_of(e, &mut vars);
    !vars.is_empty()
}

/// True when the body assumes or checks, at its top level, that `x + s` does not wrap
/// (`zext(x + s) == ..`, as `--assume-no-overflow` and `--check-overflow` state it): then the
/// sum of the steps can be tied to `x`. With wrap-around, `zext(x) == zext(x0) + steps` fails
/// once `x` passes `2^w`, unless preconditions bound the loop and the step; with fixed launch
/// sizes the ghost is then made only here, as elsewhere it mostly costs the prover time.
fn wrap_excluded(body: &Block, x: VarId, s: &Expr) -> bool {
    let sum_of_x = |e: &Expr| match e {
        Expr::Binary(BinOp::Add, a, b) => {
            (**a == Expr::var(x) && **b == *s) || (**b == Expr::var(x) && **a == *s)
        }
        _ => false,
    };
    body.iter().any(|st| {
        let fact = match &st.kind {
            StmtKind::Assume(f) | StmtKind::Assert { cond: f, .. } => f,
            _ => return false,
        };
        matches!(fact, Expr::Binary(BinOp::Eq, l, _)
            if matches!(&**l, Expr::Cast(CastOp::ZeroExt(_), inner) if sum_of_x(inner)))
    })
}

/// The ghost `x$steps` (see [`ir::Derived::steps`]), its initialisation and its update: the
/// sum grows by `zext(s)` while below `2^(w+1)` and then holds, so it never wraps and stays a
/// multiple of `s` (the `row-major` pass relies on that).
fn steps_ghost(
    prog: &mut Program,
    proc: ProcId,
    x: VarId,
    step: &Expr,
    origin: ir::Origin,
) -> (VarId, ir::Stmt, ir::Stmt) {
    let w = prog.vars[x].ty.width();
    let name = format!("{}$steps", prog.vars[x].name);
    let v = crate::util::new_local(prog, proc, name, Type::Bv(2 * w), VarRole::Ghost, origin);
    let init = crate::util::assign(v, Expr::bv(0, 2 * w), origin);
    let grown = Expr::binary(
        BinOp::Add,
        Expr::var(v),
        Expr::Cast(CastOp::ZeroExt(2 * w), Box::new(step.clone())),
    );
    let below = Expr::binary(BinOp::Ult, Expr::var(v), Expr::bv(1u128 << (w + 1), 2 * w));
    let update = crate::util::assign(v, Expr::ite(below, grown, Expr::var(v)), origin);
    (v, init, update)
}

/// One assignment of a variable in a loop body.
struct Def {
    rhs: Option<Expr>,
    /// Directly in the body (not under a condition, a labelled block or a nested loop).
    top: bool,
    /// Inside a nested loop.
    nested: bool,
}

fn collect_defs(b: &Block, top: bool, nested: bool, out: &mut Vec<(VarId, Def)>) {
    for s in b {
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => out.push((
                *lhs,
                Def {
                    rhs: Some(rhs.clone()),
                    top,
                    nested,
                },
            )),
            StmtKind::Havoc(v)
            | StmtKind::Atomic {
                result: Some(v), ..
            }
            | StmtKind::Call { ret: Some(v), .. } => out.push((
                *v,
                Def {
                    rhs: None,
                    top,
                    nested,
                },
            )),
            StmtKind::Loop(l) => collect_defs(&l.body, false, true, out),
            _ => {
                for k in ir::visit::child_blocks(s) {
                    collect_defs(k, false, nested, out);
                }
            }
        }
    }
}

/// The variables of a loop body that move regularly, with how, in variable order.
pub(crate) fn progressions(prog: &Program, body: &Block) -> Vec<(VarId, Progression)> {
    let mut modified = BTreeSet::new();
    assigned_vars(body, &mut modified);
    let mut written = BTreeSet::new();
    ir::visit::written_arrays(body, &mut written);
    let mut defs = Vec::new();
    collect_defs(body, true, false, &mut defs);
    let invariant = |e: &Expr| {
        let mut ok = true;
        walk_expr(e, &mut |x| match x {
            Expr::Var(v) if modified.contains(v) => ok = false,
            Expr::Load { array, .. } if written.contains(array) => ok = false,
            Expr::Apply(..) => ok = false,
            _ => {}
        });
        ok
    };
    let mut out = Vec::new();
    for &x in &modified {
        let d = &prog.vars[x];
        if !d.ty.is_bv() || !matches!(d.role, VarRole::User | VarRole::Temp) || d.ty.width() > 64 {
            continue;
        }
        let mine: Vec<&Def> = defs
            .iter()
            .filter(|(v, _)| *v == x)
            .map(|(_, d)| d)
            .collect();
        let [def] = mine.as_slice() else { continue };
        let Some(rhs) = def.rhs.as_ref() else {
            continue;
        };
        if def.nested {
            continue;
        }
        let how = if def.top {
            classify(x, rhs, &invariant)
        } else {
            None
        };
        let how = how.or_else(|| at_most_one(x, rhs, !def.top));
        if let Some(how) = how {
            out.push((x, how));
        }
    }
    out
}

fn lit(e: &Expr) -> Option<u128> {
    e.as_bv().map(|(v, _)| v)
}

/// How `x := rhs`, executed once per iteration, moves `x`.
fn classify(x: VarId, rhs: &Expr, invariant: &dyn Fn(&Expr) -> bool) -> Option<Progression> {
    let is_x = |e: &Expr| *e == Expr::Var(x);
    let pow2 = |e: &Expr| {
        lit(e)
            .filter(|v| v.is_power_of_two())
            .map(|v| v.trailing_zeros())
    };
    let Expr::Binary(op, a, b) = rhs else {
        return None;
    };
    let (a, b) = (&**a, &**b);
    let w = |e: &Expr| e.as_bv().map(|(_, t)| t);
    match op {
        BinOp::Add if is_x(a) && invariant(b) => Some(Progression::Linear {
            step: b.clone(),
            down: false,
        }),
        BinOp::Add if is_x(b) && invariant(a) => Some(Progression::Linear {
            step: a.clone(),
            down: false,
        }),
        BinOp::Sub if is_x(a) && invariant(b) => Some(Progression::Linear {
            step: b.clone(),
            down: true,
        }),
        BinOp::Shl if is_x(a) && invariant(b) => Some(Progression::Shl(b.clone())),
        BinOp::LShr if is_x(a) && invariant(b) => Some(Progression::LShr(b.clone())),
        BinOp::AShr if is_x(a) && invariant(b) => Some(Progression::AShr(b.clone())),
        BinOp::Mul if is_x(a) && pow2(b).is_some_and(|c| c > 0) => {
            Some(Progression::Shl(Expr::bv(pow2(b)? as u128, w(b)?)))
        }
        BinOp::Mul if is_x(b) && pow2(a).is_some_and(|c| c > 0) => {
            Some(Progression::Shl(Expr::bv(pow2(a)? as u128, w(a)?)))
        }
        BinOp::UDiv if is_x(a) && pow2(b).is_some_and(|c| c > 0) => {
            Some(Progression::LShr(Expr::bv(pow2(b)? as u128, w(b)?)))
        }
        _ => None,
    }
}

/// `x + 1` under a condition (`conditional`), or `x + e` with `e` at most one (`e & 1`, a
/// Boolean widened): `x` grows by at most one per iteration.
fn at_most_one(x: VarId, rhs: &Expr, conditional: bool) -> Option<Progression> {
    let Expr::Binary(BinOp::Add, a, b) = rhs else {
        return None;
    };
    let e = if **a == Expr::Var(x) {
        &**b
    } else if **b == Expr::Var(x) {
        &**a
    } else {
        return None;
    };
    let small = match e {
        Expr::Binary(BinOp::BvAnd, p, q) => lit(p) == Some(1) || lit(q) == Some(1),
        Expr::Cast(CastOp::FromBool(_), _) => true,
        Expr::Ite(_, t, f) => {
            matches!((lit(t), lit(f)), (Some(0 | 1), Some(0 | 1)))
        }
        e => conditional && lit(e) == Some(1),
    };
    small.then_some(Progression::AtMostOne)
}

/// `k` as a bit-vector of `width` bits (zero-extended or truncated).
pub(crate) fn counter_at_width(k: Expr, from: u32, width: u32) -> Expr {
    use std::cmp::Ordering::*;
    match width.cmp(&from) {
        Equal => k,
        Greater => Expr::Cast(CastOp::ZeroExt(width), Box::new(k)),
        Less => Expr::Cast(CastOp::Extract { hi: width, lo: 0 }, Box::new(k)),
    }
}

/// Run the pass on a hand-built program (unit tests).
#[cfg(test)]
pub(crate) fn run_on(prog: &mut Program) {
    let mut diags = ir::Diagnostics::default();
    let cfg = crate::Config::default();
    let mut cx = PassCx {
        config: &cfg,
        diags: &mut diags,
    };
    LoopNormalize
        .run(prog, &mut cx)
        .expect("loop-normalize runs");
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, StmtKind, Type};

    use crate::invariants::testutil::{assign, essential, st, Builder};

    fn kernel_text(prog: &ir::Program) -> String {
        let text = ir::display::program_to_string(prog);
        let start = text.find("kernel proc").unwrap_or(0);
        text[start..].to_string()
    }

    /// A downward loop with a doubling mask, and a variable assigned in two places (left alone).
    #[test]
    fn counter_and_entry_values() {
        let mut b = Builder::new();
        let j = b.var("j", Type::Bv(32), false);
        let m = b.var("m", Type::Bv(32), false);
        let y = b.var("y", Type::Bv(32), false);
        let one = Expr::bv(1, 32);
        let lp = b.while_loop(
            Expr::binary(BinOp::Sge, Expr::var(j), Expr::bv(0, 32)),
            vec![
                essential(),
                assign(y, Expr::var(j)),
                assign(y, Expr::binary(BinOp::Add, Expr::var(y), Expr::var(m))),
                assign(m, Expr::binary(BinOp::Mul, Expr::var(m), Expr::bv(2, 32))),
                assign(j, Expr::binary(BinOp::Sub, Expr::var(j), one)),
            ],
        );
        b.set_body(vec![
            assign(j, Expr::bv(15, 32)),
            assign(m, Expr::bv(1, 32)),
            st(StmtKind::Loop(lp)),
        ]);
        super::run_on(&mut b.prog);
        expect![[r#"
            kernel proc k() {
              j := 15bv32
              m := 1bv32
              k$L0 := 0bv32
              j$entry := j
              m$entry := m
              loop L0 {
                if !(j >=s 0bv32) {
                  exit L0
                }
                assume true
                y := j
                y := (y + m)
                m := (m * 2bv32)
                j := (j - 1bv32)
                k$L0 := (k$L0 + 1bv32)
              }
            }
        "#]]
        .assert_eq(&kernel_text(&b.prog));
        let c = &b.prog.loop_counters[&ir::LabelId(0)];
        let hows: Vec<String> = c.derived.iter().map(|d| format!("{:?}", d.how)).collect();
        expect![[r#"
            Linear { step: Bv { value: 1, width: 32 }, down: true }
            Shl(Bv { value: 1, width: 32 })"#]]
        .assert_eq(&hows.join("\n"));
    }

    /// Fix every launch size, as `--local_size` and `--num_groups` do.
    fn fix_launch(prog: &mut ir::Program) {
        for d in ir::Dim::ALL {
            for s in [ir::Special::GroupSize(d), ir::Special::NumGroups(d)] {
                let v = prog.special(s);
                prog.axioms.push(Expr::eq(Expr::var(v), Expr::bv(4, 32)));
            }
        }
    }

    /// With fixed launch sizes, `i += stride` with a symbolic stride gets the sum of its steps
    /// only where the body assumes that the step does not wrap; `j += stride` without that
    /// assumption does not. With symbolic launch sizes both do.
    #[test]
    fn sum_of_symbolic_steps_where_wrap_is_excluded() {
        for fixed in [true, false] {
            let steps = symbolic_steps(fixed);
            assert_eq!(steps, [true, !fixed], "fixed launch: {fixed}");
        }
    }

    fn symbolic_steps(fixed: bool) -> Vec<bool> {
        let mut b = Builder::new();
        if fixed {
            fix_launch(&mut b.prog);
        }
        let i = b.var("i", Type::Bv(32), false);
        let j = b.var("j", Type::Bv(32), false);
        let stride = b.var("stride", Type::Bv(32), true);
        let n = b.var("n", Type::Bv(32), true);
        let plus = |x| Expr::binary(BinOp::Add, Expr::var(x), Expr::var(stride));
        let wide = |e| Expr::Cast(ir::CastOp::ZeroExt(64), Box::new(e));
        let no_wrap = Expr::eq(
            wide(plus(i)),
            Expr::binary(BinOp::Add, wide(Expr::var(i)), wide(Expr::var(stride))),
        );
        let lp = b.while_loop(
            Expr::binary(BinOp::Ult, Expr::var(i), Expr::var(n)),
            vec![
                essential(),
                st(StmtKind::Assume(no_wrap)),
                assign(i, plus(i)),
                assign(j, plus(j)),
            ],
        );
        b.set_body(vec![st(StmtKind::Loop(lp))]);
        super::run_on(&mut b.prog);
        let c = &b.prog.loop_counters[&ir::LabelId(0)];
        let steps = c.derived.iter().map(|d| d.steps.is_some()).collect();
        if !fixed {
            return steps;
        }
        expect![[r#"
            kernel proc k() {
              k$L0 := 0bv32
              i$entry := i
              i$steps := 0bv64
              j$entry := j
              loop L0 {
                if !(i <u n) {
                  exit L0
                }
                assume true
                assume (zext64((i + stride)) == (zext64(i) + zext64(stride)))
                i := (i + stride)
                j := (j + stride)
                i$steps := (if (i$steps <u 8589934592bv64) then (i$steps + zext64(stride)) else i$steps)
                k$L0 := (k$L0 + 1bv32)
              }
            }
        "#]]
        .assert_eq(&kernel_text(&b.prog));
        steps
    }

    /// Running the pass twice adds nothing the second time; loops without such variables get no
    /// counter.
    #[test]
    fn idempotent_and_selective() {
        let mut b = Builder::new();
        let x = b.var("x", Type::Bv(32), false);
        let lp = b.while_loop(
            Expr::Bool(true),
            vec![
                essential(),
                assign(x, Expr::binary(BinOp::Mul, Expr::var(x), Expr::var(x))),
            ],
        );
        b.set_body(vec![st(StmtKind::Loop(lp))]);
        super::run_on(&mut b.prog);
        super::run_on(&mut b.prog);
        assert!(b.prog.loop_counters.is_empty());
    }
}
