//! The `uniformity` pass: which variables hold the same value in all threads, and which
//! branches, loops and blocks all threads take together.
//!
//! Input: the inlined kernel (requires `inlined`). Output: `VarData.uniform` for every variable
//! and `uniform` flags on every `If`, `Loop` and `Block` of the kernel (provides `uniformity`).
//! It is a fixed point over the kernel body. Seeds: `local_id_*` (and `group_id_*` unless
//! `only_intra_group`) are non-uniform; everything else starts uniform; shared ghost state is
//! always uniform. `x := e` makes `x` non-uniform when `e` reads a non-uniform variable, an array
//! or `enabled`, or when it runs in non-uniform control; havoc and atomic results are
//! non-uniform. An `if` is non-uniform when its condition is or when it runs in non-uniform
//! control, and its branches are then non-uniform control. An `exit L` in control that became
//! non-uniform after entering `L` makes `L` and every loop or block it leaves on the way
//! non-uniform; the rest of each statement sequence it leaves is non-uniform control, and so is
//! the whole body of a non-uniform loop. Inside `once` blocks (thread-pair code written with
//! `AtThread`) every `if` stays uniform and thread-relative terms count as uniform.

use std::collections::BTreeSet;

use ir::{Block, Expr, LabelId, Program, Props, Special, StmtKind, VarRole};

use crate::pipeline::PassArgs;
use crate::{Pass, PassCx, PassError, PassInfo};

/// Registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    name: "uniformity",
    summary: "find thread-uniform variables, branches, loops and blocks (fixed point)",
    build,
};

fn build(args: &PassArgs) -> Result<Box<dyn Pass>, String> {
    match args.first() {
        Some((k, v)) => Err(format!("uniformity: unsupported argument `{k}={v}`")),
        None => Ok(Box::new(Uniformity)),
    }
}

/// The `uniformity` pass.
pub struct Uniformity;

impl Pass for Uniformity {
    fn name(&self) -> &'static str {
        "uniformity"
    }
    fn requires(&self) -> Props {
        Props::INLINED
    }
    fn provides(&self) -> Props {
        Props::UNIFORMITY
    }
    fn run(&self, prog: &mut Program, cx: &mut PassCx<'_>) -> Result<(), PassError> {
        let only_intra = cx.config.only_intra_group;
        let nonuni: Vec<bool> = prog
            .vars
            .iter()
            .map(|(_, v)| {
                !v.shared
                    && match v.role {
                        VarRole::Special(Special::LocalId(_)) => true,
                        VarRole::Special(Special::GroupId(_)) => !only_intra,
                        VarRole::Predicate => true,
                        _ => false,
                    }
            })
            .collect();
        let shared: Vec<bool> = prog.vars.iter().map(|(_, v)| v.shared).collect();
        let mut a = Analysis {
            nonuni,
            shared,
            labels: BTreeSet::new(),
            changed: false,
            stack: Vec::new(),
        };
        if let Some(k) = prog.kernel {
            if let Some(body) = prog.procs[k].body.as_mut() {
                ir::visit::walk_stmts_mut(body, &mut |s| {
                    if let StmtKind::If { uniform, .. } = &mut s.kind {
                        *uniform = true;
                    }
                });
                loop {
                    a.changed = false;
                    a.block(body, 0, false);
                    if !a.changed {
                        break;
                    }
                }
            }
        }
        for (id, v) in prog.vars.iter_mut() {
            v.uniform = !a.nonuni[id.0 as usize];
        }
        Ok(())
    }
}

struct Analysis {
    nonuni: Vec<bool>,
    shared: Vec<bool>,
    /// Labels of loops and blocks some thread may leave without the other.
    labels: BTreeSet<LabelId>,
    changed: bool,
    /// Enclosing labels with the control depth at their entry.
    stack: Vec<(LabelId, usize)>,
}

impl Analysis {
    fn mark(&mut self, v: ir::VarId) {
        let i = v.0 as usize;
        if i < self.nonuni.len() && !self.shared[i] && !self.nonuni[i] {
            self.nonuni[i] = true;
            self.changed = true;
        }
    }

    fn expr_nonuni(&self, e: &Expr) -> bool {
        match e {
            Expr::Var(v) => self.nonuni.get(v.0 as usize).copied().unwrap_or(false),
            Expr::Load { .. } | Expr::Enabled | Expr::Other(_) => true,
            Expr::AtThread(..)
            | Expr::Bool(_)
            | Expr::Bv { .. }
            | Expr::Accessed(..)
            | Expr::AccessOffset(..) => false,
            Expr::Unary(_, a) | Expr::Cast(_, a) | Expr::Old(a) => self.expr_nonuni(a),
            Expr::Binary(_, a, b) => self.expr_nonuni(a) || self.expr_nonuni(b),
            Expr::Ite(c, a, b) => self.expr_nonuni(c) || self.expr_nonuni(a) || self.expr_nonuni(b),
            Expr::Apply(_, args) => args.iter().any(|a| self.expr_nonuni(a)),
        }
    }

    /// Walk a statement sequence at control depth `depth` (0 = uniform control; each level is a
    /// thread-dependent construct). Returns the labels targeted by non-uniform exits that leave
    /// the sequence.
    fn block(&mut self, b: &mut Block, depth: usize, once: bool) -> BTreeSet<LabelId> {
        let mut d = depth;
        let mut pending = BTreeSet::new();
        for s in b.iter_mut() {
            let p = self.stmt(&mut s.kind, d, once);
            if !p.is_empty() && d == depth {
                d = depth + 1;
            }
            pending.extend(p);
        }
        pending
    }

    fn stmt(&mut self, s: &mut StmtKind, d: usize, once: bool) -> BTreeSet<LabelId> {
        let none = BTreeSet::new;
        match s {
            StmtKind::Assign { lhs, rhs } => {
                if d > 0 || self.expr_nonuni(rhs) {
                    self.mark(*lhs);
                }
                none()
            }
            StmtKind::Havoc(v) => {
                self.mark(*v);
                none()
            }
            StmtKind::Call { ret: Some(v), .. }
            | StmtKind::Atomic {
                result: Some(v), ..
            } => {
                self.mark(*v);
                none()
            }
            StmtKind::If {
                cond,
                then_body,
                else_body,
                uniform,
            } => {
                let nonu = !once && (!*uniform || d > 0 || self.expr_nonuni(cond));
                if nonu && *uniform {
                    *uniform = false;
                    self.changed = true;
                }
                if once {
                    *uniform = true;
                }
                let bd = if nonu { d + 1 } else { d };
                let mut p = self.block(then_body, bd, once);
                p.extend(self.block(else_body, bd, once));
                p
            }
            StmtKind::Loop(l) => {
                let nonu = self.labels.contains(&l.label);
                l.uniform = !nonu;
                let bd = if nonu { d + 1 } else { d };
                self.stack.push((l.label, d));
                let mut p = self.block(&mut l.body, bd, once);
                self.stack.pop();
                p.remove(&l.label);
                p
            }
            StmtKind::Block {
                label,
                body,
                uniform,
            } => {
                *uniform = !self.labels.contains(label);
                self.stack.push((*label, d));
                let mut p = self.block(body, d, once);
                self.stack.pop();
                p.remove(label);
                p
            }
            StmtKind::Exit(l) => {
                let Some(pos) = self.stack.iter().rposition(|(x, _)| x == l) else {
                    return none();
                };
                if d > self.stack[pos].1 {
                    for (x, _) in &self.stack[pos..] {
                        if self.labels.insert(*x) {
                            self.changed = true;
                        }
                    }
                    BTreeSet::from([*l])
                } else {
                    none()
                }
            }
            StmtKind::Once(body) => self.block(body, d, true),
            _ => none(),
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Expr, MemSpace, StmtKind};

    use crate::testutil::*;
    use crate::Config;

    #[test]
    fn non_uniform_if_with_assignment_and_assert() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let x = b.local("x");
        let y = b.local("y");
        let tid = b.tid();
        let check = b.assert(Expr::eq(v(x), n(1)));
        let k = b.k;
        b.body(
            k,
            vec![
                set(x, n(0)),
                if_(lt(v(tid), v(nn)), vec![set(x, n(1)), check], vec![]),
                set(y, add(v(nn), n(1))),
            ],
        );
        let out = run(&mut b.prog, "inline,uniformity", &Config::default());
        expect![[r#"
            n: uniform
            x: non-uniform
            y: uniform
            kernel proc k(n: bv32) {
              x := 0bv32
              if (local_id_x <u n) (non-uniform) {
                x := 1bv32
                assert a0 User: (x == 1bv32)
              }
              y := (n + 1bv32)
            }
        "#]]
        .assert_eq(&(uniformity_summary(&b.prog) + kernel_text(&out)));
    }

    #[test]
    fn uniform_loop() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let i = b.local("i");
        let a = b.array("A", MemSpace::Global);
        let tid = b.tid();
        let l = b.label();
        let k = b.k;
        let store = st(StmtKind::Store {
            array: a,
            group: None,
            index: add(v(tid), v(i)),
            value: v(i),
        });
        b.body(
            k,
            vec![
                set(i, n(0)),
                lp(
                    l,
                    vec![
                        if_(Expr::not(lt(v(i), v(nn))), vec![exit(l)], vec![]),
                        store,
                        set(i, add(v(i), n(1))),
                    ],
                ),
            ],
        );
        let out = run(&mut b.prog, "inline,uniformity", &Config::default());
        expect![[r#"
            n: uniform
            i: uniform
            kernel proc k(n: bv32) {
              i := 0bv32
              loop L0 {
                if !(i <u n) {
                  exit L0
                }
                A[(local_id_x + i)] := i
                i := (i + 1bv32)
              }
            }
        "#]]
        .assert_eq(&(uniformity_summary(&b.prog) + kernel_text(&out)));
    }

    #[test]
    fn non_uniform_break_makes_loop_non_uniform() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let i = b.local("i");
        let j = b.local("j");
        let tid = b.tid();
        let l = b.label();
        let k = b.k;
        b.body(
            k,
            vec![
                set(i, n(0)),
                set(j, n(0)),
                lp(
                    l,
                    vec![
                        if_(Expr::not(lt(v(i), v(nn))), vec![exit(l)], vec![]),
                        if_(lt(v(tid), v(i)), vec![exit(l)], vec![]),
                        set(j, add(v(j), n(1))),
                        set(i, add(v(i), n(1))),
                    ],
                ),
            ],
        );
        let out = run(&mut b.prog, "inline,uniformity", &Config::default());
        expect![[r#"
            n: uniform
            i: non-uniform
            j: non-uniform
            kernel proc k(n: bv32) {
              i := 0bv32
              j := 0bv32
              loop L0 (non-uniform) {
                if !(i <u n) (non-uniform) {
                  exit L0
                }
                if (local_id_x <u i) (non-uniform) {
                  exit L0
                }
                j := (j + 1bv32)
                i := (i + 1bv32)
              }
            }
        "#]]
        .assert_eq(&(uniformity_summary(&b.prog) + kernel_text(&out)));
    }

    #[test]
    fn early_return_affects_only_what_follows() {
        let mut b = Builder::new();
        let nn = b.param("n");
        let y = b.local("y");
        let z = b.local("z");
        let w = b.local("w");
        let tid = b.tid();
        let r = b.label();
        let k = b.k;
        b.body(
            k,
            vec![
                block(
                    r,
                    vec![
                        set(y, Expr::binary(BinOp::Mul, v(nn), n(2))),
                        if_(lt(v(tid), v(nn)), vec![exit(r)], vec![]),
                        set(z, n(1)),
                        if_(lt(v(y), v(nn)), vec![set(w, n(1))], vec![]),
                    ],
                ),
                set(w, n(2)),
            ],
        );
        let out = run(&mut b.prog, "inline,uniformity", &Config::default());
        expect![[r#"
            n: uniform
            y: uniform
            z: non-uniform
            w: non-uniform
            kernel proc k(n: bv32) {
              block L0 (non-uniform) {
                y := (n * 2bv32)
                if (local_id_x <u n) (non-uniform) {
                  exit L0
                }
                z := 1bv32
                if (y <u n) (non-uniform) {
                  w := 1bv32
                }
              }
              w := 2bv32
            }
        "#]]
        .assert_eq(&(uniformity_summary(&b.prog) + kernel_text(&out)));
    }
}
