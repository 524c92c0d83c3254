//! Barrier intervals as GPUVerify counts them (`--debug` prints the count): the stretches of a
//! kernel between two unconditional barriers, the start and the end of the kernel counting as
//! barriers.
//!
//! The kernel becomes a control-flow graph whose nodes are its entry, its exit, each barrier
//! and each point where control splits or joins. A barrier is unconditional when it is reached
//! in uniform control flow and fences local memory (grid barriers always count). An interval
//! starts at each such point `d` that has another such point `p` which `d` dominates and which
//! post-dominates `d`; the count is the number of starting points.

use std::collections::HashMap;

use ir::{Block, Expr, LabelId, Program, StmtKind};

/// The number of barrier intervals of the kernel of `prog` (inlined, after uniformity
/// analysis); `None` when the kernel has no body or uses named barriers.
pub fn barrier_intervals(prog: &Program) -> Option<usize> {
    let k = prog.kernel?;
    let body = prog.procs[k].body.as_ref()?;
    let mut g = Graph::default();
    let entry = g.node(true);
    let mut labels = HashMap::new();
    let end = g.block(body, entry, true, &mut labels)?;
    let exit = g.node(true);
    g.edge(end, exit);
    Some(g.count(entry, exit))
}

#[derive(Default)]
struct Graph {
    succ: Vec<Vec<usize>>,
    /// Whether each node is a barrier point.
    barrier: Vec<bool>,
}

impl Graph {
    fn node(&mut self, barrier: bool) -> usize {
        self.succ.push(Vec::new());
        self.barrier.push(barrier);
        self.succ.len() - 1
    }

    fn edge(&mut self, a: usize, b: usize) {
        self.succ[a].push(b);
    }

    /// Add the statements of `b` after node `cur`; the node where they end.
    fn block(
        &mut self,
        b: &Block,
        mut cur: usize,
        uniform: bool,
        labels: &mut HashMap<LabelId, usize>,
    ) -> Option<usize> {
        for s in b {
            match &s.kind {
                StmtKind::Barrier {
                    local_fence, grid, ..
                } => {
                    let unconditional = uniform && (*grid || is_true(local_fence));
                    let n = self.node(unconditional);
                    self.edge(cur, n);
                    cur = n;
                }
                StmtKind::If {
                    then_body,
                    else_body,
                    uniform: u,
                    ..
                } => {
                    let (t, e) = (self.node(false), self.node(false));
                    self.edge(cur, t);
                    self.edge(cur, e);
                    let t_end = self.block(then_body, t, uniform && *u, labels)?;
                    let e_end = self.block(else_body, e, uniform && *u, labels)?;
                    let join = self.node(false);
                    self.edge(t_end, join);
                    self.edge(e_end, join);
                    cur = join;
                }
                StmtKind::Loop(lp) => {
                    let head = self.node(false);
                    let after = self.node(false);
                    self.edge(cur, head);
                    labels.insert(lp.label, after);
                    let end = self.block(&lp.body, head, uniform && lp.uniform, labels)?;
                    self.edge(end, head);
                    cur = after;
                }
                StmtKind::Block {
                    label,
                    body,
                    uniform: u,
                } => {
                    let after = self.node(false);
                    labels.insert(*label, after);
                    let start = self.node(false);
                    self.edge(cur, start);
                    let end = self.block(body, start, uniform && *u, labels)?;
                    self.edge(end, after);
                    cur = after;
                }
                StmtKind::Exit(label) => {
                    let target = *labels.get(label)?;
                    self.edge(cur, target);
                    // What follows is unreachable.
                    cur = self.node(false);
                }
                StmtKind::Once(body) => cur = self.block(body, cur, uniform, labels)?,
                StmtKind::NamedBarrier { .. } | StmtKind::Call { .. } => return None,
                _ => {}
            }
        }
        Some(cur)
    }

    /// The number of barrier points that start an interval.
    fn count(&self, entry: usize, exit: usize) -> usize {
        let n = self.succ.len();
        let mut pred = vec![Vec::new(); n];
        for (a, ss) in self.succ.iter().enumerate() {
            for &b in ss {
                pred[b].push(a);
            }
        }
        let dom = dominators(n, entry, &pred);
        let pdom = dominators(n, exit, &self.succ);
        let reachable = |x: usize| dom[x].is_some();
        let points: Vec<usize> = (0..n)
            .filter(|&x| self.barrier[x] && reachable(x) && pdom[x].is_some())
            .collect();
        points
            .iter()
            .filter(|&&d| {
                points.iter().any(|&p| {
                    p != d
                        && dom[p].as_ref().is_some_and(|s| s[d])
                        && pdom[d].as_ref().is_some_and(|s| s[p])
                })
            })
            .count()
    }
}

/// For each node, the set of nodes that dominate it in the graph whose predecessor lists are
/// `pred` and whose root is `root` (`None` for nodes the root does not reach).
fn dominators(n: usize, root: usize, pred: &[Vec<usize>]) -> Vec<Option<Vec<bool>>> {
    // Reachability from the root along the reverse of `pred`.
    let mut succ = vec![Vec::new(); n];
    for (b, ps) in pred.iter().enumerate() {
        for &a in ps {
            succ[a].push(b);
        }
    }
    let mut reach = vec![false; n];
    let mut stack = vec![root];
    reach[root] = true;
    while let Some(x) = stack.pop() {
        for &y in &succ[x] {
            if !reach[y] {
                reach[y] = true;
                stack.push(y);
            }
        }
    }
    let mut dom: Vec<Option<Vec<bool>>> = (0..n).map(|x| reach[x].then(|| vec![true; n])).collect();
    dom[root] = Some((0..n).map(|x| x == root).collect());
    let mut changed = true;
    while changed {
        changed = false;
        for x in 0..n {
            if x == root || !reach[x] {
                continue;
            }
            let mut set = vec![true; n];
            for &p in &pred[x] {
                if let Some(ps) = &dom[p] {
                    for (s, q) in set.iter_mut().zip(ps) {
                        *s &= *q;
                    }
                }
            }
            set[x] = true;
            if dom[x].as_ref() != Some(&set) {
                dom[x] = Some(set);
                changed = true;
            }
        }
    }
    dom
}

fn is_true(e: &Expr) -> bool {
    match e {
        Expr::Bool(b) => *b,
        e => e.as_bv().is_some_and(|(v, _)| v == 1),
    }
}
