//! Temporaries initialised from a braced list: compound literals `(T){a, b}`, C++ list
//! initialization `T{a, b}`, and a braced list passed as an argument (`f({a, b})`), which
//! initialises the parameter's type. A class with constructors gets the constructor that
//! takes the list's items; a struct or vector without one takes them as a brace initializer
//! of a declaration does (unlisted members zero); a scalar takes at most one item. What kcc
//! cannot give this meaning to is refused, never approximated.

use ir::{Expr, Type};

use super::calls::Arg;
use super::expr::{LVal, Val};
use super::types::CType;
use super::{Binding, Lowerer, Res};
use crate::ast;

/// The items of a braced list when each is a plain expression (no designator, no nested
/// list): the arguments of a constructor.
fn plain_items(items: &[(Option<ast::Designator>, ast::Initializer)]) -> Option<Vec<ast::Expr>> {
    items
        .iter()
        .map(|(d, i)| match (d, i) {
            (None, ast::Initializer::Expr(e)) => Some(e.clone()),
            _ => None,
        })
        .collect()
}

impl Lowerer<'_> {
    /// `(T){ ... }` and `T{ ... }`: a temporary of type `t` initialised from `init`.
    pub(crate) fn compound_literal(
        &mut self,
        t: &ast::TypeName,
        init: &ast::Initializer,
        span: ir::Span,
    ) -> Res<Val> {
        let ty = self.resolve_type(t)?;
        self.list_value(&ty, init, span)
    }

    /// A temporary of type `ty` initialised from `init` (a braced list, or an expression for
    /// a compound literal built by the parser), used as a value.
    pub(crate) fn list_value(
        &mut self,
        ty: &CType,
        init: &ast::Initializer,
        span: ir::Span,
    ) -> Res<Val> {
        if let ast::Initializer::List(items, _) = init {
            if let Some(v) = self.list_construct(ty, items, span)? {
                return Ok(v);
            }
        }
        if ty.is_scalar() {
            let e = match init {
                ast::Initializer::Expr(e) => e,
                ast::Initializer::List(items, _) => match items.as_slice() {
                    [(None, ast::Initializer::Expr(e))] => e,
                    // `T{}`: value-initialised, zero.
                    [] => return Ok(Val::Scalar(Expr::bv(0, ty.width().max(1)), ty.clone())),
                    _ => return Err(self.sema("invalid scalar compound literal", Some(span))),
                },
            };
            let (x, xt) = self.scalar(e)?;
            return Ok(Val::Scalar(self.convert(x, &xt, ty), ty.clone()));
        }
        if !Self::is_aggregate(ty) {
            let d = ty.describe(self);
            return Err(self.unsupported(&format!("compound literal of type '{d}'"), Some(span)));
        }
        let leaves = self.leaves(ty, span)?;
        let mut vars = Vec::new();
        for l in &leaves {
            let v = self.temp(l.ty.ir().unwrap_or(Type::Bv(32)));
            vars.push((v, l.ty.clone()));
        }
        let lvs: Vec<LVal> = vars.iter().map(|(v, t)| LVal::Var(*v, t.clone())).collect();
        match init {
            ast::Initializer::List(..) => self.init_leaves(ty, lvs, init, span)?,
            ast::Initializer::Expr(e) => {
                let v = self.rvalue(e)?;
                self.write_lval(&LVal::Leaves(lvs, ty.clone()), v, span)?;
            }
        }
        let vals = vars.into_iter().map(|(v, t)| (Expr::var(v), t)).collect();
        Ok(Val::Agg(vals, ty.clone()))
    }

    /// A struct or vector initialised from a list that C++ does not read member by member:
    /// a constructor's arguments (for a class that has constructors), or one item of the
    /// object's own type (a copy). `None` when the list initialises the members.
    fn list_construct(
        &mut self,
        ty: &CType,
        items: &[(Option<ast::Designator>, ast::Initializer)],
        span: ir::Span,
    ) -> Res<Option<Val>> {
        if !Self::is_aggregate(ty) {
            return Ok(None);
        }
        let ctors = match self.record_name(ty) {
            Some(n) => self.methods_named(&n, &n),
            None => Vec::new(),
        };
        if !ctors.is_empty() && ctors.iter().all(|c| c.specs.implicit) && !items.is_empty() {
            // An aggregate with default member initializers: the list gives the first
            // members; the others would take their defaults.
            let plain = items.iter().all(|(d, _)| d.is_none());
            self.aggregate_with_defaults(ty, ctors[0], items.len(), plain, span)?;
            return Ok(None);
        }
        let has_ctors = !ctors.is_empty();
        let Some(args) = plain_items(items) else {
            if has_ctors {
                return Err(self.unsupported(
                    "designators or nested braces in a list that calls a constructor",
                    Some(span),
                ));
            }
            return Ok(None);
        };
        if has_ctors {
            return self.construct(ty, &args, span);
        }
        if let [e] = args.as_slice() {
            if self.expr_type(e).is_some_and(|t| t == *ty) {
                return self.rvalue(e).map(Some);
            }
        }
        Ok(None)
    }

    /// Check `S s = {a, b};` (`n` items, `plain` when none has a designator) for an
    /// aggregate `S` whose members have default initializers (`struct S { int x = 1; };`),
    /// run by its implicit constructor `ctor`: the list may initialise the members in order,
    /// as for any aggregate, when it leaves no member with a default initializer to its
    /// default; otherwise it is refused.
    pub(crate) fn aggregate_with_defaults(
        &mut self,
        ty: &CType,
        ctor: &ast::FunctionDef,
        n: usize,
        plain: bool,
        span: ir::Span,
    ) -> Res<()> {
        let CType::Record(i) = ty else {
            return Ok(());
        };
        let fields: Vec<String> = self.records[*i]
            .fields
            .iter()
            .flatten()
            .map(|(n, _)| n.clone())
            .collect();
        let defaulted: Vec<String> = ctor
            .body
            .iter()
            .flatten()
            .filter_map(|s| match &s.kind {
                ast::StmtKind::Expr(ast::Expr {
                    kind: ast::ExprKind::Assign(None, lhs, _),
                    ..
                }) => match &lhs.kind {
                    ast::ExprKind::Member(_, m, _) => Some(m.clone()),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        let derived = self.record_bases.contains_key(&self.records[*i].name);
        let left_to_default = fields.iter().skip(n).any(|f| defaulted.contains(f));
        if derived || !plain || left_to_default {
            return Err(self.unsupported(
                "list initialising an aggregate whose members it leaves to their default \
                 member initializers",
                Some(span),
            ));
        }
        Ok(())
    }

    /// A braced list passed for parameter `p` of `def` (template parameters bound by
    /// `subst`): a temporary of the parameter's type.
    pub(crate) fn braced_arg(
        &mut self,
        def: &ast::FunctionDef,
        p: &ast::Param,
        init: &ast::Initializer,
        subst: &[(String, Binding)],
        span: ir::Span,
    ) -> Res<Arg> {
        if super::mutable_ref(&p.ty).is_some() {
            return Err(self.sema(
                format!(
                    "a braced list cannot bind to a non-const reference parameter of '{}'",
                    def.name
                ),
                Some(span),
            ));
        }
        let p_ty = match &p.ty {
            ast::TypeName::Reference(inner) => &**inner,
            t => t,
        };
        let ty = self.resolve_in(subst, p_ty)?;
        if matches!(ty, CType::Pointer(..) | CType::Array(..)) {
            return Err(self.unsupported(
                &format!(
                    "braced list passed for a pointer parameter of '{}'",
                    def.name
                ),
                Some(span),
            ));
        }
        Ok(Arg::Val(self.list_value(&ty, init, span)?))
    }
}
