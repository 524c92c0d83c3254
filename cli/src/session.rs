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

mod check;
mod extra;
mod output;

use check::Checked;

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
    /// The file's kernels (from the front end), when it holds more than one.
    kernels: Vec<String>,
    /// With several kernels: each one's name, exit code and verdict.
    per_kernel: Vec<(String, i32, &'static str)>,
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
    /// The tactic budget of the next check's final query (see [`FINAL_TACTIC_BUDGET`]).
    final_tactic: Option<Duration>,
    /// The launch dimensions that may hold many threads (with no launch sizes, the others are 1).
    dims_launched: [bool; 3],
    /// The front end's program, for running it on the interpreter (replay, the search after a
    /// time-out); `None` when an uninterpreted (floating-point) function decides a branch or an
    /// index, since the interpreter runs one interpretation of it, neither the real one nor the
    /// model's, and an execution would then show nothing about the kernel.
    front: Option<Program>,
    /// When replay must stop.
    replay_deadline: Option<Instant>,
    /// What a second, exact attempt with loops unrolled needs (see `check_unrolled`); taken
    /// when used.
    unrolling: Option<Unrolling>,
    /// Stop after the front end (the other kernels of a file when options stop early: their
    /// front-end errors are reported, nothing else of them is shown).
    front_only: bool,
}

/// The program before the passes, with the pass list and configuration it was run with.
#[derive(Clone)]
struct Unrolling {
    prog: Program,
    spec: String,
    pcfg: passes::Config,
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
/// Whether the source states a loop invariant (not a candidate).
fn has_user_invariants(prog: &Program) -> bool {
    prog.asserts
        .iter()
        .any(|(_, a)| a.kind == (ir::AssertKind::Invariant { tag: None }) && !a.candidate)
}

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
        final_tactic: None,
        dims_launched: [true; 3],
        front: None,
        replay_deadline: None,
        unrolling: None,
        front_only: false,
    };
    let started = Instant::now();
    let mut code = r.go();
    let kernels = r.sum.kernels.clone();
    if kernels.len() > 1 && !stops_early(opts) && !ends_every_kernel(code) {
        // GPUVerify verifies every kernel of a file: so does kcc, one after the other. The
        // exit code is that of the first kernel that is not verified.
        r.sum
            .per_kernel
            .push((kernels[0].clone(), code, r.sum.verdict));
        for i in 1..kernels.len() {
            let mut o = opts.clone();
            o.entry = i;
            let mut next = Run {
                opts: &o,
                out: &mut *r.out,
                err: &mut *r.err,
                sum: Summary::default(),
                scratch: None,
                bank_conflicts: None,
                final_tactic: None,
                dims_launched: [true; 3],
                front: None,
                replay_deadline: None,
                unrolling: None,
                front_only: false,
            };
            let c = next.go();
            let sum = next.sum;
            r.sum.per_kernel.push((kernels[i].clone(), c, sum.verdict));
            r.sum.errors.extend(sum.errors);
            r.sum.solver_secs += sum.solver_secs;
            if code == code::SUCCESS && c != code::SUCCESS {
                code = c;
                r.sum.verdict = sum.verdict;
                r.sum.message = sum.message;
            }
        }
    } else if kernels.len() > 1 && stops_early(opts) && code == code::SUCCESS {
        // Only the first kernel is shown, but the others must pass the front end: an error
        // in one of them is reported, and is the exit code.
        for i in 1..kernels.len() {
            let mut o = opts.clone();
            o.entry = i;
            let mut next = Run {
                opts: &o,
                out: &mut *r.out,
                err: &mut *r.err,
                sum: Summary::default(),
                scratch: None,
                bank_conflicts: None,
                final_tactic: None,
                dims_launched: [true; 3],
                front: None,
                replay_deadline: None,
                unrolling: None,
                front_only: true,
            };
            let c = next.go();
            if code == code::SUCCESS && c != code::SUCCESS {
                code = c;
                r.sum.verdict = next.sum.verdict;
                r.sum.message = next.sum.message;
            }
        }
    }
    r.sum
        .timings
        .push(("total", started.elapsed().as_secs_f64()));
    if opts.time && !opts.json {
        let total = started.elapsed().as_secs_f64();
        let _ = writeln!(r.out, "Timing information ({total:.2} secs):");
        for (stage, t) in &r.sum.timings {
            match *stage {
                "total" => {}
                // Part of the front end's time.
                "preprocess" => {
                    let _ = writeln!(r.out, "  - of which the preprocessor : {t:.3} secs");
                }
                _ => {
                    let _ = writeln!(r.out, "- {stage} : {t:.3} secs");
                }
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
            .filter(|(stage, _)| *stage != "preprocess")
            .map(|(_, t)| format!("{t:.3}"))
            .collect();
        let _ = writeln!(r.out, "{label},{result},{}", times.join(","));
    }
    if opts.json {
        r.print_json(code);
    }
    code
}

/// True when the options stop before a verdict (printing or writing intermediate forms):
/// then only a file's first kernel is shown.
fn stops_early(opts: &Options) -> bool {
    opts.emit.is_some() || opts.stop_at_bpl || opts.stop_after.is_some() || opts.print_pipeline
}

/// Exit codes that the other kernels of the file would end with too.
fn ends_every_kernel(code: i32) -> bool {
    matches!(
        code,
        code::COMMAND_LINE_ERROR | code::CONFIGURATION_ERROR | code::CTRL_C
    )
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
        entry: opts.entry,
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

/// At most this much of the full attempt after a time-out goes to z3's QF_AUFBV tactic on
/// the final check before its incremental core (a fifth of the time-out below this): the
/// quick attempt gave the tactic half a second, and a single query with many products of
/// thread-dependent values (stencils over a symbolic row length) can take the tactic
/// seconds and the core minutes.
const FINAL_TACTIC_BUDGET: Duration = Duration::from_secs(30);

/// Solver time for each first attempt on a cheaper program (products of symbolic values
/// abstracted, candidates that divide dropped; its final check's tactic gets as many resource
/// units, which a busy machine does not use up sooner).
const ABSTRACT_FIRST_BUDGET: Duration = Duration::from_secs(2);

/// The most iterations a loop may have to be unrolled in the second attempt after errors.
const UNROLL_FALLBACK_TRIPS: u32 = 16;

/// Loop heads each execution of the bounded search for errors passes at most (see
/// `hunt_bounded`), and that search's budget.
const HUNT_UNWIND: u64 = 3;
const HUNT_BUDGET: Duration = Duration::from_secs(5);

/// Solver time for the second attempt with loops unrolled (wall time: a tile loop nest that
/// takes 23 s alone takes over 30 s beside another solver).
const UNROLL_FALLBACK_BUDGET: Duration = Duration::from_secs(60);

/// The outcome of the check without benign-race tolerance.
enum Strict {
    /// Proved: the tolerant program holds too.
    Verified,
    /// The prover ran out of time.
    Timeout,
    /// Errors found: races that may be benign, so not the kernel's reports.
    Errors,
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
        self.sum.timings.push(("preprocess", fe.preprocess_secs));
        if fe.kernels.len() > 1 && !self.front_only {
            self.sum.kernels = fe.kernels.clone();
            let name = fe.kernels.get(opts.entry).map_or("?", String::as_str);
            if stops_early(opts) {
                let _ = writeln!(
                    self.err,
                    "kcc: warning: {kernel} holds {} kernels; only '{name}' is shown",
                    fe.kernels.len()
                );
            } else if !opts.json {
                let _ = writeln!(
                    self.out,
                    "Kernel '{name}' ({} of {}):",
                    opts.entry + 1,
                    fe.kernels.len()
                );
            }
        }
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
        if self.front_only {
            return code::SUCCESS;
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
        self.dims_launched = prog.dims_launched();
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
            no_refined_atomics: opts.no_refined_atomics,
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
        // Kept for running on the interpreter (see `front`).
        if opts.emit.is_none()
            && !opts.stop_at_bpl
            && opts.stop_after.is_none()
            && interp::named::uf_dependence(&prog).is_none()
        {
            self.front = Some(prog.clone());
        }
        // Kept for a first, cheaper check without benign-race tolerance (see `check_strict`).
        let original = (!opts.no_benign_tolerance && !opts.stop_at_bpl).then(|| prog.clone());
        // Kept for a second attempt with loops unrolled (see `check_unrolled`).
        // Not when inference is turned off or trimmed: those runs ask what the rules prove.
        self.unrolling = (opts.unroll.is_none()
            && !opts.no_infer
            && opts.omit_infer.is_empty()
            && !opts.stop_at_bpl
            && !has_user_invariants(&prog)
            && spec.split(',').any(|p| p.trim() == "unroll"))
        .then(|| Unrolling {
            prog: prog.clone(),
            spec: spec.to_string(),
            pcfg: pcfg.clone(),
        });
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
                if opts.debug && name == "inline" {
                    if let Some(line) = barrier_interval_line(p, &pcfg) {
                        let _ = writeln!(out, "{line}");
                    }
                }
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
        if opts.keep_temps {
            if let Some(text) = verify::boogie_companion(&prog, &emitted) {
                let file = bpl.with_extension("bpl");
                if let Err(e) = std::fs::write(&file, text) {
                    let _ = writeln!(
                        self.err,
                        "kcc: warning: cannot write {}: {e}",
                        file.display()
                    );
                }
            }
        }
        if let (Some(p), Some(banks)) = (for_banks, opts.bank_conflicts) {
            self.check_bank_conflicts(p, spec, &pcfg, geometry, kernel, &tmp, banks);
        }
        // A short first attempt with products of symbolic values abstracted (see
        // `check_abstract`), then the faithful program.
        let code = if opts.stop_at_bpl {
            self.sum.verdict = "stopped";
            code::SUCCESS
        } else if self.check_abstract(&prog, &emitted, ABSTRACT_FIRST_BUDGET) {
            self.report_verified(&prog, kernel)
        } else {
            // A first attempt with a short budget; when it runs out, the program without
            // benign-race tolerance may be far easier to prove (see `check_strict`), and
            // failing that, the program with small loops unrolled (see `try_unrolled`).
            let full = (opts.timeout > 0).then(|| Duration::from_secs(opts.timeout));
            let quick = match (&original, full) {
                (None, _) => full,
                (Some(_), Some(f)) if f <= QUICK_BUDGET => full,
                (Some(_), _) => Some(QUICK_BUDGET),
            };
            match self.check(&prog, &emitted, &bpl, kernel, geometry, quick) {
                Checked::Done(code) => code,
                // An execution that shows an error settles the kernel at once (in
                // milliseconds, where the strict and the full attempts can take minutes to
                // find the same race); a correct kernel costs a few short executions.
                Checked::TimedOut if let Some(code) = self.hunt_by_execution(geometry, kernel) => {
                    code
                }
                // The same for executions of a few loop iterations, through the solver.
                Checked::TimedOut
                    if let Some(code) = self.hunt_bounded(&prog, kernel, geometry) =>
                {
                    code
                }
                // Small constant loops unrolled often need no invariant at all (a loop over
                // the 3 components of a vector in a structure-of-arrays layout): a short
                // look before the strict check, whose budget is the full time-out.
                Checked::TimedOut
                    if quick != full && self.try_unrolled_briefly(&emitted, QUICK_BUDGET) =>
                {
                    self.report_verified(&prog, kernel)
                }
                Checked::TimedOut => {
                    let strict = match original {
                        Some(orig) => self.check_strict(orig, spec, &pcfg, &emitted, &tmp),
                        None => Strict::Inapplicable,
                    };
                    match strict {
                        Strict::Verified => self.report_verified(&prog, kernel),
                        Strict::Timeout => self.report_timeout(geometry, kernel),
                        Strict::Errors | Strict::Inapplicable
                            if quick != full && self.try_unrolled(&emitted) =>
                        {
                            self.report_verified(&prog, kernel)
                        }
                        Strict::Errors | Strict::Inapplicable if quick != full => {
                            self.final_tactic = full.map(|f| (f / 5).min(FINAL_TACTIC_BUDGET));
                            match self.check(&prog, &emitted, &bpl, kernel, geometry, full) {
                                Checked::Done(code) => code,
                                Checked::TimedOut => self.report_timeout(geometry, kernel),
                            }
                        }
                        Strict::Errors | Strict::Inapplicable => {
                            self.report_timeout(geometry, kernel)
                        }
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
        final_tactic: None,
        dims_launched: [true; 3],
        front: None,
        replay_deadline: None,
        unrolling: None,
        front_only: false,
    };
    let spec = opts
        .passes
        .clone()
        .unwrap_or_else(|| passes::DEFAULT_PIPELINE.to_string());
    let kernel = opts.kernel.clone().unwrap_or_else(|| "kernel.cl".into());
    r.pipeline_and_verify(prog, &spec, &kernel, geometry)
}

#[cfg(test)]
mod tests;

/// `Found N barrier interval(s) in $k`, as GPUVerify prints it under `--debug`, for the
/// inlined kernel (its uniformity analysed on a copy).
fn barrier_interval_line(p: &Program, pcfg: &passes::Config) -> Option<String> {
    let mut copy = p.clone();
    let mut diags = Diagnostics::default();
    passes::run_pipeline(&mut copy, "uniformity", pcfg, &mut diags, &mut |_, _| {}).ok()?;
    let n = passes::intervals::barrier_intervals(&copy)?;
    let name = &copy.procs[copy.kernel?].name;
    Some(format!("Found {n} barrier interval(s) in ${name}"))
}
