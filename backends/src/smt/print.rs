//! Print the SMT-LIB2 AST: one command per line, terms written flat. Output is deterministic.
//!
//! This printer writes straight into a `String` rather than through `pretty` (which the Boogie
//! printer uses): SMT-LIB2 text is read by a solver, not people, it is printed for every run
//! (the Boogie text only for Boogie runs), and a flat writer keeps kcc's own share of a
//! verification small. `--emit=smt2` shows the same text.

use std::fmt::Write as _;

use super::ast::{Command, Op, Sort, Term};

/// True when `s` is an SMT-LIB2 simple symbol (else it must be written `|s|`).
fn is_simple(s: &str) -> bool {
    const EXTRA: &str = "~!@$%^&*_-+=<>.?/";
    !s.is_empty()
        && !s.starts_with(|c: char| c.is_ascii_digit())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || EXTRA.contains(c))
}

/// Write a symbol, quoted when needed (a `|` or `\` inside is replaced, as SMT-LIB2 forbids
/// them in quoted symbols).
pub fn symbol(out: &mut String, s: &str) {
    if is_simple(s) {
        out.push_str(s);
    } else {
        out.push('|');
        out.extend(
            s.chars()
                .map(|c| if c == '|' || c == '\\' { '_' } else { c }),
        );
        out.push('|');
    }
}

/// Write a sort.
pub fn sort(out: &mut String, s: &Sort) {
    match s {
        Sort::Bool => out.push_str("Bool"),
        Sort::Bv(w) => {
            let _ = write!(out, "(_ BitVec {w})");
        }
        Sort::Array(i, e) => {
            out.push_str("(Array ");
            sort(out, i);
            out.push(' ');
            sort(out, e);
            out.push(')');
        }
    }
}

/// Write a bit-vector literal: `#x…` or `#b…` when the width allows, else `(_ bvV W)`.
fn bv(out: &mut String, value: u128, width: u32) {
    if width == 0 || width > 128 {
        let _ = write!(out, "(_ bv{value} {width})");
    } else if width % 4 == 0 {
        let _ = write!(out, "#x{:0w$x}", value, w = (width / 4) as usize);
    } else {
        let _ = write!(out, "#b{:0w$b}", value, w = width as usize);
    }
}

fn op(out: &mut String, o: &Op) {
    match o {
        Op::Not => out.push_str("not"),
        Op::And => out.push_str("and"),
        Op::Or => out.push_str("or"),
        Op::Implies => out.push_str("=>"),
        Op::Eq => out.push('='),
        Op::Distinct => out.push_str("distinct"),
        Op::Ite => out.push_str("ite"),
        Op::Bv(name) => out.push_str(name),
        Op::Extract(hi, lo) => {
            let _ = write!(out, "(_ extract {hi} {lo})");
        }
        Op::ZeroExtend(n) => {
            let _ = write!(out, "(_ zero_extend {n})");
        }
        Op::SignExtend(n) => {
            let _ = write!(out, "(_ sign_extend {n})");
        }
        Op::Select => out.push_str("select"),
        Op::Store => out.push_str("store"),
        Op::Uf(name) => symbol(out, name),
    }
}

/// Write a term.
pub fn term(out: &mut String, t: &Term) {
    match t {
        Term::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Term::Bv { value, width } => bv(out, *value, *width),
        Term::Sym(s) => symbol(out, s),
        Term::App(o, args) if args.is_empty() => op(out, o),
        Term::App(o, args) => {
            out.push('(');
            op(out, o);
            for a in args {
                out.push(' ');
                term(out, a);
            }
            out.push(')');
        }
    }
}

/// The text of one term.
pub fn term_to_string(t: &Term) -> String {
    let mut s = String::new();
    term(&mut s, t);
    s
}

/// Write one command and a newline.
pub fn command(out: &mut String, c: &Command) {
    match c {
        Command::SetOption(k, v) => {
            let _ = write!(out, "(set-option :{k} {v})");
        }
        Command::SetLogic(l) => {
            let _ = write!(out, "(set-logic {l})");
        }
        Command::DeclareFun { name, params, ret } => {
            out.push_str("(declare-fun ");
            symbol(out, name);
            out.push_str(" (");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                sort(out, p);
            }
            out.push_str(") ");
            sort(out, ret);
            out.push(')');
        }
        Command::DefineConst {
            name,
            sort: s,
            body,
        } => {
            out.push_str("(define-fun ");
            symbol(out, name);
            out.push_str(" () ");
            sort(out, s);
            out.push(' ');
            term(out, body);
            out.push(')');
        }
        Command::Assert(t) => {
            out.push_str("(assert ");
            term(out, t);
            out.push(')');
        }
        Command::Push(n) => {
            let _ = write!(out, "(push {n})");
        }
        Command::Pop(n) => {
            let _ = write!(out, "(pop {n})");
        }
        Command::CheckSat => out.push_str("(check-sat)"),
        Command::GetValue(ts) => {
            out.push_str("(get-value (");
            for (i, t) in ts.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                term(out, t);
            }
            out.push_str("))");
        }
        Command::Comment(text) => {
            for (i, line) in text.lines().enumerate() {
                if i > 0 {
                    out.push('\n');
                }
                out.push_str("; ");
                out.push_str(line);
            }
        }
    }
    out.push('\n');
}

/// The text of a list of commands.
pub fn commands_to_string(cs: &[Command]) -> String {
    let mut s = String::new();
    for c in cs {
        command(&mut s, c);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_symbols_and_sorts() {
        let t = Term::app(
            Op::Bv("bvadd"),
            vec![
                Term::sym("tid$1@2"),
                Term::Bv {
                    value: 5,
                    width: 32,
                },
            ],
        );
        assert_eq!(term_to_string(&t), "(bvadd tid$1@2 #x00000005)");
        assert_eq!(term_to_string(&Term::Bv { value: 1, width: 1 }), "#b1");
        assert_eq!(
            term_to_string(&Term::Bv {
                value: 3,
                width: 200
            }),
            "(_ bv3 200)"
        );
        assert_eq!(term_to_string(&Term::sym("a b|c")), "|a b_c|");
        assert_eq!(term_to_string(&Term::sym("1x")), "|1x|");
        let mut s = String::new();
        sort(
            &mut s,
            &Sort::Array(
                Box::new(Sort::Bv(1)),
                Box::new(Sort::Array(Box::new(Sort::Bv(32)), Box::new(Sort::Bool))),
            ),
        );
        assert_eq!(s, "(Array (_ BitVec 1) (Array (_ BitVec 32) Bool))");
        let e = Term::app(Op::Extract(7, 0), vec![Term::sym("x")]);
        assert_eq!(term_to_string(&e), "((_ extract 7 0) x)");
    }
}
