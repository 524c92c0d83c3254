//! The tool guard: runs a program as its own child and makes sure the program dies when the
//! guard's parent process dies. Boogie is given the guard as its `z3`, so that the solvers
//! Mono starts die with Mono, and Mono dies with kcc (see [`super::pdeath`]).
//!
//! Why not simply set a parent-death signal on z3 and `exec` it: Boogie starts each solver from
//! a task thread that exits while the solver is still in use, and the parent-death signal fires
//! when the spawning *thread* exits, so the solver would be killed mid-run (Boogie then fails
//! with "Write fault"). The guard is single-threaded and stays the solver's parent; the
//! solver's parent-death signal (SIGKILL) is tied to it. The guard's own parent-death signal
//! is SIGUSR1, a mere notice: when it arrives, the guard checks whether its parent process has
//! changed (a Mono thread exiting re-parents the guard to another thread of the same process,
//! which keeps the parent pid), and only then kills the solver and exits.

use std::ffi::{OsStr, OsString};
use std::io;
use std::process::{Command, ExitStatus};

use super::pdeath;

/// The environment variable that starts kcc's binary as a guard of the program it names.
pub const GUARD_ENV: &str = "KCC_GUARD_TOOL";

fn sigset(signals: &[libc::c_int]) -> libc::sigset_t {
    // SAFETY: `sigset_t` is plain data; `sigemptyset`/`sigaddset` initialise it.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for &s in signals {
            libc::sigaddset(&mut set, s);
        }
        set
    }
}

fn code_of(status: ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    status
        .code()
        .or_else(|| status.signal().map(|s| 128 + s))
        .unwrap_or(1)
}

/// The guard's main: run `program` with `args` (stdin, stdout and stderr shared), return its
/// exit code (128 + signal when killed), or kill it and return 137 as soon as the guard's
/// parent process is gone. Call from a single-threaded process, before anything else.
pub fn guard_main(program: &OsStr, args: &[OsString]) -> i32 {
    let watched = sigset(&[libc::SIGCHLD, libc::SIGUSR1]);
    // SAFETY: blocking signals for this thread has no memory-safety preconditions; they are
    // received below with `sigwaitinfo`, so none is lost in between.
    let parent = unsafe {
        libc::sigprocmask(libc::SIG_BLOCK, &watched, std::ptr::null_mut());
        let parent = libc::getppid();
        libc::prctl(
            libc::PR_SET_PDEATHSIG,
            libc::SIGUSR1 as libc::c_ulong,
            0,
            0,
            0,
        );
        parent
    };
    let parent_gone = || {
        // SAFETY: `getppid` has no preconditions.
        unsafe { libc::getppid() != parent }
    };
    if parent_gone() {
        return 137;
    }
    let mut cmd = Command::new(program);
    cmd.args(args).env_remove(GUARD_ENV);
    // Standard library spawns reset the signal mask, so the program starts with none blocked.
    pdeath::die_with_parent(&mut cmd, libc::SIGKILL);
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("kcc: cannot start {}: {e}", program.to_string_lossy());
            return 127;
        }
    };
    // The program holds the standard streams now; let them close when it closes them.
    release_stdio();
    loop {
        // SAFETY: `watched` is an initialised signal set; a null info pointer is allowed.
        let sig = unsafe { libc::sigwaitinfo(&watched, std::ptr::null_mut()) };
        if sig == libc::SIGUSR1 && parent_gone() {
            let _ = child.kill();
            let _ = child.wait();
            return 137;
        }
        if sig < 0 && io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            // Cannot wait for signals: fall back to waiting for the program alone.
            return child.wait().map(code_of).unwrap_or(1);
        }
        match child.try_wait() {
            Ok(Some(status)) => return code_of(status),
            Ok(None) => {}
            Err(_) => return 1,
        }
    }
}

/// Point stdin, stdout and stderr at `/dev/null`.
fn release_stdio() {
    if let Ok(null) = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/null")
    {
        use std::os::fd::AsRawFd;
        for fd in 0..3 {
            // SAFETY: `dup2` onto the standard descriptors; `null` stays open meanwhile.
            unsafe {
                libc::dup2(null.as_raw_fd(), fd);
            }
        }
    }
}
