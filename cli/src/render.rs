//! Rendering of diagnostics clang-style (`file:line:col: error: message`, the source line and
//! a caret line) and of GPUVerify-style locations and code lines.

use std::fmt::Write as _;

use ir::{Diagnostic, Severity, SourceMap, Span};

/// `file:line:col` of the start of a span.
pub fn loc(sources: &SourceMap, span: Span) -> String {
    let (f, l, c) = sources.location(span);
    format!("{f}:{l}:{c}")
}

/// True when the span's file is in the source map.
pub fn known(sources: &SourceMap, span: Span) -> bool {
    sources.files().any(|(id, _)| id == span.file)
}

/// The source line of a span with its leading whitespace replaced by two spaces, as GPUVerify
/// prints code in its reports.
pub fn code_line(sources: &SourceMap, span: Span) -> String {
    let f = sources.file(span.file);
    let (l, _) = f.line_col(span.lo);
    format!("  {}", f.line_text(l).trim_start())
}

/// Longest source line a snippet shows whole; longer lines are cut to a window around the
/// column.
const MAX_SNIPPET: usize = 160;

/// Bytes of context kept before the column in a cut line.
const WINDOW_BEFORE: usize = 60;

/// The largest char boundary of `s` at or below `i`.
fn floor_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The source line of a span followed by a caret line under the span. A very long line is
/// cut to a window around the column, marked with `...` on the cut sides, and the caret line
/// stops at the window's end.
fn snippet(sources: &SourceMap, span: Span) -> String {
    let f = sources.file(span.file);
    let (l, c) = f.line_col(span.lo);
    let line = f.line_text(l);
    let col = (c as usize - 1).min(line.len());
    let (lo, hi) = if line.len() > MAX_SNIPPET {
        let lo = floor_boundary(line, col.saturating_sub(WINDOW_BEFORE));
        let hi = floor_boundary(line, lo + MAX_SNIPPET - 2 * 3);
        (lo, hi.max(floor_boundary(line, col)))
    } else {
        (0, line.len())
    };
    let before = if lo > 0 { "..." } else { "" };
    let after = if hi < line.len() { "..." } else { "" };
    let text = &line[lo..hi];
    let start = col - lo;
    // Keep tabs in the indentation so the caret lines up.
    let pad: String = before
        .chars()
        .map(|_| ' ')
        .chain(text.as_bytes()[..start.min(text.len())].iter().map(|&b| {
            if b == b'\t' {
                '\t'
            } else {
                ' '
            }
        }))
        .collect();
    let end_in_line =
        (span.hi.saturating_sub(span.lo) as usize).min(text.len().saturating_sub(start));
    let tildes = "~".repeat(end_in_line.saturating_sub(1));
    format!("{before}{text}{after}\n{pad}^{tildes}\n")
}

fn severity_word(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

/// Render one diagnostic. `fallback` names the file when the diagnostic has no position.
pub fn diagnostic(sources: &SourceMap, d: &Diagnostic, fallback: &str) -> String {
    let mut s = String::new();
    let word = severity_word(d.severity);
    match d.primary.filter(|p| known(sources, *p)) {
        Some(p) => {
            let _ = writeln!(s, "{}: {word}: {}", loc(sources, p), d.message);
            s.push_str(&snippet(sources, p));
        }
        None => {
            let _ = writeln!(s, "{fallback}: {word}: {}", d.message);
        }
    }
    for l in &d.labels {
        if known(sources, l.span) {
            let _ = writeln!(s, "{}: note: {}", loc(sources, l.span), l.message);
            s.push_str(&snippet(sources, l.span));
        } else {
            let _ = writeln!(s, "note: {}", l.message);
        }
    }
    for n in &d.notes {
        let _ = writeln!(s, "note: {n}");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::FileId;

    #[test]
    fn clang_style() {
        let mut sm = SourceMap::default();
        let f = sm.add(
            "k.cl".into(),
            "__kernel void f() {\n\tint x = y;\n}\n".into(),
        );
        assert_eq!(f, FileId(0));
        let lo = 20 + 9;
        let d = Diagnostic::error(
            "sema",
            "use of undeclared identifier 'y'",
            Some(Span {
                file: f,
                lo,
                hi: lo + 1,
            }),
        )
        .with_note("declare it first");
        assert_eq!(
            diagnostic(&sm, &d, "k.cl"),
            "k.cl:2:10: error: use of undeclared identifier 'y'\n\tint x = y;\n\t        ^\nnote: declare it first\n"
        );
        assert_eq!(
            code_line(
                &sm,
                Span {
                    file: f,
                    lo,
                    hi: lo
                }
            ),
            "  int x = y;"
        );
        let d = Diagnostic::error("preprocess", "no such file", None);
        assert_eq!(diagnostic(&sm, &d, "x.cl"), "x.cl: error: no such file\n");
    }

    #[test]
    fn long_lines_are_cut_to_a_window() {
        let mut sm = SourceMap::default();
        let long = format!("int a = {};\n", "b + ".repeat(2000) + "y");
        let f = sm.add("k.cl".into(), long.clone());
        let lo = long.find('y').unwrap() as u32;
        let d = Diagnostic::error(
            "sema",
            "use of undeclared identifier 'y'",
            Some(Span {
                file: f,
                lo,
                hi: lo + 1,
            }),
        );
        let text = diagnostic(&sm, &d, "k.cl");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(lines[1].starts_with("...") && lines[1].len() <= MAX_SNIPPET);
        // The caret sits under the `y`.
        let caret = lines[2].find('^').unwrap();
        assert_eq!(&lines[1][caret..caret + 1], "y");
        // A span running far past the window gets tildes up to the window's end only.
        let d = Diagnostic::error(
            "sema",
            "too long",
            Some(Span {
                file: f,
                lo: 8,
                hi: long.len() as u32 - 2,
            }),
        );
        let text = diagnostic(&sm, &d, "k.cl");
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[1].ends_with("...") && lines[1].len() <= MAX_SNIPPET);
        assert!(lines[2].len() <= MAX_SNIPPET);
    }
}
