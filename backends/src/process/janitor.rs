//! The janitor: a helper process that removes this process's scratch directories if it dies
//! without doing so itself (killed with SIGKILL, which cannot be caught).
//!
//! The janitor is a program (kcc's own binary in a hidden mode, see [`janitor_main`]) started
//! in its own process group, so that a kill of kcc's group does not take it along. It reads
//! lines from a pipe whose only writer is this process: `+<dir>` when a directory is about to
//! be created, `-<dir>` once it has been removed. When the pipe reaches end of file (this
//! process has exited, however it exited) it removes the directories still listed and exits.
//! Paths travel hex-encoded, so any byte may appear in them.

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::io::{self, BufRead, Write};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};

use super::live;

/// The environment variable that starts kcc's binary as a janitor.
pub const JANITOR_ENV: &str = "KCC_JANITOR";

/// The link from this process to its janitor.
pub(crate) enum Link {
    /// No janitor is wanted.
    Off,
    /// Start this program (with [`JANITOR_ENV`] set) when the first directory is announced.
    Wanted(PathBuf),
    /// The janitor runs and listens on the pipe.
    On(Child, ChildStdin),
    /// It could not be started or has gone away.
    Failed,
}

impl Link {
    fn send(&mut self, sign: char, dir: &Path) {
        if let Link::Wanted(program) = self {
            *self = start(program).map_or(Link::Failed, |(c, i)| Link::On(c, i));
        }
        if let Link::On(_, pipe) = self {
            if pipe.write_all(encode(sign, dir).as_bytes()).is_err() {
                *self = Link::Failed;
            }
        }
    }

    /// Tell the janitor that `dir` is about to be created.
    pub(crate) fn announce(&mut self, dir: &Path) {
        self.send('+', dir);
    }

    /// Tell the janitor that `dir` is gone (or was never made).
    pub(crate) fn forget(&mut self, dir: &Path) {
        if matches!(self, Link::On(..)) {
            self.send('-', dir);
        }
    }
}

fn start(program: &Path) -> io::Result<(Child, ChildStdin)> {
    let mut child = Command::new(program)
        .env(JANITOR_ENV, "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()?;
    match child.stdin.take() {
        Some(pipe) => Ok((child, pipe)),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            Err(io::Error::other("no pipe to the janitor"))
        }
    }
}

/// From now on, start `program` as the janitor when the first scratch directory is created
/// (it must run [`janitor_main`] when [`JANITOR_ENV`] is set).
pub fn enable_janitor(program: PathBuf) {
    let mut reg = live::lock();
    if matches!(reg.janitor, Link::Off) {
        reg.janitor = Link::Wanted(program);
    }
}

/// Let the janitor go: close its pipe and wait for it to exit (it has nothing left to do once
/// every scratch directory has been removed). For the end of a normal run.
pub fn finish_janitor() {
    let link = std::mem::replace(&mut live::lock().janitor, Link::Off);
    if let Link::On(mut child, pipe) = link {
        drop(pipe);
        let _ = child.wait();
    }
}

/// The janitor's main loop: read `+`/`-` lines from `input` until end of file, then remove
/// every directory still listed. Returns the exit code.
pub fn janitor_main(input: impl BufRead) -> i32 {
    let mut dirs = BTreeSet::new();
    for line in input.split(b'\n') {
        let Ok(line) = line else { break };
        let Some((&sign, hex)) = line.split_first() else {
            continue;
        };
        let Some(dir) = decode(hex) else { continue };
        match sign {
            b'+' => {
                dirs.insert(dir);
            }
            b'-' => {
                dirs.remove(&dir);
            }
            _ => {}
        }
    }
    for d in &dirs {
        live::remove_dir_all_patiently(d);
    }
    0
}

/// One line of the protocol: `sign` and the hex-encoded path.
fn encode(sign: char, dir: &Path) -> String {
    let mut line = String::with_capacity(2 + 2 * dir.as_os_str().len());
    line.push(sign);
    for b in dir.as_os_str().as_bytes() {
        line.push_str(&format!("{b:02x}"));
    }
    line.push('\n');
    line
}

fn decode(hex: &[u8]) -> Option<PathBuf> {
    if hex.is_empty() || !hex.len().is_multiple_of(2) {
        return None;
    }
    let bytes = hex
        .chunks(2)
        .map(|p| u8::from_str_radix(std::str::from_utf8(p).ok()?, 16).ok())
        .collect::<Option<Vec<u8>>>()?;
    Some(PathBuf::from(OsString::from_vec(bytes)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removes_what_is_still_listed() {
        let root = tempfile::tempdir().unwrap();
        let (a, b) = (root.path().join("a\nb"), root.path().join("c"));
        for d in [&a, &b] {
            std::fs::create_dir(d).unwrap();
            std::fs::write(d.join("f"), "x").unwrap();
        }
        let input: String = [('+', &a), ('+', &b), ('-', &b)]
            .into_iter()
            .map(|(sign, d)| encode(sign, d))
            .collect();
        assert_eq!(janitor_main(input.as_bytes()), 0);
        assert!(!a.exists());
        assert!(b.exists());
    }
}
