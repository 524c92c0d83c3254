//! Memory accesses: how values sit in array cells (one cell per element, or one per byte for
//! arrays accessed at several widths, little-endian), loads and stores split into cells,
//! pointer arithmetic in cells, and pointers that may address one of several arrays (each
//! access becomes a choice over the candidate arrays).

use ir::{ArrayId, BinOp, CastOp, Expr, StmtKind, Type};

use super::expr::{add_off, has_load, mul_off, LVal, PtrVal, Val};
use super::types::CType;
use super::{Lowerer, Reported, Res};
use crate::ast;

impl Lowerer<'_> {
    /// Bytes per cell of an array.
    pub(crate) fn cell_bytes(&self, a: ArrayId) -> u64 {
        u64::from(self.prog.arrays[a].elem.width() / 8).max(1)
    }

    /// The number of cells of array `a` an object of type `t` spans (at least one).
    pub(crate) fn cells_in(&self, a: ArrayId, t: &CType) -> u64 {
        (t.size_bytes(self) / self.cell_bytes(a)).max(1)
    }

    /// Record that array `a` must be modelled per byte and ask for lowering again.
    pub(crate) fn need_bytes(&mut self, a: ArrayId, span: ir::Span) -> Reported {
        let key = self.array_key(a);
        if self.prog.arrays[a].elem != Type::Bv(8) && self.mem.learned.bytes.insert(key) {
            self.mem.retry = true;
        }
        let name = self.prog.arrays[a].name.clone();
        self.unsupported(&format!("access to '{name}' at a width or offset that is not a whole number of its elements"), Some(span))
    }

    /// `bytes` as a number of cells of array `a`.
    pub(crate) fn byte_delta(&mut self, a: ArrayId, bytes: u64, span: ir::Span) -> Res<Expr> {
        let cb = self.cell_bytes(a);
        if !bytes.is_multiple_of(cb) {
            return Err(self.need_bytes(a, span));
        }
        Ok(Expr::bv(u128::from(bytes / cb), 32))
    }

    /// The number of cells of array `a` between consecutive objects of type `t`.
    pub(crate) fn stride(&mut self, a: ArrayId, t: &CType, span: ir::Span) -> Res<u64> {
        let size = t.size_bytes(self);
        if size == 0 || !(self.has_layout(t) || *t == CType::Void) {
            let d = t.describe(self);
            return Err(self.unsupported(
                &format!("pointer arithmetic on a pointer to '{d}'"),
                Some(span),
            ));
        }
        let cb = self.cell_bytes(a);
        if !size.is_multiple_of(cb) {
            return Err(self.need_bytes(a, span));
        }
        Ok(size / cb)
    }

    /// `p + i` (or `p - i` when `neg`) with `i` a bv32 element count.
    pub(crate) fn ptr_offset(
        &mut self,
        p: PtrVal,
        i: Expr,
        neg: bool,
        span: ir::Span,
    ) -> Res<PtrVal> {
        let n = self.stride(p.array, &p.pointee, span)?;
        let d = mul_off(i, n);
        let off = if neg {
            Expr::binary(BinOp::Sub, p.off.clone(), d)
        } else {
            add_off(p.off.clone(), d)
        };
        Ok(PtrVal {
            off,
            extent: None,
            ..p
        })
    }

    /// `p - q` in elements of `p`'s pointee (both into the same single array).
    pub(crate) fn ptr_diff(&mut self, p: PtrVal, q: PtrVal, span: ir::Span) -> Res<Expr> {
        if p.array != q.array || !p.alts.is_empty() || !q.alts.is_empty() {
            return Err(self.unsupported(
                "difference of pointers that may refer to different arrays",
                Some(span),
            ));
        }
        let n = self.stride(p.array, &p.pointee, span)?;
        let d = Expr::binary(BinOp::Sub, p.off, q.off);
        Ok(if n == 1 {
            d
        } else {
            Expr::binary(BinOp::SDiv, d, Expr::bv(u128::from(n), 32))
        })
    }

    /// The object a pointer addresses; where the pointer may be null, first an obligation
    /// that it is not.
    pub(crate) fn deref(&mut self, p: PtrVal, span: ir::Span) -> LVal {
        self.check_not_null(&p.null, span);
        let inner = LVal::Mem {
            array: p.array,
            index: p.off,
            ty: p.pointee,
        };
        if p.alts.is_empty() {
            inner
        } else {
            LVal::Sel(p.alts, Box::new(inner))
        }
    }

    /// The address of an object in memory.
    pub(crate) fn addr_of(&mut self, lv: LVal, span: ir::Span) -> Res<PtrVal> {
        match lv {
            LVal::Mem { array, index, ty } => Ok(PtrVal {
                array,
                off: index,
                pointee: ty,
                alts: Vec::new(),
                null: None,
                extent: None,
            }),
            LVal::Sel(alts, inner) => {
                let p = self.addr_of(*inner, span)?;
                Ok(PtrVal { alts, ..p })
            }
            LVal::Var(..) | LVal::Leaves(..) => {
                Err(self.unsupported("pointer to a local variable", Some(span)))
            }
            LVal::Ptr(_) => Err(self.unsupported("pointer to a pointer", Some(span))),
        }
    }

    /// `lv` moved `bytes` further into memory, holding a `ty`.
    pub(crate) fn mem_offset(
        &mut self,
        lv: &LVal,
        bytes: u64,
        ty: CType,
        span: ir::Span,
    ) -> Res<LVal> {
        match lv {
            LVal::Mem { array, index, .. } => {
                let d = self.byte_delta(*array, bytes, span)?;
                Ok(LVal::Mem {
                    array: *array,
                    index: add_off(index.clone(), d),
                    ty,
                })
            }
            LVal::Sel(alts, inner) => Ok(LVal::Sel(
                alts.clone(),
                Box::new(self.mem_offset(inner, bytes, ty, span)?),
            )),
            _ => Err(self.sema("expected an object in memory", Some(span))),
        }
    }

    /// The value of scalar type `t` held at cell `index` of array `a` (several cells
    /// concatenated, little-endian, when `t` is wider than a cell).
    pub(crate) fn load_scalar(
        &mut self,
        a: ArrayId,
        index: Expr,
        t: &CType,
        span: ir::Span,
    ) -> Res<Expr> {
        let Some(ty) = t.ir() else {
            return Err(self.unsupported_mem_type(t, span));
        };
        let ew = self.prog.arrays[a].elem.width();
        if ty.width() == ew {
            return Ok(Expr::load(a, index));
        }
        let n = self.cells_of_scalar(a, t, span)?;
        let index = self.stable_index(index, n);
        let mut v: Option<Expr> = None;
        for k in 0..n {
            let part = Expr::load(a, add_off(index.clone(), Expr::bv(u128::from(k), 32)));
            v = Some(match v {
                None => part,
                Some(lo) => Expr::binary(BinOp::Concat, part, lo),
            });
        }
        let v = v.unwrap_or_else(|| Expr::load(a, index));
        let mw = n as u32 * ew;
        Ok(if ty.width() < mw {
            Expr::Cast(
                CastOp::Extract {
                    hi: ty.width(),
                    lo: 0,
                },
                Box::new(v),
            )
        } else {
            v
        })
    }

    /// Store the bits `x` of scalar type `t` at cell `index` of array `a`.
    pub(crate) fn store_scalar(
        &mut self,
        a: ArrayId,
        index: Expr,
        x: Expr,
        t: &CType,
        span: ir::Span,
    ) -> Res<()> {
        let Some(ty) = t.ir() else {
            return Err(self.unsupported_mem_type(t, span));
        };
        let ew = self.prog.arrays[a].elem.width();
        if ty.width() == ew {
            self.emit(StmtKind::Store {
                array: a,
                group: None,
                index,
                value: x,
            });
            return Ok(());
        }
        let n = self.cells_of_scalar(a, t, span)?;
        let index = self.stable_index(index, n);
        let mw = n as u32 * ew;
        let x = if matches!(x, Expr::Var(_) | Expr::Bv { .. }) {
            x
        } else {
            Expr::var(self.spill(x))
        };
        let x = if ty.width() < mw {
            Expr::Cast(CastOp::ZeroExt(mw), Box::new(x))
        } else {
            x
        };
        for k in 0..n {
            let lo = k as u32 * ew;
            let part = Expr::Cast(CastOp::Extract { hi: lo + ew, lo }, Box::new(x.clone()));
            let part = fold_extract(part);
            self.emit(StmtKind::Store {
                array: a,
                group: None,
                index: add_off(index.clone(), Expr::bv(u128::from(k), 32)),
                value: part,
            });
        }
        Ok(())
    }

    /// How many cells of `a` a scalar of type `t` spans (it must be whole cells).
    fn cells_of_scalar(&mut self, a: ArrayId, t: &CType, span: ir::Span) -> Res<u64> {
        let ew = u64::from(self.prog.arrays[a].elem.width());
        let mw = t.size_bytes(self) * 8;
        if ew < 8 || mw < ew || !mw.is_multiple_of(ew) {
            return Err(self.need_bytes(a, span));
        }
        Ok(mw / ew)
    }

    /// An index used for several cells: spilled when it reads memory.
    fn stable_index(&mut self, index: Expr, n: u64) -> Expr {
        if n > 1 && !self.annot && has_load(&index) {
            Expr::var(self.spill(index))
        } else {
            index
        }
    }

    pub(crate) fn unsupported_mem_type(&mut self, t: &CType, span: ir::Span) -> Reported {
        if matches!(t, CType::Pointer(..)) {
            return self.unsupported(
                "pointer stored in memory (a pointer to a pointer dereferenced twice)",
                Some(span),
            );
        }
        let d = t.describe(self);
        self.unsupported(&format!("memory access of type '{d}'"), Some(span))
    }

    /// Read a scalar object in memory (choosing among the candidate arrays of a pointer that
    /// may address several).
    pub(crate) fn read_mem_scalar(&mut self, lv: &LVal, span: ir::Span) -> Res<Expr> {
        match lv {
            LVal::Mem { array, index, ty } => self.load_scalar(*array, index.clone(), ty, span),
            LVal::Sel(alts, inner) => {
                let ty = Self::lval_type(inner);
                let Some(irt) = ty.ir() else {
                    return Err(self.unsupported_mem_type(&ty, span));
                };
                let LVal::Mem { array, index, .. } = &**inner else {
                    return Err(self.sema("expected an object in memory", Some(span)));
                };
                let index = if !self.annot && has_load(index) {
                    Expr::var(self.spill(index.clone()))
                } else {
                    index.clone()
                };
                if self.annot {
                    let mut e = self.load_scalar(*array, index.clone(), &ty, span)?;
                    for (g, a) in alts.iter().rev() {
                        let x = self.load_scalar(*a, index.clone(), &ty, span)?;
                        e = Expr::ite(g.clone(), x, e);
                    }
                    return Ok(e);
                }
                let tmp = self.temp(irt);
                let default = *array;
                self.select(alts, default, &mut |l, a| {
                    let x = l.load_scalar(a, index.clone(), &ty, span)?;
                    l.emit(StmtKind::Assign { lhs: tmp, rhs: x });
                    Ok(())
                })?;
                Ok(Expr::var(tmp))
            }
            _ => Err(self.sema("expected an object in memory", Some(span))),
        }
    }

    /// Write the bits `x` to a scalar object in memory.
    pub(crate) fn write_mem_scalar(&mut self, lv: &LVal, x: Expr, span: ir::Span) -> Res<()> {
        match lv {
            LVal::Mem { array, index, ty } => self.store_scalar(*array, index.clone(), x, ty, span),
            LVal::Sel(alts, inner) => {
                let LVal::Mem { array, index, ty } = &**inner else {
                    return Err(self.sema("expected an object in memory", Some(span)));
                };
                let index = if has_load(index) {
                    Expr::var(self.spill(index.clone()))
                } else {
                    index.clone()
                };
                let x = if matches!(x, Expr::Var(_) | Expr::Bv { .. }) {
                    x
                } else {
                    Expr::var(self.spill(x))
                };
                self.select(alts, *array, &mut |l, a| {
                    l.store_scalar(a, index.clone(), x.clone(), ty, span)
                })
            }
            _ => Err(self.sema("expected an object in memory", Some(span))),
        }
    }

    /// Emit `if g1 { f(a1) } else if g2 { f(a2) } ... else { f(default) }`.
    fn select(
        &mut self,
        alts: &[(Expr, ArrayId)],
        default: ArrayId,
        f: &mut dyn FnMut(&mut Self, ArrayId) -> Res<()>,
    ) -> Res<()> {
        let Some(((g, a), rest)) = alts.split_first() else {
            return f(self, default);
        };
        let (then_body, r1) = self.scratch(|l| f(l, *a));
        let (else_body, r2) = self.scratch(|l| l.select(rest, default, f));
        r1?;
        r2?;
        self.emit(StmtKind::If {
            cond: g.clone(),
            then_body,
            else_body,
            uniform: false,
        });
        Ok(())
    }

    /// The arrays a pointer may address, each with the condition (exclusive of the others)
    /// under which it does.
    pub(crate) fn ptr_targets(&self, p: &PtrVal) -> Vec<(Expr, ArrayId)> {
        let mut out: Vec<(Expr, ArrayId)> = Vec::new();
        let mut none_before = Expr::Bool(true);
        for (g, a) in &p.alts {
            push_target(&mut out, Expr::and(none_before.clone(), g.clone()), *a);
            none_before = Expr::and(none_before, Expr::not(g.clone()));
        }
        push_target(&mut out, none_before, p.array);
        out
    }

    /// Arrays addressed through one pointer must have cells of one width: otherwise they are
    /// all modelled per byte.
    pub(crate) fn same_cells(&mut self, arrays: &[ArrayId], span: ir::Span) -> Res<()> {
        let w0 = arrays.first().map(|a| self.prog.arrays[*a].elem);
        if arrays.iter().all(|a| Some(self.prog.arrays[*a].elem) == w0) {
            return Ok(());
        }
        let mut err = None;
        for a in arrays {
            if self.prog.arrays[*a].elem != Type::Bv(8) {
                err = Some(self.need_bytes(*a, span));
            }
        }
        Err(err.unwrap_or_else(|| {
            self.unsupported("pointer to arrays of different element widths", Some(span))
        }))
    }

    /// `c ? p : q` for pointers.
    pub(crate) fn merge_ptr(
        &mut self,
        c: Expr,
        p: PtrVal,
        q: PtrVal,
        span: ir::Span,
    ) -> Res<PtrVal> {
        if p.alts.is_empty() && q.alts.is_empty() && p.array == q.array {
            let null = merge_null(&c, &p.null, &q.null);
            return Ok(PtrVal {
                off: Expr::ite(c, p.off, q.off),
                null,
                extent: None,
                ..p
            });
        }
        let mut list: Vec<(Expr, ArrayId)> = Vec::new();
        for (g, a) in self.ptr_targets(&p) {
            push_target(&mut list, Expr::and(c.clone(), g), a);
        }
        for (g, a) in self.ptr_targets(&q) {
            push_target(&mut list, Expr::and(Expr::not(c.clone()), g), a);
        }
        let ids: Vec<ArrayId> = list.iter().map(|(_, a)| *a).collect();
        self.same_cells(&ids, span)?;
        let Some((_, last)) = list.pop() else {
            return Err(self.sema("conditional between pointers", Some(span)));
        };
        let null = merge_null(&c, &p.null, &q.null);
        Ok(PtrVal {
            array: last,
            off: Expr::ite(c, p.off, q.off),
            pointee: p.pointee,
            alts: list,
            null,
            extent: None,
        })
    }

    /// `c ? p : NULL` (or `c ? NULL : p` when `null_if_true`).
    pub(crate) fn merge_null(&mut self, c: Expr, p: PtrVal, null_if_true: bool) -> PtrVal {
        let np = p.null.clone().unwrap_or(Expr::Bool(false));
        let null = if null_if_true {
            Expr::ite(c, Expr::Bool(true), np)
        } else {
            Expr::ite(c, np, Expr::Bool(true))
        };
        PtrVal {
            null: Some(null),
            ..p
        }
    }

    /// `p == q`: both null, or both non-null into the same array at the same offset.
    pub(crate) fn ptr_eq(&self, p: &PtrVal, q: &PtrVal) -> Expr {
        let tp = self.ptr_targets(p);
        let tq = self.ptr_targets(q);
        let mut same = Expr::Bool(false);
        for (gp, a) in &tp {
            for (gq, b) in &tq {
                if a == b {
                    same = Expr::or(same, Expr::and(gp.clone(), gq.clone()));
                }
            }
        }
        let equal = Expr::and(same, Expr::eq(p.off.clone(), q.off.clone()));
        match (&p.null, &q.null) {
            (None, None) => equal,
            (np, nq) => {
                let np = np.clone().unwrap_or(Expr::Bool(false));
                let nq = nq.clone().unwrap_or(Expr::Bool(false));
                Expr::or(
                    Expr::and(np.clone(), nq.clone()),
                    Expr::and(Expr::and(Expr::not(np), Expr::not(nq)), equal),
                )
            }
        }
    }

    /// `p != NULL`: pointers into arrays are never null.
    pub(crate) fn ptr_nonnull(&self, p: &PtrVal) -> Expr {
        match &p.null {
            Some(n) => Expr::not(n.clone()),
            None => Expr::Bool(true),
        }
    }

    /// `(T *)p`: the same address, seen as pointing to `to`.
    pub(crate) fn ptr_cast(&mut self, p: PtrVal, to: &CType, span: ir::Span) -> Res<PtrVal> {
        if *to == CType::Void {
            return Ok(p);
        }
        if !self.has_layout(to) {
            let (d1, d2) = (p.pointee.describe(self), to.describe(self));
            return Err(self.unsupported(
                &format!("cast of a pointer to '{d1}' to a pointer to '{d2}'"),
                Some(span),
            ));
        }
        Ok(PtrVal {
            pointee: to.clone(),
            extent: None,
            ..p
        })
    }

    /// Evaluate an expression that must be a pointer; it may address one of several arrays.
    pub(crate) fn pointer_any(&mut self, e: &ast::Expr) -> Res<PtrVal> {
        match self.rvalue(e)? {
            Val::Ptr(p) => Ok(p),
            Val::Scalar(Expr::Bv { value: 0, .. }, _) => Err(self.unsupported(
                "null pointer dereferenced or used as an array",
                Some(e.span),
            )),
            Val::Scalar(..) | Val::Agg(..) => {
                Err(self.unsupported("integer used as a pointer", Some(e.span)))
            }
            Val::Void => Err(self.sema("void value used as a pointer", Some(e.span))),
        }
    }
}

/// Add a target, or-ing its condition into an existing entry for the same array.
fn push_target(list: &mut Vec<(Expr, ArrayId)>, g: Expr, a: ArrayId) {
    if matches!(g, Expr::Bool(false)) {
        return;
    }
    match list.iter_mut().find(|(_, b)| *b == a) {
        Some((h, _)) => *h = Expr::or(h.clone(), g),
        None => list.push((g, a)),
    }
}

fn merge_null(c: &Expr, p: &Option<Expr>, q: &Option<Expr>) -> Option<Expr> {
    match (p, q) {
        (None, None) => None,
        (p, q) => Some(Expr::ite(
            c.clone(),
            p.clone().unwrap_or(Expr::Bool(false)),
            q.clone().unwrap_or(Expr::Bool(false)),
        )),
    }
}

/// Fold an extract of a literal.
fn fold_extract(e: Expr) -> Expr {
    if let Expr::Cast(CastOp::Extract { hi, lo }, inner) = &e {
        if let Expr::Bv { value, .. } = **inner {
            return Expr::bv(value >> lo, hi - lo);
        }
    }
    e
}
