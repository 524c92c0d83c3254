//! Tokens of preprocessed OpenCL C / CUDA text: a `logos` scanner plus an adaptor that maps
//! keywords per language, folds `__attribute__`/`asm` into single items, merges `a::b` names
//! and classifies identifiers as type names (the classic "lexer hack"), using a cheap pre-scan
//! that learns typedef, struct, class and template names.

use std::collections::HashSet;
use std::fmt;

use logos::Logos;

use crate::ast::IntSuffix;
use crate::Language;

mod hack;
use hack::{classify, enum_head, merge_scoped_names, merge_template_member_names, prescan};

/// Raw lexemes recognised by `logos`.
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n\f\x0b\x{FEFF}]+")]
#[logos(skip r"//[^\n]*")]
#[logos(skip r"/\*([^*]|\*+[^*/])*\*+/")]
enum Raw {
    /// A preprocessor line left in the output: a line marker or `#pragma`.
    #[regex(r"#[^\n]*")]
    Directive,
    #[regex(r"[A-Za-z_$][A-Za-z0-9_$]*")]
    Word,
    #[regex(r"[0-9]([0-9A-Za-z_.]|[eEpP][+-])*")]
    #[regex(r"\.[0-9]([0-9A-Za-z_.]|[eEpP][+-])*")]
    Number,
    #[regex(r"(L|u|U|u8)?'([^'\\\n]|\\.)*'")]
    Char,
    #[regex(r#"(L|u|U|u8)?"([^"\\\n]|\\.)*""#)]
    Str,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBrack,
    #[token("]")]
    RBrack,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(".")]
    Dot,
    #[token("->")]
    Arrow,
    #[token("++")]
    Inc,
    #[token("--")]
    Dec,
    #[token("&")]
    Amp,
    #[token("*")]
    Star,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("~")]
    Tilde,
    #[token("!")]
    Bang,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("<<")]
    Shl,
    #[token(">>")]
    Shr,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("==")]
    EqEq,
    #[token("!=")]
    Ne,
    #[token("^")]
    Caret,
    #[token("|")]
    Pipe,
    #[token("&&")]
    AndAnd,
    #[token("||")]
    OrOr,
    #[token("?")]
    Question,
    #[token(":")]
    Colon,
    #[token("::")]
    ColonColon,
    #[token(";")]
    Semi,
    #[token("...")]
    Ellipsis,
    #[token("=")]
    Assign,
    #[token("*=")]
    MulAssign,
    #[token("/=")]
    DivAssign,
    #[token("%=")]
    ModAssign,
    #[token("+=")]
    AddAssign,
    #[token("-=")]
    SubAssign,
    #[token("<<=")]
    ShlAssign,
    #[token(">>=")]
    ShrAssign,
    #[token("&=")]
    AndAssign,
    #[token("^=")]
    XorAssign,
    #[token("|=")]
    OrAssign,
    #[token(",")]
    Comma,
}

/// Parser tokens.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// An identifier (possibly qualified `a::b`).
    Ident(String),
    /// An identifier that names a type.
    TypeName(String),
    /// An identifier naming a function template, followed by `<`.
    TemplName(String),
    /// Integer literal: value, suffix, written in hex/octal/binary.
    IntLit(u128, IntSuffix, bool),
    /// Floating literal: value, single precision.
    FloatLit(f64, bool),
    /// Character literal value.
    CharLit(u32),
    /// String literal contents (escapes resolved).
    StrLit(String),
    /// A whole `asm(...)` construct (at file scope, `asm goto`, or with operand forms the
    /// grammar does not take apart).
    Asm,
    /// `asm [volatile] (` of an inline assembly statement inside a function whose template,
    /// operands and clobbers follow as tokens, up to the matching `)`.
    AsmOpen,
    /// A `:` separating the sections of an inline assembly statement.
    AsmColon,
    /// Marks that the next type token starts a functional cast `T(e)`.
    FCast,
    /// Marks that the next type token starts a scoped name `R<args>::name`.
    ScopedName,
    /// A character the lexer could not understand.
    Error,
    // C keywords
    Break,
    Case,
    Char,
    Const,
    Continue,
    Default,
    Do,
    Double,
    Else,
    Enum,
    Extern,
    Float,
    For,
    Goto,
    If,
    Inline,
    Int,
    Long,
    Restrict,
    Return,
    Short,
    Signed,
    Sizeof,
    /// GNU `typeof`/`__typeof__`.
    Typeof,
    /// C++ `decltype`.
    Decltype,
    Static,
    Struct,
    Switch,
    Typedef,
    Union,
    Unsigned,
    Void,
    Volatile,
    While,
    Bool,
    Half,
    /// C++ `auto` (CUDA only; in C it is a storage class and dropped).
    Auto,
    Alignof,
    /// OpenCL `vec_step`.
    VecStep,
    // GPU keywords
    Kernel,
    Global,
    Local,
    Constant,
    Private,
    Device,
    Host,
    // C++ keywords
    Template,
    Typename,
    Class,
    Namespace,
    Using,
    StaticCast,
    ReinterpretCast,
    ConstCast,
    DynamicCast,
    True,
    False,
    This,
    New,
    Delete,
    // punctuators
    LParen,
    RParen,
    LBrack,
    RBrack,
    LBrace,
    RBrace,
    Dot,
    Arrow,
    Inc,
    Dec,
    Amp,
    Star,
    Plus,
    Minus,
    Tilde,
    Bang,
    Slash,
    Percent,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    EqEq,
    Ne,
    Caret,
    Pipe,
    AndAnd,
    OrOr,
    Question,
    Colon,
    ColonColon,
    Semi,
    Ellipsis,
    Assign,
    MulAssign,
    DivAssign,
    ModAssign,
    AddAssign,
    SubAssign,
    ShlAssign,
    ShrAssign,
    AndAssign,
    XorAssign,
    OrAssign,
    Comma,
    /// CUDA `<<<` opening a kernel launch configuration.
    LaunchOpen,
    /// CUDA `>>>` closing a kernel launch configuration.
    LaunchClose,
    /// The `:` that starts a C++ constructor's member initializer list.
    CtorColon,
    /// The `:` that starts a class's base list (`struct D : public B`).
    BaseColon,
    /// Marks that the `enum` after it is C++ `enum class` / `enum struct`: a scoped enum.
    ScopedEnum,
    /// The `:` that starts an enum's underlying type (`enum E : unsigned char`).
    EnumColon,
    /// Marks that the next `(` starts a C++ direct initializer `T x(args)`.
    DirectInit,
    /// Marks that the next `{` starts a C++ list initializer `T x{args}`.
    BraceInit,
    /// The name of a C++ constructor, destructor or conversion function in its declaration
    /// (`P` or `~P` inside `struct P`, `P::P`, `P::~P`, `operator int`).
    CtorName(String),
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Ident(s) | Tok::TypeName(s) | Tok::TemplName(s) | Tok::CtorName(s) => {
                write!(f, "`{s}`")
            }
            Tok::IntLit(v, ..) => write!(f, "`{v}`"),
            Tok::FloatLit(v, _) => write!(f, "`{v}`"),
            Tok::CharLit(_) => write!(f, "character literal"),
            Tok::StrLit(_) => write!(f, "string literal"),
            Tok::Asm | Tok::AsmOpen => write!(f, "`asm`"),
            Tok::AsmColon => write!(f, "`:`"),
            Tok::FCast | Tok::ScopedName => write!(f, "type"),
            Tok::Error => write!(f, "invalid character"),
            t => write!(f, "`{}`", fixed_text(t)),
        }
    }
}

/// The spelling of a token without payload.
fn fixed_text(t: &Tok) -> &'static str {
    use Tok::*;
    match t {
        Break => "break",
        Case => "case",
        Char => "char",
        Const => "const",
        Continue => "continue",
        Default => "default",
        Do => "do",
        Double => "double",
        Else => "else",
        Enum => "enum",
        Extern => "extern",
        Float => "float",
        For => "for",
        Goto => "goto",
        If => "if",
        Inline => "inline",
        Int => "int",
        Long => "long",
        Restrict => "restrict",
        Return => "return",
        Short => "short",
        Signed => "signed",
        Sizeof => "sizeof",
        Typeof => "typeof",
        Decltype => "decltype",
        Static => "static",
        Struct => "struct",
        Switch => "switch",
        Typedef => "typedef",
        Union => "union",
        Unsigned => "unsigned",
        Void => "void",
        Volatile => "volatile",
        While => "while",
        Bool => "bool",
        Half => "half",
        Auto => "auto",
        Alignof => "alignof",
        VecStep => "vec_step",
        Kernel => "__kernel",
        Global => "__global",
        Local => "__local",
        Constant => "__constant",
        Private => "__private",
        Device => "__device__",
        Host => "__host__",
        Template => "template",
        Typename => "typename",
        Class => "class",
        Namespace => "namespace",
        Using => "using",
        StaticCast => "static_cast",
        ReinterpretCast => "reinterpret_cast",
        ConstCast => "const_cast",
        DynamicCast => "dynamic_cast",
        True => "true",
        False => "false",
        This => "this",
        New => "new",
        Delete => "delete",
        LParen => "(",
        RParen => ")",
        LBrack => "[",
        RBrack => "]",
        LBrace => "{",
        RBrace => "}",
        Dot => ".",
        Arrow => "->",
        Inc => "++",
        Dec => "--",
        Amp => "&",
        Star => "*",
        Plus => "+",
        Minus => "-",
        Tilde => "~",
        Bang => "!",
        Slash => "/",
        Percent => "%",
        Shl => "<<",
        Shr => ">>",
        Lt => "<",
        Gt => ">",
        Le => "<=",
        Ge => ">=",
        EqEq => "==",
        Ne => "!=",
        Caret => "^",
        Pipe => "|",
        AndAnd => "&&",
        OrOr => "||",
        Question => "?",
        Colon => ":",
        ColonColon => "::",
        Semi => ";",
        Ellipsis => "...",
        Assign => "=",
        MulAssign => "*=",
        DivAssign => "/=",
        ModAssign => "%=",
        AddAssign => "+=",
        SubAssign => "-=",
        ShlAssign => "<<=",
        ShrAssign => ">>=",
        AndAssign => "&=",
        XorAssign => "^=",
        OrAssign => "|=",
        Comma => ",",
        LaunchOpen => "<<<",
        LaunchClose => ">>>",
        CtorColon => ":",
        BaseColon => ":",
        ScopedEnum => "class",
        EnumColon => ":",
        DirectInit => "(",
        BraceInit => "{",
        _ => "?",
    }
}

/// A lexical error at a byte range of the preprocessed text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{msg}")]
pub struct LexError {
    /// Start offset.
    pub lo: usize,
    /// End offset.
    pub hi: usize,
    /// What went wrong.
    pub msg: String,
}

/// The result of lexing a whole preprocessed translation unit.
#[derive(Debug, Default)]
pub struct Lexed {
    /// Parser tokens with preprocessed-text offsets.
    pub toks: Vec<(usize, Tok, usize)>,
    /// Every raw lexeme's range (for mapping positions back to the user's files).
    pub raw: Vec<(usize, usize)>,
    /// `__attribute__((...))` and similar, as (offset, raw text inside the parentheses).
    pub attrs: Vec<(usize, String)>,
    /// Lexical errors (each also appears as a [`Tok::Error`] token).
    pub errors: Vec<LexError>,
}

/// Builtin type names known before any declaration.
pub fn builtin_type_names(language: Language) -> HashSet<String> {
    let mut s: HashSet<String> = [
        "size_t",
        "ptrdiff_t",
        "intptr_t",
        "uintptr_t",
        "uint",
        "uchar",
        "ushort",
        "ulong",
        "dim3",
        "image1d_t",
        "image2d_t",
        "image3d_t",
        "image1d_array_t",
        "image2d_array_t",
        "image1d_buffer_t",
        "sampler_t",
        "event_t",
        "cudaTextureObject_t",
        "cudaSurfaceObject_t",
        "texture",
        "surface",
        "uint8_t",
        "int8_t",
        "int16_t",
        "uint16_t",
        "int32_t",
        "uint32_t",
        "int64_t",
        "uint64_t",
        "__half",
        "__half2",
        "cl_mem_fence_flags",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let sizes: &[u32] = match language {
        Language::OpenCl => &[2, 3, 4, 8, 16],
        Language::Cuda => &[1, 2, 3, 4],
    };
    for base in [
        "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double",
    ] {
        for n in sizes {
            s.insert(format!("{base}{n}"));
        }
    }
    if language == Language::OpenCl {
        for n in sizes {
            s.insert(format!("half{n}"));
        }
    } else {
        for n in sizes {
            s.insert(format!("longlong{n}"));
            s.insert(format!("ulonglong{n}"));
        }
        for t in [
            "clock_t",
            "cudaError_t",
            "curandState",
            "curandState_t",
            "curandStateXORWOW_t",
            "curandStatePhilox4_32_10_t",
            "thread_block",
            "thread_group",
            "grid_group",
            "thread_block_tile",
            "coalesced_group",
        ] {
            s.insert(t.to_string());
        }
    }
    s
}

/// CUDA library functions called with explicit template arguments (`tex2D<float>(t, x, y)`).
const BUILTIN_CUDA_TEMPLATES: &[&str] = &[
    "tex1Dfetch",
    "tex1D",
    "tex2D",
    "tex3D",
    "tex1DLayered",
    "tex2DLayered",
    "texCubemap",
    "tex1DLod",
    "tex2DLod",
    "tex3DLod",
    "tex1DGrad",
    "tex2DGrad",
    "tex3DGrad",
    "tex2Dgather",
    "surf1Dread",
    "surf2Dread",
    "surf3Dread",
    "surf1DLayeredread",
    "surf2DLayeredread",
    "tiled_partition",
    "__ldg",
];

fn keyword(word: &str, lang: Language) -> Option<Tok> {
    use Tok::*;
    let cuda = lang == Language::Cuda;
    let ocl = lang == Language::OpenCl;
    Some(match word {
        "break" => Break,
        "case" => Case,
        "char" => Char,
        "const" | "__const" | "__const__" | "constexpr" => Const,
        "continue" => Continue,
        "default" => Default,
        "do" => Do,
        "double" => Double,
        "else" => Else,
        "enum" => Enum,
        "extern" => Extern,
        "float" => Float,
        "for" => For,
        "goto" => Goto,
        "if" => If,
        "inline" | "__inline" | "__inline__" | "__forceinline__" | "__forceinline" => Inline,
        "int" => Int,
        "long" => Long,
        "restrict" | "__restrict" | "__restrict__" => Restrict,
        "return" => Return,
        "short" => Short,
        "signed" | "__signed" | "__signed__" => Signed,
        "sizeof" => Sizeof,
        "typeof" | "__typeof__" | "__typeof" => Typeof,
        "decltype" if cuda => Decltype,
        "static" => Static,
        "struct" => Struct,
        "switch" => Switch,
        "typedef" => Typedef,
        "union" => Union,
        "unsigned" => Unsigned,
        "void" => Void,
        "volatile" | "__volatile" | "__volatile__" => Volatile,
        "while" => While,
        "bool" | "_Bool" => Bool,
        "half" if ocl => Half,
        "auto" if cuda => Auto,
        "alignof" | "_Alignof" | "__alignof" | "__alignof__" => Alignof,
        "vec_step" if ocl => VecStep,
        "true" => True,
        "false" => False,
        "__kernel" | "__global__" => Kernel,
        "kernel" if ocl => Kernel,
        "__global" => Global,
        "global" if ocl => Global,
        "__local" | "__shared__" => Local,
        "local" if ocl => Local,
        "__constant" | "__constant__" => Constant,
        "constant" if ocl => Constant,
        "__private" => Private,
        "private" if ocl => Private,
        "__device__" => Device,
        "__host__" => Host,
        "template" if cuda => Template,
        "typename" if cuda => Typename,
        "class" if cuda => Class,
        "namespace" if cuda => Namespace,
        "using" if cuda => Using,
        "static_cast" if cuda => StaticCast,
        "reinterpret_cast" if cuda => ReinterpretCast,
        "const_cast" if cuda => ConstCast,
        "dynamic_cast" if cuda => DynamicCast,
        "this" if cuda => This,
        "new" if cuda => New,
        "delete" if cuda => Delete,
        _ => return None,
    })
}

/// Words dropped entirely (qualifiers with no meaning for verification).
fn ignored_word(word: &str, lang: Language) -> bool {
    let cuda = lang == Language::Cuda;
    let ocl = lang == Language::OpenCl;
    match word {
        "register" | "__extension__" | "__read_only" | "__write_only" | "__read_write"
        | "__noinline__" | "__managed__" | "_Noreturn" | "__global_only" => true,
        "read_only" | "write_only" | "read_write" | "auto" => ocl,
        "virtual" | "explicit" | "friend" | "mutable" => cuda,
        _ => false,
    }
}

/// Words followed by a parenthesised argument that is recorded as an attribute.
fn attribute_word(word: &str) -> Option<&'static str> {
    match word {
        "__attribute__" | "__attribute" => Some(""),
        "__launch_bounds__" => Some("launch_bounds"),
        "__align__" | "_Alignas" | "alignas" => Some("aligned"),
        "__declspec" => Some("declspec"),
        _ => None,
    }
}

/// Parse a preprocessing number.
fn parse_number(text: &str) -> Result<Tok, String> {
    let lower = text.to_ascii_lowercase();
    let bad = || format!("invalid numeric literal `{text}`");
    let is_hex = lower.starts_with("0x");
    let is_float = if is_hex {
        lower.contains('.') || lower.contains('p')
    } else {
        lower.contains('.') || lower.contains('e')
    };
    if is_float {
        let (body, single) = if let Some(b) = lower.strip_suffix('f') {
            (b, true)
        } else if let Some(b) = lower.strip_suffix('h') {
            (b, true)
        } else if let Some(b) = lower.strip_suffix('l') {
            (b, false)
        } else {
            (lower.as_str(), false)
        };
        let v = if is_hex {
            parse_hex_float(&body[2..]).ok_or_else(bad)?
        } else {
            body.parse::<f64>().map_err(|_| bad())?
        };
        return Ok(Tok::FloatLit(v, single));
    }
    let digits_end = lower.trim_end_matches(['u', 'l']).len();
    let (digits, suffix) = lower.split_at(digits_end);
    let unsigned = suffix.matches('u').count();
    let longs = suffix.matches('l').count();
    if unsigned > 1 || longs > 2 || (longs == 2 && !suffix.contains("ll")) {
        return Err(bad());
    }
    let suffix = IntSuffix {
        unsigned: unsigned == 1,
        longs: longs as u8,
    };
    let (radix, body, hex_or_octal) = if let Some(b) = digits.strip_prefix("0x") {
        (16, b, true)
    } else if let Some(b) = digits.strip_prefix("0b") {
        (2, b, true)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..], true)
    } else {
        (10, digits, false)
    };
    if body.is_empty() {
        return Err(bad());
    }
    let v = u128::from_str_radix(body, radix).map_err(|_| bad())?;
    Ok(Tok::IntLit(v, suffix, hex_or_octal))
}

fn parse_hex_float(s: &str) -> Option<f64> {
    let (mant, exp) = match s.find('p') {
        Some(i) => (&s[..i], s[i + 1..].parse::<i32>().ok()?),
        None => (s, 0),
    };
    let (int_part, frac_part) = match mant.find('.') {
        Some(i) => (&mant[..i], &mant[i + 1..]),
        None => (mant, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut v = 0f64;
    for c in int_part.chars() {
        v = v * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in frac_part.chars() {
        v += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    Some(v * 2f64.powi(exp))
}

/// Resolve escapes in the body of a character or string literal.
fn unescape(body: &str) -> Result<Vec<u32>, String> {
    let mut out = Vec::new();
    let mut it = body.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c as u32);
            continue;
        }
        let Some(e) = it.next() else {
            return Err("unterminated escape sequence".into());
        };
        let v = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' => 27,
            '\\' | '\'' | '"' | '?' => e as u32,
            'x' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while let Some(d) = it.peek().and_then(|c| c.to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    it.next();
                    n += 1;
                }
                if n == 0 {
                    return Err("`\\x` used with no following hex digits".into());
                }
                v
            }
            '0'..='7' => {
                let mut v = e as u32 - '0' as u32;
                for _ in 0..2 {
                    match it.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            it.next();
                        }
                        None => break,
                    }
                }
                v
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..n {
                    let d = it
                        .next()
                        .and_then(|c| c.to_digit(16))
                        .ok_or("invalid universal character name")?;
                    v = v.wrapping_mul(16).wrapping_add(d);
                }
                v
            }
            other => other as u32,
        };
        out.push(v);
    }
    Ok(out)
}

fn literal_body(text: &str, quote: char) -> &str {
    let start = text.find(quote).map(|i| i + 1).unwrap_or(0);
    let end = text.rfind(quote).unwrap_or(text.len()).max(start);
    &text[start..end]
}

fn raw_to_punct(r: Raw) -> Option<Tok> {
    use Tok::*;
    Some(match r {
        Raw::LParen => LParen,
        Raw::RParen => RParen,
        Raw::LBrack => LBrack,
        Raw::RBrack => RBrack,
        Raw::LBrace => LBrace,
        Raw::RBrace => RBrace,
        Raw::Dot => Dot,
        Raw::Arrow => Arrow,
        Raw::Inc => Inc,
        Raw::Dec => Dec,
        Raw::Amp => Amp,
        Raw::Star => Star,
        Raw::Plus => Plus,
        Raw::Minus => Minus,
        Raw::Tilde => Tilde,
        Raw::Bang => Bang,
        Raw::Slash => Slash,
        Raw::Percent => Percent,
        Raw::Shl => Shl,
        Raw::Shr => Shr,
        Raw::Lt => Lt,
        Raw::Gt => Gt,
        Raw::Le => Le,
        Raw::Ge => Ge,
        Raw::EqEq => EqEq,
        Raw::Ne => Ne,
        Raw::Caret => Caret,
        Raw::Pipe => Pipe,
        Raw::AndAnd => AndAnd,
        Raw::OrOr => OrOr,
        Raw::Question => Question,
        Raw::Colon => Colon,
        Raw::ColonColon => ColonColon,
        Raw::Semi => Semi,
        Raw::Ellipsis => Ellipsis,
        Raw::Assign => Assign,
        Raw::MulAssign => MulAssign,
        Raw::DivAssign => DivAssign,
        Raw::ModAssign => ModAssign,
        Raw::AddAssign => AddAssign,
        Raw::SubAssign => SubAssign,
        Raw::ShlAssign => ShlAssign,
        Raw::ShrAssign => ShrAssign,
        Raw::AndAssign => AndAssign,
        Raw::XorAssign => XorAssign,
        Raw::OrAssign => OrAssign,
        Raw::Comma => Comma,
        _ => return None,
    })
}

/// One raw lexeme: kind (None for an error), range, text.
type RawItem<'a> = (Option<Raw>, usize, usize, &'a str);

fn scan(text: &str) -> Vec<RawItem<'_>> {
    let mut lex = Raw::lexer(text);
    let mut out = Vec::new();
    while let Some(r) = lex.next() {
        let sp = lex.span();
        match r {
            Ok(Raw::Directive) => {}
            Ok(k) => out.push((Some(k), sp.start, sp.end, lex.slice())),
            Err(()) => out.push((None, sp.start, sp.end, lex.slice())),
        }
    }
    out
}

/// Index just past the balanced parenthesised group starting at `i` (which must be `(`).
fn skip_parens(raw: &[RawItem<'_>], i: usize) -> usize {
    let mut depth = 0i32;
    let mut j = i;
    while j < raw.len() {
        match raw[j].0 {
            Some(Raw::LParen) => depth += 1,
            Some(Raw::RParen) => {
                depth -= 1;
                if depth <= 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
        j += 1;
    }
    j
}

/// For an inline assembly statement `raw[at..end]` whose `(` is `raw[open]`: the raw indices of
/// its section colons, when the grammar can take it apart — inside a function, not `asm goto`,
/// and no symbolic operand names (`[x] "r"(v)`). `None` keeps it one `Tok::Asm`.
fn asm_sections(
    raw: &[RawItem<'_>],
    at: usize,
    open: usize,
    end: usize,
    brace_depth: usize,
) -> Option<Vec<usize>> {
    if brace_depth == 0 || raw[at + 1..open].iter().any(|r| r.3 == "goto") {
        return None;
    }
    if end == 0 || end > raw.len() || raw[end - 1].0 != Some(Raw::RParen) {
        return None;
    }
    let mut depth = 0i32;
    let mut colons = Vec::new();
    for (k, r) in raw.iter().enumerate().take(end - 1).skip(open + 1) {
        match r.0 {
            Some(Raw::LParen) => depth += 1,
            Some(Raw::RParen) => depth -= 1,
            Some(Raw::LBrack) if depth == 0 => return None,
            Some(Raw::Colon | Raw::ColonColon) if depth == 0 => colons.push(k),
            None => return None,
            _ => {}
        }
    }
    Some(colons)
}

/// Lex preprocessed `text` in `language` into parser tokens.
pub fn tokenize(text: &str, language: Language) -> Lexed {
    let raw = scan(text);
    let mut lx = Lexed {
        raw: raw.iter().map(|r| (r.1, r.2)).collect(),
        ..Lexed::default()
    };
    let mut toks: Vec<(usize, Tok, usize)> = Vec::with_capacity(raw.len());
    // Braces opened by `extern "C" {`, whose closing brace is dropped.
    let mut brace_depth = 0usize;
    let mut extern_c_braces: Vec<usize> = Vec::new();
    // Raw indices of the section colons (`:`, `::`) of inline assembly statements.
    let mut asm_colons: HashSet<usize> = HashSet::new();
    // Inside a CUDA launch configuration `<<<...>>>`.
    let mut launch_open = false;
    let mut i = 0;
    while i < raw.len() {
        let (kind, lo, hi, s) = raw[i];
        let next_kind = raw.get(i + 1).and_then(|r| r.0);
        let Some(kind) = kind else {
            lx.errors.push(LexError {
                lo,
                hi,
                msg: format!("unexpected character `{s}`"),
            });
            toks.push((lo, Tok::Error, hi));
            i += 1;
            continue;
        };
        if asm_colons.contains(&i) {
            // `::` separates two (empty) sections.
            let n = if kind == Raw::ColonColon { 2 } else { 1 };
            for _ in 0..n {
                toks.push((lo, Tok::AsmColon, hi));
            }
            i += 1;
            continue;
        }
        match kind {
            Raw::Word => {
                if ignored_word(s, language) {
                    i += 1;
                    continue;
                }
                if let Some(prefix) = attribute_word(s) {
                    if next_kind == Some(Raw::LParen) {
                        let end = skip_parens(&raw, i + 1);
                        let inner_lo = raw[i + 1].2;
                        let inner_hi = if end > i + 2 {
                            raw[end - 1].1
                        } else {
                            inner_lo
                        };
                        let mut inner = text
                            .get(inner_lo..inner_hi)
                            .unwrap_or("")
                            .trim()
                            .to_string();
                        if prefix.is_empty() {
                            // `__attribute__((x))`: drop the second pair of parentheses.
                            if inner.starts_with('(') && inner.ends_with(')') && inner.len() >= 2 {
                                inner = inner[1..inner.len() - 1].trim().to_string();
                            }
                        } else {
                            inner = format!("{prefix}({inner})");
                        }
                        lx.attrs.push((lo, inner));
                        i = end;
                    } else {
                        i += 1;
                    }
                    continue;
                }
                if matches!(s, "asm" | "__asm__" | "__asm") {
                    let mut j = i + 1;
                    while j < raw.len()
                        && matches!(
                            raw[j].3,
                            "volatile" | "__volatile__" | "__volatile" | "goto"
                        )
                    {
                        j += 1;
                    }
                    if raw.get(j).and_then(|r| r.0) == Some(Raw::LParen) {
                        let end = skip_parens(&raw, j);
                        if let Some(colons) = asm_sections(&raw, i, j, end, brace_depth) {
                            toks.push((lo, Tok::AsmOpen, raw[j].2));
                            asm_colons.extend(colons);
                            i = j + 1;
                            continue;
                        }
                        let last_hi = raw.get(end.saturating_sub(1)).map(|r| r.2).unwrap_or(hi);
                        toks.push((lo, Tok::Asm, last_hi));
                        i = end;
                        continue;
                    }
                }
                if language == Language::Cuda
                    && matches!(s, "public" | "protected" | "private")
                    && next_kind == Some(Raw::Colon)
                {
                    i += 2;
                    continue;
                }
                if s == "extern" && next_kind == Some(Raw::Str) {
                    if raw.get(i + 2).and_then(|r| r.0) == Some(Raw::LBrace) {
                        brace_depth += 1;
                        extern_c_braces.push(brace_depth);
                        i += 3;
                    } else {
                        i += 2;
                    }
                    continue;
                }
                if matches!(s, "static_assert" | "_Static_assert") && next_kind == Some(Raw::LParen)
                {
                    // Checked by the compiler, irrelevant to verification: dropped (the `;`
                    // that follows stays, as an empty declaration or statement).
                    i = skip_parens(&raw, i + 1);
                    continue;
                }
                if matches!(s, "class" | "struct") && matches!(toks.last(), Some((_, Tok::Enum, _)))
                {
                    // C++ `enum class E` / `enum struct E`: a scoped enum. The marker goes
                    // before `enum` so that what follows still sees `enum Name`.
                    if let Some(e) = toks.pop() {
                        toks.push((e.0, Tok::ScopedEnum, e.2));
                        toks.push(e);
                    }
                    i += 1;
                    continue;
                }
                if s == "constexpr" && matches!(toks.last(), Some((_, Tok::If, _))) {
                    // C++17 `if constexpr (c)`: read as `if (c)`. Both branches are lowered,
                    // so a discarded branch kcc cannot lower is an error, never skipped.
                    i += 1;
                    continue;
                }
                if s == "nullptr" {
                    toks.push((lo, Tok::IntLit(0, IntSuffix::default(), false), hi));
                    i += 1;
                    continue;
                }
                if s == "operator" && language == Language::Cuda {
                    // Merge `operator +`, `operator []`, `operator ()` into one name.
                    let mut name = String::from("operator");
                    let mut j = i + 1;
                    if let Some((Some(k), _, _, t)) = raw.get(j).copied() {
                        if k == Raw::LParen || k == Raw::LBrack {
                            if let Some((_, _, _, t2)) = raw.get(j + 1).copied() {
                                name.push_str(t);
                                name.push_str(t2);
                                j += 2;
                            }
                        } else if k != Raw::Word {
                            name.push_str(t);
                            j += 1;
                        } else {
                            // A conversion function `operator const T *()`: the name runs up
                            // to the parameter list.
                            while let Some((Some(k), _, _, t)) = raw.get(j).copied() {
                                let sep = match k {
                                    Raw::Word => " ",
                                    Raw::Star | Raw::Amp | Raw::AndAnd | Raw::ColonColon => "",
                                    _ => break,
                                };
                                if k == Raw::Word || name == "operator" {
                                    name.push_str(sep);
                                }
                                name.push_str(t);
                                j += 1;
                            }
                        }
                    }
                    let end_hi = raw[j - 1].2;
                    toks.push((lo, Tok::Ident(name), end_hi));
                    i = j;
                    continue;
                }
                let t = keyword(s, language).unwrap_or_else(|| Tok::Ident(s.to_string()));
                toks.push((lo, t, hi));
                i += 1;
            }
            Raw::Number => {
                match parse_number(s) {
                    Ok(t) => toks.push((lo, t, hi)),
                    Err(msg) => {
                        lx.errors.push(LexError { lo, hi, msg });
                        toks.push((lo, Tok::Error, hi));
                    }
                }
                i += 1;
            }
            Raw::Char => {
                match unescape(literal_body(s, '\'')) {
                    Ok(v) if !v.is_empty() => toks.push((lo, Tok::CharLit(v[0]), hi)),
                    Ok(_) => {
                        lx.errors.push(LexError {
                            lo,
                            hi,
                            msg: "empty character constant".into(),
                        });
                        toks.push((lo, Tok::Error, hi));
                    }
                    Err(msg) => {
                        lx.errors.push(LexError { lo, hi, msg });
                        toks.push((lo, Tok::Error, hi));
                    }
                }
                i += 1;
            }
            Raw::Str => {
                match unescape(literal_body(s, '"')) {
                    Ok(v) => {
                        let st: String = v
                            .into_iter()
                            .map(|c| char::from_u32(c).unwrap_or('\u{fffd}'))
                            .collect();
                        toks.push((lo, Tok::StrLit(st), hi));
                    }
                    Err(msg) => {
                        lx.errors.push(LexError { lo, hi, msg });
                        toks.push((lo, Tok::Error, hi));
                    }
                }
                i += 1;
            }
            Raw::LBrace => {
                brace_depth += 1;
                toks.push((lo, Tok::LBrace, hi));
                i += 1;
            }
            Raw::RBrace => {
                if extern_c_braces.last() == Some(&brace_depth) {
                    extern_c_braces.pop();
                } else {
                    toks.push((lo, Tok::RBrace, hi));
                }
                brace_depth = brace_depth.saturating_sub(1);
                i += 1;
            }
            Raw::Colon if enum_head(&toks) => {
                // `enum E : unsigned int {`: the underlying type follows.
                toks.push((lo, Tok::EnumColon, hi));
                i += 1;
            }
            Raw::Shl
                if language == Language::Cuda
                    && next_kind == Some(Raw::Lt)
                    && raw.get(i + 1).map(|r| r.1) == Some(hi) =>
            {
                let end = raw[i + 1].2;
                toks.push((lo, Tok::LaunchOpen, end));
                launch_open = true;
                i += 2;
            }
            Raw::Shr
                if launch_open
                    && next_kind == Some(Raw::Gt)
                    && raw.get(i + 1).map(|r| r.1) == Some(hi) =>
            {
                let end = raw[i + 1].2;
                toks.push((lo, Tok::LaunchClose, end));
                launch_open = false;
                i += 2;
            }
            k => {
                if let Some(t) = raw_to_punct(k) {
                    toks.push((lo, t, hi));
                }
                i += 1;
            }
        }
    }
    let toks = merge_template_member_names(merge_scoped_names(toks));
    let mut names = prescan(&toks, builtin_type_names(language));
    if language == Language::Cuda {
        names
            .templates
            .extend(BUILTIN_CUDA_TEMPLATES.iter().map(|s| s.to_string()));
    }
    lx.toks = classify(toks, &names);
    lx
}

#[cfg(test)]
mod tests;
