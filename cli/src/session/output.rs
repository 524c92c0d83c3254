//! What a run prints at its end: the verified summary, the pipeline listing and the JSON
//! summary.

use super::*;

impl Run<'_> {
    pub(super) fn report_verified(&mut self, prog: &Program, kernel: &str) -> i32 {
        let opts = self.opts;
        self.sum.verdict = "verified";
        if !opts.json && !opts.silent {
            let groups = if prog.cuda {
                "thread blocks"
            } else {
                "work groups"
            };
            let mut s = format!(
                "GPUVerify kernel analyser finished with {} verified, 0 errors\n",
                implementations(prog)
            );
            if let Some(n) = opts.loop_unwind {
                // GPUVerify's bug-finding mode: nothing is proved, so nothing is "verified".
                s.push_str(&format!(
                    "No defects were found while analysing: {kernel}\nNotes:\n\
                     - Use --loop-unwind=N with N > {n} to search for deeper bugs.\n\
                     - Re-run in verification mode to try to prove absence of defects.\n"
                ));
                let _ = write!(self.out, "{s}");
                return code::SUCCESS;
            }
            s.push_str(&format!("Verified: {kernel}\n"));
            if !opts.only_divergence {
                s.push_str(&format!("- no data races within {groups}\n"));
                if !opts.only_intra_group {
                    s.push_str(&format!("- no data races between {groups}\n"));
                }
            }
            s.push_str("- no barrier divergence\n- no assertion failures\n");
            if let (Some(0), Some(banks)) = (self.bank_conflicts, opts.bank_conflicts) {
                s.push_str(&format!(
                    "- no shared-memory bank conflicts ({banks} banks)\n"
                ));
            }
            if opts.check_array_bounds {
                s.push_str("- no out-of-bounds array accesses (for arrays where size information is available)\n");
            }
            if opts.arith.div_by_zero {
                s.push_str("- no division by zero\n");
            }
            match opts.arith.overflow {
                frontend::Overflow::Wrap => {}
                frontend::Overflow::CheckSigned => {
                    s.push_str("- no signed integer overflow\n");
                }
                frontend::Overflow::CheckAll => {
                    s.push_str("- no integer overflow or wrap-around\n");
                }
                frontend::Overflow::Assume => {
                    s.push_str(
                        "(assuming no integer arithmetic wraps around: --assume-no-overflow)\n",
                    );
                }
            }
            if opts.local_size.is_none() && opts.num_groups.is_none() && opts.global_size.is_none()
            {
                s.push_str("(for every launch size with fewer than 2^32 threads in each dimension: no launch sizes were given)\n");
                let unused: Vec<&str> = ["x", "y", "z"]
                    .into_iter()
                    .zip(self.dims_launched)
                    .filter(|(_, u)| !u)
                    .map(|(d, _)| d)
                    .collect();
                if !unused.is_empty() {
                    s.push_str(&format!(
                        "(with one thread and one group in dimension{} {}, which the kernel does not use)\n",
                        if unused.len() == 1 { "" } else { "s" },
                        unused.join(" and ")
                    ));
                }
            }
            s.push_str("(but absolutely no warranty provided)\n");
            let _ = write!(self.out, "{s}");
        }
        code::SUCCESS
    }

    pub(super) fn print_pipeline(&mut self, spec: &str) -> i32 {
        let passes = match passes::parse_spec(spec) {
            Ok(p) => p,
            Err(e) => {
                self.sum.verdict = "command-line-error";
                return command_line_error(self.err, &format!("invalid --passes: {e}"));
            }
        };
        let _ = writeln!(self.out, "{spec}");
        for p in &passes {
            let summary = passes::registry()
                .iter()
                .find(|i| i.name == p.name())
                .map(|i| i.summary)
                .unwrap_or("");
            let _ = writeln!(self.out, "  {:<14} {summary}", p.name());
        }
        self.sum.verdict = "stopped";
        code::SUCCESS
    }

    pub(super) fn print_json(&mut self, code: i32) {
        use serde_json::{json, Map, Value};
        let errors: Vec<Value> = self
            .sum
            .errors
            .iter()
            .map(|r| {
                let (file, line, col) = match &r.loc {
                    Some((f, l, c)) => (json!(f), json!(l), json!(c)),
                    None => (Value::Null, Value::Null, Value::Null),
                };
                json!({"kind": r.kind, "file": file, "line": line, "col": col, "message": r.message, "confirmed": r.confirmed})
            })
            .collect();
        let houdini: Vec<Value> = self
            .sum
            .houdini
            .iter()
            .map(|(t, p, q)| json!({"tag": t, "proposed": p, "proved": q}))
            .collect();
        let mut timings = Map::new();
        for (k, v) in &self.sum.timings {
            timings.insert(k.to_string(), json!(v));
        }
        for (k, v) in &self.sum.pass_timings {
            timings.insert(format!("pass:{k}"), json!(v));
        }
        timings.insert("solver".to_string(), json!(self.sum.solver_secs));
        let verdict = if self.sum.verdict.is_empty() {
            "error"
        } else {
            self.sum.verdict
        };
        let mut obj = json!({
            "kernel": self.opts.kernel,
            "exit_code": code,
            "verdict": verdict,
            "errors": errors,
            "houdini": houdini,
            "timings": timings,
        });
        if let Some(m) = &self.sum.message {
            obj["message"] = json!(m);
        }
        if !self.sum.per_kernel.is_empty() {
            let each: Vec<Value> = self
                .sum
                .per_kernel
                .iter()
                .map(|(name, code, verdict)| {
                    json!({"name": name, "exit_code": code, "verdict": verdict})
                })
                .collect();
            obj["kernels"] = json!(each);
        }
        let _ = writeln!(self.out, "{obj}");
    }
}
