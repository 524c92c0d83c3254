//! Calls whose code kcc cannot see: functions without a body, and GPUVerify's specification
//! functions (`__spec_*`, whose body holds only `__requires`, `__ensures`, `__reads_from(p)`
//! and `__writes_to(p)`).
//!
//! Such a call still reads its arguments (each argument value is materialised, so the loads
//! it makes are race-checked like any other). Through each pointer it is given, a bodiless
//! function may read and write: it is modelled as a read of one arbitrary element, a write of
//! an arbitrary value to one arbitrary element (a race check at an arbitrary offset stands
//! for every offset), after which everything the pointer may address holds arbitrary values.
//! A specification narrows this to what its `__reads_from`/`__writes_to` name, checks its
//! `__requires` at each call and assumes its `__ensures` afterwards. The statements carry no
//! source position, so race reports name such an access "from external source location", as
//! GPUVerify does.

use ir::{Expr, StmtKind, Type};

use super::expr::{LVal, PtrVal, Val};
use super::pointers::rescale;
use super::types::CType;
use super::{Lowerer, Res};

impl Lowerer<'_> {
    /// Materialise the loads an argument value makes, so that they are real reads.
    pub(crate) fn read_argument(&mut self, v: &Val) {
        match v {
            Val::Scalar(x, _) if super::expr::has_load(x) => {
                self.spill(x.clone());
            }
            Val::Agg(xs, _) => {
                for (x, _) in xs {
                    if super::expr::has_load(x) {
                        self.spill(x.clone());
                    }
                }
            }
            _ => {}
        }
    }

    /// The accesses an external function may make through pointer `p` (see the module
    /// documentation), in whichever object it addresses; nothing when `p` is null.
    pub(crate) fn external_access(
        &mut self,
        p: PtrVal,
        read: bool,
        write: bool,
        span: ir::Span,
    ) -> Res<()> {
        if p.objs.is_empty() {
            return Ok(());
        }
        let saved = self.span;
        self.span = None;
        let base = self.stable(p.base.clone());
        let off = self.stable(p.off.clone());
        let u = self.unit(&p.objs);
        let objs = p.objs.clone();
        let (stmts, r) = self.scratch(|l| {
            l.dispatch(&base, &objs, &mut |l, a| {
                let cb = l.cell_bytes(a);
                let q = PtrVal::to(a, rescale(off.clone(), u, cb), p.pointee.clone());
                l.external_access_inner(q, read, write, span)
            })
        });
        self.span = saved;
        r?;
        if p.null && base.as_bv().is_none() {
            let origin = ir::Origin::Synthetic("frontend");
            self.fx.buf.push(ir::Stmt::new(
                StmtKind::If {
                    cond: Expr::ne(base, Expr::bv(0, 32)),
                    then_body: stmts,
                    else_body: Vec::new(),
                    uniform: false,
                },
                origin,
            ));
        } else {
            self.fx.buf.extend(stmts);
        }
        Ok(())
    }

    fn external_access_inner(
        &mut self,
        p: PtrVal,
        read: bool,
        write: bool,
        span: ir::Span,
    ) -> Res<()> {
        // Through `void *` (or a pointer to an incomplete type) bytes are accessed.
        let p = if p.pointee == CType::Void || !self.has_layout(&p.pointee) {
            let byte = CType::Int {
                width: 8,
                signed: false,
            };
            self.ptr_cast(p, &byte, span)?
        } else {
            p
        };
        let element = |l: &mut Self, p: &PtrVal| -> Res<LVal> {
            let i = l.temp(Type::Bv(32));
            l.emit(StmtKind::Havoc(i));
            let q = l.ptr_offset(p.clone(), Expr::var(i), false, span)?;
            Ok(l.deref(q, span))
        };
        if read {
            let lv = element(self, &p)?;
            let v = self.read_lval(lv, span)?;
            self.read_argument(&v);
        }
        if write {
            let lv = element(self, &p)?;
            let ty = Self::lval_type(&lv);
            let leaves: Vec<CType> = if Self::is_aggregate(&ty) {
                self.leaves(&ty, span)?.into_iter().map(|l| l.ty).collect()
            } else {
                vec![ty.clone()]
            };
            let mut vals = Vec::new();
            for t in leaves {
                let Some(irt) = t.ir() else {
                    return Err(self.unsupported_mem_type(&t, span));
                };
                let v = self.temp(irt);
                self.emit(StmtKind::Havoc(v));
                vals.push((Expr::var(v), t));
            }
            let val = if Self::is_aggregate(&ty) {
                Val::Agg(vals, ty)
            } else {
                let (x, t) = vals.remove(0);
                Val::Scalar(x, t)
            };
            self.write_lval(&lv, val, span)?;
            for a in p.objs.clone() {
                self.emit(StmtKind::HavocArray(a));
            }
        }
        Ok(())
    }

    /// Finish the body of a specification function: its result is arbitrary, and its
    /// `__ensures` are assumed after the external accesses rather than checked (those that
    /// mention `__old` stay postconditions, which are checked).
    pub(crate) fn spec_contract(&mut self, proc: ir::ProcId, body: &mut Vec<ir::Stmt>) {
        let origin = ir::Origin::Synthetic("frontend");
        let mut head = Vec::new();
        if let Some(r) = self.prog.procs[proc].ret {
            head.push(ir::Stmt::new(StmtKind::Havoc(r), origin));
        }
        for (v, _) in self.fx.ret_leaves.clone().unwrap_or_default() {
            head.push(ir::Stmt::new(StmtKind::Havoc(v), origin));
        }
        body.splice(0..0, head);
        let ensures = std::mem::take(&mut self.prog.procs[proc].ensures);
        let mut kept = Vec::new();
        for c in ensures {
            let mut has_old = false;
            ir::visit::walk_expr(&c.cond, &mut |e| has_old |= matches!(e, Expr::Old(_)));
            if has_old {
                kept.push(c);
            } else {
                body.push(ir::Stmt::new(StmtKind::Assume(c.cond), c.origin));
            }
        }
        self.prog.procs[proc].ensures = kept;
    }
}
