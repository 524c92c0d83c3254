//! The interpreter as an oracle for a kernel file under kcc's options: compile it as kcc
//! would, run every thread of the launch on several seeds and schedules, and keep the errors
//! that kcc, with those options, must report.

use ir::{AccessKind, Program};

use interp::{Finding, FindingKind, Outcome, RunConfig, Schedule, Status};

pub use cli::scope::Scope;

/// The oracle's answer for one kernel.
#[derive(Debug, Default)]
pub struct Verdict {
    /// Runs made.
    pub runs: usize,
    /// Runs that ran to completion (or to divergence).
    pub completed: usize,
    /// Runs whose assumptions failed.
    pub infeasible: usize,
    /// Runs stopped by the step limit.
    pub step_limit: usize,
    /// The construct the interpreter could not run, if any.
    pub unsupported: Option<String>,
    /// Every distinct finding of every run.
    pub findings: Vec<Finding>,
    /// The findings kcc must report under the options.
    pub errors: Vec<Finding>,
}

impl Verdict {
    /// True when some run told something: it completed, or hit the step limit.
    pub fn conclusive(&self) -> bool {
        self.unsupported.is_none() && self.completed + self.step_limit > 0
    }
}

/// A class of findings for summaries: `race`, `benign-race`, `barrier-divergence`, ...
pub fn class(f: &Finding) -> String {
    match &f.kind {
        FindingKind::Race {
            inter_group: true,
            benign,
            ..
        } => format!(
            "{} (inter-group)",
            if *benign { "benign-race" } else { "race" }
        ),
        FindingKind::AssertFail { kind, .. } => match kind {
            ir::AssertKind::Invariant { .. } => "invariant".into(),
            ir::AssertKind::Precondition { .. } => "precondition".into(),
            ir::AssertKind::Postcondition => "postcondition".into(),
            _ => "assertion".into(),
        },
        k => k.name().into(),
    }
}

/// Run the interpreter on `prog` with `seeds` seeds on every schedule.
pub fn examine_program(
    prog: &Program,
    launch: &interp::Launch,
    scope: Scope,
    seeds: u64,
) -> Verdict {
    let scope = Scope {
        local_size: launch.local_size,
        ..scope
    };
    let mut v = Verdict::default();
    for seed in 0..seeds {
        for schedule in Schedule::ALL {
            let cfg = RunConfig {
                seed,
                schedule,
                max_steps: 200_000,
                ..RunConfig::default()
            };
            let out: Outcome = interp::run(prog, launch, &cfg);
            v.runs += 1;
            match &out.status {
                Status::Completed => v.completed += 1,
                Status::StepLimit => v.step_limit += 1,
                Status::Infeasible { .. } => v.infeasible += 1,
                Status::Unsupported(w) => {
                    v.unsupported = Some(w.clone());
                    return v;
                }
            }
            for f in out.findings {
                let same = |g: &Finding| g.kind.name() == f.kind.name() && g.origin == f.origin;
                if !v.findings.iter().any(same) {
                    if scope.covers(&f) {
                        v.errors.push(f.clone());
                    }
                    v.findings.push(f);
                }
            }
        }
    }
    v
}

/// Compile the kernel of kcc's command line `args` (options and path) as kcc would, and run
/// the interpreter on it.
pub fn examine(args: &[String], seeds: u64) -> Result<(Program, Verdict), String> {
    let (prog, geometry) = cli::replay::front_end(args)?;
    let mut launch = cli::replay::launch_of(&geometry).ok_or("the launch has a free size")?;
    let scope = Scope::of_args(args);
    if let Some(n) = scope.warp_sync.filter(|n| *n > 0) {
        launch.warp_size = n;
    }
    let v = examine_program(&prog, &launch, scope, seeds);
    Ok((prog, v))
}

fn thread(t: &interp::ThreadId) -> String {
    let l = t.local;
    if l[1] == 0 && l[2] == 0 && t.group[1] == 0 && t.group[2] == 0 {
        format!("thread {} of group {}", l[0], t.group[0])
    } else {
        format!(
            "thread ({},{},{}) of group ({},{},{})",
            l[0], l[1], l[2], t.group[0], t.group[1], t.group[2]
        )
    }
}

fn loc(prog: &Program, o: &ir::Origin) -> String {
    match o.span() {
        Some(sp) if (sp.file.0 as usize) < prog.sources.files().count() => {
            let (f, l, c) = prog.sources.location(sp);
            format!("{f}:{l}:{c}")
        }
        _ => "?".into(),
    }
}

fn word(k: AccessKind) -> &'static str {
    match k {
        AccessKind::Read => "reads",
        AccessKind::Write => "writes",
        AccessKind::Atomic => "atomically updates",
    }
}

/// A one-line description of a finding.
pub fn describe(prog: &Program, f: &Finding) -> String {
    match &f.kind {
        FindingKind::Race {
            array,
            index,
            first,
            second,
            benign,
            ..
        } => {
            let name = &prog.arrays[*array].name;
            format!(
                "{}race on {name}[{index}]: {} {} {} at {}, then {} {} {} at {}",
                if *benign { "benign " } else { "" },
                thread(&first.thread),
                word(first.kind),
                first.value as i128 as i64,
                loc(prog, &first.origin),
                thread(&second.thread),
                word(second.kind),
                second.value as i128 as i64,
                loc(prog, &second.origin),
            )
        }
        FindingKind::Divergence { grid } => format!(
            "{}barrier divergence at {} ({})",
            if *grid { "grid " } else { "" },
            loc(prog, &f.origin),
            f.threads
                .iter()
                .map(thread)
                .collect::<Vec<_>>()
                .join(" waits, "),
        ),
        FindingKind::AssertFail { iteration, .. } => format!(
            "{} fails at {} for {}{}",
            class(f),
            loc(prog, &f.origin),
            f.threads.first().map(thread).unwrap_or_default(),
            iteration
                .map(|i| format!(" after {i} iterations"))
                .unwrap_or_default()
        ),
        FindingKind::OutOfBounds { array, index, size } => format!(
            "out-of-bounds access {}[{index}] (size {size}) at {} by {}",
            prog.arrays[*array].name,
            loc(prog, &f.origin),
            f.threads.first().map(thread).unwrap_or_default()
        ),
        k => format!(
            "{} at {} by {}",
            k.name(),
            loc(prog, &f.origin),
            f.threads.first().map(thread).unwrap_or_default()
        ),
    }
}
