//! Statements: structured control flow (if, loops with their invariants, switch, return,
//! break/continue) and procedure contracts.

use ir::{AssertKind, Contract, Expr, Invariant, Origin, StmtKind};

use super::expr::{has_load, LVal, Val};
use super::types::{promote, CType};
use super::{Lowerer, Res};
use crate::ast;

/// The callee name and arguments of a call expression to a plain name.
pub(crate) fn call_of(e: &ast::Expr) -> Option<(&str, &[ast::Expr])> {
    match &e.kind {
        ast::ExprKind::Call(f, _, args) => match &f.kind {
            ast::ExprKind::Ident(n) => Some((n.rsplit("::").next().unwrap_or(n), args.as_slice())),
            _ => None,
        },
        _ => None,
    }
}

/// Invariant annotations: name → candidate?
pub(crate) fn invariant_kind(name: &str) -> Option<bool> {
    match name {
        "__invariant" | "__global_invariant" => Some(false),
        "__candidate_invariant" | "__candidate_global_invariant" => Some(true),
        _ => None,
    }
}

/// True for the names of source annotations that state or check properties (the ones
/// `--no-annotations` drops).
pub(crate) fn is_annotation_name(name: &str) -> bool {
    invariant_kind(name).is_some()
        || is_wide_invariant(name).is_some()
        || contract_kind(name).is_some()
        || name.starts_with("__barrier_invariant")
        || matches!(name, "__assume" | "bugle_assume" | "__axiom")
        || (name.starts_with("__") && name.ends_with("assert") && name.contains("assert"))
}

fn contract_kind(name: &str) -> Option<bool> {
    match name {
        "__requires" | "__global_requires" => Some(true),
        "__ensures" | "__global_ensures" => Some(false),
        _ => None,
    }
}

fn is_wide_invariant(name: &str) -> Option<bool> {
    match name {
        "__function_wide_invariant" => Some(false),
        "__function_wide_candidate_invariant" => Some(true),
        _ => None,
    }
}

#[derive(Clone, Copy, PartialEq)]
enum LoopKind {
    While,
    DoWhile,
    For,
}

impl Lowerer<'_> {
    /// Function-wide invariants written at the top level of a body.
    /// True when annotation `name` is dropped under `--no-annotations` / `--only-requires`.
    pub(crate) fn ignored_annotation(&self, name: &str) -> bool {
        match self.cfg.annotations {
            crate::Annotations::All => false,
            crate::Annotations::None => is_annotation_name(name),
            crate::Annotations::OnlyRequires => {
                is_annotation_name(name) && !matches!(name, "__requires" | "__global_requires")
            }
        }
    }

    pub(crate) fn collect_wide_invariants(&mut self, body: &[ast::Stmt]) {
        for s in body {
            if let ast::StmtKind::Expr(e) = &s.kind {
                if let Some((name, [arg])) = call_of(e) {
                    if self.ignored_annotation(name) {
                        continue;
                    }
                    if let Some(cand) = is_wide_invariant(name) {
                        self.fx.wide_invariants.push((arg.clone(), cand, e.span));
                    }
                }
            }
        }
    }

    /// A statement at the top level of a function body (contracts are allowed here).
    pub(crate) fn lower_top_stmt(&mut self, s: &ast::Stmt, last: bool) {
        self.lower_top_stmt_inner(s, last);
        if last {
            self.end_of_body(true);
        }
    }

    fn lower_top_stmt_inner(&mut self, s: &ast::Stmt, last: bool) {
        if let ast::StmtKind::Expr(e) = &s.kind {
            if let Some((name, args)) = call_of(e) {
                if is_wide_invariant(name).is_some() || self.ignored_annotation(name) {
                    return;
                }
                if let Some(req) = contract_kind(name) {
                    self.span = Some(s.span);
                    let _ = self.contract(req, args, e.span);
                    if name.starts_with("__global_") {
                        // `__global_requires`/`__global_ensures` are not guarded by enabledness.
                        if let Some(p) = self.fx.proc {
                            let pr = &self.prog.procs[p];
                            let id = if req {
                                pr.requires.last()
                            } else {
                                pr.ensures.last()
                            }
                            .map(|c| c.id);
                            if let Some(id) = id {
                                self.prog.asserts[id].unpredicated = true;
                            }
                        }
                    }
                    return;
                }
            }
        }
        if let ast::StmtKind::Return(r) = &s.kind {
            if last {
                self.span = Some(s.span);
                let _ = self.lower_return(r.as_ref(), false);
                return;
            }
        }
        self.lower_stmt(s);
    }

    fn contract(&mut self, is_requires: bool, args: &[ast::Expr], span: ir::Span) -> Res<()> {
        let [arg] = args else {
            return Err(self.sema("annotation expects one argument", Some(span)));
        };
        let cond = self.pure_cond(arg)?;
        let Some(proc) = self.fx.proc else {
            return Ok(());
        };
        let origin = Origin::Source(span);
        if is_requires {
            let id = self
                .prog
                .new_assert(AssertKind::Precondition { clause: origin }, origin);
            self.prog.procs[proc]
                .requires
                .push(Contract { id, cond, origin });
        } else {
            let id = self.prog.new_assert(AssertKind::Postcondition, origin);
            self.prog.procs[proc]
                .ensures
                .push(Contract { id, cond, origin });
        }
        Ok(())
    }

    /// Evaluate an annotation condition: loads are folded into the expression, and no
    /// statement may be needed.
    pub(crate) fn pure_cond(&mut self, e: &ast::Expr) -> Res<Expr> {
        let saved = self.annot;
        self.annot = true;
        let (stmts, r) = self.scratch(|l| l.cond_expr(e));
        self.annot = saved;
        let c = r?;
        if !stmts.is_empty() {
            return Err(self.unsupported(
                "side effects or function calls in an annotation",
                Some(e.span),
            ));
        }
        Ok(c)
    }

    /// Lower a statement into the current buffer. Errors are reported and the statement is
    /// skipped.
    pub(crate) fn lower_stmt(&mut self, s: &ast::Stmt) {
        let _ = self.lower_stmt_res(s);
    }

    fn lower_block(&mut self, s: &ast::Stmt) -> Vec<ir::Stmt> {
        let saved = self.span;
        self.push_scope();
        let (out, ()) = self.scratch(|l| l.lower_stmt(s));
        self.pop_scope();
        self.span = saved;
        out
    }

    /// A GNU statement expression `({ s1; ...; e; })` (as in PPCG's `ppcg_min`): its
    /// declarations and expression statements in a scope of their own, then the value of the
    /// last one (`void` unless it is an expression). Other statements (control flow, labels,
    /// jumps) are refused.
    pub(crate) fn stmt_expr(&mut self, ss: &[ast::Stmt], span: ir::Span) -> Res<Val> {
        use ast::StmtKind as S;
        if let Some(s) = ss
            .iter()
            .find(|s| !matches!(s.kind, S::Expr(_) | S::Decl(_) | S::Empty))
        {
            return Err(self.unsupported(
                "statement expression with a statement other than a declaration or an expression",
                Some(s.span),
            ));
        }
        let saved = self.span;
        self.push_scope();
        let r = (|| {
            let Some((last, init)) = ss.split_last() else {
                return Ok(Val::Void);
            };
            for s in init {
                self.lower_stmt_res(s)?;
            }
            match &last.kind {
                S::Expr(e) => self.rvalue(e),
                _ => self.lower_stmt_res(last).map(|()| Val::Void),
            }
        })();
        self.pop_scope();
        self.span = saved.or(Some(span));
        r
    }

    fn lower_stmt_res(&mut self, s: &ast::Stmt) -> Res<()> {
        use ast::StmtKind as S;
        self.span = Some(s.span);
        match &s.kind {
            S::Expr(e) => {
                if let Some((name, _)) = call_of(e) {
                    if self.ignored_annotation(name) {
                        return Ok(());
                    }
                    if invariant_kind(name).is_some() || is_wide_invariant(name).is_some() {
                        self.diags.error("invariant-placement", "user-specified invariant does not appear at loop head", Some(e.span));
                        return Ok(());
                    }
                    if contract_kind(name).is_some() {
                        return Err(self.unsupported(&format!("'{name}' not at the start of a function body"), Some(e.span)));
                    }
                }
                self.discard(e)
            }
            S::Decl(d) => self.local_decl(d),
            S::Compound(ss) => {
                self.push_scope();
                self.lower_stmts(ss, false);
                self.pop_scope();
                Ok(())
            }
            S::If(c, t, e) => {
                self.span = Some(c.span);
                let cond = self.cond_expr(c)?;
                self.fx.dominators.push(None);
                let then_body = self.lower_block(t);
                let else_body = match e {
                    Some(e) => self.lower_block(e),
                    None => vec![],
                };
                self.span = Some(c.span);
                if let Some(Some(dom)) = self.fx.dominators.pop() {
                    self.emit(StmtKind::Assign {
                        lhs: dom,
                        rhs: Expr::Enabled,
                    });
                }
                match cond {
                    Expr::Bool(true) => self.fx.buf.extend(then_body),
                    Expr::Bool(false) => self.fx.buf.extend(else_body),
                    cond => self.emit(StmtKind::If { cond, then_body, else_body, uniform: false }),
                }
                Ok(())
            }
            S::While(c, body) => self.lower_loop(LoopKind::While, Some(c), body, None, s.span),
            S::DoWhile(body, c) => self.lower_loop(LoopKind::DoWhile, Some(c), body, None, s.span),
            S::For { init, cond, step, body } => {
                self.push_scope();
                if let Some(i) = init {
                    self.lower_stmt(i);
                }
                self.span = Some(s.span);
                let r = self.lower_loop(LoopKind::For, cond.as_ref(), body, step.as_ref(), s.span);
                self.pop_scope();
                r
            }
            S::Break => match self.fx.break_stack.last().copied() {
                Some(l) => {
                    self.fx.used_labels.insert(l);
                    self.emit(StmtKind::Exit(l));
                    Ok(())
                }
                None => Err(self.sema("'break' statement not in loop or switch statement", Some(s.span))),
            },
            S::Continue => match self.fx.continue_stack.last().copied() {
                Some(l) => {
                    self.fx.used_labels.insert(l);
                    self.emit(StmtKind::Exit(l));
                    Ok(())
                }
                None => Err(self.sema("'continue' statement not in loop statement", Some(s.span))),
            },
            S::Return(e) => self.lower_return(e.as_ref(), true),
            S::Switch(e, body) => self.lower_switch(e, body),
            S::Case(..) | S::Default(_) => Err(self.sema("case label not within a switch statement", Some(s.span))),
            S::Goto(name) => match self.fx.mem.goto_labels.get(name).copied() {
                Some(l) => {
                    self.emit(StmtKind::Exit(l));
                    Ok(())
                }
                None => Err(self.unsupported(
                    &format!("goto '{name}' (only a forward jump to a label later in an enclosing block is supported)"),
                    Some(s.span),
                )),
            },
            S::Label(_, inner) => {
                self.lower_stmt(inner);
                Ok(())
            }
            S::Empty => Ok(()),
            S::Asm(a) => self.lower_asm(a.as_deref(), s.span),
        }
    }

    fn lower_return(&mut self, e: Option<&ast::Expr>, exit: bool) -> Res<()> {
        let (Some(e), Some(rt)) = (e, self.fx.ret_ty.clone()) else {
            if let Some(e) = e {
                self.discard(e)?;
            }
            return self.finish_return(exit);
        };
        // `return {a, b};` initialises the result from the list.
        let v = match &e.kind {
            ast::ExprKind::BracedList(init) => self.list_value(&rt, init, e.span)?,
            _ => self.rvalue(e)?,
        };
        if let (Some(idx), CType::Pointer(pointee, _)) = (self.fx.ret_ptr, &rt) {
            let p = self.as_pointer(v, pointee, e.span)?;
            self.assign_ptr(idx, p, e.span)?;
        } else if let Some(cells) = self.fx.ret_leaves.clone() {
            let lv = LVal::Leaves(
                cells.into_iter().map(|(v, t)| LVal::Var(v, t)).collect(),
                rt,
            );
            self.write_lval(&lv, v, e.span)?;
        } else if let Some(rv) = self.fx.ret_var {
            let (x, t) = self.scalar_val(v, e.span)?;
            let x = self.convert(x, &t, &rt);
            self.emit(StmtKind::Assign { lhs: rv, rhs: x });
        }
        self.finish_return(exit)
    }

    /// Leave the function after a `return` (when `exit`).
    fn finish_return(&mut self, exit: bool) -> Res<()> {
        if exit {
            self.end_of_body(false);
            if let Some(l) = self.fx.ret_label {
                self.fx.used_labels.insert(l);
                self.emit(StmtKind::Exit(l));
            }
        }
        Ok(())
    }

    /// Lower `__invariant(e)`-style calls into loop invariants.
    fn loop_invariant(&mut self, call: &ast::Expr) -> Res<Option<Invariant>> {
        let Some((name, args)) = call_of(call) else {
            return Ok(None);
        };
        let Some(candidate) = invariant_kind(name) else {
            return Ok(None);
        };
        if self.ignored_annotation(name) {
            return Ok(None);
        }
        let [arg] = args else {
            return Err(self.sema("annotation expects one argument", Some(call.span)));
        };
        let cond = self.pure_cond(arg)?;
        let inv = self.new_invariant(
            cond,
            candidate,
            if candidate { "user" } else { "" },
            call.span,
        );
        // `__global_invariant`/`__candidate_global_invariant` are not guarded by enabledness.
        self.prog.asserts[inv.id].unpredicated = name.contains("global");
        Ok(Some(inv))
    }

    fn new_invariant(
        &mut self,
        cond: Expr,
        candidate: bool,
        tag: &str,
        span: ir::Span,
    ) -> Invariant {
        let tag = if candidate {
            Some(tag.to_string())
        } else {
            None
        };
        let id = self
            .prog
            .new_assert(AssertKind::Invariant { tag }, Origin::Source(span));
        self.prog.asserts[id].candidate = candidate;
        Invariant { id, cond }
    }

    fn lower_loop(
        &mut self,
        kind: LoopKind,
        cond: Option<&ast::Expr>,
        body: &ast::Stmt,
        step: Option<&ast::Expr>,
        span: ir::Span,
    ) -> Res<()> {
        // Split `inv1, inv2, ..., c` into the leading invariants and the rest.
        let mut parts = Vec::new();
        if let Some(c) = cond {
            flatten_comma(c, &mut parts);
        }
        let mut invariants = Vec::new();
        let mut first_rest = 0;
        if kind != LoopKind::DoWhile {
            for (i, p) in parts.iter().enumerate() {
                if i + 1 == parts.len() {
                    break;
                }
                self.span = Some(p.span);
                if call_of(p).is_some_and(|(n, _)| self.ignored_annotation(n)) {
                    first_rest = i + 1;
                    continue;
                }
                match self.loop_invariant(p) {
                    Ok(Some(inv)) => {
                        invariants.push(inv);
                        first_rest = i + 1;
                    }
                    Ok(None) => break,
                    Err(_) => first_rest = i + 1,
                }
            }
        }
        // Leading invariant statements of the body.
        let (lead, rest_body): (Vec<&ast::Stmt>, Vec<&ast::Stmt>) = match &body.kind {
            ast::StmtKind::Compound(ss) => {
                let n = ss
                    .iter()
                    .take_while(|s| matches!(&s.kind, ast::StmtKind::Expr(e) if call_of(e).is_some_and(|(n, _)| invariant_kind(n).is_some())))
                    .count();
                (ss[..n].iter().collect(), ss[n..].iter().collect())
            }
            _ => (vec![], vec![body]),
        };
        for s in lead {
            if let ast::StmtKind::Expr(e) = &s.kind {
                self.span = Some(s.span);
                if let Ok(Some(inv)) = self.loop_invariant(e) {
                    invariants.push(inv);
                }
            }
        }
        let wide = self.fx.wide_invariants.clone();
        for (e, cand, wspan) in &wide {
            if let Ok(c) = self.pure_cond(e) {
                let inv = self.new_invariant(c, *cand, "procedure_wide", *wspan);
                // Bugle gives function-wide invariants `{:do_not_predicate}`: they hold at
                // every loop head whether or not the thread is still in the loop.
                self.prog.asserts[inv.id].unpredicated = true;
                invariants.push(inv);
            }
        }
        let label = self.prog.new_label();
        let head = match (kind, parts.first(), rest_body.first()) {
            (LoopKind::DoWhile, _, Some(s)) | (_, None, Some(s)) => s.span,
            (LoopKind::DoWhile, _, None) | (_, None, None) => span,
            (_, Some(p), _) => p.span,
        };
        self.prog.loop_heads.insert(label, head);
        let cont = self.prog.new_label();
        self.fx.break_stack.push(label);
        self.fx.continue_stack.push(cont);
        let conds: Vec<&ast::Expr> = parts[first_rest..].to_vec();
        let (loop_body, r) = self.scratch(|l| -> Res<()> {
            if kind != LoopKind::DoWhile {
                l.loop_exit_test(&conds, label)?;
            }
            l.push_scope();
            let (stmts, ()) = l.scratch(|l| l.lower_stmt_refs(&rest_body, false));
            l.pop_scope();
            l.span = Some(span);
            if l.fx.used_labels.contains(&cont) {
                l.emit(StmtKind::Block {
                    label: cont,
                    body: stmts,
                    uniform: false,
                });
            } else {
                l.fx.buf.extend(stmts);
            }
            if kind == LoopKind::DoWhile {
                l.loop_exit_test(&conds, label)?;
            }
            if let Some(st) = step {
                l.span = Some(st.span);
                l.discard(st)?;
            }
            Ok(())
        });
        self.fx.break_stack.pop();
        self.fx.continue_stack.pop();
        self.span = Some(span);
        r?;
        self.emit(StmtKind::Loop(ir::Loop {
            label,
            invariants,
            body: loop_body,
            uniform: false,
            predicate: None,
            has_barrier: false,
        }));
        Ok(())
    }

    /// Evaluate the condition parts of a loop (all but the last for effect) and exit when the
    /// last is false.
    fn loop_exit_test(&mut self, parts: &[&ast::Expr], label: ir::LabelId) -> Res<()> {
        let Some((last, init)) = parts.split_last() else {
            return Ok(());
        };
        for p in init {
            self.span = Some(p.span);
            if let Some((name, _)) = call_of(p) {
                if self.ignored_annotation(name) {
                    continue;
                }
                if invariant_kind(name).is_some() {
                    self.diags.error(
                        "invariant-placement",
                        "user-specified invariant does not appear at loop head",
                        Some(p.span),
                    );
                    continue;
                }
            }
            self.discard(p)?;
        }
        self.span = Some(last.span);
        let c = self.cond_expr(last)?;
        match c {
            Expr::Bool(true) => {}
            c => {
                self.fx.used_labels.insert(label);
                let exit = ir::Stmt::new(StmtKind::Exit(label), self.origin());
                self.emit(StmtKind::If {
                    cond: Expr::not(c),
                    then_body: vec![exit],
                    else_body: vec![],
                    uniform: false,
                });
            }
        }
        Ok(())
    }

    fn lower_switch(&mut self, e: &ast::Expr, body: &ast::Stmt) -> Res<()> {
        self.span = Some(e.span);
        let (x, t) = self.scalar(e)?;
        if !t.is_integer() {
            return Err(self.sema("switch condition is not an integer", Some(e.span)));
        }
        let pt = promote(&t);
        let x = self.convert(x, &t, &pt);
        let x = if matches!(x, Expr::Var(_)) && !has_load(&x) {
            x
        } else {
            Expr::var(self.spill(x))
        };
        // Segments: the labels in front of a run of statements.
        let stmts: Vec<&ast::Stmt> = match &body.kind {
            ast::StmtKind::Compound(ss) => ss.iter().collect(),
            _ => vec![body],
        };
        let mut segments: Vec<(Vec<Option<i128>>, Vec<&ast::Stmt>)> = Vec::new();
        let mut prelude = Vec::new();
        for s in stmts {
            let mut labels = Vec::new();
            let mut cur = s;
            loop {
                match &cur.kind {
                    ast::StmtKind::Case(v, inner) => {
                        match self.const_eval(v) {
                            Some(c) => labels.push(Some(c)),
                            None => {
                                return Err(self.unsupported(
                                    "case label that is not a constant",
                                    Some(v.span),
                                ))
                            }
                        }
                        cur = inner;
                    }
                    ast::StmtKind::Default(inner) => {
                        labels.push(None);
                        cur = inner;
                    }
                    _ => break,
                }
            }
            if !labels.is_empty() {
                segments.push((labels, vec![cur]));
            } else if let Some(last) = segments.last_mut() {
                last.1.push(cur);
            } else {
                prelude.push(cur);
            }
        }
        let w = pt.width();
        let all_values: Vec<i128> = segments
            .iter()
            .flat_map(|(ls, _)| ls.iter().flatten().copied())
            .collect();
        let label = self.prog.new_label();
        let matched = self.temp(ir::Type::Bool);
        self.emit(StmtKind::Assign {
            lhs: matched,
            rhs: Expr::Bool(false),
        });
        self.fx.break_stack.push(label);
        self.push_scope();
        let (_, ()) = self.scratch(|l| prelude.iter().for_each(|s| l.lower_stmt(s)));
        let (inner, ()) = self.scratch(|l| {
            for (labels, ss) in &segments {
                let mut c = Expr::var(matched);
                for lab in labels {
                    let hit = match lab {
                        Some(v) => Expr::eq(x.clone(), Expr::bv(*v as u128, w)),
                        None => Expr::all(
                            all_values
                                .iter()
                                .map(|v| Expr::ne(x.clone(), Expr::bv(*v as u128, w))),
                        ),
                    };
                    c = Expr::or(c, hit);
                }
                let (mut body, ()) = l.scratch(|l| ss.iter().for_each(|s| l.lower_stmt(s)));
                l.span = Some(e.span);
                body.insert(
                    0,
                    ir::Stmt::new(
                        StmtKind::Assign {
                            lhs: matched,
                            rhs: Expr::Bool(true),
                        },
                        l.origin(),
                    ),
                );
                l.emit(StmtKind::If {
                    cond: c,
                    then_body: body,
                    else_body: vec![],
                    uniform: false,
                });
            }
        });
        self.pop_scope();
        self.fx.break_stack.pop();
        self.span = Some(e.span);
        self.emit(StmtKind::Block {
            label,
            body: inner,
            uniform: false,
        });
        Ok(())
    }
}

/// The operands of a comma chain, left to right.
fn flatten_comma<'e>(e: &'e ast::Expr, out: &mut Vec<&'e ast::Expr>) {
    match &e.kind {
        ast::ExprKind::Comma(a, b) => {
            flatten_comma(a, out);
            flatten_comma(b, out);
        }
        _ => out.push(e),
    }
}

impl Lowerer<'_> {
    /// Lower a statement sequence. A label that a `goto` earlier in the sequence jumps to
    /// (from any depth) closes a labelled block spanning the sequence so far, and those
    /// gotos exit it.
    pub(crate) fn lower_stmts(&mut self, ss: &[ast::Stmt], top: bool) {
        let refs: Vec<&ast::Stmt> = ss.iter().collect();
        self.lower_stmt_refs(&refs, top);
    }

    /// [`Self::lower_stmts`] on a sequence of references.
    pub(crate) fn lower_stmt_refs(&mut self, ss: &[&ast::Stmt], top: bool) {
        let mut targets = Vec::new();
        for (j, s) in ss.iter().enumerate() {
            if let ast::StmtKind::Label(name, _) = &s.kind {
                if ss[..j].iter().any(|t| has_goto(t, name)) {
                    targets.push(j);
                }
            }
        }
        let mut opened = Vec::new();
        for &j in &targets {
            if let ast::StmtKind::Label(name, _) = &ss[j].kind {
                let label = self.prog.new_label();
                let outer = self.fx.mem.goto_labels.insert(name.clone(), label);
                opened.push((name.clone(), outer));
            }
        }
        let start = self.fx.buf.len();
        let n = ss.len();
        for (j, s) in ss.iter().enumerate() {
            if targets.contains(&j) {
                if let ast::StmtKind::Label(name, _) = &s.kind {
                    if let Some(label) = self.fx.mem.goto_labels.remove(name) {
                        let body: Vec<ir::Stmt> = self.fx.buf.drain(start..).collect();
                        self.span = Some(s.span);
                        self.emit(StmtKind::Block {
                            label,
                            body,
                            uniform: false,
                        });
                    }
                }
            }
            if top {
                self.lower_top_stmt(s, j + 1 == n);
            } else {
                self.lower_stmt(s);
            }
        }
        for (name, outer) in opened {
            match outer {
                Some(l) => {
                    self.fx.mem.goto_labels.insert(name, l);
                }
                None => {
                    self.fx.mem.goto_labels.remove(&name);
                }
            }
        }
    }
}

/// True when `s` contains `goto name` at any depth.
fn has_goto(s: &ast::Stmt, name: &str) -> bool {
    use ast::StmtKind as S;
    match &s.kind {
        S::Goto(n) => n == name,
        S::Compound(ss) => ss.iter().any(|s| has_goto(s, name)),
        S::If(_, t, e) => has_goto(t, name) || e.as_deref().is_some_and(|e| has_goto(e, name)),
        S::While(_, b)
        | S::DoWhile(b, _)
        | S::Switch(_, b)
        | S::Case(_, b)
        | S::Default(b)
        | S::Label(_, b) => has_goto(b, name),
        S::For { init, body, .. } => {
            init.as_deref().is_some_and(|i| has_goto(i, name)) || has_goto(body, name)
        }
        _ => false,
    }
}
