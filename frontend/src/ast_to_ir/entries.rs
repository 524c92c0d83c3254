//! Modular verification (`--no-inline`): every function with a body besides the kernel also
//! becomes an entry point of its own, verified against its contract as GPUVerify verifies each
//! procedure it did not inline.
//!
//! An entry is an ordinary procedure instance whose pointer parameters are bound to arrays of
//! their own (arbitrary contents, unknown size), so that its body is checked for every argument
//! its `__requires` allow rather than only for the arguments of one call. Which functions are
//! entries follows what survives GPUVerify's compilation without inlining: functions with
//! external linkage, and `static` or `inline` ones only when something calls them (the others
//! are removed as dead code before verification). Functions the compiler always inlines
//! (`__forceinline__`, `always_inline`) are not entries: they exist only where they are called.

use std::collections::HashSet;

use ir::{MemSpace, Origin};

use super::pointers::Bases;
use super::types::CType;
use super::{mutable_ref, Lowerer, ParamBind, Res};
use crate::ast;

impl<'a> Lowerer<'a> {
    /// Lower an entry instance of every eligible function, after the kernel.
    pub(crate) fn modular_entries(&mut self) {
        let called: HashSet<usize> = self.instances.keys().map(|(d, _, _)| *d).collect();
        let kernel_def = self
            .prog
            .kernel
            .and_then(|k| self.prog.procs[k].origin.span());
        let mut defs: Vec<&'a ast::FunctionDef> = self
            .functions
            .values()
            .flatten()
            .copied()
            .filter(|d| d.body.is_some() && !d.specs.is_kernel)
            .filter(|d| Some(d.name_span) != kernel_def)
            .filter(|d| !d.name.starts_with("__spec_") && !d.name.starts_with("__kcc"))
            .filter(|d| !d.name.contains("::") && !d.name.starts_with("operator"))
            .filter(|d| !super::always_inline(d))
            .filter(|d| {
                called.contains(&(*d as *const ast::FunctionDef as usize))
                    || !(d.specs.is_static || d.specs.is_inline)
            })
            .collect();
        defs.sort_by_key(|d| d.span);
        defs.dedup_by_key(|d| d.span);
        for def in defs {
            let mark = self.diags.items.len();
            let entry = self.entry_instance(def);
            self.lower_pending();
            let failed = self.diags.items[mark..]
                .iter()
                .any(|d| d.severity == ir::Severity::Error);
            match entry {
                Ok(p) if !failed => self.prog.entries.push(p),
                _ => {
                    // The function cannot be checked on its own; the kernel's calls of it
                    // are still checked where they are inlined.
                    self.diags.items.truncate(mark);
                    let msg = format!(
                        "function '{}' is not verified on its own: kcc cannot model its \
                         parameters without a call (only its calls are checked)",
                        def.name
                    );
                    self.diags.warning("sema", msg, Some(def.name_span));
                }
            }
        }
    }

    /// The entry instance of `def`: each pointer parameter (and pointer member of a struct
    /// parameter) bound to a fresh array in the address space its type names (or, for a
    /// function the kernel calls, the space of an array its first call passes).
    fn entry_instance(&mut self, def: &'a ast::FunctionDef) -> Res<ir::ProcId> {
        let addr = def as *const ast::FunctionDef as usize;
        let first_call: Option<Vec<ParamBind>> = self
            .instances
            .iter()
            .filter(|((d, _, _), _)| *d == addr)
            .min_by_key(|(_, p)| **p)
            .map(|((_, binds, _), _)| binds.clone());
        let mut binds = Vec::new();
        for (i, p) in def.params.iter().enumerate() {
            self.span = Some(p.span);
            let name = p.name.clone().unwrap_or_else(|| format!("$p{i}"));
            let (ty, by_ref) = match mutable_ref(&p.ty) {
                Some(inner) => (self.resolve_type(inner)?, true),
                None => (self.resolve_type(&p.ty)?, false),
            };
            if by_ref || Self::const_ref_param(p) {
                binds.push(ParamBind::Copy);
            }
            let pointers: Vec<(String, CType, Option<ast::AddrSpace>)> = match &ty {
                CType::Pointer(t, s) if !by_ref => vec![(name.clone(), (**t).clone(), *s)],
                CType::Array(t, _) if !by_ref => {
                    vec![(name.clone(), (**t).clone(), super::types::type_space(&p.ty))]
                }
                t if Self::is_aggregate(t) => self
                    .leaves(t, p.span)?
                    .into_iter()
                    .filter_map(|l| match l.ty {
                        CType::Pointer(pt, s) => Some((format!("{name}{}", l.suffix), *pt, s)),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            for (pname, pointee, space) in pointers {
                let slot = binds.len();
                let called_space = first_call
                    .as_ref()
                    .and_then(|b| match b.get(slot) {
                        Some(ParamBind::Ptr(bs)) => bs.objs.first().copied(),
                        _ => None,
                    })
                    .map(|a| self.prog.arrays[a].space);
                let mem = called_space.unwrap_or(match space {
                    _ if self.cuda() => MemSpace::Global,
                    Some(ast::AddrSpace::Local) => MemSpace::Shared,
                    Some(ast::AddrSpace::Constant) => MemSpace::Constant,
                    Some(ast::AddrSpace::Global) => MemSpace::Global,
                    Some(ast::AddrSpace::Private) | None => MemSpace::Private,
                });
                let elem = self.elem_type_of(&pointee, p.span)?;
                let mut dims = vec![None];
                dims.extend(pointee.dims());
                let origin = Origin::Source(p.span);
                let a = self.new_array(&pname, mem, elem, dims, true, origin);
                binds.push(ParamBind::Ptr(Bases {
                    objs: vec![a],
                    null: false,
                }));
            }
        }
        self.span = Some(def.name_span);
        let p = self.instance(def, binds, false)?;
        self.entry_procs.insert(p);
        Ok(p)
    }
}
