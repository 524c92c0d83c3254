//! The only place that spawns processes: run a tool with a timeout, capture its stdout and
//! stderr through temporary files (no pipe deadlocks), and kill its whole process group when
//! the time is up.
//!
//! Tools on this machine: `boogie` is a shell script that `exec`s Mono, which starts `z3` as a
//! child; the tool therefore runs in its own process group so that a time-out kills the
//! solver too. The `z3` found on `PATH` may be a pyenv shim (a bash script); Mono starts it
//! without trouble, so no resolution is needed, but [`resolve_z3`] offers the real binary
//! (`pyenv which z3`) for callers that want to skip the shim's start-up cost.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

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

fn kill_group(child: &mut std::process::Child) {
    // The child leads its own process group (see `process_group(0)` below), so this also kills
    // the solver processes it started.
    if let Ok(pid) = i32::try_from(child.id()) {
        // SAFETY: `kill` has no memory-safety preconditions.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Run the tool with `args`, stdin closed. Fails with [`ToolError::Missing`] when it cannot
/// be started, [`ToolError::Timeout`] when killed for taking too long and
/// [`ToolError::Io`] when the output files cannot be made; any exit code is a success here.
pub fn run(cfg: &ToolConfig, args: &[String]) -> Result<RunResult, ToolError> {
    let exe = find_executable(&cfg.program).ok_or_else(|| missing(&cfg.tool))?;
    let out = tempfile::tempfile().map_err(|e| ToolError::Io(e.to_string()))?;
    let err = tempfile::tempfile().map_err(|e| ToolError::Io(e.to_string()))?;
    let mut cmd = Command::new(&exe);
    cmd.args(args)
        .stdin(Stdio::null())
        .stdout(out.try_clone().map_err(|e| ToolError::Io(e.to_string()))?)
        .stderr(err.try_clone().map_err(|e| ToolError::Io(e.to_string()))?)
        .process_group(0);
    let start = Instant::now();
    let mut child = cmd.spawn().map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound | std::io::ErrorKind::PermissionDenied => missing(&cfg.tool),
        _ => ToolError::Io(format!("cannot start {}: {e}", cfg.tool)),
    })?;
    let status = match cfg.timeout {
        Some(t) => match child.wait_timeout(t) {
            Ok(Some(s)) => s,
            Ok(None) => {
                kill_group(&mut child);
                return Err(ToolError::Timeout {
                    tool: cfg.tool.clone(),
                    secs: t.as_secs(),
                });
            }
            Err(e) => {
                kill_group(&mut child);
                return Err(ToolError::Io(e.to_string()));
            }
        },
        None => child.wait().map_err(|e| ToolError::Io(e.to_string()))?,
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

    #[test]
    fn missing_tool() {
        let e = run(&cfg("no-such-tool-kcc", 1), &[]).unwrap_err();
        assert!(matches!(e, ToolError::Missing { .. }));
    }
}
