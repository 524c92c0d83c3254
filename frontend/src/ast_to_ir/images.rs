//! Images, samplers and textures: reads give fresh values, writes are race-checked stores
//! into one array standing for every written image, and reads of images that are also written
//! (`read_write` images, CUDA surfaces) are race-checked reads of it (see the models in
//! `library`).

use ir::{BinOp, Expr, MemSpace, Origin, StmtKind, Type};

use super::expr::Val;
use super::types::{CType, INT, UINT};
use super::{Lowerer, Res};
use crate::ast;

/// The memory key of the array standing for every written image.
const IMAGES_KEY: &str = "$written_images";

impl<'a> Lowerer<'a> {
    /// The integer coordinates of an image access (`int`, `int2` or `int4`; float
    /// coordinates give arbitrary ones).
    pub(crate) fn image_coords(&mut self, coord: &ast::Expr) -> Res<Vec<Expr>> {
        let parts = match self.rvalue(coord)? {
            Val::Scalar(x, t) => vec![(x, t)],
            Val::Agg(vs, _) => vs.into_iter().take(3).collect(),
            _ => return Err(self.sema("invalid image coordinate", Some(coord.span))),
        };
        let mut out = Vec::new();
        for (x, t) in parts {
            if t.is_integer() {
                out.push(self.convert(x, &t, &UINT));
            } else {
                let v = self.temp(Type::Bv(32));
                self.emit(StmtKind::Havoc(v));
                out.push(Expr::var(v));
            }
        }
        Ok(out)
    }

    /// The array standing for every written image and the cell of the pixel at `coords`.
    fn image_cell(&mut self, coords: Vec<Expr>, span: ir::Span) -> (ir::ArrayId, Expr) {
        let a = match self.mem.by_key.get(IMAGES_KEY) {
            Some(a) => *a,
            None => {
                let a = self.new_array(
                    "written_images",
                    MemSpace::Global,
                    (Type::Bv(32), 32),
                    vec![None],
                    true,
                    Origin::Source(span),
                );
                self.mem.by_key.insert(IMAGES_KEY.to_string(), a);
                a
            }
        };
        let shifts: &[u128] = if coords.len() >= 3 {
            &[0, 11, 22]
        } else {
            &[0, 16]
        };
        let mut index = Expr::bv(0, 32);
        for (c, s) in coords.into_iter().zip(shifts) {
            let part = if *s == 0 {
                c
            } else {
                Expr::binary(BinOp::Shl, c, Expr::bv(*s, 32))
            };
            index = Expr::binary(BinOp::Add, index, part);
        }
        (a, index)
    }

    /// The coordinates of a surface access `surf{1,2,3}D...` given the arguments from its
    /// first coordinate on; the arguments after the coordinates (layer, boundary mode) are
    /// evaluated for their effects.
    pub(crate) fn surface_coords(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Vec<Expr>> {
        let dims = match name.as_bytes().get(4) {
            Some(b'1') => 1,
            Some(b'2') => 2,
            Some(b'3') => 3,
            _ => return Err(self.unsupported(&format!("surface access '{name}'"), Some(span))),
        };
        if args.len() < dims {
            return Err(self.bad_args(name, span));
        }
        let mut coords = Vec::new();
        for a in &args[..dims] {
            let (x, t) = self.scalar(a)?;
            coords.push(self.convert(x, &t, &UINT));
        }
        for a in &args[dims..] {
            self.eval_for_effect(a)?;
        }
        Ok(coords)
    }

    /// A write of an arbitrary value to the pixel at `coords` of the array standing for all
    /// written images.
    pub(crate) fn image_write(&mut self, coords: Vec<Expr>, span: ir::Span) -> Res<()> {
        let (array, index) = self.image_cell(coords, span);
        let v = self.temp(Type::Bv(32));
        self.emit(StmtKind::Havoc(v));
        self.emit(StmtKind::Store {
            array,
            group: None,
            index,
            value: Expr::var(v),
        });
        Ok(())
    }

    /// A race-checked read of the pixel at `coords` of the array standing for all written
    /// images (an image the kernel also writes: a `read_write` image, a CUDA surface). The
    /// value read is not used: reads give fresh values.
    pub(crate) fn image_read(&mut self, coords: Vec<Expr>, span: ir::Span) {
        let (array, index) = self.image_cell(coords, span);
        let v = self.temp(Type::Bv(32));
        self.emit(StmtKind::Assign {
            lhs: v,
            rhs: Expr::load(array, index),
        });
    }

    pub(crate) fn read_image(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        let Some(coord) = args.last().filter(|_| args.len() >= 2) else {
            return Err(self.bad_args(name, span));
        };
        // An image declared `read_write` may be written by other work-items: its reads are
        // checked against the writes. Read-only images (the default) are never written.
        let read_write = match &args[0].kind {
            ast::ExprKind::Ident(n) => self.fx.images_rw.contains(n),
            _ => true,
        };
        if read_write {
            let c = self.image_coords(coord)?;
            self.image_read(c, span);
        } else {
            self.eval_for_effect(coord)?;
        }
        let elem = match name.strip_prefix("read_image") {
            Some("f") => CType::Float(32),
            Some("i") => INT,
            Some("ui") => UINT,
            Some("h") => CType::Float(16),
            _ => return Err(self.unsupported(&format!("image builtin '{name}'"), Some(span))),
        };
        Ok(self.fresh(CType::Vector(Box::new(elem), 4)))
    }

    pub(crate) fn texture_fetch(
        &mut self,
        name: &str,
        targs: &[ast::TemplateArg],
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        if args.len() < 2 {
            return Err(self.bad_args(name, span));
        }
        if name.starts_with("surf") {
            // surf{1,2,3}D[Layered]read<T>(surface, x[, y[, z]][, layer][, mode]): surfaces are
            // read and written, so the read is checked against the writes.
            let c = self.surface_coords(name, &args[1..], span)?;
            self.image_read(c, span);
        } else {
            for a in &args[1..] {
                self.eval_for_effect(a)?;
            }
        }
        let t = match targs.first() {
            Some(ast::TemplateArg::Type(t)) => self.resolve_type(t)?,
            _ => match self.texture_elem(&args[0]) {
                Some(t) => t,
                None => {
                    return Err(self.unsupported(
                        &format!("'{name}' on a texture whose element type is not known"),
                        Some(span),
                    ))
                }
            },
        };
        if !t.is_scalar() && !matches!(t, CType::Vector(..)) {
            let d = t.describe(self);
            return Err(self.unsupported(&format!("texture of element type '{d}'"), Some(span)));
        }
        Ok(self.fresh(t))
    }

    /// Record the element type of file-scope texture references (`texture<T, ...> name;`) as a
    /// binding `__kcc_texture_elem_<name>`, for fetches through them.
    /// A typedef of a texture reference type (`typedef texture<float, 1> Tex;`) records the
    /// element type for the references declared with it.
    pub(crate) fn note_texture_decl(&mut self, d: &ast::Declaration) {
        for decl in &d.declarators {
            let ast::TypeName::Base(ast::BaseType::Named(n, targs), _) = &decl.ty else {
                continue;
            };
            let elem = if is_texref_name(n) {
                match targs.first() {
                    Some(ast::TemplateArg::Type(t)) => self.resolve_type(t).ok(),
                    _ => None,
                }
            } else {
                // A reference declared with a typedef of a texture type.
                self.lookup_typedef(&format!("__kcc_texture_type_elem_{n}"))
            };
            let Some(t) = elem else {
                continue;
            };
            let key = if d.specs.is_typedef {
                format!("__kcc_texture_type_elem_{}", decl.name)
            } else {
                format!("__kcc_texture_elem_{}", decl.name)
            };
            self.globals.insert(key, super::Binding::Typedef(t));
        }
    }

    /// Bind a parameter declared as a texture or surface reference (`texture<T, ..> t`): a
    /// name usable as a fetch's texture, like a file-scope reference, with `T` as the element
    /// type of fetches through it. It takes no value: fetches give fresh values whichever
    /// texture is passed. False when the parameter has another type.
    pub(crate) fn texref_param(&mut self, p: &ast::Param) -> Res<bool> {
        let Some((n, targs)) = texref_type(&p.ty) else {
            return Ok(false);
        };
        let Some(name) = &p.name else {
            return Ok(true);
        };
        if let Some(ast::TemplateArg::Type(t)) = targs.first() {
            let t = self.resolve_type(t)?;
            self.bind(
                &format!("__kcc_texture_elem_{name}"),
                super::Binding::Typedef(t),
            );
        }
        self.bind(name, super::Binding::Const(0, CType::Opaque(n.to_string())));
        Ok(true)
    }

    /// Whether `e` names a texture or surface reference (file-scope, or a parameter).
    pub(crate) fn is_texref(&self, e: &ast::Expr) -> bool {
        let ast::ExprKind::Ident(n) = &e.kind else {
            return false;
        };
        matches!(
            self.lookup(n),
            Some(super::Binding::Const(_, CType::Opaque(t))) if is_texref_name(t)
        )
    }

    /// The element type of a texture reference, recorded by [`Self::note_texture_decl`].
    pub(crate) fn texture_elem(&mut self, tex: &ast::Expr) -> Option<CType> {
        let ast::ExprKind::Ident(n) = &tex.kind else {
            return None;
        };
        if let Some(t) = self.lookup_typedef(&format!("__kcc_texture_elem_{n}")) {
            return Some(t);
        }
        None
    }
}

/// Whether a type name is CUDA's texture or surface reference template (`texture<..>`,
/// `surface<..>`).
pub(crate) fn is_texref_name(n: &str) -> bool {
    matches!(n.rsplit("::").next(), Some("texture" | "surface"))
}

/// The name and template arguments of a texture or surface reference type, also behind a
/// reference (`texture<float, 1> &t`).
pub(crate) fn texref_type(t: &ast::TypeName) -> Option<(&str, &[ast::TemplateArg])> {
    let t = match t {
        ast::TypeName::Reference(inner) => &**inner,
        t => t,
    };
    match t {
        ast::TypeName::Base(ast::BaseType::Named(n, targs), _) if is_texref_name(n) => {
            Some((n.as_str(), targs.as_slice()))
        }
        _ => None,
    }
}
