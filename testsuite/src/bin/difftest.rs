//! `difftest`: differential soundness testing of kcc against its interpreter.
//!
//! ```text
//! difftest [--count N] [--seed S] [--jobs J] [--save DIR] [--quiet] [--mutation M]
//!          [--option OPT]... [--symbolic]
//!                       generate N kernels from seed S (all with mutation M, and with kcc
//!                       option OPT, when given), judge them, print a summary; with
//!                       --symbolic, kcc is given every launch size as `*` while the
//!                       interpreter runs the generated sizes
//! difftest --print S    print the kernel generated from seed S
//! difftest --file K     judge one kernel file (its header gives kcc's options)
//! difftest --reduce K   shrink a kernel file that shows a soundness bug
//! difftest --survey DIR  run the interpreter only on every kernel under DIR and compare with
//!                        the outcome its header expects (kernels expected to verify on which
//!                        it finds an error are listed)
//! difftest --twins DIR  judge the buggy twins (a barrier removed, a subscript shifted) of every
//!                       kernel under DIR expected to verify, with at most 512 threads
//! ```
//!
//! Exit status: 0 when no soundness bug was found, 1 otherwise, 2 on a usage error.

use std::path::PathBuf;

use testsuite::difftest::{self, Case, Class};

fn usage() -> ! {
    eprintln!(
        "usage: difftest [--count N] [--seed S] [--jobs J] [--save DIR] [--quiet] [--mutation M]\n                \
         [--option OPT]... [--symbolic]\n       \
         difftest --print SEED | --file KERNEL | --reduce KERNEL | --survey DIR | --twins DIR"
    );
    std::process::exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mut count, mut seed, mut jobs) = (100u64, 1u64, 2usize);
    let mut save: Option<PathBuf> = None;
    let mut quiet = false;
    let mut symbolic = false;
    let mut force: Option<&'static str> = None;
    let mut extra: Vec<String> = Vec::new();
    let mut i = 0;
    let value = |i: &mut usize| -> String {
        *i += 1;
        args.get(*i).cloned().unwrap_or_else(|| usage())
    };
    while i < args.len() {
        match args[i].as_str() {
            "--count" => count = value(&mut i).parse().unwrap_or_else(|_| usage()),
            "--seed" => seed = value(&mut i).parse().unwrap_or_else(|_| usage()),
            "--jobs" => jobs = value(&mut i).parse().unwrap_or_else(|_| usage()),
            "--save" => save = Some(PathBuf::from(value(&mut i))),
            "--quiet" => quiet = true,
            "--symbolic" => symbolic = true,
            "--option" => extra.push(value(&mut i)),
            "--mutation" => {
                let m = value(&mut i);
                force = testsuite::gen::mutations()
                    .iter()
                    .copied()
                    .find(|x| *x == m);
                if force.is_none() {
                    eprintln!(
                        "difftest: no mutation '{m}'; there are: {}",
                        testsuite::gen::mutations().join(", ")
                    );
                    std::process::exit(2);
                }
            }
            "--print" => {
                let s: u64 = value(&mut i).parse().unwrap_or_else(|_| usage());
                print!("{}", testsuite::gen::generate(s).source);
                return;
            }
            "--file" => {
                let f = PathBuf::from(value(&mut i));
                match difftest::run_file(&f) {
                    Ok(c) => {
                        println!("{:?}: kcc exit {}", c.class, c.code);
                        for d in &c.details {
                            println!("  - {d}");
                        }
                        std::process::exit(i32::from(c.class == Class::SoundnessBug));
                    }
                    Err(e) => {
                        eprintln!("difftest: {e}");
                        std::process::exit(2);
                    }
                }
            }
            "--reduce" => {
                let f = PathBuf::from(value(&mut i));
                match difftest::reduce(&f, &|m| eprintln!("difftest: {m}")) {
                    Ok(t) => {
                        print!("{t}");
                        return;
                    }
                    Err(e) => {
                        eprintln!("difftest: {e}");
                        std::process::exit(2);
                    }
                }
            }
            "--twins" => {
                let d = PathBuf::from(value(&mut i));
                let quiet = quiet || args.iter().any(|a| a == "--quiet");
                std::process::exit(twins(&d, quiet));
            }
            "--survey" => {
                let d = PathBuf::from(value(&mut i));
                std::process::exit(survey(&d));
            }
            _ => usage(),
        }
        i += 1;
    }
    let dir = match tempfile::Builder::new().prefix("kcc-difftest-").tempdir() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("difftest: cannot create a temporary directory: {e}");
            std::process::exit(2);
        }
    };
    let progress = |c: &Case| {
        if c.class == Class::SoundnessBug {
            eprintln!("{}", difftest::render_bug(c));
        } else if !quiet {
            eprintln!(
                "seed {}: {:?} (kcc {}, interpreter {:?})",
                c.kernel.seed, c.class, c.code, c.found
            );
        }
    };
    let sum = difftest::run_many_with(
        seed..seed + count,
        jobs,
        dir.path(),
        &difftest::Variation {
            mutation: force,
            options: extra,
            symbolic,
        },
        &progress,
    );
    if let Some(d) = &save {
        let _ = std::fs::create_dir_all(d);
        for b in &sum.bugs {
            let _ = std::fs::write(d.join(b.kernel.file_name()), &b.kernel.source);
        }
    }
    print!("{}", sum.render());
    // `exit` runs no destructors: remove the scratch directory first.
    let code = i32::from(sum.soundness_bugs() > 0);
    drop(dir);
    std::process::exit(code);
}

/// Run the interpreter on every kernel under `dir` whose launch is small enough, and list the
/// kernels expected to verify on which it finds an error kcc must report, and how often it
/// finds one in kernels expected to fail.
fn survey(dir: &std::path::Path) -> i32 {
    let (mut pass_clean, mut pass_err, mut fail_found, mut fail_not, mut skipped) = (0, 0, 0, 0, 0);
    for k in testsuite::discover(dir) {
        let Ok(text) = std::fs::read_to_string(&k) else {
            continue;
        };
        let Ok(h) = testsuite::parse_header(&text, k.parent().unwrap_or(&k)) else {
            continue;
        };
        // Only kernels that are verified (not just emitted) say whether they are correct.
        let emits = h.args.iter().any(|a| {
            a.starts_with("--emit") || a.starts_with("--stop-") || a == "--print-pipeline"
        });
        if h.expected_code != 0 && h.expected_code != 6 || emits {
            continue;
        }
        let mut args = h.args.clone();
        args.push(k.to_string_lossy().into_owned());
        let Ok((prog, geometry)) = cli::replay::front_end(&args) else {
            skipped += 1;
            continue;
        };
        let Some(mut launch) = cli::replay::launch_of(&geometry) else {
            println!("skipped (free launch size): {}", k.display());
            skipped += 1;
            continue;
        };
        // Large launches: the first two groups.
        if launch.group_threads() * launch.running_groups() > 1024 {
            if launch.group_threads() > 512 {
                skipped += 1;
                continue;
            }
            launch.groups = Some(vec![[0, 0, 0], [launch.num_groups[0].min(2) - 1, 0, 0]]);
            if launch.num_groups[0] < 2 {
                launch.groups = Some(vec![[0, 0, 0]]);
            }
        }
        let scope = testsuite::oracle::Scope::of_args(&h.args);
        let v = testsuite::oracle::examine_program(&prog, &launch, scope, 2);
        let name = k.strip_prefix(dir).unwrap_or(&k).display().to_string();
        if !v.conclusive() {
            skipped += 1;
            match &v.unsupported {
                Some(u) => println!("skipped (unsupported: {u}): {name}"),
                None => println!("skipped (no feasible run): {name}"),
            }
            continue;
        }
        match (h.expected_code, v.errors.is_empty()) {
            (0, true) => pass_clean += 1,
            (0, false) => {
                pass_err += 1;
                println!("expected to verify, interpreter finds errors: {name}");
                for f in v.errors.iter().take(3) {
                    println!("  - {}", testsuite::oracle::describe(&prog, f));
                }
            }
            (_, false) => fail_found += 1,
            _ => {
                fail_not += 1;
                println!("expected to fail, interpreter finds nothing: {name}");
            }
        }
    }
    println!(
        "survey: expected to verify: {pass_clean} clean, {pass_err} with errors; expected to \
         fail: {fail_found} found, {fail_not} not found; {skipped} skipped"
    );
    i32::from(pass_err > 0)
}

/// Judge the buggy twins of every kernel under `dir` that is expected to verify: exit 1 when
/// kcc verifies a twin in which the interpreter sees an error.
fn twins(dir: &std::path::Path, quiet: bool) -> i32 {
    let tmp = match tempfile::Builder::new().prefix("kcc-twins-").tempdir() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("difftest: cannot create a temporary directory: {e}");
            return 2;
        }
    };
    let started = std::time::Instant::now();
    let progress = |name: &str, tag: &str, class: &str| {
        if !quiet {
            eprintln!("{name} {tag}: {class}");
        }
    };
    let sum = testsuite::twins::judge_dir(dir, tmp.path(), &progress);
    for (name, tag, report) in &sum.bugs {
        eprintln!("{name} ({tag}):\n{report}");
    }
    let total: usize = sum.by_class.values().sum();
    println!(
        "difftest: {total} twins in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    for (c, n) in &sum.by_class {
        println!("  {c:<40} {n}");
    }
    i32::from(!sum.bugs.is_empty())
}
