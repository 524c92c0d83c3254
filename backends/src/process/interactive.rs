//! A tool kept running to answer requests: kcc writes commands to its standard input and reads
//! its answers from its standard output (a solver in incremental mode, driven by
//! [`crate::smt`]).
//!
//! The tool is spawned like every other tool ([`super::live::spawn`]: its own registered
//! process group, killed as a whole; a parent-death signal tied to the spawning thread), so it
//! must be started and finished on one thread, which must outlive it. A reader thread drains
//! standard output into a channel, so a tool writing a long answer never blocks while kcc
//! writes; standard error goes to a temporary file. Every read has a deadline: when it passes,
//! the tool's group is killed and the read fails with [`ToolError::Timeout`]. Dropping the
//! value kills whatever is left and reaps the tool.

use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::{find_executable, live, missing, read_all, ToolConfig};
use crate::ToolError;

/// A running tool that answers requests (see the module header).
pub struct Interactive {
    tool: String,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    stderr: File,
    /// Seconds the tool was given when it timed out (for the message).
    limit_secs: u64,
    transcript: Option<File>,
    /// When the last text was sent and no answer has come yet (timings in the transcript).
    sent_at: Option<Instant>,
    closed: bool,
}

impl Interactive {
    /// Start `cfg.program` with `args`. `cfg.timeout` is only used for messages; each read
    /// takes its own deadline.
    pub fn start(cfg: &ToolConfig, args: &[String]) -> Result<Interactive, ToolError> {
        let exe = find_executable(&cfg.program).ok_or_else(|| missing(&cfg.tool))?;
        let err = tempfile::tempfile().map_err(|e| ToolError::Io(e.to_string()))?;
        let mut cmd = Command::new(&exe);
        cmd.args(args)
            .envs(cfg.env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(err.try_clone().map_err(|e| ToolError::Io(e.to_string()))?);
        let mut child = live::spawn(&mut cmd).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound | std::io::ErrorKind::PermissionDenied => {
                missing(&cfg.tool)
            }
            _ => ToolError::Io(format!("cannot start {}: {e}", cfg.tool)),
        })?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take();
        let (tx, rx) = mpsc::channel();
        if let Some(out) = stdout {
            let spawned = std::thread::Builder::new()
                .name("kcc-read".into())
                .spawn(move || {
                    let mut r = BufReader::new(out);
                    loop {
                        let mut line = String::new();
                        match r.read_line(&mut line) {
                            Ok(0) | Err(_) => break,
                            Ok(_) => {
                                if tx.send(line).is_err() {
                                    break;
                                }
                            }
                        }
                    }
                });
            if let Err(e) = spawned {
                let _ = live::retire(&mut child);
                return Err(ToolError::Io(format!("cannot read from {}: {e}", cfg.tool)));
            }
        }
        let transcript = match &cfg.transcript {
            Some(p) => Some(open_transcript(p, &exe, args)?),
            None => None,
        };
        Ok(Interactive {
            tool: cfg.tool.clone(),
            child,
            stdin,
            lines: rx,
            stderr: err,
            limit_secs: cfg.timeout.map_or(0, |t| t.as_secs()),
            transcript,
            sent_at: None,
            closed: false,
        })
    }

    /// The tool's name.
    pub fn tool(&self) -> &str {
        &self.tool
    }

    /// Write `text` to the tool's standard input (and the transcript).
    pub fn send(&mut self, text: &str) -> Result<(), ToolError> {
        if let Some(t) = &mut self.transcript {
            let _ = t.write_all(text.as_bytes());
            self.sent_at = Some(Instant::now());
        }
        let res = match &mut self.stdin {
            Some(s) => s.write_all(text.as_bytes()).and_then(|()| s.flush()),
            None => Err(std::io::Error::from(std::io::ErrorKind::BrokenPipe)),
        };
        res.map_err(|_| self.died())
    }

    /// The next line the tool writes, waiting until `deadline` at most (for ever when `None`).
    /// A tool that exits or closes its output fails with [`ToolError::Failed`] carrying what
    /// it wrote on standard error; one that misses the deadline is killed.
    pub fn read_line(&mut self, deadline: Option<Instant>) -> Result<String, ToolError> {
        let got = match deadline {
            Some(d) => {
                let left = d.saturating_duration_since(Instant::now());
                self.lines.recv_timeout(left.max(Duration::from_millis(1)))
            }
            None => self
                .lines
                .recv()
                .map_err(|_| mpsc::RecvTimeoutError::Disconnected),
        };
        match got {
            Ok(line) => {
                if let Some(t) = &mut self.transcript {
                    let _ = write!(t, "; >> {line}");
                    if let Some(at) = self.sent_at.take() {
                        let _ = writeln!(t, "; answered after {:.3} s", at.elapsed().as_secs_f64());
                    }
                }
                Ok(line)
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                self.kill();
                Err(ToolError::Timeout {
                    tool: self.tool.clone(),
                    secs: self.limit_secs,
                })
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(self.died()),
        }
    }

    /// The error for a tool that stopped answering: its exit code and standard error.
    fn died(&mut self) -> ToolError {
        // A tool that closed its output is usually about to exit: give it a moment, so that
        // its own exit code is reported rather than the kill's.
        for _ in 0..40 {
            if self.closed || live::has_exited(&self.child) {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let code = self.finish();
        let err = read_all(&self.stderr);
        ToolError::Failed {
            tool: self.tool.clone(),
            code,
            output: if err.trim().is_empty() {
                "it stopped answering".to_string()
            } else {
                err.trim().to_string()
            },
        }
    }

    /// Kill the tool's process group.
    fn kill(&mut self) {
        if !self.closed {
            live::kill(&self.child);
        }
    }

    /// Close the tool's input, kill what is left of it and reap it; its exit code if it had
    /// exited by itself.
    pub fn finish(&mut self) -> Option<i32> {
        if self.closed {
            return None;
        }
        self.closed = true;
        self.stdin = None;
        live::retire(&mut self.child).ok().and_then(|s| s.code())
    }
}

impl Drop for Interactive {
    fn drop(&mut self) {
        self.finish();
    }
}

fn open_transcript(p: &PathBuf, exe: &std::path::Path, args: &[String]) -> Result<File, ToolError> {
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(p)
        .map_err(|e| ToolError::Io(format!("cannot write {}: {e}", p.display())))?;
    let _ = writeln!(f, "; $ {} {}", exe.display(), args.join(" "));
    Ok(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(program: &str) -> ToolConfig {
        ToolConfig {
            tool: program.into(),
            program: program.into(),
            timeout: Some(Duration::from_secs(1)),
            transcript: None,
            env: Vec::new(),
        }
    }

    #[test]
    fn answers_requests() {
        let mut t = Interactive::start(
            &cfg("sh"),
            &["-c".into(), "while read l; do echo \"got $l\"; done".into()],
        )
        .unwrap();
        t.send("a\nb\n").unwrap();
        let d = Some(Instant::now() + Duration::from_secs(10));
        assert_eq!(t.read_line(d).unwrap(), "got a\n");
        assert_eq!(t.read_line(d).unwrap(), "got b\n");
        // Closing its input ends the loop; it is killed unless it exited first.
        assert!(matches!(t.finish(), None | Some(0)));
    }

    #[test]
    fn a_silent_tool_times_out() {
        let mut t = Interactive::start(&cfg("sh"), &["-c".into(), "sleep 30".into()]).unwrap();
        let e = t
            .read_line(Some(Instant::now() + Duration::from_millis(200)))
            .unwrap_err();
        assert!(matches!(e, ToolError::Timeout { .. }), "{e:?}");
    }

    #[test]
    fn a_dying_tool_is_a_failure() {
        let mut t =
            Interactive::start(&cfg("sh"), &["-c".into(), "echo oops >&2; exit 3".into()]).unwrap();
        let e = t.read_line(None).unwrap_err();
        match e {
            ToolError::Failed { code, output, .. } => {
                assert_eq!(code, Some(3));
                assert_eq!(output, "oops");
            }
            e => panic!("{e:?}"),
        }
    }
}
