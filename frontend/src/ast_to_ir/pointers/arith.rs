//! Operations on pointer values: moving by elements, differences and comparisons, `?:`,
//! casts between pointer types, and conversions between pointers and integers.

use ir::{ArrayId, BinOp, Expr, MemSpace, StmtKind, Type};

use super::{rescale, PtrVal};
use crate::ast;
use crate::ast_to_ir::expr::{add_off, mul_off, Val};
use crate::ast_to_ir::types::{resize, CType};
use crate::ast_to_ir::{Lowerer, Res};

/// The uninterpreted address of an object: a pointer as an integer is its base's address
/// plus its byte offset.
const BASE_ADDRESS: &str = "BASE_ADDRESS";

/// The lowest address of a memory object (256 MiB).
const LOWEST_OBJECT_ADDRESS: u128 = 0x1000_0000;

/// The highest address of a memory object (1.75 GiB): 2 GiB past it is still below 2^32.
const HIGHEST_OBJECT_ADDRESS: u128 = 0x7000_0000;

/// Every object's address is a multiple of this (the widest vector element, `float4`), so
/// that an address moved by whole elements stays on the cells of whichever object it is
/// read against.
const OBJECT_ALIGNMENT: u128 = 16;

impl Lowerer<'_> {
    /// The size in bytes of the objects `p + 1` steps over, checking that it is a whole
    /// number of cells of every object `p` may address (else those are modelled per byte).
    fn step_bytes(&mut self, p: &PtrVal, span: ir::Span) -> Res<u64> {
        let t = &p.pointee;
        let size = t.size_bytes(self);
        if size == 0 || !(self.has_layout(t) || *t == CType::Void) {
            let d = t.describe(self);
            return Err(self.unsupported(
                &format!("pointer arithmetic on a pointer to '{d}'"),
                Some(span),
            ));
        }
        let mut err = None;
        for a in &p.objs {
            if !size.is_multiple_of(self.cell_bytes(*a)) {
                err = Some(self.need_bytes(*a, span));
            }
        }
        match err {
            Some(e) => Err(e),
            None => Ok(size),
        }
    }

    /// `p + i` (or `p - i` when `neg`) with `i` a bv32 element count.
    pub(crate) fn ptr_offset(
        &mut self,
        p: PtrVal,
        i: Expr,
        neg: bool,
        span: ir::Span,
    ) -> Res<PtrVal> {
        let size = self.step_bytes(&p, span)?;
        let d = mul_off(i, size / self.unit(&p.objs));
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

    /// The byte offset of `p`.
    pub(crate) fn ptr_bytes(&self, p: &PtrVal) -> Expr {
        rescale(p.off.clone(), self.unit(&p.objs), 1)
    }

    /// True when `p` and `q` address the same one object and are never null, so that
    /// their offsets (in the same unit) can be compared directly.
    fn same_object(p: &PtrVal, q: &PtrVal) -> bool {
        !p.null && !q.null && p.single().is_some() && p.single() == q.single()
    }

    /// `p - q` in elements of `p`'s pointee.
    pub(crate) fn ptr_diff(&mut self, p: PtrVal, q: PtrVal, span: ir::Span) -> Res<Expr> {
        let size = self.step_bytes(&p, span)?;
        let (d, n) = if Self::same_object(&p, &q) {
            let u = self.unit(&p.objs);
            (Expr::binary(BinOp::Sub, p.off, q.off), size / u)
        } else {
            // Different objects: the difference of their addresses.
            let (x, y) = (self.ptr_address(&p), self.ptr_address(&q));
            (Expr::binary(BinOp::Sub, x, y), size)
        };
        Ok(if n == 1 {
            d
        } else {
            Expr::binary(BinOp::SDiv, d, Expr::bv(u128::from(n), 32))
        })
    }

    /// `p == q`: the same base and the same byte offset.
    pub(crate) fn ptr_eq(&self, p: &PtrVal, q: &PtrVal) -> Expr {
        if Self::same_object(p, q) {
            return Expr::eq(p.off.clone(), q.off.clone());
        }
        // Against the null constant: the base alone.
        for (x, y) in [(p, q), (q, p)] {
            if y.objs.is_empty() && y.null {
                return match x.base.as_bv() {
                    Some((k, _)) => Expr::Bool(k == 0),
                    None => Expr::eq(x.base.clone(), Expr::bv(0, 32)),
                };
            }
        }
        let shared = p.objs.iter().any(|a| q.objs.contains(a)) || (p.null && q.null);
        let disjoint = !shared;
        if disjoint {
            return Expr::Bool(false);
        }
        let u = self.unit(&p.objs).min(self.unit(&q.objs));
        let same_base = eq_folded(p.base.clone(), q.base.clone());
        let up = self.unit(&p.objs);
        let uq = self.unit(&q.objs);
        Expr::and(
            same_base,
            Expr::eq(rescale(p.off.clone(), up, u), rescale(q.off.clone(), uq, u)),
        )
    }

    /// `p < q` and the like (`op` a signed comparison): offsets within one object,
    /// addresses otherwise.
    pub(crate) fn ptr_compare(&mut self, op: BinOp, p: &PtrVal, q: &PtrVal) -> Expr {
        if Self::same_object(p, q) {
            return Expr::binary(op, p.off.clone(), q.off.clone());
        }
        let unsigned = match op {
            BinOp::Slt => BinOp::Ult,
            BinOp::Sle => BinOp::Ule,
            BinOp::Sgt => BinOp::Ugt,
            BinOp::Sge => BinOp::Uge,
            o => o,
        };
        let (x, y) = (self.ptr_address(p), self.ptr_address(q));
        Expr::binary(unsigned, x, y)
    }

    /// `p != NULL`.
    pub(crate) fn ptr_nonnull(&self, p: &PtrVal) -> Expr {
        match p.base.as_bv() {
            Some((k, _)) => Expr::Bool(k != 0),
            None => Expr::ne(p.base.clone(), Expr::bv(0, 32)),
        }
    }

    /// `c ? p : q` for pointers.
    pub(crate) fn merge_ptr(&mut self, c: Expr, p: PtrVal, q: PtrVal) -> PtrVal {
        let mut bases = p.bases();
        bases.union(&q.bases());
        let u = self.unit(&bases.objs);
        let (up, uq) = (self.unit(&p.objs), self.unit(&q.objs));
        let off = Expr::ite(c.clone(), rescale(p.off, up, u), rescale(q.off, uq, u));
        let base = if p.base == q.base {
            p.base
        } else {
            Expr::ite(c, p.base, q.base)
        };
        let pointee = if p.pointee == CType::Void {
            q.pointee
        } else {
            p.pointee
        };
        PtrVal {
            objs: bases.objs,
            null: bases.null,
            base,
            off,
            pointee,
            extent: None,
        }
    }

    /// `(T *)p`: the same address, seen as pointing to `to`.
    pub(crate) fn ptr_cast(&mut self, p: PtrVal, to: &CType, span: ir::Span) -> Res<PtrVal> {
        if *to == CType::Void {
            return Ok(PtrVal {
                pointee: CType::Void,
                extent: None,
                ..p
            });
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

    /// The address of `p` as a bv32 integer: its base's (arbitrary) address plus its byte
    /// offset; null is 0.
    pub(crate) fn ptr_address(&mut self, p: &PtrVal) -> Expr {
        let bytes = self.ptr_bytes(p);
        if p.objs.is_empty() && p.null {
            return bytes;
        }
        let at = self.base_address(p.base.clone());
        add_off(at, bytes)
    }

    /// `BASE_ADDRESS(base)`, declaring the function (and that null's address is 0). Every
    /// object lies at an address in `[LOWEST_OBJECT_ADDRESS, HIGHEST_OBJECT_ADDRESS]`, aligned
    /// to `OBJECT_ALIGNMENT` (assumed here for this base), so that an address inside an object of up to 2 GiB is never 0:
    /// a pointer cast to an integer, moved within its object and cast back is not null.
    fn base_address(&mut self, base: Expr) -> Expr {
        if base.as_bv().is_some_and(|(k, _)| k == 0) {
            return Expr::bv(0, 32);
        }
        let known = self.prog.funcs.iter().any(|(_, f)| f.name == BASE_ADDRESS);
        let f = self
            .prog
            .func(BASE_ADDRESS, vec![Type::Bv(32)], Type::Bv(32));
        if !known {
            self.prog.axioms.push(Expr::eq(
                Expr::Apply(f, vec![Expr::bv(0, 32)]),
                Expr::bv(0, 32),
            ));
        }
        let at = Expr::Apply(f, vec![base.clone()]);
        let aligned = Expr::eq(
            Expr::binary(BinOp::BvAnd, at.clone(), Expr::bv(OBJECT_ALIGNMENT - 1, 32)),
            Expr::bv(0, 32),
        );
        let placed = Expr::all([
            Expr::binary(BinOp::Ule, Expr::bv(LOWEST_OBJECT_ADDRESS, 32), at.clone()),
            Expr::binary(BinOp::Ule, at.clone(), Expr::bv(HIGHEST_OBJECT_ADDRESS, 32)),
            aligned,
        ]);
        let null = Expr::eq(base, Expr::bv(0, 32));
        self.emit(StmtKind::Assume(Expr::or(null, placed)));
        at
    }

    /// `(T)p` for an integer type `to`.
    pub(crate) fn ptr_to_int(&mut self, p: &PtrVal, to: &CType) -> Expr {
        if *to == CType::Bool {
            return Expr::Cast(ir::CastOp::FromBool(1), Box::new(self.ptr_nonnull(p)));
        }
        let a = self.ptr_address(p);
        resize(a, 32, to.width().max(1), false)
    }

    /// `(T *)x` for an integer `x` of type `from`: null for 0, else a pointer into any
    /// object of the pointee's address space (`space`; every space when not written) whose
    /// cells suit the pointee, at the byte offset that gives address `x`.
    pub(crate) fn int_to_ptr(
        &mut self,
        x: Expr,
        from: &CType,
        pointee: &CType,
        space: Option<ast::AddrSpace>,
    ) -> PtrVal {
        let x = self.as_bits(x, from);
        let x = resize(x, from.width().max(1), 32, false);
        if x.as_bv().is_some_and(|(v, _)| v == 0) {
            return PtrVal::null(pointee.clone());
        }
        let spaces: Vec<MemSpace> = match space {
            _ if self.cuda() => vec![
                MemSpace::Global,
                MemSpace::Shared,
                MemSpace::Constant,
                MemSpace::Private,
            ],
            Some(ast::AddrSpace::Global) => vec![MemSpace::Global],
            Some(ast::AddrSpace::Local) => vec![MemSpace::Shared],
            Some(ast::AddrSpace::Constant) => vec![MemSpace::Constant],
            Some(ast::AddrSpace::Private) => vec![MemSpace::Private],
            None => vec![
                MemSpace::Global,
                MemSpace::Shared,
                MemSpace::Constant,
                MemSpace::Private,
            ],
        };
        let objs = self.any_object(&spaces, pointee);
        let x = Expr::var(self.spill(x));
        let b = self.temp(Type::Bv(32));
        self.emit(StmtKind::Havoc(b));
        // One of the objects, each with its one address: a base that names none of them
        // would address the last object at an address of its own.
        let named = objs
            .iter()
            .map(|a| Expr::eq(Expr::var(b), Expr::bv(super::base_number(*a), 32)));
        self.emit(StmtKind::Assume(Expr::any(named)));
        let base = Expr::var(self.spill(Expr::ite(
            Expr::eq(x.clone(), Expr::bv(0, 32)),
            Expr::bv(0, 32),
            Expr::var(b),
        )));
        let at = self.base_address(base.clone());
        let u = self.unit(&objs);
        let off = rescale(Expr::binary(BinOp::Sub, x, at), 1, u);
        let off = Expr::var(self.spill(off));
        PtrVal {
            objs,
            null: true,
            base,
            off,
            pointee: pointee.clone(),
            extent: None,
        }
    }

    /// Every object of the given spaces that a pointer to `pointee` of unknown origin may
    /// address: those whose cells have the width of the pointee's scalars or are bytes (C's
    /// aliasing rules; any object for `void` and character pointees), and for global
    /// memory the unnamed object of that width standing for memory the kernel does not name.
    pub(crate) fn any_object(&mut self, spaces: &[MemSpace], pointee: &CType) -> Vec<ArrayId> {
        let w = self.leaf_width(pointee.base_elem()).filter(|w| *w > 8);
        let mut out = Vec::new();
        for (id, a) in self.prog.arrays.iter() {
            let cell = a.elem.width();
            if spaces.contains(&a.space) && w.is_none_or(|w| cell == w || cell == 8) {
                out.push(id);
            }
        }
        if spaces.contains(&MemSpace::Global) {
            let u = self.unnamed_global(w.unwrap_or(8));
            if !out.contains(&u) {
                out.push(u);
            }
        }
        out
    }

    /// The object standing for global memory the kernel does not name, with cells of `w`
    /// bits.
    pub(crate) fn unnamed_global(&mut self, w: u32) -> ArrayId {
        if let Some(a) = self.mem.unnamed.get(&w) {
            return *a;
        }
        let a = self.new_array(
            "global memory",
            MemSpace::Global,
            (Type::Bv(w), w),
            vec![None],
            true,
            crate::ast_to_ir::memory::unnamed_origin(w),
        );
        self.mem.unnamed.insert(w, a);
        a
    }

    /// A value used where a pointer to `pointee` is expected: a pointer as it is, the
    /// integer 0 as null, another integer converted.
    pub(crate) fn as_pointer(&mut self, v: Val, pointee: &CType, span: ir::Span) -> Res<PtrVal> {
        match v {
            Val::Ptr(p) => Ok(p),
            Val::Scalar(x, CType::Pointer(..)) => self.leaf_ptr(&x, span),
            Val::Scalar(x, t) if t.is_integer() => Ok(self.int_to_ptr(x, &t, pointee, None)),
            Val::Scalar(..) | Val::Agg(..) => {
                Err(self.sema("value used as a pointer is not an integer", Some(span)))
            }
            Val::Void => Err(self.sema("void value used as a pointer", Some(span))),
        }
    }
}

/// `a == b` on base numbers, folded when both are literals.
fn eq_folded(a: Expr, b: Expr) -> Expr {
    match (a.as_bv(), b.as_bv()) {
        (Some((x, _)), Some((y, _))) => Expr::Bool(x == y),
        _ => Expr::eq(a, b),
    }
}

impl Lowerer<'_> {
    /// `p op q` for a comparison or `-` between pointers.
    pub(crate) fn ptr_binary(
        &mut self,
        op: ast::BinaryOp,
        p: PtrVal,
        q: PtrVal,
        span: ir::Span,
    ) -> Res<Val> {
        use ast::BinaryOp as B;
        let int = crate::ast_to_ir::types::INT;
        let cmp = match op {
            B::Eq | B::Ne => {
                let eq = self.ptr_eq(&p, &q);
                let e = if op == B::Ne { Expr::not(eq) } else { eq };
                return Ok(self.truth(e));
            }
            B::Sub => {
                // A `ptrdiff_t`: 64 bits in CUDA (see `cuda_address_sized`), 32 in OpenCL.
                let d = self.ptr_diff(p, q, span)?;
                let ptrdiff = crate::ast_to_ir::types::cuda_address_sized("ptrdiff_t");
                if let (true, Some(t)) = (self.cuda(), ptrdiff) {
                    return Ok(Val::Scalar(self.convert(d, &int, &t), t));
                }
                return Ok(Val::Scalar(d, int));
            }
            B::Lt => BinOp::Slt,
            B::Le => BinOp::Sle,
            B::Gt => BinOp::Sgt,
            B::Ge => BinOp::Sge,
            _ => {
                return Err(self.sema(
                    "invalid operands to a binary expression (pointers)",
                    Some(span),
                ))
            }
        };
        let c = self.ptr_compare(cmp, &p, &q);
        Ok(self.truth(c))
    }
}
