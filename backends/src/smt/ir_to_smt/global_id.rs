//! A thread's global id (`group_id * group_size + local_id`) as a named constant.
//!
//! With symbolic launch sizes, a global id is a product plus a sum. Given as that term
//! wherever it occurs, the bit-blasted formula makes the SAT search decide the bits of the
//! factors, and facts that need only the id itself become hard: `a[g]` against `a[n-1-g]`
//! for `g < n/2` timed out after minutes. Declared once per thread and dimension, with its
//! definition asserted, the id is a variable of its own (z3 then solves the definition for
//! the local id), and the same query takes seconds. The formula is equivalent.

use ir::{BinOp, Dim, Expr, Thread};

use super::{Command, Gen, Op, Sort, Term};

impl Gen<'_> {
    /// The constant `%global_id_<d>$<t>` for `a + b` (see [`ir::Program::global_id_of`]), declared
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
