//! The `predicate` pass: removes thread-dependent control flow by predicated execution.
//!
//! Input: the kernel with uniformity flags and expanded barriers (requires `uniformity` and
//! `barriers-expanded`). Output: every remaining `If`, `Loop` and `Block` is uniform, and the
//! effect of each statement is guarded by the current thread's predicate, a boolean local with
//! role `Predicate` (provides `predicated`). A non-uniform `if (c)` under `p` sets
//! `pT := p && c; pF := p && !c` and runs its branches in sequence under them. A non-uniform
//! loop `L` gets `aL := p` and runs while either thread's `aL` holds; a non-uniform block gets
//! `aL := p` at entry. A non-uniform `exit L` under `p` clears `p` from every predicate between
//! it and `L` (outermost first), after which the rest of each sequence it leaves runs under the
//! innermost live predicate. `enabled` becomes the current predicate (`true` in uniform code),
//! also inside `once` blocks, whose thread-pair code is otherwise left as it is. Why: the
//! two-thread program must run both threads in lock step through the same statements.

use std::collections::BTreeSet;

use ir::visit::{rewrite_expr, stmt_exprs_mut, walk_stmts_mut};
use ir::{
    BinOp, Block, Expr, LabelId, Loop, Origin, ProcId, Program, Props, Stmt, StmtKind, Thread,
    Type, UnOp, VarId, VarRole,
};

use crate::pipeline::PassArgs;
use crate::util::{assign, new_local};
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "predicate",
    summary: "replace thread-dependent control flow by per-thread predicates",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("predicate: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Predicate)),
    }
}

/// The `predicate` pass.
pub struct Predicate;

impl Pass for Predicate {
    fn name(&self) -> &'static str {
        "predicate"
    }
    fn requires(&self) -> Props {
        Props::UNIFORMITY.union(Props::BARRIERS_EXPANDED)
    }
    fn provides(&self) -> Props {
        Props::PREDICATED
    }
    fn run(&self, prog: &mut Program, _cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let Some(k) = prog.kernel else { return Ok(()) };
        let Some(body) = prog.procs[k].body.take() else {
            return Ok(());
        };
        let mut p = Pred {
            prog,
            kernel: k,
            scopes: Vec::new(),
            n: 0,
        };
        let res = p.block(body, Expr::Bool(true));
        let (body, _) = res?;
        prog.procs[k].body = Some(body);
        Ok(())
    }
}

enum Scope {
    /// A loop or block: the predicate at its entry and its own predicate, if non-uniform.
    Label {
        label: LabelId,
        entry: Expr,
        active: Option<VarId>,
    },
    /// A branch of a non-uniform `if`.
    Branch(VarId),
}

impl Scope {
    fn var(&self) -> Option<VarId> {
        match self {
            Scope::Label { active, .. } => *active,
            Scope::Branch(v) => Some(*v),
        }
    }
}

struct Pred<'a> {
    prog: &'a mut Program,
    kernel: ProcId,
    scopes: Vec<Scope>,
    n: usize,
}

/// Replace `enabled` by the current predicate, folding the boolean literals this produces.
fn enabled(e: &mut Expr, cur: &Expr) {
    let mut found = false;
    ir::visit::walk_expr(e, &mut |x| found |= matches!(x, Expr::Enabled));
    if !found {
        return;
    }
    rewrite_expr(e, &mut |x| match x {
        Expr::Enabled => cur.clone(),
        Expr::AtThread(_, a) if matches!(*a, Expr::Bool(_)) => *a,
        Expr::Unary(UnOp::Not, a) => Expr::not(*a),
        Expr::Binary(BinOp::And, a, b) => Expr::and(*a, *b),
        Expr::Binary(BinOp::Or, a, b) => Expr::or(*a, *b),
        Expr::Binary(BinOp::Implies, a, b) => Expr::implies(*a, *b),
        Expr::Binary(BinOp::Eq, a, b) => match (*a, *b) {
            (Expr::Bool(x), Expr::Bool(y)) => Expr::Bool(x == y),
            (a, b) => Expr::eq(a, b),
        },
        Expr::Ite(c, a, b) => Expr::ite(*c, *a, *b),
        x => x,
    });
}

impl Pred<'_> {
    fn new_pred(&mut self, origin: Origin) -> VarId {
        let name = format!("_p{}", self.n);
        self.n += 1;
        let v = new_local(
            self.prog,
            self.kernel,
            name,
            Type::Bool,
            VarRole::Predicate,
            origin.derived("predicate"),
        );
        self.prog.vars[v].uniform = false;
        v
    }

    /// The innermost live predicate variable.
    fn top_var(&self) -> Option<VarId> {
        self.scopes.iter().rev().find_map(Scope::var)
    }

    /// Predicate a statement sequence that starts under `cur`. Returns the new sequence and the
    /// labels of non-uniform exits leaving it.
    fn block(&mut self, b: Block, cur: Expr) -> Result<(Block, BTreeSet<LabelId>), PassError> {
        let mut cur = cur;
        let mut out = Vec::with_capacity(b.len());
        let mut pending = BTreeSet::new();
        for s in b {
            let p = self.stmt(s, &cur, &mut out)?;
            if !p.is_empty() {
                let v = self.top_var().ok_or_else(|| {
                    PassError::Internal("predicate: non-uniform exit with no live predicate".into())
                })?;
                cur = Expr::Var(v);
            }
            pending.extend(p);
        }
        Ok((out, pending))
    }

    fn stmt(
        &mut self,
        mut s: Stmt,
        cur: &Expr,
        out: &mut Block,
    ) -> Result<BTreeSet<LabelId>, PassError> {
        let origin = s.origin;
        let by = origin.derived("predicate");
        let guarded = *cur != Expr::Bool(true);
        if !matches!(
            s.kind,
            StmtKind::If { .. } | StmtKind::Loop(_) | StmtKind::Block { .. } | StmtKind::Once(_)
        ) {
            stmt_exprs_mut(&mut s, &mut |e| enabled(e, cur));
        }
        match s.kind {
            // A predicate variable capturing the enabledness itself (`__dominator_enabled()`)
            // records it for every thread: a disabled thread records that it is disabled.
            StmtKind::Assign { lhs, rhs }
                if self.prog.vars[lhs].role == VarRole::Predicate && rhs == *cur =>
            {
                out.push(assign(lhs, rhs, origin));
            }
            StmtKind::Assign { lhs, rhs } if guarded => {
                out.push(assign(
                    lhs,
                    Expr::ite(cur.clone(), rhs, Expr::Var(lhs)),
                    origin,
                ));
            }
            StmtKind::Store {
                array,
                group,
                index,
                value,
            } if guarded => {
                let old = Expr::Load {
                    array,
                    group: group.clone().map(Box::new),
                    index: Box::new(index.clone()),
                };
                let value = Expr::ite(cur.clone(), value, old);
                out.push(Stmt::new(
                    StmtKind::Store {
                        array,
                        group,
                        index,
                        value,
                    },
                    origin,
                ));
            }
            StmtKind::Havoc(x) if guarded => {
                let ty = self.prog.vars[x].ty;
                let name = format!("_havoc{}", self.n);
                self.n += 1;
                let tmp = new_local(self.prog, self.kernel, name, ty, VarRole::Temp, by);
                out.push(Stmt::new(StmtKind::Havoc(tmp), origin));
                out.push(assign(
                    x,
                    Expr::ite(cur.clone(), Expr::Var(tmp), Expr::Var(x)),
                    origin,
                ));
            }
            StmtKind::Assert { id, cond } if guarded && !self.prog.asserts[id].unpredicated => {
                out.push(Stmt::new(
                    StmtKind::Assert {
                        id,
                        cond: Expr::implies(cur.clone(), cond),
                    },
                    origin,
                ));
            }
            StmtKind::Assume(cond) if guarded => {
                out.push(Stmt::new(
                    StmtKind::Assume(Expr::implies(cur.clone(), cond)),
                    origin,
                ));
            }
            StmtKind::Once(mut body) => {
                walk_stmts_mut(&mut body, &mut |x| {
                    stmt_exprs_mut(x, &mut |e| enabled(e, cur));
                    if let StmtKind::If { uniform, .. } = &mut x.kind {
                        *uniform = true;
                    }
                });
                out.push(Stmt::new(StmtKind::Once(body), origin));
            }
            StmtKind::If {
                mut cond,
                then_body,
                else_body,
                uniform,
            } => {
                enabled(&mut cond, cur);
                if uniform {
                    let (t, mut p) = self.block(then_body, cur.clone())?;
                    let (e, p2) = self.block(else_body, cur.clone())?;
                    p.extend(p2);
                    out.push(Stmt::new(
                        StmtKind::If {
                            cond,
                            then_body: t,
                            else_body: e,
                            uniform: true,
                        },
                        origin,
                    ));
                    return Ok(p);
                }
                let pt = self.new_pred(origin);
                out.push(assign(pt, Expr::and(cur.clone(), cond.clone()), by));
                let pf = if else_body.is_empty() {
                    None
                } else {
                    let pf = self.new_pred(origin);
                    out.push(assign(pf, Expr::and(cur.clone(), Expr::not(cond)), by));
                    Some(pf)
                };
                self.scopes.push(Scope::Branch(pt));
                let (t, mut p) = self.block(then_body, Expr::Var(pt))?;
                self.scopes.pop();
                out.extend(t);
                if let Some(pf) = pf {
                    self.scopes.push(Scope::Branch(pf));
                    let (e, p2) = self.block(else_body, Expr::Var(pf))?;
                    self.scopes.pop();
                    out.extend(e);
                    p.extend(p2);
                }
                return Ok(p);
            }
            StmtKind::Loop(l) => return self.lp(l, cur, origin, out),
            StmtKind::Block {
                label,
                body,
                uniform,
            } => {
                let active = if uniform {
                    None
                } else {
                    let a = self.new_pred(origin);
                    out.push(assign(a, cur.clone(), by));
                    Some(a)
                };
                self.scopes.push(Scope::Label {
                    label,
                    entry: cur.clone(),
                    active,
                });
                let res = self.block(body, cur.clone());
                self.scopes.pop();
                let (body, mut p) = res?;
                p.remove(&label);
                out.push(Stmt::new(
                    StmtKind::Block {
                        label,
                        body,
                        uniform: true,
                    },
                    origin,
                ));
                return Ok(p);
            }
            StmtKind::Exit(l) => return self.exit(l, cur, origin, out),
            kind => out.push(Stmt::new(kind, origin)),
        }
        Ok(BTreeSet::new())
    }

    fn lp(
        &mut self,
        mut l: Loop,
        cur: &Expr,
        origin: Origin,
        out: &mut Block,
    ) -> Result<BTreeSet<LabelId>, PassError> {
        let by = origin.derived("predicate");
        let label = l.label;
        let body = std::mem::take(&mut l.body);
        let (active, inner) = if l.uniform {
            (None, cur.clone())
        } else {
            let a = self.new_pred(origin);
            out.push(assign(a, cur.clone(), by));
            (Some(a), Expr::Var(a))
        };
        for inv in &mut l.invariants {
            enabled(&mut inv.cond, &inner);
            if !self.prog.asserts[inv.id].unpredicated {
                inv.cond = Expr::implies(
                    inner.clone(),
                    std::mem::replace(&mut inv.cond, Expr::Bool(true)),
                );
            }
        }
        self.scopes.push(Scope::Label {
            label,
            entry: cur.clone(),
            active,
        });
        let res = self.block(body, inner);
        self.scopes.pop();
        let (mut body, mut p) = res?;
        p.remove(&label);
        if let Some(a) = active {
            let either = Expr::or(
                Expr::at(Thread::One, Expr::Var(a)),
                Expr::at(Thread::Two, Expr::Var(a)),
            );
            let head = Stmt::new(
                StmtKind::If {
                    cond: Expr::not(either),
                    then_body: vec![Stmt::new(StmtKind::Exit(label), by)],
                    else_body: vec![],
                    uniform: true,
                },
                by,
            );
            body.insert(0, head);
            l.predicate = Some(a);
        }
        l.body = body;
        l.uniform = true;
        out.push(Stmt::new(StmtKind::Loop(l), origin));
        Ok(p)
    }

    fn exit(
        &mut self,
        l: LabelId,
        cur: &Expr,
        origin: Origin,
        out: &mut Block,
    ) -> Result<BTreeSet<LabelId>, PassError> {
        let pos = self
            .scopes
            .iter()
            .rposition(|s| matches!(s, Scope::Label { label, .. } if *label == l))
            .ok_or_else(|| {
                PassError::Internal(format!("predicate: exit to {l}, which does not enclose it"))
            })?;
        let (entry, active) = match &self.scopes[pos] {
            Scope::Label { entry, active, .. } => (entry, active),
            Scope::Branch(_) => {
                return Err(PassError::Internal(
                    "predicate: label scope expected".into(),
                ))
            }
        };
        if entry == cur {
            out.push(Stmt::new(StmtKind::Exit(l), origin));
            return Ok(BTreeSet::new());
        }
        if active.is_none() {
            return Err(PassError::Internal(format!(
                "predicate: thread-dependent exit to {l}, which is marked uniform"
            )));
        }
        let by = origin.derived("predicate");
        let vars: Vec<VarId> = self.scopes[pos..].iter().filter_map(Scope::var).collect();
        for v in vars {
            let rhs = if Expr::Var(v) == *cur {
                Expr::Bool(false)
            } else {
                Expr::and(Expr::Var(v), Expr::not(cur.clone()))
            };
            out.push(assign(v, rhs, by));
        }
        Ok(BTreeSet::from([l]))
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{Expr, MemSpace, StmtKind};

    use crate::testutil::*;
    use crate::Config;

    const SPEC: &str = "inline,uniformity,barrier,predicate";

    #[test]
    fn non_uniform_if_with_assignment_and_assert() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let x = b.local("x");
        let tid = b.tid();
        let check = b.assert(Expr::eq(v(x), n(1)));
        let a = b.array("A", MemSpace::Global);
        let store = st(StmtKind::Store {
            array: a,
            group: None,
            index: v(tid),
            value: v(x),
        });
        let k = b.k;
        b.body(
            k,
            vec![
                set(x, n(0)),
                if_(
                    lt(v(tid), v(nn)),
                    vec![set(x, n(1)), check, st(StmtKind::Havoc(x))],
                    vec![store],
                ),
            ],
        );
        let out = run(&mut b.prog, SPEC, &Config::default());
        expect![[r#"
            kernel proc k(n: bv32) {
              x := 0bv32
              _p0 := (local_id_x <u n)
              _p1 := !(local_id_x <u n)
              x := (if _p0 then 1bv32 else x)
              assert a0 User: (_p0 ==> (x == 1bv32))
              havoc _havoc2
              x := (if _p0 then _havoc2 else x)
              A[local_id_x] := (if _p1 then x else A[local_id_x])
            }
        "#]]
        .assert_eq(kernel_text(&out));
    }

    #[test]
    fn non_uniform_loop_with_break_and_continue() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let i = b.local("i");
        let j = b.local("j");
        let tid = b.tid();
        let l = b.label();
        let c = b.label();
        let r = b.label();
        let k = b.k;
        b.body(
            k,
            vec![block(
                r,
                vec![
                    set(i, n(0)),
                    lp(
                        l,
                        vec![
                            if_(Expr::not(lt(v(i), v(nn))), vec![exit(l)], vec![]),
                            block(
                                c,
                                vec![
                                    if_(lt(v(tid), v(i)), vec![exit(l)], vec![]),
                                    if_(lt(v(j), v(i)), vec![exit(c)], vec![exit(r)]),
                                    set(j, add(v(j), n(1))),
                                ],
                            ),
                            set(i, add(v(i), n(1))),
                        ],
                    ),
                    set(j, n(7)),
                ],
            )],
        );
        let out = run(&mut b.prog, SPEC, &Config::default());
        expect![[r#"
            kernel proc k(n: bv32) {
              _p0 := true
              block L2 {
                i := 0bv32
                _p1 := true
                loop L0 {
                  if !(@1(_p1) || @2(_p1)) {
                    exit L0
                  }
                  _p2 := (_p1 && !(i <u n))
                  _p1 := (_p1 && !_p2)
                  _p2 := false
                  _p3 := _p1
                  block L1 {
                    _p4 := (_p1 && (local_id_x <u i))
                    _p1 := (_p1 && !_p4)
                    _p3 := (_p3 && !_p4)
                    _p4 := false
                    _p5 := (_p3 && (j <u i))
                    _p6 := (_p3 && !(j <u i))
                    _p3 := (_p3 && !_p5)
                    _p5 := false
                    _p0 := (_p0 && !_p6)
                    _p1 := (_p1 && !_p6)
                    _p3 := (_p3 && !_p6)
                    _p6 := false
                    j := (if _p3 then (j + 1bv32) else j)
                  }
                  i := (if _p1 then (i + 1bv32) else i)
                }
                j := (if _p0 then 7bv32 else j)
              }
            }
        "#]]
        .assert_eq(kernel_text(&out));
    }

    #[test]
    fn uniform_loop_stays_a_plain_loop() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let i = b.local("i");
        let l = b.label();
        let k = b.k;
        let e = b.assert(Expr::Enabled);
        b.body(
            k,
            vec![
                set(i, n(0)),
                lp(
                    l,
                    vec![
                        if_(Expr::not(lt(v(i), v(nn))), vec![exit(l)], vec![]),
                        e,
                        set(i, add(v(i), n(1))),
                    ],
                ),
            ],
        );
        let out = run(&mut b.prog, SPEC, &Config::default());
        expect![[r#"
            kernel proc k(n: bv32) {
              i := 0bv32
              loop L0 {
                if !(i <u n) {
                  exit L0
                }
                assert a0 User: true
                i := (i + 1bv32)
              }
            }
        "#]]
        .assert_eq(kernel_text(&out));
    }

    #[test]
    fn once_blocks_get_the_predicate() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let tid = b.tid();
        let k = b.k;
        let a = b.array("S", MemSpace::Shared);
        let store = st(StmtKind::Store {
            array: a,
            group: None,
            index: v(tid),
            value: n(1),
        });
        let barrier = st(StmtKind::Barrier {
            local_fence: Expr::Bool(true),
            global_fence: Expr::Bool(false),
            grid: false,
        });
        b.body(
            k,
            vec![if_(lt(v(tid), v(nn)), vec![store, barrier], vec![])],
        );
        let out = run(&mut b.prog, SPEC, &Config::default());
        expect![[r#"
            kernel proc k(n: bv32) {
              _p0 := (local_id_x <u n)
              S[local_id_x] := (if _p0 then 1bv32 else S[local_id_x])
              once {
                assert a0 BarrierDivergence: ((((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) ==> (@1(_p0) == @2(_p0)))
                if (((@1(_p0) || @2(_p0)) && (!(((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) || (@1(_p0) && @2(_p0)))) && (@1(_p0) || @2(_p0))) {
                  havoc S
                }
              }
            }
        "#]]
        .assert_eq(kernel_text(&out));
    }
}
