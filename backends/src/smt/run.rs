//! Verify the generated conditions with one solver process: Houdini over the candidates, then
//! the final check of the real obligations, reading counterexample values with `get-value`.
//!
//! The formula ([`super::ir_to_smt`]) is sent once; every query runs in a push/pop scope that
//! fixes the Houdini flag `%H` and the candidate guards and asserts that some flag of a set of
//! obligations is true.
//!
//! 1. **Houdini** (with inference on and candidates present), as GPUVerify's cruncher: `%H`
//!    true (assertions other than loop invariants are neither checked nor assumed), the
//!    surviving candidates' guards true. Ask whether a surviving candidate or a loop invariant
//!    that is not a candidate can fail; drop every candidate the model refutes and ask again,
//!    until nothing fails (the largest inductive subset, which does not depend on the order of
//!    refutations). A model in which only non-candidate invariants fail is a verdict, reported
//!    at once as the cruncher does (with fewer candidates they fail all the more).
//! 2. **Final check**: `%H` false, the proved candidates assumed, the others dropped. Ask
//!    whether an obligation can fail; take the first flag (in program order) the model makes
//!    true, read the values of the variables its report may name, block every check of that
//!    obligation, and ask again, up to the error limit (Boogie's default is 5). Failures are
//!    reported in program order.
//!
//! `unknown` makes the verdict inconclusive; a solver that errs or dies is a
//! [`ToolError::Failed`]; one that misses the deadline a [`ToolError::Timeout`].

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::time::Duration;

use ir::{AssertId, Program};

use super::ast::{Command, Term};
use super::ir_to_smt::{Class, Obligation};
use super::solver::{Sat, Session, Solver};
use super::Emitted;
use crate::verdict::{Failure, HoudiniRound, How, TagStats, Verdict};
use crate::ToolError;

/// How to run the solver.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Which solver.
    pub solver: Solver,
    /// Its executable (path or bare name).
    pub program: PathBuf,
    /// Overall time limit.
    pub timeout: Option<Duration>,
    /// Run Houdini on the candidates first.
    pub infer: bool,
    /// Report at most this many failures (at least one).
    pub error_limit: usize,
    /// Append everything sent to and received from the solver to this file.
    pub transcript: Option<PathBuf>,
    /// Give z3's QF_AUFBV tactic this long on the final check before its incremental core
    /// (see [`Session::check_sat_tactic_first`]); `None` keeps the usual order.
    pub final_tactic: Option<Duration>,
}

/// How the time went, for measurements.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Queries asked.
    pub queries: usize,
    /// Bytes of SMT-LIB2 sent.
    pub bytes: usize,
    /// Seconds spent waiting for the solver.
    pub wait_secs: f64,
}

fn or_of(flags: &[&Obligation]) -> Term {
    flags
        .iter()
        .map(|o| Term::Sym(o.flag.clone()))
        .reduce(Term::or)
        .unwrap_or(Term::Bool(false))
}

fn fix_guards(s: &mut Session, emitted: &Emitted, alive: &[bool], houdini: bool) {
    let h = Term::Sym(emitted.vc.houdini.clone());
    s.command(&Command::Assert(if houdini { h } else { Term::not(h) }));
    for (c, on) in emitted.vc.candidates.iter().zip(alive) {
        let g = Term::Sym(c.guard.clone());
        s.command(&Command::Assert(if *on { g } else { Term::not(g) }));
    }
}

/// The values of `flags` in the current model.
fn true_flags<'o>(
    s: &mut Session,
    flags: &[&'o Obligation],
) -> Result<Vec<&'o Obligation>, ToolError> {
    let terms: Vec<Term> = flags.iter().map(|o| Term::Sym(o.flag.clone())).collect();
    let vals = s.values(&terms)?;
    Ok(flags
        .iter()
        .zip(vals)
        .filter(|(_, v)| *v == Some(1))
        .map(|(o, _)| *o)
        .collect())
}

fn failure(s: &mut Session, o: &Obligation) -> Result<Failure, ToolError> {
    let terms: Vec<Term> = o.values.iter().map(|(_, t)| t.clone()).collect();
    let vals = s.values(&terms)?;
    let values: BTreeMap<_, _> = o
        .values
        .iter()
        .zip(vals)
        .filter_map(|((v, _), x)| x.map(|x| (*v, x)))
        .collect();
    Ok(Failure::from_values(o.id, o.how, values))
}

/// Houdini: the candidates that survive, or a failing non-candidate invariant.
fn houdini(
    s: &mut Session,
    emitted: &Emitted,
    alive: &mut [bool],
    rounds: &mut Vec<HoudiniRound>,
) -> Result<Result<(), Option<Failure>>, ToolError> {
    let obs = &emitted.vc.obligations;
    loop {
        rounds.push(HoudiniRound {
            assignment: alive.to_vec(),
            removed: Vec::new(),
        });
        let flags: Vec<&Obligation> = obs
            .iter()
            .filter(|o| match o.class {
                Class::Candidate(i) => alive[i],
                Class::Invariant => true,
                Class::Assert => false,
            })
            .collect();
        if flags.is_empty() {
            return Ok(Ok(()));
        }
        s.command(&Command::Push(1));
        fix_guards(s, emitted, alive, true);
        s.command(&Command::Assert(or_of(&flags)));
        let res = match s.check_sat()? {
            Sat::Unsat => Ok(Ok(())),
            Sat::Unknown => Ok(Err(None)),
            Sat::Sat => {
                let failing = true_flags(s, &flags)?;
                let mut refuted = false;
                for o in &failing {
                    if let Class::Candidate(i) = o.class {
                        alive[i] = false;
                        refuted = true;
                        if let Some(r) = rounds.last_mut() {
                            r.removed.push(i);
                        }
                    }
                }
                match failing.first() {
                    _ if refuted => Err(()),
                    Some(o) => Ok(Err(Some(failure(s, o)?))),
                    None => {
                        return Err(ToolError::Failed {
                            tool: s_name(emitted),
                            code: None,
                            output: "the solver's model makes no obligation fail".into(),
                        })
                    }
                }
            }
        };
        s.command(&Command::Pop(1));
        match res {
            Err(()) => continue,
            Ok(r) => return Ok(r),
        }
    }
}

fn s_name(_e: &Emitted) -> String {
    "kcc smt2 back end".to_string()
}

/// The final check: failures in the order found, and whether the solver gave up.
fn final_check(
    s: &mut Session,
    emitted: &Emitted,
    alive: &[bool],
    limit: usize,
    tactic: Option<Duration>,
) -> Result<(Vec<Failure>, bool), ToolError> {
    let flags: Vec<&Obligation> = emitted
        .vc
        .obligations
        .iter()
        .filter(|o| !matches!(o.class, Class::Candidate(_)))
        .collect();
    if flags.is_empty() {
        return Ok((Vec::new(), false));
    }
    s.command(&Command::Push(1));
    fix_guards(s, emitted, alive, false);
    s.command(&Command::Assert(or_of(&flags)));
    let mut failures = Vec::new();
    let mut reported: BTreeSet<(AssertId, How)> = BTreeSet::new();
    let mut inconclusive = false;
    let mut first = true;
    while failures.len() < limit.max(1) {
        let answer = match tactic {
            Some(t) if first => s.check_sat_tactic_first(t)?,
            _ => s.check_sat()?,
        };
        first = false;
        match answer {
            Sat::Unsat => break,
            Sat::Unknown => {
                inconclusive = true;
                break;
            }
            Sat::Sat => {
                let failing = true_flags(s, &flags)?;
                let Some(first) = failing.iter().find(|o| !reported.contains(&(o.id, o.how)))
                else {
                    return Err(ToolError::Failed {
                        tool: s_name(emitted),
                        code: None,
                        output: "the solver's model makes no new obligation fail".into(),
                    });
                };
                failures.push(failure(s, first)?);
                let key = (first.id, first.how);
                reported.insert(key);
                for o in flags.iter().filter(|o| (o.id, o.how) == key) {
                    s.command(&Command::Assert(Term::not(Term::Sym(o.flag.clone()))));
                }
            }
        }
    }
    s.command(&Command::Pop(1));
    // Report in program order, whichever order the models gave.
    let pos = |f: &Failure| {
        flags
            .iter()
            .position(|o| (o.id, o.how) == (f.assert, f.how))
    };
    failures.sort_by_key(pos);
    Ok((failures, inconclusive))
}

fn tag_stats(emitted: &Emitted, alive: &[bool]) -> Vec<TagStats> {
    let mut stats: BTreeMap<String, TagStats> = BTreeMap::new();
    for (c, on) in emitted.vc.candidates.iter().zip(alive) {
        let s = stats.entry(c.tag.clone()).or_insert_with(|| TagStats {
            tag: c.tag.clone(),
            proposed: 0,
            proved: 0,
        });
        s.proposed += 1;
        s.proved += usize::from(*on);
    }
    stats.into_values().collect()
}

/// Verify the emitted conditions (see the module header).
pub fn verify(
    _p: &Program,
    emitted: &Emitted,
    opts: &RunOptions,
) -> Result<(Verdict, Stats), ToolError> {
    if !emitted.vc.errors.is_empty() {
        return Err(ToolError::Failed {
            tool: "kcc smt2 back end".into(),
            code: None,
            output: emitted.vc.errors.join("\n"),
        });
    }
    let mut s = Session::start(
        opts.solver,
        opts.program.clone(),
        opts.timeout,
        opts.transcript.clone(),
    )?;
    s.queue(&emitted.formula);
    let mut verdict = Verdict::default();
    let n = emitted.vc.candidates.len();
    let mut alive = vec![opts.infer; n];
    let mut skip_final = false;
    if opts.infer && n == 0 {
        verdict.houdini_rounds.push(HoudiniRound::default());
    }
    if opts.infer && n > 0 {
        match houdini(&mut s, emitted, &mut alive, &mut verdict.houdini_rounds)? {
            Ok(()) => {}
            Err(None) => {
                verdict.inconclusive = true;
                skip_final = true;
            }
            Err(Some(f)) => {
                verdict.failures.push(f);
                skip_final = true;
            }
        }
        verdict.houdini = tag_stats(emitted, &alive);
        verdict.refuted = emitted
            .vc
            .candidates
            .iter()
            .zip(&alive)
            .filter(|(_, on)| !**on)
            .map(|(c, _)| (c.id, c.tag.clone()))
            .collect();
    }
    if !skip_final {
        let (failures, inconclusive) =
            final_check(&mut s, emitted, &alive, opts.error_limit, opts.final_tactic)?;
        verdict.failures = failures;
        verdict.inconclusive |= inconclusive;
    }
    let stats = Stats {
        queries: s.queries,
        bytes: s.bytes_sent,
        wait_secs: s.wait_secs,
    };
    s.finish();
    verdict.solver_secs = stats.wait_secs;
    Ok((verdict, stats))
}
