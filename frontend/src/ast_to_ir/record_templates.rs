//! Record templates: the member functions and definitions of file-scope records noted
//! before lowering, and the instances of record templates (`Pair<float>`) declared on first
//! use, with their explicit specializations.

use super::types::CType;
use super::{Binding, Lowerer, Res};
use crate::ast;

/// Deepest nesting of record template instances declared inside one another (a
/// template whose constants recurse without a specialization that ends it).
const MAX_INSTANTIATION_DEPTH: u32 = 64;

impl<'a> Lowerer<'a> {
    /// Remember the member functions of a file-scope record definition (and the definition
    /// itself when it is a template).
    pub(crate) fn note_methods(
        &mut self,
        d: &'a ast::Declaration,
        params: &'a [ast::TemplateParam],
    ) {
        let templated = !params.is_empty();
        let ast::TypeName::Base(ast::BaseType::Record(r), _) = &d.base else {
            return;
        };
        let Some(name) = &r.name else { return };
        if !r.spec_args.is_empty() {
            // A specialization is used only for the arguments it names (see
            // `instantiate_record`); its members are not the template's.
            if templated {
                self.record_partial_specs.insert(name.clone());
            } else if r.fields.is_some() {
                self.record_specs.entry(name.clone()).or_default().push(r);
            }
            return;
        }
        if !r.bases.is_empty() {
            self.record_bases.insert(name.clone(), r.bases.clone());
        }
        if templated {
            // A definition replaces a declaration (`template <int N> struct R;`), which
            // stands for the template until then (its explicit specializations are usable).
            match self.record_templates.get(name).copied() {
                Some((_, first)) if first.fields.is_some() => {
                    if r.fields.is_some() {
                        self.note_record_template(name, first, r);
                    }
                }
                Some(_) if r.fields.is_none() => {}
                _ => {
                    self.record_templates.insert(name.clone(), (params, r));
                }
            }
        }
        for m in &r.methods {
            let is_conversion = m.name.starts_with("operator ");
            if m.body.is_none() || is_conversion {
                continue;
            }
            self.methods.entry(name.clone()).or_default().push(m);
        }
    }

    /// The instance of record template `name` for `targs`: a record named like `Pair<float>`
    /// whose fields are resolved with the template's parameters bound.
    pub(crate) fn instantiate_record(
        &mut self,
        name: &str,
        targs: &[ast::TemplateArg],
    ) -> Res<Option<CType>> {
        let short = name.rsplit("::").next().unwrap_or(name);
        let Some((params, rec)) = self.record_templates.get(short).copied() else {
            return Ok(None);
        };
        self.check_record_template(short)?;
        let mut subst = Vec::new();
        let mut parts = Vec::new();
        for (k, p) in params.iter().enumerate() {
            let (n, b, text) = match (p, targs.get(k)) {
                (ast::TemplateParam::Type(n, _), Some(ast::TemplateArg::Type(t))) => {
                    let t = self.resolve_type(t)?;
                    let text = t.describe(self);
                    (n, Binding::Typedef(t), text)
                }
                (ast::TemplateParam::Value(t, n, _), Some(ast::TemplateArg::Expr(e))) => {
                    let t = self.resolve_type(t)?;
                    let Some(v) = self.const_eval(e) else {
                        return Err(self.unsupported(
                            "template argument that is not a constant",
                            Some(e.span),
                        ));
                    };
                    (n, Binding::Const(v, t), v.to_string())
                }
                (ast::TemplateParam::Type(n, _) | ast::TemplateParam::Value(_, n, _), None) => {
                    match self.template_default(p, &subst)? {
                        Some(b) => {
                            let text = match &b {
                                Binding::Typedef(t) => t.describe(self),
                                Binding::Const(v, _) => v.to_string(),
                                _ => String::new(),
                            };
                            (n, b, text)
                        }
                        None => {
                            return Err(self.unsupported(
                                &format!("template arguments of '{short}'"),
                                Some(rec.span),
                            ))
                        }
                    }
                }
                _ => {
                    return Err(self
                        .unsupported(&format!("template arguments of '{short}'"), Some(rec.span)))
                }
            };
            subst.push((n.clone(), b));
            parts.push(text);
        }
        let inst = format!("{short}<{}>", parts.join(", "));
        if let Some(i) = self.records.iter().position(|r| r.name == inst) {
            return Ok(Some(CType::Record(i)));
        }
        if self.record_partial_specs.contains(short) {
            return Err(self.unsupported(
                &format!("record template '{short}' with a partial specialization"),
                Some(rec.span),
            ));
        }
        // An explicit specialization for these arguments replaces the template.
        let mut def = match self.record_specialization(short, &parts)? {
            Some(spec) => {
                subst.clear();
                self.note_specialization_members(&inst, spec);
                spec.clone()
            }
            None => rec.clone(),
        };
        def.name = Some(inst.clone());
        def.spec_args.clear();
        if self.record_instantiating >= MAX_INSTANTIATION_DEPTH {
            return Err(self.unsupported(
                &format!(
                    "record template instances nested more than {MAX_INSTANTIATION_DEPTH} deep"
                ),
                Some(rec.span),
            ));
        }
        self.record_instantiating += 1;
        self.fx.scopes.push(subst.iter().cloned().collect());
        let r = self.declare_record(&def);
        self.fx.scopes.pop();
        self.record_instantiating -= 1;
        let r = r?;
        // Inside the template, its own name without arguments is this instance (the
        // injected class name: `V operator+(const V &o)`).
        subst.push((short.to_string(), Binding::Typedef(CType::Record(r))));
        // The instance's own constants (bound while declaring it) follow its parameters.
        let constants = self.record_subst.remove(&inst).unwrap_or_default();
        subst.extend(constants);
        // Members defined outside the class may name the parameters differently.
        for (own, param) in self.member_renames.get(short).cloned().unwrap_or_default() {
            if let Some(b) = subst
                .iter()
                .find(|(n, _)| *n == param)
                .map(|(_, b)| b.clone())
            {
                subst.push((own, b));
            }
        }
        self.record_subst.insert(inst, subst);
        Ok(Some(CType::Record(r)))
    }

    /// The explicit specialization of record template `short` whose arguments, written as
    /// instance names write them, are `parts`.
    fn record_specialization(
        &mut self,
        short: &str,
        parts: &[String],
    ) -> Res<Option<&'a ast::RecordType>> {
        let specs = self.record_specs.get(short).cloned().unwrap_or_default();
        for spec in specs {
            let mut texts = Vec::new();
            let mut types = Vec::new();
            for a in &spec.spec_args {
                texts.push(match a {
                    ast::TemplateArg::Type(t) => {
                        let t = self.resolve_type(t)?;
                        let text = t.describe(self);
                        types.push(t);
                        text
                    }
                    ast::TemplateArg::Expr(e) => match self.const_eval(e) {
                        Some(v) => v.to_string(),
                        None => {
                            return Err(self.unsupported(
                                "specialization argument that is not a constant",
                                Some(e.span),
                            ))
                        }
                    },
                });
            }
            if texts != parts {
                continue;
            }
            for t in &types {
                self.check_specialized_type(short, t, spec.span)?;
            }
            return Ok(Some(spec));
        }
        Ok(None)
    }

    /// Note the member functions and bases of explicit specialization `spec`, made into
    /// instance `inst`: they belong to that instance alone and replace the template's.
    fn note_specialization_members(&mut self, inst: &str, spec: &'a ast::RecordType) {
        let methods = spec
            .methods
            .iter()
            .filter(|m| m.body.is_some() && !m.name.starts_with("operator "))
            .collect();
        self.methods.insert(inst.to_string(), methods);
        self.record_bases
            .insert(inst.to_string(), spec.bases.clone());
        self.record_spec_instances.insert(inst.to_string());
    }

    /// The name a record's member functions are noted under: an instance made from an
    /// explicit specialization has its own; any other instance has its template's
    /// (`Pair<float>` has `Pair`'s).
    pub(crate) fn method_owner<'s>(&self, record: &'s str) -> &'s str {
        if self.record_spec_instances.contains(record) {
            record
        } else {
            record.split('<').next().unwrap_or(record)
        }
    }
}
