//! The one place the CLI talks to the back ends: which back end a run uses, emitting its
//! program, finding its tools and running them. Both back ends answer with the same
//! [`Verdict`], so everything after this module is back-end neutral.

use std::path::{Path, PathBuf};
use std::time::Duration;

pub use backends::verdict::{Failure, How, TagStats, Verdict};
pub use backends::ToolError;

use backends::{boogie, smt};

use crate::options::{Backend, Emit, Options};
use crate::tools;

/// The back end a run uses: `--backend`, else the SMT-LIB2 back end for `--emit=smt2`, else
/// Boogie when an option only Boogie honours is given (`--emit=bpl`, `--stop-at-bpl`,
/// `--boogie-file`, `--boogie-opt`, `--boogie`), else the default.
pub fn backend(opts: &Options) -> Backend {
    if let Some(b) = opts.backend {
        return b;
    }
    if opts.emit == Some(Emit::Smt2) {
        return Backend::Smt2;
    }
    if boogie_only_option(opts).is_some() {
        return Backend::Boogie;
    }
    DEFAULT_BACKEND
}

/// The back end used when nothing asks for one.
pub const DEFAULT_BACKEND: Backend = Backend::Smt2;

/// The first given option that only the Boogie back end honours.
pub fn boogie_only_option(opts: &Options) -> Option<&'static str> {
    if opts.emit == Some(Emit::Bpl) {
        Some("--emit=bpl")
    } else if opts.stop_at_bpl {
        Some("--stop-at-bpl")
    } else if !opts.boogie_files.is_empty() {
        Some("--boogie-file")
    } else if !opts.boogie_opts.is_empty() {
        Some("--boogie-opt")
    } else if opts.boogie.is_some() {
        Some("--boogie")
    } else {
        None
    }
}

/// An emitted program.
pub enum Emitted {
    /// Boogie text.
    Boogie(boogie::Emitted),
    /// SMT-LIB2 verification conditions.
    Smt(smt::Emitted),
}

impl Emitted {
    /// Internal errors found while emitting.
    pub fn errors(&self) -> &[String] {
        match self {
            Emitted::Boogie(e) => &e.errors,
            Emitted::Smt(e) => &e.errors,
        }
    }

    /// The program's text: the Boogie program, or the SMT-LIB2 script.
    pub fn text(&self, opts: &Options) -> String {
        match self {
            Emitted::Boogie(e) => e.text.clone(),
            Emitted::Smt(e) => e.script(solver(opts)),
        }
    }

    /// Whether the text is the same as another's (the program did not change).
    pub fn same_as(&self, other: &Emitted) -> bool {
        match (self, other) {
            (Emitted::Boogie(a), Emitted::Boogie(b)) => a.text == b.text,
            (Emitted::Smt(a), Emitted::Smt(b)) => a.formula == b.formula,
            _ => false,
        }
    }

    /// The extension of the file holding it.
    pub fn extension(&self) -> &'static str {
        match self {
            Emitted::Boogie(_) => "bpl",
            Emitted::Smt(_) => "smt2",
        }
    }

    /// True when the back end reads the program from a file (else the file is only written
    /// when kept).
    pub fn needs_file(&self) -> bool {
        matches!(self, Emitted::Boogie(_))
    }
}

/// The solver `--solver` selects for the SMT-LIB2 back end.
pub fn solver(opts: &Options) -> smt::Solver {
    opts.solver.unwrap_or_default()
}

/// Emit the program for the run's back end.
pub fn emit(prog: &ir::Program, opts: &Options) -> Emitted {
    match backend(opts) {
        Backend::Boogie => Emitted::Boogie(boogie::emit(prog)),
        Backend::Smt2 => Emitted::Smt(smt::emit(
            prog,
            smt::Options {
                unroll: opts
                    .loop_unwind
                    .map(|n| u32::try_from(n).unwrap_or(u32::MAX)),
                abstract_products: false,
            },
        )),
    }
}

/// The `/loopUnroll` count Boogie needs for a bounded check of `n` iterations of every loop
/// of `prog`: Boogie spends one count per back edge taken on a path, across loops, so a path
/// through loop `L` nested `d` deep may take `(n + 1)^d` of them; the sum over the loops (and
/// one more to leave the last) covers every path. `None` past a count Boogie cannot unroll.
pub fn boogie_unroll_count(prog: &ir::Program, n: u64) -> Option<u64> {
    fn block(b: &ir::Block, n: u64, depth: u32, total: &mut u64) -> Option<()> {
        for s in b {
            match &s.kind {
                ir::StmtKind::Loop(l) => {
                    *total = total.checked_add((n + 1).checked_pow(depth + 1)?)?;
                    block(&l.body, n, depth + 1, total)?;
                }
                ir::StmtKind::If {
                    then_body,
                    else_body,
                    ..
                } => {
                    block(then_body, n, depth, total)?;
                    block(else_body, n, depth, total)?;
                }
                ir::StmtKind::Block { body, .. } => block(body, n, depth, total)?,
                _ => {}
            }
        }
        Some(())
    }
    let mut total = 1u64;
    for (_, p) in prog.procs.iter() {
        if let Some(b) = &p.body {
            block(b, n, 0, &mut total)?;
        }
    }
    Some(total).filter(|t| *t <= 4096)
}

/// Cheaper programs to try first, for the smt2 back end, each one that differs from the
/// precise program: products of two non-literal factors abstracted (see
/// `smt::Options::abstract_products`) and candidates that need a divider dropped (see
/// [`without_dividing_candidates`]); then, if there were such candidates, the precise products
/// without them. Each is sound: a proof of an over-approximation with fewer candidates is a
/// proof of the kernel.
pub fn emit_cheaper(prog: &ir::Program, opts: &Options, precise: &Emitted) -> Vec<Emitted> {
    if backend(opts) != Backend::Smt2 || opts.loop_unwind.is_some() {
        return Vec::new();
    }
    let cheap = without_dividing_candidates(prog);
    // Without dropped candidates the precise products give the precise program.
    let variants: &[bool] = if cheap.is_some() {
        &[true, false]
    } else {
        &[true]
    };
    let mut out = Vec::new();
    for &abstract_products in variants {
        let e = Emitted::Smt(smt::emit(
            cheap.as_ref().unwrap_or(prog),
            smt::Options {
                unroll: None,
                abstract_products,
            },
        ));
        if e.errors().is_empty() && !e.same_as(precise) && !out.iter().any(|o| e.same_as(o)) {
            out.push(e);
        }
    }
    out
}

/// `prog` without the candidate invariants that divide by a literal other than a power of two
/// (`(W %u 192) == (off %u 192)`) or by a symbolic value (`W / (128 * n)`), or `None` when it
/// has none. A bit-vector divider makes every
/// query that holds such a candidate slow, and most kernels are proved without them; dropping
/// candidates is sound, as Houdini proves whichever of the rest it keeps.
fn without_dividing_candidates(prog: &ir::Program) -> Option<ir::Program> {
    let divides = |e: &ir::Expr| {
        let mut found = false;
        ir::visit::walk_expr(e, &mut |x| match x {
            ir::Expr::Binary(ir::BinOp::URem | ir::BinOp::UDiv, _, m) => {
                found |= m.as_bv().is_none_or(|(v, _)| !v.is_power_of_two())
            }
            ir::Expr::Binary(ir::BinOp::SRem | ir::BinOp::SDiv, _, m) => {
                found |= m.as_bv().is_none()
            }
            _ => {}
        });
        found
    };
    without_candidates_where(prog, divides)
}

/// `prog` without the candidate invariants `drop` picks, or `None` when it picks none.
pub fn without_candidates_where(
    prog: &ir::Program,
    drop: impl Fn(&ir::Expr) -> bool,
) -> Option<ir::Program> {
    let mut out = prog.clone();
    let mut dropped = false;
    for (_, proc) in out.procs.iter_mut() {
        let Some(body) = proc.body.as_mut() else {
            continue;
        };
        ir::visit::walk_stmts_mut(body, &mut |s| {
            if let ir::StmtKind::Loop(l) = &mut s.kind {
                let before = l.invariants.len();
                l.invariants
                    .retain(|i| !(prog.asserts[i.id].candidate && drop(&i.cond)));
                dropped |= l.invariants.len() != before;
            }
        });
    }
    dropped.then_some(out)
}

/// The Boogie program `--keep-temps` keeps beside another back end's file, so that the
/// `<kernel>.bpl` GPUVerify users look for is there whichever back end ran.
pub fn boogie_companion(prog: &ir::Program, emitted: &Emitted) -> Option<String> {
    match emitted {
        Emitted::Boogie(_) => None,
        Emitted::Smt(_) => {
            let e = boogie::emit(prog);
            e.errors.is_empty().then_some(e.text)
        }
    }
}

/// What running the back end takes.
pub enum RunOptions {
    /// Boogie and its z3.
    Boogie(boogie::RunOptions),
    /// A solver process.
    Smt(smt::RunOptions),
}

impl RunOptions {
    /// The tool named in time-out messages and timings.
    pub fn tool(&self) -> &'static str {
        match self {
            RunOptions::Boogie(_) => "boogie",
            RunOptions::Smt(o) => o.solver.name(),
        }
    }

    /// What `--verbose` says before the run.
    pub fn describe(&self, file: &Path) -> String {
        match self {
            RunOptions::Boogie(o) => format!(
                "Running {} {} with z3 {}",
                o.boogie.display(),
                file.display(),
                o.z3.display()
            ),
            RunOptions::Smt(o) => format!(
                "Running {} {} on kcc's verification conditions",
                o.solver.name(),
                o.program.display()
            ),
        }
    }
}

/// The name of the tool whose time-out a run reports.
pub fn tool_name(opts: &Options) -> &'static str {
    match backend(opts) {
        Backend::Boogie => "boogie",
        Backend::Smt2 => solver(opts).name(),
    }
}

/// Find the tools and gather the options of a run; a missing tool is a configuration error.
pub fn run_options(
    opts: &Options,
    timeout: Option<Duration>,
    temp_dir: Option<PathBuf>,
    z3_guard: Option<PathBuf>,
) -> Result<RunOptions, tools::Missing> {
    match backend(opts) {
        Backend::Boogie => {
            let boogie = tools::find_boogie(opts.boogie.as_deref())?;
            let z3 = tools::find_z3(opts.z3.as_deref())?;
            let mut extra_args = opts.boogie_opts.clone();
            if let Some(n) = opts.loop_unwind {
                // Replaced by the count the program needs (see `boogie_unroll_count`).
                extra_args.push(format!("/loopUnroll:{}", n.saturating_add(1)));
            }
            if let Some(n) = opts.error_limit {
                extra_args.push(format!("/errorLimit:{n}"));
            }
            Ok(RunOptions::Boogie(boogie::RunOptions {
                boogie,
                z3,
                timeout,
                infer: !opts.no_infer,
                extra_args,
                extra_files: opts.boogie_files.clone(),
                temp_dir,
                z3_guard,
            }))
        }
        Backend::Smt2 => {
            let solver = solver(opts);
            let program = match solver {
                smt::Solver::Z3 => tools::find_z3(opts.z3.as_deref())?,
                smt::Solver::Cvc5 => tools::find_cvc5(opts.cvc5.as_deref())?,
            };
            let transcript = match (&opts.kernel, opts.gen_smt2) {
                (Some(k), true) => Some(Path::new(k).with_extension("smt2")),
                _ => None,
            };
            Ok(RunOptions::Smt(smt::RunOptions {
                solver,
                program,
                timeout,
                infer: !opts.no_infer,
                // Boogie's default error limit.
                error_limit: opts.error_limit.map_or(5, |n| n.max(1) as usize),
                transcript,
                final_tactic: None,
            }))
        }
    }
}

/// Run the back end on an emitted program (`file` holds it for back ends that read files).
pub fn verify(
    prog: &ir::Program,
    emitted: &Emitted,
    file: &Path,
    ropts: &RunOptions,
) -> Result<Verdict, ToolError> {
    match (emitted, ropts) {
        (Emitted::Boogie(e), RunOptions::Boogie(o)) => {
            // A bounded check: the unroll count this program needs (see
            // `boogie_unroll_count`), on every run, first attempts and fallbacks alike.
            let bound = o.extra_args.iter().find_map(|a| {
                a.strip_prefix("/loopUnroll:")
                    .and_then(|k| k.parse::<u64>().ok())
            });
            let Some(k) = bound else {
                return boogie::verify(prog, e, file, o);
            };
            let n = k.saturating_sub(1);
            let Some(count) = boogie_unroll_count(prog, n) else {
                return Err(ToolError::Failed {
                    tool: "kcc".into(),
                    code: None,
                    output: format!(
                        "--loop-unwind={n} unrolls these loops further than Boogie can; use \
                         --backend=smt2"
                    ),
                });
            };
            let mut o = o.clone();
            o.extra_args.retain(|a| !a.starts_with("/loopUnroll:"));
            o.extra_args.push(format!("/loopUnroll:{count}"));
            boogie::verify(prog, e, file, &o)
        }
        (Emitted::Smt(e), RunOptions::Smt(o)) => {
            if let Some(t) = &o.transcript {
                // A fresh transcript per run.
                let _ = std::fs::remove_file(t);
            }
            smt::verify(prog, e, o).map(|(v, _)| v)
        }
        _ => Err(ToolError::Failed {
            tool: "kcc".into(),
            code: None,
            output: "the program was emitted for another back end".into(),
        }),
    }
}
