//! Enums: the integer type an enum stands for (its fixed underlying type, or the one clang
//! picks from the enumerators' values), and the names its enumerators are bound to (`x` for
//! an unscoped enum, `E::x` for a scoped one and, in C++, for an unscoped one too).

use super::types::{wrap, CType, INT, UINT};
use super::{Binding, Lowerer, Res};
use crate::ast;

impl<'a> Lowerer<'a> {
    /// Declare an enum (definition or reference): bind its enumerators and its name in the
    /// innermost scope and return the integer type its objects have.
    pub(crate) fn declare_enum(&mut self, e: &ast::EnumType) -> Res<CType> {
        let (ty, constants) = self.enum_constants(e)?;
        for (n, b) in constants {
            self.bind(&n, b);
        }
        Ok(ty)
    }

    /// The type of enum `e` and, for a definition, its enumerators' names and bindings. A
    /// definition also binds the enum's tag (and in C++ its name) to the type.
    pub(crate) fn enum_constants(
        &mut self,
        e: &ast::EnumType,
    ) -> Res<(CType, Vec<(String, Binding)>)> {
        let fixed = match &e.underlying {
            Some(t) => match self.resolve_type(t)? {
                t @ (CType::Int { .. } | CType::Bool) => Some(t),
                t => {
                    let d = t.describe(self);
                    return Err(self.sema(
                        format!("non-integral type '{d}' is an invalid underlying type"),
                        Some(e.span),
                    ));
                }
            },
            None => None,
        };
        let Some(variants) = &e.variants else {
            // A reference to an enum declared before, or an opaque declaration.
            let known = e
                .name
                .as_deref()
                .and_then(|n| self.lookup_typedef(&tag_key(n)));
            let ty = fixed.or(known).unwrap_or(INT);
            if let (Some(n), Some(_)) = (&e.name, &e.underlying) {
                self.bind_enum_name(n, &ty);
            }
            return Ok((ty, Vec::new()));
        };
        if e.scoped && e.name.is_none() {
            return Err(self.sema("scoped enumeration requires a name", Some(e.span)));
        }
        let values = self.enum_values(variants);
        let known: Vec<i128> = values.iter().filter_map(|(_, v)| *v).collect();
        let ty = match fixed {
            Some(t) => t,
            None if e.scoped => INT,
            None => self.unfixed_enum_type(&known),
        };
        let cty = |v: i128| match &ty {
            _ if fixed_or_scoped(e) => ty.clone(),
            _ if i32::try_from(v).is_ok() => INT,
            t => t.clone(),
        };
        let (w, s) = (ty.width(), ty.is_signed());
        let mut out = Vec::new();
        for (n, v) in values {
            let b = match v {
                Some(v) if fixed_or_scoped(e) => Binding::Const(wrap(v, w, s), cty(v)),
                Some(v) => Binding::Const(v, cty(v)),
                None => Binding::Error,
            };
            match (&e.name, e.scoped) {
                (Some(en), true) => out.push((format!("{en}::{n}"), b)),
                (Some(en), false) if self.cuda() => {
                    out.push((format!("{en}::{n}"), b.clone()));
                    out.push((n, b));
                }
                _ => out.push((n, b)),
            }
        }
        if let Some(n) = &e.name {
            self.bind_enum_name(n, &ty);
        }
        Ok((ty, out))
    }

    /// Bind `enum n` (and in C++ `n`) to the enum's type.
    fn bind_enum_name(&mut self, n: &str, ty: &CType) {
        self.bind(&tag_key(n), Binding::Typedef(ty.clone()));
        if self.cuda() {
            self.bind(n, Binding::Typedef(ty.clone()));
            if !self.enum_types.contains(ty) {
                self.enum_types.push(ty.clone());
            }
        }
    }

    /// Refuse an explicit specialization of template `name` chosen for type argument `t`
    /// when an enum is modelled by `t` too: an enum is its underlying integer type to kcc, so
    /// the specialization might be taken for the enum, which a compiler never does.
    pub(crate) fn check_specialized_type(
        &mut self,
        name: &str,
        t: &CType,
        span: ir::Span,
    ) -> Res<()> {
        if self.enum_types.contains(t) {
            let d = t.describe(self);
            return Err(self.unsupported(
                &format!("specialization of '{name}' for '{d}', the type an enum is modelled by"),
                Some(span),
            ));
        }
        // `char` and `signed char`, `long` and `long long` are distinct types of one model.
        let twin = match t {
            CType::Int {
                width: 8,
                signed: true,
            } => Some("'char' and 'signed char'"),
            CType::Int { width: 64, .. } => Some("'long' and 'long long'"),
            _ => None,
        };
        if let Some(twin) = twin {
            return Err(self.unsupported(
                &format!("specialization of '{name}' for {twin}, which kcc does not tell apart"),
                Some(span),
            ));
        }
        Ok(())
    }

    /// The type clang gives an enum without a fixed underlying type, from its enumerators'
    /// values: `unsigned int` when none is negative, else `int` (wider when they do not
    /// fit). In C++ an enum whose values all fit `int` promotes to `int`, and that is the
    /// type its values take part in arithmetic with, so it is modelled as `int`.
    fn unfixed_enum_type(&self, values: &[i128]) -> CType {
        let negative = values.iter().any(|v| *v < 0);
        let fits = |lo: i128, hi: i128| values.iter().all(|v| (lo..=hi).contains(v));
        let long = |signed| CType::Int { width: 64, signed };
        if self.cuda() && fits(i32::MIN.into(), i32::MAX.into()) {
            INT
        } else if negative {
            if fits(i32::MIN.into(), i32::MAX.into()) {
                INT
            } else {
                long(true)
            }
        } else if fits(0, u32::MAX.into()) {
            UINT
        } else {
            long(false)
        }
    }

    /// Evaluate the enumerators of a definition in order, each in scope (unqualified) for the
    /// values of those after it; `None` for a value kcc cannot evaluate (reported).
    fn enum_values(
        &mut self,
        variants: &[(String, Option<ast::Expr>, ir::Span)],
    ) -> Vec<(String, Option<i128>)> {
        let mut out = Vec::new();
        // `None` after an enumerator whose value kcc cannot evaluate: the implicit values that
        // follow it are unknown too. Never guess one: a wrong value could make a buggy kernel
        // verify.
        let mut next: Option<i128> = Some(0);
        self.fx.scopes.push(Default::default());
        for (name, val, span) in variants {
            if let Some(v) = val {
                next = self.const_eval(v);
                if next.is_none() {
                    self.unsupported(
                        &format!("value of enumerator '{name}' (not a constant kcc can evaluate)"),
                        Some(*span),
                    );
                }
            }
            match next {
                Some(c) => self.define_const(name, c),
                None => self.bind(name, Binding::Error),
            }
            out.push((name.clone(), next));
            next = next.map(|c| c + 1);
        }
        self.fx.scopes.pop();
        out
    }
}

/// Whether the enumerators of `e` have the enum's own type (rather than `int` when they fit).
fn fixed_or_scoped(e: &ast::EnumType) -> bool {
    e.scoped || e.underlying.is_some()
}

/// The name an enum's tag is bound under: not one an identifier can have.
fn tag_key(n: &str) -> String {
    format!("enum {n}")
}
