//! `nativecheck`: compare kcc's interpreter with a real OpenCL implementation (pocl) on test
//! kernels expected to verify: same parameters, same initial memory, and the global memory
//! afterwards must be the same.
//!
//! ```text
//! nativecheck [--seeds N] [--all] PATH...   kernels or directories (default: the testsuite)
//! nativecheck --generated N [--from S] [--arith]
//!                                            generated race-free kernels whose results follow
//!                                            from their inputs (seeds S..S+N); with --arith,
//!                                            kernels of random integer arithmetic
//! nativecheck --print-arith S               print the arithmetic kernel of seed S
//! ```
//!
//! Kernels that cannot be compared (CUDA, free launch sizes, math functions the interpreter
//! only hashes, a native build failure, ...) are skipped with the reason (`--all` lists
//! them). Exit status: 0 when no kernel differs, 1 otherwise, 2 on a usage error or when the
//! runner cannot start.

use std::path::PathBuf;

use testsuite::native::{self, Native, Pocl};

fn main() {
    let mut seeds = 2u64;
    let mut all = false;
    let mut paths: Vec<PathBuf> = Vec::new();
    let mut generated: Option<u64> = None;
    let mut from = 1u64;
    let mut arith = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--print-arith" => match args.next().and_then(|v| v.parse().ok()) {
                Some(seed) => {
                    print!("{}", testsuite::gen::arith::generate(seed).source);
                    return;
                }
                None => usage(),
            },
            "--seeds" => match args.next().and_then(|v| v.parse().ok()) {
                Some(n) => seeds = n,
                None => usage(),
            },
            "--all" => all = true,
            "--arith" => arith = true,
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
    if let Some(n) = generated {
        std::process::exit(check_generated(from, n, all, arith));
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

/// Check `n` generated kernels from seed `from` that carry no mutation.
fn check_generated(from: u64, n: u64, all: bool, arith: bool) -> i32 {
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
        let k = if arith {
            testsuite::gen::arith::generate(seed)
        } else {
            let Some(k) = testsuite::gen::generate_determined(seed) else {
                continue;
            };
            k
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
        "usage: nativecheck [--seeds N] [--all] PATH... | --generated N [--from S] [--arith]"
    );
    std::process::exit(2)
}
