//! The back ends agree: every test kernel that reaches a back end runs on both back ends,
//! which must agree (see `testsuite::differential`). One trial per kernel, named
//! `backends/<path>`; `cargo test -p testsuite --test backends_agree -- race/` selects some.

use std::path::PathBuf;

use libtest_mimic::{Arguments, Failed, Trial};

fn main() {
    let args = Arguments::from_args();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels");
    let missing = testsuite::missing_tools();
    let require = testsuite::require_tools();
    let mut trials = Vec::new();
    for kernel in testsuite::discover(&root) {
        let name = format!(
            "backends/{}",
            kernel
                .strip_prefix(&root)
                .unwrap_or(&kernel)
                .to_string_lossy()
                .replace('\\', "/")
        );
        if let Some(why) = testsuite::differential::not_comparable(&kernel) {
            trials.push(
                Trial::test(name, || Ok(()))
                    .with_kind(why)
                    .with_ignored_flag(true),
            );
            continue;
        }
        let mut trial = Trial::test(name, move || {
            if require && !testsuite::missing_tools().is_empty() {
                return Err(Failed::from("REQUIRE_TOOLS=1 but boogie or z3 is missing"));
            }
            testsuite::differential::compare(&kernel)
                .map(|_| ())
                .map_err(Failed::from)
        });
        if !missing.is_empty() && !require {
            trial = trial
                .with_kind(format!("needs {} on PATH", missing.join("+")))
                .with_ignored_flag(true);
        }
        trials.push(trial);
    }
    libtest_mimic::run(&args, trials).exit();
}
