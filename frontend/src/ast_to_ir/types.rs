//! C types as the lowering sees them, their IR representation, integer promotions, the usual
//! arithmetic conversions and value conversions between scalar types.

use ir::{BinOp, CastOp, Expr, Type};

use super::{Binding, Lowerer, Res};
use crate::ast;

/// A resolved C type.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum CType {
    /// `void`.
    Void,
    /// `bool`, held as `bv1`.
    Bool,
    /// An integer type of a width and signedness.
    Int { width: u32, signed: bool },
    /// A floating type of a width (16, 32, 64).
    Float(u32),
    /// A pointer, with the address space of the pointee if written.
    Pointer(Box<CType>, Option<ast::AddrSpace>),
    /// An array, with its length if known.
    Array(Box<CType>, Option<u64>),
    /// A struct or union: index into the lowerer's record table.
    Record(usize),
    /// An OpenCL/CUDA vector type (element, count).
    Vector(Box<CType>, u32),
    /// A type kcc does not model (images, samplers, textures, templates...), by name.
    Opaque(String),
}

/// A struct or union definition.
#[derive(Clone, Debug)]
pub(crate) struct RecordDef {
    pub name: String,
    pub is_union: bool,
    pub fields: Option<Vec<(String, CType)>>,
    /// The least alignment its attributes ask for (`__align__(16)`; 1 when none).
    pub align: u64,
}

pub(crate) const INT: CType = CType::Int {
    width: 32,
    signed: true,
};
pub(crate) const UINT: CType = CType::Int {
    width: 32,
    signed: false,
};
/// `size_t` with 32-bit pointers.
pub(crate) const SIZE_T: CType = UINT;

impl CType {
    /// OpenCL `vec_step`: a vector's component count (a 3-component vector counts 4), 1 for
    /// a scalar; None for other types.
    pub(crate) fn vec_step(&self) -> Option<u32> {
        match self {
            CType::Vector(_, 3) => Some(4),
            CType::Vector(_, n) => Some(*n),
            CType::Bool | CType::Int { .. } | CType::Float(_) => Some(1),
            _ => None,
        }
    }

    /// True for bool, integers and floats.
    pub fn is_scalar(&self) -> bool {
        matches!(self, CType::Bool | CType::Int { .. } | CType::Float(_))
    }
    pub fn is_integer(&self) -> bool {
        matches!(self, CType::Bool | CType::Int { .. })
    }
    pub fn is_float(&self) -> bool {
        matches!(self, CType::Float(_))
    }
    pub fn is_signed(&self) -> bool {
        matches!(self, CType::Int { signed: true, .. })
    }
    /// The IR type of a scalar.
    pub fn ir(&self) -> Option<Type> {
        match self {
            CType::Bool => Some(Type::Bv(1)),
            CType::Int { width, .. } => Some(Type::Bv(*width)),
            CType::Float(w) => Some(Type::Bv(*w)),
            _ => None,
        }
    }
    /// Bit width of a scalar (0 for others).
    pub fn width(&self) -> u32 {
        self.ir().map(|t| t.width()).unwrap_or(0)
    }
    /// The innermost non-array element type.
    pub fn base_elem(&self) -> &CType {
        match self {
            CType::Array(t, _) => t.base_elem(),
            t => t,
        }
    }
    /// Dimensions of an array type, outermost first.
    pub fn dims(&self) -> Vec<Option<u64>> {
        let mut out = Vec::new();
        let mut t = self;
        while let CType::Array(e, n) = t {
            out.push(*n);
            t = e;
        }
        out
    }
    /// `sizeof` in bytes.
    pub fn size_bytes(&self, l: &Lowerer<'_>) -> u64 {
        self.size_align(l).0
    }
    /// Size and alignment in bytes under the usual C layout rules (pointers are 32-bit values
    /// that take 8 bytes in memory, with their base; OpenCL 3-vectors padded to four
    /// components; CUDA vectors aligned to their size except 3-vectors).
    pub fn size_align(&self, l: &Lowerer<'_>) -> (u64, u64) {
        match self {
            CType::Void | CType::Bool => (1, 1),
            CType::Int { width, .. } | CType::Float(width) => {
                let b = u64::from(*width / 8).max(1);
                (b, b)
            }
            // A pointer in memory: its base and its offset (see `pointers`).
            CType::Pointer(..) => (8, 8),
            CType::Opaque(_) => (4, 4),
            CType::Array(t, n) => {
                let (s, a) = t.size_align(l);
                (s.saturating_mul(n.unwrap_or(0)), a)
            }
            CType::Vector(t, n) => {
                let (s, a) = t.size_align(l);
                if *n == 3 && l.cuda() {
                    (s * 3, a)
                } else {
                    let k = u64::from(if *n == 3 { 4 } else { *n });
                    (s * k, s * k)
                }
            }
            CType::Record(i) => {
                let rec = &l.records[*i];
                let Some(fs) = &rec.fields else { return (0, 1) };
                let mut size = 0u64;
                let mut align = 1u64;
                for (_, t) in fs {
                    let (s, a) = t.size_align(l);
                    align = align.max(a);
                    if rec.is_union {
                        size = size.max(s);
                    } else {
                        size = round_up(size, a).saturating_add(s);
                    }
                }
                // An empty struct still takes a byte (C++), so pointers to it can move.
                let align = align.max(rec.align);
                (round_up(size, align).max(1), align)
            }
        }
    }
    /// A short C spelling for messages.
    pub fn describe(&self, l: &Lowerer<'_>) -> String {
        match self {
            CType::Void => "void".into(),
            CType::Bool => "bool".into(),
            CType::Int { width, signed } => {
                let base = match width {
                    8 => "char",
                    16 => "short",
                    32 => "int",
                    _ => "long",
                };
                if *signed {
                    base.into()
                } else {
                    format!("unsigned {base}")
                }
            }
            CType::Float(16) => "half".into(),
            CType::Float(32) => "float".into(),
            CType::Float(_) => "double".into(),
            CType::Pointer(t, _) => format!("{} *", t.describe(l)),
            CType::Array(t, Some(n)) => format!("{}[{n}]", t.describe(l)),
            CType::Array(t, None) => format!("{}[]", t.describe(l)),
            CType::Record(i) => {
                let r = &l.records[*i];
                format!("{} {}", if r.is_union { "union" } else { "struct" }, r.name)
            }
            CType::Vector(t, n) => format!("{}{n}", t.describe(l)),
            CType::Opaque(n) => n.clone(),
        }
    }
}

/// The integer promotion of a type (identity for non-integers).
pub(crate) fn promote(t: &CType) -> CType {
    match t {
        CType::Bool => INT,
        CType::Int { width, .. } if *width < 32 => INT,
        t => t.clone(),
    }
}

/// The common type of the usual arithmetic conversions.
pub(crate) fn usual_arith(a: &CType, b: &CType) -> CType {
    match (a, b) {
        (CType::Float(x), CType::Float(y)) => CType::Float((*x).max(*y)),
        (CType::Float(x), _) | (_, CType::Float(x)) => CType::Float(*x),
        _ => {
            let (a, b) = (promote(a), promote(b));
            match (&a, &b) {
                (
                    CType::Int {
                        width: wa,
                        signed: sa,
                    },
                    CType::Int {
                        width: wb,
                        signed: sb,
                    },
                ) => {
                    if sa == sb {
                        CType::Int {
                            width: (*wa).max(*wb),
                            signed: *sa,
                        }
                    } else {
                        let (uw, sw) = if *sa { (*wb, *wa) } else { (*wa, *wb) };
                        if uw >= sw {
                            CType::Int {
                                width: uw,
                                signed: false,
                            }
                        } else {
                            CType::Int {
                                width: sw,
                                signed: true,
                            }
                        }
                    }
                }
                _ => a,
            }
        }
    }
}

/// Bits of the IEEE representation of a floating literal of the given width.
pub(crate) fn float_bits(value: f64, width: u32) -> u128 {
    match width {
        64 => u128::from(value.to_bits()),
        16 => u128::from(f32_to_f16_bits(value as f32)),
        _ => u128::from((value as f32).to_bits()),
    }
}

fn f32_to_f16_bits(f: f32) -> u16 {
    let b = f.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        sign | 0x7c00
    } else if e <= 0 {
        if e < -10 {
            sign
        } else {
            let m = (man | 0x80_0000) >> (1 - e + 13);
            sign | m as u16
        }
    } else {
        sign | ((e as u16) << 10) | (man >> 13) as u16
    }
}

impl Lowerer<'_> {
    /// The IR expression `e` (of IR type Bool or the width of `from`) as an integer
    /// bit-vector of its C type's width.
    pub(crate) fn as_bits(&self, e: Expr, from: &CType) -> Expr {
        if self.prog.type_of(&e) == Type::Bool {
            Expr::Cast(CastOp::FromBool(from.width().max(1)), Box::new(e))
        } else {
            e
        }
    }

    /// A scalar value used as a condition.
    pub(crate) fn as_cond(&self, e: Expr, from: &CType) -> Expr {
        if self.prog.type_of(&e) == Type::Bool {
            return e;
        }
        if let Expr::Cast(CastOp::FromBool(_), inner) = e {
            return *inner;
        }
        match from {
            CType::Float(w) => {
                let mask = (1u128 << (w - 1)) - 1;
                Expr::ne(
                    Expr::binary(BinOp::BvAnd, e, Expr::bv(mask, *w)),
                    Expr::bv(0, *w),
                )
            }
            _ => {
                let w = self.prog.type_of(&e).width();
                Expr::ne(e, Expr::bv(0, w))
            }
        }
    }

    /// Convert a scalar value between C scalar types.
    pub(crate) fn convert(&mut self, e: Expr, from: &CType, to: &CType) -> Expr {
        if from == to {
            return self.as_bits(e, from);
        }
        if let Some(folded) = fold_literal_conversion(&e, from, to) {
            return folded;
        }
        match (from, to) {
            (_, CType::Bool) => {
                let c = self.as_cond(e, from);
                Expr::Cast(CastOp::FromBool(1), Box::new(c))
            }
            (CType::Bool | CType::Int { .. }, CType::Int { width: tw, .. }) => {
                let e = self.as_bits(e, from);
                let fw = from.width();
                let signed = from.is_signed();
                self.assume_conversion_fits(&e, fw, signed, *tw, to.is_signed());
                resize(e, fw, *tw, signed)
            }
            (CType::Bool | CType::Int { .. }, CType::Float(tw)) => {
                let e = self.as_bits(e, from);
                let fw = from.width();
                let name = format!(
                    "{}I{fw}_TO_FP{tw}",
                    if from.is_signed() { "S" } else { "U" }
                );
                let f = self.prog.func(&name, vec![Type::Bv(fw)], Type::Bv(*tw));
                Expr::Apply(f, vec![e])
            }
            (CType::Float(fw), CType::Int { width: tw, signed }) => {
                let name = format!("FP{fw}_TO_{}I{tw}", if *signed { "S" } else { "U" });
                let f = self.prog.func(&name, vec![Type::Bv(*fw)], Type::Bv(*tw));
                Expr::Apply(f, vec![e])
            }
            (CType::Float(fw), CType::Float(tw)) => {
                let name = format!("FP{fw}_CONV{tw}");
                let f = self.prog.func(&name, vec![Type::Bv(*fw)], Type::Bv(*tw));
                Expr::Apply(f, vec![e])
            }
            _ => e,
        }
    }

    /// Resolve a written type.
    pub(crate) fn resolve_type(&mut self, t: &ast::TypeName) -> Res<CType> {
        match t {
            ast::TypeName::Base(b, _) => self.resolve_base(b),
            // A function pointer holds the number of a function whose address is taken
            // (see `fnptr`).
            ast::TypeName::Pointer(inner, _) if matches!(**inner, ast::TypeName::Function(..)) => {
                Ok(super::fnptr::FN_PTR)
            }
            ast::TypeName::Pointer(inner, _) => {
                let space = type_space(inner);
                let inner = self.resolve_type(inner)?;
                Ok(CType::Pointer(Box::new(inner), space))
            }
            ast::TypeName::Reference(inner) => {
                let _ = self.resolve_type(inner)?;
                Err(self.unsupported("C++ reference type", None))
            }
            ast::TypeName::Array(inner, len) => {
                let elem = self.resolve_type(inner)?;
                let n = match len {
                    Some(e) => match self.const_eval(e) {
                        Some(v) if v >= 0 => Some(v as u64),
                        // A length from a template's non-type parameters, in a template
                        // verified for every instantiation: memory is unbounded, so the array
                        // is one of unknown length (an inner dimension would change offsets).
                        _ if self.template_value(e) && !matches!(elem, CType::Array(_, None)) => {
                            None
                        }
                        _ => {
                            return Err(self
                                .unsupported("array length that is not a constant", Some(e.span)))
                        }
                    },
                    None => None,
                };
                if let (CType::Array(_, None), Some(e)) = (&elem, len) {
                    return Err(self.unsupported(
                        "array of arrays whose inner length is not a constant",
                        Some(e.span),
                    ));
                }
                Ok(CType::Array(Box::new(elem), n))
            }
            ast::TypeName::Function(..) => Ok(super::fnptr::FN_PTR),
        }
    }

    /// True when `e` is made of integer literals and the non-type parameters of a template
    /// verified for every instantiation (constants the same in every thread, see
    /// `run_every_instantiation`), with at least one of those.
    fn template_value(&self, e: &ast::Expr) -> bool {
        fn walk(l: &Lowerer<'_>, e: &ast::Expr, found: &mut bool) -> bool {
            match &e.kind {
                ast::ExprKind::IntLit { .. } => true,
                ast::ExprKind::Ident(n) => match l.lookup(n) {
                    Some(Binding::Var(v, _)) => {
                        let d = &l.prog.vars[*v];
                        *found = true;
                        d.constant && d.uniform && d.scope == ir::VarScope::Global
                    }
                    _ => false,
                },
                ast::ExprKind::Binary(_, a, b) => walk(l, a, found) && walk(l, b, found),
                _ => false,
            }
        }
        let mut found = false;
        walk(self, e, &mut found) && found
    }

    fn resolve_base(&mut self, b: &ast::BaseType) -> Res<CType> {
        use ast::Sign::*;
        Ok(match b {
            ast::BaseType::Void => CType::Void,
            ast::BaseType::Bool => CType::Bool,
            ast::BaseType::Char(s) => CType::Int {
                width: 8,
                signed: *s != Some(Unsigned),
            },
            ast::BaseType::Short(s) => CType::Int {
                width: 16,
                signed: *s == Signed,
            },
            ast::BaseType::Int(s) => CType::Int {
                width: 32,
                signed: *s == Signed,
            },
            ast::BaseType::Long(s) | ast::BaseType::LongLong(s) => CType::Int {
                width: 64,
                signed: *s == Signed,
            },
            ast::BaseType::Auto(None) => {
                return Err(self.unsupported("'auto' type kcc cannot deduce", None))
            }
            ast::BaseType::Auto(Some(e)) => match self.expr_type(e) {
                Some(t) => t,
                None => {
                    return Err(self.unsupported("type of this 'auto' initializer", Some(e.span)))
                }
            },
            // `typeof(e)` / `decltype(e)`: an array keeps its array type; anything else has
            // the type of its value.
            ast::BaseType::TypeOf(e) => match self.object_type(e) {
                Ok(t @ CType::Array(..)) => t,
                _ => match self.expr_type(e) {
                    Some(t) => t,
                    None => return Err(self.unsupported("typeof of this expression", Some(e.span))),
                },
            },
            ast::BaseType::Half => CType::Float(16),
            ast::BaseType::Float => CType::Float(32),
            ast::BaseType::Double => CType::Float(64),
            ast::BaseType::Named(name, targs) => {
                if let (false, Some((rec, member))) = (targs.is_empty(), name.rsplit_once("::")) {
                    // A member type of a class template instance: `Tr<float>::value_type`.
                    if let Some(CType::Record(i)) = self.instantiate_record(rec, targs)? {
                        let qualified = format!("{}::{member}", self.records[i].name);
                        return match self.lookup_typedef(&qualified) {
                            Some(t) => Ok(t),
                            None => Err(self.sema(
                                format!("no member type '{member}' in '{}'", self.records[i].name),
                                None,
                            )),
                        };
                    }
                }
                if self.cuda() && name.rsplit("::").next() == Some("thread_block_tile") {
                    // A cooperative-groups tile: a group value (see `groups`).
                    return Ok(UINT);
                }
                if !targs.is_empty() {
                    if let Some(t) = self.instantiate_record(name, targs)? {
                        return Ok(t);
                    }
                    return Ok(CType::Opaque(name.clone()));
                }
                if let Some(t) = self.lookup_typedef(name) {
                    return Ok(t);
                }
                if let Some(i) = self.records.iter().position(|r| r.name == *name) {
                    return Ok(CType::Record(self.usable_record(i)?));
                }
                if let Some(i) = self.qualified_record(name) {
                    return Ok(CType::Record(self.usable_record(i)?));
                }
                // `std::int32_t` and its kin (from <cstdint>/<cstddef>) are the C names.
                let name = match name.strip_prefix("std::") {
                    Some(n) if STD_INTEGER_TYPES.contains(&n) => n,
                    _ => name.as_str(),
                };
                if let (true, Some(t)) = (self.cuda(), cuda_address_sized(name)) {
                    return Ok(t);
                }
                named_builtin_type(name).unwrap_or(CType::Opaque(name.to_string()))
            }
            ast::BaseType::Record(r) => CType::Record(self.declare_record(r)?),
            ast::BaseType::Enum(e) => self.declare_enum(e)?,
        })
    }

    /// Register a struct/union (definition or reference) and return its index.
    pub(crate) fn declare_record(&mut self, r: &ast::RecordType) -> Res<usize> {
        let name = match &r.name {
            // A specialization declared at file scope is no record of its own: its
            // instances are declared under their instance names.
            Some(n) if !r.spec_args.is_empty() => format!("{n}<specialization@{}>", r.span.lo),
            Some(n) => n.clone(),
            None => format!("<anonymous@{}>", r.span.lo),
        };
        let existing = self.records.iter().position(|d| d.name == name);
        let idx = match existing {
            Some(i) => i,
            None => {
                self.records.push(RecordDef {
                    name: name.clone(),
                    is_union: r.is_union,
                    fields: None,
                    align: 1,
                });
                self.records.len() - 1
            }
        };
        if let Some(fields) = &r.fields {
            if self.records[idx].fields.is_none() {
                if let Some(f) = fields.iter().find(|f| f.bits.is_some()) {
                    return Err(
                        self.unsupported(&format!("bit-field member '{}'", f.name), Some(f.span))
                    );
                }
                if let Some((m, what)) = r
                    .methods
                    .iter()
                    .find_map(|m| implicit_special_member(&name, fields, m).map(|w| (m, w)))
                {
                    return Err(self.unsupported(
                        &format!(
                            "user-defined {what} of '{name}' (C++ runs it without a call, which kcc does not model)"
                        ),
                        Some(m.name_span),
                    ));
                }
                if let Some(a) = r.member_attributes.iter().find(|a| layout_attribute(a)) {
                    return Err(self.unsupported(
                        &format!("attribute '{a}' on a member of a struct"),
                        Some(r.span),
                    ));
                }
                let mut align = 1;
                let mut packed = false;
                for a in &r.attributes {
                    match record_layout(a) {
                        Ok((al, p)) => {
                            align = align.max(al);
                            packed |= p;
                        }
                        Err(what) => {
                            return Err(self.unsupported(
                                &format!("attribute '{what}' on a struct"),
                                Some(r.span),
                            ))
                        }
                    }
                }
                self.records[idx].align = align;
                let mut out = Vec::new();
                // Members of base classes come first, in order.
                for (k, b) in r.bases.iter().enumerate() {
                    let args = r.base_args.get(k).cloned().unwrap_or_default();
                    let instance = !args.is_empty();
                    let base = ast::TypeName::Base(
                        ast::BaseType::Named(b.clone(), args),
                        ast::Quals::default(),
                    );
                    match self.resolve_type(&base)? {
                        CType::Record(bi) if self.records[bi].fields.is_some() => {
                            out.extend(self.records[bi].fields.clone().unwrap_or_default());
                            if instance {
                                // The inherited methods are the template's: they see the
                                // instance's parameters through the derived record.
                                let inst = self.records[bi].name.clone();
                                let subst =
                                    self.record_subst.get(&inst).cloned().unwrap_or_default();
                                self.record_subst
                                    .entry(name.clone())
                                    .or_default()
                                    .extend(subst);
                            }
                        }
                        _ => {
                            return Err(self.unsupported(
                                &format!("base class '{b}' that is not a defined struct"),
                                Some(r.span),
                            ))
                        }
                    }
                }
                let enums = self.record_types(&name, &r.constants);
                self.fx.scopes.push(enums.iter().cloned().collect());
                let resolved: Res<Vec<_>> = fields
                    .iter()
                    .map(|f| Ok((f.name.clone(), self.resolve_type(&f.ty)?)))
                    .collect();
                self.fx.scopes.pop();
                let resolved = resolved?;
                // A member hiding an inherited one is a second object of that name, which
                // member lookup (by name) would confuse with the base's.
                if let Some((n, _)) = resolved
                    .iter()
                    .find(|(n, _)| out.iter().any(|(b, _)| b == n))
                {
                    return Err(self.unsupported(
                        &format!("member '{n}' of '{name}' hiding a member of its base class"),
                        Some(r.span),
                    ));
                }
                out.extend(resolved);
                self.records[idx].fields = Some(out);
                if packed && !self.packing_changes_nothing(idx) {
                    self.records[idx].fields = None;
                    return Err(self.unsupported(
                        "packed struct whose members are not all at their natural alignment",
                        Some(r.span),
                    ));
                }
                self.fx.scopes.push(enums.iter().cloned().collect());
                self.declare_record_constants(&name, &r.constants);
                self.fx.scopes.pop();
                self.record_subst
                    .entry(name.clone())
                    .or_default()
                    .extend(enums);
                self.note_record_definition(idx, r);
            } else {
                self.check_record_redefinition(idx, r)?;
            }
        }
        self.usable_record(idx)
    }

    /// Evaluate an integer constant expression.
    pub(crate) fn const_eval(&mut self, e: &ast::Expr) -> Option<i128> {
        use ast::BinaryOp as B;
        match &e.kind {
            ast::ExprKind::IntLit { value, .. } => Some(*value as i128),
            ast::ExprKind::CharLit(c) => Some(i128::from(*c)),
            ast::ExprKind::BoolLit(b) => Some(i128::from(*b)),
            ast::ExprKind::Ident(n) => self.lookup_const(n),
            ast::ExprKind::ScopedName(r, targs, m) => {
                let name = self.scoped_name(r, targs, m, e.span).ok()?;
                self.lookup_const(&name)
            }
            ast::ExprKind::Unary(op, a) => {
                let a = self.const_eval(a)?;
                match op {
                    ast::UnaryOp::Neg => Some(-a),
                    ast::UnaryOp::Plus => Some(a),
                    ast::UnaryOp::Not => Some(i128::from(a == 0)),
                    ast::UnaryOp::BitNot => Some(!a),
                    _ => None,
                }
            }
            ast::ExprKind::Binary(op, a, b) => {
                let a = self.const_eval(a)?;
                let b = self.const_eval(b)?;
                Some(match op {
                    B::Mul => a.checked_mul(b)?,
                    B::Div => a.checked_div(b)?,
                    B::Rem => a.checked_rem(b)?,
                    B::Add => a.checked_add(b)?,
                    B::Sub => a.checked_sub(b)?,
                    B::Shl => a.checked_shl(u32::try_from(b).ok()?)?,
                    B::Shr => a.checked_shr(u32::try_from(b).ok()?)?,
                    B::Lt => i128::from(a < b),
                    B::Gt => i128::from(a > b),
                    B::Le => i128::from(a <= b),
                    B::Ge => i128::from(a >= b),
                    B::Eq => i128::from(a == b),
                    B::Ne => i128::from(a != b),
                    B::BitAnd => a & b,
                    B::BitXor => a ^ b,
                    B::BitOr => a | b,
                    B::And => i128::from(a != 0 && b != 0),
                    B::Or => i128::from(a != 0 || b != 0),
                })
            }
            ast::ExprKind::Ternary(c, a, b) => {
                if self.const_eval(c)? != 0 {
                    self.const_eval(a)
                } else {
                    self.const_eval(b)
                }
            }
            ast::ExprKind::Cast(t, a) => {
                let v = self.const_eval(a)?;
                match self.resolve_type(t).ok()? {
                    CType::Int { width, signed } => Some(wrap(v, width, signed)),
                    CType::Bool => Some(i128::from(v != 0)),
                    _ => None,
                }
            }
            ast::ExprKind::SizeofType(t) => {
                let t = self.resolve_type(t).ok()?;
                Some(i128::from(t.size_bytes(self)))
            }
            ast::ExprKind::VecStepType(t) => {
                let t = self.resolve_type(t).ok()?;
                t.vec_step().map(i128::from)
            }
            ast::ExprKind::Comma(_, b) => self.const_eval(b),
            _ => None,
        }
    }
}

/// The value of a floating literal's bits, for widths 32 and 64.
fn float_value(bits: u128, width: u32) -> Option<f64> {
    match width {
        32 => Some(f64::from(f32::from_bits(bits as u32))),
        64 => Some(f64::from_bits(bits as u64)),
        _ => None,
    }
}

/// Exact conversions of literals between integer and floating types.
fn fold_literal_conversion(e: &Expr, from: &CType, to: &CType) -> Option<Expr> {
    let (bits, w) = e.as_bv()?;
    match (from, to) {
        (CType::Int { signed, .. }, CType::Float(tw)) if *tw != 16 => {
            let v = if *signed {
                wrap(bits as i128, w, true) as f64
            } else {
                bits as f64
            };
            Some(Expr::bv(float_bits(v, *tw), *tw))
        }
        (CType::Float(fw), CType::Float(tw)) if *tw != 16 => {
            let v = float_value(bits, *fw)?;
            Some(Expr::bv(float_bits(v, *tw), *tw))
        }
        (CType::Float(fw), CType::Int { width, signed }) => {
            let v = float_value(bits, *fw)?.trunc();
            let (lo, hi) = if *signed {
                (
                    -(2f64.powi(*width as i32 - 1)),
                    2f64.powi(*width as i32 - 1),
                )
            } else {
                (0.0, 2f64.powi(*width as i32))
            };
            if v.is_finite() && v >= lo && v < hi {
                Some(Expr::bv(v as i128 as u128, *width))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// `n` rounded up to a multiple of `a`.
pub(crate) fn round_up(n: u64, a: u64) -> u64 {
    if a <= 1 {
        n
    } else {
        n.div_ceil(a).saturating_mul(a)
    }
}

/// Wrap a value to the range of an integer type.
pub(crate) fn wrap(v: i128, width: u32, signed: bool) -> i128 {
    if width >= 128 {
        return v;
    }
    let m = v & ((1i128 << width) - 1);
    if signed && width > 0 && (m >> (width - 1)) & 1 == 1 {
        m - (1i128 << width)
    } else {
        m
    }
}

/// Change the width of an integer bit-vector.
pub(crate) fn resize(e: Expr, from: u32, to: u32, signed: bool) -> Expr {
    if from == to {
        return e;
    }
    if let Expr::Bv { value, .. } = e {
        let v = if signed {
            wrap(value as i128, from, true) as u128
        } else {
            value
        };
        return Expr::bv(v, to);
    }
    if to < from {
        Expr::Cast(CastOp::Extract { hi: to, lo: 0 }, Box::new(e))
    } else if signed {
        Expr::Cast(CastOp::SignExt(to), Box::new(e))
    } else {
        Expr::Cast(CastOp::ZeroExt(to), Box::new(e))
    }
}

/// The address space written on a type, if any.
pub(crate) fn type_space(t: &ast::TypeName) -> Option<ast::AddrSpace> {
    match t {
        ast::TypeName::Base(_, q) => q.space,
        ast::TypeName::Pointer(_, q) => q.space,
        ast::TypeName::Array(inner, _) | ast::TypeName::Reference(inner) => type_space(inner),
        ast::TypeName::Function(..) => None,
    }
}

/// The types CUDA's 64-bit targets give the width of an address (as its pointers have):
/// `size_t` is `unsigned long`, `ptrdiff_t` is `long`.
pub(crate) fn cuda_address_sized(name: &str) -> Option<CType> {
    let signed = match name {
        "size_t" | "uintptr_t" => false,
        "ptrdiff_t" | "intptr_t" | "ssize_t" => true,
        _ => return None,
    };
    Some(CType::Int { width: 64, signed })
}

/// The integer types C++'s `<cstdint>` and `<cstddef>` also name in namespace `std`.
const STD_INTEGER_TYPES: [&str; 12] = [
    "int8_t",
    "uint8_t",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "size_t",
    "ptrdiff_t",
    "intptr_t",
    "uintptr_t",
];

/// Builtin type names that may not come from a typedef in the headers.
pub(crate) fn named_builtin_type(name: &str) -> Option<CType> {
    let i = |w, s| CType::Int {
        width: w,
        signed: s,
    };
    Some(match name {
        "uchar" | "uint8_t" | "u8" => i(8, false),
        "int8_t" | "schar" => i(8, true),
        "ushort" | "uint16_t" => i(16, false),
        "int16_t" => i(16, true),
        "uint" | "uint32_t" | "size_t" | "uintptr_t" | "unsigned" => i(32, false),
        "int32_t" | "ptrdiff_t" | "intptr_t" | "ssize_t" => i(32, true),
        "ulong" | "uint64_t" | "ulonglong" => i(64, false),
        // CUDA's clock_t (from <time.h>) is long.
        "int64_t" | "longlong" | "clock_t" => i(64, true),
        "half" | "__half" => CType::Float(16),
        "__half2" => CType::Vector(Box::new(CType::Float(16)), 2),
        // CUDA's dim3 holds three unsigned components, as uint3 does.
        "dim3" => CType::Vector(Box::new(i(32, false)), 3),
        "bool" | "_Bool" => CType::Bool,
        "char" => i(8, true),
        "short" => i(16, true),
        "int" => i(32, true),
        "long" => i(64, true),
        "float" => CType::Float(32),
        "double" => CType::Float(64),
        _ => {
            let base_end = name.find(|c: char| c.is_ascii_digit())?;
            let (base, n) = name.split_at(base_end);
            let n: u32 = n.parse().ok()?;
            if ![2, 3, 4, 8, 16].contains(&n) {
                return None;
            }
            let elem = match base {
                "char" => i(8, true),
                "uchar" => i(8, false),
                "short" => i(16, true),
                "ushort" => i(16, false),
                "int" => i(32, true),
                "uint" => i(32, false),
                "long" | "longlong" => i(64, true),
                "ulong" | "ulonglong" => i(64, false),
                "float" => CType::Float(32),
                "double" => CType::Float(64),
                "half" => CType::Float(16),
                _ => return None,
            };
            CType::Vector(Box::new(elem), n)
        }
    })
}

/// True for an attribute that changes a layout (`aligned(..)`, `packed`).
fn layout_attribute(text: &str) -> bool {
    text.split(',').any(|item| {
        let name = item.trim().trim_matches('_');
        name.starts_with("aligned") || name.starts_with("packed")
    })
}

/// The alignment (1 when none) and packing a record's attribute asks for; `Err` with the item
/// whose meaning for the layout is not known (`aligned(T)` with a type).
fn record_layout(text: &str) -> Result<(u64, bool), String> {
    let mut align = 1;
    let mut packed = false;
    for item in text.split(',') {
        let item = item.trim();
        let (name, arg) = match item.split_once('(') {
            Some((n, a)) => (
                n.trim().trim_matches('_'),
                Some(a.trim_end_matches(')').trim()),
            ),
            None => (item.trim_matches('_'), None),
        };
        match (name, arg) {
            ("packed", _) => packed = true,
            // GCC's largest alignment on the targets kernels are compiled for.
            ("aligned", None) => align = align.max(16),
            ("aligned", Some(a)) => {
                let a = a.trim_matches(|c| c == '(' || c == ')' || c == ' ');
                match a.parse::<u64>() {
                    Ok(n) if n.is_power_of_two() => align = align.max(n),
                    _ => return Err(item.to_string()),
                }
            }
            _ => {}
        }
    }
    Ok((align, packed))
}

/// What a member function is when C++ runs it without a call in the source: a destructor, a
/// copy constructor or a copy-assignment operator, with a body that does something.
fn implicit_special_member(
    record: &str,
    fields: &[ast::Field],
    m: &ast::FunctionDef,
) -> Option<&'static str> {
    if !m.body.as_ref().is_some_and(|b| !b.is_empty()) {
        return None;
    }
    let short = m.name.rsplit("::").next().unwrap_or(&m.name);
    let rec = record.split('<').next().unwrap_or(record);
    let rec = rec.rsplit("::").next().unwrap_or(rec);
    let takes_own_type = |m: &ast::FunctionDef| match m.params.as_slice() {
        [p] => match &p.ty {
            ast::TypeName::Reference(inner) => match &**inner {
                ast::TypeName::Base(ast::BaseType::Named(n, _), _) => {
                    n.split('<').next().unwrap_or(n) == rec
                }
                ast::TypeName::Base(ast::BaseType::Record(r), _) => r.name.as_deref() == Some(rec),
                _ => false,
            },
            _ => false,
        },
        _ => false,
    };
    if short != format!("~{rec}") && copies_members(m, fields) {
        // A copy written out member by member does what kcc's implicit copy does.
        return None;
    }
    if short == format!("~{rec}") {
        Some("destructor")
    } else if short == rec && takes_own_type(m) {
        Some("copy constructor")
    } else if short == "operator=" && takes_own_type(m) {
        Some("copy assignment")
    } else {
        None
    }
}

/// True when `m`'s body copies every field from its parameter's same member, one statement
/// each (`: p_(o.p_), n_(o.n_)`, or `this->x = o.x;`), and otherwise only returns `*this`.
fn copies_members(m: &ast::FunctionDef, fields: &[ast::Field]) -> bool {
    use ast::ExprKind as K;
    let Some(from) = m.params.first().and_then(|p| p.name.as_deref()) else {
        return false;
    };
    let Some(body) = &m.body else { return false };
    let mut copied = std::collections::HashSet::new();
    let each = body.iter().all(|st| match &st.kind {
        ast::StmtKind::Expr(ast::Expr {
            kind: K::Assign(None, lhs, rhs),
            ..
        }) => {
            let target = match &lhs.kind {
                K::Member(this, f, true) if matches!(&this.kind, K::Ident(t) if t == "this") => f,
                K::Ident(f) => f,
                _ => return false,
            };
            copied.insert(target.clone());
            matches!(&rhs.kind, K::Member(o, f, false) if f == target && matches!(&o.kind, K::Ident(n) if n == from))
        }
        ast::StmtKind::Return(Some(ast::Expr {
            kind: K::Unary(ast::UnaryOp::Deref, this),
            ..
        })) => matches!(&this.kind, K::Ident(t) if t == "this"),
        _ => false,
    });
    each && fields.iter().all(|f| copied.contains(&f.name))
}
