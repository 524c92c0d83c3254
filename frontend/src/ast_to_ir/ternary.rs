//! The conditional operator `c ? a : b`: scalar conditions choose one operand (whose side
//! effects alone happen), OpenCL vector conditions select componentwise.

use ir::{Expr, StmtKind, Type};

use super::expr::{has_load, Val};
use super::types::{usual_arith, CType};
use super::{Lowerer, Res};
use crate::ast;

impl Lowerer<'_> {
    /// `c ? a : b`.
    pub(crate) fn conditional(
        &mut self,
        c: &ast::Expr,
        a: &ast::Expr,
        b: &ast::Expr,
        span: ir::Span,
    ) -> Res<Val> {
        if !self.cuda() && matches!(self.expr_type(c), Some(CType::Vector(..))) {
            // A vector condition selects componentwise, as `select` does: every operand is
            // evaluated.
            let vc = self.rvalue(c)?;
            let va = self.rvalue(a)?;
            let vb = self.rvalue(b)?;
            return self.vector_select(vb, va, vc, span);
        }
        self.ternary(c, a, b, span)
    }

    /// `c ? a : b` with a scalar condition: only the chosen operand's side effects happen.
    fn ternary(&mut self, c: &ast::Expr, a: &ast::Expr, b: &ast::Expr, span: ir::Span) -> Res<Val> {
        let c = self.cond_expr(c)?;
        let (sa, va) = self.scratch(|l| l.rvalue(a));
        let (sb, vb) = self.scratch(|l| l.rvalue(b));
        let (va, vb) = (va?, vb?);
        let pure = sa.is_empty() && sb.is_empty();
        match (va, vb) {
            (Val::Scalar(xa, ta), Val::Scalar(xb, tb)) => {
                let t = if ta == tb && ta.is_scalar() {
                    ta.clone()
                } else {
                    usual_arith(&ta, &tb)
                };
                if pure && (self.annot || (!has_load(&xa) && !has_load(&xb))) {
                    let xa = self.convert(xa, &ta, &t);
                    let xb = self.convert(xb, &tb, &t);
                    return Ok(Val::Scalar(Expr::ite(c, xa, xb), t));
                }
                let ty = t.ir().unwrap_or(Type::Bv(32));
                let tmp = self.temp(ty);
                let (mut sa, mut sb) = (sa, sb);
                let xa = self.convert(xa, &ta, &t);
                let xb = self.convert(xb, &tb, &t);
                sa.push(ir::Stmt::new(
                    StmtKind::Assign { lhs: tmp, rhs: xa },
                    self.origin(),
                ));
                sb.push(ir::Stmt::new(
                    StmtKind::Assign { lhs: tmp, rhs: xb },
                    self.origin(),
                ));
                self.emit(StmtKind::If {
                    cond: c,
                    then_body: sa,
                    else_body: sb,
                    uniform: false,
                });
                Ok(Val::Scalar(Expr::var(tmp), t))
            }
            (va @ Val::Ptr(_), vb @ (Val::Ptr(_) | Val::Scalar(..)))
            | (va @ Val::Scalar(..), vb @ Val::Ptr(_)) => {
                let pointee = match (&va, &vb) {
                    (Val::Ptr(p), _) | (_, Val::Ptr(p)) => p.pointee.clone(),
                    _ => CType::Void,
                };
                let (mut sa, mut sb) = (sa, sb);
                let (s1, p) = self.scratch(|l| l.as_pointer(va, &pointee, span));
                let (s2, q) = self.scratch(|l| l.as_pointer(vb, &pointee, span));
                let (p, q) = (p?, q?);
                sa.extend(s1);
                sb.extend(s2);
                if sa.is_empty() && sb.is_empty() {
                    let same =
                        p.single().is_some() && p.single() == q.single() && !p.null && !q.null;
                    let c = if self.annot || c.is_literal() || same {
                        c
                    } else {
                        Expr::var(self.spill(c))
                    };
                    return Ok(Val::Ptr(self.merge_ptr(c, p, q)));
                }
                let mut bases = p.bases();
                bases.union(&q.bases());
                let idx = self.temp_ptr_var(bases, pointee);
                let (s1, r1) = self.scratch(|l| l.assign_ptr(idx, p, span));
                let (s2, r2) = self.scratch(|l| l.assign_ptr(idx, q, span));
                r1?;
                r2?;
                sa.extend(s1);
                sb.extend(s2);
                self.emit(StmtKind::If {
                    cond: c,
                    then_body: sa,
                    else_body: sb,
                    uniform: false,
                });
                Ok(Val::Ptr(self.ptr_value(idx)))
            }
            (Val::Agg(xa, ta), Val::Agg(xb, _)) if xa.len() == xb.len() => {
                if pure
                    && (self.annot
                        || (!xa.iter().any(|(x, _)| has_load(x))
                            && !xb.iter().any(|(x, _)| has_load(x))))
                {
                    let mut out = Vec::new();
                    for ((a, t1), (b, t2)) in xa.into_iter().zip(xb) {
                        let b = self.convert(b, &t2, &t1);
                        let a = self.as_bits(a, &t1);
                        out.push((Expr::ite(c.clone(), a, b), t1));
                    }
                    return Ok(Val::Agg(out, ta));
                }
                let (mut sa, mut sb) = (sa, sb);
                let mut out = Vec::new();
                for ((a, t1), (b, t2)) in xa.into_iter().zip(xb) {
                    let ty = t1.ir().unwrap_or(Type::Bv(32));
                    let tmp = self.temp(ty);
                    let a = self.as_bits(a, &t1);
                    let b = self.convert(b, &t2, &t1);
                    sa.push(ir::Stmt::new(
                        StmtKind::Assign { lhs: tmp, rhs: a },
                        self.origin(),
                    ));
                    sb.push(ir::Stmt::new(
                        StmtKind::Assign { lhs: tmp, rhs: b },
                        self.origin(),
                    ));
                    out.push((Expr::var(tmp), t1));
                }
                self.emit(StmtKind::If {
                    cond: c,
                    then_body: sa,
                    else_body: sb,
                    uniform: false,
                });
                Ok(Val::Agg(out, ta))
            }
            (Val::Void, Val::Void) => {
                if !pure {
                    self.emit(StmtKind::If {
                        cond: c,
                        then_body: sa,
                        else_body: sb,
                        uniform: false,
                    });
                }
                Ok(Val::Void)
            }
            _ => Err(self.unsupported("conditional with operands of different kinds", Some(span))),
        }
    }
}
