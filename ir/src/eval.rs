//! Evaluation of pure IR expressions over concrete values, with SMT-LIB's bit-vector semantics
//! (`bvudiv` by zero is all ones, `bvurem` by zero is the dividend, and so on).
//!
//! Variables get their values from a caller's lookup; an expression whose value depends on
//! memory, an uninterpreted function, the other thread or the enabledness of the thread has no
//! value here (`None`).

use crate::expr::{BinOp, CastOp, Expr, UnOp};
use crate::VarId;

/// A concrete value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A boolean.
    Bool(bool),
    /// A bit-vector: the low `width` bits of `bits`.
    Bv {
        /// The bits.
        bits: u128,
        /// The width (1 to 128).
        width: u32,
    },
}

impl Value {
    /// A bit-vector value, truncated to `width` bits.
    pub fn bv(bits: u128, width: u32) -> Value {
        Value::Bv {
            bits: bits & mask(width),
            width,
        }
    }
    /// The value as an expression literal.
    pub fn to_expr(self) -> Expr {
        match self {
            Value::Bool(b) => Expr::Bool(b),
            Value::Bv { bits, width } => Expr::bv(bits, width),
        }
    }
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// The value as a signed number.
fn signed(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let sign = 1u128 << (width - 1);
    if bits & sign != 0 {
        (bits | !mask(width)) as i128
    } else {
        bits as i128
    }
}

/// The value of `e`, with variables looked up by `var`; `None` when it has none here.
pub fn eval(e: &Expr, var: &dyn Fn(VarId) -> Option<Value>) -> Option<Value> {
    use Value::{Bool, Bv};
    Some(match e {
        Expr::Bool(b) => Bool(*b),
        Expr::Bv { value, width } => Value::bv(*value, *width),
        Expr::Var(v) => var(*v)?,
        Expr::Unary(op, a) => match (op, eval(a, var)?) {
            (UnOp::Not, Bool(b)) => Bool(!b),
            (UnOp::BvNot, Bv { bits, width }) => Value::bv(!bits, width),
            (UnOp::Neg, Bv { bits, width }) => Value::bv(bits.wrapping_neg(), width),
            _ => return None,
        },
        Expr::Binary(op, a, b) => {
            // Short-circuit the logical operators so that an unknown side may not matter.
            match op {
                BinOp::And | BinOp::Or | BinOp::Implies => {
                    let x = eval(a, var).and_then(as_bool);
                    let y = || eval(b, var).and_then(as_bool);
                    return Some(Bool(match (op, x) {
                        (BinOp::And, Some(false)) => false,
                        (BinOp::Or, Some(true)) | (BinOp::Implies, Some(false)) => true,
                        (BinOp::And, Some(true)) | (BinOp::Or, Some(false)) => y()?,
                        (BinOp::Implies, Some(true)) => y()?,
                        (_, None) => match (op, y()?) {
                            (BinOp::And, false) => false,
                            (BinOp::Or | BinOp::Implies, true) => true,
                            _ => return None,
                        },
                        _ => return None,
                    }));
                }
                _ => {}
            }
            binary(*op, eval(a, var)?, eval(b, var)?)?
        }
        Expr::Ite(c, a, b) => match eval(c, var)? {
            Bool(true) => eval(a, var)?,
            Bool(false) => eval(b, var)?,
            _ => return None,
        },
        Expr::Cast(op, a) => match (op, eval(a, var)?) {
            (CastOp::ZeroExt(w), Bv { bits, .. }) => Value::bv(bits, *w),
            (CastOp::SignExt(w), Bv { bits, width }) => Value::bv(signed(bits, width) as u128, *w),
            (CastOp::Extract { hi, lo }, Bv { bits, .. }) => {
                Value::bv(bits.checked_shr(*lo).unwrap_or(0), hi - lo)
            }
            (CastOp::FromBool(w), Bool(b)) => Value::bv(u128::from(b), *w),
            (CastOp::ToBool, Bv { bits, .. }) => Bool(bits != 0),
            _ => return None,
        },
        Expr::Load { .. }
        | Expr::Apply(..)
        | Expr::AtThread(..)
        | Expr::Other(_)
        | Expr::Enabled
        | Expr::Old(_)
        | Expr::Accessed(..)
        | Expr::AccessOffset(..) => return None,
    })
}

fn as_bool(v: Value) -> Option<bool> {
    match v {
        Value::Bool(b) => Some(b),
        Value::Bv { .. } => None,
    }
}

fn binary(op: BinOp, x: Value, y: Value) -> Option<Value> {
    use Value::{Bool, Bv};
    if let (Bool(a), Bool(b)) = (x, y) {
        return match op {
            BinOp::Eq => Some(Bool(a == b)),
            BinOp::Ne => Some(Bool(a != b)),
            _ => None,
        };
    }
    let (Bv { bits: a, width: w }, Bv { bits: b, width: w2 }) = (x, y) else {
        return None;
    };
    if op == BinOp::Concat {
        return Some(Value::bv(a.checked_shl(w2).unwrap_or(0) | b, w + w2));
    }
    if w != w2 {
        return None;
    }
    let (sa, sb) = (signed(a, w), signed(b, w));
    let shift = |v: u128| u32::try_from(v).ok().filter(|s| *s < w);
    Some(match op {
        BinOp::Add => Value::bv(a.wrapping_add(b), w),
        BinOp::Sub => Value::bv(a.wrapping_sub(b), w),
        BinOp::Mul => Value::bv(a.wrapping_mul(b), w),
        BinOp::UDiv => Value::bv(if b == 0 { u128::MAX } else { a / b }, w),
        BinOp::URem => Value::bv(if b == 0 { a } else { a % b }, w),
        BinOp::SDiv => {
            if b == 0 {
                Value::bv(if sa < 0 { 1 } else { u128::MAX }, w)
            } else {
                Value::bv(sa.wrapping_div(sb) as u128, w)
            }
        }
        BinOp::SRem => {
            if b == 0 {
                Value::bv(a, w)
            } else {
                Value::bv(sa.wrapping_rem(sb) as u128, w)
            }
        }
        BinOp::Shl => Value::bv(shift(b).map_or(0, |s| a << s), w),
        BinOp::LShr => Value::bv(shift(b).map_or(0, |s| a >> s), w),
        BinOp::AShr => Value::bv(
            shift(b).map_or(if sa < 0 { u128::MAX } else { 0 }, |s| (sa >> s) as u128),
            w,
        ),
        BinOp::BvAnd => Value::bv(a & b, w),
        BinOp::BvOr => Value::bv(a | b, w),
        BinOp::BvXor => Value::bv(a ^ b, w),
        BinOp::Eq => Bool(a == b),
        BinOp::Ne => Bool(a != b),
        BinOp::Ult => Bool(a < b),
        BinOp::Ule => Bool(a <= b),
        BinOp::Ugt => Bool(a > b),
        BinOp::Uge => Bool(a >= b),
        BinOp::Slt => Bool(sa < sb),
        BinOp::Sle => Bool(sa <= sb),
        BinOp::Sgt => Bool(sa > sb),
        BinOp::Sge => Bool(sa >= sb),
        BinOp::Concat | BinOp::And | BinOp::Or | BinOp::Implies => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(e: &Expr) -> Option<Value> {
        eval(e, &|_| None)
    }

    #[test]
    fn arithmetic_wraps_and_compares_with_sign() {
        let b = |v, w| Expr::bv(v, w);
        let add = Expr::binary(BinOp::Add, b(255, 8), b(2, 8));
        assert_eq!(ev(&add), Some(Value::bv(1, 8)));
        let neg = Expr::binary(BinOp::Slt, b(0xff, 8), b(0, 8));
        assert_eq!(ev(&neg), Some(Value::Bool(true)));
        let ashr = Expr::binary(BinOp::AShr, b(0x80, 8), b(7, 8));
        assert_eq!(ev(&ashr), Some(Value::bv(0xff, 8)));
        let div0 = Expr::binary(BinOp::UDiv, b(7, 8), b(0, 8));
        assert_eq!(ev(&div0), Some(Value::bv(0xff, 8)));
        let sext = Expr::Cast(CastOp::SignExt(16), Box::new(b(0xfe, 8)));
        assert_eq!(ev(&sext), Some(Value::bv(0xfffe, 16)));
    }

    #[test]
    fn unknown_parts_only_matter_when_needed() {
        let unknown = Expr::Var(VarId(0));
        let and = Expr::binary(BinOp::And, Expr::Bool(false), unknown.clone());
        assert_eq!(ev(&and), Some(Value::Bool(false)));
        let or = Expr::binary(BinOp::Or, unknown.clone(), Expr::Bool(false));
        assert_eq!(ev(&or), None);
        assert_eq!(ev(&Expr::binary(BinOp::Add, unknown, Expr::bv(1, 8))), None);
    }
}
