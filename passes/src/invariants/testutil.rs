//! Hand-built IR programs for the unit tests of the race, barrier and invariants passes.
#![allow(dead_code, reason = "not every test module uses every helper")]

use ir::span::FileId;
use ir::{
    ArrayData, ArrayId, AssertId, AssertKind, Block, Expr, Loop, MemSpace, Origin, ProcId,
    Procedure, Program, Span, Stmt, StmtKind, Thread, Type, VarData, VarId, VarRole, VarScope,
};

/// The origin every test statement gets.
pub(crate) fn origin() -> Origin {
    Origin::Source(Span {
        file: FileId(0),
        lo: 0,
        hi: 1,
    })
}

/// A statement at the test origin.
pub(crate) fn st(kind: StmtKind) -> Stmt {
    Stmt::new(kind, origin())
}

/// `lhs := rhs`.
pub(crate) fn assign(lhs: VarId, rhs: Expr) -> Stmt {
    st(StmtKind::Assign { lhs, rhs })
}

/// A program with one kernel `k` being built.
pub(crate) struct Builder {
    pub(crate) prog: Program,
    pub(crate) k: ProcId,
}

impl Builder {
    pub(crate) fn new() -> Builder {
        let mut prog = Program::default();
        let k = prog.procs.push(Procedure {
            name: "k".into(),
            params: vec![],
            array_params: vec![],
            ret: None,
            locals: vec![],
            requires: vec![],
            ensures: vec![],
            body: Some(vec![]),
            is_kernel: true,
            origin: origin(),
        });
        prog.kernel = Some(k);
        Builder { prog, k }
    }

    /// A kernel local.
    pub(crate) fn var(&mut self, name: &str, ty: Type, uniform: bool) -> VarId {
        let v = self
            .prog
            .new_var(name, ty, VarScope::Local(self.k), VarRole::User, origin());
        self.prog.vars[v].uniform = uniform;
        self.prog.procs[self.k].locals.push(v);
        v
    }

    /// A kernel local as after the two-thread transformation: the original and its two copies.
    pub(crate) fn var2(&mut self, name: &str, ty: Type) -> [VarId; 2] {
        let v = self.var(name, ty, false);
        let copies = Thread::BOTH.map(|t| {
            let mut d: VarData = self.prog.vars[v].clone();
            d.thread = Some(t);
            self.prog.vars.push(d)
        });
        self.prog.vars[v].copies = Some(copies);
        copies
    }

    /// Per-thread copies of an existing variable (special values, predicates).
    pub(crate) fn dualise(&mut self, v: VarId) -> [VarId; 2] {
        let copies = Thread::BOTH.map(|t| {
            let mut d: VarData = self.prog.vars[v].clone();
            d.thread = Some(t);
            self.prog.vars.push(d)
        });
        self.prog.vars[v].copies = Some(copies);
        copies
    }

    /// A one-dimensional array of `bv32` of unknown size.
    pub(crate) fn array(&mut self, name: &str, space: MemSpace) -> ArrayId {
        self.prog.arrays.push(ArrayData {
            name: name.into(),
            space,
            elem: Type::Bv(32),
            source_elem_width: 32,
            dims: vec![None],
            origin: origin(),
            thread: None,
            copies: None,
            is_param: true,
            values_taken: None,
            ghost: false,
        })
    }

    /// A user assertion id.
    pub(crate) fn user_assert(&mut self) -> AssertId {
        self.prog.new_assert(AssertKind::User, origin())
    }

    /// A loop with a fresh label.
    pub(crate) fn new_loop(&mut self, body: impl FnOnce(ir::LabelId) -> Block) -> Loop {
        let label = self.prog.new_label();
        Loop {
            label,
            invariants: vec![],
            body: body(label),
            uniform: true,
            predicate: None,
            has_barrier: false,
        }
    }

    /// Set the kernel body.
    pub(crate) fn set_body(&mut self, body: Block) {
        self.prog.procs[self.k].body = Some(body);
    }

    /// A uniform `while (c)` loop: `loop L { if (!c) exit L; body }`.
    pub(crate) fn while_loop(&mut self, c: Expr, body: Block) -> Loop {
        self.new_loop(|l| {
            let mut b = vec![st(StmtKind::If {
                cond: Expr::not(c),
                then_body: vec![st(StmtKind::Exit(l))],
                else_body: vec![],
                uniform: true,
            })];
            b.extend(body);
            b
        })
    }

    /// The kernel body.
    pub(crate) fn body(&self) -> &Block {
        self.prog.procs[self.k].body.as_ref().expect("kernel body")
    }
}

impl Builder {
    /// A two-thread race ghost, as made by the race pass.
    pub(crate) fn ghost(&mut self, array: Option<ArrayId>, what: &str, ty: Type) -> VarId {
        let role = VarRole::RaceGhost {
            array,
            what: what.to_string(),
        };
        let v = self
            .prog
            .new_var(format!("_{what}"), ty, VarScope::Global, role, origin());
        self.prog.vars[v].shared = true;
        self.prog.vars[v].uniform = true;
        v
    }

    /// The two-thread log statement of an access at `offset`: `has := ite(offset == W, true, has)`.
    pub(crate) fn log(&mut self, has: VarId, offset: Expr) -> Stmt {
        let w = crate::race::ghost(&self.prog, None, crate::race::WATCHED_OFFSET)
            .unwrap_or_else(|| self.ghost(None, crate::race::WATCHED_OFFSET, Type::Bv(32)));
        let cond = Expr::eq(offset, Expr::var(w));
        assign(has, Expr::ite(cond, Expr::Bool(true), Expr::var(has)))
    }

    /// The log of an access at `offset` made under predicate `p`: the ghost it sets and its
    /// new value `ite(p && offset == W, true, has)`.
    pub(crate) fn guarded_log(&mut self, has: VarId, offset: Expr, p: VarId) -> (VarId, Expr) {
        let StmtKind::Assign { lhs, rhs } = self.log(has, offset).kind else {
            unreachable!("a log is an assignment")
        };
        let Expr::Ite(c, t, e) = rhs else {
            unreachable!("a log assigns an if-then-else")
        };
        (lhs, Expr::ite(Expr::and(Expr::var(p), *c), *t, *e))
    }

    /// A log statement that also compares the logged value: `has := ite(offset == W && value_eq, true, has)`.
    pub(crate) fn log_value(&mut self, has: VarId, offset: Expr, value_eq: Expr) -> Stmt {
        let w = crate::race::ghost(&self.prog, None, crate::race::WATCHED_OFFSET)
            .unwrap_or_else(|| self.ghost(None, crate::race::WATCHED_OFFSET, Type::Bv(32)));
        let cond = Expr::and(Expr::eq(offset, Expr::var(w)), value_eq);
        assign(has, Expr::ite(cond, Expr::Bool(true), Expr::var(has)))
    }

    /// Per-thread copies of a special value.
    pub(crate) fn special2(&mut self, s: ir::Special) -> [VarId; 2] {
        let v = self.prog.special(s);
        match self.prog.vars[v].copies {
            Some(c) => c,
            None => self.dualise(v),
        }
    }

    /// A race check at the end of the kernel that reads every access log, as the race pass's
    /// checks do (so that every log is relevant: see `invariants::relevance`).
    pub(crate) fn check_logs(&mut self) -> Stmt {
        let logs: Vec<VarId> = self
            .prog
            .vars
            .ids()
            .filter(|v| crate::invariants::relevance::is_log(&self.prog, *v))
            .collect();
        let cond = logs.into_iter().fold(Expr::Bool(true), |acc, h| {
            Expr::Binary(
                ir::BinOp::And,
                Box::new(acc),
                Box::new(Expr::Unary(ir::UnOp::Not, Box::new(Expr::var(h)))),
            )
        });
        let id = self.prog.new_assert(AssertKind::Internal, origin());
        st(StmtKind::Assert { id, cond })
    }

    /// Run the invariants pass with only `tag` and render the candidates of every loop.
    pub(crate) fn candidates(mut self, mut body: Block, tag: &str) -> String {
        body.push(self.check_logs());
        self.set_body(body);
        let mut prog = self.prog;
        crate::invariants::run(
            &mut prog,
            &crate::Config::default(),
            Some(&[tag.to_string()]),
        );
        let mut out = Vec::new();
        ir::visit::walk_stmts(prog.procs[self.k].body.as_ref().expect("body"), &mut |s| {
            if let StmtKind::Loop(l) = &s.kind {
                for i in &l.invariants {
                    assert!(prog.asserts[i.id].candidate);
                    out.push(ir::display::expr_to_string(&prog, &i.cond));
                }
            }
        });
        out.join("\n")
    }
}

/// A statement that makes a loop worth invariants.
pub(crate) fn essential() -> Stmt {
    st(StmtKind::Assume(Expr::Bool(true)))
}
