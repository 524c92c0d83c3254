//! Run Boogie on an emitted program and read its answer: the failures (mapped back to
//! [`ir::AssertId`]s through the `{:aid N}` on the reported line), Houdini's results per rule,
//! and counterexample values.
//!
//! Flow, as GPUVerify's cruncher + driver (checked against Boogie 2.4.1 with z3 4.8.5):
//! 1. With inference on and candidates present, a Houdini run (`/contractInfer
//!    /printAssignment`) on a variant without the non-invariant asserts (written next to the
//!    `.bpl` as `<name>.houdini.bpl`). Boogie prints `Assignment computed by Houdini:` and one
//!    `_bN = True|False` line per candidate. In `/contractInfer` mode Boogie reports at most one
//!    remaining error per implementation, and a failing non-candidate invariant stops Houdini
//!    early (its assignment is then unreliable), so such failures are reported as the verdict,
//!    like the cruncher does, and the final check is skipped.
//! 2. The final check on `<name>.final.bpl` (Boogie insists on the `.bpl` extension): proved candidates become `assume`s, refuted ones are
//!    dropped. Without candidates the `.bpl` itself is checked.
//!
//! Boogie options: `/nologo /z3exe:<z3> /typeEncoding:m /mv:<model> /useArrayTheory
//! /proverOpt:OPTIMIZE_FOR_BV=true`. GPUVerify's `/z3opt:smt.relevancy=0` is deliberately not
//! passed: with this Boogie/z3 pair it makes z3 report every false label, so Boogie blocks the
//! wrong label set and reports one assertion several times while missing others. The z3
//! pyenv shim works as `/z3exe:` (Mono runs the script fine); with a guard
//! ([`RunOptions::z3_guard`]) the guard is given instead and runs the real z3. Boogie exits with 0 even when
//! assertions fail; the result is read from its output only.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::ir_to_bpl::Mode;
use super::model::{parse_models, Model};
use super::{emit_mode, Emitted};
use crate::process::{self, ToolConfig};
use crate::verdict::{Failure, HoudiniRound, How, TagStats, Verdict};
use crate::ToolError;

/// How to run Boogie.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The `boogie` executable (path or bare name).
    pub boogie: PathBuf,
    /// The `z3` executable given to Boogie (path or bare name).
    pub z3: PathBuf,
    /// Overall time limit for all Boogie runs.
    pub timeout: Option<Duration>,
    /// Run Houdini on the candidates first.
    pub infer: bool,
    /// Extra Boogie options.
    pub extra_args: Vec<String>,
    /// Extra `.bpl` files.
    pub extra_files: Vec<PathBuf>,
    /// Where to put Boogie's counterexample files (the system's temporary directory when
    /// `None`).
    pub temp_dir: Option<PathBuf>,
    /// A guard program (see [`crate::process::guard_main`]) to give Boogie as its z3, so that
    /// the solvers die with Boogie; it runs the real `z3` named in [`crate::process::GUARD_ENV`].
    pub z3_guard: Option<PathBuf>,
}

/// What one Boogie run printed, parsed.
#[derive(Debug, Default)]
struct Output {
    errors: Vec<(u32, u32, How)>,
    assignment: BTreeMap<String, bool>,
    inconclusive: bool,
}

fn failed(output: String) -> ToolError {
    ToolError::Failed {
        tool: "boogie".into(),
        code: None,
        output,
    }
}

fn parse_error_line(line: &str) -> Option<(u32, u32, How)> {
    let pos = line.find("): Error BP")?;
    let code: String = line[pos + 11..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    let open = line[..pos].rfind('(')?;
    let (l, c) = line[open + 1..pos].split_once(',')?;
    let how = match code.as_str() {
        "5001" => How::Assert,
        "5002" => How::Precondition,
        "5003" => How::Postcondition,
        "5004" => How::InvariantEntry,
        "5005" => How::InvariantMaintained,
        _ => return None,
    };
    Some((l.trim().parse().ok()?, c.trim().parse().ok()?, how))
}

fn parse_output(stdout: &str, stderr: &str) -> Result<Output, ToolError> {
    let mut out = Output::default();
    let mut finished = false;
    let mut in_assignment = false;
    let all = format!("{stdout}\n{stderr}");
    for line in all.lines() {
        let t = line.trim();
        if t == "Assignment computed by Houdini:" {
            in_assignment = true;
            continue;
        }
        if in_assignment {
            if let Some((n, v)) = t.split_once(" = ") {
                out.assignment
                    .insert(n.to_string(), v.eq_ignore_ascii_case("true"));
                continue;
            }
            in_assignment = false;
        }
        if let Some(e) = parse_error_line(t) {
            out.errors.push(e);
            continue;
        }
        if t.contains("): Error BP") {
            return Err(failed(format!("unexpected boogie error: {t}")));
        }
        if t.contains("errors detected in")
            || t.contains("): error")
            || t.contains("): Error:")
            || t.starts_with("Prover error")
            || t.contains("Unhandled Exception")
            || t.starts_with("Fatal Error")
            || t.starts_with("*** Error")
        {
            return Err(failed(all.trim().to_string()));
        }
        if let Some(rest) = t.strip_prefix("Boogie program verifier finished with ") {
            finished = true;
            if rest.contains("inconclusive")
                || rest.contains("time out")
                || rest.contains("out of memory")
            {
                out.inconclusive = true;
            }
        }
        if t.contains("timed out") || t.contains("Timed out") {
            out.inconclusive = true;
        }
    }
    if !finished {
        return Err(failed(format!("unexpected output:\n{}", all.trim())));
    }
    Ok(out)
}

struct Runner<'o> {
    opts: &'o RunOptions,
    z3: PathBuf,
    deadline: Option<Instant>,
    secs: f64,
}

impl Runner<'_> {
    fn run(&mut self, bpl: &Path, extra: &[&str]) -> Result<(Output, Vec<Model>), ToolError> {
        let mut model_file = tempfile::Builder::new();
        model_file.prefix("kcc-model").suffix(".txt");
        let model_file = match &self.opts.temp_dir {
            Some(d) => model_file.tempfile_in(d),
            None => model_file.tempfile(),
        }
        .map_err(|e| ToolError::Io(e.to_string()))?;
        let (z3exe, env) = match &self.opts.z3_guard {
            Some(g) => (
                g.clone(),
                vec![(process::GUARD_ENV.into(), self.z3.clone().into_os_string())],
            ),
            None => (self.z3.clone(), Vec::new()),
        };
        let mut args = vec![
            bpl.display().to_string(),
            "/nologo".into(),
            format!("/z3exe:{}", z3exe.display()),
            "/typeEncoding:m".into(),
            format!("/mv:{}", model_file.path().display()),
            "/useArrayTheory".into(),
            "/proverOpt:OPTIMIZE_FOR_BV=true".into(),
        ];
        args.extend(extra.iter().map(|s| s.to_string()));
        args.extend(self.opts.extra_args.iter().cloned());
        args.extend(
            self.opts
                .extra_files
                .iter()
                .map(|f| f.display().to_string()),
        );
        let timeout = match (self.deadline, self.opts.timeout) {
            (Some(d), Some(t)) => {
                let left = d.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    return Err(ToolError::Timeout {
                        tool: "boogie".into(),
                        secs: t.as_secs(),
                    });
                }
                Some(left)
            }
            _ => None,
        };
        let cfg = ToolConfig {
            tool: "boogie".into(),
            program: self.opts.boogie.clone(),
            timeout,
            transcript: None,
            env,
        };
        let res = process::run(&cfg, &args).map_err(|e| match (e, self.opts.timeout) {
            (ToolError::Timeout { tool, .. }, Some(t)) => ToolError::Timeout {
                tool,
                secs: t.as_secs(),
            },
            (e, _) => e,
        })?;
        self.secs += res.secs;
        let out = parse_output(&res.stdout, &res.stderr).map_err(|e| match e {
            ToolError::Failed { tool, output, .. } => ToolError::Failed {
                tool,
                code: res.code,
                output,
            },
            e => e,
        })?;
        let models = std::fs::read_to_string(model_file.path())
            .map(|t| parse_models(&t))
            .unwrap_or_default();
        Ok((out, models))
    }
}

fn failures(
    out: &Output,
    models: Vec<Model>,
    emitted: &Emitted,
) -> Result<Vec<Failure>, ToolError> {
    let mut seen = BTreeSet::new();
    let mut res = Vec::new();
    let mut models = models.into_iter().map(Arc::new);
    for &(line, col, how) in &out.errors {
        let model = models.next();
        let Some(&assert) = emitted.lines.get(&line) else {
            return Err(failed(format!(
                "boogie reported a failure on line {line}, which holds no obligation"
            )));
        };
        if seen.insert((line, col, how as u8)) {
            res.push(Failure::from_boogie(
                assert,
                how,
                model,
                emitted.naming.clone(),
            ));
        }
    }
    Ok(res)
}

/// Write a program; with extra Boogie input, GPUVerify's library of function names is declared
/// after it (the line numbers of its assertions stay the same).
fn write_program(path: &Path, text: &str, opts: &RunOptions) -> Result<(), ToolError> {
    if opts.extra_files.is_empty() {
        return write(path, text);
    }
    let extra = super::library::missing_declarations(text);
    write(path, &format!("{text}\n{extra}"))
}

fn write(path: &Path, text: &str) -> Result<(), ToolError> {
    std::fs::write(path, text)
        .map_err(|e| ToolError::Io(format!("cannot write {}: {e}", path.display())))
}

/// Write `emitted.text` to `bpl_path`, run Boogie (Houdini first when `opts.infer` and there
/// are candidates, see the module header) and parse its answer. Internal errors of the
/// emitted program, Boogie parse/type errors and garbage output are [`ToolError::Failed`].
pub fn verify(
    p: &ir::Program,
    emitted: &Emitted,
    bpl_path: &Path,
    opts: &RunOptions,
) -> Result<Verdict, ToolError> {
    if !emitted.errors.is_empty() {
        return Err(ToolError::Failed {
            tool: "kcc boogie back end".into(),
            code: None,
            output: emitted.errors.join("\n"),
        });
    }
    let z3 = process::find_executable(&opts.z3).ok_or_else(|| ToolError::Missing {
        tool: "z3".into(),
        hint: process::install_hint("z3"),
    })?;
    if process::find_executable(&opts.boogie).is_none() {
        return Err(ToolError::Missing {
            tool: "boogie".into(),
            hint: process::install_hint("boogie"),
        });
    }
    write_program(bpl_path, &emitted.text, opts)?;
    let mut runner = Runner {
        opts,
        z3,
        deadline: opts.timeout.map(|t| Instant::now() + t),
        secs: 0.0,
    };
    let mut verdict = Verdict::default();
    let mut assignment = BTreeMap::new();
    if opts.infer && !emitted.candidates.is_empty() {
        let houdini = emit_mode(p, Mode::Houdini);
        let path = bpl_path.with_extension("houdini.bpl");
        write_program(&path, &houdini.text, opts)?;
        let (out, models) = runner.run(&path, &["/contractInfer", "/printAssignment"])?;
        let mut stats: BTreeMap<String, TagStats> = BTreeMap::new();
        for c in &houdini.candidates {
            let proved = out.assignment.get(&c.constant).copied().unwrap_or(false);
            assignment.insert(c.id, proved);
            let s = stats.entry(c.tag.clone()).or_insert_with(|| TagStats {
                tag: c.tag.clone(),
                proposed: 0,
                proved: 0,
            });
            s.proposed += 1;
            s.proved += usize::from(proved);
            if !proved {
                verdict.refuted.push((c.id, c.tag.clone()));
            }
        }
        verdict.houdini = stats.into_values().collect();
        // Boogie's rounds stay inside it: shown as the first (every candidate) and the last.
        let fin: Vec<bool> = houdini
            .candidates
            .iter()
            .map(|c| assignment.get(&c.id).copied().unwrap_or(false))
            .collect();
        let removed: Vec<usize> = (0..fin.len()).filter(|&i| !fin[i]).collect();
        verdict.houdini_rounds.push(HoudiniRound {
            assignment: vec![true; fin.len()],
            removed: removed.clone(),
        });
        if !removed.is_empty() {
            verdict.houdini_rounds.push(HoudiniRound {
                assignment: fin,
                removed: Vec::new(),
            });
        }
        verdict.inconclusive |= out.inconclusive;
        if !out.errors.is_empty() {
            verdict.failures = failures(&out, models, &houdini)?;
            verdict.solver_secs = runner.secs;
            return Ok(verdict);
        }
    }
    if opts.infer && emitted.candidates.is_empty() {
        verdict.houdini_rounds.push(HoudiniRound::default());
    }
    let (out, models, fin) = if emitted.candidates.is_empty() {
        let (out, models) = runner.run(bpl_path, &[])?;
        (out, models, None)
    } else {
        let fin = emit_mode(p, Mode::Final(&assignment));
        let path = bpl_path.with_extension("final.bpl");
        write_program(&path, &fin.text, opts)?;
        let (out, models) = runner.run(&path, &[])?;
        (out, models, Some(fin))
    };
    verdict.failures = failures(&out, models, fin.as_ref().unwrap_or(emitted))?;
    verdict.inconclusive |= out.inconclusive;
    verdict.solver_secs = runner.secs;
    Ok(verdict)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_errors_and_summary() {
        let so = "Assignment computed by Houdini:\n_b0 = True\n_b1 = False\nt.bpl(22,5): Error BP5004: This loop invariant might not hold on entry.\nExecution trace:\n    t.bpl(15,3): entry\n\nBoogie program verifier finished with 0 verified, 1 error\n";
        let o = parse_output(so, "").unwrap();
        assert_eq!(o.errors, vec![(22, 5, How::InvariantEntry)]);
        assert_eq!(o.assignment.get("_b0"), Some(&true));
        assert_eq!(o.assignment.get("_b1"), Some(&false));
        assert!(!o.inconclusive);
    }

    #[test]
    fn parse_errors_are_tool_failures() {
        let so = "t.bpl(3,4): error: undeclared identifier\n1 name resolution errors detected in t.bpl\n";
        assert!(matches!(
            parse_output(so, ""),
            Err(ToolError::Failed { .. })
        ));
        assert!(matches!(
            parse_output("garbage", ""),
            Err(ToolError::Failed { .. })
        ));
    }

    #[test]
    fn time_outs_are_inconclusive() {
        let so = "Boogie program verifier finished with 0 verified, 0 errors, 1 time out\n";
        assert!(parse_output(so, "").unwrap().inconclusive);
    }
}
