//! Overload resolution for free functions and operators: among the definitions of one name
//! that take the number of arguments given, the one whose parameter types the arguments fit
//! best (exact types before conversions), as C++ chooses; a tie is refused, never guessed.

use super::expr::Val;
use super::types::CType;
use super::{Lowerer, Res};
use crate::ast;

/// How well an argument of type `arg` fits a parameter of type `param`: `Some(0)` for the
/// same type, 1 for a promotion (`char`, `short` or `bool` to `int`, `float` to `double`),
/// higher for conversions (C++ ranks a promotion above every conversion), `None` when it
/// cannot be passed.
fn rank(param: &CType, arg: &CType) -> Option<u32> {
    if param == arg {
        return Some(0);
    }
    match (param, arg) {
        (p, a) if p.is_scalar() && a.is_scalar() => {
            let promotion = match (p, a) {
                (
                    CType::Int {
                        width: 32,
                        signed: true,
                    },
                    CType::Int { width, .. },
                ) => *width < 32,
                (
                    CType::Int {
                        width: 32,
                        signed: true,
                    },
                    CType::Bool,
                ) => true,
                (CType::Float(64), CType::Float(32)) => true,
                _ => false,
            };
            let same_kind = p.is_float() == a.is_float();
            Some(if promotion {
                1
            } else if same_kind {
                2
            } else {
                3
            })
        }
        (CType::Pointer(p, _) | CType::Array(p, _), CType::Pointer(a, _) | CType::Array(a, _)) => {
            if p == a {
                Some(0)
            } else if **p == CType::Void {
                Some(2)
            } else {
                Some(4)
            }
        }
        // Vectors and structs are passed only as themselves.
        _ => None,
    }
}

impl<'a> Lowerer<'a> {
    /// The type of parameter `i` of `def` (references stripped), or `None` when it does not
    /// resolve here (a template parameter); resolving reports nothing.
    fn overload_param_type(&mut self, def: &ast::FunctionDef, i: usize) -> Option<CType> {
        let t = match &def.params.get(i)?.ty {
            ast::TypeName::Reference(inner) => (**inner).clone(),
            t => t.clone(),
        };
        let n_diags = self.diags.items.len();
        let r = self.resolve_type(&t).ok();
        self.diags.items.truncate(n_diags);
        r
    }

    /// The sum of the ranks of `args` for `def`'s parameters, `None` when one does not fit.
    fn overload_cost(&mut self, def: &ast::FunctionDef, args: &[Option<CType>]) -> Option<u32> {
        let mut cost = 0;
        for (i, a) in args.iter().enumerate() {
            match (self.overload_param_type(def, i), a) {
                (Some(p), Some(a)) => cost += rank(&p, a)?,
                // Unknown on either side: viable, but never better than an exact match.
                _ => cost += 1,
            }
        }
        Some(cost)
    }

    /// The best of `defs` for arguments of types `args`: `Ok(None)` when none takes them
    /// (a builtin of that name may), an error when two fit equally well.
    pub(crate) fn pick_overload(
        &mut self,
        defs: &[&'a ast::FunctionDef],
        args: &[Option<CType>],
        span: ir::Span,
    ) -> Res<Option<&'a ast::FunctionDef>> {
        Ok(self.pick_overload_scored(defs, args, span)?.map(|(_, d)| d))
    }

    /// The function template of `name` a call with `n` arguments may instantiate: the only
    /// one taking `n` arguments; several are refused (kcc does not order templates).
    pub(crate) fn function_template(
        &mut self,
        name: &str,
        n: usize,
        span: ir::Span,
    ) -> Res<Option<(&'a [ast::TemplateParam], &'a ast::FunctionDef)>> {
        let Some(all) = self.template_overloads.get(name).cloned() else {
            return Ok(self.templates.get(name).copied());
        };
        let takes = |d: &ast::FunctionDef| {
            n <= d.params.len() && d.params.iter().skip(n).all(|p| p.default.is_some())
        };
        let fit: Vec<_> = all.iter().copied().filter(|(_, d)| takes(d)).collect();
        match fit.as_slice() {
            [] => Ok(all.first().copied()),
            [one] => Ok(Some(*one)),
            _ => Err(self.unsupported(
                &format!("call of overloaded function template '{name}' (kcc does not order function templates)"),
                Some(span),
            )),
        }
    }

    /// The cost of calling template `def` with arguments of types `args` once its parameters
    /// are deduced (as [`Self::pick_overload`] counts it), or `None` when deduction fails.
    pub(crate) fn template_cost(
        &mut self,
        tparams: &'a [ast::TemplateParam],
        def: &'a ast::FunctionDef,
        targs: &[ast::TemplateArg],
        args: &[Option<CType>],
        span: ir::Span,
    ) -> Option<u32> {
        let n_diags = self.diags.items.len();
        let subst = self.template_subst(tparams, def, targs, args, span);
        self.diags.items.truncate(n_diags);
        let subst = subst.ok()?;
        self.fx.scopes.push(subst.into_iter().collect());
        let cost = self.overload_cost(def, args);
        self.fx.scopes.pop();
        cost
    }

    /// [`Self::pick_overload`] with the winner's cost.
    pub(crate) fn pick_overload_scored(
        &mut self,
        defs: &[&'a ast::FunctionDef],
        args: &[Option<CType>],
        span: ir::Span,
    ) -> Res<Option<(u32, &'a ast::FunctionDef)>> {
        let cands: Vec<&'a ast::FunctionDef> = defs
            .iter()
            .copied()
            .filter(|d| {
                d.body.is_some()
                    && args.len() <= d.params.len()
                    && d.params
                        .iter()
                        .skip(args.len())
                        .all(|p| p.default.is_some())
            })
            .collect();
        let mut best: Option<(u32, &'a ast::FunctionDef)> = None;
        let mut tie = false;
        for d in cands {
            let Some(c) = self.overload_cost(d, args) else {
                continue;
            };
            match best {
                Some((b, _)) if c > b => {}
                Some((b, _)) if c == b => tie = true,
                _ => {
                    best = Some((c, d));
                    tie = false;
                }
            }
        }
        if tie {
            let name = best.map(|(_, d)| d.name.clone()).unwrap_or_default();
            return Err(self.unsupported(
                &format!(
                    "call of overloaded '{name}' that kcc cannot tell apart by argument types"
                ),
                Some(span),
            ));
        }
        Ok(best)
    }

    /// The types of evaluated operands, for [`Self::pick_overload`].
    pub(crate) fn val_types(vals: &[&Val]) -> Vec<Option<CType>> {
        vals.iter()
            .map(|v| match v {
                Val::Scalar(_, t) | Val::Agg(_, t) => Some(t.clone()),
                Val::Ptr(p) => Some(CType::Pointer(Box::new(p.pointee.clone()), None)),
                _ => None,
            })
            .collect()
    }
}
