//! Aggregates: vectors (`float4`), structs and unions. In registers an aggregate is one
//! variable per scalar leaf (`v.x`, `s.f`); in memory its leaves sit at their C layout's byte
//! offsets, converted to cells of the array holding them.

use ir::{BinOp, Expr, Type};

use super::expr::{LVal, Val};
use super::local_refs::template_name;
use super::types::CType;
use super::{Lowerer, Res};
use crate::ast;

/// One scalar leaf of an aggregate: its name suffix, type and byte offset in memory.
#[derive(Clone, Debug)]
pub(crate) struct Leaf {
    pub suffix: String,
    pub ty: CType,
    pub byte: u64,
}

/// Most leaves an aggregate held in registers may have.
const MAX_LEAVES: usize = 64;

/// Component indices named by a vector swizzle (`x`, `xy`, `s01`, `lo`, ...).
pub(crate) fn swizzle(field: &str, n: u32) -> Option<Vec<usize>> {
    let n = n as usize;
    let padded = if n == 3 { 4 } else { n };
    let idx: Vec<usize> = match field {
        "lo" => (0..padded / 2).collect(),
        "hi" => (padded / 2..padded).collect(),
        "even" => (0..padded).step_by(2).collect(),
        "odd" => (1..padded).step_by(2).collect(),
        f if f.starts_with('s') || f.starts_with('S') => {
            let digits = &f[1..];
            if digits.is_empty() {
                return None;
            }
            digits
                .chars()
                .map(|c| c.to_digit(16).map(|d| d as usize))
                .collect::<Option<Vec<_>>>()?
        }
        f => f
            .chars()
            .map(|c| match c {
                'x' | 'r' => Some(0),
                'y' | 'g' => Some(1),
                'z' | 'b' => Some(2),
                'w' | 'a' => Some(3),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?,
    };
    if idx.is_empty() || idx.iter().any(|i| *i >= n.max(1)) {
        return None;
    }
    Some(idx)
}

fn comp_name(k: usize, n: u32) -> String {
    if n <= 4 {
        ["x", "y", "z", "w"][k].to_string()
    } else {
        format!("s{k:x}")
    }
}

impl Lowerer<'_> {
    /// The fields of a struct with their byte offsets (all 0 in a union).
    pub(crate) fn field_layout(&self, i: usize) -> Option<Vec<(String, CType, u64)>> {
        let rec = &self.records[i];
        let fs = rec.fields.as_ref()?;
        let mut out = Vec::new();
        let mut off = 0u64;
        for (name, t) in fs {
            let (size, align) = t.size_align(self);
            let at = if rec.is_union {
                0
            } else {
                super::types::round_up(off, align)
            };
            out.push((name.clone(), t.clone(), at));
            off = at.saturating_add(size);
        }
        Some(out)
    }

    /// True when laying record `i` out without padding puts every field where C's layout
    /// puts it and keeps its size (`packed` then changes nothing).
    pub(crate) fn packing_changes_nothing(&self, i: usize) -> bool {
        let Some(natural) = self.field_layout(i) else {
            return true;
        };
        let mut off = 0u64;
        for (_, t, at) in &natural {
            if self.records[i].is_union {
                continue;
            }
            if *at != off {
                return false;
            }
            off = off.saturating_add(t.size_align(self).0);
        }
        let (size, _) = super::types::CType::Record(i).size_align(self);
        self.records[i].is_union || size == off.max(1)
    }

    /// True when values of `t` have a known layout in memory (no opaque or incomplete parts).
    pub(crate) fn has_layout(&self, t: &CType) -> bool {
        match t {
            CType::Opaque(_) => false,
            CType::Array(e, _) | CType::Vector(e, _) => self.has_layout(e),
            CType::Record(i) => match &self.records[*i].fields {
                Some(fs) => fs.iter().all(|(_, t)| self.has_layout(t)),
                None => false,
            },
            _ => true,
        }
    }

    /// True when `t` is or contains a union.
    pub(crate) fn has_union(&self, t: &CType) -> bool {
        match t {
            CType::Array(e, _) => self.has_union(e),
            CType::Record(i) => {
                let rec = &self.records[*i];
                rec.is_union
                    || rec
                        .fields
                        .as_ref()
                        .is_some_and(|fs| fs.iter().any(|(_, t)| self.has_union(t)))
            }
            _ => false,
        }
    }

    /// True when a struct has an array field (at any depth): such objects live in memory so
    /// that the array can be indexed.
    pub(crate) fn has_array_field(&self, t: &CType) -> bool {
        match t {
            CType::Record(i) => self.records[*i].fields.as_ref().is_some_and(|fs| {
                fs.iter()
                    .any(|(_, t)| matches!(t, CType::Array(..)) || self.has_array_field(t))
            }),
            _ => false,
        }
    }

    /// The width shared by every scalar leaf of `t`, if there is one.
    pub(crate) fn leaf_width(&self, t: &CType) -> Option<u32> {
        match t {
            CType::Array(e, _) | CType::Vector(e, _) => self.leaf_width(e),
            CType::Record(i) => {
                let fs = self.records[*i].fields.as_ref()?;
                let mut w = None;
                for (_, ft) in fs {
                    let fw = self.leaf_width(ft)?;
                    if w.is_some_and(|w| w != fw) {
                        return None;
                    }
                    w = Some(fw);
                }
                w
            }
            // A pointer in memory is a 32-bit base and a 32-bit offset.
            CType::Pointer(..) => Some(32),
            t => t.ir().map(|ty| ty.width()),
        }
    }

    /// True when pointers to `a` and to `b` may address the same array (accesses of any
    /// width are modelled, so any two types with a layout).
    pub(crate) fn compatible(&self, a: &CType, b: &CType) -> bool {
        self.has_layout(a) && self.has_layout(b)
    }

    /// True for vectors and structs.
    pub(crate) fn is_aggregate(t: &CType) -> bool {
        matches!(t, CType::Vector(..) | CType::Record(_))
    }

    /// The scalar leaves of an aggregate held in registers.
    pub(crate) fn leaves(&mut self, t: &CType, span: ir::Span) -> Res<Vec<Leaf>> {
        let mut out = Vec::new();
        self.collect_leaves(t, String::new(), 0, &mut out, span)?;
        Ok(out)
    }

    fn collect_leaves(
        &mut self,
        t: &CType,
        prefix: String,
        byte: u64,
        out: &mut Vec<Leaf>,
        span: ir::Span,
    ) -> Res<()> {
        if out.len() > MAX_LEAVES {
            return Err(self.unsupported("aggregate with too many fields", Some(span)));
        }
        match t {
            CType::Vector(e, n) => {
                let step = e.size_bytes(self);
                for k in 0..*n as usize {
                    out.push(Leaf {
                        suffix: format!("{prefix}.{}", comp_name(k, *n)),
                        ty: (**e).clone(),
                        byte: byte + k as u64 * step,
                    });
                }
                Ok(())
            }
            CType::Record(i) => {
                let rec = self.records[*i].clone();
                let Some(fs) = self.field_layout(*i) else {
                    return Err(
                        self.unsupported(&format!("incomplete struct '{}'", rec.name), Some(span))
                    );
                };
                if rec.is_union {
                    return self.union_leaves(t, &fs, prefix, byte, out, span);
                }
                for (f, ft, off) in &fs {
                    self.collect_leaves(ft, format!("{prefix}.{f}"), byte + off, out, span)?;
                }
                Ok(())
            }
            CType::Array(e, Some(n)) if (*n as usize) <= MAX_LEAVES => {
                let step = e.size_bytes(self);
                for k in 0..*n {
                    self.collect_leaves(e, format!("{prefix}[{k}]"), byte + k * step, out, span)?;
                }
                Ok(())
            }
            t if t.is_scalar() || matches!(t, CType::Pointer(..)) => {
                out.push(Leaf {
                    suffix: prefix,
                    ty: t.clone(),
                    byte,
                });
                Ok(())
            }
            t => {
                let d = t.describe(self);
                Err(self.unsupported(&format!("aggregate member of type '{d}'"), Some(span)))
            }
        }
    }

    /// The leaves of a union: those of its first member when every member has leaves of the
    /// same widths at the same offsets (a reinterpretation), else one `uchar` per byte.
    fn union_leaves(
        &mut self,
        t: &CType,
        fs: &[(String, CType, u64)],
        prefix: String,
        byte: u64,
        out: &mut Vec<Leaf>,
        span: ir::Span,
    ) -> Res<()> {
        let mut shapes = Vec::new();
        for (f, ft, _) in fs {
            let mut ls = Vec::new();
            self.collect_leaves(ft, format!("{prefix}.{f}"), byte, &mut ls, span)?;
            shapes.push(ls);
        }
        let shape = |ls: &Vec<Leaf>| {
            ls.iter()
                .map(|l| (l.byte, l.ty.width()))
                .collect::<Vec<_>>()
        };
        if let Some(first) = shapes.first() {
            let s0 = shape(first);
            if shapes.iter().all(|ls| shape(ls) == s0) && s0.iter().all(|(_, w)| *w >= 8) {
                out.extend(first.iter().cloned());
                return Ok(());
            }
        }
        let size = t.size_bytes(self);
        if size as usize > MAX_LEAVES {
            return Err(self.unsupported("union too large to hold in registers", Some(span)));
        }
        for b in 0..size {
            out.push(Leaf {
                suffix: format!("{prefix}.byte{b}"),
                ty: CType::Int {
                    width: 8,
                    signed: false,
                },
                byte: byte + b,
            });
        }
        Ok(())
    }

    /// The leaf lvalues of an aggregate lvalue.
    pub(crate) fn leaf_lvals(&mut self, lv: &LVal, span: ir::Span) -> Res<Vec<LVal>> {
        match lv {
            LVal::Leaves(ls, _) => Ok(ls.clone()),
            LVal::Mem { .. } | LVal::Dispatch(..) => {
                let ty = Self::lval_type(lv);
                let leaves = self.leaves(&ty, span)?;
                let mut out = Vec::new();
                for l in leaves {
                    out.push(self.mem_offset(lv, l.byte, l.ty, span)?);
                }
                Ok(out)
            }
            lv => Ok(vec![lv.clone()]),
        }
    }

    /// `lv.field` for a struct or vector lvalue.
    pub(crate) fn member_of_lval(
        &mut self,
        lv: LVal,
        ty: &CType,
        field: &str,
        span: ir::Span,
    ) -> Res<LVal> {
        match ty {
            CType::Vector(e, n) => {
                let Some(idx) = swizzle(field, *n) else {
                    return Err(self.sema(
                        format!("illegal vector component name '{field}'"),
                        Some(span),
                    ));
                };
                let leaves = match &lv {
                    LVal::Mem { .. } | LVal::Dispatch(..) => {
                        let step = e.size_bytes(self);
                        let mut ls = Vec::new();
                        for k in 0..u64::from(*n) {
                            ls.push(self.mem_offset(&lv, k * step, (**e).clone(), span)?);
                        }
                        ls
                    }
                    _ => self.leaf_lvals(&lv, span)?,
                };
                let sel: Vec<LVal> = idx.iter().filter_map(|i| leaves.get(*i).cloned()).collect();
                if sel.len() != idx.len() {
                    return Err(self.sema(
                        format!("vector component '{field}' out of range"),
                        Some(span),
                    ));
                }
                if sel.len() == 1 {
                    Ok(sel.into_iter().next().unwrap_or(lv))
                } else {
                    let k = sel.len() as u32;
                    Ok(LVal::Leaves(sel, CType::Vector(e.clone(), k)))
                }
            }
            CType::Record(i) => {
                let rec = self.records[*i].clone();
                if let Some((qual, name)) = field.rsplit_once("::") {
                    // `d.B::x`: a member of the class or of a base (members never hide one
                    // another, see `declare_record`).
                    let own = template_name(&rec.name) == template_name(qual);
                    if own || self.is_direct_base(&rec.name, qual) {
                        return self.member_of_lval(lv, ty, name, span);
                    }
                }
                let Some(fs) = self.field_layout(*i) else {
                    return Err(
                        self.unsupported(&format!("incomplete struct '{}'", rec.name), Some(span))
                    );
                };
                let Some(pos) = fs.iter().position(|(f, _, _)| f == field) else {
                    // A field of an anonymous struct or union member.
                    for (f, ft, _) in &fs {
                        if f.starts_with(ast::ANONYMOUS_MEMBER) && self.has_field(ft, field) {
                            let inner = self.member_of_lval(lv, ty, f, span)?;
                            return self.member_of_lval(inner, ft, field, span);
                        }
                    }
                    let kind = if rec.is_union { "union" } else { "struct" };
                    return Err(self.sema(
                        format!("no member named '{field}' in '{kind} {}'", rec.name),
                        Some(span),
                    ));
                };
                let (_, ft, off) = fs[pos].clone();
                match lv {
                    LVal::Mem { .. } | LVal::Dispatch(..) => self.mem_offset(&lv, off, ft, span),
                    LVal::Leaves(ls, _) if rec.is_union => {
                        // A union in registers: its leaves reinterpreted as this member's.
                        let mine = self.leaves(&ft, span)?;
                        let same = mine.len() == ls.len()
                            && mine
                                .iter()
                                .zip(&ls)
                                .all(|(m, l)| m.ty.width() == Self::lval_type(l).width());
                        if !same {
                            return Err(self.unsupported(
                                &format!("member '{field}' of a union held in registers"),
                                Some(span),
                            ));
                        }
                        let part: Vec<LVal> = mine
                            .into_iter()
                            .zip(ls)
                            .map(|(m, l)| match l {
                                LVal::Var(v, _) => LVal::Var(v, m.ty),
                                l => l,
                            })
                            .collect();
                        if ft.is_scalar() {
                            part.into_iter().next().ok_or_else(|| {
                                self.sema(format!("no member named '{field}'"), Some(span))
                            })
                        } else {
                            Ok(LVal::Leaves(part, ft))
                        }
                    }
                    LVal::Leaves(ls, _) => {
                        let mut leaf = 0usize;
                        for (_, pt, _) in &fs[..pos] {
                            leaf += if pt.is_scalar() {
                                1
                            } else {
                                self.leaves(pt, span)?.len()
                            };
                        }
                        let n_leaves = if ft.is_scalar() {
                            1
                        } else {
                            self.leaves(&ft, span)?.len()
                        };
                        let part: Vec<LVal> = ls
                            .get(leaf..leaf + n_leaves)
                            .map(|s| s.to_vec())
                            .unwrap_or_default();
                        if ft.is_scalar() || matches!(ft, CType::Pointer(..)) {
                            part.into_iter().next().ok_or_else(|| {
                                self.sema(format!("no member named '{field}'"), Some(span))
                            })
                        } else {
                            Ok(LVal::Leaves(part, ft))
                        }
                    }
                    other => Ok(other),
                }
            }
            t => {
                let d = t.describe(self);
                Err(self.sema(
                    format!("member reference base type '{d}' is not a structure or vector"),
                    Some(span),
                ))
            }
        }
    }

    /// True when the record type `t` has a member `field`, directly or through anonymous
    /// struct and union members.
    fn has_field(&mut self, t: &CType, field: &str) -> bool {
        let CType::Record(i) = t else { return false };
        let Some(fs) = self.field_layout(*i) else {
            return false;
        };
        fs.iter().any(|(f, ft, _)| {
            f == field || (f.starts_with(ast::ANONYMOUS_MEMBER) && self.has_field(ft, field))
        })
    }

    /// The type of an lvalue.
    pub(crate) fn lval_type(lv: &LVal) -> CType {
        match lv {
            LVal::Var(_, t) | LVal::Leaves(_, t) => t.clone(),
            LVal::Mem { ty, .. } => ty.clone(),
            LVal::Dispatch(d) => d.ty.clone(),
            LVal::Ptr(_) => CType::Pointer(Box::new(CType::Void), None),
        }
    }

    /// `e.field` / `e->field`.
    pub(crate) fn member(&mut self, e: &ast::Expr) -> Res<LValOrVal> {
        let ast::ExprKind::Member(base, field, arrow) = &e.kind else {
            return Err(self.sema("expected a member access", Some(e.span)));
        };
        if *arrow {
            if let Some(lv) = self.this_object(base) {
                let ty = Self::lval_type(&lv);
                return Ok(LValOrVal::L(self.member_of_lval(lv, &ty, field, e.span)?));
            }
            let p = self.pointer(base)?;
            let pointee = p.pointee.clone();
            let lv = self.deref(p, e.span);
            return Ok(LValOrVal::L(
                self.member_of_lval(lv, &pointee, field, e.span)?,
            ));
        }
        if let ast::ExprKind::Member(_, _, false) = &base.kind {
            // A member of a member: a place when the inner one is (`s.v.x`), a value when it
            // is one (`(q + q).xy.x`, `f().a.b`).
            return match self.member(base)? {
                LValOrVal::L(lv) => {
                    let ty = Self::lval_type(&lv);
                    Ok(LValOrVal::L(self.member_of_lval(lv, &ty, field, e.span)?))
                }
                LValOrVal::V(v) => self.member_of_value(v, field, e),
            };
        }
        let is_place = matches!(
            &base.kind,
            ast::ExprKind::Ident(_)
                | ast::ExprKind::Index(..)
                | ast::ExprKind::Member(..)
                | ast::ExprKind::Unary(ast::UnaryOp::Deref, _)
        );
        // A member of the object a call returns by reference (`at(a, i).x`) is a member of
        // that object, not of a copy.
        let by_reference =
            matches!(base.kind, ast::ExprKind::Call(..)) && self.calls_reference_function(base);
        if is_place || by_reference {
            let lv = self.lvalue(base)?;
            let ty = Self::lval_type(&lv);
            return Ok(LValOrVal::L(self.member_of_lval(lv, &ty, field, e.span)?));
        }
        let v = self.rvalue(base)?;
        self.member_of_value(v, field, e)
    }

    /// Member `field` of the value `v` of expression `e`'s base.
    fn member_of_value(&mut self, v: Val, field: &str, e: &ast::Expr) -> Res<LValOrVal> {
        match v {
            Val::Agg(vals, ty) => {
                // Select from the value through temporaries-free leaf lvalues is impossible;
                // select by index directly.
                match &ty {
                    CType::Vector(e2, n) => {
                        let Some(idx) = swizzle(field, *n) else {
                            return Err(self.sema(
                                format!("illegal vector component name '{field}'"),
                                Some(e.span),
                            ));
                        };
                        let sel: Vec<(Expr, CType)> =
                            idx.iter().filter_map(|i| vals.get(*i).cloned()).collect();
                        if sel.len() != idx.len() {
                            return Err(self.sema(
                                format!("vector component '{field}' out of range"),
                                Some(e.span),
                            ));
                        }
                        if sel.len() == 1 {
                            let (x, t) = sel.into_iter().next().unwrap_or((
                                Expr::bv(0, 32),
                                CType::Int {
                                    width: 32,
                                    signed: true,
                                },
                            ));
                            Ok(LValOrVal::V(Val::Scalar(x, t)))
                        } else {
                            let k = sel.len() as u32;
                            Ok(LValOrVal::V(Val::Agg(sel, CType::Vector(e2.clone(), k))))
                        }
                    }
                    _ => {
                        // Struct rvalue: spill to temporaries, then select (pointer leaves are
                        // already the variables of pointers).
                        let mut ls = Vec::new();
                        for (x, t) in vals {
                            if let (CType::Pointer(..), Expr::Var(v)) = (&t, &x) {
                                ls.push(LVal::Var(*v, t));
                                continue;
                            }
                            let x = self.as_bits(x, &t);
                            let v = self.spill(x);
                            ls.push(LVal::Var(v, t));
                        }
                        let lv = LVal::Leaves(ls, ty.clone());
                        Ok(LValOrVal::L(self.member_of_lval(lv, &ty, field, e.span)?))
                    }
                }
            }
            _ => Err(self.sema(
                format!("member reference '.{field}' on a value that is not a structure or vector"),
                Some(e.span),
            )),
        }
    }

    /// Build a vector value from components (scalars or vectors), broadcasting one scalar.
    pub(crate) fn vector_value(&mut self, ty: &CType, parts: Vec<Val>, span: ir::Span) -> Res<Val> {
        let CType::Vector(elem, n) = ty else {
            let d = ty.describe(self);
            return Err(self.unsupported(&format!("literal of type '{d}'"), Some(span)));
        };
        let mut comps = Vec::new();
        for p in parts {
            match p {
                Val::Scalar(x, t) => comps.push((x, t)),
                Val::Agg(vs, _) => comps.extend(vs),
                _ => return Err(self.sema("invalid vector literal component", Some(span))),
            }
        }
        let dim3 = self.cuda()
            && *n == 3
            && **elem
                == CType::Int {
                    width: 32,
                    signed: false,
                };
        if dim3 && comps.len() < 3 {
            // CUDA's dim3(x, y = 1, z = 1): the only three-component constructor CUDA has.
            while comps.len() < 3 {
                comps.push((Expr::bv(1, 32), (**elem).clone()));
            }
        } else if comps.len() == 1 {
            let c = comps[0].clone();
            comps = vec![c; *n as usize];
        }
        if comps.len() != *n as usize {
            return Err(self.sema(
                format!(
                    "vector literal has {} components, expected {n}",
                    comps.len()
                ),
                Some(span),
            ));
        }
        let out = comps
            .into_iter()
            .map(|(x, t)| (self.convert(x, &t, elem), (**elem).clone()))
            .collect();
        Ok(Val::Agg(out, ty.clone()))
    }

    /// Apply `f` componentwise to vector operands (scalars are broadcast).
    pub(crate) fn componentwise(
        &mut self,
        vals: Vec<Val>,
        span: ir::Span,
        f: &mut dyn FnMut(&mut Self, Vec<Val>) -> Res<Val>,
    ) -> Res<Val> {
        let n = vals
            .iter()
            .filter_map(|v| match v {
                Val::Agg(vs, CType::Vector(..)) => Some(vs.len()),
                _ => None,
            })
            .max()
            .unwrap_or(1);
        let mut out = Vec::new();
        for k in 0..n {
            let args: Vec<Val> = vals
                .iter()
                .map(|v| match v {
                    Val::Agg(vs, _) => vs
                        .get(k)
                        .cloned()
                        .map(|(x, t)| Val::Scalar(x, t))
                        .unwrap_or(Val::Void),
                    v => v.clone(),
                })
                .collect();
            if args.iter().any(|a| matches!(a, Val::Void)) {
                return Err(self.sema("vector operands of different lengths", Some(span)));
            }
            match f(self, args)? {
                Val::Scalar(x, t) => {
                    let x = if self.prog.type_of(&x) == Type::Bool {
                        let w = t.width().max(1);
                        Expr::ite(x, Expr::bv(u128::MAX, w), Expr::bv(0, w))
                    } else {
                        x
                    };
                    out.push((x, t));
                }
                _ => return Err(self.sema("invalid vector operation", Some(span))),
            }
        }
        let elem = out.first().map(|(_, t)| t.clone()).unwrap_or(CType::Int {
            width: 32,
            signed: true,
        });
        Ok(Val::Agg(out, CType::Vector(Box::new(elem), n as u32)))
    }
}

impl Lowerer<'_> {
    /// OpenCL's `shuffle(x, mask)` and `shuffle2(x, y, mask)`: component `k` of the result is
    /// the component of `x` (of `x` then `y`) numbered by the low bits of `mask`'s component
    /// `k` (as many bits as number the components).
    pub(crate) fn shuffle(&mut self, name: &str, vals: Vec<Val>, span: ir::Span) -> Res<Val> {
        let mut vals = vals;
        let (mask, sources) = match (name, vals.len()) {
            ("shuffle", 2) | ("shuffle2", 3) => {
                let m = vals.pop().unwrap_or(Val::Void);
                (m, vals)
            }
            _ => {
                return Err(self.sema(format!("wrong number of arguments to '{name}'"), Some(span)))
            }
        };
        let Val::Agg(ms, CType::Vector(..)) = mask else {
            return Err(self.sema(format!("the mask of '{name}' must be a vector"), Some(span)));
        };
        let mut comps: Vec<(Expr, CType)> = Vec::new();
        let mut elem = None;
        for v in sources {
            let Val::Agg(vs, CType::Vector(e, _)) = v else {
                return Err(self.sema(format!("'{name}' shuffles vectors"), Some(span)));
            };
            if elem.as_ref().is_some_and(|x| *x != *e) {
                return Err(self.sema(
                    format!("vectors of different types to '{name}'"),
                    Some(span),
                ));
            }
            elem = Some(*e);
            comps.extend(vs);
        }
        let n = comps.len();
        let Some(elem) = elem.filter(|_| n.is_power_of_two()) else {
            return Err(self.sema(format!("invalid vectors to '{name}'"), Some(span)));
        };
        let mut out = Vec::new();
        for (m, mt) in ms {
            let w = mt.width();
            let idx = Expr::binary(BinOp::BvAnd, m, Expr::bv(n as u128 - 1, w));
            let idx = self.stable(idx);
            let mut pick = comps[n - 1].0.clone();
            for j in (0..n - 1).rev() {
                let hit = Expr::binary(BinOp::Eq, idx.clone(), Expr::bv(j as u128, w));
                pick = Expr::ite(hit, comps[j].0.clone(), pick);
            }
            out.push((pick, elem.clone()));
        }
        let len = out.len() as u32;
        Ok(Val::Agg(out, CType::Vector(Box::new(elem), len)))
    }

    /// OpenCL's `select(a, b, c)` with a vector `c`, which is also what `c ? b : a` means for
    /// a vector condition: componentwise, `b` where the most significant bit of `c`'s
    /// component is set, `a` elsewhere (for scalar `c`, any non-zero value selects `b`).
    pub(crate) fn vector_select(&mut self, a: Val, b: Val, c: Val, span: ir::Span) -> Res<Val> {
        self.componentwise(vec![a, b, c], span, &mut |l, xs| {
            let [Val::Scalar(xa, ta), Val::Scalar(xb, tb), Val::Scalar(xc, tc)] = &xs[..] else {
                return Err(l.sema("invalid operands to a vector selection", Some(span)));
            };
            if !tc.is_integer() {
                return Err(l.sema("vector selection with a non-integer condition", Some(span)));
            }
            let t = if ta == tb {
                ta.clone()
            } else {
                super::types::usual_arith(ta, tb)
            };
            let w = tc.width();
            let bits = l.as_bits(xc.clone(), tc);
            let msb = Expr::eq(
                Expr::Cast(ir::CastOp::Extract { hi: w, lo: w - 1 }, Box::new(bits)),
                Expr::bv(1, 1),
            );
            let xa = l.convert(xa.clone(), ta, &t);
            let xb = l.convert(xb.clone(), tb, &t);
            Ok(Val::Scalar(Expr::ite(msb, xb, xa), t))
        })
    }
}

/// The result of a member access: a place or a plain value.
pub(crate) enum LValOrVal {
    L(LVal),
    V(Val),
}
