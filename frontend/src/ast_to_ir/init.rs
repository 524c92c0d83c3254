//! C's brace initializers: which scalar slots of an object (numbered in leaf order, as
//! `Lowerer::leaves` and `Lowerer::init_slots` list them) each item of a brace initializer
//! sets, following nested braces, brace elision, designators and string literals for
//! character arrays. Slots that no item sets are zero.

use super::expr::Val;
use super::types::CType;
use super::{Lowerer, Res};
use crate::ast;

/// What an initializer item puts in the slots from its first one on.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Placed<'e> {
    /// The value of an expression: one slot for a scalar, the leaves of an aggregate value
    /// (a struct or vector of the member's own type) otherwise.
    Expr(&'e ast::Expr),
    /// One character of a string literal initializing a character array.
    Byte(u8),
    /// A scalar converted to each of the `n` components of an OpenCL vector member.
    Splat(&'e ast::Expr, usize),
}

/// The items of one brace list, consumed in order by brace elision.
struct Cursor<'e> {
    items: &'e [(Option<ast::Designator>, ast::Initializer)],
    next: usize,
}

impl<'a> Lowerer<'a> {
    /// The items of brace initializer `init` of an object of type `ty`, each with the first
    /// slot it sets, in source order.
    pub(crate) fn place_init<'e>(
        &mut self,
        ty: &CType,
        init: &'e ast::Initializer,
        span: ir::Span,
    ) -> Res<Vec<(usize, Placed<'e>)>> {
        Ok(self.place_init_reaching(ty, init, span)?.0)
    }

    /// [`Self::place_init`], with the number of top-level members the initializer reaches
    /// (the length it gives an array whose length is omitted).
    fn place_init_reaching<'e>(
        &mut self,
        ty: &CType,
        init: &'e ast::Initializer,
        span: ir::Span,
    ) -> Res<(Vec<(usize, Placed<'e>)>, usize)> {
        let mut out = Vec::new();
        let reached = match init {
            ast::Initializer::List(items, lspan) => {
                self.fill_list(ty, 0, items, *lspan, &mut out)?
            }
            ast::Initializer::Expr(e) => {
                self.fill_expr(ty, 0, e, &mut out)?;
                out.len()
            }
        };
        let n = self.slot_count(ty, span)?;
        if matches!(ty, CType::Array(_, Some(_))) && out.iter().any(|(s, _)| *s >= n) {
            return Err(self.sema("too many initializers", Some(span)));
        }
        Ok((out, reached))
    }

    /// An array type whose length is omitted (`int t[] = {...}`) completed from its
    /// initializer; any other type unchanged. `written` is the declarator's type as written:
    /// a length written but not known (a template parameter's) is not completed, and such an
    /// array with an initializer is refused.
    pub(crate) fn complete_array(
        &mut self,
        ty: CType,
        written: &ast::TypeName,
        init: Option<&ast::Initializer>,
        span: ir::Span,
    ) -> Res<CType> {
        let (CType::Array(elem, None), Some(init)) = (&ty, init) else {
            return Ok(ty);
        };
        if matches!(written, ast::TypeName::Array(_, Some(_))) {
            return Err(self.unsupported(
                "initializer on an array whose length is not a constant",
                Some(span),
            ));
        }
        let (_, len) = self.place_init_reaching(&ty, init, span)?;
        Ok(CType::Array(elem.clone(), Some(len as u64)))
    }

    /// The values brace initializer `init` gives the slots of an object of type `ty`, by
    /// slot; slots not listed are zero.
    pub(crate) fn init_values(
        &mut self,
        ty: &CType,
        init: &ast::Initializer,
        span: ir::Span,
    ) -> Res<Vec<(usize, ir::Expr, CType)>> {
        let mut out = Vec::new();
        for (slot, item) in self.place_init(ty, init, span)? {
            out.extend(self.placed_values(slot, item)?);
        }
        Ok(out)
    }

    /// The slot values of one placed item.
    pub(crate) fn placed_values(
        &mut self,
        slot: usize,
        item: Placed,
    ) -> Res<Vec<(usize, ir::Expr, CType)>> {
        let e = match item {
            Placed::Byte(b) => {
                let t = CType::Int {
                    width: 8,
                    signed: true,
                };
                return Ok(vec![(slot, ir::Expr::bv(u128::from(b), 8), t)]);
            }
            Placed::Splat(e, n) => {
                let (x, t) = self.scalar(e)?;
                return Ok((0..n).map(|k| (slot + k, x.clone(), t.clone())).collect());
            }
            Placed::Expr(e) => e,
        };
        Ok(match self.rvalue(e)? {
            Val::Scalar(x, t) => vec![(slot, x, t)],
            Val::Agg(vs, _) => vs
                .into_iter()
                .enumerate()
                .map(|(k, (x, t))| (slot + k, x, t))
                .collect(),
            Val::Ptr(p) => {
                let t = CType::Pointer(Box::new(p.pointee.clone()), None);
                vec![(slot, self.ptr_leaf(p), t)]
            }
            Val::Void => return Err(self.sema("void value used in an initializer", Some(e.span))),
        })
    }

    /// The number of scalar slots of an object of type `t`.
    pub(crate) fn slot_count(&mut self, t: &CType, span: ir::Span) -> Res<usize> {
        Ok(match t {
            CType::Array(e, Some(n)) => (*n as usize).saturating_mul(self.slot_count(e, span)?),
            CType::Array(_, None) => 0,
            CType::Vector(_, n) => *n as usize,
            CType::Record(_) => self.leaves(t, span)?.len(),
            _ => 1,
        })
    }

    /// Initialize the aggregate of type `ty` whose slots start at `base` from the items of a
    /// brace list.
    fn fill_list<'e>(
        &mut self,
        ty: &CType,
        base: usize,
        items: &'e [(Option<ast::Designator>, ast::Initializer)],
        span: ir::Span,
        out: &mut Vec<(usize, Placed<'e>)>,
    ) -> Res<usize> {
        if !Self::is_aggregate(ty) && !matches!(ty, CType::Array(..)) {
            // A scalar in braces: `int x = {5};`.
            return match items {
                [] => Ok(1),
                [(None, init)] => match init {
                    ast::Initializer::Expr(e) => self.fill_expr(ty, base, e, out).map(|()| 1),
                    ast::Initializer::List(inner, s) => self.fill_list(ty, base, inner, *s, out),
                },
                _ => Err(self.sema("too many initializers for a scalar", Some(span))),
            };
        }
        // A character array may take its string in braces: `char s[4] = {"ab"}`.
        if let (CType::Array(elem, _), [(None, ast::Initializer::Expr(e))]) = (ty, items) {
            if is_char(elem) && matches!(e.kind, ast::ExprKind::StringLit(_)) {
                let before = out.len();
                self.fill_expr(ty, base, e, out)?;
                return Ok(out.len() - before);
            }
        }
        let mut cursor = Cursor { items, next: 0 };
        let mut member = 0usize;
        let mut reached = 0usize;
        while cursor.next < items.len() {
            if let Some(d) = &items[cursor.next].0 {
                member = self.designated_member(ty, d, span)?;
            }
            if member >= self.member_count(ty, span)? {
                return Err(self.sema("too many initializers", Some(span)));
            }
            // In a vector's list, a vector item gives as many components as it has
            // (`int4 v = {(int2)(5, 6), 7, 8}`).
            let vector_item = match (ty, &items[cursor.next].1) {
                (CType::Vector(..), ast::Initializer::Expr(e)) => match self.expr_type(e) {
                    Some(CType::Vector(_, n)) if n > 1 => Some((e, n as usize)),
                    _ => None,
                },
                _ => None,
            };
            let spread = match vector_item {
                Some((e, n)) => {
                    if member + n > self.member_count(ty, span)? {
                        return Err(self.sema("too many initializers", Some(span)));
                    }
                    out.push((base + member, Placed::Expr(e)));
                    cursor.next += 1;
                    n
                }
                None => {
                    self.fill_member(ty, member, base, &mut cursor, out)?;
                    1
                }
            };
            member += spread;
            reached = reached.max(member);
        }
        Ok(reached)
    }

    /// Initialize member `member` of the aggregate `ty` at `base` from the cursor's next item,
    /// taking more items from the same list when the member is an aggregate whose braces are
    /// elided.
    fn fill_member<'e>(
        &mut self,
        ty: &CType,
        member: usize,
        base: usize,
        cursor: &mut Cursor<'e>,
        out: &mut Vec<(usize, Placed<'e>)>,
    ) -> Res<()> {
        let (mty, offset) = self.member_at(ty, member, cursor_span(cursor))?;
        let at = base + offset;
        let items = cursor.items;
        match &items[cursor.next].1 {
            ast::Initializer::List(inner, s) => {
                cursor.next += 1;
                self.fill_list(&mty, at, inner, *s, out).map(|_| ())
            }
            ast::Initializer::Expr(e) => {
                // OpenCL C converts a scalar to a vector member as a whole (every component),
                // where C's brace elision would spread the items over the components.
                if let CType::Vector(_, n) = &mty {
                    let opencl = self.cfg.language != crate::Language::Cuda;
                    if opencl && self.expr_type(e).is_some_and(|t| t.is_scalar()) {
                        cursor.next += 1;
                        out.push((at, Placed::Splat(e, *n as usize)));
                        return Ok(());
                    }
                }
                let elided = (Self::is_aggregate(&mty) || matches!(mty, CType::Array(..)))
                    && !self.initializes_whole(&mty, e);
                if !elided {
                    cursor.next += 1;
                    return self.fill_expr(&mty, at, e, out);
                }
                // Brace elision: the member's own members take the following items, up to
                // its last member or the next designator.
                let n = self.member_count(&mty, e.span)?;
                for k in 0..n {
                    let done =
                        cursor.next >= items.len() || (k > 0 && items[cursor.next].0.is_some());
                    if done {
                        break;
                    }
                    self.fill_member(&mty, k, at, cursor, out)?;
                }
                Ok(())
            }
        }
    }

    /// Place expression `e` as the whole initializer of an object of type `ty` at `at`.
    fn fill_expr<'e>(
        &mut self,
        ty: &CType,
        at: usize,
        e: &'e ast::Expr,
        out: &mut Vec<(usize, Placed<'e>)>,
    ) -> Res<()> {
        if let (CType::Array(elem, len), ast::ExprKind::StringLit(text)) = (ty, &e.kind) {
            if is_char(elem) {
                let mut bytes = crate::parser::string_bytes(text);
                if len.is_none_or(|n| bytes.len() < n as usize) {
                    bytes.push(0);
                }
                if len.is_some_and(|n| bytes.len() > n as usize) {
                    return Err(self.sema(
                        "initializer-string for char array is too long",
                        Some(e.span),
                    ));
                }
                out.extend(
                    bytes
                        .into_iter()
                        .enumerate()
                        .map(|(k, b)| (at + k, Placed::Byte(b))),
                );
                return Ok(());
            }
        }
        if matches!(ty, CType::Array(..)) {
            return Err(self.unsupported("array initialised from an expression", Some(e.span)));
        }
        if matches!(e.kind, ast::ExprKind::StringLit(_)) && !matches!(ty, CType::Pointer(..)) {
            let d = ty.describe(self);
            return Err(self.sema(
                format!("a string literal cannot initialize an object of type '{d}'"),
                Some(e.span),
            ));
        }
        out.push((at, Placed::Expr(e)));
        Ok(())
    }

    /// Whether expression `e` initializes a whole member of aggregate type `mty` (a value of
    /// that struct or vector type, or a string for a character array) rather than its first
    /// scalar with the braces elided.
    fn initializes_whole(&mut self, mty: &CType, e: &ast::Expr) -> bool {
        match (mty, &e.kind) {
            (CType::Array(elem, _), ast::ExprKind::StringLit(_)) => is_char(elem),
            (CType::Array(..), _) => false,
            _ => self.expr_type(e).is_some_and(|t| &t == mty),
        }
    }

    /// The number of members of aggregate `ty` an initializer list walks: array elements,
    /// vector components, struct fields, or the first member of a union.
    fn member_count(&mut self, ty: &CType, span: ir::Span) -> Res<usize> {
        Ok(match ty {
            CType::Array(_, Some(n)) => *n as usize,
            CType::Array(_, None) => usize::MAX,
            CType::Vector(_, n) => *n as usize,
            CType::Record(i) => {
                let fields = self.record_fields(*i, span)?;
                if self.records[*i].is_union {
                    fields.len().min(1)
                } else {
                    fields.len()
                }
            }
            _ => 1,
        })
    }

    /// Member `k` of aggregate `ty`: its type and its first slot relative to the aggregate's.
    fn member_at(&mut self, ty: &CType, k: usize, span: ir::Span) -> Res<(CType, usize)> {
        match ty {
            CType::Array(e, _) => {
                let per = self.slot_count(e, span)?;
                Ok(((**e).clone(), k.saturating_mul(per)))
            }
            CType::Vector(e, _) => Ok(((**e).clone(), k)),
            CType::Record(i) => {
                let fields = self.record_fields(*i, span)?;
                let Some((_, ft, _)) = fields.get(k).cloned() else {
                    return Err(self.sema("too many initializers", Some(span)));
                };
                if self.records[*i].is_union {
                    // Every member of a union held as its first member's leaves shares them.
                    let whole = self.slot_count(ty, span)?;
                    if self.slot_count(&ft, span)? != whole {
                        return Err(self.unsupported(
                            "brace initializer of a union whose members differ in layout",
                            Some(span),
                        ));
                    }
                    return Ok((ft, 0));
                }
                let mut offset = 0;
                for (_, t, _) in &fields[..k] {
                    offset += self.slot_count(t, span)?;
                }
                Ok((ft, offset))
            }
            t => Ok((t.clone(), 0)),
        }
    }

    /// The member a designator selects.
    fn designated_member(&mut self, ty: &CType, d: &ast::Designator, span: ir::Span) -> Res<usize> {
        match (ty, d) {
            (CType::Array(..) | CType::Vector(..), ast::Designator::Index(e)) => {
                match self.const_eval(e) {
                    Some(v) if v >= 0 => Ok(v as usize),
                    _ => Err(self.unsupported(
                        "array designator that is not a non-negative constant",
                        Some(e.span),
                    )),
                }
            }
            (CType::Record(i), ast::Designator::Field(f)) => {
                let fields = self.record_fields(*i, span)?;
                match fields.iter().position(|(n, _, _)| n == f) {
                    Some(k) => Ok(k),
                    None => Err(self.unsupported(
                        &format!("designator '.{f}' (not a direct member)"),
                        Some(span),
                    )),
                }
            }
            _ => Err(self.sema("designator does not match the initialized type", Some(span))),
        }
    }

    /// The fields of a defined record with their types and byte offsets.
    fn record_fields(&mut self, i: usize, span: ir::Span) -> Res<Vec<(String, CType, u64)>> {
        match self.field_layout(i) {
            Some(fs) => Ok(fs),
            None => {
                let name = self.records[i].name.clone();
                Err(self.unsupported(&format!("incomplete struct '{name}'"), Some(span)))
            }
        }
    }
}

/// Where the cursor's next item is, for diagnostics.
fn cursor_span(c: &Cursor) -> ir::Span {
    match &c.items[c.next].1 {
        ast::Initializer::Expr(e) => e.span,
        ast::Initializer::List(_, s) => *s,
    }
}

/// `char`, `signed char` or `unsigned char`.
fn is_char(t: &CType) -> bool {
    matches!(t, CType::Int { width: 8, .. })
}

/// A value for a slot of type `slot`: a pointer stored in an integer slot is its address as
/// an unsigned int, converted from there like any integer.
pub(crate) fn for_slot(x: ir::Expr, t: CType, slot: &CType) -> (ir::Expr, CType) {
    match (&t, slot) {
        (CType::Pointer(..), CType::Pointer(..)) => (x, t),
        (CType::Pointer(..), _) => (x, super::types::UINT),
        _ => (x, t),
    }
}
