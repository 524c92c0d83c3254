//! Types of IR scalars: booleans and bit-vectors. Floats are bit-vectors with uninterpreted
//! operations, so their values are abstract.

use std::fmt;

/// An IR scalar type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    /// A truth value.
    Bool,
    /// A bit-vector of the given width (1..=128).
    Bv(u32),
}

impl Type {
    /// Width of a bit-vector type, 1 for `Bool`.
    pub fn width(self) -> u32 {
        match self {
            Type::Bool => 1,
            Type::Bv(w) => w,
        }
    }
    /// True for bit-vectors.
    pub fn is_bv(self) -> bool {
        matches!(self, Type::Bv(_))
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Bool => write!(f, "bool"),
            Type::Bv(w) => write!(f, "bv{w}"),
        }
    }
}
