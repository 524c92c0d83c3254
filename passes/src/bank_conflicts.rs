//! The `bank-conflicts` pass: with `--check-bank-conflicts[=BANKS]`, an obligation at every
//! access to shared memory that two threads of one warp, executing it together, do not hit
//! the same bank at different addresses (PUG's bank-conflict check).
//!
//! Input: the program after `uniformity` and `race`, before predication. Shared memory is
//! modelled as `BANKS` banks of 4-byte words, word `w` in bank `w mod BANKS`; the threads of a
//! group form warps of consecutive flattened local ids (of `--warp-sync=N` lanes, else 32).
//! Before each statement that accesses a shared array, a thread-pair block asserts, for the
//! two threads of the pair: not (both execute this access, same group, same warp, their words
//! differ, and the words are in the same bank). Both threads of the pair are at the same
//! statement in the sequential two-thread program, as two lanes of a warp are at the same
//! instruction. A failure is a performance warning, not an error: the CLI checks these
//! obligations in a run of their own, with every other obligation assumed.

use ir::{
    AccessKind, AssertKind, BinOp, Block, Dim, Expr, MemSpace, Program, Special, Stmt, StmtKind,
    Thread,
};

use crate::access::accesses;
use crate::pipeline::PassArgs;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "bank-conflicts",
    summary: "with --check-bank-conflicts, check that lanes of a warp use distinct shared banks",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("bank-conflicts: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(BankConflicts)),
    }
}

/// The `bank-conflicts` pass.
pub struct BankConflicts;

impl Pass for BankConflicts {
    fn name(&self) -> &'static str {
        "bank-conflicts"
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let Some(banks) = cx.config.bank_conflicts else {
            return Ok(());
        };
        let warp = cx.config.warp_sync.unwrap_or(32).max(1);
        let ids: Vec<_> = prog.procs.iter().map(|(id, _)| id).collect();
        for p in ids {
            if let Some(body) = prog.procs[p].body.take() {
                let body = block(prog, body, banks, warp);
                prog.procs[p].body = Some(body);
            }
        }
        Ok(())
    }
}

/// Ghost stem of the arbitrary bank a conflict is reported on.
pub const WATCHED_BANK: &str = "WATCHED_BANK";

/// The constant naming the bank of a conflict, created on first use.
fn watched_bank(prog: &mut Program) -> Expr {
    ghost_constant(prog, WATCHED_BANK)
}

fn special(prog: &mut Program, s: Special) -> Expr {
    Expr::var(prog.special(s))
}

/// `e` as seen by thread `t`.
fn at(t: Thread, e: Expr) -> Expr {
    Expr::at(t, e)
}

/// Ghost stem of the arbitrary access site whose conflicts are checked: each obligation holds
/// trivially at other sites, so that one failing site does not hide another (a failed
/// assertion is assumed in what follows).
pub const WATCHED_SITE: &str = "WATCHED_SITE";

fn ghost_constant(prog: &mut Program, what: &str) -> Expr {
    if let Some(v) = crate::race::ghost(prog, None, what) {
        return Expr::var(v);
    }
    let v = prog.new_var(
        what,
        ir::Type::Bv(32),
        ir::VarScope::Global,
        ir::VarRole::RaceGhost {
            array: None,
            what: what.into(),
        },
        ir::Origin::Synthetic("bank-conflicts"),
    );
    prog.vars[v].constant = true;
    prog.vars[v].shared = true;
    prog.vars[v].uniform = true;
    Expr::var(v)
}

fn block(prog: &mut Program, b: Block, banks: u32, warp: u32) -> Block {
    let mut out = Vec::with_capacity(b.len());
    for mut s in b {
        if !matches!(s.kind, StmtKind::Once(_)) {
            for child in ir::visit::child_blocks_mut(&mut s) {
                *child = block(prog, std::mem::take(child), banks, warp);
            }
        }
        for a in accesses(prog, &s) {
            if prog.arrays[a.array].space != MemSpace::Shared || a.kind == AccessKind::Atomic {
                continue;
            }
            let Some(check) = conflict_check(prog, &a, banks, warp) else {
                continue;
            };
            let id = prog.new_assert(AssertKind::BankConflict { array: a.array }, s.origin);
            let site = ghost_constant(prog, WATCHED_SITE);
            let here = Expr::eq(site, Expr::bv(u128::from(id.0), 32));
            let cond = Expr::implies(here, check);
            out.push(Stmt::new(
                StmtKind::Once(vec![Stmt::new(StmtKind::Assert { id, cond }, s.origin)]),
                s.origin,
            ));
        }
        out.push(s);
    }
    out
}

/// The condition that the access is conflict-free for the pair of threads.
fn conflict_check(
    prog: &mut Program,
    a: &crate::access::Access,
    banks: u32,
    warp: u32,
) -> Option<Expr> {
    let ir::Type::Bv(w) = prog.type_of(&a.index) else {
        return None;
    };
    if w != 32 {
        return None;
    }
    let cell = u128::from(prog.arrays[a.array].elem.width() / 8).max(1);
    let bv = |v: u128| Expr::bv(v, 32);
    let bin = |op, x: Expr, y: Expr| Expr::binary(op, x, y);
    // The 4-byte word an index falls in.
    let word = |i: Expr| match cell {
        4 => i,
        c if c > 4 => bin(BinOp::Mul, i, bv(c / 4)),
        c => bin(BinOp::UDiv, bin(BinOp::Mul, i, bv(c)), bv(4)),
    };
    // The bank: one arbitrary constant, so that a counterexample names it.
    let which = watched_bank(prog);
    let bank = |x: Expr| Expr::eq(bin(BinOp::URem, x, bv(u128::from(banks))), which.clone());
    let [lx, ly, lz] = Dim::ALL.map(|d| special(prog, Special::LocalId(d)));
    let [sx, sy, _] = Dim::ALL.map(|d| special(prog, Special::GroupSize(d)));
    let flat = bin(
        BinOp::Add,
        bin(BinOp::Add, lx, bin(BinOp::Mul, ly, sx.clone())),
        bin(BinOp::Mul, bin(BinOp::Mul, lz, sx), sy),
    );
    let lane_warp = bin(BinOp::UDiv, flat, bv(u128::from(warp)));
    let gids = Dim::ALL.map(|d| special(prog, Special::GroupId(d)));
    let same_group = Expr::all(
        gids.into_iter()
            .map(|g| Expr::eq(at(Thread::One, g.clone()), at(Thread::Two, g))),
    );
    let active = Expr::and(Expr::Enabled, a.guard.clone());
    let w1 = at(Thread::One, word(a.index.clone()));
    let w2 = at(Thread::Two, word(a.index.clone()));
    let conflict = Expr::all([
        at(Thread::One, active.clone()),
        at(Thread::Two, active),
        same_group,
        Expr::eq(
            at(Thread::One, lane_warp.clone()),
            at(Thread::Two, lane_warp),
        ),
        Expr::ne(w1.clone(), w2.clone()),
        bank(w1),
        bank(w2),
    ]);
    Some(Expr::not(conflict))
}
