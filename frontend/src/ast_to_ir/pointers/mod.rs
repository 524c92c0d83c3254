//! The pointer model, GPUVerify's: a pointer value is a pair (base, offset). The base is one
//! of an enumeration of every memory object — each global and constant parameter, each shared
//! array, each private array or address-taken local — or null; see [`base_number`]. The
//! offset is a byte offset, held divided by the smallest cell of the objects the pointer may
//! address (its *unit*, [`Lowerer::unit`]), so that a pointer into one array of 4-byte cells
//! holds an element index, as an array subscript does.
//!
//! **Points-to.** Every place a pointer can be kept — a pointer variable, a pointer leaf of a
//! struct, the pointers held in one memory object, the result of a helper — is a *location*
//! with a stable key, and [`Learned::points_to`](super::memory::Learned) records the objects
//! (and null) each location may hold. Storing a pointer into a location whose set does not
//! cover it adds to the set and lowers the whole unit again, so in the final lowering every
//! read of a location sees every base any write there can put (a flow-insensitive analysis,
//! context-sensitive through the per-binding helper instances of `calls`). Memory the host
//! fills (kernel buffers, CUDA `__device__` and `__constant__` data) may hold a pointer to any
//! global object whose elements have the pointee's width, or to memory that is not named in
//! the kernel (one unnamed object per width), or null.
//!
//! **Accesses.** A dereference with one possible object and no null is a plain access of that
//! array, as before this model existed. Otherwise it first checks that the pointer is not null
//! (`AssertKind::NullAccess`; `assert false` when no object at all is possible), then
//! dispatches on the base: `if base == k1 { A1[..] } else if ... else { An[..] }`, the last
//! object standing for every base the others do not name (an uninitialised pointer addresses
//! one of its objects). Each arm indexes its own array in its own cells, so objects of
//! different widths may share a pointer; an access narrower than an object's cells makes that
//! object byte-addressed ([`Learned::bytes`](super::memory::Learned)).
//!
//! **Storage.** In registers a pointer is an offset variable (named after the pointer) and,
//! when the base is not known statically, a base variable (`p$base`). In memory a pointer
//! takes 8 bytes: the base number, then the byte offset. A pointer leaf of a struct held in
//! registers is a pointer variable; in an aggregate *value* it is the offset variable of a
//! pointer variable (see [`stored`]). As an integer a pointer is `BASE_ADDRESS(base) +
//! offset`, the base's address being arbitrary between 256 MiB and 1.75 GiB and 16-aligned
//! (null's is 0),
//! so that integer arithmetic on addresses and comparisons across objects over-approximate
//! while an address inside an object, cast back to a pointer, is not null.
//!
//! Helpers keep one procedure instance per binding of their pointer parameters (the objects
//! and nullness of each argument), so a helper called with one array accesses it directly; a
//! pointer parameter that may address several objects also takes its base.

mod arith;
mod deref;
mod stored;

use ir::{ArrayId, Expr, VarId};

use super::types::CType;
use super::Lowerer;

pub(crate) use deref::Dispatch;
pub(crate) use stored::VarPlace;

/// The number of a memory object as a base; null is 0.
pub(crate) fn base_number(a: ArrayId) -> u128 {
    u128::from(a.0) + 1
}

/// A pointer value.
#[derive(Clone, Debug)]
pub(crate) struct PtrVal {
    /// Every object the pointer may address, in a fixed order.
    pub objs: Vec<ArrayId>,
    /// True when the pointer may be null.
    pub null: bool,
    /// Its base number (bv32): a literal when only one base is possible.
    pub base: Expr,
    /// Its offset, in units of [`Lowerer::unit`] of `objs` (bv32).
    pub off: Expr,
    /// The type it points to.
    pub pointee: CType,
    /// The element count of the C array this pointer decayed from (`a` in `a[i]` with
    /// `int a[8]`), for bounds checks on each subscript; `None` once it moves or is cast.
    pub extent: Option<u64>,
}

impl PtrVal {
    /// A pointer into one array, `off` cells in.
    pub(crate) fn to(array: ArrayId, off: Expr, pointee: CType) -> PtrVal {
        PtrVal {
            objs: vec![array],
            null: false,
            base: Expr::bv(base_number(array), 32),
            off,
            pointee,
            extent: None,
        }
    }

    /// The null pointer.
    pub(crate) fn null(pointee: CType) -> PtrVal {
        PtrVal {
            objs: Vec::new(),
            null: true,
            base: Expr::bv(0, 32),
            off: Expr::bv(0, 32),
            pointee,
            extent: None,
        }
    }

    /// The one object this pointer addresses when it is not null.
    pub(crate) fn single(&self) -> Option<ArrayId> {
        match self.objs.as_slice() {
            [a] => Some(*a),
            _ => None,
        }
    }
}

/// The offset of a pointer variable.
#[derive(Clone, Debug)]
pub(crate) enum PtrOff {
    /// A fixed offset (a pointer that is never reassigned).
    Fixed(Expr),
    /// A variable holding the offset.
    Var(VarId),
}

/// A pointer held in registers: a pointer variable, a pointer leaf of a struct, a pointer
/// parameter or result.
#[derive(Clone, Debug)]
pub(crate) struct PtrVar {
    pub name: String,
    /// Its points-to location (see the module documentation); `None` for temporaries and
    /// parameters whose bases are fixed by their binding.
    pub key: Option<String>,
    pub pointee: CType,
    pub off: PtrOff,
    /// The variable holding the base, when more than one base is possible.
    pub base: Option<VarId>,
    /// The objects it may address.
    pub objs: Vec<ArrayId>,
    /// True when it may be null.
    pub null: bool,
    /// The declared length of an array parameter (`int a[8]`) that is never reassigned.
    pub extent: Option<u64>,
}

/// The bases a location may hold, by stable keys, and what is known of its offset.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct PointsTo {
    /// Keys of the objects.
    pub objs: Vec<String>,
    /// True when null may be stored there.
    pub null: bool,
    /// The offsets stored there.
    pub off: OffsetFact,
}

/// The byte offsets stored in a pointer variable: when every assignment stores the same
/// constant (a pointer switched between buffers, `tmp = a; a = b; b = tmp;`), the variable
/// needs no offset, as when LLVM folds the offsets of a pointer phi for GPUVerify.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) enum OffsetFact {
    /// No assignment seen.
    #[default]
    Unseen,
    /// Every assignment stores this byte offset.
    Const(u128),
    /// Offsets vary.
    Varies,
}

impl OffsetFact {
    /// The fact after one more assignment of byte offset `off` (`None`: not a constant).
    pub(crate) fn and(self, off: Option<u128>) -> OffsetFact {
        match (self, off) {
            (OffsetFact::Unseen, Some(c)) => OffsetFact::Const(c),
            (OffsetFact::Const(a), Some(c)) if a == c => self,
            _ => OffsetFact::Varies,
        }
    }
}

/// Bases a location may hold, resolved to this lowering's arrays.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Bases {
    pub objs: Vec<ArrayId>,
    pub null: bool,
}

impl Bases {
    /// True when a variable holding these bases needs a base variable: the base is not
    /// known statically (one object, or only null, or nothing at all).
    pub(crate) fn needs_base_var(&self) -> bool {
        self.objs.len() > 1 || (self.objs.len() == 1 && self.null)
    }

    /// Add `other`'s bases (in order, without repeats).
    pub(crate) fn union(&mut self, other: &Bases) {
        for a in &other.objs {
            if !self.objs.contains(a) {
                self.objs.push(*a);
            }
        }
        self.null |= other.null;
    }

    /// True when every base of `other` is one of these.
    pub(crate) fn covers(&self, other: &Bases) -> bool {
        other.objs.iter().all(|a| self.objs.contains(a)) && (self.null || !other.null)
    }
}

impl PtrVal {
    /// The bases of this pointer.
    pub(crate) fn bases(&self) -> Bases {
        Bases {
            objs: self.objs.clone(),
            null: self.null,
        }
    }
}

impl Lowerer<'_> {
    /// The unit of offsets of a pointer that may address `objs`: the smallest cell among
    /// them, in bytes (cells are powers of two, so it divides every other cell).
    pub(crate) fn unit(&self, objs: &[ArrayId]) -> u64 {
        objs.iter().map(|a| self.cell_bytes(*a)).min().unwrap_or(1)
    }

    /// The base number of `objs`' only object, or 0 when there is none.
    pub(crate) fn static_base(objs: &[ArrayId]) -> Expr {
        match objs {
            [a] => Expr::bv(base_number(*a), 32),
            _ => Expr::bv(0, 32),
        }
    }
}

/// `off` (bv32) in units of `from` bytes, expressed in units of `to` bytes (both powers of
/// two). Dividing is exact where it is used: offsets into an object stay whole numbers of its
/// cells.
pub(crate) fn rescale(off: Expr, from: u64, to: u64) -> Expr {
    use super::expr::mul_off;
    if from == to {
        off
    } else if from > to {
        mul_off(off, from / to)
    } else {
        let k = to / from;
        match off.as_bv() {
            Some((v, w)) => {
                let x = super::types::wrap(v as i128, w, true) / i128::from(k);
                Expr::bv(x as u128, w)
            }
            None => Expr::binary(ir::BinOp::SDiv, off, Expr::bv(u128::from(k), 32)),
        }
    }
}

#[cfg(test)]
mod tests;
