//! Library builtins with an abstract model: barrier invariants, images and textures, warp intrinsics, cooperative groups, the CUDA random-number API,
//! `memcpy`/`memset`, `printf` and `assert`, and the no-overflow predicates.
//!
//! Models (each one over-approximates what the real builtin may do):
//! * `__barrier_invariant_N(e, i..)` / `__barrier_invariant_binary_N(e, (a, b)..)`: at the next
//!   barrier lowered in the same function, `e` is asserted (binary: under `SameGroup`; its reads
//!   are not accesses, and the `permissions` pass checks that the thread may read them); after
//!   the barrier, for each instantiation,
//!   `e` with `local_id_x` replaced by the instantiation (binary: `__other_*` parts by the second
//!   index) is assumed when `e` only mentions launch constants, unmodified kernel parameters and
//!   shared or global memory. A barrier invariant with no barrier after it is an error.
//! * Images and textures: reads return fresh values (of the template argument's type, or of the
//!   element type of a file-scope `texture<T, ..>` reference). Image and surface writes store
//!   an arbitrary value into one global array standing for every written image, at
//!   `x + (y << 16)` (`x + (y << 11) + (z << 22)` in 3D): distinct pixels may share a cell,
//!   and different images share the array, so more write-write races are reported, never
//!   fewer. Reads of images declared `read_write` and of CUDA surfaces read that array at the
//!   pixel's cell (race-checked against the writes; the value read stays fresh); read-only
//!   images are never written, so their reads are not checked. Event, sampler, image,
//!   texture-object and generator-state types are 32-bit handles that the builtins never look
//!   inside.
//! * Warp intrinsics (`__shfl*`, `__ballot*`, votes, `__activemask`) return fresh values;
//!   `__syncwarp` synchronises nothing (more races are reported, never fewer).
//! * Cooperative groups: thread blocks, the grid and tiles (see `groups`); coalesced groups
//!   and other partitions are unsupported.
//! * CUDA random numbers (`curand*`): results are fresh values; the state argument, when it
//!   points into memory, is read and overwritten (so sharing a state between threads races).
//! * `memcpy`/`memset`: element-wise stores for small constant lengths; otherwise the destination
//!   is havocked and one arbitrary element within the length is copied (or set), which the race
//!   instrumentation logs and checks like any access.
//! * `printf`: arguments are evaluated (their reads are race-checked), the result is arbitrary.

use ir::{AssertKind, BinOp, CastOp, Expr, Origin, StmtKind, Type};

use super::expr::Val;
use super::types::{named_builtin_type, CType, INT, UINT};
use super::{Lowerer, Res};
use crate::ast;

/// Most elements a `memcpy`/`memset` is unrolled to.
const MAX_UNROLL: u64 = 64;

impl<'a> Lowerer<'a> {
    /// Handle types of the libraries modelled here (events, samplers, images, texture and
    /// surface objects, random-number generator states) are 32-bit values; the builtins that
    /// take them never look inside. A user typedef of the same name takes precedence.
    pub(crate) fn bind_handle_types(&mut self) {
        let mut names = vec![
            "event_t",
            "sampler_t",
            "image1d_t",
            "image2d_t",
            "image3d_t",
            "image1d_array_t",
            "image2d_array_t",
            "image1d_buffer_t",
        ];
        if self.cuda() {
            names.extend([
                "cudaTextureObject_t",
                "cudaSurfaceObject_t",
                "curandState",
                "curandState_t",
                "curandStateXORWOW_t",
                "curandStateXORWOW",
                "curandStatePhilox4_32_10_t",
                "curandStateMRG32k3a_t",
                "curandStateMRG32k3a",
                // Cooperative groups: group values (see `groups`).
                "thread_block",
                "thread_group",
                "grid_group",
            ]);
        }
        for n in names {
            self.globals
                .entry(n.to_string())
                .or_insert(super::Binding::Typedef(UINT));
        }
    }

    // ----- barriers -----

    // ----- dispatch -----

    /// Library builtins recognised before user functions; `None` when `name` is not one.
    pub(crate) fn library_builtin(
        &mut self,
        name: &str,
        targs: &[ast::TemplateArg],
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Option<Val>> {
        Ok(Some(match name {
            "async_work_group_copy" | "async_work_group_strided_copy" => {
                self.async_copy(name, args, span)?
            }
            "wait_group_events" => {
                self.wait_events(args, span)?;
                Val::Void
            }
            "__syncthreads_count" | "__syncthreads_and" | "__syncthreads_or" => {
                let a = self.one_arg_of(name, args, span)?;
                let (x, t) = self.scalar(a)?;
                let own = self.as_cond(x, &t);
                let own = Expr::var(self.spill(own));
                self.emit_barrier(Expr::Bool(true), Expr::Bool(true))?;
                self.block_vote(name, own)
            }
            "__syncwarp" => {
                self.collective(name, Some(args.first()), span)?;
                for a in args.iter().skip(1) {
                    self.eval_for_effect(a)?;
                }
                Val::Void
            }
            "__activemask" | "__lanemask_lt" | "__lanemask_le" | "__lanemask_gt"
            | "__lanemask_ge" => self.fresh_abstract(UINT),
            n if n.starts_with("__shfl") => {
                let sync = n.ends_with("_sync");
                if sync {
                    self.collective(n, Some(args.first()), span)?;
                }
                let mut vals = Vec::new();
                for (k, a) in args.iter().enumerate() {
                    if sync && k == 0 {
                        // The mask, evaluated by `collective`.
                        vals.push(Val::Void);
                        continue;
                    }
                    vals.push(self.rvalue(a)?);
                }
                // The shuffled value is the second argument of the `_sync` forms.
                let k = if n.ends_with("_sync") { 1 } else { 0 };
                match vals.get(k) {
                    Some(Val::Scalar(_, t)) => self.fresh_abstract(t.clone()),
                    _ => return Err(self.unsupported(&format!("'{n}' of this type"), Some(span))),
                }
            }
            n if n.starts_with("__ballot")
                || n.starts_with("__any")
                || n.starts_with("__all_sync")
                || n.starts_with("__uni_sync")
                || n.starts_with("__match_")
                || n.starts_with("__reduce_") =>
            {
                let sync = n.ends_with("_sync");
                if sync {
                    self.collective(n, Some(args.first()), span)?;
                }
                for a in args.iter().skip(usize::from(sync)) {
                    self.eval_for_effect(a)?;
                }
                self.fresh_abstract(UINT)
            }
            "this_thread_block" if self.cuda() && args.is_empty() => {
                Val::Scalar(Expr::bv(1, 32), UINT)
            }
            "this_grid" if self.cuda() && args.is_empty() => Val::Scalar(Expr::bv(2, 32), UINT),
            "coalesced_threads" | "this_multi_grid" | "binary_partition" | "labeled_partition" => {
                return Err(self.unsupported(&format!("cooperative group object '{name}' (thread blocks, grids and tiles are supported)"), Some(span)));
            }
            "sync" | "synchronize" if self.cuda() && args.len() == 1 => {
                self.group_method(&args[0], "sync", &[], span)?
            }
            n if n.starts_with("read_image") => self.read_image(n, args, span)?,
            n if n.starts_with("write_image") => {
                let [_, coord, color] = args else {
                    return Err(self.bad_args(n, span));
                };
                self.eval_for_effect(color)?;
                let c = self.image_coords(coord)?;
                self.image_write(c, span)?;
                Val::Void
            }
            n if n.starts_with("surf") && n.contains("write") => {
                // surf{1,2,3}D[Layered]write(value, surface, x[, y[, z]][, mode]).
                let [value, surface, rest @ ..] = args else {
                    return Err(self.bad_args(n, span));
                };
                self.eval_for_effect(value)?;
                if !self.is_texref(surface) {
                    self.eval_for_effect(surface)?;
                }
                let c = self.surface_coords(n, rest, span)?;
                self.image_write(c, span)?;
                Val::Void
            }
            "get_image_dim" => {
                // (width, height) for a 2-D image; (width, height, depth, 0) for a 3-D one: the
                // same unknowns `get_image_width` and its kin give.
                let tag = match args {
                    [ast::Expr {
                        kind: ast::ExprKind::Ident(img),
                        ..
                    }] => img.clone(),
                    _ => return Err(self.bad_args(name, span)),
                };
                let three = self.fx.images_3d.contains(&tag);
                let mut parts = Vec::new();
                for q in ["width", "height", "depth"]
                    .iter()
                    .take(if three { 3 } else { 2 })
                {
                    let f = format!("get_image_{q}_{tag}");
                    parts.push((self.apply_uf(&f, vec![], vec![], Type::Bv(32)), INT));
                }
                if three {
                    parts.push((Expr::bv(0, 32), INT));
                }
                let n = parts.len() as u32;
                Val::Agg(parts, CType::Vector(Box::new(INT), n))
            }
            "get_image_width"
            | "get_image_height"
            | "get_image_depth"
            | "get_image_channel_order"
            | "get_image_channel_data_type"
            | "get_image_array_size" => {
                let tag = match args.first().map(|a| &a.kind) {
                    Some(ast::ExprKind::Ident(img)) => img.clone(),
                    _ => return Err(self.bad_args(name, span)),
                };
                let e = self.apply_uf(&format!("{name}_{tag}"), vec![], vec![], Type::Bv(32));
                Val::Scalar(e, INT)
            }
            n if is_texture_fetch(n) => self.texture_fetch(n, targs, args, span)?,
            n if n.starts_with("curand") => self.curand(n, args, span)?,
            "__ldg" | "__ldcg" | "__ldca" | "__ldcs" | "__ldlu" | "__ldcv" => {
                let a = self.one_arg_of(name, args, span)?;
                let p = self.pointer(a)?;
                let lv = self.deref(p, span);
                let v = self.read_lval(lv, span)?;
                match v {
                    Val::Scalar(x, t) => Val::Scalar(Expr::var(self.spill(x)), t),
                    v => v,
                }
            }
            "__stcg" | "__stcs" | "__stwb" | "__stwt" => {
                let [a, v] = args else {
                    return Err(self.bad_args(name, span));
                };
                let p = self.pointer(a)?;
                let v = self.rvalue(v)?;
                let lv = self.deref(p, span);
                self.write_lval(&lv, v, span)?;
                Val::Void
            }
            "prefetch" => {
                for a in args {
                    self.eval_for_effect(a)?;
                }
                Val::Void
            }
            // Which work-items share a sub-group is the implementation's choice: any value.
            "get_sub_group_id"
            | "get_sub_group_local_id"
            | "get_sub_group_size"
            | "get_max_sub_group_size"
            | "get_num_sub_groups"
            | "get_enqueued_num_sub_groups" => {
                for a in args {
                    self.eval_for_effect(a)?;
                }
                self.fresh(UINT)
            }
            "sub_group_barrier" => {
                self.collective(name, None, span)?;
                for a in args {
                    self.eval_for_effect(a)?;
                }
                Val::Void
            }
            n if n.starts_with("work_group_") && n != "work_group_barrier"
                || n.starts_with("sub_group_") =>
            {
                // Every work-item of the group (or sub-group: kcc does not know which items
                // share one, so it asks the whole group) must reach it.
                self.collective(n, None, span)?;
                // Collective functions: the result is arbitrary of the first argument's type (or
                // an integer), and no synchronisation is assumed.
                let mut t = INT;
                let mut ids = Vec::new();
                for (k, a) in args.iter().enumerate() {
                    if let Val::Scalar(x, xt) = self.rvalue(a)? {
                        if k == 0 && !n.contains("_id") && !n.contains("_size") {
                            t = xt;
                        }
                        let x = if super::expr::has_load(&x) {
                            Expr::var(self.spill(x))
                        } else {
                            x
                        };
                        ids.push(x);
                    }
                }
                if n == "work_group_broadcast" && ids.len() > 1 {
                    // The work-item whose value is broadcast is named alike by all.
                    self.uniform_arguments(n, ids.split_off(1), span);
                }
                self.fresh_abstract(t)
            }
            n if n.starts_with("vload") && n.contains("half") => self.vload_half(n, args, span)?,
            n if n.starts_with("vstore") && n.contains("half") => {
                self.vstore_half(n, args, span)?;
                Val::Void
            }
            n if n.starts_with("vload") && !n.contains("half") => self.vload(n, args, span)?,
            n if n.starts_with("vstore") && !n.contains("half") => {
                self.vstore(n, args, span)?;
                Val::Void
            }
            _ => return Ok(None),
        }))
    }

    /// Library builtins a user function of the same name overrides.
    pub(crate) fn libc_builtin(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
        want: bool,
    ) -> Res<Option<Val>> {
        Ok(Some(match name {
            "assert" | "__assert_fail" if name == "assert" => {
                let a = self.one_arg_of(name, args, span)?;
                let cond = self.cond_expr(a)?;
                let id = self.prog.new_assert(AssertKind::User, Origin::Source(span));
                self.emit(StmtKind::Assert { id, cond });
                Val::Void
            }
            "printf" | "cuPrintf" => {
                for a in args {
                    if !matches!(a.kind, ast::ExprKind::StringLit(_)) {
                        self.eval_for_effect(a)?;
                    }
                }
                if want {
                    self.fresh(INT)
                } else {
                    Val::Void
                }
            }
            "memcpy" | "memmove" | "__builtin_memcpy" | "__builtin_memmove" => {
                let [d, s, n] = args else {
                    return Err(self.bad_args(name, span));
                };
                self.memcpy(d, Some(s), None, n, span)?;
                Val::Void
            }
            "__builtin_expect" => {
                // A branch-prediction hint: the value of its first argument.
                let [e, c] = args else {
                    return Err(self.bad_args(name, span));
                };
                let v = self.rvalue(e)?;
                self.eval_for_effect(c)?;
                v
            }
            "memset" | "__builtin_memset" => {
                let [d, v, n] = args else {
                    return Err(self.bad_args(name, span));
                };
                self.memcpy(d, None, Some(v), n, span)?;
                Val::Void
            }
            "atomic_work_item_fence" | "atomic_thread_fence" | "atomic_signal_fence" => {
                for a in args {
                    self.eval_for_effect(a)?;
                }
                Val::Void
            }
            "sincos" | "__sincosf" | "sincosf" | "__sincos" | "frexp" | "modf" | "fract"
            | "remquo" | "lgamma_r" | "sincospi" | "sincospif" | "modff" | "frexpf" | "remquof" => {
                self.math_with_outputs(name, args, span)?
            }
            "__usad" | "__sad" => {
                let [a, b, c] = args else {
                    return Err(self.bad_args(name, span));
                };
                let t = if name == "__usad" { UINT } else { INT };
                let mut xs = Vec::new();
                for e in [a, b, c] {
                    let (x, xt) = self.scalar(e)?;
                    xs.push(self.convert(x, &xt, &t));
                }
                let lt = if name == "__usad" {
                    BinOp::Ult
                } else {
                    BinOp::Slt
                };
                let (x, y, z) = (xs[0].clone(), xs[1].clone(), xs[2].clone());
                let diff = Expr::ite(
                    Expr::binary(lt, x.clone(), y.clone()),
                    Expr::binary(BinOp::Sub, y.clone(), x.clone()),
                    Expr::binary(BinOp::Sub, x, y),
                );
                Val::Scalar(Expr::binary(BinOp::Add, diff, z), UINT)
            }
            "any" | "all" => {
                let a = self.one_arg_of(name, args, span)?;
                let comps = match self.rvalue(a)? {
                    Val::Scalar(x, t) => vec![(x, t)],
                    Val::Agg(vs, CType::Vector(..)) => vs,
                    _ => return Err(self.sema(format!("invalid argument to '{name}'"), Some(span))),
                };
                let mut bits = Vec::new();
                for (x, t) in comps {
                    if !t.is_integer() || t.width() < 2 {
                        return Err(self.sema(format!("invalid argument to '{name}'"), Some(span)));
                    }
                    let x = self.as_bits(x, &t);
                    bits.push(Expr::binary(BinOp::Slt, x, Expr::bv(0, t.width())));
                }
                Val::Scalar(
                    if name == "any" {
                        Expr::any(bits)
                    } else {
                        Expr::all(bits)
                    },
                    INT,
                )
            }
            "cross" | "normalize" | "fast_normalize" | "distance" | "fast_distance" => {
                self.geometric_uf(name, args, span)?
            }
            n if n.starts_with("convert_") && n.contains("_sat") => {
                self.saturating_convert(n, args, span)?
            }
            _ => return Ok(None),
        }))
    }

    fn one_arg_of<'e>(
        &mut self,
        name: &str,
        args: &'e [ast::Expr],
        span: ir::Span,
    ) -> Res<&'e ast::Expr> {
        match args {
            [a] => Ok(a),
            _ => Err(self.bad_args(name, span)),
        }
    }

    /// The result of vote `name` (`__syncthreads_or` and kin) after its barrier, for a thread
    /// whose predicate is `own`: arbitrary, but the same for every thread of the block, and
    /// consistent with the thread's own predicate (an `or` that counts it is not 0, an `and`
    /// it fails is 0, a count that counts it is at least 1).
    fn block_vote(&mut self, name: &str, own: Expr) -> Val {
        let v = self.temp(Type::Bv(32));
        self.emit(StmtKind::Havoc(v));
        let zero = Expr::bv(0, 32);
        let r = Expr::var(v);
        let fits = match name {
            "__syncthreads_or" => Expr::implies(own, Expr::ne(r.clone(), zero)),
            "__syncthreads_and" => Expr::implies(Expr::not(own), Expr::eq(r.clone(), zero)),
            _ => Expr::and(
                Expr::binary(ir::BinOp::Sge, r.clone(), zero.clone()),
                Expr::implies(own, Expr::binary(ir::BinOp::Sgt, r.clone(), zero)),
            ),
        };
        self.emit(StmtKind::Assume(fits));
        let other = |e: Expr| Expr::Other(Box::new(e));
        let both = Expr::all([Expr::Enabled, other(Expr::Enabled), self.same_group_expr()]);
        self.emit(StmtKind::Assume(Expr::implies(
            both,
            Expr::eq(r.clone(), other(r.clone())),
        )));
        Val::Scalar(r, INT)
    }

    /// The obligation that every thread of the group calls group-wide operation `name` with
    /// the same `args` (when both threads of the pair are in one group and call it).
    pub(crate) fn uniform_arguments(&mut self, name: &str, args: Vec<Expr>, span: ir::Span) {
        let other = |e: Expr| Expr::Other(Box::new(e));
        let same: Vec<Expr> = args
            .into_iter()
            .filter(|a| !a.is_literal())
            .map(|a| Expr::eq(a.clone(), other(a)))
            .collect();
        if same.is_empty() {
            return;
        }
        let both = Expr::all([Expr::Enabled, other(Expr::Enabled), self.same_group_expr()]);
        let kind = ir::AssertKind::UniformArguments {
            name: name.to_string(),
        };
        let id = self.prog.new_assert(kind, ir::Origin::Source(span));
        self.prog.asserts[id].unpredicated = true;
        self.emit(StmtKind::Assert {
            id,
            cond: Expr::implies(both, Expr::all(same)),
        });
    }

    /// The obligation that every thread a collective operation names reaches it: the lanes
    /// of the mask `Some(mask)` (an absent mask is the full warp), or the whole group when
    /// `mask` is `None`. The `barrier` pass states it for the two threads.
    fn collective(
        &mut self,
        name: &str,
        mask: Option<Option<&ast::Expr>>,
        span: ir::Span,
    ) -> Res<()> {
        let mask = match mask {
            None => None,
            Some(Some(e)) => {
                let (x, t) = self.scalar(e)?;
                Some(self.convert(x, &t, &UINT))
            }
            Some(None) => Some(Expr::bv(0xffff_ffff, 32)),
        };
        self.collective_over(name, mask, span);
        Ok(())
    }

    /// A collective operation every thread of the group reaches, or with a lane `mask`, every
    /// lane of the warp the mask names.
    pub(crate) fn collective_over(&mut self, name: &str, mask: Option<Expr>, span: ir::Span) {
        let mask = mask.map(|value| {
            let v = self.temp(Type::Bv(32));
            self.emit(StmtKind::Assign { lhs: v, rhs: value });
            v
        });
        let kind = ir::AssertKind::Collective {
            name: name.to_string(),
            mask,
        };
        let id = self.prog.new_assert(kind, ir::Origin::Source(span));
        self.emit(StmtKind::Assert {
            id,
            cond: Expr::Bool(true),
        });
    }

    /// A fresh arbitrary value of a type (scalars and vectors).
    /// As [`Self::fresh`], for the result of an operation kcc does not model (whose real
    /// value is determined): the havocs are marked so that an execution using them is not
    /// taken for a confirmation (see [`ir::ABSTRACT_RESULT`]).
    pub(crate) fn fresh_abstract(&mut self, t: CType) -> Val {
        let (stmts, v) = self.scratch(|l| l.fresh(t));
        for mut s in stmts {
            if matches!(s.kind, StmtKind::Havoc(_)) {
                s.origin = s.origin.derived(ir::ABSTRACT_RESULT);
            }
            self.fx.buf.push(s);
        }
        v
    }

    pub(crate) fn fresh(&mut self, t: CType) -> Val {
        match &t {
            CType::Vector(e, n) => {
                let n = if *n == 3 && !self.cuda() { 3 } else { *n };
                let comps = (0..n).map(|_| {
                    let ty = e.ir().unwrap_or(Type::Bv(32));
                    let v = self.temp(ty);
                    self.emit(StmtKind::Havoc(v));
                    (Expr::var(v), (**e).clone())
                });
                let comps: Vec<_> = comps.collect();
                Val::Agg(comps, t)
            }
            _ => {
                let ty = t.ir().unwrap_or(Type::Bv(32));
                let v = self.temp(ty);
                self.emit(StmtKind::Havoc(v));
                Val::Scalar(Expr::var(v), t)
            }
        }
    }

    /// Evaluate an argument for its effects; reads of memory it makes are kept as reads.
    pub(crate) fn eval_for_effect(&mut self, a: &ast::Expr) -> Res<()> {
        match self.rvalue(a)? {
            Val::Scalar(x, _) if super::expr::has_load(&x) => {
                self.spill(x);
            }
            Val::Agg(vs, _) => {
                for (x, _) in vs {
                    if super::expr::has_load(&x) {
                        self.spill(x);
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    // ----- CUDA random numbers -----

    fn curand(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<Val> {
        let result = match name {
            "curand_init" => CType::Void,
            "curand" | "curand_poisson" => UINT,
            "curand_uniform" | "curand_normal" | "curand_log_normal" => CType::Float(32),
            "curand_uniform_double" | "curand_normal_double" | "curand_log_normal_double" => {
                CType::Float(64)
            }
            "curand_normal2" | "curand_log_normal2" => CType::Vector(Box::new(CType::Float(32)), 2),
            "curand_uniform4" | "curand_normal4" | "curand_log_normal4" => {
                CType::Vector(Box::new(CType::Float(32)), 4)
            }
            "curand_normal2_double" | "curand_uniform2_double" | "curand_log_normal2_double" => {
                CType::Vector(Box::new(CType::Float(64)), 2)
            }
            _ => {
                return Err(
                    self.unsupported(&format!("random-number function '{name}'"), Some(span))
                )
            }
        };
        // The generator state is the last argument of `curand_init` and the first otherwise.
        let state = if name == "curand_init" {
            args.last()
        } else {
            args.first()
        };
        let Some(state) = state else {
            return Err(self.bad_args(name, span));
        };
        for a in args {
            if !std::ptr::eq(a, state) {
                self.eval_for_effect(a)?;
            }
        }
        self.state_update(state)?;
        Ok(if result == CType::Void {
            Val::Void
        } else {
            self.fresh(result)
        })
    }

    /// Read and overwrite the cells of a generator state that lives in memory.
    fn state_update(&mut self, state: &ast::Expr) -> Res<()> {
        let p = self.pointer(state)?;
        let p = self.one_array(p, "a random number generator state", state.span)?;
        let elem = self.prog.arrays[p.array].elem;
        let n = self.cells_in(p.array, &p.pointee).clamp(1, MAX_UNROLL);
        for k in 0..n {
            let idx = super::expr::add_off(p.off.clone(), Expr::bv(u128::from(k), 32));
            let old = self.temp(elem);
            self.emit(StmtKind::Assign {
                lhs: old,
                rhs: Expr::load(p.array, idx.clone()),
            });
            let new = self.temp(elem);
            self.emit(StmtKind::Havoc(new));
            self.emit(StmtKind::Store {
                array: p.array,
                group: None,
                index: idx,
                value: Expr::var(new),
            });
        }
        Ok(())
    }

    // ----- memcpy / memset -----

    fn memcpy(
        &mut self,
        d: &ast::Expr,
        s: Option<&ast::Expr>,
        v: Option<&ast::Expr>,
        n: &ast::Expr,
        span: ir::Span,
    ) -> Res<()> {
        let dp = self.pointer(d)?;
        let dp = self.one_array(dp, "memcpy/memset", span)?;
        let elem = self.prog.arrays[dp.array].elem;
        let bytes = (elem.width() / 8).max(1);
        if elem.width() % 8 != 0 {
            return Err(
                self.unsupported("memcpy/memset on memory of this element type", Some(span))
            );
        }
        let sp = match s {
            Some(s) => {
                let sp = self.pointer(s)?;
                let sp = self.one_array(sp, "memcpy", span)?;
                if self.prog.arrays[sp.array].elem != elem {
                    // Copy byte by byte: both arrays are to be modelled per byte.
                    let a = if elem == Type::Bv(8) {
                        sp.array
                    } else {
                        dp.array
                    };
                    return Err(self.need_bytes(a, span));
                }
                self.copy_pointers(sp.array, dp.array, span)?;
                Some(sp)
            }
            None => None,
        };
        let fill = match v {
            Some(v) => {
                let (x, t) = self.scalar(v)?;
                let b = self.convert(
                    x,
                    &t,
                    &CType::Int {
                        width: 8,
                        signed: false,
                    },
                );
                let mut e = b.clone();
                for _ in 1..bytes {
                    e = Expr::binary(BinOp::Concat, e, b.clone());
                }
                Some(e)
            }
            None => None,
        };
        let value = |off: Expr| match (&sp, &fill) {
            (Some(sp), _) => Expr::load(sp.array, super::expr::add_off(sp.off.clone(), off)),
            (None, Some(f)) => f.clone(),
            (None, None) => Expr::bv(0, elem.width()),
        };
        let (nx, nt) = self.scalar(n)?;
        let nb = self.index_of(nx, &nt, n.span)?;
        match nb.as_bv() {
            Some((nb, _)) if nb as u64 % u64::from(bytes) != 0 => {
                return Err(self.need_bytes(dp.array, span))
            }
            Some((nb, _)) if nb as u64 / u64::from(bytes) <= MAX_UNROLL => {
                for k in 0..nb as u64 / u64::from(bytes) {
                    let off = Expr::bv(u128::from(k), 32);
                    let val = value(off.clone());
                    // Read into a temporary first: the source may overlap the destination.
                    let t = self.temp(elem);
                    self.emit(StmtKind::Assign { lhs: t, rhs: val });
                    self.emit(StmtKind::Store {
                        array: dp.array,
                        group: None,
                        index: super::expr::add_off(dp.off.clone(), off),
                        value: Expr::var(t),
                    });
                }
            }
            _ => {
                let count = Expr::binary(BinOp::UDiv, nb, Expr::bv(u128::from(bytes), 32));
                let i = self.temp(Type::Bv(32));
                self.emit(StmtKind::Havoc(i));
                let val = value(Expr::var(i));
                let tv = self.temp(elem);
                self.emit(StmtKind::HavocArray(dp.array));
                let inside = self.temp(Type::Bool);
                self.emit(StmtKind::Assign {
                    lhs: inside,
                    rhs: Expr::binary(BinOp::Ult, Expr::var(i), count),
                });
                let body = vec![
                    ir::Stmt::new(StmtKind::Assign { lhs: tv, rhs: val }, self.origin()),
                    ir::Stmt::new(
                        StmtKind::Store {
                            array: dp.array,
                            group: None,
                            index: super::expr::add_off(dp.off.clone(), Expr::var(i)),
                            value: Expr::var(tv),
                        },
                        self.origin(),
                    ),
                ];
                self.emit(StmtKind::If {
                    cond: Expr::var(inside),
                    then_body: body,
                    else_body: vec![],
                    uniform: false,
                });
            }
        }
        Ok(())
    }

    // ----- math with output pointers, geometry, saturation -----

    /// Math builtins that also write through pointer arguments (`sincos`, `frexp`, ...): every
    /// result is an uninterpreted function of the inputs.
    fn math_with_outputs(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<Val> {
        let (n_in, has_ret) = match name {
            "sincos" | "frexp" | "modf" | "fract" | "lgamma_r" | "sincospi" | "modff"
            | "frexpf" => (1, true),
            "remquo" | "remquof" => (2, true),
            _ => (1, false),
        };
        if args.len() < n_in + 1 {
            return Err(self.bad_args(name, span));
        }
        let mut xs = Vec::new();
        let mut w = if self.cuda() && !name.ends_with('f') && !name.starts_with("__") {
            64
        } else {
            32
        };
        for a in &args[..n_in] {
            let (x, t) = self.scalar(a)?;
            if let CType::Float(fw) = t {
                w = fw;
            }
            xs.push((x, t));
        }
        let ft = CType::Float(w);
        let ins: Vec<Expr> = xs
            .into_iter()
            .map(|(x, t)| self.convert(x, &t, &ft))
            .collect();
        let n = ins.len();
        for (k, out) in args[n_in..].iter().enumerate() {
            let lv = match &out.kind {
                ast::ExprKind::Unary(ast::UnaryOp::AddrOf, inner) => self.lvalue(inner)?,
                _ => {
                    let p = self.pointer(out)?;
                    self.deref(p, span)
                }
            };
            let lt = Self::lval_type(&lv);
            let Some(oty) = lt.ir() else {
                return Err(self.unsupported(
                    &format!("output argument of '{name}' of this type"),
                    Some(out.span),
                ));
            };
            let e = self.apply_uf(
                &format!("{name}{w}_out{k}"),
                ins.clone(),
                vec![Type::Bv(w); n],
                oty,
            );
            self.write_lval(&lv, Val::Scalar(e, lt), out.span)?;
        }
        if !has_ret {
            return Ok(Val::Void);
        }
        let e = self.apply_uf(
            &format!("{name}{w}"),
            ins,
            vec![Type::Bv(w); n],
            Type::Bv(w),
        );
        Ok(Val::Scalar(e, ft))
    }

    /// Geometric builtins on float vectors as uninterpreted functions of all components.
    fn geometric_uf(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<Val> {
        let mut comps = Vec::new();
        let mut shape = None;
        for a in args {
            match self.rvalue(a)? {
                Val::Agg(vs, t @ CType::Vector(..)) => {
                    shape.get_or_insert(t);
                    comps.extend(vs);
                }
                Val::Scalar(x, t) => comps.push((x, t)),
                _ => return Err(self.sema(format!("invalid argument to '{name}'"), Some(span))),
            }
        }
        let w = comps.iter().map(|(_, t)| t.width()).max().unwrap_or(32);
        let ft = CType::Float(w);
        let xs: Vec<Expr> = comps
            .into_iter()
            .map(|(x, t)| self.convert(x, &t, &ft))
            .collect();
        let n = xs.len();
        let uf = |l: &mut Self, k: usize| {
            l.apply_uf(
                &format!("{name}{w}_{n}_{k}"),
                xs.clone(),
                vec![Type::Bv(w); n],
                Type::Bv(w),
            )
        };
        match (name, shape) {
            ("distance" | "fast_distance", _) | (_, None) => Ok(Val::Scalar(uf(self, 0), ft)),
            (_, Some(t @ CType::Vector(_, m))) => {
                let m = if m == 3 && !self.cuda() { 3 } else { m };
                let out = (0..m as usize).map(|k| (uf(self, k), ft.clone())).collect();
                Ok(Val::Agg(out, t))
            }
            _ => Err(self.sema(format!("invalid argument to '{name}'"), Some(span))),
        }
    }

    /// `convert_<T>_sat[_<rounding>]`: integer sources are clamped to the target range; other
    /// sources give an uninterpreted result.
    fn saturating_convert(&mut self, name: &str, args: &[ast::Expr], span: ir::Span) -> Res<Val> {
        let tname = name["convert_".len()..].split('_').next().unwrap_or("");
        let Some(to) = named_builtin_type(tname) else {
            return Err(self.unsupported(&format!("builtin '{name}'"), Some(span)));
        };
        let a = self.one_arg_of(name, args, span)?;
        let v = self.rvalue(a)?;
        let (comps, out_elem) = match (v, &to) {
            (Val::Scalar(x, t), to) if to.is_scalar() => (vec![(x, t)], to.clone()),
            (Val::Agg(vs, CType::Vector(_, n)), CType::Vector(e, m)) if n == *m => {
                (vs, (**e).clone())
            }
            _ => return Err(self.sema(format!("invalid conversion '{name}'"), Some(span))),
        };
        let mut out = Vec::new();
        for (x, t) in comps {
            let e = match (&t, &out_elem) {
                (
                    CType::Int {
                        width: fw,
                        signed: fs,
                    },
                    CType::Int {
                        width: tw,
                        signed: ts,
                    },
                ) => {
                    const W: u32 = 66;
                    let bits = self.as_bits(x, &t);
                    let wide = Expr::Cast(
                        if *fs {
                            CastOp::SignExt(W)
                        } else {
                            CastOp::ZeroExt(W)
                        },
                        Box::new(bits),
                    );
                    let (lo, hi): (i128, i128) = if *ts {
                        (-(1i128 << (tw - 1)), (1i128 << (tw - 1)) - 1)
                    } else {
                        (0, (1i128 << tw) - 1)
                    };
                    let _ = fw;
                    let lo_e = Expr::bv_signed(lo, W);
                    let hi_e = Expr::bv_signed(hi, W);
                    let m = Expr::ite(
                        Expr::binary(BinOp::Slt, wide.clone(), lo_e.clone()),
                        lo_e,
                        wide,
                    );
                    let m = Expr::ite(Expr::binary(BinOp::Sgt, m.clone(), hi_e.clone()), hi_e, m);
                    Expr::Cast(CastOp::Extract { hi: *tw, lo: 0 }, Box::new(m))
                }
                _ => {
                    let fw = t.width().max(1);
                    let tw = out_elem.width().max(1);
                    let bits = self.as_bits(x, &t);
                    self.apply_uf(
                        &format!("convert_sat_{tname}_from{fw}"),
                        vec![bits],
                        vec![Type::Bv(fw)],
                        Type::Bv(tw),
                    )
                }
            };
            out.push((e, out_elem.clone()));
        }
        Ok(match to {
            CType::Vector(..) => Val::Agg(out, to),
            _ => {
                let (e, t) = out.remove(0);
                Val::Scalar(e, t)
            }
        })
    }

    // ----- no-overflow predicates -----

    /// `__add_noovfl(x, ..)`, `__add_noovfl_[unsigned_]T_N(x, ..)`: no overflow in the sum (a
    /// predicate); `__add_noovfl_[unsigned_]T(x, y)`: the sum, assuming it does not overflow.
    pub(crate) fn add_noovfl(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        let rest = &name["__add_noovfl".len()..];
        let mut vals = Vec::new();
        for a in args {
            vals.push(self.scalar(a)?);
        }
        if vals.is_empty() {
            return Err(self.bad_args(name, span));
        }
        let (t, predicate) = if rest.is_empty() {
            let t = vals
                .iter()
                .skip(1)
                .fold(super::types::promote(&vals[0].1), |acc, (_, t)| {
                    super::types::usual_arith(&acc, t)
                });
            (t, true)
        } else {
            let r = rest.strip_prefix('_').unwrap_or(rest);
            let (signed, r) = match r.strip_prefix("unsigned_") {
                Some(r) => (false, r),
                None => (true, r),
            };
            let (tn, arity) = match r.split_once('_') {
                Some((tn, n)) => (tn, n.parse::<usize>().ok()),
                None => (r, None),
            };
            let width = match tn {
                "char" => 8,
                "short" => 16,
                "int" => 32,
                "long" => 64,
                _ => return Err(self.unsupported(&format!("annotation '{name}'"), Some(span))),
            };
            if arity.is_some_and(|n| n != vals.len()) || (arity.is_none() && vals.len() != 2) {
                return Err(self.bad_args(name, span));
            }
            (CType::Int { width, signed }, arity.is_some())
        };
        if !t.is_integer() {
            return Err(self.sema(format!("'{name}' expects integer arguments"), Some(span)));
        }
        let w = t.width();
        let ext = if t.is_signed() {
            CastOp::SignExt(w + 8)
        } else {
            CastOp::ZeroExt(w + 8)
        };
        let xs: Vec<Expr> = vals
            .into_iter()
            .map(|(x, xt)| self.convert(x, &xt, &t))
            .collect();
        let wide = xs
            .iter()
            .skip(1)
            .fold(Expr::Cast(ext, Box::new(xs[0].clone())), |acc, x| {
                Expr::binary(BinOp::Add, acc, Expr::Cast(ext, Box::new(x.clone())))
            });
        let sum = xs.iter().skip(1).fold(xs[0].clone(), |acc, x| {
            Expr::binary(BinOp::Add, acc, x.clone())
        });
        let no_ovfl = Expr::eq(wide, Expr::Cast(ext, Box::new(sum.clone())));
        if predicate {
            return Ok(Val::Scalar(no_ovfl, INT));
        }
        if !self.annot {
            self.emit(StmtKind::Assume(no_ovfl));
        }
        Ok(Val::Scalar(sum, t))
    }
}

/// CUDA texture fetches.
fn is_texture_fetch(n: &str) -> bool {
    if n.starts_with("surf") && n.contains("read") {
        return true;
    }
    let Some(rest) = n.strip_prefix("tex") else {
        return false;
    };
    rest.starts_with("1D")
        || rest.starts_with("2D")
        || rest.starts_with("3D")
        || rest.starts_with("Cubemap")
        || rest == "fetch"
}
