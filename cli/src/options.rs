//! Command-line parsing with GPUVerify's (Python argparse) semantics: `--opt=v` and `--opt v`,
//! unique prefixes of long options, `-DX`/`-D X`/`-Idir`/`-I dir`, one positional kernel path,
//! mutually exclusive groups, and kcc's own options.

use std::path::PathBuf;

use frontend::{Geometry, Language};

/// A launch size as written: one to three entries, `None` for `*`.
pub type Sizes = Vec<Option<u64>>;

/// What the command line asks for.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    /// The kernel file, as given (the last of several paths).
    pub kernel: Option<String>,
    /// Which of the file's kernels a run verifies (set by the run itself, one after the
    /// other, when the file holds several).
    pub entry: usize,
    /// Every kernel file or directory given, when there are several (batch mode).
    pub paths: Vec<String>,
    /// `-j N` / `--jobs=N`: kernels verified at once in batch mode (default: the cores).
    pub jobs: Option<usize>,
    /// `--local_size` / `--blockDim`.
    pub local_size: Option<Sizes>,
    /// `--num_groups` / `--gridDim`.
    pub num_groups: Option<Sizes>,
    /// `--global_size`.
    pub global_size: Option<Sizes>,
    /// `--global_offset`.
    pub global_offset: Option<Vec<u64>>,
    /// `--opencl` / `--cuda`.
    pub language: Option<Language>,
    /// `-D` definitions.
    pub defines: Vec<String>,
    /// `-I` directories.
    pub include_dirs: Vec<PathBuf>,
    /// `--check-div-by-zero`, `--check-overflow[=unsigned]`, `--assume-no-overflow`.
    pub arith: frontend::ArithChecks,
    /// `--no-inline`: verify every function on its own against its contract; callers assume
    /// only the contracts of what they call.
    pub no_inline: bool,
    /// `--only-divergence`.
    pub only_divergence: bool,
    /// `--only-intra-group`.
    pub only_intra_group: bool,
    /// `--no-benign-tolerance`.
    pub no_benign_tolerance: bool,
    /// `--loop-unwind=N`: check executions of at most N iterations per loop.
    pub loop_unwind: Option<u64>,
    /// `--no-annotations` / `--only-requires`.
    pub annotations: frontend::Annotations,
    /// `--kernel-args=K,v1,..`: the kernel's name and its arguments' values (`*`: any).
    pub kernel_args: Option<(String, Vec<Option<u128>>)>,
    /// `--no-infer`.
    pub no_infer: bool,
    /// `--omit-infer=TAG`.
    pub omit_infer: Vec<String>,
    /// `--infer-info`: print per-rule Houdini statistics.
    pub infer_info: bool,
    /// `--equality-abstraction`.
    pub equality_abstraction: bool,
    /// `--adversarial-abstraction`.
    pub adversarial_abstraction: bool,
    /// `--asymmetric-asserts`.
    pub asymmetric_asserts: bool,
    /// `--check-array-bounds`.
    pub check_array_bounds: bool,
    /// `--invariants-as-candidates`: user loop invariants are candidates Houdini may drop.
    pub invariants_as_candidates: bool,
    /// `--no-user-invariants`: user loop invariants are dropped; only inferred ones are used.
    pub no_user_invariants: bool,
    /// `--only-log`: log accesses without checking them for races.
    pub only_log: bool,
    /// `--no-barrier-access-checks`: barrier invariants may read any cell.
    pub no_barrier_access_checks: bool,
    /// `--unroll=N`: unroll loops whose constant trip count is at most N (0: never).
    pub unroll: Option<u32>,
    /// `--k-induction-depth=N`: see [`crate::session`] (plain induction, with errors kept only
    /// when an execution confirms them).
    pub k_induction_depth: u64,
    /// `--check-bank-conflicts[=BANKS]`: report lanes of a warp hitting one shared bank.
    pub bank_conflicts: Option<u32>,
    /// `--bank-conflicts-are-errors`.
    pub bank_conflicts_are_errors: bool,
    /// `--warp-sync=N`.
    pub warp_sync: Option<u32>,
    /// `--vcgen-opt=/checkArrays:A,B`: race-check only these arrays.
    pub check_arrays: Option<Vec<String>>,
    /// `--vcgen-opt=/noRefinedAtomics`.
    pub no_refined_atomics: bool,
    /// `--keep-temps`.
    pub keep_temps: bool,
    /// `--stop-at-bpl`.
    pub stop_at_bpl: bool,
    /// `--boogie-file=F`.
    pub boogie_files: Vec<PathBuf>,
    /// `--boogie-opt=` (and pass-through `--cruncher-opt=`) values, split on whitespace.
    pub boogie_opts: Vec<String>,
    /// `/displayLoopAbstractions`: each report lists the loops its execution passes.
    pub display_loop_abstractions: bool,
    /// `--timeout=S` (0 = none).
    pub timeout: u64,
    /// `--verbose`.
    pub verbose: bool,
    /// `--silent`.
    pub silent: bool,
    /// `--time`.
    pub time: bool,
    /// `--time-as-csv=LABEL`: print `LABEL,PASS|FAIL(code),<stage times>,<total>`.
    pub time_as_csv: Option<String>,
    /// `--gen-smt2`: keep the SMT-LIB2 queries Boogie sends the prover, in `<kernel>.smt2`.
    pub gen_smt2: bool,
    /// `--debug`: print GPUVerify's debugging line (the kernel's barrier-interval count).
    pub debug: bool,
    /// `--version`.
    pub version: bool,
    /// `-h` / `--help`.
    pub help: bool,
    /// `--error-limit=N`.
    pub error_limit: Option<u32>,
    /// `--emit=ir|bpl|smt2`.
    pub emit: Option<Emit>,
    /// `--backend=boogie|smt2` (`None`: see [`crate::verify::backend`]).
    pub backend: Option<Backend>,
    /// `--solver=z3|cvc5` for the SMT-LIB2 back end.
    pub solver: Option<backends::smt::Solver>,
    /// `--cvc5=PATH`.
    pub cvc5: Option<PathBuf>,
    /// `--passes=SPEC`.
    pub passes: Option<String>,
    /// `--print-after=PASS|all`.
    pub print_after: Vec<String>,
    /// `--boogie=PATH`.
    pub boogie: Option<PathBuf>,
    /// `--z3=PATH`.
    pub z3: Option<PathBuf>,
    /// `--cpp=PATH`.
    pub cpp: Option<PathBuf>,
    /// `--json`.
    pub json: bool,
    /// `--stop-after=PASS`: run the pipeline up to this pass and stop.
    pub stop_after: Option<String>,
    /// `--dump-dir=DIR`: write the IR after each pass to `DIR/NN-<pass>.ir`.
    pub dump_dir: Option<PathBuf>,
    /// `--time-passes`: print the time spent in each pass.
    pub time_passes: bool,
    /// `--print-pipeline`.
    pub print_pipeline: bool,
    /// Warnings about options accepted but ignored.
    pub warnings: Vec<String>,
}

/// An intermediate form to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// The IR after the pipeline.
    Ir,
    /// The Boogie program.
    Bpl,
    /// The SMT-LIB2 verification conditions.
    Smt2,
}

/// A back end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// Boogie (with Houdini), which runs z3.
    Boogie,
    /// kcc's own verification conditions, solved by one z3 or cvc5 process.
    Smt2,
}

/// How an option takes its argument.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arity {
    Flag,
    Value,
    /// A flag that may carry a value written with `=` (`--check-overflow=unsigned`).
    FlagOrValue,
}

use Arity::{Flag, FlagOrValue, Value};

/// Every long option, GPUVerify's and kcc's.
const LONG: &[(&str, Arity)] = &[
    ("adversarial-abstraction", Flag),
    ("assume-no-overflow", Flag),
    ("asymmetric-asserts", Flag),
    ("backend", Value),
    ("bank-conflicts-are-errors", Flag),
    ("blockDim", Value),
    ("boogie", Value),
    ("boogie-file", Value),
    ("boogie-opt", Value),
    ("bugle-opt", Value),
    ("cache", Value),
    ("check-array-bounds", Flag),
    ("check-bank-conflicts", FlagOrValue),
    ("check-div-by-zero", Flag),
    ("check-overflow", FlagOrValue),
    ("clang-opt", Value),
    ("cpp", Value),
    ("cruncher-opt", Value),
    ("cuda", Flag),
    ("cvc5", Value),
    ("debug", Flag),
    ("emit", Value),
    ("dump-dir", Value),
    ("equality-abstraction", Flag),
    ("error-limit", Value),
    ("findbugs", Flag),
    ("gen-smt2", Flag),
    ("global_offset", Value),
    ("global_size", Value),
    ("gridDim", Value),
    ("help", Flag),
    ("infer-info", Flag),
    ("invariants-as-candidates", Flag),
    ("jobs", Value),
    ("json", Flag),
    ("k-induction-depth", Value),
    ("keep-temps", Flag),
    ("kernel-args", Value),
    ("kernel-arrays", Value),
    ("list-intercepted", Flag),
    ("local_size", Value),
    ("loop-unwind", Value),
    ("math-int", Flag),
    ("memout", Value),
    ("no-annotations", Flag),
    ("no-barrier-access-checks", Flag),
    ("no-benign-tolerance", Flag),
    ("no-infer", Flag),
    ("no-inline", Flag),
    ("no-user-invariants", Flag),
    ("num_groups", Value),
    ("omit-infer", Value),
    ("only-divergence", Flag),
    ("only-intra-group", Flag),
    ("only-log", Flag),
    ("only-requires", Flag),
    ("opencl", Flag),
    ("opt-opt", Value),
    ("parallel-inference", Flag),
    ("passes", Value),
    ("pointer-bitwidth", Value),
    ("print-after", Value),
    ("print-pipeline", Flag),
    ("race-instrumenter", Value),
    ("silent", Flag),
    ("solver", Value),
    ("staged-inference", Flag),
    ("stop-at-bpl", Flag),
    ("stop-at-cbpl", Flag),
    ("stop-at-gbpl", Flag),
    ("stop-at-opt", Flag),
    ("stop-after", Value),
    ("time", Flag),
    ("time-as-csv", Value),
    ("time-passes", Flag),
    ("timeout", Value),
    ("unroll", Value),
    ("vcgen-opt", Value),
    ("verbose", Flag),
    ("verify", Flag),
    ("verify-all-intercepted", Flag),
    ("verify-intercepted", Value),
    ("version", Flag),
    ("warp-sync", Value),
    ("z3", Value),
];

/// The name (without `--`) of every long option kcc parses.
pub fn long_options() -> impl Iterator<Item = &'static str> {
    LONG.iter().map(|(n, _)| *n)
}

/// A command-line error: the message printed after `COMMAND_LINE_ERROR error (1): `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptError(pub String);

fn arg_err(opt: &str, msg: impl std::fmt::Display) -> OptError {
    OptError(format!("argument {opt}: {msg}"))
}

/// An option as GPUVerify's messages name it: options taking a value are declared with a
/// trailing `=` (`--num_groups=`), flags without.
fn shown(name: &str, arity: Arity) -> String {
    match arity {
        Value => format!("--{name}="),
        Flag | FlagOrValue => format!("--{name}"),
    }
}

/// Resolve a long option name (without `--`) exactly or by unique prefix.
fn resolve(name: &str) -> Result<(&'static str, Arity), OptError> {
    if let Some(&(n, a)) = LONG.iter().find(|(n, _)| *n == name) {
        return Ok((n, a));
    }
    let matches: Vec<_> = LONG.iter().filter(|(n, _)| n.starts_with(name)).collect();
    match matches.len() {
        1 => Ok((matches[0].0, matches[0].1)),
        0 => Err(OptError(format!("unrecognized arguments: --{name}"))),
        _ => {
            let names: Vec<_> = matches.iter().map(|(n, _)| format!("--{n}")).collect();
            Err(OptError(format!(
                "ambiguous option: --{name} could match {}",
                names.join(", ")
            )))
        }
    }
}

/// True when argparse would take `s` for an option rather than a value.
fn looks_like_option(s: &str) -> bool {
    s.starts_with('-') && s.len() > 1 && s[1..].parse::<f64>().is_err()
}

/// Parse the arguments (without the program name).
pub fn parse(args: &[String]) -> Result<Options, OptError> {
    let mut o = Options {
        timeout: 300,
        ..Options::default()
    };
    let mut positionals: Vec<String> = Vec::new();
    // Which option of each exclusive group was seen first.
    let mut seen_local: Option<&'static str> = None;
    let mut seen_grid: Option<&'static str> = None;
    let mut seen_abstraction: Option<&'static str> = None;
    let mut seen_stop: Option<&'static str> = None;
    let mut i = 0;
    let mut only_positionals = false;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if only_positionals || !looks_like_option(a) {
            positionals.push(a.clone());
            continue;
        }
        if a == "--" {
            only_positionals = true;
            continue;
        }
        if let Some(rest) = a.strip_prefix("--") {
            let (name, inline) = match rest.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (rest, None),
            };
            let (name, arity) = resolve(name)?;
            let opt = shown(name, arity);
            let value = match arity {
                Flag => {
                    if let Some(v) = inline {
                        return Err(arg_err(&opt, format!("ignored explicit argument '{v}'")));
                    }
                    None
                }
                FlagOrValue => inline,
                Value => match inline {
                    Some(v) => Some(v),
                    None => match args.get(i) {
                        Some(v) if !looks_like_option(v) => {
                            i += 1;
                            Some(v.clone())
                        }
                        _ => return Err(arg_err(&opt, "expected one argument")),
                    },
                },
            };
            let group = match name {
                "local_size" | "blockDim" => Some(&mut seen_local),
                "num_groups" | "global_size" | "gridDim" => Some(&mut seen_grid),
                "equality-abstraction" | "adversarial-abstraction" => Some(&mut seen_abstraction),
                "stop-at-bpl" | "stop-at-cbpl" | "stop-at-gbpl" | "stop-at-opt" => {
                    Some(&mut seen_stop)
                }
                _ => None,
            };
            if let Some(seen) = group {
                match *seen {
                    Some(prev) if prev != name => {
                        let prev = shown(prev, resolve(prev)?.1);
                        return Err(arg_err(&opt, format!("not allowed with argument {prev}")));
                    }
                    _ => *seen = Some(name),
                }
            }
            apply(&mut o, name, value.unwrap_or_default())?;
            continue;
        }
        // Single-dash options: -h, -D, -I.
        let (flag, attached) = a.split_at(2.min(a.len()));
        match flag {
            "-h" if attached.is_empty() => o.help = true,
            "-j" | "-D" | "-I" => {
                let v = if !attached.is_empty() {
                    attached.to_string()
                } else {
                    match args.get(i) {
                        Some(v) if !looks_like_option(v) => {
                            i += 1;
                            v.clone()
                        }
                        _ => return Err(arg_err(flag, "expected one argument")),
                    }
                };
                match flag {
                    "-j" => apply(&mut o, "jobs", v)?,
                    "-D" => o.defines.push(v),
                    _ => o.include_dirs.push(PathBuf::from(v)),
                }
            }
            _ => return Err(OptError(format!("unrecognized arguments: {a}"))),
        }
    }
    // Several kernels or directories: batch mode (see `crate::batch`).
    if positionals.len() > 1 && positionals.iter().all(|p| std::path::Path::new(p).exists()) {
        o.paths = positionals.clone();
        positionals.drain(..positionals.len() - 1);
    }
    if positionals.len() > 1 {
        return Err(OptError(format!(
            "unrecognized arguments: {}",
            positionals[1..].join(" ")
        )));
    }
    o.kernel = positionals.pop();
    if o.kernel.is_none() && !o.help && !o.version && !o.print_pipeline {
        return Err(OptError(
            "the following arguments are required: kernel".into(),
        ));
    }
    if let Some(b) = o.backend.filter(|b| *b == Backend::Smt2) {
        let _ = b;
        if let Some(opt) = crate::verify::boogie_only_option(&o) {
            return Err(OptError(format!(
                "{opt} needs the Boogie back end, not --backend=smt2"
            )));
        }
    }
    if o.solver == Some(backends::smt::Solver::Cvc5)
        && crate::verify::backend(&o) == Backend::Boogie
    {
        warn_ignored(
            &mut o,
            "--solver=cvc5",
            "the Boogie back end runs z3; use --backend=smt2",
        );
    }
    if let (true, Some(k)) = (o.gen_smt2, &o.kernel) {
        if crate::verify::backend(&o) == Backend::Boogie {
            let log = std::path::Path::new(k).with_extension("smt2");
            o.boogie_opts.push(format!("/proverLog:{}", log.display()));
        }
    }
    Ok(o)
}

/// `K,v1,v2,..` where each value is `*`, a hex (`0x..`) or a decimal integer.
fn parse_kernel_args(opt: &str, v: &str) -> Result<(String, Vec<Option<u128>>), OptError> {
    let mut parts = v.split(',');
    let name = parts.next().unwrap_or_default().trim().to_string();
    if name.is_empty() {
        return Err(OptError(format!(
            "{opt}: expected a kernel name and argument values"
        )));
    }
    let mut values = Vec::new();
    for p in parts {
        let p = p.trim();
        let value = if p == "*" {
            None
        } else if let Some(h) = p.strip_prefix("0x").or_else(|| p.strip_prefix("0X")) {
            Some(
                u128::from_str_radix(h, 16)
                    .map_err(|_| OptError(format!("{opt}: '{p}' is not a hexadecimal value")))?,
            )
        } else {
            Some(p.parse::<u128>().map_err(|_| {
                OptError(format!(
                    "{opt}: '{p}' is not an integer, a hex value or '*'"
                ))
            })?)
        };
        values.push(value);
    }
    Ok((name, values))
}

fn parse_uint(opt: &str, v: &str) -> Result<u64, OptError> {
    v.trim()
        .parse::<u64>()
        .map_err(|_| arg_err(opt, format!("invalid int value: '{v}'")))
}

/// Parse a size list: `64`, `64,64`, `[8,8,8]`, with `*` for unconstrained.
pub fn parse_sizes(opt: &str, v: &str) -> Result<Sizes, OptError> {
    let inner = v.trim();
    let inner = inner.strip_prefix('[').unwrap_or(inner);
    let inner = inner.strip_suffix(']').unwrap_or(inner);
    let mut out = Vec::new();
    for part in inner.split(',') {
        let p = part.trim();
        if p == "*" {
            out.push(None);
            continue;
        }
        match p.parse::<u64>() {
            Ok(n) if n > 0 => out.push(Some(n)),
            _ => {
                return Err(arg_err(
                    opt,
                    format!("invalid value '{v}': expected 1 to 3 positive integers or *, like 64, [64,64] or 8,8,8"),
                ))
            }
        }
    }
    if out.is_empty() || out.len() > 3 {
        return Err(arg_err(
            opt,
            format!("invalid value '{v}': expected 1 to 3 dimensions"),
        ));
    }
    Ok(out)
}

fn warn_ignored(o: &mut Options, opt: &str, why: &str) {
    o.warnings.push(format!(
        "{opt} is not supported by kcc and is ignored ({why})"
    ));
}

fn unsupported(opt: &str, why: &str) -> OptError {
    OptError(format!("{opt} is not supported by kcc: {why}"))
}

/// Record one option.
fn apply(o: &mut Options, name: &'static str, v: String) -> Result<(), OptError> {
    let opt = format!("--{name}");
    match name {
        "local_size" | "blockDim" => o.local_size = Some(parse_sizes(&opt, &v)?),
        "num_groups" | "gridDim" => {
            o.num_groups = Some(parse_sizes(&opt, &v)?);
            o.global_size = None;
        }
        "global_size" => {
            o.global_size = Some(parse_sizes(&opt, &v)?);
            o.num_groups = None;
        }
        "global_offset" => {
            let inner = v.trim().trim_start_matches('[').trim_end_matches(']');
            let mut offs = Vec::new();
            for p in inner.split(',') {
                offs.push(parse_uint(&opt, p)?);
            }
            if offs.is_empty() || offs.len() > 3 {
                return Err(arg_err(&opt, format!("invalid value '{v}': expected 1 to 3 dimensions")));
            }
            o.global_offset = Some(offs);
        }
        "opencl" => o.language = Some(Language::OpenCl),
        "cuda" => o.language = Some(Language::Cuda),
        "no-inline" => o.no_inline = true,
        "verify" => {}
        "only-divergence" => o.only_divergence = true,
        "only-intra-group" => o.only_intra_group = true,
        "no-benign-tolerance" => o.no_benign_tolerance = true,
        "no-infer" => o.no_infer = true,
        "omit-infer" => {
            let tags = passes::invariants::rule_tags();
            if !tags.contains(&v.as_str()) {
                return Err(arg_err(
                    &opt,
                    format!("invalid choice: '{v}' (no rule has this tag: {})", tags.join(", ")),
                ));
            }
            o.omit_infer.push(v)
        }
        "infer-info" => o.infer_info = true,
        "equality-abstraction" => o.equality_abstraction = true,
        "adversarial-abstraction" => o.adversarial_abstraction = true,
        "asymmetric-asserts" => o.asymmetric_asserts = true,
        "check-array-bounds" => o.check_array_bounds = true,
        "warp-sync" => {
            let n = parse_uint(&opt, &v)?;
            o.warp_sync = Some(u32::try_from(n).map_err(|_| arg_err(&opt, "value too large"))?);
        }
        "keep-temps" => o.keep_temps = true,
        "stop-at-bpl" => o.stop_at_bpl = true,
        "stop-at-opt" | "stop-at-gbpl" => {
            o.warnings.push(format!("{opt}: kcc has no such stage; stopping after writing the Boogie file instead"));
            o.stop_at_bpl = true;
        }
        "stop-at-cbpl" => return Err(unsupported(&opt, "kcc does not write a separate inferred Boogie file")),
        "boogie-file" => o.boogie_files.push(PathBuf::from(v)),
        "boogie-opt" => {
            for t in v.split_whitespace() {
                // An option of GPUVerify's own Boogie driver, not of Boogie.
                if t == "/displayLoopAbstractions" {
                    o.display_loop_abstractions = true;
                } else {
                    o.boogie_opts.push(t.to_string());
                }
            }
        }
        "cruncher-opt" => {
            for t in v.split_whitespace() {
                if t == "/displayLoopAbstractions" {
                    o.display_loop_abstractions = true;
                } else if t == "/trace" {
                    warn_ignored(o, &format!("{opt}={t}"), "it only prints information");
                } else if t == "/replaceLoopInvariantAssertions" {
                    // GPUVerify checks user loop invariants during inference and then assumes
                    // them in the final check; kcc checks them in the final check: same verdict.
                    warn_ignored(
                        o,
                        &format!("{opt}={t}"),
                        "user loop invariants are checked either way",
                    );
                } else {
                    o.boogie_opts.push(t.to_string());
                }
            }
        }
        "timeout" => o.timeout = parse_uint(&opt, &v)?,
        "verbose" => o.verbose = true,
        "silent" => o.silent = true,
        "time" => o.time = true,
        "version" => o.version = true,
        "help" => o.help = true,
        "pointer-bitwidth" => match v.as_str() {
            "32" => {}
            "64" => return Err(unsupported("--pointer-bitwidth=64", "only 32-bit pointers are modelled")),
            _ => return Err(arg_err(&opt, format!("invalid choice: '{v}' (choose from '32', '64')"))),
        },
        "error-limit" => {
            let n = parse_uint(&opt, &v)?;
            o.error_limit = Some(u32::try_from(n).map_err(|_| arg_err(&opt, "value too large"))?);
        }
        "emit" => {
            o.emit = Some(match v.as_str() {
                "ir" => Emit::Ir,
                "bpl" => Emit::Bpl,
                "smt2" => Emit::Smt2,
                _ => return Err(arg_err(&opt, format!("invalid choice: '{v}' (choose from 'ir', 'bpl', 'smt2')"))),
            })
        }
        "backend" => match v.as_str() {
            "boogie" => o.backend = Some(Backend::Boogie),
            "smt2" => o.backend = Some(Backend::Smt2),
            _ => return Err(arg_err(&opt, format!("invalid choice: '{v}' (choose from 'boogie', 'smt2')"))),
        },
        "passes" => o.passes = Some(v),
        "print-after" => o.print_after.extend(v.split(',').map(|s| s.trim().to_string())),
        "boogie" => o.boogie = Some(PathBuf::from(v)),
        "z3" => o.z3 = Some(PathBuf::from(v)),
        "cvc5" => o.cvc5 = Some(PathBuf::from(v)),
        "cpp" => o.cpp = Some(PathBuf::from(v)),
        "json" => o.json = true,
        "jobs" => {
            let n = parse_uint(&opt, &v)?;
            o.jobs = Some(usize::try_from(n.max(1)).unwrap_or(usize::MAX));
        }
        "stop-after" => o.stop_after = Some(v),
        "dump-dir" => o.dump_dir = Some(PathBuf::from(v)),
        "time-passes" => o.time_passes = true,
        "print-pipeline" => o.print_pipeline = true,
        "solver" => match v.as_str() {
            "z3" => o.solver = Some(backends::smt::Solver::Z3),
            "cvc5" => o.solver = Some(backends::smt::Solver::Cvc5),
            "cvc4" => warn_ignored(o, &format!("{opt}={v}"), "kcc runs z3 or cvc5; z3 is used"),
            _ => return Err(arg_err(&opt, format!("invalid choice: '{v}' (choose from 'z3', 'cvc5', 'cvc4')"))),
        },
        "race-instrumenter" => match v.as_str() {
            "watchdog-single" => {}
            "original" | "watchdog-multiple" => {
                warn_ignored(o, &format!("{opt}={v}"), "kcc always uses watchdog-single, which is equally sound")
            }
            _ => {
                return Err(arg_err(
                    &opt,
                    format!("invalid choice: '{v}' (choose from 'original', 'watchdog-single', 'watchdog-multiple')"),
                ))
            }
        },
        "clang-opt" => {
            let mut toks = v.split_whitespace();
            while let Some(t) = toks.next() {
                if let Some(d) = t.strip_prefix("-D") {
                    let d = if d.is_empty() { toks.next().unwrap_or_default() } else { d };
                    o.defines.push(d.to_string());
                } else if let Some(d) = t.strip_prefix("-I") {
                    let d = if d.is_empty() { toks.next().unwrap_or_default() } else { d };
                    o.include_dirs.push(PathBuf::from(d));
                } else {
                    warn_ignored(o, &format!("{opt}={t}"), "only -D and -I are passed on");
                }
            }
        }
        "vcgen-opt" => {
            for t in v.split_whitespace() {
                if let Some(names) = t.strip_prefix("/checkArrays:") {
                    let list = o.check_arrays.get_or_insert_with(Vec::new);
                    list.extend(names.split(',').filter(|n| !n.is_empty()).map(str::to_string));
                    continue;
                }
                if t == "/noRefinedAtomics" {
                    o.no_refined_atomics = true;
                    continue;
                }
                let harmless = t.starts_with("/show")
                    || t.starts_with("/print")
                    || matches!(
                        t,
                        "/noUniformityAnalysis"
                            | "/noRemovePrivateArrayAccesses"
                            | "/noEliminateRedundantReadInstrumentation"
                            | "/noOptimiseBarrierIntervals"
                            | "/noSafeBarrierIdentification"
                            | "/disableInessentialLoopDetection"
                            | "/checkSingleNonInlinedImpl"
                    );
                if harmless {
                    warn_ignored(o, &format!("{opt}={t}"), "ignoring it cannot make a kernel verify");
                } else {
                    return Err(unsupported(&format!("{opt}={t}"), "ignoring it could change the verdict"));
                }
            }
        }
        "bugle-opt" | "opt-opt" => {
            return Err(unsupported(&opt, "kcc has no such stage, and its options could change the verdict"))
        }
        "gen-smt2" => o.gen_smt2 = true,
        "debug" => o.debug = true,
        "staged-inference" | "parallel-inference" => {
            warn_ignored(o, &opt, "it does not affect verdicts")
        }
        "memout" => warn_ignored(o, &format!("{opt}={v}"), "it does not affect verdicts"),
        "time-as-csv" => o.time_as_csv = Some(v),
        "math-int" => {
            return Err(unsupported(&opt, "integers are modelled as bit-vectors only"))
        }
        "invariants-as-candidates" => o.invariants_as_candidates = true,
        "no-user-invariants" => o.no_user_invariants = true,
        "no-barrier-access-checks" => o.no_barrier_access_checks = true,
        "only-log" => o.only_log = true,
        "check-bank-conflicts" => {
            let n = match v.is_empty() {
                true => 32,
                false => parse_uint(&opt, &v)?,
            };
            if !(1..=1024).contains(&n) {
                return Err(arg_err(&opt, format!("invalid number of banks: '{v}'")));
            }
            o.bank_conflicts = Some(n as u32);
        }
        "bank-conflicts-are-errors" => o.bank_conflicts_are_errors = true,
        "unroll" => {
            let n = parse_uint(&opt, &v)?;
            // 0 is kept: it also turns off the unrolled second attempt after errors.
            o.unroll = Some(u32::try_from(n).unwrap_or(u32::MAX));
        }
        "k-induction-depth" => o.k_induction_depth = parse_uint(&opt, &v)?,
        "loop-unwind" => {
            let n = parse_uint(&opt, &v)?;
            o.loop_unwind = Some(n);
            o.no_infer = true;
        }
        "findbugs" => {
            // GPUVerify's bug-finding mode: two loop iterations, no invariants.
            o.loop_unwind.get_or_insert(2);
            o.no_infer = true;
        }
        "kernel-args" => o.kernel_args = Some(parse_kernel_args(&opt, &v)?),
        "kernel-arrays" => return Err(unsupported(&opt, "array sizes cannot be given yet")),
        "no-annotations" => o.annotations = frontend::Annotations::None,
        "only-requires" => o.annotations = frontend::Annotations::OnlyRequires,
        "check-div-by-zero" => o.arith.div_by_zero = true,
        "check-overflow" | "assume-no-overflow" => {
            use frontend::Overflow;
            let mode = match (name, v.as_str()) {
                ("assume-no-overflow", _) => Overflow::Assume,
                (_, "" | "signed") => Overflow::CheckSigned,
                (_, "unsigned" | "all") => Overflow::CheckAll,
                _ => {
                    return Err(arg_err(
                        &opt,
                        format!("invalid choice: '{v}' (choose from 'signed', 'unsigned')"),
                    ))
                }
            };
            let clash = match (o.arith.overflow, mode) {
                (Overflow::Wrap, _) => false,
                (Overflow::Assume, m) | (m, Overflow::Assume) => m != Overflow::Assume,
                _ => false,
            };
            if clash {
                return Err(OptError(
                    "--check-overflow and --assume-no-overflow cannot be used together".into(),
                ));
            }
            o.arith.overflow = mode;
        }
        "list-intercepted" | "verify-all-intercepted" | "verify-intercepted" | "cache" => {
            return Err(unsupported(&opt, "intercepted launches (GPUVerify's JSON mode) are not supported"))
        }
        _ => return Err(OptError(format!("unrecognized arguments: {opt}"))),
    }
    Ok(())
}

/// The launch geometry, checked like GPUVerify does.
pub fn geometry(o: &Options, lang: Language) -> Result<Geometry, OptError> {
    let (lname, gname, grid_name) = match lang {
        Language::OpenCl => ("--local_size", "--global_size", "--num_groups"),
        Language::Cuda => ("--blockDim", "--gridDim", "--gridDim"),
    };
    if o.local_size.is_none() && o.num_groups.is_none() && o.global_size.is_none() {
        if o.global_offset.is_some() {
            return Err(OptError(format!(
                "Must specify thread dimensions with {lname} and {gname}"
            )));
        }
        return Ok(Geometry {
            local_size: [None; 3],
            num_groups: [None; 3],
            local_dims: 3,
            grid_dims: 3,
            global_offset: None,
            symbolic: true,
            global_size: [None; 3],
        });
    }
    let local = match &o.local_size {
        Some(l) => l.clone(),
        None => {
            return Err(OptError(format!(
                "Must specify thread dimensions with {lname} and {gname}"
            )))
        }
    };
    let mut global_size = [None; 3];
    let groups: Sizes = match (&o.num_groups, &o.global_size) {
        (Some(n), _) => n.clone(),
        (None, Some(g)) => {
            if g.len() != local.len() {
                return Err(OptError(
                    "Dimensions of local and global size must match".into(),
                ));
            }
            let mut n = Vec::new();
            for (i, (gl, lo)) in g.iter().zip(&local).enumerate() {
                n.push(match (gl, lo) {
                    (Some(gl), Some(lo)) => {
                        if gl % lo != 0 {
                            return Err(OptError(format!(
                                "Dimension {i} of global size does not divide by dimension {i} of local size"
                            )));
                        }
                        Some(gl / lo)
                    }
                    (Some(gl), None) => {
                        // A free local size divides the global size (GPUVerify's
                        // `__GLOBAL_SIZE_i` with `__NUM_GROUPS_i_FREE`).
                        global_size[i] = Some(*gl);
                        None
                    }
                    _ => None,
                });
            }
            n
        }
        (None, None) => {
            return Err(OptError(format!(
                "Must specify thread dimensions with {lname} and {gname}"
            )))
        }
    };
    let _ = grid_name;
    let global_offset = match &o.global_offset {
        None => None,
        Some(off) => {
            if lang == Language::Cuda {
                return Err(OptError(
                    "--global_offset is only allowed for OpenCL kernels".into(),
                ));
            }
            if off.len() != groups.len() {
                return Err(OptError(
                    "Dimensions of global offset and global size must match".into(),
                ));
            }
            let mut a = [0u64; 3];
            a[..off.len()].copy_from_slice(off);
            Some(a)
        }
    };
    let mut local_size = [Some(1); 3];
    let mut num_groups = [Some(1); 3];
    for (i, v) in local.iter().enumerate() {
        local_size[i] = *v;
    }
    for (i, v) in groups.iter().enumerate() {
        num_groups[i] = *v;
    }
    Ok(Geometry {
        local_size,
        num_groups,
        local_dims: local.len(),
        grid_dims: groups.len(),
        global_offset,
        symbolic: false,
        global_size,
    })
}

/// The help text (`-h`/`--help`).
pub const HELP: &str = "\
usage: kcc [options] <kernel>
       kcc [options] <kernel or directory>...

Verify that an OpenCL or CUDA kernel is free of data races and barrier divergence, and that its
assertions hold. Options follow GPUVerify's; unique prefixes of long options are accepted.
Given a directory or several paths, kcc verifies every .cl/.cu file named or under them, N at a
time (-j N; default: the cores), adding the options of a kernel's GPUVerify test header, and
prints one line per kernel (one JSON object with --json) and a summary; it exits 0 when every
kernel ends as its header expects (else verified), 6 otherwise.

Sizing:
  --local_size=X | --blockDim=X       threads per group: 64, [64,64] or 8,8,8; * = any
  --num_groups=X | --gridDim=X        groups in the grid
  --global_size=X                     total threads (OpenCL); must divide by the local size
  --global_offset=X                   OpenCL global offset

General:
  -h, --help                          show this help and exit
  --version                           show versions and exit
  --opencl | --cuda                   source language (default: by extension, then content)
  -D X, -I DIR                        preprocessor definitions and include directories
  -j N, --jobs=N                      kernels verified at once with several paths or a directory
  --only-divergence                   check barrier divergence only
  --only-intra-group                  check races within groups only
  --no-benign-tolerance               report races that write equal values
  --no-annotations                    ignore assertions, invariants, contracts in the source
  --only-requires                     ignore source annotations except preconditions
  --kernel-args=K,V1,V2,..            assume argument values of kernel K (hex, decimal or *)
  --loop-unwind=N                     bounded check: executions of at most N loop iterations
  --check-array-bounds                check array accesses against declared sizes
  --asymmetric-asserts                check user assertions for one thread only
  --equality-abstraction              abstract shared state by equality
  --adversarial-abstraction           abstract shared state adversarially
  --warp-sync=N                       warp-synchronous execution with warp size N
  --timeout=S                         seconds per tool run (default 300, 0 = none)
  --error-limit=N                     report at most N errors
  --verbose, --silent, --time         more, less or timing output
  --time-as-csv=L                     a CSV timing line starting with L
  --findbugs                          --loop-unwind=2

Checks:
  --check-div-by-zero                 integer division and remainder by zero
  --check-overflow[=unsigned]         signed (and with =unsigned, unsigned) wrap-around
  --assume-no-overflow                assume no integer arithmetic or conversion into a
                                      signed type wraps around
  --check-bank-conflicts[=BANKS]      shared-memory bank conflicts within a warp (32 banks)
  --bank-conflicts-are-errors         a bank conflict makes the result not verified
  --only-log                          log accesses without checking them for races
  --no-barrier-access-checks          barrier invariants may read any cell
  --no-inline                         modular: every function is verified on its own contract
  --vcgen-opt=OPTS                    /checkArrays:A,B or /noRefinedAtomics

Inference:
  --no-infer                          no candidate invariants
  --no-user-invariants                drop the source's loop invariants
  --invariants-as-candidates          the source's loop invariants may be dropped by inference
  --unroll=N                          unroll loops with a constant trip count of at most N
  --k-induction-depth=N               plain induction: proved, confirmed errors, or exit 5
  --omit-infer=TAG                    drop the candidates of one rule (repeatable)
  --infer-info                        print per-rule candidate statistics (with --verbose,
                                      also each refuted candidate, named as --emit=ir names it)

Back ends:
  --backend=boogie|smt2               Boogie and z3, or kcc's own SMT-LIB2 conditions and one
                                      solver process (default: smt2)
  --solver=z3|cvc5                    the smt2 back end's solver
  --keep-temps                        keep <kernel>.bpl (or .smt2) beside the kernel
  --gen-smt2                          keep the SMT-LIB2 queries in <kernel>.smt2
  --boogie-file=F.bpl                 extra Boogie file (repeatable; Boogie back end)
  --boogie-opt=OPTS                   extra Boogie options (repeatable; Boogie back end)
  --cruncher-opt=/displayLoopAbstractions
                                      each report lists the loops its execution passes
  --stop-at-bpl                       stop after writing the Boogie program

kcc:
  --emit=ir|bpl|smt2                  print the IR after the pipeline, the Boogie program, or
                                      the SMT-LIB2 verification conditions
  --passes=SPEC                       pass pipeline (default: see --print-pipeline)
  --print-after=PASS|all              print the IR after a pass (repeatable)
  --print-pipeline                    print the passes of the pipeline and exit
  --stop-after=PASS                   run the pipeline up to PASS and stop (with --emit=ir: print)
  --dump-dir=DIR                      write the IR after each pass to DIR/NN-<pass>.ir
  --time-passes                       print the time spent in each pass
  --json                              print a JSON summary on stdout
  --boogie=PATH, --z3=PATH, --cvc5=PATH, --cpp=PATH
                                      tools to use (else $BOOGIE, $Z3, $CVC5, $KCC_CPP, PATH)

The smt2 back end is the default; options only Boogie honours (--boogie, --boogie-file,
--boogie-opt, --stop-at-bpl, --emit=bpl) select the Boogie back end.

Exit codes: 0 verified, 1 command-line error, 2 front-end error, 5 unsupported construct,
6 errors found, 7 timeout, 8 interrupted, 9 tool missing, 11/12 internal or tool failure.
";

#[cfg(test)]
mod tests;
