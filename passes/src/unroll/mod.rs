//! The `unroll` pass: a loop whose trip count is a small constant becomes that many copies of
//! its body, so that its counters are constants in each copy and no invariant is needed.
//!
//! Input: the program after `inline` (a single-thread program). A loop qualifies when its first
//! statement is its exit test `if (c) exit L`, every variable of `c` is either a constant on loop
//! entry that the loop never changes, or a *counter*: a constant on loop entry, assigned in the
//! loop exactly once, by a statement at the top level of the body whose value depends only on
//! the counter itself and such constants. Running the exit test and the counter updates on
//! these constants gives the trip count `k`; when `k` is at most the limit (and the copies stay
//! small), the loop becomes `block L { B1; ..; Bk; test; assert false }`: each copy keeps its
//! exit test and its exits (so every copy is exact whatever the count), and after the `k`th copy
//! the test exits — the final assertion (an internal one, reported if it ever failed) records
//! that the loop cannot run longer. Loop invariants become assertions at the head of each copy
//! and after the last one (reported as "might not hold on entry" for the first and "might not be
//! maintained by the loop" for the others); candidate invariants of the loop are dropped.
//! Constants flow forward through straight-line code, so counters of inner loops reset to a
//! constant inside an unrolled outer loop are found too.
//!
//! Unrolling is exact: the program has the same executions. It is off unless the configuration
//! or the pass's `max=N` argument asks for it.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use ir::eval::{eval, Value};
use ir::visit::{assigned_vars, vars_of, walk_stmts};
use ir::{AssertKind, Block, Expr, LabelId, Loop, Origin, Program, Stmt, StmtKind, VarId};

use crate::pipeline::PassArgs;
use crate::util::rename_copy;

mod mid_test;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "unroll",
    summary: "replace loops with a small constant trip count by copies of their body",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    let mut max = None;
    for (k, v) in args {
        match (k.as_str(), v.parse::<u32>()) {
            ("max", Ok(n)) => max = Some(n),
            _ => {
                return Err(format!(
                    "unroll: unsupported argument `{k}={v}` (supported: max=N)"
                ))
            }
        }
    }
    Ok(Box::new(Unroll { max }))
}

/// The `unroll` pass.
pub struct Unroll {
    /// The largest trip count unrolled (else the configuration's).
    max: Option<u32>,
}

/// Most statements the copies of one loop may have in all.
const MAX_COPIED_STMTS: usize = 6000;

impl Pass for Unroll {
    fn name(&self) -> &'static str {
        "unroll"
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let Some(max) = self.max.or(cx.config.unroll) else {
            return Ok(());
        };
        let ids: Vec<_> = prog.procs.iter().map(|(id, _)| id).collect();
        for p in ids {
            if let Some(body) = prog.procs[p].body.take() {
                let mut u = Unroller {
                    prog,
                    max,
                    fold: false,
                };
                let body = u.block(body, &mut Env::new());
                prog.procs[p].body = Some(body);
            }
        }
        Ok(())
    }
}

type Env = BTreeMap<VarId, Value>;

struct Unroller<'a> {
    prog: &'a mut Program,
    max: u32,
    /// Inside unrolled copies: constants are substituted and folded.
    fold: bool,
}

pub(super) fn value_of(env: &Env, e: &Expr) -> Option<Value> {
    eval(e, &|v| env.get(&v).copied())
}

/// `e` with the constants of `env` substituted and constant subterms folded (not inside
/// `old(..)`, whose variables name entry values).
fn fold(e: Expr, env: &Env) -> Expr {
    match e {
        Expr::Old(_) => e,
        Expr::Var(v) => env.get(&v).map_or(e, |c| c.to_expr()),
        e => {
            let e = match e {
                Expr::Unary(op, a) => Expr::Unary(op, Box::new(fold(*a, env))),
                Expr::Cast(op, a) => Expr::Cast(op, Box::new(fold(*a, env))),
                Expr::Binary(op, a, b) => {
                    Expr::Binary(op, Box::new(fold(*a, env)), Box::new(fold(*b, env)))
                }
                Expr::Ite(c, a, b) => Expr::Ite(
                    Box::new(fold(*c, env)),
                    Box::new(fold(*a, env)),
                    Box::new(fold(*b, env)),
                ),
                Expr::Load {
                    array,
                    group,
                    index,
                } => Expr::Load {
                    array,
                    group: group.map(|g| Box::new(fold(*g, env))),
                    index: Box::new(fold(*index, env)),
                },
                Expr::Apply(f, xs) => {
                    Expr::Apply(f, xs.into_iter().map(|x| fold(x, env)).collect())
                }
                Expr::AtThread(t, a) => Expr::AtThread(t, Box::new(fold(*a, env))),
                Expr::Other(a) => Expr::Other(Box::new(fold(*a, env))),
                e => e,
            };
            if e.is_literal() {
                return e;
            }
            eval(&e, &|_| None).map_or(e, Value::to_expr)
        }
    }
}

/// Keep only the facts both environments agree on.
fn meet(a: &mut Env, b: &Env) {
    a.retain(|v, x| b.get(v) == Some(x));
}

/// Remove the variables `b` assigns from `env`.
pub(crate) fn forget<T>(env: &mut BTreeMap<VarId, T>, b: &Block) {
    let mut vs = BTreeSet::new();
    assigned_vars(b, &mut vs);
    for v in vs {
        env.remove(&v);
    }
}

/// True when `s` contains an `exit`.
fn may_exit(s: &Stmt) -> bool {
    matches!(s.kind, StmtKind::Exit(_))
        || ir::visit::child_blocks(s)
            .into_iter()
            .any(|b| b.iter().any(may_exit))
}

fn size(b: &Block) -> usize {
    let mut n = 0;
    walk_stmts(b, &mut |_| n += 1);
    n
}

impl Unroller<'_> {
    fn block(&mut self, b: Block, env: &mut Env) -> Block {
        let mut out = Vec::with_capacity(b.len());
        for s in b {
            self.stmt(s, env, &mut out);
        }
        out
    }

    fn stmt(&mut self, mut s: Stmt, env: &mut Env, out: &mut Block) {
        if self.fold && !matches!(s.kind, StmtKind::Loop(_)) {
            ir::visit::stmt_exprs_mut(&mut s, &mut |e| {
                let taken = std::mem::replace(e, Expr::Bool(false));
                *e = fold(taken, env);
            });
            // A decided branch is replaced by the branch taken.
            if let StmtKind::If {
                cond: Expr::Bool(c),
                then_body,
                else_body,
                ..
            } = &mut s.kind
            {
                let taken = std::mem::take(if *c { then_body } else { else_body });
                for t in taken {
                    self.stmt(t, env, out);
                }
                return;
            }
        }
        match s.kind {
            StmtKind::Assign { lhs, ref rhs } => match value_of(env, rhs) {
                Some(x) => {
                    env.insert(lhs, x);
                }
                None => {
                    env.remove(&lhs);
                }
            },
            StmtKind::Havoc(v)
            | StmtKind::Call { ret: Some(v), .. }
            | StmtKind::Atomic {
                result: Some(v), ..
            } => {
                env.remove(&v);
            }
            StmtKind::If {
                ref mut then_body,
                ref mut else_body,
                ..
            } => {
                let mut e2 = env.clone();
                *then_body = self.block(std::mem::take(then_body), env);
                *else_body = self.block(std::mem::take(else_body), &mut e2);
                meet(env, &e2);
            }
            StmtKind::Block { ref mut body, .. } => {
                let mut inner = env.clone();
                *body = self.block(std::mem::take(body), &mut inner);
                // Exits may leave from the first statement that can exit on: what is assigned
                // from there is unknown after the block, what is assigned before it is known
                // (a loop's continue block that steps its counter first).
                let first_exit = body.iter().position(may_exit).unwrap_or(body.len());
                let mut late = BTreeSet::new();
                assigned_vars(&body[first_exit..].to_vec(), &mut late);
                inner.retain(|v, _| !late.contains(v));
                *env = inner;
            }
            StmtKind::Loop(lp) => {
                let origin = s.origin;
                match self.unroll(&lp, env, origin) {
                    Some(copies) => {
                        let saved = std::mem::replace(&mut self.fold, true);
                        self.stmt(copies, env, out);
                        self.fold = saved;
                    }
                    None => {
                        let mut lp = lp;
                        forget(env, &lp.body);
                        let mut inner = env.clone();
                        lp.body = self.block(std::mem::take(&mut lp.body), &mut inner);
                        out.push(Stmt::new(StmtKind::Loop(lp), origin));
                    }
                }
                return;
            }
            StmtKind::Once(ref b) => forget(env, b),
            _ => {}
        }
        out.push(s);
    }

    /// The unrolled form of `lp`, when it qualifies.
    fn unroll(&mut self, lp: &Loop, env: &Env, origin: Origin) -> Option<Stmt> {
        match exit_test(lp) {
            Some(_) => self.unroll_top_test(lp, env, origin),
            None => {
                let (trips, test_at) = mid_test::plan(lp, env, self.max)?;
                let tail = lp.body[..=test_at].to_vec();
                self.copies(lp, trips, tail, origin)
            }
        }
    }

    /// The unrolled form of `lp` whose first statement is its exit test, when it qualifies.
    fn unroll_top_test(&mut self, lp: &Loop, env: &Env, origin: Origin) -> Option<Stmt> {
        let (test, exit_when) = exit_test(lp)?;
        let mut modified = BTreeSet::new();
        assigned_vars(&lp.body, &mut modified);
        let mut used = BTreeSet::new();
        vars_of(&exit_when, &mut used);
        // The counters and their single top-level update each.
        let mut updates: Vec<(VarId, Expr)> = Vec::new();
        for v in &used {
            env.get(v)?;
            if !modified.contains(v) {
                continue;
            }
            let top = single_update(lp, *v)?.clone();
            let mut deps = BTreeSet::new();
            vars_of(&top, &mut deps);
            if deps
                .iter()
                .any(|d| d != v && (modified.contains(d) || !env.contains_key(d)))
            {
                return None;
            }
            updates.push((*v, top));
        }
        // Run the loop on the constants.
        let mut sim: Env = env.clone();
        let mut trips = 0u32;
        loop {
            match value_of(&sim, &exit_when)? {
                Value::Bool(true) => break,
                Value::Bool(false) => {}
                Value::Bv { .. } => return None,
            }
            trips += 1;
            if trips > self.max {
                return None;
            }
            let next: Vec<(VarId, Value)> = updates
                .iter()
                .map(|(v, e)| value_of(&sim, e).map(|x| (*v, x)))
                .collect::<Option<_>>()?;
            sim.extend(next);
        }
        self.copies(lp, trips, vec![test.clone()], origin)
    }

    /// `block L { B1; ..; Bk; tail; assert false }` for a loop that runs `trips` whole
    /// iterations and leaves in `tail` (the statements of the next one up to its exit test).
    fn copies(&mut self, lp: &Loop, trips: u32, tail: Block, origin: Origin) -> Option<Stmt> {
        let label = lp.label;
        if (trips as usize + 1) * size(&lp.body) > MAX_COPIED_STMTS {
            return None;
        }
        // The copies.
        let mut body = Vec::new();
        let no_vars = HashMap::new();
        for k in 0..=trips {
            for inv in &lp.invariants {
                if let Some(a) = invariant_check(self.prog, inv, k > 0, origin) {
                    body.push(a);
                }
            }
            if k == trips {
                break;
            }
            let mut copy = lp.body.clone();
            rename_copy(self.prog, &mut copy, &no_vars);
            body.extend(copy);
        }
        let mut tail = tail;
        rename_copy(self.prog, &mut tail, &no_vars);
        body.extend(tail);
        let id = self.prog.new_assert(AssertKind::Internal, origin);
        body.push(Stmt::new(
            StmtKind::Assert {
                id,
                cond: Expr::Bool(false),
            },
            origin,
        ));
        Some(Stmt::new(
            StmtKind::Block {
                label,
                body,
                uniform: false,
            },
            origin,
        ))
    }
}

/// A loop invariant as an assertion at one visit of the loop head; `None` for candidates.
pub(crate) fn invariant_check(
    prog: &mut Program,
    inv: &ir::Invariant,
    maintained: bool,
    origin: Origin,
) -> Option<Stmt> {
    let info = prog.asserts[inv.id].clone();
    if info.candidate {
        return None;
    }
    let id = prog.asserts.push(ir::AssertInfo { maintained, ..info });
    Some(Stmt::new(
        StmtKind::Assert {
            id,
            cond: inv.cond.clone(),
        },
        origin,
    ))
}

/// The right-hand side of `v := e` when that is the only statement of `lp`'s body (nested
/// blocks included) that defines `v`, and it stands at the top level of the body.
pub(crate) fn single_update(lp: &Loop, v: VarId) -> Option<&Expr> {
    if definitions(&lp.body, v) != 1 {
        return None;
    }
    lp.body.iter().find_map(|s| match &s.kind {
        StmtKind::Assign { lhs, rhs } if *lhs == v => Some(rhs),
        _ => None,
    })
}

/// How many statements of `b` (nested ones included) define `v` (havocs and results count
/// twice: they are never a counter's update).
fn definitions(b: &Block, v: VarId) -> usize {
    let mut defs = 0;
    walk_stmts(b, &mut |s| match &s.kind {
        StmtKind::Assign { lhs, .. } if *lhs == v => defs += 1,
        StmtKind::Havoc(x)
        | StmtKind::Call { ret: Some(x), .. }
        | StmtKind::Atomic {
            result: Some(x), ..
        } if *x == v => defs += 2,
        _ => {}
    });
    defs
}

/// The loop's exit test (its first statement, `if (c) exit L`) and `c`.
pub(crate) fn exit_test(lp: &Loop) -> Option<(&Stmt, Expr)> {
    let first = lp.body.first()?;
    Some((first, exit_condition(first, lp.label)?))
}

/// `c` when `s` is `if (c) exit L` (or `if (!c) {} else exit L`).
fn exit_condition(s: &Stmt, label: LabelId) -> Option<Expr> {
    let StmtKind::If {
        cond,
        then_body,
        else_body,
        ..
    } = &s.kind
    else {
        return None;
    };
    let exits = |b: &Block| matches!(b.as_slice(), [s] if s.kind == StmtKind::Exit(label));
    if exits(then_body) && else_body.is_empty() {
        Some(cond.clone())
    } else if then_body.is_empty() && exits(else_body) {
        Some(Expr::not(cond.clone()))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::*;
    use crate::Config;
    use ir::MemSpace;

    fn count_loops(prog: &Program) -> usize {
        let mut n = 0;
        walk_stmts(
            prog.procs[prog.kernel.unwrap()].body.as_ref().unwrap(),
            &mut |s| {
                if matches!(s.kind, StmtKind::Loop(_)) {
                    n += 1;
                }
            },
        );
        n
    }

    /// `i := 0; loop { if (i >= n) exit; A[i] := i; i := i + step }`.
    fn counted(n_: u128, step: u128) -> Builder {
        let mut b = Builder::new();
        let i = b.local("i");
        let a = b.array("A", MemSpace::Global);
        let l = b.label();
        let k = b.k;
        let store = st(StmtKind::Store {
            array: a,
            group: None,
            index: v(i),
            value: v(i),
        });
        b.body(
            k,
            vec![
                set(i, n(0)),
                lp(
                    l,
                    vec![
                        if_(Expr::not(lt(v(i), n(n_))), vec![exit(l)], vec![]),
                        store,
                        set(i, add(v(i), n(step))),
                    ],
                ),
            ],
        );
        b
    }

    #[test]
    fn constant_trip_count_is_unrolled_exactly() {
        let mut b = counted(3, 1);
        let cfg = Config {
            unroll: Some(8),
            ..Config::default()
        };
        let out = run(&mut b.prog, "unroll", &cfg);
        assert_eq!(count_loops(&b.prog), 0, "{out}");
        // Each copy sees its counter as a constant.
        for k in 0..3 {
            assert!(
                kernel_text(&out).contains(&format!("A[{k}bv32] := {k}bv32")),
                "{out}"
            );
        }
        assert!(kernel_text(&out).contains("Internal: false"), "{out}");
    }

    #[test]
    fn too_many_trips_or_off_leaves_the_loop() {
        let mut b = counted(100, 1);
        let cfg = Config {
            unroll: Some(8),
            ..Config::default()
        };
        run(&mut b.prog, "unroll", &cfg);
        assert_eq!(count_loops(&b.prog), 1);
        let mut b = counted(3, 1);
        run(&mut b.prog, "unroll", &Config::default());
        assert_eq!(count_loops(&b.prog), 1);
    }

    /// `i := 0; loop { t := i; i := t + 1; if !(t < 3) exit; A[i] := i }` (`while (i++ < 3)`).
    #[test]
    fn test_after_a_post_increment_is_unrolled() {
        let mut b = Builder::new();
        let (i, t) = (b.local("i"), b.local("t"));
        let a = b.array("A", MemSpace::Global);
        let l = b.label();
        let k = b.k;
        let store = st(StmtKind::Store {
            array: a,
            group: None,
            index: v(i),
            value: v(i),
        });
        b.body(
            k,
            vec![
                set(i, n(0)),
                lp(
                    l,
                    vec![
                        set(t, v(i)),
                        set(i, add(v(t), n(1))),
                        if_(Expr::not(lt(v(t), n(3))), vec![exit(l)], vec![]),
                        store,
                    ],
                ),
            ],
        );
        let cfg = Config {
            unroll: Some(8),
            ..Config::default()
        };
        let out = run(&mut b.prog, "unroll", &cfg);
        assert_eq!(count_loops(&b.prog), 0, "{out}");
        for k in 1..=3 {
            assert!(
                kernel_text(&out).contains(&format!("A[{k}bv32] := {k}bv32")),
                "{out}"
            );
        }
        assert!(!kernel_text(&out).contains("A[4bv32]"), "{out}");
    }

    /// `i := 0; loop { block C { i := i + 1; if (i == 2) exit C; A[i] := i }; if !(i < 3) exit }`
    /// (`do { i++; if (i == 2) continue; A[i] = i; } while (i < 3)`).
    #[test]
    fn do_while_with_continue_is_unrolled() {
        let mut b = Builder::new();
        let i = b.local("i");
        let a = b.array("A", MemSpace::Global);
        let (l, c) = (b.label(), b.label());
        let k = b.k;
        let store = st(StmtKind::Store {
            array: a,
            group: None,
            index: v(i),
            value: v(i),
        });
        b.body(
            k,
            vec![
                set(i, n(0)),
                lp(
                    l,
                    vec![
                        block(
                            c,
                            vec![
                                set(i, add(v(i), n(1))),
                                if_(Expr::eq(v(i), n(2)), vec![exit(c)], vec![]),
                                store,
                            ],
                        ),
                        if_(Expr::not(lt(v(i), n(3))), vec![exit(l)], vec![]),
                    ],
                ),
            ],
        );
        let cfg = Config {
            unroll: Some(8),
            ..Config::default()
        };
        let out = run(&mut b.prog, "unroll", &cfg);
        assert_eq!(count_loops(&b.prog), 0, "{out}");
        for k in [1, 3] {
            assert!(
                kernel_text(&out).contains(&format!("A[{k}bv32] := {k}bv32")),
                "{out}"
            );
        }
    }

    /// A counter also stepped under a condition is not a constant in each copy.
    #[test]
    fn conditional_step_leaves_the_loop() {
        let mut b = Builder::new();
        let (i, t, x) = (b.local("i"), b.local("t"), b.param("x"));
        let l = b.label();
        let k = b.k;
        b.body(
            k,
            vec![
                set(i, n(0)),
                lp(
                    l,
                    vec![
                        set(t, v(i)),
                        set(i, add(v(t), n(1))),
                        if_(Expr::not(lt(v(t), n(3))), vec![exit(l)], vec![]),
                        if_(lt(v(x), n(1)), vec![set(i, add(v(i), n(1)))], vec![]),
                    ],
                ),
            ],
        );
        let cfg = Config {
            unroll: Some(8),
            ..Config::default()
        };
        run(&mut b.prog, "unroll", &cfg);
        assert_eq!(count_loops(&b.prog), 1);
    }
}
