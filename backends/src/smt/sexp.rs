//! A tiny s-expression reader for what solvers answer (`sat`, `((x #x0001) (b true))`,
//! `(error "…")`) and for checking that printed SMT-LIB2 text reads back as it was written.
//! It never panics on malformed input.

use std::fmt;

/// An s-expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sexp {
    /// A symbol, keyword, numeral, bit-vector literal or string, as written (strings keep
    /// their quotes, quoted symbols their bars).
    Atom(String),
    /// A parenthesised list.
    List(Vec<Sexp>),
}

impl Sexp {
    /// The atom's text, if it is one.
    pub fn atom(&self) -> Option<&str> {
        match self {
            Sexp::Atom(a) => Some(a),
            Sexp::List(_) => None,
        }
    }
    /// The list's items, if it is one.
    pub fn list(&self) -> Option<&[Sexp]> {
        match self {
            Sexp::List(l) => Some(l),
            Sexp::Atom(_) => None,
        }
    }
}

impl fmt::Display for Sexp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sexp::Atom(a) => f.write_str(a),
            Sexp::List(items) => {
                f.write_str("(")?;
                for (i, it) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{it}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// Where the reader stands after some text: how deep in parentheses, and whether inside a
/// string or quoted symbol.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Depth {
    parens: i64,
    in_string: bool,
    in_bars: bool,
    in_comment: bool,
}

impl Depth {
    /// Advance over `text`.
    pub fn feed(&mut self, text: &str) {
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if self.in_comment {
                if c == '\n' {
                    self.in_comment = false;
                }
            } else if self.in_string {
                if c == '"' {
                    if chars.peek() == Some(&'"') {
                        chars.next();
                    } else {
                        self.in_string = false;
                    }
                }
            } else if self.in_bars {
                if c == '|' {
                    self.in_bars = false;
                }
            } else {
                match c {
                    '(' => self.parens += 1,
                    ')' => self.parens -= 1,
                    '"' => self.in_string = true,
                    '|' => self.in_bars = true,
                    ';' => self.in_comment = true,
                    _ => {}
                }
            }
        }
    }
    /// True when everything fed so far forms complete expressions.
    pub fn complete(&self) -> bool {
        self.parens <= 0 && !self.in_string && !self.in_bars
    }
}

/// Parse every s-expression in `text`.
pub fn parse_all(text: &str) -> Result<Vec<Sexp>, String> {
    let cs: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut stack: Vec<Vec<Sexp>> = vec![Vec::new()];
    while i < cs.len() {
        let c = cs[i];
        match c {
            _ if c.is_whitespace() => i += 1,
            ';' => {
                while i < cs.len() && cs[i] != '\n' {
                    i += 1;
                }
            }
            '(' => {
                stack.push(Vec::new());
                i += 1;
            }
            ')' => {
                if stack.len() < 2 {
                    return Err(format!("unbalanced `)` at offset {i}"));
                }
                let items = stack.pop().unwrap_or_default();
                if let Some(top) = stack.last_mut() {
                    top.push(Sexp::List(items));
                }
                i += 1;
            }
            '"' | '|' => {
                let start = i;
                i += 1;
                loop {
                    if i >= cs.len() {
                        return Err("unterminated string or quoted symbol".into());
                    }
                    if cs[i] == c {
                        if c == '"' && cs.get(i + 1) == Some(&'"') {
                            i += 2;
                            continue;
                        }
                        i += 1;
                        break;
                    }
                    i += 1;
                }
                if let Some(top) = stack.last_mut() {
                    top.push(Sexp::Atom(cs[start..i].iter().collect()));
                }
            }
            _ => {
                let start = i;
                while i < cs.len() && !cs[i].is_whitespace() && !"()\";|".contains(cs[i]) {
                    i += 1;
                }
                if let Some(top) = stack.last_mut() {
                    top.push(Sexp::Atom(cs[start..i].iter().collect()));
                }
            }
        }
    }
    if stack.len() != 1 {
        return Err("unbalanced `(`".into());
    }
    Ok(stack.pop().unwrap_or_default())
}

/// The value of a model atom: `#x…`, `#b…`, `(_ bvV W)`, `true`, `false`, or a numeral.
pub fn value(s: &Sexp) -> Option<u128> {
    match s {
        Sexp::Atom(a) => {
            if let Some(h) = a.strip_prefix("#x") {
                return u128::from_str_radix(h, 16).ok();
            }
            if let Some(b) = a.strip_prefix("#b") {
                return u128::from_str_radix(b, 2).ok();
            }
            match a.as_str() {
                "true" => Some(1),
                "false" => Some(0),
                _ => a.parse().ok(),
            }
        }
        Sexp::List(items) => match items.as_slice() {
            [Sexp::Atom(u), Sexp::Atom(bv), Sexp::Atom(_)] if u == "_" => {
                bv.strip_prefix("bv")?.parse().ok()
            }
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_answers() {
        let v = parse_all("sat\n((x #x0000001f)\n (y #b101) ((bvult x y) false) (z (_ bv7 32)))\n")
            .unwrap();
        assert_eq!(v.len(), 2);
        assert_eq!(v[0], Sexp::Atom("sat".into()));
        let pairs = v[1].list().unwrap();
        let vals: Vec<Option<u128>> = pairs.iter().map(|p| value(&p.list().unwrap()[1])).collect();
        assert_eq!(vals, vec![Some(31), Some(5), Some(0), Some(7)]);
        assert_eq!(pairs[2].list().unwrap()[0].to_string(), "(bvult x y)");
        let e = parse_all("(error \"line 1: a \"\"quoted\"\" (word\")").unwrap();
        assert_eq!(e[0].list().unwrap()[0].atom(), Some("error"));
        assert!(parse_all("(a b").is_err());
        assert!(parse_all("a)").is_err());
        assert!(parse_all("\"open").is_err());
    }

    #[test]
    fn depth_tracks_strings_and_bars() {
        let mut d = Depth::default();
        d.feed("((x #x01)\n");
        assert!(!d.complete());
        d.feed(" (|a)b| \"c)\"))\n");
        assert!(d.complete());
        let mut d = Depth::default();
        d.feed("(error \"multi\nline)\"");
        assert!(!d.complete());
        d.feed(")\n");
        assert!(d.complete());
    }
}
