//! Declarations: local and file-scope variables, arrays, objects and references with their
//! initializers (kept in variables, or in memory when their address is taken or they are
//! shared), and the initial contents of file-scope arrays.

use ir::{ArrayId, BinOp, Expr, MemSpace, Origin, StmtKind, Type, VarRole};

use super::expr::{LVal, Val};
use super::memory::dynamic_shared_key;
use super::pointers::{Bases, VarPlace};
use super::types::{type_space, CType};
use super::{Binding, Lowerer, Res};
use crate::ast;

impl<'a> Lowerer<'a> {
    /// A declaration inside a function body.
    pub(crate) fn local_decl(&mut self, d: &ast::Declaration) -> Res<()> {
        if let ast::TypeName::Base(b @ (ast::BaseType::Record(_) | ast::BaseType::Enum(_)), q) =
            &d.base
        {
            self.resolve_type(&ast::TypeName::Base(b.clone(), *q))?;
        }
        let mut result = Ok(());
        for decl in &d.declarators {
            // A `static` local is one object shared by every thread of the launch (CUDA makes
            // it `__device__`), not one per thread; kcc models only constant ones.
            if d.specs.is_static && !is_const(&decl.ty) && type_space(&decl.ty).is_none() {
                let e = self.unsupported(
                    &format!(
                        "static local variable '{}' that is not a constant (one object shared \
                         by every thread)",
                        decl.name
                    ),
                    Some(decl.span),
                );
                self.bind(&decl.name, Binding::Error);
                result = Err(e);
                continue;
            }
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
        self.declare_group_name(&decl.name, &decl.ty);
        let ty = self.resolve_type(&decl.ty)?;
        if d.specs.is_typedef {
            self.bind(&decl.name, Binding::Typedef(ty));
            return Ok(());
        }
        let space = type_space(&decl.ty);
        let origin = Origin::Source(decl.span);
        let holds_pointers = holds_pointers(&decl.ty);
        let shared_pointers =
            holds_pointers && self.pointer_variable_space(&decl.ty) == Some(ast::AddrSpace::Local);
        if shared_pointers
            || matches!(
                space,
                Some(ast::AddrSpace::Local) | Some(ast::AddrSpace::Constant)
            ) && !holds_pointers
        {
            let mem = if shared_pointers || space == Some(ast::AddrSpace::Local) {
                MemSpace::Shared
            } else {
                MemSpace::Constant
            };
            let a = self.shared_decl_array(d, decl, &ty, mem, origin)?;
            self.bind(&decl.name, Binding::Array(a, ty.clone()));
            if decl.init.is_some() && mem == MemSpace::Shared {
                return Err(self.unsupported("initializer on a shared variable", Some(decl.span)));
            }
            return Ok(());
        }
        match ty {
            CType::Array(..) => {
                let ty = self.complete_array(ty, &decl.ty, decl.init.as_ref(), decl.span)?;
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
                    let values = self.init_values(&ty, init, decl.span)?;
                    // Slots past the first MAX_INIT_SLOTS keep arbitrary contents.
                    let slots = self.init_slots(&ty, MAX_INIT_SLOTS, decl.span)?;
                    let mut by_slot: Vec<Option<(Expr, CType)>> = vec![None; slots.len()];
                    for (k, x, t) in values {
                        if let Some(cell) = by_slot.get_mut(k) {
                            *cell = Some((x, t));
                        }
                    }
                    for (k, (byte, lt)) in slots.iter().enumerate() {
                        let value = match by_slot[k].take() {
                            Some((x, t)) => super::init::for_slot(x, t, lt),
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
            CType::Pointer(pointee, space) => {
                let init = match &decl.init {
                    Some(ast::Initializer::Expr(e)) => Some(e),
                    Some(ast::Initializer::List(items, s)) => match items.as_slice() {
                        [(None, ast::Initializer::Expr(e))] => Some(e),
                        _ => {
                            return Err(
                                self.unsupported("brace initializer for a pointer", Some(*s))
                            )
                        }
                    },
                    None => None,
                };
                let value = match init {
                    Some(e) => {
                        let v = self.rvalue(e)?;
                        Some(self.as_pointer(v, &pointee, e.span)?)
                    }
                    None => None,
                };
                if self.fx.mem.addr_taken.contains(&decl.name) {
                    // A pointer whose address is taken lives in memory.
                    let t = CType::Pointer(pointee, space);
                    self.private_object(&decl.name, &t, value.map(Val::Ptr), decl.span)?;
                    return Ok(());
                }
                let key = self
                    .mem
                    .ordinal_key(&format!("var:{}@{:?}", decl.name, decl.span));
                let idx = self.new_ptr_var(
                    VarPlace::Local,
                    &decl.name,
                    Some(key),
                    Bases::default(),
                    *pointee,
                    decl.span,
                )?;
                match value {
                    Some(p) => self.assign_ptr(idx, p, decl.span)?,
                    // An uninitialised pointer holds an arbitrary value.
                    None => self.havoc_ptr(idx),
                }
                self.bind(&decl.name, Binding::Ptr(idx));
                Ok(())
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
                        self.init_leaves(&t, leaves, init, decl.span)?;
                    }
                    return Ok(());
                }
                let key = self
                    .mem
                    .ordinal_key(&format!("var:{}@{:?}", decl.name, decl.span));
                let vars = self.leaf_vars(VarPlace::Local, &decl.name, &t, &key, decl.span)?;
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
                        // `T x = e;` with `e` of another type: a converting constructor.
                        let converting = matches!(t, CType::Record(_))
                            && self.expr_type(e).is_some_and(|et| et != t);
                        let v = match converting {
                            true => match self.construct(&t, std::slice::from_ref(e), e.span)? {
                                Some(v) => v,
                                None => self.rvalue(e)?,
                            },
                            false => self.rvalue(e)?,
                        };
                        self.write_lval(&LVal::Leaves(lvs, t.clone()), v, e.span)?;
                    }
                    Some(init @ ast::Initializer::List(..)) => {
                        self.init_leaves(&t, lvs, init, decl.span)?
                    }
                    None => match self.default_construct(&t, decl.span)? {
                        Some(v) => {
                            self.write_lval(&LVal::Leaves(lvs, t.clone()), v, decl.span)?;
                        }
                        None => {
                            for (v, t) in &vars {
                                match (t, self.ptr_var_of(*v)) {
                                    (CType::Pointer(..), Some(idx)) => self.havoc_ptr(idx),
                                    _ => self.emit(StmtKind::Havoc(*v)),
                                }
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

    /// Assign the items of a brace initializer of an object of type `ty` to its scalar
    /// lvalues, in leaf order (slots no item sets are zero).
    pub(crate) fn init_leaves(
        &mut self,
        ty: &CType,
        leaves: Vec<LVal>,
        init: &ast::Initializer,
        span: ir::Span,
    ) -> Res<()> {
        let mut by_slot: Vec<Option<(Expr, CType)>> = vec![None; leaves.len()];
        for (k, x, t) in self.init_values(ty, init, span)? {
            match by_slot.get_mut(k) {
                Some(cell) => *cell = Some((x, t)),
                None => return Err(self.sema("too many initializers", Some(span))),
            }
        }
        for (lv, value) in leaves.iter().zip(by_slot) {
            let lt = Self::lval_type(lv);
            let value = match value {
                Some((x, t)) => super::init::for_slot(x, t, &lt),
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

    /// A file-scope declaration.
    pub(crate) fn file_decl(&mut self, d: &ast::Declaration) -> Res<()> {
        if let ast::TypeName::Base(b @ (ast::BaseType::Record(_) | ast::BaseType::Enum(_)), q) =
            &d.base
        {
            self.resolve_type(&ast::TypeName::Base(b.clone(), *q))?;
        }
        for decl in &d.declarators {
            let ty = self
                .resolve_type(&decl.ty)
                .and_then(|t| self.complete_array(t, &decl.ty, decl.init.as_ref(), decl.span));
            let Ok(ty) = ty else {
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
            if matches!(ty, CType::Opaque(_)) || (Self::is_aggregate(&ty) && !self.has_layout(&ty))
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
            // Every `extern __shared__` array, at file scope or in a function, is the one
            // dynamic shared memory.
            let dynamic = d.specs.is_extern
                && mem == MemSpace::Shared
                && matches!(&ty, CType::Array(_, None));
            let a = match self.shared_decls.get(&dynamic_shared_key()).copied() {
                Some(a) if dynamic => {
                    if self.prog.arrays[a].source_elem_width != elem.1 {
                        return Err(self.unsupported(
                            "extern __shared__ arrays of element types of different sizes (they \
                             share one memory)",
                            Some(decl.span),
                        ));
                    }
                    a
                }
                _ => {
                    let a = self.new_array(
                        &decl.name,
                        mem,
                        elem,
                        dims,
                        mem != MemSpace::Shared,
                        origin,
                    );
                    if dynamic {
                        self.shared_decls.insert(dynamic_shared_key(), a);
                    }
                    a
                }
            };
            self.bind(&decl.name, Binding::Array(a, ty.clone()));
            if let (Some(init), true) = (&decl.init, mem != MemSpace::Shared && !host_written) {
                self.file_init(a, &ty, init);
            }
        }
        Ok(())
    }

    /// Record the initial contents of a file-scope array (constant initializers only): an
    /// item that cannot be evaluated purely leaves its slots unknown.
    pub(crate) fn file_init(&mut self, a: ArrayId, ty: &CType, init: &ast::Initializer) {
        let span = init_span(init);
        let Ok(slots) = self.init_slots(ty, 65536, span) else {
            return;
        };
        let (_, placed) = self.scratch(|l| l.place_init(ty, init, span));
        let Ok(placed) = placed else { return };
        let mut known: Vec<Option<(Expr, CType)>> = vec![None; slots.len()];
        let mut listed = vec![false; slots.len()];
        // Slots no item lists are zero, unless an item's extent is unknown.
        let mut zero_rest = true;
        for (slot, item) in placed {
            let (stmts, r) = self.scratch(|l| l.placed_values(slot, item));
            let values = match r {
                Ok(vs) if stmts.is_empty() => vs,
                _ => {
                    zero_rest = false;
                    continue;
                }
            };
            for (k, x, t) in values {
                if k < slots.len() {
                    listed[k] = true;
                    if !super::expr::has_load(&x) {
                        known[k] = Some((x, t));
                    }
                }
            }
        }
        for (k, (byte, lt)) in slots.into_iter().enumerate() {
            let x = match known[k].take() {
                Some((x, xt)) => {
                    let (x, xt) = super::init::for_slot(x, xt, &lt);
                    self.convert(x, &xt, &lt)
                }
                None if zero_rest && !listed[k] => Expr::bv(0, lt.width().max(1)),
                None => continue,
            };
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
}

fn init_span(init: &ast::Initializer) -> ir::Span {
    match init {
        ast::Initializer::Expr(e) => e.span,
        ast::Initializer::List(_, s) => *s,
    }
}

pub(crate) fn is_const(t: &ast::TypeName) -> bool {
    match t {
        ast::TypeName::Base(_, q) => q.is_const,
        ast::TypeName::Array(inner, _) => is_const(inner),
        _ => false,
    }
}

/// Most scalar slots of an initialised array that get a store each.
pub(crate) const MAX_INIT_SLOTS: usize = 4096;

/// True when `t` is a pointer or an array of pointers.
fn holds_pointers(t: &ast::TypeName) -> bool {
    match t {
        ast::TypeName::Pointer(..) => true,
        ast::TypeName::Array(inner, _) => holds_pointers(inner),
        _ => false,
    }
}

impl Lowerer<'_> {
    /// The address space of a variable holding pointers (`t` a pointer or an array of
    /// them), as opposed to that of what they point to: in OpenCL the qualifier written
    /// after the `*` (`__global int * __local p`); in CUDA `__shared__`, a declaration
    /// specifier, wherever it is written (`__shared__ int *p` is a shared variable).
    fn pointer_variable_space(&self, t: &ast::TypeName) -> Option<ast::AddrSpace> {
        match t {
            ast::TypeName::Array(inner, _) => self.pointer_variable_space(inner),
            ast::TypeName::Pointer(inner, q) => match q.space {
                Some(s) => Some(s),
                None if self.cuda() => base_space(inner),
                None => None,
            },
            _ => None,
        }
    }
}

/// The address space written on the base type under pointers, arrays and references.
fn base_space(t: &ast::TypeName) -> Option<ast::AddrSpace> {
    match t {
        ast::TypeName::Base(_, q) => q.space,
        ast::TypeName::Pointer(inner, _)
        | ast::TypeName::Array(inner, _)
        | ast::TypeName::Reference(inner) => base_space(inner),
        ast::TypeName::Function(..) => None,
    }
}
