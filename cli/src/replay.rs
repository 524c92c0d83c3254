//! Replay of reported counterexamples on kcc's concrete interpreter (`interp`): a report whose
//! kind of error the interpreter reproduces — a non-benign race on the same array, barrier
//! divergence, the same assertion, a bounds violation on the same array — under the launch
//! given (or the sizes the counterexample chose when they are free), with the counterexample's
//! parameter values and threads, is confirmed by execution.
//!
//! Replay is bounded: only the groups of the two reported threads run when the launch is
//! large, each run has a step limit and all runs of one kcc invocation share a time budget. It
//! never changes a verdict or an exit code.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ir::{AssertKind, Dim, Origin, Program, Special, Thread, VarId};

/// Total time replay may take in one kcc run.
pub const BUDGET: Duration = Duration::from_millis(400);

/// Threads of a launch run whole; above this, only the reported threads' groups run.
const WHOLE_LAUNCH: u64 = 256;

/// Threads replay runs at most.
const MAX_THREADS: u64 = 4096;

/// Statements all threads of one run may execute.
const MAX_STEPS: u64 = 400_000;

/// What the interpreter must find to confirm a report.
#[derive(Clone, Debug, PartialEq)]
enum Target {
    /// A race on an array of this name (benign ones too when tolerance is off).
    Race { array: String },
    /// Barrier divergence.
    Divergence,
    /// A failed obligation of one of these kinds at this source line.
    Assert { line: Option<(String, u32)> },
    /// An index out of bounds of an array of this name.
    Bounds { array: String },
    /// A division by zero at this line.
    DivByZero { line: Option<(String, u32)> },
    /// A write to constant memory at this line.
    ConstantWrite { line: Option<(String, u32)> },
}

/// Everything replay needs from one kcc run.
pub struct Replay<'a> {
    /// The front end's program (before any pass).
    pub front: &'a Program,
    /// The two-thread program that was verified.
    pub checked: &'a Program,
    /// The launch as given.
    pub geometry: &'a frontend::Geometry,
    /// `--no-benign-tolerance`.
    pub no_benign_tolerance: bool,
    /// `--only-intra-group`: a race between groups does not confirm a report.
    pub only_intra_group: bool,
    /// When replay must stop.
    pub deadline: Instant,
}

/// The outcome of replaying one report.
#[derive(Clone, Debug, PartialEq)]
pub enum Replayed {
    /// The interpreter found the same kind of error: this one.
    Confirmed(Box<interp::Finding>),
    /// Only executions that used an arbitrary result of an operation kcc does not model
    /// (made at this origin) found it: they may not be executions of the kernel.
    WithAbstractResult(Box<interp::Finding>, ir::Origin),
    /// It did not (in the runs the budget allowed).
    NotReproduced,
    /// Replay was not possible (free sizes, a construct the interpreter does not run, ...).
    Skipped,
}

fn line_of(p: &Program, o: &Origin) -> Option<(String, u32)> {
    let sp = o.span()?;
    if !crate::render::known(&p.sources, sp) {
        return None;
    }
    let (f, l, _) = p.sources.location(sp);
    Some((f.to_string(), l))
}

impl Replay<'_> {
    fn target(&self, id: ir::AssertId) -> Option<Target> {
        let p = self.checked;
        let info = p.asserts.ids().any(|i| i == id).then(|| &p.asserts[id])?;
        let name = |a: ir::ArrayId| p.arrays[a].name.clone();
        Some(match &info.kind {
            AssertKind::Race { array, .. } => Target::Race {
                array: name(*array),
            },
            AssertKind::BarrierDivergence => Target::Divergence,
            AssertKind::ArrayBounds { array } => Target::Bounds {
                array: name(*array),
            },
            AssertKind::ConstantWrite => Target::ConstantWrite {
                line: line_of(p, &info.origin),
            },
            AssertKind::DivisionByZero => Target::DivByZero {
                line: line_of(p, &info.origin),
            },
            AssertKind::User
            | AssertKind::Invariant { tag: None }
            | AssertKind::Precondition { .. }
            | AssertKind::Postcondition
            | AssertKind::BarrierInvariant
            | AssertKind::Overflow => Target::Assert {
                line: line_of(p, &info.origin),
            },
            _ => return None,
        })
    }

    /// The value of special `s` for thread `t` in the counterexample.
    fn special(
        &self,
        value: &dyn Fn(VarId) -> Option<u128>,
        s: Special,
        t: Thread,
    ) -> Option<u128> {
        let v = self.checked.find_special(s)?;
        let v = match self.checked.vars[v].copies {
            Some(c) => c[t.number() as usize - 1],
            None => v,
        };
        value(v)
    }

    /// The concrete launch to replay on, or `None` when sizes are free and the counterexample
    /// does not fix small ones.
    fn launch(&self, value: &dyn Fn(VarId) -> Option<u128>) -> Option<interp::Launch> {
        let g = self.geometry;
        let mut local = [1u32; 3];
        let mut groups = [1u32; 3];
        for d in Dim::ALL {
            let i = d.index();
            let pick = |given: Option<u64>, s: Special| -> Option<u32> {
                let n = match given {
                    Some(n) => u128::from(n),
                    None => self.special(value, s, Thread::One)?,
                };
                u32::try_from(n).ok().filter(|n| *n >= 1)
            };
            local[i] = pick(g.local_size[i], Special::GroupSize(d))?;
            groups[i] = pick(g.num_groups[i], Special::NumGroups(d))?;
        }
        let mut launch = interp::Launch::new(local, groups);
        if let Some(off) = g.global_offset {
            launch.global_offset = off.map(|o| o as u32);
        }
        let per_group = launch.group_threads();
        if per_group.saturating_mul(launch.running_groups()) > WHOLE_LAUNCH {
            let mut ids: Vec<[u32; 3]> = Vec::new();
            for t in Thread::BOTH {
                let mut gid = [0u32; 3];
                for d in Dim::ALL {
                    let v = self.special(value, Special::GroupId(d), t).unwrap_or(0);
                    gid[d.index()] = u32::try_from(v).ok()?;
                    if gid[d.index()] >= groups[d.index()] {
                        return None;
                    }
                }
                if !ids.contains(&gid) {
                    ids.push(gid);
                }
            }
            if per_group.saturating_mul(ids.len() as u64) > MAX_THREADS {
                return None;
            }
            launch.groups = Some(ids);
        }
        Some(launch)
    }

    /// The kernel's parameter values in the counterexample (thread 1's for per-thread copies).
    fn params(&self, value: &dyn Fn(VarId) -> Option<u128>) -> Vec<Option<u128>> {
        let Some(k) = self.checked.kernel_proc() else {
            return Vec::new();
        };
        k.params
            .iter()
            .map(|&p| {
                let v = match self.checked.vars[p].copies {
                    Some(c) => c[0],
                    None => p,
                };
                value(v)
            })
            .collect()
    }

    fn matches(&self, target: &Target, f: &interp::Finding) -> bool {
        let p = self.front;
        let name = |a: ir::ArrayId| p.arrays[a].name.as_str();
        match (target, &f.kind) {
            (
                Target::Race { array },
                interp::FindingKind::Race {
                    array: a, benign, ..
                },
            ) => name(*a) == array && (!benign || self.no_benign_tolerance),
            (Target::Divergence, interp::FindingKind::Divergence { .. }) => true,
            (Target::Assert { line }, interp::FindingKind::AssertFail { .. }) => {
                line.is_none() || line_of(p, &f.origin) == *line
            }
            (Target::Bounds { array }, interp::FindingKind::OutOfBounds { array: a, .. }) => {
                name(*a) == array
            }
            (Target::DivByZero { line }, interp::FindingKind::DivByZero)
            | (Target::DivByZero { line }, interp::FindingKind::AssertFail { .. }) => {
                line.is_none() || line_of(p, &f.origin) == *line
            }
            (Target::ConstantWrite { line }, interp::FindingKind::ConstantWrite { .. }) => {
                line.is_none() || line_of(p, &f.origin) == *line
            }
            _ => false,
        }
    }

    /// Replay the counterexample of failed obligation `id`.
    pub fn replay(&self, id: ir::AssertId, value: &dyn Fn(VarId) -> Option<u128>) -> Replayed {
        let Some(target) = self.target(id) else {
            return Replayed::Skipped;
        };
        let Some(launch) = self.launch(value) else {
            return Replayed::Skipped;
        };
        let model = self.params(value);
        let mut ran = false;
        let mut abstracted = None;
        // The counterexample's parameters first, then arbitrary ones: any execution that shows
        // the error confirms the report.
        let tries = [
            (Some(&model), interp::Schedule::InOrder, 0),
            (Some(&model), interp::Schedule::Reverse, 1),
            (Some(&model), interp::Schedule::Random, 2),
            (Some(&model), interp::Schedule::RoundRobin, 3),
            (None, interp::Schedule::InOrder, 4),
            (None, interp::Schedule::Random, 5),
        ];
        for (params, schedule, seed) in tries {
            if Instant::now() >= self.deadline {
                break;
            }
            let cfg = interp::RunConfig {
                seed,
                params: params.cloned(),
                max_steps: MAX_STEPS,
                schedule,
                max_findings: 256,
                deadline: Some(self.deadline),
                keep_memory: false,
            };
            let out = interp::run(self.front, &launch, &cfg);
            match out.status {
                interp::Status::Unsupported(_) => return Replayed::Skipped,
                interp::Status::Infeasible { .. } => continue,
                _ => ran = true,
            }
            if let Some(f) = out.findings.into_iter().find(|f| self.matches(&target, f)) {
                match out.abstract_result {
                    None => return Replayed::Confirmed(Box::new(f)),
                    Some(o) => {
                        abstracted.get_or_insert((f, o));
                    }
                }
            }
        }
        if let Some((f, o)) = abstracted {
            Replayed::WithAbstractResult(Box::new(f), o)
        } else if ran {
            Replayed::NotReproduced
        } else {
            Replayed::Skipped
        }
    }
}

/// The front end's program and the launch geometry for a kernel and kcc's command line
/// `args` (options and the kernel path), exactly as kcc would compile it: for running the
/// interpreter on the kernel outside a verification (differential testing).
pub fn front_end(args: &[String]) -> Result<(Program, frontend::Geometry), String> {
    let opts = crate::options::parse(args).map_err(|e| e.0)?;
    let kernel = opts.kernel.clone().ok_or("no kernel given")?;
    let path = PathBuf::from(&kernel);
    let lang = match crate::session::language(&opts, &path) {
        Ok(Ok(l)) => l,
        Ok(Err(e)) => return Err(e.0),
        Err(e) => return Err(format!("{kernel}: {e}")),
    };
    let geometry = crate::options::geometry(&opts, lang).map_err(|e| e.0)?;
    let cpp = crate::tools::find_cpp(opts.cpp.as_deref()).map_err(|m| m.to_string())?;
    let dir = path.parent().unwrap_or(Path::new(".")).to_path_buf();
    let cfg = crate::session::frontend_config(&opts, lang, &geometry, &cpp, &dir, None);
    let out = frontend::compile(&path, &cfg);
    match out.program {
        Some(mut p) if !out.diags.has_errors() => {
            if p.sources.files().next().is_none() {
                p.sources = out.sources;
            }
            Ok((p, geometry))
        }
        _ => Err(out
            .diags
            .items
            .iter()
            .map(|d| format!("{}: {}", d.code, d.message))
            .collect::<Vec<_>>()
            .join("; ")),
    }
}

/// The interpreter's launch for a geometry with every size fixed (`None` when one is free).
pub fn launch_of(g: &frontend::Geometry) -> Option<interp::Launch> {
    let mut local = [1u32; 3];
    let mut groups = [1u32; 3];
    for i in 0..3 {
        local[i] = u32::try_from(g.local_size[i]?).ok()?;
        groups[i] = u32::try_from(g.num_groups[i]?).ok()?;
    }
    let mut launch = interp::Launch::new(local, groups);
    if let Some(off) = g.global_offset {
        launch.global_offset = off.map(|o| o as u32);
    }
    Some(launch)
}
