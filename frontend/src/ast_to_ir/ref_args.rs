//! Reference arguments the model copies (a variable or an object bound to a reference
//! parameter, or the object of a method, is copied in and out around the call): calls where
//! the copy would behave differently from C++'s reference are refused. Those are two
//! arguments naming one variable (one written through) and an object in shared or global
//! memory copied into a function that reaches a barrier (the copy is read before it and
//! written after it, where C++ reads and writes between).

use std::collections::HashSet;

use super::scan::{root_name, walk_body, Node};
use super::{const_ref, mutable_ref, short_name, Binding, Lowerer, Res};
use crate::ast;
use ir::MemSpace;

/// One reference argument: the variable it is part of (`None` when reached through a
/// pointer), whether that is in memory every thread may access, whether the callee may
/// write through it, and whether the model copies it.
struct RefArg<'e> {
    root: Option<&'e str>,
    shared: bool,
    writable: bool,
    copied: bool,
}

impl<'a> Lowerer<'a> {
    /// Refuse a call of `def` with `args` (and the object `this` of a method call) whose
    /// reference arguments the model's copies would get wrong (see the module comment).
    pub(crate) fn check_reference_args(
        &mut self,
        def: &'a ast::FunctionDef,
        args: &[ast::Expr],
        this: Option<&ast::Expr>,
        span: ir::Span,
    ) -> Res<()> {
        let mut refs: Vec<RefArg> = Vec::new();
        if let Some(e) = this {
            let root = root_name(e);
            let shared = root.is_none_or(|r| self.in_shared_memory(r));
            refs.push(RefArg {
                root,
                shared,
                writable: true,
                copied: true,
            });
        }
        for (p, arg) in def.params.iter().zip(args) {
            let (inner, writable) = match (mutable_ref(&p.ty), const_ref(&p.ty)) {
                (Some(inner), _) => (inner, true),
                (None, Some(inner)) => (inner, false),
                _ => {
                    // `&x` passed for a pointer: the callee reaches `x` itself, which a
                    // copied argument naming `x` would not see.
                    if let ast::ExprKind::Unary(ast::UnaryOp::AddrOf, x) = &arg.kind {
                        refs.push(RefArg {
                            root: root_name(x),
                            shared: false,
                            writable: true,
                            copied: false,
                        });
                    }
                    continue;
                }
            };
            let root = root_name(arg);
            let local = root.is_some_and(|r| {
                matches!(self.lookup(r), Some(Binding::Var(..) | Binding::Agg(..)))
            });
            let shared = root.is_none_or(|r| self.in_shared_memory(r));
            let n_diags = self.diags.items.len();
            let aggregate = self.resolve_type(inner).is_ok_and(|t| !t.is_scalar());
            self.diags.items.truncate(n_diags);
            refs.push(RefArg {
                root,
                shared,
                writable,
                copied: local || aggregate,
            });
        }
        for (i, a) in refs.iter().enumerate() {
            for b in &refs[i + 1..] {
                let same = a.root.is_some() && a.root == b.root;
                if same && (a.copied || b.copied) && (a.writable || b.writable) {
                    return Err(self.unsupported(
                        &format!(
                            "'{}' passed twice by reference to '{}' (one object under two names)",
                            a.root.unwrap_or_default(),
                            def.name
                        ),
                        Some(span),
                    ));
                }
            }
        }
        if refs.iter().any(|r| r.copied && r.shared)
            && self.reaches_barrier(def, &mut HashSet::new())
        {
            return Err(self.unsupported(
                &format!(
                    "object in shared or global memory passed by reference to '{}', which \
                     reaches a barrier",
                    def.name
                ),
                Some(span),
            ));
        }
        Ok(())
    }

    /// Does `name` designate memory every thread may access (shared or global)?
    fn in_shared_memory(&mut self, name: &str) -> bool {
        match self.lookup(name) {
            Some(Binding::Array(a, _) | Binding::Ref(a, _, _)) => matches!(
                self.prog.arrays[*a].space,
                MemSpace::Shared | MemSpace::Global | MemSpace::Constant
            ),
            Some(Binding::Ptr(_)) => true,
            _ => false,
        }
    }

    /// Does calling `def` reach a barrier (in its body or in a function it calls)?
    pub(crate) fn reaches_barrier(
        &self,
        def: &'a ast::FunctionDef,
        seen: &mut HashSet<usize>,
    ) -> bool {
        if !seen.insert(def as *const ast::FunctionDef as usize) {
            return false;
        }
        let Some(body) = &def.body else {
            return false;
        };
        let mut callees: Vec<String> = Vec::new();
        let mut barrier = false;
        walk_body(body, &mut |n| {
            let Node::Expr(e) = n;
            if let ast::ExprKind::Call(f, _, _) = &e.kind {
                match &f.kind {
                    ast::ExprKind::Ident(name) => {
                        let s = short_name(name);
                        barrier |= is_barrier_name(s);
                        callees.push(s.to_string());
                    }
                    ast::ExprKind::Member(_, m, _) => {
                        barrier |= m == "sync" || m == "barrier_wait" || m == "arrive_and_wait";
                        callees.push(m.clone());
                    }
                    _ => {}
                }
            }
        });
        if barrier {
            return true;
        }
        for c in callees {
            let mut defs: Vec<&'a ast::FunctionDef> =
                self.functions.get(&c).cloned().unwrap_or_default();
            if let Some(ts) = self.template_overloads.get(&c) {
                defs.extend(ts.iter().map(|(_, d)| *d));
            }
            for ms in self.methods.values() {
                defs.extend(ms.iter().copied().filter(|m| m.name == c));
            }
            if defs.into_iter().any(|d| self.reaches_barrier(d, seen)) {
                return true;
            }
        }
        false
    }
}

/// Is `name` a barrier of CUDA or OpenCL?
fn is_barrier_name(name: &str) -> bool {
    name.starts_with("__syncthreads")
        || matches!(
            name,
            "barrier" | "work_group_barrier" | "__syncwarp" | "sync" | "__barrier" | "bar_sync"
        )
}
