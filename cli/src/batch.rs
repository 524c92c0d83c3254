//! `kcc [options] DIR`: verify every kernel under a directory, one line per kernel and a summary.
//!
//! Each `.cl`/`.cu` file under the directory is verified in turn with the command line's
//! options. A kernel that opens with a GPUVerify test header (`//pass` or `//xfail:CODE`, then a
//! line of options) also gets the header's options, after the command line's, and is judged
//! against the header's outcome; a kernel without a header is expected to verify. Regular
//! expressions on later header lines are not checked here (the test runner does that).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::json;

use crate::session::code;

/// A test header's expectation and options.
struct Header {
    /// The exit code the header expects.
    expected: i32,
    /// Its options, with `${KERNEL_DIR}` replaced.
    args: Vec<String>,
}

/// The outcome names of test headers (GPUVerify's, and kcc's own) with kcc's exit codes; the
/// first name of a code is the one printed. kcc reports every front-end failure with 2 and every
/// unsupported construct with 5.
pub const OUTCOMES: &[(&str, i32)] = &[
    ("COMMAND_LINE_ERROR", 1),
    ("FRONTEND_ERROR", 2),
    ("CLANG_ERROR", 2),
    ("BUGLE_ERROR", 2),
    ("UNSUPPORTED", 5),
    ("GPUVERIFYVCGEN_ERROR", 5),
    ("NOT_ALL_VERIFIED", 6),
    ("TIMEOUT", 7),
    ("CTRL_C", 8),
    ("CONFIGURATION_ERROR", 9),
    ("BOOGIE_INTERNAL_ERROR", 11),
    ("BOOGIE_OTHER_ERROR", 12),
];

/// Every `.cl` and `.cu` file under `dir`, sorted.
pub fn kernels(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if matches!(path.extension().and_then(|e| e.to_str()), Some("cl" | "cu")) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The kernel's test header, if it has one.
fn header(kernel: &Path) -> Option<Header> {
    let text = std::fs::read_to_string(kernel).ok()?;
    let mut lines = text.lines();
    let first = lines.next()?.trim_end();
    let expected = if first.eq_ignore_ascii_case("//pass") {
        code::SUCCESS
    } else {
        let name = first.strip_prefix("//xfail:")?.trim().to_ascii_uppercase();
        OUTCOMES.iter().find(|(n, _)| *n == name)?.1
    };
    let options = lines.next()?.strip_prefix("//")?;
    let args = header_options(options, kernel.parent().unwrap_or(Path::new(".")));
    Some(Header { expected, args })
}

/// The options of a test header's second line (without its `//`), with `${KERNEL_DIR}` (or
/// `$KERNEL_DIR`) replaced by the kernel's directory.
pub fn header_options(line: &str, kernel_dir: &Path) -> Vec<String> {
    let dir = kernel_dir.to_string_lossy();
    let dir = dir.trim_end_matches('/');
    line.split_whitespace()
        .map(|a| a.replace("${KERNEL_DIR}", dir).replace("$KERNEL_DIR", dir))
        .collect()
}

/// Verify every kernel under `dir` with `args` (kcc's arguments without the directory).
/// Exit 0 when every kernel ends as expected (as its header says, else verified), else 6.
pub fn run(dir: &Path, args: &[String], json: bool, out: &mut dyn Write) -> i32 {
    let started = Instant::now();
    let mut as_expected = 0usize;
    let mut verdicts: std::collections::BTreeMap<i32, usize> = Default::default();
    let list = kernels(dir);
    for kernel in &list {
        let h = header(kernel);
        let mut kargs: Vec<String> = args.to_vec();
        if let Some(h) = &h {
            kargs.extend(h.args.iter().cloned());
        }
        kargs.push(kernel.to_string_lossy().into_owned());
        let expected = h.as_ref().map_or(code::SUCCESS, |h| h.expected);
        let t = Instant::now();
        let (mut kout, mut kerr) = (Vec::new(), Vec::new());
        let exit = crate::run(&kargs, &mut kout, &mut kerr);
        let secs = t.elapsed().as_secs_f64();
        *verdicts.entry(exit).or_default() += 1;
        let ok = exit == expected;
        as_expected += usize::from(ok);
        if json {
            // The run's own JSON summary (one line), with what the batch adds.
            let text = String::from_utf8_lossy(&kout);
            let line = text.lines().rev().find(|l| l.starts_with('{'));
            let mut obj = line
                .and_then(|l| serde_json::from_str::<serde_json::Value>(l).ok())
                .unwrap_or_else(|| {
                    json!({"kernel": kernel.to_string_lossy(), "exit_code": exit,
                           "message": first_line(&kerr)})
                });
            obj["expected_exit_code"] = json!(expected);
            obj["as_expected"] = json!(ok);
            obj["seconds"] = json!(secs);
            let _ = writeln!(out, "{obj}");
        } else {
            let mark = if ok { "" } else { "  (unexpected)" };
            let _ = writeln!(
                out,
                "{}: {} (exit {exit}, {secs:.2} s){mark}",
                kernel.display(),
                outcome_name(exit)
            );
        }
    }
    let total = started.elapsed().as_secs_f64();
    if json {
        let by: serde_json::Map<String, serde_json::Value> = verdicts
            .iter()
            .map(|(c, n)| (outcome_name(*c).to_string(), json!(n)))
            .collect();
        let _ = writeln!(
            out,
            "{}",
            json!({"summary": {"kernels": list.len(), "as_expected": as_expected,
                               "outcomes": by, "seconds": total}})
        );
    } else {
        let by: Vec<String> = verdicts
            .iter()
            .map(|(c, n)| format!("{n} {}", outcome_name(*c)))
            .collect();
        let _ = writeln!(
            out,
            "kcc: {} kernels in {total:.1} s: {}; {as_expected} as expected",
            list.len(),
            by.join(", ")
        );
    }
    if as_expected == list.len() {
        code::SUCCESS
    } else {
        code::NOT_ALL_VERIFIED
    }
}

/// A short name for an exit code.
fn outcome_name(exit: i32) -> &'static str {
    if exit == code::SUCCESS {
        return "verified";
    }
    OUTCOMES
        .iter()
        .find(|(_, c)| *c == exit)
        .map_or("error", |(n, _)| n)
}

fn first_line(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .to_string()
}

/// Whether kcc's arguments name a directory as the kernel; the arguments without it if so.
pub fn directory(
    opts: &crate::options::Options,
    args: &[String],
) -> Option<(PathBuf, Vec<String>)> {
    let k = opts.kernel.as_ref()?;
    let path = PathBuf::from(k);
    if !path.is_dir() {
        return None;
    }
    let pos = args.iter().rposition(|a| a == k)?;
    let mut rest = args.to_vec();
    rest.remove(pos);
    Some((path, rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_give_outcome_and_options() {
        let dir = tempfile::tempdir().unwrap();
        let k = dir.path().join("k.cl");
        std::fs::write(
            &k,
            "//xfail:NOT_ALL_VERIFIED\n//--local_size=4 -I${KERNEL_DIR}/inc\n",
        )
        .unwrap();
        let h = header(&k).unwrap();
        assert_eq!(h.expected, code::NOT_ALL_VERIFIED);
        assert_eq!(h.args[0], "--local_size=4");
        assert!(h.args[1].ends_with("/inc") && !h.args[1].contains('$'));
        std::fs::write(&k, "__kernel void k() {}\n").unwrap();
        assert!(header(&k).is_none());
    }

    #[test]
    fn one_line_per_kernel_and_a_summary() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        std::fs::write(
            dir.path().join("sub/bad.cl"),
            "//xfail:CLANG_ERROR\n//--local_size=4 --num_groups=1\n__kernel void k( {\n",
        )
        .unwrap();
        std::fs::write(dir.path().join("plain.cl"), "__kernel void k( {\n").unwrap();
        std::fs::write(dir.path().join("notes.txt"), "not a kernel\n").unwrap();
        let d = dir.path().to_string_lossy().into_owned();
        let mut out = Vec::new();
        let code = crate::run(&["--json".into(), d.clone()], &mut out, &mut Vec::new());
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).expect("JSON line"))
            .collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert_eq!(lines[0]["exit_code"], 2);
        assert_eq!(lines[0]["as_expected"], false);
        assert_eq!(lines[1]["as_expected"], true);
        assert_eq!(lines[2]["summary"]["kernels"], 2);
        assert_eq!(lines[2]["summary"]["as_expected"], 1);
        assert_eq!(code, code::NOT_ALL_VERIFIED);
        let mut out = Vec::new();
        crate::run(&[d], &mut out, &mut Vec::new());
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("plain.cl: FRONTEND_ERROR (exit 2"), "{text}");
        assert!(text.contains("kcc: 2 kernels in"), "{text}");
    }
}
