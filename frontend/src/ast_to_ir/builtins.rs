//! Builtin calls: GPU work-item functions, barriers, atomics, the annotation language, and
//! math and conversion builtins; dispatch of every call expression.

use ir::{
    AccessKind, ArrayId, AssertKind, BinOp, CastOp, Dim, Expr, Origin, Special, StmtKind, Type,
    UnOp,
};

use super::expr::Val;
use super::types::{named_builtin_type, promote, usual_arith, CType, INT, SIZE_T};
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

/// The gentype of an OpenCL integer built-in's arguments: their own type when they share one
/// (not its promotion: `add_sat` on chars saturates at 127), else the usual arithmetic
/// conversion of them all.
fn gentype(vals: &[(Expr, CType)]) -> CType {
    match vals.first() {
        Some((_, first)) if first.is_integer() && vals.iter().all(|(_, t)| t == first) => {
            first.clone()
        }
        _ => vals.iter().fold(INT, |acc, (_, t)| usual_arith(&acc, t)),
    }
}

/// Floating math builtins taking and returning floats (by arity).
/// The name of the uninterpreted function standing for math function `name` at width `w`:
/// GPUVerify's name (`FSQRT32`, ...) for the functions it models, so that axioms written for
/// GPUVerify (`--boogie-file`) apply; the function's own name otherwise. Distinct functions
/// (`sin`, `native_sin`, `__sinf`) keep distinct names: they differ in value.
fn math_uf_name(name: &str, w: u32) -> String {
    let gpuverify = match name {
        "sqrt" | "sqrtf" => "FSQRT",
        "rsqrt" | "rsqrtf" => "FRSQRT",
        "sin" | "sinf" => "FSIN",
        "cos" | "cosf" => "FCOS",
        "exp" | "expf" => "FEXP",
        "log" | "logf" => "FLOG",
        "floor" | "floorf" => "FFLOOR",
        "fabs" | "fabsf" => "FABS",
        "pow" | "powf" => "FPOW",
        _ => return format!("{name}{w}"),
    };
    format!("{gpuverify}{w}")
}

fn float_math_arity(name: &str) -> Option<usize> {
    let n = name
        .strip_prefix("native_")
        .or_else(|| name.strip_prefix("half_"))
        .unwrap_or(name);
    let n = n.strip_prefix("__").unwrap_or(n);
    let n = n
        .strip_suffix("_rn")
        .or_else(|| n.strip_suffix("_rz"))
        .or_else(|| n.strip_suffix("_ru"))
        .or_else(|| n.strip_suffix("_rd"))
        .unwrap_or(n);
    let base = n
        .strip_suffix('f')
        .filter(|b| is_unary_math(b) || is_binary_math(b) || is_ternary_math(b))
        .unwrap_or(n);
    if is_unary_math(base) {
        Some(1)
    } else if is_binary_math(base) {
        Some(2)
    } else if is_ternary_math(base) {
        Some(3)
    } else {
        None
    }
}

fn is_unary_math(n: &str) -> bool {
    matches!(
        n,
        "sqrt"
            | "fsqrt"
            | "rsqrt"
            | "cbrt"
            | "rcbrt"
            | "exp"
            | "exp2"
            | "exp10"
            | "expm1"
            | "log"
            | "log2"
            | "log10"
            | "log1p"
            | "logb"
            | "sin"
            | "cos"
            | "tan"
            | "asin"
            | "acos"
            | "atan"
            | "sinh"
            | "cosh"
            | "tanh"
            | "asinh"
            | "acosh"
            | "atanh"
            | "sinpi"
            | "cospi"
            | "tanpi"
            | "asinpi"
            | "acospi"
            | "atanpi"
            | "fabs"
            | "floor"
            | "ceil"
            | "round"
            | "trunc"
            | "rint"
            | "nearbyint"
            | "erf"
            | "erfc"
            | "lgamma"
            | "tgamma"
            | "recip"
            | "frcp"
            | "saturate"
            | "degrees"
            | "radians"
            | "sign"
            | "normcdf"
            | "erfinv"
            | "erfcinv"
            | "erfcx"
            | "normcdfinv"
            | "j0"
            | "j1"
            | "y0"
            | "y1"
            | "cyl_bessel_i0"
            | "cyl_bessel_i1"
            | "frsqrt"
            | "drcp"
            | "dsqrt"
    )
}

fn is_binary_math(n: &str) -> bool {
    matches!(
        n,
        "pow"
            | "powr"
            | "pown"
            | "rootn"
            | "atan2"
            | "atan2pi"
            | "fmod"
            | "fmin"
            | "fmax"
            | "hypot"
            | "copysign"
            | "fdim"
            | "divide"
            | "fdividef"
            | "fdivide"
            | "fdiv"
            | "remainder"
            | "nextafter"
            | "maxmag"
            | "minmag"
            | "step"
            | "fadd"
            | "fsub"
            | "fmul"
            | "ldexp"
            | "scalbn"
            | "rhypot"
            | "dadd"
            | "dsub"
            | "dmul"
            | "ddiv"
    )
}

fn is_ternary_math(n: &str) -> bool {
    matches!(
        n,
        "fma" | "fmaf" | "mix" | "smoothstep" | "norm3d" | "rnorm3d"
    )
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
        if let Some(v) = self.implicit_this_call(&name, args, span)? {
            return Ok(v);
        }
        if let Some(v) = self.annotation(&name, args, span)? {
            return Ok(v);
        }
        if let Some(v) = self.gpu_builtin(&name, args, span)? {
            return Ok(v);
        }
        if let Some(v) = self.library_builtin(&name, targs, args, span)? {
            return Ok(v);
        }
        let defs = self.functions.get(&name).cloned().unwrap_or_default();
        if defs.iter().any(|d| d.body.is_some()) {
            // Argument types matter when definitions compete, or compete with a builtin
            // (helper_math.h's fminf(float3, float3) beside fminf(float, float)).
            let types: Vec<Option<CType>> = if defs.len() > 1 || might_be_builtin(&name) {
                args.iter().map(|a| self.expr_type(a)).collect()
            } else {
                vec![None; args.len()]
            };
            if let Some(def) = self.pick_overload(&defs, &types, span)? {
                return self.user_call(def, args, span, want, Vec::new());
            }
        }
        if let ast::ExprKind::Ident(full) = &f.kind {
            if let Some((def, subst)) = self.static_method(full, &name) {
                return self.user_call(def, args, span, want, subst);
            }
        }
        if let Some((tparams, def)) = self.templates.get(&name).copied() {
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
            "__return_val_ptr" if self.fx.ret_ptr.is_some() => {
                // The pointer the function returns, for its `__ensures`.
                let idx = self.fx.ret_ptr.unwrap_or_default();
                Val::Ptr(self.ptr_value(idx))
            }
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

    /// An uninterpreted function application.
    pub(crate) fn apply_uf(
        &mut self,
        name: &str,
        args: Vec<Expr>,
        params: Vec<Type>,
        ret: Type,
    ) -> Expr {
        let f = self.prog.func(name, params, ret);
        Expr::Apply(f, args)
    }

    /// OpenCL's `mul24`: the product where both operands fit in 24 bits (signed or unsigned
    /// as their type); otherwise the result is implementation-defined (the low 24 bits on
    /// GPUs, the full product elsewhere), so a function of the operands kcc knows nothing
    /// about.
    fn mul24(&mut self, a: &Expr, b: &Expr, signed: bool) -> Expr {
        let fits = |x: &Expr| {
            let lo = Expr::Cast(CastOp::Extract { hi: 24, lo: 0 }, Box::new(x.clone()));
            let back = Expr::Cast(
                if signed {
                    CastOp::SignExt(32)
                } else {
                    CastOp::ZeroExt(32)
                },
                Box::new(lo),
            );
            Expr::eq(back, x.clone())
        };
        let s = if signed { "s" } else { "u" };
        let other = self.apply_uf(
            &format!("mul24_wide_{s}32"),
            vec![a.clone(), b.clone()],
            vec![Type::Bv(32); 2],
            Type::Bv(32),
        );
        Expr::ite(
            Expr::and(fits(a), fits(b)),
            Expr::binary(BinOp::Mul, a.clone(), b.clone()),
            other,
        )
    }

    /// Math, conversion and integer builtins.
    fn math(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<Option<Val>> {
        // Explicit conversions, reinterpretations and vector constructors.
        if let Some(rest) = name.strip_prefix("convert_") {
            let tname = rest.split('_').next().unwrap_or(rest);
            let Some(to) = named_builtin_type(tname) else {
                return Err(self.unsupported(&format!("builtin '{name}'"), Some(span)));
            };
            let a = self.one_arg(name, args, span)?;
            let v = self.rvalue(a)?;
            return Ok(Some(match (v, &to) {
                (Val::Scalar(x, t), to) if to.is_scalar() => {
                    Val::Scalar(self.convert(x, &t, to), to.clone())
                }
                (v @ Val::Agg(..), CType::Vector(..)) => self.vector_value(&to, vec![v], span)?,
                _ => return Err(self.sema(format!("invalid conversion '{name}'"), Some(span))),
            }));
        }
        if let Some(tname) = name.strip_prefix("as_") {
            let Some(to) = named_builtin_type(tname) else {
                return Err(self.unsupported(&format!("builtin '{name}'"), Some(span)));
            };
            let a = self.one_arg(name, args, span)?;
            let v = self.rvalue(a)?;
            return Ok(Some(match (v, &to) {
                (Val::Scalar(x, t), to) if to.is_scalar() && t.width() == to.width() => {
                    Val::Scalar(self.as_bits(x, &t), to.clone())
                }
                (Val::Agg(vs, _), CType::Vector(e, n))
                    if vs.len() == *n as usize
                        && vs.iter().all(|(_, t)| t.width() == e.width()) =>
                {
                    let out = vs
                        .into_iter()
                        .map(|(x, t)| (self.as_bits(x, &t), (**e).clone()))
                        .collect();
                    Val::Agg(out, to.clone())
                }
                (v, to) => match self.reinterpret_bits(v, to) {
                    Some(v) => v,
                    None => {
                        return Err(
                            self.unsupported(&format!("reinterpretation '{name}'"), Some(span))
                        )
                    }
                },
            }));
        }
        if let Some(tname) = name.strip_prefix("make_") {
            if let Some(to @ CType::Vector(_, n)) = named_builtin_type(tname) {
                let mut vals = Vec::new();
                for a in args {
                    vals.push(self.rvalue(a)?);
                }
                // The CUDA samples' helpers build a vector from a longer one by dropping the
                // last components (`make_float3(float4)`).
                if let [Val::Agg(vs, CType::Vector(e, m))] = vals.as_mut_slice() {
                    if *m > n {
                        vs.truncate(n as usize);
                        *m = n;
                        let _ = e;
                    }
                }
                return self.vector_value(&to, vals, span).map(Some);
            }
        }
        if let Some(v) = self.relational(name, args, span)? {
            return Ok(Some(v));
        }
        if let Some(v) = self.cuda_conversion(name, args, span)? {
            return Ok(Some(v));
        }
        let (stmts, r) = self.scratch(|l| -> Res<Option<Val>> {
            let mut vals = Vec::new();
            for a in args {
                vals.push(l.rvalue(a)?);
            }
            if let Some(v) = l.geometric(name, &vals, span)? {
                return Ok(Some(v));
            }
            if matches!(name, "shuffle" | "shuffle2")
                && vals
                    .iter()
                    .all(|v| matches!(v, Val::Agg(_, CType::Vector(..))))
            {
                return l.shuffle(name, vals, span).map(Some);
            }
            if name == "select" && matches!(vals.get(2), Some(Val::Agg(_, CType::Vector(..)))) {
                let mut vals = vals;
                if let (Some(c), Some(b), Some(a), None) =
                    (vals.pop(), vals.pop(), vals.pop(), vals.pop())
                {
                    return l.vector_select(a, b, c, span).map(Some);
                }
                return Err(l.sema("wrong number of arguments to 'select'", Some(span)));
            }
            if vals
                .iter()
                .any(|v| matches!(v, Val::Agg(_, CType::Vector(..))))
            {
                // The integer built-ins return their arguments' vector type (abs and abs_diff
                // its unsigned form): components are not left promoted.
                let elem = vals.iter().find_map(|v| match v {
                    Val::Agg(_, CType::Vector(e, _)) => Some((**e).clone()),
                    _ => None,
                });
                let result_elem = match (&elem, name) {
                    (Some(CType::Int { width, .. }), "abs" | "abs_diff") => Some(CType::Int {
                        width: *width,
                        signed: false,
                    }),
                    (
                        Some(e @ CType::Int { .. }),
                        "min" | "max" | "clamp" | "add_sat" | "sub_sat" | "hadd" | "rhadd"
                        | "mul_hi" | "mad_hi" | "mad_sat" | "rotate" | "popcount" | "clz" | "ctz"
                        | "mul24" | "mad24" | "bitselect",
                    ) => Some(e.clone()),
                    _ => None,
                };
                let v = l.componentwise(vals, span, &mut |l, xs| {
                    let mut sc = Vec::new();
                    for x in xs {
                        match x {
                            Val::Scalar(x, t) => sc.push((x, t)),
                            _ => {
                                return Err(
                                    l.sema(format!("invalid argument to '{name}'"), Some(span))
                                )
                            }
                        }
                    }
                    match l.math_scalar(name, sc, span)? {
                        Some(Val::Scalar(x, t)) => match &result_elem {
                            Some(re) if t != *re && t.is_integer() => {
                                Ok(Val::Scalar(l.convert(x, &t, re), re.clone()))
                            }
                            _ => Ok(Val::Scalar(x, t)),
                        },
                        Some(v) => Ok(v),
                        None => {
                            Err(l.unsupported(&format!("builtin '{name}' on vectors"), Some(span)))
                        }
                    }
                })?;
                return Ok(Some(v));
            }
            let mut sc = Vec::new();
            for v in vals {
                match v {
                    Val::Scalar(x, t) => sc.push((x, t)),
                    _ => return Ok(None),
                }
            }
            l.math_scalar(name, sc, span)
        });
        if let Ok(Some(_)) = &r {
            self.fx.buf.extend(stmts);
        }
        r
    }

    /// `dot` and `length` of float vectors.
    fn geometric(&mut self, name: &str, vals: &[Val], span: ir::Span) -> Res<Option<Val>> {
        let comps = |v: &Val| match v {
            Val::Agg(vs, _) => vs.clone(),
            Val::Scalar(x, t) => vec![(x.clone(), t.clone())],
            _ => vec![],
        };
        let (a, b) = match (name, vals) {
            ("dot", [a, b]) => (comps(a), comps(b)),
            ("length" | "fast_length", [a]) => (comps(a), comps(a)),
            _ => return Ok(None),
        };
        if a.is_empty() || a.len() != b.len() {
            return Err(self.sema(format!("invalid arguments to '{name}'"), Some(span)));
        }
        let w = a.iter().map(|(_, t)| t.width()).max().unwrap_or(32);
        let ft = CType::Float(w);
        let mut sum: Option<Val> = None;
        for ((x, tx), (y, ty)) in a.into_iter().zip(b) {
            let p = self.arith(
                ast::BinaryOp::Mul,
                Val::Scalar(x, tx),
                Val::Scalar(y, ty),
                span,
            )?;
            sum = Some(match sum {
                None => p,
                Some(s) => self.arith(ast::BinaryOp::Add, s, p, span)?,
            });
        }
        let Some(Val::Scalar(d, dt)) = sum else {
            return Err(self.sema("invalid geometric builtin", Some(span)));
        };
        let d = self.convert(d, &dt, &ft);
        if name == "dot" {
            return Ok(Some(Val::Scalar(d, ft)));
        }
        let e = self.apply_uf(
            &math_uf_name("sqrt", w),
            vec![d],
            vec![Type::Bv(w)],
            Type::Bv(w),
        );
        Ok(Some(Val::Scalar(e, ft)))
    }

    /// Math builtins on scalar arguments; `None` when `name` is not one.
    fn math_scalar(
        &mut self,
        name: &str,
        mut vals: Vec<(Expr, CType)>,
        span: ir::Span,
    ) -> Res<Option<Val>> {
        if let Some(v) = self.bit_builtin(name, &vals) {
            return Ok(Some(v));
        }
        let any_float = vals.iter().any(|(_, t)| t.is_float());
        match (name, vals.len()) {
            ("min" | "max" | "umin" | "umax" | "llmin" | "llmax" | "ullmin" | "ullmax", 2)
                if !any_float =>
            {
                let (a, b, t) = self.common2(vals);
                let lt = if t.is_signed() {
                    BinOp::Slt
                } else {
                    BinOp::Ult
                };
                let c = Expr::binary(lt, a.clone(), b.clone());
                let e = if name.ends_with("min") {
                    Expr::ite(c, a, b)
                } else {
                    Expr::ite(c, b, a)
                };
                return Ok(Some(Val::Scalar(e, t)));
            }
            ("abs" | "labs" | "llabs", 1) if !any_float => {
                let (x, t) = vals.remove(0);
                let pt = promote(&t);
                let x = self.convert(x, &t, &pt);
                let w = pt.width();
                let e = if pt.is_signed() {
                    Expr::ite(
                        Expr::binary(BinOp::Slt, x.clone(), Expr::bv(0, w)),
                        Expr::Unary(UnOp::Neg, Box::new(x.clone())),
                        x,
                    )
                } else {
                    x
                };
                return Ok(Some(Val::Scalar(e, pt)));
            }
            ("clamp", 3) if !any_float => {
                let t = usual_arith(&usual_arith(&vals[0].1, &vals[1].1), &vals[2].1);
                let xs: Vec<Expr> = vals
                    .into_iter()
                    .map(|(x, vt)| self.convert(x, &vt, &t))
                    .collect();
                let lt = if t.is_signed() {
                    BinOp::Slt
                } else {
                    BinOp::Ult
                };
                let (x, lo, hi) = (xs[0].clone(), xs[1].clone(), xs[2].clone());
                let m = Expr::ite(Expr::binary(lt, x.clone(), lo.clone()), lo, x);
                let e = Expr::ite(Expr::binary(lt, hi.clone(), m.clone()), hi, m);
                return Ok(Some(Val::Scalar(e, t)));
            }
            (
                "mul24" | "__mul24" | "__umul24" | "mad24" | "mad" | "__umulhi" | "__mulhi"
                | "mul_hi" | "mad_hi",
                _,
            ) if !any_float => {
                // mul_hi and mad_hi take the high half at the arguments' own width (of two
                // uchars, the high 8 bits of their 16-bit product), not the promoted one.
                let t = if matches!(name, "mul_hi" | "mad_hi") {
                    gentype(&vals)
                } else {
                    vals.iter().fold(INT, |acc, (_, t)| usual_arith(&acc, t))
                };
                let t = if name == "__umul24" || name == "__umulhi" {
                    CType::Int {
                        width: 32,
                        signed: false,
                    }
                } else {
                    t
                };
                let xs: Vec<Expr> = vals
                    .into_iter()
                    .map(|(x, vt)| self.convert(x, &vt, &t))
                    .collect();
                let w = t.width();
                let mul = |a: Expr, b: Expr| Expr::binary(BinOp::Mul, a, b);
                let e = match (name, xs.as_slice()) {
                    ("__mul24" | "__umul24", [a, b]) if w == 32 => {
                        // CUDA ignores bits 31..24 of the operands (read as a signed
                        // 24-bit value for __mul24): __umul24(1 << 24, 3) is 0.
                        let low24 = |x: Expr| {
                            let lo = Expr::Cast(CastOp::Extract { hi: 24, lo: 0 }, Box::new(x));
                            Expr::Cast(
                                if name == "__mul24" {
                                    CastOp::SignExt(32)
                                } else {
                                    CastOp::ZeroExt(32)
                                },
                                Box::new(lo),
                            )
                        };
                        mul(low24(a.clone()), low24(b.clone()))
                    }
                    ("mul24", [a, b]) if w == 32 => self.mul24(a, b, t.is_signed()),
                    ("mad24", [a, b, c]) if w == 32 => {
                        Expr::binary(BinOp::Add, self.mul24(a, b, t.is_signed()), c.clone())
                    }
                    ("mul24" | "__mul24" | "__umul24", [a, b]) => mul(a.clone(), b.clone()),
                    ("mad24" | "mad", [a, b, c]) => {
                        Expr::binary(BinOp::Add, mul(a.clone(), b.clone()), c.clone())
                    }
                    ("__umulhi" | "__mulhi" | "mul_hi", [a, b]) | ("mad_hi", [a, b, _]) => {
                        let ext = |x: Expr| {
                            Expr::Cast(
                                if t.is_signed() {
                                    CastOp::SignExt(2 * w)
                                } else {
                                    CastOp::ZeroExt(2 * w)
                                },
                                Box::new(x),
                            )
                        };
                        let hi = Expr::Cast(
                            CastOp::Extract { hi: 2 * w, lo: w },
                            Box::new(mul(ext(a.clone()), ext(b.clone()))),
                        );
                        match xs.get(2) {
                            Some(c) if name == "mad_hi" => Expr::binary(BinOp::Add, hi, c.clone()),
                            _ => hi,
                        }
                    }
                    _ => {
                        return Err(
                            self.sema(format!("wrong number of arguments to '{name}'"), Some(span))
                        )
                    }
                };
                return Ok(Some(Val::Scalar(e, t)));
            }
            ("select", 3) if !any_float || !vals[2].1.is_float() => {
                let (c, ct) = vals[2].clone();
                let c = self.as_cond(c, &ct);
                let t = usual_arith(&vals[0].1, &vals[1].1);
                let a = self.convert(vals[0].0.clone(), &vals[0].1.clone(), &t);
                let b = self.convert(vals[1].0.clone(), &vals[1].1.clone(), &t);
                return Ok(Some(Val::Scalar(Expr::ite(c, b, a), t)));
            }
            (
                "popcount" | "__popc" | "__popcll" | "clz" | "__clz" | "__clzll" | "ctz" | "__ffs"
                | "__ffsll" | "__brev" | "rotate" | "rhadd" | "hadd" | "abs_diff" | "add_sat"
                | "sub_sat" | "mad_sat",
                _,
            ) if !any_float => {
                // The functions that read their operands as signed or unsigned are distinct
                // functions per signedness, so that equal bits of different types give
                // different results.
                let t = gentype(&vals);
                let xs: Vec<Expr> = vals
                    .into_iter()
                    .map(|(x, vt)| self.convert(x, &vt, &t))
                    .collect();
                let ty = t.ir().unwrap_or(Type::Bv(32));
                let n = xs.len();
                let sign_sensitive = matches!(
                    name,
                    "rhadd" | "hadd" | "abs_diff" | "add_sat" | "sub_sat" | "mad_sat"
                );
                let uf = if sign_sensitive {
                    let s = if t.is_signed() { "s" } else { "u" };
                    format!("{name}_{s}{}", ty.width())
                } else {
                    format!("{name}{}", ty.width())
                };
                let e = self.apply_uf(&uf, xs, vec![ty; n], ty);
                let rt = match (name, &t) {
                    ("abs_diff", CType::Int { width, .. }) => CType::Int {
                        width: *width,
                        signed: false,
                    },
                    _ => t,
                };
                return Ok(Some(Val::Scalar(e, rt)));
            }
            _ => {}
        }
        let is_minmax = matches!(
            name,
            "min" | "max" | "fminf" | "fmaxf" | "abs" | "clamp" | "mad"
        );
        let arity = if is_minmax {
            Some(vals.len())
        } else {
            float_math_arity(name)
        };
        let Some(arity) = arity else {
            if matches!(
                name,
                "isnan"
                    | "isinf"
                    | "isfinite"
                    | "signbit"
                    | "isnormal"
                    | "__isnan"
                    | "__isinf"
                    | "ilogb"
            ) {
                let Some((x, t)) = vals.first().cloned() else {
                    return Ok(None);
                };
                let w = t.width().max(1);
                let e = self.apply_uf(
                    &format!("{name}{w}"),
                    vec![self.as_bits(x, &t)],
                    vec![Type::Bv(w)],
                    Type::Bv(32),
                );
                return Ok(Some(Val::Scalar(e, INT)));
            }
            return Ok(None);
        };
        if arity != vals.len() {
            return Err(self.sema(format!("wrong number of arguments to '{name}'"), Some(span)));
        }
        let w = vals
            .iter()
            .filter_map(|(_, t)| {
                if let CType::Float(w) = t {
                    Some(*w)
                } else {
                    None
                }
            })
            .max()
            .unwrap_or(
                if name.ends_with('f') || name.starts_with("__") || !self.cuda() {
                    32
                } else {
                    64
                },
            );
        let ft = CType::Float(w);
        let xs: Vec<Expr> = vals
            .into_iter()
            .map(|(x, t)| self.convert(x, &t, &ft))
            .collect();
        let n = xs.len();
        let e = self.apply_uf(
            &math_uf_name(name, w),
            xs,
            vec![Type::Bv(w); n],
            Type::Bv(w),
        );
        Ok(Some(Val::Scalar(e, ft)))
    }

    fn common2(&mut self, mut vals: Vec<(Expr, CType)>) -> (Expr, Expr, CType) {
        let (b, tb) = vals.pop().unwrap_or((Expr::bv(0, 32), INT));
        let (a, ta) = vals.pop().unwrap_or((Expr::bv(0, 32), INT));
        let t = usual_arith(&ta, &tb);
        let a = self.convert(a, &ta, &t);
        let b = self.convert(b, &tb, &t);
        (a, b, t)
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
