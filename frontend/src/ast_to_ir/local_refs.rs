//! Local C++ references (`T &r = e;`): the object a reference names, a converted temporary
//! for a `const` reference to another type, and the base part of an object seen through a
//! reference to its base class.

use ir::StmtKind;

use super::expr::LVal;
use super::types::CType;
use super::{Binding, Lowerer, Res};
use crate::ast;

/// True for expressions that denote an object (its place can be written back).
pub(crate) fn is_place(e: &ast::Expr) -> bool {
    matches!(
        &e.kind,
        ast::ExprKind::Ident(_)
            | ast::ExprKind::Index(..)
            | ast::ExprKind::Member(..)
            | ast::ExprKind::Unary(ast::UnaryOp::Deref, _)
    )
}

impl Lowerer<'_> {
    /// A local C++ reference `T &r = e;`: `r` names the object `e` designates (a variable, a
    /// memory cell, or the leaves of a vector or struct). A reference bound to a value that is
    /// no object (a `const T &` to a temporary) holds a copy. False for other declarations.
    pub(crate) fn local_reference(
        &mut self,
        d: &ast::Declaration,
        decl: &ast::InitDeclarator,
    ) -> Res<bool> {
        let ast::TypeName::Reference(inner) = &decl.ty else {
            return Ok(false);
        };
        let e = match &decl.init {
            Some(ast::Initializer::Expr(e)) => e,
            Some(ast::Initializer::List(items, _)) if items.len() == 1 => match &items[0] {
                (None, ast::Initializer::Expr(e)) => e,
                _ => {
                    return Err(
                        self.unsupported("reference initialised with a list", Some(decl.span))
                    )
                }
            },
            _ => return Err(self.sema("a reference must be initialised", Some(decl.span))),
        };
        let place = matches!(
            &e.kind,
            ast::ExprKind::Ident(_)
                | ast::ExprKind::Index(..)
                | ast::ExprKind::Member(..)
                | ast::ExprKind::Unary(ast::UnaryOp::Deref, _)
        ) || self.calls_reference_function(e);
        if !place {
            // Only a `const T &` bound to a temporary may hold a copy: a reference to an object
            // designated some other way (a conditional, an assignment) would read and write
            // the copy instead of the object.
            let designates_object = super::mutable_ref(&decl.ty).is_some()
                || matches!(
                    &e.kind,
                    ast::ExprKind::Ternary(..)
                        | ast::ExprKind::Comma(..)
                        | ast::ExprKind::Assign(..)
                        | ast::ExprKind::Unary(ast::UnaryOp::PreInc | ast::UnaryOp::PreDec, _)
                );
            if designates_object {
                return Err(self.unsupported(
                    "reference bound to an object designated by this expression",
                    Some(e.span),
                ));
            }
            let copy = ast::InitDeclarator {
                ty: (**inner).clone(),
                ..decl.clone()
            };
            self.local_declarator(d, &copy)?;
            return Ok(true);
        }
        // A `const T &` to an object of another scalar type binds a converted temporary.
        let want = self.resolve_type(inner)?;
        let have = self.expr_type(e);
        if let Some(have) = have.filter(|h| h.is_scalar() && want.is_scalar() && *h != want) {
            if super::mutable_ref(&decl.ty).is_some() {
                let (w, h) = (want.describe(self), have.describe(self));
                return Err(self.sema(
                    format!("a reference of type '{w} &' cannot bind to an object of type '{h}'"),
                    Some(e.span),
                ));
            }
            let copy = ast::InitDeclarator {
                ty: (**inner).clone(),
                ..decl.clone()
            };
            self.local_declarator(d, &copy)?;
            return Ok(true);
        }
        let lv = self.lvalue(e)?;
        let lv = self.base_subobject(lv, inner, decl.span)?;
        let binding = match lv {
            LVal::Var(v, t) => Binding::Var(v, t),
            LVal::Mem { array, index, ty } => {
                let off = self.local_var(
                    format!("{}$ref", decl.name),
                    ir::Type::Bv(32),
                    ir::VarRole::User,
                );
                self.emit(StmtKind::Assign {
                    lhs: off,
                    rhs: index,
                });
                Binding::Ref(array, off, ty)
            }
            LVal::Leaves(ls, t) => {
                let mut vars = Vec::new();
                for l in ls {
                    match l {
                        LVal::Var(v, vt) => vars.push((v, vt)),
                        _ => {
                            return Err(self.unsupported(
                                "reference to an object spread over memory",
                                Some(decl.span),
                            ))
                        }
                    }
                }
                Binding::Agg(vars, t)
            }
            _ => return Err(self.unsupported("reference to this object", Some(decl.span))),
        };
        self.bind(&decl.name, binding);
        Ok(true)
    }

    /// The object `lv` seen through a reference of type `want`: itself, or, for a reference
    /// to a base class of its class (`B &b = d;`), its base part (the base's members are a
    /// prefix of the derived class's), whose member functions are the base's.
    fn base_subobject(&mut self, lv: LVal, want: &ast::TypeName, span: ir::Span) -> Res<LVal> {
        let have = Self::lval_type(&lv);
        let want = self.resolve_type(want)?;
        let (CType::Record(h), CType::Record(w)) = (&have, &want) else {
            return Ok(lv);
        };
        if h == w {
            return Ok(lv);
        }
        let derived = self.records[*h].name.clone();
        let base = self.records[*w].name.clone();
        let is_base = self.is_direct_base(&derived, &base);
        let prefix = match (&self.records[*h].fields, &self.records[*w].fields) {
            (Some(hf), Some(wf)) => hf.len() >= wf.len() && hf[..wf.len()] == wf[..],
            _ => false,
        };
        if !is_base || !prefix {
            return Err(self.unsupported(
                &format!("reference of type '{base}' to an object of type '{derived}'"),
                Some(span),
            ));
        }
        match lv {
            LVal::Leaves(ls, _) => {
                let n = self.leaves(&want, span)?.len();
                Ok(LVal::Leaves(ls.into_iter().take(n).collect(), want))
            }
            LVal::Mem { array, index, .. } => Ok(LVal::Mem {
                array,
                index,
                ty: want,
            }),
            _ => Err(self.unsupported(
                &format!("reference of type '{base}' to an object of type '{derived}'"),
                Some(span),
            )),
        }
    }

    /// Is record `base` (an instance or not, `Base<float>`) written among the bases of record
    /// `derived`?
    pub(crate) fn is_direct_base(&self, derived: &str, base: &str) -> bool {
        self.record_bases
            .get(derived)
            .or_else(|| self.record_bases.get(template_name(derived)))
            .is_some_and(|bs| bs.iter().any(|b| template_name(b) == template_name(base)))
    }
}

/// The name of a record without the template arguments of an instance (`Base<float>`).
pub(crate) fn template_name(record: &str) -> &str {
    record.split('<').next().unwrap_or(record)
}
