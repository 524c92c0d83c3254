//! Print the Boogie AST with `pretty`, one `impl Pretty` per node. Expressions never break:
//! every command (in particular every assert and invariant, which carry `{:aid N}`) prints on
//! exactly one line, so an error position `file.bpl(L,C)` maps back through line `L`.
//! Output is deterministic.

use pretty::{BoxAllocator, DocAllocator, DocBuilder, Pretty};

use super::ast::{
    Attr, AttrValue, BasicBlock, Cmd, Decl, Expr, Procedure, Program, Transfer, Type,
};

/// The text of a whole program.
pub fn program_to_string(p: &Program) -> String {
    let doc: DocBuilder<'_, BoxAllocator> = p.pretty(&BoxAllocator);
    let mut out = String::new();
    // IMPORTANT: the width must be large enough that nothing breaks (see the module header);
    // the documents contain no soft breaks anyway.
    let _ = doc.1.render_fmt(usize::MAX / 2, &mut out);
    out
}

/// The text of one expression.
pub fn expr_to_string(e: &Expr) -> String {
    let doc: DocBuilder<'_, BoxAllocator> = e.pretty(&BoxAllocator);
    let mut out = String::new();
    let _ = doc.1.render_fmt(usize::MAX / 2, &mut out);
    out
}

fn comma_sep<'a, D, T>(alloc: &'a D, items: impl IntoIterator<Item = T>) -> DocBuilder<'a, D>
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
    T: Pretty<'a, D>,
{
    alloc.intersperse(items.into_iter().map(|i| i.pretty(alloc)), alloc.text(", "))
}

impl<'a, D> Pretty<'a, D> for &'a Type
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
{
    fn pretty(self, alloc: &'a D) -> DocBuilder<'a, D> {
        match self {
            Type::Bool => alloc.text("bool"),
            Type::Bv(w) => alloc.text(format!("bv{w}")),
            Type::Map(k, v) => alloc
                .text("[")
                .append(k.as_ref())
                .append("]")
                .append(v.as_ref()),
            Type::Named(n) => alloc.text(n.as_str()),
        }
    }
}

impl<'a, D> Pretty<'a, D> for &'a Expr
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
{
    fn pretty(self, alloc: &'a D) -> DocBuilder<'a, D> {
        match self {
            Expr::Bool(b) => alloc.text(if *b { "true" } else { "false" }),
            Expr::Bv { value, width } => alloc.text(format!("{value}bv{width}")),
            Expr::Var(n) => alloc.text(n.as_str()),
            Expr::Not(e) => alloc.text("!").append(e.as_ref()),
            Expr::Binary(op, a, b) => alloc
                .text("(")
                .append(a.as_ref())
                .append(alloc.text(format!(" {} ", op.text())))
                .append(b.as_ref())
                .append(")"),
            Expr::Select(m, idx) => {
                let mut d = m.as_ref().pretty(alloc);
                for i in idx {
                    d = d.append("[").append(i).append("]");
                }
                d
            }
            Expr::Extract { e, hi, lo } => e
                .as_ref()
                .pretty(alloc)
                .append(alloc.text(format!("[{hi}:{lo}]"))),
            Expr::Call(f, args) => alloc
                .text(f.as_str())
                .append("(")
                .append(comma_sep(alloc, args))
                .append(")"),
            Expr::Ite(c, a, b) => alloc
                .text("(if ")
                .append(c.as_ref())
                .append(" then ")
                .append(a.as_ref())
                .append(" else ")
                .append(b.as_ref())
                .append(")"),
            Expr::Old(e) => alloc.text("old(").append(e.as_ref()).append(")"),
        }
    }
}

impl<'a, D> Pretty<'a, D> for &'a Attr
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
{
    fn pretty(self, alloc: &'a D) -> DocBuilder<'a, D> {
        let vals = self.values.iter().map(|v| match v {
            AttrValue::Str(s) => alloc.text(format!("\"{s}\"")),
            AttrValue::Expr(e) => e.pretty(alloc),
        });
        let d = alloc.text("{:").append(self.key.as_str());
        let d = if self.values.is_empty() {
            d
        } else {
            d.append(" ")
                .append(alloc.intersperse(vals, alloc.text(", ")))
        };
        d.append("}")
    }
}

fn attrs<'a, D>(alloc: &'a D, attrs: &'a [Attr]) -> DocBuilder<'a, D>
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
{
    alloc.concat(attrs.iter().map(|a| alloc.text(" ").append(a)))
}

impl<'a, D> Pretty<'a, D> for &'a Cmd
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
{
    fn pretty(self, alloc: &'a D) -> DocBuilder<'a, D> {
        match self {
            Cmd::Assign { lhs, indices, rhs } => {
                let mut d = alloc.text(lhs.as_str());
                for i in indices {
                    d = d.append("[").append(i).append("]");
                }
                d.append(" := ").append(rhs).append(";")
            }
            Cmd::Assert(a, e) => alloc
                .text("assert")
                .append(attrs(alloc, a))
                .append(" ")
                .append(e)
                .append(";"),
            Cmd::Assume(a, e) => alloc
                .text("assume")
                .append(attrs(alloc, a))
                .append(" ")
                .append(e)
                .append(";"),
            Cmd::Havoc(vs) => alloc
                .text("havoc ")
                .append(comma_sep(alloc, vs))
                .append(";"),
        }
    }
}

impl<'a, D> Pretty<'a, D> for &'a BasicBlock
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
{
    fn pretty(self, alloc: &'a D) -> DocBuilder<'a, D> {
        let transfer = match &self.transfer {
            Transfer::Goto(ls) => alloc.text("goto ").append(comma_sep(alloc, ls)).append(";"),
            Transfer::Return => alloc.text("return;"),
        };
        let body = alloc
            .concat(self.cmds.iter().map(|c| alloc.hardline().append(c)))
            .append(alloc.hardline())
            .append(transfer);
        alloc
            .text(self.label.as_str())
            .append(":")
            .append(body.nest(2))
    }
}

impl<'a, D> Pretty<'a, D> for &'a Procedure
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
{
    fn pretty(self, alloc: &'a D) -> DocBuilder<'a, D> {
        let mut spec = alloc.nil();
        for r in &self.requires {
            spec = spec
                .append(alloc.hardline())
                .append("requires ")
                .append(r)
                .append(";");
        }
        if !self.modifies.is_empty() {
            spec = spec
                .append(alloc.hardline())
                .append("modifies ")
                .append(comma_sep(alloc, &self.modifies))
                .append(";");
        }
        for r in &self.ensures {
            spec = spec
                .append(alloc.hardline())
                .append("ensures ")
                .append(r)
                .append(";");
        }
        let locals = alloc.concat(self.locals.iter().map(|(n, t)| {
            alloc
                .hardline()
                .append("var ")
                .append(n.as_str())
                .append(" : ")
                .append(t)
                .append(";")
        }));
        let blocks = alloc.concat(self.blocks.iter().map(|b| alloc.hardline().append(b)));
        alloc
            .text("procedure")
            .append(attrs(alloc, &self.attrs))
            .append(" ")
            .append(self.name.as_str())
            .append("()")
            .append(spec.nest(2))
            .append(alloc.hardline())
            .append("{")
            .append(locals.append(blocks).nest(2))
            .append(alloc.hardline())
            .append("}")
    }
}

impl<'a, D> Pretty<'a, D> for &'a Decl
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
{
    fn pretty(self, alloc: &'a D) -> DocBuilder<'a, D> {
        match self {
            Decl::TypeSynonym { name, ty } => alloc
                .text("type ")
                .append(name.as_str())
                .append(" = ")
                .append(ty)
                .append(";"),
            Decl::Const { attrs: a, name, ty } => alloc
                .text("const")
                .append(attrs(alloc, a))
                .append(" ")
                .append(name.as_str())
                .append(" : ")
                .append(ty)
                .append(";"),
            Decl::Var { attrs: a, name, ty } => alloc
                .text("var")
                .append(attrs(alloc, a))
                .append(" ")
                .append(name.as_str())
                .append(" : ")
                .append(ty)
                .append(";"),
            Decl::Axiom(e) => alloc.text("axiom ").append(e).append(";"),
            Decl::Function {
                attrs: a,
                name,
                params,
                ret,
            } => alloc
                .text("function")
                .append(attrs(alloc, a))
                .append(" ")
                .append(name.as_str())
                .append("(")
                .append(comma_sep(alloc, params))
                .append(") : ")
                .append(ret)
                .append(";"),
            Decl::Procedure(p) => p.pretty(alloc),
        }
    }
}

impl<'a, D> Pretty<'a, D> for &'a Program
where
    D: DocAllocator<'a>,
    D::Doc: Clone,
{
    fn pretty(self, alloc: &'a D) -> DocBuilder<'a, D> {
        alloc.concat(self.decls.iter().map(|d| {
            let sep = if matches!(d, Decl::Procedure(_)) {
                alloc.hardline()
            } else {
                alloc.nil()
            };
            sep.append(d).append(alloc.hardline())
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boogie::ast::BinOp;

    #[test]
    fn prints_nested_map_update_and_attrs() {
        let p = Program {
            decls: vec![
                Decl::Function {
                    attrs: vec![Attr::string("bvbuiltin", "bvadd")],
                    name: "BV32_ADD".into(),
                    params: vec![Type::Bv(32), Type::Bv(32)],
                    ret: Type::Bv(32),
                },
                Decl::Var {
                    attrs: vec![],
                    name: "$$A".into(),
                    ty: Type::Map(
                        Box::new(Type::Bv(1)),
                        Box::new(Type::Map(Box::new(Type::Bv(32)), Box::new(Type::Bv(8)))),
                    ),
                },
                Decl::Procedure(Procedure {
                    attrs: vec![Attr::flag("kernel")],
                    name: "$k".into(),
                    requires: vec![],
                    modifies: vec!["$$A".into()],
                    ensures: vec![],
                    locals: vec![("$i".into(), Type::Bv(32))],
                    blocks: vec![BasicBlock {
                        label: "$entry".into(),
                        cmds: vec![
                            Cmd::Assign {
                                lhs: "$$A".into(),
                                indices: vec![Expr::Bv { value: 1, width: 1 }, Expr::var("$i")],
                                rhs: Expr::Bv { value: 0, width: 8 },
                            },
                            Cmd::Assert(
                                vec![Attr::number("aid", 3)],
                                Expr::binary(
                                    BinOp::Eq,
                                    Expr::var("$i"),
                                    Expr::Bv {
                                        value: 0,
                                        width: 32,
                                    },
                                ),
                            ),
                        ],
                        transfer: Transfer::Return,
                    }],
                }),
            ],
        };
        let expected = "function {:bvbuiltin \"bvadd\"} BV32_ADD(bv32, bv32) : bv32;\nvar $$A : [bv1][bv32]bv8;\n\nprocedure {:kernel} $k()\n  modifies $$A;\n{\n  var $i : bv32;\n  $entry:\n    $$A[1bv1][$i] := 0bv8;\n    assert {:aid 3} ($i == 0bv32);\n    return;\n}\n";
        assert_eq!(program_to_string(&p), expected);
    }
}
