//! Cooperative groups: methods of thread-block and grid objects (`sync`, `thread_rank`,
//! `size`, `group_index`, ...), block and grid-wide barriers.

use ir::{BinOp, Dim, Expr, Special};

use super::expr::Val;
use super::types::UINT;
use super::{Lowerer, Res};
use crate::ast;

impl<'a> Lowerer<'a> {
    /// `obj.method(args)`: methods of a cooperative-groups thread block.
    pub(crate) fn method_call(
        &mut self,
        base: &ast::Expr,
        method: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        if !args.is_empty() || !self.cuda() {
            return Err(self.unsupported(&format!("call of method '{method}'"), Some(span)));
        }
        self.group_method(base, method, span)
    }

    /// A method of a thread-block group object (the only group objects that can be made).
    pub(crate) fn group_method(
        &mut self,
        group: &ast::Expr,
        method: &str,
        span: ir::Span,
    ) -> Res<Val> {
        match self.rvalue(group)? {
            Val::Scalar(..) => {}
            _ => return Err(self.unsupported(&format!("call of method '{method}'"), Some(span))),
        }
        let grid = self.is_grid_object(group);
        let sp = |l: &mut Self, s: Special| Expr::var(l.prog.special(s));
        let mul = |a: Expr, b: Expr| Expr::binary(BinOp::Mul, a, b);
        let add = |a: Expr, b: Expr| Expr::binary(BinOp::Add, a, b);
        // Linear rank of (x, y, z) in a box of extents (nx, ny, _), and the box's volume.
        let ids = |l: &mut Self, id: fn(Dim) -> Special, n: fn(Dim) -> Special| {
            let [x, y, z] = Dim::ALL.map(|d| sp(l, id(d)));
            let [nx, ny, nz] = Dim::ALL.map(|d| sp(l, n(d)));
            let rank = add(x, mul(nx.clone(), add(y, mul(ny.clone(), z))));
            (rank, mul(mul(nx, ny), nz))
        };
        Ok(match method {
            "sync" => {
                self.emit_barrier_in(Expr::Bool(true), Expr::Bool(true), grid)?;
                Val::Void
            }
            "thread_rank" => {
                let (local, block) = ids(self, Special::LocalId, Special::GroupSize);
                if grid {
                    let (group, _) = ids(self, Special::GroupId, Special::NumGroups);
                    Val::Scalar(add(mul(group, block), local), UINT)
                } else {
                    Val::Scalar(local, UINT)
                }
            }
            "size" | "num_threads" => {
                let (_, block) = ids(self, Special::LocalId, Special::GroupSize);
                if grid {
                    let (_, groups) = ids(self, Special::GroupId, Special::NumGroups);
                    Val::Scalar(mul(groups, block), UINT)
                } else {
                    Val::Scalar(block, UINT)
                }
            }
            "is_valid" => Val::Scalar(Expr::bv(1, 1), super::types::CType::Bool),
            // The position of the block and thread and the extents, as `dim3`s.
            "group_index" | "thread_index" | "group_dim" | "dim_threads" | "block_index"
            | "dim_blocks"
                if grid == matches!(method, "block_index" | "dim_blocks") =>
            {
                let builtin = match method {
                    "group_index" | "block_index" => "blockIdx",
                    "thread_index" => "threadIdx",
                    "dim_blocks" => "gridDim",
                    _ => "blockDim",
                };
                match self.builtin_vector(builtin) {
                    Some(v) => v,
                    None => return Err(self.unsupported(&format!("method '{method}'"), Some(span))),
                }
            }
            "block_rank" | "num_blocks" if grid => {
                let (group, groups) = ids(self, Special::GroupId, Special::NumGroups);
                Val::Scalar(
                    if method == "block_rank" {
                        group
                    } else {
                        groups
                    },
                    UINT,
                )
            }
            _ => {
                return Err(
                    self.unsupported(&format!("cooperative-groups method '{method}'"), Some(span))
                )
            }
        })
    }

    /// True for `this_grid()` or a variable declared as a `grid_group`.
    pub(crate) fn is_grid_object(&self, e: &ast::Expr) -> bool {
        match &e.kind {
            ast::ExprKind::Call(f, _, args) if args.is_empty() => {
                matches!(&f.kind, ast::ExprKind::Ident(n) if n.rsplit("::").next() == Some("this_grid"))
            }
            ast::ExprKind::Ident(n) => self.fx.grid_names.contains(n),
            _ => false,
        }
    }
}
