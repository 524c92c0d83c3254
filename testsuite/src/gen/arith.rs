//! Random OpenCL kernels of integer arithmetic, for the native check: each work-item reads a
//! few inputs, computes random typed expressions over them (every integer width and
//! signedness, implicit conversions, casts, shifts, division, comparisons, the conditional
//! operator, integer built-ins, and 4-component vectors with swizzles, selects and
//! conversions) and writes each result to its own cell.
//!
//! The expressions have no undefined behaviour, so a real OpenCL implementation and kcc's
//! interpreter must agree on every result: divisors are positive, signed `int` and `long`
//! values are never added, subtracted, multiplied, negated or shifted left (their unsigned
//! counterparts are, and wrap), and `char` and `short` arithmetic is promoted to `int`, where
//! it cannot overflow.

use interp::rng::Rng;

use super::Kernel;

/// An integer type of OpenCL C.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ty {
    bits: u32,
    signed: bool,
}

const TYPES: [Ty; 8] = [
    Ty {
        bits: 8,
        signed: true,
    },
    Ty {
        bits: 8,
        signed: false,
    },
    Ty {
        bits: 16,
        signed: true,
    },
    Ty {
        bits: 16,
        signed: false,
    },
    Ty {
        bits: 32,
        signed: true,
    },
    Ty {
        bits: 32,
        signed: false,
    },
    Ty {
        bits: 64,
        signed: true,
    },
    Ty {
        bits: 64,
        signed: false,
    },
];

impl Ty {
    fn name(self) -> &'static str {
        super::int_type_name(self.bits, self.signed)
    }
}

/// Inputs per work-item, and results.
const INPUTS: usize = 4;
const RESULTS: usize = 12;

struct Gen {
    rng: Rng,
    vars: Vec<(String, Ty)>,
}

impl Gen {
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.rng.below(xs.len() as u64) as usize]
    }

    fn literal(&mut self, t: Ty) -> String {
        let v: i128 = match self.rng.below(4) {
            0 => self.rng.below(8) as i128,
            1 => self.rng.below(300) as i128 - 150,
            2 => (self.rng.next_u64() >> (64 - t.bits.min(31))) as i128,
            _ => i128::from(self.pick(&[0x7f, 0xff, 0x7fff, 0xffff, 0x7fff_ffff, 31, 32, 33])),
        };
        let v = if !t.signed { v.abs() } else { v };
        let suffix = match (t.bits, t.signed) {
            (64, true) => "L",
            (64, false) => "UL",
            (32, false) => "u",
            _ => "",
        };
        let lit = format!("{}{suffix}", v.abs());
        let lit = if v < 0 { format!("(-{lit})") } else { lit };
        if t.bits < 32 {
            format!("(({}){lit})", t.name())
        } else {
            lit
        }
    }

    /// An expression of type `t`, `depth` levels deep at most.
    fn expr(&mut self, t: Ty, depth: u32) -> String {
        if depth == 0 || self.rng.chance(1, 5) {
            return self.leaf(t);
        }
        let d = depth - 1;
        match self.rng.below(10) {
            // A cast from another type.
            0 | 1 => {
                let from = self.pick(&TYPES);
                format!("(({}){})", t.name(), self.expr(from, d))
            }
            // Arithmetic that cannot overflow in `t`'s (unsigned) form.
            2 | 3 => {
                // In uint or ulong: a narrow unsigned type would be promoted to int.
                let u = if t.bits == 64 { TYPES[7] } else { TYPES[5] };
                let op = self.pick(&["+", "-", "*", "&", "|", "^"]);
                let (a, b) = (self.expr(u, d), self.expr(u, d));
                format!("(({})(({a}) {op} ({b})))", t.name())
            }
            // Promoted narrow arithmetic, which cannot overflow int.
            4 => {
                // Products of ushorts could pass INT_MAX.
                let op = self.pick(&["+", "-", "*"]);
                let narrow: &[Ty] = if op == "*" { &TYPES[..3] } else { &TYPES[..4] };
                let n1 = self.pick(narrow);
                let n2 = self.pick(narrow);
                let (a, b) = (self.expr(n1, d), self.expr(n2, d));
                format!("(({})({a} {op} {b}))", t.name())
            }
            // Division and remainder by a positive divisor.
            5 => {
                let op = self.pick(&["/", "%"]);
                let dt = self.pick(&TYPES);
                let a = self.expr(t, d);
                let b = self.expr(dt, d);
                let mask = if dt.bits == 8 { "0x3f" } else { "0x7ff" };
                format!("(({})({a} {op} ((({b}) & {mask}) + 1)))", t.name())
            }
            // Shifts: of unsigned values, or right shifts of signed ones.
            6 => {
                let right = self.rng.chance(1, 2);
                // Left shifts in uint or ulong (a narrow type would be promoted to int).
                let vt = if right {
                    t
                } else if t.bits == 64 {
                    TYPES[7]
                } else {
                    TYPES[5]
                };
                let st = self.pick(&TYPES);
                let (a, b) = (self.expr(vt, d), self.expr(st, d));
                let op = if right { ">>" } else { "<<" };
                format!("(({})({a} {op} {b}))", t.name())
            }
            // Comparisons, logic and the conditional operator.
            7 => {
                let (ct1, ct2) = (self.pick(&TYPES), self.pick(&TYPES));
                let op = self.pick(&["<", "<=", ">", ">=", "==", "!="]);
                let (a, b) = (self.expr(ct1, d), self.expr(ct2, d));
                let (x, y) = (self.expr(t, d), self.expr(t, d));
                format!("(({a} {op} {b}) ? {x} : {y})")
            }
            8 => {
                let ct = self.pick(&TYPES);
                let a = self.expr(ct, d);
                let op = self.pick(&["!", "~"]);
                let b = self.expr(t, d);
                format!("(({})(({op}{a}) ^ {b}))", t.name())
            }
            // Built-ins on `t`.
            _ => self.builtin(t, d),
        }
    }

    fn builtin(&mut self, t: Ty, d: u32) -> String {
        let n = t.name();
        let (a, b, c) = (self.expr(t, d), self.expr(t, d), self.expr(t, d));
        match self.rng.below(14) {
            0 => format!("min(({n})({a}), ({n})({b}))"),
            1 => format!("max(({n})({a}), ({n})({b}))"),
            2 => format!("add_sat(({n})({a}), ({n})({b}))"),
            3 => format!("sub_sat(({n})({a}), ({n})({b}))"),
            4 => format!("hadd(({n})({a}), ({n})({b}))"),
            5 => format!("rhadd(({n})({a}), ({n})({b}))"),
            6 => format!("mul_hi(({n})({a}), ({n})({b}))"),
            7 => format!("rotate(({n})({a}), ({n})({b}))"),
            8 => format!("(({n})popcount(({n})({a})))"),
            9 => format!("(({n})clz(({n})({a})))"),
            10 => format!("(({n})abs_diff(({n})({a}), ({n})({b})))"),
            11 => {
                // clamp needs min <= max.
                format!(
                    "clamp(({n})({a}), min(({n})({b}), ({n})({c})), max(({n})({b}), ({n})({c})))"
                )
            }
            12 => format!("(({n})abs(({n})({a})))"),
            _ => {
                let to = self.pick(&TYPES);
                format!("(({n})convert_{}_sat(({n})({a})))", to.name())
            }
        }
    }

    /// A 4-component vector expression of component type `t`. Arithmetic that could overflow
    /// is done on unsigned vectors (OpenCL C does not promote vector components).
    fn vexpr(&mut self, t: Ty, depth: u32) -> String {
        let n = t.name();
        if depth == 0 || self.rng.chance(1, 4) {
            let parts: Vec<String> = (0..4).map(|_| self.expr(t, 1)).collect();
            return format!("(({n}4)({}))", parts.join(", "));
        }
        let d = depth - 1;
        let u = Ty {
            bits: t.bits,
            signed: false,
        };
        match self.rng.below(9) {
            0 => {
                let op = self.pick(&["+", "-", "*", "&", "|", "^"]);
                let (a, b) = (self.vexpr(u, d), self.vexpr(u, d));
                format!("as_{n}4({a} {op} {b})")
            }
            1 => {
                let op = self.pick(&["<<", ">>"]);
                let (a, b) = (self.vexpr(u, d), self.vexpr(u, d));
                if op == ">>" && t.signed {
                    format!("(as_{n}4({a}) >> as_{n}4({b}))")
                } else {
                    format!("as_{n}4({a} {op} {b})")
                }
            }
            2 => {
                // A comparison is -1 or 0 in the signed type of the components' width.
                let op = self.pick(&["<", "<=", ">", "==", "!="]);
                let (a, b) = (self.vexpr(t, d), self.vexpr(t, d));
                let s = Ty {
                    bits: t.bits,
                    signed: true,
                };
                format!(
                    "as_{n}4(({} ({a} {op} {b})))",
                    format_args!("({}4)", s.name())
                )
            }
            3 => {
                let c = self.vexpr(
                    Ty {
                        bits: t.bits,
                        signed: true,
                    },
                    d,
                );
                let (a, b) = (self.vexpr(t, d), self.vexpr(t, d));
                format!("select({a}, {b}, {c})")
            }
            4 => {
                let f = self.pick(&[
                    "min", "max", "add_sat", "sub_sat", "hadd", "rhadd", "mul_hi", "rotate",
                ]);
                let (a, b) = (self.vexpr(t, d), self.vexpr(t, d));
                format!("{f}({a}, {b})")
            }
            5 => {
                let f = self.pick(&["popcount", "clz"]);
                format!("{f}({})", self.vexpr(t, d))
            }
            6 => {
                let from = self.pick(&TYPES);
                let sat = if self.rng.chance(1, 2) { "_sat" } else { "" };
                format!("convert_{n}4{sat}({})", self.vexpr(from, d))
            }
            7 => {
                let sw = self.pick(&[".wzyx", ".s1032", ".xxyy", ".zwxy"]);
                format!("({}){sw}", self.vexpr(t, d))
            }
            _ => {
                let (a, b) = (self.vexpr(t, d), self.vexpr(t, d));
                let h = self.pick(&[".lo", ".hi", ".even", ".odd"]);
                let h2 = self.pick(&[".lo", ".hi", ".even", ".odd"]);
                format!("(({n}4)(({a}){h}, ({b}){h2}))")
            }
        }
    }

    fn leaf(&mut self, t: Ty) -> String {
        if self.rng.chance(1, 3) {
            return self.literal(t);
        }
        let (name, vt) = self.vars[self.rng.below(self.vars.len() as u64) as usize].clone();
        if vt == t {
            name
        } else {
            format!("(({}){name})", t.name())
        }
    }
}

/// The arithmetic kernel of a seed.
pub fn generate(seed: u64) -> Kernel {
    let mut g = Gen {
        rng: Rng::new(seed.wrapping_mul(0x5851_f42d).wrapping_add(99)),
        vars: Vec::new(),
    };
    let threads = [4u32, 8, 16][g.rng.below(3) as usize];
    let groups = [1u32, 2][g.rng.below(2) as usize];
    let mut body = String::new();
    body.push_str("  int gid = get_global_id(0);\n");
    for i in 0..INPUTS {
        body.push_str(&format!("  int i{i} = B[{INPUTS} * gid + {i}];\n"));
        g.vars.push((format!("i{i}"), TYPES[4]));
    }
    g.vars.push(("gid".into(), TYPES[4]));
    for (k, t) in TYPES.iter().enumerate() {
        if k == 4 {
            continue;
        }
        let a = g.rng.below(INPUTS as u64);
        let b = g.rng.below(INPUTS as u64);
        let init = if t.bits == 64 {
            format!("(({})(((ulong)(uint)i{a} << 32) | (uint)i{b}))", t.name())
        } else {
            format!("(({})i{a})", t.name())
        };
        body.push_str(&format!("  {} v{k} = {init};\n", t.name()));
        g.vars.push((format!("v{k}"), *t));
    }
    for j in 0..RESULTS {
        let t = g.pick(&TYPES);
        let depth = 1 + g.rng.below(4) as u32;
        if j % 4 == 3 {
            // A vector result, reduced to its components' sum in ulong.
            let e = g.vexpr(t, depth.min(3));
            body.push_str(&format!(
                "  {{ ulong4 r = convert_ulong4({e}); W[{RESULTS} * gid + {j}] = (long)(r.x + 3 * r.y + 5 * r.z + 7 * r.w); }}\n"
            ));
            continue;
        }
        let e = g.expr(t, depth);
        if t.bits == 64 {
            body.push_str(&format!("  W[{RESULTS} * gid + {j}] = (long)({e});\n"));
        } else {
            body.push_str(&format!("  D[{RESULTS} * gid + {j}] = (int)({e});\n"));
        }
    }
    let args = vec![
        format!("--local_size={threads}"),
        format!("--num_groups={groups}"),
    ];
    let source = format!(
        "//pass\n//{}\n\n// Generated integer arithmetic, seed {seed}.\n\
         __kernel void k(__global const int *B, __global int *D, __global long *W) {{\n{body}}}\n",
        args.join(" ")
    );
    Kernel {
        source,
        args,
        mutation: None,
        seed,
        cuda: false,
    }
}
