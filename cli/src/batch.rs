//! `kcc [options] PATH...`: verify every kernel named or under the directories named, several at
//! once, one line per kernel and a summary.
//!
//! Each `.cl`/`.cu` file is verified with the command line's options, `-j N` at a time (each in
//! its own session on a worker thread; lines come out in order). A kernel that opens with a GPUVerify test header (`//pass` or `//xfail:CODE`, then a
//! line of options) also gets the header's options, after the command line's, and is judged
//! against the header's outcome; a kernel without a header is expected to verify. Regular
//! expressions on later header lines are not checked here (the test runner does that).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
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

/// One kernel's run.
struct Done {
    exit: i32,
    out: Vec<u8>,
    err: Vec<u8>,
    secs: f64,
}

/// Run kcc on one kernel with `args` (kcc's arguments without paths) and its header's options.
fn verify_one(kernel: &Path, args: &[String], h: Option<&Header>) -> Done {
    let mut kargs: Vec<String> = args.to_vec();
    if let Some(h) = h {
        kargs.extend(h.args.iter().cloned());
    }
    kargs.push(kernel.to_string_lossy().into_owned());
    let t = Instant::now();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let exit = crate::run(&kargs, &mut out, &mut err);
    Done {
        exit,
        out,
        err,
        secs: t.elapsed().as_secs_f64(),
    }
}

/// Verify every kernel of `list` with `args` (kcc's arguments without the paths), `jobs` at a
/// time; lines come out in the list's order. Exit 0 when every kernel ends as expected (as its
/// header says, else verified), else 6.
pub fn run(list: &[PathBuf], args: &[String], json: bool, jobs: usize, out: &mut dyn Write) -> i32 {
    let started = Instant::now();
    let mut as_expected = 0usize;
    let mut verdicts: std::collections::BTreeMap<i32, usize> = Default::default();
    let headers: Vec<Option<Header>> = list.iter().map(|k| header(k)).collect();
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, Done)>();
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, list.len().max(1)) {
            let tx = tx.clone();
            let (next, headers) = (&next, &headers);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(kernel) = list.get(i) else { break };
                if tx
                    .send((i, verify_one(kernel, args, headers[i].as_ref())))
                    .is_err()
                {
                    break;
                }
            });
        }
        drop(tx);
        // A progress bar on a terminal's stderr (hidden otherwise).
        let bar = indicatif::ProgressBar::new(list.len() as u64);
        // Print in the list's order as results arrive.
        let mut pending: std::collections::BTreeMap<usize, Done> = Default::default();
        let mut printed = 0usize;
        for (i, done) in rx {
            pending.insert(i, done);
            bar.inc(1);
            while let Some(d) = pending.remove(&printed) {
                let kernel = &list[printed];
                let expected = headers[printed]
                    .as_ref()
                    .map_or(code::SUCCESS, |h| h.expected);
                let ok = d.exit == expected;
                *verdicts.entry(d.exit).or_default() += 1;
                as_expected += usize::from(ok);
                bar.suspend(|| print_one(out, kernel, &d, expected, json));
                printed += 1;
            }
        }
        bar.finish_and_clear();
    });
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

/// One kernel's line: its run's own JSON summary with what the batch adds, or a line of text.
fn print_one(out: &mut dyn Write, kernel: &Path, d: &Done, expected: i32, json: bool) {
    let ok = d.exit == expected;
    if json {
        let text = String::from_utf8_lossy(&d.out);
        let line = text.lines().rev().find(|l| l.starts_with('{'));
        let mut obj = line
            .and_then(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .unwrap_or_else(|| {
                json!({"kernel": kernel.to_string_lossy(), "exit_code": d.exit,
                       "message": first_line(&d.err)})
            });
        obj["expected_exit_code"] = json!(expected);
        obj["as_expected"] = json!(ok);
        obj["seconds"] = json!(d.secs);
        let _ = writeln!(out, "{obj}");
    } else {
        let mark = if ok { "" } else { "  (unexpected)" };
        let _ = writeln!(
            out,
            "{}: {} (exit {}, {:.2} s){mark}",
            kernel.display(),
            outcome_name(d.exit),
            d.exit,
            d.secs
        );
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

/// The kernels of a batch run and kcc's arguments without the paths, when the arguments name a
/// directory or several paths: each directory stands for the kernels under it.
pub fn targets(
    opts: &crate::options::Options,
    args: &[String],
) -> Option<(Vec<PathBuf>, Vec<String>)> {
    let paths: Vec<String> = if opts.paths.is_empty() {
        let k = opts.kernel.as_ref()?;
        if !Path::new(k).is_dir() {
            return None;
        }
        vec![k.clone()]
    } else {
        opts.paths.clone()
    };
    let mut rest = args.to_vec();
    for p in paths.iter().rev() {
        let pos = rest.iter().rposition(|a| a == p)?;
        rest.remove(pos);
    }
    let mut list = Vec::new();
    for p in &paths {
        let path = PathBuf::from(p);
        if path.is_dir() {
            list.extend(kernels(&path));
        } else {
            list.push(path);
        }
    }
    Some((list, rest))
}

/// Kernels verified at once unless `-j` says otherwise: the cores.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
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

    #[test]
    fn several_paths_in_parallel_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let mut paths = Vec::new();
        for i in 0..5 {
            let k = dir.path().join(format!("k{i}.cl"));
            std::fs::write(
                &k,
                "//xfail:CLANG_ERROR\n//--local_size=4 --num_groups=1\n(\n",
            )
            .unwrap();
            paths.push(k.to_string_lossy().into_owned());
        }
        let sub = dir.path().join("sub");
        std::fs::create_dir(&sub).unwrap();
        // Half a launch: GPUVerify's command-line error, as the header expects.
        std::fs::write(
            sub.join("z.cl"),
            "//xfail:COMMAND_LINE_ERROR\n//--local_size=4\n(\n",
        )
        .unwrap();
        let mut args = vec!["-j".to_string(), "3".to_string()];
        args.extend(paths.iter().rev().cloned());
        args.push(sub.to_string_lossy().into_owned());
        let mut out = Vec::new();
        let code = crate::run(&args, &mut out, &mut Vec::new());
        let text = String::from_utf8(out).unwrap();
        let names: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split(": ").next())
            .filter_map(|p| p.rsplit('/').next())
            .collect();
        assert_eq!(
            names,
            ["k4.cl", "k3.cl", "k2.cl", "k1.cl", "k0.cl", "z.cl", "kcc"],
            "{text}"
        );
        assert!(text.contains("kcc: 6 kernels in"), "{text}");
        assert_eq!(code, code::SUCCESS, "{text}");
        // A path that does not exist among several is GPUVerify's unrecognized argument.
        let mut err = Vec::new();
        let code = crate::run(
            &[paths[0].clone(), "nope.cl".into()],
            &mut Vec::new(),
            &mut err,
        );
        assert_eq!(code, code::COMMAND_LINE_ERROR);
    }
}
