//! The Boogie back end: two-thread IR kernel → Boogie text ([`emit`]), and the driver that runs
//! Boogie (Houdini, then the final check) and maps its failures and counterexample values back
//! to [`ir::AssertId`]s and [`ir::VarId`]s ([`verify`]).

pub mod ast;
pub mod ir_to_bpl;
pub mod library;
pub mod model;
pub mod print;
pub mod run;

use std::collections::BTreeMap;
use std::sync::Arc;

use ir::AssertId;

pub use crate::verdict::{Failure, How, TagStats, Verdict};
pub use ir_to_bpl::{Candidate, Naming};
pub use run::{verify, RunOptions};

/// A printed Boogie program and what is needed to read Boogie's answers about it.
#[derive(Clone, Debug)]
pub struct Emitted {
    /// The program text.
    pub text: String,
    /// Which obligation the `assert` on each (1-based) line is.
    pub lines: BTreeMap<u32, AssertId>,
    /// Houdini candidates in the text.
    pub candidates: Vec<Candidate>,
    /// Internal errors: constructs that must not reach this back end. When not empty the text
    /// is still well-formed but [`verify`] refuses to run it.
    pub errors: Vec<String>,
    /// Boogie names of variables and arrays.
    pub naming: Arc<Naming>,
}

/// Map each line holding an `assert` (or `assume`) with `{:aid N}` to `N`.
pub fn line_map(text: &str) -> BTreeMap<u32, AssertId> {
    let mut m = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if !(t.starts_with("assert") || t.starts_with("assume")) {
            continue;
        }
        if let Some(pos) = t.find("{:aid ") {
            let rest = &t[pos + 6..];
            let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            if let Ok(n) = digits.parse::<u32>() {
                m.insert(i as u32 + 1, AssertId(n));
            }
        }
    }
    m
}

pub(crate) fn emit_mode(p: &ir::Program, mode: ir_to_bpl::Mode<'_>) -> Emitted {
    let lowered = ir_to_bpl::lower(p, mode);
    let text = print::program_to_string(&lowered.program);
    Emitted {
        lines: line_map(&text),
        text,
        candidates: lowered.candidates,
        errors: lowered.errors,
        naming: Arc::new(lowered.naming),
    }
}

/// Lower the two-thread program's kernel to Boogie text: candidates guarded by existential
/// constants, every obligation tagged with `{:aid N}`.
pub fn emit(p: &ir::Program) -> Emitted {
    emit_mode(p, ir_to_bpl::Mode::Full)
}

#[cfg(test)]
mod tests;
