//! Cooperative groups: thread blocks, the grid and thread-block tiles, their methods (`sync`,
//! `thread_rank`, `size`, a tile's shuffles and votes, ...) and `tiled_partition`.
//!
//! A group object is a 32-bit value: its kind in the low byte (1 the thread block, 2 the grid,
//! 3 a tile) and a tile's size above it. Where the kind shows in how the object is written
//! (`this_grid()`, `tiled_partition<32>(b)`, or a name declared `thread_block`, `grid_group` or
//! `thread_block_tile<N>`), a method is lowered for that kind; otherwise (a `thread_group`
//! variable or parameter, `auto`, a template parameter) it chooses by the value, so a grid or a
//! tile passed as a `thread_group` keeps its own rank, size and synchronisation.
//!
//! A tile's `sync()`, shuffles and votes are warp collectives over the tile's lanes: every
//! lane of the tile must reach them, and they order no memory accesses (as `__syncwarp`), so
//! more races are reported, never fewer. Shuffles and votes return fresh values.

use ir::{BinOp, Dim, Expr, Special, StmtKind};

use super::expr::Val;
use super::types::{CType, UINT};
use super::{Lowerer, Res};
use crate::ast;

/// A cooperative group whose kind the front end can tell from how it is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GroupKind {
    Block,
    Grid,
    /// A tile of this many consecutive threads of the block.
    Tile(u32),
}

/// Low byte of a group value: the kind.
const KIND_BLOCK: u128 = 1;
const KIND_GRID: u128 = 2;
const KIND_TILE: u128 = 3;

impl GroupKind {
    /// The value a group object of this kind holds.
    pub(crate) fn value(self) -> Expr {
        Expr::bv(
            match self {
                GroupKind::Block => KIND_BLOCK,
                GroupKind::Grid => KIND_GRID,
                GroupKind::Tile(n) => (u128::from(n) << 8) | KIND_TILE,
            },
            32,
        )
    }
}

/// The kind and the tile size of the group value held in `v` (see [`GroupKind::value`]).
fn decode(v: ir::VarId) -> (Expr, Expr) {
    (
        Expr::binary(BinOp::BvAnd, Expr::var(v), Expr::bv(0xff, 32)),
        Expr::binary(BinOp::LShr, Expr::var(v), Expr::bv(8, 32)),
    )
}

/// Methods only a grid has.
const GRID_METHODS: [&str; 4] = ["block_rank", "num_blocks", "block_index", "dim_blocks"];
/// Methods only a thread block has.
const BLOCK_METHODS: [&str; 3] = ["group_index", "thread_index", "group_dim"];

fn mul(a: Expr, b: Expr) -> Expr {
    Expr::binary(BinOp::Mul, a, b)
}

fn add(a: Expr, b: Expr) -> Expr {
    Expr::binary(BinOp::Add, a, b)
}

impl<'a> Lowerer<'a> {
    /// `obj.method(args)` where `obj` is no user-defined object: a cooperative group.
    pub(crate) fn method_call(
        &mut self,
        base: &ast::Expr,
        method: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        if !self.cuda() {
            return Err(self.unsupported(&format!("call of method '{method}'"), Some(span)));
        }
        self.group_method(base, method, args, span)
    }

    /// A method of a cooperative-groups object.
    pub(crate) fn group_method(
        &mut self,
        group: &ast::Expr,
        method: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        let value = match self.rvalue(group)? {
            Val::Scalar(x, _) => x,
            _ => return Err(self.unsupported(&format!("call of method '{method}'"), Some(span))),
        };
        match self.group_kind(group) {
            Some(GroupKind::Block) => self.block_method(false, method, args, span),
            Some(GroupKind::Grid) => self.block_method(true, method, args, span),
            Some(GroupKind::Tile(n)) => {
                self.check_tile_size(n, span)?;
                self.tile_method(Expr::bv(u128::from(n), 32), method, args, span)
            }
            None => self.any_group_method(value, method, args, span),
        }
    }

    /// The kind of group `e` is, when it shows in how `e` is written.
    fn group_kind(&mut self, e: &ast::Expr) -> Option<GroupKind> {
        match &e.kind {
            ast::ExprKind::Call(f, targs, args) => {
                let ast::ExprKind::Ident(n) = &f.kind else {
                    return None;
                };
                match n.rsplit("::").next()? {
                    "this_thread_block" if args.is_empty() => Some(GroupKind::Block),
                    "this_grid" if args.is_empty() => Some(GroupKind::Grid),
                    "tiled_partition" => self.partition_size(targs, args).map(GroupKind::Tile),
                    _ => None,
                }
            }
            ast::ExprKind::Ident(n) => self.fx.group_kinds.get(n).copied().flatten(),
            _ => None,
        }
    }

    /// Record the kind of group a declaration of `name` with type `ty` holds; a name declared
    /// twice in one function with different kinds (or once not as a group) has none, and its
    /// methods choose by the value.
    pub(crate) fn declare_group_name(&mut self, name: &str, ty: &ast::TypeName) {
        let ty = match ty {
            ast::TypeName::Reference(inner) => &**inner,
            t => t,
        };
        let kind = match ty {
            ast::TypeName::Base(ast::BaseType::Named(n, targs), _) => match n.rsplit("::").next() {
                Some("thread_block") => Some(GroupKind::Block),
                Some("grid_group") => Some(GroupKind::Grid),
                Some("thread_block_tile") => match targs.first() {
                    Some(ast::TemplateArg::Expr(e)) => self
                        .const_eval(e)
                        .and_then(|n| u32::try_from(n).ok())
                        .map(GroupKind::Tile),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        match self.fx.group_kinds.get(name) {
            None if kind.is_none() => {}
            None => {
                self.fx.group_kinds.insert(name.to_string(), kind);
            }
            Some(k) if *k == kind => {}
            Some(_) => {
                self.fx.group_kinds.insert(name.to_string(), None);
            }
        }
    }
}

impl<'a> Lowerer<'a> {
    /// The thread's rank in its block (`x + nx * (y + ny * z)`) and the block's size.
    fn block_rank_and_size(&mut self) -> (Expr, Expr) {
        self.rank_and_volume(Special::LocalId, Special::GroupSize)
    }

    /// Linear rank of (x, y, z) in a box of extents (nx, ny, _), and the box's volume.
    fn rank_and_volume(&mut self, id: fn(Dim) -> Special, n: fn(Dim) -> Special) -> (Expr, Expr) {
        let [x, y, z] = Dim::ALL.map(|d| Expr::var(self.prog.special(id(d))));
        let [nx, ny, nz] = Dim::ALL.map(|d| Expr::var(self.prog.special(n(d))));
        let rank = add(x, mul(nx.clone(), add(y, mul(ny.clone(), z))));
        (rank, mul(mul(nx, ny), nz))
    }

    /// The thread's rank in the grid and the grid's size in threads.
    fn grid_rank_and_size(&mut self) -> (Expr, Expr) {
        let (local, block) = self.block_rank_and_size();
        let (group, groups) = self.rank_and_volume(Special::GroupId, Special::NumGroups);
        (add(mul(group, block.clone()), local), mul(groups, block))
    }

    /// A method of the thread block or (`grid`) of the grid.
    fn block_method(
        &mut self,
        grid: bool,
        method: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        let unsupported = |l: &mut Self| {
            Err(l.unsupported(&format!("cooperative-groups method '{method}'"), Some(span)))
        };
        if !args.is_empty() {
            return unsupported(self);
        }
        Ok(match method {
            "sync" => {
                self.emit_barrier_in(Expr::Bool(true), Expr::Bool(true), grid)?;
                Val::Void
            }
            "thread_rank" if grid => Val::Scalar(self.grid_rank_and_size().0, UINT),
            "thread_rank" => Val::Scalar(self.block_rank_and_size().0, UINT),
            "size" | "num_threads" if grid => Val::Scalar(self.grid_rank_and_size().1, UINT),
            "size" | "num_threads" => Val::Scalar(self.block_rank_and_size().1, UINT),
            "is_valid" => Val::Scalar(Expr::bv(1, 1), CType::Bool),
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
                    None => return unsupported(self),
                }
            }
            "block_rank" | "num_blocks" if grid => {
                let (group, groups) = self.rank_and_volume(Special::GroupId, Special::NumGroups);
                Val::Scalar(
                    if method == "block_rank" {
                        group
                    } else {
                        groups
                    },
                    UINT,
                )
            }
            _ => return unsupported(self),
        })
    }

    /// A method of a tile of `size` threads.
    fn tile_method(
        &mut self,
        size: Expr,
        method: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        let (rank, block) = self.block_rank_and_size();
        let op = format!("thread_block_tile::{method}");
        Ok(match (method, args) {
            ("sync", []) => {
                self.tile_collective(&op, rank, size, span);
                Val::Void
            }
            ("thread_rank", []) => Val::Scalar(Expr::binary(BinOp::URem, rank, size), UINT),
            ("size" | "num_threads", []) => Val::Scalar(size, UINT),
            ("meta_group_rank", []) => Val::Scalar(Expr::binary(BinOp::UDiv, rank, size), UINT),
            ("meta_group_size", []) => {
                let up = Expr::binary(BinOp::Sub, add(block, size.clone()), Expr::bv(1, 32));
                Val::Scalar(Expr::binary(BinOp::UDiv, up, size), UINT)
            }
            ("is_valid", []) => Val::Scalar(Expr::bv(1, 1), CType::Bool),
            ("shfl" | "shfl_down" | "shfl_up" | "shfl_xor", [value, lane]) => {
                let t = self.shared_value_type(value, &op, span)?;
                self.eval_for_effect(lane)?;
                self.tile_collective(&op, rank, size, span);
                self.fresh_abstract(t)
            }
            ("any" | "all" | "ballot" | "match_any", [p]) => {
                self.eval_for_effect(p)?;
                self.tile_collective(&op, rank, size, span);
                self.fresh_abstract(UINT)
            }
            _ => {
                return Err(self.unsupported(
                    &format!("cooperative-groups method '{method}' of a tile"),
                    Some(span),
                ))
            }
        })
    }

    /// A method of a group whose kind is only known from its value.
    fn any_group_method(
        &mut self,
        value: Expr,
        method: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        if GRID_METHODS.contains(&method) {
            return self.block_method(true, method, args, span);
        }
        if BLOCK_METHODS.contains(&method) {
            return self.block_method(false, method, args, span);
        }
        let v = self.spill(value);
        let (kind, size) = decode(v);
        let is = |k: u128| Expr::eq(kind.clone(), Expr::bv(k, 32));
        let (rank, block) = self.block_rank_and_size();
        let (grid_rank, grid_size) = self.grid_rank_and_size();
        Ok(match (method, args) {
            ("sync", []) => {
                let (block_sync, r) =
                    self.scratch(|l| l.emit_barrier_in(Expr::Bool(true), Expr::Bool(true), false));
                r?;
                let (grid_sync, r) =
                    self.scratch(|l| l.emit_barrier_in(Expr::Bool(true), Expr::Bool(true), true));
                r?;
                let (tile_sync, ()) = self
                    .scratch(|l| l.tile_collective("thread_block_tile::sync", rank, size, span));
                let (not_block, ()) = self.scratch(|l| {
                    l.emit(StmtKind::If {
                        cond: is(KIND_GRID),
                        then_body: grid_sync,
                        else_body: tile_sync,
                        uniform: false,
                    })
                });
                self.emit(StmtKind::If {
                    cond: is(KIND_BLOCK),
                    then_body: block_sync,
                    else_body: not_block,
                    uniform: false,
                });
                Val::Void
            }
            ("thread_rank", []) => {
                let divisor = Expr::ite(is(KIND_TILE), size, Expr::bv(1, 32));
                let in_tile = Expr::binary(BinOp::URem, rank.clone(), divisor);
                let r = Expr::ite(is(KIND_TILE), in_tile, rank);
                Val::Scalar(Expr::ite(is(KIND_GRID), grid_rank, r), UINT)
            }
            ("size" | "num_threads", []) => {
                let s = Expr::ite(is(KIND_TILE), size, block);
                Val::Scalar(Expr::ite(is(KIND_GRID), grid_size, s), UINT)
            }
            ("is_valid", []) => Val::Scalar(Expr::bv(1, 1), CType::Bool),
            // The other methods only tiles have.
            _ => self.tile_method(size, method, args, span)?,
        })
    }

    /// Evaluate the scalar value a collective `op` shares between lanes (its reads happen
    /// here); its type, whose fresh value the collective returns.
    fn shared_value_type(&mut self, value: &ast::Expr, op: &str, span: ir::Span) -> Res<CType> {
        match self.rvalue(value)? {
            Val::Scalar(x, t) => {
                if super::expr::has_load(&x) {
                    self.spill(x);
                }
                Ok(t)
            }
            _ => Err(self.unsupported(&format!("'{op}' of this type"), Some(span))),
        }
    }

    /// A warp collective over the lanes of the thread's tile of `size` threads (a power of two
    /// up to the warp size), for the thread of block rank `rank`.
    fn tile_collective(&mut self, op: &str, rank: Expr, size: Expr, span: ir::Span) {
        let w = self.cfg.warp_size;
        let lane = Expr::binary(BinOp::URem, rank, Expr::bv(u128::from(w), 32));
        let first = Expr::binary(
            BinOp::Sub,
            lane.clone(),
            Expr::binary(BinOp::URem, lane, size.clone()),
        );
        let ones = Expr::binary(
            BinOp::Sub,
            Expr::binary(BinOp::Shl, Expr::bv(1, 32), size.clone()),
            Expr::bv(1, 32),
        );
        let full = if w >= 32 {
            0xffff_ffff
        } else {
            (1u128 << w) - 1
        };
        let mask = Expr::ite(
            Expr::binary(BinOp::Ule, Expr::bv(u128::from(w), 32), size),
            Expr::bv(full, 32),
            Expr::binary(BinOp::Shl, ones, first),
        );
        self.collective_over(op, Some(mask), span);
    }

    /// `tiled_partition<N>(g)` / `tiled_partition(g, N)`: a tile of the block.
    pub(crate) fn tiled_partition(
        &mut self,
        targs: &[ast::TemplateArg],
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        let Some(parent) = args.first() else {
            return Err(self.bad_args("tiled_partition", span));
        };
        if !matches!(self.rvalue(parent)?, Val::Scalar(..))
            || self.group_kind(parent) == Some(GroupKind::Grid)
        {
            return Err(self.unsupported("'tiled_partition' of this group", Some(span)));
        }
        if let Some(n) = args.get(1) {
            self.eval_for_effect(n)?;
        }
        let Some(n) = self.partition_size(targs, args) else {
            return Err(self.unsupported(
                "'tiled_partition' to tiles of a size that is not a constant",
                Some(span),
            ));
        };
        self.check_tile_size(n, span)?;
        Ok(Val::Scalar(GroupKind::Tile(n).value(), UINT))
    }

    /// The constant tile size of a `tiled_partition` call.
    fn partition_size(&mut self, targs: &[ast::TemplateArg], args: &[ast::Expr]) -> Option<u32> {
        let e = match (targs, args) {
            ([ast::TemplateArg::Expr(e)], [_]) => e,
            ([], [_, e]) => e,
            _ => return None,
        };
        self.const_eval(e).and_then(|n| u32::try_from(n).ok())
    }

    /// Tiles of a power of two up to the warp size are modelled.
    fn check_tile_size(&mut self, n: u32, span: ir::Span) -> Res<()> {
        if n.is_power_of_two() && n <= self.cfg.warp_size {
            return Ok(());
        }
        Err(self.unsupported(
            &format!(
                "tile of {n} threads (tiles of a power of two up to the warp size, {}, are supported)",
                self.cfg.warp_size
            ),
            Some(span),
        ))
    }
}

/// The operations `cg::reduce` and the scans take that kcc models (their results are fresh
/// values, so only operations without effects can be dropped).
const GROUP_OPERATIONS: [&str; 6] = ["plus", "less", "greater", "bit_and", "bit_or", "bit_xor"];

impl<'a> Lowerer<'a> {
    /// `cg::reduce(g, v, op)`, `cg::inclusive_scan(g, v[, op])`, `cg::exclusive_scan(..)`:
    /// a collective of the group whose result is a fresh value of `v`'s type.
    pub(crate) fn group_collective_call(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        let [group, value, rest @ ..] = args else {
            return Err(self.bad_args(name, span));
        };
        let modelled = |e: &ast::Expr| match &e.kind {
            ast::ExprKind::Call(f, _, a) if a.is_empty() => matches!(
                &f.kind,
                ast::ExprKind::Ident(n) if n.contains("::")
                    && GROUP_OPERATIONS.contains(&n.rsplit("::").next().unwrap_or(n))
            ),
            _ => false,
        };
        let op_ok = match rest {
            [] => name != "reduce",
            [op] => modelled(op),
            _ => false,
        };
        if !op_ok {
            let what = format!(
                "'cg::{name}' with an operation other than cg::{}",
                GROUP_OPERATIONS.join(", cg::")
            );
            return Err(self.unsupported(&what, Some(span)));
        }
        let g = match self.rvalue(group)? {
            Val::Scalar(x, _) => self.spill(x),
            _ => return Err(self.bad_args(name, span)),
        };
        let op = format!("cg::{name}");
        let t = self.shared_value_type(value, &op, span)?;
        let (rank, _) = self.block_rank_and_size();
        match self.group_kind(group) {
            Some(GroupKind::Tile(n)) => {
                self.check_tile_size(n, span)?;
                self.tile_collective(&op, rank, Expr::bv(u128::from(n), 32), span);
            }
            Some(GroupKind::Block | GroupKind::Grid) => self.collective_over(&op, None, span),
            None => {
                // A tile's lanes, or the whole group.
                let (kind, size) = decode(g);
                let (tile, ()) = self.scratch(|l| l.tile_collective(&op, rank, size, span));
                let (whole, ()) = self.scratch(|l| l.collective_over(&op, None, span));
                self.emit(StmtKind::If {
                    cond: Expr::eq(kind, Expr::bv(KIND_TILE, 32)),
                    then_body: tile,
                    else_body: whole,
                    uniform: false,
                });
            }
        }
        Ok(self.fresh_abstract(t))
    }
}
