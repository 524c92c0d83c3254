//! Calls of user functions: one procedure instance per binding of pointer and reference
//! parameters (and of template parameters), copy-in/copy-out of references to variables,
//! calls of functions without a body, and user-declared uninterpreted functions.

use ir::{Expr, StmtKind, VarId};

use super::expr::{LVal, PtrVal, Val};

/// An evaluated call argument.
pub(crate) enum Arg {
    /// A value (scalar, vector or struct).
    Val(Val),
    /// The object bound to a non-const reference parameter.
    Place(LVal),
    /// A pointer.
    Ptr(PtrVal),
}

/// The object a method is called on: its value, its type, and its place when the method may
/// modify it.
pub(crate) struct ThisArg {
    pub value: Val,
    pub ty: CType,
    pub back: Option<LVal>,
}
use super::types::CType;
use super::{Binding, Lowerer, ParamBind, Res};
use crate::ast;

impl<'a> Lowerer<'a> {
    /// Bindings of a function template's parameters from explicit arguments and deduction.
    pub(crate) fn template_subst(
        &mut self,
        tparams: &[ast::TemplateParam],
        def: &'a ast::FunctionDef,
        targs: &[ast::TemplateArg],
        arg_types: &[Option<CType>],
        span: ir::Span,
    ) -> Res<Vec<(String, Binding)>> {
        let mut subst: Vec<(String, Binding)> = Vec::new();
        for (k, tp) in tparams.iter().enumerate() {
            match (tp, targs.get(k)) {
                (ast::TemplateParam::Type(n, _), Some(ast::TemplateArg::Type(t))) => {
                    let t = self.resolve_type(t)?;
                    subst.push((n.clone(), Binding::Typedef(t)));
                }
                (ast::TemplateParam::Value(t, n, _), Some(ast::TemplateArg::Expr(e))) => {
                    let t = self.resolve_type(t)?;
                    match self.const_eval(e) {
                        Some(v) => subst.push((n.clone(), Binding::Const(v, t))),
                        None => {
                            return Err(self.unsupported(
                                "template argument that is not a constant",
                                Some(e.span),
                            ))
                        }
                    }
                }
                (
                    ast::TemplateParam::Value(t, n, _),
                    Some(ast::TemplateArg::Type(ast::TypeName::Base(
                        ast::BaseType::Named(m, _),
                        _,
                    ))),
                ) => {
                    // An identifier parsed as a type name may be a constant.
                    let t = self.resolve_type(t)?;
                    match self.lookup_const(m) {
                        Some(v) => subst.push((n.clone(), Binding::Const(v, t))),
                        None => {
                            return Err(self.unsupported(
                                "template argument that is not a constant",
                                Some(span),
                            ))
                        }
                    }
                }
                _ => {}
            }
        }
        // Deduce the remaining type parameters from argument types; two arguments that
        // deduce one parameter differently make the call ill-formed.
        let explicit: Vec<String> = subst.iter().map(|(n, _)| n.clone()).collect();
        for (p, a) in def.params.iter().zip(arg_types) {
            if let Some(a) = a {
                self.deduce_through_record(tparams, &p.ty, a, &mut subst);
            }
            let (name, through_ptr) = match &p.ty {
                ast::TypeName::Base(ast::BaseType::Named(n, _), _) => (n, false),
                ast::TypeName::Reference(inner) => match &**inner {
                    ast::TypeName::Base(ast::BaseType::Named(n, _), _) => (n, false),
                    _ => continue,
                },
                ast::TypeName::Pointer(inner, _) => match &**inner {
                    ast::TypeName::Base(ast::BaseType::Named(n, _), _) => (n, true),
                    _ => continue,
                },
                _ => continue,
            };
            let is_param = tparams
                .iter()
                .any(|tp| matches!(tp, ast::TemplateParam::Type(n, _) if n == name));
            if !is_param || explicit.contains(name) {
                continue;
            }
            let t = match (a, through_ptr) {
                (Some(CType::Pointer(t, _)), true) => (**t).clone(),
                (Some(t), false) => t.clone(),
                _ => continue,
            };
            match subst.iter().find(|(n, _)| n == name) {
                Some((_, Binding::Typedef(before))) if *before != t => {
                    let (a, b) = (before.describe(self), t.describe(self));
                    return Err(self.unsupported(
                        &format!(
                            "template parameter '{name}' of '{}' deduced as both '{a}' and '{b}'",
                            def.name
                        ),
                        Some(span),
                    ));
                }
                Some(_) => {}
                None => subst.push((name.clone(), Binding::Typedef(t))),
            }
        }
        for tp in tparams {
            let n = tp.name();
            if subst.iter().any(|(m, _)| m == n) {
                continue;
            }
            match self.template_default(tp, &subst)? {
                Some(b) => subst.push((n.to_string(), b)),
                None => {
                    return Err(self.unsupported(
                        &format!("cannot deduce template parameter '{n}' of '{}'", def.name),
                        Some(span),
                    ))
                }
            }
        }
        Ok(subst)
    }

    /// The bindings a call of `def` lowers with: its record's (`subst`), and for a member
    /// function template its own parameters, deduced from the arguments' types.
    fn member_template_subst(
        &mut self,
        def: &'a ast::FunctionDef,
        args: &[(Arg, ir::Span)],
        span: ir::Span,
        mut subst: Vec<(String, Binding)>,
    ) -> Res<Vec<(String, Binding)>> {
        if def.tparams.is_empty() {
            return Ok(subst);
        }
        let types: Vec<Option<CType>> = args
            .iter()
            .map(|(a, _)| match a {
                Arg::Val(v) => Self::val_types(&[v]).pop().flatten(),
                Arg::Place(lv) => Some(Self::lval_type(lv)),
                Arg::Ptr(p) => Some(CType::Pointer(Box::new(p.pointee.clone()), None)),
            })
            .collect();
        self.fx.scopes.push(subst.iter().cloned().collect());
        let own = self.template_subst(&def.tparams, def, &[], &types, span);
        self.fx.scopes.pop();
        subst.extend(own?);
        Ok(subst)
    }

    /// Deduce template parameters written as arguments of a record template in a parameter's
    /// type (`Vec2<T>`, `const Vec2<T> &`, `Vec2<T> *`) from the instance the argument has:
    /// each such parameter takes the instance's binding of the record template's parameter
    /// at its position.
    fn deduce_through_record(
        &self,
        tparams: &[ast::TemplateParam],
        pty: &ast::TypeName,
        aty: &CType,
        subst: &mut Vec<(String, Binding)>,
    ) {
        let (pty, aty) = match (pty, aty) {
            (ast::TypeName::Reference(p), a) => (&**p, a),
            (ast::TypeName::Pointer(p, _), CType::Pointer(a, _)) => (&**p, &**a),
            (p, a) => (p, a),
        };
        let (ast::TypeName::Base(ast::BaseType::Named(name, targs), _), CType::Record(r)) =
            (pty, aty)
        else {
            return;
        };
        let short = name.rsplit("::").next().unwrap_or(name);
        let Some((rparams, _)) = self.record_templates.get(short) else {
            return;
        };
        let Some(inst) = self.records.get(*r).map(|d| d.name.clone()) else {
            return;
        };
        if !inst.starts_with(&format!("{short}<")) {
            return;
        }
        let Some(bindings) = self.record_subst.get(&inst) else {
            return;
        };
        for (k, targ) in targs.iter().enumerate() {
            let fp = match targ {
                ast::TemplateArg::Type(ast::TypeName::Base(ast::BaseType::Named(n, a), _))
                    if a.is_empty() =>
                {
                    n
                }
                ast::TemplateArg::Expr(ast::Expr {
                    kind: ast::ExprKind::Ident(n),
                    ..
                }) => n,
                _ => continue,
            };
            let is_param = tparams.iter().any(|tp| {
                matches!(tp, ast::TemplateParam::Type(n, _) | ast::TemplateParam::Value(_, n, _) if n == fp)
            });
            if !is_param || subst.iter().any(|(n, _)| n == fp) {
                continue;
            }
            let Some(rp) = rparams.get(k).map(|p| p.name()) else {
                continue;
            };
            if let Some((_, b @ (Binding::Typedef(_) | Binding::Const(..)))) =
                bindings.iter().find(|(n, _)| n == rp)
            {
                subst.push((fp.clone(), b.clone()));
            }
        }
    }

    /// The binding of template parameter `tp` from its default argument, evaluated with the
    /// parameters bound so far in scope (`typename U = T`); `None` without a default.
    pub(crate) fn template_default(
        &mut self,
        tp: &ast::TemplateParam,
        subst: &[(String, Binding)],
    ) -> Res<Option<Binding>> {
        self.fx.scopes.push(subst.iter().cloned().collect());
        let b = match tp {
            ast::TemplateParam::Type(_, Some(d)) => {
                self.resolve_type(d).map(|t| Some(Binding::Typedef(t)))
            }
            ast::TemplateParam::Value(t, _, Some(d)) => {
                match (self.resolve_type(t), self.const_eval(d)) {
                    (Ok(t), Some(v)) => Ok(Some(Binding::Const(v, t))),
                    (Err(e), _) => Err(e),
                    (Ok(_), None) => Err(self.unsupported(
                        "default template argument that is not a constant",
                        Some(d.span),
                    )),
                }
            }
            _ => Ok(None),
        };
        self.fx.scopes.pop();
        b
    }

    /// The explicit specialisation of template `name` for the bindings `subst`, if one is
    /// written.
    pub(crate) fn specialization(
        &mut self,
        name: &str,
        subst: &[(String, Binding)],
    ) -> Res<Option<&'a ast::FunctionDef>> {
        let specs = self.specializations.get(name).cloned().unwrap_or_default();
        'spec: for spec in specs {
            if spec.targs.len() != subst.len() {
                continue;
            }
            for (a, (_, b)) in spec.targs.iter().zip(subst) {
                let same = match (a, b) {
                    (ast::TemplateArg::Type(t), Binding::Typedef(bt)) => {
                        match (self.resolve_type(t), bt) {
                            (Ok(t), bt) => t == *bt,
                            (Err(_), _) => false,
                        }
                    }
                    (ast::TemplateArg::Expr(e), Binding::Const(v, _)) => {
                        self.const_eval(e) == Some(*v)
                    }
                    (
                        ast::TemplateArg::Type(ast::TypeName::Base(ast::BaseType::Named(m, _), _)),
                        Binding::Const(v, _),
                    ) => self.lookup_const(m) == Some(*v),
                    _ => false,
                };
                if !same {
                    continue 'spec;
                }
            }
            for (_, b) in subst {
                if let Binding::Typedef(t) = b {
                    self.check_specialized_type(name, t, spec.span)?;
                }
            }
            return Ok(Some(spec));
        }
        Ok(None)
    }

    pub(crate) fn resolve_in(
        &mut self,
        subst: &[(String, Binding)],
        t: &ast::TypeName,
    ) -> Res<CType> {
        if subst.is_empty() {
            return self.resolve_type(t);
        }
        self.fx.scopes.push(subst.iter().cloned().collect());
        let r = self.resolve_type(t);
        self.fx.scopes.pop();
        r
    }

    pub(crate) fn user_call(
        &mut self,
        def: &'a ast::FunctionDef,
        args: &[ast::Expr],
        span: ir::Span,
        want: bool,
        subst: Vec<(String, Binding)>,
    ) -> Res<Val> {
        let _ = want;
        if !def
            .params
            .iter()
            .skip(args.len())
            .all(|p| p.default.is_some())
            || args.len() > def.params.len()
        {
            return Err(self.sema(
                format!("wrong number of arguments in call to '{}'", def.name),
                Some(span),
            ));
        }
        self.check_reference_args(def, args, None, span)?;
        let args = self.eval_args(def, args, &subst)?;
        self.call_args(def, None, args, span, subst).map(|(v, _)| v)
    }

    /// Evaluate the arguments of a call of `def` (defaults for missing trailing ones): places
    /// for non-const references, pointers for pointer parameters, values otherwise.
    pub(crate) fn eval_args(
        &mut self,
        def: &'a ast::FunctionDef,
        args: &[ast::Expr],
        subst: &[(String, Binding)],
    ) -> Res<Vec<(Arg, ir::Span)>> {
        let mut out = Vec::new();
        for (i, p) in def.params.iter().enumerate() {
            let Some(arg) = args.get(i).or(p.default.as_ref()) else {
                break;
            };
            if super::images::texref_type(&p.ty).is_some() {
                // Texture and surface references are passed by name, not by value.
                if !self.is_texref(arg) {
                    return Err(self.unsupported(
                        &format!(
                            "texture argument that is not a texture reference in call to '{}'",
                            def.name
                        ),
                        Some(arg.span),
                    ));
                }
                out.push((Arg::Val(Val::Void), arg.span));
                continue;
            }
            if let ast::ExprKind::BracedList(init) = &arg.kind {
                out.push((self.braced_arg(def, p, init, subst, arg.span)?, arg.span));
                continue;
            }
            if super::mutable_ref(&p.ty).is_some() {
                out.push((Arg::Place(self.lvalue(arg)?), arg.span));
                continue;
            }
            if Self::const_ref_param(p) && super::local_refs::is_place(arg) {
                // A scalar memory cell of the parameter's type is passed as itself.
                let inner = super::const_ref(&p.ty).unwrap_or(&p.ty);
                let t = self.resolve_in(subst, inner)?;
                let n_diags = self.diags.items.len();
                let (_, lv) = self.scratch(|l| l.lvalue(arg));
                self.diags.items.truncate(n_diags);
                if t.is_scalar() && matches!(&lv, Ok(LVal::Mem { ty, .. }) if *ty == t) {
                    out.push((Arg::Place(self.lvalue(arg)?), arg.span));
                    continue;
                }
            }
            let p_ty = match &p.ty {
                ast::TypeName::Reference(inner) => &**inner,
                t => t,
            };
            let a = match self.resolve_in(subst, p_ty)? {
                CType::Pointer(t, _) | CType::Array(t, _) => {
                    let v = self.rvalue(arg)?;
                    Arg::Ptr(self.as_pointer(v, &t, arg.span)?)
                }
                _ => Arg::Val(self.rvalue(arg)?),
            };
            out.push((a, arg.span));
        }
        Ok(out)
    }

    /// Call `def` with evaluated arguments (and the object of a method): one procedure
    /// instance per binding of its pointer and reference parameters (see [`ParamBind`]);
    /// references to variables and to structs or vectors are copied in and out.
    pub(crate) fn call_args(
        &mut self,
        def: &'a ast::FunctionDef,
        this: Option<ThisArg>,
        args: Vec<(Arg, ir::Span)>,
        span: ir::Span,
        subst: Vec<(String, Binding)>,
    ) -> Res<(Val, ir::ProcId)> {
        let subst = self.member_template_subst(def, &args, span, subst)?;
        let mut binds = Vec::new();
        let mut vals = Vec::new();
        let mut copy_back: Vec<(usize, VarId, CType)> = Vec::new();
        let mut agg_back: Vec<(usize, LVal, CType)> = Vec::new();
        let this_ty = this.as_ref().map(|t| t.ty.clone());
        if let Some(this) = this {
            if !matches!(this.value, Val::Agg(..)) {
                return Err(self.sema("method called on a value that is not an object", Some(span)));
            }
            self.push_leaves(def, &this.ty, this.value, span, &mut vals, &mut binds)?;
            if let Some(lv) = this.back {
                agg_back.push((super::methods::THIS, lv, this.ty));
            }
        }
        for (i, (p, (arg, aspan))) in def.params.iter().zip(args).enumerate() {
            if super::images::texref_type(&p.ty).is_some() {
                continue;
            }
            if Self::const_ref_param(p) {
                // The argument's memory cell, or (any other argument) its value.
                if let Arg::Place(LVal::Mem { array, index, .. }) = &arg {
                    binds.push(ParamBind::Cell(*array));
                    vals.push(index.clone());
                    continue;
                }
                binds.push(ParamBind::Copy);
            }
            if let Some(inner) = super::mutable_ref(&p.ty) {
                let t = self.resolve_in(&subst, inner)?;
                let Arg::Place(lv) = arg else {
                    return Err(self.unsupported(
                        &format!("argument bound to a reference parameter of '{}'", def.name),
                        Some(aspan),
                    ));
                };
                if Self::is_aggregate(&t) {
                    let v = self.read_lval(lv.clone(), aspan)?;
                    binds.push(ParamBind::Copy);
                    self.push_leaves(def, &t, v, aspan, &mut vals, &mut binds)?;
                    if self.param_modified(def, i) {
                        agg_back.push((i, lv, t));
                    }
                    continue;
                }
                match lv {
                    LVal::Mem { array, index, ty } if self.compatible(&ty, &t) => {
                        binds.push(ParamBind::Cell(array));
                        vals.push(index);
                    }
                    LVal::Var(v, vt) if t.is_scalar() => {
                        binds.push(ParamBind::Copy);
                        copy_back.push((i, v, vt));
                    }
                    _ => {
                        return Err(self.unsupported(
                            &format!("argument bound to a reference parameter of '{}'", def.name),
                            Some(aspan),
                        ))
                    }
                }
                continue;
            }
            let p_ty = match &p.ty {
                ast::TypeName::Reference(inner) => &**inner,
                t => t,
            };
            let pt = self.resolve_in(&subst, p_ty)?;
            match (pt, arg) {
                (t, Arg::Val(v)) if Self::is_aggregate(&t) => {
                    self.push_leaves(def, &t, v, aspan, &mut vals, &mut binds)?;
                }
                (CType::Pointer(pointee, _) | CType::Array(pointee, _), Arg::Ptr(v)) => {
                    if *pointee != CType::Void && !self.compatible(&pointee, &v.pointee) {
                        return Err(self.unsupported(
                            &format!(
                                "pointer argument of a different element type in call to '{}'",
                                def.name
                            ),
                            Some(aspan),
                        ));
                    }
                    self.push_ptr_arg(v, &mut vals, &mut binds);
                }
                (t, Arg::Val(Val::Scalar(x, xt))) if t.is_scalar() => {
                    vals.push(self.convert(x, &xt, &t));
                }
                (t, Arg::Val(Val::Ptr(_))) if t.is_scalar() => {
                    return Err(self.unsupported("pointer used as an integer", Some(aspan)));
                }
                (t, _) if t.is_scalar() => {
                    return Err(self.sema(
                        "vector or struct used where a scalar is required",
                        Some(aspan),
                    ));
                }
                (t, _) => {
                    let d = t.describe(self);
                    return Err(self.unsupported(&format!("argument of type '{d}'"), Some(aspan)));
                }
            }
        }
        let ret_ty = match &def.ret {
            ast::TypeName::Reference(inner) => self.resolve_in(&subst, inner)?,
            t => self.resolve_in(&subst, t)?,
        };
        let callee = self.instance_with(def, binds, false, subst)?;
        if let Some((_, _, t)) = agg_back.iter().find(|(i, _, _)| *i == super::methods::THIS) {
            self.method_this.insert(callee, t.clone());
        } else if let Some(t) = &this_ty {
            self.method_this.insert(callee, t.clone());
        }
        for (i, v, vt) in &copy_back {
            if let Some(cell) = self.ref_cells.get(&(callee, *i)).copied() {
                let x = self.as_bits(Expr::var(*v), vt);
                self.emit(StmtKind::Assign { lhs: cell, rhs: x });
            }
        }
        let ret = ret_ty.ir().map(|t| self.temp(t));
        // At the call expression itself: a failing precondition is reported there.
        self.fx.buf.push(ir::Stmt::new(
            StmtKind::Call {
                callee,
                args: vals,
                ret,
            },
            ir::Origin::Source(span),
        ));
        for (i, v, _) in copy_back {
            if let Some(cell) = self.ref_cells.get(&(callee, i)).copied() {
                self.emit(StmtKind::Assign {
                    lhs: v,
                    rhs: Expr::var(cell),
                });
            }
        }
        // Results first: writing objects back may overwrite nothing they hold, but reading
        // the result cells must happen before any later call.
        let result = if Self::is_aggregate(&ret_ty) {
            self.read_out(callee, super::methods::RESULT, &ret_ty, span)?
        } else if let CType::Pointer(pointee, _) = &ret_ty {
            let cell = self.result_ptr(callee, pointee);
            let v = self.ptr_value(cell);
            let tmp = self.temp_ptr(&v);
            Val::Ptr(self.ptr_value(tmp))
        } else {
            match ret {
                Some(r) => Val::Scalar(Expr::var(r), ret_ty),
                None => Val::Void,
            }
        };
        for (i, lv, t) in agg_back {
            let v = self.read_out(callee, i, &t, span)?;
            self.write_lval(&lv, v, span)?;
        }
        Ok((result, callee))
    }

    /// Push a pointer argument: its offset, and its base when that is not known statically.
    fn push_ptr_arg(&mut self, p: PtrVal, vals: &mut Vec<Expr>, binds: &mut Vec<ParamBind>) {
        let bases = p.bases();
        vals.push(p.off);
        if bases.needs_base_var() {
            vals.push(p.base);
        }
        binds.push(ParamBind::Ptr(bases));
    }

    /// Push the leaves of an aggregate argument value for a parameter of type `t`.
    fn push_leaves(
        &mut self,
        def: &ast::FunctionDef,
        t: &CType,
        v: Val,
        span: ir::Span,
        vals: &mut Vec<Expr>,
        binds: &mut Vec<ParamBind>,
    ) -> Res<()> {
        let leaves = self.leaves(t, span)?;
        match v {
            Val::Agg(vs, _) if vs.len() == leaves.len() => {
                for ((x, xt), l) in vs.into_iter().zip(leaves) {
                    if let CType::Pointer(pointee, _) = &l.ty {
                        let p = self.as_pointer(Val::Scalar(x, xt), pointee, span)?;
                        self.push_ptr_arg(p, vals, binds);
                    } else {
                        vals.push(self.convert(x, &xt, &l.ty));
                    }
                }
            }
            Val::Scalar(x, xt) if matches!(t, CType::Vector(..)) => {
                for l in leaves {
                    vals.push(self.convert(x.clone(), &xt, &l.ty));
                }
            }
            _ => {
                return Err(self.sema(
                    format!("incompatible argument in call to '{}'", def.name),
                    Some(span),
                ))
            }
        }
        Ok(())
    }

    /// True when `def` may modify its by-reference parameter `i`.
    fn param_modified(&self, def: &ast::FunctionDef, i: usize) -> bool {
        let Some(body) = def.body.as_deref() else {
            return true;
        };
        match def.params.get(i).and_then(|p| p.name.clone()) {
            Some(n) => super::methods::may_modify(body, &[n], &[], &[]),
            None => false,
        }
    }

    pub(crate) fn bodiless_call(
        &mut self,
        proto: &'a ast::FunctionDef,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        if let Some(uf) = proto.name.strip_prefix("__uninterpreted_function_") {
            return self.user_uf(uf, proto, args, span);
        }
        let mut pointers = Vec::new();
        for a in args {
            match self.rvalue(a)? {
                Val::Ptr(p) => pointers.push(p),
                Val::Agg(vs, t) => {
                    for (x, xt) in &vs {
                        if let CType::Pointer(..) = xt {
                            pointers.push(self.leaf_ptr(x, a.span)?);
                        }
                    }
                    self.read_argument(&Val::Agg(vs, t));
                }
                v => self.read_argument(&v),
            }
        }
        for p in pointers {
            self.external_access(p, true, true, span)?;
        }
        let rt = self.resolve_type(&proto.ret)?;
        match rt.ir() {
            Some(t) => {
                let v = self.temp(t);
                self.emit(StmtKind::Havoc(v));
                Ok(Val::Scalar(Expr::var(v), rt))
            }
            None if rt == CType::Void => Ok(Val::Void),
            None if Self::is_aggregate(&rt) => {
                let mut leaves = Vec::new();
                for leaf in self.leaves(&rt, span)? {
                    let Some(t) = leaf.ty.ir() else {
                        let d = rt.describe(self);
                        return Err(self.unsupported(
                            &format!("call of '{}' returning '{d}'", proto.name),
                            Some(span),
                        ));
                    };
                    let v = self.temp(t);
                    self.emit(StmtKind::Havoc(v));
                    leaves.push((Expr::var(v), leaf.ty));
                }
                Ok(Val::Agg(leaves, rt))
            }
            None => {
                let d = rt.describe(self);
                Err(self.unsupported(
                    &format!("call of '{}' returning '{d}'", proto.name),
                    Some(span),
                ))
            }
        }
    }
}

impl<'a> Lowerer<'a> {
    /// A call of a user-declared uninterpreted function (`DECLARE_UF_*`).
    fn user_uf(
        &mut self,
        name: &str,
        proto: &'a ast::FunctionDef,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        if proto.params.len() != args.len() {
            return Err(self.bad_args(&proto.name, span));
        }
        let mut xs = Vec::new();
        let mut tys = Vec::new();
        for (p, a) in proto.params.iter().zip(args) {
            let pt = self.resolve_type(&p.ty)?;
            let Some(ty) = pt.ir() else {
                let d = pt.describe(self);
                return Err(self.unsupported(
                    &format!("uninterpreted function argument of type '{d}'"),
                    Some(a.span),
                ));
            };
            let (x, t) = self.scalar(a)?;
            xs.push(self.convert(x, &t, &pt));
            tys.push(ty);
        }
        let rt = self.resolve_type(&proto.ret)?;
        let Some(rty) = rt.ir() else {
            return Err(
                self.unsupported("uninterpreted function without a scalar result", Some(span))
            );
        };
        let e = self.apply_uf(&format!("UF_{name}"), xs, tys, rty);
        Ok(Val::Scalar(e, rt))
    }
}
