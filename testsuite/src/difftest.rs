//! Differential soundness testing: generate kernels ([`crate::gen`]), let the interpreter
//! find what goes wrong in them ([`crate::oracle`]) and let kcc verify them. A kernel on which
//! the interpreter finds an error within the options' scope and kcc says "Verified" is a
//! soundness bug. kcc reporting an error the interpreter never sees is allowed (kcc
//! over-approximates) and only counted.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::gen::{self, Kernel};
use crate::oracle;

/// Seeds the interpreter runs each kernel with (each on every schedule).
pub const ORACLE_SEEDS: u64 = 3;

/// kcc's time-out per kernel, in seconds (a kernel it times out on is counted apart).
pub const KCC_TIMEOUT: u64 = 20;

/// What became of one kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// kcc verified it, but the interpreter found an error kcc must report.
    SoundnessBug,
    /// Both found an error.
    BothReport,
    /// Neither found one.
    BothClean,
    /// kcc reported an error the interpreter did not see (allowed).
    OnlyKcc,
    /// kcc rejected the kernel (front-end error or unsupported construct).
    Rejected,
    /// kcc timed out.
    Timeout,
    /// kcc failed otherwise (tool error, internal error).
    KccError,
    /// The interpreter could not tell (unsupported construct, every run infeasible).
    OracleInconclusive,
}

impl Class {
    fn name(self) -> &'static str {
        match self {
            Class::SoundnessBug => "soundness bugs",
            Class::BothReport => "both report an error",
            Class::BothClean => "both clean (verified)",
            Class::OnlyKcc => "kcc reports, interpreter sees nothing",
            Class::Rejected => "rejected by kcc (exit 2/5)",
            Class::Timeout => "kcc timed out",
            Class::KccError => "kcc failed otherwise",
            Class::OracleInconclusive => "interpreter inconclusive",
        }
    }
}

/// The result for one kernel.
#[derive(Clone, Debug)]
pub struct Case {
    pub kernel: Kernel,
    pub class: Class,
    /// kcc's exit code.
    pub code: i32,
    /// Classes of the interpreter's in-scope errors.
    pub found: Vec<String>,
    /// Descriptions of the interpreter's in-scope errors.
    pub details: Vec<String>,
    /// kcc's output.
    pub kcc_output: String,
    /// kcc reports that replay confirmed / did not.
    pub confirmed: usize,
    pub unconfirmed: usize,
}

/// Write `kernel` to `dir` and judge it.
pub fn run_case(kernel: &Kernel, dir: &Path) -> Case {
    run_case_sized(kernel, dir, false)
}

/// [`run_case`]; with `symbolic`, kcc is given every launch size as `*` (the interpreter
/// still runs the kernel's sizes), so that a kernel verified for every size but failing at
/// the generated one is a soundness bug of the symbolic mode.
pub fn run_case_sized(kernel: &Kernel, dir: &Path, symbolic: bool) -> Case {
    let path = dir.join(kernel.file_name());
    let mut case = Case {
        kernel: kernel.clone(),
        class: Class::OracleInconclusive,
        code: -1,
        found: Vec::new(),
        details: Vec::new(),
        kcc_output: String::new(),
        confirmed: 0,
        unconfirmed: 0,
    };
    if let Err(e) = std::fs::write(&path, &kernel.source) {
        case.details
            .push(format!("cannot write {}: {e}", path.display()));
        return case;
    }
    let mut args = kernel.args.clone();
    args.push(path.to_string_lossy().into_owned());
    judge(&args, symbolic, &mut case);
    let _ = std::fs::remove_file(&path);
    case
}

/// The launch-size options among `args` with every size written `*` (the number of
/// dimensions kept).
pub fn symbolic_sizes(args: &[String]) -> Vec<String> {
    const SIZES: [&str; 5] = [
        "--local_size=",
        "--num_groups=",
        "--global_size=",
        "--blockDim=",
        "--gridDim=",
    ];
    args.iter()
        .map(|a| match SIZES.iter().find(|p| a.starts_with(*p)) {
            Some(p) => {
                let mut out = p.to_string();
                let mut in_number = false;
                for c in a[p.len()..].chars() {
                    if c.is_ascii_digit() {
                        if !in_number {
                            out.push('*');
                        }
                        in_number = true;
                    } else {
                        out.push(c);
                        in_number = false;
                    }
                }
                out
            }
            None => a.clone(),
        })
        .collect()
}

/// Judge the kernel of kcc's command line `args` (given to kcc with symbolic sizes when
/// `symbolic`).
fn judge(args: &[String], symbolic: bool, case: &mut Case) {
    let verdict = oracle::examine(args, ORACLE_SEEDS);
    let mut kcc_args = vec![format!("--timeout={KCC_TIMEOUT}"), "--verbose".to_string()];
    if symbolic {
        kcc_args.extend(symbolic_sizes(args));
    } else {
        kcc_args.extend(args.iter().cloned());
    }
    let out = crate::run_kcc(&kcc_args);
    case.code = out.code;
    case.confirmed = out.stderr.matches("note: confirmed by execution").count();
    case.unconfirmed = out
        .stderr
        .matches("note: not reproduced by execution")
        .count();
    case.kcc_output = format!("{}{}", out.stdout, out.stderr);
    let (prog, v) = match verdict {
        Ok(pv) => pv,
        Err(e) => {
            case.details.push(format!("interpreter: {e}"));
            case.class = match out.code {
                2 | 5 => Class::Rejected,
                _ => Class::OracleInconclusive,
            };
            return;
        }
    };
    for f in &v.errors {
        let c = oracle::class(f);
        if !case.found.contains(&c) {
            case.found.push(c);
        }
        case.details.push(oracle::describe(&prog, f));
    }
    let errors = !v.errors.is_empty();
    case.class = match out.code {
        2 | 5 => Class::Rejected,
        7 => Class::Timeout,
        0 | 6 if !v.conclusive() && !errors => Class::OracleInconclusive,
        0 if errors => Class::SoundnessBug,
        0 => Class::BothClean,
        6 if errors => Class::BothReport,
        6 => Class::OnlyKcc,
        _ => Class::KccError,
    };
    if let Some(u) = v.unsupported {
        case.details.push(format!("interpreter: unsupported: {u}"));
    }
}

/// Judge an existing kernel file with its header's options.
pub fn run_file(path: &Path) -> Result<Case, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let header = crate::parse_header(&text, path.parent().unwrap_or(Path::new(".")))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut args = header.args.clone();
    args.push(path.to_string_lossy().into_owned());
    let mut case = Case {
        kernel: Kernel {
            source: text,
            args: header.args,
            mutation: None,
            seed: 0,
            cuda: path.extension().is_some_and(|e| e == "cu"),
        },
        class: Class::OracleInconclusive,
        code: -1,
        found: Vec::new(),
        details: Vec::new(),
        kcc_output: String::new(),
        confirmed: 0,
        unconfirmed: 0,
    };
    judge(&args, false, &mut case);
    Ok(case)
}

/// Counts over many kernels.
#[derive(Debug, Default)]
pub struct Summary {
    pub kernels: usize,
    pub by_class: BTreeMap<Class, usize>,
    /// Interpreter error classes over all kernels where it found errors.
    pub found: BTreeMap<String, usize>,
    /// Soundness bugs by the interpreter's error class.
    pub bugs_by_class: BTreeMap<String, usize>,
    /// Soundness bugs by the generator's mutation.
    pub bugs_by_mutation: BTreeMap<String, usize>,
    /// kcc reports confirmed / not confirmed by replay.
    pub confirmed: usize,
    pub unconfirmed: usize,
    pub elapsed: Duration,
    /// The soundness bugs.
    pub bugs: Vec<Case>,
}

impl Summary {
    pub fn add(&mut self, c: Case) {
        self.kernels += 1;
        *self.by_class.entry(c.class).or_default() += 1;
        for f in &c.found {
            *self.found.entry(f.clone()).or_default() += 1;
        }
        self.confirmed += c.confirmed;
        self.unconfirmed += c.unconfirmed;
        if c.class == Class::SoundnessBug {
            for f in &c.found {
                *self.bugs_by_class.entry(f.clone()).or_default() += 1;
            }
            let m = c.kernel.mutation.unwrap_or("disciplined").to_string();
            *self.bugs_by_mutation.entry(m).or_default() += 1;
            self.bugs.push(c);
        }
    }

    /// The number of soundness bugs.
    pub fn soundness_bugs(&self) -> usize {
        self.by_class
            .get(&Class::SoundnessBug)
            .copied()
            .unwrap_or(0)
    }

    /// A human-readable summary.
    pub fn render(&self) -> String {
        use std::fmt::Write as _;
        let mut s = String::new();
        let _ = writeln!(
            s,
            "difftest: {} kernels in {:.1} s",
            self.kernels,
            self.elapsed.as_secs_f64()
        );
        for (c, n) in &self.by_class {
            let _ = writeln!(s, "  {:<40} {n}", c.name());
        }
        let _ = writeln!(
            s,
            "  kcc reports confirmed by execution: {} (not reproduced: {})",
            self.confirmed, self.unconfirmed
        );
        if !self.found.is_empty() {
            let _ = writeln!(s, "interpreter-found errors (kernels):");
            for (k, n) in &self.found {
                let _ = writeln!(s, "  {k:<40} {n}");
            }
        }
        if !self.bugs_by_class.is_empty() {
            let _ = writeln!(s, "soundness bugs by error class:");
            for (k, n) in &self.bugs_by_class {
                let _ = writeln!(s, "  {k:<40} {n}");
            }
            let _ = writeln!(s, "soundness bugs by generator mutation:");
            for (k, n) in &self.bugs_by_mutation {
                let _ = writeln!(s, "  {k:<40} {n}");
            }
        }
        s
    }
}

/// A description of a soundness bug: seed, what the interpreter saw, the kernel.
pub fn render_bug(c: &Case) -> String {
    let mut s = format!(
        "SOUNDNESS BUG (seed {}, {}): kcc {} verifies it, but the interpreter finds:\n",
        c.kernel.seed,
        c.kernel.mutation.unwrap_or("disciplined"),
        c.kernel.args.join(" ")
    );
    for d in &c.details {
        s.push_str(&format!("  - {d}\n"));
    }
    s.push_str(&c.kernel.source);
    s
}

/// Generate and judge the kernels of `seeds` on `jobs` threads; `progress` sees every case.
pub fn run_many(
    seeds: std::ops::Range<u64>,
    jobs: usize,
    dir: &Path,
    progress: &(dyn Fn(&Case) + Sync),
) -> Summary {
    run_many_with(seeds, jobs, dir, &Variation::default(), progress)
}

/// Changes to the generated kernels of a campaign.
#[derive(Clone, Debug, Default)]
pub struct Variation {
    /// Every kernel gets this mutation.
    pub mutation: Option<&'static str>,
    /// Every kernel is verified with these extra options too.
    pub options: Vec<String>,
    /// kcc is given every launch size as `*` (see [`run_case_sized`]).
    pub symbolic: bool,
}

/// [`run_many`] with a [`Variation`].
pub fn run_many_with(
    seeds: std::ops::Range<u64>,
    jobs: usize,
    dir: &Path,
    var: &Variation,
    progress: &(dyn Fn(&Case) + Sync),
) -> Summary {
    let started = Instant::now();
    let next = AtomicU64::new(seeds.start);
    let summary = Mutex::new(Summary::default());
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let seed = next.fetch_add(1, Ordering::SeqCst);
                if seed >= seeds.end {
                    break;
                }
                let mut kernel = gen::generate_with(seed, var.mutation);
                if !var.options.is_empty() {
                    kernel.args.extend(var.options.iter().cloned());
                    kernel.source = gen::with_args(&kernel.source, &kernel.args);
                }
                let case = run_case_sized(&kernel, dir, var.symbolic);
                progress(&case);
                if let Ok(mut sum) = summary.lock() {
                    sum.add(case);
                }
            });
        }
    });
    let mut sum = summary.into_inner().unwrap_or_default();
    sum.elapsed = started.elapsed();
    sum.bugs.sort_by_key(|c| c.kernel.seed);
    sum
}

/// Shrink a kernel file that shows a soundness bug, line by line, keeping every change after
/// which the bug (an in-scope error of one of the same classes, and kcc verifying) remains.
/// Returns the reduced text.
pub fn reduce(path: &Path, log: &dyn Fn(&str)) -> Result<String, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let first = run_file(path)?;
    if first.class != Class::SoundnessBug {
        return Err(format!(
            "{}: not a soundness bug ({:?})",
            path.display(),
            first.class
        ));
    }
    let classes = first.found.clone();
    let work: PathBuf = path.with_extension("reduce.cl");
    let still = |lines: &[String]| -> bool {
        let t = lines.join("\n") + "\n";
        if std::fs::write(&work, &t).is_err() {
            return false;
        }
        match run_file(&work) {
            Ok(c) => c.class == Class::SoundnessBug && c.found.iter().any(|f| classes.contains(f)),
            Err(_) => false,
        }
    };
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let header = 3usize.min(lines.len());
    loop {
        let mut changed = false;
        let mut i = header;
        while i < lines.len() {
            // Candidate edits at line i: remove a whole block, unwrap it, or drop the line.
            let mut tries: Vec<Vec<String>> = Vec::new();
            if lines[i].trim_end().ends_with('{') {
                if let Some(j) = matching_close(&lines, i) {
                    let mut removed = lines.clone();
                    removed.drain(i..=j);
                    tries.push(removed);
                    let mut unwrapped = lines.clone();
                    unwrapped.remove(j);
                    unwrapped.remove(i);
                    tries.push(unwrapped);
                }
            } else if !lines[i].trim().starts_with('}') {
                let mut dropped = lines.clone();
                dropped.remove(i);
                tries.push(dropped);
            }
            let mut took = false;
            for cand in tries {
                if still(&cand) {
                    log(&format!("reduced to {} lines", cand.len()));
                    lines = cand;
                    took = true;
                    changed = true;
                    break;
                }
            }
            if !took {
                i += 1;
            }
        }
        if !changed {
            break;
        }
    }
    let _ = std::fs::remove_file(&work);
    Ok(lines.join("\n") + "\n")
}

fn matching_close(lines: &[String], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (j, l) in lines.iter().enumerate().skip(open) {
        for c in l.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
        }
        if depth == 0 {
            return Some(j);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbolic_sizes_keep_dimensions() {
        let args: Vec<String> = ["--local_size=[16,4]", "--num_groups=8", "--no-inline"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            symbolic_sizes(&args),
            ["--local_size=[*,*]", "--num_groups=*", "--no-inline"]
        );
    }

    /// Disciplined kernels without a mutation are race- and divergence-free by construction:
    /// the interpreter must find nothing in them (this checks the generator and the oracle
    /// against each other, without kcc).
    #[test]
    fn disciplined_kernels_are_clean() {
        let dir = tempfile::tempdir().unwrap();
        let mut checked = 0;
        for seed in 0..300 {
            let k = gen::generate(seed);
            if k.mutation.is_some() {
                continue;
            }
            let path = dir.path().join(k.file_name());
            std::fs::write(&path, &k.source).unwrap();
            let mut args = k.args.clone();
            args.push(path.to_string_lossy().into_owned());
            let (prog, v) = oracle::examine(&args, 2).unwrap();
            let errors: Vec<String> = v
                .errors
                .iter()
                .filter(|f| !matches!(f.kind, interp::FindingKind::OutOfBounds { .. }))
                .map(|f| oracle::describe(&prog, f))
                .collect();
            assert!(errors.is_empty(), "seed {seed}: {errors:?}\n{}", k.source);
            checked += 1;
        }
        assert!(checked > 50, "{checked}");
    }

    #[test]
    fn generation_is_deterministic() {
        for seed in [1, 7, 1234] {
            assert_eq!(gen::generate(seed).source, gen::generate(seed).source);
        }
    }
}
