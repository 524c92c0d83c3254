//! What this process has started that must not outlive it: the process groups of running
//! tools and the scratch directories, in one registry behind one lock. [`stop_all`] (for a
//! signal handler that exits right after) kills every registered group, removes every
//! registered directory, and keeps the lock so that nothing new starts.
//!
//! IMPORTANT: every tool spawn and every scratch directory creation happens with the lock
//! held and registers what it made before releasing it, and a group leaves the registry only
//! while its leader is still an unreaped zombie (which keeps its process group id from being
//! reused); this is what makes a shutdown racing with them safe.

use std::io;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus};
use std::sync::{mpsc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use super::janitor::Link;

/// The live resources of this process.
pub(crate) struct Registry {
    /// Process groups of running tools (each the pid of its leader).
    pub(crate) groups: Vec<i32>,
    /// Scratch directories not yet removed.
    pub(crate) dirs: Vec<PathBuf>,
    /// The janitor that removes the directories if this process dies.
    pub(crate) janitor: Link,
}

static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
    groups: Vec::new(),
    dirs: Vec::new(),
    janitor: Link::Off,
});

/// The registry, locked (a panic elsewhere never keeps it from being used).
pub(crate) fn lock() -> MutexGuard<'static, Registry> {
    REGISTRY.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Proof that [`stop_all`] ran: holding it keeps every other spawn and directory creation
/// waiting, so keep it until the process exits.
#[must_use = "dropping it lets tools start again"]
pub struct Stopped {
    _registry: MutexGuard<'static, Registry>,
}

/// Kill every registered tool process group, remove every registered scratch directory, and
/// return with the registry locked for good (see [`Stopped`]). For a signal handler that
/// exits the process right after.
pub fn stop_all() -> Stopped {
    let reg = lock();
    for &g in &reg.groups {
        kill_group(g);
    }
    for d in &reg.dirs {
        remove_dir_all_patiently(d);
    }
    Stopped { _registry: reg }
}

/// SIGKILL to every process of group `pgid`.
pub(crate) fn kill_group(pgid: i32) {
    if pgid > 1 {
        // SAFETY: `kill` has no memory-safety preconditions.
        unsafe {
            libc::kill(-pgid, libc::SIGKILL);
        }
    }
}

/// Remove a directory tree, retrying for a moment when something still writes into it (a
/// tool that has just been killed, or a thread of this process).
pub(crate) fn remove_dir_all_patiently(dir: &Path) {
    for _ in 0..20 {
        match std::fs::remove_dir_all(dir) {
            Ok(()) => return,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return,
            Err(_) => std::thread::sleep(Duration::from_millis(10)),
        }
    }
}

/// Spawn `cmd` as the leader of a new process group that dies with the calling thread, and
/// register the group. The caller must wait for it from this same thread and end with
/// [`retire`].
pub(crate) fn spawn(cmd: &mut Command) -> io::Result<Child> {
    use std::os::unix::process::CommandExt;
    cmd.process_group(0);
    super::pdeath::die_with_parent(cmd, libc::SIGKILL);
    let mut reg = lock();
    let mut child = cmd.spawn()?;
    match i32::try_from(child.id()) {
        Ok(pid) => {
            reg.groups.push(pid);
            Ok(child)
        }
        Err(_) => {
            let _ = child.kill();
            let _ = child.wait();
            Err(io::Error::other("process id out of range"))
        }
    }
}

/// The pid of a child spawned by [`spawn`] (checked there to fit).
fn pid(child: &Child) -> i32 {
    i32::try_from(child.id()).unwrap_or(-1)
}

/// Waits for a child to exit without reaping it, so that its process group id stays reserved
/// until [`retire`].
pub(crate) struct Waiter {
    exited: mpsc::Receiver<io::Result<()>>,
}

impl Waiter {
    /// Start waiting for `child` (on a helper thread).
    pub(crate) fn start(child: &Child) -> io::Result<Waiter> {
        let pid = pid(child);
        let (tx, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("kcc-wait".into())
            .spawn(move || {
                let _ = tx.send(wait_exited(pid));
            })?;
        Ok(Waiter { exited: rx })
    }

    /// Wait until the child has exited (`Ok(true)`) or `timeout` has passed (`Ok(false)`).
    pub(crate) fn wait(&self, timeout: Option<Duration>) -> io::Result<bool> {
        let res = match timeout {
            Some(t) => match self.exited.recv_timeout(t) {
                Ok(r) => r,
                Err(mpsc::RecvTimeoutError::Timeout) => return Ok(false),
                Err(mpsc::RecvTimeoutError::Disconnected) => Err(gone()),
            },
            None => self.exited.recv().unwrap_or_else(|_| Err(gone())),
        };
        res.map(|()| true)
    }
}

fn gone() -> io::Error {
    io::Error::other("lost track of a tool process")
}

/// Block until process `pid` (a child) has exited, leaving it a zombie.
fn wait_exited(pid: i32) -> io::Result<()> {
    let Ok(id) = libc::id_t::try_from(pid) else {
        return Err(gone());
    };
    loop {
        // SAFETY: `siginfo_t` is plain data for which all zeros is a valid value.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        // SAFETY: `info` is a valid, writable `siginfo_t`.
        let r = unsafe { libc::waitid(libc::P_PID, id, &mut info, libc::WEXITED | libc::WNOWAIT) };
        if r == 0 {
            return Ok(());
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

/// Whether `child` has exited (without reaping it, see [`retire`]).
pub(crate) fn has_exited(child: &Child) -> bool {
    let Ok(id) = libc::id_t::try_from(pid(child)) else {
        return true;
    };
    // SAFETY: `siginfo_t` is plain data for which all zeros is a valid value.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    // SAFETY: `info` is a valid, writable `siginfo_t`.
    let r = unsafe {
        libc::waitid(
            libc::P_PID,
            id,
            &mut info,
            libc::WEXITED | libc::WNOWAIT | libc::WNOHANG,
        )
    };
    // SAFETY: `waitid` filled `info` in (or left it zeroed when nothing has exited).
    r != 0 || unsafe { info.si_pid() } != 0
}

/// Kill the whole process group of `child` (the tool and whatever it started).
pub(crate) fn kill(child: &Child) {
    kill_group(pid(child));
}

/// End a child spawned by [`spawn`]: kill whatever is left of its process group (solvers a
/// tool left behind), unregister the group, and reap the child. Kills the child too when it
/// is still running.
pub(crate) fn retire(child: &mut Child) -> io::Result<ExitStatus> {
    let pid = pid(child);
    {
        let mut reg = lock();
        kill_group(pid);
        reg.groups.retain(|&g| g != pid);
    }
    child.wait()
}
