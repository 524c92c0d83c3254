//! The one intermediate representation all kcc passes share: a structured, typed program of
//! GPU kernel procedures over bit-vector scalars and memory arrays, with spans on everything.
//!
//! The IR starts as a single-thread program produced by the front end and is turned by passes
//! into a sequential two-thread program (see `passes`). Differences between stages are
//! recorded as [`props::Props`], not as different types.
#![warn(missing_docs)]

pub mod diagnostic;
pub mod display;
pub mod entity;
pub mod eval;
pub mod expr;
pub mod program;
pub mod props;
pub mod span;
pub mod stmt;
pub mod ty;
pub mod verify;
pub mod visit;

pub use diagnostic::{Diagnostic, Diagnostics, Severity};
pub use entity::{ArrayId, AssertId, FuncId, LabelId, ProcId, VarId};
pub use expr::{BinOp, CastOp, Dim, Expr, Special, Thread, UnOp};
pub use program::{
    AccessKind, ArrayData, AssertInfo, AssertKind, Derived, FuncDecl, LoopCounter, MemSpace,
    Procedure, Program, Progression, RaceKind, VarData, VarRole, VarScope,
};
pub use props::Props;
pub use span::{FileId, Origin, SourceFile, SourceMap, Span, ABSTRACT_RESULT};
pub use stmt::{Block, Contract, Invariant, Loop, Stmt, StmtKind};
pub use ty::Type;
