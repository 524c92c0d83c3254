//! Runs the `kcc` binary: exit codes and the streams used for `--version`, `--help`, bad
//! options and missing kernels.

use std::process::Command;

fn kcc(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_kcc"))
        .args(args)
        .output()
        .expect("kcc runs");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into(),
        String::from_utf8_lossy(&o.stderr).into(),
    )
}

#[test]
fn version_on_stderr() {
    let (code, out, err) = kcc(&["--version"]);
    assert_eq!(code, 0);
    assert!(out.is_empty());
    assert!(err.starts_with("kcc "), "{err}");
    assert!(err.contains("boogie"), "{err}");
}

#[test]
fn help_on_stdout() {
    let (code, out, _) = kcc(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("usage: kcc"));
    let (code, out, _) = kcc(&["-h"]);
    assert_eq!(code, 0);
    assert!(out.contains("--local_size"));
}

#[test]
fn bad_option() {
    let (code, _, err) = kcc(&["--frobnicate", "k.cl"]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "GPUVerify: COMMAND_LINE_ERROR error (1): unrecognized arguments: --frobnicate\n"
    );
    let (code, _, err) = kcc(&[
        "--global_size=64",
        "--num_groups=2",
        "--local_size=8",
        "k.cl",
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("argument --num_groups=: not allowed with argument --global_size="),
        "{err}"
    );
}

#[test]
fn missing_sizes() {
    // Only one of the two sizes: GPUVerify's error.
    let (code, _, err) = kcc(&["--blockDim=32", "nonexistent.cu"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("Must specify thread dimensions with --blockDim and --gridDim"),
        "{err}"
    );
    // Neither: every size is symbolic (the missing file is then the error).
    let (code, _, err) = kcc(&["nonexistent.cu"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no such file"), "{err}");
}

#[test]
fn missing_kernel_file() {
    let (code, _, err) = kcc(&[
        "--local_size=64",
        "--num_groups=2",
        "/nonexistent/kernel.cl",
    ]);
    assert_eq!(code, 2);
    assert_eq!(err, "/nonexistent/kernel.cl: error: no such file\n");
}

#[test]
fn json_summary() {
    let (code, out, _) = kcc(&[
        "--json",
        "--local_size=64",
        "--num_groups=2",
        "/nonexistent/kernel.cl",
    ]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["exit_code"], 2);
    assert_eq!(v["verdict"], "frontend-error");
    assert_eq!(v["kernel"], "/nonexistent/kernel.cl");
}

/// A prover that never answers: kcc times out, then executes the kernel and reports the race
/// an execution shows (exit 6), or the time-out when executions show nothing (exit 7).
#[test]
fn a_timeout_becomes_the_error_an_execution_shows() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("a directory");
    let boogie = dir.path().join("slow-boogie");
    std::fs::write(&boogie, "#!/bin/sh\nexec sleep 60\n").expect("a script");
    std::fs::set_permissions(&boogie, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let racy = dir.path().join("racy.cl");
    std::fs::write(
        &racy,
        "__kernel void k(__global int *A) { A[get_local_id(0) % 4] = get_local_id(0); }\n",
    )
    .expect("a kernel");
    let clean = dir.path().join("clean.cl");
    std::fs::write(
        &clean,
        "__kernel void k(__global int *A) { A[get_global_id(0)] = get_local_id(0); }\n",
    )
    .expect("a kernel");
    let b = format!("--boogie={}", boogie.display());
    let args = |k: &std::path::Path| {
        vec![
            "--local_size=8".to_string(),
            "--num_groups=4".to_string(),
            "--timeout=1".to_string(),
            "--no-benign-tolerance".to_string(),
            b.clone(),
            k.display().to_string(),
        ]
    };
    let run = |a: Vec<String>| {
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        kcc(&a)
    };
    let (code, out, err) = run(args(&racy));
    assert_eq!(code, 6, "{out}{err}");
    assert!(err.contains("possible write-write race on A["), "{err}");
    assert!(
        err.contains("timed out; this error was found by executing the kernel")
            || err.contains("timed out; these errors were found by executing the kernel"),
        "{err}"
    );
    assert!(out.contains("finished with 0 verified"), "{out}");
    let (code, out, err) = run(args(&clean));
    assert_eq!(code, 7, "{out}{err}");
    assert!(out.contains("timed out"), "{out}");
}
