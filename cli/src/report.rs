//! GPUVerify-format error reports for failed proof obligations: races, barrier divergence,
//! assertions, invariants, contracts, with the two threads and the racy element recovered from
//! the counterexample.

use std::fmt::Write as _;

use ir::{
    AccessKind, AssertId, AssertKind, Dim, Origin, Program, Special, Thread, Type, VarId, VarRole,
};

use crate::render;
use crate::verify::How;

/// What the reports need to know about the launch: how many dimensions were given on the
/// command line and the fixed group sizes.
#[derive(Clone, Debug)]
pub struct Launch {
    /// Dimensions of the group size as given.
    pub local_dims: usize,
    /// Dimensions of the grid as given.
    pub grid_dims: usize,
    /// Threads per group, `None` when unconstrained.
    pub local_size: [Option<u64>; 3],
}

/// One rendered report, with a summary for machine-readable output.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The GPUVerify-format text for stderr (starting with the dash row).
    pub text: String,
    /// A short kind: `race`, `barrier-divergence`, `assertion`, ...
    pub kind: &'static str,
    /// The main location `(file, line, col)`, if known.
    pub loc: Option<(String, u32, u32)>,
    /// The headline message.
    pub message: String,
    /// Whether replaying the counterexample on the interpreter reproduced the error (`None`
    /// when it was not replayed).
    pub confirmed: Option<bool>,
    /// True when the element a race report names lies outside the array: the counterexample's
    /// offset comes from an abstraction (a value havocked at a loop or a barrier), not from an
    /// execution.
    pub outside: bool,
}

/// Everything needed to write reports for one counterexample.
pub struct Ctx<'a> {
    /// The two-thread program that was verified.
    pub prog: &'a Program,
    /// The launch geometry.
    pub launch: &'a Launch,
    /// The kernel path as given (for reports without a position).
    pub kernel: &'a str,
    /// Model values of the counterexample.
    pub value: &'a dyn Fn(VarId) -> Option<u128>,
}

const DASHES: &str = "--------------------";

impl Ctx<'_> {
    /// The thread-`t` copy of a variable (the variable itself when it has no copies).
    fn copy(&self, v: VarId, t: Thread) -> VarId {
        match self.prog.vars[v].copies {
            Some(c) => c[t.number() as usize - 1],
            None => v,
        }
    }

    fn special_value(&self, s: Special, t: Thread) -> Option<u128> {
        let v = self.prog.find_special(s)?;
        (self.value)(self.copy(v, t))
    }

    fn tuple(vals: &[String], spaces: bool) -> String {
        if vals.len() == 1 {
            vals[0].clone()
        } else {
            format!("({})", vals.join(if spaces { ", " } else { "," }))
        }
    }

    /// GPUVerify's description of thread `t`.
    pub fn thread(&self, t: Thread, spaces: bool) -> String {
        let ld = self.launch.local_dims.clamp(1, 3);
        let gd = self.launch.grid_dims.clamp(1, 3);
        let mut l = Vec::new();
        let mut w = Vec::new();
        let mut g = Vec::new();
        for d in Dim::ALL {
            let lv = self.special_value(Special::LocalId(d), t).unwrap_or(0);
            let wv = self.special_value(Special::GroupId(d), t).unwrap_or(0);
            let size = self.launch.local_size[d.index()]
                .map(u128::from)
                .or_else(|| self.special_value(Special::GroupSize(d), t));
            l.push(lv.to_string());
            w.push(wv.to_string());
            g.push(match size {
                Some(s) => (wv.wrapping_mul(s).wrapping_add(lv) & 0xffff_ffff).to_string(),
                None => "?".to_string(),
            });
        }
        let (l, w, g) = (
            Self::tuple(&l[..ld], spaces),
            Self::tuple(&w[..gd], spaces),
            Self::tuple(&g[..ld], spaces),
        );
        if self.prog.cuda {
            format!("thread {l} in thread block {w} (global id {g})")
        } else {
            format!("work item {g} with local id {l} in work group {w}")
        }
    }

    /// The lane of thread `t` in its warp of `warp` threads (flattened local id modulo
    /// `warp`), when the group size is known.
    fn lane(&self, t: Thread, warp: u32) -> Option<u128> {
        let mut flat = 0u128;
        let mut scale = 1u128;
        for d in Dim::ALL {
            let lid = self.special_value(Special::LocalId(d), t).unwrap_or(0);
            flat += lid * scale;
            let size = self.launch.local_size[d.index()]
                .map(u128::from)
                .or_else(|| self.special_value(Special::GroupSize(d), t))?;
            scale = scale.checked_mul(size)?;
        }
        Some(flat % u128::from(warp.max(1)))
    }

    /// The warning for a failed bank-conflict obligation: `<loc>: warning: possible bank
    /// conflict on array A: lanes 1 and 17 of a warp access bank 1 at different words`, with
    /// the code line (`error:` instead of `warning:` when conflicts are errors).
    pub fn bank_conflict(&self, id: AssertId, warp: u32, as_error: bool) -> Option<String> {
        let info = &self.prog.asserts[id];
        let AssertKind::BankConflict { array } = info.kind else {
            return None;
        };
        let (at, code) = self
            .site(&info.origin)
            .unwrap_or_else(|| (self.kernel.to_string(), String::new()));
        let lanes = match (self.lane(Thread::One, warp), self.lane(Thread::Two, warp)) {
            (Some(a), Some(b)) => format!("lanes {a} and {b}"),
            _ => "two lanes".to_string(),
        };
        let bank = self
            .ghost(None, "WATCHED_BANK")
            .and_then(|v| (self.value)(v))
            .map_or(String::new(), |b| format!(" {b}"));
        let level = if as_error { "error" } else { "warning" };
        Some(format!(
            "{at}: {level}: possible bank conflict on array {}: {lanes} of a warp access bank{bank} at different words\n{code}\n",
            self.prog.arrays[array].name
        ))
    }

    /// `file:line:col` and the code line of an origin, if it points into a known file.
    fn site(&self, o: &Origin) -> Option<(String, String)> {
        let sp = o.span().filter(|s| render::known(&self.prog.sources, *s))?;
        Some((
            render::loc(&self.prog.sources, sp),
            render::code_line(&self.prog.sources, sp),
        ))
    }

    fn loc_tuple(&self, o: &Origin) -> Option<(String, u32, u32)> {
        let sp = o.span().filter(|s| render::known(&self.prog.sources, *s))?;
        let (f, l, c) = self.prog.sources.location(sp);
        Some((f.to_string(), l, c))
    }

    fn ghost(&self, array: Option<ir::ArrayId>, what: &str) -> Option<VarId> {
        self.prog.vars.iter().find_map(|(id, v)| match &v.role {
            VarRole::RaceGhost { array: a, what: w } if *a == array && w == what => Some(id),
            _ => None,
        })
    }

    /// `A[3]`, `B[1][2]`, with byte suffixes when the array is modelled per byte.
    /// The watched element of `array` in the counterexample, and whether it lies outside the
    /// array's declared size.
    fn access(&self, array: ir::ArrayId) -> (String, bool) {
        let a = &self.prog.arrays[array];
        let Some(off_var) = self.ghost(None, "WATCHED_OFFSET") else {
            return (a.name.clone(), false);
        };
        let Some(raw) = (self.value)(off_var) else {
            return (a.name.clone(), false);
        };
        let width = match self.prog.vars[off_var].ty {
            Type::Bv(w) => w.clamp(1, 64),
            Type::Bool => 1,
        };
        let raw = (raw & ((1u128 << width) - 1)) as u64;
        let offset = if width < 64 && raw >> (width - 1) & 1 == 1 {
            raw as i64 - (1i64 << width)
        } else {
            raw as i64
        };
        element(a, offset)
    }

    /// The sites thread 1's access may come from: the access site recorded in the
    /// `<KIND>_SOURCE` ghost when the counterexample gives a site of the right array and kind
    /// (a site logged before a loop head may be abstracted away), else every access site of
    /// that kind to the array, as GPUVerify lists "possible sources".
    fn first_sites(&self, array: ir::ArrayId, first: AccessKind) -> Vec<(String, String)> {
        let is_site = |k: &AssertKind| matches!(k, AssertKind::AccessSite { array: b, kind } if *b == array && *kind == first);
        if let Some(v) = self.ghost(Some(array), &format!("{}_SOURCE", first.upper())) {
            if let Some(idx) = (self.value)(v) {
                if let Some(site) = usize::try_from(idx)
                    .ok()
                    .filter(|i| *i < self.prog.asserts.len())
                    .map(|i| &self.prog.asserts[AssertId(i as u32)])
                    .filter(|a| is_site(&a.kind))
                    .and_then(|a| self.site(&a.origin))
                {
                    return vec![site];
                }
            }
        }
        let has_sites = self.prog.asserts.iter().any(|(_, a)| is_site(&a.kind));
        let mut spans: Vec<ir::Span> = self
            .prog
            .asserts
            .iter()
            .filter_map(|(_, a)| match a.kind {
                AssertKind::AccessSite { .. } if is_site(&a.kind) => a.origin.span(),
                AssertKind::Race { array: b, kind }
                    if !has_sites && b == array && kind.second == first =>
                {
                    a.origin.span()
                }
                _ => None,
            })
            .filter(|s| render::known(&self.prog.sources, *s))
            .collect();
        spans.sort_by_key(|s| (s.file, s.lo));
        let mut sites: Vec<(String, String)> = Vec::new();
        for sp in spans {
            let site = (
                render::loc(&self.prog.sources, sp),
                render::code_line(&self.prog.sources, sp),
            );
            if !sites.contains(&site) {
                sites.push(site);
            }
        }
        sites
    }

    fn params(&self) -> String {
        let Some(k) = self.prog.kernel_proc() else {
            return String::new();
        };
        let mut lines = String::new();
        for &p in &k.params {
            let v = &self.prog.vars[p];
            match v.copies {
                None => {
                    if let Some(x) = (self.value)(p) {
                        let _ = writeln!(lines, " {} = {x}", v.name);
                    }
                }
                Some(c) => {
                    for t in Thread::BOTH {
                        if let Some(x) = (self.value)(c[t.number() as usize - 1]) {
                            let _ =
                                writeln!(lines, " {} = {x} ({})", v.name, self.thread(t, false));
                        }
                    }
                }
            }
        }
        if lines.is_empty() {
            return lines;
        }
        format!("Bitwise values of parameters of '{}':\n{lines}\n", k.name)
    }

    /// The report for a failed obligation, or `None` for obligations that are not errors
    /// (candidate invariants).
    pub fn report(&self, id: AssertId, how: How) -> Option<Report> {
        let info = self
            .prog
            .asserts
            .ids()
            .any(|i| i == id)
            .then(|| &self.prog.asserts[id])?;
        if info.candidate {
            return None;
        }
        let t = info.thread.unwrap_or(Thread::One);
        let site = self.site(&info.origin);
        let loc = self.loc_tuple(&info.origin);
        let at = site
            .as_ref()
            .map(|(l, _)| l.clone())
            .unwrap_or_else(|| self.kernel.to_string());
        let code = site
            .as_ref()
            .map(|(_, c)| format!("{c}\n"))
            .unwrap_or_default();
        let mut text = String::from(DASHES);
        let (kind, message): (&'static str, String);
        let mut outside = false;
        match &info.kind {
            AssertKind::Race { array, kind: rk } => {
                kind = "race";
                let (element, off) = self.access(*array);
                outside = off;
                message = format!("possible {} race on {element}", rk.name());
                let file = loc
                    .as_ref()
                    .map(|l| l.0.clone())
                    .unwrap_or_else(|| self.kernel.to_string());
                let _ = write!(text, "\n{file}: error: {message}:\n\n");
                let _ = write!(
                    text,
                    "{} by {}, ",
                    rk.second.word(),
                    self.thread(Thread::Two, true)
                );
                match &site {
                    Some((l, c)) => {
                        let _ = write!(text, "{l}:\n{c}\n\n");
                    }
                    None => text.push_str("from external source location\n\n"),
                }
                let _ = write!(
                    text,
                    "{} by {}, ",
                    rk.first.word(),
                    self.thread(Thread::One, true)
                );
                let sites = self.first_sites(*array, rk.first);
                match sites.as_slice() {
                    [] => text.push_str("from external source location\n\n"),
                    [(l, c)] => {
                        let _ = write!(text, "{l}:\n{c}\n\n");
                    }
                    many => {
                        text.push_str("possible sources are:\n");
                        for (l, c) in many {
                            let _ = write!(text, "{l}:\n{c}\n\n");
                        }
                    }
                }
            }
            AssertKind::BarrierDivergence => {
                kind = "barrier-divergence";
                message = "barrier may be reached by non-uniform control flow".into();
                let _ = write!(text, "\n{at}: error: {message}\n{code}\n");
            }
            AssertKind::Collective { name, mask } => {
                kind = "collective-divergence";
                let who = match (mask, self.prog.cuda) {
                    (Some(_), _) => "a lane its mask names",
                    (None, true) => "a thread of the block",
                    (None, false) => "a work-item of the work group",
                };
                message = format!(
                    "'{name}' may be reached by non-uniform control flow ({who} does not reach it)"
                );
                let _ = write!(text, "\n{at}: error: {message}\n{code}\n");
            }
            AssertKind::UniformArguments { name } => {
                kind = "nonuniform-arguments";
                let who = if self.prog.cuda {
                    "threads of a block"
                } else {
                    "work-items of a work group"
                };
                message =
                    format!("'{name}' may be called with arguments that differ between {who}");
                let _ = write!(text, "\n{at}: error: {message}\n{code}\n");
            }
            AssertKind::Precondition { clause } => {
                kind = "precondition";
                message = "a precondition for this call might not hold".into();
                let _ = write!(text, "\n{at}: error: {message}\n{code}\n");
                if let Some((l, c)) = self.site(clause) {
                    let _ = write!(
                        text,
                        "{l}: note: this is the precondition that might not hold\n{c}\n\n"
                    );
                }
            }
            AssertKind::Postcondition => {
                kind = "postcondition";
                message = "postcondition might not hold on all return paths".into();
                let _ = write!(text, "\n{at}: error: {message}\n{code}\n");
            }
            AssertKind::ArrayBounds { array } => {
                kind = "array-bounds";
                message = format!(
                    "possible array out-of-bounds access on array {} by {}",
                    self.prog.arrays[*array].name,
                    self.thread(t, false)
                );
                let _ = write!(text, "\n{at}: error: {message}:\n{code}\n");
            }
            other => {
                let (k, m) = match other {
                    AssertKind::Invariant { .. } => match how {
                        _ if info.maintained => (
                            "invariant-maintained",
                            "loop invariant might not be maintained by the loop",
                        ),
                        How::InvariantMaintained => (
                            "invariant-maintained",
                            "loop invariant might not be maintained by the loop",
                        ),
                        _ => ("invariant-entry", "loop invariant might not hold on entry"),
                    },
                    AssertKind::BarrierInvariant => {
                        ("barrier-invariant", "this barrier invariant might not hold")
                    }
                    AssertKind::BarrierInvariantAccess => (
                        "barrier-invariant-access",
                        "insufficient permission may be held for evaluation of this barrier invariant",
                    ),
                    AssertKind::DivisionByZero => ("division-by-zero", "possible division by zero"),
                    AssertKind::Overflow => ("overflow", "possible arithmetic overflow"),
                    AssertKind::ConstantWrite => (
                        "constant-write",
                        "possible attempt to modify constant memory",
                    ),
                    AssertKind::NullAccess => ("null-access", "possible null pointer access"),
                    AssertKind::Internal | AssertKind::AccessSite { .. } | AssertKind::BankConflict { .. } => {
                        ("internal", "an internal consistency check might not hold")
                    }
                    _ => ("assertion", "this assertion might not hold"),
                };
                kind = k;
                message = format!("{m} for {}", self.thread(t, true));
                let _ = write!(text, "\n{at}: error: {message}\n{code}\n\n");
            }
        }
        text.push_str(&self.params());
        Some(Report {
            text,
            kind,
            loc,
            message,
            confirmed: None,
            outside,
        })
    }
}

/// The source-level name of cell `offset` (in cells of the array's model element type) of
/// array `a` — `s[3]`, `tile[2][5]`, `buf[7] (byte 2)` — and whether it lies outside the
/// array's declared size.
pub fn element(a: &ir::ArrayData, offset: i64) -> (String, bool) {
    let elem_width = a.elem.width().max(8) as i64;
    let src_bytes = (a.source_elem_width.max(8) / 8) as i64;
    let bytes = offset.saturating_mul(elem_width) / 8;
    let mut elem = bytes.div_euclid(src_bytes);
    let total: Option<i64> = a
        .dims
        .iter()
        .map(|d| d.and_then(|d| i64::try_from(d).ok()))
        .try_fold(1i64, |acc, d| acc.checked_mul(d?));
    let outside = elem < 0 || total.is_some_and(|n| !a.dims.is_empty() && elem >= n);
    let mut s = a.name.clone();
    let inner: Option<Vec<i64>> = a
        .dims
        .iter()
        .skip(1)
        .map(|d| d.map(|d| d.max(1) as i64))
        .collect();
    match inner {
        Some(inner) if !inner.is_empty() => {
            let mut parts = Vec::new();
            for k in 0..=inner.len() {
                let stride: i64 = inner[k..].iter().product();
                parts.push(elem.div_euclid(stride));
                elem = elem.rem_euclid(stride);
            }
            for p in parts {
                let _ = write!(s, "[{p}]");
            }
        }
        _ => {
            let _ = write!(s, "[{elem}]");
        }
    }
    if elem_width != src_bytes * 8 {
        let k = bytes.rem_euclid(src_bytes);
        if elem_width == 8 {
            let _ = write!(s, " (byte {k})");
        } else {
            let _ = write!(s, " (bytes {k}..{})", k + elem_width / 8 - 1);
        }
    }
    (s, outside)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::{ArrayData, MemSpace, RaceKind, Span, VarScope};
    use std::collections::HashMap;

    const SRC: &str = "__kernel void k(__local int *A, __global int *b) {\n  A[get_local_id(0)] = get_local_id(0);\n  barrier(CLK_LOCAL_MEM_FENCE);\n  b[get_local_id(0)] = A[3];\n}\n";

    fn span_of(needle: &str) -> Span {
        let lo = SRC.find(needle).unwrap() as u32;
        Span {
            file: ir::FileId(0),
            lo,
            hi: lo + needle.len() as u32,
        }
    }

    /// A two-thread program with the special variables, one array, a race ghost and two asserts.
    fn program(cuda: bool) -> (Program, HashMap<VarId, u128>, AssertId) {
        let mut p = Program {
            cuda,
            ..Program::default()
        };
        p.sources.add("kernel.cl".into(), SRC.into());
        let mut vals = HashMap::new();
        for d in Dim::ALL {
            for (s, v1, v2) in [
                (Special::LocalId(d), 3u128, 5u128),
                (Special::GroupId(d), 0, 0),
            ] {
                let v = p.special(s);
                let c1 = p.new_var(
                    s.name(),
                    Type::Bv(32),
                    VarScope::Global,
                    VarRole::Special(s),
                    Origin::Synthetic("t"),
                );
                let c2 = p.new_var(
                    s.name(),
                    Type::Bv(32),
                    VarScope::Global,
                    VarRole::Special(s),
                    Origin::Synthetic("t"),
                );
                p.vars[v].copies = Some([c1, c2]);
                let (v1, v2) = if d == Dim::X { (v1, v2) } else { (0, 0) };
                vals.insert(c1, v1);
                vals.insert(c2, v2);
            }
        }
        let a = p.arrays.push(ArrayData {
            name: "A".into(),
            space: MemSpace::Shared,
            elem: Type::Bv(32),
            source_elem_width: 32,
            dims: vec![None],
            origin: Origin::Synthetic("t"),
            thread: None,
            copies: None,
            is_param: true,
            values_taken: None,
            ghost: false,
        });
        let off = p.new_var(
            "off",
            Type::Bv(32),
            VarScope::Global,
            VarRole::RaceGhost {
                array: None,
                what: "WATCHED_OFFSET".into(),
            },
            Origin::Synthetic("t"),
        );
        vals.insert(off, 3);
        let write = p.new_assert(
            AssertKind::Race {
                array: a,
                kind: RaceKind {
                    first: AccessKind::Write,
                    second: AccessKind::Write,
                },
            },
            Origin::Source(span_of("A[get_local_id(0)] =")),
        );
        let src = p.new_var(
            "ws",
            Type::Bv(32),
            VarScope::Global,
            VarRole::RaceGhost {
                array: Some(a),
                what: "WRITE_SOURCE".into(),
            },
            Origin::Synthetic("t"),
        );
        vals.insert(src, write.0 as u128);
        let read = p.new_assert(
            AssertKind::Race {
                array: a,
                kind: RaceKind {
                    first: AccessKind::Write,
                    second: AccessKind::Read,
                },
            },
            Origin::Source(span_of("b[get_local_id(0)] = A[3]")),
        );
        p.asserts[read].thread = Some(Thread::Two);
        (p, vals, read)
    }

    fn launch(dims: usize) -> Launch {
        Launch {
            local_dims: dims,
            grid_dims: dims,
            local_size: [Some(16), Some(1), Some(1)],
        }
    }

    #[test]
    fn race_opencl() {
        let (p, vals, read) = program(false);
        let l = launch(1);
        let f = |v: VarId| vals.get(&v).copied();
        let cx = Ctx {
            prog: &p,
            launch: &l,
            kernel: "kernel.cl",
            value: &f,
        };
        let r = cx.report(read, How::Assert).unwrap();
        assert_eq!(
            r.text,
            "--------------------\nkernel.cl: error: possible write-read race on A[3]:\n\n\
             Read by work item 5 with local id 5 in work group 0, kernel.cl:4:3:\n  b[get_local_id(0)] = A[3];\n\n\
             Write by work item 3 with local id 3 in work group 0, kernel.cl:2:3:\n  A[get_local_id(0)] = get_local_id(0);\n\n"
        );
        assert_eq!(r.kind, "race");
        assert_eq!(r.loc, Some(("kernel.cl".into(), 4, 3)));
    }

    #[test]
    fn race_cuda_2d_sites() {
        let (mut p, mut vals, read) = program(true);
        // Forget thread 1's site.
        let src = p.vars.iter().find(|(_, v)| v.name == "ws").unwrap().0;
        vals.remove(&src);
        p.arrays[ir::ArrayId(0)].dims = vec![None, Some(2)];
        let l = launch(2);
        let f = |v: VarId| vals.get(&v).copied();
        let cx = Ctx {
            prog: &p,
            launch: &l,
            kernel: "kernel.cu",
            value: &f,
        };
        let r = cx.report(read, How::Assert).unwrap();
        assert!(
            r.text.contains("possible write-read race on A[1][1]:"),
            "{}",
            r.text
        );
        assert!(
            r.text.contains(
                "Read by thread (5, 0) in thread block (0, 0) (global id (5, 0)), kernel.cl:4:3:"
            ),
            "{}",
            r.text
        );
        assert!(r.text.ends_with("Write by thread (3, 0) in thread block (0, 0) (global id (3, 0)), kernel.cl:2:3:\n  A[get_local_id(0)] = get_local_id(0);\n\n"), "{}", r.text);
        // No atomic access to A anywhere: thread 1's site is unknown.
        let at = p.asserts[read].origin;
        let ar = p.new_assert(
            AssertKind::Race {
                array: ir::ArrayId(0),
                kind: RaceKind {
                    first: AccessKind::Atomic,
                    second: AccessKind::Read,
                },
            },
            at,
        );
        let cx = Ctx {
            prog: &p,
            launch: &l,
            kernel: "kernel.cu",
            value: &f,
        };
        let r = cx.report(ar, How::Assert).unwrap();
        assert!(
            r.text.contains("possible atomic-read race on A[1][1]:"),
            "{}",
            r.text
        );
        assert!(r.text.ends_with("Atomic by thread (3, 0) in thread block (0, 0) (global id (3, 0)), from external source location\n\n"), "{}", r.text);
    }

    #[test]
    fn assertion_barrier_invariant() {
        let (mut p, vals, _) = program(false);
        let at = Origin::Source(span_of("barrier("));
        let b = p.new_assert(AssertKind::BarrierDivergence, at);
        let u = p.new_assert(AssertKind::User, at);
        p.asserts[u].thread = Some(Thread::Two);
        let i = p.new_assert(AssertKind::Invariant { tag: None }, at);
        let c = p.new_assert(
            AssertKind::Invariant {
                tag: Some("pow2".into()),
            },
            at,
        );
        p.asserts[c].candidate = true;
        let l = launch(1);
        let f = |v: VarId| vals.get(&v).copied();
        let cx = Ctx {
            prog: &p,
            launch: &l,
            kernel: "kernel.cl",
            value: &f,
        };
        assert_eq!(
            cx.report(b, How::Precondition).unwrap().text,
            "--------------------\nkernel.cl:3:3: error: barrier may be reached by non-uniform control flow\n  barrier(CLK_LOCAL_MEM_FENCE);\n\n"
        );
        assert_eq!(
            cx.report(u, How::Assert).unwrap().text,
            "--------------------\nkernel.cl:3:3: error: this assertion might not hold for work item 5 with local id 5 in work group 0\n  barrier(CLK_LOCAL_MEM_FENCE);\n\n\n"
        );
        assert!(cx
            .report(i, How::InvariantMaintained)
            .unwrap()
            .text
            .contains("error: loop invariant might not be maintained by the loop for work item 3"));
        assert!(cx
            .report(i, How::InvariantEntry)
            .unwrap()
            .text
            .contains("error: loop invariant might not hold on entry for"));
        assert_eq!(cx.report(c, How::InvariantEntry), None);
    }

    #[test]
    fn precondition_note() {
        let (mut p, vals, _) = program(false);
        let call = Origin::Source(span_of("b[get_local_id(0)]"));
        let clause = Origin::Source(span_of("A[get_local_id(0)] ="));
        let pre = p.new_assert(AssertKind::Precondition { clause }, call);
        let l = launch(1);
        let f = |v: VarId| vals.get(&v).copied();
        let cx = Ctx {
            prog: &p,
            launch: &l,
            kernel: "kernel.cl",
            value: &f,
        };
        assert_eq!(
            cx.report(pre, How::Precondition).unwrap().text,
            "--------------------\nkernel.cl:4:3: error: a precondition for this call might not hold\n  b[get_local_id(0)] = A[3];\n\n\
             kernel.cl:2:3: note: this is the precondition that might not hold\n  A[get_local_id(0)] = get_local_id(0);\n\n"
        );
    }
}
