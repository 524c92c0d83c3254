//! The only place that spawns processes: run a tool with a timeout, capture its stdout and
//! stderr through temporary files (no pipe deadlocks), and make sure that nothing it started
//! outlives the run or kcc.
//!
//! Tools on this machine: `boogie` is a shell script that `exec`s Mono, which starts `z3` as a
//! child. Each tool therefore runs in its own process group ([`live`]), which is killed as a
//! whole on a time-out, when the tool exits (solvers it left behind), and on kcc's shutdown
//! ([`stop_all`]). Each tool also dies with the thread that runs it ([`pdeath`]), and the
//! solvers die with Mono ([`guard`]), so that even a kcc killed with SIGKILL leaves no process
//! behind; its scratch directories ([`ScratchDir`]) are then removed by the [`janitor`]. The
//! `z3` found on `PATH` may be a pyenv shim (a bash script); [`resolve_z3`] offers the real
//! binary (`pyenv which z3`) for callers that want to skip the shim's start-up cost.

mod guard;
mod interactive;
mod janitor;
mod live;
mod pdeath;
mod scratch;

pub use guard::{guard_main, GUARD_ENV};
pub use interactive::Interactive;
pub use janitor::{enable_janitor, finish_janitor, janitor_main, JANITOR_ENV};
pub use live::{stop_all, Stopped};
pub use pdeath::die_with_parent;
pub use scratch::ScratchDir;

use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::ToolError;

/// How to run one tool.
#[derive(Clone, Debug)]
pub struct ToolConfig {
    /// The tool's name for messages (`boogie`, `z3`).
    pub tool: String,
    /// The executable: a path, or a bare name looked up on `PATH`.
    pub program: PathBuf,
    /// Kill the tool after this long.
    pub timeout: Option<Duration>,
    /// Append the command line and the tool's output to this file.
    pub transcript: Option<PathBuf>,
    /// Extra environment variables for the tool.
    pub env: Vec<(OsString, OsString)>,
}

/// What a finished tool did.
#[derive(Clone, Debug)]
pub struct RunResult {
    /// The exit code; `None` when killed by a signal.
    pub code: Option<i32>,
    /// Everything written to stdout (lossily decoded).
    pub stdout: String,
    /// Everything written to stderr (lossily decoded).
    pub stderr: String,
    /// Wall-clock time in seconds.
    pub secs: f64,
}

/// The install hint for a known tool.
pub fn install_hint(tool: &str) -> String {
    match tool {
        "boogie" => "install it with: apt-get install boogie".to_string(),
        "z3" => "install it with: pip install z3-solver==4.8.5.0".to_string(),
        _ => format!("install {tool}"),
    }
}

fn missing(tool: &str) -> ToolError {
    ToolError::Missing {
        tool: tool.to_string(),
        hint: install_hint(tool),
    }
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p)
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

/// The executable a path or bare name stands for: a path containing `/` is checked as is, a
/// bare name is looked up on `PATH`.
pub fn find_executable(program: &Path) -> Option<PathBuf> {
    if program.components().count() > 1 || program.is_absolute() {
        return is_executable(program).then(|| program.to_path_buf());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(program))
        .find(|p| is_executable(p))
}

/// The real `z3` binary behind a pyenv shim, or the executable itself otherwise.
pub fn resolve_z3(program: &Path) -> Option<PathBuf> {
    let exe = find_executable(program)?;
    if !exe.to_string_lossy().contains("/shims/") {
        return Some(exe);
    }
    let cfg = ToolConfig {
        tool: "pyenv".into(),
        program: "pyenv".into(),
        timeout: Some(Duration::from_secs(20)),
        transcript: None,
        env: Vec::new(),
    };
    match run(&cfg, &["which".to_string(), "z3".to_string()]) {
        Ok(r) if r.code == Some(0) => {
            let p = PathBuf::from(r.stdout.trim());
            if is_executable(&p) {
                Some(p)
            } else {
                Some(exe)
            }
        }
        _ => Some(exe),
    }
}

fn read_all(mut f: &File) -> String {
    let mut buf = Vec::new();
    let _ = f.seek(SeekFrom::Start(0));
    let _ = f.read_to_end(&mut buf);
    String::from_utf8_lossy(&buf).into_owned()
}

/// Run the tool with `args`, stdin closed. Fails with [`ToolError::Missing`] when it cannot
/// be started, [`ToolError::Timeout`] when killed for taking too long and
/// [`ToolError::Io`] when the output files cannot be made; any exit code is a success here.
/// When it returns, the tool and every process it started are gone.
pub fn run(cfg: &ToolConfig, args: &[String]) -> Result<RunResult, ToolError> {
    let exe = find_executable(&cfg.program).ok_or_else(|| missing(&cfg.tool))?;
    let out = tempfile::tempfile().map_err(|e| ToolError::Io(e.to_string()))?;
    let err = tempfile::tempfile().map_err(|e| ToolError::Io(e.to_string()))?;
    let mut cmd = Command::new(&exe);
    cmd.args(args)
        .envs(cfg.env.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::null())
        .stdout(out.try_clone().map_err(|e| ToolError::Io(e.to_string()))?)
        .stderr(err.try_clone().map_err(|e| ToolError::Io(e.to_string()))?);
    let start = Instant::now();
    let mut child = live::spawn(&mut cmd).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound | std::io::ErrorKind::PermissionDenied => missing(&cfg.tool),
        _ => ToolError::Io(format!("cannot start {}: {e}", cfg.tool)),
    })?;
    let exited = live::Waiter::start(&child).and_then(|w| match w.wait(cfg.timeout) {
        Ok(false) => {
            live::kill(&child);
            w.wait(None).map(|_| false)
        }
        r => r,
    });
    let status = live::retire(&mut child);
    let status = match (exited, status) {
        (Ok(true), Ok(s)) => s,
        (Ok(false), _) => {
            return Err(ToolError::Timeout {
                tool: cfg.tool.clone(),
                secs: cfg.timeout.map_or(0, |t| t.as_secs()),
            })
        }
        (Err(e), _) | (_, Err(e)) => return Err(ToolError::Io(e.to_string())),
    };
    let res = RunResult {
        code: status.code(),
        stdout: read_all(&out),
        stderr: read_all(&err),
        secs: start.elapsed().as_secs_f64(),
    };
    if let Some(t) = &cfg.transcript {
        use std::io::Write;
        if let Ok(mut f) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(t)
        {
            let _ = writeln!(
                f,
                "$ {} {}\n{}{}",
                exe.display(),
                args.join(" "),
                res.stdout,
                res.stderr
            );
        }
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(program: &str, secs: u64) -> ToolConfig {
        ToolConfig {
            tool: program.into(),
            program: program.into(),
            timeout: Some(Duration::from_secs(secs)),
            transcript: None,
            env: Vec::new(),
        }
    }

    #[test]
    fn captures_output() {
        let r = run(
            &cfg("sh", 10),
            &["-c".into(), "echo out; echo err >&2; exit 3".into()],
        )
        .unwrap();
        assert_eq!(
            (r.code, r.stdout.as_str(), r.stderr.as_str()),
            (Some(3), "out\n", "err\n")
        );
    }

    #[test]
    fn large_output_does_not_deadlock() {
        let r = run(
            &cfg("sh", 20),
            &["-c".into(), "yes | head -c 2000000".into()],
        )
        .unwrap();
        assert_eq!(r.stdout.len(), 2_000_000);
    }

    #[test]
    fn timeout_kills() {
        let e = run(&cfg("sh", 1), &["-c".into(), "sleep 30".into()]).unwrap_err();
        assert_eq!(
            e,
            ToolError::Timeout {
                tool: "sh".into(),
                secs: 1
            }
        );
    }

    /// Whether process `pid` is alive (a zombie is not).
    fn alive(pid: &str) -> bool {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .ok()
            .and_then(|s| s.rsplit_once(") ").map(|(_, r)| !r.starts_with('Z')))
            .unwrap_or(false)
    }

    /// Whether process `pid` is gone within a few seconds.
    fn dies(pid: &str) -> bool {
        let end = Instant::now() + Duration::from_secs(5);
        while Instant::now() < end {
            if !alive(pid) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        false
    }

    #[test]
    fn timeout_kills_what_the_tool_started() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("pid");
        let script = format!("sleep 300 & echo $! > {}; wait", f.display());
        let e = run(&cfg("sh", 1), &["-c".into(), script]).unwrap_err();
        assert!(matches!(e, ToolError::Timeout { .. }));
        let pid = std::fs::read_to_string(&f).unwrap();
        assert!(dies(pid.trim()), "sleep {pid} survived the time-out");
    }

    #[test]
    fn exit_kills_what_the_tool_left_behind() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("pid");
        let script = format!("sleep 300 & echo $! > {}", f.display());
        let r = run(&cfg("sh", 10), &["-c".into(), script]).unwrap();
        assert_eq!(r.code, Some(0));
        let pid = std::fs::read_to_string(&f).unwrap();
        assert!(dies(pid.trim()), "sleep {pid} survived its tool");
    }

    #[test]
    fn tools_start_with_no_signal_blocked() {
        // kcc blocks the signals it handles on a thread of its own; tools must not inherit that.
        // SAFETY: `set` is initialised by `sigemptyset`; this test thread's mask is restored.
        let old = unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            let mut old: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigaddset(&mut set, libc::SIGTERM);
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, &mut old);
            old
        };
        let r = run(
            &cfg("sh", 10),
            &["-c".into(), "grep SigBlk /proc/self/status".into()],
        )
        .unwrap();
        // SAFETY: `old` is the mask saved above.
        unsafe {
            libc::pthread_sigmask(libc::SIG_SETMASK, &old, std::ptr::null_mut());
        }
        assert_eq!(r.stdout.trim(), "SigBlk:\t0000000000000000");
    }

    #[test]
    fn missing_tool() {
        let e = run(&cfg("no-such-tool-kcc", 1), &[]).unwrap_err();
        assert!(matches!(e, ToolError::Missing { .. }));
    }
}
