//! The native check over the testsuite: every OpenCL kernel expected to verify, run on a real
//! OpenCL implementation (pocl) and in kcc's interpreter from the same parameters and memory,
//! must leave the same global memory — else kcc's front end (or interpreter) gives the kernel
//! a meaning it does not have. Needs python3 with pyopencl and pocl (`scripts/setup.sh`);
//! without them the test is skipped, unless `REQUIRE_TOOLS=1`.

use std::path::Path;

use testsuite::gen::Kernel;
use testsuite::native::{self, Native, Pocl};

/// Kernels at least that must be compared, so that a broken runner cannot pass by skipping.
const MIN_COMPARED: usize = 150;

#[test]
fn interpreter_and_opencl_agree_on_verified_kernels() {
    let Some(mut pocl) = runner() else { return };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels");
    let undetermined = native::undetermined();
    for (path, _) in &undetermined {
        assert!(
            root.join(path).is_file(),
            "undetermined.txt names a missing kernel: {path}"
        );
    }
    let (mut compared, mut failures) = (0, Vec::new());
    for kernel in testsuite::discover(&root) {
        let rel = kernel.strip_prefix(&root).unwrap_or(&kernel);
        let rel = rel.to_string_lossy().replace('\\', "/");
        if undetermined.iter().any(|(p, _)| *p == rel) {
            continue;
        }
        match native::check_test_kernel(&mut pocl, &kernel, 2) {
            Some(Native::Agree(_)) => compared += 1,
            Some(Native::Differ(lines)) => {
                failures.push(format!("{rel}\n    {}", lines.join("\n    ")))
            }
            Some(Native::Skip(_)) | None => {}
        }
    }
    assert!(
        failures.is_empty(),
        "the interpreter and OpenCL disagree on {} kernels:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        compared >= MIN_COMPARED,
        "only {compared} kernels compared (at least {MIN_COMPARED} expected)"
    );
}

/// The OpenCL runner, or `None` (the test skipped) when it cannot start and the tools are not
/// required.
fn runner() -> Option<Pocl> {
    match Pocl::start().and_then(|mut p| p.probe().map(|()| p)) {
        Ok(p) => Some(p),
        Err(e) if testsuite::require_tools() => panic!("REQUIRE_TOOLS=1 but {e}"),
        Err(e) => {
            eprintln!("skipped: {e} (run scripts/setup.sh)");
            None
        }
    }
}

/// Check generated kernels: none may differ, and at least `min` must be compared. `show` is the
/// command that prints one of them.
fn check_generated(kernels: impl Iterator<Item = Kernel>, show: &str, min: usize) {
    let Some(mut pocl) = runner() else { return };
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut compared, mut failures) = (0, Vec::new());
    for k in kernels {
        match native::check_generated(&mut pocl, &k, dir.path()) {
            Native::Agree(_) => compared += 1,
            Native::Differ(lines) => failures.push(format!(
                "seed {} ({show} {})\n    {}",
                k.seed,
                k.seed,
                lines.join("\n    ")
            )),
            Native::Skip(_) => {}
        }
    }
    assert!(
        failures.is_empty(),
        "the interpreter and OpenCL disagree on {} generated kernels:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        compared >= min,
        "only {compared} generated kernels compared"
    );
}

/// Generated race-free kernels whose results follow from their inputs, likewise.
#[test]
fn interpreter_and_opencl_agree_on_generated_kernels() {
    check_generated(
        (1..=600).filter_map(testsuite::gen::generate_determined),
        "nativecheck --generated 1 --from",
        100,
    );
}

/// Generated kernels of random integer arithmetic (every width and signedness, conversions,
/// shifts, division, built-ins, vectors), likewise.
#[test]
fn interpreter_and_opencl_agree_on_generated_arithmetic() {
    check_generated(
        (1..=200).map(testsuite::gen::arith::generate),
        "nativecheck --print-arith",
        190,
    );
}

/// Generated kernels of aggregate layout and initializers (struct layouts read back from
/// global memory, nested braces, brace elision, designators, omitted lengths, strings for
/// character arrays, zero-filled slots), likewise.
#[test]
fn interpreter_and_opencl_agree_on_generated_layouts() {
    check_generated(
        (1..=100).map(testsuite::gen::layout::generate),
        "nativecheck --print-layout",
        95,
    );
}
