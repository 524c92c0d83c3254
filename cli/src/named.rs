//! Kernels with PTX named barriers: run `interp::named::check` on the launch geometry and
//! render what it finds in GPUVerify's report formats (races as the passes' race reports,
//! deadlocks and unsafe barrier recycling at the barrier with the warps involved).

use std::fmt::Write as _;

use ir::{Diagnostic, Origin, Program};

use crate::render;
use crate::report::Report;

const DASHES: &str = "--------------------";

/// What the check concluded.
pub enum Named {
    /// Exit 5: the rendered diagnostic.
    Refused(String),
    /// Exit 6: the reports.
    Errors(Vec<Report>),
    /// Exit 0: the number of blocks and of threads per block checked.
    Verified { groups: u64, threads: u64 },
}

struct Ctx<'a> {
    prog: &'a Program,
    g: &'a frontend::Geometry,
    kernel: &'a str,
}

impl Ctx<'_> {
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

    fn tuple(v: &[u32], n: usize) -> String {
        let v: Vec<String> = v[..n.clamp(1, 3)].iter().map(|x| x.to_string()).collect();
        if v.len() == 1 {
            v[0].clone()
        } else {
            format!("({})", v.join(", "))
        }
    }

    fn block(&self, group: [u32; 3]) -> String {
        let w = Self::tuple(&group, self.g.grid_dims);
        if self.prog.cuda {
            format!("thread block {w}")
        } else {
            format!("work group {w}")
        }
    }

    /// GPUVerify's description of a thread.
    fn thread(&self, t: interp::ThreadId) -> String {
        let mut global = [0u32; 3];
        for (d, x) in global.iter_mut().enumerate() {
            let size = self.g.local_size[d].unwrap_or(1) as u32;
            *x = t.group[d].wrapping_mul(size).wrapping_add(t.local[d]);
        }
        let l = Self::tuple(&t.local, self.g.local_dims);
        let gl = Self::tuple(&global, self.g.local_dims);
        if self.prog.cuda {
            format!("thread {l} in {} (global id {gl})", self.block(t.group))
        } else {
            format!(
                "work item {gl} with local id {l} in {}",
                self.block(t.group)
            )
        }
    }

    fn report(&self, kind: &'static str, message: String, origin: &Origin, body: String) -> Report {
        let at = self
            .site(origin)
            .map(|(l, _)| l)
            .unwrap_or_else(|| self.kernel.to_string());
        let code = self
            .site(origin)
            .map(|(_, c)| format!("{c}\n"))
            .unwrap_or_default();
        Report {
            text: format!("{DASHES}\n{at}: error: {message}\n{code}{body}\n"),
            kind,
            loc: self.loc_tuple(origin),
            message,
            confirmed: None,
            outside: false,
        }
    }

    fn race(&self, f: &interp::Finding) -> Option<Report> {
        let interp::FindingKind::Race {
            array,
            index,
            first,
            second,
            ..
        } = &f.kind
        else {
            return None;
        };
        let rk = ir::RaceKind {
            first: first.kind,
            second: second.kind,
        };
        let cell = i64::try_from(*index).unwrap_or(i64::MAX);
        let (element, _) = crate::report::element(&self.prog.arrays[*array], cell);
        let message = format!("possible {} race on {element}", rk.name());
        let file = self
            .loc_tuple(&second.origin)
            .map(|l| l.0)
            .unwrap_or_else(|| self.kernel.to_string());
        let mut text = format!("{DASHES}\n{file}: error: {message}:\n\n");
        for a in [second, first] {
            let _ = write!(text, "{} by {}, ", a.kind.word(), self.thread(a.thread));
            match self.site(&a.origin) {
                Some((l, c)) => {
                    let _ = write!(text, "{l}:\n{c}\n\n");
                }
                None => text.push_str("from external source location\n\n"),
            }
        }
        Some(Report {
            text,
            kind: "race",
            loc: self.loc_tuple(&second.origin),
            message,
            confirmed: None,
            outside: false,
        })
    }

    fn finding(&self, f: &interp::Finding) -> Report {
        if let Some(r) = self.race(f) {
            return r;
        }
        let who = f
            .threads
            .first()
            .map(|t| self.thread(*t))
            .unwrap_or_default();
        let (kind, message) = match &f.kind {
            interp::FindingKind::AssertFail { kind, .. } => match kind {
                ir::AssertKind::Invariant { .. } => (
                    "invariant",
                    format!("loop invariant might not hold for {who}"),
                ),
                _ => (
                    "assertion",
                    format!("this assertion might not hold for {who}"),
                ),
            },
            interp::FindingKind::OutOfBounds { array, .. } => (
                "array-bounds",
                format!(
                    "possible array out-of-bounds access on array {} by {who}",
                    self.prog.arrays[*array].name
                ),
            ),
            interp::FindingKind::DivByZero => (
                "division-by-zero",
                format!("possible division by zero for {who}"),
            ),
            interp::FindingKind::ConstantWrite { .. } => (
                "constant-write",
                "possible attempt to modify constant memory".into(),
            ),
            interp::FindingKind::Divergence { .. } => (
                "barrier-divergence",
                "barrier may be reached by non-uniform control flow".into(),
            ),
            _ => ("error", format!("{} for {who}", f.kind.name())),
        };
        self.report(kind, message, &f.origin, String::new())
    }

    fn barrier(&self, e: &interp::named::BarrierError) -> Report {
        let warps: Vec<String> = e.warps.iter().map(|w| w.to_string()).collect();
        let word = e.role;
        let body = format!(
            "note: warp{} {} of {} ({word})\n",
            if warps.len() == 1 { "" } else { "s" },
            warps.join(", "),
            self.block(e.group)
        );
        self.report(e.kind, e.message.clone(), &e.origin, body)
    }
}

/// Render findings of a run of the interpreter on the launch `g` in GPUVerify's formats.
pub fn render_findings(
    prog: &Program,
    g: &frontend::Geometry,
    kernel: &str,
    findings: &[&interp::Finding],
) -> Vec<Report> {
    let cx = Ctx { prog, g, kernel };
    findings.iter().map(|f| cx.finding(f)).collect()
}

/// Check a kernel containing named barriers for the launch `g`.
pub fn check(prog: &Program, g: &frontend::Geometry, kernel: &str) -> Named {
    let refuse = |msg: String, origin: Option<Origin>| {
        let d = Diagnostic::error(
            "unsupported",
            format!("unsupported: {msg}"),
            origin.and_then(|o| o.span()),
        );
        Named::Refused(render::diagnostic(&prog.sources, &d, kernel))
    };
    let Some(launch) = crate::replay::launch_of(g).filter(|_| !g.symbolic) else {
        return refuse(
            "named barriers without launch sizes (the check executes every thread of a given launch: give --blockDim and --gridDim, or --local_size and --num_groups)".into(),
            None,
        );
    };
    let cx = Ctx { prog, g, kernel };
    match interp::named::check(prog, &launch) {
        interp::named::NamedOutcome::Refused { message, origin } => refuse(message, origin),
        interp::named::NamedOutcome::Checked { findings, barriers } => {
            let mut reports: Vec<Report> = barriers.iter().map(|e| cx.barrier(e)).collect();
            reports.extend(findings.iter().map(|f| cx.finding(f)));
            if reports.is_empty() {
                Named::Verified {
                    groups: launch.running_groups(),
                    threads: launch.group_threads(),
                }
            } else {
                Named::Errors(reports)
            }
        }
    }
}
