//! Lower the two-thread IR kernel (`Props::TWO_THREAD`) into the Boogie AST: globals become
//! `const`/`var` declarations, axioms `axiom`s, and the structured kernel body one unstructured
//! implementation of `procedure {:kernel} $<name>()`.
//!
//! Control flow: `If` becomes a `goto` to two blocks starting with `assume c` / `assume !c`;
//! `Loop` a header block whose leading commands are the invariants as asserts (Boogie's loop
//! invariant convention, which Houdini relies on) followed by a `goto` to the body and a back
//! edge; `Block`/`Exit` gotos to the block's end label. Every assert and invariant carries
//! `{:aid N}` (and `{:thread t}`); non-candidate asserts are preceded by
//! `assume {:captureState "s<N>"} true;` so counterexample values at the failure are readable.
//!
//! Statements that must not survive to this stage (`Call`, `Barrier`, `Once`) and
//! thread-relative expressions (`AtThread`, `Enabled`, `Accessed`, `AccessOffset`) are internal
//! errors: they are recorded in [`Lowered::errors`] (lowered as `assert false` so the output is
//! still well-formed and never verifies), never panics. `Atomic` is lowered as "havoc the result,
//! havoc the array", a sound over-approximation.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use ir::{
    ArrayId, AssertId, AssertKind, BinOp as IrBinOp, CastOp, Expr as IrExpr, LabelId, Program,
    StmtKind, UnOp, VarId, VarRole, VarScope,
};

use super::ast::{
    Attr, BasicBlock, BinOp, Cmd, Decl, Expr, Procedure, Program as BplProgram, Transfer, Type,
};

/// Which variant of the program to produce.
#[derive(Clone, Copy, Debug)]
pub enum Mode<'m> {
    /// Everything: candidates guarded by existential constants, all asserts.
    Full,
    /// The Houdini run: candidates and non-candidate loop invariants only (other asserts are
    /// dropped, as GPUVerify's cruncher does, so that their failures cannot stop Houdini).
    Houdini,
    /// The final check: candidates proved by Houdini (`true` in the map) become `assume`s,
    /// the others are dropped; no existential constants.
    Final(&'m BTreeMap<AssertId, bool>),
}

/// Boogie names of IR variables and arrays.
#[derive(Clone, Debug, Default)]
pub struct Naming {
    /// Name of each variable, by index.
    pub vars: Vec<String>,
    /// Name of each array, by index.
    pub arrays: Vec<String>,
    /// Variables emitted as `const`.
    pub constants: BTreeSet<VarId>,
}

impl Naming {
    /// The Boogie name of a variable.
    pub fn var(&self, v: VarId) -> &str {
        &self.vars[v.0 as usize]
    }
    /// The Boogie name of an array.
    pub fn array(&self, a: ArrayId) -> &str {
        &self.arrays[a.0 as usize]
    }
}

/// A Houdini candidate in the output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Its obligation.
    pub id: AssertId,
    /// The existential constant guarding it (`_b<N>`).
    pub constant: String,
    /// The rule that proposed it.
    pub tag: String,
}

/// The result of lowering.
#[derive(Clone, Debug)]
pub struct Lowered {
    /// The Boogie program.
    pub program: BplProgram,
    /// Names used.
    pub naming: Naming,
    /// Candidates guarded by existential constants (empty in [`Mode::Final`]).
    pub candidates: Vec<Candidate>,
    /// Internal errors (constructs that must not reach the back end).
    pub errors: Vec<String>,
}

/// A name with every character Boogie (and SMT-LIB2) identifiers cannot hold replaced by `_`.
pub(crate) fn sanitize(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$') {
                c
            } else {
                '_'
            }
        })
        .collect()
}

fn thread_suffix(t: Option<ir::Thread>) -> String {
    t.map(|t| format!("${}", t.number())).unwrap_or_default()
}

struct Uniq(BTreeSet<String>);

impl Uniq {
    /// A base name not used yet, also free with `$1`/`$2` appended.
    fn base(&mut self, want: &str) -> String {
        let free = |s: &BTreeSet<String>, b: &str| {
            !s.contains(b) && !s.contains(&format!("{b}$1")) && !s.contains(&format!("{b}$2"))
        };
        let mut b = want.to_string();
        let mut n = 0;
        while !free(&self.0, &b) {
            n += 1;
            b = format!("{want}.{n}");
        }
        self.0.insert(b.clone());
        b
    }
}

/// Give every variable and array a unique Boogie name: user values `$name` (made unique with
/// `.1`, `.2`), arrays `$$name`, special values and race ghosts GPUVerify-style; thread copies
/// get `$1`/`$2` after the base of their original.
pub fn build_naming(p: &Program) -> Naming {
    let mut used = Uniq(BTreeSet::new());
    let mut arr_orig: HashMap<ArrayId, ArrayId> = HashMap::new();
    for (id, a) in p.arrays.iter() {
        if let Some(cs) = a.copies {
            cs.iter().for_each(|c| {
                arr_orig.insert(*c, id);
            });
        }
    }
    let mut arr_base: Vec<String> = vec![String::new(); p.arrays.len()];
    for (id, a) in p.arrays.iter() {
        if !arr_orig.contains_key(&id) {
            arr_base[id.0 as usize] = used.base(&format!("$${}", sanitize(&a.name)));
        }
    }
    for (id, _) in p.arrays.iter() {
        if let Some(o) = arr_orig.get(&id) {
            arr_base[id.0 as usize] = arr_base[o.0 as usize].clone();
        }
    }
    let arrays = p
        .arrays
        .iter()
        .map(|(id, a)| format!("{}{}", arr_base[id.0 as usize], thread_suffix(a.thread)))
        .collect();

    let mut var_orig: HashMap<VarId, VarId> = HashMap::new();
    for (id, v) in p.vars.iter() {
        if let Some(cs) = v.copies {
            cs.iter().for_each(|c| {
                var_orig.insert(*c, id);
            });
        }
    }
    let mut var_base = vec![String::new(); p.vars.len()];
    for (id, v) in p.vars.iter() {
        if var_orig.contains_key(&id) {
            continue;
        }
        let want = match &v.role {
            VarRole::Special(s) => s.name(),
            VarRole::RaceGhost {
                array: Some(a),
                what,
            } => format!("_{}_{}", sanitize(what), arr_base[a.0 as usize]),
            VarRole::RaceGhost { array: None, what } => format!("_{}", sanitize(what)),
            _ => format!("${}", sanitize(&v.name)),
        };
        var_base[id.0 as usize] = used.base(&want);
    }
    for (id, _) in p.vars.iter() {
        if let Some(o) = var_orig.get(&id) {
            var_base[id.0 as usize] = var_base[o.0 as usize].clone();
        }
    }
    let vars = p
        .vars
        .iter()
        .map(|(id, v)| format!("{}{}", var_base[id.0 as usize], thread_suffix(v.thread)))
        .collect();
    Naming {
        vars,
        arrays,
        constants: BTreeSet::new(),
    }
}

/// Facts about the arrays and variables the kernel uses.
#[derive(Default)]
pub(crate) struct Uses {
    /// Variables used.
    pub(crate) vars: BTreeSet<VarId>,
    /// Arrays used: whether with a group selector, and the type of the first index seen.
    pub(crate) arrays: BTreeMap<ArrayId, (bool, Option<ir::Type>)>,
}

impl Uses {
    fn array(&mut self, a: ArrayId, grouped: bool, index: Option<ir::Type>) {
        let e = self.arrays.entry(a).or_insert((false, None));
        e.0 |= grouped;
        if e.1.is_none() {
            e.1 = index;
        }
    }
    fn expr(&mut self, p: &Program, e: &IrExpr) {
        ir::visit::walk_expr(e, &mut |x| match x {
            IrExpr::Var(v) => {
                self.vars.insert(*v);
            }
            IrExpr::Load {
                array,
                group,
                index,
            } => self.array(*array, group.is_some(), Some(p.type_of(index))),
            _ => {}
        });
    }
}

/// What the axioms and `body` use.
pub(crate) fn collect_uses(p: &Program, body: &ir::Block) -> Uses {
    let mut u = Uses::default();
    for ax in &p.axioms {
        u.expr(p, ax);
    }
    ir::visit::walk_stmts(body, &mut |s| {
        ir::visit::stmt_exprs(s, &mut |e| u.expr(p, e));
        match &s.kind {
            StmtKind::Assign { lhs, .. } | StmtKind::Havoc(lhs) => {
                u.vars.insert(*lhs);
            }
            StmtKind::Store {
                array,
                group,
                index,
                ..
            } => u.array(*array, group.is_some(), Some(p.type_of(index))),
            StmtKind::HavocArray(a) => u.array(*a, false, None),
            StmtKind::Atomic {
                array,
                index,
                result,
                ..
            } => {
                u.array(*array, false, Some(p.type_of(index)));
                if let Some(r) = result {
                    u.vars.insert(*r);
                }
            }
            StmtKind::Call { ret: Some(r), .. } => {
                u.vars.insert(*r);
            }
            _ => {}
        }
    });
    u
}

fn ty(t: ir::Type) -> Type {
    match t {
        ir::Type::Bool => Type::Bool,
        ir::Type::Bv(w) => Type::Bv(w),
    }
}

fn bv(value: u128, width: u32) -> Expr {
    Expr::Bv { value, width }
}

struct Lower<'p, 'm> {
    p: &'p Program,
    mode: Mode<'m>,
    naming: &'p Naming,
    blocks: Vec<BasicBlock>,
    label: String,
    cmds: Vec<Cmd>,
    n_blocks: u32,
    exits: Vec<(LabelId, String)>,
    funcs: BTreeMap<String, Decl>,
    errors: Vec<String>,
    candidates: Vec<Candidate>,
}

impl<'p, 'm> Lower<'p, 'm> {
    fn fresh(&mut self, what: &str) -> String {
        self.n_blocks += 1;
        format!("${what}{}", self.n_blocks)
    }

    /// End the current block with `transfer` and continue in a new block `next`.
    fn seal(&mut self, transfer: Transfer, next: String) {
        let label = std::mem::replace(&mut self.label, next);
        let cmds = std::mem::take(&mut self.cmds);
        self.blocks.push(BasicBlock {
            label,
            cmds,
            transfer,
        });
    }

    fn bv_func(&mut self, name: String, builtin: String, params: Vec<Type>, ret: Type) -> String {
        self.funcs
            .entry(name.clone())
            .or_insert_with(|| Decl::Function {
                attrs: vec![Attr::string("bvbuiltin", builtin)],
                name: name.clone(),
                params,
                ret,
            });
        name
    }

    fn internal(&mut self, what: String) -> Expr {
        self.errors.push(what);
        Expr::Bool(false)
    }

    fn expr(&mut self, e: &IrExpr) -> Expr {
        match e {
            IrExpr::Bool(b) => Expr::Bool(*b),
            IrExpr::Bv { value, width } => bv(*value, *width),
            IrExpr::Var(v) => Expr::var(self.naming.var(*v)),
            IrExpr::Load {
                array,
                group,
                index,
            } => {
                let mut idx = Vec::new();
                if let Some(g) = group {
                    idx.push(self.expr(g));
                }
                idx.push(self.expr(index));
                Expr::Select(Box::new(Expr::var(self.naming.array(*array))), idx)
            }
            IrExpr::Unary(UnOp::Not, a) => Expr::Not(Box::new(self.expr(a))),
            IrExpr::Unary(op, a) => {
                let w = self.p.type_of(a).width();
                let (n, b) = if *op == UnOp::Neg {
                    ("NEG", "bvneg")
                } else {
                    ("NOT", "bvnot")
                };
                let f = self.bv_func(
                    format!("BV{w}_{n}"),
                    b.into(),
                    vec![Type::Bv(w)],
                    Type::Bv(w),
                );
                Expr::Call(f, vec![self.expr(a)])
            }
            IrExpr::Binary(op, a, b) => self.binary(*op, a, b),
            IrExpr::Ite(c, a, b) => Expr::Ite(
                Box::new(self.expr(c)),
                Box::new(self.expr(a)),
                Box::new(self.expr(b)),
            ),
            IrExpr::Cast(op, a) => self.cast(*op, a),
            IrExpr::Apply(f, args) => {
                let fd = &self.p.funcs[*f];
                let name = sanitize(&fd.name);
                self.funcs
                    .entry(name.clone())
                    .or_insert_with(|| Decl::Function {
                        attrs: vec![],
                        name: name.clone(),
                        params: fd.params.iter().map(|t| ty(*t)).collect(),
                        ret: ty(fd.ret),
                    });
                Expr::Call(name, args.iter().map(|a| self.expr(a)).collect())
            }
            IrExpr::Old(a) => Expr::Old(Box::new(self.expr(a))),
            IrExpr::AtThread(..)
            | IrExpr::Other(..)
            | IrExpr::Enabled
            | IrExpr::Accessed(..)
            | IrExpr::AccessOffset(..) => {
                let s = ir::display::expr_to_string(self.p, e);
                self.internal(format!(
                    "thread-relative expression `{s}` reached the boogie back end"
                ))
            }
        }
    }

    fn binary(&mut self, op: IrBinOp, a: &IrExpr, b: &IrExpr) -> Expr {
        use IrBinOp::*;
        let native = match op {
            Eq => Some(BinOp::Eq),
            Ne => Some(BinOp::Ne),
            And => Some(BinOp::And),
            Or => Some(BinOp::Or),
            Implies => Some(BinOp::Implies),
            Concat => Some(BinOp::Concat),
            _ => None,
        };
        let (x, y) = (self.expr(a), self.expr(b));
        if let Some(n) = native {
            return Expr::binary(n, x, y);
        }
        let w = self.p.type_of(a).width();
        let (name, builtin, pred) = match op {
            Add => ("ADD", "bvadd", false),
            Sub => ("SUB", "bvsub", false),
            Mul => ("MUL", "bvmul", false),
            SDiv => ("SDIV", "bvsdiv", false),
            UDiv => ("UDIV", "bvudiv", false),
            SRem => ("SREM", "bvsrem", false),
            URem => ("UREM", "bvurem", false),
            Shl => ("SHL", "bvshl", false),
            AShr => ("ASHR", "bvashr", false),
            LShr => ("LSHR", "bvlshr", false),
            BvAnd => ("AND", "bvand", false),
            BvOr => ("OR", "bvor", false),
            BvXor => ("XOR", "bvxor", false),
            Slt => ("SLT", "bvslt", true),
            Sle => ("SLE", "bvsle", true),
            Sgt => ("SGT", "bvsgt", true),
            Sge => ("SGE", "bvsge", true),
            Ult => ("ULT", "bvult", true),
            Ule => ("ULE", "bvule", true),
            Ugt => ("UGT", "bvugt", true),
            Uge => ("UGE", "bvuge", true),
            Eq | Ne | And | Or | Implies | Concat => ("", "", false),
        };
        let ret = if pred { Type::Bool } else { Type::Bv(w) };
        let f = self.bv_func(
            format!("BV{w}_{name}"),
            builtin.into(),
            vec![Type::Bv(w), Type::Bv(w)],
            ret,
        );
        Expr::Call(f, vec![x, y])
    }

    fn cast(&mut self, op: CastOp, a: &IrExpr) -> Expr {
        let from = self.p.type_of(a).width();
        let x = self.expr(a);
        match op {
            CastOp::ZeroExt(w) | CastOp::SignExt(w) if w == from => x,
            CastOp::ZeroExt(w) | CastOp::SignExt(w) if w < from => Expr::Extract {
                e: Box::new(x),
                hi: w,
                lo: 0,
            },
            CastOp::ZeroExt(w) => {
                let f = self.bv_func(
                    format!("BV{from}_ZEXT{w}"),
                    format!("zero_extend {}", w - from),
                    vec![Type::Bv(from)],
                    Type::Bv(w),
                );
                Expr::Call(f, vec![x])
            }
            CastOp::SignExt(w) => {
                let f = self.bv_func(
                    format!("BV{from}_SEXT{w}"),
                    format!("sign_extend {}", w - from),
                    vec![Type::Bv(from)],
                    Type::Bv(w),
                );
                Expr::Call(f, vec![x])
            }
            CastOp::Extract { hi, lo } => Expr::Extract {
                e: Box::new(x),
                hi,
                lo,
            },
            CastOp::FromBool(w) => Expr::Ite(Box::new(x), Box::new(bv(1, w)), Box::new(bv(0, w))),
            CastOp::ToBool => Expr::binary(BinOp::Ne, x, bv(0, from)),
        }
    }

    fn assert_attrs(&self, id: AssertId) -> Vec<Attr> {
        let mut attrs = vec![Attr::number("aid", u64::from(id.0))];
        if let Some(t) = self.p.asserts[id].thread {
            attrs.push(Attr::number("thread", u64::from(t.number())));
        }
        attrs
    }

    /// Lower an obligation; `head` is true for loop invariants (no capture state: they must
    /// stay leading commands of the loop header).
    fn obligation(&mut self, id: AssertId, cond: &IrExpr, head: bool) {
        let info = &self.p.asserts[id];
        let c = self.expr(cond);
        if info.candidate {
            let tag = match &info.kind {
                AssertKind::Invariant { tag: Some(t) } => t.clone(),
                _ => "candidate".to_string(),
            };
            match self.mode {
                Mode::Full | Mode::Houdini => {
                    let constant = format!("_b{}", id.0);
                    let mut attrs = vec![Attr::string("tag", tag.clone())];
                    attrs.extend(self.assert_attrs(id));
                    self.cmds.push(Cmd::Assert(
                        attrs,
                        Expr::binary(BinOp::Implies, Expr::var(constant.clone()), c),
                    ));
                    self.candidates.push(Candidate { id, constant, tag });
                }
                Mode::Final(assignment) => {
                    if assignment.get(&id).copied().unwrap_or(false) {
                        let mut attrs = vec![Attr::string("tag", tag)];
                        attrs.extend(self.assert_attrs(id));
                        self.cmds.push(Cmd::Assume(attrs, c));
                    }
                }
            }
            return;
        }
        if !head && matches!(self.mode, Mode::Houdini) {
            return;
        }
        if !head {
            self.cmds.push(Cmd::Assume(
                vec![Attr::string("captureState", format!("s{}", id.0))],
                Expr::Bool(true),
            ));
        }
        let attrs = self.assert_attrs(id);
        self.cmds.push(Cmd::Assert(attrs, c));
    }

    fn block(&mut self, b: &ir::Block) {
        for s in b {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &ir::Stmt) {
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => {
                let rhs = self.expr(rhs);
                self.cmds.push(Cmd::Assign {
                    lhs: self.naming.var(*lhs).to_string(),
                    indices: vec![],
                    rhs,
                });
            }
            StmtKind::Store {
                array,
                group,
                index,
                value,
            } => {
                let mut indices = Vec::new();
                if let Some(g) = group {
                    indices.push(self.expr(g));
                }
                indices.push(self.expr(index));
                let rhs = self.expr(value);
                self.cmds.push(Cmd::Assign {
                    lhs: self.naming.array(*array).to_string(),
                    indices,
                    rhs,
                });
            }
            StmtKind::Havoc(v) => self
                .cmds
                .push(Cmd::Havoc(vec![self.naming.var(*v).to_string()])),
            StmtKind::HavocArray(a) => self
                .cmds
                .push(Cmd::Havoc(vec![self.naming.array(*a).to_string()])),
            StmtKind::Atomic { array, result, .. } => {
                if let Some(r) = result {
                    self.cmds
                        .push(Cmd::Havoc(vec![self.naming.var(*r).to_string()]));
                }
                self.cmds
                    .push(Cmd::Havoc(vec![self.naming.array(*array).to_string()]));
            }
            StmtKind::Assert { id, cond } => self.obligation(*id, cond, false),
            StmtKind::Assume(c) => {
                let c = self.expr(c);
                self.cmds.push(Cmd::Assume(vec![], c));
            }
            StmtKind::If {
                cond,
                then_body,
                else_body,
                ..
            } => {
                let c = self.expr(cond);
                let (t, e, join) = (self.fresh("then"), self.fresh("else"), self.fresh("join"));
                self.seal(Transfer::Goto(vec![t.clone(), e.clone()]), t);
                self.cmds.push(Cmd::Assume(vec![], c.clone()));
                self.block(then_body);
                self.seal(Transfer::Goto(vec![join.clone()]), e);
                let not_c = match c {
                    Expr::Not(inner) => *inner,
                    c => Expr::Not(Box::new(c)),
                };
                self.cmds.push(Cmd::Assume(vec![], not_c));
                self.block(else_body);
                self.seal(Transfer::Goto(vec![join.clone()]), join);
            }
            StmtKind::Loop(l) => {
                let (head, body, end) = (
                    self.fresh("loop_head"),
                    self.fresh("loop_body"),
                    self.fresh("loop_end"),
                );
                self.seal(Transfer::Goto(vec![head.clone()]), head.clone());
                for inv in &l.invariants {
                    self.obligation(inv.id, &inv.cond, true);
                }
                self.seal(Transfer::Goto(vec![body.clone()]), body);
                self.exits.push((l.label, end.clone()));
                self.block(&l.body);
                self.exits.pop();
                self.seal(Transfer::Goto(vec![head]), end);
            }
            StmtKind::Block { label, body, .. } => {
                let end = self.fresh("block_end");
                self.exits.push((*label, end.clone()));
                self.block(body);
                self.exits.pop();
                self.seal(Transfer::Goto(vec![end.clone()]), end);
            }
            StmtKind::Exit(l) => match self
                .exits
                .iter()
                .rev()
                .find(|(x, _)| x == l)
                .map(|(_, e)| e.clone())
            {
                Some(target) => {
                    let dead = self.fresh("dead");
                    self.seal(Transfer::Goto(vec![target]), dead);
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
                let e = self.internal(format!("{what} statement reached the boogie back end"));
                self.cmds.push(Cmd::Assert(vec![], e));
            }
        }
    }
}

/// Lower the program's kernel in the given mode.
pub fn lower(p: &Program, mode: Mode<'_>) -> Lowered {
    let mut naming = build_naming(p);
    let empty = Vec::new();
    let (kernel_name, body) = match p.kernel_proc() {
        Some(k) => (k.name.clone(), k.body.as_ref().unwrap_or(&empty)),
        None => ("kernel".to_string(), &empty),
    };
    let mut errors = Vec::new();
    if p.kernel_proc().is_none() {
        errors.push("the program has no kernel".to_string());
    }
    if !p.props.contains(ir::Props::TWO_THREAD) {
        errors.push("the boogie back end needs a two-thread program".to_string());
    }
    let uses = collect_uses(p, body);
    let mut decls = vec![Decl::TypeSynonym {
        name: "_SIZE_T_TYPE".into(),
        ty: Type::Bv(32),
    }];
    let mut modifies = Vec::new();
    let mut locals = Vec::new();
    for (a, (grouped, index)) in &uses.arrays {
        let data = &p.arrays[*a];
        let idx = ty(index.unwrap_or(ir::Type::Bv(32)));
        let mut t = Type::Map(Box::new(idx), Box::new(ty(data.elem)));
        if *grouped {
            t = Type::Map(Box::new(Type::Bv(1)), Box::new(t));
        }
        let name = naming.array(*a).to_string();
        let mut attrs = vec![Attr::string("source_name", data.name.clone())];
        attrs.push(Attr::flag(match data.space {
            ir::MemSpace::Global => "global",
            ir::MemSpace::Shared => "group_shared",
            ir::MemSpace::Constant => "constant",
            ir::MemSpace::Private => "private",
        }));
        modifies.push(name.clone());
        decls.push(Decl::Var { attrs, name, ty: t });
    }
    for v in &uses.vars {
        let data = &p.vars[*v];
        let name = naming.var(*v).to_string();
        match data.scope {
            VarScope::Global if data.constant => {
                naming.constants.insert(*v);
                decls.push(Decl::Const {
                    attrs: vec![],
                    name,
                    ty: ty(data.ty),
                });
            }
            VarScope::Global => {
                modifies.push(name.clone());
                decls.push(Decl::Var {
                    attrs: vec![],
                    name,
                    ty: ty(data.ty),
                });
            }
            VarScope::Local(_) => locals.push((name, ty(data.ty))),
        }
    }
    let mut lw = Lower {
        p,
        mode,
        naming: &naming,
        blocks: Vec::new(),
        label: "$entry".into(),
        cmds: Vec::new(),
        n_blocks: 0,
        exits: Vec::new(),
        funcs: BTreeMap::new(),
        errors: Vec::new(),
        candidates: Vec::new(),
    };
    let mut axioms = Vec::new();
    for ax in &p.axioms {
        let e = lw.expr(ax);
        let mut vs = BTreeSet::new();
        ir::visit::vars_of(ax, &mut vs);
        let mut arrs = BTreeSet::new();
        ir::visit::arrays_read(ax, &mut arrs);
        if arrs.is_empty() && vs.iter().all(|v| naming.constants.contains(v)) {
            axioms.push(Decl::Axiom(e));
        } else {
            lw.cmds.push(Cmd::Assume(vec![], e));
        }
    }
    lw.block(body);
    let last = lw.label.clone();
    lw.seal(Transfer::Return, last);
    let funcs: Vec<Decl> = std::mem::take(&mut lw.funcs).into_values().collect();
    let blocks = std::mem::take(&mut lw.blocks);
    let candidates = std::mem::take(&mut lw.candidates);
    errors.extend(std::mem::take(&mut lw.errors));
    decls.extend(funcs);
    decls.extend(candidates.iter().map(|c| Decl::Const {
        attrs: vec![Attr::expr("existential", Expr::Bool(true))],
        name: c.constant.clone(),
        ty: Type::Bool,
    }));
    decls.extend(axioms);
    decls.push(Decl::Procedure(Procedure {
        attrs: vec![Attr::flag("kernel")],
        name: format!("${}", sanitize(&kernel_name)),
        requires: vec![],
        modifies,
        ensures: vec![],
        locals,
        blocks,
    }));
    Lowered {
        program: BplProgram { decls },
        naming,
        candidates,
        errors,
    }
}
