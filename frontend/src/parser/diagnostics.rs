//! Syntax errors: recovered and fatal parse errors reported with what was expected, in the
//! user's words (`expected `;`, found `->``), and constructs the grammar does not take named
//! as unsupported (lambdas).

use lalrpop_util::{ErrorRecovery, ParseError};

use super::Ctx;
use crate::lexer::{LexError, Tok};

impl Ctx {
    /// Record a recovered syntax error.
    pub(crate) fn recover(&self, e: ErrorRecovery<usize, Tok, LexError>) {
        let err_pos = match &e.error {
            ParseError::UnrecognizedToken {
                token: (l, _, _), ..
            }
            | ParseError::ExtraToken { token: (l, _, _) } => Some(*l),
            ParseError::InvalidToken { location } => Some(*location),
            _ => None,
        };
        let resume = e.dropped_tokens.last().map(|t| t.2).or(err_pos);
        let err_idx = err_pos.map(|p| self.tok_index(p));
        let cascade = match (*self.recovered_at.borrow(), err_idx) {
            (Some(r), Some(i)) => i <= r + 2,
            _ => false,
        };
        if let Some(p) = resume {
            let idx = self.tok_index(p);
            *self.recovered_at.borrow_mut() = Some(idx);
        }
        if !cascade {
            self.report(e.error);
        }
    }

    /// Index of the first parser token starting at or after `pos`.
    fn tok_index(&self, pos: usize) -> usize {
        self.toks.partition_point(|t| t.0 < pos)
    }

    /// A friendlier message for an unexpected token, when the context makes the cause clear.
    fn explain(&self, l: usize, t: &Tok) -> Option<(String, usize, usize)> {
        let i = self.tok_index(l);
        let prev = i
            .checked_sub(1)
            .and_then(|k| self.toks.get(k))
            .map(|p| &p.1);
        if let Some(Tok::Ident(name)) = prev {
            let prev2 = i
                .checked_sub(2)
                .and_then(|k| self.toks.get(k))
                .map(|p| &p.1);
            let in_decl_ctx = matches!(
                prev2,
                None | Some(
                    Tok::LParen
                        | Tok::Comma
                        | Tok::Semi
                        | Tok::LBrace
                        | Tok::RBrace
                        | Tok::Const
                        | Tok::Volatile
                        | Tok::Static
                        | Tok::Global
                        | Tok::Local
                        | Tok::Constant
                        | Tok::Private
                        | Tok::Kernel
                        | Tok::Device
                        | Tok::Extern
                        | Tok::Typedef
                        | Tok::Inline
                )
            );
            if matches!(t, Tok::Ident(_)) || (in_decl_ctx && matches!(t, Tok::Star | Tok::Amp)) {
                let pl = self.toks[i - 1].0;
                return Some((format!("unknown type name `{name}`"), pl, pl + name.len()));
            }
        }
        None
    }

    /// A C++ lambda's `[captures]` where an operand is expected: the `[` at `l`, a matching
    /// `]` followed by `(` or `{`. Gives the end of the `]`.
    fn lambda_introducer(&self, l: usize, t: &Tok) -> Option<usize> {
        let i = self.tok_index(l);
        // After an operand, `[` subscripts it.
        let operand_expected = !matches!(
            i.checked_sub(1).map(|k| &self.toks[k].1),
            None | Some(
                Tok::Ident(_)
                    | Tok::TypeName(_)
                    | Tok::IntLit(..)
                    | Tok::FloatLit(..)
                    | Tok::CharLit(_)
                    | Tok::StrLit(_)
                    | Tok::RParen
                    | Tok::RBrack
                    | Tok::True
                    | Tok::False
                    | Tok::This
            )
        );
        if *t != Tok::LBrack || !operand_expected {
            return None;
        }
        let mut depth = 0usize;
        for (k, (pos, tok)) in self.toks.iter().enumerate().skip(i) {
            match tok {
                Tok::LBrack => depth += 1,
                Tok::RBrack => {
                    depth -= 1;
                    if depth == 0 {
                        let next = self.toks.get(k + 1).map(|t| &t.1);
                        return matches!(next, Some(Tok::LParen | Tok::LBrace)).then_some(pos + 1);
                    }
                }
                Tok::Semi | Tok::LBrace | Tok::RBrace => return None,
                _ => {}
            }
        }
        None
    }

    pub(super) fn report(&self, e: ParseError<usize, Tok, LexError>) {
        let (pos, span, msg) = match e {
            ParseError::InvalidToken { location } => (
                location,
                self.span(location, location + 1),
                "invalid token".to_string(),
            ),
            ParseError::UnrecognizedEof { location, expected } => (
                location,
                self.span(location, location),
                format!("expected {}, found end of file", expected_list(&expected)),
            ),
            ParseError::UnrecognizedToken {
                token: (l, t, r),
                expected,
            } => {
                if t == Tok::Error {
                    // Already reported by the lexer.
                    return;
                }
                if let Some(r) = self.lambda_introducer(l, &t) {
                    self.unsupported(self.span(l, r), "lambda expression");
                    return;
                }
                // Dynamic allocation in device code: no model of the device heap.
                match t {
                    Tok::New => {
                        self.unsupported(self.span(l, r), "'new' expression (device heap)");
                        return;
                    }
                    Tok::Delete => {
                        self.unsupported(self.span(l, r), "'delete' expression (device heap)");
                        return;
                    }
                    _ => {}
                }
                match self.explain(l, &t) {
                    Some((msg, pl, pr)) => (l, self.span(pl, pr), msg),
                    None => (
                        l,
                        self.span(l, r),
                        format!("expected {}, found {}", expected_list(&expected), t),
                    ),
                }
            }
            ParseError::ExtraToken { token: (l, t, r) } => {
                (l, self.span(l, r), format!("unexpected {t}"))
            }
            ParseError::User { error } => (error.lo, self.span(error.lo, error.hi), error.msg),
        };
        let mut rep = self.reported.borrow_mut();
        if rep.contains(&pos) {
            return;
        }
        rep.push(pos);
        self.diags
            .borrow_mut()
            .push(ir::Diagnostic::error("parse", msg, Some(span)));
    }
}

/// Render lalrpop's expected-terminal list.
fn expected_list(expected: &[String]) -> String {
    // A long list usually means "an operator or a closing token": name the closing tokens.
    if expected.len() > 8 {
        let closers: Vec<String> = [";", ")", "]", "}"]
            .iter()
            .filter(|c| expected.iter().any(|e| e.trim_matches('"') == **c))
            .map(|c| format!("`{c}`"))
            .collect();
        if !closers.is_empty() {
            return closers.join(" or ");
        }
    }
    let items: Vec<String> = expected
        .iter()
        .filter(|s| !s.contains("functional cast") && !s.contains("invalid character"))
        .map(|s| pretty_terminal(s))
        .collect();
    match items.len() {
        0 => "something else".into(),
        1 => items[0].clone(),
        n if n > 12 => format!("one of {}, ...", items[..12].join(", ")),
        _ => format!("one of {}", items.join(", ")),
    }
}

fn pretty_terminal(s: &str) -> String {
    let t = s.trim_matches('"').replace("\\\"", "\"");
    if t.contains("literal") || t.contains("name") || t == "identifier" || t == "functional cast" {
        return t;
    }
    if t.chars().all(|c| c.is_alphanumeric() || c == '_')
        || t.chars().any(|c| c.is_ascii_punctuation()) && !t.contains(' ')
    {
        format!("`{t}`")
    } else {
        t
    }
}
