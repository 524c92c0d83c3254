//! The one place the CLI talks to the Boogie back end: emitting the Boogie program and running
//! Boogie/z3 on it. Everything else in the CLI uses the names re-exported here.

pub use backends::boogie::{emit, verify, Emitted, Failure, How, RunOptions, TagStats, Verdict};
pub use backends::ToolError;
