//! One long-lived solver process spoken to in SMT-LIB2 over a pipe: send commands, ask
//! `(check-sat)` and `(get-value …)`, read the answers as s-expressions. A solver that reports
//! an error, dies or prints something else is a [`ToolError::Failed`]; one that misses the
//! deadline is killed and a [`ToolError::Timeout`].

use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::ast::Term;
use super::print;
use super::sexp::{self, Depth, Sexp};
use crate::process::{Interactive, ToolConfig};
use crate::ToolError;

/// z3's tactic for one hard query: arrays that are only read (and uninterpreted functions)
/// replaced by fresh values with Ackermann's constraints, then z3's bit-vector tactic, which
/// bit-blasts to its SAT solver after preprocessing that decides 64-bit products the SMT core
/// and the QF_AUFBV tactic take minutes on; a query with array updates makes that fail, and
/// the QF_AUFBV tactic takes over.
macro_rules! hard_query_tactic {
    () => {
        "(or-else (then simplify ackermannize_bv qfbv) qfaufbv)"
    };
}

/// A solver kcc can drive.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Solver {
    /// Z3 (any version from 4.8 on).
    #[default]
    Z3,
    /// cvc5.
    Cvc5,
}

impl Solver {
    /// Its executable's usual name.
    pub fn name(self) -> &'static str {
        match self {
            Solver::Z3 => "z3",
            Solver::Cvc5 => "cvc5",
        }
    }

    /// The arguments that make it read SMT-LIB2 commands from standard input, one at a time,
    /// with push/pop and models.
    fn args(self) -> Vec<String> {
        let a: &[&str] = match self {
            Solver::Z3 => &["-in", "-smt2"],
            Solver::Cvc5 => &["--lang=smt2", "--incremental", "--produce-models"],
        };
        a.iter().map(|s| s.to_string()).collect()
    }

    /// The commands that ask whether the assertions are satisfiable, tried in turn while the
    /// answer is `unknown`. z3 first gets half a second with its non-incremental tactic
    /// (bit-blasting, see [`hard_query_tactic!`]): once a session has used push/pop, a plain
    /// `(check-sat)` runs z3's incremental core, which can take seconds on non-linear
    /// bit-vector arithmetic (products of thread-dependent values, as in benign-race checks)
    /// that the tactic decides in milliseconds; the incremental core, in turn, wins on
    /// queries with many similar paths, which the tactic bit-blasts anew each time. A session
    /// whose tactic ran out of time once goes straight to the incremental core.
    pub fn check_commands(self) -> &'static [&'static str] {
        match self {
            Solver::Z3 => &[
                concat!("(check-sat-using (try-for ", hard_query_tactic!(), " 500))"),
                "(check-sat)",
            ],
            Solver::Cvc5 => &["(check-sat)"],
        }
    }

    /// The commands that open every session.
    pub fn preamble(self) -> &'static str {
        match self {
            Solver::Z3 => "(set-option :produce-models true)\n(set-logic QF_AUFBV)\n",
            Solver::Cvc5 => "(set-option :produce-models true)\n(set-logic QF_AUFBV)\n",
        }
    }
}

/// z3's resource units per second of its QF_AUFBV tactic (z3 4.8.5 on a benign-race query:
/// 4.3 to 4.6 million).
const Z3_UNITS_PER_SEC: u128 = 4_500_000;

/// z3's tactic (see [`hard_query_tactic!`]), stopped after about `budget` (for the long runs of
/// [`Session::check_sat_tactic_first`]). The bound is in z3's resource units, not time
/// (`try-for`): a z3 timer keeps a thread busy-waiting on another core for as long as it runs
/// (z3 4.8.5), and a budget in units stops at the same point whatever the machine's load. The
/// half-second tactic that starts each check keeps `try-for`: resource units go by at rates
/// that differ between queries, and for short runs the difference costs more than the timer.
fn z3_tactic(budget: Duration) -> String {
    let units = (budget.as_millis() * Z3_UNITS_PER_SEC / 1000).max(1);
    format!(
        "(set-option :rlimit {units})\n(check-sat-using {})\n(set-option :rlimit 0)",
        hard_query_tactic!()
    )
}

/// True for a solver error that says a tactic was stopped by its bound, not that it failed.
fn stopped_by_bound(output: &str) -> bool {
    output.contains("canceled") || output.contains("resource limit") || output.contains("timeout")
}

/// A `(check-sat)` answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sat {
    /// Some failure is possible.
    Sat,
    /// None is.
    Unsat,
    /// The solver gave up.
    Unknown,
}

/// A running solver.
pub struct Session {
    proc: Interactive,
    checks: &'static [&'static str],
    /// The first of `checks` worth trying.
    first_check: usize,
    deadline: Option<Instant>,
    pending: String,
    /// Seconds spent waiting for answers.
    pub wait_secs: f64,
    /// Bytes sent.
    pub bytes_sent: usize,
    /// `(check-sat)` queries asked.
    pub queries: usize,
}

impl Session {
    /// Start `program` as `solver`, to answer until `timeout` from now.
    pub fn start(
        solver: Solver,
        program: PathBuf,
        timeout: Option<Duration>,
        transcript: Option<PathBuf>,
    ) -> Result<Session, ToolError> {
        let cfg = ToolConfig {
            tool: solver.name().into(),
            program,
            timeout,
            transcript,
            env: Vec::new(),
        };
        let proc = Interactive::start(&cfg, &solver.args())?;
        let mut s = Session {
            proc,
            checks: solver.check_commands(),
            first_check: 0,
            deadline: timeout.map(|t| Instant::now() + t),
            pending: String::new(),
            wait_secs: 0.0,
            bytes_sent: 0,
            queries: 0,
        };
        s.queue(solver.preamble());
        Ok(s)
    }

    /// Queue text to send with the next request.
    pub fn queue(&mut self, text: &str) {
        self.pending.push_str(text);
    }

    /// Queue one command.
    pub fn command(&mut self, c: &super::ast::Command) {
        print::command(&mut self.pending, c);
    }

    fn flush(&mut self) -> Result<(), ToolError> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let text = std::mem::take(&mut self.pending);
        self.bytes_sent += text.len();
        self.proc.send(&text)
    }

    fn failed(&self, output: String) -> ToolError {
        ToolError::Failed {
            tool: self.proc.tool().to_string(),
            code: None,
            output,
        }
    }

    /// The next answer, skipping `success` and `unsupported` notices.
    fn answer(&mut self) -> Result<Sexp, ToolError> {
        let start = Instant::now();
        let mut text = String::new();
        let mut depth = Depth::default();
        let res = loop {
            let line = match self.proc.read_line(self.deadline) {
                Ok(l) => l,
                Err(e) => break Err(e),
            };
            depth.feed(&line);
            text.push_str(&line);
            if !depth.complete() || text.trim().is_empty() {
                continue;
            }
            let items = match sexp::parse_all(&text) {
                Ok(items) => items,
                Err(e) => break Err(self.failed(format!("unreadable answer ({e}): {text}"))),
            };
            text.clear();
            depth = Depth::default();
            let mut items = items.into_iter();
            match items.next() {
                Some(Sexp::Atom(a)) if a == "success" || a == "unsupported" => continue,
                Some(Sexp::List(l)) if l.first().and_then(Sexp::atom) == Some("error") => {
                    let msg = l.get(1).map(|m| m.to_string()).unwrap_or_default();
                    break Err(self.failed(format!("error: {msg}")));
                }
                Some(s) => break Ok(s),
                None => continue,
            }
        };
        self.wait_secs += start.elapsed().as_secs_f64();
        res
    }

    /// Send what is queued and ask for satisfiability (see [`Solver::check_commands`]).
    pub fn check_sat(&mut self) -> Result<Sat, ToolError> {
        self.queries += 1;
        for i in self.first_check..self.checks.len() {
            match self.ask(self.checks[i])? {
                Sat::Unknown => {
                    if i + 1 < self.checks.len() {
                        self.first_check = i + 1;
                    }
                }
                answer => return Ok(answer),
            }
        }
        Ok(Sat::Unknown)
    }

    /// Like [`Session::check_sat`], but z3 first gets `budget` with its QF_AUFBV tactic: a
    /// single hard query whose non-linear bit-vector arithmetic the tactic decides in seconds
    /// can keep the incremental core busy for minutes. Other solvers check as usual.
    pub fn check_sat_tactic_first(&mut self, budget: Duration) -> Result<Sat, ToolError> {
        if self.checks.len() < 2 {
            return self.check_sat();
        }
        match self.ask(&z3_tactic(budget))? {
            Sat::Unknown => {
                self.first_check = self.checks.len() - 1;
                self.check_sat()
            }
            answer => {
                self.queries += 1;
                Ok(answer)
            }
        }
    }

    /// Send what is queued followed by one check command, and read its answer.
    fn ask(&mut self, command: &str) -> Result<Sat, ToolError> {
        self.queue(command);
        self.queue("\n");
        self.flush()?;
        let answer = match self.answer() {
            // A tactic stopped by its time or resource bound may say so as an error instead of
            // `unknown`, depending on where the bound caught it (z3 4.8): it is `unknown`.
            Err(ToolError::Failed { output, .. })
                if command.contains("check-sat-using") && stopped_by_bound(&output) =>
            {
                return Ok(Sat::Unknown)
            }
            answer => answer?,
        };
        match answer {
            Sexp::Atom(a) if a == "sat" => Ok(Sat::Sat),
            Sexp::Atom(a) if a == "unsat" => Ok(Sat::Unsat),
            Sexp::Atom(a) if a == "unknown" => Ok(Sat::Unknown),
            other => Err(self.failed(format!("unexpected answer to (check-sat): {other}"))),
        }
    }

    /// The values of `terms` in the last model (`None` for values that are not numbers or
    /// Booleans).
    pub fn values(&mut self, terms: &[Term]) -> Result<Vec<Option<u128>>, ToolError> {
        if terms.is_empty() {
            return Ok(Vec::new());
        }
        self.command(&super::ast::Command::GetValue(terms.to_vec()));
        self.flush()?;
        let ans = self.answer()?;
        let pairs = ans
            .list()
            .ok_or_else(|| self.failed(format!("unexpected answer to (get-value): {ans}")))?;
        if pairs.len() != terms.len() {
            return Err(self.failed(format!(
                "(get-value) answered {} values for {} terms",
                pairs.len(),
                terms.len()
            )));
        }
        Ok(pairs
            .iter()
            .map(|p| p.list().and_then(|kv| kv.get(1)).and_then(sexp::value))
            .collect())
    }

    /// Stop the solver.
    pub fn finish(mut self) {
        self.queue("(exit)\n");
        let _ = self.flush();
        self.proc.finish();
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{stopped_by_bound, z3_tactic};

    #[test]
    fn tactic_budgets_are_resource_limits_lifted_afterwards() {
        let t = z3_tactic(Duration::from_secs(30));
        assert!(t.starts_with("(set-option :rlimit 135000000)\n"), "{t}");
        assert!(t.ends_with("(set-option :rlimit 0)"), "{t}");
    }

    #[test]
    fn a_cancelled_tactic_is_no_failure() {
        assert!(stopped_by_bound("error: \"tactic failed: canceled\""));
        assert!(!stopped_by_bound(
            "error: \"line 3 column 10: unknown constant x\""
        ));
    }
}
