//! A stable text dump of the IR, used by `--emit=ir` and `--print-after`.

use std::fmt::Write;

use crate::expr::{BinOp, CastOp, Expr, UnOp};
use crate::program::Program;
use crate::stmt::{Block, StmtKind};

/// Render an expression.
pub fn expr_to_string(p: &Program, e: &Expr) -> String {
    let mut s = String::new();
    write_expr(p, e, &mut s);
    s
}

fn var_name(p: &Program, v: crate::VarId) -> String {
    let d = &p.vars[v];
    match d.thread {
        Some(t) => format!("{}${}", d.name, t.number()),
        None => d.name.clone(),
    }
}

fn array_name(p: &Program, a: crate::ArrayId) -> String {
    let d = &p.arrays[a];
    match d.thread {
        Some(t) => format!("{}${}", d.name, t.number()),
        None => d.name.clone(),
    }
}

fn binop(op: BinOp) -> &'static str {
    use BinOp::*;
    match op {
        Add => "+",
        Sub => "-",
        Mul => "*",
        SDiv => "/s",
        UDiv => "/u",
        SRem => "%s",
        URem => "%u",
        Shl => "<<",
        AShr => ">>s",
        LShr => ">>u",
        BvAnd => "&",
        BvOr => "|",
        BvXor => "^",
        Concat => "++",
        Eq => "==",
        Ne => "!=",
        Slt => "<s",
        Sle => "<=s",
        Sgt => ">s",
        Sge => ">=s",
        Ult => "<u",
        Ule => "<=u",
        Ugt => ">u",
        Uge => ">=u",
        And => "&&",
        Or => "||",
        Implies => "==>",
    }
}

fn write_expr(p: &Program, e: &Expr, s: &mut String) {
    match e {
        Expr::Bool(b) => write!(s, "{b}").unwrap(),
        Expr::Bv { value, width } => write!(s, "{value}bv{width}").unwrap(),
        Expr::Var(v) => s.push_str(&var_name(p, *v)),
        Expr::Load {
            array,
            group,
            index,
        } => {
            s.push_str(&array_name(p, *array));
            if let Some(g) = group {
                s.push('[');
                write_expr(p, g, s);
                s.push(']');
            }
            s.push('[');
            write_expr(p, index, s);
            s.push(']');
        }
        Expr::Unary(op, a) => {
            s.push_str(match op {
                UnOp::Not => "!",
                UnOp::BvNot => "~",
                UnOp::Neg => "-",
            });
            write_expr(p, a, s);
        }
        Expr::Binary(op, a, b) => {
            s.push('(');
            write_expr(p, a, s);
            write!(s, " {} ", binop(*op)).unwrap();
            write_expr(p, b, s);
            s.push(')');
        }
        Expr::Ite(c, a, b) => {
            s.push_str("(if ");
            write_expr(p, c, s);
            s.push_str(" then ");
            write_expr(p, a, s);
            s.push_str(" else ");
            write_expr(p, b, s);
            s.push(')');
        }
        Expr::Cast(op, a) => {
            match op {
                CastOp::ZeroExt(w) => write!(s, "zext{w}(").unwrap(),
                CastOp::SignExt(w) => write!(s, "sext{w}(").unwrap(),
                CastOp::Extract { hi, lo } => write!(s, "extract[{hi}:{lo}](").unwrap(),
                CastOp::FromBool(w) => write!(s, "bool_to_bv{w}(").unwrap(),
                CastOp::ToBool => s.push_str("to_bool("),
            }
            write_expr(p, a, s);
            s.push(')');
        }
        Expr::Apply(f, args) => {
            s.push_str(&p.funcs[*f].name);
            s.push('(');
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_expr(p, a, s);
            }
            s.push(')');
        }
        Expr::AtThread(t, a) => {
            write!(s, "@{}(", t.number()).unwrap();
            write_expr(p, a, s);
            s.push(')');
        }
        Expr::Enabled => s.push_str("enabled"),
        Expr::Other(a) => {
            s.push_str("other(");
            write_expr(p, a, s);
            s.push(')');
        }
        Expr::Old(a) => {
            s.push_str("old(");
            write_expr(p, a, s);
            s.push(')');
        }
        Expr::Accessed(a, k) => write!(
            s,
            "accessed_{}({})",
            k.word().to_lowercase(),
            array_name(p, *a)
        )
        .unwrap(),
        Expr::AccessOffset(a, k) => write!(
            s,
            "offset_{}({})",
            k.word().to_lowercase(),
            array_name(p, *a)
        )
        .unwrap(),
    }
}

fn write_block(p: &Program, b: &Block, depth: usize, s: &mut String) {
    for st in b {
        let pad = "  ".repeat(depth);
        s.push_str(&pad);
        match &st.kind {
            StmtKind::Assign { lhs, rhs } => {
                writeln!(s, "{} := {}", var_name(p, *lhs), expr_to_string(p, rhs)).unwrap()
            }
            StmtKind::Store {
                array,
                group,
                index,
                value,
            } => {
                let g = group
                    .as_ref()
                    .map(|g| format!("[{}]", expr_to_string(p, g)))
                    .unwrap_or_default();
                writeln!(
                    s,
                    "{}{}[{}] := {}",
                    array_name(p, *array),
                    g,
                    expr_to_string(p, index),
                    expr_to_string(p, value)
                )
                .unwrap()
            }
            StmtKind::Havoc(v) => writeln!(s, "havoc {}", var_name(p, *v)).unwrap(),
            StmtKind::HavocArray(a) => writeln!(s, "havoc {}", array_name(p, *a)).unwrap(),
            StmtKind::Assert { id, cond } => {
                let info = &p.asserts[*id];
                let cand = if info.candidate { " candidate" } else { "" };
                writeln!(
                    s,
                    "assert {id}{cand} {:?}: {}",
                    info.kind,
                    expr_to_string(p, cond)
                )
                .unwrap()
            }
            StmtKind::Assume(c) => writeln!(s, "assume {}", expr_to_string(p, c)).unwrap(),
            StmtKind::If {
                cond,
                then_body,
                else_body,
                uniform,
            } => {
                let u = if *uniform { "" } else { " (non-uniform)" };
                writeln!(s, "if {}{u} {{", expr_to_string(p, cond)).unwrap();
                write_block(p, then_body, depth + 1, s);
                if !else_body.is_empty() {
                    writeln!(s, "{pad}}} else {{").unwrap();
                    write_block(p, else_body, depth + 1, s);
                }
                writeln!(s, "{pad}}}").unwrap();
            }
            StmtKind::Loop(l) => {
                let u = if l.uniform { "" } else { " (non-uniform)" };
                let b = if l.has_barrier { " (barrier)" } else { "" };
                writeln!(s, "loop {}{u}{b} {{", l.label).unwrap();
                for inv in &l.invariants {
                    let info = &p.asserts[inv.id];
                    let tag = match &info.kind {
                        crate::AssertKind::Invariant { tag: Some(t) } => format!(" [{t}]"),
                        _ => String::new(),
                    };
                    writeln!(
                        s,
                        "{pad}  invariant {}{tag}: {}",
                        inv.id,
                        expr_to_string(p, &inv.cond)
                    )
                    .unwrap();
                }
                write_block(p, &l.body, depth + 1, s);
                writeln!(s, "{pad}}}").unwrap();
            }
            StmtKind::Block {
                label,
                body,
                uniform,
            } => {
                let u = if *uniform { "" } else { " (non-uniform)" };
                writeln!(s, "block {label}{u} {{").unwrap();
                write_block(p, body, depth + 1, s);
                writeln!(s, "{pad}}}").unwrap();
            }
            StmtKind::Exit(l) => writeln!(s, "exit {l}").unwrap(),
            StmtKind::Call { callee, args, ret } => {
                let r = ret
                    .map(|r| format!("{} := ", var_name(p, r)))
                    .unwrap_or_default();
                let a: Vec<_> = args.iter().map(|a| expr_to_string(p, a)).collect();
                writeln!(s, "{r}call {}({})", p.procs[*callee].name, a.join(", ")).unwrap()
            }
            StmtKind::Barrier {
                local_fence,
                global_fence,
                grid,
            } => writeln!(
                s,
                "{}barrier(local: {}, global: {})",
                if *grid { "grid " } else { "" },
                expr_to_string(p, local_fence),
                expr_to_string(p, global_fence)
            )
            .unwrap(),
            StmtKind::Atomic {
                array,
                index,
                op,
                args,
                result,
            } => {
                let r = result
                    .map(|r| format!("{} := ", var_name(p, r)))
                    .unwrap_or_default();
                let a: Vec<_> = args.iter().map(|a| expr_to_string(p, a)).collect();
                writeln!(
                    s,
                    "{r}atomic_{op}({}[{}], {})",
                    array_name(p, *array),
                    expr_to_string(p, index),
                    a.join(", ")
                )
                .unwrap()
            }
            StmtKind::NamedBarrier { id, count, wait } => {
                let c = count
                    .as_ref()
                    .map(|c| format!(", {}", expr_to_string(p, c)))
                    .unwrap_or_default();
                let op = if *wait { "sync" } else { "arrive" };
                writeln!(s, "bar.{op} {}{c}", expr_to_string(p, id)).unwrap()
            }
            StmtKind::Once(body) => {
                writeln!(s, "once {{").unwrap();
                write_block(p, body, depth + 1, s);
                writeln!(s, "{pad}}}").unwrap();
            }
        }
    }
}

/// Render a whole program.
pub fn program_to_string(p: &Program) -> String {
    let mut s = String::new();
    writeln!(s, "; props: {}", p.props).unwrap();
    for (id, a) in p.arrays.iter() {
        writeln!(
            s,
            "array {id} {} : {:?} [{}] of {}",
            array_name(p, id),
            a.space,
            a.dims
                .iter()
                .map(|d| d.map(|d| d.to_string()).unwrap_or("*".into()))
                .collect::<Vec<_>>()
                .join(","),
            a.elem
        )
        .unwrap();
    }
    for (id, v) in p.vars.iter() {
        if matches!(v.scope, crate::VarScope::Global) {
            let u = if v.uniform { " uniform" } else { "" };
            writeln!(s, "var {id} {} : {}{u}", var_name(p, id), v.ty).unwrap();
        }
    }
    for ax in &p.axioms {
        writeln!(s, "axiom {}", expr_to_string(p, ax)).unwrap();
    }
    for (_, proc) in p.procs.iter() {
        let params: Vec<_> = proc
            .params
            .iter()
            .map(|v| format!("{}: {}", var_name(p, *v), p.vars[*v].ty))
            .collect();
        let k = if proc.is_kernel { "kernel " } else { "" };
        writeln!(s, "{k}proc {}({}) {{", proc.name, params.join(", ")).unwrap();
        for r in &proc.requires {
            writeln!(s, "  requires {}", expr_to_string(p, &r.cond)).unwrap();
        }
        for r in &proc.ensures {
            writeln!(s, "  ensures {}", expr_to_string(p, &r.cond)).unwrap();
        }
        if let Some(b) = &proc.body {
            write_block(p, b, 1, &mut s);
        }
        writeln!(s, "}}").unwrap();
    }
    s
}
