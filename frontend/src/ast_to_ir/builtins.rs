//! Builtin calls: GPU work-item functions, barriers, atomics and the annotation language;
//! dispatch of every call expression (math builtins are in `math.rs`).

use ir::{
    AccessKind, ArrayId, AssertKind, BinOp, CastOp, Dim, Expr, Origin, Special, StmtKind, Type,
};

use super::expr::Val;
use super::math::float_math_arity;
use super::types::{promote, usual_arith, CType, INT, SIZE_T};
use super::{Binding, Lowerer, Res};
use crate::ast;

/// Atomic builtins: name → IR operation name.
fn atomic_op(name: &str) -> Option<&'static str> {
    let n = name.strip_suffix("_explicit").unwrap_or(name);
    let n = n
        .strip_suffix("_block")
        .or_else(|| n.strip_suffix("_system"))
        .unwrap_or(n);
    let ocl = n
        .strip_prefix("atomic_fetch_")
        .or_else(|| n.strip_prefix("atomic_"))
        .or_else(|| n.strip_prefix("atom_"));
    let op = match ocl {
        Some(op) => op,
        None => match n {
            "atomicAdd" => "add",
            "atomicSub" => "sub",
            "atomicExch" => "xchg",
            "atomicMin" => "min",
            "atomicMax" => "max",
            "atomicInc" => "inc",
            "atomicDec" => "dec",
            "atomicAnd" => "and",
            "atomicOr" => "or",
            "atomicXor" => "xor",
            "atomicCAS" => "cmpxchg",
            _ => return None,
        },
    };
    Some(match op {
        "add" => "add",
        "sub" => "sub",
        "xchg" | "exchange" => "xchg",
        "min" => "min",
        "max" => "max",
        "and" => "and",
        "or" => "or",
        "xor" => "xor",
        "inc" => "inc",
        "dec" => "dec",
        "cmpxchg" => "cmpxchg",
        "load" => "load",
        "store" => "store",
        _ => return None,
    })
}

/// Whether a call of `name` may be a builtin's when no user definition takes its arguments.
fn might_be_builtin(name: &str) -> bool {
    float_math_arity(name).is_some()
        || name.starts_with("make_")
        || name.starts_with("convert_")
        || name.starts_with("as_")
        || matches!(
            name,
            "min"
                | "max"
                | "umin"
                | "umax"
                | "clamp"
                | "abs"
                | "dot"
                | "cross"
                | "length"
                | "fast_length"
                | "normalize"
                | "fast_normalize"
                | "distance"
                | "mad"
                | "select"
                | "rotate"
                | "popcount"
                | "clz"
        )
}

fn dim_of(v: i128) -> Option<Dim> {
    match v {
        0 => Some(Dim::X),
        1 => Some(Dim::Y),
        2 => Some(Dim::Z),
        _ => None,
    }
}

impl<'a> Lowerer<'a> {
    /// A CUDA builtin variable component (`threadIdx.x`, ...), if `e` is one.
    pub(crate) fn builtin_member(&mut self, e: &ast::Expr) -> Res<Option<Val>> {
        let ast::ExprKind::Member(base, field, false) = &e.kind else {
            return Ok(None);
        };
        let ast::ExprKind::Ident(n) = &base.kind else {
            return Ok(None);
        };
        match self.lookup(n) {
            None => {}
            Some(Binding::Const(_, t)) if !t.is_scalar() => {}
            Some(_) => return Ok(None),
        }
        let mk: fn(Dim) -> Special = match n.as_str() {
            "threadIdx" => Special::LocalId,
            "blockIdx" => Special::GroupId,
            "blockDim" => Special::GroupSize,
            "gridDim" => Special::NumGroups,
            _ => return Ok(None),
        };
        let d = match field.as_str() {
            "x" => Dim::X,
            "y" => Dim::Y,
            "z" => Dim::Z,
            _ => return Err(self.sema(format!("no member named '{field}' in '{n}'"), Some(e.span))),
        };
        let v = self.prog.special(mk(d));
        Ok(Some(Val::Scalar(Expr::var(v), SIZE_T)))
    }

    /// A CUDA builtin variable as a whole (`dim3 t = threadIdx;`): its three components.
    pub(crate) fn builtin_vector(&mut self, name: &str) -> Option<Val> {
        if !self.cuda() {
            return None;
        }
        let mk: fn(Dim) -> Special = match name {
            "threadIdx" => Special::LocalId,
            "blockIdx" => Special::GroupId,
            "blockDim" => Special::GroupSize,
            "gridDim" => Special::NumGroups,
            _ => return None,
        };
        let comps = [Dim::X, Dim::Y, Dim::Z]
            .into_iter()
            .map(|d| (Expr::var(self.prog.special(mk(d))), SIZE_T))
            .collect();
        Some(Val::Agg(comps, CType::Vector(Box::new(SIZE_T), 3)))
    }

    /// Lower a call expression.
    pub(crate) fn call(
        &mut self,
        f: &ast::Expr,
        targs: &[ast::TemplateArg],
        args: &[ast::Expr],
        span: ir::Span,
        want: bool,
    ) -> Res<Val> {
        if self.is_pointer_callee(f) {
            return self.pointer_call(f, args, span, want);
        }
        let name = match &f.kind {
            ast::ExprKind::Ident(n) => n.rsplit("::").next().unwrap_or(n).to_string(),
            ast::ExprKind::Member(base, method, arrow) => {
                if let Some(v) = self.user_method_call(base, method, *arrow, args, span)? {
                    return Ok(v);
                }
                if *arrow {
                    return Err(self.unsupported(&format!("call of method '{method}'"), Some(span)));
                }
                return self.method_call(base, method, args, span);
            }
            ast::ExprKind::ScopedName(rec, targs, m) => {
                let (def, subst) = self.scoped_static_method(rec, targs, m, f.span)?;
                return self.user_call(def, args, span, want, subst);
            }
            _ => return Err(self.unsupported("call through a function pointer", Some(span))),
        };
        if name == crate::parser::RANGE_LENGTH {
            return self.range_length(args, span);
        }
        if let Some(v) = self.functor_call(f, args, span)? {
            return Ok(v);
        }
        if self.ignored_annotation(&name) {
            return Ok(Val::Void);
        }
        let written = match &f.kind {
            ast::ExprKind::Ident(n) => n.as_str(),
            _ => name.as_str(),
        };
        if self.may_name_own_member(written, span) {
            if let Some(v) = self.implicit_this_call(&name, args, span)? {
                return Ok(v);
            }
        }
        if let Some(v) = self.annotation(&name, args, span)? {
            return Ok(v);
        }
        if name == "tiled_partition" && self.cuda() {
            return self.tiled_partition(targs, args, span);
        }
        if self.cuda()
            && matches!(
                name.as_str(),
                "reduce" | "inclusive_scan" | "exclusive_scan"
            )
            && matches!(&f.kind, ast::ExprKind::Ident(n) if n.contains("::"))
            && !self.functions.contains_key(&name)
        {
            return self.group_collective_call(&name, args, span);
        }
        if let Some(v) = self.gpu_builtin(&name, args, span)? {
            return Ok(v);
        }
        if let Some(v) = self.library_builtin(&name, targs, args, span)? {
            return Ok(v);
        }
        let mut defs = self.functions.get(&name).cloned().unwrap_or_default();
        if let ast::ExprKind::Ident(written) = &f.kind {
            // `hi::idx` names the `idx` of namespace `hi` among those of other namespaces.
            if written.contains("::") && defs.len() > 1 {
                let named: Vec<_> = defs
                    .iter()
                    .copied()
                    .filter(|d| {
                        let full = match self.function_namespaces.get(&d.span) {
                            Some(ns) => format!("{ns}::{}", d.name),
                            None => d.name.clone(),
                        };
                        full == *written || full.ends_with(&format!("::{written}"))
                    })
                    .collect();
                if !named.is_empty() {
                    defs = named;
                }
            }
        }
        let template = self.function_template(&name, args.len(), span)?;
        // `f<int>(x)` names the template even beside a plain `f`.
        let explicit = !targs.is_empty() && template.is_some();
        if !explicit && defs.iter().any(|d| d.body.is_some()) {
            // Argument types matter when definitions compete, or compete with a builtin
            // (helper_math.h's fminf(float3, float3) beside fminf(float, float)) or a
            // template.
            let types: Vec<Option<CType>> =
                if defs.len() > 1 || might_be_builtin(&name) || template.is_some() {
                    args.iter().map(|a| self.expr_type(a)).collect()
                } else {
                    vec![None; args.len()]
                };
            if let Some((cost, def)) = self.pick_overload_scored(&defs, &types, span)? {
                // A template whose deduced parameters fit better than the plain function's
                // conversions is C++'s choice; on a tie the plain function wins.
                let template_better = cost > 0
                    && template.is_some_and(|(tp, td)| {
                        self.template_cost(tp, td, targs, &types, span)
                            .is_some_and(|c| c < cost)
                    });
                if !template_better {
                    return self.user_call(def, args, span, want, Vec::new());
                }
            }
        }
        if let ast::ExprKind::Ident(full) = &f.kind {
            if let Some((def, subst)) = self.static_method(full, &name) {
                return self.user_call(def, args, span, want, subst);
            }
        }
        if let Some((tparams, def)) = template {
            let types: Vec<Option<CType>> = args.iter().map(|a| self.expr_type(a)).collect();
            let subst = self.template_subst(tparams, def, targs, &types, span)?;
            if let Some(spec) = self.specialization(&name, &subst)? {
                return self.user_call(spec, args, span, want, Vec::new());
            }
            return self.user_call(def, args, span, want, subst);
        }
        if let Some(op) = atomic_op(&name) {
            return self.atomic(op, args, span, want);
        }
        if let Some(v) = self.libc_builtin(&name, args, span, want)? {
            return Ok(v);
        }
        if let Some(v) = self.math(&name, args, span)? {
            return Ok(v);
        }
        if let Some(def) = defs.iter().find(|d| d.body.is_some()) {
            // No definition takes these arguments: reported by the call.
            return self.user_call(def, args, span, want, Vec::new());
        }
        match defs.first().copied() {
            Some(proto) => self.bodiless_call(proto, args, span),
            None => Err(self.sema(
                format!("use of undeclared identifier '{name}'"),
                Some(f.span),
            )),
        }
    }

    pub(crate) fn one_arg<'e>(
        &mut self,
        name: &str,
        args: &'e [ast::Expr],
        span: ir::Span,
    ) -> Res<&'e ast::Expr> {
        match args {
            [a] => Ok(a),
            _ => Err(self.sema(format!("'{name}' expects one argument"), Some(span))),
        }
    }

    pub(crate) fn bad_args(&mut self, name: &str, span: ir::Span) -> super::Reported {
        self.sema(format!("wrong number of arguments to '{name}'"), Some(span))
    }

    /// Annotation-language calls.
    fn annotation(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<Option<Val>> {
        let cand = name.contains("candidate");
        Ok(Some(match name {
            "__assert"
            | "__global_assert"
            | "__candidate_assert"
            | "__candidate_global_assert"
            | "__unsafe_assert"
            | "__unsafe_global_assert"
            | "__unsafe_candidate_assert"
            | "__unsafe_candidate_global_assert" => {
                let a = self.one_arg(name, args, span)?;
                let cond = if name.starts_with("__unsafe") {
                    self.pure_cond(a)?
                } else {
                    self.cond_expr(a)?
                };
                let id = self.prog.new_assert(AssertKind::User, Origin::Source(span));
                self.prog.asserts[id].candidate = cand;
                self.prog.asserts[id].unpredicated = name.contains("global");
                self.emit(StmtKind::Assert { id, cond });
                Val::Void
            }
            "__assume" | "bugle_assume" => {
                let a = self.one_arg(name, args, span)?;
                let c = self.pure_cond(a)?;
                self.emit(StmtKind::Assume(c));
                Val::Void
            }
            "__axiom" => {
                let a = self.one_arg(name, args, span)?;
                let c = self.pure_cond(a)?;
                self.prog.axioms.push(c);
                Val::Void
            }
            "__invariant"
            | "__global_invariant"
            | "__candidate_invariant"
            | "__candidate_global_invariant"
            | "__function_wide_invariant"
            | "__function_wide_candidate_invariant" => {
                self.diags.error(
                    "invariant-placement",
                    "user-specified invariant does not appear at loop head",
                    Some(span),
                );
                Val::Void
            }
            "__requires" | "__global_requires" | "__ensures" | "__global_ensures" => {
                return Err(self.unsupported(
                    &format!("'{name}' not at the start of a function body"),
                    Some(span),
                ));
            }
            "__implies" => {
                let [a, b] = args else {
                    return Err(self.bad_args(name, span));
                };
                let a = self.cond_expr(a)?;
                let b = self.cond_expr(b)?;
                Val::Scalar(Expr::implies(a, b), INT)
            }
            "__ite" => {
                let [c, a, b] = args else {
                    return Err(self.bad_args(name, span));
                };
                let c = self.cond_expr(c)?;
                let (xa, ta) = self.scalar(a)?;
                let (xb, tb) = self.scalar(b)?;
                let t = usual_arith(&ta, &tb);
                let xa = self.convert(xa, &ta, &t);
                let xb = self.convert(xb, &tb, &t);
                Val::Scalar(Expr::ite(c, xa, xb), t)
            }
            "__enabled" => Val::Scalar(Expr::Enabled, INT),
            "__read" | "__write" | "__atomic" | "__no_read" | "__no_write" => {
                let a = self.one_arg(name, args, span)?;
                let p = self.pointer(a)?;
                let kind = match name {
                    "__read" | "__no_read" => AccessKind::Read,
                    "__write" | "__no_write" => AccessKind::Write,
                    _ => AccessKind::Atomic,
                };
                let e = self.by_object(&p, Expr::Bool(false), &|a| Expr::Accessed(a, kind));
                Val::Scalar(
                    if name.starts_with("__no_") {
                        Expr::not(e)
                    } else {
                        e
                    },
                    INT,
                )
            }
            "__read_implies" | "__write_implies" => {
                let [p, e] = args else {
                    return Err(self.bad_args(name, span));
                };
                let p = self.pointer(p)?;
                let c = self.cond_expr(e)?;
                let kind = if name == "__read_implies" {
                    AccessKind::Read
                } else {
                    AccessKind::Write
                };
                let acc = self.by_object(&p, Expr::Bool(false), &|a| Expr::Accessed(a, kind));
                Val::Scalar(Expr::implies(acc, c), INT)
            }
            "__read_offset_bytes" | "__write_offset_bytes" | "__read_offset" | "__write_offset" => {
                let a = self.one_arg(name, args, span)?;
                let p = self.pointer(a)?;
                let kind = if name.starts_with("__read") {
                    AccessKind::Read
                } else {
                    AccessKind::Write
                };
                let in_bytes = name.ends_with("_bytes");
                let cells: Vec<(ArrayId, u128)> = p
                    .objs
                    .iter()
                    .map(|a| (*a, u128::from(self.cell_bytes(*a))))
                    .collect();
                let e = self.by_object(&p, Expr::bv(0, 32), &|a| {
                    let off = Expr::AccessOffset(a, kind);
                    let bytes = cells.iter().find(|(b, _)| *b == a).map_or(1, |(_, n)| *n);
                    if in_bytes && bytes != 1 {
                        Expr::binary(BinOp::Mul, off, Expr::bv(bytes, 32))
                    } else {
                        off
                    }
                });
                Val::Scalar(e, SIZE_T)
            }
            "__ptr_offset_bytes" => {
                let a = self.one_arg(name, args, span)?;
                let p = self.pointer(a)?;
                Val::Scalar(self.ptr_bytes(&p), SIZE_T)
            }
            "__ptr_base" => {
                let a = self.one_arg(name, args, span)?;
                let p = self.pointer(a)?;
                Val::Scalar(p.base, INT)
            }
            // The pointer the function returns, for its `__ensures`.
            "__return_val_ptr" if let Some(idx) = self.fx.ret_ptr => Val::Ptr(self.ptr_value(idx)),
            n if n.starts_with("__return_val_") => {
                if let (Some(rt @ CType::Vector(..)), Some(cells)) =
                    (self.fx.ret_ty.clone(), self.fx.ret_leaves.clone())
                {
                    // `__return_val_int4()` and the like: the vector result's leaves.
                    if rt.describe(self) == n["__return_val_".len()..] {
                        let leaves = cells.into_iter().map(|(v, t)| (Expr::var(v), t)).collect();
                        return Ok(Some(Val::Agg(leaves, rt)));
                    }
                }
                let ok = match (
                    self.fx.ret_var,
                    self.fx.ret_ty.clone(),
                    &n["__return_val_".len()..],
                ) {
                    (Some(_), Some(CType::Int { width: 32, .. }), "int") => true,
                    (Some(_), Some(CType::Bool), "bool") => true,
                    (Some(_), Some(CType::Float(32)), "float") => true,
                    (Some(_), Some(CType::Float(64)), "double") => true,
                    _ => false,
                };
                match (ok, self.fx.ret_var, self.fx.ret_ty.clone()) {
                    (true, Some(v), Some(t)) => Val::Scalar(Expr::var(v), t),
                    _ => {
                        return Err(self.sema(
                            "Type of __return_val function does not match return type",
                            Some(span),
                        ))
                    }
                }
            }
            "__old_int" | "__old_bool" | "__old_float" => {
                let a = self.one_arg(name, args, span)?;
                let (x, t) = self.scalar(a)?;
                Val::Scalar(Expr::Old(Box::new(x)), t)
            }
            "__is_pow2" => {
                let a = self.one_arg(name, args, span)?;
                let (x, t) = self.scalar(a)?;
                let pt = promote(&t);
                let x = self.convert(x, &t, &pt);
                let w = pt.width();
                let m1 = Expr::binary(BinOp::Sub, x.clone(), Expr::bv(1, w));
                Val::Scalar(
                    Expr::eq(Expr::binary(BinOp::BvAnd, x, m1), Expr::bv(0, w)),
                    INT,
                )
            }
            "__mod_pow2" => {
                let [a, b] = args else {
                    return Err(self.bad_args(name, span));
                };
                let (xa, ta) = self.scalar(a)?;
                let (xb, tb) = self.scalar(b)?;
                let t = usual_arith(&ta, &tb);
                let xa = self.convert(xa, &ta, &t);
                let xb = self.convert(xb, &tb, &t);
                let w = t.width();
                Val::Scalar(
                    Expr::binary(
                        BinOp::BvAnd,
                        Expr::binary(BinOp::Sub, xb, Expr::bv(1, w)),
                        xa,
                    ),
                    t,
                )
            }
            "__reads_from"
            | "__reads_from_local"
            | "__reads_from_global"
            | "__writes_to"
            | "__writes_to_local"
            | "__writes_to_global" => {
                if self.fx.spec {
                    let a = self.one_arg(name, args, span)?;
                    let p = self.pointer(a)?;
                    let read = name.starts_with("__reads");
                    self.external_access(p, read, !read, span)?;
                }
                Val::Void
            }
            "__non_temporal_loads_begin"
            | "__non_temporal_loads_end"
            | "__requires_fresh_array" => Val::Void,
            "__other_int" | "__other_bool" | "__other_ptr_base" => {
                let a = self.one_arg(name, args, span)?;
                let (x, t) = self.scalar(a)?;
                Val::Scalar(Expr::Other(Box::new(x)), t)
            }
            "__add" => {
                let [a, b] = args else {
                    return Err(self.bad_args(name, span));
                };
                let (va, vb) = (self.rvalue(a)?, self.rvalue(b)?);
                self.arith(ast::BinaryOp::Add, va, vb, span)?
            }
            n if n.starts_with("__add_noovfl") => self.add_noovfl(n, args, span)?,
            n if n.starts_with("__barrier_invariant_") => {
                self.barrier_invariant(n, args, span)?;
                Val::Void
            }
            "__read_permission" => {
                // A read that grants permission to mention the cell in a barrier invariant: an
                // ordinary (race-checked) read.
                let Some(a) = args.last() else {
                    return Err(self.bad_args(name, span));
                };
                if let Val::Scalar(x, _) = self.rvalue(a)? {
                    if !self.annot {
                        self.spill(x);
                    }
                }
                Val::Void
            }
            "__uniform_int"
            | "__uniform_bool"
            | "__uniform_ptr_base"
            | "__distinct_int"
            | "__distinct_bool"
            | "__distinct_ptr_base"
            | "__exclusive"
            | "__same_group" => {
                return Err(self.sema(
                    format!(
                        "'{name}' is a macro of the annotation header and cannot be called here"
                    ),
                    Some(span),
                ));
            }
            "__dominator_enabled" => {
                // The enabledness before the innermost enclosing `if` (GPUVerify: the predicate
                // of the immediate dominator); outside any `if`, the current one.
                if self.fx.dominators.is_empty() {
                    Val::Scalar(Expr::Enabled, INT)
                } else {
                    let v = match self.fx.dominators.last().copied().flatten() {
                        Some(v) => v,
                        None => {
                            let v = self.local_var(
                                "$dominator_enabled".into(),
                                ir::Type::Bool,
                                ir::VarRole::Predicate,
                            );
                            if let Some(slot) = self.fx.dominators.last_mut() {
                                *slot = Some(v);
                            }
                            v
                        }
                    };
                    Val::Scalar(Expr::var(v), INT)
                }
            }
            "__atomic_has_taken_value" => {
                let [p, off, v] = args else {
                    return Err(self.bad_args(name, span));
                };
                return self.atomic_has_taken_value(p, off, v, span).map(Some);
            }
            "__array_snapshot" => {
                return Err(self.unsupported(&format!("annotation '{name}'"), Some(span)));
            }
            _ => return Ok(None),
        }))
    }

    /// A work-item query for a dimension argument.
    fn dim_query(
        &mut self,
        arg: &ast::Expr,
        out_of_range: u128,
        f: &mut dyn FnMut(&mut Self, Dim) -> Expr,
    ) -> Res<Expr> {
        if let Some(v) = self.const_eval(arg) {
            return Ok(match dim_of(v) {
                Some(d) => f(self, d),
                None => Expr::bv(out_of_range, 32),
            });
        }
        let (x, t) = self.scalar(arg)?;
        let x = self.index_of(x, &t, arg.span)?;
        let (ex, ey, ez) = (f(self, Dim::X), f(self, Dim::Y), f(self, Dim::Z));
        Ok(Expr::ite(
            Expr::eq(x.clone(), Expr::bv(0, 32)),
            ex,
            Expr::ite(
                Expr::eq(x.clone(), Expr::bv(1, 32)),
                ey,
                Expr::ite(Expr::eq(x, Expr::bv(2, 32)), ez, Expr::bv(out_of_range, 32)),
            ),
        ))
    }

    fn special(&mut self, s: Special) -> Expr {
        Expr::var(self.prog.special(s))
    }

    fn global_id(&mut self, d: Dim) -> Expr {
        let e = Expr::binary(
            BinOp::Add,
            Expr::binary(
                BinOp::Mul,
                self.special(Special::GroupId(d)),
                self.special(Special::GroupSize(d)),
            ),
            self.special(Special::LocalId(d)),
        );
        if self.cfg.geometry.global_offset.is_some() {
            Expr::binary(BinOp::Add, e, self.special(Special::GlobalOffset(d)))
        } else {
            e
        }
    }

    /// Work-item functions, barriers and fences.
    fn gpu_builtin(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<Option<Val>> {
        let size_t = |e| Ok(Some(Val::Scalar(e, SIZE_T)));
        match name {
            "get_local_id"
            | "get_group_id"
            | "get_local_size"
            | "get_enqueued_local_size"
            | "get_num_groups"
            | "get_global_id"
            | "get_global_size"
            | "get_global_offset" => {
                let a = self.one_arg(name, args, span)?;
                let oor = if matches!(
                    name,
                    "get_local_size"
                        | "get_enqueued_local_size"
                        | "get_num_groups"
                        | "get_global_size"
                ) {
                    1
                } else {
                    0
                };
                let name = name.to_string();
                let e = self.dim_query(a, oor, &mut |l: &mut Self, d| match name.as_str() {
                    "get_local_id" => l.special(Special::LocalId(d)),
                    "get_group_id" => l.special(Special::GroupId(d)),
                    "get_local_size" | "get_enqueued_local_size" => {
                        l.special(Special::GroupSize(d))
                    }
                    "get_num_groups" => l.special(Special::NumGroups(d)),
                    "get_global_id" => l.global_id(d),
                    "get_global_offset" => {
                        if l.cfg.geometry.global_offset.is_some() {
                            l.special(Special::GlobalOffset(d))
                        } else {
                            Expr::bv(0, 32)
                        }
                    }
                    _ => Expr::binary(
                        BinOp::Mul,
                        l.special(Special::GroupSize(d)),
                        l.special(Special::NumGroups(d)),
                    ),
                })?;
                size_t(e)
            }
            "get_local_linear_id" | "get_global_linear_id" => {
                if !args.is_empty() {
                    return Err(self.sema(format!("'{name}' takes no arguments"), Some(span)));
                }
                // OpenCL 2.0: x + y * size_x + z * size_x * size_y, over the group's
                // work items or the whole range (without the global offset).
                let global = name == "get_global_linear_id";
                let id = |l: &mut Self, d| {
                    let lid = l.special(Special::LocalId(d));
                    if global {
                        let base = Expr::binary(
                            BinOp::Mul,
                            l.special(Special::GroupId(d)),
                            l.special(Special::GroupSize(d)),
                        );
                        Expr::binary(BinOp::Add, base, lid)
                    } else {
                        lid
                    }
                };
                let size = |l: &mut Self, d| {
                    let s = l.special(Special::GroupSize(d));
                    if global {
                        Expr::binary(BinOp::Mul, s, l.special(Special::NumGroups(d)))
                    } else {
                        s
                    }
                };
                let (x, y, z) = (id(self, Dim::X), id(self, Dim::Y), id(self, Dim::Z));
                let (sx, sy) = (size(self, Dim::X), size(self, Dim::Y));
                let yz = Expr::binary(BinOp::Add, y, Expr::binary(BinOp::Mul, z, sy));
                size_t(Expr::binary(
                    BinOp::Add,
                    x,
                    Expr::binary(BinOp::Mul, yz, sx),
                ))
            }
            "get_work_dim" => {
                let g = &self.cfg.geometry;
                let n = g.local_dims.max(g.grid_dims).clamp(1, 3) as u128;
                Ok(Some(Val::Scalar(
                    Expr::bv(n, 32),
                    CType::Int {
                        width: 32,
                        signed: false,
                    },
                )))
            }
            "__syncthreads" | "__syncthreads_sync" => {
                if !args.is_empty() {
                    return Err(self.sema("'__syncthreads' takes no arguments", Some(span)));
                }
                self.emit_barrier(Expr::Bool(true), Expr::Bool(true))?;
                Ok(Some(Val::Void))
            }
            "barrier" | "work_group_barrier" => {
                let a = match args {
                    [a] | [a, _] => a,
                    _ => return Err(self.sema("'barrier' expects one argument", Some(span))),
                };
                let x = match self.const_eval(a) {
                    Some(v) => Expr::bv(v as u128, 32),
                    None => {
                        let (x, t) = self.scalar(a)?;
                        self.convert(
                            x,
                            &t,
                            &CType::Int {
                                width: 32,
                                signed: false,
                            },
                        )
                    }
                };
                let flag = |bit: u128| match x.as_bv() {
                    Some((v, _)) => Expr::Bool(v & bit != 0),
                    None => Expr::ne(
                        Expr::binary(BinOp::BvAnd, x.clone(), Expr::bv(bit, 32)),
                        Expr::bv(0, 32),
                    ),
                };
                let (local_fence, global_fence) = (flag(1), flag(2));
                self.emit_barrier(local_fence, global_fence)?;
                Ok(Some(Val::Void))
            }
            "bugle_barrier" => {
                let [a, b] = args else {
                    return Err(self.bad_args(name, span));
                };
                let local_fence = self.cond_expr(a)?;
                let global_fence = self.cond_expr(b)?;
                self.emit_barrier(local_fence, global_fence)?;
                Ok(Some(Val::Void))
            }
            "mem_fence"
            | "read_mem_fence"
            | "write_mem_fence"
            | "__threadfence"
            | "__threadfence_block"
            | "__threadfence_system" => {
                for a in args {
                    self.discard(a)?;
                }
                Ok(Some(Val::Void))
            }
            "grid_sync" | "__gpu_sync" | "bugle_grid_barrier" => {
                Err(self.unsupported(&format!("grid-wide barrier '{name}'"), Some(span)))
            }
            _ => Ok(None),
        }
    }

    fn atomic(&mut self, op: &str, args: &[ast::Expr], span: ir::Span, want: bool) -> Res<Val> {
        let Some((first, rest)) = args.split_first() else {
            return Err(self.sema("atomic operation without a pointer argument", Some(span)));
        };
        let p = self.pointer(first)?;
        if !p.pointee.is_scalar() {
            return Err(self.unsupported("atomic operation on this type", Some(span)));
        }
        let mut vals = Vec::new();
        for a in rest {
            let (x, t) = self.scalar(a)?;
            let x = self.convert(x, &t, &p.pointee);
            // Used once per object the pointer may address.
            vals.push(if p.objs.len() > 1 { self.stable(x) } else { x });
        }
        let ty = p.pointee.ir().unwrap_or(Type::Bv(32));
        // The operation as the cell's type reads it: unsigned min and max, floating-point
        // addition (the verifier treats every atomic's result alike; the interpreter needs it).
        let op = match (op, &p.pointee) {
            ("min", CType::Int { signed: false, .. }) => "umin",
            ("max", CType::Int { signed: false, .. }) => "umax",
            ("add", CType::Float(_)) => "fadd",
            ("sub", CType::Float(_)) => "fsub",
            _ => op,
        };
        let result = if want { Some(self.temp(ty)) } else { None };
        if let (true, Some(r)) = (p.objs.is_empty(), result) {
            self.emit(StmtKind::Havoc(r));
        }
        self.for_each_object(&p, span, &mut |l, q| {
            let Some(a) = q.single() else { return Ok(()) };
            l.atomic_cells(a, q.off, op, &vals, ty, result, span)
        })?;
        Ok(match result {
            Some(r) => Val::Scalar(Expr::var(r), p.pointee),
            None => Val::Void,
        })
    }

    /// An atomic operation of width `ty` at cell `index` of array `a`: one atomic on the cell
    /// when the widths agree, else one on each cell it spans (operands and result split into
    /// the cells' bits, little-endian; the parts are named `op.part`, so no pass takes them
    /// for a counter). Narrower than a cell, the array is modelled per byte.
    #[allow(clippy::too_many_arguments)]
    fn atomic_cells(
        &mut self,
        a: ArrayId,
        index: Expr,
        op: &str,
        args: &[Expr],
        ty: Type,
        result: Option<ir::VarId>,
        span: ir::Span,
    ) -> Res<()> {
        let cw = self.prog.arrays[a].elem.width();
        let w = ty.width();
        if w == cw {
            // A counter bumped in a loop gets a values-taken map too: the `atomicValueTaken`
            // candidates say through it that the slots a thread claimed earlier are values the
            // counter returned, which its fresh claims are not.
            let counting = matches!(op, "inc" | "dec" | "add" | "sub");
            if counting && result.is_some() && !self.fx.continue_stack.is_empty() {
                let key = self.array_key(a);
                if self.prog.arrays[a].values_taken.is_none()
                    && self.mem.learned.values_taken.insert(key)
                {
                    self.mem.retry = true;
                }
            }
            let used = self.prog.arrays[a].values_taken;
            let result = match (result, used) {
                (None, Some(_)) => Some(self.temp(ty)),
                _ => result,
            };
            self.emit(StmtKind::Atomic {
                array: a,
                index: index.clone(),
                op: op.to_string(),
                args: args.to_vec(),
                result,
            });
            // Record the value returned for `__atomic_has_taken_value`.
            if let (Some(used), Some(r)) = (used, result) {
                self.emit(StmtKind::Store {
                    array: used,
                    group: None,
                    index: Expr::taken_key(index, Expr::var(r)),
                    value: Expr::bv(1, 1),
                });
            }
            return Ok(());
        }
        if w < cw || !w.is_multiple_of(cw) {
            return Err(self.need_bytes(a, span));
        }
        let index = self.stable(index);
        let args: Vec<Expr> = args.iter().map(|x| self.stable(x.clone())).collect();
        let n = w / cw;
        let mut parts = Vec::new();
        for k in 0..n {
            let (lo, hi) = (k * cw, (k + 1) * cw);
            let part_args = args
                .iter()
                .map(|x| {
                    super::access::fold_extract(Expr::Cast(
                        CastOp::Extract { hi, lo },
                        Box::new(x.clone()),
                    ))
                })
                .collect();
            let r = result.map(|_| self.temp(Type::Bv(cw)));
            self.emit(StmtKind::Atomic {
                array: a,
                index: super::expr::add_off(index.clone(), Expr::bv(u128::from(k), 32)),
                op: format!("{op}.part"),
                args: part_args,
                result: r,
            });
            if let Some(r) = r {
                parts.push(Expr::var(r));
            }
        }
        if let Some(r) = result {
            let mut v: Option<Expr> = None;
            for part in parts {
                v = Some(match v {
                    None => part,
                    Some(lo) => Expr::binary(BinOp::Concat, part, lo),
                });
            }
            if let Some(v) = v {
                self.emit(StmtKind::Assign { lhs: r, rhs: v });
            }
        }
        Ok(())
    }
}

impl Lowerer<'_> {
    /// `__atomic_has_taken_value(A, off, v)`: whether an atomic on cell `off` of the array `A`
    /// points to has returned `v` — a read of the array's values-taken ghost map, which the
    /// atomics on it update once it exists (the first use asks for it and lowers again).
    fn atomic_has_taken_value(
        &mut self,
        p: &ast::Expr,
        off: &ast::Expr,
        v: &ast::Expr,
        span: ir::Span,
    ) -> Res<Val> {
        let name = "__atomic_has_taken_value";
        let p = self.pointer(p)?;
        let one = self.one_array(p, name, span)?;
        let data = &self.prog.arrays[one.array];
        if data.elem.width() != data.source_elem_width {
            return Err(self.unsupported(
                &format!("{name} on an array accessed at several widths"),
                Some(span),
            ));
        }
        let (off, off_ty) = self.scalar(off)?;
        let off = self.convert(off, &off_ty, &SIZE_T);
        let (v, v_ty) = self.scalar(v)?;
        let v = self.convert(v, &v_ty, &one.pointee);
        let Some(used) = self.prog.arrays[one.array].values_taken else {
            let key = self.array_key(one.array);
            self.mem.learned.values_taken.insert(key);
            self.mem.retry = true;
            return Ok(Val::Scalar(Expr::Bool(false), INT));
        };
        let cell = super::expr::add_off(one.off, off);
        let index = Expr::taken_key(cell, v);
        let taken = Expr::eq(Expr::load(used, index), Expr::bv(1, 1));
        Ok(Val::Scalar(taken, INT))
    }
}
