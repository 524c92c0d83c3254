//! Asynchronous work-group copies (`async_work_group_copy`, `async_work_group_strided_copy`)
//! and `wait_group_events`.
//!
//! A copy is made by the group at some time between the call and a `wait_group_events` naming
//! its event. Model (an over-approximation of every schedule):
//! * While the copy may be in flight (from the call until a wait names its event), an arbitrary
//!   element of the other thread's copy is checked against the first thread's access log at
//!   every later barrier, `wait_group_events` and return of the function: an access made while
//!   the copy is in flight races with it even across barriers. A copy to or from global memory
//!   is also checked against the accesses of threads of other groups after its wait, since
//!   nothing orders groups.
//! * At the call, the copy's elements are checked against those of every other copy of the
//!   function still in flight: two copies in flight writing one cell, or one writing a cell the
//!   other reads, race.
//! * The same copy made by two groups into one global cell races.
//! * The destination is havocked at the call and at each wait (its contents are unknown). A
//!   copy returns the event it was given, or a new one distinct per call site.
//! * Every work-item of the group gives the copy the same arguments (OpenCL leaves a copy
//!   whose arguments differ undefined): checked at the call.
//! Not modelled: copies started in one function and waited for in another (they stay in
//! flight, so later accesses are checked against them), and a group of a single thread racing
//! with its own copy.

use ir::{AccessKind, AssertKind, BinOp, Expr, MemSpace, Origin, RaceKind, StmtKind, Type, VarId};

use super::expr::{LVal, Val};
use super::types::UINT;
use super::{Lowerer, Res};
use crate::ast;

/// An asynchronous copy started in the current function.
#[derive(Clone, Debug)]
pub(crate) struct PendingCopy {
    dst: ir::ArrayId,
    src: ir::ArrayId,
    dst_off: Expr,
    src_off: Expr,
    count: Expr,
    dst_stride: Expr,
    src_stride: Expr,
    /// Bytes per element, and per cell of the destination and of the source.
    elem_bytes: u64,
    dst_cell: u64,
    src_cell: u64,
    /// True while the copy may still be in flight.
    active: VarId,
    /// True once the copy was started.
    started: VarId,
    /// The copy's event.
    event: VarId,
    loop_depth: usize,
    /// True once a `wait_group_events` was lowered after it.
    waited: bool,
    span: ir::Span,
}

impl PendingCopy {
    /// The cell of element `i` of the destination (`dst`) or the source, at byte `r` of the
    /// element when it spans several cells.
    fn cell(&self, i: &Expr, r: Option<VarId>, dst: bool) -> Expr {
        let (stride, off, cb) = if dst {
            (&self.dst_stride, &self.dst_off, self.dst_cell)
        } else {
            (&self.src_stride, &self.src_off, self.src_cell)
        };
        let e = Expr::binary(BinOp::Mul, i.clone(), stride.clone());
        let per = self.elem_bytes / cb;
        let e = if per > 1 {
            Expr::binary(BinOp::Mul, e, Expr::bv(u128::from(per), 32))
        } else {
            e
        };
        let e = Expr::binary(BinOp::Add, off.clone(), e);
        match r {
            Some(r) if per > 1 => {
                let byte = if cb > 1 {
                    Expr::binary(BinOp::UDiv, Expr::var(r), Expr::bv(u128::from(cb), 32))
                } else {
                    Expr::var(r)
                };
                Expr::binary(BinOp::Add, e, byte)
            }
            _ => e,
        }
    }
}

impl Lowerer<'_> {
    /// `async_work_group_copy(dst, src, n, event)` and
    /// `async_work_group_strided_copy(dst, src, n, stride, event)`.
    pub(crate) fn async_copy(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: ir::Span,
    ) -> Res<Val> {
        let strided = name.contains("strided");
        let (d, s, n, stride, ev) = match (args, strided) {
            ([d, s, n, ev], false) => (d, s, n, None, ev),
            ([d, s, n, st, ev], true) => (d, s, n, Some(st), ev),
            _ => return Err(self.bad_args(name, span)),
        };
        let dp = self.pointer(d)?;
        let dp = self.one_array(dp, name, span)?;
        let sp = self.pointer(s)?;
        let sp = self.one_array(sp, name, span)?;
        let elem_bytes = dp.pointee.size_bytes(self);
        let (dst_cell, src_cell) = (self.cell_bytes(dp.array), self.cell_bytes(sp.array));
        // Elements narrower than a cell: the array is to be modelled per byte.
        if elem_bytes > 0 && elem_bytes % dst_cell != 0 {
            return Err(self.need_bytes(dp.array, span));
        }
        if elem_bytes > 0 && elem_bytes % src_cell != 0 {
            return Err(self.need_bytes(sp.array, span));
        }
        if !self.compatible(&dp.pointee, &sp.pointee) || elem_bytes == 0 {
            return Err(self.unsupported(
                &format!("'{name}' between arrays of different element types"),
                Some(span),
            ));
        }
        let spill_idx = |l: &mut Self, e: &ast::Expr| -> Res<Expr> {
            let (x, t) = l.scalar(e)?;
            let x = l.index_of(x, &t, e.span)?;
            Ok(if x.is_literal() {
                x
            } else {
                Expr::var(l.spill(x))
            })
        };
        let count = spill_idx(self, n)?;
        let given = spill_idx(self, ev)?;
        let one = Expr::bv(1, 32);
        let (dst_stride, src_stride) = match stride {
            None => (one.clone(), one),
            Some(st) => {
                let st = spill_idx(self, st)?;
                // Into local memory the source is strided; into global memory the destination.
                if self.prog.arrays[dp.array].space == MemSpace::Shared {
                    (one, st)
                } else {
                    (st, one)
                }
            }
        };
        let dst_off = if dp.off.is_literal() {
            dp.off
        } else {
            Expr::var(self.spill(dp.off))
        };
        let src_off = if sp.off.is_literal() {
            sp.off
        } else {
            Expr::var(self.spill(sp.off))
        };
        // Every work-item of the group makes the one copy, so all give the same arguments.
        let uniform = vec![
            dst_off.clone(),
            src_off.clone(),
            count.clone(),
            dst_stride.clone(),
            src_stride.clone(),
            given.clone(),
        ];
        self.uniform_arguments(name, uniform, span);
        // The copy joins the given event, or gets a new one (distinct per call site).
        let site = self.fx.async_copies.len() as u128 + 1;
        let event = self.temp(Type::Bv(32));
        let fresh = Expr::bv(0x4b43_0000 + site, 32);
        self.emit(StmtKind::Assign {
            lhs: event,
            rhs: Expr::ite(Expr::eq(given.clone(), Expr::bv(0, 32)), fresh, given),
        });
        let active = self.temp(Type::Bool);
        self.emit(StmtKind::Assign {
            lhs: active,
            rhs: Expr::Bool(true),
        });
        let started = self.temp(Type::Bool);
        self.emit(StmtKind::Assign {
            lhs: started,
            rhs: Expr::Bool(true),
        });
        let copy = PendingCopy {
            dst: dp.array,
            src: sp.array,
            dst_off,
            src_off,
            count,
            dst_stride,
            src_stride,
            elem_bytes,
            dst_cell,
            src_cell,
            active,
            started,
            event,
            loop_depth: self.fx.continue_stack.len(),
            waited: false,
            span,
        };
        self.copy_checks(&copy, true);
        self.copy_overlaps(&copy);
        self.emit(StmtKind::HavocArray(copy.dst));
        self.fx.async_copies.push(copy);
        Ok(Val::Scalar(Expr::var(event), UINT))
    }

    /// `wait_group_events(n, events)`: the copies whose event is among the first `n` events
    /// are complete.
    pub(crate) fn wait_events(&mut self, args: &[ast::Expr], span: ir::Span) -> Res<()> {
        let [n, list] = args else {
            return Err(self.bad_args("wait_group_events", span));
        };
        let mut events = Vec::new();
        let by_var = match &list.kind {
            ast::ExprKind::Unary(ast::UnaryOp::AddrOf, inner) => match self.lvalue(inner) {
                Ok(LVal::Var(v, t)) if t.is_scalar() => {
                    let x = self.as_bits(Expr::var(v), &t);
                    events.push(super::types::resize(x, t.width(), 32, false));
                    true
                }
                _ => false,
            },
            _ => false,
        };
        if !by_var {
            let Some(k) = self.const_eval(n).filter(|k| (1..=64).contains(k)) else {
                return Err(self.unsupported(
                    "wait_group_events with a number of events that is not a small constant",
                    Some(n.span),
                ));
            };
            let p = self.pointer(list)?;
            let Some(ty) = p.pointee.ir() else {
                return Err(
                    self.unsupported("wait_group_events on this event list", Some(list.span))
                );
            };
            for j in 0..k as u64 {
                let q = self.ptr_offset(p.clone(), Expr::bv(u128::from(j), 32), false, span)?;
                let lv = self.deref(q, span);
                let Val::Scalar(x, xt) = self.read_lval(lv, span)? else {
                    return Err(
                        self.unsupported("wait_group_events on this event list", Some(list.span))
                    );
                };
                let x = self.as_bits(x, &xt);
                events.push(super::types::resize(x, ty.width(), 32, false));
            }
        }
        self.check_pending_copies()?;
        let copies = self.fx.async_copies.clone();
        for c in &copies {
            let done = Expr::any(
                events
                    .iter()
                    .map(|e| Expr::eq(Expr::var(c.event), e.clone())),
            );
            self.emit(StmtKind::Assign {
                lhs: c.active,
                rhs: Expr::and(Expr::var(c.active), Expr::not(done)),
            });
            self.emit(StmtKind::HavocArray(c.dst));
        }
        for c in &mut self.fx.async_copies {
            c.waited = true;
        }
        Ok(())
    }

    /// Check every pending copy that may still be in flight.
    pub(crate) fn check_pending_copies(&mut self) -> Res<()> {
        let depth = self.fx.continue_stack.len();
        let copies = self.fx.async_copies.clone();
        for c in &copies {
            if c.loop_depth > depth && !c.waited {
                self.fx.async_copies.clear();
                return Err(self.unsupported(
                    "asynchronous copy started in a loop and not waited for in the loop",
                    Some(c.span),
                ));
            }
            self.copy_checks(c, false);
        }
        Ok(())
    }

    /// Race checks of an arbitrary element of the other thread's copy against the first
    /// thread's access log (and, at the call, against the first thread's copy).
    fn copy_checks(&mut self, c: &PendingCopy, at_call: bool) {
        let saved = self.span;
        self.span = Some(c.span);
        let i = self.temp(Type::Bv(32));
        self.emit(StmtKind::Havoc(i));
        self.emit(StmtKind::Assume(Expr::binary(
            BinOp::Ult,
            Expr::var(i),
            c.count.clone(),
        )));
        // An arbitrary byte of the element, when an element spans several cells of either array.
        let r = if c.elem_bytes > c.dst_cell.min(c.src_cell) {
            let r = self.temp(Type::Bv(32));
            self.emit(StmtKind::Havoc(r));
            self.emit(StmtKind::Assume(Expr::binary(
                BinOp::Ult,
                Expr::var(r),
                Expr::bv(u128::from(c.elem_bytes), 32),
            )));
            Some(r)
        } else {
            None
        };
        let d = c.cell(&Expr::var(i), r, true);
        let s = c.cell(&Expr::var(i), r, false);
        let other = |e: Expr| Expr::Other(Box::new(e));
        // In flight; and in global memory, made by another group at any time (no barrier
        // orders groups).
        let in_flight = Expr::and(other(Expr::Enabled), other(Expr::var(c.active)));
        let sg = self.same_group_expr();
        let made_elsewhere = Expr::all([
            other(Expr::Enabled),
            other(Expr::var(c.started)),
            Expr::not(sg),
        ]);
        let checked = |l: &Self, a: ir::ArrayId| {
            matches!(l.prog.arrays[a].space, MemSpace::Shared | MemSpace::Global)
        };
        let mut checks: Vec<(ir::ArrayId, AccessKind, AccessKind, Expr)> = Vec::new();
        if checked(self, c.dst) {
            for first in [AccessKind::Write, AccessKind::Read, AccessKind::Atomic] {
                checks.push((c.dst, first, AccessKind::Write, d.clone()));
            }
        }
        if checked(self, c.src) {
            for first in [AccessKind::Write, AccessKind::Atomic] {
                checks.push((c.src, first, AccessKind::Read, s.clone()));
            }
        }
        for (array, first, second, at) in checks {
            let live = if self.prog.arrays[array].space == MemSpace::Global {
                Expr::or(in_flight.clone(), made_elsewhere.clone())
            } else {
                in_flight.clone()
            };
            let hit = Expr::all([
                Expr::Accessed(array, first),
                live,
                Expr::eq(Expr::AccessOffset(array, first), other(at)),
            ]);
            let id = self.prog.new_assert(
                AssertKind::Race {
                    array,
                    kind: RaceKind { first, second },
                },
                Origin::Source(c.span),
            );
            self.prog.asserts[id].unpredicated = true;
            self.emit(StmtKind::Assert {
                id,
                cond: Expr::not(hit),
            });
        }
        if at_call && self.prog.arrays[c.dst].space == MemSpace::Global {
            // The same copy made by two groups writes one global cell twice.
            let sg = self.same_group_expr();
            let clash = Expr::all([
                Expr::Enabled,
                other(Expr::Enabled),
                Expr::not(sg),
                Expr::eq(d.clone(), other(d)),
            ]);
            let kind = RaceKind {
                first: AccessKind::Write,
                second: AccessKind::Write,
            };
            let id = self.prog.new_assert(
                AssertKind::Race { array: c.dst, kind },
                Origin::Source(c.span),
            );
            self.prog.asserts[id].unpredicated = true;
            self.emit(StmtKind::Assert {
                id,
                cond: Expr::not(clash),
            });
        }
        self.span = saved;
    }

    /// At a copy's call: no cell it writes is accessed by another copy still in flight, and
    /// no cell it reads is written by one.
    fn copy_overlaps(&mut self, c: &PendingCopy) {
        let saved = self.span;
        self.span = Some(c.span);
        let pending = self.fx.async_copies.clone();
        for p in &pending {
            let i = self.temp(Type::Bv(32));
            let j = self.temp(Type::Bv(32));
            for (v, n) in [(i, &c.count), (j, &p.count)] {
                self.emit(StmtKind::Havoc(v));
                self.emit(StmtKind::Assume(Expr::binary(
                    BinOp::Ult,
                    Expr::var(v),
                    n.clone(),
                )));
            }
            // (this copy's side is a destination, the other's is, kinds of the other, this)
            let pairs = [
                (true, true, AccessKind::Write, AccessKind::Write),
                (true, false, AccessKind::Read, AccessKind::Write),
                (false, true, AccessKind::Write, AccessKind::Read),
            ];
            for (mine_dst, theirs_dst, first, second) in pairs {
                let a = if mine_dst { c.dst } else { c.src };
                let b = if theirs_dst { p.dst } else { p.src };
                if a != b
                    || !matches!(
                        self.prog.arrays[a].space,
                        MemSpace::Shared | MemSpace::Global
                    )
                {
                    continue;
                }
                let hit = Expr::all([
                    Expr::var(p.active),
                    Expr::eq(
                        c.cell(&Expr::var(i), None, mine_dst),
                        p.cell(&Expr::var(j), None, theirs_dst),
                    ),
                ]);
                let id = self.prog.new_assert(
                    AssertKind::Race {
                        array: a,
                        kind: RaceKind { first, second },
                    },
                    Origin::Source(c.span),
                );
                self.emit(StmtKind::Assert {
                    id,
                    cond: Expr::not(hit),
                });
            }
        }
        self.span = saved;
    }
}
