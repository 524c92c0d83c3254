//! One run of kcc: language and geometry, front end, pass pipeline, Boogie emission and
//! verification, reports, GPUVerify's success text, timing and JSON summaries, exit codes.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use backends::process::ScratchDir;
use frontend::Language;
use ir::{Diagnostics, Program};

use crate::options::{self, Emit, OptError, Options};
use crate::report::{self, Launch, Report};
use crate::{host, render, replay, tools, verify};

/// Exit codes (GPUVerify's `ErrorCodes`).
pub mod code {
    /// Verified, or stopped early as asked.
    pub const SUCCESS: i32 = 0;
    /// Bad command line.
    pub const COMMAND_LINE_ERROR: i32 = 1;
    /// The front end rejected the kernel.
    pub const FRONTEND_ERROR: i32 = 2;
    /// An unsupported construct met after parsing.
    pub const UNSUPPORTED: i32 = 5;
    /// Not all obligations verified.
    pub const NOT_ALL_VERIFIED: i32 = 6;
    /// A tool ran out of time.
    pub const TIMEOUT: i32 = 7;
    /// Interrupted by a signal (SIGINT, SIGTERM or SIGHUP).
    pub const CTRL_C: i32 = 8;
    /// A tool is missing.
    pub const CONFIGURATION_ERROR: i32 = 9;
    /// An internal error.
    pub const INTERNAL_ERROR: i32 = 11;
    /// Any other tool failure.
    pub const TOOL_ERROR: i32 = 12;
}

/// What happened, for `--json`.
#[derive(Default)]
struct Summary {
    verdict: &'static str,
    /// Seconds the external tools took (for `--json`).
    solver_secs: f64,
    errors: Vec<Report>,
    houdini: Vec<(String, usize, usize)>,
    timings: Vec<(&'static str, f64)>,
    pass_timings: Vec<(String, f64)>,
    message: Option<String>,
}

/// The streams of one run and what has been collected so far.
struct Run<'a> {
    opts: &'a Options,
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
    sum: Summary,
    /// The run's temporary files, made on first use and removed with the run.
    scratch: Option<ScratchDir>,
    /// With `--check-bank-conflicts`: how many conflicts the check found (`None`: not run).
    bank_conflicts: Option<usize>,
    /// The launch dimensions the kernel mentions (with no launch sizes, the others are 1).
    dims_used: [bool; 3],
    /// The front end's program, for replaying counterexamples on the interpreter.
    front: Option<Program>,
    /// When replay must stop.
    replay_deadline: Option<Instant>,
}

/// How many procedures GPUVerify would count as verified when all are: the kernel and, with
/// `--no-inline`, every procedure verified on its own.
fn implementations(prog: &Program) -> usize {
    1 + prog.entries.len()
}

/// `--invariants-as-candidates`: every user loop invariant becomes a candidate of the `user`
/// rule (as GPUVerify's `candidate_annotations.h` turns `__invariant` into
/// `__candidate_invariant`), which Houdini drops when it cannot prove it.
fn invariants_as_candidates(prog: &mut Program) {
    for (_, a) in prog.asserts.iter_mut() {
        if a.kind == (ir::AssertKind::Invariant { tag: None }) && !a.candidate {
            a.candidate = true;
            a.kind = ir::AssertKind::Invariant {
                tag: Some("user".into()),
            };
        }
    }
}

/// `--no-user-invariants`: remove every loop invariant the source states (candidates stay), so
/// that only inferred invariants serve the proof.
fn drop_user_invariants(prog: &mut Program) {
    let user: Vec<bool> = prog
        .asserts
        .iter()
        .map(|(_, a)| a.kind == (ir::AssertKind::Invariant { tag: None }) && !a.candidate)
        .collect();
    for (_, p) in prog.procs.iter_mut() {
        if let Some(b) = &mut p.body {
            ir::visit::walk_stmts_mut(b, &mut |s| {
                if let ir::StmtKind::Loop(l) = &mut s.kind {
                    l.invariants.retain(|i| !user[i.id.0 as usize]);
                }
            });
        }
    }
}

/// True when some procedure makes an atomic access.
fn has_atomics(prog: &Program) -> bool {
    prog.procs.iter().any(|(_, p)| {
        p.body.as_ref().is_some_and(|b| {
            ir::visit::any_stmt(b, &mut |s| matches!(s.kind, ir::StmtKind::Atomic { .. }))
        })
    })
}

/// `GPUVerify: COMMAND_LINE_ERROR error (1): <msg>` on `err`.
pub fn command_line_error(err: &mut dyn Write, msg: &str) -> i32 {
    let _ = writeln!(err, "GPUVerify: COMMAND_LINE_ERROR error (1): {msg}");
    code::COMMAND_LINE_ERROR
}

/// GPUVerify's line for a run stopped by `signal`.
pub fn interrupted(signal: &str) -> String {
    format!("GPUVerify: CTRL_C error (8): interrupted by {signal}")
}

/// Run kcc with parsed options.
pub fn run(opts: &Options, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    for w in &opts.warnings {
        let _ = writeln!(err, "kcc: warning: {w}");
    }
    let mut r = Run {
        opts,
        out,
        err,
        sum: Summary::default(),
        scratch: None,
        bank_conflicts: None,
        dims_used: [true; 3],
        front: None,
        replay_deadline: None,
    };
    let started = Instant::now();
    let code = r.go();
    r.sum
        .timings
        .push(("total", started.elapsed().as_secs_f64()));
    if opts.time && !opts.json {
        let total = started.elapsed().as_secs_f64();
        let _ = writeln!(r.out, "Timing information ({total:.2} secs):");
        for (stage, t) in &r.sum.timings {
            if *stage != "total" {
                let _ = writeln!(r.out, "- {stage} : {t:.3} secs");
            }
        }
    }
    if let (Some(label), false) = (&opts.time_as_csv, opts.json) {
        let result = if code == code::SUCCESS {
            "PASS".to_string()
        } else {
            format!("FAIL({code})")
        };
        let times: Vec<String> = r
            .sum
            .timings
            .iter()
            .map(|(_, t)| format!("{t:.3}"))
            .collect();
        let _ = writeln!(r.out, "{label},{result},{}", times.join(","));
    }
    if opts.json {
        r.print_json(code);
    }
    code
}

fn secs(since: Instant) -> f64 {
    since.elapsed().as_secs_f64()
}

/// The front end's configuration for the options, language, geometry and preprocessor.
pub(crate) fn frontend_config(
    opts: &Options,
    lang: Language,
    geometry: &frontend::Geometry,
    cpp: &Path,
    kernel_dir: &Path,
    temp_dir: Option<PathBuf>,
) -> frontend::Config {
    frontend::Config {
        language: lang,
        defines: opts.defines.clone(),
        include_dirs: opts.include_dirs.clone(),
        cpp: cpp.to_path_buf(),
        geometry: geometry.clone(),
        warp_size: opts.warp_sync.unwrap_or(32),
        keep_temps: opts.keep_temps.then(|| kernel_dir.to_path_buf()),
        temp_dir,
        annotations: opts.annotations,
        kernel_args: opts.kernel_args.clone(),
        modular: opts.no_inline,
        arith: opts.arith,
        check_array_bounds: opts.check_array_bounds,
    }
}

/// Language from the options, the extension, or the content.
pub(crate) fn language(
    opts: &Options,
    path: &Path,
) -> Result<Result<Language, OptError>, std::io::Error> {
    if let Some(l) = opts.language {
        return Ok(Ok(l));
    }
    match path.extension().and_then(|e| e.to_str()) {
        Some("cl") => return Ok(Ok(Language::OpenCl)),
        Some("cu") => return Ok(Ok(Language::Cuda)),
        Some(e @ ("bc" | "gbpl" | "bpl" | "cbpl")) => {
            return Ok(Err(OptError(format!(
                "kcc reads OpenCL and CUDA source files only, not .{e} files"
            ))))
        }
        _ => {}
    }
    let text = std::fs::read_to_string(path)?;
    let has = |ws: &[&str]| ws.iter().any(|w| text.contains(w));
    Ok(
        if has(&[
            "__kernel",
            "get_local_id",
            "get_local_size",
            "get_global_size",
            "get_global_id",
        ]) {
            Ok(Language::OpenCl)
        } else if has(&["__global__", "blockDim", "threadIdx"]) {
            Ok(Language::Cuda)
        } else {
            Err(OptError("Could not infer source language".into()))
        },
    )
}

fn sizes_text(s: &[Option<u64>], n: usize) -> String {
    s[..n]
        .iter()
        .map(|v| v.map(|v| v.to_string()).unwrap_or("*".into()))
        .collect::<Vec<_>>()
        .join("x")
}

/// The prefix of a pipeline spec that ends with pass `stop` (items are `name` or
/// `name(args)`, separated by commas outside parentheses).
fn truncate_spec(spec: &str, stop: &str) -> Option<String> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in spec.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&spec[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&spec[start..]);
    let pos = items
        .iter()
        .position(|it| it.split('(').next().unwrap_or("").trim() == stop)?;
    Some(items[..=pos].join(","))
}

/// The front-end diagnostic codes that mean GPUVerify's CLANG_ERROR.
/// Seconds for the check of a small launch of a kernel given no launch sizes.
const SMALL_LAUNCH_BUDGET: u64 = 20;

/// Solver time for the first attempt at a kernel before the program without benign-race
/// tolerance is tried.
const QUICK_BUDGET: Duration = Duration::from_secs(10);

/// The outcome of one Boogie check.
enum Checked {
    /// Reported; the exit code.
    Done(i32),
    /// The prover ran out of time; nothing reported yet.
    TimedOut,
}

/// The outcome of the check without benign-race tolerance.
enum Strict {
    /// Proved: the tolerant program holds too.
    Verified,
    /// The prover ran out of time.
    Timeout,
    /// Not run, not proved, or not different from the tolerant program.
    Inapplicable,
}

fn is_unsupported(code: &str) -> bool {
    matches!(code, "unsupported" | "invariant-placement")
}

impl Run<'_> {
    fn verbose(&mut self, msg: &str) {
        if self.opts.verbose && !self.opts.json {
            let _ = writeln!(self.out, "{msg}");
        }
    }

    fn fail(&mut self, verdict: &'static str, code: i32, msg: String) -> i32 {
        let _ = writeln!(self.err, "{msg}");
        self.sum.verdict = verdict;
        self.sum.message = Some(msg);
        code
    }

    fn config_error(&mut self, m: &dyn std::fmt::Display) -> i32 {
        self.fail(
            "configuration-error",
            code::CONFIGURATION_ERROR,
            format!("GPUVerify: CONFIGURATION_ERROR error (9): {m}"),
        )
    }

    /// The run's scratch directory (under `$TMPDIR`), created on first use; the exit code
    /// when it cannot be made.
    fn scratch(&mut self) -> Result<PathBuf, i32> {
        if let Some(d) = &self.scratch {
            return Ok(d.path().to_path_buf());
        }
        match ScratchDir::new_in(&std::env::temp_dir(), "kcc-") {
            Ok(d) => {
                let p = d.path().to_path_buf();
                self.scratch = Some(d);
                Ok(p)
            }
            Err(e) => Err(self.fail(
                "tool-error",
                code::TOOL_ERROR,
                format!("kcc: error: cannot create a temporary directory: {e}"),
            )),
        }
    }

    fn render_diags(&mut self, sources: &ir::SourceMap, diags: &Diagnostics, kernel: &str) {
        for d in &diags.items {
            let _ = write!(self.err, "{}", render::diagnostic(sources, d, kernel));
        }
    }

    fn go(&mut self) -> i32 {
        let opts = self.opts;
        let mut spec = opts
            .passes
            .clone()
            .unwrap_or_else(|| passes::DEFAULT_PIPELINE.to_string());
        if let Some(stop) = &opts.stop_after {
            match truncate_spec(&spec, stop) {
                Some(s) => spec = s,
                None => {
                    self.sum.verdict = "command-line-error";
                    return command_line_error(
                        self.err,
                        &format!("--stop-after={stop}: no such pass in the pipeline '{spec}'"),
                    );
                }
            }
        }
        if opts.print_pipeline {
            return self.print_pipeline(&spec);
        }
        let Some(kernel) = opts.kernel.clone() else {
            self.sum.verdict = "command-line-error";
            return command_line_error(self.err, "the following arguments are required: kernel");
        };
        let path = PathBuf::from(&kernel);
        let no_such_file = |r: &mut Self| {
            r.fail(
                "frontend-error",
                code::FRONTEND_ERROR,
                format!("{kernel}: error: no such file"),
            )
        };
        let lang = match language(opts, &path) {
            Ok(Ok(l)) => l,
            Ok(Err(e)) => {
                self.sum.verdict = "command-line-error";
                return command_line_error(self.err, &e.0);
            }
            Err(_) => return no_such_file(self),
        };
        let geometry = match options::geometry(opts, lang) {
            Ok(g) => g,
            Err(e) => {
                self.sum.verdict = "command-line-error";
                return command_line_error(self.err, &e.0);
            }
        };
        if !path.is_file() {
            return no_such_file(self);
        }
        // Check the pipeline spec and the --print-after names before doing any work.
        let pass_names: Vec<&'static str> = match passes::parse_spec(&spec) {
            Ok(ps) => ps.iter().map(|p| p.name()).collect(),
            Err(e) => {
                self.sum.verdict = "command-line-error";
                return command_line_error(self.err, &format!("invalid --passes: {e}"));
            }
        };
        for pa in &opts.print_after {
            if pa != "all" && !pass_names.contains(&pa.as_str()) {
                self.sum.verdict = "command-line-error";
                return command_line_error(
                    self.err,
                    &format!("--print-after={pa}: no such pass in the pipeline '{spec}'"),
                );
            }
        }
        if geometry.symbolic && !opts.json {
            let _ = writeln!(
                self.err,
                "kcc: warning: no launch sizes given: verifying for every launch size with fewer \
                 than 2^32 threads in each dimension (give {} to fix them)",
                match lang {
                    Language::OpenCl => "--local_size and --num_groups",
                    Language::Cuda => "--blockDim and --gridDim",
                }
            );
        }
        self.verbose(&format!(
            "Got {} groups of size {}",
            sizes_text(&geometry.num_groups, geometry.grid_dims),
            sizes_text(&geometry.local_size, geometry.local_dims)
        ));

        let cpp = match tools::find_cpp(opts.cpp.as_deref()) {
            Ok(c) => c,
            Err(m) => return self.config_error(&m),
        };
        let kernel_dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let scratch = match self.scratch() {
            Ok(d) => d,
            Err(code) => return code,
        };
        let fcfg = frontend_config(opts, lang, &geometry, &cpp, &kernel_dir, Some(scratch));
        self.verbose(&format!(
            "Running front end ({}) on {kernel}",
            cpp.display()
        ));
        let t = Instant::now();
        let fe = frontend::compile(&path, &fcfg);
        self.sum.timings.push(("frontend", secs(t)));
        self.render_diags(&fe.sources, &fe.diags, &kernel);
        let errors: Vec<_> = fe
            .diags
            .items
            .iter()
            .filter(|d| d.severity == ir::Severity::Error)
            .collect();
        if !errors.is_empty() {
            self.sum.verdict = if errors.iter().all(|d| is_unsupported(d.code)) {
                "unsupported"
            } else {
                "frontend-error"
            };
            return if self.sum.verdict == "unsupported" {
                code::UNSUPPORTED
            } else {
                code::FRONTEND_ERROR
            };
        }
        let Some(mut prog) = fe.program else {
            return self.fail(
                "internal-error",
                code::INTERNAL_ERROR,
                "kcc: internal error: the front end produced no program".into(),
            );
        };
        if prog.sources.files().next().is_none() {
            prog.sources = fe.sources.clone();
        }
        self.dims_used = prog.dims_used();
        if prog.first_named_barrier().is_some() {
            return self.check_named(&prog, &geometry, &kernel);
        }
        if geometry.symbolic && self.hunts_small_launch() {
            if let Some(code) = self.small_launch_first(&path, &fcfg, &spec, &kernel) {
                return code;
            }
        }
        self.pipeline_and_verify(prog, &spec, &kernel, &geometry)
    }

    /// Whether a kernel given no launch sizes is first searched for errors in a small launch.
    fn hunts_small_launch(&self) -> bool {
        let o = self.opts;
        !o.stop_at_bpl
            && o.emit.is_none()
            && o.stop_after.is_none()
            && o.loop_unwind.is_none()
            && !o.json
            && o.print_after.is_empty()
    }

    /// With no launch sizes, every launch is considered, which makes proofs (and so counter
    /// examples) slow: a race in a two-line kernel took minutes. An error in one small launch
    /// (2x2x2 groups of 4x2x2 threads) is an error of the kernel too, and is found in seconds.
    /// So that launch is checked first, with a short budget; its errors are reported (with a
    /// note saying so) and end the run. Otherwise nothing of it is shown and the kernel is
    /// verified for every launch size.
    fn small_launch_first(
        &mut self,
        path: &Path,
        fcfg: &frontend::Config,
        spec: &str,
        kernel: &str,
    ) -> Option<i32> {
        // Dimensions the kernel does not mention have size 1 (as in the symbolic check).
        let used = self.dims_used;
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
        let mut opts = self.opts.clone();
        opts.timeout = match opts.timeout {
            0 => SMALL_LAUNCH_BUDGET,
            t => t.min(SMALL_LAUNCH_BUDGET),
        };
        opts.verbose = false;
        opts.time = false;
        opts.infer_info = false;
        opts.keep_temps = false;
        opts.bank_conflicts = None;
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = {
            let mut r = Run {
                opts: &opts,
                out: &mut out,
                err: &mut err,
                sum: Summary::default(),
                scratch: None,
                bank_conflicts: None,
                dims_used: self.dims_used,
                front: self.front.clone(),
                replay_deadline: self.replay_deadline,
            };
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

    /// Everything after the front end: passes, emission, Boogie, reports.
    fn pipeline_and_verify(
        &mut self,
        mut prog: Program,
        spec: &str,
        kernel: &str,
        geometry: &frontend::Geometry,
    ) -> i32 {
        let opts = self.opts;
        let path = PathBuf::from(kernel);
        let kernel_dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        if opts.equality_abstraction && has_atomics(&prog) {
            return self.fail(
                "unsupported",
                code::UNSUPPORTED,
                "GPUVerify: error: --equality-abstraction cannot be used with atomics.".into(),
            );
        }

        let pcfg = passes::Config {
            only_intra_group: opts.only_intra_group,
            only_divergence: opts.only_divergence,
            no_benign_tolerance: opts.no_benign_tolerance,
            no_infer: opts.no_infer,
            omitted_tags: opts.omit_infer.clone(),
            check_array_bounds: opts.check_array_bounds,
            equality_abstraction: opts.equality_abstraction,
            adversarial_abstraction: opts.adversarial_abstraction,
            asymmetric_asserts: opts.asymmetric_asserts,
            warp_sync: opts.warp_sync,
            check_arrays: opts.check_arrays.clone(),
            modular: opts.no_inline,
            only_log: opts.only_log,
            no_barrier_access_checks: opts.no_barrier_access_checks,
            unroll: opts.unroll,
            bank_conflicts: None,
        };
        if opts.invariants_as_candidates {
            invariants_as_candidates(&mut prog);
        }
        if opts.no_user_invariants {
            drop_user_invariants(&mut prog);
        }
        // Kept for replaying counterexamples (see `replay`).
        if opts.emit.is_none() && !opts.stop_at_bpl && opts.stop_after.is_none() {
            self.front = Some(prog.clone());
        }
        // Kept for a first, cheaper check without benign-race tolerance (see `check_strict`).
        let original = (!opts.no_benign_tolerance && !opts.stop_at_bpl).then(|| prog.clone());
        // Kept for the bank-conflict check, a run of its own.
        let for_banks = (opts.bank_conflicts.is_some() && !opts.stop_at_bpl).then(|| prog.clone());
        self.verbose(&format!("Running passes {spec}"));
        let t = Instant::now();
        let mut diags = Diagnostics::default();
        let mut pass_times: Vec<(String, f64)> = Vec::new();
        let mut dump_error: Option<String> = None;
        if let Some(d) = &opts.dump_dir {
            if let Err(e) = std::fs::create_dir_all(d) {
                dump_error = Some(format!("cannot create {}: {e}", d.display()));
            }
        }
        let result = {
            let out = &mut *self.out;
            let print_after = &opts.print_after;
            let mut last = Instant::now();
            let mut after = |name: &str, p: &Program| {
                pass_times.push((name.to_string(), secs(last)));
                if print_after.iter().any(|a| a == "all" || a == name) {
                    let _ = writeln!(out, "; IR after {name}");
                    let _ = write!(out, "{}", ir::display::program_to_string(p));
                }
                if let (Some(d), None) = (&opts.dump_dir, &dump_error) {
                    let f = d.join(format!("{:02}-{name}.ir", pass_times.len()));
                    if let Err(e) = std::fs::write(&f, ir::display::program_to_string(p)) {
                        dump_error = Some(format!("cannot write {}: {e}", f.display()));
                    }
                }
                last = Instant::now();
            };
            passes::run_pipeline(&mut prog, spec, &pcfg, &mut diags, &mut after)
        };
        self.sum.timings.push(("passes", secs(t)));
        if opts.time_passes && !opts.json {
            for (name, t) in &pass_times {
                let _ = writeln!(self.out, "- pass {name} : {t:.3} secs");
            }
        }
        self.sum.pass_timings = pass_times;
        if let Some(e) = dump_error {
            let _ = writeln!(self.err, "kcc: warning: --dump-dir: {e}");
        }
        self.render_diags(&prog.sources, &diags, kernel);
        match result {
            Ok(()) => {}
            Err(passes::PassError::Reported) => {
                self.sum.verdict = "unsupported";
                return code::UNSUPPORTED;
            }
            Err(passes::PassError::Spec(e)) => {
                self.sum.verdict = "command-line-error";
                return command_line_error(self.err, &format!("invalid --passes: {e}"));
            }
            Err(passes::PassError::Internal(m)) => {
                return self.fail(
                    "internal-error",
                    code::INTERNAL_ERROR,
                    format!("kcc: internal error: {m}"),
                );
            }
        }
        if diags.has_errors() {
            self.sum.verdict = "unsupported";
            return code::UNSUPPORTED;
        }
        if opts.emit == Some(Emit::Ir) || opts.stop_after.is_some() {
            if opts.emit != Some(Emit::Ir) {
                self.sum.verdict = "stopped";
                return code::SUCCESS;
            }
            let _ = write!(self.out, "{}", ir::display::program_to_string(&prog));
            self.sum.verdict = "stopped";
            return code::SUCCESS;
        }
        let t = Instant::now();
        let emitted = verify::emit(&prog, opts);
        self.sum.timings.push(("emit", secs(t)));
        let printed = matches!(opts.emit, Some(Emit::Bpl | Emit::Smt2));
        if printed {
            let _ = write!(self.out, "{}", emitted.text(opts));
        }
        if !emitted.errors().is_empty() {
            let msg = emitted
                .errors()
                .iter()
                .map(|e| format!("kcc: internal error: {e}"))
                .collect::<Vec<_>>()
                .join("\n");
            return self.fail("internal-error", code::INTERNAL_ERROR, msg);
        }
        if printed {
            self.sum.verdict = "stopped";
            return code::SUCCESS;
        }
        let tmp = match self.scratch() {
            Ok(d) => d,
            Err(code) => return code,
        };
        let bpl = if opts.keep_temps {
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "kernel".into());
            kernel_dir.join(format!("{stem}.{}", emitted.extension()))
        } else {
            tmp.join(format!("kernel.{}", emitted.extension()))
        };
        if emitted.needs_file() || opts.keep_temps {
            if let Err(e) = std::fs::write(&bpl, emitted.text(opts)) {
                return self.fail(
                    "tool-error",
                    code::TOOL_ERROR,
                    format!("kcc: error: cannot write {}: {e}", bpl.display()),
                );
            }
        }
        if let (Some(p), Some(banks)) = (for_banks, opts.bank_conflicts) {
            self.check_bank_conflicts(p, spec, &pcfg, geometry, kernel, &tmp, banks);
        }
        let code = if opts.stop_at_bpl {
            self.sum.verdict = "stopped";
            code::SUCCESS
        } else {
            // A first attempt with a short budget; when it runs out, the program without
            // benign-race tolerance may be far easier to prove (see `check_strict`).
            let full = (opts.timeout > 0).then(|| Duration::from_secs(opts.timeout));
            let quick = match (&original, full) {
                (None, _) => full,
                (Some(_), Some(f)) if f <= QUICK_BUDGET => full,
                (Some(_), _) => Some(QUICK_BUDGET),
            };
            match self.check(&prog, &emitted, &bpl, kernel, geometry, quick) {
                Checked::Done(code) => code,
                Checked::TimedOut => {
                    let strict = match original {
                        Some(orig) => self.check_strict(orig, spec, &pcfg, &emitted, &tmp),
                        None => Strict::Inapplicable,
                    };
                    match strict {
                        Strict::Verified => self.report_verified(&prog, kernel),
                        Strict::Timeout => self.report_timeout(),
                        Strict::Inapplicable if quick != full => {
                            match self.check(&prog, &emitted, &bpl, kernel, geometry, full) {
                                Checked::Done(code) => code,
                                Checked::TimedOut => self.report_timeout(),
                            }
                        }
                        Strict::Inapplicable => self.report_timeout(),
                    }
                }
            }
        };
        let code = match self.bank_conflicts {
            Some(n) if n > 0 && opts.bank_conflicts_are_errors && code == code::SUCCESS => {
                self.sum.verdict = "errors";
                code::NOT_ALL_VERIFIED
            }
            _ => code,
        };
        if opts.keep_temps {
            let _ = writeln!(self.err, "kept temporary files in {}", kernel_dir.display());
        }
        code
    }

    /// `--check-bank-conflicts`: a run of its own, before the verification, in which only the
    /// bank-conflict obligations are checked (every other assertion is assumed, so only
    /// executions that are otherwise correct count). Conflicts are warnings (errors with
    /// `--bank-conflicts-are-errors`); their number is kept for the verdict.
    #[allow(clippy::too_many_arguments)]
    fn check_bank_conflicts(
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

    /// Verify the program built without benign-race tolerance first: it has the same
    /// obligations except that every write-write or write-read race counts, so when it
    /// verifies the tolerant program does too, and its proof avoids comparing written values
    /// (which can be far harder for the prover). Anything but a proof or a time-out falls back
    /// to the faithful check, whose reports are the ones shown.
    fn check_strict(
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
        let t = Instant::now();
        let file = dir.join(format!("strict.{}", emitted.extension()));
        let result = verify::verify(&prog, &emitted, &file, &ropts);
        self.sum.solver_secs += match &result {
            Ok(v) => v.solver_secs,
            Err(verify::ToolError::Timeout { .. }) => secs(t),
            Err(_) => 0.0,
        };
        let stage = match ropts.tool() {
            "boogie" => "boogie (strict)",
            _ => "solver (strict)",
        };
        self.sum.timings.push((stage, secs(t)));
        match result {
            Ok(v) if v.failures.is_empty() && !v.inconclusive => {
                self.sum.houdini = v
                    .houdini
                    .iter()
                    .map(|s| (s.tag.clone(), s.proposed, s.proved))
                    .collect();
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
            _ => Strict::Inapplicable,
        }
    }

    fn report_timeout(&mut self) -> i32 {
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
    fn check(
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
        let ropts = match verify::run_options(opts, timeout, scratch, host::z3_guard()) {
            Ok(r) => r,
            Err(m) => return Checked::Done(self.config_error(&m)),
        };
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
        self.sum.houdini = verdict
            .houdini
            .iter()
            .map(|s| (s.tag.clone(), s.proposed, s.proved))
            .collect();
        if opts.infer_info && !opts.json {
            for s in &verdict.houdini {
                let _ = writeln!(
                    self.out,
                    "Houdini: {}: {} of {} candidates proved",
                    s.tag, s.proved, s.proposed
                );
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

    /// Replay a report's counterexample on the interpreter and say so when it is confirmed
    /// (with `--verbose`, also when it is not). Existing report lines stay as they are.
    fn replay(
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
            replay::Replayed::Confirmed => {
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
            replay::Replayed::Skipped => {}
        }
    }

    /// Report that every obligation holds.
    /// A kernel with named barriers: checked by executing every thread of the launch.
    fn check_named(&mut self, prog: &Program, g: &frontend::Geometry, kernel: &str) -> i32 {
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

    fn report_verified(&mut self, prog: &Program, kernel: &str) -> i32 {
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
                    .zip(self.dims_used)
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

    fn print_pipeline(&mut self, spec: &str) -> i32 {
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

    fn print_json(&mut self, code: i32) {
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
        let _ = writeln!(self.out, "{obj}");
    }
}

/// Run everything after the front end on an already lowered program (used by tests that build
/// IR by hand).
pub fn run_program(
    opts: &Options,
    prog: Program,
    geometry: &frontend::Geometry,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let mut r = Run {
        opts,
        out,
        err,
        sum: Summary::default(),
        scratch: None,
        bank_conflicts: None,
        dims_used: [true; 3],
        front: None,
        replay_deadline: None,
    };
    let spec = opts
        .passes
        .clone()
        .unwrap_or_else(|| passes::DEFAULT_PIPELINE.to_string());
    let kernel = opts.kernel.clone().unwrap_or_else(|| "kernel.cl".into());
    r.pipeline_and_verify(prog, &spec, &kernel, geometry)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::{ArrayData, Expr, MemSpace, Origin, Procedure, Span, Special, Stmt, StmtKind, Type};

    const SRC: &str = "__kernel void k(__local int *A) {\n  A[0] = get_local_id(0);\n}\n";

    /// `A[0] = local_id_x` on a shared array, or `A[local_id_x] = 0` when `racy` is false.
    fn kernel(racy: bool) -> Program {
        let mut p = Program::default();
        let f = p.sources.add("kernel.cl".into(), SRC.into());
        let at = Origin::Source(Span {
            file: f,
            lo: 36,
            hi: 60,
        });
        let lid = p.special(Special::LocalId(ir::Dim::X));
        let a = p.arrays.push(ArrayData {
            name: "A".into(),
            space: MemSpace::Shared,
            elem: Type::Bv(32),
            source_elem_width: 32,
            dims: vec![None],
            origin: at,
            thread: None,
            copies: None,
            is_param: true,
        });
        let (index, value) = if racy {
            (Expr::bv(0, 32), Expr::Var(lid))
        } else {
            (Expr::Var(lid), Expr::bv(0, 32))
        };
        let body = vec![Stmt {
            kind: StmtKind::Store {
                array: a,
                group: None,
                index,
                value,
            },
            origin: at,
        }];
        let k = p.procs.push(Procedure {
            name: "k".into(),
            params: vec![],
            array_params: vec![a],
            ret: None,
            locals: vec![],
            requires: vec![],
            ensures: vec![],
            body: Some(body),
            is_kernel: true,
            origin: at,
        });
        p.kernel = Some(k);
        p
    }

    fn geometry() -> frontend::Geometry {
        frontend::Geometry {
            local_size: [Some(64), Some(1), Some(1)],
            num_groups: [Some(2), Some(1), Some(1)],
            local_dims: 1,
            grid_dims: 1,
            global_offset: None,
            symbolic: false,
            global_size: [None; 3],
        }
    }

    fn go(racy: bool, extra: &[&str]) -> (i32, String, String) {
        let mut args: Vec<String> = vec![
            "--local_size=64".into(),
            "--num_groups=2".into(),
            "kernel.cl".into(),
        ];
        args.extend(extra.iter().map(|s| s.to_string()));
        let opts = options::parse(&args).unwrap();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run_program(&opts, kernel(racy), &geometry(), &mut out, &mut err);
        (
            code,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    #[test]
    fn spec_truncation() {
        assert_eq!(
            truncate_spec("inline,race(mode=a,b=c),dualise", "race").as_deref(),
            Some("inline,race(mode=a,b=c)")
        );
        assert_eq!(
            truncate_spec("inline,race", "inline").as_deref(),
            Some("inline")
        );
        assert_eq!(truncate_spec("inline,race", "dualise"), None);
    }

    fn have_tools() -> bool {
        tools::find_boogie(None).is_ok() && tools::find_z3(None).is_ok()
    }

    #[test]
    fn emit_ir_and_bpl() {
        let (code, out, err) = go(false, &["--emit=ir"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("kernel proc k"), "{out}");
        let (code, out, err) = go(false, &["--emit=bpl"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("procedure"), "{out}");
    }

    #[test]
    fn end_to_end() {
        if !have_tools() {
            return;
        }
        let (code, out, err) = go(false, &[]);
        assert_eq!(code, 0, "{out}\n{err}");
        assert!(
            out.contains("Verified: kernel.cl\n- no data races within work groups\n"),
            "{out}"
        );
        let (code, out, err) = go(true, &[]);
        assert_eq!(code, 6, "{out}\n{err}");
        assert!(err.starts_with("--------------------\nkernel.cl: error: possible write-write race on A[0]:\n\nWrite by work item"), "{err}");
        assert!(
            out.contains("GPUVerify kernel analyser finished with 0 verified, 1 error"),
            "{out}"
        );
    }
}
