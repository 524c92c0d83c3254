//! More statement forms for generated kernels: `while` and `do`-`while` loops, `switch` with
//! fall-through, `for` loops left early with `break` or `continue`, private arrays and vector
//! values. None contains a barrier, so they keep the enclosing phase's discipline.

use super::Gen;

impl Gen {
    fn bound(&mut self) -> String {
        if self.n_bounded && self.chance(1, 3) {
            "n".to_string()
        } else {
            (1 + self.rng.below(3)).to_string()
        }
    }

    fn body_stmts(&mut self, max: u64) {
        let n = 1 + self.rng.below(max);
        for _ in 0..n {
            self.stmt();
        }
    }

    pub(crate) fn while_loop(&mut self) {
        let w = self.fresh("w");
        let b = self.bound();
        let line = format!("int {w} = 0;");
        self.line(&line);
        let line = format!("while ({w} < {b}) {{");
        self.line(&line);
        self.counters.push(w.clone());
        self.nested(|g| {
            let line = format!("{w}++;");
            g.line(&line);
            if g.chance(1, 3) {
                let line = format!("if ((lid + {w}) % 3 == 0) {{");
                g.line(&line);
                g.line("  continue;");
                g.line("}");
            }
            g.body_stmts(2);
        });
        self.counters.pop();
        self.line("}");
    }

    pub(crate) fn do_while(&mut self) {
        let d = self.fresh("d");
        let b = self.bound();
        let line = format!("int {d} = 0;");
        self.line(&line);
        self.line("do {");
        self.counters.push(d.clone());
        self.nested(|g| {
            g.body_stmts(2);
            let line = format!("{d}++;");
            g.line(&line);
        });
        self.counters.pop();
        let line = format!("}} while ({d} < {b});");
        self.line(&line);
    }

    pub(crate) fn switch(&mut self) {
        let sel = match self.rng.below(3) {
            0 => "lid % 3".to_string(),
            1 => "n".to_string(),
            _ => format!("({}) & 3", self.value(1)),
        };
        let line = format!("switch ({sel}) {{");
        self.line(&line);
        let cases = 1 + self.rng.below(3);
        for c in 0..cases {
            let line = format!("case {c}: {{");
            self.line(&line);
            self.nested(|g| {
                g.body_stmts(2);
                // Some cases fall through.
                if g.chance(2, 3) {
                    g.line("break;");
                }
            });
            self.line("}");
        }
        self.line("default: {");
        self.nested(|g| {
            g.body_stmts(1);
            g.line("break;");
        });
        self.line("}");
        self.line("}");
    }

    pub(crate) fn for_with_exit(&mut self) {
        let i = self.fresh("i");
        let b = self.bound();
        let line = format!("for (int {i} = 0; {i} < {b}; {i}++) {{");
        self.line(&line);
        self.counters.push(i.clone());
        self.nested(|g| {
            let word = if g.chance(1, 2) { "break" } else { "continue" };
            let cond = match g.rng.below(3) {
                0 => format!("{i} == lid"),
                1 => format!("{i} > {}", g.rng.below(3)),
                _ => format!("({}) > {}", g.value(1), g.rng.below(6)),
            };
            let line = format!("if ({cond}) {{");
            g.line(&line);
            let line = format!("  {word};");
            g.line(&line);
            g.line("}");
            g.body_stmts(2);
        });
        self.counters.pop();
        self.line("}");
    }

    pub(crate) fn private_array(&mut self) {
        let p = self.fresh("pa");
        let line = format!("int {p}[4];");
        self.line(&line);
        let (a, b) = (self.value(1), self.value(1));
        let line = format!("{p}[lid & 3] = {a};");
        self.line(&line);
        let line = format!("{p}[(lid + 1) & 3] = {b};");
        self.line(&line);
        let x = self.fresh("x");
        let line = format!("int {x} = {p}[lid & 3] + {p}[(lid + 1) & 3];");
        self.line(&line);
        self.vars.push(x);
    }

    pub(crate) fn vector(&mut self) {
        let v = self.fresh("v");
        let (a, b) = (self.value(1), self.value(1));
        let line = format!("int2 {v} = (int2)({a}, {b});");
        self.line(&line);
        let c = self.value(1);
        let line = format!("{v}.y += {c};");
        self.line(&line);
        let x = self.fresh("x");
        let op = self.pick(&["+", "*", "^"]);
        let line = format!("int {x} = {v}.x {op} {v}.y;");
        self.line(&line);
        self.vars.push(x);
    }
}
