//! Differential testing of the two back ends: run a test kernel with `--backend=boogie` and
//! with `--backend=smt2` and require the same exit code and, when errors are reported, the same
//! first report (its kind, and for races and bounds errors the kind of race and the array).
//! A kernel on which they differ shows a bug in one of them.
//!
//! When a kernel has several failing obligations, which one a back end finds first depends on
//! the solver's model (Boogie reports them in the order z3 finds them, the smt2 back end in
//! program order), and a race between two accesses may be found from either side (a
//! write-read race on `A` is a read-write race with the threads swapped). So with several
//! reports the first report of each back end must be among the reports of the other.
//!
//! A back end whose prover ran out of time may report the errors an execution of the kernel
//! shows instead (every one of them real); which races an execution meets first has nothing
//! to do with the prover's model, so such a run is compared on the exit code alone.

use std::path::Path;

use crate::{absolute, name_for_code, read_header, run_kcc, Output};

/// What the two runs are compared on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The exit code.
    pub code: i32,
    /// The first report's kind and subject (`race write-read sdata`), if any.
    pub first: Option<String>,
    /// Every report's kind and subject.
    pub all: Vec<String>,
    /// The reports come from executing the kernel after a time-out.
    pub by_execution: bool,
}

impl Outcome {
    /// Whether two outcomes agree (see the module header).
    pub fn agrees_with(&self, o: &Outcome) -> bool {
        if self.code != o.code {
            return false;
        }
        if self.by_execution || o.by_execution {
            return true;
        }
        let among = |f: &Option<String>, all: &[String]| f.as_ref().is_none_or(|f| all.contains(f));
        self.first == o.first || (among(&self.first, &o.all) && among(&o.first, &self.all))
    }
}

/// The subject of a report message: the kind of race and the array for races
/// (`possible write-read race on A[3] (byte 1)` → `write-read A`), the array for bounds errors,
/// nothing for the others.
fn subject(message: &str) -> String {
    if let Some(rest) = message.strip_prefix("possible ") {
        if let Some((race, on)) = rest.split_once(" race on ") {
            let array = on.split(['[', ' ']).next().unwrap_or(on);
            return format!("{race} {array}");
        }
        if let Some(on) = rest.strip_prefix("array out-of-bounds access on array ") {
            return on.split(' ').next().unwrap_or(on).to_string();
        }
    }
    String::new()
}

fn outcome(out: &Output) -> Result<Outcome, String> {
    let json = out
        .stdout
        .lines()
        .rev()
        .find(|l| l.starts_with('{'))
        .ok_or_else(|| format!("no JSON summary in the output:\n{}", out.stdout))?;
    let v: serde_json::Value =
        serde_json::from_str(json).map_err(|e| format!("bad JSON summary ({e}): {json}"))?;
    let all: Vec<String> = v["errors"]
        .as_array()
        .map(|es| {
            es.iter()
                .map(|e| {
                    let kind = e["kind"].as_str().unwrap_or("?");
                    let message = e["message"].as_str().unwrap_or("");
                    format!("{kind} {}", subject(message)).trim().to_string()
                })
                .collect()
        })
        .unwrap_or_default();
    Ok(Outcome {
        code: out.code,
        first: all.first().cloned(),
        all,
        by_execution: !v["timings"]["execution"].is_null(),
    })
}

/// The reason a kernel cannot be compared, if any: its header stops before the back end, or
/// selects an option only one back end honours.
pub fn not_comparable(kernel: &Path) -> Option<String> {
    let header = match read_header(&absolute(kernel)) {
        Ok(h) => h,
        Err(e) => return Some(e),
    };
    if !header.needs_tools() {
        return Some("stops before the back end".into());
    }
    let boogie_only = [
        "--boogie",
        "--stop-at",
        "--emit",
        "--gen-smt2",
        "--cruncher-opt",
        "--solver",
        "--backend",
    ];
    header
        .args
        .iter()
        .find(|a| boogie_only.iter().any(|b| a.starts_with(b)))
        .map(|a| format!("`{a}` is for one back end only"))
}

/// Run the kernel on both back ends and compare (see the module header).
pub fn compare(kernel: &Path) -> Result<(Outcome, Outcome), String> {
    let kernel = absolute(kernel);
    let header = read_header(&kernel)?;
    let run = |backend: &str| -> Result<(Output, Outcome), String> {
        let mut args = header.args.clone();
        args.push(format!("--backend={backend}"));
        args.push("--json".into());
        args.push(kernel.to_string_lossy().into_owned());
        let out = run_kcc(&args);
        let o = outcome(&out)?;
        Ok((out, o))
    };
    let (bout, b) = run("boogie")?;
    let (sout, s) = run("smt2")?;
    if !b.agrees_with(&s) {
        return Err(format!(
            "the back ends disagree:\n  boogie: {} ({}) reports {:?}\n  smt2:   {} ({}) reports {:?}\n--- boogie ---\n{}{}\n--- smt2 ---\n{}{}",
            b.code,
            name_for_code(b.code),
            b.all,
            s.code,
            name_for_code(s.code),
            s.all,
            bout.stdout,
            bout.stderr,
            sout.stdout,
            sout.stderr
        ));
    }
    Ok((b, s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subjects() {
        assert_eq!(
            subject("possible write-read race on sdata[3]"),
            "write-read sdata"
        );
        assert_eq!(
            subject("possible write-write race on s.f[1][2] (byte 1)"),
            "write-write s.f"
        );
        assert_eq!(
            subject("possible array out-of-bounds access on array A by work item 1"),
            "A"
        );
        assert_eq!(subject("this assertion might not hold for work item 3"), "");
    }

    #[test]
    fn executed_reports_compare_on_the_exit_code() {
        let o = |code: i32, all: &[&str], by_execution: bool| Outcome {
            code,
            first: all.first().map(|s| s.to_string()),
            all: all.iter().map(|s| s.to_string()).collect(),
            by_execution,
        };
        let prover = o(6, &["race write-read S"], false);
        assert!(!prover.agrees_with(&o(6, &["race read-write T"], false)));
        assert!(prover.agrees_with(&o(6, &["race read-write T"], true)));
        assert!(o(6, &["race read-write T"], true).agrees_with(&prover));
        assert!(!prover.agrees_with(&o(7, &[], true)));
    }
}
