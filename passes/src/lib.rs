//! kcc's IR-to-IR passes: each a named, swappable unit in a registry, run in the order given
//! by a pipeline spec string (see [`pipeline`]).

/// Options that change what passes do, passed explicitly to every pass.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// `--only-intra-group`: group ids are the same for both threads.
    pub only_intra_group: bool,
    /// `--only-divergence`: no race instrumentation.
    pub only_divergence: bool,
    /// `--no-benign-tolerance`: races writing equal values are reported too.
    pub no_benign_tolerance: bool,
    /// `--no-infer`: no candidate invariants.
    pub no_infer: bool,
    /// `--omit-infer=TAG` / `--no-candidate=TAG`: rules whose candidates are not generated.
    pub omitted_tags: Vec<String>,
    /// `--check-array-bounds`.
    pub check_array_bounds: bool,
    /// `--equality-abstraction`.
    pub equality_abstraction: bool,
    /// `--adversarial-abstraction`.
    pub adversarial_abstraction: bool,
    /// `--asymmetric-asserts`: user assertions are checked for thread 1 only.
    pub asymmetric_asserts: bool,
    /// `--warp-sync=N`.
    pub warp_sync: Option<u32>,
    /// `--vcgen-opt=/checkArrays:A,B`: only these arrays (by source name) are race-checked.
    pub check_arrays: Option<Vec<String>>,
    /// `--no-inline`: callers assume only the contract of what they call, and the program's
    /// entry procedures are verified on their own (see [`modular`]).
    pub modular: bool,
    /// `--only-log`: accesses are logged (so access annotations keep their meaning) but not
    /// checked for races.
    pub only_log: bool,
    /// `--no-barrier-access-checks`: barrier invariants may read any cell.
    pub no_barrier_access_checks: bool,
    /// Loops with at most this many iterations (a constant trip count) are unrolled.
    pub unroll: Option<u32>,
    /// `--check-bank-conflicts[=BANKS]`: shared memory has this many banks of 4-byte words, and
    /// lanes of a warp that hit one bank at different words are reported.
    pub bank_conflicts: Option<u32>,
    /// `--vcgen-opt=/noRefinedAtomics`: two threads' atomics on a monotone counter are not
    /// assumed to return different values.
    pub no_refined_atomics: bool,
}

mod access;
pub mod adversarial;
pub mod bank_conflicts;
pub mod barrier;
pub mod bounds;
pub mod const_params;
pub mod dead_havoc;
pub mod dualise;
pub mod inline;
pub mod intervals;
pub mod invariants;
pub mod loop_normalize;
pub mod modular;
pub mod one_trip;
pub mod permissions;
pub mod pipeline;
pub mod predicate;
pub mod race;
pub mod row_major;
pub mod slice;
pub mod ssa;
pub mod uniformity;
pub mod unroll;
mod util;

#[cfg(test)]
mod testutil;

use ir::{Diagnostics, Program, Props};

pub use pipeline::{
    check_spec, parse_spec, registry, run_pipeline, PassArgs, PassInfo, SpecError, DEFAULT_PIPELINE,
};

/// Everything a pass may use besides the program.
pub struct PassCx<'a> {
    /// Options.
    pub config: &'a Config,
    /// Where problems in the user's kernel are reported.
    pub diags: &'a mut Diagnostics,
}

/// Why a pass could not continue.
#[derive(Debug, thiserror::Error)]
pub enum PassError {
    /// The user's kernel has a problem, already reported in `PassCx::diags`.
    #[error("errors were reported")]
    Reported,
    /// A bug in kcc.
    #[error("internal error: {0}")]
    Internal(String),
    /// The pipeline spec is wrong.
    #[error("{0}")]
    Spec(#[from] SpecError),
}

/// An IR-to-IR transformation or analysis.
pub trait Pass {
    /// Kebab-case name, as used in `--passes`.
    fn name(&self) -> &'static str;
    /// Properties that must hold before it runs.
    fn requires(&self) -> Props {
        Props::NONE
    }
    /// Properties it establishes.
    fn provides(&self) -> Props {
        Props::NONE
    }
    /// Properties it may break.
    fn invalidates(&self) -> Props {
        Props::NONE
    }
    /// Transform the program.
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError>;
}
