//! C++ member functions and operator overloads: methods, constructors and operators of
//! structs and vectors. A method is a procedure that receives the leaves of `*this` by value
//! before its parameters and hands back the object's new leaves through global cells
//! (copy-in/copy-out); `T &` parameters of struct or vector type travel the same way.

use ir::{Expr, StmtKind, VarId, VarScope};

use super::calls::Arg;
use super::expr::{LVal, PtrVal, Val};
use super::local_refs::is_place;
use super::pointers::VarPlace;
use super::scan::{root_name, walk_body, Node};
use super::types::CType;
use super::{short_name, Binding, Lowerer, Res};
use crate::ast;

/// The parameter index standing for the implicit object `*this`.
pub(crate) const THIS: usize = usize::MAX;

/// The parameter index standing for a vector or struct result.
pub(crate) const RESULT: usize = usize::MAX - 1;

/// The name `*this` is bound to inside a method.
const THIS_NAME: &str = "$this";

/// The name of the operator function for a binary operator (`operator+`).
fn operator_name(op: ast::BinaryOp) -> Option<&'static str> {
    use ast::BinaryOp as B;
    Some(match op {
        B::Add => "operator+",
        B::Sub => "operator-",
        B::Mul => "operator*",
        B::Div => "operator/",
        B::Rem => "operator%",
        B::Shl => "operator<<",
        B::Shr => "operator>>",
        B::BitAnd => "operator&",
        B::BitOr => "operator|",
        B::BitXor => "operator^",
        B::Lt => "operator<",
        B::Gt => "operator>",
        B::Le => "operator<=",
        B::Ge => "operator>=",
        B::Eq => "operator==",
        B::Ne => "operator!=",
        B::And | B::Or => return None,
    })
}

/// True when the body may modify one of `names` (assignment, increment, address taken, or
/// passed to a call, which may take it by reference), or calls one of `calls` unqualified.
/// Taking the address of an element of one of `pointers` (`&p[i]`, `&this->p[i]`) does not
/// modify the pointer.
pub(crate) fn may_modify(
    body: &[ast::Stmt],
    names: &[String],
    calls: &[String],
    pointers: &[String],
) -> bool {
    let hit = |e: &ast::Expr| root_name(e).is_some_and(|n| names.iter().any(|m| m == n));
    let pointee = |e: &ast::Expr| {
        use ast::ExprKind as K;
        let K::Index(b, _) = &e.kind else {
            return false;
        };
        let name = match &b.kind {
            K::Ident(n) => n,
            K::Member(t, n, true) if matches!(&t.kind, K::Ident(x) if x == "this") => n,
            _ => return false,
        };
        pointers.iter().any(|p| p == name)
    };
    let mut found = false;
    walk_body(body, &mut |node| {
        let Node::Expr(e) = node;
        use ast::ExprKind as K;
        match &e.kind {
            K::Assign(_, lhs, _) => found |= hit(lhs) || is_this_member(lhs),
            K::Unary(op, a) => {
                use ast::UnaryOp as U;
                let element_address = *op == U::AddrOf && pointee(a);
                if matches!(
                    op,
                    U::PreInc | U::PreDec | U::PostInc | U::PostDec | U::AddrOf
                ) && !element_address
                {
                    found |= hit(a) || is_this_member(a);
                }
            }
            K::Call(f, _, args) => {
                found |= args.iter().any(|a| hit(a) || is_this_member(a));
                if let K::Ident(n) = &f.kind {
                    found |= calls.iter().any(|c| c == n);
                }
                if let K::Member(b, _, _) = &f.kind {
                    found |= hit(b) || is_this_member(b);
                }
            }
            _ => {}
        }
    });
    found || mentions_this_pointer(body)
}

/// `this->f...` (possibly indexed or selected further).
fn is_this_member(e: &ast::Expr) -> bool {
    use ast::ExprKind as K;
    match &e.kind {
        K::Member(b, _, true) => matches!(&b.kind, K::Ident(n) if n == "this"),
        K::Member(b, _, false) | K::Index(b, _) => is_this_member(b),
        K::Unary(ast::UnaryOp::Deref, b) => matches!(&b.kind, K::Ident(n) if n == "this"),
        _ => false,
    }
}

/// True when `this` is used other than to select a member (`return *this`, `f(this)`).
fn mentions_this_pointer(body: &[ast::Stmt]) -> bool {
    let mut members = 0usize;
    let mut uses = 0usize;
    walk_body(body, &mut |node| {
        let Node::Expr(e) = node;
        use ast::ExprKind as K;
        match &e.kind {
            K::Ident(n) if n == "this" => uses += 1,
            K::Member(b, _, true) if matches!(&b.kind, K::Ident(n) if n == "this") => members += 1,
            _ => {}
        }
    });
    // `return *this;` reads the object; everything else is counted conservatively.
    uses > members + count_return_this(body)
}

/// Number of `return *this;` statements.
fn count_return_this(body: &[ast::Stmt]) -> usize {
    fn go(s: &ast::Stmt) -> usize {
        use ast::StmtKind as S;
        match &s.kind {
            S::Return(Some(e)) => match &e.kind {
                ast::ExprKind::Unary(ast::UnaryOp::Deref, b) if matches!(&b.kind, ast::ExprKind::Ident(n) if n == "this") => {
                    1
                }
                _ => 0,
            },
            S::Compound(ss) => ss.iter().map(go).sum(),
            S::If(_, t, e) => go(t) + e.as_deref().map_or(0, go),
            S::While(_, b) | S::DoWhile(b, _) | S::Switch(_, b) | S::Case(_, b) => go(b),
            S::For { body, .. } | S::Default(body) | S::Label(_, body) => go(body),
            _ => 0,
        }
    }
    body.iter().map(go).sum()
}

impl<'a> Lowerer<'a> {
    /// The record name of a struct type.
    pub(crate) fn record_name(&self, t: &CType) -> Option<String> {
        match t {
            CType::Record(i) => Some(self.records[*i].name.clone()),
            _ => None,
        }
    }

    /// Methods of record `rec` named `name` with a body, defined in the record or out of line
    /// (`R::name`).
    pub(crate) fn methods_named(&self, rec: &str, name: &str) -> Vec<&'a ast::FunctionDef> {
        self.methods_named_at(rec, name, 0)
    }

    /// [`Self::methods_named`] at inheritance depth `depth` (bounded, so that a cyclic base
    /// list cannot recurse forever).
    fn methods_named_at(&self, rec: &str, name: &str, depth: u32) -> Vec<&'a ast::FunctionDef> {
        // An instance of a record template (`Pair<float>`) has the template's methods.
        let rec = self.method_owner(rec);
        let name = if name.contains('<') {
            name.split('<').next().unwrap_or(name)
        } else {
            name
        };
        let mut out: Vec<&'a ast::FunctionDef> = self
            .methods
            .get(rec)
            .map(|ms| ms.iter().copied().filter(|m| m.name == name).collect())
            .unwrap_or_default();
        if let Some(fs) = self.template_members.get(rec) {
            out.extend(
                fs.iter()
                    .copied()
                    .filter(|f| f.body.is_some() && short_name(&f.name) == name),
            );
        }
        let qualified = format!("{rec}::{name}");
        if let Some(fs) = self.functions.get(name) {
            out.extend(
                fs.iter()
                    .copied()
                    .filter(|f| f.body.is_some() && f.name.ends_with(&qualified)),
            );
        }
        if out.is_empty() && depth < 16 {
            // Inherited from a base class (its members are a prefix of this record's).
            for b in self.record_bases.get(rec).cloned().unwrap_or_default() {
                if b != rec {
                    out = self.methods_named_at(&b, name, depth + 1);
                    if !out.is_empty() {
                        break;
                    }
                }
            }
        }
        out
    }

    /// True when `def` accepts `n` arguments.
    fn accepts(def: &ast::FunctionDef, n: usize) -> bool {
        n <= def.params.len() && def.params.iter().skip(n).all(|p| p.default.is_some())
    }

    /// Bind `*this` and the record's fields for the body of a method of `rec` lowered as
    /// `proc`: the object's leaves become the procedure's first parameters.
    pub(crate) fn bind_this(&mut self, proc: ir::ProcId, rec: &CType, span: ir::Span) -> Res<()> {
        let Some(vars) = self.copied_object(proc, THIS, "this", THIS_NAME, rec, span)? else {
            // In memory: fields are reached through `*this` (see `this_field`).
            return Ok(());
        };
        let CType::Record(i) = rec else { return Ok(()) };
        let Some(layout) = self.field_layout(*i) else {
            return Ok(());
        };
        let mut k = 0;
        for (fname, fty, _) in layout {
            let n = self.leaves(&fty, span)?.len();
            let part: Vec<(VarId, CType)> = vars.iter().skip(k).take(n).cloned().collect();
            k += n;
            // Scalar fields are variables; others are reached through `*this` (see
            // `this_field`), which also indexes array fields.
            if let [(v, t)] = part.as_slice() {
                if fty.is_scalar() {
                    self.bind(&fname, Binding::Var(*v, t.clone()));
                }
            }
        }
        Ok(())
    }

    /// An object copied in as leaf parameters of `proc` and copied out at the end of its body
    /// (parameter `i`, or [`THIS`]), bound to `bind_as`. Objects with array members or unions
    /// live in private memory (`None`); others stay in the parameters, which are returned.
    pub(crate) fn copied_object(
        &mut self,
        proc: ir::ProcId,
        i: usize,
        name: &str,
        bind_as: &str,
        ty: &CType,
        span: ir::Span,
    ) -> Res<Option<Vec<(VarId, CType)>>> {
        let vars = self.leaf_params(proc, name, ty, span)?;
        // A member whose address is taken must be in memory (the copy stands for the object
        // while the call lasts).
        let taken = &self.fx.mem.addr_taken;
        let addressed = taken.contains(bind_as)
            || taken.contains(name)
            || (i == THIS
                && match ty {
                    CType::Record(r) => self.records[*r]
                        .fields
                        .as_ref()
                        .is_some_and(|fs| fs.iter().any(|(f, _)| taken.contains(f))),
                    _ => false,
                });
        if i == THIS && addressed {
            self.fx.this_addressed = true;
        }
        if self.has_array_field(ty) || self.has_union(ty) || addressed {
            let value = Val::Agg(
                vars.iter()
                    .map(|(v, t)| (Expr::var(*v), t.clone()))
                    .collect(),
                ty.clone(),
            );
            let a = self.private_object(bind_as, ty, Some(value), span)?;
            let lv = LVal::Mem {
                array: a,
                index: Expr::bv(0, 32),
                ty: ty.clone(),
            };
            self.fx.out_params.push((i, lv, ty.clone()));
            return Ok(None);
        }
        let lv = LVal::Leaves(
            vars.iter().map(|(v, t)| LVal::Var(*v, t.clone())).collect(),
            ty.clone(),
        );
        self.fx.out_params.push((i, lv, ty.clone()));
        self.bind(bind_as, Binding::Agg(vars.clone(), ty.clone()));
        Ok(Some(vars))
    }

    /// Fresh parameters of `proc` holding the leaves of a `ty` named `name`.
    pub(crate) fn leaf_params(
        &mut self,
        proc: ir::ProcId,
        name: &str,
        ty: &CType,
        span: ir::Span,
    ) -> Res<Vec<(VarId, CType)>> {
        let mut vars = Vec::new();
        for l in self.leaves(ty, span)? {
            let leaf_name = format!("{name}{}", l.suffix);
            if let CType::Pointer(pointee, _) = &l.ty {
                let Some(super::ParamBind::Ptr(given)) = self.fx.binds.pop_front() else {
                    return Err(self.unsupported("pointer member without an argument", Some(span)));
                };
                let key = self.param_key(span, &l.suffix, &given);
                let idx =
                    self.bound_ptr_param(proc, &leaf_name, key, given, (**pointee).clone(), span)?;
                vars.push((self.ptr_off_var(idx), l.ty));
                continue;
            }
            let ity = l.ty.ir().unwrap_or(ir::Type::Bv(32));
            let v = self.prog.new_var(
                leaf_name,
                ity,
                VarScope::Local(proc),
                ir::VarRole::User,
                ir::Origin::Source(span),
            );
            self.prog.procs[proc].params.push(v);
            vars.push((v, l.ty));
        }
        Ok(vars)
    }

    /// Copy the final leaves of `*this` and of aggregate reference parameters to their
    /// global cells (at the end of a procedure body, reached by every return).
    pub(crate) fn copy_out(&mut self, proc: ir::ProcId, span: ir::Span) -> Res<()> {
        for (cell, lv) in std::mem::take(&mut self.fx.cell_back) {
            let x = self.read_mem_scalar(&lv, span)?;
            self.emit(StmtKind::Assign { lhs: cell, rhs: x });
        }
        for (i, lv, ty) in std::mem::take(&mut self.fx.out_params) {
            let cells = self.out_cells(proc, i, &ty, span)?;
            let v = self.read_lval(lv, span)?;
            let target = LVal::Leaves(
                cells.into_iter().map(|(c, t)| LVal::Var(c, t)).collect(),
                ty,
            );
            self.write_lval(&target, v, span)?;
        }
        Ok(())
    }

    /// The global cells through which parameter `i` (or [`THIS`], or the [`RESULT`]) of
    /// `proc` is copied out.
    pub(crate) fn out_cells(
        &mut self,
        proc: ir::ProcId,
        i: usize,
        ty: &CType,
        span: ir::Span,
    ) -> Res<Vec<(VarId, CType)>> {
        if let Some(c) = self.out_cells.get(&(proc, i)) {
            return Ok(c.clone());
        }
        let tag = match i {
            THIS => "this".to_string(),
            RESULT => "ret".to_string(),
            _ => format!("out{i}"),
        };
        let name = format!("{}${tag}", self.prog.procs[proc].name);
        let cells = self.leaf_vars(VarPlace::Global, &name, ty, &format!("out:{name}"), span)?;
        self.out_cells.insert((proc, i), cells.clone());
        Ok(cells)
    }

    /// Read the cells of a copied-out object into temporaries.
    pub(crate) fn read_out(
        &mut self,
        proc: ir::ProcId,
        i: usize,
        ty: &CType,
        span: ir::Span,
    ) -> Res<Val> {
        let mut leaves = Vec::new();
        for (cell, t) in self.out_cells(proc, i, ty, span)? {
            if let (CType::Pointer(..), Some(idx)) = (&t, self.ptr_var_of(cell)) {
                let v = self.ptr_value(idx);
                let tmp = self.temp_ptr(&v);
                leaves.push((Expr::var(self.ptr_off_var(tmp)), t));
                continue;
            }
            let tmp = self.temp(self.prog.vars[cell].ty);
            self.emit(StmtKind::Assign {
                lhs: tmp,
                rhs: Expr::var(cell),
            });
            leaves.push((Expr::var(tmp), t));
        }
        Ok(Val::Agg(leaves, ty.clone()))
    }

    /// `*this` inside a method, when `e` is `this`.
    pub(crate) fn this_object(&mut self, e: &ast::Expr) -> Option<LVal> {
        if !matches!(&e.kind, ast::ExprKind::Ident(n) if n == "this") {
            return None;
        }
        match self.lookup(THIS_NAME) {
            Some(Binding::Agg(vars, t)) => Some(LVal::Leaves(
                vars.iter().map(|(v, t)| LVal::Var(*v, t.clone())).collect(),
                t.clone(),
            )),
            Some(Binding::Array(a, t)) => Some(LVal::Mem {
                array: *a,
                index: Expr::bv(0, 32),
                ty: t.clone(),
            }),
            _ => None,
        }
    }

    /// `B(x)` or `B{x}` in a constructor's initializer list (parsed as `this->B = x`) where
    /// `B` is a base class of the record and not a field: B's constructor run on `*this`,
    /// whose leading fields are B's. A base without a constructor takes a `B` value's
    /// fields.
    pub(crate) fn base_initializer(
        &mut self,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        span: ir::Span,
    ) -> Res<Option<Val>> {
        let ast::ExprKind::Member(this, base, true) = &lhs.kind else {
            return Ok(None);
        };
        let Some(place) = self.this_object(this) else {
            return Ok(None);
        };
        let rec = Self::lval_type(&place);
        let Some(rname) = self.record_name(&rec) else {
            return Ok(None);
        };
        let short = self.method_owner(&rname);
        let is_base = self
            .record_bases
            .get(short)
            .is_some_and(|bs| bs.iter().any(|b| b == base));
        if !is_base || self.this_field(base, span)?.is_some() {
            return Ok(None);
        }
        if let Some(v) = self.implicit_this_call(base, std::slice::from_ref(rhs), span)? {
            return Ok(Some(v));
        }
        Err(self.unsupported(
            &format!("initialisation of base class '{base}' without a constructor"),
            Some(span),
        ))
    }

    /// Field `name` of `*this` inside a method, when there is such a field.
    pub(crate) fn this_field(&mut self, name: &str, span: ir::Span) -> Res<Option<LVal>> {
        let this = ast::Expr {
            kind: ast::ExprKind::Ident("this".into()),
            span,
        };
        let Some(lv) = self.this_object(&this) else {
            return Ok(None);
        };
        let ty = Self::lval_type(&lv);
        let CType::Record(i) = ty else {
            return Ok(None);
        };
        let has = self.records[i]
            .fields
            .as_ref()
            .is_some_and(|fs| fs.iter().any(|(n, _)| n == name));
        if !has {
            return Ok(None);
        }
        Ok(Some(self.member_of_lval(lv, &ty, name, span)?))
    }

    /// True when `def` (a method or a function with reference parameters) may modify
    /// parameter `i` or [`THIS`].
    fn modifies(&self, def: &ast::FunctionDef, i: usize, rec: Option<&str>) -> bool {
        let Some(body) = def.body.as_deref() else {
            return false;
        };
        if i == THIS {
            // `rec` is the record's full name (`Stack<float, 4>` for a template instance).
            let full = rec.unwrap_or_default();
            let rec = full.split('<').next().unwrap_or(full);
            let short = def.name.rsplit("::").next().unwrap_or(&def.name);
            if short == rec {
                return true;
            }
            let record_fields = self
                .records
                .iter()
                .find(|r| r.name == full)
                .and_then(|r| r.fields.as_ref());
            let fields: Vec<String> = record_fields
                .map(|fs| fs.iter().map(|(n, _)| n.clone()).collect())
                .unwrap_or_default();
            let pointers: Vec<String> = record_fields
                .map(|fs| {
                    fs.iter()
                        .filter(|(_, t)| matches!(t, CType::Pointer(..)))
                        .map(|(n, _)| n.clone())
                        .collect()
                })
                .unwrap_or_default();
            let calls: Vec<String> = self
                .methods
                .get(rec)
                .map(|ms| ms.iter().map(|m| m.name.clone()).collect())
                .unwrap_or_default();
            return may_modify(body, &fields, &calls, &pointers);
        }
        match def.params.get(i).and_then(|p| p.name.clone()) {
            Some(n) => may_modify(body, &[n], &[], &[]),
            None => false,
        }
    }

    /// Call method `def` of an object of type `rec` (`obj` its place when it can be written
    /// back) with already evaluated arguments.
    pub(crate) fn call_method(
        &mut self,
        def: &'a ast::FunctionDef,
        rec: &CType,
        obj: Option<LVal>,
        value: Val,
        args: Vec<(Arg, ir::Span)>,
        span: ir::Span,
    ) -> Res<(Val, ir::ProcId)> {
        let rec_name = self.record_name(rec);
        let subst = rec_name
            .as_ref()
            .and_then(|n| self.record_subst.get(n).cloned())
            .unwrap_or_default();
        if def.specs.is_static {
            return self.call_args(def, None, args, span, subst);
        }
        let back = obj.filter(|_| self.modifies(def, THIS, rec_name.as_deref()));
        let this = super::calls::ThisArg {
            value,
            ty: rec.clone(),
            back,
        };
        self.call_args(def, Some(this), args, span, subst)
    }

    /// `obj.m(args)` / `p->m(args)` for a user-defined method; `None` when the object's type
    /// has no method of that name.
    pub(crate) fn user_method_call(
        &mut self,
        base: &ast::Expr,
        method: &str,
        arrow: bool,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Option<Val>> {
        if self.methods.is_empty()
            && self.template_members.is_empty()
            && !self.functions.keys().any(|k| k == method)
        {
            return Ok(None);
        }
        let place = if arrow {
            match self.this_object(base) {
                Some(lv) => lv,
                None => {
                    let p = self.pointer(base)?;
                    self.deref(p, span)
                }
            }
        } else if is_place(base)
            || (matches!(base.kind, ast::ExprKind::Call(..)) && self.calls_reference_function(base))
        {
            // An object a call returns by reference is the object itself, not a copy
            // (`s.setX(1).setY(0)` sets both members of `s`).
            self.lvalue(base)?
        } else {
            let v = self.rvalue(base)?;
            let Val::Agg(_, rec) = &v else {
                return Ok(None);
            };
            let rec = rec.clone();
            return self.method_on_value(&rec, None, v, method, args, span, None);
        };
        let rec = Self::lval_type(&place);
        let Some(name) = self.record_name(&rec) else {
            return Ok(None);
        };
        if self.methods_named(&name, method).is_empty() {
            return Ok(None);
        }
        let v = self.read_lval(place.clone(), span)?;
        self.method_on_value(&rec, Some(place), v, method, args, span, Some(base))
    }

    #[allow(clippy::too_many_arguments)]
    fn method_on_value(
        &mut self,
        rec: &CType,
        place: Option<LVal>,
        v: Val,
        method: &str,
        args: &[ast::Expr],
        span: ir::Span,
        object: Option<&ast::Expr>,
    ) -> Res<Option<Val>> {
        let Some(name) = self.record_name(rec) else {
            return Ok(None);
        };
        let cands = self.methods_named(&name, method);
        let subst = self.record_subst.get(&name).cloned().unwrap_or_default();
        let def = if cands
            .iter()
            .filter(|d| Self::accepts(d, args.len()))
            .count()
            > 1
        {
            // Overloads: the one whose parameter types (resolved with the record's template
            // bindings) the arguments fit best; overloads on the object's constness alone
            // are a tie, refused.
            let types: Vec<Option<CType>> = args.iter().map(|a| self.expr_type(a)).collect();
            self.fx.scopes.push(subst.iter().cloned().collect());
            let best = self.pick_overload(&cands, &types, span);
            self.fx.scopes.pop();
            best?
        } else {
            cands.iter().copied().find(|d| Self::accepts(d, args.len()))
        };
        let Some(def) = def else {
            if cands.is_empty() {
                return Ok(None);
            }
            return Err(self.sema(
                format!(
                    "no overload of '{name}::{method}' takes {} arguments",
                    args.len()
                ),
                Some(span),
            ));
        };
        if place.is_some() {
            self.check_reference_args(def, args, object, span)?;
        }
        let args = self.eval_args(def, args, &subst)?;
        let (r, _) = self.call_method(def, rec, place, v, args, span)?;
        Ok(Some(r))
    }

    /// `obj[i]` for a named object whose struct has a member `operator[]`.
    pub(crate) fn index_operator(
        &mut self,
        base: &ast::Expr,
        index: &ast::Expr,
        span: ir::Span,
    ) -> Res<Option<Val>> {
        let has_operator = self
            .methods
            .values()
            .any(|ms| ms.iter().any(|m| m.name == "operator[]"));
        if !has_operator || !matches!(base.kind, ast::ExprKind::Ident(_)) {
            return Ok(None);
        }
        self.user_method_call(base, "operator[]", false, std::slice::from_ref(index), span)
    }

    /// `f(args)` where `f` names a struct object with a member `operator()` (a function
    /// object, as passed to templates for a callable): a call of that operator on `f`.
    pub(crate) fn functor_call(
        &mut self,
        f: &ast::Expr,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Option<Val>> {
        let ast::ExprKind::Ident(n) = &f.kind else {
            return Ok(None);
        };
        if !matches!(
            self.lookup(n),
            Some(Binding::Agg(_, CType::Record(_)) | Binding::Array(_, CType::Record(_)))
        ) {
            return Ok(None);
        }
        self.user_method_call(f, "operator()", false, args, span)
    }

    /// A call `m(args)` inside a method of the same record: a call on `*this`.
    /// Can the name `written` (as written at a use inside a method) name a member of the
    /// method's own record? Unqualified names can; `R::m` only when `R` is that record (or a
    /// base of it); `ns::f`, `A::f` for another record, and `::f` name something else.
    pub(crate) fn may_name_own_member(&mut self, written: &str, span: ir::Span) -> bool {
        let Some((qualifier, _)) = written.rsplit_once("::") else {
            return true;
        };
        let this = ast::Expr {
            kind: ast::ExprKind::Ident("this".into()),
            span,
        };
        let Some(place) = self.this_object(&this) else {
            return false;
        };
        let Some(rname) = self.record_name(&Self::lval_type(&place)) else {
            return false;
        };
        let q = qualifier.rsplit("::").next().unwrap_or(qualifier);
        let q = q.split('<').next().unwrap_or(q);
        let own = rname.split('<').next().unwrap_or(&rname);
        q == own
            || self
                .record_bases
                .get(self.method_owner(&rname))
                .is_some_and(|bs| bs.iter().any(|b| b.split('<').next() == Some(q)))
    }

    pub(crate) fn implicit_this_call(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Option<Val>> {
        let this = ast::Expr {
            kind: ast::ExprKind::Ident("this".into()),
            span,
        };
        let Some(place) = self.this_object(&this) else {
            return Ok(None);
        };
        let rec = Self::lval_type(&place);
        let Some(rname) = self.record_name(&rec) else {
            return Ok(None);
        };
        if self.methods_named(&rname, name).is_empty() {
            return Ok(None);
        }
        let v = self.read_lval(place.clone(), span)?;
        self.method_on_value(&rec, Some(place), v, name, args, span, None)
    }

    /// A static member function named by `qualified` (`R::m`), or `name` alone when it is
    /// the only one of that name; with the bindings of its record's template parameters.
    pub(crate) fn static_method(
        &self,
        qualified: &str,
        name: &str,
    ) -> Option<(&'a ast::FunctionDef, Vec<(String, Binding)>)> {
        let qualifier = qualified.rsplit_once("::").map(|(r, _)| r);
        // A typedef of a record template instance names the instance (`L::f` after
        // `typedef Load<4> L;`): the template's methods with the instance's bindings.
        let instance = qualifier.and_then(|q| self.typedef_record(q));
        let rec = instance
            .or(qualifier)
            .map(|r| self.method_owner(r))
            .map(|r| r.rsplit("::").next().unwrap_or(r));
        let mut found = None;
        for (r, ms) in &self.methods {
            if rec.is_some_and(|q| q != r) {
                continue;
            }
            if let Some(m) = ms.iter().find(|m| m.specs.is_static && m.name == name) {
                if found.is_some() {
                    return None;
                }
                let key = instance.unwrap_or(r);
                found = Some((*m, self.record_subst.get(key).cloned().unwrap_or_default()));
            }
        }
        found
    }

    /// `T(args)` or `T x(args)` for a struct `T` with user constructors: the constructed
    /// object; `None` when `T` has no constructor.
    pub(crate) fn construct(
        &mut self,
        ty: &CType,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Option<Val>> {
        let Some(name) = self.record_name(ty) else {
            return Ok(None);
        };
        let cands = self.methods_named(&name, &name);
        if cands.is_empty() {
            return Ok(None);
        }
        if cands.iter().all(|c| c.specs.implicit) && !args.is_empty() {
            // An aggregate whose members have default initializers: initialised member-wise.
            self.aggregate_with_defaults(ty, cands[0], args.len(), true, span)?;
            return Ok(None);
        }
        let Some(def) = cands.iter().copied().find(|d| Self::accepts(d, args.len())) else {
            if args.len() == 1 && self.expr_type_is(&args[0], ty) {
                // The implicit copy constructor.
                return Ok(Some(self.rvalue(&args[0])?));
            }
            return Err(self.sema(
                format!("no constructor of '{name}' takes {} arguments", args.len()),
                Some(span),
            ));
        };
        // The object starts with unspecified contents; a pointer member with no object
        // (dereferencing it before the constructor sets it is a null access).
        let mut leaves = Vec::new();
        for l in self.leaves(ty, span)? {
            if let CType::Pointer(pointee, _) = &l.ty {
                let leaf = self.ptr_leaf(PtrVal::null((**pointee).clone()));
                leaves.push((leaf, l.ty));
                continue;
            }
            let t = self.temp(l.ty.ir().unwrap_or(ir::Type::Bv(32)));
            self.emit(StmtKind::Havoc(t));
            leaves.push((Expr::var(t), l.ty));
        }
        let args = self.eval_args(def, args, &[])?;
        let (_, callee) =
            self.call_method(def, ty, None, Val::Agg(leaves, ty.clone()), args, span)?;
        Ok(Some(self.read_out(callee, THIS, ty, span)?))
    }

    fn expr_type_is(&mut self, e: &ast::Expr, ty: &CType) -> bool {
        self.expr_type(e).is_some_and(|t| t == *ty)
    }

    /// The default constructor's object for a declaration `T x;`, if `T` has one.
    pub(crate) fn default_construct(&mut self, ty: &CType, span: ir::Span) -> Res<Option<Val>> {
        let Some(name) = self.record_name(ty) else {
            return Ok(None);
        };
        if !self
            .methods_named(&name, &name)
            .iter()
            .any(|d| Self::accepts(d, 0))
        {
            return Ok(None);
        }
        self.construct(ty, &[], span)
    }

    /// A user-defined binary operator applied to evaluated operands; `Err(operands)` back
    /// when none applies.
    pub(crate) fn user_binary(
        &mut self,
        op: ast::BinaryOp,
        a: Val,
        b: Val,
        span: ir::Span,
    ) -> Res<Result<Val, (Val, Val)>> {
        let Some(name) = operator_name(op) else {
            return Ok(Err((a, b)));
        };
        let agg = |v: &Val| matches!(v, Val::Agg(..));
        if !agg(&a) && !agg(&b) {
            return Ok(Err((a, b)));
        }
        // A member operator of the left operand's record.
        if let Val::Agg(_, rec @ CType::Record(_)) = &a {
            let rec = rec.clone();
            if let Some(rname) = self.record_name(&rec) {
                let cands: Vec<&'a ast::FunctionDef> = self
                    .methods_named(&rname, name)
                    .into_iter()
                    .filter(|d| d.params.len() == 1)
                    .collect();
                // The member overload the operand fits best, parameter types resolved with
                // the record's template bindings.
                let subst = self.record_subst.get(&rname).cloned().unwrap_or_default();
                let types = Self::val_types(&[&b]);
                self.fx.scopes.push(subst.into_iter().collect());
                let best = self.pick_overload(&cands, &types, span);
                self.fx.scopes.pop();
                if let Some(def) = best? {
                    let args = vec![(Arg::Val(b), span)];
                    let (r, _) = self.call_method(def, &rec, None, a, args, span)?;
                    return Ok(Ok(r));
                }
            }
        }
        // A free operator whose parameter types fit both operands.
        let frees: Vec<&'a ast::FunctionDef> = self
            .functions
            .get(name)
            .map(|fs| {
                fs.iter()
                    .copied()
                    .filter(|f| f.body.is_some() && f.params.len() == 2 && !f.name.contains("::"))
                    .collect()
            })
            .unwrap_or_default();
        // The overload the operand types fit best (helper_math.h defines `operator+` for
        // float2, float3, float4, int2, ...).
        let types = Self::val_types(&[&a, &b]);
        if let Some(def) = self.pick_overload(&frees, &types, span)? {
            let args = vec![(Arg::Val(a), span), (Arg::Val(b), span)];
            let (r, _) = self.call_args(def, None, args, span, Vec::new())?;
            return Ok(Ok(r));
        }
        // A friend defined in either operand's class (`friend V operator*(float, const V &)`):
        // a free function with the class's template bindings.
        let records: Vec<CType> = [&a, &b]
            .into_iter()
            .filter_map(|v| match v {
                Val::Agg(_, rec @ CType::Record(_)) => Some(rec.clone()),
                _ => None,
            })
            .collect();
        for rec in records {
            let Some(rname) = self.record_name(&rec) else {
                continue;
            };
            let friends: Vec<&'a ast::FunctionDef> = self
                .methods_named(&rname, name)
                .into_iter()
                .filter(|d| d.params.len() == 2)
                .collect();
            let subst = self.record_subst.get(&rname).cloned().unwrap_or_default();
            self.fx.scopes.push(subst.iter().cloned().collect());
            let best = self.pick_overload(&friends, &types, span);
            self.fx.scopes.pop();
            if let Some(def) = best? {
                let args = vec![(Arg::Val(a), span), (Arg::Val(b), span)];
                let (r, _) = self.call_args(def, None, args, span, subst)?;
                return Ok(Ok(r));
            }
        }
        // An operator template (`template <class T> V<T> operator*(T, const V<T> &)`).
        if let Some((tparams, def)) = self.function_template(name, 2, span)? {
            if def.params.len() == 2
                && self
                    .template_cost(tparams, def, &[], &types, span)
                    .is_some()
            {
                let subst = self.template_subst(tparams, def, &[], &types, span)?;
                let args = vec![(Arg::Val(a), span), (Arg::Val(b), span)];
                let (r, _) = self.call_args(def, None, args, span, subst)?;
                return Ok(Ok(r));
            }
        }
        Ok(Err((a, b)))
    }

    /// `lhs op= rhs` through a user operator `op=` (member or free) or `op`, when the left
    /// side is a struct or vector with one.
    /// `x = e` through a user `operator=` of `x`'s record that takes something other than
    /// the record (`Pair &operator=(int v)`); `None` for a copy, left to memberwise assignment.
    pub(crate) fn user_assign(
        &mut self,
        lv: &LVal,
        rhs: &ast::Expr,
        span: ir::Span,
    ) -> Res<Option<Val>> {
        let lty = Self::lval_type(lv);
        let Some(rname) = self.record_name(&lty) else {
            return Ok(None);
        };
        let cands: Vec<&'a ast::FunctionDef> = self
            .methods_named(&rname, "operator=")
            .into_iter()
            .filter(|d| d.params.len() == 1)
            .collect();
        if cands.is_empty() {
            return Ok(None);
        }
        let rty = self.expr_type(rhs);
        if rty.as_ref() == Some(&lty) {
            return Ok(None);
        }
        let Some(def) = self.pick_overload(&cands, &[rty], span)? else {
            return Ok(None);
        };
        self.assign_through(def, lv, &rname, rhs, span).map(Some)
    }

    /// Run assignment operator `def` (`operator=`, `operator+=`, ...) of record `rname` on
    /// the object at `lv` with right side `rhs`, and store the object it leaves back there.
    fn assign_through(
        &mut self,
        def: &'a ast::FunctionDef,
        lv: &LVal,
        rname: &str,
        rhs: &ast::Expr,
        span: ir::Span,
    ) -> Res<Val> {
        let lty = Self::lval_type(lv);
        let cur = self.read_lval(lv.clone(), span)?;
        let subst = self.record_subst.get(rname).cloned().unwrap_or_default();
        let args = self.eval_args(def, std::slice::from_ref(rhs), &subst)?;
        let (_, callee) = self.call_method(def, &lty, None, cur, args, span)?;
        let new = self.read_out(callee, THIS, &lty, span)?;
        self.write_lval(lv, new.clone(), span)?;
        Ok(new)
    }

    pub(crate) fn user_compound(
        &mut self,
        op: ast::BinaryOp,
        lv: &LVal,
        rhs: &ast::Expr,
        span: ir::Span,
    ) -> Res<Option<Val>> {
        let lty = Self::lval_type(lv);
        if !Self::is_aggregate(&lty) {
            return Ok(None);
        }
        let Some(name) = operator_name(op) else {
            return Ok(None);
        };
        let assign_name = format!("{name}=");
        if let Some(rname) = self.record_name(&lty) {
            let cands = self.methods_named(&rname, &assign_name);
            if let Some(def) = cands.iter().copied().find(|d| d.params.len() == 1) {
                return self.assign_through(def, lv, &rname, rhs, span).map(Some);
            }
        }
        let frees: Vec<&'a ast::FunctionDef> = self
            .functions
            .get(assign_name.as_str())
            .map(|fs| {
                fs.iter()
                    .copied()
                    .filter(|f| f.body.is_some() && f.params.len() == 2 && !f.name.contains("::"))
                    .collect()
            })
            .unwrap_or_default();
        let r = self.rvalue(rhs)?;
        let by_ref: Vec<&'a ast::FunctionDef> = frees
            .into_iter()
            .filter(|d| matches!(d.params[0].ty, ast::TypeName::Reference(_)))
            .collect();
        let mut types = vec![Some(lty.clone())];
        types.extend(Self::val_types(&[&r]));
        if let Some(def) = self.pick_overload(&by_ref, &types, span)? {
            let args = vec![(Arg::Place(lv.clone()), span), (Arg::Val(r), span)];
            self.call_args(def, None, args, span, Vec::new())?;
            let v = self.read_lval(lv.clone(), span)?;
            return Ok(Some(v));
        }
        let cur = self.read_lval(lv.clone(), span)?;
        match self.user_binary(op, cur, r, span)? {
            Ok(new) => Ok(Some(self.write_lval(lv, new, span)?)),
            Err((cur, r)) => {
                let new = self.arith(op, cur, r, span)?;
                Ok(Some(self.write_lval(lv, new, span)?))
            }
        }
    }
}
