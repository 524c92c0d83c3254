//! Diagnostics as plain data: library crates produce them, only the CLI renders them.

use crate::span::Span;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// A note attached to other output.
    Note,
    /// A warning; processing continues.
    Warning,
    /// An error.
    Error,
}

/// A secondary position with a message.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What about it.
    pub message: String,
}

/// A message for the user about their input.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// How serious.
    pub severity: Severity,
    /// A stable kebab-case code (`parse`, `unsupported`, `data-race`, ...).
    pub code: &'static str,
    /// Lower-case message without a final full stop.
    pub message: String,
    /// Main position, if there is one.
    pub primary: Option<Span>,
    /// Secondary positions.
    pub labels: Vec<Label>,
    /// Extra lines of explanation.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error with a position.
    pub fn error(
        code: &'static str,
        message: impl Into<String>,
        primary: Option<Span>,
    ) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code,
            message: message.into(),
            primary,
            labels: vec![],
            notes: vec![],
        }
    }
    /// A warning with a position.
    pub fn warning(
        code: &'static str,
        message: impl Into<String>,
        primary: Option<Span>,
    ) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            code,
            message: message.into(),
            primary,
            labels: vec![],
            notes: vec![],
        }
    }
    /// Add a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
}

/// A sink for diagnostics.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    /// Everything reported so far, in order.
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// Record a diagnostic.
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }
    /// True when an error has been reported.
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(|d| d.severity == Severity::Error)
    }
    /// Record an error.
    pub fn error(&mut self, code: &'static str, message: impl Into<String>, primary: Option<Span>) {
        self.push(Diagnostic::error(code, message, primary));
    }
    /// Record a warning.
    pub fn warning(
        &mut self,
        code: &'static str,
        message: impl Into<String>,
        primary: Option<Span>,
    ) {
        self.push(Diagnostic::warning(code, message, primary));
    }
}
