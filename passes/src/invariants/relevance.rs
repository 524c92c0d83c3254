//! Which race logs matter at each loop head: a (strong) liveness analysis of the two-thread
//! kernel, so that candidates about an access log no later check reads are not proposed; and
//! which logs may already be set when a loop is entered (accesses earlier in the barrier
//! interval), so that candidates about the loop's own accesses also come in a form that
//! keeps what was logged before (`HAS ==> old(HAS) || P`).
//!
//! A log `HAS` (`READ_HAS_OCCURRED_$$A`, ...) is *relevant* at a point when some obligation
//! (a race check, a user assertion or invariant) may read it, directly or through the values
//! of other variables, before the log is reset. The barrier's `assume !HAS` resets it without
//! making it relevant: paths on which it was true end there. An
//! assignment reads its right-hand side only when its target is relevant, so logging into a
//! log that nothing checks does not make it relevant either. Candidates are assertions only
//! Houdini needs: they read nothing. Dropping a candidate never makes a proof unsound; this
//! analysis drops only those no obligation can depend on (a tile's read log in the barrier
//! interval where no thread writes the tile: the candidates cost the prover seconds and prove
//! nothing that matters).

use std::collections::{BTreeMap, BTreeSet};

use ir::{Block, Expr, LabelId, Program, StmtKind, VarId, VarRole};

type Live = BTreeSet<VarId>;

/// The variables relevant at the head of every loop of `body` (the kernel's body, before
/// candidates are added), by loop label.
pub(crate) fn relevant_at_heads(prog: &Program, body: &Block) -> BTreeMap<LabelId, Live> {
    let mut cx = Cx {
        prog,
        exits: BTreeMap::new(),
        heads: BTreeMap::new(),
        every: prog.vars.ids().collect(),
    };
    let mut end = Live::new();
    if let Some(k) = prog.kernel_proc() {
        for c in &k.ensures {
            ir::visit::vars_of(&c.cond, &mut end);
        }
    }
    cx.block(body, end);
    cx.heads
}

/// The access logs that may be set on entry to each loop of `body` (the kernel's body), by loop
/// label: logged before the loop and not reset by a barrier since (resets inside branches and
/// loops are not counted; for a nested loop, only what the enclosing loop's first iteration
/// logged before it).
pub(crate) fn logged_on_entry(prog: &Program, body: &Block) -> BTreeMap<LabelId, Live> {
    let mut out = BTreeMap::new();
    forward(prog, body, &mut Live::new(), &mut out);
    out
}

fn forward(prog: &Program, b: &Block, set: &mut Live, out: &mut BTreeMap<LabelId, Live>) {
    for s in b {
        match &s.kind {
            StmtKind::Assign { lhs, .. } if is_log(prog, *lhs) => {
                set.insert(*lhs);
            }
            StmtKind::Assume(Expr::Unary(ir::UnOp::Not, v)) => {
                if let Expr::Var(v) = &**v {
                    set.remove(v);
                }
            }
            StmtKind::Loop(lp) => {
                // Loops nested in this one see what their first iteration logged before them:
                // what earlier iterations logged is what the candidates inherited from this
                // loop describe.
                out.insert(lp.label, set.clone());
                let mut first = set.clone();
                forward(prog, &lp.body, &mut first, out);
                set.extend(logs_in(prog, &lp.body));
            }
            _ => {
                let children = ir::visit::child_blocks(s);
                if !children.is_empty() {
                    let before = set.clone();
                    for c in children {
                        let mut inner = before.clone();
                        forward(prog, c, &mut inner, out);
                        set.extend(inner);
                        set.extend(logs_in(prog, c));
                    }
                }
            }
        }
    }
}

/// The logs assigned anywhere in `b`.
fn logs_in(prog: &Program, b: &Block) -> Live {
    let mut vs = Live::new();
    ir::visit::assigned_vars(b, &mut vs);
    vs.retain(|v| is_log(prog, *v));
    vs
}

/// True for an access log (`*_HAS_OCCURRED` of an array).
pub(crate) fn is_log(prog: &Program, v: VarId) -> bool {
    matches!(&prog.vars[v].role, VarRole::RaceGhost { array: Some(_), what }
        if what.ends_with("HAS_OCCURRED"))
}

struct Cx<'a> {
    prog: &'a Program,
    /// What is relevant where an `Exit(label)` goes.
    exits: BTreeMap<LabelId, Live>,
    /// What is relevant at each loop head.
    heads: BTreeMap<LabelId, Live>,
    /// Every variable (relevant before a call, which may read anything).
    every: Live,
}

impl Cx<'_> {
    fn uses(&self, e: &Expr, live: &mut Live) {
        ir::visit::vars_of(e, live);
    }

    /// What an `assume` reads. A log reset (`!HAS`, as at a barrier) leaves `HAS` false on
    /// every path that goes on, so what was true of it before does not matter; a reset for
    /// one group (`c ==> !HAS`) reads only its condition.
    fn assumed(&self, e: &Expr, live: &mut Live) {
        use ir::{BinOp, UnOp};
        let log = |e: &Expr| match e {
            Expr::Unary(UnOp::Not, v) => match &**v {
                Expr::Var(v) if is_log(self.prog, *v) => Some(*v),
                _ => None,
            },
            _ => None,
        };
        match e {
            e if log(e).is_some() => {
                if let Some(v) = log(e) {
                    live.remove(&v);
                }
            }
            Expr::Binary(BinOp::Implies, c, r) if log(r).is_some() => self.uses(c, live),
            e => self.uses(e, live),
        }
    }

    /// What is relevant before `b`, given what is relevant after it.
    fn block(&mut self, b: &Block, mut live: Live) -> Live {
        for s in b.iter().rev() {
            live = self.stmt(&s.kind, live);
        }
        live
    }

    fn stmt(&mut self, s: &StmtKind, mut live: Live) -> Live {
        match s {
            StmtKind::Assign { lhs, rhs } => {
                if live.remove(lhs) {
                    self.uses(rhs, &mut live);
                }
                live
            }
            StmtKind::Store {
                group,
                index,
                value,
                ..
            } => {
                // Memory is not tracked: what a store writes may be read later.
                self.uses(index, &mut live);
                self.uses(value, &mut live);
                if let Some(g) = group {
                    self.uses(g, &mut live);
                }
                live
            }
            StmtKind::Havoc(v) => {
                live.remove(v);
                live
            }
            StmtKind::HavocArray(_) | StmtKind::Barrier { .. } | StmtKind::NamedBarrier { .. } => {
                live
            }
            StmtKind::Assert { id, cond } => {
                if !self.prog.asserts[*id].candidate {
                    self.uses(cond, &mut live);
                }
                live
            }
            StmtKind::Assume(e) => {
                self.assumed(e, &mut live);
                live
            }
            StmtKind::If {
                cond,
                then_body,
                else_body,
                ..
            } => {
                let mut a = self.block(then_body, live.clone());
                let b = self.block(else_body, live);
                a.extend(b);
                self.uses(cond, &mut a);
                a
            }
            StmtKind::Loop(lp) => {
                // The head is the least fixpoint of "the body before a head like this one".
                self.exits.insert(lp.label, live);
                let mut head = Live::new();
                loop {
                    let mut next = self.block(&lp.body, head.clone());
                    for inv in &lp.invariants {
                        if !self.prog.asserts[inv.id].candidate {
                            self.uses(&inv.cond, &mut next);
                        }
                    }
                    if next == head {
                        break;
                    }
                    head = next;
                }
                self.heads.insert(lp.label, head.clone());
                head
            }
            StmtKind::Block { label, body, .. } => {
                self.exits.insert(*label, live.clone());
                self.block(body, live)
            }
            StmtKind::Exit(label) => self
                .exits
                .get(label)
                .cloned()
                .unwrap_or_else(|| self.every.clone()),
            StmtKind::Call { .. } => self.every.clone(),
            StmtKind::Atomic {
                index,
                args,
                result,
                ..
            } => {
                if let Some(r) = result {
                    live.remove(r);
                }
                self.uses(index, &mut live);
                for a in args {
                    self.uses(a, &mut live);
                }
                live
            }
            StmtKind::Once(b) => self.block(b, live),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::invariants::tests::reduction_pipeline;
    use crate::invariants::testutil::{essential, Builder};
    use crate::Config;
    use ir::{MemSpace, Type};

    /// A loop logging reads of `A`, and what is relevant at its head when `checked` adds a
    /// race check after it (and `reset` a barrier's reset of the log between them).
    fn read_log_relevant(checked: bool, reset: bool) -> bool {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Shared);
        let has = b.ghost(Some(a), crate::race::READ_HAS_OCCURRED, Type::Bool);
        let [i1, _] = b.var2("i", Type::Bv(32));
        let log = b.log(has, Expr::var(i1));
        let more = Expr::binary(ir::BinOp::Ult, Expr::var(i1), Expr::bv(4, 32));
        let lp = b.while_loop(more, vec![log, essential()]);
        let label = lp.label;
        let mut body = vec![ir::Stmt::new(
            StmtKind::Loop(lp),
            crate::invariants::testutil::origin(),
        )];
        if reset {
            body.push(crate::invariants::testutil::st(StmtKind::Assume(
                Expr::not(Expr::var(has)),
            )));
        }
        if checked {
            body.push(b.check_logs());
        }
        b.set_body(body);
        let heads = relevant_at_heads(&b.prog, b.body());
        heads[&label].contains(&has)
    }

    #[test]
    fn unchecked_logs_are_irrelevant() {
        assert!(!read_log_relevant(false, false));
        assert!(read_log_relevant(true, false));
        assert!(!read_log_relevant(true, true));
    }

    /// In a tree reduction every write to the array is checked against the read log, so the
    /// read log is relevant at the loop head.
    #[test]
    fn checked_logs_are_relevant() {
        let prog = reduction_pipeline(&Config {
            no_infer: true,
            ..Config::default()
        });
        let body = prog.kernel_proc().unwrap().body.as_ref().unwrap();
        let heads = relevant_at_heads(&prog, body);
        assert_eq!(heads.len(), 1);
        let live = heads.values().next().unwrap();
        let logs: Vec<&str> = live
            .iter()
            .filter(|v| is_log(&prog, **v))
            .map(|v| prog.vars[*v].name.as_str())
            .collect();
        assert!(
            logs.iter().any(|n| n.starts_with("_READ_HAS_OCCURRED")),
            "relevant logs: {logs:?}"
        );
    }

    /// A loop after an access in its barrier interval may be entered with the log set; after
    /// the barrier's reset it is not.
    #[test]
    fn logs_set_before_a_loop() {
        for reset in [false, true] {
            let mut b = Builder::new();
            let a = b.array("A", MemSpace::Shared);
            let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
            let [i1, _] = b.var2("i", Type::Bv(32));
            let before = b.log(has, Expr::bv(0, 32));
            let log = b.log(has, Expr::var(i1));
            let more = Expr::binary(ir::BinOp::Ult, Expr::var(i1), Expr::bv(4, 32));
            let lp = b.while_loop(more, vec![log, essential()]);
            let label = lp.label;
            let mut body = vec![before];
            if reset {
                body.push(crate::invariants::testutil::st(StmtKind::Assume(
                    Expr::not(Expr::var(has)),
                )));
            }
            body.push(ir::Stmt::new(
                StmtKind::Loop(lp),
                crate::invariants::testutil::origin(),
            ));
            b.set_body(body);
            let on_entry = logged_on_entry(&b.prog, b.body());
            assert_eq!(on_entry[&label].contains(&has), !reset);
        }
    }
}
