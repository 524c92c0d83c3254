//! One trial per test kernel (`kernels/**.cl|cu`) and per golden (`golden/**.cl|cu`), named by
//! relative path so that `cargo test -p testsuite -- race/` selects a subset.

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};

fn relative_name(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

fn main() {
    let args = Arguments::from_args();
    let base = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let kernels_root = base.join("kernels");
    let golden_root = base.join("golden");

    let missing = testsuite::missing_tools();
    let require = testsuite::require_tools();
    let mut ignored_for_tools = 0usize;
    let mut trials = Vec::new();

    for kernel in testsuite::discover(&kernels_root) {
        let name = relative_name(&kernels_root, &kernel);
        // A malformed header is reported by the trial itself; only a well-formed header that
        // needs the external tools can make the trial ignored.
        let needs_tools = testsuite::header_of(&kernel).is_ok_and(|h| h.needs_tools());
        let ignore = needs_tools && !missing.is_empty() && !require;
        let mut trial = Trial::test(name, move || {
            testsuite::run_outcome_test(&kernel).map_err(Failed::from)
        });
        if ignore {
            ignored_for_tools += 1;
            trial = trial
                .with_kind(format!("needs {} on PATH", missing.join("+")))
                .with_ignored_flag(true);
        }
        trials.push(trial);
    }

    let bless = testsuite::bless();
    for kernel in testsuite::discover(&golden_root) {
        let name = format!("golden/{}", relative_name(&golden_root, &kernel));
        trials.push(Trial::test(name, move || {
            testsuite::run_golden_test(&kernel, bless).map_err(Failed::from)
        }));
    }

    if ignored_for_tools > 0 {
        eprintln!(
            "note: {} not on PATH: {ignored_for_tools} kernel tests that run a full verification \
             are ignored (install with scripts/setup.sh; REQUIRE_TOOLS=1 makes them fail instead)",
            missing.join(" and ")
        );
    }

    libtest_mimic::run(&args, trials).exit();
}
