//! The syntax tree of an OpenCL C / CUDA C translation unit, as parsed: names unresolved,
//! types as written, a span on every node.

use ir::Span;

/// A whole translation unit after preprocessing.
#[derive(Clone, Debug, PartialEq)]
pub struct TranslationUnit {
    /// Top-level items in source order.
    pub items: Vec<Item>,
}

/// A top-level item.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A function definition or prototype.
    Function(FunctionDef),
    /// A declaration: variables, typedefs, struct/union/enum definitions.
    Decl(Declaration),
    /// A C++ `template <...>` wrapper around an item.
    Template {
        /// Template parameters as written.
        params: Vec<TemplateParam>,
        /// The templated item.
        item: Box<Item>,
        /// Where.
        span: Span,
    },
    /// A C++ `namespace N { ... }`.
    Namespace {
        /// Name, if any.
        name: Option<String>,
        /// Contents.
        items: Vec<Item>,
        /// Where.
        span: Span,
    },
    /// Something accepted and ignored (`using`, `extern "C"` markers, stray `;`).
    Ignored(Span),
}

/// A C++ template parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum TemplateParam {
    /// `typename T` / `class T`, with its default (`= float`).
    Type(String, Option<TypeName>),
    /// `int N` (a non-type parameter), with its default (`= 4`).
    Value(TypeName, String, Option<Expr>),
}

impl TemplateParam {
    /// The name the parameter declares.
    pub fn name(&self) -> &str {
        match self {
            TemplateParam::Type(n, _) | TemplateParam::Value(_, n, _) => n,
        }
    }
}

/// Storage class and function specifiers collected from declaration specifiers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Specifiers {
    /// `typedef`.
    pub is_typedef: bool,
    /// `extern`.
    pub is_extern: bool,
    /// `static`.
    pub is_static: bool,
    /// `inline`, `__forceinline__`, `__inline__`.
    pub is_inline: bool,
    /// `__kernel`/`kernel` (OpenCL) or `__global__` (CUDA) on a function.
    pub is_kernel: bool,
    /// CUDA `__device__`.
    pub is_device: bool,
    /// CUDA `__host__`.
    pub is_host: bool,
    /// `__attribute__((...))` contents as raw text, in order.
    pub attributes: Vec<String>,
    /// Not written: the default constructor C++ defines for a class with default member
    /// initializers and no constructor of its own (which stays an aggregate).
    pub implicit: bool,
}

/// An address space qualifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddrSpace {
    /// OpenCL `__global`/`global`.
    Global,
    /// OpenCL `__local`/`local`, CUDA `__shared__`.
    Local,
    /// OpenCL `__constant`/`constant`, CUDA `__constant__`.
    Constant,
    /// OpenCL `__private`/`private`.
    Private,
}

/// Type qualifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quals {
    /// `const`.
    pub is_const: bool,
    /// `volatile`.
    pub is_volatile: bool,
    /// OpenCL's `read_write` (an image both read and written by the kernel).
    pub is_read_write: bool,
    /// `restrict`/`__restrict`/`__restrict__`.
    pub is_restrict: bool,
    /// Address space, if written.
    pub space: Option<AddrSpace>,
}

/// Integer signedness as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sign {
    /// `signed` or unspecified.
    Signed,
    /// `unsigned`.
    Unsigned,
}

/// A base type before declarators are applied.
#[derive(Clone, Debug, PartialEq)]
pub enum BaseType {
    /// `void`.
    Void,
    /// `bool`/`_Bool`.
    Bool,
    /// `char`; `None` when neither `signed` nor `unsigned` is written.
    Char(Option<Sign>),
    /// `short`.
    Short(Sign),
    /// `int` (also a bare `signed`/`unsigned`).
    Int(Sign),
    /// `long` (64 bits in OpenCL and in kcc's CUDA model).
    Long(Sign),
    /// `long long`.
    LongLong(Sign),
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// A typedef name or builtin type name (`size_t`, `uint`, `float4`, `T`, `dim3`, ...),
    /// possibly qualified (`ns::T`), with C++ template arguments if written.
    Named(String, Vec<TemplateArg>),
    /// `struct`/`union`/`class` reference or definition.
    Record(RecordType),
    /// `enum` reference or definition.
    Enum(EnumType),
    /// GNU `typeof(e)`: the type of expression `e` (not evaluated).
    TypeOf(Box<Expr>),
    /// C++ `auto`: the type of the initializer `e` as a value (an array decays to a
    /// pointer); `None` where the declaration gives nothing to deduce it from.
    Auto(Option<Box<Expr>>),
}

/// A C++ template argument.
#[derive(Clone, Debug, PartialEq)]
pub enum TemplateArg {
    /// A type argument.
    Type(TypeName),
    /// A value argument.
    Expr(Expr),
}

/// A struct, union or class.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordType {
    /// True for `union`.
    pub is_union: bool,
    /// Tag name, if any.
    pub name: Option<String>,
    /// Fields, when this is a definition.
    pub fields: Option<Vec<Field>>,
    /// C++ member functions declared or defined in the body: constructors (named like the
    /// record), destructors (`~S`), conversion functions (`operator T*`) and ordinary methods.
    /// A constructor's member initializer list is the start of its body, as assignments to
    /// `this->member`. Empty for C records.
    pub methods: Vec<FunctionDef>,
    /// Base classes (`struct D : public B`), by name, in order.
    pub bases: Vec<String>,
    /// The template arguments each base is written with (`D : Base<float>`; empty for a
    /// plain base), parallel to `bases`.
    pub base_args: Vec<Vec<TemplateArg>>,
    /// Names scoped to the record, in order: enumerators of enums declared in the body,
    /// `static const` data members with their initializers, and member types.
    pub constants: Vec<RecordConstant>,
    /// The template arguments of a specialization (`struct Tr<float> { ... }`); empty
    /// otherwise.
    pub spec_args: Vec<TemplateArg>,
    /// Attributes written on the record itself (`struct __align__(16) S`, or after its
    /// closing brace), as the lexer records them (`aligned(16)`, `packed`).
    pub attributes: Vec<String>,
    /// Attributes written inside its body on members (`int x __attribute__((aligned(8)))`).
    pub member_attributes: Vec<String>,
    /// Where.
    pub span: Span,
}

/// A constant scoped to a record, named `R::name` outside it.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordConstant {
    /// An enum declared in the body (`enum { N = 64 };`).
    Enum(EnumType),
    /// A `static const` (or `constexpr`) data member: name, type, initializer, where.
    Static(String, TypeName, Option<Box<Expr>>, Span),
    /// A member type (`typedef T value_type;`, `using value_type = T;`): name, type, where.
    Type(String, TypeName, Span),
}

/// Name prefix of the field standing for an anonymous struct or union member, whose own
/// fields are members of the enclosing record.
pub const ANONYMOUS_MEMBER: &str = "$anon";

/// A field of a struct or union.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    /// Field name.
    pub name: String,
    /// Field type.
    pub ty: TypeName,
    /// Bit-field width, if any.
    pub bits: Option<Expr>,
    /// C++ default member initializer (`int n = 4;`): the parser puts it at the start of
    /// every constructor (see `Ctx::record`).
    pub default: Option<Expr>,
    /// Where.
    pub span: Span,
}

/// An enum.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumType {
    /// Tag name, if any.
    pub name: Option<String>,
    /// Enumerators with optional values, when this is a definition.
    pub variants: Option<Vec<(String, Option<Expr>, Span)>>,
    /// C++ `enum class` / `enum struct`: enumerators are named `E::x` only.
    pub scoped: bool,
    /// The underlying type when fixed (`enum E : unsigned char`).
    pub underlying: Option<Box<TypeName>>,
    /// Where.
    pub span: Span,
}

/// A complete type as written: base type plus derived parts.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeName {
    /// A base type with its qualifiers.
    Base(BaseType, Quals),
    /// A pointer to a type; the qualifiers are those of the pointer itself.
    Pointer(Box<TypeName>, Quals),
    /// A C++ reference `T &`.
    Reference(Box<TypeName>),
    /// An array of a type; the length may be omitted.
    Array(Box<TypeName>, Option<Box<Expr>>),
    /// A function type (for function pointers).
    Function(Box<TypeName>, Vec<Param>),
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Name, if given.
    pub name: Option<String>,
    /// Type.
    pub ty: TypeName,
    /// C++ default argument.
    pub default: Option<Expr>,
    /// Where.
    pub span: Span,
}

/// A function definition (or prototype when `body` is `None`).
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDef {
    /// Specifiers (`__kernel`, `static`, ...).
    pub specs: Specifiers,
    /// Name (possibly qualified `A::f`, or `operator+`).
    pub name: String,
    /// Template arguments written after the name (`k<float, 4>` in an explicit
    /// instantiation or specialisation).
    pub targs: Vec<TemplateArg>,
    /// The template parameters of a member function template (`template <typename T> T f(T)`
    /// in a class); empty otherwise (function templates at file scope are kept beside).
    pub tparams: Vec<TemplateParam>,
    /// Return type.
    pub ret: TypeName,
    /// Parameters (`(void)` gives none).
    pub params: Vec<Param>,
    /// True for `...`.
    pub variadic: bool,
    /// Body statements.
    pub body: Option<Vec<Stmt>>,
    /// Span of the name.
    pub name_span: Span,
    /// Span of the whole definition.
    pub span: Span,
}

/// A declaration of one or more names sharing specifiers.
#[derive(Clone, Debug, PartialEq)]
pub struct Declaration {
    /// Specifiers.
    pub specs: Specifiers,
    /// The declared names (empty for a bare `struct S { ... };`).
    pub declarators: Vec<InitDeclarator>,
    /// The base type (kept to find struct/enum definitions with no declarator).
    pub base: TypeName,
    /// Where.
    pub span: Span,
}

/// One declared name with its full type and initializer.
#[derive(Clone, Debug, PartialEq)]
pub struct InitDeclarator {
    /// Name.
    pub name: String,
    /// Full type (base type with this declarator's pointers/arrays applied).
    pub ty: TypeName,
    /// Initializer.
    pub init: Option<Initializer>,
    /// Span of the name.
    pub span: Span,
}

/// An initializer.
#[derive(Clone, Debug, PartialEq)]
pub enum Initializer {
    /// `= e`.
    Expr(Expr),
    /// `= { ... }`, with optional designators (`.f =`, `[i] =`).
    List(Vec<(Option<Designator>, Initializer)>, Span),
}

/// A designator in a brace initializer.
#[derive(Clone, Debug, PartialEq)]
pub enum Designator {
    /// `.field =`.
    Field(String),
    /// `[index] =`.
    Index(Expr),
}

/// An expression with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Where.
    pub span: Span,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// `-e`
    Neg,
    /// `+e`
    Plus,
    /// `!e`
    Not,
    /// `~e`
    BitNot,
    /// `*e`
    Deref,
    /// `&e`
    AddrOf,
    /// `++e`
    PreInc,
    /// `--e`
    PreDec,
    /// `e++`
    PostInc,
    /// `e--`
    PostDec,
}

/// Binary operators (assignment and comma are separate expression kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `&`
    BitAnd,
    /// `^`
    BitXor,
    /// `|`
    BitOr,
    /// `&&`
    And,
    /// `||`
    Or,
}

/// Literal integer suffix information.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IntSuffix {
    /// `u`/`U` written.
    pub unsigned: bool,
    /// Number of `l`/`L` written (0, 1 or 2).
    pub longs: u8,
}

/// Expression kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A name (possibly qualified `ns::x`).
    Ident(String),
    /// `R<args>::name`: a constant or static member function of an instance of record
    /// template `R`.
    ScopedName(String, Vec<TemplateArg>, String),
    /// An integer literal; `hex_or_octal` matters for C's literal typing rules.
    IntLit {
        /// The value.
        value: u128,
        /// Suffix.
        suffix: IntSuffix,
        /// Written in hex or octal.
        hex_or_octal: bool,
    },
    /// A floating literal; `single` when suffixed `f`/`F`.
    FloatLit {
        /// The value.
        value: f64,
        /// True for `float`, false for `double`.
        single: bool,
    },
    /// A character literal's value.
    CharLit(u32),
    /// A string literal (concatenated).
    StringLit(String),
    /// `true`/`false`.
    BoolLit(bool),
    /// A unary operation.
    Unary(UnaryOp, Box<Expr>),
    /// A binary operation.
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `lhs = rhs` or `lhs op= rhs`.
    Assign(Option<BinaryOp>, Box<Expr>, Box<Expr>),
    /// `c ? a : b`.
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `a, b`.
    Comma(Box<Expr>, Box<Expr>),
    /// `f(args)`; C++ explicit template arguments in `targs`.
    Call(Box<Expr>, Vec<TemplateArg>, Vec<Expr>),
    /// `a[i]`.
    Index(Box<Expr>, Box<Expr>),
    /// `a.f` or `a->f` (`arrow`).
    Member(Box<Expr>, String, bool),
    /// `(T) e`, also C++ `static_cast<T>(e)` and friends and functional casts `T(e)`.
    Cast(TypeName, Box<Expr>),
    /// OpenCL vector literal `(float4)(a, b, c, d)`.
    VectorLit(TypeName, Vec<Expr>),
    /// Compound literal `(T){ ... }`, also C++ list initialization of a temporary `T{ ... }`.
    CompoundLit(TypeName, Box<Initializer>),
    /// `sizeof(T)`.
    SizeofType(TypeName),
    /// `sizeof e`.
    SizeofExpr(Box<Expr>),
    /// `__alignof__`/`alignof(T)`.
    AlignofType(TypeName),
    /// OpenCL `vec_step(T)`: the number of components of a vector type (4 for 3-component
    /// vectors), 1 for a scalar type.
    VecStepType(TypeName),
    /// OpenCL `vec_step e`, of the expression's type.
    VecStepExpr(Box<Expr>),
    /// A CUDA kernel launch `f<<<config>>>(args)` (the configuration dropped): host code
    /// kcc never lowers, or dynamic parallelism, which it refuses.
    Launch(Box<Expr>, Vec<Expr>),
    /// A GNU statement expression `({ s1; ...; e; })`.
    StmtExpr(Vec<Stmt>),
    /// A braced list with no type written, as an argument (`f({a, b})`): it initialises the
    /// parameter it is passed to. Always an [`Initializer::List`].
    BracedList(Box<Initializer>),
}

/// A statement with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    /// What it is.
    pub kind: StmtKind,
    /// Where.
    pub span: Span,
}

/// Statement kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// `e;`
    Expr(Expr),
    /// A local declaration.
    Decl(Declaration),
    /// `{ ... }`.
    Compound(Vec<Stmt>),
    /// `if (c) s [else s]`.
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    /// `while (c) s`.
    While(Expr, Box<Stmt>),
    /// `do s while (c);`.
    DoWhile(Box<Stmt>, Expr),
    /// `for (init; cond; step) s`.
    For {
        /// Declaration or expression statement, if any.
        init: Option<Box<Stmt>>,
        /// Condition, if any.
        cond: Option<Expr>,
        /// Step expression, if any.
        step: Option<Expr>,
        /// Body.
        body: Box<Stmt>,
    },
    /// `break;`.
    Break,
    /// `continue;`.
    Continue,
    /// `return [e];`.
    Return(Option<Expr>),
    /// `switch (e) s`.
    Switch(Expr, Box<Stmt>),
    /// `case e:` followed by a statement.
    Case(Expr, Box<Stmt>),
    /// `default:` followed by a statement.
    Default(Box<Stmt>),
    /// `goto l;`.
    Goto(String),
    /// `l:` followed by a statement.
    Label(String, Box<Stmt>),
    /// `;`.
    Empty,
    /// Inline assembly: taken apart when the grammar could (`None` otherwise), kept so that
    /// the lowering can recognise named barriers and reject the rest with a location.
    Asm(Option<Box<AsmStmt>>),
}

/// An inline assembly statement `asm("template" : outputs : inputs : clobbers)`.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmStmt {
    /// The template (adjacent string literals joined).
    pub template: String,
    /// Output operands (`"=r"(x)`): `%0`, `%1`, ... in order.
    pub outputs: Vec<AsmOperand>,
    /// Input operands, numbered after the outputs.
    pub inputs: Vec<AsmOperand>,
    /// Clobbers and any further sections.
    pub clobbers: Vec<AsmOperand>,
}

impl AsmStmt {
    /// The statement with its sections in the order written.
    pub fn new(template: String, sections: Vec<Vec<AsmOperand>>) -> AsmStmt {
        let mut it = sections.into_iter();
        let outputs = it.next().unwrap_or_default();
        let inputs = it.next().unwrap_or_default();
        let clobbers = it.flatten().collect();
        AsmStmt {
            template,
            outputs,
            inputs,
            clobbers,
        }
    }
}

/// An operand of inline assembly: its constraint string and C expression (clobbers have none).
#[derive(Clone, Debug, PartialEq)]
pub struct AsmOperand {
    /// The constraint (`"r"`, `"=r"`, `"memory"`).
    pub constraint: String,
    /// The bound expression.
    pub expr: Option<Expr>,
    /// Where it is written.
    pub span: ir::Span,
}
