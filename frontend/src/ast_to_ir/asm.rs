//! Inline assembly: PTX named barriers (`bar.sync`, `bar.arrive`, `barrier.sync`,
//! `barrier.arrive`) become `ir::StmtKind::NamedBarrier` with their operands bound to the C
//! expressions of the statement's inputs; every other assembly is refused.

use ir::{Expr, StmtKind};

use super::expr::Val;
use super::types::resize;
use super::{Lowerer, Res};
use crate::ast;

/// An operand of a barrier instruction: a literal or a reference `%k` to the statement's
/// `k`-th operand (outputs first, then inputs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PtxOperand {
    Lit(u32),
    Ref(usize),
}

/// One barrier instruction of a template.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PtxBarrier {
    /// `sync` (true) or `arrive` (false).
    pub wait: bool,
    pub id: PtxOperand,
    /// `None`: every thread of the block.
    pub count: Option<PtxOperand>,
}

fn operand(s: &str) -> Result<PtxOperand, String> {
    let s = s.trim();
    if let Some(k) = s.strip_prefix('%') {
        return k
            .parse::<usize>()
            .map(PtxOperand::Ref)
            .map_err(|_| format!("operand '{s}'"));
    }
    let v = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        u32::from_str_radix(h, 16)
    } else {
        s.parse::<u32>()
    };
    v.map(PtxOperand::Lit).map_err(|_| format!("operand '{s}'"))
}

/// The barrier instructions of a PTX template, or what in it is not one. A template made
/// only of named barriers is accepted; anything else (other instructions, predicates,
/// reduction barriers, an empty template) is an error naming the construct.
pub(crate) fn parse_ptx(template: &str) -> Result<Vec<PtxBarrier>, String> {
    let mut out = Vec::new();
    for ins in template.split([';', '\n']) {
        let ins = ins.trim();
        if ins.is_empty() {
            continue;
        }
        let (op, rest) = match ins.find(char::is_whitespace) {
            Some(k) => (&ins[..k], ins[k..].trim()),
            None => (ins, ""),
        };
        let mut parts = op.split('.');
        if !matches!(parts.next(), Some("bar" | "barrier")) {
            return Err(format!("instruction '{op}'"));
        }
        let mut wait = None;
        for p in parts {
            match (p, wait) {
                ("cta", None) => {}
                ("sync", None) => wait = Some(true),
                ("arrive", None) => wait = Some(false),
                ("aligned", Some(_)) => {}
                _ => return Err(format!("instruction '{op}'")),
            }
        }
        let Some(wait) = wait else {
            return Err(format!("instruction '{op}'"));
        };
        let ops: Vec<&str> = if rest.is_empty() {
            Vec::new()
        } else {
            rest.split(',').collect()
        };
        let (id, count) = match ops.as_slice() {
            [id] if wait => (operand(id)?, None),
            [id, n] => (operand(id)?, Some(operand(n)?)),
            _ => return Err(format!("operands of '{ins}'")),
        };
        out.push(PtxBarrier { wait, id, count });
    }
    if out.is_empty() {
        return Err("an empty template".into());
    }
    Ok(out)
}

impl Lowerer<'_> {
    /// An inline assembly statement: named barriers, or an `unsupported` error.
    pub(crate) fn lower_asm(&mut self, a: Option<&ast::AsmStmt>, span: ir::Span) -> Res<()> {
        let Some(a) = a else {
            return Err(self.unsupported("inline assembly", Some(span)));
        };
        let Ok(bars) = parse_ptx(&a.template) else {
            return Err(self.unsupported("inline assembly", Some(span)));
        };
        if !a.outputs.is_empty()
            || a.inputs.iter().any(|o| o.expr.is_none())
            || a.clobbers.iter().any(|o| o.expr.is_some())
        {
            return Err(self.unsupported("inline assembly", Some(span)));
        }
        for b in bars {
            let id = self.asm_operand(a, b.id, span)?;
            let count = match b.count {
                Some(c) => Some(self.asm_operand(a, c, span)?),
                None => None,
            };
            self.emit(StmtKind::NamedBarrier {
                id,
                count,
                wait: b.wait,
            });
        }
        Ok(())
    }

    /// A barrier operand as a bv32 expression.
    fn asm_operand(&mut self, a: &ast::AsmStmt, o: PtxOperand, span: ir::Span) -> Res<Expr> {
        let k = match o {
            PtxOperand::Lit(v) => return Ok(Expr::bv(u128::from(v), 32)),
            PtxOperand::Ref(k) => k,
        };
        let Some(e) = a.inputs.get(k).and_then(|o| o.expr.as_ref()) else {
            return Err(self.unsupported(
                &format!("inline assembly operand %{k} (the statement has no such input)"),
                Some(span),
            ));
        };
        match self.rvalue(e)? {
            Val::Scalar(x, t) if t.is_integer() => {
                let x = self.as_bits(x, &t);
                Ok(resize(x, t.width(), 32, t.is_signed()))
            }
            _ => Err(self.sema("barrier operand is not an integer", Some(e.span))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn barrier_forms() {
        use PtxOperand::*;
        let b = parse_ptx("bar.sync %0, %1;").unwrap();
        assert_eq!(
            b,
            [PtxBarrier {
                wait: true,
                id: Ref(0),
                count: Some(Ref(1))
            }]
        );
        let b = parse_ptx("bar.arrive 1, 128;\n\tbarrier.sync.aligned 0;").unwrap();
        assert_eq!(b.len(), 2);
        assert_eq!(
            (b[0].wait, b[0].id, b[0].count),
            (false, Lit(1), Some(Lit(128)))
        );
        assert_eq!((b[1].wait, b[1].id, b[1].count), (true, Lit(0), None));
        let b = parse_ptx("barrier.cta.arrive 0x2, 64").unwrap();
        assert_eq!(
            (b[0].wait, b[0].id, b[0].count),
            (false, Lit(2), Some(Lit(64)))
        );
    }

    #[test]
    fn other_assembly_is_refused() {
        assert!(parse_ptx("mov.u32 %0, %%laneid;").is_err());
        assert!(parse_ptx("").is_err());
        assert!(parse_ptx("bar.arrive 1;").is_err());
        assert!(parse_ptx("bar.red.popc.u32 %0, 0, %1;").is_err());
        assert!(parse_ptx("bar.sync 0; mov.u32 %0, 1;").is_err());
        assert!(parse_ptx("bar.sync x;").is_err());
    }
}
