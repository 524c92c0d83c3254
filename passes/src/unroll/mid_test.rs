//! Trip counts of loops whose exit test is not their first statement: a post-increment in the
//! condition (`while (i++ < n)`: `t := i; i := t + 1; if !(t < n) exit L; ...`) or a `do`-`while`
//! (the test last, after the body's continue block). The statements every iteration runs
//! before and after the test are run on constants, as for a test at the top.

use std::collections::BTreeSet;

use ir::eval::Value;
use ir::visit::{assigned_vars, vars_of};
use ir::{Block, Expr, Loop, StmtKind, VarId};

use super::{definitions, exit_condition, value_of, Env};

/// What an iteration runs for certain, in order.
enum Step {
    /// `v := e`.
    Set(VarId, Expr),
    /// The exit test: the loop ends when `c` holds.
    Test(Expr),
}

/// The loop's trip count and the index of its exit test among the body's top-level
/// statements: the loop runs `trips` whole iterations and ends at the test of the next one.
/// `None` when the loop does not qualify: the test must be a top-level `if (c) exit L`, and
/// every variable it depends on (through the loop's assignments) must be a constant on entry
/// that the loop does not change, or a variable the loop assigns exactly once, in a statement
/// that every iteration runs, from such variables.
pub(super) fn plan(lp: &Loop, env: &Env, max: u32) -> Option<(u32, usize)> {
    let mut steps = Vec::new();
    let mut test_at = None;
    for (i, s) in lp.body.iter().enumerate() {
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => steps.push(Step::Set(*lhs, rhs.clone())),
            StmtKind::Block { body, .. } => {
                leading(body, &mut steps);
            }
            StmtKind::If { .. } if test_at.is_none() => {
                if let Some(c) = exit_condition(s, lp.label) {
                    steps.push(Step::Test(c));
                    test_at = Some(i);
                }
            }
            _ => {}
        }
    }
    let test_at = test_at?;
    let mut modified = BTreeSet::new();
    assigned_vars(&lp.body, &mut modified);
    // The variables the test depends on through the loop's assignments.
    let mut control = BTreeSet::new();
    for s in &steps {
        if let Step::Test(c) = s {
            vars_of(c, &mut control);
        }
    }
    loop {
        let before = control.len();
        for s in &steps {
            if let Step::Set(v, e) = s {
                if control.contains(v) {
                    vars_of(e, &mut control);
                }
            }
        }
        if control.len() == before {
            break;
        }
    }
    for v in &control {
        if !modified.contains(v) {
            env.get(v)?;
            continue;
        }
        let sets = steps
            .iter()
            .filter(|s| matches!(s, Step::Set(x, _) if x == v))
            .count();
        if sets != 1 || definitions(&lp.body, *v) != 1 {
            return None;
        }
    }
    let mut sim = env.clone();
    let mut trips = 0u32;
    loop {
        for s in &steps {
            match s {
                Step::Set(v, e) if control.contains(v) => {
                    let x = value_of(&sim, e)?;
                    sim.insert(*v, x);
                }
                Step::Set(..) => {}
                Step::Test(c) => match value_of(&sim, c)? {
                    Value::Bool(true) => return Some((trips, test_at)),
                    Value::Bool(false) => {}
                    Value::Bv { .. } => return None,
                },
            }
        }
        trips += 1;
        if trips > max {
            return None;
        }
    }
}

/// The assignments at the start of a nested block (a loop's continue block) that run before
/// anything in it may leave it.
fn leading(b: &Block, steps: &mut Vec<Step>) -> bool {
    for s in b {
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => steps.push(Step::Set(*lhs, rhs.clone())),
            StmtKind::Block { body, .. } => {
                if !leading(body, steps) {
                    return false;
                }
            }
            StmtKind::If { .. } | StmtKind::Loop(_) | StmtKind::Exit(_) => return false,
            _ => {}
        }
    }
    true
}
