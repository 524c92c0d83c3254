//! Generate the verification conditions of the two-thread IR kernel (`Props::TWO_THREAD`) as
//! SMT-LIB2 commands, with the same semantics as the Boogie back end gives the same program
//! (see `boogie::ir_to_bpl`; Boogie's own VC generation is what is mirrored here).
//!
//! **Encoding.** The structured body is executed symbolically, forwards: an environment maps
//! every variable and array to its current value, an SMT constant (an SSA version, `x@7`) or a
//! literal; an assignment defines a new version (`define-fun`), a havoc declares one. The path
//! condition is a Boolean constant (`%g5`) strengthened by `assume`s and branch conditions.
//! Where control flow joins (the end of an `if`, of a labelled block reached by `exit`s, the
//! exits of a loop) the path conditions are or-ed and each variable that differs gets a new
//! version `ite(g1, v1, ite(g2, v2, …))` (the path conditions of incoming edges exclude each
//! other). Code after an `exit` is dead and skipped.
//!
//! **Obligations.** `assert c` with path condition `g` defines a failure flag `%fN = g ∧ ¬c`
//! and continues with `g ∧ c` (an assertion is assumed after it is checked, as Boogie does),
//! so a query "some flag of this set is true" finds a first failing assertion on some path.
//! Every obligation is listed in [`Vc::obligations`] with its [`ir::AssertId`], how it fails,
//! and the current values of the variables a report may name (thread ids, race ghosts, kernel
//! parameters), to be read from the model with `get-value`.
//!
//! **Loops** are cut at their heads, as Boogie does: the invariants are checked on entry, the
//! variables and arrays the body may modify get fresh arbitrary versions, the invariants are
//! assumed, the body runs once, and the invariants are checked again at its end (the back
//! edge), after which that path ends; the loop's exits continue after it. With
//! [`Options::unroll`] (`--loop-unwind=N`), loops are unrolled instead, as Boogie's
//! `/loopUnroll:N`: the head's invariants are plain assertions checked before each of N
//! iterations and once more after them, where every path ends.
//!
//! **Modes in one formula.** Houdini candidates are guarded by a Boolean constant each (`%bN`,
//! [`Vc::candidates`]): a candidate contributes `%bN ∧ g ∧ ¬c` as its failure flag and
//! `%bN ⇒ c` as its assumption at the loop head. Unlike other assertions, a candidate loop
//! invariant is not assumed where it is checked (on entry, at the back edge): every candidate
//! is checked on its own, so one model refutes every candidate it falsifies, and Houdini
//! needs few rounds. This finds the same largest inductive set (a refutation needs only the
//! head assumptions, which hold for every subset), and is what Boogie's final check does
//! with a proved candidate, a free invariant assumed at the head only. Assertions that are not loop invariants are assumed only when
//! `%H` (the Houdini phase, where GPUVerify drops them) is false. The solver driver fixes
//! `%H` and the guards in push/pop scopes, so one formula serves every Houdini round and the
//! final check.
//!
//! Internal errors (constructs that must not reach a back end) are collected in
//! [`Vc::errors`], never panics.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::rc::Rc;

use ir::{
    ArrayId, AssertId, AssertKind, BinOp, CastOp, Expr, FuncId, LabelId, Program, Stmt, StmtKind,
    UnOp, VarId, VarRole, VarScope,
};

use super::ast::{Command, Op, Sort, Term};

mod global_id;
use crate::boogie::ir_to_bpl::{build_naming, collect_uses, Naming};
use crate::verdict::How;

/// How to generate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Unroll every loop this many times instead of cutting it at its invariants.
    pub unroll: Option<u32>,
    /// Products of two non-literal factors become an uninterpreted function (after sums and
    /// differences are multiplied out): an over-approximation, so a proof of the abstract
    /// conditions is a proof of the kernel, and one the prover finds far more easily where
    /// indices are `y * w + x` for a symbolic `w`; its counterexamples mean nothing.
    pub abstract_products: bool,
}

/// Which queries an obligation takes part in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A Houdini candidate (index into [`Vc::candidates`]): checked in the Houdini phase.
    Candidate(usize),
    /// A loop invariant that is not a candidate: checked in both phases.
    Invariant,
    /// Any other assertion: checked in the final check only.
    Assert,
}

/// One check of an obligation.
#[derive(Clone, Debug)]
pub struct Obligation {
    /// The obligation.
    pub id: AssertId,
    /// How a failure here is reported.
    pub how: How,
    /// The Boolean constant that is true when it fails.
    pub flag: Rc<str>,
    /// Which queries check it.
    pub class: Class,
    /// The terms holding the value of each reportable variable at this point.
    pub values: Vec<(VarId, Term)>,
}

/// A Houdini candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Its obligation.
    pub id: AssertId,
    /// The Boolean constant guarding it.
    pub guard: Rc<str>,
    /// The rule that proposed it.
    pub tag: String,
}

/// The verification conditions of a kernel.
#[derive(Clone, Debug)]
pub struct Vc {
    /// Declarations, definitions and axioms, in order.
    pub commands: Vec<Command>,
    /// Every check, in program order.
    pub obligations: Vec<Obligation>,
    /// Houdini candidates, in program order.
    pub candidates: Vec<Candidate>,
    /// The constant that is true in the Houdini phase.
    pub houdini: Rc<str>,
    /// Internal errors (constructs that must not reach this back end).
    pub errors: Vec<String>,
}

/// Current values: variables and arrays not in the maps hold their initial value.
#[derive(Clone, Debug, Default, PartialEq)]
struct Env {
    vars: BTreeMap<VarId, Term>,
    arrays: BTreeMap<ArrayId, Term>,
}

/// An edge into a join: its path condition and values.
type Edge = (Term, Env);

struct Gen<'p> {
    p: &'p Program,
    opts: Options,
    naming: Naming,
    array_sorts: BTreeMap<ArrayId, Sort>,
    out: Vec<Command>,
    declared: HashSet<Rc<str>>,
    funcs: HashMap<FuncId, Rc<str>>,
    n: u32,
    env: Env,
    g: Term,
    exits: Vec<(LabelId, Vec<Edge>)>,
    obligations: Vec<Obligation>,
    candidates: Vec<Candidate>,
    cand_index: HashMap<AssertId, usize>,
    reportable: Vec<VarId>,
    houdini: Rc<str>,
    errors: Vec<String>,
    /// The named global ids (see `global_id`).
    global_ids: HashMap<(ir::Dim, ir::Thread), Rc<str>>,
}

fn sort_of(t: ir::Type) -> Sort {
    match t {
        ir::Type::Bool => Sort::Bool,
        ir::Type::Bv(w) => Sort::Bv(w),
    }
}

fn bv(value: u128, width: u32) -> Term {
    Term::Bv { value, width }
}

fn bvop(name: &'static str, args: Vec<Term>) -> Term {
    Term::app(Op::Bv(name), args)
}

/// The variables a report may name: special values, race ghosts, kernel parameters, with
/// their thread copies.
fn reportable(p: &Program) -> Vec<VarId> {
    let mut out = BTreeSet::new();
    for (id, v) in p.vars.iter() {
        if matches!(v.role, VarRole::Special(_) | VarRole::RaceGhost { .. }) {
            out.insert(id);
            out.extend(v.copies.iter().flatten());
        }
    }
    if let Some(k) = p.kernel_proc() {
        for &v in &k.params {
            out.insert(v);
            out.extend(p.vars[v].copies.iter().flatten());
        }
    }
    out.into_iter().collect()
}

/// The variables and arrays a loop body may modify, skipping code after an `exit` (Boogie
/// prunes blocks no path reaches before it computes what a loop modifies). Returns whether
/// control can fall through the end of `b`.
fn modset(
    b: &[Stmt],
    vars: &mut BTreeSet<VarId>,
    arrays: &mut BTreeSet<ArrayId>,
    targeted: &mut HashSet<LabelId>,
) -> bool {
    for s in b {
        let falls = match &s.kind {
            StmtKind::Assign { lhs: v, .. } | StmtKind::Havoc(v) => {
                vars.insert(*v);
                true
            }
            StmtKind::Store { array, .. } | StmtKind::HavocArray(array) => {
                arrays.insert(*array);
                true
            }
            StmtKind::Atomic { array, result, .. } => {
                arrays.insert(*array);
                vars.extend(result.iter());
                true
            }
            StmtKind::Call { ret, .. } => {
                vars.extend(ret.iter());
                true
            }
            StmtKind::If {
                then_body,
                else_body,
                ..
            } => {
                let t = modset(then_body, vars, arrays, targeted);
                let e = modset(else_body, vars, arrays, targeted);
                t || e
            }
            StmtKind::Loop(l) => {
                modset(&l.body, vars, arrays, targeted);
                targeted.contains(&l.label)
            }
            StmtKind::Block { label, body, .. } => {
                let f = modset(body, vars, arrays, targeted);
                f || targeted.contains(label)
            }
            StmtKind::Once(body) => modset(body, vars, arrays, targeted),
            StmtKind::Exit(l) => {
                targeted.insert(*l);
                false
            }
            StmtKind::Assert { .. }
            | StmtKind::Assume(_)
            | StmtKind::Barrier { .. }
            | StmtKind::NamedBarrier { .. } => true,
        };
        if !falls {
            return false;
        }
    }
    true
}

impl<'p> Gen<'p> {
    fn fresh_name(&mut self, base: &str) -> Rc<str> {
        self.n += 1;
        Rc::from(format!("{base}@{}", self.n).as_str())
    }

    fn internal(&mut self, what: String) -> Term {
        self.errors.push(what);
        Term::Bool(false)
    }

    fn declare(&mut self, name: Rc<str>, params: Vec<Sort>, ret: Sort) {
        if self.declared.insert(name.clone()) {
            self.out.push(Command::DeclareFun { name, params, ret });
        }
    }

    /// Name `body` as a new constant (unless it is a literal or a constant already).
    fn define(&mut self, base: &str, sort: Sort, body: Term) -> Term {
        if body.is_atom() {
            return body;
        }
        let name = self.fresh_name(base);
        self.out.push(Command::DefineConst {
            name: name.clone(),
            sort,
            body,
        });
        Term::Sym(name)
    }

    fn define_bool(&mut self, base: &str, body: Term) -> Term {
        self.define(base, Sort::Bool, body)
    }

    fn var_sort(&self, v: VarId) -> Sort {
        sort_of(self.p.vars[v].ty)
    }

    fn array_sort(&self, a: ArrayId) -> Sort {
        self.array_sorts.get(&a).cloned().unwrap_or_else(|| {
            Sort::Array(
                Box::new(Sort::Bv(32)),
                Box::new(sort_of(self.p.arrays[a].elem)),
            )
        })
    }

    /// The initial value of a variable, declared on first use.
    fn initial_var(&mut self, v: VarId) -> Term {
        let name: Rc<str> = Rc::from(self.naming.var(v));
        let sort = self.var_sort(v);
        self.declare(name.clone(), vec![], sort);
        Term::Sym(name)
    }

    fn initial_array(&mut self, a: ArrayId) -> Term {
        let name: Rc<str> = Rc::from(self.naming.array(a));
        let sort = self.array_sort(a);
        self.declare(name.clone(), vec![], sort);
        Term::Sym(name)
    }

    fn var(&mut self, v: VarId, old: bool) -> Term {
        let d = &self.p.vars[v];
        if (old && d.scope == VarScope::Global) || !self.env.vars.contains_key(&v) {
            return self.initial_var(v);
        }
        self.env.vars[&v].clone()
    }

    fn array(&mut self, a: ArrayId, old: bool) -> Term {
        if old || !self.env.arrays.contains_key(&a) {
            return self.initial_array(a);
        }
        self.env.arrays[&a].clone()
    }

    fn expr(&mut self, e: &Expr, old: bool) -> Term {
        match e {
            Expr::Bool(b) => Term::Bool(*b),
            Expr::Bv { value, width } => bv(*value, *width),
            Expr::Var(v) => self.var(*v, old),
            Expr::Load {
                array,
                group,
                index,
            } => {
                let mut t = self.array(*array, old);
                if let Some(g) = group {
                    let g = self.expr(g, old);
                    t = Term::app(Op::Select, vec![t, g]);
                }
                let i = self.expr(index, old);
                Term::app(Op::Select, vec![t, i])
            }
            Expr::Unary(UnOp::Not, a) => Term::not(self.expr(a, old)),
            Expr::Unary(UnOp::Neg, a) => bvop("bvneg", vec![self.expr(a, old)]),
            Expr::Unary(UnOp::BvNot, a) => bvop("bvnot", vec![self.expr(a, old)]),
            Expr::Binary(BinOp::Mul, a, b)
                if self.opts.abstract_products && !a.is_literal() && !b.is_literal() =>
            {
                self.product(a, b, old)
            }
            Expr::Binary(op, a, b) => {
                if let Some(key) = self.p.global_id_of(*op, a, b) {
                    return self.global_id(key, a, b);
                }
                let (x, y) = (self.expr(a, old), self.expr(b, old));
                binary(*op, x, y)
            }
            Expr::Ite(c, a, b) => {
                let c = self.expr(c, old);
                let (a, b) = (self.expr(a, old), self.expr(b, old));
                match c {
                    Term::Bool(true) => a,
                    Term::Bool(false) => b,
                    c => Term::app(Op::Ite, vec![c, a, b]),
                }
            }
            Expr::Cast(op, a) => {
                let from = self.p.type_of(a).width();
                let x = self.expr(a, old);
                self.cast(*op, from, x)
            }
            Expr::Apply(f, args) => {
                let name = self.func(*f);
                let args = args.iter().map(|a| self.expr(a, old)).collect();
                Term::app(Op::Uf(name), args)
            }
            Expr::Old(a) => self.expr(a, true),
            Expr::AtThread(..)
            | Expr::Other(..)
            | Expr::Enabled
            | Expr::Accessed(..)
            | Expr::AccessOffset(..) => {
                let s = ir::display::expr_to_string(self.p, e);
                self.internal(format!(
                    "thread-relative expression `{s}` reached the smt2 back end"
                ))
            }
        }
    }

    /// `a * b` under [`Options::abstract_products`]: a sum or difference factor is multiplied
    /// out (`(y + 1) * w` is `y * w + w`, so that the products of neighbouring indices are
    /// one and the same term), and what remains is `uf.mul<w>` of the two factors in a fixed
    /// order (multiplication commutes).
    fn product(&mut self, a: &Expr, b: &Expr, old: bool) -> Term {
        const MAX_TERMS: usize = 8;
        let terms = |e: &Expr| {
            let mut n = 1;
            ir::visit::walk_expr(e, &mut |x| {
                n += usize::from(matches!(x, Expr::Binary(BinOp::Add | BinOp::Sub, ..)))
            });
            n
        };
        if terms(a) * terms(b) <= MAX_TERMS {
            let mul = |x: &Expr, y: &Expr| Expr::binary(BinOp::Mul, x.clone(), y.clone());
            if let Expr::Binary(op @ (BinOp::Add | BinOp::Sub), x, y) = a {
                return self.expr(&Expr::binary(*op, mul(x, b), mul(y, b)), old);
            }
            if let Expr::Binary(op @ (BinOp::Add | BinOp::Sub), x, y) = b {
                return self.expr(&Expr::binary(*op, mul(a, x), mul(a, y)), old);
            }
        }
        let width = self.p.type_of(a).width();
        let (x, y) = (self.expr(a, old), self.expr(b, old));
        let (x, y) = if format!("{x:?}") <= format!("{y:?}") {
            (x, y)
        } else {
            (y, x)
        };
        let name: Rc<str> = Rc::from(format!("uf.mul{width}").as_str());
        self.declare(name.clone(), vec![Sort::Bv(width); 2], Sort::Bv(width));
        Term::app(Op::Uf(name), vec![x, y])
    }

    fn func(&mut self, f: FuncId) -> Rc<str> {
        if let Some(n) = self.funcs.get(&f) {
            return n.clone();
        }
        let fd = &self.p.funcs[f];
        let name: Rc<str> =
            Rc::from(format!("uf.{}", crate::boogie::ir_to_bpl::sanitize(&fd.name)).as_str());
        let params = fd.params.iter().map(|t| sort_of(*t)).collect();
        let ret = sort_of(fd.ret);
        self.declare(name.clone(), params, ret);
        self.funcs.insert(f, name.clone());
        name
    }

    fn cast(&mut self, op: CastOp, from: u32, x: Term) -> Term {
        match op {
            CastOp::ZeroExt(w) | CastOp::SignExt(w) if w == from => x,
            CastOp::ZeroExt(w) | CastOp::SignExt(w) if w < from => {
                if w == 0 {
                    return self.internal("a cast to width 0".into());
                }
                Term::app(Op::Extract(w - 1, 0), vec![x])
            }
            CastOp::ZeroExt(w) => Term::app(Op::ZeroExtend(w - from), vec![x]),
            CastOp::SignExt(w) => Term::app(Op::SignExtend(w - from), vec![x]),
            CastOp::Extract { hi, lo } => {
                if hi <= lo {
                    return self.internal(format!("an empty extract [{hi}:{lo}]"));
                }
                Term::app(Op::Extract(hi - 1, lo), vec![x])
            }
            CastOp::FromBool(w) => Term::app(Op::Ite, vec![x, bv(1, w), bv(0, w)]),
            CastOp::ToBool => Term::not(Term::app(Op::Eq, vec![x, bv(0, from)])),
        }
    }

    /// Strengthen the path condition.
    fn assume(&mut self, c: Term) {
        let g = Term::and(self.g.clone(), c);
        self.g = self.define_bool("%g", g);
    }

    fn candidate(&mut self, id: AssertId) -> usize {
        if let Some(&i) = self.cand_index.get(&id) {
            return i;
        }
        let tag = match &self.p.asserts[id].kind {
            AssertKind::Invariant { tag: Some(t) } => t.clone(),
            _ => "candidate".to_string(),
        };
        let guard: Rc<str> = Rc::from(format!("%b{}", id.0).as_str());
        self.declare(guard.clone(), vec![], Sort::Bool);
        self.candidates.push(Candidate { id, guard, tag });
        self.cand_index.insert(id, self.candidates.len() - 1);
        self.candidates.len() - 1
    }

    /// Check an obligation here, then assume it (see the module header). `head` is true for
    /// loop invariants.
    fn obligation(&mut self, id: AssertId, cond: &Expr, how: How, head: bool) {
        let c = self.expr(cond, false);
        let info = &self.p.asserts[id];
        if info.candidate {
            let i = self.candidate(id);
            let guard = Term::Sym(self.candidates[i].guard.clone());
            if !matches!(c, Term::Bool(true)) {
                let fail = Term::and(
                    Term::and(self.g.clone(), guard.clone()),
                    Term::not(c.clone()),
                );
                self.flag(id, how, Class::Candidate(i), fail, false);
            }
            // A candidate loop invariant is not assumed where it is checked: each is checked
            // on its own, so that one model can refute many (see the module header). Proved,
            // it is assumed at the loop head only, as Boogie assumes a free invariant.
            if !head {
                self.assume(Term::implies(guard, c));
            }
            return;
        }
        if matches!(c, Term::Bool(true)) {
            return;
        }
        let fail = Term::and(self.g.clone(), Term::not(c.clone()));
        if head {
            self.flag(id, how, Class::Invariant, fail, true);
            self.assume(c);
        } else {
            self.flag(id, how, Class::Assert, fail, true);
            let h = Term::Sym(self.houdini.clone());
            self.assume(Term::or(h, c));
        }
    }

    fn flag(&mut self, id: AssertId, how: How, class: Class, fail: Term, values: bool) {
        let name = self.fresh_name("%f");
        self.out.push(Command::DefineConst {
            name: name.clone(),
            sort: Sort::Bool,
            body: fail,
        });
        let values = if values {
            let vs = self.reportable.clone();
            vs.into_iter()
                .filter_map(|v| self.env.vars.get(&v).map(|t| (v, t.clone())))
                .collect()
        } else {
            Vec::new()
        };
        self.obligations.push(Obligation {
            id,
            how,
            flag: name,
            class,
            values,
        });
    }

    /// Assume the loop's invariants at its head (candidates under their guards).
    fn assume_invariants(&mut self, l: &ir::Loop) {
        for inv in &l.invariants {
            let c = self.expr(&inv.cond, false);
            if self.p.asserts[inv.id].candidate {
                let i = self.candidate(inv.id);
                let guard = Term::Sym(self.candidates[i].guard.clone());
                self.assume(Term::implies(guard, c));
            } else {
                self.assume(c);
            }
        }
    }

    fn block(&mut self, b: &[Stmt]) {
        for s in b {
            if self.g == Term::Bool(false) {
                return;
            }
            self.stmt(s);
        }
    }

    fn new_version(&mut self, v: VarId, t: Term) {
        let t = if t.is_atom() {
            t
        } else {
            let base = self.naming.var(v).to_string();
            let sort = self.var_sort(v);
            self.define(&base, sort, t)
        };
        self.env.vars.insert(v, t);
    }

    fn new_array_version(&mut self, a: ArrayId, t: Term) {
        let t = if t.is_atom() {
            t
        } else {
            let base = self.naming.array(a).to_string();
            let sort = self.array_sort(a);
            self.define(&base, sort, t)
        };
        self.env.arrays.insert(a, t);
    }

    fn havoc(&mut self, v: VarId) {
        let base = self.naming.var(v).to_string();
        let name = self.fresh_name(&base);
        let sort = self.var_sort(v);
        self.declare(name.clone(), vec![], sort);
        self.env.vars.insert(v, Term::Sym(name));
    }

    fn havoc_array(&mut self, a: ArrayId) {
        let base = self.naming.array(a).to_string();
        let name = self.fresh_name(&base);
        let sort = self.array_sort(a);
        self.declare(name.clone(), vec![], sort);
        self.env.arrays.insert(a, Term::Sym(name));
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => {
                let t = self.expr(rhs, false);
                self.new_version(*lhs, t);
            }
            StmtKind::Store {
                array,
                group,
                index,
                value,
            } => {
                let a = self.array(*array, false);
                let i = self.expr(index, false);
                let v = self.expr(value, false);
                let t = match group {
                    Some(g) => {
                        let g = self.expr(g, false);
                        let inner = Term::app(Op::Select, vec![a.clone(), g.clone()]);
                        let inner = Term::app(Op::Store, vec![inner, i, v]);
                        Term::app(Op::Store, vec![a, g, inner])
                    }
                    None => Term::app(Op::Store, vec![a, i, v]),
                };
                self.new_array_version(*array, t);
            }
            StmtKind::Havoc(v) => self.havoc(*v),
            StmtKind::HavocArray(a) => self.havoc_array(*a),
            StmtKind::Atomic { array, result, .. } => {
                if let Some(r) = result {
                    self.havoc(*r);
                }
                self.havoc_array(*array);
            }
            StmtKind::Assert { id, cond } => self.obligation(*id, cond, How::Assert, false),
            StmtKind::Assume(c) => {
                let c = self.expr(c, false);
                self.assume(c);
            }
            StmtKind::If {
                cond,
                then_body,
                else_body,
                ..
            } => {
                let c = self.expr(cond, false);
                match c {
                    Term::Bool(true) => self.block(then_body),
                    Term::Bool(false) => self.block(else_body),
                    c => {
                        let c = self.define_bool("%c", c);
                        let (g0, env0) = (self.g.clone(), self.env.clone());
                        self.assume(c.clone());
                        self.block(then_body);
                        let then_edge = (
                            std::mem::replace(&mut self.g, g0),
                            std::mem::replace(&mut self.env, env0),
                        );
                        self.assume(Term::not(c));
                        self.block(else_body);
                        let else_edge = (self.g.clone(), std::mem::take(&mut self.env));
                        self.join(vec![then_edge, else_edge]);
                    }
                }
            }
            StmtKind::Loop(l) => match self.opts.unroll {
                Some(n) => self.unrolled_loop(l, n),
                None => self.cut_loop(l),
            },
            StmtKind::Block { label, body, .. } => {
                self.exits.push((*label, Vec::new()));
                self.block(body);
                let mut edges = self.exits.pop().map(|(_, e)| e).unwrap_or_default();
                edges.push((self.g.clone(), std::mem::take(&mut self.env)));
                self.join(edges);
            }
            StmtKind::Exit(l) => match self.exits.iter().rposition(|(x, _)| x == l) {
                Some(i) => {
                    let edge = (self.g.clone(), self.env.clone());
                    self.exits[i].1.push(edge);
                    self.g = Term::Bool(false);
                }
                None => {
                    self.errors
                        .push(format!("exit to {l}, which does not enclose it"));
                }
            },
            StmtKind::Call { .. }
            | StmtKind::Barrier { .. }
            | StmtKind::NamedBarrier { .. }
            | StmtKind::Once(_) => {
                let what = match &s.kind {
                    StmtKind::Call { .. } => "call",
                    StmtKind::Barrier { .. } => "barrier",
                    StmtKind::NamedBarrier { .. } => "named barrier",
                    _ => "once block",
                };
                self.errors
                    .push(format!("{what} statement reached the smt2 back end"));
                self.g = Term::Bool(false);
            }
        }
    }

    fn cut_loop(&mut self, l: &ir::Loop) {
        for inv in &l.invariants {
            self.obligation(inv.id, &inv.cond, How::InvariantEntry, true);
        }
        let (mut vars, mut arrays, mut targeted) = Default::default();
        modset(&l.body, &mut vars, &mut arrays, &mut targeted);
        for v in vars {
            self.havoc(v);
        }
        for a in arrays {
            self.havoc_array(a);
        }
        self.assume_invariants(l);
        self.exits.push((l.label, Vec::new()));
        self.block(&l.body);
        if self.g != Term::Bool(false) {
            for inv in &l.invariants {
                self.obligation(inv.id, &inv.cond, How::InvariantMaintained, true);
            }
        }
        let edges = self.exits.pop().map(|(_, e)| e).unwrap_or_default();
        self.g = Term::Bool(false);
        self.join(edges);
    }

    fn unrolled_loop(&mut self, l: &ir::Loop, n: u32) {
        self.exits.push((l.label, Vec::new()));
        // A loop's exit test may open its body (`while`, `for`): n complete iterations need
        // a further copy to leave the loop after the n-th, so n + 1 copies are explored.
        for _ in 0..=n {
            for inv in &l.invariants {
                self.obligation(inv.id, &inv.cond, How::Assert, true);
            }
            self.block(&l.body);
            if self.g == Term::Bool(false) {
                break;
            }
        }
        if self.g != Term::Bool(false) {
            for inv in &l.invariants {
                self.obligation(inv.id, &inv.cond, How::Assert, true);
            }
        }
        let edges = self.exits.pop().map(|(_, e)| e).unwrap_or_default();
        self.g = Term::Bool(false);
        self.join(edges);
    }

    /// Continue from several edges (see the module header).
    fn join(&mut self, edges: Vec<Edge>) {
        let mut edges: Vec<Edge> = edges
            .into_iter()
            .filter(|(g, _)| *g != Term::Bool(false))
            .collect();
        match edges.len() {
            0 => {
                self.g = Term::Bool(false);
                return;
            }
            1 => {
                let (g, env) = edges.pop().unwrap_or((Term::Bool(false), Env::default()));
                self.g = g;
                self.env = env;
                return;
            }
            _ => {}
        }
        let any = edges
            .iter()
            .map(|(g, _)| g.clone())
            .reduce(Term::or)
            .unwrap_or(Term::Bool(false));
        let g = self.define_bool("%g", any);
        let vars: BTreeSet<VarId> = edges
            .iter()
            .flat_map(|(_, e)| e.vars.keys().copied())
            .collect();
        let arrays: BTreeSet<ArrayId> = edges
            .iter()
            .flat_map(|(_, e)| e.arrays.keys().copied())
            .collect();
        let mut env = Env::default();
        for v in vars {
            let vals: Vec<Term> = edges
                .iter()
                .map(|(_, e)| e.vars.get(&v).cloned())
                .collect::<Vec<_>>()
                .into_iter()
                .map(|t| match t {
                    Some(t) => t,
                    None => self.initial_var(v),
                })
                .collect();
            let t = self.merge(&edges, vals);
            let t = if t.is_atom() {
                t
            } else {
                let base = self.naming.var(v).to_string();
                let sort = self.var_sort(v);
                self.define(&base, sort, t)
            };
            env.vars.insert(v, t);
        }
        for a in arrays {
            let vals: Vec<Term> = edges
                .iter()
                .map(|(_, e)| e.arrays.get(&a).cloned())
                .collect::<Vec<_>>()
                .into_iter()
                .map(|t| match t {
                    Some(t) => t,
                    None => self.initial_array(a),
                })
                .collect();
            let t = self.merge(&edges, vals);
            let t = if t.is_atom() {
                t
            } else {
                let base = self.naming.array(a).to_string();
                let sort = self.array_sort(a);
                self.define(&base, sort, t)
            };
            env.arrays.insert(a, t);
        }
        self.g = g;
        self.env = env;
    }

    /// `ite(g1, v1, ite(g2, v2, … vn))` over the edges' path conditions, or the common value.
    fn merge(&mut self, edges: &[Edge], vals: Vec<Term>) -> Term {
        if vals.iter().all(|v| *v == vals[0]) {
            return vals[0].clone();
        }
        let mut it = vals.into_iter().rev();
        let mut t = it.next().unwrap_or(Term::Bool(false));
        for (i, v) in it.enumerate() {
            let g = edges[edges.len() - 2 - i].0.clone();
            t = if v == t {
                t
            } else {
                Term::app(Op::Ite, vec![g, v, t])
            };
        }
        t
    }
}

fn binary(op: BinOp, x: Term, y: Term) -> Term {
    use BinOp::*;
    let name = match op {
        Eq => return Term::app(Op::Eq, vec![x, y]),
        Ne => return Term::not(Term::app(Op::Eq, vec![x, y])),
        And => return Term::and(x, y),
        Or => return Term::or(x, y),
        Implies => return Term::implies(x, y),
        Concat => "concat",
        Add => "bvadd",
        Sub => "bvsub",
        Mul => "bvmul",
        SDiv => "bvsdiv",
        UDiv => "bvudiv",
        SRem => "bvsrem",
        URem => "bvurem",
        Shl => "bvshl",
        AShr => "bvashr",
        LShr => "bvlshr",
        BvAnd => "bvand",
        BvOr => "bvor",
        BvXor => "bvxor",
        Slt => "bvslt",
        Sle => "bvsle",
        Sgt => "bvsgt",
        Sge => "bvsge",
        Ult => "bvult",
        Ule => "bvule",
        Ugt => "bvugt",
        Uge => "bvuge",
    };
    bvop(name, vec![x, y])
}

/// Generate the verification conditions of the program's kernel.
pub fn lower(p: &Program, opts: Options) -> Vc {
    let empty = Vec::new();
    let body = p
        .kernel_proc()
        .and_then(|k| k.body.as_ref())
        .unwrap_or(&empty);
    let mut errors = Vec::new();
    if p.kernel_proc().is_none() {
        errors.push("the program has no kernel".to_string());
    }
    if !p.props.contains(ir::Props::TWO_THREAD) {
        errors.push("the smt2 back end needs a two-thread program".to_string());
    }
    let uses = collect_uses(p, body);
    let array_sorts = uses
        .arrays
        .iter()
        .map(|(a, (grouped, index))| {
            let idx = sort_of(index.unwrap_or(ir::Type::Bv(32)));
            let mut s = Sort::Array(Box::new(idx), Box::new(sort_of(p.arrays[*a].elem)));
            if *grouped {
                s = Sort::Array(Box::new(Sort::Bv(1)), Box::new(s));
            }
            (*a, s)
        })
        .collect();
    let houdini: Rc<str> = Rc::from("%H");
    let mut gen = Gen {
        p,
        opts,
        naming: build_naming(p),
        array_sorts,
        out: Vec::new(),
        declared: HashSet::new(),
        funcs: HashMap::new(),
        n: 0,
        env: Env::default(),
        g: Term::Bool(true),
        exits: Vec::new(),
        obligations: Vec::new(),
        candidates: Vec::new(),
        cand_index: HashMap::new(),
        reportable: reportable(p),
        houdini: houdini.clone(),
        errors: Vec::new(),
        global_ids: HashMap::new(),
    };
    gen.declare(houdini.clone(), vec![], Sort::Bool);
    // Every candidate is proposed, even one in code no path reaches (which Houdini keeps).
    ir::visit::walk_stmts(body, &mut |s| {
        if let StmtKind::Loop(l) = &s.kind {
            for inv in &l.invariants {
                if p.asserts[inv.id].candidate {
                    gen.candidate(inv.id);
                }
            }
        }
    });
    for ax in &p.axioms {
        let t = gen.expr(ax, false);
        gen.out.push(Command::Assert(t));
    }
    gen.block(body);
    // Values still at their initial version are the initial constants, when declared.
    let mut obligations = std::mem::take(&mut gen.obligations);
    for o in &mut obligations {
        if !matches!(o.class, Class::Candidate(_)) {
            let have: BTreeSet<VarId> = o.values.iter().map(|(v, _)| *v).collect();
            for v in gen.reportable.clone() {
                if !have.contains(&v) && gen.declared.contains(gen.naming.var(v)) {
                    let t = Term::sym(gen.naming.var(v));
                    o.values.push((v, t));
                }
            }
            o.values.sort_by_key(|(v, _)| *v);
        }
    }
    errors.extend(std::mem::take(&mut gen.errors));
    Vc {
        commands: gen.out,
        obligations,
        candidates: gen.candidates,
        houdini,
        errors,
    }
}
