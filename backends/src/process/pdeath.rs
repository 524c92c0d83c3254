//! Tie a child's life to the thread that spawns it: Linux's parent-death signal
//! (`PR_SET_PDEATHSIG`), set between `fork` and `exec`, so that a tool dies with kcc even when
//! kcc is killed outright (SIGKILL cannot be caught, so nothing in kcc can clean up then).
//!
//! The signal is sent when the *thread* that forked the child exits, not the process; callers
//! must spawn from a thread that outlives the child (in kcc: the thread that waits for it).

use std::io;
use std::os::unix::process::CommandExt;
use std::process::Command;

/// Make the process `cmd` starts receive `signal` when the spawning thread exits. The spawn
/// fails when this process is already gone by the time the child is set up (the race the
/// parent-death signal cannot cover by itself).
pub fn die_with_parent(cmd: &mut Command, signal: libc::c_int) {
    // SAFETY: `getpid` has no preconditions.
    let parent = unsafe { libc::getpid() };
    let hook = move || -> io::Result<()> {
        // SAFETY: `prctl(PR_SET_PDEATHSIG)` and `getppid` are async-signal-safe system calls
        // that touch no memory of ours, as required between `fork` and `exec`.
        unsafe {
            if libc::prctl(libc::PR_SET_PDEATHSIG, signal as libc::c_ulong, 0, 0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            if libc::getppid() != parent {
                return Err(io::Error::from_raw_os_error(libc::ESRCH));
            }
        }
        Ok(())
    };
    // SAFETY: the hook only makes async-signal-safe system calls (see above).
    unsafe {
        cmd.pre_exec(hook);
    }
}
