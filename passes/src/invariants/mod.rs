//! The `invariants` pass: candidate loop invariants for Houdini, one rule per module.
//!
//! Input: the final two-thread kernel (requires `two-thread`). Output: every loop that does
//! something worth proving (§2.0 of GPUVerify: accesses, assertions, barriers; and loops that
//! change a variable a later user assertion depends on) gets the
//! candidates of every rule in [`rules::all`] that is not omitted by the configuration, each an
//! `Invariant` with a fresh candidate `AssertId` of kind `Invariant { tag: Some(rule) }`
//! (provides `candidates`). Candidates may be false: Houdini drops those. A final check keeps
//! only well-typed candidates over variables that exist in the two-thread program.

pub(crate) mod analysis;
pub(crate) mod relevance;
pub(crate) mod rules;
#[cfg(test)]
pub(crate) mod testutil;

use std::collections::{BTreeMap, BTreeSet};

use ir::visit::walk_expr;
use ir::{AssertKind, Block, Expr, LabelId, Program, Props, StmtKind, Type};

pub(crate) use analysis::RuleCx;

use crate::pipeline::PassArgs;
use crate::{Config, Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "invariants",
    summary: "propose candidate loop invariants (one rule per tag) for Houdini",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    let mut only = None;
    for (k, v) in args {
        if k != "rules" {
            return Err(format!(
                "invariants: unsupported argument `{k}={v}` (supported: rules=a|b|...)"
            ));
        }
        let tags: Vec<String> = v
            .split('|')
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .collect();
        if let Some(bad) = tags
            .iter()
            .find(|t| !rules::all().iter().any(|r| r.tag == t.as_str()))
        {
            return Err(format!("invariants: unknown rule `{bad}`"));
        }
        only = Some(tags);
    }
    Ok(Box::new(Invariants { only }))
}

struct Invariants {
    /// Rules to run (`rules=` argument); all when `None`.
    only: Option<Vec<String>>,
}

impl Pass for Invariants {
    fn name(&self) -> &'static str {
        "invariants"
    }
    fn requires(&self) -> Props {
        Props::TWO_THREAD
    }
    fn provides(&self) -> Props {
        Props::CANDIDATES
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        run(prog, cx.config, self.only.as_deref());
        prog.props = prog.props.union(Props::CANDIDATES);
        Ok(())
    }
}

/// The candidates one rule proposes for one loop.
#[derive(Default)]
pub(crate) struct Candidates {
    items: Vec<Expr>,
}

impl Candidates {
    /// Propose `e`.
    pub(crate) fn push(&mut self, e: Expr) {
        if e != Expr::Bool(true) && !self.items.contains(&e) {
            self.items.push(e);
        }
    }
}

/// Add candidates to every loop of the kernel.
/// The tags of every candidate-invariant rule, sorted (what `--omit-infer` accepts).
pub fn rule_tags() -> Vec<&'static str> {
    rules::all().iter().map(|r| r.tag).collect()
}

pub(crate) fn run(prog: &mut Program, cfg: &Config, only: Option<&[String]>) {
    if cfg.no_infer {
        return;
    }
    let Some(k) = prog.kernel else { return };
    let Some(mut body) = prog.procs[k].body.take() else {
        return;
    };
    let mut found = BTreeMap::new();
    let relevant = relevance::relevant_at_heads(prog, &body);
    {
        let kernel = analysis::KernelFacts::new(prog, &body, cfg.warp_sync.unwrap_or(32).max(1));
        for (lp, entry) in analysis::loops_with_entry(&body) {
            if !analysis::is_essential(prog, &kernel, lp) {
                continue;
            }
            let cx = RuleCx::new(prog, cfg, &kernel, lp, entry);
            let mut per_loop: Vec<(&'static str, Expr)> = Vec::new();
            for rule in rules::all() {
                let omitted = cfg.omitted_tags.iter().any(|t| t == rule.tag)
                    || only.is_some_and(|o| !o.iter().any(|t| t == rule.tag));
                if omitted {
                    continue;
                }
                let mut out = Candidates::default();
                (rule.run)(&cx, lp, &mut out);
                for e in out.items {
                    if acceptable(prog, &e) && !per_loop.iter().any(|(_, x)| *x == e) {
                        per_loop.push((rule.tag, e));
                    }
                }
            }
            found.insert(lp.label, per_loop);
        }
    }
    inherit_offset_predicates(&body, &mut found);
    keep_earlier_logs(prog, &body, &mut found);
    // A candidate about an access log that no obligation reads after this loop head before
    // the log is reset proves nothing that matters (see `relevance`).
    for (label, cands) in found.iter_mut() {
        let Some(live) = relevant.get(label) else {
            continue;
        };
        cands.retain(|(_, e)| {
            !vars(e)
                .iter()
                .any(|v| relevance::is_log(prog, *v) && !live.contains(v))
        });
    }
    let mut snapshots = BTreeMap::new();
    for (label, cands) in found.iter_mut() {
        for (_, cond) in cands.iter_mut() {
            *cond = snapshot(prog, k, cond.clone(), snapshots.entry(*label).or_default());
        }
    }
    body = add_invariants(prog, body, &mut found, &mut snapshots);
    prog.procs[k].body = Some(body);
}

/// The rules whose candidates describe the pattern of a loop's logged offsets.
const OFFSET_PATTERN_TAGS: [&str; 2] = [
    "accessedOffsetsSatisfyPredicates",
    "accessedOffsetRowColumn",
];

/// Give the loops nested in a loop its `accessedOffsetsSatisfyPredicates` and
/// `accessedOffsetRowColumn` candidates too. An
/// inner loop that keeps an outer counter fixed sees its own accesses as exact offsets, but
/// the logs it carries also hold what earlier iterations of the outer loop logged: the
/// outer loop's stride pattern (`((m - 1) & W) == ((m - 1) & r)`) is what holds at both heads.
fn inherit_offset_predicates(
    body: &Block,
    found: &mut BTreeMap<LabelId, Vec<(&'static str, Expr)>>,
) {
    for (lp, _) in analysis::loops_with_entry(body) {
        let inherited: Vec<(&'static str, Expr)> = found
            .get(&lp.label)
            .map(|cands| {
                cands
                    .iter()
                    .filter(|(tag, e)| OFFSET_PATTERN_TAGS.contains(tag) && !has_old(e))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default();
        if inherited.is_empty() {
            continue;
        }
        ir::visit::walk_stmts(&lp.body, &mut |s| {
            let StmtKind::Loop(inner) = &s.kind else {
                return;
            };
            if let Some(list) = found.get_mut(&inner.label) {
                for c in &inherited {
                    if !list.iter().any(|(_, x)| *x == c.1) {
                        list.push(c.clone());
                    }
                }
            }
        });
    }
}

/// Give a loop entered with a log that may already be set (accesses earlier in its barrier
/// interval: a halo column loaded after the tile's body) the `accessedOffsetsSatisfyPredicates`
/// and `accessedOffsetRowColumn` candidates `HAS ==> P` about its own accesses in the form
/// `HAS ==> old(HAS) || P` too: what was logged before the loop keeps what is known of it on
/// entry, and `P` covers the loop's own accesses.
fn keep_earlier_logs(
    prog: &Program,
    body: &Block,
    found: &mut BTreeMap<LabelId, Vec<(&'static str, Expr)>>,
) {
    let on_entry = relevance::logged_on_entry(prog, body);
    for (label, cands) in found.iter_mut() {
        let Some(set) = on_entry.get(label) else {
            continue;
        };
        let mut extra = Vec::new();
        for (tag, e) in cands.iter() {
            let Expr::Binary(ir::BinOp::Implies, has, p) = e else {
                continue;
            };
            let Expr::Var(v) = &**has else { continue };
            if !OFFSET_PATTERN_TAGS.contains(tag) || !set.contains(v) || has_old(p) {
                continue;
            }
            let since = Expr::or(Expr::Old(has.clone()), (**p).clone());
            let c = Expr::implies((**has).clone(), since);
            if !cands.iter().any(|(_, x)| *x == c) && !extra.iter().any(|(_, x)| *x == c) {
                extra.push((*tag, c));
            }
        }
        cands.extend(extra);
    }
}

fn has_old(e: &Expr) -> bool {
    let mut old = false;
    ir::visit::walk_expr(e, &mut |x| old |= matches!(x, Expr::Old(_)));
    old
}

/// `e` with every `old(x)` (the value of `x` on loop entry) replaced by a ghost local of kernel
/// `k` that is assigned `x` just before the loop; `taken` holds the loop's ghosts so far.
fn snapshot(
    prog: &mut Program,
    k: ir::ProcId,
    e: Expr,
    taken: &mut Vec<(ir::VarId, Expr)>,
) -> Expr {
    ir::visit::map_expr(e, &mut |x| match x {
        Expr::Old(inner) => {
            if let Some((g, _)) = taken.iter().find(|(_, v)| *v == *inner) {
                return Expr::var(*g);
            }
            let name = format!("{}$ghost", ir::display::expr_to_string(prog, &inner));
            let ty = prog.type_of(&inner);
            let origin = prog.procs[k].origin.derived("invariants");
            let g = crate::util::new_local(prog, k, name, ty, ir::VarRole::Ghost, origin);
            prog.vars[g].uniform = true;
            taken.push((g, *inner));
            Expr::var(g)
        }
        x => x,
    })
}

fn add_invariants(
    prog: &mut Program,
    b: Block,
    found: &mut BTreeMap<LabelId, Vec<(&'static str, Expr)>>,
    snapshots: &mut BTreeMap<LabelId, Vec<(ir::VarId, Expr)>>,
) -> Block {
    let mut out = Vec::with_capacity(b.len());
    for mut s in b {
        let origin = s.origin;
        if let StmtKind::Loop(lp) = &mut s.kind {
            for (tag, cond) in found.remove(&lp.label).unwrap_or_default() {
                let kind = AssertKind::Invariant {
                    tag: Some(tag.to_string()),
                };
                let id = prog.new_assert(kind, origin.derived("invariants"));
                prog.asserts[id].candidate = true;
                lp.invariants.push(ir::Invariant { id, cond });
            }
            for (lhs, rhs) in snapshots.remove(&lp.label).unwrap_or_default() {
                out.push(ir::Stmt::new(
                    StmtKind::Assign { lhs, rhs },
                    origin.derived("invariants"),
                ));
            }
        }
        for c in ir::visit::child_blocks_mut(&mut s) {
            *c = add_invariants(prog, std::mem::take(c), found, snapshots);
        }
        out.push(s);
    }
    out
}

/// A candidate must be a well-typed boolean over variables of the two-thread program; `old(x)`
/// (the value on loop entry) is allowed for such a variable `x`.
fn acceptable(prog: &Program, e: &Expr) -> bool {
    let mut ok = prog.type_of(e) == Type::Bool && well_typed(prog, e);
    walk_expr(e, &mut |x| match x {
        Expr::Var(v) => ok &= prog.vars[*v].copies.is_none(),
        Expr::Old(inner) => ok &= matches!(**inner, Expr::Var(_)),
        Expr::AtThread(..) | Expr::Enabled | Expr::Accessed(..) | Expr::AccessOffset(..) => {
            ok = false
        }
        _ => {}
    });
    ok
}

fn well_typed(prog: &Program, e: &Expr) -> bool {
    use ir::{BinOp, CastOp, UnOp};
    let ty = |x: &Expr| prog.type_of(x);
    let here = match e {
        Expr::Unary(UnOp::Not, a) => ty(a) == Type::Bool,
        Expr::Unary(_, a) => ty(a).is_bv(),
        Expr::Binary(op, a, b) => {
            let (ta, tb) = (ty(a), ty(b));
            match op {
                BinOp::And | BinOp::Or | BinOp::Implies => ta == Type::Bool && tb == Type::Bool,
                BinOp::Eq | BinOp::Ne => ta == tb,
                BinOp::Concat => ta.is_bv() && tb.is_bv(),
                _ => ta == tb && ta.is_bv(),
            }
        }
        Expr::Ite(c, a, b) => ty(c) == Type::Bool && ty(a) == ty(b),
        Expr::Cast(op, a) => match (*op, ty(a)) {
            (CastOp::ZeroExt(w) | CastOp::SignExt(w), Type::Bv(n)) => w >= n,
            (CastOp::Extract { hi, lo }, Type::Bv(n)) => lo < hi && hi <= n,
            (CastOp::FromBool(_), t) => t == Type::Bool,
            (CastOp::ToBool, t) => t.is_bv(),
            _ => false,
        },
        _ => true,
    };
    let mut children = Vec::new();
    match e {
        Expr::Unary(_, a) | Expr::Cast(_, a) => children.push(&**a),
        Expr::Binary(_, a, b) => children.extend([&**a, &**b]),
        Expr::Ite(c, a, b) => children.extend([&**c, &**a, &**b]),
        Expr::Apply(_, args) => children.extend(args),
        Expr::Load { index, group, .. } => {
            children.push(&**index);
            children.extend(group.as_deref());
        }
        _ => {}
    }
    here && children.into_iter().all(|c| well_typed(prog, c))
}

/// Variables of an expression.
pub(crate) fn vars(e: &Expr) -> BTreeSet<ir::VarId> {
    let mut out = BTreeSet::new();
    ir::visit::vars_of(e, &mut out);
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use ir::{BinOp, Dim, Expr, MemSpace, Special, StmtKind, Type};

    use super::testutil::{assign, st, Builder};
    use crate::Config;

    /// A tree reduction in shared memory, through the whole default pipeline.
    pub(crate) fn reduction_pipeline(cfg: &Config) -> ir::Program {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Shared);
        let lid = Expr::var(b.prog.special(Special::LocalId(Dim::X)));
        let gs = Expr::var(b.prog.special(Special::GroupSize(Dim::X)));
        let s = b.var("s", Type::Bv(32), false);
        let x = b.var("x", Type::Bv(32), false);
        let sum = Expr::binary(
            BinOp::Add,
            Expr::load(a, lid.clone()),
            Expr::load(a, Expr::binary(BinOp::Add, lid.clone(), Expr::var(s))),
        );
        let update = st(StmtKind::If {
            cond: Expr::binary(BinOp::Ult, lid.clone(), Expr::var(s)),
            then_body: vec![
                assign(x, sum),
                st(StmtKind::Store {
                    array: a,
                    group: None,
                    index: lid.clone(),
                    value: Expr::var(x),
                }),
            ],
            else_body: vec![],
            uniform: false,
        });
        let barrier = st(StmtKind::Barrier {
            local_fence: Expr::Bool(true),
            global_fence: Expr::Bool(false),
            grid: false,
        });
        let lp = b.while_loop(
            Expr::binary(BinOp::Ugt, Expr::var(s), Expr::bv(0, 32)),
            vec![
                update,
                barrier,
                assign(s, Expr::binary(BinOp::LShr, Expr::var(s), Expr::bv(1, 32))),
            ],
        );
        b.set_body(vec![
            assign(s, Expr::binary(BinOp::UDiv, gs, Expr::bv(2, 32))),
            st(StmtKind::Loop(lp)),
        ]);
        let mut prog = b.prog;
        let mut diags = ir::Diagnostics::default();
        crate::run_pipeline(
            &mut prog,
            crate::DEFAULT_PIPELINE,
            cfg,
            &mut diags,
            &mut |_, _| {},
        )
        .expect("pipeline runs");
        prog
    }

    fn tags(prog: &ir::Program) -> Vec<String> {
        let mut out = Vec::new();
        ir::visit::walk_stmts(
            prog.kernel_proc().unwrap().body.as_ref().unwrap(),
            &mut |s| {
                if let StmtKind::Loop(l) = &s.kind {
                    for i in &l.invariants {
                        if let ir::AssertKind::Invariant { tag: Some(t) } = &prog.asserts[i.id].kind
                        {
                            out.push(format!(
                                "{t}: {}",
                                ir::display::expr_to_string(prog, &i.cond)
                            ));
                        }
                    }
                }
            },
        );
        out
    }

    #[test]
    fn candidates_on_a_pipeline_output() {
        let prog = reduction_pipeline(&Config::default());
        let found = tags(&prog);
        for tag in [
            "noread",
            "nowrite",
            "pow2",
            "pow2NotZero",
            "accessedOffsetsSatisfyPredicates",
        ] {
            assert!(
                found.iter().any(|c| c.starts_with(&format!("{tag}:"))),
                "no {tag} candidate"
            );
        }
        let none = reduction_pipeline(&Config {
            no_infer: true,
            ..Config::default()
        });
        assert!(tags(&none).is_empty());
    }
}
