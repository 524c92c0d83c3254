//! Inline assembly: PTX named barriers (`bar.sync`, `bar.arrive`, `barrier.sync`,
//! `barrier.arrive`) become `ir::StmtKind::NamedBarrier` with their operands bound to the C
//! expressions of the statement's inputs; a `mov` of a special register that the thread's
//! position determines (`%laneid`, the `%lanemask_*` family, `%tid`, `%ntid`, `%ctaid`,
//! `%nctaid`) into the one output is that assignment; every other assembly is refused.

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

/// The special register a template `mov.u32 %0, %%reg;` reads (`%` is written `%%` when the
/// statement has operands), if it is one whose value the thread's position determines.
pub(crate) fn special_register_mov(template: &str) -> Option<&str> {
    let ins = template.trim().trim_end_matches(';').trim();
    let (op, rest) = ins.split_once(char::is_whitespace)?;
    if !matches!(op, "mov.u32" | "mov.b32" | "mov.s32") {
        return None;
    }
    let (dst, src) = rest.split_once(',')?;
    if dst.trim() != "%0" {
        return None;
    }
    let reg = src.trim().strip_prefix("%%")?;
    let known = matches!(
        reg,
        "laneid" | "lanemask_eq" | "lanemask_lt" | "lanemask_le" | "lanemask_gt" | "lanemask_ge"
    ) || reg.split_once('.').is_some_and(|(r, c)| {
        matches!(r, "tid" | "ntid" | "ctaid" | "nctaid") && matches!(c, "x" | "y" | "z")
    });
    known.then_some(reg)
}

/// The C expression of a special register accepted by [`special_register_mov`]: warps are
/// consecutive runs of `warpSize` threads in the block's linear order.
fn special_register_value(reg: &str, span: ir::Span) -> ast::Expr {
    use ast::{BinaryOp as B, ExprKind as K};
    let mk = |kind| ast::Expr { kind, span };
    let bin = |op, a: ast::Expr, b: ast::Expr| mk(K::Binary(op, Box::new(a), Box::new(b)));
    let builtin =
        |v: &str, c: &str| mk(K::Member(Box::new(mk(K::Ident(v.into()))), c.into(), false));
    let one = || {
        mk(K::IntLit {
            value: 1,
            suffix: ast::IntSuffix {
                unsigned: true,
                longs: 0,
            },
            hex_or_octal: false,
        })
    };
    if let Some((r, c)) = reg.split_once('.') {
        let v = match r {
            "tid" => "threadIdx",
            "ntid" => "blockDim",
            "ctaid" => "blockIdx",
            _ => "gridDim",
        };
        return builtin(v, c);
    }
    let linear = bin(
        B::Add,
        builtin("threadIdx", "x"),
        bin(
            B::Mul,
            builtin("blockDim", "x"),
            bin(
                B::Add,
                builtin("threadIdx", "y"),
                bin(B::Mul, builtin("blockDim", "y"), builtin("threadIdx", "z")),
            ),
        ),
    );
    let lane = bin(B::Rem, linear, mk(K::Ident("warpSize".into())));
    let bit = || bin(B::Shl, one(), lane.clone());
    // 2 << lane wraps to 0 for lane 31, so `le` is all ones there.
    let le = || {
        bin(
            B::Sub,
            bin(B::Shl, bin(B::Add, one(), one()), lane.clone()),
            one(),
        )
    };
    let lt = || bin(B::Sub, bit(), one());
    let not = |e: ast::Expr| mk(K::Unary(ast::UnaryOp::BitNot, Box::new(e)));
    match reg {
        "laneid" => lane.clone(),
        "lanemask_eq" => bit(),
        "lanemask_lt" => lt(),
        "lanemask_le" => le(),
        "lanemask_gt" => not(le()),
        _ => not(lt()),
    }
}

impl Lowerer<'_> {
    /// An inline assembly statement: named barriers, a read of a special register, or an
    /// `unsupported` error.
    pub(crate) fn lower_asm(&mut self, a: Option<&ast::AsmStmt>, span: ir::Span) -> Res<()> {
        let Some(a) = a else {
            return Err(self.unsupported("inline assembly", Some(span)));
        };
        if let (Some(reg), [out], true) = (
            special_register_mov(&a.template),
            a.outputs.as_slice(),
            a.inputs.is_empty() && self.cuda(),
        ) {
            if let (Some(dst), "=r") = (&out.expr, out.constraint.as_str()) {
                let value = special_register_value(reg, span);
                let assign = ast::Expr {
                    kind: ast::ExprKind::Assign(None, Box::new(dst.clone()), Box::new(value)),
                    span,
                };
                self.rvalue(&assign)?;
                return Ok(());
            }
        }
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
        assert_eq!(
            special_register_mov("mov.u32 %0, %%laneid;"),
            Some("laneid")
        );
        assert_eq!(special_register_mov(" mov.b32 %0, %%tid.y "), Some("tid.y"));
        assert_eq!(special_register_mov("mov.u32 %0, %%warpid;"), None);
        assert_eq!(special_register_mov("mov.u32 %0, %%clock;"), None);
        assert_eq!(special_register_mov("mov.u32 %1, %%laneid;"), None);
        assert_eq!(
            special_register_mov("mov.u32 %0, %%laneid; bar.sync 0;"),
            None
        );
        assert!(parse_ptx("").is_err());
        assert!(parse_ptx("bar.arrive 1;").is_err());
        assert!(parse_ptx("bar.red.popc.u32 %0, 0, %1;").is_err());
        assert!(parse_ptx("bar.sync 0; mov.u32 %0, 1;").is_err());
        assert!(parse_ptx("bar.sync x;").is_err());
    }
}
