//! One solver check of a lowered kernel and the reports it gives: the back end's verdict
//! turned into GPUVerify's messages, replayed by execution, and the run's exit code.

use std::path::Path;
use std::time::{Duration, Instant};

use ir::Program;

use super::{code, implementations, secs, Run};
use crate::report::{self, Launch};
use crate::{host, verify};

/// The outcome of one Boogie check.
pub(super) enum Checked {
    /// Reported; the exit code.
    Done(i32),
    /// The prover ran out of time; nothing reported yet.
    TimedOut,
}

impl Run<'_> {
    /// The prover ran out of time: report an error an execution of the kernel shows, if any
    /// (see `hunt_by_execution`), else the time-out.
    pub(super) fn report_timeout(&mut self, geometry: &frontend::Geometry, kernel: &str) -> i32 {
        if let Some(code) = self.hunt_by_execution(geometry, kernel) {
            return code;
        }
        self.sum.verdict = "timeout";
        if !self.opts.json {
            let _ = writeln!(
                self.out,
                "{} timed out. Use --timeout=N with N > {} to increase timeout, or --timeout=0 to disable timeout.",
                verify::tool_name(self.opts), self.opts.timeout
            );
        }
        code::TIMEOUT
    }

    /// Run Boogie and report.
    pub(super) fn check(
        &mut self,
        prog: &Program,
        emitted: &verify::Emitted,
        bpl: &Path,
        kernel: &str,
        g: &frontend::Geometry,
        timeout: Option<Duration>,
    ) -> Checked {
        let opts = self.opts;
        let scratch = self.scratch.as_ref().map(|d| d.path().to_path_buf());
        let mut ropts = match verify::run_options(opts, timeout, scratch, host::z3_guard()) {
            Ok(r) => r,
            Err(m) => return Checked::Done(self.config_error(&m)),
        };
        if let verify::RunOptions::Smt(o) = &mut ropts {
            o.final_tactic = self.final_tactic.take();
        }
        if let (verify::RunOptions::Boogie(_), Some(n)) = (&ropts, opts.loop_unwind) {
            if verify::boogie_unroll_count(prog, n).is_none() {
                return Checked::Done(self.config_error(&format!(
                    "--loop-unwind={n} unrolls these loops further than Boogie can; use \
                     --backend=smt2"
                )));
            }
        }
        self.verbose(&ropts.describe(bpl));
        let t = Instant::now();
        let result = verify::verify(prog, emitted, bpl, &ropts);
        if let Err(verify::ToolError::Timeout { .. }) = &result {
            self.sum.solver_secs += secs(t);
        }
        self.sum.timings.push((ropts.tool(), secs(t)));
        let verdict = match result {
            Ok(v) => v,
            Err(verify::ToolError::Missing { tool, hint }) => {
                return Checked::Done(self.config_error(&format!("{tool} was not found: {hint}")));
            }
            Err(verify::ToolError::Timeout { .. }) => return Checked::TimedOut,
            Err(verify::ToolError::Failed { tool, code, output }) => {
                let c = code.map(|c| c.to_string()).unwrap_or_else(|| "none".into());
                return Checked::Done(self.fail(
                    "tool-error",
                    code::TOOL_ERROR,
                    format!("kcc: error: {tool} failed (exit code {c}):\n{output}"),
                ));
            }
            Err(verify::ToolError::Io(m)) => {
                return Checked::Done(self.fail(
                    "tool-error",
                    code::TOOL_ERROR,
                    format!("kcc: error: {m}"),
                ));
            }
        };
        self.sum.solver_secs += verdict.solver_secs;
        self.adopt_houdini(&verdict);
        if opts.infer_info && !opts.json {
            let name = prog.kernel_proc().map_or("kernel", |k| k.name.as_str());
            for r in &verdict.houdini_rounds {
                let _ = writeln!(self.out, "Verifying ${name}");
                // The Boogie GPUVerify runs prints its assignment axiom as `true`.
                let _ = writeln!(self.out, "Houdini assignment axiom: true");
                for i in &r.removed {
                    let _ = writeln!(self.out, "Removing _b{i}");
                }
            }
            for s in &verdict.houdini {
                let _ = writeln!(
                    self.out,
                    "Houdini: {}: {} of {} candidates proved",
                    s.tag, s.proved, s.proposed
                );
            }
            if opts.verbose {
                // Named as `--emit=ir` names the invariants, to find them there.
                for (id, tag) in &verdict.refuted {
                    let _ = writeln!(self.out, "Houdini: refuted {id} [{tag}]");
                }
            }
        }
        let launch = Launch {
            local_dims: g.local_dims,
            grid_dims: g.grid_dims,
            local_size: g.local_size,
        };
        let mut reports = Vec::new();
        let mut failures = Vec::new();
        for f in &verdict.failures {
            let value = |v| f.value(v);
            let cx = report::Ctx {
                prog,
                launch: &launch,
                kernel,
                value: &value,
            };
            if let Some(r) = cx.report(f.assert, f.how) {
                reports.push(r);
                failures.push(f);
            }
        }
        if opts.no_inline {
            // A helper's obligations are checked both where it is called and on its own;
            // one failure is reported once.
            let mut seen = std::collections::HashSet::new();
            let keep: Vec<bool> = reports
                .iter()
                .map(|r| {
                    let headline = r.message.split(" for ").next().unwrap_or(&r.message);
                    let key = match r.kind {
                        "race" => r.text.clone(),
                        _ => format!("{}|{:?}|{headline}", r.kind, r.loc),
                    };
                    seen.insert(key)
                })
                .collect();
            let mut it = keep.iter();
            reports.retain(|_| *it.next().unwrap_or(&true));
            let mut it = keep.iter();
            failures.retain(|_| *it.next().unwrap_or(&true));
        }
        if let Some(n) = opts.error_limit {
            reports.truncate(n.max(1) as usize);
            failures.truncate(n.max(1) as usize);
        }
        for (r, f) in reports.iter_mut().zip(&failures) {
            self.replay(r, f, prog, g);
            if opts.display_loop_abstractions {
                let maintained = r.kind == "invariant-maintained";
                r.text
                    .push_str(&crate::loop_trace::summary(prog, f.assert, maintained));
            }
        }
        if opts.k_induction_depth > 0 && !reports.is_empty() {
            // Plain induction proves less than k-induction: a report it makes may be one
            // k-induction would not make. Only reports an execution confirms are certain.
            reports.retain(|r| r.confirmed == Some(true));
            if reports.is_empty() {
                return Checked::Done(self.fail(
                    "unsupported",
                    code::UNSUPPORTED,
                    format!(
                        "kcc: error: unsupported: --k-induction-depth={}: plain induction does not prove {kernel} and no execution shows an error; k-induction itself is not implemented",
                        opts.k_induction_depth
                    ),
                ));
            }
        }
        // Only races and divergence no execution confirms: a failing assertion or a user
        // invariant that is not inductive is an error of its own, which GPUVerify reports.
        let refutable = !reports.is_empty()
            && !verdict.inconclusive
            && reports.iter().all(|r| {
                r.confirmed != Some(true) && matches!(r.kind, "race" | "barrier-divergence")
            });
        if refutable && self.try_unrolled(emitted) {
            return Checked::Done(self.report_verified(prog, kernel));
        }
        for r in &reports {
            let _ = write!(self.err, "{}", r.text);
        }
        let n = reports.len();
        let unexplained = n == 0 && !verdict.failures.is_empty();
        self.sum.errors = reports;
        if verdict.inconclusive {
            if !opts.json && !opts.silent {
                let s = if n == 1 { "" } else { "s" };
                let _ = writeln!(self.out, "GPUVerify kernel analyser finished with 0 verified, {n} error{s}, 1 inconclusive");
            }
            self.sum.verdict = "inconclusive";
            return Checked::Done(code::TOOL_ERROR);
        }
        if unexplained {
            return Checked::Done(
                self.fail(
                    "internal-error",
                    code::INTERNAL_ERROR,
                    "kcc: internal error: Boogie reported failures that map to no proof obligation"
                        .into(),
                ),
            );
        }
        if n > 0 {
            if !opts.json {
                let s = if n == 1 { "" } else { "s" };
                let _ = writeln!(
                    self.out,
                    "GPUVerify kernel analyser finished with {} verified, {n} error{s}",
                    implementations(prog).saturating_sub(n)
                );
            }
            self.sum.verdict = "errors";
            return Checked::Done(code::NOT_ALL_VERIFIED);
        }
        Checked::Done(self.report_verified(prog, kernel))
    }
}
