//! Aggregates: vectors (`float4`) and structs of scalars. In registers an aggregate is one
//! variable per scalar leaf (`v.x`, `s.f`); in memory its leaves are consecutive cells of
//! the array (all leaves must have the same width).

use ir::{Expr, Type};

use super::expr::{add_off, LVal, Val};
use super::types::CType;
use super::{Lowerer, Res};
use crate::ast;

/// One scalar leaf of an aggregate: its name suffix, type and cell offset in memory.
#[derive(Clone, Debug)]
pub(crate) struct Leaf {
    pub suffix: String,
    pub ty: CType,
    pub cell: u64,
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
            digits.chars().map(|c| c.to_digit(16).map(|d| d as usize)).collect::<Option<Vec<_>>>()?
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
    /// Number of memory cells a value of type `t` occupies.
    pub(crate) fn cells(&self, t: &CType) -> u64 {
        match t {
            CType::Array(e, n) => self.cells(e).saturating_mul(n.unwrap_or(1)),
            CType::Vector(_, n) => u64::from(if *n == 3 && !self.cuda() { 4 } else { *n }),
            CType::Record(i) => match &self.records[*i].fields {
                Some(fs) if self.records[*i].is_union => fs.iter().map(|(_, t)| self.cells(t)).max().unwrap_or(1),
                Some(fs) => fs.iter().map(|(_, t)| self.cells(t)).sum::<u64>().max(1),
                None => 1,
            },
            _ => 1,
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
            t => t.ir().map(|ty| ty.width()),
        }
    }

    /// True when pointers to `a` and to `b` may address the same array.
    pub(crate) fn compatible(&self, a: &CType, b: &CType) -> bool {
        self.leaf_width(a) == self.leaf_width(b) && self.cells(a) == self.cells(b)
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

    fn collect_leaves(&mut self, t: &CType, prefix: String, cell: u64, out: &mut Vec<Leaf>, span: ir::Span) -> Res<()> {
        if out.len() > MAX_LEAVES {
            return Err(self.unsupported("aggregate with too many fields", Some(span)));
        }
        match t {
            CType::Vector(e, n) => {
                for k in 0..*n as usize {
                    out.push(Leaf { suffix: format!("{prefix}.{}", comp_name(k, *n)), ty: (**e).clone(), cell: cell + k as u64 });
                }
                Ok(())
            }
            CType::Record(i) => {
                let rec = self.records[*i].clone();
                if rec.is_union {
                    return Err(self.unsupported(&format!("union '{}'", rec.name), Some(span)));
                }
                let Some(fs) = rec.fields else {
                    return Err(self.unsupported(&format!("incomplete struct '{}'", rec.name), Some(span)));
                };
                let mut c = cell;
                for (f, ft) in &fs {
                    self.collect_leaves(ft, format!("{prefix}.{f}"), c, out, span)?;
                    c += self.cells(ft);
                }
                Ok(())
            }
            CType::Array(e, Some(n)) if (*n as usize) <= MAX_LEAVES => {
                let step = self.cells(e);
                for k in 0..*n {
                    self.collect_leaves(e, format!("{prefix}[{k}]"), cell + k * step, out, span)?;
                }
                Ok(())
            }
            t if t.is_scalar() => {
                out.push(Leaf { suffix: prefix, ty: t.clone(), cell });
                Ok(())
            }
            t => {
                let d = t.describe(self);
                Err(self.unsupported(&format!("aggregate member of type '{d}'"), Some(span)))
            }
        }
    }

    /// The leaf lvalues of an aggregate lvalue.
    pub(crate) fn leaf_lvals(&mut self, lv: &LVal, span: ir::Span) -> Res<Vec<LVal>> {
        match lv {
            LVal::Leaves(ls, _) => Ok(ls.clone()),
            LVal::Mem { array, index, ty } => {
                let leaves = self.leaves(ty, span)?;
                Ok(leaves
                    .into_iter()
                    .map(|l| LVal::Mem { array: *array, index: add_off(index.clone(), Expr::bv(u128::from(l.cell), 32)), ty: l.ty })
                    .collect())
            }
            lv => Ok(vec![lv.clone()]),
        }
    }

    /// `lv.field` for a struct or vector lvalue.
    pub(crate) fn member_of_lval(&mut self, lv: LVal, ty: &CType, field: &str, span: ir::Span) -> Res<LVal> {
        match ty {
            CType::Vector(e, n) => {
                let Some(idx) = swizzle(field, *n) else {
                    return Err(self.sema(format!("illegal vector component name '{field}'"), Some(span)));
                };
                let leaves = match &lv {
                    LVal::Mem { array, index, .. } => (0..*n as u64)
                        .map(|k| LVal::Mem { array: *array, index: add_off(index.clone(), Expr::bv(u128::from(k), 32)), ty: (**e).clone() })
                        .collect(),
                    _ => self.leaf_lvals(&lv, span)?,
                };
                let sel: Vec<LVal> = idx.iter().filter_map(|i| leaves.get(*i).cloned()).collect();
                if sel.len() != idx.len() {
                    return Err(self.sema(format!("vector component '{field}' out of range"), Some(span)));
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
                let Some(fs) = rec.fields else {
                    return Err(self.unsupported(&format!("incomplete struct '{}'", rec.name), Some(span)));
                };
                let mut cell = 0u64;
                let mut leaf = 0usize;
                for (f, ft) in &fs {
                    let n_leaves = if ft.is_scalar() { 1 } else { self.leaves(ft, span)?.len() };
                    if f == field {
                        return Ok(match lv {
                            LVal::Mem { array, index, .. } => {
                                LVal::Mem { array, index: add_off(index, Expr::bv(u128::from(cell), 32)), ty: ft.clone() }
                            }
                            LVal::Leaves(ls, _) => {
                                let part: Vec<LVal> = ls.get(leaf..leaf + n_leaves).map(|s| s.to_vec()).unwrap_or_default();
                                if ft.is_scalar() {
                                    match part.into_iter().next() {
                                        Some(l) => l,
                                        None => return Err(self.sema(format!("no member named '{field}'"), Some(span))),
                                    }
                                } else {
                                    LVal::Leaves(part, ft.clone())
                                }
                            }
                            other => other,
                        });
                    }
                    cell += self.cells(ft);
                    leaf += n_leaves;
                }
                Err(self.sema(format!("no member named '{field}' in 'struct {}'", rec.name), Some(span)))
            }
            t => {
                let d = t.describe(self);
                Err(self.sema(format!("member reference base type '{d}' is not a structure or vector"), Some(span)))
            }
        }
    }

    /// The type of an lvalue.
    pub(crate) fn lval_type(lv: &LVal) -> CType {
        match lv {
            LVal::Var(_, t) | LVal::Leaves(_, t) => t.clone(),
            LVal::Mem { ty, .. } => ty.clone(),
            LVal::Ptr(_) => CType::Pointer(Box::new(CType::Void), None),
        }
    }

    /// `e.field` / `e->field`.
    pub(crate) fn member(&mut self, e: &ast::Expr) -> Res<LValOrVal> {
        let ast::ExprKind::Member(base, field, arrow) = &e.kind else {
            return Err(self.sema("expected a member access", Some(e.span)));
        };
        if *arrow {
            let p = self.pointer(base)?;
            let lv = LVal::Mem { array: p.array, index: p.off, ty: p.pointee.clone() };
            return Ok(LValOrVal::L(self.member_of_lval(lv, &p.pointee, field, e.span)?));
        }
        let is_place = matches!(
            &base.kind,
            ast::ExprKind::Ident(_) | ast::ExprKind::Index(..) | ast::ExprKind::Member(..) | ast::ExprKind::Unary(ast::UnaryOp::Deref, _)
        );
        if is_place {
            let lv = self.lvalue(base)?;
            let ty = Self::lval_type(&lv);
            return Ok(LValOrVal::L(self.member_of_lval(lv, &ty, field, e.span)?));
        }
        let v = self.rvalue(base)?;
        match v {
            Val::Agg(vals, ty) => {
                // Select from the value through temporaries-free leaf lvalues is impossible;
                // select by index directly.
                match &ty {
                    CType::Vector(e2, n) => {
                        let Some(idx) = swizzle(field, *n) else {
                            return Err(self.sema(format!("illegal vector component name '{field}'"), Some(e.span)));
                        };
                        let sel: Vec<(Expr, CType)> = idx.iter().filter_map(|i| vals.get(*i).cloned()).collect();
                        if sel.len() != idx.len() {
                            return Err(self.sema(format!("vector component '{field}' out of range"), Some(e.span)));
                        }
                        if sel.len() == 1 {
                            let (x, t) = sel.into_iter().next().unwrap_or((Expr::bv(0, 32), CType::Int { width: 32, signed: true }));
                            Ok(LValOrVal::V(Val::Scalar(x, t)))
                        } else {
                            let k = sel.len() as u32;
                            Ok(LValOrVal::V(Val::Agg(sel, CType::Vector(e2.clone(), k))))
                        }
                    }
                    _ => {
                        // Struct rvalue: spill to temporaries, then select.
                        let mut ls = Vec::new();
                        for (x, t) in vals {
                            let x = self.as_bits(x, &t);
                            let v = self.spill(x);
                            ls.push(LVal::Var(v, t));
                        }
                        let lv = LVal::Leaves(ls, ty.clone());
                        Ok(LValOrVal::L(self.member_of_lval(lv, &ty, field, e.span)?))
                    }
                }
            }
            _ => Err(self.sema(format!("member reference '.{field}' on a value that is not a structure or vector"), Some(e.span))),
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
        if comps.len() == 1 {
            let c = comps[0].clone();
            comps = vec![c; *n as usize];
        }
        if comps.len() != *n as usize {
            return Err(self.sema(format!("vector literal has {} components, expected {n}", comps.len()), Some(span)));
        }
        let out = comps.into_iter().map(|(x, t)| (self.convert(x, &t, elem), (**elem).clone())).collect();
        Ok(Val::Agg(out, ty.clone()))
    }

    /// Apply `f` componentwise to vector operands (scalars are broadcast).
    pub(crate) fn componentwise(&mut self, vals: Vec<Val>, span: ir::Span, f: &mut dyn FnMut(&mut Self, Vec<Val>) -> Res<Val>) -> Res<Val> {
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
                    Val::Agg(vs, _) => vs.get(k).cloned().map(|(x, t)| Val::Scalar(x, t)).unwrap_or(Val::Void),
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
        let elem = out.first().map(|(_, t)| t.clone()).unwrap_or(CType::Int { width: 32, signed: true });
        Ok(Val::Agg(out, CType::Vector(Box::new(elem), n as u32)))
    }
}

/// The result of a member access: a place or a plain value.
pub(crate) enum LValOrVal {
    L(LVal),
    V(Val),
}
