//! Memory accesses: how values sit in array cells (one cell per element, or one per byte for
//! arrays accessed at several widths, little-endian), and loads and stores split into cells.
//! What a pointer addresses is decided in [`super::pointers`].

use ir::{ArrayId, BinOp, CastOp, Expr, StmtKind, Type};

use super::expr::{add_off, has_load, LVal, PtrVal};
use super::types::CType;
use super::{Lowerer, Reported, Res};

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

    /// The address of an object in memory.
    pub(crate) fn addr_of(&mut self, lv: LVal, span: ir::Span) -> Res<PtrVal> {
        match lv {
            LVal::Mem { array, index, ty } => Ok(PtrVal::to(array, index, ty)),
            LVal::Dispatch(d) => Ok(PtrVal {
                objs: d.objs,
                null: false,
                base: d.base,
                off: d.off,
                pointee: d.ty,
                extent: None,
            }),
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
            LVal::Dispatch(d) => self.dispatch_offset(d, bytes, ty, span),
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

    /// Read a scalar object in memory.
    pub(crate) fn read_mem_scalar(&mut self, lv: &LVal, span: ir::Span) -> Res<Expr> {
        match lv {
            LVal::Mem { array, index, ty } => self.load_scalar(*array, index.clone(), ty, span),
            LVal::Dispatch(d) => self.dispatch_read(d, span),
            _ => Err(self.sema("expected an object in memory", Some(span))),
        }
    }

    /// Write the bits `x` to a scalar object in memory.
    pub(crate) fn write_mem_scalar(&mut self, lv: &LVal, x: Expr, span: ir::Span) -> Res<()> {
        match lv {
            LVal::Mem { array, index, ty } => self.store_scalar(*array, index.clone(), x, ty, span),
            LVal::Dispatch(d) => self.dispatch_write(d, x, span),
            _ => Err(self.sema("expected an object in memory", Some(span))),
        }
    }
}

/// Fold an extract of a literal.
pub(crate) fn fold_extract(e: Expr) -> Expr {
    if let Expr::Cast(CastOp::Extract { hi, lo }, inner) = &e {
        if let Expr::Bv { value, .. } = **inner {
            return Expr::bv(value >> lo, hi - lo);
        }
    }
    e
}
