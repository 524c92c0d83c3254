//! IR expressions: pure, typed terms over variables, array cells and uninterpreted functions.

use crate::entity::{ArrayId, FuncId, VarId};
use crate::program::AccessKind;

/// One of the two threads of the two-thread program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Thread {
    /// The first thread (`$1`): its accesses are logged.
    One,
    /// The second thread (`$2`): its accesses are checked.
    Two,
}

impl Thread {
    /// `1` or `2`.
    pub fn number(self) -> u8 {
        match self {
            Thread::One => 1,
            Thread::Two => 2,
        }
    }
    /// The other thread.
    pub fn other(self) -> Thread {
        match self {
            Thread::One => Thread::Two,
            Thread::Two => Thread::One,
        }
    }
    /// Both threads in order.
    pub const BOTH: [Thread; 2] = [Thread::One, Thread::Two];
}

/// A launch dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dim {
    /// x
    X,
    /// y
    Y,
    /// z
    Z,
}

impl Dim {
    /// All three dimensions.
    pub const ALL: [Dim; 3] = [Dim::X, Dim::Y, Dim::Z];
    /// `x`, `y` or `z`.
    pub fn letter(self) -> char {
        match self {
            Dim::X => 'x',
            Dim::Y => 'y',
            Dim::Z => 'z',
        }
    }
    /// 0, 1 or 2.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A special GPU value, held in a variable with role [`crate::VarRole::Special`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Special {
    /// Thread index within its group (`threadIdx`, `get_local_id`).
    LocalId(Dim),
    /// Group index (`blockIdx`, `get_group_id`).
    GroupId(Dim),
    /// Threads per group (`blockDim`, `get_local_size`).
    GroupSize(Dim),
    /// Groups in the grid (`gridDim`, `get_num_groups`).
    NumGroups(Dim),
    /// OpenCL global offset (`get_global_offset`).
    GlobalOffset(Dim),
    /// Warp or sub-group size.
    WarpSize,
}

impl Special {
    /// True for values that differ between threads of one launch.
    pub fn is_thread_specific(self) -> bool {
        matches!(self, Special::LocalId(_) | Special::GroupId(_))
    }
    /// The GPUVerify-style name (`local_id_x`, `group_size_y`, ...).
    pub fn name(self) -> String {
        match self {
            Special::LocalId(d) => format!("local_id_{}", d.letter()),
            Special::GroupId(d) => format!("group_id_{}", d.letter()),
            Special::GroupSize(d) => format!("group_size_{}", d.letter()),
            Special::NumGroups(d) => format!("num_groups_{}", d.letter()),
            Special::GlobalOffset(d) => format!("global_offset_{}", d.letter()),
            Special::WarpSize => "sub_group_size".to_string(),
        }
    }
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// Boolean negation.
    Not,
    /// Bitwise complement.
    BvNot,
    /// Two's-complement negation.
    Neg,
}

/// Binary operators. Comparisons and logical operators yield `Bool`; the rest keep the
/// bit-vector width of their operands (both operands have the same type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// +
    Add,
    /// -
    Sub,
    /// *
    Mul,
    /// signed /
    SDiv,
    /// unsigned /
    UDiv,
    /// signed %
    SRem,
    /// unsigned %
    URem,
    /// <<
    Shl,
    /// arithmetic >>
    AShr,
    /// logical >>
    LShr,
    /// bitwise &
    BvAnd,
    /// bitwise |
    BvOr,
    /// bitwise ^
    BvXor,
    /// Concatenation, high part first.
    Concat,
    /// ==
    Eq,
    /// !=
    Ne,
    /// signed <
    Slt,
    /// signed <=
    Sle,
    /// signed >
    Sgt,
    /// signed >=
    Sge,
    /// unsigned <
    Ult,
    /// unsigned <=
    Ule,
    /// unsigned >
    Ugt,
    /// unsigned >=
    Uge,
    /// logical and
    And,
    /// logical or
    Or,
    /// logical implication
    Implies,
}

impl BinOp {
    /// True when the result is `Bool` whatever the operands.
    pub fn is_predicate(self) -> bool {
        use BinOp::*;
        matches!(
            self,
            Eq | Ne | Slt | Sle | Sgt | Sge | Ult | Ule | Ugt | Uge | And | Or | Implies
        )
    }
    /// True for operators over booleans.
    pub fn is_logical(self) -> bool {
        matches!(self, BinOp::And | BinOp::Or | BinOp::Implies)
    }
}

/// Width-changing operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    /// Zero-extend to the given width.
    ZeroExt(u32),
    /// Sign-extend to the given width.
    SignExt(u32),
    /// Bits `hi-1 ..= lo` (Boogie's `e[hi:lo]`).
    Extract {
        /// One past the highest bit.
        hi: u32,
        /// Lowest bit.
        lo: u32,
    },
    /// `Bool` to a bit-vector of the width: 1 or 0.
    FromBool(u32),
    /// Bit-vector to `Bool`: `e != 0`.
    ToBool,
}

/// An IR expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    /// A boolean literal.
    Bool(bool),
    /// A bit-vector literal; `value` holds the low `width` bits.
    Bv {
        /// The bits.
        value: u128,
        /// The width.
        width: u32,
    },
    /// A variable.
    Var(VarId),
    /// An array cell. `group` selects the per-group copy of a shared array in the two-thread
    /// program (`None` before the two-thread transformation, and for other arrays).
    Load {
        /// The array.
        array: ArrayId,
        /// Per-group copy selector (`Bv(1)`), if any.
        group: Option<Box<Expr>>,
        /// Element index (size_t typed).
        index: Box<Expr>,
    },
    /// A unary operation.
    Unary(UnOp, Box<Expr>),
    /// A binary operation.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `if c then a else b`.
    Ite(Box<Expr>, Box<Expr>, Box<Expr>),
    /// A width or sort conversion.
    Cast(CastOp, Box<Expr>),
    /// An uninterpreted function application.
    Apply(FuncId, Vec<Expr>),
    /// `e` as seen by thread `t`. Only legal before the two-thread transformation.
    AtThread(Thread, Box<Expr>),
    /// `e` as seen by the other thread of the pair (`__other_int(e)`); resolved by the
    /// two-thread transformation.
    Other(Box<Expr>),
    /// The current thread's enabledness predicate (`__enabled()`); replaced by predication.
    Enabled,
    /// `e` on entry to the procedure (`__old`).
    Old(Box<Expr>),
    /// Whether an access of this kind to the array has been logged (`__read(p)`,
    /// `__write(p)`); replaced by race instrumentation.
    Accessed(ArrayId, AccessKind),
    /// The logged offset of an access of this kind, in elements (`__write_offset_bytes`);
    /// replaced by race instrumentation.
    AccessOffset(ArrayId, AccessKind),
}

impl Expr {
    /// A bit-vector literal, truncated to `width` bits.
    pub fn bv(value: u128, width: u32) -> Expr {
        let mask = if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        Expr::Bv {
            value: value & mask,
            width,
        }
    }
    /// A bit-vector literal of a signed value.
    pub fn bv_signed(value: i128, width: u32) -> Expr {
        Expr::bv(value as u128, width)
    }
    /// A variable reference.
    pub fn var(v: VarId) -> Expr {
        Expr::Var(v)
    }
    /// `!e`, simplified for literals and double negation.
    pub fn not(e: Expr) -> Expr {
        match e {
            Expr::Bool(b) => Expr::Bool(!b),
            Expr::Unary(UnOp::Not, inner) => *inner,
            e => Expr::Unary(UnOp::Not, Box::new(e)),
        }
    }
    /// A binary operation.
    pub fn binary(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::Binary(op, Box::new(a), Box::new(b))
    }
    /// `a && b`, simplified for literals.
    pub fn and(a: Expr, b: Expr) -> Expr {
        match (a, b) {
            (Expr::Bool(true), e) | (e, Expr::Bool(true)) => e,
            (Expr::Bool(false), _) | (_, Expr::Bool(false)) => Expr::Bool(false),
            (a, b) => Expr::binary(BinOp::And, a, b),
        }
    }
    /// `a || b`, simplified for literals.
    pub fn or(a: Expr, b: Expr) -> Expr {
        match (a, b) {
            (Expr::Bool(false), e) | (e, Expr::Bool(false)) => e,
            (Expr::Bool(true), _) | (_, Expr::Bool(true)) => Expr::Bool(true),
            (a, b) => Expr::binary(BinOp::Or, a, b),
        }
    }
    /// `a ==> b`, simplified for literals.
    pub fn implies(a: Expr, b: Expr) -> Expr {
        match (a, b) {
            (Expr::Bool(true), e) => e,
            (Expr::Bool(false), _) | (_, Expr::Bool(true)) => Expr::Bool(true),
            (a, b) => Expr::binary(BinOp::Implies, a, b),
        }
    }
    /// Conjunction of many, `true` when empty.
    pub fn all(es: impl IntoIterator<Item = Expr>) -> Expr {
        es.into_iter().fold(Expr::Bool(true), Expr::and)
    }
    /// Disjunction of many, `false` when empty.
    pub fn any(es: impl IntoIterator<Item = Expr>) -> Expr {
        es.into_iter().fold(Expr::Bool(false), Expr::or)
    }
    /// `a == b`.
    pub fn eq(a: Expr, b: Expr) -> Expr {
        Expr::binary(BinOp::Eq, a, b)
    }
    /// `a != b`.
    pub fn ne(a: Expr, b: Expr) -> Expr {
        Expr::binary(BinOp::Ne, a, b)
    }
    /// `if c then a else b`, simplified for literal conditions and equal arms.
    pub fn ite(c: Expr, a: Expr, b: Expr) -> Expr {
        match c {
            Expr::Bool(true) => a,
            Expr::Bool(false) => b,
            c if a == b => {
                let _ = c;
                a
            }
            c => Expr::Ite(Box::new(c), Box::new(a), Box::new(b)),
        }
    }
    /// The cell of a values-taken map (`ArrayData::values_taken`) recording that an atomic on
    /// cell `cell` returned `value`: `cell ++ value`.
    pub fn taken_key(cell: Expr, value: Expr) -> Expr {
        Expr::binary(BinOp::Concat, cell, value)
    }

    /// An array cell with no group selector.
    pub fn load(array: ArrayId, index: Expr) -> Expr {
        Expr::Load {
            array,
            group: None,
            index: Box::new(index),
        }
    }
    /// `e` as seen by thread `t`.
    pub fn at(t: Thread, e: Expr) -> Expr {
        Expr::AtThread(t, Box::new(e))
    }
    /// The literal value if this is a bit-vector literal.
    pub fn as_bv(&self) -> Option<(u128, u32)> {
        match *self {
            Expr::Bv { value, width } => Some((value, width)),
            _ => None,
        }
    }
    /// True for literals.
    pub fn is_literal(&self) -> bool {
        matches!(self, Expr::Bool(_) | Expr::Bv { .. })
    }
}
