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
