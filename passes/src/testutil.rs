//! Hand-built IR programs for the unit tests of the inline, uniformity, predicate and dualise
//! passes, and a driver running a pipeline spec on them.
#![allow(dead_code, reason = "not every test module uses every helper")]

use ir::span::FileId;
use ir::{
    ArrayData, ArrayId, AssertKind, Block, Contract, Diagnostics, Dim, Expr, LabelId, Loop,
    MemSpace, Origin, ProcId, Procedure, Program, Span, Special, Stmt, StmtKind, Type, VarId,
    VarRole, VarScope,
};

use crate::{run_pipeline, Config};

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
pub(crate) fn set(lhs: VarId, rhs: Expr) -> Stmt {
    st(StmtKind::Assign { lhs, rhs })
}

/// A variable reference.
pub(crate) fn v(x: VarId) -> Expr {
    Expr::Var(x)
}

/// A 32-bit literal.
pub(crate) fn n(x: u128) -> Expr {
    Expr::bv(x, 32)
}

/// Unsigned `a < b`.
pub(crate) fn lt(a: Expr, b: Expr) -> Expr {
    Expr::binary(ir::BinOp::Ult, a, b)
}

/// `a + b`.
pub(crate) fn add(a: Expr, b: Expr) -> Expr {
    Expr::binary(ir::BinOp::Add, a, b)
}

/// `if (c) t else e`, not yet analysed (uniform flag cleared).
pub(crate) fn if_(c: Expr, t: Block, e: Block) -> Stmt {
    st(StmtKind::If {
        cond: c,
        then_body: t,
        else_body: e,
        uniform: false,
    })
}

/// `exit L`.
pub(crate) fn exit(l: LabelId) -> Stmt {
    st(StmtKind::Exit(l))
}

/// A labelled block.
pub(crate) fn block(label: LabelId, body: Block) -> Stmt {
    st(StmtKind::Block {
        label,
        body,
        uniform: false,
    })
}

/// A loop.
pub(crate) fn lp(label: LabelId, body: Block) -> Stmt {
    st(StmtKind::Loop(Loop {
        label,
        invariants: vec![],
        body,
        uniform: false,
        predicate: None,
        has_barrier: false,
    }))
}

/// A program with a kernel `k` being built.
pub(crate) struct Builder {
    pub(crate) prog: Program,
    pub(crate) k: ProcId,
}

impl Builder {
    pub(crate) fn new() -> Builder {
        let mut prog = Program::default();
        prog.sources.add("t.cl".into(), "x".into());
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

    /// A helper procedure with the given parameter names (all `bv32`) and a `bv32` result.
    pub(crate) fn proc(&mut self, name: &str, params: &[&str]) -> (ProcId, Vec<VarId>, VarId) {
        let p = self.prog.procs.push(Procedure {
            name: name.into(),
            params: vec![],
            array_params: vec![],
            ret: None,
            locals: vec![],
            requires: vec![],
            ensures: vec![],
            body: Some(vec![]),
            is_kernel: false,
            origin: origin(),
        });
        let ps: Vec<VarId> = params
            .iter()
            .map(|x| {
                self.prog.new_var(
                    *x,
                    Type::Bv(32),
                    VarScope::Local(p),
                    VarRole::User,
                    origin(),
                )
            })
            .collect();
        let r = self.prog.new_var(
            "ret",
            Type::Bv(32),
            VarScope::Local(p),
            VarRole::Return,
            origin(),
        );
        self.prog.procs[p].params = ps.clone();
        self.prog.procs[p].ret = Some(r);
        (p, ps, r)
    }

    /// A local of procedure `p`.
    pub(crate) fn local_in(&mut self, p: ProcId, name: &str) -> VarId {
        let x = self.prog.new_var(
            name,
            Type::Bv(32),
            VarScope::Local(p),
            VarRole::User,
            origin(),
        );
        self.prog.procs[p].locals.push(x);
        x
    }

    /// A `bv32` kernel local.
    pub(crate) fn local(&mut self, name: &str) -> VarId {
        self.local_in(self.k, name)
    }

    /// A `bv32` kernel parameter.
    pub(crate) fn param(&mut self, name: &str) -> VarId {
        let x = self.prog.new_var(
            name,
            Type::Bv(32),
            VarScope::Local(self.k),
            VarRole::User,
            origin(),
        );
        self.prog.procs[self.k].params.push(x);
        x
    }

    /// `local_id_x`.
    pub(crate) fn tid(&mut self) -> VarId {
        self.prog.special(Special::LocalId(Dim::X))
    }

    /// A `bv32` array.
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

    /// A fresh label.
    pub(crate) fn label(&mut self) -> LabelId {
        self.prog.new_label()
    }

    /// `assert e` (user).
    pub(crate) fn assert(&mut self, e: Expr) -> Stmt {
        let id = self.prog.new_assert(AssertKind::User, origin());
        st(StmtKind::Assert { id, cond: e })
    }

    /// A contract clause.
    pub(crate) fn contract(&mut self, e: Expr, kind: AssertKind) -> Contract {
        let id = self.prog.new_assert(kind, origin());
        Contract {
            id,
            cond: e,
            origin: origin(),
        }
    }

    /// Set the body of procedure `p`.
    pub(crate) fn body(&mut self, p: ProcId, b: Block) {
        self.prog.procs[p].body = Some(b);
    }
}

/// Run `spec` on the program and render the result (or the error); checks the IR verifier.
pub(crate) fn run(prog: &mut Program, spec: &str, cfg: &Config) -> String {
    let mut diags = Diagnostics::default();
    match run_pipeline(prog, spec, cfg, &mut diags, &mut |_, _| {}) {
        Ok(()) => {
            let errs = ir::verify::verify(prog);
            assert!(errs.is_empty(), "{errs:?}");
            ir::display::program_to_string(prog)
        }
        Err(e) => {
            let msgs: Vec<String> = diags
                .items
                .iter()
                .map(|d| format!("{}: {}", d.code, d.message))
                .collect();
            format!("error: {e}\n{}", msgs.join("\n"))
        }
    }
}

/// Only the kernel part of a rendered program.
pub(crate) fn kernel_text(s: &str) -> &str {
    &s[s.find("kernel proc").unwrap_or(0)..]
}

/// `name: uniform|non-uniform` for each kernel parameter and local.
pub(crate) fn uniformity_summary(prog: &Program) -> String {
    let Some(k) = prog.kernel_proc() else {
        return String::new();
    };
    k.params
        .iter()
        .chain(&k.locals)
        .map(|x| {
            let d = &prog.vars[*x];
            format!(
                "{}: {}\n",
                d.name,
                if d.uniform { "uniform" } else { "non-uniform" }
            )
        })
        .collect()
}
