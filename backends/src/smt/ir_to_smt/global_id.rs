//! A thread's global id (`group_id * group_size + local_id`) as a named constant.
//!
//! With symbolic launch sizes, a global id is a product plus a sum. Given as that term
//! wherever it occurs, the bit-blasted formula makes the SAT search decide the bits of the
//! factors, and facts that need only the id itself become hard: `a[g]` against `a[n-1-g]`
//! for `g < n/2` timed out after minutes. Declared once per thread and dimension, with its
//! definition asserted, the id is a variable of its own (z3 then solves the definition for
//! the local id), and the same query takes seconds. The formula is equivalent.

use ir::{BinOp, Dim, Expr, Special, Thread, VarRole};

use super::{Command, Gen, Op, Sort, Term};

impl Gen<'_> {
    /// The special value `e` names, with the thread whose copy it is.
    fn special_of(&self, e: &Expr) -> Option<(Special, Option<Thread>)> {
        let Expr::Var(v) = e else {
            return None;
        };
        match self.p.vars[*v].role {
            VarRole::Special(s) => Some((s, self.p.vars[*v].thread)),
            _ => None,
        }
    }

    /// The dimension and thread when `a op b` is `group_id * group_size + local_id` of one
    /// thread and one dimension (in either order of either operation).
    pub(super) fn global_id_key(&self, op: BinOp, a: &Expr, b: &Expr) -> Option<(Dim, Thread)> {
        if op != BinOp::Add {
            return None;
        }
        for (m, l) in [(a, b), (b, a)] {
            let Expr::Binary(BinOp::Mul, x, y) = m else {
                continue;
            };
            let Some((Special::LocalId(d), Some(t))) = self.special_of(l) else {
                continue;
            };
            for (g, s) in [(x, y), (y, x)] {
                let group = self.special_of(g) == Some((Special::GroupId(d), Some(t)));
                let size = matches!(self.special_of(s), Some((Special::GroupSize(e), _)) if e == d);
                if group && size {
                    return Some((d, t));
                }
            }
        }
        None
    }

    /// The constant `%global_id_<d>$<t>` for `a + b` (see [`Gen::global_id_key`]), declared
    /// and defined on first use. The launch constants never change, so every occurrence is
    /// the same value.
    pub(super) fn global_id(&mut self, (d, t): (Dim, Thread), a: &Expr, b: &Expr) -> Term {
        if let Some(name) = self.global_ids.get(&(d, t)) {
            return Term::Sym(name.clone());
        }
        let body = {
            let (x, y) = (self.expr(a, false), self.expr(b, false));
            super::binary(BinOp::Add, x, y)
        };
        let name: std::rc::Rc<str> =
            std::rc::Rc::from(format!("%global_id_{}${}", d.letter(), t.number()).as_str());
        let sort = Sort::Bv(self.p.type_of(a).width());
        self.declare(name.clone(), vec![], sort);
        let def = Term::app(Op::Eq, vec![Term::Sym(name.clone()), body]);
        self.out.push(Command::Assert(def));
        self.global_ids.insert((d, t), name.clone());
        Term::Sym(name)
    }
}
