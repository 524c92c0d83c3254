//! Math builtins: OpenCL and CUDA floating-point and integer math functions (exact where the
//! operation has a bit-vector meaning, uninterpreted functions otherwise), geometric functions,
//! and uninterpreted function applications.

use ir::{BinOp, CastOp, Expr, Type, UnOp};

use super::expr::Val;
use super::types::{named_builtin_type, promote, usual_arith, CType, INT};
use super::{Lowerer, Res};
use crate::ast;

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

pub(super) fn float_math_arity(name: &str) -> Option<usize> {
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

impl Lowerer<'_> {
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
    pub(super) fn math(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Option<Val>> {
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
                if let Some(e) = super::bitops::exact(name, &xs, ty.width(), t.is_signed()) {
                    // CUDA's 64-bit counts are `int`s.
                    if matches!(name, "__popcll" | "__clzll" | "__ffsll") && ty.width() == 64 {
                        let e = Expr::Cast(ir::CastOp::Extract { hi: 32, lo: 0 }, Box::new(e));
                        return Ok(Some(Val::Scalar(e, INT)));
                    }
                    let rt = match (name, &t) {
                        ("abs_diff", CType::Int { width, .. }) => CType::Int {
                            width: *width,
                            signed: false,
                        },
                        _ => t,
                    };
                    return Ok(Some(Val::Scalar(e, rt)));
                }
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
