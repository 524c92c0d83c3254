//! Exact bit-vector definitions of the integer builtins that count, reverse or rotate bits
//! or add without overflow (`popcount`, `clz`, `ctz`, `__ffs`, `__brev`, `rotate`, `hadd`,
//! `rhadd`, `abs_diff`, `add_sat`, `sub_sat`): indices built from them stay exact.

use ir::{BinOp, CastOp, Expr};

fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
    Expr::binary(op, a, b)
}

fn cast(op: CastOp, e: Expr) -> Expr {
    Expr::Cast(op, Box::new(e))
}

/// Bit `i` of `x` as a condition.
fn bit(x: &Expr, i: u32) -> Expr {
    cast(
        CastOp::ToBool,
        cast(CastOp::Extract { hi: i + 1, lo: i }, x.clone()),
    )
}

/// `x` widened to `w + 1` bits, by sign when `signed`.
fn widen(x: Expr, w: u32, signed: bool) -> Expr {
    if signed {
        cast(CastOp::SignExt(w + 1), x)
    } else {
        cast(CastOp::ZeroExt(w + 1), x)
    }
}

/// The low `w` bits of `x`.
fn low(x: Expr, w: u32) -> Expr {
    cast(CastOp::Extract { hi: w, lo: 0 }, x)
}

/// `x` clamped to the range of a `w`-bit integer, `x` having `w + 1` bits.
fn saturate(x: Expr, w: u32, signed: bool) -> Expr {
    let wide = w + 1;
    if signed {
        let max = Expr::bv((1u128 << (w - 1)) - 1, wide);
        let min = Expr::bv_signed(-(1i128 << (w - 1)), wide);
        let hi = bin(BinOp::Sgt, x.clone(), max);
        let lo = bin(BinOp::Slt, x.clone(), min);
        Expr::ite(
            hi,
            Expr::bv((1u128 << (w - 1)) - 1, w),
            Expr::ite(lo, Expr::bv(1u128 << (w - 1), w), low(x, w)),
        )
    } else {
        // Unsigned: the top bit of the `w + 1`-bit sum is the carry (or the borrow of a
        // difference, which `sub_sat` handles itself).
        let carry = bit(&x, w);
        Expr::ite(carry, Expr::bv(u128::MAX, w), low(x, w))
    }
}

/// The number of set bits of `x` (`w` bits wide): a tree of adders, each as narrow as its
/// sum (solvers handle that far better than `w` additions at full width).
fn popcount(x: &Expr, w: u32) -> Expr {
    let mut level: Vec<(Expr, u32)> = (0..w)
        .map(|i| (cast(CastOp::Extract { hi: i + 1, lo: i }, x.clone()), 1))
        .collect();
    while level.len() > 1 {
        let mut next = Vec::with_capacity(level.len().div_ceil(2));
        let mut items = level.into_iter();
        while let Some((a, wa)) = items.next() {
            match items.next() {
                Some((b, wb)) => {
                    let wide = wa.max(wb) + 1;
                    let a = cast(CastOp::ZeroExt(wide), a);
                    let b = cast(CastOp::ZeroExt(wide), b);
                    next.push((bin(BinOp::Add, a, b), wide));
                }
                None => next.push((a, wa)),
            }
        }
        level = next;
    }
    match level.pop() {
        Some((e, we)) if we < w => cast(CastOp::ZeroExt(w), e),
        Some((e, _)) => e,
        None => Expr::bv(0, w),
    }
}

/// The exact value of builtin `name` on `xs`, all `w`-bit integers of the given signedness,
/// when kcc defines it; `None` for the builtins that stay uninterpreted.
pub(crate) fn exact(name: &str, xs: &[Expr], w: u32, signed: bool) -> Option<Expr> {
    if w == 0 || w > 64 {
        return None;
    }
    let x = xs.first()?.clone();
    let e = match (name, xs) {
        ("popcount" | "__popc" | "__popcll", [_]) => popcount(&x, w),
        // Leading zeros: `w` for zero.
        ("clz" | "__clz" | "__clzll", [_]) => (0..w).fold(Expr::bv(u128::from(w), w), |acc, i| {
            Expr::ite(bit(&x, i), Expr::bv(u128::from(w - 1 - i), w), acc)
        }),
        // Trailing zeros: `w` for zero.
        ("ctz", [_]) => (0..w).rev().fold(Expr::bv(u128::from(w), w), |acc, i| {
            Expr::ite(bit(&x, i), Expr::bv(u128::from(i), w), acc)
        }),
        // Position of the lowest set bit, from 1; 0 for zero.
        ("__ffs" | "__ffsll", [_]) => (0..w).rev().fold(Expr::bv(0, w), |acc, i| {
            Expr::ite(bit(&x, i), Expr::bv(u128::from(i + 1), w), acc)
        }),
        ("__brev", [_]) => (0..w)
            .map(|i| cast(CastOp::Extract { hi: i + 1, lo: i }, x.clone()))
            .reduce(|hi, lo| bin(BinOp::Concat, hi, lo))?,
        ("rotate", [_, n]) => {
            if !w.is_power_of_two() {
                return None;
            }
            let mask = Expr::bv(u128::from(w - 1), w);
            let s = bin(BinOp::BvAnd, n.clone(), mask.clone());
            let back = bin(
                BinOp::BvAnd,
                bin(BinOp::Sub, Expr::bv(u128::from(w), w), s.clone()),
                mask,
            );
            bin(
                BinOp::BvOr,
                bin(BinOp::Shl, x.clone(), s),
                bin(BinOp::LShr, x, back),
            )
        }
        ("hadd" | "rhadd", [_, y]) => {
            let mut sum = bin(BinOp::Add, widen(x, w, signed), widen(y.clone(), w, signed));
            if name == "rhadd" {
                sum = bin(BinOp::Add, sum, Expr::bv(1, w + 1));
            }
            let shift = if signed { BinOp::AShr } else { BinOp::LShr };
            low(bin(shift, sum, Expr::bv(1, w + 1)), w)
        }
        ("abs_diff", [_, y]) => {
            let gt = if signed { BinOp::Sgt } else { BinOp::Ugt };
            Expr::ite(
                bin(gt, x.clone(), y.clone()),
                bin(BinOp::Sub, x.clone(), y.clone()),
                bin(BinOp::Sub, y.clone(), x),
            )
        }
        ("add_sat", [_, y]) => saturate(
            bin(BinOp::Add, widen(x, w, signed), widen(y.clone(), w, signed)),
            w,
            signed,
        ),
        ("sub_sat", [_, y]) if signed => saturate(
            bin(BinOp::Sub, widen(x, w, true), widen(y.clone(), w, true)),
            w,
            true,
        ),
        ("sub_sat", [_, y]) => Expr::ite(
            bin(BinOp::Ult, x.clone(), y.clone()),
            Expr::bv(0, w),
            bin(BinOp::Sub, x, y.clone()),
        ),
        _ => return None,
    };
    Some(e)
}
