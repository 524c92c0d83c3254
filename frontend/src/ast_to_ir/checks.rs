//! Arithmetic safety checks beyond GPUVerify's, asked for on the command line: a non-zero
//! divisor for every integer `/` and `%` (`--check-div-by-zero`), and integer operations that do
//! not wrap around (`--check-overflow[=unsigned]`, or assumed with `--assume-no-overflow`).
//!
//! With `--check-array-bounds`, each subscript of a C array of known length is checked
//! against that length (the whole offset into the array is checked later, in the `bounds`
//! pass). Null pointers are checked where they are dereferenced (see `pointers`).
//!
//! Each check is an obligation emitted just before the operation's value is used, at the
//! operator's position, so it sits under the same conditions as the operation itself (the
//! right operand of `&&`, a branch of `?:`). Annotation expressions are not checked.

use ir::{ArrayId, AssertKind, BinOp, CastOp, Expr, Origin, StmtKind};

use super::types::CType;
use super::Lowerer;
use crate::{ast, Overflow};

impl Lowerer<'_> {
    /// Emit the checks of `a op b` on integers of type `t` (both operands already converted).
    pub(crate) fn check_arith(
        &mut self,
        op: ast::BinaryOp,
        a: &Expr,
        b: &Expr,
        t: &CType,
        span: ir::Span,
    ) {
        use ast::BinaryOp as B;
        if self.annot || t.is_float() || !t.is_scalar() {
            return;
        }
        let w = t.width();
        let signed = t.is_signed();
        if self.cfg.arith.div_by_zero && matches!(op, B::Div | B::Rem) {
            let nonzero = Expr::ne(b.clone(), Expr::bv(0, w));
            self.obligation(AssertKind::DivisionByZero, nonzero, span);
        }
        if !self.wrap_checked(signed) {
            return;
        }
        let o = match op {
            B::Add => BinOp::Add,
            B::Sub => BinOp::Sub,
            B::Mul => BinOp::Mul,
            B::Div | B::Rem if signed => {
                // INT_MIN / -1 (and INT_MIN % -1) overflow.
                let min = Expr::bv(1u128 << (w - 1), w);
                let minus_one = Expr::bv_signed(-1, w);
                let bad = Expr::and(Expr::eq(a.clone(), min), Expr::eq(b.clone(), minus_one));
                self.wrap_fact(Expr::not(bad), span);
                return;
            }
            _ => return,
        };
        let ext = |e: Expr| {
            let c = if signed {
                CastOp::SignExt(2 * w)
            } else {
                CastOp::ZeroExt(2 * w)
            };
            Expr::Cast(c, Box::new(e))
        };
        let narrow = Expr::binary(o, a.clone(), b.clone());
        let wide = Expr::binary(o, ext(a.clone()), ext(b.clone()));
        self.wrap_fact(Expr::eq(ext(narrow), wide), span);
    }

    /// Emit the check of `-a` on a signed integer of type `t`.
    pub(crate) fn check_negation(&mut self, a: &Expr, t: &CType, span: ir::Span) {
        if self.annot || t.is_float() || !t.is_signed() || !self.wrap_checked(true) {
            return;
        }
        let w = t.width();
        let min = Expr::bv(1u128 << (w - 1), w);
        self.wrap_fact(Expr::ne(a.clone(), min), span);
    }

    /// Under `--assume-no-overflow`, assume that converting the `fw`-bit integer `e` to a
    /// `tw`-bit one keeps its value where a conversion into a signed type would otherwise wrap
    /// (an unsigned value above its maximum, or a wider signed value out of its range), as
    /// `int i = blockIdx.x * blockDim.x + threadIdx.x` does on mathematical integers.
    /// Conversions into unsigned types are left alone: `(uchar)v` and `-1` as all ones are
    /// deliberate truncations, and assuming them away would drop the threads that make them.
    pub(crate) fn assume_conversion_fits(
        &mut self,
        e: &Expr,
        fw: u32,
        from_signed: bool,
        tw: u32,
        to_signed: bool,
    ) {
        if self.annot || self.cfg.arith.overflow != Overflow::Assume || e.as_bv().is_some() {
            return;
        }
        let below = |bits: u32| Expr::binary(BinOp::Ult, e.clone(), Expr::bv(1u128 << bits, fw));
        let fact = match (from_signed, to_signed) {
            (false, true) if fw >= tw => below(tw - 1),
            (true, true) if fw > tw => {
                let half = 1u128 << (tw - 1);
                Expr::and(
                    Expr::binary(BinOp::Sge, e.clone(), Expr::bv_signed(-(half as i128), fw)),
                    Expr::binary(BinOp::Slt, e.clone(), Expr::bv(half, fw)),
                )
            }
            _ => return,
        };
        self.emit(StmtKind::Assume(fact));
    }

    /// True when wrap-around of integers of this signedness is checked or assumed away.
    fn wrap_checked(&self, signed: bool) -> bool {
        match self.cfg.arith.overflow {
            Overflow::Wrap => false,
            Overflow::CheckSigned => signed,
            Overflow::CheckAll | Overflow::Assume => true,
        }
    }

    /// `fact` (no wrap-around here) as an overflow obligation, or as an assumption under
    /// `--assume-no-overflow`.
    fn wrap_fact(&mut self, fact: Expr, span: ir::Span) {
        if self.cfg.arith.overflow == Overflow::Assume {
            if fact != Expr::Bool(true) {
                self.emit(StmtKind::Assume(fact));
            }
        } else {
            self.obligation(AssertKind::Overflow, fact, span);
        }
    }

    /// With `--check-array-bounds`, check one subscript `i` of a C array of `n` elements held
    /// in array `a` (each dimension of `a[i][j]` on its own): `0 <= i < n`, signed.
    pub(crate) fn check_subscript(&mut self, a: ArrayId, i: &Expr, n: u64, span: ir::Span) {
        if self.annot || !self.cfg.check_array_bounds {
            return;
        }
        let w = match self.prog.type_of(i) {
            ir::Type::Bv(w) => w,
            ir::Type::Bool => return,
        };
        let within = Expr::and(
            Expr::binary(BinOp::Sge, i.clone(), Expr::bv(0, w)),
            Expr::binary(BinOp::Slt, i.clone(), Expr::bv(u128::from(n), w)),
        );
        self.obligation(AssertKind::ArrayBounds { array: a }, within, span);
    }

    /// An obligation of the given kind at `span`.
    pub(crate) fn obligation(&mut self, kind: AssertKind, cond: Expr, span: ir::Span) {
        let id = self.prog.new_assert(kind, Origin::Source(span));
        self.emit(StmtKind::Assert { id, cond });
    }
}
