//! Random OpenCL kernels of aggregate layout and initializers, for the native check: a few
//! random struct types (integer scalars, small vectors, small arrays and earlier structs as
//! fields), local objects and a program-scope `__constant` array initialised with random
//! brace initializers (complete and partial lists, nested braces, brace elision, designators
//! in any order, omitted array lengths, string literals for character arrays), and reads of
//! every scalar of every object, of `sizeof` each struct, and of each field of struct buffers
//! in global memory (which checks field offsets against the native layout).
//!
//! Every result is determined: the initialised objects have every slot set (slots no item
//! sets are zero), padding is never read, and the initializers follow OpenCL C as clang
//! compiles it: a vector's brace list is complete, and a scalar (or vector) item for a vector
//! member initialises the whole vector (a scalar is converted to every component) rather than
//! its first component with the braces elided.

use interp::rng::Rng;

use super::Kernel;

/// An integer type of OpenCL C.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Sc {
    bits: u32,
    signed: bool,
}

const SCALARS: [Sc; 8] = [
    Sc::new(8, true),
    Sc::new(8, false),
    Sc::new(16, true),
    Sc::new(16, false),
    Sc::new(32, true),
    Sc::new(32, false),
    Sc::new(64, true),
    Sc::new(64, false),
];

impl Sc {
    const fn new(bits: u32, signed: bool) -> Sc {
        Sc { bits, signed }
    }

    fn name(self) -> &'static str {
        super::int_type_name(self.bits, self.signed)
    }

    /// The smallest and largest values.
    fn range(self) -> (i128, i128) {
        if self.signed {
            (-(1i128 << (self.bits - 1)), (1i128 << (self.bits - 1)) - 1)
        } else {
            (0, (1i128 << self.bits) - 1)
        }
    }
}

/// The type of an object or of a member.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ty {
    Scalar(Sc),
    /// A vector of 2, 3 or 4 components.
    Vector(Sc, u32),
    Array(Box<Ty>, u32),
    /// Struct `S<k>`.
    Struct(usize),
}

/// Initializer forms that can be left out of the generated kernels (`generate_without`), for
/// instance while a discrepancy they expose is being fixed.
pub const FORMS: &[(&str, &str)] = &[
    (
        "splat",
        "a scalar item initialising a whole vector member (`{1, 2}` for `{int2 v; int a;}`)",
    ),
    (
        "vector-items",
        "vectors among the items of a vector's brace list (`int4 v = {(int2)(1, 2), 3, 4}`)",
    ),
    (
        "empty-braces",
        "an empty brace list (`{}`, every slot zero), an element of an array of omitted length among them",
    ),
    (
        "braced-string",
        "a string literal in braces for a character array (`char s[4] = {\"ab\"}`)",
    ),
];

/// Inputs per work-item in `B`.
const INPUTS: usize = 8;

/// Field names, in order.
const FIELD_NAMES: [&str; 6] = ["a", "b", "c", "d", "e", "f"];

/// The generator's state for one kernel.
struct Gen {
    rng: Rng,
    /// The fields of each struct type `S<k>`.
    structs: Vec<Vec<(String, Ty)>>,
    /// Items are constant expressions (a program-scope initializer).
    constant: bool,
    /// Expressions of struct type available to initializers, with their types.
    struct_values: Vec<(String, usize)>,
    /// The forms left out.
    without: Vec<String>,
}

/// How a member's items appear in a list.
struct Item {
    text: String,
    /// The member's own braces are elided and not all its members are given: the next item
    /// of the list must carry a designator (or the list end).
    partial: bool,
}

impl Gen {
    /// One of `xs`, at random.
    fn pick<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.rng.below(xs.len() as u64) as usize].clone()
    }

    /// Whether initializer form `form` (of `FORMS`) may be generated.
    fn allowed(&self, form: &str) -> bool {
        !self.without.iter().any(|f| f == form)
    }

    /// The C spelling of type `t` (not of arrays).
    fn ty_name(&self, t: &Ty) -> String {
        match t {
            Ty::Scalar(s) => s.name().to_string(),
            Ty::Vector(s, n) => format!("{}{n}", s.name()),
            Ty::Struct(k) => format!("S{k}"),
            Ty::Array(e, _) => self.ty_name(e),
        }
    }

    /// `t`'s size and alignment in bytes, as OpenCL C lays it out.
    fn layout(&self, t: &Ty) -> (u64, u64) {
        match t {
            Ty::Scalar(s) => (u64::from(s.bits / 8), u64::from(s.bits / 8)),
            Ty::Vector(s, n) => {
                let size = u64::from(s.bits / 8) * u64::from(if *n == 3 { 4 } else { *n });
                (size, size)
            }
            Ty::Array(e, n) => {
                let (size, align) = self.layout(e);
                (size * u64::from(*n), align)
            }
            Ty::Struct(k) => {
                let (mut size, mut align) = (0u64, 1u64);
                for (_, ft) in &self.structs[*k] {
                    let (fs, fa) = self.layout(ft);
                    size = size.div_ceil(fa) * fa + fs;
                    align = align.max(fa);
                }
                (size.div_ceil(align) * align, align)
            }
        }
    }

    /// Whether an object of type `t` has bytes no scalar of it covers (padding, or a
    /// 3-component vector's fourth).
    fn has_padding(&self, t: &Ty) -> bool {
        let covered: u64 = self
            .leaf_types(t)
            .iter()
            .map(|s| u64::from(s.bits / 8))
            .sum();
        covered != self.layout(t).0
    }

    /// The scalar types of `t`'s leaves, in order.
    fn leaf_types(&self, t: &Ty) -> Vec<Sc> {
        match t {
            Ty::Scalar(s) => vec![*s],
            Ty::Vector(s, n) => vec![*s; *n as usize],
            Ty::Array(e, n) => self.leaf_types(e).repeat(*n as usize),
            Ty::Struct(k) => self.structs[*k]
                .iter()
                .flat_map(|(_, ft)| self.leaf_types(ft))
                .collect(),
        }
    }

    // ---- Types ----

    /// A struct type with 2 to 5 fields, over the struct types before it.
    fn struct_type(&mut self, k: usize) -> Vec<(String, Ty)> {
        let n = 2 + self.rng.below(3) as usize + usize::from(self.rng.chance(1, 6));
        (0..n)
            .map(|i| (FIELD_NAMES[i].to_string(), self.field_type(k)))
            .collect()
    }

    /// The type of a field of struct `S<k>`.
    fn field_type(&mut self, k: usize) -> Ty {
        match self.rng.below(10) {
            0..=3 => Ty::Scalar(self.pick(&SCALARS)),
            4 | 5 => self.vector_type(),
            6 | 7 => {
                let elem = if self.rng.chance(1, 6) {
                    self.vector_type()
                } else {
                    Ty::Scalar(self.pick(&SCALARS))
                };
                Ty::Array(Box::new(elem), 2 + self.rng.below(2) as u32)
            }
            _ if k > 0 => {
                let inner = Ty::Struct(self.rng.below(k as u64) as usize);
                if self.rng.chance(1, 5) && self.leaf_types(&inner).len() <= 4 {
                    Ty::Array(Box::new(inner), 2)
                } else {
                    inner
                }
            }
            _ => Ty::Scalar(self.pick(&SCALARS)),
        }
    }

    fn vector_type(&mut self) -> Ty {
        let n = self.pick(&[2, 2, 4, 4, 3]);
        Ty::Vector(self.pick(&SCALARS), n)
    }

    // ---- Values ----

    /// An integer constant of type `s` (sometimes out of its range, converted as C does).
    fn literal(&mut self, s: Sc) -> String {
        let (lo, hi) = s.range();
        let v: i128 = match self.rng.below(8) {
            0 | 1 => self.rng.below(10) as i128,
            2 => -(self.rng.below(200) as i128) - 1,
            3 => self.pick(&[lo, hi, lo + 1, hi - 1]),
            // Out of range (converted modulo 2^bits); a 64-bit one would have no type.
            4 if s.bits < 64 => hi + 1 + self.rng.below(3) as i128,
            5 => {
                return self
                    .pick(&[
                        "'a'", "'Z'", "'0'", "'\\n'", "'\\0'", "'\\x7f'", "'\\''", "' '",
                    ])
                    .to_string()
            }
            6 if !self.structs.is_empty() => {
                let k = self.rng.below(self.structs.len() as u64);
                return format!("(({})sizeof(S{k}))", s.name());
            }
            _ => {
                let raw = self.rng.next_u64() >> (64 - s.bits);
                if s.signed && raw >> (s.bits - 1) == 1 {
                    i128::from(raw) - (1i128 << s.bits)
                } else {
                    i128::from(raw)
                }
            }
        };
        let text = c_integer(v);
        if s.bits < 32 && self.rng.chance(1, 3) {
            format!("(({}){text})", s.name())
        } else {
            text
        }
    }

    /// An item value of scalar type `s`: a literal, or (in a kernel) an input converted.
    fn scalar_value(&mut self, s: Sc) -> String {
        if self.constant || self.rng.chance(1, 3) {
            return self.literal(s);
        }
        let j = self.rng.below(INPUTS as u64);
        let input = format!("B[{INPUTS} * gid + {j}]");
        match self.rng.below(4) {
            0 => input,
            1 => format!("({}){input}", s.name()),
            2 if s.bits == 64 => {
                let j2 = self.rng.below(INPUTS as u64);
                format!(
                    "({})(((ulong)(uint){input} << 32) | (uint)B[{INPUTS} * gid + {j2}])",
                    s.name()
                )
            }
            2 => format!("({})({input} >> {})", s.name(), self.rng.below(20)),
            _ => match self.input_leaf() {
                Some(leaf) => leaf,
                None => input,
            },
        }
    }

    /// A scalar field of a struct in global memory: `P<k>[gid].path`.
    fn input_leaf(&mut self) -> Option<String> {
        if self.structs.is_empty() {
            return None;
        }
        let k = self.rng.below(self.structs.len() as u64) as usize;
        let mut leaves = Vec::new();
        self.leaves(&Ty::Struct(k), format!("P{k}[gid]"), &mut leaves);
        Some(self.pick(&leaves).0)
    }

    /// A vector value of `n` components of type `s`: a vector literal, components or
    /// sub-vectors, or one value for every component.
    fn vector_value(&mut self, s: Sc, n: u32) -> String {
        let name = format!("{}{n}", s.name());
        if self.rng.chance(1, 4) {
            return format!("({name})({})", self.scalar_value(s));
        }
        if n == 4 && self.rng.chance(1, 4) {
            let (a, b, c) = (
                self.vector_value(s, 2),
                self.scalar_value(s),
                self.scalar_value(s),
            );
            return format!("({name})({a}, {b}, {c})");
        }
        let parts: Vec<String> = (0..n).map(|_| self.scalar_value(s)).collect();
        format!("({name})({})", parts.join(", "))
    }

    // ---- Initializers ----

    /// The members an initializer list walks in aggregate `t` (a struct or an array, `len`
    /// elements for an array), each with its type and designator.
    fn members(&self, t: &Ty, len: Option<u32>) -> Vec<(Ty, String)> {
        match t {
            Ty::Struct(k) => self.structs[*k]
                .iter()
                .map(|(f, ft)| (ft.clone(), format!(".{f}")))
                .collect(),
            Ty::Array(e, n) => (0..len.unwrap_or(*n))
                .map(|i| ((**e).clone(), format!("[{i}]")))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// A brace initializer for an object of aggregate type `t` (for an array, of `len`
    /// elements at most when given, the length being omitted), and one past the highest
    /// member it reaches.
    fn braces(&mut self, t: &Ty, len: Option<u32>) -> (String, usize) {
        if let Ty::Vector(s, n) = t {
            return (self.vector_braces(*s, *n), *n as usize);
        }
        let members = self.members(t, len);
        let n = members.len();
        let want = match self.rng.below(12) {
            0 if len.is_none() && self.allowed("empty-braces") => 0,
            0..=5 => n,
            _ => 1 + self.rng.below(n as u64) as usize,
        };
        let designate = self.rng.chance(1, 3);
        let mut set = vec![false; n];
        let (mut items, mut next, mut reach) = (Vec::new(), 0usize, 0usize);
        let mut must_designate = false;
        while items.len() < want {
            let positional = next < n && !set[next] && !must_designate;
            let (m, prefix) = if !positional || (designate && self.rng.chance(1, 2)) {
                if !designate {
                    break;
                }
                // A member not set yet, or (rarely) a scalar one set before: the later item
                // overrides the earlier.
                let free: Vec<usize> = (0..n)
                    .filter(|&i| {
                        !set[i] || (matches!(members[i].0, Ty::Scalar(_)) && self.rng.chance(1, 8))
                    })
                    .collect();
                if free.is_empty() {
                    break;
                }
                let m = self.pick(&free);
                (m, format!("{} = ", members[m].1))
            } else {
                (next, String::new())
            };
            let item = self.item(&members[m].0, false, true);
            must_designate = item.partial;
            items.push(format!("{prefix}{}", item.text));
            set[m] = true;
            next = m + 1;
            reach = reach.max(m + 1);
        }
        (format!("{{{}}}", items.join(", ")), reach)
    }

    /// A complete brace list for a vector (OpenCL C wants every component): scalars, or
    /// (form `vector-items`) sub-vectors as well.
    fn vector_braces(&mut self, s: Sc, n: u32) -> String {
        let mut parts = Vec::new();
        let mut left = n;
        while left > 0 {
            if left >= 2 && self.allowed("vector-items") && self.rng.chance(1, 6) {
                parts.push(self.vector_value(s, 2));
                left -= 2;
            } else {
                parts.push(self.scalar_value(s));
                left -= 1;
            }
        }
        format!("{{{}}}", parts.join(", "))
    }

    /// The items for a member of type `t`. `first`: the first item for an aggregate whose
    /// braces are elided, which must not open with a brace (that brace would be the
    /// aggregate's). `may_be_partial`: nothing follows in the list but a designated item or
    /// the list's end, so elided braces may cover fewer items than the member has.
    fn item(&mut self, t: &Ty, first: bool, may_be_partial: bool) -> Item {
        let whole = |text: String| Item {
            text,
            partial: false,
        };
        match t {
            Ty::Scalar(s) => {
                let v = self.scalar_value(*s);
                if !first && self.rng.chance(1, 12) {
                    whole(format!("{{{v}}}"))
                } else {
                    whole(v)
                }
            }
            Ty::Vector(s, n) => match self.rng.below(8) {
                0 if !first => whole(self.vector_braces(*s, *n)),
                1 if self.allowed("splat") => whole(self.scalar_value(*s)),
                _ => whole(self.vector_value(*s, *n)),
            },
            Ty::Array(e, n)
                if matches!(**e, Ty::Scalar(Sc { bits: 8, .. })) && self.rng.chance(1, 3) =>
            {
                let lit = self.string_literal(*n as usize);
                if !first && self.allowed("braced-string") && self.rng.chance(1, 4) {
                    whole(format!("{{{lit}}}"))
                } else {
                    whole(lit)
                }
            }
            Ty::Struct(k) if !self.constant && self.rng.chance(1, 6) => {
                let values: Vec<String> = self
                    .struct_values
                    .iter()
                    .filter(|(_, vk)| vk == k)
                    .map(|(v, _)| v.clone())
                    .collect();
                if values.is_empty() {
                    self.aggregate_item(t, first, may_be_partial)
                } else {
                    whole(self.pick(&values))
                }
            }
            _ => self.aggregate_item(t, first, may_be_partial),
        }
    }

    /// The items for a member of struct or array type `t`: its own brace list, or its
    /// members' items with the braces elided.
    fn aggregate_item(&mut self, t: &Ty, first: bool, may_be_partial: bool) -> Item {
        if !first && self.rng.chance(1, 2) {
            return Item {
                text: self.braces(t, None).0,
                partial: false,
            };
        }
        let members = self.members(t, None);
        let n = members.len();
        let k = if may_be_partial && self.rng.chance(1, 3) {
            1 + self.rng.below(n as u64) as usize
        } else {
            n
        };
        let mut items = Vec::new();
        let mut partial = k < n;
        for (i, (mt, _)) in members.iter().take(k).enumerate() {
            let item = self.item(mt, i == 0, may_be_partial && i + 1 == k);
            partial |= item.partial;
            items.push(item.text);
        }
        Item {
            text: items.join(", "),
            partial,
        }
    }

    /// A string literal of at most `max` characters (`max` of them leave no room for the
    /// terminating zero, which C then drops), sometimes two literals concatenated.
    fn string_literal(&mut self, max: usize) -> String {
        let n = self.rng.below(max as u64 + 1) as usize;
        let chars: Vec<String> = (0..n).map(|i| self.string_char(i + 1 == n)).collect();
        if n >= 2 && self.rng.chance(1, 4) {
            let cut = 1 + self.rng.below(n as u64 - 1) as usize;
            format!(
                "\"{}\" \"{}\"",
                chars[..cut].concat(),
                chars[cut..].concat()
            )
        } else {
            format!("\"{}\"", chars.concat())
        }
    }

    /// One character of a string literal; a hex escape only as the `last` (a hex digit after
    /// it would belong to the escape).
    fn string_char(&mut self, last: bool) -> String {
        match self.rng.below(10) {
            0 => self
                .pick(&["\\n", "\\t", "\\\\", "\\\"", "\\0", "\\'", "?"])
                .to_string(),
            1 => format!("\\{:03o}", self.rng.below(256)),
            2 if last => format!("\\x{:x}", self.rng.below(256)),
            _ => {
                let c = b"abcdefxyzABQ019 _-."[self.rng.below(19) as usize];
                (c as char).to_string()
            }
        }
    }

    // ---- Reads ----

    /// The scalar leaves of an object of type `t` at `path`, with their types.
    fn leaves(&mut self, t: &Ty, path: String, out: &mut Vec<(String, Sc)>) {
        match t {
            Ty::Scalar(s) => out.push((path, *s)),
            Ty::Vector(s, n) => {
                for i in 0..*n {
                    let c = self.component(*n, i);
                    out.push((format!("{path}{c}"), *s));
                }
            }
            Ty::Array(e, n) => {
                for i in 0..*n {
                    self.leaves(e, format!("{path}[{i}]"), out);
                }
            }
            Ty::Struct(k) => {
                for (f, ft) in self.structs[*k].clone() {
                    self.leaves(&ft, format!("{path}.{f}"), out);
                }
            }
        }
    }

    /// A spelling of component `i` of an `n`-component vector.
    fn component(&mut self, n: u32, i: u32) -> String {
        match self.rng.below(5) {
            0 => format!(".s{i}"),
            1 if n == 2 => [".lo", ".hi"][i as usize].to_string(),
            1 if n == 4 => {
                let half = if i < 2 { "lo" } else { "hi" };
                format!(".{half}.s{}", i % 2)
            }
            2 if n == 4 => {
                let half = if i.is_multiple_of(2) { "even" } else { "odd" };
                format!(".{half}.{}", ["x", "y"][(i / 2) as usize])
            }
            _ => format!(".{}", ["x", "y", "z", "w"][i as usize]),
        }
    }
}

/// `v` as a C integer constant of a type that holds it (`-` applied to a positive one).
fn c_integer(v: i128) -> String {
    let m = v.unsigned_abs();
    let suffix = if m > u128::from(u32::MAX) {
        if m > i64::MAX as u128 {
            "UL"
        } else {
            "L"
        }
    } else if m > i32::MAX as u128 {
        "u"
    } else {
        ""
    };
    let body = if m > 9 && m.is_multiple_of(3) {
        format!("0x{m:x}{suffix}")
    } else {
        format!("{m}{suffix}")
    };
    if v < 0 {
        if m > i64::MAX as u128 {
            // LONG_MIN has no literal of its own.
            "(-0x7fffffffffffffffL - 1)".to_string()
        } else {
            format!("(-{body})")
        }
    } else {
        body
    }
}

/// The kernel being put together: declarations and the values written out.
struct Body {
    lines: Vec<String>,
    /// Expressions written to `W`, one cell each.
    outs: Vec<String>,
}

impl Body {
    fn line(&mut self, s: String) {
        self.lines.push(format!("  {s}"));
    }

    fn out(&mut self, e: String) {
        self.outs.push(e);
    }
}

/// The layout kernel of a seed.
pub fn generate(seed: u64) -> Kernel {
    generate_without(seed, &[])
}

/// The layout kernel of a seed, without the initializer forms named (see `FORMS`).
pub fn generate_without(seed: u64, without: &[&str]) -> Kernel {
    let mut g = Gen {
        rng: Rng::new(seed.wrapping_mul(0x2545_f491).wrapping_add(7)),
        structs: Vec::new(),
        constant: false,
        struct_values: Vec::new(),
        without: without.iter().map(|s| s.to_string()).collect(),
    };
    let threads = g.pick(&[2u32, 4, 8]);
    let groups = g.pick(&[1u32, 2]);
    let nstructs = 1 + g.rng.below(3) as usize;
    for k in 0..nstructs {
        let fields = g.struct_type(k);
        g.structs.push(fields);
    }
    let mut decls = String::new();
    for (k, fields) in g.structs.clone().iter().enumerate() {
        decls.push_str("typedef struct {");
        for (f, ft) in fields {
            let dims = match ft {
                Ty::Array(_, n) => format!("[{n}]"),
                _ => String::new(),
            };
            decls.push_str(&format!(" {} {f}{dims};", g.ty_name(ft)));
        }
        decls.push_str(&format!(" }} S{k};\n"));
    }
    let mut body = Body {
        lines: vec!["  int gid = get_global_id(0);".to_string()],
        outs: Vec::new(),
    };
    for k in 0..nstructs {
        g.struct_values.push((format!("P{k}[gid]"), k));
    }
    if g.rng.chance(3, 4) {
        decls.push_str(&constant_array(&mut g, &mut body));
    }
    local_objects(&mut g, &mut body);
    global_structs(&mut g, &mut body);
    let stores = struct_stores(&mut g, &mut body);
    let nw = body.outs.len();
    let mut text = body.lines.join("\n");
    text.push('\n');
    for (j, e) in body.outs.iter().enumerate() {
        text.push_str(&format!("  W[{nw} * gid + {j}] = (long)({e});\n"));
    }
    text.push_str(&stores);
    let params: Vec<String> = (0..nstructs)
        .map(|k| format!(", __global const S{k} *P{k}"))
        .collect();
    let q = nstructs - 1;
    let args = vec![
        format!("--local_size={threads}"),
        format!("--num_groups={groups}"),
    ];
    let source = format!(
        "//pass\n//{}\n\n// Generated aggregate layout and initializers, seed {seed}.\n{decls}\n\
         __kernel void k(__global const int *B, __global long *W{}, __global S{q} *Q) {{\n{text}}}\n",
        args.join(" "),
        params.concat()
    );
    Kernel {
        source,
        args,
        mutation: None,
        seed,
        cuda: false,
    }
}

/// A program-scope `__constant` array of structs with a literal initializer (its length
/// sometimes omitted), and reads of all its scalars and of one element chosen by `gid`.
fn constant_array(g: &mut Gen, body: &mut Body) -> String {
    let k = g.rng.below(g.structs.len() as u64) as usize;
    let n = 1 + g.rng.below(3) as u32;
    let t = Ty::Array(Box::new(Ty::Struct(k)), n);
    g.constant = true;
    let omit = g.rng.chance(1, 3);
    let (init, reach) = g.braces(&t, omit.then_some(n));
    g.constant = false;
    // An omitted length comes from the initializer, which has an item then.
    let len = if omit { reach as u32 } else { n };
    let decl = if omit {
        format!("__constant S{k} CT[] = {init};\n")
    } else {
        format!("__constant S{k} CT[{n}] = {init};\n")
    };
    read_object(g, body, &Ty::Array(Box::new(Ty::Struct(k)), len), "CT");
    let mut leaves = Vec::new();
    g.leaves(&Ty::Struct(k), format!("CT[gid % {len}]"), &mut leaves);
    body.out(g.pick(&leaves).0);
    if omit {
        body.out("sizeof(CT)".into());
    }
    decl
}

/// Local objects with brace initializers (a struct, an array of structs, a two-dimensional
/// array, a character array from a string, a vector, a copy), each read out whole.
fn local_objects(g: &mut Gen, body: &mut Body) {
    let ns = g.structs.len() as u64;
    // A struct.
    let k = g.rng.below(ns) as usize;
    let (init, _) = g.braces(&Ty::Struct(k), None);
    body.line(format!("S{k} a = {init};"));
    read_object(g, body, &Ty::Struct(k), "a");
    g.struct_values.push(("a".into(), k));
    // An array of structs.
    if g.rng.chance(4, 5) {
        let k = g.rng.below(ns) as usize;
        let n = 1 + g.rng.below(3) as u32;
        array_object(g, body, Ty::Struct(k), n, "r");
        if g.rng.chance(1, 2) {
            let mut leaves = Vec::new();
            g.leaves(
                &Ty::Struct(k),
                "r[gid % (sizeof(r) / sizeof(r[0]))]".into(),
                &mut leaves,
            );
            body.out(g.pick(&leaves).0);
        }
    }
    // A two-dimensional array of integers.
    if g.rng.chance(3, 4) {
        let s = if g.rng.chance(2, 3) {
            Sc::new(32, true)
        } else {
            g.pick(&SCALARS)
        };
        let cols = 2 + g.rng.below(3) as u32;
        let rows = 1 + g.rng.below(3) as u32;
        array_object(g, body, Ty::Array(Box::new(Ty::Scalar(s)), cols), rows, "m");
        body.out(format!("m[gid % (sizeof(m) / sizeof(m[0]))][{}]", cols - 1));
    }
    // A character array from a string literal.
    if g.rng.chance(3, 4) {
        string_object(g, body);
    }
    // A vector.
    if g.rng.chance(1, 3) {
        let Ty::Vector(s, n) = g.vector_type() else {
            unreachable!()
        };
        let init = if g.rng.chance(1, 2) {
            g.vector_braces(s, n)
        } else {
            g.vector_value(s, n)
        };
        body.line(format!("{}{n} v = {init};", s.name()));
        read_object(g, body, &Ty::Vector(s, n), "v");
    }
    // A copy of a struct value.
    if g.rng.chance(1, 2) {
        let (src, k) = g.pick(&g.struct_values.clone());
        body.line(format!("S{k} c = {src};"));
        read_object(g, body, &Ty::Struct(k), "c");
    }
}

/// A local array `name` of `n` elements of type `elem` (its length sometimes omitted), read
/// out whole, with its size.
fn array_object(g: &mut Gen, body: &mut Body, elem: Ty, n: u32, name: &str) {
    let t = Ty::Array(Box::new(elem.clone()), n);
    let omit = g.rng.chance(1, 3);
    let (init, reach) = g.braces(&t, omit.then_some(n));
    let (len, dims) = if omit {
        (reach as u32, "[]".to_string())
    } else {
        (n, format!("[{n}]"))
    };
    let inner = match &elem {
        Ty::Array(_, m) => format!("[{m}]"),
        _ => String::new(),
    };
    body.line(format!(
        "{} {name}{dims}{inner} = {init};",
        g.ty_name(&elem)
    ));
    read_object(g, body, &Ty::Array(Box::new(elem), len), name);
    body.out(format!("sizeof({name})"));
}

/// A character array (or two) initialised from string literals, read out whole.
fn string_object(g: &mut Gen, body: &mut Body) {
    let ty = if g.rng.chance(1, 4) { "uchar" } else { "char" };
    let elem = Ty::Scalar(Sc::new(8, ty == "uchar"));
    if g.rng.chance(1, 3) {
        let (rows, cols) = (1 + g.rng.below(3) as u32, 2 + g.rng.below(5) as u32);
        let t = Ty::Array(Box::new(Ty::Array(Box::new(elem), cols)), rows);
        let lits: Vec<String> = (0..rows).map(|_| g.string_literal(cols as usize)).collect();
        body.line(format!("{ty} s[{rows}][{cols}] = {{{}}};", lits.join(", ")));
        read_object(g, body, &t, "s");
        return;
    }
    let cap = 1 + g.rng.below(8) as u32;
    let lit = g.string_literal(cap as usize);
    let lit = if g.allowed("braced-string") && g.rng.chance(1, 6) {
        format!("{{{lit}}}")
    } else {
        lit
    };
    if g.rng.chance(1, 2) {
        body.line(format!("{ty} s[{cap}] = {lit};"));
        read_object(g, body, &Ty::Array(Box::new(elem), cap), "s");
    } else {
        // The length is the literal's, with its terminating zero.
        body.line(format!("{ty} s[] = {lit};"));
        let len = string_length(&lit) as u32 + 1;
        read_object(g, body, &Ty::Array(Box::new(elem), len), "s");
        body.out("sizeof(s)".into());
    }
}

/// The number of characters a string literal (or concatenation of literals, perhaps in
/// braces) as `string_literal` writes it stands for.
fn string_length(lit: &str) -> usize {
    let mut n = 0;
    let mut chars = lit.chars().peekable();
    let mut inside = false;
    while let Some(c) = chars.next() {
        match c {
            '"' => inside = !inside,
            '\\' if inside => {
                n += 1;
                match chars.next() {
                    Some('x') => {
                        while chars.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                            chars.next();
                        }
                    }
                    Some(d) if d.is_digit(8) => {
                        for _ in 0..2 {
                            if chars.peek().is_some_and(|c| c.is_digit(8)) {
                                chars.next();
                            }
                        }
                    }
                    _ => {}
                }
            }
            _ if inside => n += 1,
            _ => {}
        }
    }
    n
}

/// Write every scalar of object `name` of type `t` out.
fn read_object(g: &mut Gen, body: &mut Body, t: &Ty, name: &str) {
    let mut leaves = Vec::new();
    g.leaves(t, name.to_string(), &mut leaves);
    for (path, _) in leaves {
        body.out(path);
    }
}

/// Reads of struct buffers in global memory: `sizeof` each struct, every scalar of the
/// work-item's element, and each field's offset in it.
fn global_structs(g: &mut Gen, body: &mut Body) {
    for k in 0..g.structs.len() {
        body.out(format!("sizeof(S{k})"));
        read_object(g, body, &Ty::Struct(k), &format!("P{k}[gid]"));
        for (f, _) in g.structs[k].clone() {
            body.out(format!(
                "(__global const char *)&P{k}[gid].{f} - (__global const char *)&P{k}[gid]"
            ));
        }
    }
}

/// Stores into `Q`, an output buffer of the last struct type: field by field from a local
/// object of that type (or whole, when the type has no padding, whose contents would not be
/// determined).
fn struct_stores(g: &mut Gen, body: &mut Body) -> String {
    let q = g.structs.len() - 1;
    let sources: Vec<String> = g
        .struct_values
        .iter()
        .filter(|(v, k)| *k == q && !v.starts_with('P'))
        .map(|(v, _)| v.clone())
        .collect();
    let src = if sources.is_empty() {
        let (init, _) = g.braces(&Ty::Struct(q), None);
        body.line(format!("S{q} q = {init};"));
        "q".to_string()
    } else {
        g.pick(&sources)
    };
    if !g.has_padding(&Ty::Struct(q)) && g.rng.chance(1, 2) {
        return format!("  Q[gid] = {src};\n");
    }
    let mut leaves = Vec::new();
    g.leaves(&Ty::Struct(q), String::new(), &mut leaves);
    leaves
        .iter()
        .map(|(p, _)| format!("  Q[gid]{p} = {src}{p};\n"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_lengths() {
        assert_eq!(string_length("\"ab\""), 2);
        assert_eq!(string_length("{\"a\\n\" \"\\101z\"}"), 4);
        assert_eq!(string_length("\"\\x4f\""), 1);
        assert_eq!(string_length("\"\\0\\\\\""), 2);
    }

    #[test]
    fn layouts() {
        let g = Gen {
            rng: Rng::new(1),
            structs: vec![
                vec![
                    ("a".into(), Ty::Scalar(Sc::new(8, true))),
                    ("b".into(), Ty::Vector(Sc::new(32, true), 3)),
                ],
                vec![
                    ("a".into(), Ty::Scalar(Sc::new(16, true))),
                    ("b".into(), Ty::Struct(0)),
                    (
                        "c".into(),
                        Ty::Array(Box::new(Ty::Scalar(Sc::new(8, false))), 3),
                    ),
                ],
            ],
            constant: false,
            struct_values: Vec::new(),
            without: Vec::new(),
        };
        assert_eq!(g.layout(&Ty::Struct(0)), (32, 16));
        assert_eq!(g.layout(&Ty::Struct(1)), (64, 16));
        assert!(g.has_padding(&Ty::Struct(1)));
    }
}
