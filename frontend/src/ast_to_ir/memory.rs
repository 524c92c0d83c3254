//! Memory: procedure parameters (pointer parameters become arrays), declarations of scalars,
//! arrays, pointers and one-object private arrays (variables whose address is taken, unions),
//! the arrays each pointer variable may address (one, or several through a selector variable),
//! null pointers, and the scans of a function body these decisions need.

use std::collections::{HashMap, HashSet};

use ir::{
    ArrayData, ArrayId, BinOp, Expr, LabelId, MemSpace, Origin, ProcId, StmtKind, Type, VarId,
    VarRole, VarScope,
};

use super::expr::{LVal, PtrVal, Val};
use super::scan::{collect_mutated, scan_body};
use super::types::{type_space, CType};
use super::{Binding, FnCx, Lowerer, PtrOff, PtrVar, Reported, Res};
use crate::ast;

/// Facts learned by one lowering attempt that require lowering again from the start.
#[derive(Clone, Debug, Default)]
pub(crate) struct Learned {
    /// Arrays (by key) modelled per byte.
    pub bytes: HashSet<String>,
    /// Pointer variables (by key) → keys of every array each may address.
    pub targets: HashMap<String, Vec<String>>,
}

/// Memory-model state of one lowering attempt.
#[derive(Default)]
pub(crate) struct MemState {
    /// Facts known from earlier attempts (and new ones).
    pub learned: Learned,
    /// Set when a new fact was learned: lower again.
    pub retry: bool,
    /// Arrays by stable key (name, declaration, ordinal).
    pub by_key: HashMap<String, ArrayId>,
    /// Stable key of each array.
    pub key_of: HashMap<ArrayId, String>,
    /// Keys handed out per declaration, for ordinals.
    key_count: HashMap<String, u32>,
}

/// Per-function memory facts, from a scan of the body.
#[derive(Default)]
pub(crate) struct FnMem {
    /// Names whose address is taken (`&x`, `&s.f`): such scalars and aggregates live in
    /// one-object private arrays.
    pub addr_taken: HashSet<String>,
    /// Pointer names assigned a null constant (or another nullable pointer) somewhere.
    pub nullable: HashSet<String>,
    /// Labels of the forward `goto` targets whose blocks are open.
    pub goto_labels: HashMap<String, LabelId>,
}

impl<'a> Lowerer<'a> {
    /// Lower one function definition into the procedure `proc`, binding its pointer
    /// parameters (in order) to `arrays` unless it is the kernel.
    pub(crate) fn lower_function(
        &mut self,
        def: &'a ast::FunctionDef,
        proc: ProcId,
        arrays: &[Option<ArrayId>],
    ) {
        let is_kernel = self.prog.procs[proc].is_kernel;
        let saved_span = self.span;
        self.fx = FnCx {
            proc: Some(proc),
            spec: def.name.starts_with("__spec"),
            ..FnCx::default()
        };
        self.span = Some(def.name_span);
        self.push_scope();
        for (n, b) in self.tsubst.get(&proc).cloned().unwrap_or_default() {
            self.bind(&n, b);
        }
        if let Some(body) = &def.body {
            collect_mutated(body, &mut self.fx.mutated);
            scan_body(body, &mut self.fx.mem);
        }
        let mut arrays = arrays.iter().copied();
        let mut ok = true;
        if let Some(rec) = self.method_this.get(&proc).cloned() {
            ok &= self.bind_this(proc, &rec, def.name_span).is_ok();
        }
        for (i, p) in def.params.iter().enumerate() {
            self.span = Some(p.span);
            if self.param(proc, p, i, is_kernel, &mut arrays).is_err() {
                if let Some(n) = &p.name {
                    self.bind(n, Binding::Error);
                }
                ok = false;
            }
        }
        self.span = Some(def.name_span);
        if is_kernel && ok {
            self.kernel_arg_values(def);
        }
        let ret = match &def.ret {
            ast::TypeName::Reference(inner) => &**inner,
            t => t,
        };
        match self.resolve_type(ret) {
            Ok(CType::Void) => {}
            Ok(t) if t.is_scalar() => {
                let ty = t.ir().unwrap_or(Type::Bv(32));
                let v = self.prog.new_var(
                    format!("{}$ret", def.name),
                    ty,
                    VarScope::Local(proc),
                    VarRole::Return,
                    Origin::Source(def.name_span),
                );
                self.prog.procs[proc].ret = Some(v);
                self.fx.ret_var = Some(v);
                self.fx.ret_ty = Some(t);
            }
            Ok(t) if Self::is_aggregate(&t) => {
                match self.out_cells(proc, super::methods::RESULT, &t, def.name_span) {
                    Ok(cells) => {
                        self.fx.ret_leaves = Some(cells);
                        self.fx.ret_ty = Some(t);
                    }
                    Err(_) => ok = false,
                }
            }
            Ok(t) => {
                let d = t.describe(self);
                self.unsupported(&format!("function returning '{d}'"), Some(def.name_span));
                ok = false;
            }
            Err(_) => ok = false,
        }
        if !ok {
            self.pop_scope();
            self.span = saved_span;
            return;
        }
        let label = self.prog.new_label();
        self.fx.ret_label = Some(label);
        if is_kernel || self.entry_procs.contains(&proc) {
            self.span = Some(def.name_span);
            for f in self.init_facts.clone() {
                self.emit(StmtKind::Assume(f));
            }
        }
        let body = def.body.as_deref().unwrap_or(&[]);
        self.collect_wide_invariants(body);
        // Initialise offsets of reassigned kernel pointer parameters.
        let mut stmts = std::mem::take(&mut self.fx.buf);
        self.lower_stmts(body, true);
        stmts.append(&mut self.fx.buf);
        let mut stmts = if self.fx.used_labels.contains(&label) {
            vec![ir::Stmt::new(
                StmtKind::Block {
                    label,
                    body: stmts,
                    uniform: false,
                },
                Origin::Source(def.span),
            )]
        } else {
            stmts
        };
        if !self.fx.out_params.is_empty() {
            self.span = Some(def.name_span);
            let _ = self.copy_out(proc, def.name_span);
            stmts.append(&mut self.fx.buf);
        }
        if self.fx.spec {
            self.spec_contract(proc, &mut stmts);
        }
        self.prog.procs[proc].body = Some(stmts);
        self.pop_scope();
        self.span = saved_span;
    }

    /// Assume the values given for the kernel's arguments (`--kernel-args`): scalars equal
    /// their value, vectors and structs take it bit by bit from their first leaf; pointers
    /// are left alone.
    fn kernel_arg_values(&mut self, def: &ast::FunctionDef) {
        let Some((name, values)) = self.cfg.kernel_args.clone() else {
            return;
        };
        if name != def.name.rsplit("::").next().unwrap_or(&def.name) {
            self.diags.warning(
                "kernel-args",
                format!(
                    "--kernel-args names '{name}', but the kernel is '{}'; ignored",
                    def.name
                ),
                Some(def.name_span),
            );
            return;
        }
        for (p, v) in def.params.iter().zip(values) {
            let (Some(pname), Some(v)) = (&p.name, v) else {
                continue;
            };
            let bits = |x: u128, w: u32| {
                if w >= 128 {
                    x
                } else {
                    x & ((1u128 << w) - 1)
                }
            };
            let leaves: Vec<(VarId, CType, u64)> = match self.lookup(pname).cloned() {
                Some(Binding::Var(var, t)) => vec![(var, t, 0)],
                Some(Binding::Agg(vars, t)) => match self.leaves(&t, p.span) {
                    Ok(ls) => vars
                        .into_iter()
                        .zip(ls)
                        .map(|((var, t), l)| (var, t, l.byte))
                        .collect(),
                    Err(_) => continue,
                },
                _ => continue,
            };
            for (var, t, byte) in leaves {
                let Some(ty) = t.ir() else { continue };
                let w = ty.width();
                let shifted = if byte >= 16 { 0 } else { v >> (byte * 8) };
                let value = Expr::bv(bits(shifted, w), w);
                self.emit(StmtKind::Assume(Expr::eq(Expr::var(var), value)));
            }
        }
    }

    fn param(
        &mut self,
        proc: ProcId,
        p: &ast::Param,
        i: usize,
        is_kernel: bool,
        arrays: &mut impl Iterator<Item = Option<ArrayId>>,
    ) -> Res<()> {
        let name = p.name.clone().unwrap_or_else(|| format!("$p{i}"));
        if let Some(inner) = super::mutable_ref(&p.ty) {
            let t = self.resolve_type(inner)?;
            if !is_kernel && Self::is_aggregate(&t) {
                // Copied in as leaves, copied out at the end of the body.
                let _ = arrays.next();
                self.copied_object(proc, i, &name, &name, &t, p.span)?;
                return Ok(());
            }
            if is_kernel || !t.is_scalar() {
                let d = t.describe(self);
                return Err(self.unsupported(
                    &format!("reference parameter of type '{d} &'"),
                    Some(p.span),
                ));
            }
            match arrays.next() {
                Some(Some(a)) => {
                    let off = self.prog.new_var(
                        name.clone(),
                        Type::Bv(32),
                        VarScope::Local(proc),
                        VarRole::User,
                        Origin::Source(p.span),
                    );
                    self.prog.procs[proc].params.push(off);
                    self.bind(&name, Binding::Ref(a, off, t));
                }
                _ => match self.ref_cells.get(&(proc, i)).copied() {
                    Some(cell) => self.bind(&name, Binding::Var(cell, t)),
                    None => {
                        return Err(self
                            .unsupported("reference parameter without an argument", Some(p.span)))
                    }
                },
            }
            return Ok(());
        }
        let p_ty = match &p.ty {
            ast::TypeName::Reference(inner) => (**inner).clone(),
            t => t.clone(),
        };
        let p = &ast::Param {
            ty: p_ty,
            ..p.clone()
        };
        let mut ty = self.resolve_type(&p.ty)?;
        let mut space = type_space(&p.ty);
        let mut extent = None;
        if let CType::Array(elem, n) = ty {
            if !self.fx.mutated.contains(&name) {
                extent = n;
            }
            // An array parameter is a pointer.
            if let ast::TypeName::Array(inner, _) = &p.ty {
                space = type_space(inner);
            }
            ty = CType::Pointer(elem, space);
        }
        let origin = Origin::Source(p.span);
        match ty {
            t if t.is_scalar() => {
                let ir_ty = t.ir().unwrap_or(Type::Bv(32));
                let v = self.prog.new_var(
                    name.clone(),
                    ir_ty,
                    VarScope::Local(proc),
                    VarRole::User,
                    origin,
                );
                self.prog.procs[proc].params.push(v);
                if self.fx.mem.addr_taken.contains(&name) {
                    self.private_object(
                        &name,
                        &t,
                        Some(Val::Scalar(Expr::var(v), t.clone())),
                        p.span,
                    )?;
                } else {
                    self.bind(&name, Binding::Var(v, t));
                }
                Ok(())
            }
            CType::Pointer(pointee, space) => {
                if is_kernel {
                    let (elem, src) = self.elem_type_of(&pointee, p.span)?;
                    let mem = match space {
                        _ if self.cuda() => MemSpace::Global,
                        Some(ast::AddrSpace::Local) => MemSpace::Shared,
                        Some(ast::AddrSpace::Constant) => MemSpace::Constant,
                        Some(ast::AddrSpace::Private) => {
                            return Err(self.unsupported(
                                "kernel parameter pointing to private memory",
                                Some(p.span),
                            ))
                        }
                        _ => MemSpace::Global,
                    };
                    let mut dims = vec![None];
                    dims.extend(pointee.dims());
                    let a = self.new_array(&name, mem, (elem, src), dims, true, origin);
                    let off = if self.fx.mutated.contains(&name) {
                        let v = self.local_var(format!("{name}$off"), Type::Bv(32), VarRole::User);
                        self.emit(StmtKind::Assign {
                            lhs: v,
                            rhs: Expr::bv(0, 32),
                        });
                        PtrOff::Var(v)
                    } else {
                        PtrOff::Fixed(Expr::bv(0, 32))
                    };
                    let idx = self.new_ptr_var(&name, p.span, off, Some(a), *pointee)?;
                    self.ptrs[idx].extent = extent;
                    self.bind(&name, Binding::Ptr(idx));
                } else {
                    let Some(Some(a)) = arrays.next() else {
                        return Err(self.unsupported(
                            "pointer parameter without an array argument",
                            Some(p.span),
                        ));
                    };
                    let v = self.prog.new_var(
                        name.clone(),
                        Type::Bv(32),
                        VarScope::Local(proc),
                        VarRole::User,
                        origin,
                    );
                    self.prog.procs[proc].params.push(v);
                    let idx = self.new_ptr_var(&name, p.span, PtrOff::Var(v), Some(a), *pointee)?;
                    self.ptrs[idx].extent = extent;
                    self.bind(&name, Binding::Ptr(idx));
                }
                Ok(())
            }
            t if Self::is_aggregate(&t) => {
                let leaves = self.leaves(&t, p.span)?;
                let mut vars = Vec::new();
                for l in leaves {
                    let ty = l.ty.ir().unwrap_or(Type::Bv(32));
                    let v = self.prog.new_var(
                        format!("{name}{}", l.suffix),
                        ty,
                        VarScope::Local(proc),
                        VarRole::User,
                        origin,
                    );
                    self.prog.procs[proc].params.push(v);
                    vars.push((v, l.ty));
                }
                if self.fx.mem.addr_taken.contains(&name) || self.has_union(&t) {
                    let val = Val::Agg(
                        vars.iter()
                            .map(|(v, t)| (Expr::var(*v), t.clone()))
                            .collect(),
                        t.clone(),
                    );
                    self.private_object(&name, &t, Some(val), p.span)?;
                } else {
                    self.bind(&name, Binding::Agg(vars, t));
                }
                Ok(())
            }
            t => {
                let d = t.describe(self);
                Err(self.unsupported(&format!("parameter of type '{d}'"), Some(p.span)))
            }
        }
    }

    /// The IR element type of memory holding values of `t`, with the C element width (of a
    /// whole struct or vector element, as GPUVerify's reports count elements): one cell per
    /// scalar when every scalar in `t` has the same width, else one cell per byte.
    pub(crate) fn elem_type_of(&mut self, t: &CType, span: ir::Span) -> Res<(Type, u32)> {
        let base = t.base_elem();
        if let Some(w) = self.leaf_width(base) {
            let whole = base.size_bytes(self).saturating_mul(8);
            let src = u32::try_from(whole).unwrap_or(w).max(w);
            return Ok((Type::Bv(w), src));
        }
        let size = base.size_bytes(self);
        if self.has_layout(base) && size > 0 {
            let src = u32::try_from(size.saturating_mul(8)).unwrap_or(u32::MAX);
            return Ok((Type::Bv(8), src));
        }
        let d = base.describe(self);
        Err(self.unsupported(&format!("memory of element type '{d}'"), Some(span)))
    }

    /// A new array; `elem` is the IR cell type and the C element width. Arrays learned to be
    /// accessed at several widths get byte cells.
    pub(crate) fn new_array(
        &mut self,
        name: &str,
        space: MemSpace,
        elem: (Type, u32),
        dims: Vec<Option<u64>>,
        is_param: bool,
        origin: Origin,
    ) -> ArrayId {
        let base = format!("{name}@{origin:?}");
        let n = self.mem.key_count.entry(base.clone()).or_insert(0);
        let key = format!("{base}#{n}");
        *n += 1;
        let (elem, source_elem_width) = elem;
        let elem = if self.mem.learned.bytes.contains(&key) {
            Type::Bv(8)
        } else {
            elem
        };
        let a = self.prog.arrays.push(ArrayData {
            name: name.to_string(),
            space,
            elem,
            source_elem_width,
            dims,
            origin,
            thread: None,
            copies: None,
            is_param,
        });
        self.mem.by_key.insert(key.clone(), a);
        self.mem.key_of.insert(a, key);
        a
    }

    /// A one-object private array holding a variable of type `t` (a scalar or aggregate
    /// whose address is taken, or a union), bound to `name` and initialised with `init`.
    pub(crate) fn private_object(
        &mut self,
        name: &str,
        t: &CType,
        init: Option<Val>,
        span: ir::Span,
    ) -> Res<ArrayId> {
        let elem = self.elem_type_of(t, span)?;
        let a = self.new_array(
            name,
            MemSpace::Private,
            elem,
            vec![Some(1)],
            false,
            Origin::Source(span),
        );
        self.bind(name, Binding::Array(a, t.clone()));
        if let Some(v) = init {
            let lv = LVal::Mem {
                array: a,
                index: Expr::bv(0, 32),
                ty: t.clone(),
            };
            self.write_lval(&lv, v, span)?;
        }
        Ok(a)
    }

    /// A declaration inside a function body.
    pub(crate) fn local_decl(&mut self, d: &ast::Declaration) -> Res<()> {
        if let ast::TypeName::Base(b @ (ast::BaseType::Record(_) | ast::BaseType::Enum(_)), q) =
            &d.base
        {
            self.resolve_type(&ast::TypeName::Base(b.clone(), *q))?;
        }
        let mut result = Ok(());
        for decl in &d.declarators {
            if let Err(e) = self.local_declarator(d, decl) {
                self.bind(&decl.name, Binding::Error);
                result = Err(e);
            }
        }
        result
    }

    pub(crate) fn local_declarator(
        &mut self,
        d: &ast::Declaration,
        decl: &ast::InitDeclarator,
    ) -> Res<()> {
        if self.local_reference(d, decl)? {
            return Ok(());
        }
        if let ast::TypeName::Base(ast::BaseType::Named(n, _), _) = &decl.ty {
            if n.rsplit("::").next() == Some("grid_group") {
                self.fx.grid_names.insert(decl.name.clone());
            }
        }
        let ty = self.resolve_type(&decl.ty)?;
        if d.specs.is_typedef {
            self.bind(&decl.name, Binding::Typedef(ty));
            return Ok(());
        }
        let space = type_space(&decl.ty);
        let origin = Origin::Source(decl.span);
        if matches!(
            space,
            Some(ast::AddrSpace::Local) | Some(ast::AddrSpace::Constant)
        ) && !matches!(ty, CType::Pointer(..))
        {
            let mem = if space == Some(ast::AddrSpace::Local) {
                MemSpace::Shared
            } else {
                MemSpace::Constant
            };
            let key = (decl.span, decl.name.clone());
            let a = match self.shared_decls.get(&key) {
                Some(a) => *a,
                None => {
                    let elem = self.elem_type_of(&ty, decl.span)?;
                    let dims = if matches!(ty, CType::Array(..)) {
                        ty.dims()
                    } else {
                        vec![Some(1)]
                    };
                    let a = self.new_array(
                        &decl.name,
                        mem,
                        elem,
                        dims,
                        mem == MemSpace::Constant,
                        origin,
                    );
                    self.shared_decls.insert(key, a);
                    a
                }
            };
            self.bind(&decl.name, Binding::Array(a, ty.clone()));
            if decl.init.is_some() && mem == MemSpace::Shared {
                return Err(self.unsupported("initializer on a shared variable", Some(decl.span)));
            }
            return Ok(());
        }
        match ty {
            CType::Array(..) => {
                let ty = match (&ty, &decl.init) {
                    (CType::Array(e, None), Some(ast::Initializer::List(items, _))) => {
                        CType::Array(e.clone(), Some(items.len() as u64))
                    }
                    _ => ty,
                };
                let elem = self.elem_type_of(&ty, decl.span)?;
                let a = self.new_array(
                    &decl.name,
                    MemSpace::Private,
                    elem,
                    ty.dims(),
                    false,
                    origin,
                );
                self.bind(&decl.name, Binding::Array(a, ty.clone()));
                if let Some(init) = &decl.init {
                    if let ast::Initializer::Expr(e) = init {
                        return Err(
                            self.unsupported("array initialised from an expression", Some(e.span))
                        );
                    }
                    let items = self.init_scalars(init)?;
                    let slots = self.init_slots(&ty, MAX_INIT_SLOTS, decl.span)?;
                    if items.len() > slots.len() && slots.len() < MAX_INIT_SLOTS {
                        return Err(self.sema("too many initializers", Some(decl.span)));
                    }
                    for (k, (byte, lt)) in slots.iter().enumerate() {
                        let value = match items.get(k) {
                            Some(v) => v.clone(),
                            None => (Expr::bv(0, lt.width().max(1)), lt.clone()),
                        };
                        let index = self.byte_delta(a, *byte, decl.span)?;
                        let lv = LVal::Mem {
                            array: a,
                            index,
                            ty: lt.clone(),
                        };
                        self.write_lval(&lv, Val::Scalar(value.0, value.1), decl.span)?;
                    }
                }
                Ok(())
            }
            CType::Pointer(pointee, _) => {
                let v = self.local_var(decl.name.clone(), Type::Bv(32), VarRole::User);
                let idx =
                    self.new_ptr_var(&decl.name, decl.span, PtrOff::Var(v), None, *pointee)?;
                self.bind(&decl.name, Binding::Ptr(idx));
                match &decl.init {
                    Some(ast::Initializer::Expr(e)) => self.init_ptr(idx, e),
                    Some(ast::Initializer::List(_, s)) => {
                        Err(self.unsupported("brace initializer for a pointer", Some(*s)))
                    }
                    None => Ok(()),
                }
            }
            t if t.is_scalar() => {
                let q_const = is_const(&decl.ty);
                if let (true, Some(ast::Initializer::Expr(e)), true) =
                    (q_const, &decl.init, t.is_integer())
                {
                    if let Some(c) = self.const_eval(e) {
                        let (w, s) = (t.width(), t.is_signed());
                        self.bind(&decl.name, Binding::Const(super::types::wrap(c, w, s), t));
                        return Ok(());
                    }
                }
                let init = match &decl.init {
                    Some(ast::Initializer::Expr(e)) => Some(e),
                    Some(ast::Initializer::List(items, s)) => match items.as_slice() {
                        [(None, ast::Initializer::Expr(e))] => Some(e),
                        _ => {
                            return Err(self.unsupported("brace initializer for a scalar", Some(*s)))
                        }
                    },
                    None => None,
                };
                if self.fx.mem.addr_taken.contains(&decl.name) {
                    let v = match init {
                        Some(e) => Some(self.rvalue(e)?),
                        None => None,
                    };
                    self.private_object(&decl.name, &t, v, decl.span)?;
                    return Ok(());
                }
                let ir_ty = t.ir().unwrap_or(Type::Bv(32));
                let v = self.local_var(decl.name.clone(), ir_ty, VarRole::User);
                // Bind after evaluating the initializer (`int x = x;` refers to the new x in
                // C, but reading it is undefined anyway).
                if let Some(e) = init {
                    let (val, vt) = self.scalar(e)?;
                    let val = self.convert(val, &vt, &t);
                    if let Expr::Binary(BinOp::Shl, one, k) = &val {
                        if one.as_bv().is_some_and(|(x, _)| x == 1)
                            && !self.fx.mutated.contains(&decl.name)
                        {
                            let log = self.spill((**k).clone());
                            self.fx.pow2.insert(v, log);
                        }
                    }
                    self.emit(StmtKind::Assign { lhs: v, rhs: val });
                } else {
                    // An uninitialised local holds an arbitrary value, which may differ between
                    // threads (the `dead-havoc` pass drops this where it is never read).
                    self.emit(StmtKind::Havoc(v));
                }
                self.bind(&decl.name, Binding::Var(v, t));
                Ok(())
            }
            t if Self::is_aggregate(&t) => {
                if self.fx.mem.addr_taken.contains(&decl.name)
                    || self.has_union(&t)
                    || self.has_array_field(&t)
                {
                    let v = match &decl.init {
                        Some(ast::Initializer::Expr(e)) => Some(self.rvalue(e)?),
                        _ => None,
                    };
                    let a = self.private_object(&decl.name, &t, v, decl.span)?;
                    if let Some(init @ ast::Initializer::List(..)) = &decl.init {
                        let lv = LVal::Mem {
                            array: a,
                            index: Expr::bv(0, 32),
                            ty: t.clone(),
                        };
                        let leaves = self.leaf_lvals(&lv, decl.span)?;
                        self.init_leaves(leaves, init, decl.span)?;
                    }
                    return Ok(());
                }
                let leaves = self.leaves(&t, decl.span)?;
                let mut vars = Vec::new();
                for l in &leaves {
                    let ty = l.ty.ir().unwrap_or(Type::Bv(32));
                    let v = self.local_var(format!("{}{}", decl.name, l.suffix), ty, VarRole::User);
                    vars.push((v, l.ty.clone()));
                }
                let lvs: Vec<LVal> = vars.iter().map(|(v, t)| LVal::Var(*v, t.clone())).collect();
                // `T x{a, b}` / `T x = {a, b}` of a struct with constructors calls one.
                if let Some(ast::Initializer::List(items, _)) = &decl.init {
                    let args: Option<Vec<ast::Expr>> = items
                        .iter()
                        .map(|(d, i)| match (d, i) {
                            (None, ast::Initializer::Expr(e)) => Some(e.clone()),
                            _ => None,
                        })
                        .collect();
                    if let Some(args) = args {
                        if let Some(v) = self.construct(&t, &args, decl.span)? {
                            self.write_lval(&LVal::Leaves(lvs, t.clone()), v, decl.span)?;
                            self.bind(&decl.name, Binding::Agg(vars, t));
                            return Ok(());
                        }
                    }
                }
                match &decl.init {
                    Some(ast::Initializer::Expr(e)) => {
                        let v = self.rvalue(e)?;
                        self.write_lval(&LVal::Leaves(lvs, t.clone()), v, e.span)?;
                    }
                    Some(init @ ast::Initializer::List(..)) => {
                        self.init_leaves(lvs, init, decl.span)?
                    }
                    None => match self.default_construct(&t, decl.span)? {
                        Some(v) => {
                            self.write_lval(&LVal::Leaves(lvs, t.clone()), v, decl.span)?;
                        }
                        None => {
                            for (v, _) in &vars {
                                self.emit(StmtKind::Havoc(*v));
                            }
                        }
                    },
                }
                self.bind(&decl.name, Binding::Agg(vars, t));
                Ok(())
            }
            t => {
                let d = t.describe(self);
                Err(self.unsupported(&format!("local variable of type '{d}'"), Some(decl.span)))
            }
        }
    }

    /// The scalar values of a brace initializer's items in order, vector and struct values
    /// spread over their leaves.
    fn init_scalars(&mut self, init: &ast::Initializer) -> Res<Vec<(Expr, CType)>> {
        let mut items = Vec::new();
        flatten_init(init, &mut items);
        let mut out = Vec::new();
        for e in items {
            match self.rvalue(e)? {
                Val::Scalar(x, t) => out.push((x, t)),
                Val::Agg(vs, _) => out.extend(vs),
                Val::Ptr(_) => {
                    return Err(self.unsupported("pointer in a brace initializer", Some(e.span)))
                }
                Val::Void => {
                    return Err(self.sema("void value used in an initializer", Some(e.span)))
                }
            }
        }
        Ok(out)
    }

    /// Assign the flattened items of a brace initializer to scalar lvalues in order (missing
    /// items are zero).
    pub(crate) fn init_leaves(
        &mut self,
        leaves: Vec<LVal>,
        init: &ast::Initializer,
        span: ir::Span,
    ) -> Res<()> {
        let items = self.init_scalars(init)?;
        if items.len() > leaves.len() {
            return Err(self.sema("too many initializers", Some(span)));
        }
        for (k, lv) in leaves.iter().enumerate() {
            let lt = Self::lval_type(lv);
            let value = match items.get(k) {
                Some(v) => v.clone(),
                None => (Expr::bv(0, lt.width().max(1)), lt.clone()),
            };
            self.write_lval(lv, Val::Scalar(value.0, value.1), span)?;
        }
        Ok(())
    }

    /// The scalar slots of an object of type `t` in initializer order: byte offset and type
    /// (at most [`MAX_INIT_SLOTS`]).
    pub(crate) fn init_slots(
        &mut self,
        t: &CType,
        max: usize,
        span: ir::Span,
    ) -> Res<Vec<(u64, CType)>> {
        let base = t.base_elem().clone();
        let per: Vec<(u64, CType)> = if Self::is_aggregate(&base) {
            self.leaves(&base, span)?
                .into_iter()
                .map(|l| (l.byte, l.ty))
                .collect()
        } else {
            vec![(0, base.clone())]
        };
        let size = base.size_bytes(self).max(1);
        let count: u64 = t
            .dims()
            .iter()
            .map(|d| d.unwrap_or(1))
            .product::<u64>()
            .max(1);
        let mut out = Vec::new();
        'outer: for i in 0..count {
            for (b, lt) in &per {
                if out.len() >= max {
                    break 'outer;
                }
                out.push((i * size + b, lt.clone()));
            }
        }
        Ok(out)
    }

    /// Initialise a new pointer variable from an expression (an address or a null constant).
    fn init_ptr(&mut self, idx: usize, e: &ast::Expr) -> Res<()> {
        match self.rvalue(e)? {
            Val::Ptr(p) => self.assign_ptr(idx, p, e.span),
            Val::Scalar(x, _) if is_null_const(&x) => self.assign_null(idx, e.span),
            _ => Err(self.unsupported("integer used as a pointer", Some(e.span))),
        }
    }

    /// A file-scope declaration.
    pub(crate) fn file_decl(&mut self, d: &ast::Declaration) -> Res<()> {
        if let ast::TypeName::Base(b @ (ast::BaseType::Record(_) | ast::BaseType::Enum(_)), q) =
            &d.base
        {
            self.resolve_type(&ast::TypeName::Base(b.clone(), *q))?;
        }
        for decl in &d.declarators {
            let Ok(ty) = self.resolve_type(&decl.ty) else {
                self.bind(&decl.name, Binding::Error);
                continue;
            };
            if d.specs.is_typedef {
                self.bind(&decl.name, Binding::Typedef(ty));
                continue;
            }
            let space = type_space(&decl.ty);
            let origin = Origin::Source(decl.span);
            // CUDA's host may overwrite `__constant__` and `__device__` memory
            // (`cudaMemcpyToSymbol`) before a launch, so their initializers say nothing about
            // the contents the kernel sees; only a `const` scalar is a compile-time constant.
            // OpenCL program-scope data keeps its initializer.
            let host_written = self.cuda()
                && (space == Some(ast::AddrSpace::Constant)
                    || (space.is_none() && !is_const(&decl.ty)));
            if is_const(&decl.ty) || (space == Some(ast::AddrSpace::Constant) && !host_written) {
                if let (Some(ast::Initializer::Expr(e)), true) = (&decl.init, ty.is_integer()) {
                    if let Some(c) = self.const_eval(e) {
                        let (w, s) = (ty.width(), ty.is_signed());
                        self.bind(&decl.name, Binding::Const(super::types::wrap(c, w, s), ty));
                        continue;
                    }
                }
            }
            if matches!(ty, CType::Opaque(_) | CType::Pointer(..))
                || (Self::is_aggregate(&ty) && !self.has_layout(&ty))
            {
                // Bound so that uses are reported as unsupported rather than undeclared.
                self.bind(&decl.name, Binding::Const(0, ty));
                continue;
            }
            let mem = match space {
                Some(ast::AddrSpace::Local) => MemSpace::Shared,
                Some(ast::AddrSpace::Constant) => MemSpace::Constant,
                _ if is_const(&decl.ty) => MemSpace::Constant,
                _ => MemSpace::Global,
            };
            let Ok(elem) = self.elem_type_of(&ty, decl.span) else {
                self.bind(&decl.name, Binding::Error);
                continue;
            };
            let dims = if matches!(ty, CType::Array(..)) {
                ty.dims()
            } else {
                vec![Some(1)]
            };
            let a = self.new_array(&decl.name, mem, elem, dims, mem != MemSpace::Shared, origin);
            self.bind(&decl.name, Binding::Array(a, ty.clone()));
            if let (Some(init), true) = (&decl.init, mem != MemSpace::Shared && !host_written) {
                self.file_init(a, &ty, init);
            }
        }
        Ok(())
    }

    /// Record the initial contents of a file-scope array (constant initializers only).
    fn file_init(&mut self, a: ArrayId, ty: &CType, init: &ast::Initializer) {
        let mut items = Vec::new();
        flatten_init(init, &mut items);
        let span = init_span(init);
        let Ok(slots) = self.init_slots(ty, 65536, span) else {
            return;
        };
        // Scalar values of the items, vectors spread over their components; an item that
        // cannot be evaluated purely ends the known prefix.
        let mut values = Vec::new();
        for e in items {
            let (stmts, r) = self.scratch(|l| l.rvalue(e));
            match r {
                Ok(Val::Scalar(x, t)) if stmts.is_empty() => values.push((x, t)),
                Ok(Val::Agg(vs, _)) if stmts.is_empty() => values.extend(vs),
                _ => break,
            }
        }
        for ((x, xt), (byte, lt)) in values.into_iter().zip(slots) {
            if super::expr::has_load(&x) {
                continue;
            }
            let x = self.convert(x, &xt, &lt);
            let Ok(index) = self.byte_delta(a, byte, span) else {
                continue;
            };
            let (stmts, cell) = self.scratch(|l| l.load_scalar(a, index, &lt, span));
            let Ok(cell) = cell else { continue };
            if stmts.is_empty() {
                self.init_facts.push(Expr::eq(cell, x));
            }
        }
    }

    /// A new pointer variable; `array` is the array it addresses on entry, if any.
    pub(crate) fn new_ptr_var(
        &mut self,
        name: &str,
        span: ir::Span,
        off: PtrOff,
        array: Option<ArrayId>,
        pointee: CType,
    ) -> Res<usize> {
        let base = format!("{name}@{span:?}");
        let n = self.mem.key_count.entry(format!("*{base}")).or_insert(0);
        let key = format!("{base}#{n}");
        *n += 1;
        let null = if self.fx.mem.nullable.contains(name) {
            let v = self.local_var(format!("{name}$null"), Type::Bool, VarRole::User);
            if array.is_some() {
                self.emit(StmtKind::Assign {
                    lhs: v,
                    rhs: Expr::Bool(false),
                });
            }
            Some(v)
        } else {
            None
        };
        let multi = match self.mem.learned.targets.get(&key).cloned() {
            Some(keys) if keys.len() > 1 => {
                let sel = self.local_var(format!("{name}$sel"), Type::Bv(32), VarRole::User);
                Some((sel, keys))
            }
            _ => None,
        };
        self.ptrs.push(PtrVar {
            name: name.to_string(),
            off,
            array,
            pointee,
            multi: multi.clone(),
            null,
            key: key.clone(),
            extent: None,
        });
        let idx = self.ptrs.len() - 1;
        if let (Some((sel, keys)), Some(a)) = (multi, array) {
            let ak = self.array_key(a);
            match keys.iter().position(|k| *k == ak) {
                Some(i) => self.emit(StmtKind::Assign {
                    lhs: sel,
                    rhs: Expr::bv(i as u128, 32),
                }),
                None => return Err(self.learn_targets(idx, vec![ak], span)),
            }
        }
        Ok(idx)
    }

    /// The stable key of an array.
    pub(crate) fn array_key(&self, a: ArrayId) -> String {
        self.mem
            .key_of
            .get(&a)
            .cloned()
            .unwrap_or_else(|| format!("#{}", a.0))
    }

    /// Record that pointer `idx` may also address the arrays `more` (by key) and ask for
    /// lowering again.
    fn learn_targets(&mut self, idx: usize, more: Vec<String>, span: ir::Span) -> Reported {
        let var = self.ptrs[idx].clone();
        let mut keys = match (&var.multi, var.array) {
            (Some((_, ks)), _) => ks.clone(),
            (None, Some(a)) => vec![self.array_key(a)],
            (None, None) => Vec::new(),
        };
        for k in more {
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
        let entry = self.mem.learned.targets.entry(var.key.clone()).or_default();
        if *entry != keys {
            *entry = keys;
            self.mem.retry = true;
        }
        self.unsupported(
            &format!("pointer '{}' may refer to more than one array", var.name),
            Some(span),
        )
    }

    /// Make pointer variable `idx` point at `p` (selecting among its arrays if it may address
    /// several).
    pub(crate) fn assign_ptr(&mut self, idx: usize, p: PtrVal, span: ir::Span) -> Res<()> {
        let var = self.ptrs[idx].clone();
        let PtrOff::Var(off_var) = var.off else {
            return Err(
                self.unsupported(&format!("assignment to pointer '{}'", var.name), Some(span))
            );
        };
        if !self.has_layout(&p.pointee) && p.pointee != CType::Void {
            return Err(self.unsupported(
                &format!(
                    "pointer '{}' used with an element type without a known layout",
                    var.name
                ),
                Some(span),
            ));
        }
        let targets = self.ptr_targets(&p);
        match &var.multi {
            Some((sel, keys)) => {
                let mut missing = Vec::new();
                let mut idxs = Vec::new();
                for (_, a) in &targets {
                    let k = self.array_key(*a);
                    match keys.iter().position(|x| *x == k) {
                        Some(i) => idxs.push(i),
                        None => missing.push(k),
                    }
                }
                if !missing.is_empty() {
                    return Err(self.learn_targets(idx, missing, span));
                }
                let ids = self.resolve_targets(idx, span)?;
                self.same_cells(&ids, span)?;
                let sel_val = selector_value(&targets, &idxs);
                self.emit(StmtKind::Assign {
                    lhs: *sel,
                    rhs: sel_val,
                });
                self.ptrs[idx].array = Some(ids[0]);
            }
            None => match var.array {
                Some(a0) if targets.iter().all(|(_, a)| *a == a0) => {}
                Some(_) => {
                    let more = targets.iter().map(|(_, a)| self.array_key(*a)).collect();
                    return Err(self.learn_targets(idx, more, span));
                }
                None if targets.len() == 1 => self.ptrs[idx].array = Some(p.array),
                None => {
                    // First assignment, of a pointer that may address several arrays.
                    let ids: Vec<ArrayId> = targets.iter().map(|(_, a)| *a).collect();
                    self.same_cells(&ids, span)?;
                    let keys = ids.iter().map(|a| self.array_key(*a)).collect();
                    let sel =
                        self.local_var(format!("{}$sel", var.name), Type::Bv(32), VarRole::User);
                    let idxs: Vec<usize> = (0..ids.len()).collect();
                    self.emit(StmtKind::Assign {
                        lhs: sel,
                        rhs: selector_value(&targets, &idxs),
                    });
                    self.ptrs[idx].multi = Some((sel, keys));
                    self.ptrs[idx].array = Some(ids[0]);
                }
            },
        }
        match (var.null, p.null) {
            (Some(n), v) => self.emit(StmtKind::Assign {
                lhs: n,
                rhs: v.unwrap_or(Expr::Bool(false)),
            }),
            (None, None) | (None, Some(Expr::Bool(false))) => {}
            (None, Some(_)) => {
                return Err(self.unsupported(
                    &format!("pointer '{}' assigned a pointer that may be null", var.name),
                    Some(span),
                ))
            }
        }
        self.emit(StmtKind::Assign {
            lhs: off_var,
            rhs: p.off,
        });
        Ok(())
    }

    /// Make pointer variable `idx` null.
    pub(crate) fn assign_null(&mut self, idx: usize, span: ir::Span) -> Res<()> {
        let var = self.ptrs[idx].clone();
        match var.null {
            Some(n) => {
                self.emit(StmtKind::Assign {
                    lhs: n,
                    rhs: Expr::Bool(true),
                });
                Ok(())
            }
            None => Err(self.unsupported(
                &format!("null pointer assigned to '{}'", var.name),
                Some(span),
            )),
        }
    }

    /// The arrays a pointer variable with a selector may address, in selector order.
    fn resolve_targets(&mut self, idx: usize, span: ir::Span) -> Res<Vec<ArrayId>> {
        let var = self.ptrs[idx].clone();
        let Some((_, keys)) = &var.multi else {
            return Ok(var.array.into_iter().collect());
        };
        let mut ids = Vec::new();
        for k in keys {
            match self.mem.by_key.get(k) {
                Some(a) => ids.push(*a),
                None => {
                    return Err(self.unsupported(
                        &format!(
                            "pointer '{}' may refer to an array that is not declared at this point",
                            var.name
                        ),
                        Some(span),
                    ))
                }
            }
        }
        Ok(ids)
    }

    /// The current value of pointer variable `idx`.
    pub(crate) fn ptr_value(&mut self, idx: usize, span: ir::Span) -> Res<PtrVal> {
        let var = self.ptrs[idx].clone();
        if var.array.is_none() {
            return Err(self.unsupported(
                &format!("pointer '{}' used before it is assigned", var.name),
                Some(span),
            ));
        }
        let ids = self.resolve_targets(idx, span)?;
        let off = match var.off {
            PtrOff::Fixed(e) => e,
            PtrOff::Var(v) => Expr::var(v),
        };
        let null = var.null.map(Expr::var);
        let Some((&first, rest)) = ids.split_first() else {
            return Err(self.unsupported(
                &format!("pointer '{}' used before it is assigned", var.name),
                Some(span),
            ));
        };
        let alts = match &var.multi {
            Some((sel, _)) => rest
                .iter()
                .enumerate()
                .map(|(k, a)| (Expr::eq(Expr::var(*sel), Expr::bv(k as u128 + 1, 32)), *a))
                .collect(),
            None => Vec::new(),
        };
        Ok(PtrVal {
            array: first,
            off,
            pointee: var.pointee,
            alts,
            null,
            extent: var.extent,
        })
    }
}

/// The selector value choosing among exclusive `targets`, whose indices are `idxs`.
fn selector_value(targets: &[(Expr, ArrayId)], idxs: &[usize]) -> Expr {
    let mut it = targets.iter().zip(idxs).rev();
    let Some((_, last)) = it.next() else {
        return Expr::bv(0, 32);
    };
    let mut e = Expr::bv(*last as u128, 32);
    for ((g, _), i) in it {
        e = Expr::ite(g.clone(), Expr::bv(*i as u128, 32), e);
    }
    e
}

fn init_span(init: &ast::Initializer) -> ir::Span {
    match init {
        ast::Initializer::Expr(e) => e.span,
        ast::Initializer::List(_, s) => *s,
    }
}

fn is_const(t: &ast::TypeName) -> bool {
    match t {
        ast::TypeName::Base(_, q) => q.is_const,
        ast::TypeName::Array(inner, _) => is_const(inner),
        _ => false,
    }
}

/// Most scalar slots of an initialised array that get a store each.
pub(crate) const MAX_INIT_SLOTS: usize = 4096;

/// True for the null pointer constant as an IR value (a literal zero).
pub(crate) fn is_null_const(x: &Expr) -> bool {
    matches!(x, Expr::Bv { value: 0, .. })
}

/// Leaves of a (possibly nested) brace initializer, in order.
fn flatten_init<'e>(init: &'e ast::Initializer, out: &mut Vec<&'e ast::Expr>) {
    match init {
        ast::Initializer::Expr(e) => out.push(e),
        ast::Initializer::List(items, _) => items.iter().for_each(|(_, i)| flatten_init(i, out)),
    }
}

impl<'a> Lowerer<'a> {
    /// Remember the conversion operators to pointers of a record definition (the CUDA
    /// `SharedMemory<T>` idiom: `operator T*() { extern __shared__ int s[]; return (T*)s; }`).
    pub(crate) fn note_conversions(
        &mut self,
        d: &'a ast::Declaration,
        params: &'a [ast::TemplateParam],
    ) {
        let ast::TypeName::Base(ast::BaseType::Record(r), _) = &d.base else {
            return;
        };
        let Some(name) = &r.name else { return };
        for m in &r.methods {
            if m.name.starts_with("operator ")
                && m.name.ends_with('*')
                && m.params.is_empty()
                && m.body.is_some()
            {
                self.conversions.entry(name.clone()).or_insert((params, m));
            }
        }
    }

    /// `R<T>()` where record `R` converts to a pointer: the pointer its conversion operator
    /// returns (its body may only declare arrays and return).
    pub(crate) fn conversion_value(
        &mut self,
        t: &ast::TypeName,
        arg: &ast::Expr,
        span: ir::Span,
    ) -> Res<Option<Val>> {
        let ast::TypeName::Base(ast::BaseType::Named(name, targs), _) = t else {
            return Ok(None);
        };
        let short = name.rsplit("::").next().unwrap_or(name);
        let Some((params, def)) = self.conversions.get(short).copied() else {
            return Ok(None);
        };
        if !matches!(arg.kind, ast::ExprKind::IntLit { value: 0, .. }) {
            return Ok(None);
        }
        let mut scope = HashMap::new();
        for (k, p) in params.iter().enumerate() {
            match (p, targs.get(k)) {
                (ast::TemplateParam::Type(n), Some(ast::TemplateArg::Type(a))) => {
                    let t = self.resolve_type(a)?;
                    scope.insert(n.clone(), Binding::Typedef(t));
                }
                (ast::TemplateParam::Value(_, n), Some(ast::TemplateArg::Expr(e))) => match self
                    .const_eval(e)
                {
                    Some(v) => {
                        scope.insert(n.clone(), Binding::Const(v, super::types::INT));
                    }
                    None => {
                        return Err(self
                            .unsupported("template argument that is not a constant", Some(e.span)))
                    }
                },
                _ => {
                    return Err(
                        self.unsupported(&format!("template arguments of '{short}'"), Some(span))
                    )
                }
            }
        }
        self.fx.scopes.push(scope);
        let r = self.conversion_body(def, span);
        self.fx.scopes.pop();
        r.map(Some)
    }

    fn conversion_body(&mut self, def: &'a ast::FunctionDef, span: ir::Span) -> Res<Val> {
        let body = def.body.as_deref().unwrap_or(&[]);
        let saved = self.span;
        for s in body {
            self.span = Some(s.span);
            match &s.kind {
                ast::StmtKind::Decl(d) => self.local_decl(d)?,
                ast::StmtKind::Return(Some(e)) => {
                    let p = self.pointer_any(e)?;
                    self.span = saved;
                    return Ok(Val::Ptr(p));
                }
                _ => break,
            }
        }
        self.span = saved;
        Err(self.unsupported(
            &format!(
                "conversion operator '{}' (only declarations and a return are supported)",
                def.name
            ),
            Some(span),
        ))
    }
}

impl Lowerer<'_> {
    /// Reject atomic operations whose operands do not have the width of the array's cells
    /// (an atomic on memory modelled per byte, or through a pointer of another width).
    pub(crate) fn check_atomic_widths(&mut self) {
        let mut bad = Vec::new();
        for (_, proc) in self.prog.procs.iter() {
            if let Some(body) = &proc.body {
                ir::visit::walk_stmts(body, &mut |s: &ir::Stmt| {
                    if let StmtKind::Atomic {
                        array,
                        args,
                        result,
                        ..
                    } = &s.kind
                    {
                        let w = self.prog.arrays[*array].elem.width();
                        let mismatch = args.iter().any(|a| self.prog.type_of(a).width() != w)
                            || result.is_some_and(|r| self.prog.vars[r].ty.width() != w);
                        if w == 8 || mismatch {
                            bad.push((s.origin, self.prog.arrays[*array].name.clone()));
                        }
                    }
                });
            }
        }
        for (origin, name) in bad {
            let span = match origin {
                Origin::Source(s) => Some(s),
                _ => None,
            };
            self.unsupported(&format!("atomic operation on '{name}' at a width other than its elements' (or on memory modelled per byte)"), span);
        }
    }
}
