//! Differential soundness test: kcc must never verify a generated kernel on which the
//! interpreter finds an error it must report (see `testsuite::difftest`).
//!
//! Runs `DIFFTEST_COUNT` kernels (default 1000) from a fixed seed range on two threads. Seeds
//! listed in [`KNOWN`] would be soundness bugs kcc still has, each saved as a kernel under
//! `testsuite/limitations/difftest/`; they are reported but do not fail the test, and a known
//! seed that no longer fails is pointed out so that its entry can go. The bugs found so far are
//! fixed and kept as regression kernels in `testsuite/kernels/soundness/difftest/`. Skipped with
//! a message when boogie or z3 is missing, unless `REQUIRE_TOOLS=1`.

use testsuite::difftest;

/// First seed of the range.
const FIRST_SEED: u64 = 1;

/// Seeds of the range that are known soundness bugs, with the limitation kernel of each.
const KNOWN: &[(u64, &str)] = &[];

#[test]
fn kcc_never_verifies_a_kernel_the_interpreter_shows_wrong() {
    let missing = testsuite::missing_tools();
    if !missing.is_empty() {
        assert!(
            !testsuite::require_tools(),
            "REQUIRE_TOOLS=1 but {} not on PATH",
            missing.join(" and ")
        );
        eprintln!(
            "note: {} not on PATH: the differential test is skipped",
            missing.join(" and ")
        );
        return;
    }
    let count: u64 = std::env::var("DIFFTEST_COUNT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let dir = tempfile::Builder::new()
        .prefix("kcc-difftest-")
        .tempdir()
        .expect("temporary directory");
    let sum = difftest::run_many(FIRST_SEED..FIRST_SEED + count, 2, dir.path(), &|_| {});
    eprint!("{}", sum.render());
    let mut unexpected = Vec::new();
    for b in &sum.bugs {
        match KNOWN.iter().find(|(s, _)| *s == b.kernel.seed) {
            Some((_, file)) => eprintln!(
                "known soundness bug, seed {} (testsuite/limitations/difftest/{file})",
                b.kernel.seed
            ),
            None => unexpected.push(difftest::render_bug(b)),
        }
    }
    for (seed, file) in KNOWN {
        if *seed < FIRST_SEED + count && !sum.bugs.iter().any(|b| b.kernel.seed == *seed) {
            eprintln!(
                "note: known soundness bug seed {seed} ({file}) is no longer one: remove it from \
                 KNOWN and move the kernel back to testsuite/kernels"
            );
        }
    }
    assert!(
        unexpected.is_empty(),
        "{} soundness bug(s):\n{}",
        unexpected.len(),
        unexpected.join("\n")
    );
}

/// The buggy twins (a barrier removed, a subscript shifted) of the race-free kernels of a few
/// directories: kcc verifies none in which the interpreter sees an error.
#[test]
fn kcc_never_verifies_a_twin_the_interpreter_shows_wrong() {
    let missing = testsuite::missing_tools();
    if !missing.is_empty() {
        assert!(
            !testsuite::require_tools(),
            "REQUIRE_TOOLS=1 but {} not on PATH",
            missing.join(" and ")
        );
        eprintln!(
            "note: {} not on PATH: the twins test is skipped",
            missing.join(" and ")
        );
        return;
    }
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels");
    let tmp = tempfile::Builder::new()
        .prefix("kcc-twins-")
        .tempdir()
        .unwrap_or_else(|e| panic!("temporary directory: {e}"));
    let mut judged = 0;
    let mut reported = 0;
    for d in ["opencl/racefree", "opencl/reduction", "cuda/scan"] {
        let sum = testsuite::twins::judge_dir(&root.join(d), tmp.path(), &|_, _, _| {});
        for (name, tag, report) in &sum.bugs {
            eprintln!("{d}/{name} ({tag}):\n{report}");
        }
        assert!(sum.bugs.is_empty(), "kcc verified buggy twins under {d}");
        judged += sum.by_class.values().sum::<usize>();
        reported += sum.by_class.get("BothReport").copied().unwrap_or(0);
    }
    // The mutations make real bugs: most twins are reported by both.
    assert!(
        judged >= 30 && reported >= 10,
        "{reported} of {judged} twins reported"
    );
}
