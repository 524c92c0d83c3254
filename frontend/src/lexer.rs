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
mod literals;
mod words;
use hack::{classify, enum_head, merge_scoped_names, merge_template_member_names, prescan};
use literals::{literal_body, parse_number, unescape};
pub use words::builtin_type_names;
use words::{attribute_word, ignored_word, keyword, BUILTIN_CUDA_TEMPLATES};

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
    /// OpenCL 2.0's `read_write` access qualifier of an image.
    ReadWrite,
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
        ReadWrite => "__read_write",
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
