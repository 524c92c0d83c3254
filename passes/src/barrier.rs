//! The `barrier` pass: expands every barrier of the inlined kernel into its two-thread meaning.
//!
//! Input: the inlined kernel (requires `inlined`), usually race-instrumented. Output: each
//! `Barrier` becomes a `once` block that asserts barrier divergence freedom (threads of one group
//! reach the barrier together), resets the race logs of fenced arrays, havocs the contents of
//! fenced modified arrays (the other threads of the group may have written them) and havocs the
//! tracking flag (provides `barriers-expanded`). Loops containing a barrier get
//! `Loop.has_barrier`. This is GPUVerify's barrier procedure body, written with assignments.

use std::collections::BTreeSet;

use ir::{
    AccessKind, ArrayId, AssertKind, Block, CastOp, Expr, MemSpace, Origin, Program, Props, Stmt,
    StmtKind, Thread, Type, VarId,
};

use crate::pipeline::PassArgs;
use crate::race;
use crate::{Config, Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "barrier",
    summary: "expand barriers: divergence check, race-log reset and havoc of fenced arrays",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("barrier: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Barrier)),
    }
}

struct Barrier;

impl Pass for Barrier {
    fn name(&self) -> &'static str {
        "barrier"
    }
    fn requires(&self) -> Props {
        Props::INLINED
    }
    fn provides(&self) -> Props {
        Props::BARRIERS_EXPANDED
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        run(prog, cx.config);
        prog.props = prog.props.union(Props::BARRIERS_EXPANDED);
        Ok(())
    }
}

/// A modified shared or global array and its `_HAS_OCCURRED` ghosts.
struct Fenced {
    array: ArrayId,
    has: Vec<VarId>,
}

struct Cx {
    same_group: Expr,
    /// Threads per warp, for collective warp operations.
    warp: u32,
    shared: Vec<Fenced>,
    global: Vec<Fenced>,
    track: Option<VarId>,
}

fn run(prog: &mut Program, cfg: &Config) {
    let Some(k) = prog.kernel else { return };
    let modified = race::modified_arrays(prog);
    let fenced = |prog: &Program, space: MemSpace| -> Vec<Fenced> {
        let arrays: BTreeSet<ArrayId> = modified
            .iter()
            .copied()
            .filter(|a| prog.arrays[*a].space == space)
            .collect();
        arrays
            .into_iter()
            .map(|array| {
                let has = AccessKind::ALL
                    .iter()
                    .filter_map(|kind| race::ghost(prog, Some(array), race::has_occurred(*kind)))
                    .collect();
                Fenced { array, has }
            })
            .collect()
    };
    let shared = fenced(prog, MemSpace::Shared);
    let global = fenced(prog, MemSpace::Global);
    let track = race::ghost(prog, None, race::TRACKING);
    let Some(mut body) = prog.procs[k].body.take() else {
        return;
    };
    mark_loops(prog, &mut body);
    let expands = |s: &Stmt| match &s.kind {
        StmtKind::Barrier { .. } => true,
        StmtKind::Assert { id, .. } => {
            matches!(prog.asserts[*id].kind, AssertKind::Collective { .. })
        }
        _ => false,
    };
    if ir::visit::any_stmt(&body, &mut |s| expands(s)) {
        let same_group = race::same_group(prog, cfg);
        let cx = Cx {
            same_group,
            warp: cfg.warp_sync.unwrap_or(32).max(1),
            shared,
            global,
            track,
        };
        body = expand_block(prog, &cx, body);
    }
    prog.procs[k].body = Some(body);
}

/// Set `has_barrier` on every loop containing a barrier or a collective operation (which
/// asks its threads to arrive together as a barrier does); true when `b` contains one.
fn mark_loops(prog: &Program, b: &mut Block) -> bool {
    let mut found = false;
    for s in b.iter_mut() {
        match &mut s.kind {
            StmtKind::Barrier { .. } => found = true,
            StmtKind::Assert { id, .. }
                if matches!(prog.asserts[*id].kind, AssertKind::Collective { .. }) =>
            {
                found = true
            }
            StmtKind::Loop(l) => {
                if mark_loops(prog, &mut l.body) {
                    l.has_barrier = true;
                    found = true;
                }
            }
            _ => {
                for c in ir::visit::child_blocks_mut(s) {
                    found |= mark_loops(prog, c);
                }
            }
        }
    }
    found
}

fn expand_block(prog: &mut Program, cx: &Cx, b: Block) -> Block {
    b.into_iter()
        .map(|mut s| match s.kind {
            StmtKind::Barrier {
                local_fence,
                global_fence,
                grid,
            } => expand_barrier(prog, cx, &local_fence, &global_fence, grid, s.origin),
            StmtKind::Assert { id, .. }
                if matches!(prog.asserts[id].kind, AssertKind::Collective { .. }) =>
            {
                expand_collective(prog, cx, id, s.origin)
            }
            _ => {
                for c in ir::visit::child_blocks_mut(&mut s) {
                    *c = expand_block(prog, cx, std::mem::take(c));
                }
                s
            }
        })
        .collect()
}

/// A fence flag as a boolean.
fn flag(prog: &Program, e: &Expr) -> Expr {
    match prog.type_of(e) {
        _ if e.as_bv().is_some() => Expr::Bool(e.as_bv().is_some_and(|(v, _)| v != 0)),
        Type::Bool => e.clone(),
        Type::Bv(_) => Expr::Cast(CastOp::ToBool, Box::new(e.clone())),
    }
}

/// A collective operation's obligation for the two threads: in one group, a thread that
/// reaches it and names the other in its warp mask (or any thread, for a group-wide
/// operation) finds the other there too.
fn expand_collective(prog: &mut Program, cx: &Cx, id: ir::AssertId, origin: Origin) -> Stmt {
    use ir::BinOp;
    let by = origin.derived("barrier");
    let en = |t: Thread| Expr::at(t, Expr::Enabled);
    let AssertKind::Collective { mask, .. } = prog.asserts[id].kind.clone() else {
        return Stmt::new(
            StmtKind::Assert {
                id,
                cond: Expr::Bool(true),
            },
            origin,
        );
    };
    let cond = match mask {
        None => Expr::implies(
            cx.same_group.clone(),
            Expr::eq(en(Thread::One), en(Thread::Two)),
        ),
        Some(m) => {
            let n = Expr::bv(u128::from(cx.warp), 32);
            let flat = race::flat_local_id(prog);
            let lane = |t: Thread| Expr::at(t, Expr::binary(BinOp::URem, flat.clone(), n.clone()));
            let names = |t: Thread, other: Thread| {
                let bit = Expr::binary(
                    BinOp::BvAnd,
                    Expr::binary(BinOp::LShr, Expr::at(t, Expr::var(m)), lane(other)),
                    Expr::bv(1, 32),
                );
                Expr::eq(bit, Expr::bv(1, 32))
            };
            let same_warp = Expr::eq(
                Expr::at(
                    Thread::One,
                    Expr::binary(BinOp::UDiv, flat.clone(), n.clone()),
                ),
                Expr::at(
                    Thread::Two,
                    Expr::binary(BinOp::UDiv, flat.clone(), n.clone()),
                ),
            );
            let waits = |t: Thread, other: Thread| {
                Expr::implies(Expr::and(en(t), names(t, other)), en(other))
            };
            Expr::implies(
                Expr::and(cx.same_group.clone(), same_warp),
                Expr::and(
                    waits(Thread::One, Thread::Two),
                    waits(Thread::Two, Thread::One),
                ),
            )
        }
    };
    let check = Stmt::new(StmtKind::Assert { id, cond }, by);
    Stmt::new(StmtKind::Once(vec![check]), by)
}

fn expand_barrier(
    prog: &mut Program,
    cx: &Cx,
    lf: &Expr,
    gf: &Expr,
    grid: bool,
    origin: Origin,
) -> Stmt {
    let by = origin.derived("barrier");
    let at = |t: Thread, e: Expr| Expr::at(t, e);
    let en = |t: Thread| Expr::at(t, Expr::Enabled);
    // A grid barrier synchronises the two threads wherever they are: the group condition of
    // the divergence check, the resets and the havocs becomes true.
    let sg = if grid {
        Expr::Bool(true)
    } else {
        cx.same_group.clone()
    };
    let mut body = Vec::new();

    let id = prog.new_assert(AssertKind::BarrierDivergence, origin);
    let divergence = Expr::implies(sg.clone(), Expr::eq(en(Thread::One), en(Thread::Two)));
    body.push(Stmt::new(
        StmtKind::Assert {
            id,
            cond: divergence,
        },
        by,
    ));

    let go = Expr::and(
        Expr::or(en(Thread::One), en(Thread::Two)),
        Expr::or(
            Expr::not(sg.clone()),
            Expr::and(en(Thread::One), en(Thread::Two)),
        ),
    );
    // The reset is an assumption, as in GPUVerify: logging is nondeterministic (`_TRACKING` is
    // havocked at every barrier), so pruning the executions that logged an access before the
    // barrier loses no race, and the flags stay unmodified by loops that only synchronise.
    let reset = |v: VarId, c: Expr| {
        Stmt::new(
            StmtKind::Assume(Expr::implies(c, Expr::not(Expr::var(v)))),
            by,
        )
    };
    let havoc_if = |cond: Expr, a: ArrayId| {
        let then_body = vec![Stmt::new(StmtKind::HavocArray(a), by)];
        Stmt::new(
            StmtKind::If {
                cond,
                then_body,
                else_body: vec![],
                uniform: true,
            },
            by,
        )
    };

    let lf = flag(prog, lf);
    let lf_on = |t: Thread| at(t, Expr::and(Expr::Enabled, lf.clone()));
    for f in &cx.shared {
        for &v in &f.has {
            body.push(reset(v, Expr::and(go.clone(), lf_on(Thread::One))));
        }
        let cond = Expr::and(go.clone(), Expr::or(lf_on(Thread::One), lf_on(Thread::Two)));
        body.push(havoc_if(cond, f.array));
    }

    let gf = flag(prog, gf);
    for f in &cx.global {
        for &v in &f.has {
            let c = Expr::all([
                go.clone(),
                sg.clone(),
                at(Thread::One, Expr::and(Expr::Enabled, gf.clone())),
            ]);
            body.push(reset(v, c));
        }
        let either = Expr::or(at(Thread::One, gf.clone()), at(Thread::Two, gf.clone()));
        let cond = Expr::all([
            go.clone(),
            sg.clone(),
            en(Thread::One),
            en(Thread::Two),
            either,
        ]);
        body.push(havoc_if(cond, f.array));
    }

    if let Some(t) = cx.track {
        body.push(Stmt::new(StmtKind::Havoc(t), by));
    }
    Stmt::new(StmtKind::Once(body), by)
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::display::program_to_string;

    use super::*;
    use crate::invariants::testutil::{st, Builder};

    #[test]
    fn barrier_in_loop_after_race_instrumentation() {
        let mut b = Builder::new();
        let s = b.array("S", MemSpace::Shared);
        let g = b.array("G", MemSpace::Global);
        let t = b.var("t", Type::Bv(32), false);
        let store = |a| {
            st(StmtKind::Store {
                array: a,
                group: None,
                index: Expr::var(t),
                value: Expr::bv(0, 32),
            })
        };
        let barrier = st(StmtKind::Barrier {
            local_fence: Expr::Bool(true),
            global_fence: Expr::bv(0, 1),
            grid: false,
        });
        let inner = b.new_loop(|_| vec![store(s), store(g), barrier]);
        let outer = b.new_loop(|_| vec![st(StmtKind::Loop(inner))]);
        let other = b.new_loop(|_| vec![]);
        b.set_body(vec![st(StmtKind::Loop(outer)), st(StmtKind::Loop(other))]);
        let mut prog = b.prog;
        let cfg = Config {
            no_benign_tolerance: true,
            ..Config::default()
        };
        crate::race::run(&mut prog, &cfg);
        run(&mut prog, &cfg);
        assert!(ir::verify::verify(&prog).is_empty());
        let out = program_to_string(&prog);
        let out = &out[out.find("kernel proc").unwrap_or(0)..];
        expect![[r#"
            kernel proc k() {
              assume !_READ_HAS_OCCURRED_$$S
              assume !_WRITE_HAS_OCCURRED_$$S
              assume !_ATOMIC_HAS_OCCURRED_$$S
              assume !_READ_HAS_OCCURRED_$$G
              assume !_WRITE_HAS_OCCURRED_$$G
              assume !_ATOMIC_HAS_OCCURRED_$$G
              loop L1 (barrier) {
                loop L0 (barrier) {
                  once {
                    _WRITE_HAS_OCCURRED_$$S := (if (((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z)))) then true else _WRITE_HAS_OCCURRED_$$S)
                    _WRITE_SOURCE_$$S := (if (((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z)))) then 0bv32 else _WRITE_SOURCE_$$S)
                    assert a1 Race { array: A0, kind: RaceKind { first: Write, second: Write } }: !(((@2(enabled) && _WRITE_HAS_OCCURRED_$$S) && (@2(t) == _WATCHED_OFFSET)) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))))
                    assert a2 Race { array: A0, kind: RaceKind { first: Read, second: Write } }: !(((@2(enabled) && _READ_HAS_OCCURRED_$$S) && (@2(t) == _WATCHED_OFFSET)) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))))
                    assert a3 Race { array: A0, kind: RaceKind { first: Atomic, second: Write } }: !(((@2(enabled) && _ATOMIC_HAS_OCCURRED_$$S) && (@2(t) == _WATCHED_OFFSET)) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))))
                  }
                  S[t] := 0bv32
                  once {
                    _WRITE_HAS_OCCURRED_$$G := (if ((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then true else _WRITE_HAS_OCCURRED_$$G)
                    _WRITE_SOURCE_$$G := (if ((@1(enabled) && _TRACKING) && (@1(t) == _WATCHED_OFFSET)) then 4bv32 else _WRITE_SOURCE_$$G)
                    assert a5 Race { array: A1, kind: RaceKind { first: Write, second: Write } }: !((@2(enabled) && _WRITE_HAS_OCCURRED_$$G) && (@2(t) == _WATCHED_OFFSET))
                    assert a6 Race { array: A1, kind: RaceKind { first: Read, second: Write } }: !((@2(enabled) && _READ_HAS_OCCURRED_$$G) && (@2(t) == _WATCHED_OFFSET))
                    assert a7 Race { array: A1, kind: RaceKind { first: Atomic, second: Write } }: !((@2(enabled) && _ATOMIC_HAS_OCCURRED_$$G) && (@2(t) == _WATCHED_OFFSET))
                  }
                  G[t] := 0bv32
                  once {
                    assert a8 BarrierDivergence: ((((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) ==> (@1(enabled) == @2(enabled)))
                    assume ((((@1(enabled) || @2(enabled)) && (!(((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) || (@1(enabled) && @2(enabled)))) && @1(enabled)) ==> !_READ_HAS_OCCURRED_$$S)
                    assume ((((@1(enabled) || @2(enabled)) && (!(((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) || (@1(enabled) && @2(enabled)))) && @1(enabled)) ==> !_WRITE_HAS_OCCURRED_$$S)
                    assume ((((@1(enabled) || @2(enabled)) && (!(((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) || (@1(enabled) && @2(enabled)))) && @1(enabled)) ==> !_ATOMIC_HAS_OCCURRED_$$S)
                    if (((@1(enabled) || @2(enabled)) && (!(((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) || (@1(enabled) && @2(enabled)))) && (@1(enabled) || @2(enabled))) {
                      havoc S
                    }
                    assume (((((@1(enabled) || @2(enabled)) && (!(((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) || (@1(enabled) && @2(enabled)))) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z)))) && @1(false)) ==> !_READ_HAS_OCCURRED_$$G)
                    assume (((((@1(enabled) || @2(enabled)) && (!(((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) || (@1(enabled) && @2(enabled)))) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z)))) && @1(false)) ==> !_WRITE_HAS_OCCURRED_$$G)
                    assume (((((@1(enabled) || @2(enabled)) && (!(((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) || (@1(enabled) && @2(enabled)))) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z)))) && @1(false)) ==> !_ATOMIC_HAS_OCCURRED_$$G)
                    if ((((((@1(enabled) || @2(enabled)) && (!(((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z))) || (@1(enabled) && @2(enabled)))) && (((@1(group_id_x) == @2(group_id_x)) && (@1(group_id_y) == @2(group_id_y))) && (@1(group_id_z) == @2(group_id_z)))) && @1(enabled)) && @2(enabled)) && (@1(false) || @2(false))) {
                      havoc G
                    }
                    havoc _TRACKING
                  }
                }
              }
              loop L2 {
              }
            }
        "#]].assert_eq(out);
    }

    #[test]
    fn barrier_without_race_ghosts_only_intra_group() {
        let mut b = Builder::new();
        let s = b.array("S", MemSpace::Shared);
        b.set_body(vec![
            st(StmtKind::Store {
                array: s,
                group: None,
                index: Expr::bv(0, 32),
                value: Expr::bv(0, 32),
            }),
            st(StmtKind::Barrier {
                local_fence: Expr::bv(1, 1),
                global_fence: Expr::bv(0, 1),
                grid: false,
            }),
        ]);
        let mut prog = b.prog;
        run(
            &mut prog,
            &Config {
                only_intra_group: true,
                ..Config::default()
            },
        );
        assert!(ir::verify::verify(&prog).is_empty());
        expect![[r#"
            ; props: 
            array A0 S : Shared [*] of bv32
            kernel proc k() {
              S[0bv32] := 0bv32
              once {
                assert a0 BarrierDivergence: (@1(enabled) == @2(enabled))
                if (((@1(enabled) || @2(enabled)) && (@1(enabled) && @2(enabled))) && (@1(enabled) || @2(enabled))) {
                  havoc S
                }
              }
            }
        "#]].assert_eq(&program_to_string(&prog));
    }
}
