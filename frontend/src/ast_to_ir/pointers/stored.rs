//! Where pointers are kept: pointer variables (and pointer leaves of structs in registers),
//! memory, and aggregate values; and the points-to sets of those locations, learned across
//! lowering attempts.
//!
//! In an aggregate value (`Val::Agg`, or a `Val::Scalar` of pointer type) a pointer leaf is
//! the offset variable of a pointer variable ([`Lowerer::ptr_leaf`] makes one when needed,
//! [`Lowerer::leaf_ptr`] reads it back), so that structs holding pointers are copied leaf by
//! leaf like any other while each pointer keeps its bases.

use ir::{ArrayId, Expr, ProcId, StmtKind, Type, VarId, VarRole, VarScope};

use super::{rescale, Bases, OffsetFact, PtrOff, PtrVal, PtrVar};
use crate::ast_to_ir::expr::LVal;
use crate::ast_to_ir::types::{CType, UINT};
use crate::ast_to_ir::{Lowerer, Res};

/// Where the variables of a new pointer variable live.
#[derive(Clone, Copy, Debug)]
pub(crate) enum VarPlace {
    /// Locals of the procedure being lowered (globals outside any procedure).
    Local,
    /// Program-wide variables.
    Global,
    /// Parameters of a procedure.
    Param(ProcId),
}

impl Lowerer<'_> {
    // ----- points-to sets -----

    /// The bases location `key` is known to hold.
    pub(crate) fn learned_bases(&mut self, key: &str, span: ir::Span) -> Res<Bases> {
        let Some(pt) = self.mem.learned.points_to.get(key).cloned() else {
            return Ok(Bases::default());
        };
        let mut objs = Vec::new();
        for k in &pt.objs {
            match self.mem.by_key.get(k) {
                Some(a) => objs.push(*a),
                None => {
                    // Declared later in this lowering: the pointer would then reach an object
                    // whose declaration its use does not see (see `new_array`).
                    self.mem.skipped.insert(k.clone(), span);
                }
            }
        }
        Ok(Bases {
            objs,
            null: pt.null,
        })
    }

    /// What is known of the offsets stored in location `key`.
    pub(crate) fn learned_offset(&self, key: &str) -> OffsetFact {
        self.mem
            .learned
            .points_to
            .get(key)
            .map_or(OffsetFact::Unseen, |pt| pt.off)
    }

    /// The byte offset `p` stores, as far as it is a constant: `Ok(Some(c))` for `c`,
    /// `Ok(None)` when it varies, `Err(())` when it is the offset of a pointer variable that
    /// is not assigned anywhere (nothing is learned from it).
    fn offset_of(&self, p: &PtrVal) -> Result<Option<u128>, ()> {
        if let Some((c, _)) = self.ptr_bytes(p).as_bv() {
            return Ok(Some(c));
        }
        // The offset of another pointer variable: whatever is known of it (every assignment
        // there stores it, so it holds wherever that variable was assigned).
        let from = match &p.off {
            Expr::Var(v) => self
                .ptr_of_var
                .get(v)
                .and_then(|i| self.ptrs[*i].key.clone()),
            _ => None,
        };
        match from.map(|k| self.learned_offset(&k)) {
            Some(OffsetFact::Const(c)) => Ok(Some(c)),
            Some(OffsetFact::Unseen) => Err(()),
            Some(OffsetFact::Varies) | None => Ok(None),
        }
    }

    /// Record that location `key` is assigned byte offset `off` (`Ok(None)`: not a
    /// constant, `Err`: nothing known); when that changes what is known, lowering starts
    /// again.
    fn learn_offset(&mut self, key: &str, off: Result<Option<u128>, ()>) {
        let Ok(off) = off else { return };
        let entry = self
            .mem
            .learned
            .points_to
            .entry(key.to_string())
            .or_default();
        let next = entry.off.and(off);
        if next != entry.off {
            entry.off = next;
            self.mem.retry = true;
        }
    }

    /// Record that location `key` may hold `b`; when that is new, lowering starts again.
    pub(crate) fn learn(&mut self, key: &str, b: &Bases) {
        let keys: Vec<String> = b.objs.iter().map(|a| self.array_key(*a)).collect();
        let entry = self
            .mem
            .learned
            .points_to
            .entry(key.to_string())
            .or_default();
        let mut grown = false;
        for k in keys {
            if !entry.objs.contains(&k) {
                entry.objs.push(k);
                grown = true;
            }
        }
        if b.null && !entry.null {
            entry.null = true;
            grown = true;
        }
        if grown {
            self.mem.retry = true;
        }
    }

    // ----- pointer variables -----

    /// A fresh scalar variable for a pointer's offset or base.
    pub(crate) fn place_var(&mut self, place: VarPlace, name: String, ty: Type) -> VarId {
        match place {
            VarPlace::Local => self.local_var(name, ty, VarRole::User),
            VarPlace::Global => {
                let origin = self.origin();
                self.prog
                    .new_var(name, ty, VarScope::Global, VarRole::User, origin)
            }
            VarPlace::Param(proc) => {
                let origin = self.origin();
                let v = self
                    .prog
                    .new_var(name, ty, VarScope::Local(proc), VarRole::User, origin);
                self.prog.procs[proc].params.push(v);
                v
            }
        }
    }

    /// Register a pointer variable.
    pub(crate) fn push_ptr_var(&mut self, var: PtrVar) -> usize {
        let off = match &var.off {
            PtrOff::Var(v) => Some(*v),
            PtrOff::Fixed(_) => None,
        };
        self.ptrs.push(var);
        let idx = self.ptrs.len() - 1;
        if let Some(v) = off {
            self.ptr_of_var.insert(v, idx);
        }
        idx
    }

    /// A new pointer variable `name` holding the bases `given` and those its location `key`
    /// has learned (not initialised).
    pub(crate) fn new_ptr_var(
        &mut self,
        place: VarPlace,
        name: &str,
        key: Option<String>,
        given: Bases,
        pointee: CType,
        span: ir::Span,
    ) -> Res<usize> {
        self.ptr_var_named(place, name, name, key, given, pointee, span)
    }

    /// [`Self::new_ptr_var`] with an offset variable named `off_name`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn ptr_var_named(
        &mut self,
        place: VarPlace,
        off_name: &str,
        name: &str,
        key: Option<String>,
        given: Bases,
        pointee: CType,
        span: ir::Span,
    ) -> Res<usize> {
        let mut bases = given;
        let mut fixed = None;
        if let Some(k) = &key {
            let learned = self.learned_bases(k, span)?;
            bases.union(&learned);
            if let (VarPlace::Local, OffsetFact::Const(c)) = (place, self.learned_offset(k)) {
                fixed = Some(rescale(Expr::bv(c, 32), 1, self.unit(&bases.objs)));
            }
        }
        let off = match fixed {
            Some(e) => PtrOff::Fixed(e),
            None => PtrOff::Var(self.place_var(place, off_name.to_string(), Type::Bv(32))),
        };
        let base = bases
            .needs_base_var()
            .then(|| self.place_var(place, format!("{name}$base"), Type::Bv(32)));
        Ok(self.push_ptr_var(PtrVar {
            name: name.to_string(),
            key,
            pointee,
            off,
            base,
            objs: bases.objs,
            null: bases.null,
            extent: None,
        }))
    }

    /// The variable naming pointer variable `idx` in aggregate values: its offset variable,
    /// or (for a fixed offset) a variable that only names it.
    pub(crate) fn ptr_off_var(&mut self, idx: usize) -> VarId {
        match self.ptrs[idx].off.clone() {
            PtrOff::Var(v) => v,
            PtrOff::Fixed(_) => {
                if let Some((v, _)) = self.ptr_of_var.iter().find(|(_, i)| **i == idx) {
                    return *v;
                }
                let name = self.ptrs[idx].name.clone();
                let v = self.local_var(name, Type::Bv(32), VarRole::User);
                self.ptr_of_var.insert(v, idx);
                v
            }
        }
    }

    /// The global cells through which `proc` returns a pointer to `pointee`.
    pub(crate) fn result_ptr(&mut self, proc: ProcId, pointee: &CType) -> usize {
        if let Some(&idx) = self.result_ptrs.get(&proc) {
            return idx;
        }
        let name = format!("{}$ret", self.prog.procs[proc].name);
        let key = format!("ret:{name}");
        let span = self.prog.procs[proc].origin.span();
        let bases = match span {
            Some(s) => self.learned_bases(&key, s).unwrap_or_default(),
            None => Bases::default(),
        };
        let off = self.place_var(VarPlace::Global, name.clone(), Type::Bv(32));
        let base = bases
            .needs_base_var()
            .then(|| self.place_var(VarPlace::Global, format!("{name}$base"), Type::Bv(32)));
        let idx = self.push_ptr_var(PtrVar {
            name,
            key: Some(key),
            pointee: pointee.clone(),
            off: PtrOff::Var(off),
            base,
            objs: bases.objs,
            null: bases.null,
            extent: None,
        });
        self.result_ptrs.insert(proc, idx);
        idx
    }

    /// Variables holding the leaves of a `ty` named `name`: a pointer leaf is a pointer
    /// variable whose location is `key` followed by the leaf's suffix.
    pub(crate) fn leaf_vars(
        &mut self,
        place: VarPlace,
        name: &str,
        ty: &CType,
        key: &str,
        span: ir::Span,
    ) -> Res<Vec<(VarId, CType)>> {
        let mut vars = Vec::new();
        for l in self.leaves(ty, span)? {
            let leaf_name = format!("{name}{}", l.suffix);
            let v = match &l.ty {
                CType::Pointer(pointee, _) => {
                    let k = format!("{key}{}", l.suffix);
                    let idx = self.new_ptr_var(
                        place,
                        &leaf_name,
                        Some(k),
                        Bases::default(),
                        (**pointee).clone(),
                        span,
                    )?;
                    self.ptr_off_var(idx)
                }
                t => {
                    let ty = t.ir().unwrap_or(Type::Bv(32));
                    self.place_var(place, leaf_name, ty)
                }
            };
            vars.push((v, l.ty));
        }
        Ok(vars)
    }

    /// The current value of pointer variable `idx`.
    pub(crate) fn ptr_value(&self, idx: usize) -> PtrVal {
        let v = &self.ptrs[idx];
        let base = match v.base {
            Some(b) => Expr::var(b),
            None => Self::static_base(&v.objs),
        };
        let off = match &v.off {
            PtrOff::Fixed(e) => e.clone(),
            PtrOff::Var(x) => Expr::var(*x),
        };
        PtrVal {
            objs: v.objs.clone(),
            null: v.null,
            base,
            off,
            pointee: v.pointee.clone(),
            extent: v.extent,
        }
    }

    /// Make pointer variable `idx` hold `p`. A base its location has not seen yet is
    /// learned (and the unit lowered again).
    pub(crate) fn assign_ptr(&mut self, idx: usize, p: PtrVal, span: ir::Span) -> Res<()> {
        let var = self.ptrs[idx].clone();
        let bytes = self.offset_of(&p);
        let have = Bases {
            objs: var.objs.clone(),
            null: var.null,
        };
        let Some(key) = &var.key else {
            // A temporary or a parameter: bound to bases that cover what it is given.
            if !have.covers(&p.bases()) || matches!(var.off, PtrOff::Fixed(_)) {
                return Err(
                    self.unsupported(&format!("assignment to pointer '{}'", var.name), Some(span))
                );
            }
            return self.emit_ptr_assign(&var, p);
        };
        self.learn_offset(key, bytes);
        if !have.covers(&p.bases()) {
            self.learn(key, &p.bases());
            if !self.mem.retry {
                // Nothing new was learned, so lowering will not start again: the variable
                // was made before an object it may address existed, and dropping the
                // assignment would hide every access through it.
                return Err(self.unsupported(
                    &format!(
                        "pointer '{}' that may address an object declared after the pointer",
                        var.name
                    ),
                    Some(span),
                ));
            }
            return Ok(());
        }
        if let PtrOff::Fixed(_) = &var.off {
            let fixed = self.ptr_bytes(&self.ptr_value(idx)).as_bv().map(|(v, _)| v);
            if bytes.is_ok_and(|b| b.is_none() || b != fixed) {
                // Learned above: lowering starts again with an offset variable.
                return Ok(());
            }
        }
        self.emit_ptr_assign(&var, p)
    }

    /// Emit the assignments making pointer variable `var` (whose bases cover `p`'s) hold `p`.
    fn emit_ptr_assign(&mut self, var: &PtrVar, p: PtrVal) -> Res<()> {
        if let Some(b) = var.base {
            if p.base != Expr::var(b) {
                self.emit(StmtKind::Assign {
                    lhs: b,
                    rhs: p.base.clone(),
                });
            }
        }
        if let PtrOff::Var(off_var) = var.off {
            let off = rescale(p.off, self.unit(&p.objs), self.unit(&var.objs));
            if off != Expr::var(off_var) {
                self.emit(StmtKind::Assign {
                    lhs: off_var,
                    rhs: off,
                });
            }
        }
        Ok(())
    }

    /// Give pointer variable `idx` an arbitrary value (an uninitialised pointer).
    pub(crate) fn havoc_ptr(&mut self, idx: usize) {
        let var = self.ptrs[idx].clone();
        if let Some(b) = var.base {
            self.emit(StmtKind::Havoc(b));
        }
        if let PtrOff::Var(v) = var.off {
            self.emit(StmtKind::Havoc(v));
        }
    }

    /// A new temporary pointer variable that can hold `bases` (not initialised).
    pub(crate) fn temp_ptr_var(&mut self, bases: Bases, pointee: CType) -> usize {
        let off = self.temp(Type::Bv(32));
        let base = bases.needs_base_var().then(|| self.temp(Type::Bv(32)));
        self.push_ptr_var(PtrVar {
            name: self.prog.vars[off].name.clone(),
            key: None,
            pointee,
            off: PtrOff::Var(off),
            base,
            objs: bases.objs,
            null: bases.null,
            extent: None,
        })
    }

    /// A new temporary pointer variable holding `p`.
    pub(crate) fn temp_ptr(&mut self, p: &PtrVal) -> usize {
        let idx = self.temp_ptr_var(p.bases(), p.pointee.clone());
        let var = self.ptrs[idx].clone();
        if let Some(b) = var.base {
            self.emit(StmtKind::Assign {
                lhs: b,
                rhs: p.base.clone(),
            });
        }
        if let PtrOff::Var(off) = var.off {
            self.emit(StmtKind::Assign {
                lhs: off,
                rhs: p.off.clone(),
            });
        }
        idx
    }

    /// `p` as a leaf of an aggregate value: the offset variable of a pointer variable
    /// holding it.
    pub(crate) fn ptr_leaf(&mut self, p: PtrVal) -> Expr {
        if let Expr::Var(v) = &p.off {
            if let Some(&idx) = self.ptr_of_var.get(v) {
                let cur = self.ptr_value(idx);
                if cur.objs == p.objs && cur.null == p.null && cur.base == p.base {
                    return p.off;
                }
            }
        }
        let idx = self.temp_ptr(&p);
        match self.ptrs[idx].off.clone() {
            PtrOff::Var(v) => Expr::var(v),
            PtrOff::Fixed(e) => e,
        }
    }

    /// The pointer an aggregate leaf `x` of type pointer-to-`pointee` stands for.
    pub(crate) fn leaf_ptr(&mut self, x: &Expr, span: ir::Span) -> Res<PtrVal> {
        match x {
            Expr::Var(v) => match self.ptr_of_var.get(v) {
                Some(&idx) => Ok(self.ptr_value(idx)),
                None => Err(self.sema("internal: a pointer leaf without a pointer", Some(span))),
            },
            Expr::Bv { value: 0, .. } => Ok(PtrVal::null(CType::Void)),
            _ => Err(self.sema("internal: a pointer leaf without a pointer", Some(span))),
        }
    }

    /// The pointer variable behind a pointer leaf variable, if `v` is one.
    pub(crate) fn ptr_var_of(&self, v: VarId) -> Option<usize> {
        self.ptr_of_var.get(&v).copied()
    }

    // ----- pointers in memory -----

    /// The location of the pointers held in object `a`.
    fn mem_key(&self, a: ArrayId) -> String {
        format!("mem:{}", self.array_key(a))
    }

    /// The bases the pointers held in `objs` may have: what the kernel stores there, and
    /// for memory the host fills, global memory the kernel does not name. As GPUVerify takes
    /// the buffers a kernel is given to be valid and distinct, so are the buffers the host
    /// hands over inside them: not null, and none of the kernel's own buffers.
    pub(crate) fn mem_bases(
        &mut self,
        objs: &[ArrayId],
        pointee: &CType,
        span: ir::Span,
    ) -> Res<Bases> {
        let mut out = Bases::default();
        for a in objs {
            let key = self.mem_key(*a);
            let learned = self.learned_bases(&key, span)?;
            out.union(&learned);
            if self.prog.arrays[*a].is_param {
                let w = self.leaf_width(pointee.base_elem()).filter(|w| *w > 8);
                let other = self.unnamed_global(w.unwrap_or(8));
                out.union(&Bases {
                    objs: vec![other],
                    null: false,
                });
            }
        }
        Ok(out)
    }

    /// The objects a memory lvalue may be in.
    fn lval_objects(lv: &LVal) -> Vec<ArrayId> {
        match lv {
            LVal::Mem { array, .. } => vec![*array],
            LVal::Dispatch(d) => d.objs.clone(),
            _ => Vec::new(),
        }
    }

    /// Read the pointer held in memory at `lv` (8 bytes: the byte offset, then the base, so
    /// that the 64-bit integer the bytes make is `base << 32 | offset`, and integer
    /// arithmetic on that view, through a union or a copy, moves the offset).
    pub(crate) fn load_ptr(&mut self, lv: &LVal, span: ir::Span) -> Res<PtrVal> {
        let pointee = match Self::lval_type(lv) {
            CType::Pointer(t, _) => *t,
            _ => CType::Void,
        };
        let objs = Self::lval_objects(lv);
        let bases = self.mem_bases(&objs, &pointee, span)?;
        // The base is read only when it is not known statically (any write of the pointer
        // writes its offset too, so races are seen on the offset).
        let base = if bases.needs_base_var() {
            let base_lv = self.mem_offset(lv, 4, UINT, span)?;
            let b = self.read_mem_scalar(&base_lv, span)?;
            if self.annot {
                b
            } else {
                Expr::var(self.spill(b))
            }
        } else {
            Self::static_base(&bases.objs)
        };
        let off_lv = self.mem_offset(lv, 0, UINT, span)?;
        let o = self.read_mem_scalar(&off_lv, span)?;
        let o = if self.annot {
            o
        } else {
            Expr::var(self.spill(o))
        };
        let u = self.unit(&bases.objs);
        Ok(PtrVal {
            objs: bases.objs,
            null: bases.null,
            base,
            off: rescale(o, 1, u),
            pointee,
            extent: None,
        })
    }

    /// A copy of the bytes of object `src` into `dst` (`memcpy`) carries the pointers `src`
    /// holds: `dst` may hold them too.
    pub(crate) fn copy_pointers(&mut self, src: ArrayId, dst: ArrayId, span: ir::Span) -> Res<()> {
        let from = self.learned_bases(&self.mem_key(src), span)?;
        let key = self.mem_key(dst);
        let have = self.learned_bases(&key, span)?;
        if !have.covers(&from) {
            self.learn(&key, &from);
        }
        Ok(())
    }

    /// Store pointer `p` in memory at `lv`.
    pub(crate) fn store_ptr(&mut self, lv: &LVal, p: PtrVal, span: ir::Span) -> Res<()> {
        for a in Self::lval_objects(lv) {
            let key = self.mem_key(a);
            let have = self.learned_bases(&key, span)?;
            if !have.covers(&p.bases()) {
                self.learn(&key, &p.bases());
            }
        }
        let bytes = self.ptr_bytes(&p);
        let base_lv = self.mem_offset(lv, 4, UINT, span)?;
        let off_lv = self.mem_offset(lv, 0, UINT, span)?;
        self.write_mem_scalar(&base_lv, p.base, span)?;
        self.write_mem_scalar(&off_lv, bytes, span)
    }
}
