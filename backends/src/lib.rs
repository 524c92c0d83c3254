//! kcc's back ends: typed target ASTs printed with `pretty`, and the drivers of the external
//! `boogie` and `z3` tools (spawned only by [`process`]).

pub mod boogie;
pub mod process;

/// A failure of an external tool or of the back end itself (never a problem in the user's
/// kernel: those are verification failures in a verdict).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ToolError {
    /// The tool is not installed or not executable.
    #[error("cannot run {tool}: not found or not executable ({hint})")]
    Missing {
        /// The tool's name.
        tool: String,
        /// How to install it.
        hint: String,
    },
    /// The tool ran longer than allowed and was killed.
    #[error("{tool} timed out after {secs} s")]
    Timeout {
        /// The tool's name.
        tool: String,
        /// The limit in seconds.
        secs: u64,
    },
    /// The tool failed or printed something that is not a verification result (parse or type
    /// errors in generated code, crashes, internal errors of the back end).
    #[error("{tool} failed{}: {output}", code.map(|c| format!(" with exit code {c}")).unwrap_or_default())]
    Failed {
        /// The tool's name.
        tool: String,
        /// Its exit code, if it exited.
        code: Option<i32>,
        /// What it printed (or what went wrong).
        output: String,
    },
    /// Reading or writing a file failed.
    #[error("i/o error: {0}")]
    Io(String),
}
