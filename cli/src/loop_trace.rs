//! GPUVerify's loop-abstraction summaries (`/displayLoopAbstractions`): for a reported
//! failure, the loops its execution enters, in order — each entry, each abstracted head
//! ("after 0 or more iterations") and, for an invariant the loop does not maintain, the back
//! edge.
//!
//! The path is read off the structured program: loops in the statements that run before the
//! failing check on its way from the procedure's start (including loops of helpers inlined
//! there), and the loops around it. Loops under a branch the failure is not in are left out, as
//! the branch may not have been taken.

use std::fmt::Write;

use ir::{AssertId, Program, Stmt, StmtKind};

use crate::render;

/// The summary lines for a failure of obligation `id` (empty when no source loop is on its
/// path); `maintained` for a loop invariant that fails on the back edge.
pub fn summary(prog: &Program, id: AssertId, maintained: bool) -> String {
    let mut t = Trace {
        prog,
        out: String::new(),
    };
    for (_, p) in prog.procs.iter() {
        if let Some(body) = &p.body {
            if t.walk(body, id, maintained) {
                break;
            }
        }
    }
    t.out
}

struct Trace<'a> {
    prog: &'a Program,
    out: String,
}

impl Trace<'_> {
    /// Follow `block` to the statement holding `id`; true when found.
    fn walk(&mut self, block: &[Stmt], id: AssertId, maintained: bool) -> bool {
        for s in block {
            if !contains(s, id) {
                self.pass(s);
                continue;
            }
            match &s.kind {
                StmtKind::Loop(l) if l.invariants.iter().any(|i| i.id == id) => {
                    // An invariant failing on entry is checked before the head is reached.
                    if maintained {
                        self.head(l.label, "On entry to loop headed at");
                        self.head(l.label, "After 0 or more iterations of loop headed at");
                        for b in &l.body {
                            self.pass(b);
                        }
                        self.head(l.label, "On taking back edge to head of loop at");
                    }
                }
                StmtKind::Loop(l) => {
                    self.head(l.label, "On entry to loop headed at");
                    self.head(l.label, "After 0 or more iterations of loop headed at");
                    self.walk(&l.body, id, maintained);
                }
                StmtKind::If {
                    then_body,
                    else_body,
                    ..
                } => {
                    if !self.walk(then_body, id, maintained) {
                        self.walk(else_body, id, maintained);
                    }
                }
                StmtKind::Block { body, .. } => {
                    self.walk(body, id, maintained);
                }
                _ => {}
            }
            return true;
        }
        false
    }

    /// A statement that runs to completion before the failure: its loops are entered and
    /// left (statements under a branch are skipped: the branch may not run).
    fn pass(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Loop(l) => {
                self.head(l.label, "On entry to loop headed at");
                self.head(l.label, "After 0 or more iterations of loop headed at");
            }
            StmtKind::Block { body, .. } => body.iter().for_each(|b| self.pass(b)),
            _ => {}
        }
    }

    fn head(&mut self, label: ir::LabelId, what: &str) {
        let Some(&span) = self.prog.loop_heads.get(&label) else {
            return;
        };
        if !render::known(&self.prog.sources, span) {
            return;
        }
        let _ = write!(
            self.out,
            "{what} {}:\n\n",
            render::loc(&self.prog.sources, span)
        );
    }
}

/// True when `s` is or holds obligation `id` (as an assertion or a loop invariant).
fn contains(s: &Stmt, id: AssertId) -> bool {
    match &s.kind {
        StmtKind::Assert { id: a, .. } => *a == id,
        StmtKind::Loop(l) => {
            l.invariants.iter().any(|i| i.id == id) || l.body.iter().any(|b| contains(b, id))
        }
        StmtKind::If {
            then_body,
            else_body,
            ..
        } => then_body.iter().chain(else_body).any(|b| contains(b, id)),
        StmtKind::Block { body, .. } => body.iter().any(|b| contains(b, id)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::{AssertKind, Expr, Invariant, LabelId, Loop, Origin, SourceMap, Span};

    fn stmt(kind: StmtKind) -> Stmt {
        Stmt::new(kind, Origin::Synthetic("test"))
    }

    fn lp(prog: &mut Program, lo: u32, invariants: Vec<Invariant>, body: Vec<Stmt>) -> Stmt {
        let label = prog.new_label();
        let file = ir::FileId(0);
        prog.loop_heads.insert(
            label,
            Span {
                file,
                lo,
                hi: lo + 1,
            },
        );
        stmt(StmtKind::Loop(Loop {
            label,
            invariants,
            body,
            uniform: true,
            predicate: None,
            has_barrier: false,
        }))
    }

    /// Three loops in a row, then an assertion after a fourth that sits in a branch; and the
    /// third loop's invariant.
    fn program() -> (Program, AssertId, AssertId) {
        let mut prog = Program::default();
        let mut sources = SourceMap::default();
        sources.add("k.cl".into(), "aaaa\nbbbb\ncccc\ndddd\neeee\n".into());
        prog.sources = sources;
        let inv = prog.new_assert(
            AssertKind::Invariant { tag: None },
            Origin::Synthetic("test"),
        );
        let at = prog.new_assert(AssertKind::User, Origin::Synthetic("test"));
        let first = lp(&mut prog, 0, vec![], vec![]);
        let second = lp(&mut prog, 5, vec![], vec![]);
        let inner = lp(&mut prog, 11, vec![], vec![]);
        let third = lp(
            &mut prog,
            10,
            vec![Invariant {
                id: inv,
                cond: Expr::Bool(true),
            }],
            vec![inner],
        );
        let branch = lp(&mut prog, 15, vec![], vec![]);
        let body = vec![
            first,
            stmt(StmtKind::Block {
                label: LabelId(90),
                body: vec![second],
                uniform: true,
            }),
            third,
            stmt(StmtKind::If {
                cond: Expr::Bool(true),
                then_body: vec![branch],
                else_body: vec![],
                uniform: true,
            }),
            stmt(StmtKind::Assert {
                id: at,
                cond: Expr::Bool(false),
            }),
        ];
        let k = prog.procs.push(ir::Procedure {
            name: "k".into(),
            params: vec![],
            array_params: vec![],
            ret: None,
            locals: vec![],
            requires: vec![],
            ensures: vec![],
            body: Some(body),
            is_kernel: true,
            origin: Origin::Synthetic("test"),
        });
        prog.kernel = Some(k);
        (prog, inv, at)
    }

    #[test]
    fn loops_before_a_failure_are_entered_and_left_but_not_those_in_branches() {
        let (prog, _, at) = program();
        let s = summary(&prog, at, false);
        let heads: Vec<&str> = s.lines().filter(|l| !l.is_empty()).collect();
        assert_eq!(
            heads,
            [
                "On entry to loop headed at k.cl:1:1:",
                "After 0 or more iterations of loop headed at k.cl:1:1:",
                "On entry to loop headed at k.cl:2:1:",
                "After 0 or more iterations of loop headed at k.cl:2:1:",
                "On entry to loop headed at k.cl:3:1:",
                "After 0 or more iterations of loop headed at k.cl:3:1:",
            ]
        );
    }

    #[test]
    fn an_invariant_not_maintained_goes_round_its_loop_and_one_failing_on_entry_does_not() {
        let (prog, inv, _) = program();
        let s = summary(&prog, inv, true);
        let heads: Vec<&str> = s.lines().filter(|l| !l.is_empty()).collect();
        assert_eq!(heads.len(), 9, "{s}");
        assert_eq!(heads[4], "On entry to loop headed at k.cl:3:1:");
        assert_eq!(heads[6], "On entry to loop headed at k.cl:3:2:");
        assert_eq!(heads[8], "On taking back edge to head of loop at k.cl:3:1:");
        let entry = summary(&prog, inv, false);
        assert_eq!(
            entry.lines().filter(|l| !l.is_empty()).count(),
            4,
            "{entry}"
        );
    }
}
