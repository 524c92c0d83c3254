//! The IR well-formedness checker, run between passes. A violation always means a bug in a
//! pass, never a problem in the user's kernel.

use crate::entity::LabelId;
use crate::expr::Expr;
use crate::program::Program;
use crate::props::Props;
use crate::stmt::{Block, StmtKind};
use crate::ty::Type;
use crate::visit::{stmt_exprs, walk_expr};

/// Check the program; returns one message per violation.
pub fn verify(p: &Program) -> Vec<String> {
    let mut errs = Vec::new();
    for (_, proc) in p.procs.iter() {
        if let Some(b) = &proc.body {
            let mut labels = Vec::new();
            check_block(p, b, &mut labels, &proc.name, &mut errs);
        }
    }
    errs
}

fn check_block(
    p: &Program,
    b: &Block,
    labels: &mut Vec<LabelId>,
    proc: &str,
    errs: &mut Vec<String>,
) {
    let two = p.props.contains(Props::TWO_THREAD);
    for s in b {
        stmt_exprs(s, &mut |e| {
            walk_expr(e, &mut |x| {
                if two && matches!(x, Expr::AtThread(..) | Expr::Enabled) {
                    errs.push(format!(
                        "{proc}: thread-relative expression in a two-thread program"
                    ));
                }
            })
        });
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => {
                let (lt, rt) = (p.vars[*lhs].ty, p.type_of(rhs));
                if lt != rt {
                    errs.push(format!(
                        "{proc}: assignment to {} of type {lt} from {rt}",
                        p.vars[*lhs].name
                    ));
                }
            }
            StmtKind::Assert { cond, .. } | StmtKind::Assume(cond) | StmtKind::If { cond, .. } => {
                if p.type_of(cond) != Type::Bool {
                    errs.push(format!(
                        "{proc}: condition is not boolean: {}",
                        crate::display::expr_to_string(p, cond)
                    ));
                }
            }
            StmtKind::Exit(l) if !labels.contains(l) => {
                errs.push(format!("{proc}: exit to {l}, which does not enclose it"))
            }
            StmtKind::Once(_) if two => {
                errs.push(format!("{proc}: `once` block in a two-thread program"))
            }
            _ => {}
        }
        match &s.kind {
            StmtKind::Loop(l) => {
                labels.push(l.label);
                check_block(p, &l.body, labels, proc, errs);
                labels.pop();
            }
            StmtKind::Block { label, body, .. } => {
                labels.push(*label);
                check_block(p, body, labels, proc, errs);
                labels.pop();
            }
            StmtKind::If {
                then_body,
                else_body,
                ..
            } => {
                check_block(p, then_body, labels, proc, errs);
                check_block(p, else_body, labels, proc, errs);
            }
            StmtKind::Once(body) => check_block(p, body, labels, proc, errs),
            _ => {}
        }
    }
}
