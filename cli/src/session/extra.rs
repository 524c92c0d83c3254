//! The runs a verification makes besides the main check: a small launch first when no sizes
//! are given, the bank-conflict run, the check without benign-race tolerance, counterexample
//! replay, and the named-barrier checker.

use super::*;

impl Run<'_> {
    /// Whether a kernel given no launch sizes is first searched for errors in a small launch.
    pub(super) fn hunts_small_launch(&self) -> bool {
        let o = self.opts;
        !o.stop_at_bpl
            && o.emit.is_none()
            && o.stop_after.is_none()
            && o.loop_unwind.is_none()
            && !o.json
            && o.print_after.is_empty()
    }

    /// This run's options for a side attempt: no progress, timings, Houdini statistics, kept
    /// files or bank-conflict check of its own.
    fn side_options(&self) -> Options {
        let mut opts = self.opts.clone();
        opts.verbose = false;
        opts.time = false;
        opts.infer_info = false;
        opts.keep_temps = false;
        opts.bank_conflicts = None;
        opts
    }

    /// A run of its own for an attempt whose output is shown only if it finds an error: the
    /// given options and streams, this run's kernel facts.
    fn side_run<'r>(
        &self,
        opts: &'r Options,
        out: &'r mut dyn Write,
        err: &'r mut dyn Write,
    ) -> Run<'r> {
        Run {
            opts,
            out,
            err,
            sum: Summary::default(),
            scratch: None,
            bank_conflicts: None,
            final_tactic: None,
            dims_launched: self.dims_launched,
            front: self.front.clone(),
            replay_deadline: self.replay_deadline,
            unrolling: None,
            front_only: false,
        }
    }

    /// With no launch sizes, every launch is considered, which makes proofs (and so counter
    /// examples) slow: a race in a two-line kernel took minutes. An error in one small launch
    /// (2x2x2 groups of 4x2x2 threads) is an error of the kernel too, and is found in seconds.
    /// So that launch is checked first, with a short budget; its errors are reported (with a
    /// note saying so) and end the run. Otherwise nothing of it is shown and the kernel is
    /// verified for every launch size.
    pub(super) fn small_launch_first(
        &mut self,
        path: &Path,
        fcfg: &frontend::Config,
        spec: &str,
        kernel: &str,
    ) -> Option<i32> {
        // Dimensions above the highest one the kernel mentions have size 1 (as in the
        // symbolic check).
        let used = self.dims_launched;
        let size = |d: usize, n: u64| Some(if used[d] { n } else { 1 });
        let small = frontend::Geometry {
            local_size: [size(0, 4), size(1, 2), size(2, 2)],
            num_groups: [size(0, 2), size(1, 2), size(2, 2)],
            local_dims: 3,
            grid_dims: 3,
            global_offset: None,
            symbolic: false,
            global_size: [None; 3],
        };
        let cfg = frontend::Config {
            geometry: small.clone(),
            keep_temps: None,
            ..fcfg.clone()
        };
        let fe = frontend::compile(path, &cfg);
        if fe.diags.has_errors() {
            return None;
        }
        let mut prog = fe.program?;
        if prog.sources.files().next().is_none() {
            prog.sources = fe.sources.clone();
        }
        let mut opts = self.side_options();
        opts.timeout = match opts.timeout {
            0 => SMALL_LAUNCH_BUDGET,
            t => t.min(SMALL_LAUNCH_BUDGET),
        };
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = {
            let mut r = self.side_run(&opts, &mut out, &mut err);
            let code = r.pipeline_and_verify(prog, spec, kernel, &small);
            if code == code::NOT_ALL_VERIFIED {
                self.sum.errors = std::mem::take(&mut r.sum.errors);
            }
            code
        };
        if code != code::NOT_ALL_VERIFIED {
            self.verbose("No error in a small launch; verifying for every launch size");
            return None;
        }
        let _ = self.err.write_all(&err);
        let shape = |s: &[Option<u64>; 3]| {
            s.iter()
                .map(|n| n.unwrap_or(1).to_string())
                .collect::<Vec<_>>()
                .join("x")
        };
        let _ = writeln!(
            self.err,
            "kcc: note: found in a launch of {} groups of {} threads, one of the launches \
             considered since no launch sizes were given",
            shape(&small.num_groups),
            shape(&small.local_size)
        );
        let _ = self.out.write_all(&out);
        self.sum.verdict = "errors";
        Some(code)
    }

    /// The prover ran out of its first budget: look for an error among the executions that
    /// pass each loop head at most [`HUNT_UNWIND`] times (GPUVerify's `--loop-unwind`), with a
    /// short budget. Those executions are some of the ones the full check considers, so an
    /// error among them is one the full check would report too, and it is reported at once
    /// (a race at a grid-stride loop's second iteration, found in a fraction of a second
    /// where the full check takes minutes). Otherwise nothing of this attempt is shown.
    pub(super) fn hunt_bounded(
        &mut self,
        prog: &Program,
        kernel: &str,
        g: &frontend::Geometry,
    ) -> Option<i32> {
        if verify::backend(self.opts) != crate::options::Backend::Smt2
            || !self.hunts_small_launch()
            || !has_loops(prog)
        {
            return None;
        }
        let mut opts = self.side_options();
        opts.loop_unwind = Some(HUNT_UNWIND);
        let budget = match opts.timeout {
            0 => HUNT_BUDGET,
            t => HUNT_BUDGET.min(Duration::from_secs(t)),
        };
        // As with `--loop-unwind`, no candidates: Houdini would only spend the budget.
        let plain = verify::without_candidates_where(prog, |_| true);
        let prog = plain.as_ref().unwrap_or(prog);
        let emitted = verify::emit(prog, &opts);
        if !emitted.errors().is_empty() {
            return None;
        }
        let file = self
            .scratch()
            .ok()?
            .join(format!("bounded.{}", emitted.extension()));
        self.verbose(&format!(
            "Looking for an error in executions of at most {HUNT_UNWIND} loop iterations"
        ));
        let t = Instant::now();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let (code, errors) = {
            let mut r = self.side_run(&opts, &mut out, &mut err);
            let code = match r.check(prog, &emitted, &file, kernel, g, Some(budget)) {
                Checked::Done(c) => c,
                Checked::TimedOut => code::TIMEOUT,
            };
            (code, std::mem::take(&mut r.sum.errors))
        };
        self.sum.timings.push(("bounded", secs(t)));
        if code != code::NOT_ALL_VERIFIED {
            return None;
        }
        self.sum.errors = errors;
        self.sum.verdict = "errors";
        let _ = self.err.write_all(&err);
        let _ = self.out.write_all(&out);
        Some(code)
    }

    /// `--check-bank-conflicts`: a run of its own, before the verification, in which only the
    /// bank-conflict obligations are checked (every other assertion is assumed, so only
    /// executions that are otherwise correct count). Conflicts are warnings (errors with
    /// `--bank-conflicts-are-errors`); their number is kept for the verdict.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_bank_conflicts(
        &mut self,
        mut prog: Program,
        spec: &str,
        pcfg: &passes::Config,
        geometry: &frontend::Geometry,
        kernel: &str,
        dir: &Path,
        banks: u32,
    ) {
        let opts = self.opts;
        let cfg = passes::Config {
            bank_conflicts: Some(banks),
            ..pcfg.clone()
        };
        let mut diags = Diagnostics::default();
        if passes::run_pipeline(&mut prog, spec, &cfg, &mut diags, &mut |_, _| {}).is_err()
            || diags.has_errors()
        {
            let _ = writeln!(
                self.err,
                "kcc: warning: the bank-conflict check could not run"
            );
            return;
        }
        let kinds: Vec<bool> = prog
            .asserts
            .iter()
            .map(|(_, a)| matches!(a.kind, ir::AssertKind::BankConflict { .. }))
            .collect();
        for (_, p) in prog.procs.iter_mut() {
            if let Some(b) = &mut p.body {
                ir::visit::walk_stmts_mut(b, &mut |s| {
                    if let ir::StmtKind::Assert { id, cond } = &s.kind {
                        if !kinds[id.0 as usize] {
                            s.kind = ir::StmtKind::Assume(cond.clone());
                        }
                    }
                });
            }
        }
        let emitted = verify::emit(&prog, opts);
        let timeout = (opts.timeout > 0).then(|| Duration::from_secs(opts.timeout));
        let Ok(ropts) =
            verify::run_options(opts, timeout, Some(dir.to_path_buf()), host::z3_guard())
        else {
            return;
        };
        self.verbose("Checking for shared-memory bank conflicts");
        let t = Instant::now();
        let file = dir.join(format!("banks.{}", emitted.extension()));
        let result = verify::verify(&prog, &emitted, &file, &ropts);
        let stage = match ropts.tool() {
            "boogie" => "boogie (bank conflicts)",
            _ => "solver (bank conflicts)",
        };
        self.sum.timings.push((stage, secs(t)));
        let verdict = match result {
            Ok(v) => v,
            Err(e) => {
                let _ = writeln!(
                    self.err,
                    "kcc: warning: the bank-conflict check did not finish: {e}"
                );
                return;
            }
        };
        let launch = Launch {
            local_dims: geometry.local_dims,
            grid_dims: geometry.grid_dims,
            local_size: geometry.local_size,
        };
        let warp = opts.warp_sync.unwrap_or(32);
        let mut found = 0;
        for f in &verdict.failures {
            let value = |v| f.value(v);
            let cx = report::Ctx {
                prog: &prog,
                launch: &launch,
                kernel,
                value: &value,
            };
            if let Some(w) = cx.bank_conflict(f.assert, warp, opts.bank_conflicts_are_errors) {
                found += 1;
                let _ = write!(self.err, "{w}");
            }
        }
        self.bank_conflicts = Some(found);
    }

    /// Run one of the checks besides the main one, counting its solver time and timing it as
    /// `stage`.
    fn side_check(
        &mut self,
        prog: &Program,
        emitted: &verify::Emitted,
        file: &Path,
        ropts: &verify::RunOptions,
        stage: &'static str,
    ) -> Result<verify::Verdict, verify::ToolError> {
        let t = Instant::now();
        let result = verify::verify(prog, emitted, file, ropts);
        self.sum.solver_secs += match &result {
            Ok(v) => v.solver_secs,
            Err(verify::ToolError::Timeout { .. }) => secs(t),
            Err(_) => 0.0,
        };
        self.sum.timings.push((stage, secs(t)));
        result
    }

    /// Take the Houdini statistics of the check whose verdict is reported.
    pub(super) fn adopt_houdini(&mut self, v: &verify::Verdict) {
        self.sum.houdini = v
            .houdini
            .iter()
            .map(|s| (s.tag.clone(), s.proposed, s.proved))
            .collect();
    }

    /// Verify the program built without benign-race tolerance first: it has the same
    /// obligations except that every write-write or write-read race counts, so when it
    /// verifies the tolerant program does too, and its proof avoids comparing written values
    /// (which can be far harder for the prover). Anything but a proof or a time-out falls back
    /// to the faithful check, whose reports are the ones shown.
    pub(super) fn check_strict(
        &mut self,
        mut prog: Program,
        spec: &str,
        pcfg: &passes::Config,
        tolerant: &verify::Emitted,
        dir: &Path,
    ) -> Strict {
        let cfg = passes::Config {
            no_benign_tolerance: true,
            ..pcfg.clone()
        };
        let mut diags = Diagnostics::default();
        if passes::run_pipeline(&mut prog, spec, &cfg, &mut diags, &mut |_, _| {}).is_err()
            || diags.has_errors()
        {
            return Strict::Inapplicable;
        }
        let opts = self.opts;
        let emitted = verify::emit(&prog, opts);
        if !emitted.errors().is_empty() || emitted.same_as(tolerant) {
            return Strict::Inapplicable;
        }
        let timeout = (opts.timeout > 0).then(|| Duration::from_secs(opts.timeout));
        let Ok(ropts) =
            verify::run_options(opts, timeout, Some(dir.to_path_buf()), host::z3_guard())
        else {
            return Strict::Inapplicable;
        };
        self.verbose("Checking without benign-race tolerance first");
        let stage = match ropts.tool() {
            "boogie" => "boogie (strict)",
            _ => "solver (strict)",
        };
        let file = dir.join(format!("strict.{}", emitted.extension()));
        match self.side_check(&prog, &emitted, &file, &ropts, stage) {
            Ok(v) if v.failures.is_empty() && !v.inconclusive => {
                self.adopt_houdini(&v);
                if opts.infer_info && !opts.json {
                    for s in &v.houdini {
                        let _ = writeln!(
                            self.out,
                            "Houdini: {}: {} of {} candidates proved",
                            s.tag, s.proved, s.proposed
                        );
                    }
                }
                Strict::Verified
            }
            Err(verify::ToolError::Timeout { .. }) => Strict::Timeout,
            Ok(v) if !v.failures.is_empty() => Strict::Errors,
            _ => Strict::Inapplicable,
        }
    }

    /// Attempts on cheaper programs (see `verify::emit_cheaper`: products of two symbolic
    /// factors abstracted, candidates that need a divider dropped), each with a budget of its
    /// own: true when one proves the kernel, whose proof it then is. Otherwise nothing of them
    /// is shown: their counterexamples may be spurious, and the faithful check follows.
    pub(super) fn check_abstract(
        &mut self,
        prog: &Program,
        precise: &verify::Emitted,
        budget: Duration,
    ) -> bool {
        let opts = self.opts;
        let budget = match opts.timeout {
            0 => budget,
            t => budget.min(Duration::from_secs(t)),
        };
        for (i, emitted) in verify::emit_cheaper(prog, opts, precise)
            .into_iter()
            .enumerate()
        {
            let Ok(dir) = self.scratch() else {
                return false;
            };
            let Ok(mut ropts) =
                verify::run_options(opts, Some(budget), Some(dir.clone()), host::z3_guard())
            else {
                return false;
            };
            // The final check's tactic gets the whole budget in z3's resource units, which do
            // not run out sooner when the machine is busy (the half-second tactic's `try-for`
            // does, and a session then falls back to the incremental core for good).
            if let verify::RunOptions::Smt(o) = &mut ropts {
                o.final_tactic = Some(budget);
            }
            self.verbose("Checking a cheaper program first (products of symbolic values abstracted or candidates that divide dropped)");
            let file = dir.join(format!("cheaper{i}.{}", emitted.extension()));
            let stage = "solver (cheaper)";
            if let Ok(v) = self.side_check(prog, &emitted, &file, &ropts, stage) {
                if v.failures.is_empty() && !v.inconclusive {
                    self.verbose("Verified with the cheaper program");
                    self.adopt_houdini(&v);
                    return true;
                }
            }
        }
        false
    }

    /// The unrolled attempt of `check_unrolled`, once per kernel: true when it proves the
    /// kernel.
    pub(super) fn try_unrolled(&mut self, first: &verify::Emitted) -> bool {
        match self.unrolling.take() {
            Some(u) => self.check_unrolled(u, first, UNROLL_FALLBACK_BUDGET),
            None => false,
        }
    }

    /// The unrolled attempt with a short budget, keeping the full one for later.
    pub(super) fn try_unrolled_briefly(
        &mut self,
        first: &verify::Emitted,
        budget: Duration,
    ) -> bool {
        let Some(u) = self.unrolling.clone() else {
            return false;
        };
        let proved = self.check_unrolled(u, first, budget);
        if proved {
            self.unrolling = None;
        }
        proved
    }

    /// The check found errors that no execution confirms, or its first, short attempt ran out
    /// of time: try again with every loop whose trip count is a small constant unrolled
    /// (exact: the unrolled program has the same executions, so its proof is the kernel's),
    /// with a budget of its own. Loops whose exits are decided by a `break` in the last
    /// iteration, or whose accesses need the iteration number, need no invariant once
    /// unrolled. True when the unrolled program verifies; otherwise nothing of this attempt is
    /// shown and the first check's reports (or the rest of the time-out handling) stand.
    pub(super) fn check_unrolled(
        &mut self,
        u: Unrolling,
        first: &verify::Emitted,
        budget: Duration,
    ) -> bool {
        let Unrolling {
            mut prog,
            spec,
            pcfg,
        } = u;
        let cfg = passes::Config {
            unroll: Some(UNROLL_FALLBACK_TRIPS),
            ..pcfg
        };
        let mut diags = Diagnostics::default();
        if passes::run_pipeline(&mut prog, &spec, &cfg, &mut diags, &mut |_, _| {}).is_err()
            || diags.has_errors()
        {
            return false;
        }
        let opts = self.opts;
        let emitted = verify::emit(&prog, opts);
        if !emitted.errors().is_empty() || emitted.same_as(first) {
            return false;
        }
        let budget = match opts.timeout {
            0 => budget,
            t => budget.min(Duration::from_secs(t)),
        };
        let Ok(dir) = self.scratch() else {
            return false;
        };
        let Ok(ropts) =
            verify::run_options(opts, Some(budget), Some(dir.clone()), host::z3_guard())
        else {
            return false;
        };
        self.verbose(&format!(
            "Checking again with loops of at most {UNROLL_FALLBACK_TRIPS} iterations unrolled"
        ));
        let file = dir.join(format!("unrolled.{}", emitted.extension()));
        let stage = match ropts.tool() {
            "boogie" => "boogie (unrolled)",
            _ => "solver (unrolled)",
        };
        match self.side_check(&prog, &emitted, &file, &ropts, stage) {
            Ok(v) if v.failures.is_empty() && !v.inconclusive => {
                self.verbose("Verified with loops unrolled");
                self.adopt_houdini(&v);
                true
            }
            _ => false,
        }
    }

    /// Replay a report's counterexample on the interpreter and say so when it is confirmed
    /// (with `--verbose`, also when it is not). Existing report lines stay as they are.
    pub(super) fn replay(
        &mut self,
        r: &mut Report,
        f: &verify::Failure,
        prog: &Program,
        g: &frontend::Geometry,
    ) {
        let Some(front) = &self.front else {
            return;
        };
        let deadline = *self
            .replay_deadline
            .get_or_insert_with(|| Instant::now() + replay::BUDGET);
        let rp = replay::Replay {
            front,
            checked: prog,
            geometry: g,
            no_benign_tolerance: self.opts.no_benign_tolerance,
            only_intra_group: self.opts.only_intra_group,
            deadline,
        };
        let value = |v| f.value(v);
        let t = Instant::now();
        let result = rp.replay(f.assert, &value);
        match self.sum.timings.iter_mut().find(|(k, _)| *k == "replay") {
            Some((_, total)) => *total += secs(t),
            None => self.sum.timings.push(("replay", secs(t))),
        }
        let at = r
            .loc
            .as_ref()
            .map(|(file, l, c)| format!("{file}:{l}:{c}: "))
            .unwrap_or_default();
        match result {
            replay::Replayed::Confirmed(finding) if r.outside => {
                // The counterexample's element is not one an execution can reach (its offset
                // was havocked by an abstraction): report the execution's race instead, whose
                // threads and element are real.
                let kernel = self.opts.kernel.clone().unwrap_or_default();
                if let Some(mut exec) =
                    crate::named::render_findings(front, g, &kernel, &[&finding]).pop()
                {
                    exec.confirmed = Some(true);
                    let at = exec
                        .loc
                        .as_ref()
                        .map(|(file, l, c)| format!("{file}:{l}:{c}: "))
                        .unwrap_or_else(|| at.clone());
                    exec.text.push_str(&format!(
                        "{at}note: confirmed by execution (the threads and element are the \
                         execution's: the solver's element lies outside the array)\n\n"
                    ));
                    *r = exec;
                }
            }
            replay::Replayed::Confirmed(_) => {
                r.confirmed = Some(true);
                r.text
                    .push_str(&format!("{at}note: confirmed by execution\n\n"));
            }
            replay::Replayed::NotReproduced => {
                r.confirmed = Some(false);
                if self.opts.verbose {
                    r.text.push_str(&format!(
                        "{at}note: not reproduced by execution (the report may be spurious)\n\n"
                    ));
                }
            }
            replay::Replayed::WithAbstractResult(_, origin) => {
                let what = origin
                    .span()
                    .filter(|s| crate::render::known(&prog.sources, *s))
                    .map(|s| {
                        let f = prog.sources.file(s.file);
                        let (l, c) = f.line_col(s.lo);
                        format!("the result of the operation at {}:{l}:{c}", f.name)
                    })
                    .unwrap_or_else(|| "a result of an operation".to_string());
                r.text.push_str(&format!(
                    "{at}note: reproduced only by an execution in which {what} was arbitrary \
                     (kcc does not model that operation; the report may be spurious)\n\n"
                ));
            }
            replay::Replayed::Skipped => {}
        }
    }

    /// Report that every obligation holds.
    /// A kernel with named barriers: checked by executing every thread of the launch.
    pub(super) fn check_named(
        &mut self,
        prog: &Program,
        g: &frontend::Geometry,
        kernel: &str,
    ) -> i32 {
        let t = Instant::now();
        let named = crate::named::check(prog, g, kernel);
        self.sum.timings.push(("named-barriers", secs(t)));
        let quiet = self.opts.json || self.opts.silent;
        match named {
            crate::named::Named::Refused(text) => {
                let _ = write!(self.err, "{text}");
                self.sum.verdict = "unsupported";
                self.sum.message = Some(text);
                code::UNSUPPORTED
            }
            crate::named::Named::Errors(reports) => {
                for r in &reports {
                    let _ = write!(self.err, "{}", r.text);
                }
                let n = reports.len();
                if !quiet {
                    let s = if n == 1 { "" } else { "s" };
                    let _ = writeln!(
                        self.out,
                        "GPUVerify kernel analyser finished with {} verified, {n} error{s}\n\
                         Note: checked by executing every thread of the launch (named barriers)",
                        implementations(prog).saturating_sub(n)
                    );
                }
                self.sum.errors = reports;
                self.sum.verdict = "errors";
                code::NOT_ALL_VERIFIED
            }
            crate::named::Named::Verified { groups, threads } => {
                self.sum.verdict = "verified";
                if !quiet {
                    let blocks = if prog.cuda {
                        "thread blocks"
                    } else {
                        "work groups"
                    };
                    let _ = write!(
                        self.out,
                        "GPUVerify kernel analyser finished with {} verified, 0 errors\n\
                         Verified: {kernel}\n\
                         - no data races within {blocks}\n\
                         - no data races between {blocks}\n\
                         - no barrier deadlock or unsafe barrier recycling\n\
                         - no assertion failures\n\
                         Note: checked by executing every thread of the launch (named barriers): \
                         {groups} {blocks} of {threads} threads\n\
                         (but absolutely no warranty provided)\n",
                        implementations(prog)
                    );
                }
                code::SUCCESS
            }
        }
    }

    /// After the prover timed out: run the kernel concretely on the given launch (its first
    /// two groups, a few schedules, parameters drawn to satisfy its preconditions) and report
    /// the errors an execution shows that kcc would report with these options. Not when a
    /// control decision or index depends on an uninterpreted (floating-point) function. Each such
    /// report is a real execution, so the time-out becomes "errors found". `None` when there is
    /// nothing to run (no launch sizes, no front-end program, groups over 1024 threads) or the
    /// executions show no error.
    pub(super) fn hunt_by_execution(
        &mut self,
        g: &frontend::Geometry,
        kernel: &str,
    ) -> Option<i32> {
        let front = self.front.clone()?;
        let mut launch = crate::replay::launch_of(g).filter(|_| !g.symbolic)?;
        if launch.group_threads() > 1024 {
            return None;
        }
        if launch.running_groups() > 2 {
            let mut second = [0u32; 3];
            if launch.num_groups[0] > 1 {
                second[0] = 1;
            } else if launch.num_groups[1] > 1 {
                second[1] = 1;
            } else {
                second[2] = 1;
            }
            launch.groups = Some(vec![[0; 3], second]);
        }
        launch.warp_size = self.opts.warp_sync.unwrap_or(32);
        let opts = self.opts;
        let scope = crate::scope::Scope::of_options(opts, launch.local_size);
        self.verbose("The prover timed out; executing the kernel to look for an error");
        let t = Instant::now();
        let mut found = None;
        let runs = [
            (interp::Schedule::InOrder, 1),
            (interp::Schedule::Reverse, 2),
            (interp::Schedule::Random, 3),
            (interp::Schedule::RoundRobin, 4),
        ];
        for (schedule, seed) in runs {
            if t.elapsed() > Duration::from_secs(5) {
                break;
            }
            let cfg = interp::RunConfig {
                seed,
                schedule,
                max_steps: 400_000,
                deadline: Some(t + Duration::from_secs(5)),
                ..interp::RunConfig::default()
            };
            let out = interp::run(&front, &launch, &cfg);
            if !matches!(
                out.status,
                interp::Status::Completed | interp::Status::StepLimit
            ) {
                continue;
            }
            let errors: Vec<&interp::Finding> =
                out.findings.iter().filter(|f| scope.covers(f)).collect();
            if !errors.is_empty() {
                found = Some(crate::named::render_findings(&front, g, kernel, &errors));
                break;
            }
        }
        self.sum.timings.push(("execution", secs(t)));
        let mut reports = found?;
        reports.truncate(opts.error_limit.unwrap_or(5).max(1) as usize);
        for r in &mut reports {
            r.confirmed = Some(true);
            let _ = write!(self.err, "{}", r.text);
        }
        let n = reports.len();
        let _ = writeln!(
            self.err,
            "kcc: note: {} timed out; {} found by executing the kernel ({}) with parameters \
             drawn to satisfy its preconditions",
            verify::tool_name(opts),
            if n == 1 {
                "this error was"
            } else {
                "these errors were"
            },
            match &launch.groups {
                Some(gs) => format!(
                    "groups {} of the launch",
                    gs.iter()
                        .map(|g| format!("({}, {}, {})", g[0], g[1], g[2]))
                        .collect::<Vec<_>>()
                        .join(" and ")
                ),
                None => "every thread of the launch".into(),
            }
        );
        if !opts.json && !opts.silent {
            let s = if n == 1 { "" } else { "s" };
            let _ = writeln!(
                self.out,
                "GPUVerify kernel analyser finished with 0 verified, {n} error{s}"
            );
        }
        self.sum.errors = reports;
        self.sum.verdict = "errors";
        Some(code::NOT_ALL_VERIFIED)
    }
}

/// True when some procedure of `prog` has a loop (without one, the bounded check is the
/// full check).
fn has_loops(prog: &Program) -> bool {
    let mut found = false;
    for (_, p) in prog.procs.iter() {
        if let Some(body) = &p.body {
            ir::visit::walk_stmts(body, &mut |s| {
                found |= matches!(s.kind, ir::StmtKind::Loop(_))
            });
        }
    }
    found
}
