//! Real meanings for the uninterpreted functions the front end uses: IEEE-754 floating-point
//! arithmetic, comparison and conversion (`FADD32`, `FLT64`, `SI32_TO_FP32`, ...) and the
//! integer built-ins it keeps abstract (`popcount32`, `add_sat_s8`, `rotate64`, ...).
//!
//! kcc's verifier treats these functions as uninterpreted: any function consistent with its
//! arguments is allowed. IEEE arithmetic is one such function, so a run that uses it is still
//! an execution of the program kcc verifies, and its findings are ones kcc must report. Giving
//! them their real meaning lets the interpreter's results be compared with a real OpenCL
//! implementation's. Functions not listed here keep the stable hash of their arguments.

use crate::value::{mask, signed};

/// The result bits of `name` applied to argument bits `args`, or `None` when `name` has no
/// concrete meaning here. Booleans are `0` or `1`.
pub(crate) fn apply(name: &str, args: &[u128]) -> Option<u128> {
    if let Some(bits) = integer(name, args) {
        return Some(bits);
    }
    if let Some((from, to)) = conversion(name) {
        return convert(from, to, *args.first()?);
    }
    let (op, w) = split_width(name)?;
    match (w, args) {
        (32, [a]) => unary32(op, f32::from_bits(*a as u32)),
        (32, [a, b]) => binary32(op, f32::from_bits(*a as u32), f32::from_bits(*b as u32)),
        (64, [a]) => unary64(op, f64::from_bits(*a as u64)),
        (64, [a, b]) => binary64(op, f64::from_bits(*a as u64), f64::from_bits(*b as u64)),
        _ => None,
    }
}

fn split_width(name: &str) -> Option<(&str, u32)> {
    name.strip_suffix("32")
        .map(|op| (op, 32))
        .or_else(|| name.strip_suffix("64").map(|op| (op, 64)))
}

fn unary32(op: &str, a: f32) -> Option<u128> {
    let r = match op {
        "FSQRT" => a.sqrt(),
        "FABS" => a.abs(),
        "FFLOOR" => a.floor(),
        _ => return None,
    };
    Some(u128::from(r.to_bits()))
}

fn unary64(op: &str, a: f64) -> Option<u128> {
    let r = match op {
        "FSQRT" => a.sqrt(),
        "FABS" => a.abs(),
        "FFLOOR" => a.floor(),
        _ => return None,
    };
    Some(u128::from(r.to_bits()))
}

fn binary32(op: &str, a: f32, b: f32) -> Option<u128> {
    let r = match op {
        "FADD" => a + b,
        "FSUB" => a - b,
        "FMUL" => a * b,
        "FDIV" => a / b,
        "FLT" => return Some(u128::from(a < b)),
        "FLE" => return Some(u128::from(a <= b)),
        "FEQ" => return Some(u128::from(a == b)),
        _ => return None,
    };
    Some(u128::from(r.to_bits()))
}

fn binary64(op: &str, a: f64, b: f64) -> Option<u128> {
    let r = match op {
        "FADD" => a + b,
        "FSUB" => a - b,
        "FMUL" => a * b,
        "FDIV" => a / b,
        "FLT" => return Some(u128::from(a < b)),
        "FLE" => return Some(u128::from(a <= b)),
        "FEQ" => return Some(u128::from(a == b)),
        _ => return None,
    };
    Some(u128::from(r.to_bits()))
}

/// A number type: integer (signed or not) or float, with its width.
#[derive(Clone, Copy)]
enum Num {
    Int { signed: bool, width: u32 },
    Float(u32),
}

/// `SI32_TO_FP32`, `FP32_TO_UI16`, `FP64_CONV32`.
fn conversion(name: &str) -> Option<(Num, Num)> {
    if let Some((from, to)) = name.strip_prefix("FP").and_then(|r| r.split_once("_CONV")) {
        return Some((Num::Float(from.parse().ok()?), Num::Float(to.parse().ok()?)));
    }
    let (from, to) = name.split_once("_TO_")?;
    Some((num(from)?, num(to)?))
}

fn num(s: &str) -> Option<Num> {
    if let Some(w) = s.strip_prefix("FP") {
        return Some(Num::Float(w.parse().ok()?));
    }
    let (signed, w) = match s.strip_prefix("SI") {
        Some(w) => (true, w),
        None => (false, s.strip_prefix("UI")?),
    };
    Some(Num::Int {
        signed,
        width: w.parse().ok()?,
    })
}

fn convert(from: Num, to: Num, a: u128) -> Option<u128> {
    let x: f64 = match from {
        Num::Float(16) => half_to_f64(a as u16),
        Num::Float(32) => f64::from(f32::from_bits(a as u32)),
        Num::Float(64) => f64::from_bits(a as u64),
        Num::Int {
            signed: true,
            width,
        } if width <= 64 => {
            // An exact i64 → f32 conversion rounds once, unlike going through f64.
            if let Num::Float(32) = to {
                return Some(u128::from((signed(a, width) as i64 as f32).to_bits()));
            }
            signed(a, width) as i64 as f64
        }
        Num::Int {
            signed: false,
            width,
        } if width <= 64 => {
            let v = (a & mask(width)) as u64;
            if let Num::Float(32) = to {
                return Some(u128::from((v as f32).to_bits()));
            }
            v as f64
        }
        _ => return None,
    };
    match to {
        Num::Float(16) => Some(u128::from(f64_to_half(x))),
        Num::Float(32) => Some(u128::from((x as f32).to_bits())),
        Num::Float(64) => Some(u128::from(x.to_bits())),
        // C leaves an out-of-range conversion undefined; the x86 processors' choice is the
        // smallest value (the "integer indefinite"), which a real implementation then shows.
        Num::Int {
            signed: true,
            width,
        } if width <= 64 => {
            let min = -(1i128 << (width - 1));
            let t = x.trunc();
            let v = if t.is_nan() || t < min as f64 || t >= -(min as f64) {
                min
            } else {
                t as i128
            };
            Some((v as u128) & mask(width))
        }
        Num::Int {
            signed: false,
            width,
        } if width <= 64 => Some(u128::from(x.trunc() as u64) & mask(width)),
        _ => None,
    }
}

/// The integer built-ins: `name` ends in the operands' width, after `_s` or `_u` for the
/// functions that read their operands as signed or unsigned.
fn integer(name: &str, args: &[u128]) -> Option<u128> {
    let digits = name.len() - name.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (stem, w) = name.split_at(name.len() - digits);
    let w: u32 = w.parse().ok()?;
    if w == 0 || w > 64 {
        return None;
    }
    let m = mask(w);
    let (op, signedness) = match stem.rsplit_once('_') {
        Some((op, "s")) => (op, Some(true)),
        Some((op, "u")) => (op, Some(false)),
        _ => (stem, None),
    };
    let u = |i: usize| args.get(i).map(|x| x & m);
    let val = |i: usize| -> Option<i128> {
        let x = u(i)?;
        Some(if signedness == Some(true) {
            signed(x, w)
        } else {
            x as i128
        })
    };
    let (lo, hi) = if signedness == Some(true) {
        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
    } else {
        (0, m as i128)
    };
    let wrap = |x: i128| Some((x as u128) & m);
    let sat = |x: i128| wrap(x.clamp(lo, hi));
    match (op, signedness, args.len()) {
        ("popcount" | "__popc" | "__popcll", None, 1) => Some(u128::from(u(0)?.count_ones())),
        // OpenCL's mul24 outside 24-bit operands: implementation-defined; this is pocl's
        // (and a CPU's) answer, the full product.
        ("mul24_wide", Some(_), 2) => wrap(val(0)? * val(1)?),
        ("clz" | "__clz" | "__clzll", None, 1) => {
            Some(u128::from(u(0)?.leading_zeros() - (128 - w)))
        }
        ("ctz", None, 1) => {
            let x = u(0)?;
            Some(if x == 0 {
                u128::from(w)
            } else {
                u128::from(x.trailing_zeros())
            })
        }
        ("__ffs" | "__ffsll", None, 1) => {
            let x = u(0)?;
            Some(if x == 0 {
                0
            } else {
                u128::from(x.trailing_zeros() + 1)
            })
        }
        ("__brev", None, 1) => Some(u(0)?.reverse_bits() >> (128 - w)),
        ("rotate", None, 2) => {
            let (x, k) = (u(0)?, u(1)? % u128::from(w));
            wrap(((x << k) | (x >> ((u128::from(w) - k) % u128::from(w)))) as i128)
        }
        ("hadd", Some(_), 2) => wrap((val(0)? + val(1)?).div_euclid(2)),
        ("rhadd", Some(_), 2) => wrap((val(0)? + val(1)? + 1).div_euclid(2)),
        ("abs_diff", Some(_), 2) => wrap((val(0)? - val(1)?).abs()),
        ("add_sat", Some(_), 2) => sat(val(0)? + val(1)?),
        ("sub_sat", Some(_), 2) => sat(val(0)? - val(1)?),
        ("mad_sat", Some(_), 3) => sat(val(0)?.checked_mul(val(1)?)?.checked_add(val(2)?)?),
        _ => None,
    }
}

/// An IEEE binary16 value, exactly.
fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let mant = f64::from(h & 0x3ff);
    let mag = match exp {
        0 => mant * 2f64.powi(-24),
        31 if mant == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        e => (1.0 + mant / 1024.0) * 2f64.powi(e - 15),
    };
    sign * mag
}

/// `x` rounded to binary16, to nearest with ties to even (a NaN becomes the quiet NaN).
fn f64_to_half(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return 0x7e00;
    }
    let a = x.abs();
    // 65520 lies halfway between the largest half, 65504, and 2^16: it and above round up.
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < 2f64.powi(-14) {
        // Subnormal: a multiple of 2^-24 (1024 of them make the smallest normal number).
        let m = (a * 2f64.powi(24)).round_ties_even() as u16;
        return sign | m;
    }
    let mut e = a.log2().floor() as i32;
    // log2 may be off by one at the edges of a binade.
    if 2f64.powi(e) > a {
        e -= 1;
    } else if 2f64.powi(e + 1) <= a {
        e += 1;
    }
    let mut m = (a * 2f64.powi(10 - e)).round_ties_even() as u32;
    if m == 2048 {
        m = 1024;
        e += 1;
    }
    if e + 15 >= 31 {
        return sign | 0x7c00;
    }
    sign | (((e + 15) as u16) << 10) | ((m - 1024) as u16)
}

#[cfg(test)]
mod tests {
    use super::apply;

    #[test]
    fn arithmetic_comparison_and_conversion() {
        let one = u128::from(1.0f32.to_bits());
        let two = u128::from(2.0f32.to_bits());
        assert_eq!(apply("FADD32", &[one, one]), Some(two));
        assert_eq!(apply("FLT32", &[one, two]), Some(1));
        assert_eq!(
            apply("SI32_TO_FP32", &[0xffff_ffff]),
            Some(u128::from((-1.0f32).to_bits()))
        );
        assert_eq!(
            apply("FP32_TO_SI32", &[u128::from((-2.5f32).to_bits())]),
            Some(0xffff_fffe)
        );
        assert_eq!(
            apply("FP32_CONV64", &[two]),
            Some(u128::from(2.0f64.to_bits()))
        );
        assert_eq!(apply("FSIN32", &[one]), None);
        assert_eq!(
            apply("FP16_CONV32", &[0x3c00]),
            Some(u128::from(1.0f32.to_bits()))
        );
        assert_eq!(
            apply("FP32_CONV16", &[u128::from(65504.0f32.to_bits())]),
            Some(0x7bff)
        );
        assert_eq!(
            apply("FP32_CONV16", &[u128::from((-2.0f32).to_bits())]),
            Some(0xc000)
        );
        // 1 + 2^-11 is halfway between 1 and the next half: ties go to even.
        let tie = 1.0f32 + 2f32.powi(-11);
        assert_eq!(
            apply("FP32_CONV16", &[u128::from(tie.to_bits())]),
            Some(0x3c00)
        );
        assert_eq!(
            apply("FP32_CONV16", &[u128::from(2f32.powi(-24).to_bits())]),
            Some(1)
        );
    }

    #[test]
    fn integer_builtins() {
        assert_eq!(apply("add_sat_s8", &[100, 100]), Some(127));
        assert_eq!(apply("add_sat_u8", &[200, 100]), Some(255));
        assert_eq!(apply("abs_diff_s32", &[0xffff_ffff, 1]), Some(2));
        assert_eq!(apply("abs_diff_u32", &[0xffff_ffff, 1]), Some(0xffff_fffe));
        assert_eq!(apply("hadd_s32", &[0xffff_ffff, 0]), Some(0xffff_ffff));
        assert_eq!(apply("clz32", &[1]), Some(31));
        assert_eq!(apply("clz8", &[0]), Some(8));
        assert_eq!(apply("rotate8", &[0x81, 1]), Some(0x03));
        assert_eq!(apply("__brev32", &[1]), Some(0x8000_0000));
    }
}
