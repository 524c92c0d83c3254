//! Dereferences: the null check, the object a pointer addresses, and the dispatch over the
//! objects of a pointer whose base is not known statically.

use ir::{ArrayId, AssertKind, Expr, StmtKind};

use super::{base_number, rescale, PtrVal};
use crate::ast_to_ir::expr::{add_off, has_load, LVal};
use crate::ast_to_ir::types::CType;
use crate::ast_to_ir::{Lowerer, Res};

/// Memory reached through a pointer that may address one of several objects (or none, when
/// only null is possible): `objs[k]` when the base is its number, else the last object.
#[derive(Clone, Debug)]
pub(crate) struct Dispatch {
    /// The base number (bv32).
    pub base: Expr,
    /// The objects, in dispatch order.
    pub objs: Vec<ArrayId>,
    /// The offset in units of the smallest cell of `objs`.
    pub off: Expr,
    /// The type of the object reached.
    pub ty: CType,
}

/// A pointer into one array, offset in its cells.
pub(crate) struct OnePtr {
    pub array: ArrayId,
    pub off: Expr,
    pub pointee: CType,
}

impl Lowerer<'_> {
    /// The object a pointer addresses; where the pointer may be null (or can address
    /// nothing), first the obligation that it is not.
    pub(crate) fn deref(&mut self, p: PtrVal, span: ir::Span) -> LVal {
        self.null_check(&p, span);
        match p.single() {
            Some(array) => LVal::Mem {
                array,
                index: p.off,
                ty: p.pointee,
            },
            None => LVal::Dispatch(Box::new(Dispatch {
                base: p.base,
                objs: p.objs,
                off: p.off,
                ty: p.pointee,
            })),
        }
    }

    /// `possible null pointer access` unless `p` addresses an object: `base != 0` where it
    /// may be null, `false` where no object at all is possible.
    pub(crate) fn null_check(&mut self, p: &PtrVal, span: ir::Span) {
        if self.annot {
            return;
        }
        let cond = if p.objs.is_empty() {
            Expr::Bool(false)
        } else if p.null {
            match p.base.as_bv() {
                Some((0, _)) => Expr::Bool(false),
                Some(_) => return,
                None => Expr::ne(p.base.clone(), Expr::bv(0, 32)),
            }
        } else {
            return;
        };
        self.obligation(AssertKind::NullAccess, cond, span);
    }

    /// Run `f` on the pointer narrowed to each object it may address, choosing by its base
    /// (after the null check): `f` sees a pointer into one array, offset in its cells.
    pub(crate) fn for_each_object(
        &mut self,
        p: &PtrVal,
        span: ir::Span,
        f: &mut dyn FnMut(&mut Self, PtrVal) -> Res<()>,
    ) -> Res<()> {
        self.null_check(p, span);
        if p.single().is_some() {
            let q = PtrVal {
                objs: p.objs.clone(),
                null: false,
                ..p.clone()
            };
            return f(self, q);
        }
        let u = self.unit(&p.objs);
        let base = self.stable(p.base.clone());
        let off = self.stable(p.off.clone());
        let pointee = p.pointee.clone();
        self.dispatch(&base, &p.objs, &mut |l, a| {
            let cb = l.cell_bytes(a);
            let q = PtrVal::to(a, rescale(off.clone(), u, cb), pointee.clone());
            f(l, q)
        })
    }

    /// The object `p` addresses when it can be only one (after the null check); `what` names
    /// the operation for the message when it may be several.
    pub(crate) fn one_object(&mut self, p: PtrVal, what: &str, span: ir::Span) -> Res<PtrVal> {
        self.null_check(&p, span);
        match p.single() {
            Some(a) => Ok(PtrVal {
                null: false,
                base: Expr::bv(base_number(a), 32),
                ..p
            }),
            None if p.objs.is_empty() => Err(self.unsupported(
                &format!("{what} through a pointer that addresses no object"),
                Some(span),
            )),
            None => Err(self.unsupported(
                &format!("{what} through a pointer that may address more than one object"),
                Some(span),
            )),
        }
    }

    /// The expression `f(a)` for the object `a` `p` addresses, chosen by its base (`default`
    /// when there is none): for annotations about the object a pointer addresses.
    pub(crate) fn by_object(&self, p: &PtrVal, default: Expr, f: &dyn Fn(ArrayId) -> Expr) -> Expr {
        let mut objs = p.objs.iter().rev();
        let Some(last) = objs.next() else {
            return default;
        };
        let mut e = f(*last);
        for a in objs {
            e = Expr::ite(
                Expr::eq(p.base.clone(), Expr::bv(base_number(*a), 32)),
                f(*a),
                e,
            );
        }
        e
    }

    /// [`Self::one_object`] as its array and offset in that array's cells.
    pub(crate) fn one_array(&mut self, p: PtrVal, what: &str, span: ir::Span) -> Res<OnePtr> {
        let q = self.one_object(p, what, span)?;
        let array = q
            .single()
            .ok_or_else(|| self.sema("internal: no object", Some(span)))?;
        Ok(OnePtr {
            array,
            off: q.off,
            pointee: q.pointee,
        })
    }

    /// Emit `if base == k1 { f(o1) } else if ... else { f(on) }` (only the matching arm when
    /// the base is a literal; nothing when there is no object).
    pub(crate) fn dispatch(
        &mut self,
        base: &Expr,
        objs: &[ArrayId],
        f: &mut dyn FnMut(&mut Self, ArrayId) -> Res<()>,
    ) -> Res<()> {
        if let Some((k, _)) = base.as_bv() {
            return match objs.iter().find(|a| base_number(**a) == k) {
                Some(a) => f(self, *a),
                None => Ok(()),
            };
        }
        let Some((last, rest)) = objs.split_last() else {
            return Ok(());
        };
        let Some((first, others)) = rest.split_first() else {
            return f(self, *last);
        };
        let (then_body, r1) = self.scratch(|l| f(l, *first));
        let mut tail = others.to_vec();
        tail.push(*last);
        let (else_body, r2) = self.scratch(|l| l.dispatch(base, &tail, f));
        r1?;
        r2?;
        self.emit(StmtKind::If {
            cond: Expr::eq(base.clone(), Expr::bv(base_number(*first), 32)),
            then_body,
            else_body,
            uniform: false,
        });
        Ok(())
    }

    /// The index into object `a` of the dispatch `d`.
    pub(crate) fn dispatch_index(&self, d: &Dispatch, a: ArrayId) -> Expr {
        let u = self.unit(&d.objs);
        rescale(d.off.clone(), u, self.cell_bytes(a))
    }

    /// `d` moved `bytes` further into memory, reaching a `ty`.
    pub(crate) fn dispatch_offset(
        &mut self,
        d: &Dispatch,
        bytes: u64,
        ty: CType,
        span: ir::Span,
    ) -> Res<LVal> {
        let mut err = None;
        for a in &d.objs {
            if !bytes.is_multiple_of(self.cell_bytes(*a)) {
                err = Some(self.need_bytes(*a, span));
            }
        }
        if let Some(e) = err {
            return Err(e);
        }
        let u = self.unit(&d.objs);
        Ok(LVal::Dispatch(Box::new(Dispatch {
            base: d.base.clone(),
            objs: d.objs.clone(),
            off: add_off(d.off.clone(), Expr::bv(u128::from(bytes / u), 32)),
            ty,
        })))
    }

    /// Read a scalar through a dispatch.
    pub(crate) fn dispatch_read(&mut self, d: &Dispatch, span: ir::Span) -> Res<Expr> {
        let Some(irt) = d.ty.ir() else {
            return Err(self.unsupported_mem_type(&d.ty, span));
        };
        if self.annot {
            // A pure expression: the loads chosen by the base.
            let mut e: Option<Expr> = None;
            for a in d.objs.iter().rev() {
                let x = self.load_scalar(*a, self.dispatch_index(d, *a), &d.ty, span)?;
                e = Some(match e {
                    None => x,
                    Some(rest) => Expr::ite(
                        Expr::eq(d.base.clone(), Expr::bv(base_number(*a), 32)),
                        x,
                        rest,
                    ),
                });
            }
            return Ok(e.unwrap_or_else(|| Expr::bv(0, irt.width())));
        }
        let d = Dispatch {
            base: self.stable(d.base.clone()),
            off: self.stable(d.off.clone()),
            ..d.clone()
        };
        let tmp = self.temp(irt);
        if d.objs.is_empty() {
            self.emit(StmtKind::Havoc(tmp));
            return Ok(Expr::var(tmp));
        }
        let ty = d.ty.clone();
        self.dispatch(&d.base.clone(), &d.objs.clone(), &mut |l, a| {
            let x = l.load_scalar(a, l.dispatch_index(&d, a), &ty, span)?;
            l.emit(StmtKind::Assign { lhs: tmp, rhs: x });
            Ok(())
        })?;
        Ok(Expr::var(tmp))
    }

    /// Write the bits `x` of a scalar through a dispatch.
    pub(crate) fn dispatch_write(&mut self, d: &Dispatch, x: Expr, span: ir::Span) -> Res<()> {
        let d = Dispatch {
            base: self.stable(d.base.clone()),
            off: self.stable(d.off.clone()),
            ..d.clone()
        };
        let x = if matches!(x, Expr::Var(_) | Expr::Bv { .. }) {
            x
        } else {
            Expr::var(self.spill(x))
        };
        let ty = d.ty.clone();
        self.dispatch(&d.base.clone(), &d.objs.clone(), &mut |l, a| {
            l.store_scalar(a, l.dispatch_index(&d, a), x.clone(), &ty, span)
        })
    }

    /// An expression used more than once: spilled when it reads memory.
    pub(crate) fn stable(&mut self, e: Expr) -> Expr {
        if !self.annot && has_load(&e) {
            Expr::var(self.spill(e))
        } else {
            e
        }
    }
}
