//! The SMT-LIB2 back end: kcc generates the verification conditions of the two-thread IR kernel
//! itself ([`ir_to_smt`]) and drives one solver process over a pipe ([`run`]): Houdini with
//! push/pop, then the final check, with counterexample values read by `get-value`. It answers
//! with the same [`crate::verdict`] types as the Boogie back end, so reports are the same.

pub mod ast;
pub mod ir_to_smt;
pub mod print;
pub mod run;
pub mod sexp;
pub mod solver;

use std::fmt::Write as _;

pub use ir_to_smt::{Options, Vc};
pub use run::{verify, RunOptions, Stats};
pub use solver::Solver;

use ast::{Command, Term};
use ir_to_smt::Class;

/// Generated verification conditions and their text.
#[derive(Clone, Debug)]
pub struct Emitted {
    /// The conditions.
    pub vc: Vc,
    /// The declarations, definitions and axioms as SMT-LIB2 text (sent once per run).
    pub formula: String,
    /// Internal errors: constructs that must not reach this back end. When not empty
    /// [`verify`] refuses to run.
    pub errors: Vec<String>,
}

impl Emitted {
    /// A standalone script for `--emit=smt2`: the formula, then one Houdini round with every
    /// candidate and the final check with none (kcc's own runs fix the guards to what Houdini
    /// proves), each in a push/pop scope.
    pub fn script(&self, solver: Solver) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "; kcc verification conditions (SMT-LIB2). Each obligation `%fN` is true when it\n\
             ; fails; `%H` selects the Houdini phase; `%bN` guards candidate invariant N."
        );
        s.push_str(solver.preamble());
        s.push_str(&self.formula);
        let flags = |pred: &dyn Fn(Class) -> bool| -> Term {
            self.vc
                .obligations
                .iter()
                .filter(|o| pred(o.class))
                .map(|o| Term::Sym(o.flag.clone()))
                .reduce(Term::or)
                .unwrap_or(Term::Bool(false))
        };
        let guards = |on: bool, out: &mut String| {
            for c in &self.vc.candidates {
                let g = Term::Sym(c.guard.clone());
                print::command(out, &Command::Assert(if on { g } else { Term::not(g) }));
            }
        };
        if !self.vc.candidates.is_empty() {
            s.push_str("; Houdini round: can a candidate or a loop invariant fail?\n");
            print::command(&mut s, &Command::Push(1));
            print::command(&mut s, &Command::Assert(Term::Sym(self.vc.houdini.clone())));
            guards(true, &mut s);
            let f = flags(&|c| !matches!(c, Class::Assert));
            print::command(&mut s, &Command::Assert(f));
            s.push_str("(check-sat)\n");
            print::command(&mut s, &Command::Pop(1));
        }
        s.push_str("; final check: can an obligation fail?\n");
        print::command(&mut s, &Command::Push(1));
        print::command(
            &mut s,
            &Command::Assert(Term::not(Term::Sym(self.vc.houdini.clone()))),
        );
        guards(false, &mut s);
        let f = flags(&|c| !matches!(c, Class::Candidate(_)));
        print::command(&mut s, &Command::Assert(f));
        s.push_str("(check-sat)\n");
        print::command(&mut s, &Command::Pop(1));
        s
    }
}

/// Generate the verification conditions of the two-thread program's kernel.
pub fn emit(p: &ir::Program, opts: Options) -> Emitted {
    let vc = ir_to_smt::lower(p, opts);
    let formula = print::commands_to_string(&vc.commands);
    Emitted {
        errors: vc.errors.clone(),
        vc,
        formula,
    }
}

#[cfg(test)]
mod tests;
