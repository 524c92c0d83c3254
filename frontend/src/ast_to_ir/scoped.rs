//! Names scoped to a record: the enumerators of enums declared in its body and its
//! `static const` data members, named `R::x` outside the record and `x` inside its member
//! functions; the static member functions of record template instances (`R<T>::f`); and
//! the members of record templates defined outside the class (`T R<T>::get() { ... }`).

use super::{Binding, Lowerer, Res};
use crate::ast;
use crate::ast_to_ir::decls::is_const;
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
                // Bound with the record's types (see `record_types`).
                ast::RecordConstant::Type(..) => Vec::new(),
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

    /// The types declared in the body of record `rec`: named enums and member types
    /// (`typedef T value_type;`), bound globally as `rec::E` and returned (as `E`) for the
    /// scope its fields and member functions are resolved in. Enumerators are bound later
    /// with the other constants; whatever evaluating them here reports is reported again
    /// there, so it is dropped here.
    pub(crate) fn record_types(
        &mut self,
        rec: &str,
        constants: &[ast::RecordConstant],
    ) -> Vec<(String, Binding)> {
        let mut out = Vec::new();
        for c in constants {
            self.fx.scopes.push(out.iter().cloned().collect());
            let bound = match c {
                ast::RecordConstant::Enum(e) => {
                    let mark = self.diags.items.len();
                    let ty = self.enum_constants(e).ok().map(|(ty, _)| ty);
                    self.diags.items.truncate(mark);
                    e.name.clone().zip(ty)
                }
                ast::RecordConstant::Type(n, ty, _) => {
                    let ty = self.resolve_type(ty).ok();
                    ty.map(|t| (n.clone(), t))
                }
                ast::RecordConstant::Static(..) => None,
            };
            self.fx.scopes.pop();
            if let Some((n, ty)) = bound {
                self.globals
                    .insert(format!("{rec}::{n}"), Binding::Typedef(ty.clone()));
                out.push((n, Binding::Typedef(ty)));
            }
        }
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
        let inst = qualified.rsplit_once("::").map_or("", |(r, _)| r);
        let short = rec.rsplit("::").next().unwrap_or(rec);
        let owner = if self.record_spec_instances.contains(inst) {
            inst
        } else {
            short
        };
        let def = self.methods.get(owner).and_then(|ms| {
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
        let subst = self.record_subst.get(inst).cloned().unwrap_or_default();
        Ok((def, subst))
    }

    /// Note `f`, defined under template parameters `params`, when it is a member of a record
    /// template defined outside the class (named `M<T, N>::get` by the lexer): its template
    /// arguments must be its own parameters, in order, standing for the record template's.
    /// True when `f` is such a member (noted, or refused).
    pub(crate) fn note_template_member(
        &mut self,
        params: &[ast::TemplateParam],
        f: &'a ast::FunctionDef,
    ) -> bool {
        let Some((head, _member)) = f.name.rsplit_once("::") else {
            return false;
        };
        let Some((rec, args)) = head.strip_suffix('>').and_then(|h| h.split_once('<')) else {
            return false;
        };
        let args: Vec<&str> = args.split(", ").collect();
        let own: Vec<&str> = params.iter().map(|p| p.name()).collect();
        let record_params: Option<Vec<&str>> = self
            .record_templates
            .get(rec)
            .map(|(ps, _)| ps.iter().map(|p| p.name()).collect());
        let Some(record_params) = record_params else {
            self.span = Some(f.name_span);
            self.sema(
                format!(
                    "'{rec}' is not a class template declared before its member '{}'",
                    f.name
                ),
                Some(f.name_span),
            );
            return true;
        };
        if args != own || args.len() != record_params.len() {
            self.unsupported(
                &format!(
                    "member '{}' of a class template whose template arguments are not its own \
                     parameters in order",
                    f.name
                ),
                Some(f.name_span),
            );
            return true;
        }
        // The instance's bindings are extended with the member's own names (see
        // `instantiate_record`), so one name must stand for one parameter in every member.
        let known = self.member_renames.entry(rec.to_string()).or_default();
        for (a, r) in args.iter().zip(&record_params) {
            let clash = record_params.iter().any(|p| p == a && p != r)
                || known.iter().any(|(o, k)| o == a && k != r);
            if clash {
                self.unsupported(
                    &format!(
                        "member '{}' of a class template naming its parameters differently \
                         from the template and its other members",
                        f.name
                    ),
                    Some(f.name_span),
                );
                return true;
            }
            if a != r && !known.iter().any(|(o, _)| o == a) {
                known.push((a.to_string(), r.to_string()));
            }
        }
        self.template_members
            .entry(rec.to_string())
            .or_default()
            .push(f);
        true
    }
}
