//! A run from start to end: the threads and groups of the launch, parameter values, axioms and
//! preconditions, then the interleaving of threads between barriers and the barriers
//! themselves — a group passes a barrier when all its threads wait at the same instance of it,
//! the launch passes a grid barrier when all threads do; anything else is barrier divergence.

use rustc_hash::FxHashSet as HashSet;

use ir::{BinOp, Expr, MemSpace, Program, Special, StmtKind, VarId, VarRole};

use crate::eval::Mode;
use crate::exec::{Frame, FrameKind, Group, Machine, Stop, TState, Thread};
use crate::memory::Memory;
use crate::races::RaceLog;
use crate::rng::Rng;
use crate::value::Value;
use crate::{FindingKind, Launch, Outcome, RunConfig, Schedule, Status, ThreadId};

/// How many parameter samples are tried against the kernel's preconditions.
const PARAM_TRIES: usize = 64;

pub(crate) fn run(prog: &Program, launch: &Launch, cfg: &RunConfig) -> Outcome {
    let mut m = match Machine::new(prog, launch, cfg) {
        Ok(m) => m,
        Err(status) => {
            return Outcome {
                status,
                findings: Vec::new(),
                dropped: 0,
                steps: 0,
                params: Vec::new(),
                memory: Vec::new(),
                abstract_result: None,
            }
        }
    };
    let params = m.params();
    let status = match m.start().and_then(|()| m.go()) {
        Ok(s) => {
            if s == Status::Completed {
                m.check_collectives();
            }
            s
        }
        Err(Stop::Infeasible(origin)) => Status::Infeasible { origin },
        Err(Stop::Unsupported(what)) => Status::Unsupported(what),
    };
    let keep = matches!(status, Status::Completed | Status::StepLimit);
    let memory = if cfg.keep_memory {
        m.mem.global_cells(|a| {
            matches!(
                prog.arrays[a].space,
                ir::MemSpace::Global | ir::MemSpace::Constant
            )
        })
    } else {
        Vec::new()
    };
    Outcome {
        memory,
        status,
        findings: if keep { m.findings } else { Vec::new() },
        dropped: if keep { m.dropped } else { 0 },
        steps: m.steps,
        params,
        abstract_result: m.abstract_result,
    }
}

/// The ids of a dimension triple in x-fastest order.
fn ids(n: [u32; 3]) -> Vec<[u32; 3]> {
    let mut out = Vec::new();
    for z in 0..n[2].max(1) {
        for y in 0..n[1].max(1) {
            for x in 0..n[0].max(1) {
                out.push([x, y, z]);
            }
        }
    }
    out
}

fn flat(id: [u32; 3], n: [u32; 3]) -> u64 {
    let n = n.map(|d| u64::from(d.max(1)));
    u64::from(id[0]) + n[0] * (u64::from(id[1]) + n[1] * u64::from(id[2]))
}

/// What a barrier check found.
enum Sync {
    /// Some threads may run again.
    Continue,
    /// Every thread has ended, or the run stops at divergence.
    Finished,
}

impl<'p> Machine<'p> {
    pub(crate) fn new(
        prog: &'p Program,
        launch: &'p Launch,
        cfg: &'p RunConfig,
    ) -> Result<Self, Status> {
        let Some(kernel) = prog.kernel_proc() else {
            return Err(Status::Unsupported("a program without a kernel".into()));
        };
        let Some(body) = kernel.body.as_deref() else {
            return Err(Status::Unsupported("a kernel without a body".into()));
        };
        let group_ids = match &launch.groups {
            Some(g) => g.clone(),
            None => ids(launch.num_groups),
        };
        let locals = ids(launch.local_size);
        let per_group = locals.len() as u64;
        let mut m = Machine {
            prog,
            launch,
            cfg,
            threads: Vec::new(),
            groups: Vec::new(),
            mem: Memory::new(cfg.seed),
            log: RaceLog::default(),
            rng: Rng::new(cfg.seed ^ schedule_salt(cfg.schedule)),
            grid_epoch: 0,
            findings: Vec::new(),
            seen: HashSet::default(),
            dropped: 0,
            steps: 0,
            cur: kernel.origin,
            named: None,
            collectives: Default::default(),
            abstract_result: None,
        };
        for gid in group_ids {
            let g = m.groups.len();
            let gflat = flat(gid, launch.num_groups);
            let start = m.threads.len();
            for lid in &locals {
                m.threads.push(Thread {
                    id: ThreadId {
                        local: *lid,
                        group: gid,
                    },
                    group: g,
                    flat: gflat * per_group + flat(*lid, launch.local_size),
                    vars: vec![None; prog.vars.len()],
                    stack: vec![Frame {
                        stmts: body,
                        pc: 0,
                        kind: FrameKind::Kernel { olds: Vec::new() },
                    }],
                    state: TState::Running,
                });
            }
            m.groups.push(Group {
                flat: gflat,
                threads: start..m.threads.len(),
                local_epoch: 0,
                global_epoch: 0,
            });
        }
        m.set_specials();
        m.set_params();
        Ok(m)
    }

    /// The launch constants and thread ids.
    fn set_specials(&mut self) {
        let l = self.launch;
        for (v, d) in self.prog.vars.iter() {
            let VarRole::Special(s) = d.role else {
                continue;
            };
            for th in &mut self.threads {
                let x = match s {
                    Special::LocalId(d) => th.id.local[d.index()],
                    Special::GroupId(d) => th.id.group[d.index()],
                    Special::GroupSize(d) => l.local_size[d.index()].max(1),
                    Special::NumGroups(d) => l.num_groups[d.index()].max(1),
                    Special::GlobalOffset(d) => l.global_offset[d.index()],
                    Special::WarpSize => l.warp_size,
                };
                th.vars[v.0 as usize] = Some(Value::of(d.ty, u128::from(x)));
            }
        }
    }

    fn kernel_params(&self) -> &'p [VarId] {
        self.prog
            .kernel_proc()
            .map(|k| &k.params[..])
            .unwrap_or(&[])
    }

    /// The kernel's scalar parameters: as given, or sampled until the preconditions hold for
    /// the first thread (a bounded number of tries; the run itself checks them all).
    fn set_params(&mut self) {
        let params = self.kernel_params();
        let given = self.cfg.params.clone();
        let fixed = self.fixed_by_requires();
        let hints = self.param_hints();
        // Parameters depend on the seed only, not on the schedule.
        let mut rng = Rng::new(self.cfg.seed ^ 0x7061_7261_6d73);
        for attempt in 0..PARAM_TRIES {
            for (i, p) in params.iter().enumerate() {
                let ty = self.prog.vars[*p].ty;
                let x = match given.as_ref().and_then(|g| g.get(i).copied().flatten()) {
                    Some(bits) => Value::of(ty, bits),
                    None => match fixed.iter().find(|(v, _)| v == p) {
                        Some((_, bits)) => Value::of(ty, *bits),
                        None if !hints.is_empty() && rng.chance(1, 2) => {
                            let h = hints[rng.below(hints.len() as u64) as usize];
                            Value::of(ty, h)
                        }
                        None => Value::of(ty, rng.arbitrary()),
                    },
                };
                for th in &mut self.threads {
                    th.vars[p.0 as usize] = Some(x);
                }
            }
            let all_given = given
                .as_ref()
                .is_some_and(|g| params.len() <= g.len() && g.iter().all(Option::is_some));
            if all_given || params.is_empty() || attempt + 1 == PARAM_TRIES {
                break;
            }
            if self.requires_hold_for_first_thread() {
                break;
            }
        }
    }

    /// Parameters the kernel's preconditions fix: conjuncts `p == literal`.
    fn fixed_by_requires(&self) -> Vec<(VarId, u128)> {
        fn walk(e: &Expr, out: &mut Vec<(VarId, u128)>) {
            match e {
                Expr::Binary(BinOp::And, a, b) => {
                    walk(a, out);
                    walk(b, out);
                }
                Expr::Binary(BinOp::Eq, a, b) => match (&**a, &**b) {
                    (Expr::Var(v), Expr::Bv { value, .. })
                    | (Expr::Bv { value, .. }, Expr::Var(v)) => out.push((*v, *value)),
                    _ => {}
                },
                _ => {}
            }
        }
        let mut out = Vec::new();
        for c in self.parameter_assumptions() {
            walk(c, &mut out);
        }
        out.retain(|(v, _)| self.kernel_params().contains(v));
        out
    }

    /// Likely interesting parameter values: the literals of the kernel's preconditions and
    /// their neighbours, the literals compared with in any procedure (and their neighbours),
    /// small numbers and the launch's sizes.
    fn param_hints(&self) -> Vec<u128> {
        let mut out: Vec<i128> = vec![0, 1, 2, 3, -1];
        let near = |v: u128, w: u32, r: i128, out: &mut Vec<i128>| {
            let x = crate::value::signed(v, w);
            for d in -r..=r {
                out.push(x.wrapping_add(d));
            }
        };
        for c in self.parameter_assumptions() {
            ir::visit::walk_expr(c, &mut |e| {
                if let Expr::Bv { value, width } = e {
                    near(*value, *width, 2, &mut out);
                }
            });
        }
        for (_, p) in self.prog.procs.iter() {
            let Some(body) = &p.body else {
                continue;
            };
            ir::visit::walk_block_exprs(body, &mut |e| {
                ir::visit::walk_expr(e, &mut |x| {
                    if let Expr::Binary(op, a, b) = x {
                        if op.is_predicate() && !op.is_logical() {
                            for y in [a, b] {
                                if let Expr::Bv { value, width } = &**y {
                                    near(*value, *width, 1, &mut out);
                                }
                            }
                        }
                    }
                });
            });
        }
        let l = self.launch;
        for d in 0..3 {
            let (a, b) = (i128::from(l.local_size[d]), i128::from(l.num_groups[d]));
            out.extend([a - 1, a, a + 1, b, a * b - 1, a * b]);
        }
        let mut out: Vec<u128> = out.into_iter().map(|x| x as u128).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// What the kernel assumes of its parameters: its `requires`, and the `assume`s at the top
    /// of its body over parameters and launch constants only (`__assume`, `--kernel-args`).
    fn parameter_assumptions(&self) -> Vec<&'p Expr> {
        let Some(k) = self.prog.kernel_proc() else {
            return Vec::new();
        };
        let params = &k.params;
        let prog = self.prog;
        let only_params = |e: &Expr| {
            let mut ok = !mentions_memory(e);
            ir::visit::walk_expr(e, &mut |x| {
                if let Expr::Var(v) = x {
                    let special = matches!(prog.vars[*v].role, VarRole::Special(s) if !s.is_thread_specific());
                    ok &= params.contains(v) || special;
                }
            });
            ok
        };
        let mut out: Vec<&'p Expr> = k.requires.iter().map(|c| &c.cond).collect();
        for st in k.body.as_deref().unwrap_or(&[]) {
            match &st.kind {
                StmtKind::Assume(c) if only_params(c) => out.push(c),
                StmtKind::Assume(_) | StmtKind::Assert { .. } | StmtKind::Assign { .. } => {}
                _ => break,
            }
        }
        out
    }

    fn requires_hold_for_first_thread(&mut self) -> bool {
        if self.threads.is_empty() {
            return true;
        }
        // Sample on a scratch copy of the first thread's variables, without touching memory
        // that the kernel's own assumptions may still initialise.
        let saved = self.threads[0].vars.clone();
        let mut ok = true;
        for c in self.parameter_assumptions() {
            if mentions_memory(c) {
                continue;
            }
            match self.eval(0, c, Mode::Annotation) {
                Ok(v) if v.truth() => {}
                Ok(_) => {
                    ok = false;
                    break;
                }
                Err(_) => break,
            }
        }
        self.threads[0].vars = saved;
        ok
    }

    /// The parameter values in use.
    pub(crate) fn params(&self) -> Vec<u128> {
        let Some(th) = self.threads.first() else {
            return Vec::new();
        };
        self.kernel_params()
            .iter()
            .map(|p| th.vars[p.0 as usize].map(|v| v.bits).unwrap_or(0))
            .collect()
    }

    /// Axioms, the kernel's preconditions (assumed) and its `old` snapshots, in every thread.
    pub(crate) fn start(&mut self) -> Result<(), Stop> {
        let prog = self.prog;
        let Some(k) = prog.kernel_proc() else {
            return Ok(());
        };
        for t in 0..self.threads.len() {
            for ax in &prog.axioms {
                self.cur = k.origin;
                self.assume(t, ax, k.origin)?;
            }
            for c in &k.requires {
                self.cur = c.origin;
                self.assume(t, &c.cond, c.origin)?;
            }
            let olds = self.snapshot_olds(t, &k.ensures)?;
            if let Some(f) = self.threads[t].stack.first_mut() {
                f.kind = FrameKind::Kernel { olds };
            }
        }
        Ok(())
    }

    /// Interleave the threads until all end, the run diverges, or the step limit.
    pub(crate) fn go(&mut self) -> Result<Status, Stop> {
        let mut runnable: Vec<usize> = (0..self.threads.len()).collect();
        let mut rr = 0usize;
        let mut burst = 0u64;
        let mut current: Option<usize> = None;
        loop {
            if self.steps >= self.cfg.max_steps {
                return Ok(Status::StepLimit);
            }
            if self.steps % 4096 == 0
                && self
                    .cfg
                    .deadline
                    .is_some_and(|d| std::time::Instant::now() >= d)
            {
                return Ok(Status::StepLimit);
            }
            runnable.retain(|&t| matches!(self.threads[t].state, TState::Running));
            if runnable.is_empty() {
                match self.sync() {
                    Sync::Continue => {
                        runnable = (0..self.threads.len())
                            .filter(|&t| matches!(self.threads[t].state, TState::Running))
                            .collect();
                        current = None;
                        continue;
                    }
                    Sync::Finished => return Ok(Status::Completed),
                }
            }
            let t = match self.cfg.schedule {
                Schedule::InOrder => runnable[0],
                Schedule::Reverse => runnable[runnable.len() - 1],
                Schedule::RoundRobin => {
                    rr = (rr + 1) % runnable.len();
                    runnable[rr]
                }
                Schedule::Random => match current {
                    Some(c) if burst > 0 && runnable.contains(&c) => {
                        burst -= 1;
                        c
                    }
                    _ => {
                        let c = runnable[self.rng.below(runnable.len() as u64) as usize];
                        burst = self.rng.below(8);
                        current = Some(c);
                        c
                    }
                },
            };
            // Run the chosen thread until it has executed a statement or stopped.
            self.steps += 1;
            self.step(t)?;
            if self.threads[t].stack.is_empty() {
                self.threads[t].state = TState::Done;
            }
        }
    }

    /// No thread can run: pass barriers where all the threads they synchronise wait at the
    /// same instance, or report divergence.
    fn sync(&mut self) -> Sync {
        if self.named.is_some() {
            return if self.named_sync() {
                Sync::Continue
            } else {
                Sync::Finished
            };
        }
        let mut released = false;
        for g in 0..self.groups.len() {
            let range = self.groups[g].threads.clone();
            let first = match &self.threads[range.start].state {
                TState::Barrier(w) if !w.grid => w,
                _ => continue,
            };
            let key = &first.key;
            let all_same = range.clone().all(|t| {
                matches!(&self.threads[t].state, TState::Barrier(w) if !w.grid && w.key == *key)
            });
            if all_same {
                let (local, global) = self.fences(range.clone());
                self.release_group(g, local, global);
                released = true;
            }
        }
        if released {
            return Sync::Continue;
        }
        // A group with a thread at a group barrier that could not pass has diverged.
        for g in 0..self.groups.len() {
            let range = self.groups[g].threads.clone();
            let Some(at) = range
                .clone()
                .find(|&t| matches!(&self.threads[t].state, TState::Barrier(w) if !w.grid))
            else {
                continue;
            };
            let other = range
                .clone()
                .find(|&t| !same_wait(&self.threads[at].state, &self.threads[t].state))
                .unwrap_or(at);
            self.divergence(at, other, false);
            return Sync::Finished;
        }
        // Every thread has ended or waits at a grid barrier.
        let Some(at) =
            (0..self.threads.len()).find(|&t| matches!(self.threads[t].state, TState::Barrier(_)))
        else {
            return Sync::Finished;
        };
        if let Some(other) = (0..self.threads.len())
            .find(|&t| !same_wait(&self.threads[at].state, &self.threads[t].state))
        {
            self.divergence(at, other, true);
            return Sync::Finished;
        }
        let (local, global) = self.fences(0..self.threads.len());
        for g in 0..self.groups.len() {
            self.release_group(g, local, global);
        }
        if global {
            self.grid_epoch += 1;
            let grid = self.grid_epoch;
            let prog = self.prog;
            self.log
                .forget_before_grid(grid, |a| prog.arrays[a].space == MemSpace::Global);
        }
        Sync::Continue
    }

    /// Whether any waiting thread's barrier fences shared and global memory.
    fn fences(&self, threads: std::ops::Range<usize>) -> (bool, bool) {
        let mut f = (false, false);
        for t in threads {
            if let TState::Barrier(w) = &self.threads[t].state {
                f.0 |= w.local;
                f.1 |= w.global;
            }
        }
        f
    }

    fn release_group(&mut self, g: usize, local: bool, global: bool) {
        let grp = &mut self.groups[g];
        if local {
            grp.local_epoch += 1;
            let copy = grp.flat;
            let prog = self.prog;
            self.log
                .forget_copy(|a, c| c == copy && prog.arrays[a].space == MemSpace::Shared);
        }
        if global {
            grp.global_epoch += 1;
        }
        for t in self.groups[g].threads.clone() {
            if matches!(self.threads[t].state, TState::Barrier(_)) {
                self.threads[t].state = TState::Running;
            }
        }
    }

    fn divergence(&mut self, at: usize, other: usize, grid: bool) {
        let origin = match &self.threads[at].state {
            TState::Barrier(w) => w.stmt.origin,
            _ => self.cur,
        };
        let other = (other != at).then_some(other);
        self.report(at, FindingKind::Divergence { grid }, other, origin);
    }
}

/// Whether two threads wait at the same barrier instance.
fn same_wait(a: &TState<'_>, b: &TState<'_>) -> bool {
    match (a, b) {
        (TState::Barrier(x), TState::Barrier(y)) => x.key == y.key && x.grid == y.grid,
        _ => false,
    }
}

fn mentions_memory(e: &Expr) -> bool {
    match e {
        Expr::Load { .. } | Expr::Old(_) => true,
        Expr::Unary(_, a) | Expr::Cast(_, a) | Expr::AtThread(_, a) | Expr::Other(a) => {
            mentions_memory(a)
        }
        Expr::Binary(_, a, b) => mentions_memory(a) || mentions_memory(b),
        Expr::Ite(c, a, b) => mentions_memory(c) || mentions_memory(a) || mentions_memory(b),
        Expr::Apply(_, args) => args.iter().any(mentions_memory),
        _ => false,
    }
}

fn schedule_salt(s: Schedule) -> u64 {
    match s {
        Schedule::InOrder => 0,
        Schedule::Reverse => 0x1111,
        Schedule::RoundRobin => 0x2222,
        Schedule::Random => 0x3333,
    }
}
