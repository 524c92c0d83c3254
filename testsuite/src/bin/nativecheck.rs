//! `nativecheck`: compare kcc's interpreter with a real OpenCL implementation (pocl) on test
//! kernels expected to verify: same parameters, same initial memory, and the global memory
//! afterwards must be the same.
//!
//! ```text
//! nativecheck [--seeds N] [--all] PATH...   kernels or directories (default: the testsuite)
//! nativecheck --generated N [--from S] [--arith | --layout [--without FORM,...]]
//!                                            generated race-free kernels whose results follow
//!                                            from their inputs (seeds S..S+N); with --arith,
//!                                            kernels of random integer arithmetic; with
//!                                            --layout, of aggregate layout and initializers
//!                                            (--without leaves initializer forms out:
//!                                            gen::layout::FORMS)
//! nativecheck --print-arith S               print the arithmetic kernel of seed S
//! nativecheck --print-layout S [--without FORM,...]
//!                                            print the layout kernel of seed S
//! ```
//!
//! Kernels that cannot be compared (CUDA, free launch sizes, math functions the interpreter
//! only hashes, a native build failure, ...) are skipped with the reason (`--all` lists
//! them). Exit status: 0 when no kernel differs, 1 otherwise, 2 on a usage error or when the
//! runner cannot start.

use std::path::PathBuf;

use testsuite::gen::Kernel;
use testsuite::native::{self, Native, Pocl};

/// Which generator `--generated` uses.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Generator {
    /// `gen::generate_determined`.
    Determined,
    /// `gen::arith`.
    Arith,
    /// `gen::layout`.
    Layout,
}

fn main() {
    let mut seeds = 2u64;
    let mut all = false;
    let mut paths: Vec<PathBuf> = Vec::new();
    let mut generated: Option<u64> = None;
    let mut from = 1u64;
    let mut generator = Generator::Determined;
    let mut without: Vec<String> = Vec::new();
    let mut print: Option<(Generator, u64)> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--print-arith" | "--print-layout" => match args.next().and_then(|v| v.parse().ok()) {
                Some(seed) if a == "--print-arith" => print = Some((Generator::Arith, seed)),
                Some(seed) => print = Some((Generator::Layout, seed)),
                None => usage(),
            },
            "--without" => match args.next() {
                Some(v) => without.extend(v.split(',').map(str::to_string)),
                None => usage(),
            },
            "--seeds" => match args.next().and_then(|v| v.parse().ok()) {
                Some(n) => seeds = n,
                None => usage(),
            },
            "--all" => all = true,
            "--arith" => generator = Generator::Arith,
            "--layout" => generator = Generator::Layout,
            "--generated" => match args.next().and_then(|v| v.parse().ok()) {
                Some(n) => generated = Some(n),
                None => usage(),
            },
            "--from" => match args.next().and_then(|v| v.parse().ok()) {
                Some(n) => from = n,
                None => usage(),
            },
            s if s.starts_with('-') => usage(),
            _ => paths.push(PathBuf::from(a)),
        }
    }
    let forms = testsuite::gen::layout::FORMS;
    if let Some(w) = without.iter().find(|w| !forms.iter().any(|(f, _)| f == w)) {
        let names: Vec<&str> = forms.iter().map(|(f, _)| *f).collect();
        eprintln!("nativecheck: no form '{w}' (forms: {})", names.join(", "));
        std::process::exit(2);
    }
    let without: Vec<&str> = without.iter().map(String::as_str).collect();
    if let Some((g, seed)) = print {
        if let Some(k) = kernel(g, seed, &without) {
            print!("{}", k.source);
        }
        return;
    }
    if let Some(n) = generated {
        std::process::exit(check_generated(from, n, all, generator, &without));
    }
    if paths.is_empty() {
        paths.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("kernels"));
    }
    let mut pocl = match Pocl::start() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("nativecheck: {e}");
            std::process::exit(2)
        }
    };
    let (mut agree, mut differ, mut skipped) = (0, 0, 0);
    for root in &paths {
        for kernel in testsuite::discover(root) {
            let Some(result) = native::check_test_kernel(&mut pocl, &kernel, seeds) else {
                continue;
            };
            match result {
                Native::Agree(_) => agree += 1,
                Native::Differ(lines) => {
                    differ += 1;
                    println!("DIFFER {}", kernel.display());
                    for l in lines {
                        println!("    {l}");
                    }
                }
                Native::Skip(why) => {
                    skipped += 1;
                    if all {
                        println!("skip {}: {why}", kernel.display());
                    }
                }
            }
        }
    }
    println!("{agree} agree, {differ} differ, {skipped} skipped");
    std::process::exit(i32::from(differ > 0));
}

/// The kernel of `seed` from generator `g`, leaving out the layout forms `without`; `None`
/// when the seed gives no kernel that can be compared.
fn kernel(g: Generator, seed: u64, without: &[&str]) -> Option<Kernel> {
    match g {
        Generator::Determined => testsuite::gen::generate_determined(seed),
        Generator::Arith => Some(testsuite::gen::arith::generate(seed)),
        Generator::Layout => Some(testsuite::gen::layout::generate_without(seed, without)),
    }
}

/// Check `n` generated kernels from seed `from` that carry no mutation.
fn check_generated(from: u64, n: u64, all: bool, g: Generator, without: &[&str]) -> i32 {
    let mut pocl = match Pocl::start() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("nativecheck: {e}");
            return 2;
        }
    };
    let Ok(dir) = tempfile::tempdir() else {
        eprintln!("nativecheck: cannot make a temporary directory");
        return 2;
    };
    let (mut agree, mut differ, mut skipped) = (0, 0, 0);
    for seed in from..from + n {
        let Some(k) = kernel(g, seed, without) else {
            continue;
        };
        match native::check_generated(&mut pocl, &k, dir.path()) {
            Native::Agree(_) => agree += 1,
            Native::Differ(lines) => {
                differ += 1;
                println!("DIFFER seed {seed}");
                for l in lines {
                    println!("    {l}");
                }
            }
            Native::Skip(why) => {
                skipped += 1;
                if all {
                    println!("skip seed {seed}: {why}");
                }
            }
        }
    }
    println!("{agree} agree, {differ} differ, {skipped} skipped");
    i32::from(differ > 0)
}

fn usage() -> ! {
    eprintln!(
        "usage: nativecheck [--seeds N] [--all] PATH... \
         | --generated N [--from S] [--arith | --layout [--without FORM,...]] \
         | --print-arith S | --print-layout S [--without FORM,...]"
    );
    std::process::exit(2)
}
