//! Binary operators on evaluated operands: C's usual arithmetic conversions, integer and
//! floating-point arithmetic, comparisons and shifts as each language defines them.

use ir::{BinOp, Expr, StmtKind, Type};

use super::expr::Val;
use super::types::{promote, resize, usual_arith, CType, INT};
use super::{Lowerer, Res};
use crate::{ast, Language};

impl Lowerer<'_> {
    /// Apply a (non-short-circuit) binary operator to two values.
    pub(crate) fn arith(
        &mut self,
        op: ast::BinaryOp,
        va: Val,
        vb: Val,
        span: ir::Span,
    ) -> Res<Val> {
        use ast::BinaryOp as B;
        let (xa, ta, xb, tb) = match (va, vb) {
            (Val::Scalar(xa, ta), Val::Scalar(xb, tb)) => (xa, ta, xb, tb),
            (
                va @ Val::Agg(_, CType::Vector(..)),
                vb @ (Val::Agg(_, CType::Vector(..)) | Val::Scalar(..)),
            )
            | (va @ Val::Scalar(..), vb @ Val::Agg(_, CType::Vector(..))) => {
                // OpenCL C does not promote vector components: char4 + char4 is a char4 (it
                // wraps at 8 bits), and a comparison gives a signed vector of the components'
                // width (-1 for true).
                let elem = match (&va, &vb) {
                    (Val::Agg(_, CType::Vector(e, _)), _)
                    | (_, Val::Agg(_, CType::Vector(e, _))) => (**e).clone(),
                    _ => INT,
                };
                let comparison = matches!(
                    op,
                    B::Eq | B::Ne | B::Lt | B::Le | B::Gt | B::Ge | B::And | B::Or
                );
                let want = match (&elem, comparison) {
                    (CType::Int { .. } | CType::Float(_), true) => Some(CType::Int {
                        width: elem.width(),
                        signed: true,
                    }),
                    (CType::Int { .. }, false) => Some(elem.clone()),
                    _ => None,
                };
                // A vector shift reads its amount modulo the component's width, not the
                // promoted one.
                let narrow_shift = matches!(op, B::Shl | B::Shr)
                    && self.cfg.language != Language::Cuda
                    && elem.is_integer()
                    && elem.width() < 32
                    && elem.width().is_power_of_two();
                return self.componentwise(vec![va, vb], span, &mut |l, mut args| {
                    let b = args.pop().unwrap_or(Val::Void);
                    let a = args.pop().unwrap_or(Val::Void);
                    let b = match b {
                        Val::Scalar(x, t) if narrow_shift && t.is_integer() => {
                            let m = Expr::bv(u128::from(elem.width() - 1), t.width());
                            Val::Scalar(Expr::binary(BinOp::BvAnd, x, m), t)
                        }
                        b => b,
                    };
                    let r = match (op, a, b) {
                        (B::And | B::Or, Val::Scalar(xa, ta), Val::Scalar(xb, tb)) => {
                            let (ca, cb) = (l.as_cond(xa, &ta), l.as_cond(xb, &tb));
                            let c = if op == B::And {
                                Expr::and(ca, cb)
                            } else {
                                Expr::or(ca, cb)
                            };
                            Val::Scalar(c, INT)
                        }
                        (_, a, b) => l.arith(op, a, b, span)?,
                    };
                    match (r, &want) {
                        // A truth value becomes -1 or 0 at the wanted width in `componentwise`.
                        (Val::Scalar(x, _), Some(w)) if l.prog.type_of(&x) == Type::Bool => {
                            Ok(Val::Scalar(x, w.clone()))
                        }
                        (Val::Scalar(x, t), Some(w)) if t != *w && t.is_integer() => {
                            Ok(Val::Scalar(l.convert(x, &t, w), w.clone()))
                        }
                        (v, _) => Ok(v),
                    }
                });
            }
            (Val::Ptr(p), Val::Scalar(x, t)) | (Val::Scalar(x, t), Val::Ptr(p))
                if op == B::Add && t.is_integer() =>
            {
                let i = self.index_of(x, &t, span)?;
                return Ok(Val::Ptr(self.ptr_offset(p, i, false, span)?));
            }
            (Val::Ptr(p), Val::Scalar(x, t)) if op == B::Sub && t.is_integer() => {
                let i = self.index_of(x, &t, span)?;
                return Ok(Val::Ptr(self.ptr_offset(p, i, true, span)?));
            }
            (va @ (Val::Ptr(_) | Val::Scalar(..)), vb @ (Val::Ptr(_) | Val::Scalar(..)))
                if matches!(op, B::Eq | B::Ne | B::Lt | B::Le | B::Gt | B::Ge | B::Sub) =>
            {
                // Between pointers; `p == 0` compares with null, another integer is
                // converted as by a cast.
                let pointee = match (&va, &vb) {
                    (Val::Ptr(p), _) | (_, Val::Ptr(p)) => p.pointee.clone(),
                    _ => CType::Void,
                };
                let p = self.as_pointer(va, &pointee, span)?;
                let q = self.as_pointer(vb, &pointee, span)?;
                return self.ptr_binary(op, p, q, span);
            }
            (Val::Void, _) | (_, Val::Void) => {
                return Err(self.sema("void value used in an expression", Some(span)))
            }
            (Val::Agg(..), _) | (_, Val::Agg(..)) => {
                return Err(self.sema(
                    "invalid operands to a binary expression (struct)",
                    Some(span),
                ))
            }
            (va, vb) => {
                // Another operation on a pointer: on its address.
                let t = super::types::UINT;
                let int = |l: &mut Self, v: Val| match v {
                    Val::Ptr(p) => Val::Scalar(l.ptr_to_int(&p, &t), t.clone()),
                    v => v,
                };
                let (va, vb) = (int(self, va), int(self, vb));
                return self.arith(op, va, vb, span);
            }
        };
        if !ta.is_scalar() || !tb.is_scalar() {
            return Err(self.sema("invalid operands to a binary expression", Some(span)));
        }
        if matches!(op, B::Shl | B::Shr) {
            if ta.is_float() || tb.is_float() {
                return Err(self.sema("invalid operands to a shift", Some(span)));
            }
            let pt = promote(&ta);
            let xa = self.convert(xa, &ta, &pt);
            let ptb = promote(&tb);
            let xb = self.convert(xb, &tb, &ptb);
            let xb = resize(xb, ptb.width(), pt.width(), ptb.is_signed());
            let xb = self.shift_amount(xb, pt.width());
            let o = match op {
                B::Shl => BinOp::Shl,
                _ if pt.is_signed() => BinOp::AShr,
                _ => BinOp::LShr,
            };
            return Ok(Val::Scalar(Expr::binary(o, xa, xb), pt));
        }
        let t = usual_arith(&ta, &tb);
        let xa = self.convert(xa, &ta, &t);
        let xb = self.convert(xb, &tb, &t);
        if let CType::Float(w) = t {
            return self.float_op(op, xa, xb, w, span);
        }
        self.check_arith(op, &xa, &xb, &t, span);
        let s = t.is_signed();
        if !s && matches!(op, B::Div | B::Rem) {
            // Unsigned division by a power of two `1 << k` is a shift or a mask: the same
            // value for k below the width (beyond it C leaves the shift undefined), and far
            // easier for the prover than division by a symbolic divisor.
            if let Some(k) = self.pow2_exponent(&xb) {
                let e = match op {
                    B::Div => Expr::binary(BinOp::LShr, xa, k),
                    _ => {
                        let w = t.width();
                        Expr::binary(
                            BinOp::BvAnd,
                            xa,
                            Expr::binary(BinOp::Sub, xb, Expr::bv(1, w)),
                        )
                    }
                };
                return Ok(Val::Scalar(e, t));
            }
        }
        let (o, is_cmp) = match op {
            B::Mul => (BinOp::Mul, false),
            B::Div => (if s { BinOp::SDiv } else { BinOp::UDiv }, false),
            B::Rem => (if s { BinOp::SRem } else { BinOp::URem }, false),
            B::Add => (BinOp::Add, false),
            B::Sub => (BinOp::Sub, false),
            B::BitAnd => (BinOp::BvAnd, false),
            B::BitXor => (BinOp::BvXor, false),
            B::BitOr => (BinOp::BvOr, false),
            B::Lt => (if s { BinOp::Slt } else { BinOp::Ult }, true),
            B::Gt => (if s { BinOp::Sgt } else { BinOp::Ugt }, true),
            B::Le => (if s { BinOp::Sle } else { BinOp::Ule }, true),
            B::Ge => (if s { BinOp::Sge } else { BinOp::Uge }, true),
            B::Eq => (BinOp::Eq, true),
            B::Ne => (BinOp::Ne, true),
            B::Shl | B::Shr | B::And | B::Or => {
                return Err(self.sema("unexpected operator", Some(span)))
            }
        };
        if matches!(o, BinOp::URem | BinOp::UDiv) && xb.as_bv().is_none() && !self.annot {
            // Unsigned division by a symbolic divisor: state the bounds the prover would
            // otherwise have to derive through a division circuit (both are theorems of
            // bit-vector arithmetic): x % y < y and x % y <= x, x / y <= x, for y != 0.
            let w = t.width();
            let q = self.spill(Expr::binary(o, xa.clone(), xb.clone()));
            let nonzero = Expr::ne(xb.clone(), Expr::bv(0, w));
            let mut facts = vec![Expr::binary(BinOp::Ule, Expr::var(q), xa)];
            if o == BinOp::URem {
                facts.push(Expr::binary(BinOp::Ult, Expr::var(q), xb));
            }
            self.emit(StmtKind::Assume(Expr::implies(nonzero, Expr::all(facts))));
            return Ok(Val::Scalar(Expr::var(q), t));
        }
        let e = fold(o, xa, xb);
        if is_cmp {
            return Ok(self.truth(e));
        }
        Ok(Val::Scalar(e, t))
    }

    /// `k` when `e` is `1 << k`, or a variable holding `1 << k` for its whole life.
    fn pow2_exponent(&self, e: &Expr) -> Option<Expr> {
        match e {
            Expr::Binary(BinOp::Shl, one, k) if one.as_bv().is_some_and(|(v, _)| v == 1) => {
                Some((**k).clone())
            }
            Expr::Var(v) => self.fx.pow2.get(v).map(|k| Expr::var(*k)),
            _ => None,
        }
    }

    /// The shift amount as the language reads it. OpenCL C uses only the low log2(N) bits of
    /// the amount for an N-bit operand (`1u << 33` is 2); in CUDA, as in C++, a shift by N or
    /// more is undefined, and the IR's shift (0 for a left shift) stands for it.
    fn shift_amount(&self, amount: Expr, width: u32) -> Expr {
        let in_range = amount.as_bv().is_some_and(|(v, _)| v < u128::from(width));
        if self.cfg.language == Language::Cuda || in_range || !width.is_power_of_two() {
            return amount;
        }
        Expr::binary(
            BinOp::BvAnd,
            amount,
            Expr::Bv {
                value: u128::from(width - 1),
                width,
            },
        )
    }

    fn float_op(
        &mut self,
        op: ast::BinaryOp,
        a: Expr,
        b: Expr,
        w: u32,
        span: ir::Span,
    ) -> Res<Val> {
        use ast::BinaryOp as B;
        let ft = Type::Bv(w);
        let arith = |l: &mut Self, name: &str, a: Expr, b: Expr| {
            let f = l.prog.func(&format!("{name}{w}"), vec![ft, ft], ft);
            Val::Scalar(Expr::Apply(f, vec![a, b]), CType::Float(w))
        };
        let cmp = |l: &mut Self, name: &str, a: Expr, b: Expr| {
            let f = l.prog.func(&format!("{name}{w}"), vec![ft, ft], Type::Bool);
            Expr::Apply(f, vec![a, b])
        };
        Ok(match op {
            B::Add => arith(self, "FADD", a, b),
            B::Sub => arith(self, "FSUB", a, b),
            B::Mul => arith(self, "FMUL", a, b),
            B::Div => arith(self, "FDIV", a, b),
            B::Rem => arith(self, "FREM", a, b),
            B::Lt => {
                let c = cmp(self, "FLT", a, b);
                self.truth(c)
            }
            B::Gt => {
                let c = cmp(self, "FLT", b, a);
                self.truth(c)
            }
            B::Le => {
                let c = cmp(self, "FLE", a, b);
                self.truth(c)
            }
            B::Ge => {
                let c = cmp(self, "FLE", b, a);
                self.truth(c)
            }
            B::Eq => {
                let c = cmp(self, "FEQ", a, b);
                self.truth(c)
            }
            B::Ne => {
                let c = cmp(self, "FEQ", a, b);
                self.truth(Expr::not(c))
            }
            _ => {
                return Err(self.sema(
                    "invalid operands to a binary expression (floating point)",
                    Some(span),
                ))
            }
        })
    }
}

/// Build `a op b`, folding literal operands of `+`, `-`, `*`.
fn fold(op: BinOp, a: Expr, b: Expr) -> Expr {
    if let (Some((x, w)), Some((y, _))) = (a.as_bv(), b.as_bv()) {
        match op {
            BinOp::Add => return Expr::bv(x.wrapping_add(y), w),
            BinOp::Sub => return Expr::bv(x.wrapping_sub(y), w),
            BinOp::Mul => return Expr::bv(x.wrapping_mul(y), w),
            BinOp::BvAnd => return Expr::bv(x & y, w),
            BinOp::UDiv if y != 0 => return Expr::bv(x / y, w),
            BinOp::URem if y != 0 => return Expr::bv(x % y, w),
            BinOp::SDiv | BinOp::SRem if y != 0 && w < 128 => {
                let (a, b) = (
                    super::types::wrap(x as i128, w, true),
                    super::types::wrap(y as i128, w, true),
                );
                let r = if op == BinOp::SDiv {
                    a.checked_div(b)
                } else {
                    a.checked_rem(b)
                };
                if let Some(r) = r {
                    return Expr::bv(r as u128, w);
                }
            }
            BinOp::BvOr => return Expr::bv(x | y, w),
            BinOp::BvXor => return Expr::bv(x ^ y, w),
            _ => {}
        }
    }
    Expr::binary(op, a, b)
}
