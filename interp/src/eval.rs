//! Expression evaluation in one thread: variables of the thread, memory of its copies, lazy
//! `&&`, `||`, `==>` and `if-then-else` (so only the loads actually evaluated are accesses, as
//! in the race instrumentation), uninterpreted functions as a stable hash of their arguments (those with a known meaning by it,
//! see `functions`).
//!
//! In [`Mode::Program`] every load of shared or global memory is an access (race-checked and
//! bounds-checked) and a division by zero is reported; in [`Mode::Annotation`] (assertions,
//! assumptions, invariants, contracts, fences) loads are not accesses and nothing is reported.

use ir::{BinOp, Expr, MemSpace, Type, VarId};

use crate::exec::{FrameKind, Machine, Stop};
use crate::value::{self, Value};
use crate::{rng, FindingKind};

/// Whether evaluated loads are program accesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Loads are accesses; division by zero is reported.
    Program,
    /// Loads only read; nothing is reported.
    Annotation,
}

impl<'p> Machine<'p> {
    /// The value of a variable in thread `t`; a variable never assigned gets an arbitrary
    /// value (the thread's own, unless it is a uniform program-wide variable).
    pub(crate) fn var(&mut self, t: usize, v: VarId) -> Value {
        if let Some(x) = self.threads[t].vars[v.0 as usize] {
            return x;
        }
        let d = &self.prog.vars[v];
        let per_thread = !(d.uniform && d.scope == ir::VarScope::Global);
        let who = if per_thread {
            u128::from(self.threads[t].flat) + 1
        } else {
            0
        };
        let bits =
            rng::arbitrary_at(&[u128::from(self.cfg.seed), 0x0076_6172, who, u128::from(v.0)]);
        let x = Value::of(d.ty, bits);
        self.threads[t].vars[v.0 as usize] = Some(x);
        x
    }

    /// Evaluate `e` in thread `t`.
    pub(crate) fn eval(&mut self, t: usize, e: &'p Expr, mode: Mode) -> Result<Value, Stop> {
        Ok(match e {
            Expr::Bool(b) => Value::bool(*b),
            Expr::Bv { value, width } => Value::bv(*value, *width),
            Expr::Var(v) => self.var(t, *v),
            Expr::Load {
                array,
                group,
                index,
            } => {
                if group.is_some() {
                    return Err(Stop::Unsupported(
                        "a load from a per-group copy (two-thread program)".into(),
                    ));
                }
                let i = self.eval(t, index, mode)?;
                self.load(t, *array, i, mode)
            }
            Expr::Unary(op, a) => value::unary(*op, self.eval(t, a, mode)?),
            Expr::Binary(op @ (BinOp::And | BinOp::Or | BinOp::Implies), a, b) => {
                let x = self.eval(t, a, mode)?.truth();
                let decided = match op {
                    BinOp::And => (!x).then_some(false),
                    BinOp::Or => x.then_some(true),
                    _ => (!x).then_some(true),
                };
                match decided {
                    Some(r) => Value::bool(r),
                    None => Value::bool(self.eval(t, b, mode)?.truth()),
                }
            }
            Expr::Binary(op, a, b) => {
                let x = self.eval(t, a, mode)?;
                let y = self.eval(t, b, mode)?;
                if matches!(op, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
                    && y.bits == 0
                    && mode == Mode::Program
                {
                    self.report(t, FindingKind::DivByZero, None, self.cur);
                }
                value::binary(*op, x, y)
            }
            Expr::Ite(c, a, b) => {
                if self.eval(t, c, mode)?.truth() {
                    self.eval(t, a, mode)?
                } else {
                    self.eval(t, b, mode)?
                }
            }
            Expr::Cast(op, a) => value::cast(*op, self.eval(t, a, mode)?),
            Expr::Apply(f, args) => {
                let decl = &self.prog.funcs[*f];
                let mut parts = vec![rng::hash_str(&decl.name)];
                for a in args {
                    parts.push(self.eval(t, a, mode)?.bits);
                }
                if let Some(bits) = crate::functions::apply(&decl.name, &parts[1..]) {
                    return Ok(Value::of(decl.ret, bits));
                }
                let h = u128::from(rng::hash(&parts));
                let bits = (h << 64) | u128::from(rng::hash(&[h, 1]));
                Value::of(decl.ret, bits)
            }
            // A thread that executes a statement is enabled.
            Expr::Enabled => Value::bool(true),
            Expr::Old(inner) => self.old(t, inner)?,
            Expr::AtThread(..) => return Err(Stop::Unsupported("a thread-indexed term".into())),
            Expr::Other(_) => {
                return Err(Stop::Unsupported(
                    "the other thread's value (__other)".into(),
                ))
            }
            Expr::Accessed(..) => {
                return Err(Stop::Unsupported(
                    "an access-log query (__read/__write)".into(),
                ))
            }
            Expr::AccessOffset(..) => {
                return Err(Stop::Unsupported(
                    "an access-log offset (__read_offset_bytes/__write_offset_bytes)".into(),
                ))
            }
        })
    }

    /// The value `e` had on entry to the innermost procedure (snapshotted at the call).
    fn old(&mut self, t: usize, e: &'p Expr) -> Result<Value, Stop> {
        for f in self.threads[t].stack.iter().rev() {
            if let FrameKind::Call { olds, .. } | FrameKind::Kernel { olds } = &f.kind {
                if let Some((_, v)) = olds.iter().find(|(p, _)| std::ptr::eq(*p, e)) {
                    return Ok(*v);
                }
                break;
            }
        }
        Err(Stop::Unsupported(
            "__old outside a postcondition of the running procedure".into(),
        ))
    }

    /// Read a cell; in program mode a read of shared or global memory is an access.
    fn load(&mut self, t: usize, array: ir::ArrayId, index: Value, mode: Mode) -> Value {
        let a = &self.prog.arrays[array];
        let elem = a.elem;
        let space = a.space;
        let ghost = a.ghost;
        let copy = self.copy_of(t, array);
        if mode == Mode::Program {
            self.check_bounds(t, array, index);
        }
        let bits = self
            .mem
            .read(array, copy, index.bits, value::mask(elem.width()));
        if mode == Mode::Program && matches!(space, MemSpace::Shared | MemSpace::Global) && !ghost {
            self.log_access(t, array, index.bits, ir::AccessKind::Read, bits, None);
        }
        Value::of(elem, bits)
    }

    /// The bits of a value of type `ty` drawn from the run's generator.
    pub(crate) fn arbitrary(&mut self, ty: Type) -> Value {
        Value::of(ty, self.rng.arbitrary())
    }
}
