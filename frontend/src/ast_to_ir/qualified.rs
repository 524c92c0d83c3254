//! Records named through namespaces. Namespaces are not modelled: kcc keeps one record per
//! name, so `ns::S` (a struct declared in namespace `ns`) is the record `S`, as `ns::x` is the
//! variable `x`. That is sound only while no two definitions of one name disagree, so a
//! second definition (another namespace, another function's body, another instance of a
//! function template) must repeat the first's fields exactly and, unless it is the same
//! definition again, add no member functions, constants or bases; otherwise it is refused.

use std::collections::{HashMap, HashSet};

use ir::Span;

use super::types::CType;
use super::{Lowerer, Res};
use crate::ast;

/// What the lowering remembers about record definitions to keep one record per name sound.
#[derive(Default)]
pub(crate) struct RecordScopes {
    /// For each defined record (by index): where its definition is written, and whether it
    /// has members beyond its fields (member functions, constants, bases).
    defined_at: HashMap<usize, (Span, bool)>,
    /// Records with a refused second definition: every use of their name is refused too
    /// (silently: the definition's report says why).
    conflicting: HashSet<usize>,
    /// Record templates defined more than once (in two namespaces), by name: their instances
    /// cannot be told apart.
    template_conflicts: HashSet<String>,
}

/// Does record `r` have members beyond its fields?
fn has_other_members(r: &ast::RecordType) -> bool {
    !r.methods.is_empty() || !r.constants.is_empty() || !r.bases.is_empty()
}

impl Lowerer<'_> {
    /// The record that a qualified name `ns::S` names when its qualifier is no record or
    /// type (so a namespace): the record `S`. `R::S` for a record or typedef `R` names a
    /// member of `R` and is not found this way.
    pub(crate) fn qualified_record(&self, name: &str) -> Option<usize> {
        let (qualifier, short) = name.rsplit_once("::")?;
        let scope = qualifier.rsplit("::").next().unwrap_or(qualifier);
        if scope.is_empty()
            || self.records.iter().any(|r| r.name == scope)
            || self.lookup_typedef(scope).is_some()
        {
            return None;
        }
        self.records.iter().position(|r| r.name == short)
    }

    /// Note the first definition of record `idx`, written as `r`.
    pub(crate) fn note_record_definition(&mut self, idx: usize, r: &ast::RecordType) {
        self.record_scopes
            .defined_at
            .insert(idx, (r.span, has_other_members(r)));
    }

    /// Check a definition `r` of record `idx`, which is defined already: the same definition
    /// again (a function lowered once more) or another with exactly the same fields and
    /// nothing else is the same record; anything else is refused, such as a struct of two
    /// namespaces, or a struct local to a function template whose instances give its fields
    /// different types.
    pub(crate) fn check_record_redefinition(&mut self, idx: usize, r: &ast::RecordType) -> Res<()> {
        let Some(&(span, first_has_more)) = self.record_scopes.defined_at.get(&idx) else {
            return Ok(());
        };
        let again = span == r.span;
        // Fields of a record with constants may name them, so they are only compared
        // between definitions without any.
        if again && first_has_more {
            return Ok(());
        }
        let same = (again || (!first_has_more && !has_other_members(r))) && {
            let n_diags = self.diags.items.len();
            let fields: Res<Vec<(String, CType)>> = r
                .fields
                .iter()
                .flatten()
                .map(|f| Ok((f.name.clone(), self.resolve_type(&f.ty)?)))
                .collect();
            self.diags.items.truncate(n_diags);
            fields.ok() == self.records[idx].fields
        };
        if same {
            return Ok(());
        }
        self.record_scopes.conflicting.insert(idx);
        let kind = if r.is_union { "union" } else { "struct" };
        let name = self.records[idx].name.clone();
        Err(self.unsupported(
            &format!(
                "{kind} '{name}' defined again with different members (in another namespace, \
                 scope or template instance)"
            ),
            Some(r.span),
        ))
    }

    /// Record `idx` found by its name, unless a refused second definition made the name
    /// ambiguous (already reported).
    pub(crate) fn usable_record(&self, idx: usize) -> Res<usize> {
        if self.record_scopes.conflicting.contains(&idx) {
            return Err(super::Reported);
        }
        Ok(idx)
    }

    /// Note a definition of record template `name`, written as `r`, when one is known
    /// already (`first`): a different definition makes the name's instances ambiguous.
    pub(crate) fn note_record_template(
        &mut self,
        name: &str,
        first: &ast::RecordType,
        r: &ast::RecordType,
    ) {
        if first.span != r.span {
            self.record_scopes
                .template_conflicts
                .insert(name.to_string());
        }
    }

    /// Refuse an instance of record template `name` (at the statement being lowered) when two
    /// templates of that name exist.
    pub(crate) fn check_record_template(&mut self, name: &str) -> Res<()> {
        if self.record_scopes.template_conflicts.contains(name) {
            return Err(self.unsupported(
                &format!("record template '{name}' defined twice (in two namespaces)"),
                None,
            ));
        }
        Ok(())
    }
}
