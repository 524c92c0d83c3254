//! Memory: procedure parameters (pointer parameters become arrays), declarations of scalars,
//! arrays and pointers, and the static resolution of each pointer variable to one array.

use ir::{ArrayData, ArrayId, Expr, MemSpace, Origin, ProcId, StmtKind, Type, VarRole, VarScope};

use super::expr::PtrVal;
use super::types::{type_space, CType};
use super::{Binding, FnCx, Lowerer, PtrOff, PtrVar, Res};
use crate::ast;

impl<'a> Lowerer<'a> {
    /// Lower one function definition into the procedure `proc`, binding its pointer
    /// parameters (in order) to `arrays` unless it is the kernel.
    pub(crate) fn lower_function(&mut self, def: &'a ast::FunctionDef, proc: ProcId, arrays: &[Option<ArrayId>]) {
        let is_kernel = self.prog.procs[proc].is_kernel;
        let saved_span = self.span;
        self.fx = FnCx { proc: Some(proc), ..FnCx::default() };
        self.span = Some(def.name_span);
        self.push_scope();
        for (n, b) in self.tsubst.get(&proc).cloned().unwrap_or_default() {
            self.bind(&n, b);
        }
        if let Some(body) = &def.body {
            collect_mutated(body, &mut self.fx.mutated);
        }
        let mut arrays = arrays.iter().copied();
        let mut ok = true;
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
        match self.resolve_type(&def.ret) {
            Ok(CType::Void) => {}
            Ok(t) if t.is_scalar() => {
                let ty = t.ir().unwrap_or(Type::Bv(32));
                let v = self.prog.new_var(format!("{}$ret", def.name), ty, VarScope::Local(proc), VarRole::Return, Origin::Source(def.name_span));
                self.prog.procs[proc].ret = Some(v);
                self.fx.ret_var = Some(v);
                self.fx.ret_ty = Some(t);
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
        if is_kernel {
            self.span = Some(def.name_span);
            for f in self.init_facts.clone() {
                self.emit(StmtKind::Assume(f));
            }
        }
        let body = def.body.as_deref().unwrap_or(&[]);
        self.collect_wide_invariants(body);
        // Initialise offsets of reassigned kernel pointer parameters.
        let mut stmts = std::mem::take(&mut self.fx.buf);
        let n = body.len();
        for (i, s) in body.iter().enumerate() {
            self.lower_top_stmt(s, i + 1 == n);
        }
        stmts.append(&mut self.fx.buf);
        let stmts = if self.fx.used_labels.contains(&label) {
            vec![ir::Stmt::new(StmtKind::Block { label, body: stmts, uniform: false }, Origin::Source(def.span))]
        } else {
            stmts
        };
        self.prog.procs[proc].body = Some(stmts);
        self.pop_scope();
        self.span = saved_span;
    }

    fn param(&mut self, proc: ProcId, p: &ast::Param, i: usize, is_kernel: bool, arrays: &mut impl Iterator<Item = Option<ArrayId>>) -> Res<()> {
        let name = p.name.clone().unwrap_or_else(|| format!("$p{i}"));
        if let Some(inner) = super::mutable_ref(&p.ty) {
            let t = self.resolve_type(inner)?;
            if is_kernel || !t.is_scalar() {
                let d = t.describe(self);
                return Err(self.unsupported(&format!("reference parameter of type '{d} &'"), Some(p.span)));
            }
            match arrays.next() {
                Some(Some(a)) => {
                    let off = self.prog.new_var(name.clone(), Type::Bv(32), VarScope::Local(proc), VarRole::User, Origin::Source(p.span));
                    self.prog.procs[proc].params.push(off);
                    self.bind(&name, Binding::Ref(a, off, t));
                }
                _ => match self.ref_cells.get(&(proc, i)).copied() {
                    Some(cell) => self.bind(&name, Binding::Var(cell, t)),
                    None => return Err(self.unsupported("reference parameter without an argument", Some(p.span))),
                },
            }
            return Ok(());
        }
        let p_ty = match &p.ty {
            ast::TypeName::Reference(inner) => (**inner).clone(),
            t => t.clone(),
        };
        let p = &ast::Param { ty: p_ty, ..p.clone() };
        let mut ty = self.resolve_type(&p.ty)?;
        let mut space = type_space(&p.ty);
        if let CType::Array(elem, _) = ty {
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
                let v = self.prog.new_var(name.clone(), ir_ty, VarScope::Local(proc), VarRole::User, origin);
                self.prog.procs[proc].params.push(v);
                self.bind(&name, Binding::Var(v, t));
                Ok(())
            }
            CType::Pointer(pointee, space) => {
                let elem = self.elem_type_of(&pointee, p.span)?;
                if is_kernel {
                    let mem = match space {
                        _ if self.cuda() => MemSpace::Global,
                        Some(ast::AddrSpace::Local) => MemSpace::Shared,
                        Some(ast::AddrSpace::Constant) => MemSpace::Constant,
                        Some(ast::AddrSpace::Private) => {
                            return Err(self.unsupported("kernel parameter pointing to private memory", Some(p.span)))
                        }
                        _ => MemSpace::Global,
                    };
                    let mut dims = vec![None];
                    dims.extend(pointee.dims());
                    let a = self.new_array(&name, mem, elem, dims, true, origin);
                    let off = if self.fx.mutated.contains(&name) {
                        let v = self.local_var(format!("{name}$off"), Type::Bv(32), VarRole::User);
                        self.emit(StmtKind::Assign { lhs: v, rhs: Expr::bv(0, 32) });
                        PtrOff::Var(v)
                    } else {
                        PtrOff::Fixed(Expr::bv(0, 32))
                    };
                    self.ptrs.push(PtrVar { name: name.clone(), off, array: Some(a), pointee: *pointee });
                } else {
                    let Some(Some(a)) = arrays.next() else {
                        return Err(self.unsupported("pointer parameter without an array argument", Some(p.span)));
                    };
                    let v = self.prog.new_var(name.clone(), Type::Bv(32), VarScope::Local(proc), VarRole::User, origin);
                    self.prog.procs[proc].params.push(v);
                    self.ptrs.push(PtrVar { name: name.clone(), off: PtrOff::Var(v), array: Some(a), pointee: *pointee });
                }
                let idx = self.ptrs.len() - 1;
                self.bind(&name, Binding::Ptr(idx));
                Ok(())
            }
            t if Self::is_aggregate(&t) => {
                let leaves = self.leaves(&t, p.span)?;
                let mut vars = Vec::new();
                for l in leaves {
                    let ty = l.ty.ir().unwrap_or(Type::Bv(32));
                    let v = self.prog.new_var(format!("{name}{}", l.suffix), ty, VarScope::Local(proc), VarRole::User, origin);
                    self.prog.procs[proc].params.push(v);
                    vars.push((v, l.ty));
                }
                self.bind(&name, Binding::Agg(vars, t));
                Ok(())
            }
            t => {
                let d = t.describe(self);
                Err(self.unsupported(&format!("parameter of type '{d}'"), Some(p.span)))
            }
        }
    }

    /// The IR element type of memory holding values of `t` (scalars or arrays of scalars).
    pub(crate) fn elem_type_of(&mut self, t: &CType, span: ir::Span) -> Res<Type> {
        let base = t.base_elem();
        match self.leaf_width(base) {
            Some(w) => Ok(Type::Bv(w)),
            None if Self::is_aggregate(base) => {
                let d = base.describe(self);
                Err(self.unsupported(&format!("memory holding '{d}' (fields of different widths or pointers)"), Some(span)))
            }
            None => {
                let d = base.describe(self);
                Err(self.unsupported(&format!("memory of element type '{d}'"), Some(span)))
            }
        }
    }

    pub(crate) fn new_array(&mut self, name: &str, space: MemSpace, elem: Type, dims: Vec<Option<u64>>, is_param: bool, origin: Origin) -> ArrayId {
        self.prog.arrays.push(ArrayData {
            name: name.to_string(),
            space,
            elem,
            source_elem_width: elem.width(),
            dims,
            origin,
            thread: None,
            copies: None,
            is_param,
        })
    }

    /// A declaration inside a function body.
    pub(crate) fn local_decl(&mut self, d: &ast::Declaration) -> Res<()> {
        if let ast::TypeName::Base(b @ (ast::BaseType::Record(_) | ast::BaseType::Enum(_)), q) = &d.base {
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

    fn local_declarator(&mut self, d: &ast::Declaration, decl: &ast::InitDeclarator) -> Res<()> {
        let ty = self.resolve_type(&decl.ty)?;
        if d.specs.is_typedef {
            self.bind(&decl.name, Binding::Typedef(ty));
            return Ok(());
        }
        let space = type_space(&decl.ty);
        let origin = Origin::Source(decl.span);
        if matches!(space, Some(ast::AddrSpace::Local) | Some(ast::AddrSpace::Constant)) && !matches!(ty, CType::Pointer(..)) {
            let mem = if space == Some(ast::AddrSpace::Local) { MemSpace::Shared } else { MemSpace::Constant };
            let key = (decl.span, decl.name.clone());
            let a = match self.shared_decls.get(&key) {
                Some(a) => *a,
                None => {
                    let elem = self.elem_type_of(&ty, decl.span)?;
                    let dims = if matches!(ty, CType::Array(..)) { ty.dims() } else { vec![Some(1)] };
                    let a = self.new_array(&decl.name, mem, elem, dims, mem == MemSpace::Constant, origin);
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
                    (CType::Array(e, None), Some(ast::Initializer::List(items, _))) => CType::Array(e.clone(), Some(items.len() as u64)),
                    _ => ty,
                };
                let elem = self.elem_type_of(&ty, decl.span)?;
                let a = self.new_array(&decl.name, MemSpace::Private, elem, ty.dims(), false, origin);
                self.bind(&decl.name, Binding::Array(a, ty.clone()));
                if let Some(init) = &decl.init {
                    let base = ty.base_elem().clone();
                    let mut cells = Vec::new();
                    flatten_init(init, &mut cells);
                    if let ast::Initializer::Expr(e) = init {
                        return Err(self.unsupported("array initialised from an expression", Some(e.span)));
                    }
                    let total = self.cells(&ty);
                    for (i, e) in cells.iter().enumerate() {
                        let (v, vt) = self.scalar(e)?;
                        let v = self.convert(v, &vt, &base);
                        self.emit(StmtKind::Store { array: a, group: None, index: Expr::bv(i as u128, 32), value: v });
                    }
                    for i in cells.len() as u64..total.min(4096) {
                        let z = base.ir().map(|t| Expr::bv(0, t.width())).unwrap_or(Expr::bv(0, 32));
                        self.emit(StmtKind::Store { array: a, group: None, index: Expr::bv(u128::from(i), 32), value: z });
                    }
                }
                Ok(())
            }
            CType::Pointer(pointee, _) => {
                let v = self.local_var(decl.name.clone(), Type::Bv(32), VarRole::User);
                self.ptrs.push(PtrVar { name: decl.name.clone(), off: PtrOff::Var(v), array: None, pointee: *pointee });
                let idx = self.ptrs.len() - 1;
                self.bind(&decl.name, Binding::Ptr(idx));
                match &decl.init {
                    Some(ast::Initializer::Expr(e)) => {
                        let p = self.pointer(e)?;
                        self.assign_ptr(idx, p, e.span)
                    }
                    Some(ast::Initializer::List(_, s)) => Err(self.unsupported("brace initializer for a pointer", Some(*s))),
                    None => Ok(()),
                }
            }
            t if t.is_scalar() => {
                let q_const = is_const(&decl.ty);
                if let (true, Some(ast::Initializer::Expr(e)), true) = (q_const, &decl.init, t.is_integer()) {
                    if let Some(c) = self.const_eval(e) {
                        let (w, s) = (t.width(), t.is_signed());
                        self.bind(&decl.name, Binding::Const(super::types::wrap(c, w, s), t));
                        return Ok(());
                    }
                }
                let ir_ty = t.ir().unwrap_or(Type::Bv(32));
                let v = self.local_var(decl.name.clone(), ir_ty, VarRole::User);
                let init = match &decl.init {
                    Some(ast::Initializer::Expr(e)) => Some(e),
                    Some(ast::Initializer::List(items, s)) => match items.as_slice() {
                        [(None, ast::Initializer::Expr(e))] => Some(e),
                        _ => return Err(self.unsupported("brace initializer for a scalar", Some(*s))),
                    },
                    None => None,
                };
                // Bind after evaluating the initializer (`int x = x;` refers to the new x in
                // C, but reading it is undefined anyway).
                if let Some(e) = init {
                    let (val, vt) = self.scalar(e)?;
                    let val = self.convert(val, &vt, &t);
                    self.emit(StmtKind::Assign { lhs: v, rhs: val });
                }
                self.bind(&decl.name, Binding::Var(v, t));
                Ok(())
            }
            t if Self::is_aggregate(&t) => {
                let leaves = self.leaves(&t, decl.span)?;
                let mut vars = Vec::new();
                for l in &leaves {
                    let ty = l.ty.ir().unwrap_or(Type::Bv(32));
                    let v = self.local_var(format!("{}{}", decl.name, l.suffix), ty, VarRole::User);
                    vars.push((v, l.ty.clone()));
                }
                let lv = super::expr::LVal::Leaves(vars.iter().map(|(v, t)| super::expr::LVal::Var(*v, t.clone())).collect(), t.clone());
                match &decl.init {
                    Some(ast::Initializer::Expr(e)) => {
                        let v = self.rvalue(e)?;
                        self.write_lval(&lv, v, e.span)?;
                    }
                    Some(init @ ast::Initializer::List(..)) => {
                        let mut items = Vec::new();
                        flatten_init(init, &mut items);
                        if items.len() > vars.len() {
                            return Err(self.sema("too many initializers", Some(decl.span)));
                        }
                        for (k, (v, vt)) in vars.iter().enumerate() {
                            let value = match items.get(k) {
                                Some(e) => {
                                    let (x, xt) = self.scalar(e)?;
                                    self.convert(x, &xt, vt)
                                }
                                None => Expr::bv(0, vt.width().max(1)),
                            };
                            self.emit(StmtKind::Assign { lhs: *v, rhs: value });
                        }
                    }
                    None => {}
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

    /// A file-scope declaration.
    pub(crate) fn file_decl(&mut self, d: &ast::Declaration) -> Res<()> {
        if let ast::TypeName::Base(b @ (ast::BaseType::Record(_) | ast::BaseType::Enum(_)), q) = &d.base {
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
            if is_const(&decl.ty) || space == Some(ast::AddrSpace::Constant) {
                if let (Some(ast::Initializer::Expr(e)), true) = (&decl.init, ty.is_integer()) {
                    if let Some(c) = self.const_eval(e) {
                        let (w, s) = (ty.width(), ty.is_signed());
                        self.bind(&decl.name, Binding::Const(super::types::wrap(c, w, s), ty));
                        continue;
                    }
                }
            }
            if matches!(ty, CType::Opaque(_) | CType::Pointer(..) | CType::Record(_) | CType::Vector(..)) {
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
            let dims = if matches!(ty, CType::Array(..)) { ty.dims() } else { vec![Some(1)] };
            let a = self.new_array(&decl.name, mem, elem, dims, mem != MemSpace::Shared, origin);
            self.bind(&decl.name, Binding::Array(a, ty.clone()));
            if let (Some(init), true) = (&decl.init, mem != MemSpace::Shared) {
                self.file_init(a, &ty, init);
            }
        }
        Ok(())
    }

    /// Record the initial contents of a file-scope array (constant initializers only).
    fn file_init(&mut self, a: ArrayId, ty: &CType, init: &ast::Initializer) {
        let mut items = Vec::new();
        flatten_init(init, &mut items);
        let base = ty.base_elem().clone();
        let leaves = if Self::is_aggregate(&base) { self.leaves(&base, init_span(init).unwrap_or(ir::Span { file: ir::FileId(0), lo: 0, hi: 0 })).ok() } else { None };
        let per = self.cells(&base);
        for (i, e) in items.iter().enumerate().take(65536) {
            let (stmts, r) = self.scratch(|l| l.scalar(e));
            let Ok((x, xt)) = r else { continue };
            if !stmts.is_empty() || super::expr::has_load(&x) {
                continue;
            }
            let (cell, lt) = match &leaves {
                Some(ls) if !ls.is_empty() => {
                    let l = &ls[i % ls.len()];
                    ((i / ls.len()) as u64 * per + l.cell, l.ty.clone())
                }
                _ => (i as u64, base.clone()),
            };
            let x = self.convert(x, &xt, &lt);
            self.init_facts.push(Expr::eq(Expr::load(a, Expr::bv(u128::from(cell), 32)), x));
        }
    }

    /// Make pointer variable `idx` point at `p`, checking that it always points into one
    /// array with one element type.
    pub(crate) fn assign_ptr(&mut self, idx: usize, p: PtrVal, span: ir::Span) -> Res<()> {
        let var = self.ptrs[idx].clone();
        if let Some(a) = var.array {
            if a != p.array {
                let (n1, n2) = (self.prog.arrays[a].name.clone(), self.prog.arrays[p.array].name.clone());
                return Err(self.unsupported(
                    &format!("pointer '{}' may refer to more than one array ('{n1}' and '{n2}')", var.name),
                    Some(span),
                ));
            }
        }
        if !self.compatible(&var.pointee, &p.pointee) {
            return Err(self.unsupported(&format!("pointer '{}' used with a different element type", var.name), Some(span)));
        }
        self.ptrs[idx].array = Some(p.array);
        match var.off {
            PtrOff::Var(v) => {
                self.emit(StmtKind::Assign { lhs: v, rhs: p.off });
                Ok(())
            }
            PtrOff::Fixed(_) => Err(self.unsupported(&format!("assignment to pointer '{}'", var.name), Some(span))),
        }
    }

    /// The current value of pointer variable `idx`.
    pub(crate) fn ptr_value(&mut self, idx: usize, span: ir::Span) -> Res<PtrVal> {
        let var = self.ptrs[idx].clone();
        let Some(array) = var.array else {
            return Err(self.unsupported(&format!("pointer '{}' used before it is assigned", var.name), Some(span)));
        };
        let off = match var.off {
            PtrOff::Fixed(e) => e,
            PtrOff::Var(v) => Expr::var(v),
        };
        Ok(PtrVal { array, off, pointee: var.pointee })
    }
}

fn init_span(init: &ast::Initializer) -> Option<ir::Span> {
    match init {
        ast::Initializer::Expr(e) => Some(e.span),
        ast::Initializer::List(_, s) => Some(*s),
    }
}

fn is_const(t: &ast::TypeName) -> bool {
    match t {
        ast::TypeName::Base(_, q) => q.is_const,
        ast::TypeName::Array(inner, _) => is_const(inner),
        _ => false,
    }
}

/// Leaves of a (possibly nested) brace initializer, in order.
fn flatten_init<'e>(init: &'e ast::Initializer, out: &mut Vec<&'e ast::Expr>) {
    match init {
        ast::Initializer::Expr(e) => out.push(e),
        ast::Initializer::List(items, _) => items.iter().for_each(|(_, i)| flatten_init(i, out)),
    }
}

/// Names assigned anywhere in a function body (`p = ...`, `p += ...`, `p++`).
fn collect_mutated(stmts: &[ast::Stmt], out: &mut std::collections::HashSet<String>) {
    fn expr(e: &ast::Expr, out: &mut std::collections::HashSet<String>) {
        use ast::ExprKind as K;
        match &e.kind {
            K::Assign(_, lhs, rhs) => {
                if let K::Ident(n) = &lhs.kind {
                    out.insert(n.clone());
                }
                expr(lhs, out);
                expr(rhs, out);
            }
            K::Unary(op, a) => {
                if matches!(op, ast::UnaryOp::PreInc | ast::UnaryOp::PreDec | ast::UnaryOp::PostInc | ast::UnaryOp::PostDec) {
                    if let K::Ident(n) = &a.kind {
                        out.insert(n.clone());
                    }
                }
                expr(a, out);
            }
            K::Binary(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
                expr(a, out);
                expr(b, out);
            }
            K::Ternary(a, b, c) => {
                expr(a, out);
                expr(b, out);
                expr(c, out);
            }
            K::Call(f, _, args) => {
                expr(f, out);
                args.iter().for_each(|a| expr(a, out));
            }
            K::Member(a, _, _) | K::Cast(_, a) | K::SizeofExpr(a) => expr(a, out),
            K::VectorLit(_, args) => args.iter().for_each(|a| expr(a, out)),
            _ => {}
        }
    }
    fn stmt(s: &ast::Stmt, out: &mut std::collections::HashSet<String>) {
        use ast::StmtKind as S;
        match &s.kind {
            S::Expr(e) | S::Return(Some(e)) => expr(e, out),
            S::Decl(d) => {
                for i in &d.declarators {
                    if let Some(ast::Initializer::Expr(e)) = &i.init {
                        expr(e, out);
                    }
                }
            }
            S::Compound(ss) => ss.iter().for_each(|s| stmt(s, out)),
            S::If(c, t, e) => {
                expr(c, out);
                stmt(t, out);
                if let Some(e) = e {
                    stmt(e, out);
                }
            }
            S::While(c, b) | S::DoWhile(b, c) | S::Switch(c, b) | S::Case(c, b) => {
                expr(c, out);
                stmt(b, out);
            }
            S::For { init, cond, step, body } => {
                if let Some(i) = init {
                    stmt(i, out);
                }
                if let Some(c) = cond {
                    expr(c, out);
                }
                if let Some(st) = step {
                    expr(st, out);
                }
                stmt(body, out);
            }
            S::Default(b) | S::Label(_, b) => stmt(b, out),
            _ => {}
        }
    }
    stmts.iter().for_each(|s| stmt(s, out));
}
