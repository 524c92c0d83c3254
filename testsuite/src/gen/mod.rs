//! A generator of small random OpenCL kernels for differential testing, seeded and
//! reproducible.
//!
//! A kernel has global arrays `A` (output), `B` (input), `C` (atomic counters), local arrays
//! `L` and `S` (atomic counters), a scalar `n`, thread-dependent indices, barriers, `if`s on
//! uniform and thread-dependent conditions, bounded loops (some with barriers), atomics, helper
//! functions, local pointer variables, uninitialised locals and assertions. It is generated in
//! one of two styles:
//!
//! * *disciplined*: phases separated by barriers; in each phase every array is either *owned*
//!   (each thread reads and writes only its own cells) or *frozen* (nobody writes it; any cell
//!   may be read); atomic arrays are only accessed atomically; barriers only at the top level
//!   and in uniform loops. Such a kernel is race-free and divergence-free; then, with some
//!   probability, one *mutation* injects a specific bug (a missing barrier, a write to a
//!   neighbour's cell, a barrier under a thread-dependent condition, ...);
//! * *wild*: anything goes (indices, fences, barriers anywhere).
//!
//! Kernels stay small — 1 to 3 groups of 2 to 8 threads, 1-D or 2-D groups — so that the
//! interpreter can run every thread and kcc answers in about a second.

use std::collections::HashMap;
use std::fmt::Write as _;

use interp::rng::Rng;

use mutate::{FULL_BARRIER, MUTATIONS};

pub mod arith;
mod control;
mod cuda;
pub mod layout;
mod mutate;

/// A generated kernel.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// The OpenCL source, with a testsuite header.
    pub source: String,
    /// kcc's options (line 2 of the header), without the kernel path.
    pub args: Vec<String>,
    /// The mutation injected into a disciplined kernel, if any (`wild` for wild kernels).
    pub mutation: Option<&'static str>,
    /// The generator's seed.
    pub seed: u64,
    /// CUDA rather than OpenCL.
    pub cuda: bool,
}

impl Kernel {
    /// The file name to write it to.
    pub fn file_name(&self) -> String {
        format!("gen_{}.{}", self.seed, if self.cuda { "cu" } else { "cl" })
    }
}

/// The arrays of a generated kernel that are accessed plainly (`C` and `S` only atomically).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Arr {
    A,
    B,
    L,
}

impl Arr {
    fn name(self) -> &'static str {
        match self {
            Arr::A => "A",
            Arr::B => "B",
            Arr::L => "L",
        }
    }
    fn local(self) -> bool {
        matches!(self, Arr::L)
    }
}

/// How a phase may use an array (disciplined kernels).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Use {
    /// Each thread reads and writes only its own cells.
    Own,
    /// Nobody writes; any cell may be read.
    Frozen,
}

pub(crate) struct Gen {
    rng: Rng,
    out: String,
    indent: usize,
    /// Threads per group, and the group's x and y sizes.
    t: u32,
    tx: u32,
    ty: u32,
    /// Number of groups.
    g: u32,
    /// Cells of `L`.
    ls: u32,
    /// Disciplined style.
    safe: bool,
    /// How the current phase uses each array.
    uses: HashMap<Arr, Use>,
    /// Initialised int locals in scope.
    vars: Vec<String>,
    /// Uninitialised int locals in scope.
    uninit: Vec<String>,
    /// Loop counters in scope.
    counters: Vec<String>,
    n_names: u32,
    /// Nesting of statements.
    depth: u32,
    /// Inside a loop.
    in_loop: bool,
    /// The mutation to inject, and whether it has been.
    mutation: Option<&'static str>,
    mutated: bool,
    /// `n` is bounded by a precondition (usable as a loop bound).
    n_bounded: bool,
    /// Helpers used.
    helpers: Vec<&'static str>,
    /// Statements generated so far (a budget).
    stmts: u32,
    /// The final memory must follow from the inputs: local memory is initialised first, no
    /// uninitialised local is used, no atomic's result or exchange shows.
    determined: bool,
}

/// Generate the kernel of a seed.
pub fn generate(seed: u64) -> Kernel {
    generate_with(seed, None)
}

/// `src` with its header's option line replaced by `args`.
pub fn with_args(src: &str, args: &[String]) -> String {
    let mut lines: Vec<String> = src.lines().map(str::to_string).collect();
    if lines.len() > 1 {
        lines[1] = format!("//{}", args.join(" "));
    }
    lines.join("\n") + "\n"
}

/// The mutations a disciplined kernel may receive.
pub fn mutations() -> &'static [&'static str] {
    MUTATIONS
}

/// Generate the kernel of a seed; with `force`, a disciplined kernel with that mutation.
/// Generate a race-free kernel (no mutation) whose final memory follows from its inputs, for
/// comparison with a real OpenCL implementation; `None` when the seed's kernel is not
/// disciplined or is CUDA.
pub fn generate_determined(seed: u64) -> Option<Kernel> {
    let k = build(seed, None, true);
    (k.mutation.is_none() && !k.cuda).then_some(k)
}

pub fn generate_with(seed: u64, force: Option<&'static str>) -> Kernel {
    build(seed, force, false)
}

fn build(seed: u64, force: Option<&'static str>, determined: bool) -> Kernel {
    let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9).wrapping_add(17));
    let two_d = rng.chance(1, 4);
    let (tx, ty) = if two_d {
        (
            [2, 4][rng.below(2) as usize],
            [2, 2, 4][rng.below(3) as usize],
        )
    } else {
        ([2, 3, 4, 4, 8, 8][rng.below(6) as usize], 1)
    };
    let t = tx * ty;
    let g = [1, 2, 2, 3][rng.below(4) as usize];
    let safe = rng.chance(3, 4) || force.is_some();
    let mutation = if let Some(m) = force {
        Some(m)
    } else if safe && rng.chance(1, 2) {
        Some(MUTATIONS[rng.below(MUTATIONS.len() as u64) as usize])
    } else if safe {
        None
    } else {
        Some("wild")
    };
    let ls = if rng.chance(1, 3) { 2 * t } else { t };
    let mut gen = Gen {
        rng,
        out: String::new(),
        indent: 1,
        t,
        tx,
        ty,
        g,
        ls,
        safe,
        uses: HashMap::new(),
        vars: Vec::new(),
        uninit: Vec::new(),
        counters: Vec::new(),
        n_names: 0,
        depth: 0,
        in_loop: false,
        mutation: mutation.filter(|m| *m != "wild"),
        mutated: false,
        n_bounded: false,
        determined,
        helpers: Vec::new(),
        stmts: 0,
    };
    let body = gen.body();
    let mut args = Vec::new();
    if two_d {
        args.push(format!("--local_size=[{tx},{ty}]"));
    } else {
        args.push(format!("--local_size={tx}"));
    }
    args.push(format!("--num_groups={g}"));
    let mut rng = Rng::new(seed ^ 0x6f70_7473);
    match rng.below(10) {
        0 => args.push("--no-benign-tolerance".into()),
        1 => args.push("--only-intra-group".into()),
        2 | 3 => args.push("--check-array-bounds".into()),
        _ => {}
    }
    // Other ways kcc can be asked to verify, each as sound as the default.
    if rng.chance(1, 4) {
        let o = [
            "--no-inline",
            "--adversarial-abstraction",
            "--equality-abstraction",
            "--asymmetric-asserts",
            "--only-divergence",
            "--no-infer",
        ][rng.below(6) as usize];
        args.push(o.into());
    }
    // A quarter of the kernels are CUDA.
    let cuda = Rng::new(seed ^ 0x6375_6461).chance(1, 4);
    if cuda {
        for a in &mut args {
            if let Some(v) = a.strip_prefix("--local_size=") {
                *a = format!("--blockDim={v}");
            } else if let Some(v) = a.strip_prefix("--num_groups=") {
                *a = format!("--gridDim={v}");
            }
        }
    }
    let mut src = String::new();
    let expect = if mutation.is_some() {
        "//xfail:NOT_ALL_VERIFIED"
    } else {
        "//pass"
    };
    let _ = writeln!(src, "{expect}\n//{}\n", args.join(" "));
    let _ = writeln!(
        src,
        "// Generated by kcc's difftest, seed {seed} ({}).",
        mutation.unwrap_or("disciplined")
    );
    for h in &gen.helpers {
        src.push_str(helper_source(h));
    }
    let _ = writeln!(
        src,
        "__kernel void k(__global int *A, __global int *B, __global int *C, int n) {{"
    );
    src.push_str(&body);
    src.push_str("}\n");
    if cuda {
        src = cuda::translate(&src);
    }
    Kernel {
        source: src,
        args,
        mutation,
        seed,
        cuda,
    }
}

fn helper_source(name: &str) -> &'static str {
    match name {
        "get" => "int get(__global int *p, int i) {\n  return p[i];\n}\n",
        "put" => "void put(__local int *p, int i, int v) {\n  p[i] = v;\n}\n",
        "bump" => "int bump(__global int *p, int i, int v) {\n  int old = p[i];\n  p[i] = old + v;\n  return old;\n}\n",
        "mix" => "int mix(int a, int b) {\n  return a * 3 + (b & 7);\n}\n",
        "pick" => "int pick(int a, int b) {\n  if (a > b) {\n    return a - b;\n  }\n  return b;\n}\n",
        "ext" => "int ext(int v);\n",
        "sync_all" => "void sync_all(void) {\n  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n}\n",
        _ => "",
    }
}

impl Gen {
    pub(crate) fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    pub(crate) fn fresh(&mut self, stem: &str) -> String {
        self.n_names += 1;
        format!("{stem}{}", self.n_names)
    }

    fn pick<'a>(&mut self, xs: &'a [&'a str]) -> &'a str {
        xs[self.rng.below(xs.len() as u64) as usize]
    }

    fn chance(&mut self, num: u64, den: u64) -> bool {
        self.rng.chance(num, den)
    }

    /// Inject the mutation here if it is `m`, with probability 1/`den` (always when forced).
    fn mutate(&mut self, m: &str, den: u64) -> bool {
        if self.mutation == Some(m) && !self.mutated && self.rng.below(den) == 0 {
            self.mutated = true;
            return true;
        }
        false
    }

    fn new_phase(&mut self) {
        self.uses.clear();
        for a in [Arr::A, Arr::L] {
            let u = if self.rng.chance(1, 2) {
                Use::Own
            } else {
                Use::Frozen
            };
            self.uses.insert(a, u);
        }
        self.uses.insert(Arr::B, Use::Frozen);
    }

    /// A new phase as if a barrier had passed: arrays owned so far become frozen (their
    /// cells of other threads are read), the others owned.
    pub(crate) fn flip_phase(&mut self) {
        for a in [Arr::A, Arr::L] {
            let u = match self.use_of(a) {
                Use::Own => Use::Frozen,
                Use::Frozen => Use::Own,
            };
            self.uses.insert(a, u);
        }
    }

    fn use_of(&self, a: Arr) -> Use {
        self.uses.get(&a).copied().unwrap_or(Use::Frozen)
    }

    fn body(&mut self) -> String {
        if self.chance(1, 2) {
            self.line("__requires(n >= 0 && n <= 4);");
            self.n_bounded = true;
        }
        let line = format!("__local int L[{}];", self.ls);
        self.line(&line);
        self.line("__local int S[4];");
        if self.ty > 1 {
            self.line("int tx = get_local_id(0);");
            self.line("int ty = get_local_id(1);");
            let line = format!("int lid = ty * {} + tx;", self.tx);
            self.line(&line);
            self.line("int grp = get_group_id(0);");
            let line = format!("int gid = grp * {} + lid;", self.t);
            self.line(&line);
        } else {
            self.line("int lid = get_local_id(0);");
            self.line("int grp = get_group_id(0);");
            self.line("int gid = get_global_id(0);");
        }
        if self.determined {
            let line = format!(
                "for (int q = lid; q < {}; q += {}) L[q] = q * 7 + 1;",
                self.ls, self.t
            );
            self.line(&line);
            let line = format!("for (int q = lid; q < 4; q += {}) S[q] = q;", self.t);
            self.line(&line);
            self.line("barrier(CLK_LOCAL_MEM_FENCE);");
        }
        self.new_phase();
        let n = 3 + self.rng.below(6);
        for _ in 0..n {
            self.stmt();
        }
        // A mutation that found no place yet goes at the end.
        if self.mutation.is_some() && !self.mutated {
            self.mutation_at_end();
        }
        std::mem::take(&mut self.out)
    }

    pub(crate) fn pow2_mask(&self) -> u32 {
        let mut m = 1;
        while m * 2 <= self.ls {
            m *= 2;
        }
        m - 1
    }

    pub(crate) fn use_helper(&mut self, h: &'static str) {
        if !self.helpers.contains(&h) {
            self.helpers.push(h);
        }
    }

    /// One statement (maybe compound).
    fn stmt(&mut self) {
        self.stmts += 1;
        let deep = self.depth >= 2 || self.stmts > 24;
        let r = self.rng.below(if deep { 12 } else { 19 });
        match r {
            10 => self.private_array(),
            11 => self.vector(),
            15 => self.while_loop(),
            16 => self.do_while(),
            17 => self.switch(),
            18 => self.for_with_exit(),
            0..=2 => self.store(),
            3 | 4 => self.local_decl(),
            5 => self.assign_local(),
            6 => self.atomic(),
            7 => self.assert(),
            8 => self.call(),
            9 => self.pointer(),
            12 => self.barrier(),
            13 => self.if_stmt(),
            _ => self.for_loop(),
        }
    }

    /// An int-valued expression.
    fn value(&mut self, depth: u32) -> String {
        let r = self.rng.below(if depth > 1 { 7 } else { 11 });
        match r {
            0 => self.rng.below(10).to_string(),
            1 => "lid".into(),
            2 => "gid".into(),
            3 => "grp".into(),
            4 if !self.vars.is_empty() => {
                let i = self.rng.below(self.vars.len() as u64) as usize;
                self.vars[i].clone()
            }
            5 if !self.counters.is_empty() => {
                let i = self.rng.below(self.counters.len() as u64) as usize;
                self.counters[i].clone()
            }
            6 => "n".into(),
            7 | 8 => self.read(),
            _ => {
                let a = self.value(depth + 1);
                let b = self.value(depth + 1);
                let op = self.pick(&["+", "-", "*", "&", "^", "|"]);
                match self.rng.below(10) {
                    0 => format!("({a} % {})", 1 + self.rng.below(5)),
                    1 => format!("({a} >> {})", self.rng.below(3)),
                    2 => format!("({a} > {b} ? {a} : {})", self.rng.below(5)),
                    3 => {
                        let f = self.pick(&["min", "max", "mul24"]);
                        format!("{f}({a}, {b})")
                    }
                    4 => format!("clamp({a}, 0, {})", 1 + self.rng.below(8)),
                    5 => {
                        let t = self.pick(&["uchar", "short", "ushort", "char"]);
                        format!("(int)({t})({a})")
                    }
                    6 => format!("(int)((uint)({a}) / {}u)", 1 + self.rng.below(4)),
                    _ => format!("({a} {op} {b})"),
                }
            }
        }
    }

    /// A read of some array, following the phase discipline.
    fn read(&mut self) -> String {
        let arr = match self.rng.below(3) {
            0 => Arr::A,
            1 => Arr::B,
            _ => Arr::L,
        };
        let idx = self.read_index(arr);
        format!("{}[{idx}]", arr.name())
    }

    fn own_index(&mut self, arr: Arr) -> String {
        let total = self.t * self.g;
        if arr.local() {
            if self.ls > self.t && self.chance(1, 3) {
                format!("lid + {}", self.t)
            } else {
                "lid".into()
            }
        } else if !self.counters.is_empty() && self.chance(1, 4) {
            let i = self.rng.below(self.counters.len() as u64) as usize;
            format!("gid + {total} * {}", self.counters[i])
        } else if self.chance(1, 4) {
            format!("gid + {total}")
        } else {
            "gid".into()
        }
    }

    /// An index some other thread may own (in bounds for `L`).
    pub(crate) fn other_index(&mut self, arr: Arr) -> String {
        let t = self.t;
        let ls = self.ls;
        match arr {
            Arr::L => match self.rng.below(4) {
                0 => format!("(lid + {}) % {t}", 1 + self.rng.below(u64::from(t))),
                1 => format!("{} - lid", t - 1),
                2 => self.rng.below(u64::from(ls)).to_string(),
                _ => format!("({}) & {}", self.value(2), self.pow2_mask()),
            },
            Arr::B => match self.rng.below(3) {
                0 => self.value(1),
                1 => "lid".into(),
                _ => format!("gid + {}", self.rng.below(4)),
            },
            _ => match self.rng.below(3) {
                0 => format!("grp * {t} + (lid + 1) % {t}"),
                1 => format!("grp * {t} + {}", self.rng.below(u64::from(t))),
                _ => format!("grp * {t} + {} - lid", t - 1),
            },
        }
    }

    fn wild_index(&mut self, arr: Arr) -> String {
        match self.rng.below(6) {
            0 => self.own_index(arr),
            1 => self.other_index(arr),
            2 => "lid / 2".into(),
            3 => self.rng.below(4).to_string(),
            4 => "lid + 1".into(),
            _ => format!("({}) & 7", self.value(2)),
        }
    }

    fn read_index(&mut self, arr: Arr) -> String {
        if !self.safe {
            return self.wild_index(arr);
        }
        match self.use_of(arr) {
            Use::Own => self.own_index(arr),
            Use::Frozen => self.other_index(arr),
        }
    }

    /// A store into an array the phase owns (or, mutated, into one it must not write).
    fn store(&mut self) {
        let v = self.value(0);
        if !self.safe {
            let arr = if self.chance(1, 2) { Arr::A } else { Arr::L };
            let idx = self.wild_index(arr);
            let line = format!("{}[{idx}] = {v};", arr.name());
            self.line(&line);
            return;
        }
        let owned: Vec<Arr> = [Arr::A, Arr::L]
            .into_iter()
            .filter(|a| self.use_of(*a) == Use::Own)
            .collect();
        if self.mutate("frozen-write", 3) {
            let frozen: Vec<Arr> = [Arr::A, Arr::L]
                .into_iter()
                .filter(|a| self.use_of(*a) == Use::Frozen)
                .collect();
            let arr = frozen.first().copied().unwrap_or(Arr::L);
            let idx = self.own_index(arr);
            let line = format!("{}[{idx}] = {v};", arr.name());
            self.line(&line);
            // Make sure someone reads another thread's cell of it in this phase.
            let other = self.other_index(arr);
            let line = format!("A[gid] = {}[{other}];", arr.name());
            self.line(&line);
            return;
        }
        let Some(&arr) = owned.get(self.rng.below(owned.len().max(1) as u64) as usize) else {
            return self.local_decl();
        };
        if self.mutate("neighbour-write", 3) {
            let idx = self.other_index(arr);
            let line = format!("{}[{idx}] = {v};", arr.name());
            self.line(&line);
            return;
        }
        if self.mutate("same-value-write", 4) {
            let line = format!("{}[{}] = 5;", arr.name(), self.rng.below(2));
            self.line(&line);
            return;
        }
        if self.mutate("intergroup-write", 4) {
            let line = format!("A[lid] = {v};");
            self.line(&line);
            return;
        }
        if self.mutate("uninit-value", 4) {
            let u = self.fresh("u");
            let line = format!("int {u};");
            self.line(&line);
            let line = format!("{}[{}] = {u};", arr.name(), self.rng.below(2));
            self.line(&line);
            return;
        }
        let idx = self.own_index(arr);
        let line = format!("{}[{idx}] = {v};", arr.name());
        self.line(&line);
    }

    fn local_decl(&mut self) {
        let x = self.fresh("x");
        if self.chance(1, 5) && !self.determined {
            let line = format!("int {x};");
            self.line(&line);
            if self.mutate("uninit-index", 2) {
                let line = format!("L[{x} & {}] = gid;", self.pow2_mask());
                self.line(&line);
            }
            self.uninit.push(x.clone());
            // An uninitialised local is a value only where any value is harmless: a thread's
            // own cell.
            if self.safe && self.use_of(Arr::A) == Use::Own {
                let line = format!("A[gid] = {x};");
                self.line(&line);
            } else if !self.safe {
                let line = format!("A[{}] = {x};", self.wild_index(Arr::A));
                self.line(&line);
            }
            return;
        }
        let v = self.value(0);
        let line = format!("int {x} = {v};");
        self.line(&line);
        self.vars.push(x);
    }

    fn assign_local(&mut self) {
        if self.vars.is_empty() {
            return self.local_decl();
        }
        let i = self.rng.below(self.vars.len() as u64) as usize;
        let x = self.vars[i].clone();
        let v = self.value(0);
        let op = self.pick(&["=", "+=", "^=", "-="]);
        let line = format!("{x} {op} {v};");
        self.line(&line);
    }

    fn atomic(&mut self) {
        let local = self.chance(1, 2);
        let (arr, idx) = if local {
            ("S", self.rng.below(4).to_string())
        } else {
            ("C", self.rng.below(3).to_string())
        };
        let (arr, idx) = if !self.safe && self.chance(1, 2) {
            let a = if local { Arr::L } else { Arr::A };
            (a.name(), self.wild_index(a))
        } else {
            (arr, idx)
        };
        let call = match self.rng.below(6) {
            0 => format!("atomic_add(&{arr}[{idx}], {})", self.value(1)),
            1 => format!("atomic_inc(&{arr}[{idx}])"),
            // Only additions commute with each other, whatever the order of the work-items.
            2 | 3 | 5 if self.determined => format!("atomic_add(&{arr}[{idx}], gid)"),
            2 => format!("atomic_max(&{arr}[{idx}], lid)"),
            3 => format!("atomic_xchg(&{arr}[{idx}], gid)"),
            4 => format!("atomic_sub(&{arr}[{idx}], 2)"),
            _ => format!("atomic_or(&{arr}[{idx}], 1 << (lid & 3))"),
        };
        if self.chance(1, 2) && !self.determined {
            let x = self.fresh("r");
            let line = format!("int {x} = {call};");
            self.line(&line);
            self.vars.push(x);
        } else {
            let line = format!("{call};");
            self.line(&line);
        }
        if self.mutate("atomic-plain", 2) {
            let line = format!("A[gid] = {arr}[{idx}];");
            self.line(&line);
        }
    }

    fn assert(&mut self) {
        if self.mutate("false-assert", 2) {
            let k = self.rng.below(u64::from(self.t));
            let line = format!("__assert(lid != {k});");
            self.line(&line);
            return;
        }
        let fact = if !self.safe && self.chance(1, 2) {
            format!("{} < {}", self.value(1), 1 + self.rng.below(8))
        } else {
            match self.rng.below(4) {
                0 => format!("lid < {}", self.t),
                1 => format!("gid == grp * {} + lid", self.t),
                2 => "lid >= 0".into(),
                _ if !self.vars.is_empty() => {
                    let i = self.rng.below(self.vars.len() as u64) as usize;
                    format!("{0} == {0}", self.vars[i])
                }
                _ => format!("grp < {}", self.g),
            }
        };
        let line = format!("__assert({fact});");
        self.line(&line);
    }

    fn call(&mut self) {
        let t = self.t;
        match self.rng.below(5) {
            0 => {
                self.use_helper("get");
                let idx = self.read_index(Arr::A);
                let x = self.fresh("x");
                let line = format!("int {x} = get(A, {idx});");
                self.line(&line);
                self.vars.push(x);
            }
            1 => {
                self.use_helper("put");
                if self.mutate("helper-race", 2) {
                    let line = format!("put(L, (lid + 1) % {t}, gid);");
                    self.line(&line);
                    self.line("A[gid] = L[lid];");
                    return;
                }
                if self.safe && self.use_of(Arr::L) != Use::Own {
                    return;
                }
                let idx = if self.safe {
                    self.own_index(Arr::L)
                } else {
                    self.wild_index(Arr::L)
                };
                let v = self.value(1);
                let line = format!("put(L, {idx}, {v});");
                self.line(&line);
            }
            2 => {
                self.use_helper("bump");
                if self.safe && self.use_of(Arr::A) != Use::Own {
                    return;
                }
                let idx = if self.safe {
                    self.own_index(Arr::A)
                } else {
                    self.wild_index(Arr::A)
                };
                let x = self.fresh("x");
                let line = format!("int {x} = bump(A, {idx}, {});", self.value(1));
                self.line(&line);
                self.vars.push(x);
            }
            3 => {
                self.use_helper("mix");
                let (a, b) = (self.value(1), self.value(1));
                let x = self.fresh("x");
                let line = format!("int {x} = mix({a}, {b});");
                self.line(&line);
                self.vars.push(x);
            }
            _ => {
                self.use_helper("pick");
                let (a, b) = (self.value(1), self.value(1));
                let x = self.fresh("x");
                let line = format!("int {x} = pick({a}, {b});");
                self.line(&line);
                self.vars.push(x);
            }
        }
    }

    fn pointer(&mut self) {
        let t = self.t;
        let p = self.fresh("p");
        if self.mutate("pointer-alias", 2) {
            let line = format!("__local int *{p} = L + 1;");
            self.line(&line);
            let line = format!("{p}[lid % {}] = gid;", t.min(self.ls - 1).max(1));
            self.line(&line);
            self.line("L[lid] = 3;");
            return;
        }
        if !self.safe {
            let off = self.rng.below(u64::from(self.ls).min(3));
            let line = format!("__local int *{p} = L + {off};");
            self.line(&line);
            let idx = self.wild_index(Arr::L);
            let line = format!(
                "{p}[({idx}) % {}] = {};",
                self.ls - off as u32,
                self.value(1)
            );
            self.line(&line);
            return;
        }
        match (self.use_of(Arr::L), self.use_of(Arr::A)) {
            (Use::Own, _) => {
                let line = format!("__local int *{p} = L + lid;");
                self.line(&line);
                let v = self.value(1);
                let line = format!("*{p} = {v};");
                self.line(&line);
            }
            (_, Use::Own) => {
                let line = format!("__global int *{p} = A + gid;");
                self.line(&line);
                let v = self.value(1);
                let line = format!("{p}[0] = {v};");
                self.line(&line);
            }
            _ => {
                let off = self.other_index(Arr::L);
                let line = format!("__local int *{p} = L + ({off});");
                self.line(&line);
                let x = self.fresh("x");
                let line = format!("int {x} = *{p};");
                self.line(&line);
                self.vars.push(x);
            }
        }
    }

    fn fence(&mut self) -> &'static str {
        if self.safe {
            "CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE"
        } else {
            self.pick(&[
                "CLK_LOCAL_MEM_FENCE",
                "CLK_GLOBAL_MEM_FENCE",
                "CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE",
            ])
        }
    }

    fn barrier(&mut self) {
        if self.safe && self.depth > 0 {
            // Disciplined kernels keep barriers out of conditionals.
            return self.store();
        }
        if self.mutate("missing-barrier", 2) {
            // The next phase believes a barrier separates it from this one: what this phase
            // owns, it reads as frozen.
            self.line("// (a barrier was here)");
            self.flip_phase();
            let x = self.fresh("x");
            let idx = self.other_index(Arr::L);
            let line = format!("int {x} = L[{idx}];");
            self.line(&line);
            self.vars.push(x);
            return;
        }
        let f = self.fence();
        let line = format!("barrier({f});");
        self.line(&line);
        self.new_phase();
    }

    fn if_stmt(&mut self) {
        let t = self.t;
        let uniform = self.chance(1, 2);
        let cond = if uniform {
            match self.rng.below(3) {
                0 => format!("n > {}", self.rng.below(4)),
                1 => format!("grp == {}", self.rng.below(u64::from(self.g))),
                _ => "n == 2".into(),
            }
        } else {
            match self.rng.below(4) {
                0 => format!("lid < {}", 1 + self.rng.below(u64::from(t))),
                1 => "(lid & 1) == 0".into(),
                2 => format!("gid > {}", self.rng.below(4)),
                _ => format!("{} > {}", self.value(1), self.rng.below(6)),
            }
        };
        let line = format!("if ({cond}) {{");
        self.line(&line);
        self.nested(|g| {
            if !uniform && g.mutate("divergent-barrier", 2) {
                g.line(FULL_BARRIER);
            }
            if !g.safe && g.chance(1, 4) {
                let f = g.fence();
                let line = format!("barrier({f});");
                g.line(&line);
            }
            let n = 1 + g.rng.below(3);
            for _ in 0..n {
                g.stmt();
            }
        });
        if self.chance(1, 2) {
            self.line("} else {");
            self.nested(|g| {
                let n = 1 + g.rng.below(2);
                for _ in 0..n {
                    g.stmt();
                }
            });
        }
        self.line("}");
    }

    fn for_loop(&mut self) {
        let i = self.fresh("i");
        let bound = if self.n_bounded && self.chance(1, 3) {
            "n".to_string()
        } else {
            (1 + self.rng.below(3)).to_string()
        };
        // Disciplined loops with barriers start and end each phase with one.
        let phased = self.depth == 0 && self.chance(1, 2);
        if phased {
            if !self.mutate("missing-barrier", 3) {
                self.line(FULL_BARRIER);
                self.new_phase();
            } else {
                self.line("// (a barrier was here)");
                self.flip_phase();
            }
        }
        let line = format!("for (int {i} = 0; {i} < {bound}; {i}++) {{");
        self.line(&line);
        let carried = !phased && self.mutate("loop-carried", 2);
        self.counters.push(i.clone());
        let was = self.in_loop;
        self.in_loop = true;
        let t = self.t;
        self.nested(|g| {
            if carried {
                let line = format!("L[lid] = L[(lid + 1) % {t}] + {i};");
                g.line(&line);
            }
            let n = 1 + g.rng.below(3);
            for _ in 0..n {
                g.stmt();
            }
            if phased {
                if !g.mutate("missing-barrier", 2) {
                    g.line(FULL_BARRIER);
                    g.new_phase();
                } else {
                    g.line("// (a barrier was here)");
                    g.flip_phase();
                }
                let n = g.rng.below(3);
                for _ in 0..n {
                    g.stmt();
                }
                g.line(FULL_BARRIER);
            }
        });
        self.in_loop = was;
        self.counters.pop();
        self.line("}");
        if phased {
            self.new_phase();
        }
    }

    /// Generate a nested block: one more indentation and depth, locals declared inside go
    /// out of scope at its end.
    fn nested(&mut self, f: impl FnOnce(&mut Gen)) {
        let (nv, nu) = (self.vars.len(), self.uninit.len());
        self.indent += 1;
        self.depth += 1;
        // Barriers (and so phases) are only at depth 0 or in phased loops: a nested block
        // inherits the phase.
        f(self);
        self.depth -= 1;
        self.indent -= 1;
        self.vars.truncate(nv);
        self.uninit.truncate(nu);
    }
}

/// The OpenCL C name of the integer type of `bits` bits and signedness `signed` (8 to 64).
pub(crate) fn int_type_name(bits: u32, signed: bool) -> &'static str {
    match (bits, signed) {
        (8, true) => "char",
        (8, false) => "uchar",
        (16, true) => "short",
        (16, false) => "ushort",
        (32, true) => "int",
        (32, false) => "uint",
        (64, true) => "long",
        _ => "ulong",
    }
}
