//! A small typed SMT-LIB2 AST: the sorts, terms and commands kcc's verification conditions use
//! (quantifier-free bit-vectors, arrays and uninterpreted functions, incremental commands).

use std::rc::Rc;

/// A sort.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sort {
    /// `Bool`.
    Bool,
    /// `(_ BitVec n)`.
    Bv(u32),
    /// `(Array index element)`.
    Array(Box<Sort>, Box<Sort>),
}

/// A function symbol with SMT-LIB's own meaning, or an uninterpreted one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// `not`.
    Not,
    /// `and` (any number of arguments).
    And,
    /// `or` (any number of arguments).
    Or,
    /// `=>`.
    Implies,
    /// `=`.
    Eq,
    /// `distinct`.
    Distinct,
    /// `ite`.
    Ite,
    /// A bit-vector operation without indices, by its SMT-LIB name (`bvadd`, `bvult`,
    /// `concat`, ...).
    Bv(&'static str),
    /// `(_ extract hi lo)`, `hi` inclusive.
    Extract(u32, u32),
    /// `(_ zero_extend n)`.
    ZeroExtend(u32),
    /// `(_ sign_extend n)`.
    SignExtend(u32),
    /// `select`.
    Select,
    /// `store`.
    Store,
    /// A declared function.
    Uf(Rc<str>),
}

/// A term.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    /// `true` / `false`.
    Bool(bool),
    /// `(_ bvV W)`: the low `width` bits of `value`.
    Bv {
        /// The bits.
        value: u128,
        /// The width.
        width: u32,
    },
    /// A declared or defined constant.
    Sym(Rc<str>),
    /// An application.
    App(Op, Vec<Term>),
}

impl Term {
    /// A constant by name.
    pub fn sym(name: &str) -> Term {
        Term::Sym(Rc::from(name))
    }
    /// `op` applied to `args`.
    pub fn app(op: Op, args: Vec<Term>) -> Term {
        Term::App(op, args)
    }
    /// `(not t)`, simplified for literals and double negation.
    pub fn not(t: Term) -> Term {
        match t {
            Term::Bool(b) => Term::Bool(!b),
            Term::App(Op::Not, mut a) if a.len() == 1 => a.pop().unwrap_or(Term::Bool(false)),
            t => Term::App(Op::Not, vec![t]),
        }
    }
    /// `(and a b)`, simplified for literals.
    pub fn and(a: Term, b: Term) -> Term {
        match (a, b) {
            (Term::Bool(true), t) | (t, Term::Bool(true)) => t,
            (Term::Bool(false), _) | (_, Term::Bool(false)) => Term::Bool(false),
            (a, b) => Term::App(Op::And, vec![a, b]),
        }
    }
    /// `(or a b)`, simplified for literals.
    pub fn or(a: Term, b: Term) -> Term {
        match (a, b) {
            (Term::Bool(false), t) | (t, Term::Bool(false)) => t,
            (Term::Bool(true), _) | (_, Term::Bool(true)) => Term::Bool(true),
            (a, b) => Term::App(Op::Or, vec![a, b]),
        }
    }
    /// `(=> a b)`, simplified for literals.
    pub fn implies(a: Term, b: Term) -> Term {
        match (a, b) {
            (Term::Bool(true), t) => t,
            (Term::Bool(false), _) | (_, Term::Bool(true)) => Term::Bool(true),
            (a, Term::Bool(false)) => Term::not(a),
            (a, b) => Term::App(Op::Implies, vec![a, b]),
        }
    }
    /// True for `true`, `false` and bit-vector literals.
    pub fn is_literal(&self) -> bool {
        matches!(self, Term::Bool(_) | Term::Bv { .. })
    }
    /// True for literals and constants: terms not worth naming.
    pub fn is_atom(&self) -> bool {
        matches!(self, Term::Bool(_) | Term::Bv { .. } | Term::Sym(_))
    }
}

/// A command.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `(set-option :name value)`.
    SetOption(String, String),
    /// `(set-logic L)`.
    SetLogic(String),
    /// `(declare-fun name (params) ret)`.
    DeclareFun {
        /// Its name.
        name: Rc<str>,
        /// Parameter sorts (none for a constant).
        params: Vec<Sort>,
        /// Result sort.
        ret: Sort,
    },
    /// `(define-fun name () sort body)`: a named term.
    DefineConst {
        /// Its name.
        name: Rc<str>,
        /// Its sort.
        sort: Sort,
        /// Its value.
        body: Term,
    },
    /// `(assert t)`.
    Assert(Term),
    /// `(push n)`.
    Push(u32),
    /// `(pop n)`.
    Pop(u32),
    /// `(check-sat)`.
    CheckSat,
    /// `(get-value (t ...))`.
    GetValue(Vec<Term>),
    /// `; text`.
    Comment(String),
}
