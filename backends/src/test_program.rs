//! A hand-built two-thread kernel shared by the back ends' tests: a loop writing a shared
//! array with a user invariant, a true and a false candidate, an assertion that holds and one
//! that fails.

use ir::{
    AssertId, AssertKind, BinOp, Dim, Expr, Invariant, Loop, MemSpace, Origin, Procedure, Program,
    Props, Special, Stmt, StmtKind, Thread, Type, VarId, VarRole, VarScope,
};

pub(crate) struct Built {
    pub(crate) p: Program,
    pub(crate) lid1: VarId,
    pub(crate) lid2: VarId,
    pub(crate) gsx: VarId,
    pub(crate) i: VarId,
    pub(crate) fails: AssertId,
    pub(crate) user_inv: AssertId,
    pub(crate) true_cand: AssertId,
    pub(crate) false_cand: AssertId,
}

fn o() -> Origin {
    Origin::Synthetic("test")
}

pub(crate) fn st(kind: StmtKind) -> Stmt {
    Stmt::new(kind, o())
}

pub(crate) fn bv32(v: u128) -> Expr {
    Expr::bv(v, 32)
}

fn thread_copy(p: &mut Program, orig: VarId, t: Thread) -> VarId {
    let d = p.vars[orig].clone();
    p.vars.push(ir::VarData {
        thread: Some(t),
        copies: None,
        ..d
    })
}

fn assert_id(
    p: &mut Program,
    kind: AssertKind,
    thread: Option<Thread>,
    candidate: bool,
) -> AssertId {
    let id = p.new_assert(kind, o());
    p.asserts[id].thread = thread;
    p.asserts[id].candidate = candidate;
    id
}

/// A kernel with a loop writing a shared array, a user invariant, a true and a false candidate,
/// an assertion that holds and one that fails (`local_id_x$1 == 0`).
pub(crate) fn build() -> Built {
    let mut p = Program::default();
    let kernel = p.procs.push(Procedure {
        name: "k".into(),
        params: vec![],
        array_params: vec![],
        ret: None,
        locals: vec![],
        requires: vec![],
        ensures: vec![],
        body: None,
        is_kernel: true,
        origin: o(),
    });
    p.kernel = Some(kernel);
    let lid = p.special(Special::LocalId(Dim::X));
    let lid1 = thread_copy(&mut p, lid, Thread::One);
    let lid2 = thread_copy(&mut p, lid, Thread::Two);
    p.vars[lid].copies = Some([lid1, lid2]);
    let gsx = p.special(Special::GroupSize(Dim::X));
    let i = p.new_var(
        "i",
        Type::Bv(32),
        VarScope::Local(kernel),
        VarRole::User,
        o(),
    );
    let x = p.new_var(
        "x",
        Type::Bv(8),
        VarScope::Local(kernel),
        VarRole::User,
        o(),
    );
    let x1 = thread_copy(&mut p, x, Thread::One);
    let x2 = thread_copy(&mut p, x, Thread::Two);
    p.vars[x].copies = Some([x1, x2]);
    // A second user variable named `i` must get a different Boogie name.
    let i_again = p.new_var("i", Type::Bool, VarScope::Local(kernel), VarRole::User, o());
    let a = p.arrays.push(ir::ArrayData {
        name: "A".into(),
        space: MemSpace::Shared,
        elem: Type::Bv(32),
        source_elem_width: 32,
        dims: vec![Some(64)],
        origin: o(),
        thread: None,
        copies: None,
        is_param: false,
        values_taken: None,
        ghost: false,
    });
    let has = p.new_var(
        "WRITE_HAS_OCCURRED",
        Type::Bool,
        VarScope::Global,
        VarRole::RaceGhost {
            array: Some(a),
            what: "WRITE_HAS_OCCURRED".into(),
        },
        o(),
    );
    p.vars[has].shared = true;
    let v = Expr::var;
    p.axioms.push(Expr::binary(BinOp::Ult, v(lid1), v(gsx)));
    p.axioms.push(Expr::binary(BinOp::Ult, v(lid2), v(gsx)));
    p.axioms.push(Expr::ne(v(lid1), v(lid2)));

    let user_inv = assert_id(&mut p, AssertKind::Invariant { tag: None }, None, false);
    let true_cand = assert_id(
        &mut p,
        AssertKind::Invariant {
            tag: Some("loopBound".into()),
        },
        None,
        true,
    );
    let false_cand = assert_id(
        &mut p,
        AssertKind::Invariant {
            tag: Some("guardNonNeg".into()),
        },
        None,
        true,
    );
    let holds = assert_id(&mut p, AssertKind::User, Some(Thread::One), false);
    let fails = assert_id(&mut p, AssertKind::User, Some(Thread::One), false);
    let label = p.new_label();
    let group1 = Some(Box::new(Expr::bv(1, 1)));
    let body = vec![
        st(StmtKind::Assume(Expr::not(v(has)))),
        st(StmtKind::Assign {
            lhs: i,
            rhs: bv32(0),
        }),
        st(StmtKind::Loop(Loop {
            label,
            invariants: vec![
                Invariant {
                    id: user_inv,
                    cond: Expr::binary(BinOp::Ule, v(i), bv32(10)),
                },
                Invariant {
                    id: true_cand,
                    cond: Expr::binary(BinOp::Ule, v(i), bv32(100)),
                },
                Invariant {
                    id: false_cand,
                    cond: Expr::eq(v(i), bv32(0)),
                },
            ],
            body: vec![
                st(StmtKind::If {
                    cond: Expr::not(Expr::binary(BinOp::Ult, v(i), bv32(10))),
                    then_body: vec![st(StmtKind::Exit(label))],
                    else_body: vec![],
                    uniform: true,
                }),
                st(StmtKind::Store {
                    array: a,
                    group: group1.clone().map(|g| *g),
                    index: v(lid1),
                    value: v(i),
                }),
                st(StmtKind::Assign {
                    lhs: has,
                    rhs: Expr::Bool(true),
                }),
                st(StmtKind::Assign {
                    lhs: i,
                    rhs: Expr::binary(BinOp::Add, v(i), bv32(1)),
                }),
            ],
            uniform: true,
            predicate: None,
            has_barrier: false,
        })),
        st(StmtKind::Assign {
            lhs: x1,
            rhs: Expr::Cast(
                ir::CastOp::Extract { hi: 8, lo: 0 },
                Box::new(Expr::Load {
                    array: a,
                    group: group1,
                    index: Box::new(v(lid1)),
                }),
            ),
        }),
        st(StmtKind::Assign {
            lhs: x2,
            rhs: Expr::Cast(ir::CastOp::Extract { hi: 8, lo: 0 }, Box::new(v(lid2))),
        }),
        st(StmtKind::Assign {
            lhs: i_again,
            rhs: Expr::Cast(ir::CastOp::ToBool, Box::new(v(x2))),
        }),
        st(StmtKind::Assert {
            id: holds,
            cond: Expr::eq(v(i), bv32(10)),
        }),
        st(StmtKind::Assert {
            id: fails,
            cond: Expr::eq(
                Expr::Cast(ir::CastOp::ZeroExt(64), Box::new(v(lid1))),
                Expr::bv(0, 64),
            ),
        }),
    ];
    p.procs[kernel].body = Some(body);
    p.props = Props::ALL.minus(Props::NONE);
    Built {
        p,
        lid1,
        lid2,
        gsx,
        i,
        fails,
        user_inv,
        true_cand,
        false_cand,
    }
}
