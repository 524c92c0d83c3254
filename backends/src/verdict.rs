//! What a back end answers, whichever it is: the failed obligations ([`ir::AssertId`] and how
//! each failed) with their counterexample values, and Houdini's results per rule. The CLI
//! turns a [`Failure`] into a GPUVerify-style report through [`Failure::value`] only, so the
//! Boogie and SMT-LIB2 back ends give the same messages.

use std::collections::BTreeMap;
use std::sync::Arc;

use ir::{AssertId, VarId};

use crate::boogie::model::Model;
use crate::boogie::Naming;

/// Houdini's result for one rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagStats {
    /// The rule's tag.
    pub tag: String,
    /// Candidates proposed.
    pub proposed: usize,
    /// Candidates proved.
    pub proved: usize,
}

/// How an obligation failed (Boogie's error codes name them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum How {
    /// An assertion might not hold (BP5001).
    Assert,
    /// A loop invariant might not hold on entry (BP5004).
    InvariantEntry,
    /// A loop invariant might not be maintained by the loop (BP5005).
    InvariantMaintained,
    /// A call's precondition might not hold (BP5002).
    Precondition,
    /// A postcondition might not hold (BP5003).
    Postcondition,
}

/// Where a failure's counterexample values come from.
#[derive(Clone, Debug)]
enum Values {
    /// A Boogie model: constants at top level, variables in the state captured just before
    /// the failing assertion.
    Boogie {
        model: Option<Arc<Model>>,
        naming: Arc<Naming>,
    },
    /// Values read from the solver at the failing obligation.
    Table(BTreeMap<VarId, u128>),
}

/// One failed obligation with its counterexample.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The obligation.
    pub assert: AssertId,
    /// How it failed.
    pub how: How,
    values: Values,
}

impl Failure {
    /// A failure whose values come from a Boogie model.
    pub(crate) fn from_boogie(
        assert: AssertId,
        how: How,
        model: Option<Arc<Model>>,
        naming: Arc<Naming>,
    ) -> Failure {
        Failure {
            assert,
            how,
            values: Values::Boogie { model, naming },
        }
    }

    /// A failure with the values of the variables at the failing obligation.
    pub fn from_values(assert: AssertId, how: How, values: BTreeMap<VarId, u128>) -> Failure {
        Failure {
            assert,
            how,
            values: Values::Table(values),
        }
    }

    /// The value of a variable (a thread copy, a constant, ...) in the counterexample: for
    /// constants their value, for variables their value just before the failing assertion.
    pub fn value(&self, v: VarId) -> Option<u128> {
        match &self.values {
            Values::Table(t) => t.get(&v).copied(),
            Values::Boogie { model, naming } => {
                let m = model.as_ref()?;
                let name = naming.vars.get(v.0 as usize)?;
                if naming.constants.contains(&v) {
                    return m.top_value(name);
                }
                m.value_at(name, Some(&format!("s{}", self.assert.0)))
            }
        }
    }

    /// The raw Boogie counterexample, if there is one.
    pub fn model(&self) -> Option<&Model> {
        match &self.values {
            Values::Boogie { model, .. } => model.as_deref(),
            Values::Table(_) => None,
        }
    }
}

/// One Houdini round, as GPUVerify's `--infer-info` shows it (`Verifying $k`, `Houdini
/// assignment axiom: true`, one `Removing _bN` per refuted candidate): the candidates assumed
/// (by their number in the order the back end lists them) and those the round refuted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HoudiniRound {
    /// For each candidate, whether it is still assumed in this round.
    pub assignment: Vec<bool>,
    /// The candidates this round removed.
    pub removed: Vec<usize>,
}

/// The outcome of verification.
#[derive(Clone, Debug, Default)]
pub struct Verdict {
    /// Failed obligations, in the order found, without duplicates.
    pub failures: Vec<Failure>,
    /// Houdini's results per rule (sorted by tag; empty without inference).
    pub houdini: Vec<TagStats>,
    /// Houdini's rounds (empty without inference).
    pub houdini_rounds: Vec<HoudiniRound>,
    /// The candidates Houdini refuted, with their rules, in program order.
    pub refuted: Vec<(AssertId, String)>,
    /// Time spent in the external tools: the Boogie runs, or the time spent waiting for the
    /// solver's answers.
    pub solver_secs: f64,
    /// True when the solver gave up on something (time-out of one query, or an inconclusive
    /// result) without the run as a whole running out of time.
    pub inconclusive: bool,
}
