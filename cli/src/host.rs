//! What the `kcc` binary owes the system it runs on, and only the binary (library users of
//! [`crate::run`] keep their own signal handling): its helper modes, the handling of SIGINT,
//! SIGTERM and SIGHUP, the janitor, and the z3 guard. See `backends::process` for the
//! mechanisms.
//!
//! A signal is received on a thread of its own (`sigwait`; every other thread has the signals
//! blocked), which kills every running tool's process group, removes the scratch directories
//! and exits with GPUVerify's CTRL_C code. Nothing can start in between: the tool registry
//! stays locked until the process has exited.

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::sync::OnceLock;

use backends::process;

use crate::session;

/// The signals that stop kcc.
const STOPPING: [(libc::c_int, &str); 3] = [
    (libc::SIGINT, "SIGINT"),
    (libc::SIGTERM, "SIGTERM"),
    (libc::SIGHUP, "SIGHUP"),
];

/// kcc's own binary, given to Boogie as z3 so that it runs the real z3 under a guard.
static Z3_GUARD: OnceLock<PathBuf> = OnceLock::new();

/// When this process was started as one of kcc's helpers (the z3 guard or the janitor, named
/// by their environment variables), run it and return its exit code.
pub fn helper_mode() -> Option<i32> {
    if let Some(real) = std::env::var_os(process::GUARD_ENV) {
        let args: Vec<OsString> = std::env::args_os().skip(1).collect();
        return Some(process::guard_main(&real, &args));
    }
    if std::env::var_os(process::JANITOR_ENV).is_some() {
        // SAFETY: setting a signal's disposition to "ignore" has no memory-safety
        // preconditions.
        unsafe {
            // A terminal's Ctrl-C or hang-up must not cut the cleanup short.
            libc::signal(libc::SIGINT, libc::SIG_IGN);
            libc::signal(libc::SIGHUP, libc::SIG_IGN);
        }
        return Some(process::janitor_main(std::io::stdin().lock()));
    }
    None
}

/// Whether `sig` was ignored when kcc started (`nohup` ignores SIGHUP, a shell ignores SIGINT
/// for background jobs); kcc keeps it so.
fn ignored(sig: libc::c_int) -> bool {
    // SAFETY: `old` is plain data that `sigaction` fills in; a null new action only queries.
    unsafe {
        let mut old: libc::sigaction = std::mem::zeroed();
        libc::sigaction(sig, std::ptr::null(), &mut old) == 0 && old.sa_sigaction == libc::SIG_IGN
    }
}

/// The stopping signals that kcc handles: those not ignored.
fn stopping_set() -> libc::sigset_t {
    // SAFETY: `sigset_t` is plain data; `sigemptyset`/`sigaddset` initialise it.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for (s, _) in STOPPING {
            if !ignored(s) {
                libc::sigaddset(&mut set, s);
            }
        }
        set
    }
}

/// Handle the stopping signals, and let tools and scratch directories die with kcc. Call at
/// the start of `main`, before any other thread exists (threads inherit the signal mask).
pub fn install() {
    let set = stopping_set();
    // SAFETY: `set` is an initialised signal set.
    unsafe {
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
    }
    let started = std::thread::Builder::new()
        .name("kcc-signals".into())
        .spawn(move || wait_for_signal(set));
    if started.is_err() {
        // SAFETY: as above; without the thread the default dispositions are better than none.
        unsafe {
            libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
        }
    }
    if let Ok(exe) = std::env::current_exe() {
        let _ = Z3_GUARD.set(exe.clone());
        process::enable_janitor(exe);
    }
}

fn wait_for_signal(set: libc::sigset_t) {
    loop {
        let mut sig: libc::c_int = 0;
        // SAFETY: `set` is initialised and `sig` is writable.
        if unsafe { libc::sigwait(&set, &mut sig) } != 0 {
            continue;
        }
        let Some((_, name)) = STOPPING.iter().find(|(s, _)| *s == sig) else {
            continue;
        };
        let _stopped = process::stop_all();
        let msg = format!("{}\n", session::interrupted(name));
        let _ = std::io::stderr().write_all(msg.as_bytes());
        // SAFETY: `_exit` ends the process at once, without running anything on other
        // threads' behalf; the registry stays locked until then.
        unsafe { libc::_exit(session::code::CTRL_C) }
    }
}

/// The program to give Boogie as z3 (see [`backends::process::guard_main`]), when this is the
/// `kcc` binary (and it has not been deleted since it started, as a rebuild does).
pub fn z3_guard() -> Option<PathBuf> {
    Z3_GUARD.get().filter(|p| p.is_file()).cloned()
}

/// The end of a normal run: let the janitor go.
pub fn finish() {
    process::finish_janitor();
}
