//! Rule `accessBreak` (GPUVerify §2.16): when all offsets logged into a ghost `HAS` are one
//! sum of products in which each product holds at most one thread-1 id component (`local_id_d`,
//! `group_id_d`), propose for each component `c` inside a product (co-factors `X_c`)
//! `HAS ==> c == W / ΠX_c - Σ_{d≠c} d * Π(X_d \ X_c) / Π(X_c \ X_d)`. This recovers the
//! thread coordinates from a 2-D offset such as `lid_y * W + lid_x`. A division by a symbolic
//! width is left out where a row-major lemma splits the offset (see `accessedRowMajor`).

use ir::{BinOp, Expr, Loop, Special, Thread, VarRole};

use crate::invariants::{Candidates, RuleCx};

/// `e` as a sum of products of variables and literals.
fn sum_of_products(e: &Expr) -> Option<Vec<Vec<Expr>>> {
    match e {
        Expr::Binary(BinOp::Add, a, b) => {
            let mut s = sum_of_products(a)?;
            s.extend(sum_of_products(b)?);
            Some(s)
        }
        Expr::Binary(BinOp::Mul, a, b) => {
            let (sa, sb) = (sum_of_products(a)?, sum_of_products(b)?);
            Some(
                sa.iter()
                    .flat_map(|x| sb.iter().map(move |y| [x.clone(), y.clone()].concat()))
                    .collect(),
            )
        }
        Expr::Var(_) | Expr::Bv { .. } => Some(vec![vec![e.clone()]]),
        _ => None,
    }
}

/// The value of a product of literals only (wrapping at `mask`).
fn literal_product(fs: &[Expr], mask: u128) -> Option<u128> {
    fs.iter().try_fold(1u128, |acc, f| {
        let (v, _) = f.as_bv()?;
        Some(acc.wrapping_mul(v) & mask)
    })
}

fn product(fs: &[Expr], w: u32) -> Expr {
    fs.iter()
        .cloned()
        .reduce(|a, b| Expr::binary(BinOp::Mul, a, b))
        .unwrap_or(Expr::bv(1, w))
}

/// `a` without one occurrence of each element of `b`.
fn minus(a: &[Expr], b: &[Expr]) -> Vec<Expr> {
    let mut out = a.to_vec();
    for x in b {
        if let Some(i) = out.iter().position(|y| y == x) {
            out.remove(i);
        }
    }
    out
}

pub(crate) fn access_break(cx: &RuleCx<'_>, lp: &Loop, out: &mut Candidates) {
    let Some(w) = cx.watched_offset() else { return };
    // Offsets a row-major lemma splits (looked up at the first symbolic divisor):
    // `accessedRowMajor` gives their rows, and a division by a symbolic width in a candidate
    // can make every query that holds it time out.
    let mut split: Option<Vec<Expr>> = None;
    let width = cx.prog.type_of(&w).width();
    let is_component = |e: &Expr| match e {
        Expr::Var(v) => {
            cx.prog.vars[*v].thread == Some(Thread::One)
                && matches!(
                    cx.prog.vars[cx.original(*v)].role,
                    VarRole::Special(Special::LocalId(_) | Special::GroupId(_))
                )
        }
        _ => false,
    };
    'ghosts: for (has, logs) in cx.logs_by_ghost() {
        let offs: Vec<Expr> = logs.iter().map(|l| cx.resolve(&l.offset)).collect();
        if offs.iter().any(|o| *o != offs[0]) || cx.prog.type_of(&offs[0]).width() != width {
            continue;
        }
        let Some(terms) = sum_of_products(&offs[0]) else {
            continue;
        };
        // (component, co-factors) of every product with one component and other factors; the
        // products of literals alone are a constant shift taken off the offset first, so that
        // a shifted offset (`(row + 1) * W + col`) still divides down to the component.
        let mut parts: Vec<(Expr, Vec<Expr>)> = Vec::new();
        let mut shift: u128 = 0;
        let mask = if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        for t in &terms {
            if let Some(k) = literal_product(t, mask) {
                shift = shift.wrapping_add(k) & mask;
                continue;
            }
            let comps: Vec<&Expr> = t.iter().filter(|f| is_component(f)).collect();
            match comps.as_slice() {
                [] => {}
                [c] if t.len() > 1 => parts.push(((*c).clone(), minus(t, &[(*c).clone()]))),
                [_] => {}
                _ => continue 'ghosts,
            }
        }
        let base = if shift == 0 {
            w.clone()
        } else {
            Expr::binary(BinOp::Sub, w.clone(), Expr::bv(shift, width))
        };
        for (c, xc) in &parts {
            if literal_product(xc, mask).is_none()
                && split
                    .get_or_insert_with(|| super::accessed_row_major::split_offsets(cx, lp))
                    .contains(&offs[0])
            {
                continue;
            }
            let mut rhs = Expr::binary(BinOp::SDiv, base.clone(), product(xc, width));
            for (d, xd) in &parts {
                if d == c {
                    continue;
                }
                let mut term = product(&[vec![d.clone()], minus(xd, xc)].concat(), width);
                let div = minus(xc, xd);
                if !div.is_empty() {
                    term = Expr::binary(BinOp::SDiv, term, product(&div, width));
                }
                rhs = Expr::binary(BinOp::Sub, rhs, term);
            }
            out.push(Expr::implies(Expr::var(has), Expr::eq(c.clone(), rhs)));
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::expect;
    use ir::{BinOp, Dim, Expr, MemSpace, Special, StmtKind, Type};

    use crate::invariants::testutil::{essential, st, Builder};

    #[test]
    fn two_dimensional_offset() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Shared);
        let [lx, _] = b.special2(Special::LocalId(Dim::X));
        let [ly, _] = b.special2(Special::LocalId(Dim::Y));
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        let off = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, Expr::var(ly), Expr::bv(16, 32)),
            Expr::var(lx),
        );
        let log = b.log(has, off);
        let lp = b.while_loop(Expr::Bool(true), vec![essential(), log]);
        expect!["(_WRITE_HAS_OCCURRED ==> (local_id_y$1 == (_WATCHED_OFFSET /s 16bv32)))"]
            .assert_eq(&b.candidates(vec![st(StmtKind::Loop(lp))], "accessBreak"));
    }

    #[test]
    fn shifted_offset_loses_its_constant_first() {
        let mut b = Builder::new();
        let a = b.array("A", MemSpace::Shared);
        let [lx, _] = b.special2(Special::LocalId(Dim::X));
        let [ly, _] = b.special2(Special::LocalId(Dim::Y));
        let has = b.ghost(Some(a), crate::race::WRITE_HAS_OCCURRED, Type::Bool);
        // (ly + 1) * 16 + lx
        let row = Expr::binary(BinOp::Add, Expr::var(ly), Expr::bv(1, 32));
        let off = Expr::binary(
            BinOp::Add,
            Expr::binary(BinOp::Mul, row, Expr::bv(16, 32)),
            Expr::var(lx),
        );
        let log = b.log(has, off);
        let lp = b.while_loop(Expr::Bool(true), vec![essential(), log]);
        expect![
            "(_WRITE_HAS_OCCURRED ==> (local_id_y$1 == ((_WATCHED_OFFSET - 16bv32) /s 16bv32)))"
        ]
        .assert_eq(&b.candidates(vec![st(StmtKind::Loop(lp))], "accessBreak"));
    }
}
