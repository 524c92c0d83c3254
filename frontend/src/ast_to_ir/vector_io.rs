//! OpenCL's vector loads and stores (`vloadN`, `vstoreN`, `vload_halfN`, `vstore_halfN`):
//! element-wise accesses through the pointer argument at the offset the builtin scales.

use ir::{Expr, Type};

use super::expr::Val;
use super::types::CType;
use super::{Lowerer, Res};
use crate::ast;

impl Lowerer<'_> {
    /// The vector width of `vloadN`/`vstoreN`.
    fn vector_width(&mut self, name: &str, span: ir::Span) -> Res<u32> {
        let digits: String = name.chars().filter(|c| c.is_ascii_digit()).collect();
        match digits.parse::<u32>() {
            Ok(n @ (2 | 3 | 4 | 8 | 16)) => Ok(n),
            _ => Err(self.unsupported(&format!("builtin '{name}'"), Some(span))),
        }
    }

    /// `vloadN(offset, p)`: the `N` elements at `p + offset * N`.
    pub(crate) fn vload(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<Val> {
        let [off, p] = args else {
            return Err(self.bad_args(name, span));
        };
        let n = self.vector_width(name, span)?;
        let (o, ot) = self.scalar(off)?;
        let o = self.index_of(o, &ot, off.span)?;
        let p = self.pointer(p)?;
        if !p.pointee.is_scalar() {
            return Err(self.unsupported(&format!("'{name}' of this element type"), Some(span)));
        }
        let base = super::expr::mul_off(o, u64::from(n));
        let mut comps = Vec::new();
        for k in 0..n {
            let q = self.ptr_offset(
                p.clone(),
                super::expr::add_off(base.clone(), Expr::bv(u128::from(k), 32)),
                false,
                span,
            )?;
            let lv = self.deref(q, span);
            let Val::Scalar(x, t) = self.read_lval(lv, span)? else {
                return Err(self.unsupported(&format!("'{name}' of this element type"), Some(span)));
            };
            comps.push((Expr::var(self.spill(x)), t));
        }
        Ok(Val::Agg(comps, CType::Vector(Box::new(p.pointee), n)))
    }

    /// The width of `vload_halfN`/`vstore_halfN[_rte]` (1 without `N`), and the stride of
    /// one vector in halves (`vloada_half3` steps by 4).
    fn half_width(&mut self, name: &str, span: ir::Span) -> Res<(u32, u64)> {
        let stem = name.split("_r").next().unwrap_or(name);
        let digits: String = stem.chars().filter(|c| c.is_ascii_digit()).collect();
        let n = match digits.as_str() {
            "" => 1,
            d => match d.parse::<u32>() {
                Ok(n @ (2 | 3 | 4 | 8 | 16)) => n,
                _ => return Err(self.unsupported(&format!("builtin '{name}'"), Some(span))),
            },
        };
        let aligned = name.starts_with("vloada") || name.starts_with("vstorea");
        let stride = if aligned && n == 3 { 4 } else { u64::from(n) };
        Ok((n, stride))
    }

    /// `vload_halfN(offset, p)` and `vloada_halfN`: the halves at `p + offset * N` as floats.
    pub(crate) fn vload_half(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        let [off, p] = args else {
            return Err(self.bad_args(name, span));
        };
        let (n, stride) = self.half_width(name, span)?;
        let (o, ot) = self.scalar(off)?;
        let o = self.index_of(o, &ot, off.span)?;
        let p = self.pointer(p)?;
        if p.pointee != CType::Float(16) {
            return Err(self.sema(
                format!("'{name}' reads through a pointer to half"),
                Some(span),
            ));
        }
        let base = super::expr::mul_off(o, stride);
        let mut comps = Vec::new();
        for k in 0..n {
            let q = self.ptr_offset(
                p.clone(),
                super::expr::add_off(base.clone(), Expr::bv(u128::from(k), 32)),
                false,
                span,
            )?;
            let lv = self.deref(q, span);
            let Val::Scalar(x, t) = self.read_lval(lv, span)? else {
                return Err(self.sema(
                    format!("'{name}' reads through a pointer to half"),
                    Some(span),
                ));
            };
            let f = self.convert(x, &t, &CType::Float(32));
            comps.push((Expr::var(self.spill(f)), CType::Float(32)));
        }
        if n == 1 {
            let (x, t) = comps.pop().unwrap_or((Expr::bv(0, 32), CType::Float(32)));
            return Ok(Val::Scalar(x, t));
        }
        Ok(Val::Agg(
            comps,
            CType::Vector(Box::new(CType::Float(32)), n),
        ))
    }

    /// `vstore_halfN[_rte|_rtz|_rtp|_rtn](data, offset, p)` and `vstorea_halfN`: floats (or
    /// doubles) rounded to halves. Each rounding mode is its own conversion function.
    pub(crate) fn vstore_half(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<()> {
        let [data, off, p] = args else {
            return Err(self.bad_args(name, span));
        };
        let (n, stride) = self.half_width(name, span)?;
        let comps = match self.rvalue(data)? {
            Val::Agg(comps, CType::Vector(..)) if comps.len() == n as usize => comps,
            Val::Scalar(x, t) if n == 1 => vec![(x, t)],
            _ => {
                return Err(self.sema(
                    format!("'{name}' expects {n} floating-point components"),
                    Some(span),
                ))
            }
        };
        let mode = ["_rtz", "_rtp", "_rtn"]
            .into_iter()
            .find(|m| name.ends_with(m))
            .unwrap_or("");
        let (o, ot) = self.scalar(off)?;
        let o = self.index_of(o, &ot, off.span)?;
        let p = self.pointer(p)?;
        if p.pointee != CType::Float(16) {
            return Err(self.sema(
                format!("'{name}' writes through a pointer to half"),
                Some(span),
            ));
        }
        let mut vals = Vec::new();
        for (x, t) in comps {
            let CType::Float(w) = t else {
                return Err(self.sema(format!("'{name}' stores floating-point values"), Some(span)));
            };
            let h = if mode.is_empty() {
                self.convert(x, &t, &CType::Float(16))
            } else {
                let f = self.prog.func(
                    &format!("FP{w}_CONV16{mode}"),
                    vec![Type::Bv(w)],
                    Type::Bv(16),
                );
                Expr::Apply(f, vec![x])
            };
            vals.push(if super::expr::has_load(&h) {
                Expr::var(self.spill(h))
            } else {
                h
            });
        }
        let base = super::expr::mul_off(o, stride);
        for (k, v) in vals.into_iter().enumerate() {
            let q = self.ptr_offset(
                p.clone(),
                super::expr::add_off(base.clone(), Expr::bv(k as u128, 32)),
                false,
                span,
            )?;
            let lv = self.deref(q, span);
            self.write_lval(&lv, Val::Scalar(v, CType::Float(16)), span)?;
        }
        Ok(())
    }

    /// `vstoreN(data, offset, p)`.
    pub(crate) fn vstore(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<()> {
        let [data, off, p] = args else {
            return Err(self.bad_args(name, span));
        };
        let n = self.vector_width(name, span)?;
        let Val::Agg(comps, _) = self.rvalue(data)? else {
            return Err(self.sema(format!("'{name}' expects a vector"), Some(span)));
        };
        if comps.len() != n as usize {
            return Err(self.sema(
                format!("'{name}' expects a vector of {n} components"),
                Some(span),
            ));
        }
        let (o, ot) = self.scalar(off)?;
        let o = self.index_of(o, &ot, off.span)?;
        let p = self.pointer(p)?;
        if !p.pointee.is_scalar() {
            return Err(self.unsupported(&format!("'{name}' of this element type"), Some(span)));
        }
        // Read every component before writing (the source may overlap the target).
        let mut vals = Vec::new();
        for (x, t) in comps {
            let x = self.convert(x, &t, &p.pointee);
            vals.push(if super::expr::has_load(&x) {
                Expr::var(self.spill(x))
            } else {
                x
            });
        }
        let base = super::expr::mul_off(o, u64::from(n));
        for (k, v) in vals.into_iter().enumerate() {
            let q = self.ptr_offset(
                p.clone(),
                super::expr::add_off(base.clone(), Expr::bv(k as u128, 32)),
                false,
                span,
            )?;
            let lv = self.deref(q, span);
            self.write_lval(&lv, Val::Scalar(v, p.pointee.clone()), span)?;
        }
        Ok(())
    }
}
