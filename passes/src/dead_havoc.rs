//! The `dead-havoc` pass: drop havocs of local variables whose arbitrary value is never read.
//!
//! The front end gives every uninitialised local a `havoc` at its declaration, because its
//! value is arbitrary and may differ between threads. Most such locals are assigned before they
//! are read (`int i; for (i = 0; ...)`), and a havoc that nothing observes only costs
//! precision: uniformity analysis would count the variable as thread-dependent everywhere. This
//! pass removes every `havoc x` of a procedure-local variable that is not live just after it
//! (backward liveness over the structured IR: loops to a fixed point, `exit L` continuing with
//! what is live after `L`). Dropping it is exact: no execution reads the havocked value.
//! Variables that are not local to their procedure are never touched.

use std::collections::{BTreeSet, HashMap};

use ir::visit::{stmt_exprs, vars_of};
use ir::{Block, Expr, LabelId, ProcId, Program, StmtKind, VarId, VarScope};

use crate::pipeline::PassArgs;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "dead-havoc",
    summary: "drop havocs of uninitialised locals that are assigned before they are read",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("dead-havoc: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(DeadHavoc)),
    }
}

/// The `dead-havoc` pass.
pub struct DeadHavoc;

impl Pass for DeadHavoc {
    fn name(&self) -> &'static str {
        "dead-havoc"
    }
    fn run(&self, prog: &mut Program, _cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let ids: Vec<ProcId> = prog.procs.iter().map(|(id, _)| id).collect();
        for p in ids {
            let Some(mut body) = prog.procs[p].body.take() else {
                continue;
            };
            let mut end = BTreeSet::new();
            for c in &prog.procs[p].ensures {
                vars_of(&c.cond, &mut end);
            }
            end.extend(prog.procs[p].ret);
            let mut live = Liveness {
                prog,
                proc: p,
                exits: HashMap::new(),
                unknown_exit: false,
            };
            // A first, read-only run finds exits to labels outside the body (none are
            // expected); then nothing is removed, to stay on the safe side.
            live.block(&mut body, end.clone(), false);
            if !live.unknown_exit {
                live.exits.clear();
                live.block(&mut body, end, true);
            }
            prog.procs[p].body = Some(body);
        }
        Ok(())
    }
}

type Set = BTreeSet<VarId>;

struct Liveness<'a> {
    prog: &'a Program,
    proc: ProcId,
    /// What is live after each enclosing labelled block or loop.
    exits: HashMap<LabelId, Set>,
    /// Set when an `exit` names a label that encloses it nowhere.
    unknown_exit: bool,
}

fn uses(e: &Expr, live: &mut Set) {
    vars_of(e, live);
}

impl Liveness<'_> {
    fn removable(&self, v: VarId) -> bool {
        self.prog.vars[v].scope == VarScope::Local(self.proc)
    }

    /// What is live before `b` given what is live after it; with `mutate`, dead havocs go.
    fn block(&mut self, b: &mut Block, mut live: Set, mutate: bool) -> Set {
        let mut i = b.len();
        while i > 0 {
            i -= 1;
            if let StmtKind::Havoc(v) = b[i].kind {
                if mutate && !live.contains(&v) && self.removable(v) {
                    b.remove(i);
                    continue;
                }
            }
            live = self.stmt(&mut b[i].kind, live, mutate);
        }
        live
    }

    fn stmt(&mut self, s: &mut StmtKind, mut live: Set, mutate: bool) -> Set {
        match s {
            StmtKind::Assign { lhs, rhs } => {
                live.remove(lhs);
                uses(rhs, &mut live);
            }
            StmtKind::Havoc(v) => {
                live.remove(v);
            }
            StmtKind::Call { args, ret, .. } => {
                if let Some(r) = ret {
                    live.remove(r);
                }
                args.iter().for_each(|a| uses(a, &mut live));
            }
            StmtKind::Atomic {
                index,
                args,
                result,
                ..
            } => {
                if let Some(r) = result {
                    live.remove(r);
                }
                uses(index, &mut live);
                args.iter().for_each(|a| uses(a, &mut live));
            }
            StmtKind::If {
                cond,
                then_body,
                else_body,
                ..
            } => {
                let mut t = self.block(then_body, live.clone(), mutate);
                let e = self.block(else_body, live, mutate);
                t.extend(e);
                uses(cond, &mut t);
                live = t;
            }
            StmtKind::Block { label, body, .. } => {
                self.exits.insert(*label, live.clone());
                live = self.block(body, live, mutate);
                self.exits.remove(label);
            }
            StmtKind::Exit(l) => match self.exits.get(l) {
                Some(after) => live = after.clone(),
                None => {
                    self.unknown_exit = true;
                    live = Set::new();
                }
            },
            StmtKind::Loop(lp) => {
                self.exits.insert(lp.label, live.clone());
                let mut head = Set::new();
                for inv in &lp.invariants {
                    uses(&inv.cond, &mut head);
                }
                // Iterate to the fixed point on a scratch copy, then once for real.
                loop {
                    let mut scratch = lp.body.clone();
                    let mut next = self.block(&mut scratch, head.clone(), false);
                    for inv in &lp.invariants {
                        uses(&inv.cond, &mut next);
                    }
                    next.extend(head.iter().copied());
                    if next == head {
                        break;
                    }
                    head = next;
                }
                self.block(&mut lp.body, head.clone(), mutate);
                self.exits.remove(&lp.label);
                live = head;
            }
            StmtKind::Once(b) => live = self.block(b, live, mutate),
            other => {
                let st = ir::Stmt::new(other.clone(), ir::Origin::Synthetic("liveness"));
                stmt_exprs(&st, &mut |e| uses(e, &mut live));
            }
        }
        live
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::*;
    use crate::Config;
    use ir::MemSpace;

    fn havocked(prog: &Program) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(b) = &prog.procs[prog.kernel.unwrap()].body {
            ir::visit::walk_stmts(b, &mut |s| {
                if let StmtKind::Havoc(v) = s.kind {
                    out.push(prog.vars[v].name.clone());
                }
            });
        }
        out
    }

    fn store(a: ir::ArrayId, index: Expr, value: Expr) -> ir::Stmt {
        st(StmtKind::Store {
            array: a,
            group: None,
            index,
            value,
        })
    }

    #[test]
    fn assigned_before_read_is_dropped_read_first_is_kept() {
        let mut b = Builder::new();
        let i = b.local("i");
        let x = b.local("x");
        let a = b.array("A", MemSpace::Global);
        let k = b.k;
        b.body(
            k,
            vec![
                st(StmtKind::Havoc(i)),
                st(StmtKind::Havoc(x)),
                set(i, n(0)),
                store(a, v(i), v(x)),
            ],
        );
        run(&mut b.prog, "dead-havoc", &Config::default());
        assert_eq!(havocked(&b.prog), ["x"]);
    }

    #[test]
    fn value_carried_round_a_loop_or_out_of_a_branch_is_live() {
        let mut b = Builder::new();
        let i = b.local("i");
        let x = b.local("x");
        let y = b.local("y");
        let z = b.local("z");
        let tid = b.tid();
        let a = b.array("A", MemSpace::Global);
        let l = b.label();
        let k = b.k;
        b.body(
            k,
            vec![
                st(StmtKind::Havoc(i)),
                st(StmtKind::Havoc(x)),
                st(StmtKind::Havoc(y)),
                st(StmtKind::Havoc(z)),
                set(i, n(0)),
                lp(
                    l,
                    vec![
                        if_(Expr::eq(v(i), n(4)), vec![exit(l)], vec![]),
                        store(a, v(i), v(x)),
                        set(x, v(i)),
                        set(i, add(v(i), n(1))),
                    ],
                ),
                if_(lt(v(tid), n(3)), vec![set(y, n(1))], vec![]),
                store(a, n(9), v(y)),
                set(z, n(2)),
                store(a, n(8), v(z)),
            ],
        );
        run(&mut b.prog, "dead-havoc", &Config::default());
        assert_eq!(havocked(&b.prog), ["x", "y"]);
    }
}
