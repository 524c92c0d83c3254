//! Every long option kcc accepts, each shown doing what it should: for an option that changes
//! verdicts, a kernel whose exit code it changes as GPUVerify's option does; for one that only
//! changes what is printed, kept or run, that effect; and an option kcc does not implement is
//! refused with exit 1 naming it. A tidy check makes sure no option kcc parses goes untested.

use std::path::{Path, PathBuf};

/// What to show for one option.
enum Check {
    /// The kernel ends with `without` when run with `base`, and with `with` (its output
    /// matching `regex`) when the option's arguments are added.
    Verdict {
        kernel: &'static str,
        base: &'static [&'static str],
        args: &'static [&'static str],
        without: i32,
        with: i32,
        regex: &'static str,
    },
    /// The kernel run with `args` ends with `code` and prints something matching `regex`.
    Effect {
        kernel: &'static str,
        args: &'static [&'static str],
        code: i32,
        regex: &'static str,
    },
    /// The kernel run with `args` ends with `code` and prints `needle` exactly `count` times.
    Count {
        kernel: &'static str,
        args: &'static [&'static str],
        code: i32,
        needle: &'static str,
        count: usize,
    },
    /// The kernel run with `args` ends with `code` and leaves `file` (in the kernel's folder).
    Writes {
        kernel: &'static str,
        args: &'static [&'static str],
        code: i32,
        file: &'static str,
    },
    /// The option is refused: exit 1 with a message naming it.
    Refused { args: &'static [&'static str] },
}

use Check::{Count, Effect, Refused, Verdict, Writes};

const G: &[&str] = &["--local_size=64", "--num_groups=2"];
const CU: &[&str] = &["--blockDim=32", "--gridDim=2"];

/// Every thread of a group writes a different value to the same cell of a shared array.
const RACY: &str = "__kernel void k(__global int *A) { __local int L[4]; L[0] = get_local_id(0); A[get_global_id(0)] = L[1]; }\n";
/// Threads of different groups write the same global cells.
const INTER_GROUP: &str =
    "__kernel void k(__global int *A) { A[get_local_id(0)] = get_group_id(0); }\n";
/// Every thread writes the same value to one cell: a benign race.
const BENIGN: &str = "__kernel void k(__global int *A) { A[0] = 1; }\n";
/// A race that needs four loop iterations (a bounded check of two explores the body of a
/// third, see `--loop-unwind`).
const DEEP: &str = "__kernel void k(__global int *A) { for (int i = 0; i < 4; i++) { A[get_local_id(0) * 3 + i] = i; } }\n";
/// A failing assertion.
const ASSERT_FAILS: &str = "__kernel void k(__global int *A) { __assert(get_local_id(0) == 0); }\n";
/// Race-free only when `n` is 64.
const NEEDS_N: &str = "__kernel void k(__global int *A, int n) { A[get_group_id(0) * n + get_local_id(0)] = get_global_id(0); }\n";
/// Needs candidate invariants (the loop counter stays uniform and bounded).
const NEEDS_INVARIANTS: &str = "__kernel void k(__global int *A) {\n  __local int L[64];\n  for (int i = 0; i < 8; i++) {\n    L[get_local_id(0)] = i;\n    barrier(CLK_LOCAL_MEM_FENCE);\n    A[get_global_id(0)] += L[63 - get_local_id(0)];\n    barrier(CLK_LOCAL_MEM_FENCE);\n  }\n}\n";
/// A wrong user invariant that nothing needs.
const WRONG_INVARIANT: &str = "__kernel void k(__global int *A) {\n  for (int i = 0; __invariant(i < 3), i < 4; i++) {\n    A[get_global_id(0)] = i;\n  }\n}\n";
/// Out of bounds of a shared array.
const OUT_OF_BOUNDS: &str =
    "__kernel void k(__global int *A) { __local int L[64]; L[get_local_id(0) + 1] = 0; }\n";
/// A helper whose postcondition is wrong, never called.
const UNCALLED: &str = "int g(int x) {\n  __ensures(__return_val_int() >= 0);\n  return x - 1;\n}\n__kernel void k(__global int *A) { A[get_global_id(0)] = 1; }\n";
/// Each thread writes back what it read.
const WRITE_BACK: &str = "__kernel void k(__global int *A) { A[0] = A[0]; }\n";
/// An atomic counter.
const ATOMIC: &str = "__kernel void k(__global int *A) { atomic_inc(A); }\n";
/// Threads of one warp exchange values without a barrier (CUDA).
const WARP: &str = "__global__ void k(int *out) {\n  __shared__ int s[32];\n  s[threadIdx.x] = threadIdx.x;\n  out[blockIdx.x * 32 + threadIdx.x] = s[(threadIdx.x + 1) % 32];\n}\n";
/// A barrier invariant that reads a cell the thread did not touch since the last barrier,
/// but which holds (it was established at the previous barrier).
const PERMISSION: &str = "__kernel void k(__global int *A) {\n  __local int L[64];\n  L[get_local_id(0)] = get_local_id(0);\n  __barrier_invariant_1(L[get_local_id(0)] == get_local_id(0), get_local_id(0));\n  barrier(CLK_LOCAL_MEM_FENCE);\n  __barrier_invariant_1(L[get_local_id(0)] == get_local_id(0), get_local_id(0));\n  barrier(CLK_LOCAL_MEM_FENCE);\n}\n";
/// The value of `get_global_id(0)` depends on the global offset.
const OFFSET: &str = "__kernel void k(__global int *A) { __assert(get_global_id(0) >= 8); }\n";
/// Racy unless `SPREAD` is defined.
const DEFINE: &str = "#ifdef SPREAD\n#define IDX get_global_id(0)\n#else\n#define IDX 0\n#endif\n__kernel void k(__global int *A) { A[IDX] = get_global_id(0); }\n";
/// Needs a header that is only found on the include path.
const INCLUDE: &str =
    "#include \"idx.h\"\n__kernel void k(__global int *A) { A[IDX] = get_global_id(0); }\n";
/// Both A and B race; only A is named by /checkArrays.
const TWO_ARRAYS: &str = "__kernel void k(__global int *A, __global int *B) { A[get_global_id(0)] = 0; B[0] = get_global_id(0); }\n";
/// Division by a parameter that may be zero.
const DIVIDES: &str =
    "__kernel void k(__global int *A, int d) { A[get_global_id(0)] = 100 / d; }\n";
/// Signed addition that may overflow.
const ADDS: &str = "__kernel void k(__global int *A, int a) { A[get_global_id(0)] = a + 1; }\n";
/// Race-free only if `i + 1` does not wrap around.
const WRAPS: &str = "__kernel void k(__global int *A, uint i) { if (i + 1 > i) { A[get_global_id(0)] = 1; } else { A[0] = get_global_id(0); } }\n";
/// Lanes of a warp hit one shared-memory bank.
const STRIDE32: &str = "__kernel void k(__global float *out) { __local float L[2048]; L[get_local_id(0) * 32] = 1.0f; }\n";
/// Verifies in a moment.
const EASY: &str = "__kernel void k(__global int *A) { A[get_global_id(0)] = 1; }\n";
/// Two user assertions that fail.
const TWO_ASSERTS: &str =
    "__kernel void k(__global int *A, int x) { __assert(x == 1); __assert(x == 2); }\n";
/// Racy when read as OpenCL (which defines `__OPENCL_VERSION__`), race-free as CUDA.
const LANGUAGE: &str = "#ifdef __OPENCL_VERSION__\n#define IDX 0\n#else\n#define IDX get_global_id(0)\n#endif\n__kernel void k(__global int *A) { A[IDX] = get_global_id(0); }\n";

/// `x == 0` holds at every loop head, but is 2-inductive, not inductive: plain induction fails
/// and no execution shows an error.
const TWO_INDUCTIVE: &str = "__kernel void k(__global int *A, unsigned n) {\n  unsigned x = 0, y = 0;\n  for (unsigned i = 0; i < n; i++) {\n    __invariant(x == 0);\n    A[get_global_id(0) + x] = i;\n    x = y;\n    y = 0;\n  }\n}\n";

/// The checks, by option.
fn cases() -> Vec<(&'static str, Check)> {
    vec![
        // Short options (not in the long-option table).
        ("D", Verdict { kernel: DEFINE, base: G, args: &["-D", "SPREAD"], without: 6, with: 0, regex: "Verified" }),
        ("I", Verdict { kernel: INCLUDE, base: G, args: &["-I", "${DIR}/inc"], without: 2, with: 0, regex: "Verified" }),
        ("adversarial-abstraction", Verdict { kernel: WRITE_BACK, base: G, args: &["--adversarial-abstraction"], without: 0, with: 6, regex: "race on A" }),
        ("assume-no-overflow", Verdict { kernel: WRAPS, base: G, args: &["--assume-no-overflow"], without: 6, with: 0, regex: "assuming no integer arithmetic wraps around" }),
        ("asymmetric-asserts", Count { kernel: ASSERT_FAILS, args: &["--local_size=64", "--num_groups=2", "--asymmetric-asserts", "--emit=bpl"], code: 0, needle: "{:thread 2}", count: 0 }),
        ("backend", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--backend=smt2", "--time"], code: 0, regex: "(?m)^- z3 : " }),
        ("blockDim", Verdict { kernel: "__global__ void k(int *A) { A[threadIdx.x % 16] = threadIdx.x; }\n", base: &["--gridDim=1", "--blockDim=16"], args: &["--blockDim=32"], without: 0, with: 6, regex: "race on A" }),
        ("bank-conflicts-are-errors", Verdict { kernel: STRIDE32, base: &["--local_size=64", "--num_groups=2", "--check-bank-conflicts"], args: &["--bank-conflicts-are-errors"], without: 0, with: 6, regex: "error: possible bank conflict" }),
        ("boogie", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--boogie=/nonexistent/boogie"], code: 9, regex: "boogie" }),
        ("boogie-file", Verdict { kernel: RACY, base: G, args: &["--boogie-file=${DIR}/false.bpl"], without: 6, with: 0, regex: "Verified" }),
        ("boogie-opt", Verdict { kernel: EASY, base: G, args: &["--boogie-opt=/noSuchBoogieOption"], without: 0, with: 12, regex: "" }),
        ("bugle-opt", Refused { args: &["--bugle-opt=-x"] }),
        ("cache", Refused { args: &["--cache=x"] }),
        ("check-array-bounds", Verdict { kernel: OUT_OF_BOUNDS, base: G, args: &["--check-array-bounds"], without: 0, with: 6, regex: "out-of-bounds access on array L" }),
        ("check-bank-conflicts", Effect { kernel: STRIDE32, args: &["--local_size=64", "--num_groups=2", "--check-bank-conflicts"], code: 0, regex: "warning: possible bank conflict on array L" }),
        ("check-div-by-zero", Verdict { kernel: DIVIDES, base: G, args: &["--check-div-by-zero"], without: 0, with: 6, regex: "possible division by zero" }),
        ("check-overflow", Verdict { kernel: ADDS, base: G, args: &["--check-overflow"], without: 0, with: 6, regex: "possible arithmetic overflow" }),
        ("clang-opt", Verdict { kernel: DEFINE, base: G, args: &["--clang-opt=-DSPREAD"], without: 6, with: 0, regex: "Verified" }),
        ("cpp", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--cpp=/nonexistent/cpp"], code: 9, regex: "cpp" }),
        ("cruncher-opt", Verdict { kernel: EASY, base: G, args: &["--cruncher-opt=/noSuchBoogieOption"], without: 0, with: 12, regex: "" }),
        ("cvc5", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--backend=smt2", "--solver=cvc5", "--cvc5=/nonexistent/cvc5"], code: 9, regex: "cvc5" }),
        ("cuda", Verdict { kernel: LANGUAGE, base: &["--local_size=64", "--num_groups=2", "--opencl"], args: &["--cuda"], without: 6, with: 0, regex: "Verified" }),
        ("debug", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--debug"], code: 0, regex: "Found 1 barrier interval\\(s\\) in \\$k" }),
        ("dump-dir", Writes { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--dump-dir=${DIR}/dump", "--emit=ir"], code: 0, file: "dump/01-inline.ir" }),
        ("emit", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--emit=bpl"], code: 0, regex: "procedure" }),
        ("equality-abstraction", Verdict { kernel: ATOMIC, base: G, args: &["--equality-abstraction"], without: 0, with: 5, regex: "cannot be used with atomics" }),
        ("error-limit", Count { kernel: TWO_ASSERTS, args: &["--local_size=64", "--num_groups=2", "--error-limit=1"], code: 6, needle: "this assertion might not hold", count: 1 }),
        ("findbugs", Verdict { kernel: DEEP, base: G, args: &["--findbugs"], without: 6, with: 0, regex: "No defects were found" }),
        ("gen-smt2", Writes { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--gen-smt2"], code: 0, file: "gen-smt2.smt2" }),
        ("global_offset", Verdict { kernel: OFFSET, base: &["--global_size=128", "--local_size=64"], args: &["--global_offset=8"], without: 6, with: 0, regex: "Verified" }),
        ("global_size", Verdict { kernel: INTER_GROUP, base: &["--local_size=64", "--global_size=64"], args: &["--global_size=128"], without: 0, with: 6, regex: "race on A" }),
        ("gridDim", Verdict { kernel: "__global__ void k(int *A) { A[threadIdx.x] = blockIdx.x; }\n", base: &["--blockDim=32", "--gridDim=1"], args: &["--gridDim=2"], without: 0, with: 6, regex: "race on A" }),
        ("help", Effect { kernel: EASY, args: &["--help"], code: 0, regex: "--local_size" }),
        ("infer-info", Effect { kernel: NEEDS_INVARIANTS, args: &["--local_size=64", "--num_groups=2", "--infer-info"], code: 0, regex: "(?i)candidate" }),
        ("invariants-as-candidates", Verdict { kernel: WRONG_INVARIANT, base: G, args: &["--invariants-as-candidates"], without: 6, with: 0, regex: "Verified" }),
        ("jobs", Effect { kernel: EASY, args: &["--jobs=2", "--local_size=64", "--num_groups=2", "${DIR}/batch"], code: 0, regex: r"kcc: 3 kernels in .*: 2 verified, 1 NOT_ALL_VERIFIED; 3 as expected" }),
        ("json", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--json"], code: 0, regex: r#""verdict":\s*"verified""# }),
        ("k-induction-depth", Verdict { kernel: TWO_INDUCTIVE, base: G, args: &["--k-induction-depth=2"], without: 6, with: 5, regex: "k-induction itself is not implemented" }),
        ("keep-temps", Writes { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--keep-temps"], code: 0, file: "keep-temps.bpl" }),
        ("kernel-args", Verdict { kernel: NEEDS_N, base: G, args: &["--kernel-args=k,*,0x40"], without: 6, with: 0, regex: "Verified" }),
        ("kernel-arrays", Refused { args: &["--kernel-arrays=k,64"] }),
        ("list-intercepted", Refused { args: &["--list-intercepted"] }),
        ("local_size", Verdict { kernel: "__kernel void k(__global int *A) { A[get_group_id(0) * 64 + get_local_id(0) % 16] = get_local_id(0); }\n", base: &["--local_size=16", "--num_groups=2"], args: &["--local_size=32"], without: 0, with: 6, regex: "race on A" }),
        ("loop-unwind", Verdict { kernel: DEEP, base: G, args: &["--loop-unwind=2"], without: 6, with: 0, regex: "No defects were found" }),
        ("math-int", Refused { args: &["--math-int"] }),
        ("memout", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--memout=1000"], code: 0, regex: "Verified" }),
        ("no-annotations", Verdict { kernel: ASSERT_FAILS, base: G, args: &["--no-annotations"], without: 6, with: 0, regex: "Verified" }),
        ("no-barrier-access-checks", Verdict { kernel: PERMISSION, base: G, args: &["--no-barrier-access-checks"], without: 6, with: 0, regex: "Verified" }),
        ("no-benign-tolerance", Verdict { kernel: BENIGN, base: G, args: &["--no-benign-tolerance"], without: 0, with: 6, regex: "write-write race on A" }),
        ("no-infer", Verdict { kernel: NEEDS_INVARIANTS, base: G, args: &["--no-infer"], without: 0, with: 6, regex: "" }),
        ("no-inline", Verdict { kernel: UNCALLED, base: G, args: &["--no-inline"], without: 0, with: 6, regex: "postcondition might not hold" }),
        ("no-user-invariants", Verdict { kernel: WRONG_INVARIANT, base: G, args: &["--no-user-invariants"], without: 6, with: 0, regex: "Verified" }),
        ("num_groups", Verdict { kernel: INTER_GROUP, base: &["--local_size=64", "--num_groups=1"], args: &["--num_groups=2"], without: 0, with: 6, regex: "race on A" }),
        ("omit-infer", Verdict { kernel: NEEDS_INVARIANTS, base: G, args: &["--omit-infer=accessedOffsetsSatisfyPredicates"], without: 0, with: 6, regex: "" }),
        ("only-divergence", Verdict { kernel: RACY, base: G, args: &["--only-divergence"], without: 6, with: 0, regex: "Verified" }),
        ("only-intra-group", Verdict { kernel: INTER_GROUP, base: G, args: &["--only-intra-group"], without: 6, with: 0, regex: "Verified" }),
        ("only-log", Verdict { kernel: RACY, base: G, args: &["--only-log"], without: 6, with: 0, regex: "" }),
        ("only-requires", Verdict { kernel: "__kernel void k(__global int *A, int n) {\n  __requires(n == 64);\n  __assert(n == 0);\n  A[get_group_id(0) * n + get_local_id(0)] = get_global_id(0);\n}\n", base: G, args: &["--only-requires"], without: 6, with: 0, regex: "Verified" }),
        ("opencl", Verdict { kernel: LANGUAGE, base: &["--local_size=64", "--num_groups=2", "--cuda"], args: &["--opencl"], without: 0, with: 6, regex: "race on A" }),
        ("opt-opt", Refused { args: &["--opt-opt=-O2"] }),
        ("parallel-inference", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--parallel-inference"], code: 0, regex: "Verified" }),
        ("passes", Verdict { kernel: RACY, base: &["--local_size=64", "--num_groups=2", "--emit=ir"], args: &["--passes=inline,uniformity,race"], without: 0, with: 0, regex: "WRITE_HAS_OCCURRED" }),
        ("pointer-bitwidth", Refused { args: &["--pointer-bitwidth=64"] }),
        ("print-after", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--print-after=inline", "--stop-after=inline"], code: 0, regex: "; IR after inline" }),
        ("print-pipeline", Effect { kernel: EASY, args: &["--print-pipeline"], code: 0, regex: "inline" }),
        ("race-instrumenter", Effect { kernel: RACY, args: &["--local_size=64", "--num_groups=2", "--race-instrumenter=original"], code: 6, regex: "race on L" }),
        ("silent", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--silent"], code: 0, regex: r"\A\z" }),
        ("solver", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--solver=cvc5", "--cvc5=/nonexistent/cvc5", "--backend=smt2"], code: 9, regex: "cvc5 was not found" }),
        ("staged-inference", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--staged-inference"], code: 0, regex: "Verified" }),
        ("stop-after", Effect { kernel: RACY, args: &["--local_size=64", "--num_groups=2", "--stop-after=inline"], code: 0, regex: "" }),
        ("stop-at-bpl", Effect { kernel: RACY, args: &["--local_size=64", "--num_groups=2", "--stop-at-bpl"], code: 0, regex: "" }),
        ("stop-at-cbpl", Refused { args: &["--stop-at-cbpl"] }),
        ("stop-at-gbpl", Effect { kernel: RACY, args: &["--local_size=64", "--num_groups=2", "--stop-at-gbpl"], code: 0, regex: "" }),
        ("stop-at-opt", Effect { kernel: RACY, args: &["--local_size=64", "--num_groups=2", "--stop-at-opt"], code: 0, regex: "" }),
        ("time", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--time"], code: 0, regex: "Timing information" }),
        ("time-as-csv", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--time-as-csv=lbl"], code: 0, regex: r"^lbl,PASS,[0-9.,]+$" }),
        ("time-passes", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--time-passes"], code: 0, regex: "pass inline" }),
        ("timeout", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--boogie=${DIR}/slow-boogie", "--timeout=1"], code: 7, regex: "timed out" }),
        ("unroll", Verdict { kernel: "__kernel void k(__global int *A) {\n  for (int i = 1; i < 27; i *= 3) {\n    A[get_global_id(0) * 10 + i] = i;\n  }\n}\n", base: &["--local_size=64", "--num_groups=2", "--unroll=0"], args: &["--unroll=8"], without: 6, with: 0, regex: "Verified" }),
        ("vcgen-opt", Verdict { kernel: TWO_ARRAYS, base: G, args: &["--vcgen-opt=/checkArrays:A"], without: 6, with: 0, regex: "Verified" }),
        ("verbose", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--verbose"], code: 0, regex: "Got 2 groups of size 64" }),
        ("verify", Effect { kernel: RACY, args: &["--local_size=64", "--num_groups=2", "--verify"], code: 6, regex: "race on L" }),
        ("verify-all-intercepted", Refused { args: &["--verify-all-intercepted"] }),
        ("verify-intercepted", Refused { args: &["--verify-intercepted=0"] }),
        ("version", Effect { kernel: EASY, args: &["--version"], code: 0, regex: "kcc" }),
        ("warp-sync", Verdict { kernel: WARP, base: CU, args: &["--warp-sync=32"], without: 6, with: 0, regex: "Verified" }),
        ("z3", Effect { kernel: EASY, args: &["--local_size=64", "--num_groups=2", "--z3=/nonexistent/z3"], code: 9, regex: "z3" }),
    ]
}

/// Run kcc in-process; the exit code and everything printed.
fn kcc(args: &[String]) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = cli::run(args, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

fn expand(args: &[&str], dir: &Path) -> Vec<String> {
    args.iter()
        .map(|a| a.replace("${DIR}", &dir.display().to_string()))
        .collect()
}

/// Files the kernels and options above refer to.
fn setup(dir: &Path) {
    let w = |name: &str, text: &str| std::fs::write(dir.join(name), text).expect("write");
    w("false.bpl", "axiom false;\n");
    std::fs::create_dir_all(dir.join("inc")).expect("mkdir");
    w("inc/idx.h", "#define IDX get_global_id(0)\n");
    // Kernels for batch mode: one verifies, one races as its header expects.
    std::fs::create_dir_all(dir.join("batch")).expect("mkdir");
    w("batch/a.cl", EASY);
    w(
        "batch/b.cl",
        &format!("//xfail:NOT_ALL_VERIFIED\n//--local_size=64 --num_groups=2\n{RACY}"),
    );
    // A stand-in Boogie that never answers, for --timeout.
    w("slow-boogie", "#!/bin/sh\nsleep 30\n");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let p = dir.join("slow-boogie");
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    }
}

fn check(name: &str, c: &Check, dir: &Path) -> Result<(), String> {
    let kernel_of = |text: &str| -> PathBuf {
        let cuda = text.contains("__global__");
        let p = dir.join(format!("{name}.{}", if cuda { "cu" } else { "cl" }));
        std::fs::write(&p, text).expect("write kernel");
        p
    };
    let run = |kernel: &Path, args: &[String]| {
        let mut a = args.to_vec();
        a.push(kernel.display().to_string());
        kcc(&a)
    };
    match c {
        Verdict {
            kernel,
            base,
            args,
            without,
            with,
            regex,
        } => {
            let k = kernel_of(kernel);
            let base = expand(base, dir);
            let (c0, o0, e0) = run(&k, &base);
            if c0 != *without {
                return Err(format!(
                    "without --{name}: exit {c0}, expected {without}\n{o0}{e0}"
                ));
            }
            let mut all = base.clone();
            all.extend(expand(args, dir));
            let (c1, o1, e1) = run(&k, &all);
            if c1 != *with {
                return Err(format!(
                    "with {args:?}: exit {c1}, expected {with}\n{o1}{e1}"
                ));
            }
            matches(regex, &o1, &e1)
        }
        Effect {
            kernel,
            args,
            code,
            regex,
        } => {
            let k = kernel_of(kernel);
            let (c, o, e) = run(&k, &expand(args, dir));
            if c != *code {
                return Err(format!("{args:?}: exit {c}, expected {code}\n{o}{e}"));
            }
            matches(regex, &o, &e)
        }
        Count {
            kernel,
            args,
            code,
            needle,
            count,
        } => {
            let k = kernel_of(kernel);
            let (c, o, e) = run(&k, &expand(args, dir));
            let n = o.matches(needle).count() + e.matches(needle).count();
            if c != *code || n != *count {
                return Err(format!(
                    "{args:?}: exit {c} with {n} × {needle:?}, expected {code} with {count}\n{o}{e}"
                ));
            }
            Ok(())
        }
        Writes {
            kernel,
            args,
            code,
            file,
        } => {
            let k = kernel_of(kernel);
            let (c, o, e) = run(&k, &expand(args, dir));
            if c != *code || !dir.join(file).exists() {
                return Err(format!(
                    "{args:?}: exit {c}, expected {code} and {file}\n{o}{e}"
                ));
            }
            Ok(())
        }
        Refused { args } => {
            let k = kernel_of(EASY);
            let mut a = expand(args, dir);
            a.push("--local_size=64".into());
            a.push("--num_groups=2".into());
            let (c, o, e) = run(&k, &a);
            if c != 1 || !e.contains(&format!("--{name}")) {
                return Err(format!(
                    "{args:?}: exit {c}, expected 1 naming --{name}\n{o}{e}"
                ));
            }
            Ok(())
        }
    }
}

fn matches(regex: &str, out: &str, err: &str) -> Result<(), String> {
    if regex.is_empty() {
        return Ok(());
    }
    let re = regex::RegexBuilder::new(regex)
        .multi_line(true)
        .build()
        .map_err(|e| e.to_string())?;
    if re.is_match(out) || re.is_match(err) {
        Ok(())
    } else {
        Err(format!("output does not match /{regex}/:\n{out}{err}"))
    }
}

#[test]
fn every_option_is_tested() {
    let listed: Vec<&str> = cases().iter().map(|(n, _)| *n).collect();
    let mut missing: Vec<&str> = cli::options::long_options()
        .filter(|n| !listed.contains(n))
        .collect();
    missing.sort();
    assert!(
        missing.is_empty(),
        "options without a check here: {missing:?}"
    );
    let mut sorted = listed.clone();
    sorted.sort_by_key(|s| s.to_lowercase());
    sorted.dedup();
    assert_eq!(sorted.len(), listed.len(), "an option is listed twice");
}

#[test]
fn every_option_does_what_it_should() {
    let missing = testsuite::missing_tools();
    if !missing.is_empty() && !testsuite::require_tools() {
        eprintln!(
            "note: {} not on PATH: option checks skipped",
            missing.join(" and ")
        );
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    setup(dir.path());
    let mut failures = Vec::new();
    for (name, c) in cases() {
        if let Err(e) = check(name, &c, dir.path()) {
            failures.push(format!("--{name}: {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
