//! Bit-precise values and operators: the meaning of every `ir::Expr` operator on concrete
//! bit-vectors and booleans, with SMT-LIB's total semantics where C leaves things undefined
//! (division by zero, over-wide shifts), as the Boogie back end gives them.

use ir::{BinOp, CastOp, Type, UnOp};

/// A concrete value: the bits (the low `width` bits of a bit-vector; 0 or 1 for `Bool`) and
/// the type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// The bits, always masked to the type's width.
    pub bits: u128,
    /// The type.
    pub ty: Type,
}

/// The mask of the low `w` bits.
pub fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// The bits of `x` read as a signed number of width `w`.
pub fn signed(x: u128, w: u32) -> i128 {
    if w == 0 {
        return 0;
    }
    if w >= 128 {
        return x as i128;
    }
    let x = x & mask(w);
    if x >> (w - 1) & 1 == 1 {
        (x | !mask(w)) as i128
    } else {
        x as i128
    }
}

impl Value {
    /// A boolean.
    pub fn bool(b: bool) -> Value {
        Value {
            bits: b as u128,
            ty: Type::Bool,
        }
    }
    /// A bit-vector, truncated to its width.
    pub fn bv(bits: u128, width: u32) -> Value {
        Value {
            bits: bits & mask(width),
            ty: Type::Bv(width),
        }
    }
    /// A value of type `ty` from raw bits.
    pub fn of(ty: Type, bits: u128) -> Value {
        match ty {
            Type::Bool => Value::bool(bits & 1 == 1),
            Type::Bv(w) => Value::bv(bits, w),
        }
    }
    /// True for a true boolean or a non-zero bit-vector.
    pub fn truth(self) -> bool {
        self.bits != 0
    }
    /// The width (1 for booleans).
    pub fn width(self) -> u32 {
        self.ty.width()
    }
    /// The bits read as a signed number.
    pub fn signed(self) -> i128 {
        match self.ty {
            Type::Bool => self.bits as i128,
            Type::Bv(w) => signed(self.bits, w),
        }
    }
}

/// A unary operator.
pub fn unary(op: UnOp, a: Value) -> Value {
    match op {
        UnOp::Not => Value::bool(!a.truth()),
        UnOp::BvNot => Value::of(a.ty, !a.bits),
        UnOp::Neg => Value::of(a.ty, a.bits.wrapping_neg()),
    }
}

/// A non-logical binary operator (the logical ones short-circuit and are evaluated by the
/// caller). Division and remainder by zero follow SMT-LIB: `x /u 0 = ~0`, `x %u 0 = x`,
/// `x /s 0 = (x <s 0 ? 1 : -1)`, `x %s 0 = x`.
pub fn binary(op: BinOp, a: Value, b: Value) -> Value {
    let w = a.width();
    let ty = a.ty;
    let (x, y) = (a.bits, b.bits);
    let (sx, sy) = (a.signed(), b.signed());
    match op {
        BinOp::Add => Value::of(ty, x.wrapping_add(y)),
        BinOp::Sub => Value::of(ty, x.wrapping_sub(y)),
        BinOp::Mul => Value::of(ty, x.wrapping_mul(y)),
        BinOp::UDiv => Value::of(ty, x.checked_div(y).unwrap_or(u128::MAX)),
        BinOp::URem => Value::of(ty, x.checked_rem(y).unwrap_or(x)),
        BinOp::SDiv => Value::of(
            ty,
            if y == 0 {
                if sx < 0 {
                    1
                } else {
                    u128::MAX
                }
            } else {
                sx.wrapping_div(sy) as u128
            },
        ),
        // SMT-LIB's bvsrem: the sign follows the dividend.
        BinOp::SRem => Value::of(
            ty,
            if y == 0 {
                x
            } else {
                sx.wrapping_rem(sy) as u128
            },
        ),
        BinOp::Shl => Value::of(ty, if y >= u128::from(w) { 0 } else { x << y }),
        BinOp::LShr => Value::of(ty, if y >= u128::from(w) { 0 } else { x >> y }),
        BinOp::AShr => {
            let s = if y >= u128::from(w) {
                if sx < 0 {
                    -1
                } else {
                    0
                }
            } else {
                sx >> y
            };
            Value::of(ty, s as u128)
        }
        BinOp::BvAnd => Value::of(ty, x & y),
        BinOp::BvOr => Value::of(ty, x | y),
        BinOp::BvXor => Value::of(ty, x ^ y),
        BinOp::Concat => {
            let wb = b.width();
            let hi = if wb >= 128 { 0 } else { x << wb };
            Value::bv(hi | y, w + wb)
        }
        BinOp::Eq => Value::bool(x == y),
        BinOp::Ne => Value::bool(x != y),
        BinOp::Slt => Value::bool(sx < sy),
        BinOp::Sle => Value::bool(sx <= sy),
        BinOp::Sgt => Value::bool(sx > sy),
        BinOp::Sge => Value::bool(sx >= sy),
        BinOp::Ult => Value::bool(x < y),
        BinOp::Ule => Value::bool(x <= y),
        BinOp::Ugt => Value::bool(x > y),
        BinOp::Uge => Value::bool(x >= y),
        BinOp::And => Value::bool(a.truth() && b.truth()),
        BinOp::Or => Value::bool(a.truth() || b.truth()),
        BinOp::Implies => Value::bool(!a.truth() || b.truth()),
    }
}

/// A width or sort conversion.
pub fn cast(op: CastOp, a: Value) -> Value {
    match op {
        CastOp::ZeroExt(w) => Value::bv(a.bits, w),
        CastOp::SignExt(w) => Value::bv(a.signed() as u128, w),
        CastOp::Extract { hi, lo } => {
            let shifted = if lo >= 128 { 0 } else { a.bits >> lo };
            Value::bv(shifted, hi.saturating_sub(lo))
        }
        CastOp::FromBool(w) => Value::bv(a.truth() as u128, w),
        CastOp::ToBool => Value::bool(a.bits != 0),
    }
}

/// The result of an atomic read-modify-write: the new cell value, or `None` for an operation
/// the interpreter does not know. `old` is the cell's value; `args` the operands as the front
/// end gives them (`inc`/`dec` with an operand are CUDA's wrapping `atomicInc`/`atomicDec`).
pub fn atomic(op: &str, old: Value, args: &[Value]) -> Option<Value> {
    let ty = old.ty;
    let arg = |i: usize| args.get(i).map(|v| Value::of(ty, v.bits));
    let one = Value::of(ty, 1);
    // OpenCL 2.0's `_explicit` forms add memory order and scope operands after the value;
    // they do not change the result.
    let n = match op {
        "add" | "sub" | "fadd" | "fsub" | "xchg" | "store" | "min" | "max" | "umin" | "umax"
        | "and" | "or" | "xor" => args.len().min(1),
        "load" => 0,
        _ => args.len(),
    };
    Some(match (op, n) {
        ("add", 1) => binary(BinOp::Add, old, arg(0)?),
        ("sub", 1) => binary(BinOp::Sub, old, arg(0)?),
        ("xchg" | "store", 1) => arg(0)?,
        ("load", 0) => old,
        // The front end names unsigned min and max `umin` and `umax`.
        ("umin", 1) => {
            let b = arg(0)?;
            if b.bits < old.bits {
                b
            } else {
                old
            }
        }
        ("umax", 1) => {
            let b = arg(0)?;
            if b.bits > old.bits {
                b
            } else {
                old
            }
        }
        ("fadd" | "fsub", 1) => {
            let w = ty.width();
            let name = format!("{}{w}", if op == "fadd" { "FADD" } else { "FSUB" });
            Value::of(
                ty,
                crate::functions::apply(&name, &[old.bits, arg(0)?.bits])?,
            )
        }
        ("min", 1) => {
            let b = arg(0)?;
            if b.signed() < old.signed() {
                b
            } else {
                old
            }
        }
        ("max", 1) => {
            let b = arg(0)?;
            if b.signed() > old.signed() {
                b
            } else {
                old
            }
        }
        ("and", 1) => binary(BinOp::BvAnd, old, arg(0)?),
        ("or", 1) => binary(BinOp::BvOr, old, arg(0)?),
        ("xor", 1) => binary(BinOp::BvXor, old, arg(0)?),
        ("inc", 0) => binary(BinOp::Add, old, one),
        ("dec", 0) => binary(BinOp::Sub, old, one),
        // CUDA: `old >= limit ? 0 : old + 1`.
        ("inc", 1) => {
            let limit = arg(0)?;
            if old.bits >= limit.bits {
                Value::of(ty, 0)
            } else {
                binary(BinOp::Add, old, one)
            }
        }
        // CUDA: `(old == 0 || old > limit) ? limit : old - 1`.
        ("dec", 1) => {
            let limit = arg(0)?;
            if old.bits == 0 || old.bits > limit.bits {
                limit
            } else {
                binary(BinOp::Sub, old, one)
            }
        }
        ("cmpxchg", 2) => {
            if old.bits == arg(0)?.bits {
                arg(1)?
            } else {
                old
            }
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bv(x: i128, w: u32) -> Value {
        Value::bv(x as u128, w)
    }

    #[test]
    fn arithmetic_wraps_at_the_width() {
        assert_eq!(binary(BinOp::Add, bv(255, 8), bv(1, 8)), bv(0, 8));
        assert_eq!(binary(BinOp::Mul, bv(16, 8), bv(16, 8)), bv(0, 8));
        assert_eq!(binary(BinOp::Sub, bv(0, 32), bv(1, 32)).bits, 0xffff_ffff);
        assert_eq!(unary(UnOp::Neg, bv(1, 4)).bits, 0xf);
        assert_eq!(unary(UnOp::BvNot, bv(0, 3)).bits, 7);
    }

    #[test]
    fn signed_and_unsigned_operators_differ() {
        let m1 = bv(-1, 32);
        assert!(binary(BinOp::Slt, m1, bv(0, 32)).truth());
        assert!(!binary(BinOp::Ult, m1, bv(0, 32)).truth());
        assert_eq!(binary(BinOp::SDiv, bv(-7, 32), bv(2, 32)), bv(-3, 32));
        assert_eq!(binary(BinOp::SRem, bv(-7, 32), bv(2, 32)), bv(-1, 32));
        assert_eq!(binary(BinOp::UDiv, bv(-7, 8), bv(2, 8)), bv(124, 8));
        assert_eq!(binary(BinOp::AShr, bv(-8, 8), bv(1, 8)), bv(-4, 8));
        assert_eq!(binary(BinOp::LShr, bv(-8, 8), bv(1, 8)), bv(124, 8));
        assert_eq!(
            binary(BinOp::SDiv, bv(i32::MIN as i128, 32), bv(-1, 32)).bits,
            1 << 31
        );
    }

    #[test]
    fn smt_semantics_for_undefined_cases() {
        assert_eq!(binary(BinOp::UDiv, bv(5, 8), bv(0, 8)), bv(255, 8));
        assert_eq!(binary(BinOp::URem, bv(5, 8), bv(0, 8)), bv(5, 8));
        assert_eq!(binary(BinOp::SDiv, bv(-5, 8), bv(0, 8)), bv(1, 8));
        assert_eq!(binary(BinOp::SDiv, bv(5, 8), bv(0, 8)), bv(-1, 8));
        assert_eq!(binary(BinOp::Shl, bv(1, 8), bv(8, 8)), bv(0, 8));
        assert_eq!(binary(BinOp::AShr, bv(-1, 8), bv(9, 8)), bv(-1, 8));
    }

    #[test]
    fn casts_and_concat() {
        assert_eq!(cast(CastOp::SignExt(16), bv(-2, 8)), bv(-2, 16));
        assert_eq!(cast(CastOp::ZeroExt(16), bv(-2, 8)), bv(254, 16));
        assert_eq!(
            cast(CastOp::Extract { hi: 16, lo: 8 }, bv(0x1234, 32)),
            bv(0x12, 8)
        );
        assert_eq!(
            binary(BinOp::Concat, bv(0x12, 8), bv(0x34, 8)),
            bv(0x1234, 16)
        );
        assert_eq!(cast(CastOp::FromBool(32), Value::bool(true)), bv(1, 32));
        assert!(!cast(CastOp::ToBool, bv(0, 32)).truth());
        assert_eq!(binary(BinOp::Add, bv(-1, 128), bv(1, 128)), bv(0, 128));
        assert_eq!(cast(CastOp::SignExt(128), bv(-1, 64)).bits, u128::MAX);
    }

    #[test]
    fn atomics() {
        let old = bv(5, 32);
        assert_eq!(atomic("add", old, &[bv(2, 32)]), Some(bv(7, 32)));
        assert_eq!(atomic("inc", old, &[]), Some(bv(6, 32)));
        assert_eq!(atomic("inc", old, &[bv(5, 32)]), Some(bv(0, 32)));
        assert_eq!(atomic("dec", bv(0, 32), &[bv(9, 32)]), Some(bv(9, 32)));
        assert_eq!(atomic("min", old, &[bv(-1, 32)]), Some(bv(-1, 32)));
        assert_eq!(
            atomic("cmpxchg", old, &[bv(5, 32), bv(1, 32)]),
            Some(bv(1, 32))
        );
        assert_eq!(atomic("cmpxchg", old, &[bv(4, 32), bv(1, 32)]), Some(old));
        assert_eq!(atomic("frobnicate", old, &[]), None);
        // Memory order and scope operands of the explicit forms are ignored.
        assert_eq!(atomic("add", old, &[bv(2, 32), bv(0, 32)]), Some(bv(7, 32)));
    }
}
