//! The `ssa` pass: the two-thread program (`Props::TWO_THREAD`) in static single assignment
//! form. Every assignment, havoc and atomic result of a renamable variable defines a new
//! version (a new variable), and every use names the version that reaches it.
//!
//! The IR has no φ-functions, so joins are written with what it has:
//! - after an `if` whose branches leave a variable with different versions, one assignment
//!   `x.j := c ? x.then : x.else` (the condition is first bound to a fresh variable when the
//!   branches could change what it reads);
//! - at the end of a labelled block, and after a loop, a version `x.j` is assigned by a copy on
//!   each incoming edge: before each `exit` to the label, and at the end of the block when it
//!   falls through;
//! - at a loop head, a version `x.h` of each variable the body modifies is assigned by a copy
//!   before the loop and by a copy at the end of the body (the back edge); the invariants and
//!   the body read `x.h`.
//!
//! So every variable has one definition, except the φ versions, which have one copy per
//! incoming edge. Loops keep their structure and their invariants and candidates: the back
//! ends cut them at their heads (the smt2 back end's verification condition generator does
//! it, as Boogie does for the Boogie back end), and `x.h` is among what the body modifies.
//!
//! Not renamed, so that reports can read them by their own name at a failing assertion: race
//! ghosts, special values, kernel parameters, and global constants. Code after an `exit` in the
//! same block is dead and dropped. Why: each definition is a variable of its own, so `slice`
//! can drop the definitions nothing needs one by one, and `--print-after=ssa` shows the
//! program as the solver sees it.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use ir::{
    Block, Expr, LabelId, Program, Props, Stmt, StmtKind, Type, VarData, VarId, VarRole, VarScope,
};

use crate::pipeline::PassArgs;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "ssa",
    summary: "static single assignment form of the two-thread program (φ as ite or copies)",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("ssa: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Ssa)),
    }
}

/// The `ssa` pass.
pub struct Ssa;

impl Pass for Ssa {
    fn name(&self) -> &'static str {
        "ssa"
    }
    fn requires(&self) -> Props {
        Props::TWO_THREAD
    }
    fn run(&self, prog: &mut Program, _cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let Some(k) = prog.kernel else {
            return Ok(());
        };
        let Some(body) = prog.procs[k].body.take() else {
            return Ok(());
        };
        let params: BTreeSet<VarId> = prog.procs[k]
            .params
            .iter()
            .flat_map(|&v| std::iter::once(v).chain(prog.vars[v].copies.into_iter().flatten()))
            .collect();
        let mut r = Renamer {
            prog,
            params,
            cur: HashMap::new(),
            exits: Vec::new(),
            new_locals: Vec::new(),
            count: HashMap::new(),
        };
        let (body, _) = r.block(body);
        let new_locals = std::mem::take(&mut r.new_locals);
        prog.procs[k].locals.extend(new_locals);
        prog.procs[k].body = Some(body);
        Ok(())
    }
}

/// The current version of each renamed variable (absent: the variable itself).
type Versions = HashMap<VarId, VarId>;

/// An edge into the join at the end of a labelled block: the versions it carries.
type Edges = Vec<Versions>;

struct Renamer<'p> {
    prog: &'p mut Program,
    params: BTreeSet<VarId>,
    cur: Versions,
    /// For each enclosing labelled block or loop: the edges of the `exit`s to it so far.
    exits: Vec<(LabelId, Edges)>,
    new_locals: Vec<VarId>,
    count: HashMap<VarId, u32>,
}

impl Renamer<'_> {
    fn renamable(&self, v: VarId) -> bool {
        let d = &self.prog.vars[v];
        !d.constant
            && !self.params.contains(&v)
            && !matches!(d.role, VarRole::RaceGhost { .. } | VarRole::Special(_))
    }

    fn version_of(&self, v: VarId) -> VarId {
        self.cur.get(&v).copied().unwrap_or(v)
    }

    /// A new version of `v`, named `<name>.<n>`.
    fn new_version(&mut self, v: VarId) -> VarId {
        let n = self.count.entry(v).or_insert(0);
        *n += 1;
        let d = &self.prog.vars[v];
        let data = VarData {
            name: format!("{}.{n}", d.name),
            copies: None,
            ..d.clone()
        };
        let id = self.prog.vars.push(data);
        if matches!(self.prog.vars[id].scope, VarScope::Local(_)) {
            self.new_locals.push(id);
        }
        id
    }

    /// A fresh Boolean for a branch condition.
    fn new_condition(&mut self) -> VarId {
        let k = self.prog.kernel.unwrap_or(ir::ProcId(0));
        let id = self.prog.new_var(
            "ssa.c",
            Type::Bool,
            VarScope::Local(k),
            VarRole::Temp,
            ir::Origin::Synthetic("ssa"),
        );
        self.new_locals.push(id);
        id
    }

    fn rename(&self, e: &mut Expr) {
        rename_in(self.prog, &self.cur, e, false);
    }

    fn define(&mut self, v: VarId) -> VarId {
        if !self.renamable(v) {
            return v;
        }
        let n = self.new_version(v);
        self.cur.insert(v, n);
        n
    }

    /// Rename a block; returns it and whether control can fall through its end.
    fn block(&mut self, b: Block) -> (Block, bool) {
        let mut out = Vec::with_capacity(b.len());
        for s in b {
            if !self.stmt(s, &mut out) {
                return (out, false);
            }
        }
        (out, true)
    }

    /// Rename one statement into `out`; returns whether control can continue after it.
    fn stmt(&mut self, mut s: Stmt, out: &mut Vec<Stmt>) -> bool {
        let origin = s.origin;
        match &mut s.kind {
            StmtKind::Assign { lhs, rhs } => {
                self.rename(rhs);
                *lhs = self.define(*lhs);
            }
            StmtKind::Havoc(v) => *v = self.define(*v),
            StmtKind::Atomic {
                index,
                args,
                result,
                ..
            } => {
                self.rename(index);
                args.iter_mut().for_each(|a| self.rename(a));
                if let Some(r) = result {
                    *r = self.define(*r);
                }
            }
            StmtKind::Store {
                group,
                index,
                value,
                ..
            } => {
                group.iter_mut().for_each(|g| self.rename(g));
                self.rename(index);
                self.rename(value);
            }
            StmtKind::Assert { cond, .. } | StmtKind::Assume(cond) => self.rename(cond),
            StmtKind::HavocArray(_) => {}
            StmtKind::Exit(l) => {
                let l = *l;
                let here = self.cur.clone();
                if let Some((_, edges)) = self.exits.iter_mut().rev().find(|(x, _)| *x == l) {
                    edges.push(here);
                }
                out.push(s);
                return false;
            }
            StmtKind::If { .. } => return self.if_(s, out),
            StmtKind::Block { .. } => return self.labelled(s, out),
            StmtKind::Loop(_) => return self.loop_(s, out),
            StmtKind::Call { args, .. } => args.iter_mut().for_each(|a| self.rename(a)),
            StmtKind::NamedBarrier { id, count, .. } => {
                self.rename(id);
                if let Some(c) = count {
                    self.rename(c);
                }
            }
            StmtKind::Barrier {
                local_fence,
                global_fence,
                ..
            } => {
                self.rename(local_fence);
                self.rename(global_fence);
            }
            StmtKind::Once(b) => {
                let body = std::mem::take(b);
                let (body, falls) = self.block(body);
                out.push(Stmt::new(StmtKind::Once(body), origin));
                return falls;
            }
        }
        out.push(s);
        true
    }

    fn if_(&mut self, s: Stmt, out: &mut Vec<Stmt>) -> bool {
        let origin = s.origin;
        let StmtKind::If {
            mut cond,
            then_body,
            else_body,
            uniform,
        } = s.kind
        else {
            return true;
        };
        self.rename(&mut cond);
        let before = self.cur.clone();
        let (then_body, t_falls) = self.block(then_body);
        let after_then = std::mem::replace(&mut self.cur, before);
        let (else_body, e_falls) = self.block(else_body);
        let after_else = std::mem::take(&mut self.cur);
        let joined: Vec<VarId> = match (t_falls, e_falls) {
            (true, true) => differing(&[&after_then, &after_else]),
            _ => Vec::new(),
        };
        // The condition must read the same after the branches as before them.
        if !joined.is_empty() && !self.stable(&cond) {
            let c = self.new_condition();
            out.push(Stmt::new(StmtKind::Assign { lhs: c, rhs: cond }, origin));
            cond = Expr::Var(c);
        }
        out.push(Stmt::new(
            StmtKind::If {
                cond: cond.clone(),
                then_body,
                else_body,
                uniform,
            },
            origin,
        ));
        self.cur = match (t_falls, e_falls) {
            (true, false) | (false, false) => after_then,
            (false, true) => after_else,
            (true, true) => {
                let mut cur = after_then.clone();
                for v in joined {
                    let t = after_then.get(&v).copied().unwrap_or(v);
                    let e = after_else.get(&v).copied().unwrap_or(v);
                    let j = self.new_version(v);
                    out.push(Stmt::new(
                        StmtKind::Assign {
                            lhs: j,
                            rhs: Expr::ite(cond.clone(), Expr::Var(t), Expr::Var(e)),
                        },
                        origin,
                    ));
                    cur.insert(v, j);
                }
                cur
            }
        };
        t_falls || e_falls
    }

    /// True when `e` reads only versions no statement assigns again (renamed versions and
    /// constants) and no array.
    fn stable(&self, e: &Expr) -> bool {
        let mut ok = true;
        ir::visit::walk_expr(e, &mut |x| match x {
            Expr::Var(v) => {
                let d = &self.prog.vars[*v];
                if !d.constant && !self.renamable(*v) {
                    ok = false;
                }
            }
            Expr::Load { .. } => ok = false,
            _ => {}
        });
        ok
    }

    /// A labelled block: φ copies on the `exit` edges and the fall-through edge.
    fn labelled(&mut self, s: Stmt, out: &mut Vec<Stmt>) -> bool {
        let origin = s.origin;
        let StmtKind::Block {
            label,
            body,
            uniform,
        } = s.kind
        else {
            return true;
        };
        self.exits.push((label, Vec::new()));
        let (mut body, falls) = self.block(body);
        let mut edges = self.exits.pop().map(|(_, e)| e).unwrap_or_default();
        if falls {
            edges.push(self.cur.clone());
        }
        let any = !edges.is_empty();
        self.cur = self.join(label, &mut body, &edges, falls, origin);
        out.push(Stmt::new(
            StmtKind::Block {
                label,
                body,
                uniform,
            },
            origin,
        ));
        any
    }

    /// The versions after a join of `edges` (exits to `label` inside `body`, in order, then
    /// the fall-through edge when `falls`): copies into new versions where they differ.
    fn join(
        &mut self,
        label: LabelId,
        body: &mut Block,
        edges: &Edges,
        falls: bool,
        origin: ir::Origin,
    ) -> Versions {
        let Some(first) = edges.first() else {
            return self.cur.clone();
        };
        let refs: Vec<&Versions> = edges.iter().collect();
        let joined = differing(&refs);
        if joined.is_empty() {
            return first.clone();
        }
        let mut cur = first.clone();
        let mut phis = BTreeMap::new();
        for &v in &joined {
            let j = self.new_version(v);
            phis.insert(v, j);
            cur.insert(v, j);
        }
        let copies = |e: &Versions| -> Vec<Stmt> {
            phis.iter()
                .map(|(v, j)| {
                    Stmt::new(
                        StmtKind::Assign {
                            lhs: *j,
                            rhs: Expr::Var(e.get(v).copied().unwrap_or(*v)),
                        },
                        origin,
                    )
                })
                .collect()
        };
        let n_exits = edges.len() - usize::from(falls);
        let mut k = 0;
        insert_before_exits(body, label, &mut |_| {
            let c = edges.get(k).filter(|_| k < n_exits).map(copies);
            k += 1;
            c.unwrap_or_default()
        });
        if falls {
            if let Some(last) = edges.last() {
                body.extend(copies(last));
            }
        }
        cur
    }

    fn loop_(&mut self, s: Stmt, out: &mut Vec<Stmt>) -> bool {
        let origin = s.origin;
        let StmtKind::Loop(mut l) = s.kind else {
            return true;
        };
        let mut modified = BTreeSet::new();
        ir::visit::assigned_vars(&l.body, &mut modified);
        let carried: Vec<VarId> = modified
            .into_iter()
            .filter(|v| self.renamable(*v))
            .collect();
        let mut heads = BTreeMap::new();
        for &v in &carried {
            let before = self.version_of(v);
            let h = self.new_version(v);
            out.push(Stmt::new(
                StmtKind::Assign {
                    lhs: h,
                    rhs: Expr::Var(before),
                },
                origin,
            ));
            heads.insert(v, h);
            self.cur.insert(v, h);
        }
        for inv in &mut l.invariants {
            self.rename(&mut inv.cond);
        }
        self.exits.push((l.label, Vec::new()));
        let body = std::mem::take(&mut l.body);
        let (mut body, falls) = self.block(body);
        if falls {
            for (v, h) in &heads {
                let now = self.version_of(*v);
                if now != *h {
                    body.push(Stmt::new(
                        StmtKind::Assign {
                            lhs: *h,
                            rhs: Expr::Var(now),
                        },
                        origin,
                    ));
                }
            }
        }
        let edges = self.exits.pop().map(|(_, e)| e).unwrap_or_default();
        let any = !edges.is_empty();
        self.cur = self.join(l.label, &mut body, &edges, false, origin);
        l.body = body;
        out.push(Stmt::new(StmtKind::Loop(l), origin));
        any
    }
}

/// Variables whose versions differ between the given version maps, in id order.
fn differing(maps: &[&Versions]) -> Vec<VarId> {
    let keys: BTreeSet<VarId> = maps.iter().flat_map(|m| m.keys().copied()).collect();
    keys.into_iter()
        .filter(|v| {
            let first = maps[0].get(v).copied().unwrap_or(*v);
            maps.iter()
                .any(|m| m.get(v).copied().unwrap_or(*v) != first)
        })
        .collect()
}

/// Rename the variables of `e`; inside `old(…)` globals keep their entry version (the variable
/// itself, which is never assigned once renamed).
fn rename_in(p: &Program, cur: &Versions, e: &mut Expr, in_old: bool) {
    match e {
        Expr::Var(v) => {
            let keep = in_old && p.vars[*v].scope == VarScope::Global;
            if !keep {
                if let Some(n) = cur.get(v) {
                    *v = *n;
                }
            }
        }
        Expr::Old(inner) => rename_in(p, cur, inner, true),
        Expr::Bool(_) | Expr::Bv { .. } | Expr::Enabled => {}
        Expr::Accessed(..) | Expr::AccessOffset(..) => {}
        Expr::Load { group, index, .. } => {
            if let Some(g) = group {
                rename_in(p, cur, g, in_old);
            }
            rename_in(p, cur, index, in_old);
        }
        Expr::Unary(_, a) | Expr::Cast(_, a) | Expr::AtThread(_, a) | Expr::Other(a) => {
            rename_in(p, cur, a, in_old)
        }
        Expr::Binary(_, a, b) => {
            rename_in(p, cur, a, in_old);
            rename_in(p, cur, b, in_old);
        }
        Expr::Ite(c, a, b) => {
            rename_in(p, cur, c, in_old);
            rename_in(p, cur, a, in_old);
            rename_in(p, cur, b, in_old);
        }
        Expr::Apply(_, args) => args.iter_mut().for_each(|a| rename_in(p, cur, a, in_old)),
    }
}

/// Insert the statements `f` gives before each `exit label` in `b`, in program order.
fn insert_before_exits(b: &mut Block, label: LabelId, f: &mut dyn FnMut(usize) -> Vec<Stmt>) {
    let mut i = 0;
    while i < b.len() {
        if matches!(b[i].kind, StmtKind::Exit(l) if l == label) {
            let copies = f(i);
            let n = copies.len();
            b.splice(i..i, copies);
            i += n + 1;
            continue;
        }
        match &mut b[i].kind {
            StmtKind::If {
                then_body,
                else_body,
                ..
            } => {
                insert_before_exits(then_body, label, f);
                insert_before_exits(else_body, label, f);
            }
            StmtKind::Loop(l) => insert_before_exits(&mut l.body, label, f),
            StmtKind::Block { body, .. } | StmtKind::Once(body) => {
                insert_before_exits(body, label, f)
            }
            _ => {}
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests;
