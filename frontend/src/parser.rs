//! Parsing driver: preprocess, lex and parse a kernel file into [`ast::TranslationUnit`],
//! plus the helpers the grammar's actions use to assemble declarations and types.

use std::cell::RefCell;
use std::path::Path;

use ir::{Diagnostics, SourceMap, Span};

use crate::ast::{self, AddrSpace, BaseType, Quals, Sign, Specifiers, TypeName};
use crate::lexer::{self, LexError, Tok};
use crate::preprocess;
use crate::{Config, Language, ParseOutput};

use lalrpop_util::lalrpop_mod;

lalrpop_mod!(
    #[allow(
        clippy::all,
        unused_parens,
        unused_imports,
        dead_code,
        trivial_numeric_casts,
        unused_lifetimes
    )]
    grammar
);

/// One declaration specifier as written.
#[derive(Clone, Debug)]
pub(crate) enum DS {
    Typedef,
    Extern,
    Static,
    Inline,
    Kernel,
    Device,
    Host,
    Const,
    Volatile,
    ReadWrite,
    Restrict,
    Space(AddrSpace),
    Void,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    Signed,
    Unsigned,
    Bool,
    Half,
    Named(String, Vec<ast::TemplateArg>),
    Record(ast::RecordType),
    Enum(ast::EnumType),
    TypeOf(ast::Expr),
    Auto,
}

/// A type derivation, in the order it is applied to the base type.
#[derive(Clone, Debug)]
pub(crate) enum Deriv {
    Ptr(Quals),
    Ref,
    Array(Option<Box<ast::Expr>>),
    Func(Vec<ast::Param>, bool),
}

/// A (possibly abstract) declarator: name and derivations in application order.
#[derive(Clone, Debug, Default)]
pub(crate) struct Declr {
    pub name: Option<(String, Span)>,
    pub derivs: Vec<Deriv>,
}

/// A direct declarator under construction.
#[derive(Clone, Debug, Default)]
pub(crate) struct Direct {
    pub name: Option<(String, Span)>,
    pub inner: Vec<Deriv>,
    pub suffixes: Vec<Deriv>,
}

impl Direct {
    pub(crate) fn finish(self) -> Declr {
        let mut derivs: Vec<Deriv> = self.suffixes.into_iter().rev().collect();
        derivs.extend(self.inner);
        Declr {
            name: self.name,
            derivs,
        }
    }
}

/// What one member declaration of a struct/union/class contributes.
#[derive(Clone, Debug, Default)]
pub(crate) struct Member {
    pub fields: Vec<ast::Field>,
    pub methods: Vec<ast::FunctionDef>,
    pub constants: Vec<ast::RecordConstant>,
}

/// How a declarator is initialized.
#[derive(Clone, Debug)]
pub(crate) enum Init {
    None,
    /// `= init`.
    Copy(ast::Initializer),
    /// `(args)`: C++ direct initialization, read as `= T(args)`.
    Direct(Vec<ast::Expr>, Span),
}

/// `a` followed by `b`.
pub(crate) fn concat<T>(mut a: Vec<T>, b: Vec<T>) -> Vec<T> {
    a.extend(b);
    a
}

/// Apply derivations to a base type.
pub(crate) fn apply(base: TypeName, derivs: Vec<Deriv>) -> TypeName {
    derivs.into_iter().fold(base, |t, d| match d {
        Deriv::Ptr(q) => TypeName::Pointer(Box::new(t), q),
        Deriv::Ref => TypeName::Reference(Box::new(t)),
        Deriv::Array(n) => TypeName::Array(Box::new(t), n),
        Deriv::Func(ps, _) => TypeName::Function(Box::new(t), ps),
    })
}

/// The type of a declarator of C++ `auto` type with derivations `derivs` and initializer
/// `init`: `auto x = e` and `auto *p = e` take the type of `e` as a value, `auto &r = e` a
/// reference to it; anything else stays undeduced (and is refused by the lowering).
fn deduced(quals: &ast::Quals, derivs: Vec<Deriv>, init: &Init) -> TypeName {
    let e = match init {
        Init::Copy(ast::Initializer::Expr(e)) => Some(e),
        Init::Copy(ast::Initializer::List(items, _)) => match items.as_slice() {
            [(None, ast::Initializer::Expr(e))] => Some(e),
            _ => None,
        },
        Init::Direct(args, _) => match args.as_slice() {
            [e] => Some(e),
            _ => None,
        },
        Init::None => None,
    };
    let base = |e: Option<&ast::Expr>| {
        TypeName::Base(BaseType::Auto(e.cloned().map(Box::new)), quals.clone())
    };
    if derivs.iter().all(|d| matches!(d, Deriv::Ptr(_))) {
        // `auto *p = e` deduces `auto` as the pointee: `p` has the type of `e`.
        return base(e);
    }
    if matches!(derivs.as_slice(), [Deriv::Ref]) {
        return apply(base(e), derivs);
    }
    apply(base(None), derivs)
}

/// Shared state of one parse, reachable from the grammar's actions.
pub(crate) struct Ctx {
    /// Raw token ranges and their spans in the user's files.
    tok_starts: Vec<usize>,
    tok_ends: Vec<usize>,
    spans: Vec<Span>,
    fallback: Span,
    /// Attributes not yet attached to a declaration: (offset of the token after the
    /// attribute, text, claimed).
    attrs: RefCell<Vec<(usize, String, bool)>>,
    /// Problems found by actions or error recovery.
    pub(crate) diags: RefCell<Vec<ir::Diagnostic>>,
    /// Offsets of tokens already reported as errors (to avoid duplicate reports).
    reported: RefCell<Vec<usize>>,
    /// Parser tokens (offset, token) for error messages.
    toks: Vec<(usize, Tok)>,
    /// Index of the token after the last error recovery (to suppress cascades).
    recovered_at: RefCell<Option<usize>>,
    /// Template arguments written on declarator names (`k<float>`), by the name's span.
    targs: RefCell<Vec<(Span, Vec<ast::TemplateArg>)>>,
}

impl Ctx {
    /// The span in the user's file of the preprocessed range `l..r`.
    pub(crate) fn span(&self, l: usize, r: usize) -> Span {
        if self.spans.is_empty() {
            return self.fallback;
        }
        // First token starting at or after `l`.
        let i = self
            .tok_starts
            .partition_point(|&s| s < l)
            .min(self.spans.len() - 1);
        // Last token ending at or before `r`.
        let j = self.tok_ends.partition_point(|&e| e <= r).saturating_sub(1);
        let a = self.spans[i];
        if j < i || r <= l {
            return Span {
                hi: a.lo.max(a.hi.min(a.lo)),
                ..a
            };
        }
        let b = self.spans[j];
        if b.file == a.file && b.hi >= a.lo {
            Span {
                file: a.file,
                lo: a.lo,
                hi: b.hi,
            }
        } else {
            a
        }
    }

    /// Take the unclaimed attributes written inside a declaration that starts at offset `l`
    /// (or just before it) and whose specifiers and declarators end before `limit`.
    /// Remember the template arguments written on a declarator name.
    pub(crate) fn note_targs(&self, span: Span, targs: Vec<ast::TemplateArg>) {
        self.targs.borrow_mut().push((span, targs));
    }

    /// The template arguments written on the declarator name at `span`, if any.
    fn decl_targs(&self, span: Span) -> Vec<ast::TemplateArg> {
        self.targs
            .borrow()
            .iter()
            .rev()
            .find(|(s, _)| *s == span)
            .map(|(_, a)| a.clone())
            .unwrap_or_default()
    }

    pub(crate) fn claim_attrs(&self, l: usize, limit: usize) -> Vec<String> {
        let mut out = Vec::new();
        for (next, text, claimed) in self.attrs.borrow_mut().iter_mut() {
            if !*claimed && *next >= l && *next < limit {
                *claimed = true;
                out.push(text.clone());
            }
        }
        out
    }

    pub(crate) fn error(&self, span: Span, msg: impl Into<String>) {
        self.diags
            .borrow_mut()
            .push(ir::Diagnostic::error("parse", msg, Some(span)));
    }

    pub(crate) fn unsupported(&self, span: Span, msg: impl Into<String>) {
        let msg = format!("unsupported: {}", msg.into());
        self.diags
            .borrow_mut()
            .push(ir::Diagnostic::error("unsupported", msg, Some(span)));
    }

    /// Fold declaration specifiers into specifiers and a qualified base type.
    pub(crate) fn specs(&self, items: Vec<DS>, l: usize, r: usize) -> (Specifiers, TypeName) {
        let mut sp = Specifiers::default();
        let mut q = Quals::default();
        let (
            mut void,
            mut chr,
            mut short,
            mut int,
            mut long,
            mut float,
            mut double,
            mut bool_,
            mut half,
        ) = (0, 0, 0, 0, 0, 0, 0, 0, 0);
        let mut sign: Option<Sign> = None;
        let mut other: Vec<BaseType> = Vec::new();
        for it in items {
            match it {
                DS::Typedef => sp.is_typedef = true,
                DS::Extern => sp.is_extern = true,
                DS::Static => sp.is_static = true,
                DS::Inline => sp.is_inline = true,
                DS::Kernel => sp.is_kernel = true,
                DS::Device => sp.is_device = true,
                DS::Host => sp.is_host = true,
                DS::Const => q.is_const = true,
                DS::Volatile => q.is_volatile = true,
                DS::ReadWrite => q.is_read_write = true,
                DS::Restrict => q.is_restrict = true,
                DS::Space(s) => q.space = Some(s),
                DS::Void => void += 1,
                DS::Char => chr += 1,
                DS::Short => short += 1,
                DS::Int => int += 1,
                DS::Long => long += 1,
                DS::Float => float += 1,
                DS::Double => double += 1,
                DS::Bool => bool_ += 1,
                DS::Half => half += 1,
                DS::Signed => sign = Some(Sign::Signed),
                DS::Unsigned => sign = Some(Sign::Unsigned),
                DS::Named(n, a) => other.push(BaseType::Named(n, a)),
                DS::Record(rt) => other.push(BaseType::Record(rt)),
                DS::Enum(e) => other.push(BaseType::Enum(e)),
                DS::TypeOf(e) => other.push(BaseType::TypeOf(Box::new(e))),
                DS::Auto => other.push(BaseType::Auto(None)),
            }
        }
        let keywords = void + chr + short + int + long + float + double + bool_ + half;
        let s = sign.unwrap_or(Sign::Signed);
        let mut bad = false;
        let base = if let Some(o) = other.pop() {
            bad = !other.is_empty() || keywords > 0 || sign.is_some();
            o
        } else if void > 0 {
            bad = keywords > 1 || sign.is_some();
            BaseType::Void
        } else if bool_ > 0 {
            bad = keywords > 1 || sign.is_some();
            BaseType::Bool
        } else if half > 0 {
            bad = keywords > 1 || sign.is_some();
            BaseType::Half
        } else if float > 0 {
            bad = keywords > 1 || sign.is_some();
            BaseType::Float
        } else if double > 0 {
            bad = keywords > double + long.min(1) || sign.is_some();
            BaseType::Double
        } else if chr > 0 {
            bad = keywords > 1;
            BaseType::Char(sign)
        } else if short > 0 {
            bad = short > 1 || long > 0;
            BaseType::Short(s)
        } else if long >= 2 {
            bad = long > 2;
            BaseType::LongLong(s)
        } else if long == 1 {
            BaseType::Long(s)
        } else {
            bad = int > 1;
            BaseType::Int(s)
        };
        if bad {
            self.error(self.span(l, r), "invalid combination of type specifiers");
        }
        (sp, TypeName::Base(base, q))
    }

    /// A type name as used in casts and `sizeof`.
    pub(crate) fn type_name(
        &self,
        items: Vec<DS>,
        d: Option<Declr>,
        l: usize,
        r: usize,
    ) -> TypeName {
        let (_, base) = self.specs(items, l, r);
        apply(base, d.map(|d| d.derivs).unwrap_or_default())
    }

    /// A declaration.
    /// The declaration in a condition (`if (int v = e)`) and the test of its value.
    pub(crate) fn condition_decl(
        &self,
        items: Vec<DS>,
        d: Declr,
        init: ast::Expr,
        l: usize,
        r: usize,
    ) -> (Option<ast::Declaration>, ast::Expr) {
        let span = self.span(l, r);
        let name = d.name.as_ref().map(|(n, _)| n.clone()).unwrap_or_default();
        let decl = self.declaration(
            items,
            vec![(d, Init::Copy(ast::Initializer::Expr(init)))],
            l,
            r,
        );
        let test = ast::Expr {
            kind: ast::ExprKind::Ident(name),
            span,
        };
        (Some(decl), test)
    }

    pub(crate) fn declaration(
        &self,
        items: Vec<DS>,
        decls: Vec<(Declr, Init)>,
        l: usize,
        r: usize,
    ) -> ast::Declaration {
        let (mut specs, mut base) = self.specs(items, l, r);
        specs.attributes = self.claim_attrs(l, r);
        // `struct S { ... } __attribute__((packed));` gives the record its attribute.
        if let TypeName::Base(BaseType::Record(rec), _) = &mut base {
            if rec.fields.is_some() {
                rec.attributes.extend(specs.attributes.iter().cloned());
            }
        }
        let span = self.span(l, r);
        let declarators = decls
            .into_iter()
            .filter_map(|(d, init)| {
                let (name, nspan) = match d.name {
                    Some(n) => n,
                    None => {
                        self.error(span, "declaration without a name");
                        return None;
                    }
                };
                let ty = match &base {
                    TypeName::Base(BaseType::Auto(None), q) => deduced(q, d.derivs, &init),
                    _ => apply(base.clone(), d.derivs),
                };
                let init = match init {
                    Init::None => None,
                    Init::Copy(i) => Some(string_array_init(&ty, i)),
                    Init::Direct(args, span) => Some(ast::Initializer::Expr(functional_cast(
                        ty.clone(),
                        args,
                        span,
                    ))),
                };
                Some(ast::InitDeclarator {
                    name,
                    ty,
                    init,
                    span: nspan,
                })
            })
            .collect();
        ast::Declaration {
            specs,
            declarators,
            base,
            span,
        }
    }

    /// Top-level items for a declaration: function prototypes become bodiless functions.
    pub(crate) fn top_items(&self, d: ast::Declaration) -> Vec<ast::Item> {
        if d.specs.is_typedef || d.declarators.is_empty() {
            return vec![ast::Item::Decl(d)];
        }
        let mut items = Vec::new();
        let mut rest = Vec::new();
        for id in d.declarators {
            match id.ty {
                TypeName::Function(ret, params) if id.init.is_none() => {
                    items.push(ast::Item::Function(ast::FunctionDef {
                        specs: d.specs.clone(),
                        targs: self.decl_targs(id.span),
                        tparams: Vec::new(),
                        name: id.name,
                        ret: *ret,
                        variadic: false,
                        params,
                        body: None,
                        name_span: id.span,
                        span: d.span,
                    }))
                }
                _ => rest.push(id),
            }
        }
        if !rest.is_empty() {
            items.insert(
                0,
                ast::Item::Decl(ast::Declaration {
                    declarators: rest,
                    ..d
                }),
            );
        }
        items
    }

    /// A function definition.
    pub(crate) fn function(
        &self,
        items: Vec<DS>,
        d: Declr,
        body: Vec<ast::Stmt>,
        body_start: usize,
        l: usize,
        r: usize,
    ) -> ast::Item {
        match self.function_def(items, d, Some(body), body_start, l, r) {
            Some(f) => ast::Item::Function(f),
            None => ast::Item::Ignored(self.span(l, r)),
        }
    }

    /// A function definition (or, without a body, a member function declaration).
    fn function_def(
        &self,
        items: Vec<DS>,
        d: Declr,
        body: Option<Vec<ast::Stmt>>,
        body_start: usize,
        l: usize,
        r: usize,
    ) -> Option<ast::FunctionDef> {
        let (mut specs, base) = self.specs(items, l, r);
        specs.attributes = self.claim_attrs(l, body_start);
        let span = self.span(l, r);
        let (name, name_span) = d.name.unwrap_or_else(|| (String::new(), span));
        let mut derivs = d.derivs;
        match derivs.pop() {
            Some(Deriv::Func(params, variadic)) => Some(ast::FunctionDef {
                specs,
                targs: self.decl_targs(name_span),
                tparams: Vec::new(),
                name,
                ret: apply(base, derivs),
                params,
                variadic,
                body,
                name_span,
                span,
            }),
            _ => {
                let what = if body.is_some() {
                    "is defined with a body but is not a function"
                } else {
                    "is declared `const` but is not a function"
                };
                self.error(name_span, format!("`{name}` {what}"));
                None
            }
        }
    }

    /// A member function of a struct/union/class; `init` is the constructor's member
    /// initializer list.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn method(
        &self,
        items: Vec<DS>,
        d: Declr,
        init: Vec<ast::Stmt>,
        body: Option<Vec<ast::Stmt>>,
        body_start: usize,
        l: usize,
        r: usize,
    ) -> Member {
        let body = body.map(|b| concat(init, b));
        Member {
            fields: vec![],
            methods: self
                .function_def(items, d, body, body_start, l, r)
                .into_iter()
                .collect(),
            constants: vec![],
        }
    }

    /// `decltype(e)` over the tokens `l..r`: the type of `e`, as `typeof` gives it, when that
    /// is what C++ gives. An lvalue other than a plain name or member access (`decltype((x))`,
    /// `decltype(a[i])`, `decltype(*p)`) names a reference type, which kcc does not model
    /// there: refused.
    pub(crate) fn decltype(&self, e: ast::Expr, l: usize, r: usize) -> DS {
        use ast::ExprKind as K;
        let parenthesized = self.span(l, r) != e.span;
        let lvalue = match &e.kind {
            K::Ident(_) | K::Member(..) => parenthesized,
            K::Index(..) | K::Assign(..) => true,
            K::Unary(op, _) => matches!(
                op,
                ast::UnaryOp::Deref | ast::UnaryOp::PreInc | ast::UnaryOp::PreDec
            ),
            _ => false,
        };
        if lvalue {
            self.unsupported(
                e.span,
                "decltype of an lvalue expression (a reference type)",
            );
        }
        DS::TypeOf(e)
    }

    /// One entry `m(args)` of a constructor's member initializer list, as `this->m = arg`
    /// (or a call `this->m(args)` when there is not exactly one argument).
    pub(crate) fn member_init(
        &self,
        name: String,
        mut args: Vec<ast::Expr>,
        l: usize,
        r: usize,
    ) -> ast::Stmt {
        use ast::ExprKind;
        let span = self.span(l, r);
        let this = ast::Expr {
            kind: ExprKind::Ident("this".to_string()),
            span,
        };
        let member = ast::Expr {
            kind: ExprKind::Member(Box::new(this), name, true),
            span,
        };
        let kind = if args.len() == 1 {
            ExprKind::Assign(None, Box::new(member), Box::new(args.remove(0)))
        } else {
            ExprKind::Call(Box::new(member), vec![], args)
        };
        ast::Stmt {
            kind: ast::StmtKind::Expr(ast::Expr { kind, span }),
            span,
        }
    }

    /// A member declaration with declaration specifiers and declarators: data members, or
    /// member function declarations.
    pub(crate) fn fields(
        &self,
        items: Vec<DS>,
        decls: Vec<(Declr, Option<ast::Expr>, Option<ast::Initializer>)>,
        l: usize,
        r: usize,
    ) -> Member {
        let (specs, base) = self.specs(items, l, r);
        let fspan = self.span(l, r);
        let mut m = Member::default();
        if specs.is_typedef {
            // Member types, named `R::name` outside the record.
            for (d, _, _) in decls {
                if let Some((name, span)) = d.name {
                    let ty = apply(base.clone(), d.derivs);
                    m.constants.push(ast::RecordConstant::Type(name, ty, span));
                }
            }
            return m;
        }
        for (d, bits, init) in decls {
            let (name, span) = d.name.unwrap_or_else(|| (String::new(), fspan));
            let ty = apply(base.clone(), d.derivs);
            if let TypeName::Function(ret, params) = ty {
                m.methods.push(ast::FunctionDef {
                    specs: specs.clone(),
                    targs: self.decl_targs(span),
                    tparams: Vec::new(),
                    name,
                    ret: *ret,
                    params,
                    variadic: false,
                    body: None,
                    name_span: span,
                    span: fspan,
                });
                continue;
            }
            if specs.is_static {
                // A static data member is one object shared by every instance: kcc models
                // only the constant ones, as record-scoped constants (`R::name`).
                let init = match init {
                    Some(ast::Initializer::Expr(e)) => Some(Box::new(e)),
                    Some(ast::Initializer::List(..)) => {
                        self.unsupported(span, "static data member initialised by a list");
                        continue;
                    }
                    None => None,
                };
                m.constants
                    .push(ast::RecordConstant::Static(name, ty, init, span));
                continue;
            }
            let default = match init {
                Some(ast::Initializer::Expr(e)) => Some(e),
                Some(ast::Initializer::List(..)) => {
                    self.unsupported(span, "default member initializer given as a list");
                    None
                }
                None => None,
            };
            if name.is_empty() && bits.is_none() {
                continue;
            }
            m.fields.push(ast::Field {
                name,
                ty,
                bits,
                default,
                span,
            });
        }
        m
    }

    /// A member declaration without a declarator: an anonymous struct or union, whose fields
    /// are members of the enclosing record (a field named [`ast::ANONYMOUS_MEMBER`] plus a
    /// number, which member lookup looks through); anything else declares nothing.
    pub(crate) fn anonymous_member(&self, items: Vec<DS>, l: usize, r: usize) -> Member {
        let anonymous = items
            .iter()
            .any(|d| matches!(d, DS::Record(rec) if rec.name.is_none() && rec.fields.is_some()));
        if !anonymous {
            // An enum declared in the body: its enumerators are constants of the record.
            let constants = items
                .into_iter()
                .filter_map(|d| match d {
                    DS::Enum(e) if e.variants.is_some() => Some(ast::RecordConstant::Enum(e)),
                    _ => None,
                })
                .collect();
            return Member {
                constants,
                ..Member::default()
            };
        }
        let span = self.span(l, r);
        let name = format!("{}{}", ast::ANONYMOUS_MEMBER, span.lo);
        let d = Declr {
            name: Some((name, span)),
            derivs: vec![],
        };
        self.fields(items, vec![(d, None, None)], l, r)
    }

    /// A struct/union/class; `members` is `None` for a reference without a body.
    pub(crate) fn record(
        &self,
        is_union: bool,
        name: Option<String>,
        members: Option<Vec<Member>>,
        l: usize,
        body: usize,
        r: usize,
    ) -> ast::RecordType {
        let span = self.span(l, r);
        // Members' own attributes were claimed by their declarations (methods) or are
        // claimed here (fields); those before the body are the record's.
        let attributes = self.claim_attrs(l, body + 1);
        let member_attributes = self.claim_attrs(body + 1, r);
        let Some(members) = members else {
            return ast::RecordType {
                is_union,
                name,
                fields: None,
                methods: vec![],
                bases: vec![],
                base_args: vec![],
                constants: vec![],
                spec_args: vec![],
                attributes,
                member_attributes,
                span,
            };
        };
        let mut fields = Vec::new();
        let mut methods = Vec::new();
        let mut constants = Vec::new();
        for m in members {
            fields.extend(m.fields);
            methods.extend(m.methods);
            constants.extend(m.constants);
        }
        if let Some(n) = &name {
            default_member_initializers(n, &fields, &mut methods, span);
        }
        ast::RecordType {
            is_union,
            name,
            fields: Some(fields),
            methods,
            bases: vec![],
            base_args: vec![],
            constants,
            spec_args: vec![],
            attributes,
            member_attributes,
            span,
        }
    }

    /// A parameter declaration.
    pub(crate) fn param(
        &self,
        items: Vec<DS>,
        d: Option<Declr>,
        default: Option<ast::Expr>,
        l: usize,
        r: usize,
    ) -> ast::Param {
        let (_, base) = self.specs(items, l, r);
        let d = d.unwrap_or_default();
        let span = d
            .name
            .as_ref()
            .map(|n| n.1)
            .unwrap_or_else(|| self.span(l, r));
        // Array parameters decay to pointers; keep them as written. A reference to an array
        // (`float (&a)[4]`) is used exactly as an array parameter is.
        let ty = match apply(base, d.derivs) {
            TypeName::Reference(inner) if matches!(*inner, TypeName::Array(..)) => *inner,
            ty => ty,
        };
        ast::Param {
            name: d.name.map(|n| n.0),
            ty,
            default,
            span,
        }
    }

    /// Parameter list: `(void)` means no parameters.
    pub(crate) fn params(&self, ps: Vec<ast::Param>, variadic: bool) -> Deriv {
        let is_void = ps.len() == 1
            && ps[0].name.is_none()
            && matches!(ps[0].ty, TypeName::Base(BaseType::Void, _));
        Deriv::Func(if is_void { vec![] } else { ps }, variadic)
    }

    /// `(T) e`: a cast, or an OpenCL vector literal when `e` is a parenthesised list.
    pub(crate) fn cast(&self, t: TypeName, e: ast::Expr, span: Span) -> ast::Expr {
        use ast::ExprKind;
        match e.kind {
            ExprKind::Comma(..) => {
                let mut parts = Vec::new();
                flatten_comma(e, &mut parts);
                ast::Expr {
                    kind: ExprKind::VectorLit(t, parts),
                    span,
                }
            }
            _ => ast::Expr {
                kind: ExprKind::Cast(t, Box::new(e)),
                span,
            },
        }
    }
}

/// Parse preprocessed text (already lexed) into a translation unit.
fn parse_tokens(
    pre: &preprocess::Preprocessed,
    lang: Language,
    sources: &SourceMap,
    diags: &mut Diagnostics,
) -> Option<ast::TranslationUnit> {
    let lexed = lexer::tokenize(&pre.text, lang);
    let spans = pre.locate(sources, &lexed.raw);
    let main = sources.file(pre.main);
    let fallback = ir::Span {
        file: pre.main,
        lo: 0,
        hi: main.offset(1, u32::MAX / 2).min(1),
    };
    let ctx = Ctx {
        tok_starts: lexed.raw.iter().map(|r| r.0).collect(),
        tok_ends: lexed.raw.iter().map(|r| r.1).collect(),
        spans,
        fallback,
        attrs: RefCell::new(
            lexed
                .attrs
                .iter()
                .map(|(p, t)| {
                    let k = lexed.toks.partition_point(|tok| tok.0 <= *p);
                    let next = lexed.toks.get(k).map(|tok| tok.0).unwrap_or(usize::MAX - 1);
                    (next, t.clone(), false)
                })
                .collect(),
        ),
        diags: RefCell::new(Vec::new()),
        reported: RefCell::new(Vec::new()),
        toks: lexed.toks.iter().map(|t| (t.0, t.1.clone())).collect(),
        recovered_at: RefCell::new(None),
        targs: RefCell::new(Vec::new()),
    };
    for e in &lexed.errors {
        ctx.error(ctx.span(e.lo, e.hi), e.msg.clone());
    }
    let toks = lexed.toks.into_iter().map(Ok::<_, LexError>);
    let result = grammar::TranslationUnitParser::new().parse(&ctx, toks);
    let tu = match result {
        Ok(tu) => Some(tu),
        Err(e) => {
            ctx.report(e);
            None
        }
    };
    let mut ds = ctx.diags.into_inner();
    ds.sort_by_key(|d| d.primary.map(|s| (s.file, s.lo)));
    for d in ds {
        diags.push(d);
    }
    tu
}

/// Preprocess and parse a kernel file.
pub fn parse_file(path: &Path, cfg: &Config) -> ParseOutput {
    let mut diags = Diagnostics::default();
    let mut sources = SourceMap::default();
    let t = std::time::Instant::now();
    let pre = preprocess::preprocess(path, cfg, &mut sources, &mut diags);
    let preprocess_secs = t.elapsed().as_secs_f64();
    let Some(pre) = pre else {
        return ParseOutput {
            tu: None,
            sources,
            diags,
            preprocess_secs,
        };
    };
    let tu = parse_tokens(&pre, cfg.language, &sources, &mut diags);
    ParseOutput {
        tu,
        sources,
        diags,
        preprocess_secs,
    }
}

/// Parse `text` as if it were the preprocessor's output for a kernel named `name`, without
/// running the preprocessor (no built-in headers, no macro expansion). For tools and tests
/// that feed the parser directly, such as the fuzzer.
pub fn parse_text(name: &str, text: &str, cfg: &Config) -> ParseOutput {
    let mut diags = Diagnostics::default();
    let mut sources = SourceMap::default();
    let pre = preprocess::verbatim(name, text, &mut sources);
    let tu = parse_tokens(&pre, cfg.language, &sources, &mut diags);
    ParseOutput {
        tu,
        sources,
        diags,
        preprocess_secs: 0.0,
    }
}

mod build;
mod diagnostics;

pub(crate) use build::{
    byte_list, for_stmt, functional_cast, if_stmt, range_for, string_bytes, with_return,
    RANGE_LENGTH,
};
use build::{default_member_initializers, flatten_comma, string_array_init};
#[cfg(test)]
mod tests;
