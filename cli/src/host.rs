//! What the `kcc` binary owes the system it runs on, and only the binary (library users of
//! [`crate::run`] keep their own): its helper mode and the z3 guard. See `backends::process`
//! for the mechanisms.

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::OnceLock;

use backends::process;

/// kcc's own binary, given to Boogie as z3 so that it runs the real z3 under a guard.
static Z3_GUARD: OnceLock<PathBuf> = OnceLock::new();

/// When this process was started as one of kcc's helpers (the z3 guard, named by its
/// environment variable), run it and return its exit code.
pub fn helper_mode() -> Option<i32> {
    if let Some(real) = std::env::var_os(process::GUARD_ENV) {
        let args: Vec<OsString> = std::env::args_os().skip(1).collect();
        return Some(process::guard_main(&real, &args));
    }
    None
}

/// Let Boogie's solvers die with kcc. Call at the start of `main`.
pub fn install() {
    if let Ok(exe) = std::env::current_exe() {
        let _ = Z3_GUARD.set(exe);
    }
}

/// The program to give Boogie as z3 (see [`backends::process::guard_main`]), when this is the
/// `kcc` binary (and it has not been deleted since it started, as a rebuild does).
pub fn z3_guard() -> Option<PathBuf> {
    Z3_GUARD.get().filter(|p| p.is_file()).cloned()
}
