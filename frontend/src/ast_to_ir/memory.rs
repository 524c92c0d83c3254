//! Memory: procedure parameters (pointer parameters become arrays), declarations of scalars,
//! arrays, pointers and one-object private arrays (variables whose address is taken, unions),
//! and the scans of a function body these decisions need. Pointers themselves are modelled in
//! [`super::pointers`].

use std::collections::{HashMap, HashSet};

use ir::{
    ArrayData, ArrayId, Expr, LabelId, MemSpace, Origin, ProcId, StmtKind, Type, VarId, VarRole,
    VarScope,
};

use super::expr::{LVal, Val};
use super::pointers::{Bases, PointsTo, PtrOff, PtrVal, PtrVar, VarPlace};
use super::scan::{collect_mutated, scan_body};
use super::types::{type_space, CType};
use super::{Binding, FnCx, Lowerer, ParamBind, Res};
use crate::ast;

/// Facts learned by one lowering attempt that require lowering again from the start.
#[derive(Clone, Debug, Default)]
pub(crate) struct Learned {
    /// Arrays (by key) modelled per byte.
    pub bytes: HashSet<String>,
    /// Pointer locations (by key) → the bases each may hold (see [`super::pointers`]).
    pub points_to: HashMap<String, PointsTo>,
    /// Arrays (by key) whose atomics record the values they return, for
    /// `__atomic_has_taken_value`.
    pub values_taken: HashSet<String>,
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
    /// Arrays made before their declaration is reached (see
    /// [`Lowerer::predeclare_shared`]), by name and declaration: the declaration takes it.
    pub early: HashMap<String, ArrayId>,
    /// Stable key of each array.
    pub key_of: HashMap<ArrayId, String>,
    /// Keys handed out per declaration, for ordinals.
    key_count: HashMap<String, u32>,
    /// Keys of objects a pointer was read as possibly addressing before they were declared.
    pub skipped: HashMap<String, ir::Span>,
    /// The objects standing for global memory the kernel does not name, by cell width.
    pub unnamed: HashMap<u32, ArrayId>,
}

impl MemState {
    /// A key for the next declaration of `base` in this lowering (stable across attempts
    /// as long as declarations are lowered in the same order).
    pub(crate) fn ordinal_key(&mut self, base: &str) -> String {
        let n = self.key_count.entry(format!("*{base}")).or_insert(0);
        let key = format!("{base}#{n}");
        *n += 1;
        key
    }
}

/// Per-function memory facts, from a scan of the body.
#[derive(Default)]
pub(crate) struct FnMem {
    /// Names whose address is taken (`&x`, `&s.f`): such scalars, aggregates and pointers
    /// live in one-object private arrays.
    pub addr_taken: HashSet<String>,
    /// Labels of the forward `goto` targets whose blocks are open.
    pub goto_labels: HashMap<String, LabelId>,
}

impl<'a> Lowerer<'a> {
    /// Lower one function definition into the procedure `proc`, binding its pointer and
    /// reference parameters (in order) as `binds` says unless it is the kernel.
    pub(crate) fn lower_function(
        &mut self,
        def: &'a ast::FunctionDef,
        proc: ProcId,
        binds: &[ParamBind],
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
            self.fx.body = body;
        }
        self.fx.binds = binds.iter().cloned().collect();
        let mut ok = true;
        if let Some(rec) = self.method_this.get(&proc).cloned() {
            ok &= self.bind_this(proc, &rec, def.name_span).is_ok();
        }
        for (i, p) in def.params.iter().enumerate() {
            if let (ast::TypeName::Base(ast::BaseType::Named(t, _), q), Some(n)) = (&p.ty, &p.name)
            {
                if t == "image3d_t" {
                    self.fx.images_3d.insert(n.clone());
                }
                if q.is_read_write {
                    self.fx.images_rw.insert(n.clone());
                }
            }
            if let Some(n) = &p.name {
                self.declare_group_name(n, &p.ty);
            }
            self.span = Some(p.span);
            if self.param(proc, p, i, is_kernel).is_err() {
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
        // Arrays a pointer was learned to address before their declarations are reached,
        // made before the result cells: a helper may return a pointer to its own array.
        let body = def.body.as_deref().unwrap_or(&[]);
        self.predeclare_shared(body);
        self.predeclare_private(body);
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
            Ok(CType::Pointer(_, _)) if self.fx.this_addressed => {
                // The address would be into the copy of the object the call works on.
                let what = if def.name.ends_with(super::ref_twins::TWIN_SUFFIX) {
                    "method returning a reference to a member of its object"
                } else {
                    "method returning a pointer while taking the address of a member"
                };
                self.unsupported(what, Some(def.name_span));
                ok = false;
            }
            Ok(CType::Pointer(pointee, _)) => {
                let idx = self.result_ptr(proc, &pointee);
                self.fx.ret_ptr = Some(idx);
                self.fx.ret_ty = Some(CType::Pointer(pointee, None));
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
            self.entry_facts.push((proc, self.init_facts.len()));
        }
        self.collect_wide_invariants(body);
        // Initialise offsets of reassigned kernel pointer parameters.
        let mut stmts = std::mem::take(&mut self.fx.buf);
        self.lower_stmts(body, true);
        // Objects made early for declarations this lowering did not reach.
        self.mem.early.clear();
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
        if !self.fx.out_params.is_empty() || !self.fx.cell_back.is_empty() {
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

    fn param(&mut self, proc: ProcId, p: &ast::Param, i: usize, is_kernel: bool) -> Res<()> {
        let name = p.name.clone().unwrap_or_else(|| format!("$p{i}"));
        if !is_kernel && self.texref_param(p)? {
            return Ok(());
        }
        if !is_kernel && Self::const_ref_param(p) {
            if let Some(ParamBind::Cell(a)) = self.fx.binds.pop_front() {
                let t = self.resolve_type(super::const_ref(&p.ty).unwrap_or(&p.ty))?;
                let off = self.prog.new_var(
                    name.clone(),
                    Type::Bv(32),
                    VarScope::Local(proc),
                    VarRole::User,
                    Origin::Source(p.span),
                );
                self.prog.procs[proc].params.push(off);
                self.bind(&name, Binding::Ref(a, off, t));
                return Ok(());
            }
        }
        if let Some(inner) = super::mutable_ref(&p.ty) {
            let t = self.resolve_type(inner)?;
            if !is_kernel && Self::is_aggregate(&t) {
                // Copied in as leaves, copied out at the end of the body.
                let _ = self.fx.binds.pop_front();
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
            match self.fx.binds.pop_front() {
                Some(ParamBind::Cell(a)) => {
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
                    Some(cell) if self.fx.mem.addr_taken.contains(&name) => {
                        // Its address is taken: a private copy in memory, copied back to the
                        // cell at the end of the body.
                        let init = Val::Scalar(Expr::var(cell), t.clone());
                        let a = self.private_object(&name, &t, Some(init), p.span)?;
                        let lv = LVal::Mem {
                            array: a,
                            index: Expr::bv(0, 32),
                            ty: t,
                        };
                        self.fx.cell_back.push((cell, lv));
                    }
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
                let idx = if is_kernel {
                    let a = self.kernel_buffer(&name, &pointee, space, p.span)?;
                    self.buffer_ptr(&name, a, *pointee, p.span)?
                } else {
                    let Some(ParamBind::Ptr(given)) = self.fx.binds.pop_front() else {
                        return Err(self.unsupported(
                            "pointer parameter without an array argument",
                            Some(p.span),
                        ));
                    };
                    let key = self.param_key(p.span, "", &given);
                    self.bound_ptr_param(proc, &name, key, given, *pointee, p.span)?
                };
                if self.fx.mem.addr_taken.contains(&name) {
                    let v = Val::Ptr(self.ptr_value(idx));
                    let t = CType::Pointer(Box::new(self.ptrs[idx].pointee.clone()), None);
                    self.private_object(&name, &t, Some(v), p.span)?;
                } else {
                    self.ptrs[idx].extent = extent;
                    self.bind(&name, Binding::Ptr(idx));
                }
                Ok(())
            }
            t if Self::is_aggregate(&t) => {
                let vars = if is_kernel {
                    let body = self.fx.body;
                    self.kernel_leaves(proc, &name, &t, body, p.span)?
                } else {
                    self.leaf_params(proc, &name, &t, p.span)?
                };
                if self.fx.mem.addr_taken.contains(&name)
                    || self.has_union(&t)
                    || self.has_array_field(&t)
                {
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

    /// The array a kernel's pointer parameter (or pointer member of a struct parameter)
    /// addresses: a buffer of its own, as GPUVerify assumes (buffers do not alias).
    fn kernel_buffer(
        &mut self,
        name: &str,
        pointee: &CType,
        space: Option<ast::AddrSpace>,
        span: ir::Span,
    ) -> Res<ArrayId> {
        let (elem, src) = self.elem_type_of(pointee, span)?;
        let mem = match space {
            _ if self.cuda() => MemSpace::Global,
            Some(ast::AddrSpace::Local) => MemSpace::Shared,
            Some(ast::AddrSpace::Constant) => MemSpace::Constant,
            Some(ast::AddrSpace::Private) => {
                return Err(
                    self.unsupported("kernel parameter pointing to private memory", Some(span))
                )
            }
            _ => MemSpace::Global,
        };
        let mut dims = vec![None];
        dims.extend(pointee.dims());
        Ok(self.new_array(name, mem, (elem, src), dims, true, Origin::Source(span)))
    }

    /// The pointer variable of a kernel pointer parameter addressing buffer `a`: the fixed
    /// offset 0 when it is never reassigned, else a variable starting at 0.
    fn buffer_ptr(&mut self, name: &str, a: ArrayId, pointee: CType, span: ir::Span) -> Res<usize> {
        if !self.fx.mutated.contains(name) {
            return Ok(self.push_ptr_var(PtrVar {
                name: name.to_string(),
                key: None,
                pointee,
                off: PtrOff::Fixed(Expr::bv(0, 32)),
                base: None,
                objs: vec![a],
                null: false,
                extent: None,
            }));
        }
        let key = self.mem.ordinal_key(&format!("kparam:{name}@{span:?}"));
        let given = Bases {
            objs: vec![a],
            null: false,
        };
        let idx = self.ptr_var_named(
            VarPlace::Local,
            &format!("{name}$off"),
            name,
            Some(key),
            given,
            pointee.clone(),
            span,
        )?;
        self.assign_ptr(idx, PtrVal::to(a, Expr::bv(0, 32), pointee), span)?;
        Ok(idx)
    }

    /// The leaves of a kernel's struct parameter: scalar leaves are parameters, each pointer
    /// leaf addresses a buffer of its own named after the member (`p.in`), as GPUVerify
    /// flattens them.
    fn kernel_leaves(
        &mut self,
        proc: ProcId,
        name: &str,
        t: &CType,
        body: &[ast::Stmt],
        span: ir::Span,
    ) -> Res<Vec<(VarId, CType)>> {
        let written = super::scan::may_write_members(body, name)
            || self.fx.mutated.contains(name)
            || self.fx.mem.addr_taken.contains(name);
        let mut vars = Vec::new();
        for l in self.leaves(t, span)? {
            let leaf_name = format!("{name}{}", l.suffix);
            match &l.ty {
                CType::Pointer(pointee, space) if !written => {
                    // Never reassigned: the buffer itself, at offset 0 (the leaf's variable
                    // only names the pointer in aggregate values).
                    let a = self.kernel_buffer(&leaf_name, pointee, *space, span)?;
                    let v = self.local_var(leaf_name.clone(), Type::Bv(32), VarRole::User);
                    let idx = self.push_ptr_var(PtrVar {
                        name: leaf_name,
                        key: None,
                        pointee: (**pointee).clone(),
                        off: PtrOff::Fixed(Expr::bv(0, 32)),
                        base: None,
                        objs: vec![a],
                        null: false,
                        extent: None,
                    });
                    self.ptr_of_var.insert(v, idx);
                    vars.push((v, l.ty.clone()));
                }
                CType::Pointer(pointee, space) => {
                    let a = self.kernel_buffer(&leaf_name, pointee, *space, span)?;
                    let key = self.mem.ordinal_key(&format!("kleaf:{leaf_name}@{span:?}"));
                    let given = Bases {
                        objs: vec![a],
                        null: false,
                    };
                    let idx = self.new_ptr_var(
                        VarPlace::Local,
                        &leaf_name,
                        Some(key),
                        given,
                        (**pointee).clone(),
                        span,
                    )?;
                    let p = PtrVal::to(a, Expr::bv(0, 32), (**pointee).clone());
                    self.assign_ptr(idx, p, span)?;
                    vars.push((self.ptr_off_var(idx), l.ty.clone()));
                }
                lt => {
                    let ty = lt.ir().unwrap_or(Type::Bv(32));
                    let v = self.place_var(VarPlace::Param(proc), leaf_name, ty);
                    vars.push((v, l.ty.clone()));
                }
            }
        }
        Ok(vars)
    }

    /// The learning key of a pointer parameter (or leaf `suffix` of one) bound to `given`.
    pub(crate) fn param_key(&self, span: ir::Span, suffix: &str, given: &Bases) -> String {
        let keys: Vec<String> = given.objs.iter().map(|a| self.array_key(*a)).collect();
        format!(
            "param:{span:?}{suffix}:{}{}",
            keys.join(","),
            if given.null { ",null" } else { "" }
        )
    }

    /// A pointer parameter of `proc` bound to bases `given`: its offset (and, when the base
    /// is not known statically, its base) are parameters. When the body stores other bases in
    /// it (learned under `key`), it is copied into a local pointer variable that can hold them.
    pub(crate) fn bound_ptr_param(
        &mut self,
        proc: ProcId,
        name: &str,
        key: String,
        given: Bases,
        pointee: CType,
        span: ir::Span,
    ) -> Res<usize> {
        let learned = self.learned_bases(&key, span)?;
        let copy = !given.covers(&learned);
        let pname = if copy {
            format!("{name}$in")
        } else {
            name.to_string()
        };
        let off = self.place_var(VarPlace::Param(proc), pname.clone(), Type::Bv(32));
        let base = given
            .needs_base_var()
            .then(|| self.place_var(VarPlace::Param(proc), format!("{pname}$base"), Type::Bv(32)));
        let pidx = self.push_ptr_var(PtrVar {
            name: pname,
            key: (!copy).then(|| key.clone()),
            pointee: pointee.clone(),
            off: PtrOff::Var(off),
            base,
            objs: given.objs.clone(),
            null: given.null,
            extent: None,
        });
        if !copy {
            return Ok(pidx);
        }
        let idx = self.new_ptr_var(VarPlace::Local, name, Some(key), given, pointee, span)?;
        let v = self.ptr_value(pidx);
        self.assign_ptr(idx, v, span)?;
        Ok(idx)
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
        if let Some(a) = self.mem.early.remove(&base) {
            return a;
        }
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
            values_taken: None,
            ghost: false,
        });
        if let Some(span) = self.mem.skipped.remove(&key) {
            self.unsupported(
                &format!("pointer that may address '{name}' used before '{name}' is declared"),
                Some(span),
            );
        }
        if self.mem.learned.values_taken.contains(&key) {
            let ghost = self.prog.arrays.push(ArrayData {
                name: format!("_USED_{name}"),
                space,
                elem: Type::Bv(1),
                source_elem_width: 1,
                dims: vec![None],
                origin,
                thread: None,
                copies: None,
                is_param: false,
                values_taken: None,
                ghost: true,
            });
            self.prog.arrays[a].values_taken = Some(ghost);
        }
        self.mem.by_key.insert(key.clone(), a);
        self.mem.key_of.insert(a, key);
        a
    }

    /// The stable key of an array.
    pub(crate) fn array_key(&self, a: ArrayId) -> String {
        self.mem
            .key_of
            .get(&a)
            .cloned()
            .unwrap_or_else(|| format!("#{}", a.0))
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

    /// The array of a `__shared__` or `__constant` declaration in a function body: one per
    /// declaration (made once, even when the function is lowered several times or the
    /// declaration was seen early by [`Self::predeclare_shared`]).
    pub(crate) fn shared_decl_array(
        &mut self,
        d: &ast::Declaration,
        decl: &ast::InitDeclarator,
        ty: &CType,
        mem: MemSpace,
        origin: Origin,
    ) -> Res<ArrayId> {
        // CUDA's `extern __shared__` arrays all start at the dynamic shared memory: one
        // object, whatever their names.
        let dynamic =
            d.specs.is_extern && mem == MemSpace::Shared && matches!(&ty, CType::Array(_, None));
        let key = if dynamic {
            dynamic_shared_key()
        } else {
            (decl.span, decl.name.clone())
        };
        if let (true, Some(a)) = (dynamic, self.shared_decls.get(&key).copied()) {
            let elem = self.elem_type_of(&ty, decl.span)?;
            if self.prog.arrays[a].source_elem_width != elem.1 {
                return Err(self.unsupported(
                    "extern __shared__ arrays of element types of different sizes (they share \
                     one memory)",
                    Some(decl.span),
                ));
            }
        }
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
        Ok(a)
    }

    /// Make the arrays of the `__shared__` declarations in `body` that a pointer was learned
    /// to address before they are reached: C code declares a pointer first and points it at a
    /// shared array declared after it (`float *p; __shared__ float s[64]; p = s;`). The
    /// declarations bind their names where they are.
    pub(crate) fn predeclare_shared(&mut self, body: &[ast::Stmt]) {
        let mut decls = Vec::new();
        collect_decls(body, &mut decls);
        for d in decls {
            if d.specs.is_typedef {
                continue;
            }
            for decl in &d.declarators {
                if type_space(&decl.ty) != Some(ast::AddrSpace::Local) {
                    continue;
                }
                let origin = Origin::Source(decl.span);
                let base = format!("{}@{origin:?}#", decl.name);
                let addressed = self
                    .mem
                    .learned
                    .points_to
                    .values()
                    .any(|pt| pt.objs.iter().any(|k| k.starts_with(&base)));
                if !addressed {
                    continue;
                }
                let n_diags = self.diags.items.len();
                if let Ok(ty) = self.resolve_type(&decl.ty) {
                    if !matches!(ty, CType::Pointer(..)) {
                        let _ = self.shared_decl_array(d, decl, &ty, MemSpace::Shared, origin);
                    }
                }
                self.diags.items.truncate(n_diags);
            }
        }
    }

    /// As [`Self::predeclare_shared`] for private objects: local arrays and locals whose
    /// address is taken, declared after a pointer that is set to them (`float *p; float
    /// t[2]; p = t;`), and the objects standing for global memory a pointer loaded from
    /// memory may address.
    pub(crate) fn predeclare_private(&mut self, body: &[ast::Stmt]) {
        let addressed = |l: &Self, base: &str| {
            l.mem
                .learned
                .points_to
                .values()
                .any(|pt| pt.objs.iter().any(|k| k.starts_with(base)))
        };
        for w in [8, 16, 32, 64] {
            let base = format!("global memory@{:?}#", unnamed_origin(w));
            if addressed(self, &base) {
                self.unnamed_global(w);
            }
        }
        let mut decls = Vec::new();
        collect_decls(body, &mut decls);
        for d in decls {
            if d.specs.is_typedef || d.specs.is_static || d.specs.is_extern {
                continue;
            }
            for decl in &d.declarators {
                if type_space(&decl.ty).is_some() {
                    continue;
                }
                let origin = Origin::Source(decl.span);
                let base = format!("{}@{origin:?}", decl.name);
                if !addressed(self, &format!("{base}#")) || self.mem.early.contains_key(&base) {
                    continue;
                }
                let n_diags = self.diags.items.len();
                let made = self.resolve_type(&decl.ty).and_then(|ty| {
                    let (ty, dims) = match ty {
                        CType::Array(..) => {
                            let ty =
                                self.complete_array(ty, &decl.ty, decl.init.as_ref(), decl.span)?;
                            let dims = ty.dims();
                            (ty, dims)
                        }
                        CType::Pointer(..) => return Ok(None),
                        t => (t, vec![Some(1)]),
                    };
                    let elem = self.elem_type_of(&ty, decl.span)?;
                    Ok(Some(self.new_array(
                        &decl.name,
                        MemSpace::Private,
                        elem,
                        dims,
                        false,
                        origin,
                    )))
                });
                self.diags.items.truncate(n_diags);
                if let Ok(Some(a)) = made {
                    self.mem.early.insert(base, a);
                }
            }
        }
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
                (ast::TemplateParam::Type(n, _), Some(ast::TemplateArg::Type(a))) => {
                    let t = self.resolve_type(a)?;
                    scope.insert(n.clone(), Binding::Typedef(t));
                }
                (ast::TemplateParam::Value(_, n, _), Some(ast::TemplateArg::Expr(e))) => match self
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
                    let p = self.pointer(e)?;
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

/// The key of CUDA's dynamic shared memory among the shared declarations: every
/// `extern __shared__ T a[];` names it.
pub(crate) fn dynamic_shared_key() -> (ir::Span, String) {
    let nowhere = ir::Span {
        file: ir::FileId(0),
        lo: 0,
        hi: 0,
    };
    (nowhere, "extern __shared__".to_string())
}

/// The declarations of `body`, at every depth.
fn collect_decls<'s>(body: &'s [ast::Stmt], out: &mut Vec<&'s ast::Declaration>) {
    for s in body {
        collect_stmt_decls(s, out);
    }
}

fn collect_stmt_decls<'s>(s: &'s ast::Stmt, out: &mut Vec<&'s ast::Declaration>) {
    use ast::StmtKind as K;
    match &s.kind {
        K::Decl(d) => out.push(d),
        K::Compound(b) => collect_decls(b, out),
        K::If(_, t, e) => {
            collect_stmt_decls(t, out);
            if let Some(e) = e {
                collect_stmt_decls(e, out);
            }
        }
        K::While(_, b)
        | K::DoWhile(b, _)
        | K::Switch(_, b)
        | K::Case(_, b)
        | K::Default(b)
        | K::Label(_, b) => collect_stmt_decls(b, out),
        K::For { body, .. } => collect_stmt_decls(body, out),
        _ => {}
    }
}

/// The origin of the object standing for global memory the kernel does not name, with cells
/// of `w` bits (one object per width, each with a key of its own).
pub(crate) fn unnamed_origin(w: u32) -> Origin {
    Origin::Synthetic(match w {
        8 => "pointer8",
        16 => "pointer16",
        32 => "pointer32",
        64 => "pointer64",
        _ => "pointer",
    })
}
