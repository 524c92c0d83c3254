//! WEFT-style checking of kernels with PTX named barriers (`bar.sync id, n` /
//! `bar.arrive id, n`): after a static check that nothing the synchronisation depends on
//! comes from data ([`taint`]), every thread of the launch runs concretely under a
//! deterministic scheduler.
//!
//! Semantics per block: barrier `id` has generations; an arrival joins the current one
//! (counting `n` threads, every thread of the block when no count is given); `sync` waits
//! until the generation has `n` arrivals, `arrive` goes on. A plain block barrier
//! (`__syncthreads()`) is `bar.sync 0`. Checks: counts that are not a multiple of the warp size
//! or that differ within a generation, deadlock (a generation no one completes), unsafe
//! recycling (a thread arrives at a barrier whose generation it already arrived at is still
//! open, or arrives unordered with an arrival of the previous generation, so that the order of
//! arrival decides who meets in which generation), data races under the happens-before order
//! of vector clocks (an arrival contributes the thread's clock to its generation; threads that
//! *wait* join it on completion; different blocks are never ordered), and user assertions.
//!
//! Why WEFT's precondition: when control flow, indices and barrier operands are functions of
//! thread ids and launch sizes only, and every generation's threads are the same in every
//! order of arrival (checked), one execution shows every access and every barrier arrival any
//! execution makes, so one deterministic run decides the launch.

pub mod taint;
#[cfg(test)]
mod tests;

use std::collections::HashMap;

use ir::{AccessKind, ArrayId, Expr, Origin, Program, Stmt};

use crate::eval::Mode;
use crate::exec::{Machine, Stop, TState, Wait};
use crate::memory::Copy;
use crate::{Access, Finding, FindingKind, Launch, RunConfig, Status};

pub use taint::{data_dependence, uf_dependence, Dependence};

/// Barrier numbers PTX offers per block.
pub const BARRIERS: u128 = 16;
/// The most threads a launch may have for this check.
pub const MAX_THREADS: u64 = 65_536;

/// A synchronisation error.
#[derive(Clone, Debug, PartialEq)]
pub struct BarrierError {
    /// A short stable kind: `deadlock`, `recycling`, `barrier-count`, `barrier-id`.
    pub kind: &'static str,
    /// The headline, e.g. `possible deadlock: barrier 1 expects 128 threads but only 64 arrive`.
    pub message: String,
    /// The barrier statement concerned.
    pub origin: Origin,
    /// The block.
    pub group: [u32; 3],
    /// The warps (local linear id / warp size) involved.
    pub warps: Vec<u64>,
    /// What those warps do there: `waiting`, `arrived` or `arriving`.
    pub role: &'static str,
}

/// The result of checking a kernel with named barriers.
#[derive(Clone, Debug, PartialEq)]
pub enum NamedOutcome {
    /// The check cannot decide the kernel (precondition, launch size, constructs).
    Refused {
        /// Why, as a sentence after `unsupported: `.
        message: String,
        /// Where, when a statement is to blame.
        origin: Option<Origin>,
    },
    /// Every thread ran: what went wrong (nothing, when both are empty).
    Checked {
        /// Races, assertion failures and other errors seen.
        findings: Vec<Finding>,
        /// Synchronisation errors.
        barriers: Vec<BarrierError>,
    },
}

/// An open generation of one barrier in one block.
#[derive(Clone, Debug)]
struct Gen {
    count: u128,
    /// Threads (numbers in the run) arrived, in order.
    arrived: Vec<usize>,
    /// Those of them that wait.
    waiting: Vec<usize>,
    /// The join of the arrivals' clocks.
    clock: Vec<u64>,
    /// The first arrival's statement.
    origin: Origin,
}

/// A completed generation: the join of its arrivals' clocks, and its threads.
type Completed = (Vec<u64>, Vec<usize>);

/// One logged access for happens-before race detection.
#[derive(Clone, Debug)]
struct VRec {
    thread: usize,
    group: usize,
    kind: AccessKind,
    /// The thread's own clock component when it accessed.
    epoch: u64,
    value: u128,
    old: Option<u128>,
    origin: Origin,
}

/// The named-barrier state of a run.
#[derive(Default)]
pub(crate) struct NamedState {
    /// Per thread, its vector clock over the threads of its block.
    clocks: Vec<Vec<u64>>,
    /// Per block, per barrier number, the open generation.
    gens: Vec<Vec<Option<Gen>>>,
    /// Per block, per barrier number, the last completed generation: its clock and threads.
    done: Vec<Vec<Option<Completed>>>,
    /// Per cell, the latest access of each thread and kind.
    log: HashMap<(ArrayId, Copy, u128), Vec<VRec>>,
    errors: Vec<BarrierError>,
    /// Stopped at an error after which the run means nothing.
    halted: bool,
}

/// Check `prog`'s kernel on every thread of `launch`.
pub fn check(prog: &Program, launch: &Launch) -> NamedOutcome {
    let total = launch
        .group_threads()
        .saturating_mul(launch.running_groups());
    if total > MAX_THREADS {
        return NamedOutcome::Refused {
            message: format!(
                "named barriers in a launch of {total} threads (the check runs every thread; at most {MAX_THREADS})"
            ),
            origin: None,
        };
    }
    if let Some(d) = data_dependence(prog) {
        return NamedOutcome::Refused {
            message: format!(
                "named barriers with data-dependent control flow or addresses ({} depends on memory contents, kernel parameters or floating-point values)",
                d.what
            ),
            origin: Some(d.origin),
        };
    }
    let cfg = RunConfig {
        max_steps: 50_000_000,
        max_findings: 64,
        ..RunConfig::default()
    };
    let mut m = match Machine::new(prog, launch, &cfg) {
        Ok(m) => m,
        Err(s) => return refused_status(s),
    };
    let per_group = launch.group_threads() as usize;
    m.named = Some(NamedState {
        clocks: (0..m.threads.len())
            .map(|t| {
                let mut c = vec![0; per_group];
                // Own component starts at 1: nothing of it is known to others yet.
                c[t % per_group.max(1)] = 1;
                c
            })
            .collect(),
        gens: vec![vec![None; BARRIERS as usize]; m.groups.len()],
        done: vec![vec![None; BARRIERS as usize]; m.groups.len()],
        ..NamedState::default()
    });
    let status = match m.start().and_then(|()| m.go()) {
        Ok(s) => s,
        Err(Stop::Infeasible(origin)) => Status::Infeasible { origin },
        Err(Stop::Unsupported(what)) => Status::Unsupported(what),
    };
    match status {
        Status::Completed => {}
        s => return refused_status(s),
    }
    let named = m.named.take().unwrap_or_default();
    NamedOutcome::Checked {
        findings: m.findings,
        barriers: named.errors,
    }
}

fn refused_status(s: Status) -> NamedOutcome {
    let (message, origin) = match s {
        Status::Unsupported(w) => (format!("{w} in the named-barrier check"), None),
        Status::Infeasible { origin } => (
            "named barriers in a kernel whose assumptions do not hold for the launch".into(),
            Some(origin),
        ),
        Status::StepLimit => (
            "named barriers in a kernel whose threads did not all end within the step limit".into(),
            None,
        ),
        Status::Completed => ("named barriers".into(), None),
    };
    NamedOutcome::Refused { message, origin }
}

impl<'p> Machine<'p> {
    fn local_of(&self, t: usize) -> usize {
        t - self.groups[self.threads[t].group].threads.start
    }

    fn warp_of(&self, t: usize) -> u64 {
        self.local_of(t) as u64 / u64::from(self.launch.warp_size.max(1))
    }

    fn warps(&self, ts: &[usize]) -> Vec<u64> {
        let mut w: Vec<u64> = ts.iter().map(|&t| self.warp_of(t)).collect();
        w.sort_unstable();
        w.dedup();
        w
    }

    fn barrier_error(
        &mut self,
        t: usize,
        kind: &'static str,
        message: String,
        origin: Origin,
        ts: &[usize],
    ) {
        self.barrier_error_as(t, kind, message, origin, ts, "arriving")
    }

    fn barrier_error_as(
        &mut self,
        t: usize,
        kind: &'static str,
        message: String,
        origin: Origin,
        ts: &[usize],
        role: &'static str,
    ) {
        let warps = self.warps(ts);
        let group = self.threads[t].id.group;
        if let Some(n) = &mut self.named {
            n.errors.push(BarrierError {
                kind,
                message,
                origin,
                group,
                warps,
                role,
            });
        }
    }

    /// Stop every thread: what follows an error of synchronisation means nothing.
    fn halt(&mut self) {
        for th in &mut self.threads {
            th.stack.clear();
            th.state = TState::Done;
        }
        if let Some(n) = &mut self.named {
            n.halted = true;
        }
    }

    /// `bar.sync`/`bar.arrive` with operand expressions.
    pub(crate) fn named_barrier(
        &mut self,
        t: usize,
        s: &'p Stmt,
        id: &'p Expr,
        count: Option<&'p Expr>,
        wait: bool,
    ) -> Result<(), Stop> {
        let id = self.eval(t, id, Mode::Program)?.bits;
        let count = match count {
            Some(c) => Some(self.eval(t, c, Mode::Program)?.bits),
            None => None,
        };
        self.arrive(t, s, id, count, wait)
    }

    /// Thread `t` arrives at barrier `id` of its block, counting `count` threads (all of the
    /// block when `None`), and waits when `wait`.
    pub(crate) fn arrive(
        &mut self,
        t: usize,
        s: &'p Stmt,
        id: u128,
        count: Option<u128>,
        wait: bool,
    ) -> Result<(), Stop> {
        let origin = s.origin;
        if id >= BARRIERS {
            let msg = format!(
                "barrier {id} does not exist (PTX has barriers 0 to {})",
                BARRIERS - 1
            );
            self.barrier_error(t, "barrier-id", msg, origin, &[t]);
            self.halt();
            return Ok(());
        }
        let warp = u128::from(self.launch.warp_size.max(1));
        let n = match count {
            Some(n) if n == 0 || n % warp != 0 => {
                let msg = format!(
                    "barrier {id} counts {n} threads, which is not a positive multiple of the warp size ({warp})"
                );
                self.barrier_error(t, "barrier-count", msg, origin, &[t]);
                self.halt();
                return Ok(());
            }
            Some(n) => n,
            None => u128::from(self.launch.group_threads()),
        };
        let g = self.threads[t].group;
        let me = self.local_of(t);
        let Some(named) = self.named.as_mut() else {
            return Ok(());
        };
        let clock = named.clocks[t].clone();
        // Every arrival must come after the previous generation completed; otherwise, in
        // another order of arrival, it joins that generation in the place of one of its
        // threads, and the generations hold other threads than in this run.
        if let Some((prev, threads)) = named.done[g][id as usize].clone() {
            let unordered = threads.iter().copied().find(|&a| {
                let la = self.local_of(a);
                clock.get(la).copied().unwrap_or(0) < prev.get(la).copied().unwrap_or(0)
            });
            if let Some(a) = unordered {
                let msg = format!(
                    "barrier {id} may be recycled unsafely: which threads meet in its generations depends on the order of arrival"
                );
                self.barrier_error_as(t, "recycling", msg, origin, &[a, t], "arriving");
                self.halt();
                return Ok(());
            }
        }
        let Some(named) = self.named.as_mut() else {
            return Ok(());
        };
        let slot = &mut named.gens[g][id as usize];
        if let Some(gen) = slot.as_ref() {
            if gen.count != n {
                let msg = format!(
                    "barrier {id} is used with different thread counts ({} and {n}) in one generation",
                    gen.count
                );
                let (mut ts, o) = (gen.arrived.clone(), gen.origin);
                ts.push(t);
                let _ = o;
                self.barrier_error(t, "barrier-count", msg, origin, &ts);
                self.halt();
                return Ok(());
            }
            if gen.arrived.contains(&t) {
                let msg = format!("barrier {id} may be recycled unsafely");
                self.barrier_error(t, "recycling", msg, origin, &[t]);
                self.halt();
                return Ok(());
            }
        }
        let gen = slot.get_or_insert_with(|| Gen {
            count: n,
            arrived: Vec::new(),
            waiting: Vec::new(),
            clock: vec![0; clock.len()],
            origin,
        });
        gen.arrived.push(t);
        for (a, b) in gen.clock.iter_mut().zip(&clock) {
            *a = (*a).max(*b);
        }
        if wait {
            gen.waiting.push(t);
        }
        let complete = gen.arrived.len() as u128 >= gen.count;
        // Later accesses of `t` are not covered by this arrival.
        named.clocks[t][me] += 1;
        if wait {
            self.threads[t].state = TState::Barrier(Wait {
                key: vec![id as usize],
                stmt: s,
                grid: false,
                local: true,
                global: true,
            });
        }
        if complete {
            let Some(named) = self.named.as_mut() else {
                return Ok(());
            };
            let Some(gen) = named.gens[g][id as usize].take() else {
                return Ok(());
            };
            named.done[g][id as usize] = Some((gen.clock.clone(), gen.arrived.clone()));
            for &w in &gen.waiting {
                for (a, b) in named.clocks[w].iter_mut().zip(&gen.clock) {
                    *a = (*a).max(*b);
                }
                self.threads[w].state = crate::exec::TState::Running;
            }
        }
        Ok(())
    }

    /// No thread can run: true when some can run again (never, as generations complete at
    /// the last arrival), else report the generations left open as deadlocks.
    pub(crate) fn named_sync(&mut self) -> bool {
        if self
            .threads
            .iter()
            .any(|th| matches!(th.state, TState::Running))
        {
            return true;
        }
        let Some(named) = self.named.as_ref() else {
            return false;
        };
        if named.halted {
            return false;
        }
        let mut open = Vec::new();
        for (g, gens) in named.gens.iter().enumerate() {
            for (id, gen) in gens.iter().enumerate() {
                if let Some(gen) = gen {
                    open.push((g, id, gen.clone()));
                }
            }
        }
        for (g, id, gen) in open {
            let t = gen.arrived[0];
            let _ = g;
            let msg = format!(
                "possible deadlock: barrier {id} expects {} threads but only {} arrive",
                gen.count,
                gen.arrived.len()
            );
            let (who, role) = if gen.waiting.is_empty() {
                (gen.arrived.clone(), "arrived")
            } else {
                (gen.waiting.clone(), "waiting")
            };
            self.barrier_error_as(t, "deadlock", msg, gen.origin, &who, role);
        }
        false
    }

    /// Log an access under happens-before and report the races it makes.
    pub(crate) fn named_access(
        &mut self,
        t: usize,
        array: ArrayId,
        index: u128,
        kind: AccessKind,
        val: u128,
        old: Option<u128>,
    ) {
        let g = self.threads[t].group;
        let me = self.local_of(t);
        let start = self.groups[g].threads.start;
        let copy = self.copy_of(t, array);
        let Some(named) = self.named.as_mut() else {
            return;
        };
        let clock = &named.clocks[t];
        let rec = VRec {
            thread: t,
            group: g,
            kind,
            epoch: clock[me],
            value: val,
            old,
            origin: self.cur,
        };
        let log = named.log.entry((array, copy, index)).or_default();
        let mut races = Vec::new();
        for a in log.iter() {
            if a.thread == t
                || matches!(
                    (a.kind, kind),
                    (AccessKind::Read, AccessKind::Read) | (AccessKind::Atomic, AccessKind::Atomic)
                )
            {
                continue;
            }
            let ordered = a.group == g && clock[a.thread - start] >= a.epoch;
            if !ordered {
                races.push(a.clone());
            }
        }
        match log.iter_mut().find(|r| r.thread == t && r.kind == kind) {
            Some(r) => *r = rec.clone(),
            None => log.push(rec.clone()),
        }
        for a in races {
            let access = |m: &Self, x: &VRec| Access {
                thread: m.threads[x.thread].id,
                kind: x.kind,
                origin: x.origin,
                value: x.value,
                old: x.old,
            };
            let kind = FindingKind::Race {
                array,
                index,
                first: access(self, &a),
                second: access(self, &rec),
                benign: false,
                inter_group: a.group != g,
            };
            self.report(a.thread, kind, Some(t), self.cur);
        }
    }
}
