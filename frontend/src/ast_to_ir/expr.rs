//! Expressions: values, lvalues, operators with C's conversions, assignments and side
//! effects sequenced into statements with temporaries.

use ir::{ArrayId, BinOp, Expr, StmtKind, UnOp, VarId};

use super::aggregate::LValOrVal;
use super::pointers::PtrOff;
use super::types::{float_bits, promote, resize, CType, INT, SIZE_T, UINT};
use super::{Binding, Lowerer, Reported, Res};
use crate::ast;

pub(crate) use super::pointers::PtrVal;

/// The value of an expression.
#[derive(Clone, Debug)]
pub(crate) enum Val {
    /// A scalar: an IR expression (`Bool`, or a bit-vector of the type's width) and its C type.
    Scalar(Expr, CType),
    /// A pointer.
    Ptr(PtrVal),
    /// A vector or struct value: its scalar leaves and its type.
    Agg(Vec<(Expr, CType)>, CType),
    /// No value (a `void` call).
    Void,
}

/// Something that can be assigned.
#[derive(Clone, Debug)]
pub(crate) enum LVal {
    /// A scalar variable.
    Var(VarId, CType),
    /// Memory cells starting at `index` holding a value of type `ty`.
    Mem {
        array: ArrayId,
        index: Expr,
        ty: CType,
    },
    /// A pointer variable.
    Ptr(usize),
    /// The leaves of a vector or struct held in variables or scattered cells.
    Leaves(Vec<LVal>, CType),
    /// Memory reached through a pointer that may address several objects.
    Dispatch(Box<super::pointers::Dispatch>),
}

/// True when `e` reads an array.
pub(crate) fn has_load(e: &Expr) -> bool {
    let mut found = false;
    ir::visit::walk_expr(e, &mut |x| {
        if matches!(x, Expr::Load { .. }) {
            found = true;
        }
    });
    found
}

/// `a + b` on bv32 offsets, folding literals.
pub(crate) fn add_off(a: Expr, b: Expr) -> Expr {
    match (&a, &b) {
        (Expr::Bv { value: 0, .. }, _) => b,
        (_, Expr::Bv { value: 0, .. }) => a,
        (Expr::Bv { value: x, width }, Expr::Bv { value: y, .. }) => {
            Expr::bv(x.wrapping_add(*y), *width)
        }
        _ => Expr::binary(BinOp::Add, a, b),
    }
}

/// `a * n` on bv32 offsets, folding literals.
pub(crate) fn mul_off(a: Expr, n: u64) -> Expr {
    match (&a, n) {
        (_, 1) => a,
        (Expr::Bv { value, width }, n) => Expr::bv(value.wrapping_mul(u128::from(n)), *width),
        _ => Expr::binary(BinOp::Mul, a, Expr::bv(u128::from(n), 32)),
    }
}

impl Lowerer<'_> {
    /// Evaluate an expression that must be a scalar.
    pub(crate) fn scalar(&mut self, e: &ast::Expr) -> Res<(Expr, CType)> {
        let v = self.rvalue(e)?;
        self.scalar_val(v, e.span)
    }

    /// A value that must be a scalar, of the expression at `span`.
    pub(crate) fn scalar_val(&mut self, v: Val, span: ir::Span) -> Res<(Expr, CType)> {
        match v {
            Val::Scalar(x, t) => Ok((x, t)),
            Val::Ptr(p) => {
                let t = super::types::UINT;
                Ok((self.ptr_to_int(&p, &t), t))
            }
            Val::Agg(..) => Err(self.sema(
                "vector or struct used where a scalar is required",
                Some(span),
            )),
            Val::Void => Err(self.sema("void value used in an expression", Some(span))),
        }
    }

    /// Evaluate an expression as a condition (`Bool`).
    pub(crate) fn cond_expr(&mut self, e: &ast::Expr) -> Res<Expr> {
        let v = self.rvalue(e)?;
        self.value_cond(v, e.span)
    }

    /// Whether `e` calls a function or method of that name declared to return a reference
    /// (any overload: kcc returns such results as values, never as objects).
    pub(crate) fn calls_reference_function(&self, e: &ast::Expr) -> bool {
        let ast::ExprKind::Call(f, _, _) = &e.kind else {
            return false;
        };
        let name = match &f.kind {
            // A name that is no function calls an object's `operator()`.
            ast::ExprKind::Ident(n) => match n.rsplit("::").next().unwrap_or(n) {
                short if self.functions.contains_key(short) => short,
                _ => "operator()",
            },
            ast::ExprKind::Member(_, m, _) | ast::ExprKind::ScopedName(_, _, m) => m.as_str(),
            _ => return true,
        };
        self.functions
            .get(name)
            .is_some_and(|fs| fs.iter().any(|d| returns_reference(d)))
            || self.method_returns_reference(name)
    }

    /// Does some struct's method of that name (`operator[]` included) return a reference
    /// (whose result kcc does not model as an object)?
    fn method_returns_reference(&self, name: &str) -> bool {
        self.methods
            .values()
            .any(|ms| ms.iter().any(|m| m.name == name && returns_reference(m)))
    }

    /// A value as a condition (`Bool`).
    pub(crate) fn value_cond(&mut self, v: Val, span: ir::Span) -> Res<Expr> {
        match v {
            Val::Scalar(x, t) => Ok(self.as_cond(x, &t)),
            Val::Ptr(p) => Ok(self.ptr_nonnull(&p)),
            Val::Agg(..) => Err(self.sema("vector or struct used as a condition", Some(span))),
            Val::Void => Err(self.sema("void value used as a condition", Some(span))),
        }
    }

    /// Evaluate an expression that must be a pointer (the integer 0 is null; another
    /// integer is converted as by a cast).
    pub(crate) fn pointer(&mut self, e: &ast::Expr) -> Res<PtrVal> {
        let v = self.rvalue(e)?;
        self.as_pointer(v, &CType::Void, e.span)
    }

    /// An integer value as a bv32 index.
    pub(crate) fn index_of(&mut self, e: Expr, t: &CType, span: ir::Span) -> Res<Expr> {
        if !t.is_integer() {
            return Err(self.sema("array subscript is not an integer", Some(span)));
        }
        let e = self.as_bits(e, t);
        Ok(resize(e, t.width(), 32, t.is_signed()))
    }

    /// Evaluate an expression for its value.
    pub(crate) fn rvalue(&mut self, e: &ast::Expr) -> Res<Val> {
        use ast::ExprKind as K;
        match &e.kind {
            K::IntLit {
                value,
                suffix,
                hex_or_octal,
            } => Ok(int_literal(*value, *suffix, *hex_or_octal)),
            K::FloatLit { value, single } => {
                let w = if *single { 32 } else { 64 };
                Ok(Val::Scalar(
                    Expr::bv(float_bits(*value, w), w),
                    CType::Float(w),
                ))
            }
            // A character literal is an `int` in C (OpenCL) and a `char` in C++ (CUDA).
            K::CharLit(c) if self.cuda() && *c <= 0xff => Ok(Val::Scalar(
                Expr::bv(u128::from(*c), 8),
                CType::Int {
                    width: 8,
                    signed: true,
                },
            )),
            K::CharLit(c) => Ok(Val::Scalar(Expr::bv(u128::from(*c), 32), INT)),
            K::BoolLit(b) => Ok(Val::Scalar(Expr::bv(u128::from(*b), 1), CType::Bool)),
            K::StringLit(text) => Ok(self.string_literal(text, e.span)),
            K::Ident(name) => self.ident(name, e.span),
            K::ScopedName(r, targs, m) => {
                let name = self.scoped_name(r, targs, m, e.span)?;
                self.ident(&name, e.span)
            }
            K::Unary(op, a) => self.unary(*op, a, e.span, true),
            K::Binary(op, a, b) => self.binary(*op, a, b, e.span),
            K::Assign(op, lhs, rhs) => self.assign(*op, lhs, rhs, e.span),
            K::Ternary(c, a, b) => self.conditional(c, a, b, e.span),
            K::Comma(a, b) => {
                self.discard(a)?;
                self.rvalue(b)
            }
            K::Call(f, targs, args) => self.call(f, targs, args, e.span, true),
            K::Member(..) => {
                if let Some(v) = self.builtin_member(e)? {
                    return Ok(v);
                }
                match self.member(e)? {
                    LValOrVal::L(lv) => self.read_lval(lv, e.span),
                    LValOrVal::V(v) => Ok(v),
                }
            }
            K::Index(a, i) => {
                if let Some(v) = self.index_operator(a, i, e.span)? {
                    return Ok(v);
                }
                let lv = self.lvalue(e)?;
                self.read_lval(lv, e.span)
            }
            K::Cast(t, a) => self.cast(t, a, e.span),
            K::VectorLit(t, parts) => {
                let zero = ast::Expr {
                    kind: ast::ExprKind::IntLit {
                        value: 0,
                        suffix: ast::IntSuffix::default(),
                        hex_or_octal: false,
                    },
                    span: e.span,
                };
                if parts.is_empty() {
                    if let Some(v) = self.conversion_value(t, &zero, e.span)? {
                        return Ok(v);
                    }
                }
                let ty = self.resolve_type(t)?;
                if let Some(v) = self.construct(&ty, parts, e.span)? {
                    return Ok(v);
                }
                if parts.is_empty() {
                    if let CType::Record(_) = ty {
                        // `T()` for a struct without constructors: value-initialised, every
                        // member zero.
                        let leaves = self.leaves(&ty, e.span)?;
                        let zero = leaves
                            .into_iter()
                            .map(|l| {
                                let w = l.ty.ir().map_or(32, |t| t.width());
                                (Expr::bv(0, w), l.ty)
                            })
                            .collect();
                        return Ok(Val::Agg(zero, ty));
                    }
                    return self.cast(t, &zero, e.span);
                }
                let mut vals = Vec::new();
                for p in parts {
                    vals.push(self.rvalue(p)?);
                }
                self.vector_value(&ty, vals, e.span)
            }
            K::CompoundLit(t, init) => self.compound_literal(t, init, e.span),
            K::StmtExpr(ss) => self.stmt_expr(ss, e.span),
            K::BracedList(_) => Err(self.unsupported(
                "braced list where kcc does not know the type it initialises",
                Some(e.span),
            )),
            K::SizeofType(t) => {
                let t = self.resolve_type(t)?;
                let n = t.size_bytes(self);
                Ok(self.size_value(n))
            }
            K::AlignofType(t) => {
                let t = self.resolve_type(t)?;
                let n = t.base_elem().size_bytes(self).max(1);
                Ok(self.size_value(n))
            }
            K::SizeofExpr(a) => {
                let n = self.sizeof_expr(a)?;
                Ok(self.size_value(n))
            }
            K::Launch(..) => {
                Err(self.unsupported("kernel launch (`<<<...>>>`) in device code", Some(e.span)))
            }
            K::VecStepType(_) | K::VecStepExpr(_) => {
                let t = match &e.kind {
                    K::VecStepType(t) => Some(self.resolve_type(t)?),
                    K::VecStepExpr(a) => self.expr_type(a),
                    _ => None,
                };
                match t.as_ref().and_then(CType::vec_step) {
                    Some(n) => Ok(Val::Scalar(Expr::bv(u128::from(n), 32), INT)),
                    None => Err(self.sema("vec_step needs a scalar or vector type", Some(e.span))),
                }
            }
        }
    }

    /// The value of `sizeof`/`alignof`, of type `size_t`: 64 bits in CUDA (see
    /// `cuda_address_sized`), 32 in OpenCL as GPUVerify models it.
    fn size_value(&self, n: u64) -> Val {
        if let (true, Some(t)) = (self.cuda(), super::types::cuda_address_sized("size_t")) {
            return Val::Scalar(Expr::bv(u128::from(n), 64), t);
        }
        Val::Scalar(Expr::bv(u128::from(n), 32), SIZE_T)
    }

    fn sizeof_expr(&mut self, a: &ast::Expr) -> Res<u64> {
        match self.object_type(a) {
            Ok(CType::Array(_, None)) => Err(self.unsupported(
                "sizeof of an array whose length is not a constant",
                Some(a.span),
            )),
            Ok(t) => Ok(t.size_bytes(self)),
            Err(_) => Err(self.unsupported("sizeof of this expression", Some(a.span))),
        }
    }

    /// The length of the array a range-based `for` runs over (see `parser::range_for`).
    pub(crate) fn range_length(&mut self, args: &[ast::Expr], span: ir::Span) -> Res<Val> {
        match args.first().map(|a| self.object_type(a)) {
            Some(Ok(CType::Array(_, Some(n)))) => {
                Ok(Val::Scalar(Expr::bv(u128::from(n), 32), UINT))
            }
            _ => Err(self.unsupported(
                "range-based for over a range that is not an array of known length",
                Some(span),
            )),
        }
    }

    /// The type of the object `a` designates (an array stays an array), without
    /// evaluating `a`.
    pub(crate) fn object_type(&mut self, a: &ast::Expr) -> Res<CType> {
        let n_diags = self.diags.items.len();
        let n_temps = self.fx.n_temps;
        let (_, r) = self.scratch(|l| match l.lvalue(a) {
            Ok(lv @ (LVal::Mem { .. } | LVal::Var(..) | LVal::Leaves(..) | LVal::Dispatch(..))) => {
                Ok(Self::lval_type(&lv))
            }
            Ok(LVal::Ptr(_)) => Ok(CType::Pointer(Box::new(CType::Void), None)),
            Err(_) => match l.rvalue(a) {
                Ok(Val::Scalar(_, t)) => Ok(t),
                Ok(Val::Ptr(_)) => Ok(CType::Pointer(Box::new(CType::Void), None)),
                _ => Err(Reported),
            },
        });
        self.diags.items.truncate(n_diags);
        self.fx.n_temps = n_temps;
        r
    }

    fn ident(&mut self, name: &str, span: ir::Span) -> Res<Val> {
        match self.lookup(name).cloned() {
            Some(Binding::Var(v, t)) => Ok(Val::Scalar(Expr::var(v), t)),
            Some(Binding::Array(a, t)) => match t {
                CType::Array(elem, _) => Ok(Val::Ptr(PtrVal::to(a, Expr::bv(0, 32), *elem))),
                t => self.read_lval(
                    LVal::Mem {
                        array: a,
                        index: Expr::bv(0, 32),
                        ty: t,
                    },
                    span,
                ),
            },
            Some(Binding::Ptr(i)) => Ok(Val::Ptr(self.ptr_value(i))),
            Some(Binding::Const(v, t)) => match t.ir() {
                Some(ty) => Ok(Val::Scalar(Expr::bv(v as u128, ty.width()), t)),
                None => {
                    let d = t.describe(self);
                    Err(self.unsupported(&format!("use of '{name}' of type '{d}'"), Some(span)))
                }
            },
            Some(Binding::Typedef(_)) => {
                Err(self.sema(format!("unexpected type name '{name}'"), Some(span)))
            }
            Some(Binding::Error) => Err(Reported),
            Some(Binding::Ref(a, off, t)) => {
                let lv = LVal::Mem {
                    array: a,
                    index: Expr::var(off),
                    ty: t,
                };
                self.read_lval(lv, span)
            }
            Some(Binding::Agg(vars, t)) => Ok(Val::Agg(
                vars.into_iter().map(|(v, t)| (Expr::var(v), t)).collect(),
                t,
            )),
            None => {
                if let Some(lv) = self.this_field(name, span)? {
                    return self.read_lval(lv, span);
                }
                if let Some(v) = self.function_value(name) {
                    return Ok(v);
                }
                if let Some(v) = self.builtin_vector(name) {
                    return Ok(v);
                }
                if self.cuda() && name == "warpSize" {
                    return Ok(Val::Scalar(
                        Expr::bv(u128::from(self.cfg.warp_size), 32),
                        INT,
                    ));
                }
                if name == "NULL" || name == "nullptr" {
                    return Ok(Val::Scalar(Expr::bv(0, 32), INT));
                }
                if self.is_ambiguous(name) {
                    return Err(self.unsupported(
                        &format!("'{name}' declared in more than one namespace, used unqualified"),
                        Some(span),
                    ));
                }
                if name == "this" {
                    return Err(self.unsupported("'this' used as a pointer value", Some(span)));
                }
                Err(self.sema(format!("use of undeclared identifier '{name}'"), Some(span)))
            }
        }
    }

    /// Evaluate an lvalue.
    pub(crate) fn lvalue(&mut self, e: &ast::Expr) -> Res<LVal> {
        use ast::ExprKind as K;
        match &e.kind {
            K::Ident(name) => match self.lookup(name).cloned() {
                Some(Binding::Var(v, t)) => Ok(LVal::Var(v, t)),
                Some(Binding::Array(a, t)) => Ok(LVal::Mem {
                    array: a,
                    index: Expr::bv(0, 32),
                    ty: t,
                }),
                Some(Binding::Ptr(i)) => Ok(LVal::Ptr(i)),
                Some(Binding::Error) => Err(Reported),
                Some(Binding::Ref(a, off, t)) => Ok(LVal::Mem {
                    array: a,
                    index: Expr::var(off),
                    ty: t,
                }),
                Some(Binding::Agg(vars, t)) => Ok(LVal::Leaves(
                    vars.into_iter().map(|(v, t)| LVal::Var(v, t)).collect(),
                    t,
                )),
                Some(Binding::Const(_, t)) if t.is_scalar() => {
                    Err(self.unsupported(&format!("assignment to constant '{name}'"), Some(e.span)))
                }
                Some(_) => {
                    Err(self.unsupported(&format!("'{name}' used as an lvalue"), Some(e.span)))
                }
                None => match self.this_field(name, e.span)? {
                    Some(lv) => Ok(lv),
                    None => Err(self.sema(
                        format!("use of undeclared identifier '{name}'"),
                        Some(e.span),
                    )),
                },
            },
            K::Index(a, i) => {
                let (base, idx_e) = match self.rvalue(a)? {
                    Val::Ptr(p) => (p, i),
                    Val::Agg(_, CType::Record(_))
                        if self.method_returns_reference("operator[]") =>
                    {
                        return self.reference_result(e);
                    }
                    Val::Scalar(..) | Val::Agg(..) => {
                        // `i[a]`.
                        match self.rvalue(i)? {
                            Val::Ptr(p) => (p, a),
                            _ => {
                                return Err(self.sema(
                                    "subscripted value is not an array or pointer",
                                    Some(e.span),
                                ))
                            }
                        }
                    }
                    Val::Void => return Err(self.sema("subscripted value is void", Some(e.span))),
                };
                let (iv, it) = self.scalar(idx_e)?;
                let iv = self.index_of(iv, &it, idx_e.span)?;
                if let (Some(n), Some(a)) = (base.extent, base.objs.first()) {
                    self.check_subscript(*a, &iv, n, e.span);
                }
                let p = self.ptr_offset(base, iv, false, e.span)?;
                Ok(self.deref(p, e.span))
            }
            K::Unary(ast::UnaryOp::Deref, a) => {
                if let Some(lv) = self.this_object(a) {
                    return Ok(lv);
                }
                let p = self.pointer(a)?;
                Ok(self.deref(p, e.span))
            }
            K::Member(..) => match self.member(e)? {
                LValOrVal::L(lv) => Ok(lv),
                LValOrVal::V(_) => Err(self.sema("expression is not assignable", Some(e.span))),
            },
            K::Cast(_, inner) => self.lvalue(inner),
            K::Comma(a, b) => {
                self.discard(a)?;
                self.lvalue(b)
            }
            _ if self.calls_reference_function(e) => self.reference_result(e),
            _ => Err(self.sema("expression is not assignable", Some(e.span))),
        }
    }

    /// Read the value of an lvalue.
    pub(crate) fn read_lval(&mut self, lv: LVal, span: ir::Span) -> Res<Val> {
        match lv {
            LVal::Var(v, CType::Pointer(..)) if self.ptr_var_of(v).is_some() => {
                let idx = self.ptr_var_of(v).unwrap_or_default();
                Ok(Val::Ptr(self.ptr_value(idx)))
            }
            LVal::Var(v, t) => Ok(Val::Scalar(Expr::var(v), t)),
            lv @ (LVal::Mem { .. } | LVal::Dispatch(..)) => match Self::lval_type(&lv) {
                CType::Pointer(..) => Ok(Val::Ptr(self.load_ptr(&lv, span)?)),
                CType::Array(elem, n) => {
                    let p = self.addr_of(lv, span)?;
                    Ok(Val::Ptr(PtrVal {
                        pointee: *elem,
                        extent: n,
                        ..p
                    }))
                }
                t if t.is_scalar() => Ok(Val::Scalar(self.read_mem_scalar(&lv, span)?, t)),
                t if Self::is_aggregate(&t) => {
                    let leaves = self.leaf_lvals(&lv, span)?;
                    self.read_lval(LVal::Leaves(leaves, t), span)
                }
                t => Err(self.unsupported_mem_type(&t, span)),
            },
            LVal::Ptr(i) => Ok(Val::Ptr(self.ptr_value(i))),
            LVal::Leaves(ls, t) => {
                let mut out = Vec::new();
                for l in ls {
                    match self.read_lval(l, span)? {
                        Val::Scalar(x, xt) => out.push((x, xt)),
                        Val::Ptr(p) => {
                            let t = CType::Pointer(Box::new(p.pointee.clone()), None);
                            out.push((self.ptr_leaf(p), t));
                        }
                        _ => return Err(self.unsupported("nested aggregate value", Some(span))),
                    }
                }
                Ok(Val::Agg(out, t))
            }
        }
    }

    /// Write a value to an lvalue; returns the value as stored.
    pub(crate) fn write_lval(&mut self, lv: &LVal, v: Val, span: ir::Span) -> Res<Val> {
        let lty = Self::lval_type(lv);
        if Self::is_aggregate(&lty) {
            let leaves = self.leaf_lvals(lv, span)?;
            let vals: Vec<(Expr, CType)> = match v {
                Val::Agg(vs, _) => vs,
                Val::Scalar(x, t) if matches!(lty, CType::Vector(..)) => vec![(x, t); leaves.len()],
                _ => {
                    return Err(self.sema(
                        "assigning an incompatible value to a vector or struct",
                        Some(span),
                    ))
                }
            };
            if vals.len() != leaves.len() {
                return Err(self.sema(
                    "assigning a vector or struct of a different shape",
                    Some(span),
                ));
            }
            // Read every source leaf before writing (the source may overlap the target).
            let overlaps = {
                let mut vars = std::collections::BTreeSet::new();
                let mut arrays = std::collections::BTreeSet::new();
                for l in &leaves {
                    match l {
                        LVal::Var(v, _) => {
                            vars.insert(*v);
                        }
                        LVal::Mem { array, .. } => {
                            arrays.insert(*array);
                        }
                        _ => {}
                    }
                }
                vals.iter().any(|(x, _)| {
                    let mut hit = false;
                    ir::visit::walk_expr(x, &mut |e| match e {
                        Expr::Var(v) if vars.contains(v) => hit = true,
                        Expr::Load { array, .. } if arrays.contains(array) => hit = true,
                        _ => {}
                    });
                    hit
                })
            };
            let vals: Vec<(Expr, CType)> = if vals.len() > 1 && overlaps {
                let mut spilled = Vec::new();
                for (x, t) in vals {
                    if let CType::Pointer(..) = t {
                        let p = self.leaf_ptr(&x, span)?;
                        let idx = self.temp_ptr(&p);
                        spilled.push((Expr::var(self.ptr_off_var(idx)), t));
                    } else {
                        let x = self.as_bits(x, &t);
                        spilled.push((Expr::var(self.spill(x)), t));
                    }
                }
                spilled
            } else {
                vals
            };
            let mut out = Vec::new();
            for (l, (x, t)) in leaves.iter().zip(vals) {
                match self.write_lval(l, Val::Scalar(x, t.clone()), span)? {
                    Val::Scalar(x, t) => out.push((x, t)),
                    Val::Ptr(p) => out.push((self.ptr_leaf(p), t)),
                    _ => return Err(self.sema("invalid aggregate assignment", Some(span))),
                }
            }
            return Ok(Val::Agg(out, lty));
        }
        // A place holding a pointer: a pointer variable or leaf, or a pointer in memory.
        let ptr_var = match lv {
            LVal::Ptr(i) => Some(*i),
            LVal::Var(var, CType::Pointer(..)) => self.ptr_var_of(*var),
            _ => None,
        };
        if let Some(i) = ptr_var {
            let pointee = self.ptrs[i].pointee.clone();
            let p = self.as_pointer(v, &pointee, span)?;
            self.assign_ptr(i, p, span)?;
            return Ok(Val::Ptr(self.ptr_value(i)));
        }
        if let (LVal::Mem { .. } | LVal::Dispatch(..), CType::Pointer(pointee, _)) = (lv, &lty) {
            let p = self.as_pointer(v, pointee, span)?;
            self.store_ptr(lv, p.clone(), span)?;
            return Ok(Val::Ptr(p));
        }
        let v = match v {
            Val::Ptr(p) if lty.is_scalar() => Val::Scalar(self.ptr_to_int(&p, &lty), lty.clone()),
            v => v,
        };
        match (lv, v) {
            (LVal::Var(var, t), Val::Scalar(x, xt)) => {
                let x = self.convert(x, &xt, t);
                self.emit(StmtKind::Assign { lhs: *var, rhs: x });
                Ok(Val::Scalar(Expr::var(*var), t.clone()))
            }
            (lv @ (LVal::Mem { .. } | LVal::Dispatch(..)), Val::Scalar(x, xt))
                if lty.is_scalar() =>
            {
                let x = self.convert(x, &xt, &lty);
                self.write_mem_scalar(lv, x.clone(), span)?;
                Ok(Val::Scalar(x, lty))
            }
            (LVal::Ptr(_), _) => {
                Err(self.sema("assignment of a non-pointer to a pointer", Some(span)))
            }
            (_, Val::Ptr(_)) => Err(self.sema(
                "pointer stored in a variable or memory that is not a pointer",
                Some(span),
            )),
            (_, Val::Void) => Err(self.sema("assigning a void value", Some(span))),
            (_, Val::Agg(..)) => {
                Err(self.sema("assigning a vector or struct to a scalar", Some(span)))
            }
            (LVal::Leaves(..), _) => Err(self.sema("invalid assignment", Some(span))),
            (LVal::Mem { .. } | LVal::Dispatch(..), _) => {
                let d = lty.describe(self);
                Err(self.unsupported(&format!("assignment of type '{d}'"), Some(span)))
            }
        }
    }

    /// Evaluate an expression for its side effects only.
    pub(crate) fn discard(&mut self, e: &ast::Expr) -> Res<()> {
        use ast::ExprKind as K;
        match &e.kind {
            K::Unary(
                op @ (ast::UnaryOp::PreInc
                | ast::UnaryOp::PreDec
                | ast::UnaryOp::PostInc
                | ast::UnaryOp::PostDec),
                a,
            ) => self.unary(*op, a, e.span, false).map(|_| ()),
            K::Assign(op, lhs, rhs) => self.assign(*op, lhs, rhs, e.span).map(|_| ()),
            K::Comma(a, b) => {
                self.discard(a)?;
                self.discard(b)
            }
            K::Call(f, targs, args) => self.call(f, targs, args, e.span, false).map(|_| ()),
            K::Cast(_, a) => self.discard(a),
            K::Ternary(c, a, b) => {
                let c = self.cond_expr(c)?;
                let (ta, ra) = self.scratch(|l| l.discard(a));
                let (tb, rb) = self.scratch(|l| l.discard(b));
                ra?;
                rb?;
                if !ta.is_empty() || !tb.is_empty() {
                    self.emit(StmtKind::If {
                        cond: c,
                        then_body: ta,
                        else_body: tb,
                        uniform: false,
                    });
                }
                Ok(())
            }
            K::Binary(op @ (ast::BinaryOp::And | ast::BinaryOp::Or), a, b) => {
                let c = self.cond_expr(a)?;
                let (tb, rb) = self.scratch(|l| l.discard(b));
                rb?;
                if !tb.is_empty() {
                    let c = if *op == ast::BinaryOp::And {
                        c
                    } else {
                        Expr::not(c)
                    };
                    self.emit(StmtKind::If {
                        cond: c,
                        then_body: tb,
                        else_body: vec![],
                        uniform: false,
                    });
                }
                Ok(())
            }
            _ => self.rvalue(e).map(|_| ()),
        }
    }

    /// Store `x` (of IR type `ty`) into a new temporary.
    pub(crate) fn spill(&mut self, x: Expr) -> VarId {
        let ty = self.prog.type_of(&x);
        let t = self.temp(ty);
        self.emit(StmtKind::Assign { lhs: t, rhs: x });
        t
    }

    fn unary(&mut self, op: ast::UnaryOp, a: &ast::Expr, span: ir::Span, want: bool) -> Res<Val> {
        use ast::UnaryOp as U;
        match op {
            U::Neg | U::Plus | U::BitNot | U::Not if self.is_vector_expr(a)? => {
                let v = self.rvalue(a)?;
                self.componentwise(vec![v], span, &mut |l, args| l.unary_val(op, args, span))
            }
            U::Neg | U::Plus | U::BitNot => {
                let (x, t) = self.scalar(a)?;
                let pt = promote(&t);
                let x = self.convert(x, &t, &pt);
                if op == U::Neg {
                    self.check_negation(&x, &pt, span);
                }
                Ok(Val::Scalar(
                    match (op, &pt) {
                        (U::Plus, _) => x,
                        (U::Neg, CType::Float(w)) => {
                            Expr::binary(BinOp::BvXor, x, Expr::bv(1u128 << (w - 1), *w))
                        }
                        (U::Neg, _) => Expr::Unary(UnOp::Neg, Box::new(x)),
                        (_, CType::Float(_)) => {
                            return Err(self.sema("invalid operand to '~'", Some(span)))
                        }
                        _ => Expr::Unary(UnOp::BvNot, Box::new(x)),
                    },
                    pt,
                ))
            }
            U::Not => {
                let c = self.cond_expr(a)?;
                Ok(self.truth(Expr::not(c)))
            }
            U::Deref => {
                if let Some(lv) = self.this_object(a) {
                    return self.read_lval(lv, span);
                }
                let p = self.pointer(a)?;
                let lv = self.deref(p, span);
                self.read_lval(lv, span)
            }
            U::AddrOf => {
                if let ast::ExprKind::Ident(n) = &a.kind {
                    if self.lookup(n).is_none() {
                        if let Some(v) = self.function_value(n) {
                            return Ok(v);
                        }
                    }
                }
                let lv = self.lvalue(a)?;
                Ok(Val::Ptr(self.addr_of(lv, span)?))
            }
            U::PreInc | U::PreDec | U::PostInc | U::PostDec => {
                let inc = matches!(op, U::PreInc | U::PostInc);
                let post = matches!(op, U::PostInc | U::PostDec);
                let lv = self.lvalue(a)?;
                if let LVal::Ptr(i) = lv {
                    if matches!(self.ptrs[i].off, PtrOff::Fixed(_)) {
                        return Err(self.unsupported("increment of this pointer", Some(span)));
                    }
                }
                let cur = self.read_lval(lv.clone(), span)?;
                if let Val::Ptr(old) = cur {
                    let old_val = if post && want {
                        let off = Expr::var(self.spill(old.off.clone()));
                        PtrVal {
                            off,
                            extent: None,
                            ..old.clone()
                        }
                    } else {
                        old.clone()
                    };
                    let new = self.ptr_offset(old, Expr::bv(1, 32), !inc, span)?;
                    let stored = self.write_lval(&lv, Val::Ptr(new), span)?;
                    return Ok(if post { Val::Ptr(old_val) } else { stored });
                }
                let Val::Scalar(cur, t) = cur else {
                    return Err(self.sema("invalid operand to increment", Some(span)));
                };
                let cur = if post && want {
                    let c = self.as_bits(cur, &t);
                    Expr::var(self.spill(c))
                } else {
                    cur
                };
                let one = Val::Scalar(Expr::bv(1, 32), INT);
                let bop = if inc {
                    ast::BinaryOp::Add
                } else {
                    ast::BinaryOp::Sub
                };
                let new = self.arith(bop, Val::Scalar(cur.clone(), t.clone()), one, span)?;
                let stored = self.write_lval(&lv, new, span)?;
                Ok(if post { Val::Scalar(cur, t) } else { stored })
            }
        }
    }

    fn binary(
        &mut self,
        op: ast::BinaryOp,
        a: &ast::Expr,
        b: &ast::Expr,
        span: ir::Span,
    ) -> Res<Val> {
        use ast::BinaryOp as B;
        match op {
            B::And | B::Or => {
                // On vectors (OpenCL), componentwise and without short-circuit.
                let va = self.rvalue(a)?;
                let (stmts, vb) = self.scratch(|s| s.rvalue(b));
                let vb = vb?;
                let vector = |v: &Val| matches!(v, Val::Agg(_, CType::Vector(..)));
                if vector(&va) || vector(&vb) {
                    self.fx.buf.extend(stmts);
                    return self.arith(op, va, vb, span);
                }
                let l = self.value_cond(va, a.span)?;
                let r = self.value_cond(vb, b.span)?;
                if stmts.is_empty() && (self.annot || !has_load(&r)) {
                    return Ok(self.truth(if op == B::And {
                        Expr::and(l, r)
                    } else {
                        Expr::or(l, r)
                    }));
                }
                let t = self.spill(l);
                let mut body = stmts;
                body.push(ir::Stmt::new(
                    StmtKind::Assign { lhs: t, rhs: r },
                    self.origin(),
                ));
                let cond = if op == B::And {
                    Expr::var(t)
                } else {
                    Expr::not(Expr::var(t))
                };
                self.emit(StmtKind::If {
                    cond,
                    then_body: body,
                    else_body: vec![],
                    uniform: false,
                });
                Ok(self.truth(Expr::var(t)))
            }
            _ => {
                let va = self.rvalue(a)?;
                let vb = self.rvalue(b)?;
                match self.user_binary(op, va, vb, span)? {
                    Ok(v) => Ok(v),
                    Err((va, vb)) => self.arith(op, va, vb, span),
                }
            }
        }
    }

    fn assign(
        &mut self,
        op: Option<ast::BinaryOp>,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        span: ir::Span,
    ) -> Res<Val> {
        if op.is_none() {
            if let Some(v) = self.base_initializer(lhs, rhs, span)? {
                return Ok(v);
            }
        }
        let lv = self.lvalue(lhs)?;
        match op {
            None => {
                if Self::is_aggregate(&Self::lval_type(&lv)) {
                    if let Some(v) = self.user_assign(&lv, rhs, span)? {
                        return Ok(v);
                    }
                }
                let v = self.rvalue(rhs)?;
                self.write_lval(&lv, v, span)
            }
            Some(op) => {
                if let Some(v) = self.user_compound(op, &lv, rhs, span)? {
                    return Ok(v);
                }
                let cur = self.read_lval(lv.clone(), span)?;
                let r = self.rvalue(rhs)?;
                let new = self.arith(op, cur, r, span)?;
                self.write_lval(&lv, new, span)
            }
        }
    }

    fn cast(&mut self, t: &ast::TypeName, a: &ast::Expr, span: ir::Span) -> Res<Val> {
        if let Some(v) = self.conversion_value(t, a, span)? {
            return Ok(v);
        }
        let to = self.resolve_type(t)?;
        if matches!(to, CType::Record(_)) {
            if let Some(v) = self.construct(&to, std::slice::from_ref(a), span)? {
                return Ok(v);
            }
        }
        if to == CType::Void {
            self.discard(a)?;
            return Ok(Val::Void);
        }
        let v = self.rvalue(a)?;
        match (v, &to) {
            (v @ (Val::Scalar(..) | Val::Agg(..)), CType::Vector(..)) => {
                let n = match &v {
                    Val::Agg(vs, _) => vs.len(),
                    _ => 1,
                };
                let CType::Vector(_, tn) = &to else {
                    return Err(self.sema("invalid cast", Some(span)));
                };
                if n != 1 && n != *tn as usize {
                    return Err(self.sema("invalid vector cast", Some(span)));
                }
                self.vector_value(&to, vec![v], span)
            }
            (Val::Scalar(x, from), to) if to.is_scalar() && from.is_scalar() => {
                Ok(Val::Scalar(self.convert(x, &from, to), to.clone()))
            }
            (Val::Ptr(p), CType::Pointer(pointee, _)) => {
                Ok(Val::Ptr(self.ptr_cast(p, pointee, span)?))
            }
            (Val::Scalar(x, from), CType::Pointer(pointee, space)) if from.is_integer() => {
                Ok(Val::Ptr(self.int_to_ptr(x, &from, pointee, *space)))
            }
            (Val::Ptr(p), to) if to.is_integer() => {
                Ok(Val::Scalar(self.ptr_to_int(&p, to), to.clone()))
            }
            (_, to) => {
                let d = to.describe(self);
                Err(self.unsupported(&format!("cast to '{d}'"), Some(span)))
            }
        }
    }
}

/// The value and type of an integer literal under C's rules.
fn int_literal(value: u128, suffix: ast::IntSuffix, hex_or_octal: bool) -> Val {
    let fits = |w: u32, signed: bool| {
        let bits = if signed { w - 1 } else { w };
        value < (1u128 << bits)
    };
    let candidates: &[(u32, bool)] = match (suffix.unsigned, suffix.longs, hex_or_octal) {
        (false, 0, false) => &[(32, true), (64, true)],
        (false, 0, true) => &[(32, true), (32, false), (64, true), (64, false)],
        (true, 0, _) => &[(32, false), (64, false)],
        (false, _, false) => &[(64, true)],
        (false, _, true) => &[(64, true), (64, false)],
        (true, _, _) => &[(64, false)],
    };
    let (w, s) = candidates
        .iter()
        .copied()
        .find(|(w, s)| fits(*w, *s))
        .unwrap_or((64, false));
    Val::Scalar(
        Expr::bv(value, w),
        CType::Int {
            width: w,
            signed: s,
        },
    )
}

impl Lowerer<'_> {
    /// The value of a comparison or logical operator whose truth is `c`: an `int` in C
    /// (OpenCL), a `bool` in C++ (CUDA), which `sizeof`, `auto`, overloads and template
    /// deduction see.
    pub(crate) fn truth(&self, c: Expr) -> Val {
        if self.cuda() {
            Val::Scalar(
                Expr::Cast(ir::CastOp::FromBool(1), Box::new(c)),
                CType::Bool,
            )
        } else {
            Val::Scalar(c, INT)
        }
    }

    /// True when `e` evaluates to a vector (evaluated without effects, then discarded).
    fn is_vector_expr(&mut self, e: &ast::Expr) -> Res<bool> {
        let n_diags = self.diags.items.len();
        let n_temps = self.fx.n_temps;
        let (_, r) = self.scratch(|l| l.rvalue(e));
        self.diags.items.truncate(n_diags);
        self.fx.n_temps = n_temps;
        Ok(matches!(r, Ok(Val::Agg(_, CType::Vector(..)))))
    }

    /// The type of `e`, evaluated without effects (None when it has no simple type).
    pub(crate) fn expr_type(&mut self, e: &ast::Expr) -> Option<CType> {
        let n_diags = self.diags.items.len();
        let n_temps = self.fx.n_temps;
        let (_, r) = self.scratch(|l| l.rvalue(e));
        self.diags.items.truncate(n_diags);
        self.fx.n_temps = n_temps;
        match r {
            Ok(Val::Scalar(_, t)) | Ok(Val::Agg(_, t)) => Some(t),
            Ok(Val::Ptr(p)) => Some(CType::Pointer(Box::new(p.pointee), None)),
            _ => None,
        }
    }

    /// A unary operator applied to one scalar value.
    fn unary_val(&mut self, op: ast::UnaryOp, mut args: Vec<Val>, span: ir::Span) -> Res<Val> {
        let Some(Val::Scalar(x, t)) = args.pop() else {
            return Err(self.sema("invalid operand", Some(span)));
        };
        use ast::UnaryOp as U;
        if op == U::Not {
            let c = self.as_cond(x, &t);
            return Ok(self.truth(Expr::not(c)));
        }
        let pt = promote(&t);
        let x = self.convert(x, &t, &pt);
        Ok(Val::Scalar(
            match (op, &pt) {
                (U::Neg, CType::Float(w)) => {
                    Expr::binary(BinOp::BvXor, x, Expr::bv(1u128 << (w - 1), *w))
                }
                (U::Neg, _) => Expr::Unary(UnOp::Neg, Box::new(x)),
                (U::BitNot, CType::Int { .. }) => Expr::Unary(UnOp::BvNot, Box::new(x)),
                (U::Plus, _) => x,
                _ => return Err(self.sema("invalid operand", Some(span))),
            },
            pt,
        ))
    }
}

/// Whether a function is declared to return a reference.
fn returns_reference(d: &ast::FunctionDef) -> bool {
    matches!(d.ret, ast::TypeName::Reference(_))
}
