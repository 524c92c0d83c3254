//! Names scoped to a record: the enumerators of enums declared in its body and its
//! `static const` data members, named `R::x` outside the record and `x` inside its member
//! functions; and the static member functions of record template instances (`R<T>::f`).

use super::{Binding, Lowerer, Res};
use crate::ast;
use crate::ast_to_ir::memory::is_const;
use crate::ast_to_ir::types::{wrap, CType};
use ir::{MemSpace, Origin};

impl<'a> Lowerer<'a> {
    /// Bind the constants of record `rec` (just defined): globally as `rec::x`, and in the
    /// scope its member functions are lowered in as `x`. Earlier constants are in scope for
    /// the initializers of later ones, as are the template parameters of an instance.
    pub(crate) fn declare_record_constants(
        &mut self,
        rec: &str,
        constants: &[ast::RecordConstant],
    ) {
        let mut scope: Vec<(String, Binding)> = Vec::new();
        for c in constants {
            self.fx.scopes.push(scope.iter().cloned().collect());
            let new: Vec<(String, Binding)> = match c {
                ast::RecordConstant::Enum(e) => match self.enum_constants(e) {
                    Ok((_, constants)) => constants,
                    Err(_) => Vec::new(),
                },
                ast::RecordConstant::Static(name, ty, init, span) => self
                    .static_member(rec, name, ty, init.as_deref(), *span)
                    .map(|b| (name.clone(), b))
                    .into_iter()
                    .collect(),
            };
            self.fx.scopes.pop();
            scope.extend(new);
        }
        for (n, b) in &scope {
            self.globals.insert(format!("{rec}::{n}"), b.clone());
        }
        self.record_subst
            .entry(rec.to_string())
            .or_default()
            .extend(scope);
    }

    /// The types of the named enums declared in the body of record `rec`, bound globally as
    /// `rec::E` and returned (as `E`) for the scope its fields and member functions are
    /// resolved in. Their enumerators are bound later with the other constants; whatever
    /// evaluating them here reports is reported again there, so it is dropped here.
    pub(crate) fn record_enum_types(
        &mut self,
        rec: &str,
        constants: &[ast::RecordConstant],
    ) -> Vec<(String, Binding)> {
        let mark = self.diags.items.len();
        let mut out = Vec::new();
        for c in constants {
            let ast::RecordConstant::Enum(e) = c else {
                continue;
            };
            let Some(n) = &e.name else {
                continue;
            };
            self.fx.scopes.push(out.iter().cloned().collect());
            let ty = self.enum_constants(e);
            self.fx.scopes.pop();
            if let Ok((ty, _)) = ty {
                self.globals
                    .insert(format!("{rec}::{n}"), Binding::Typedef(ty.clone()));
                out.push((n.clone(), Binding::Typedef(ty)));
            }
        }
        self.diags.items.truncate(mark);
        out
    }

    /// The binding of a static data member: a compile-time constant for an integer, a
    /// read-only memory cell holding its initializer otherwise. A member that is not constant
    /// (one object every thread may write) is refused; a constant declared without its value
    /// (defined out of line as `const T R::x = v;`) binds nothing here.
    fn static_member(
        &mut self,
        rec: &str,
        name: &str,
        ty: &ast::TypeName,
        init: Option<&ast::Expr>,
        span: ir::Span,
    ) -> Option<Binding> {
        if !is_const(ty) {
            self.unsupported(
                &format!("static data member '{rec}::{name}' that is not a constant"),
                Some(span),
            );
            return Some(Binding::Error);
        }
        let init = init?;
        let Ok(t) = self.resolve_type(ty) else {
            return Some(Binding::Error);
        };
        if t.is_integer() {
            let Some(v) = self.const_eval(init) else {
                self.unsupported(
                    &format!(
                        "value of static member '{rec}::{name}' (not a constant kcc can evaluate)"
                    ),
                    Some(init.span),
                );
                return Some(Binding::Error);
            };
            let (w, s) = (t.width(), t.is_signed());
            return Some(Binding::Const(wrap(v, w, s), t));
        }
        let Ok(elem) = self.elem_type_of(&t, span) else {
            return Some(Binding::Error);
        };
        let dims = if matches!(t, CType::Array(..)) {
            t.dims()
        } else {
            vec![Some(1)]
        };
        let qualified = format!("{rec}::{name}");
        let a = self.new_array(
            &qualified,
            MemSpace::Constant,
            elem,
            dims,
            true,
            Origin::Source(span),
        );
        self.file_init(a, &t, &ast::Initializer::Expr(init.clone()));
        Some(Binding::Array(a, t))
    }

    /// The name of constant `member` of the instance of record template `rec` for `targs`
    /// (`Traits<4>::size`).
    pub(crate) fn scoped_name(
        &mut self,
        rec: &str,
        targs: &[ast::TemplateArg],
        member: &str,
        span: ir::Span,
    ) -> Res<String> {
        match self.instantiate_record(rec, targs)? {
            Some(CType::Record(i)) => Ok(format!("{}::{member}", self.records[i].name)),
            _ => Err(self.sema(
                format!("'{rec}' is not a record template with a member '{member}'"),
                Some(span),
            )),
        }
    }

    /// Static member function `name` of the instance of record template `rec` for `targs`
    /// (`Ops<float>::twice`), with the instance's bindings.
    pub(crate) fn scoped_static_method(
        &mut self,
        rec: &str,
        targs: &[ast::TemplateArg],
        name: &str,
        span: ir::Span,
    ) -> Res<(&'a ast::FunctionDef, Vec<(String, Binding)>)> {
        let qualified = self.scoped_name(rec, targs, name, span)?;
        let short = rec.rsplit("::").next().unwrap_or(rec);
        let def = self.methods.get(short).and_then(|ms| {
            ms.iter()
                .copied()
                .find(|m| m.specs.is_static && m.name == name)
        });
        let Some(def) = def else {
            return Err(self.sema(
                format!("no static member function '{qualified}'"),
                Some(span),
            ));
        };
        let inst = qualified.rsplit_once("::").map_or("", |(r, _)| r);
        let subst = self.record_subst.get(inst).cloned().unwrap_or_default();
        Ok((def, subst))
    }
}
