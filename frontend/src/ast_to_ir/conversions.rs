//! Conversion and relational builtins: CUDA's conversion and reinterpretation intrinsics
//! (`__int_as_float`, `__float2int_rn`, `__hiloint2double`, ...) and OpenCL's relational
//! functions (`isless`, `isequal`, ...).

use ir::{BinOp, Expr};

use super::expr::Val;
use super::types::{CType, INT};
use super::{Lowerer, Res};
use crate::ast;

impl Lowerer<'_> {
    /// CUDA conversion intrinsics (`__int_as_float`, `__float2int_rn`, ...).
    pub(crate) fn cuda_conversion(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Option<Val>> {
        if let Some(v) = self.double_words(name, args, span)? {
            return Ok(Some(v));
        }
        if let Some(v) = self.cuda_int_intrinsic(name, args, span)? {
            return Ok(Some(v));
        }
        let Some(body) = name.strip_prefix("__") else {
            return Ok(None);
        };
        let ty_of = |s: &str| -> Option<CType> {
            Some(match s {
                "int" => INT,
                "uint" => CType::Int {
                    width: 32,
                    signed: false,
                },
                "ll" | "longlong" => CType::Int {
                    width: 64,
                    signed: true,
                },
                "ull" => CType::Int {
                    width: 64,
                    signed: false,
                },
                "float" => CType::Float(32),
                "double" => CType::Float(64),
                "half" => CType::Float(16),
                _ => return None,
            })
        };
        let (from, to, reinterpret) = if let Some((a, b)) = body.split_once("_as_") {
            (ty_of(a), ty_of(b), true)
        } else if let Some((a, b)) = body.split_once('2') {
            let b = b.split('_').next().unwrap_or(b);
            (ty_of(a), ty_of(b), false)
        } else {
            return Ok(None);
        };
        let (Some(_), Some(to)) = (from, to) else {
            return Ok(None);
        };
        let a = self.one_arg(name, args, span)?;
        let (x, t) = self.scalar(a)?;
        if reinterpret {
            let x = self.as_bits(x, &t);
            let x = super::types::resize(x, t.width(), to.width(), false);
            return Ok(Some(Val::Scalar(x, to)));
        }
        Ok(Some(Val::Scalar(self.convert(x, &t, &to), to)))
    }
    /// OpenCL's relational built-ins (`isless(x, y)`, `isequal`, ..., `isordered`) as the
    /// comparison operators they are: componentwise on vectors (-1 for true) and 1 or 0 on
    /// scalars, exactly as `x < y` is.
    pub(crate) fn relational(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Option<Val>> {
        use ast::BinaryOp as B;
        let ops: &[B] = match name {
            "isequal" => &[B::Eq],
            "isnotequal" => &[B::Ne],
            "isless" => &[B::Lt],
            "islessequal" => &[B::Le],
            "isgreater" => &[B::Gt],
            "isgreaterequal" => &[B::Ge],
            "islessgreater" => &[B::Lt, B::Gt],
            "isordered" | "isunordered" => &[],
            _ => return Ok(None),
        };
        let [a, b] = args else {
            return Err(self.sema(format!("wrong number of arguments to '{name}'"), Some(span)));
        };
        let (x, y) = (self.rvalue(a)?, self.rvalue(b)?);
        if ops.is_empty() {
            // Ordered: neither operand is NaN, i.e. each equals itself.
            let (op, join) = if name == "isordered" {
                (B::Eq, B::BitAnd)
            } else {
                (B::Ne, B::BitOr)
            };
            let xx = self.arith(op, x.clone(), x, span)?;
            let yy = self.arith(op, y.clone(), y, span)?;
            return self.arith(join, xx, yy, span).map(Some);
        }
        let mut out: Option<Val> = None;
        for op in ops {
            let r = self.arith(*op, x.clone(), y.clone(), span)?;
            out = Some(match out {
                None => r,
                Some(prev) => self.arith(B::BitOr, prev, r, span)?,
            });
        }
        Ok(out)
    }

    /// The 32-bit halves of a double: `__hiloint2double(hi, lo)`, `__double2hiint(d)`,
    /// `__double2loint(d)`.
    fn double_words(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<Option<Val>> {
        let hi = match name {
            "__hiloint2double" => {
                let [h, l] = args else {
                    return Err(self.bad_args(name, span));
                };
                let mut words = Vec::new();
                for a in [h, l] {
                    let (x, t) = self.scalar(a)?;
                    let x = self.convert(x, &t, &INT);
                    words.push(super::types::resize(x, 32, 64, false));
                }
                let lo = words.pop().unwrap_or(Expr::bv(0, 64));
                let hi = words.pop().unwrap_or(Expr::bv(0, 64));
                let bits = Expr::binary(
                    BinOp::BvOr,
                    Expr::binary(BinOp::Shl, hi, Expr::bv(32, 64)),
                    lo,
                );
                return Ok(Some(Val::Scalar(bits, CType::Float(64))));
            }
            "__double2hiint" => true,
            "__double2loint" => false,
            _ => return Ok(None),
        };
        let a = self.one_arg(name, args, span)?;
        let (x, t) = self.scalar(a)?;
        let d = self.convert(x, &t, &CType::Float(64));
        let d = if hi {
            Expr::binary(BinOp::LShr, d, Expr::bv(32, 64))
        } else {
            d
        };
        Ok(Some(Val::Scalar(
            super::types::resize(d, 64, 32, false),
            INT,
        )))
    }

    /// OpenCL's exact bit builtins on scalars (vectors go componentwise): `bitselect(a, b, c)`
    /// takes each bit from `b` where `c` has a one and from `a` elsewhere (on the bits of
    /// floats too); `upsample(hi, lo)` concatenates, giving the type twice as wide.
    pub(crate) fn bit_builtin(&mut self, name: &str, vals: &[(Expr, CType)]) -> Option<Val> {
        match (name, vals) {
            ("bitselect", [(a, ta), (b, tb), (c, tc)]) if ta.width() == tb.width() => {
                let bits = |l: &Self, x: &Expr, t: &CType| {
                    let x = l.as_bits(x.clone(), t);
                    super::types::resize(x, t.width(), ta.width(), false)
                };
                let (a, b, c) = (bits(self, a, ta), bits(self, b, tb), bits(self, c, tc));
                let not_c = Expr::Unary(ir::UnOp::BvNot, Box::new(c.clone()));
                let e = Expr::binary(
                    BinOp::BvOr,
                    Expr::binary(BinOp::BvAnd, a, not_c),
                    Expr::binary(BinOp::BvAnd, b, c),
                );
                Some(Val::Scalar(e, ta.clone()))
            }
            ("upsample", [(hi, th), (lo, tl)])
                if th.is_integer() && tl.is_integer() && th.width() == tl.width() =>
            {
                let w = th.width();
                let hi = self.as_bits(hi.clone(), th);
                let lo = self.as_bits(lo.clone(), tl);
                let t = CType::Int {
                    width: 2 * w,
                    signed: th.is_signed(),
                };
                Some(Val::Scalar(Expr::binary(BinOp::Concat, hi, lo), t))
            }
            _ => None,
        }
    }

    /// `as_T(v)` between types of the same size but different component counts
    /// (`as_char4(uint)`, `as_uint2(ulong)`, `as_float(short2)`): the bits of `v`'s components
    /// laid out from component 0 at the lowest bits, split into `T`'s components the same
    /// way. `None` when the sizes differ or a part is not a scalar.
    pub(crate) fn reinterpret_bits(&mut self, v: Val, to: &CType) -> Option<Val> {
        let parts: Vec<(Expr, CType)> = match v {
            Val::Scalar(x, t) => vec![(x, t)],
            Val::Agg(vs, CType::Vector(..)) => vs,
            _ => return None,
        };
        let (elem, n) = match to {
            CType::Vector(e, n) => ((**e).clone(), *n),
            t if t.is_scalar() => (t.clone(), 1),
            _ => return None,
        };
        if !parts.iter().all(|(_, t)| t.is_scalar()) || !elem.is_scalar() {
            return None;
        }
        let total: u32 = parts.iter().map(|(_, t)| t.width()).sum();
        let ew = elem.width();
        if ew == 0 || total != ew * n {
            return None;
        }
        // Concatenation puts its first operand high: fold from the last component down.
        let mut bits: Option<Expr> = None;
        for (x, t) in parts.into_iter().rev() {
            let x = self.as_bits(x, &t);
            bits = Some(match bits {
                None => x,
                Some(hi) => Expr::binary(BinOp::Concat, hi, x),
            });
        }
        let bits = bits?;
        let piece = |k: u32| {
            if n == 1 {
                bits.clone()
            } else {
                Expr::Cast(
                    ir::CastOp::Extract {
                        hi: (k + 1) * ew,
                        lo: k * ew,
                    },
                    Box::new(bits.clone()),
                )
            }
        };
        if n == 1 {
            return Some(Val::Scalar(piece(0), elem));
        }
        let out = (0..n).map(|k| (piece(k), elem.clone())).collect();
        Some(Val::Agg(out, to.clone()))
    }

    /// CUDA's less common integer intrinsics (`__byte_perm`, `__funnelshift_l`, `__hadd`, the
    /// SIMD `__v*` family, `__mul64hi`, `__brevll`) and the float-to-integer rounding functions
    /// (`lrintf`, `llroundf`, `ilogbf`, ...) as uninterpreted functions of their arguments'
    /// bits; `clock()`/`clock64()` as a fresh value at every call.
    fn cuda_int_intrinsic(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Option<Val>> {
        let long = CType::Int {
            width: 64,
            signed: true,
        };
        if !self.cuda() {
            return Ok(None);
        }
        let (arity, ret) = match name {
            "clock" | "clock64" => {
                if !args.is_empty() {
                    return Err(self.bad_args(name, span));
                }
                let t = if name == "clock" { INT } else { long };
                return Ok(Some(self.fresh(t)));
            }
            "__byte_perm" | "__funnelshift_l" | "__funnelshift_r" | "__funnelshift_lc"
            | "__funnelshift_rc" => (3, super::types::UINT),
            "__hadd" | "__rhadd" => (2, INT),
            "__uhadd" | "__urhadd" => (2, super::types::UINT),
            "__mul64hi" => (2, long),
            "__umul64hi" => (
                2,
                CType::Int {
                    width: 64,
                    signed: false,
                },
            ),
            "__brevll" => (
                1,
                CType::Int {
                    width: 64,
                    signed: false,
                },
            ),
            "ilogbf" => (1, INT),
            "lrintf" | "lroundf" | "llrintf" | "llroundf" | "lrint" | "lround" | "llrint"
            | "llround" => (1, long),
            n if n.starts_with("__v")
                && n.len() > 4
                && (n.ends_with('2') || n.ends_with('4'))
                && !n.contains("_as_") =>
            {
                // The SIMD video intrinsics (`__vadd2`, `__vabsdiffu4`, `__vcmpeq4`, ...).
                (args.len().max(1), super::types::UINT)
            }
            _ => return Ok(None),
        };
        if args.len() != arity {
            return Err(self.bad_args(name, span));
        }
        // Arguments convert to the parameter types, as in a call of the declared function:
        // `__hadd((char)x, y)` is `__hadd((int)(char)x, y)`, one function of two ints.
        let param = match name {
            "ilogbf" | "lrintf" | "lroundf" | "llrintf" | "llroundf" => CType::Float(32),
            "lrint" | "lround" | "llrint" | "llround" => CType::Float(64),
            _ => ret.clone(),
        };
        let mut xs = Vec::new();
        let mut tys = Vec::new();
        for a in args {
            let (x, t) = self.scalar(a)?;
            let x = self.convert(x, &t, &param);
            tys.push(ir::Type::Bv(param.width().max(1)));
            xs.push(self.as_bits(x, &param));
        }
        let w = ret.width();
        let e = self.apply_uf(name, xs, tys, ir::Type::Bv(w));
        Ok(Some(Val::Scalar(e, ret)))
    }
}
