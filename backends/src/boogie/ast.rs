//! A small typed Boogie AST: just what the two-thread kernel encoding needs (bit-vector and
//! map types, expressions, unstructured implementations, declarations with attributes).

/// A Boogie type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    /// `bool`.
    Bool,
    /// `bvN`.
    Bv(u32),
    /// `[K1][K2]...V`, written as nested single-key maps.
    Map(Box<Type>, Box<Type>),
    /// A type synonym or declared type by name.
    Named(String),
}

/// Binary operators with native Boogie syntax.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
    /// `&&`.
    And,
    /// `||`.
    Or,
    /// `==>`.
    Implies,
    /// `++` (bit-vector concatenation).
    Concat,
}

impl BinOp {
    /// The operator's Boogie spelling.
    pub fn text(self) -> &'static str {
        match self {
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::And => "&&",
            BinOp::Or => "||",
            BinOp::Implies => "==>",
            BinOp::Concat => "++",
        }
    }
}

/// A Boogie expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// `true` / `false`.
    Bool(bool),
    /// `<value>bv<width>`.
    Bv {
        /// The bits.
        value: u128,
        /// The width.
        width: u32,
    },
    /// A variable or constant.
    Var(String),
    /// `!e`.
    Not(Box<Expr>),
    /// `(a op b)`.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `m[i1][i2]...`.
    Select(Box<Expr>, Vec<Expr>),
    /// `e[hi:lo]`.
    Extract {
        /// The bit-vector.
        e: Box<Expr>,
        /// One past the highest bit.
        hi: u32,
        /// Lowest bit.
        lo: u32,
    },
    /// `f(args)`.
    Call(String, Vec<Expr>),
    /// `(if c then a else b)`.
    Ite(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `old(e)`.
    Old(Box<Expr>),
}

impl Expr {
    /// A variable reference.
    pub fn var(name: impl Into<String>) -> Expr {
        Expr::Var(name.into())
    }
    /// A binary operation.
    pub fn binary(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::Binary(op, Box::new(a), Box::new(b))
    }
}

/// An attribute value.
#[derive(Clone, Debug, PartialEq)]
pub enum AttrValue {
    /// `"text"`.
    Str(String),
    /// An expression (also used for numbers: `{:aid 3}`).
    Expr(Expr),
}

/// `{:key v1, v2}`.
#[derive(Clone, Debug, PartialEq)]
pub struct Attr {
    /// The key.
    pub key: String,
    /// The values.
    pub values: Vec<AttrValue>,
}

impl Attr {
    /// `{:key}`.
    pub fn flag(key: &str) -> Attr {
        Attr {
            key: key.into(),
            values: vec![],
        }
    }
    /// `{:key "s"}`.
    pub fn string(key: &str, s: impl Into<String>) -> Attr {
        Attr {
            key: key.into(),
            values: vec![AttrValue::Str(s.into())],
        }
    }
    /// `{:key e}`.
    pub fn expr(key: &str, e: Expr) -> Attr {
        Attr {
            key: key.into(),
            values: vec![AttrValue::Expr(e)],
        }
    }
    /// `{:key n}` with a number printed as a Boogie integer literal.
    pub fn number(key: &str, n: u64) -> Attr {
        Attr {
            key: key.into(),
            values: vec![AttrValue::Expr(Expr::Var(n.to_string()))],
        }
    }
}

/// A simple command.
#[derive(Clone, Debug, PartialEq)]
pub enum Cmd {
    /// `x[i]... := e`.
    Assign {
        /// The assigned variable.
        lhs: String,
        /// Map indices, outermost first (empty for scalars).
        indices: Vec<Expr>,
        /// The value.
        rhs: Expr,
    },
    /// `assert {attrs} e`.
    Assert(Vec<Attr>, Expr),
    /// `assume {attrs} e`.
    Assume(Vec<Attr>, Expr),
    /// `havoc x, y`.
    Havoc(Vec<String>),
}

/// How a basic block ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Transfer {
    /// `goto l1, l2`.
    Goto(Vec<String>),
    /// `return`.
    Return,
}

/// A labelled basic block.
#[derive(Clone, Debug, PartialEq)]
pub struct BasicBlock {
    /// Its label.
    pub label: String,
    /// Its commands.
    pub cmds: Vec<Cmd>,
    /// Where control goes next.
    pub transfer: Transfer,
}

/// A procedure with its one implementation.
#[derive(Clone, Debug, PartialEq)]
pub struct Procedure {
    /// Attributes (`{:kernel}`).
    pub attrs: Vec<Attr>,
    /// The name.
    pub name: String,
    /// `requires` clauses.
    pub requires: Vec<Expr>,
    /// The `modifies` list.
    pub modifies: Vec<String>,
    /// `ensures` clauses.
    pub ensures: Vec<Expr>,
    /// Local variables of the implementation.
    pub locals: Vec<(String, Type)>,
    /// The implementation's blocks; the first is the entry.
    pub blocks: Vec<BasicBlock>,
}

/// A top-level declaration.
#[derive(Clone, Debug, PartialEq)]
pub enum Decl {
    /// `type name = ty;`.
    TypeSynonym {
        /// The synonym.
        name: String,
        /// What it stands for.
        ty: Type,
    },
    /// `const {attrs} name : ty;`.
    Const {
        /// Attributes.
        attrs: Vec<Attr>,
        /// The name.
        name: String,
        /// The type.
        ty: Type,
    },
    /// `var {attrs} name : ty;`.
    Var {
        /// Attributes.
        attrs: Vec<Attr>,
        /// The name.
        name: String,
        /// The type.
        ty: Type,
    },
    /// `axiom e;`.
    Axiom(Expr),
    /// `function {attrs} name(params) : ret;`.
    Function {
        /// Attributes (`{:bvbuiltin "bvadd"}`).
        attrs: Vec<Attr>,
        /// The name.
        name: String,
        /// Parameter types.
        params: Vec<Type>,
        /// Result type.
        ret: Type,
    },
    /// A procedure with its implementation.
    Procedure(Procedure),
}

/// A whole Boogie program.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Program {
    /// Declarations in print order.
    pub decls: Vec<Decl>,
}
