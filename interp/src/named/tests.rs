//! Tests of the named-barrier check on kernels compiled by the front end.

use crate::named::{check, NamedOutcome};
use crate::tests::compile_with;
use crate::{FindingKind, Launch};

fn run(src: &str, threads: u32, groups: u32) -> NamedOutcome {
    let prog = compile_with(src, true, [threads, 1, 1], [groups, 1, 1]);
    check(&prog, &Launch::new([threads, 1, 1], [groups, 1, 1]))
}

const PC: &str = "__global__ void k(int *out) {\n  __shared__ int buf[64];\n  unsigned w = threadIdx.x / 32;\n  \
    if (w < 2) {\n    buf[threadIdx.x] = 1;\n    ARRIVE\n  } else {\n    READ_EARLY\n    \
    asm volatile(\"bar.sync 1, 128;\");\n    out[blockIdx.x * 128 + threadIdx.x] = buf[threadIdx.x - 64];\n  }\n}\n";

fn pc(arrive: &str, early: &str) -> String {
    PC.replace("ARRIVE", arrive).replace("READ_EARLY", early)
}

#[test]
fn producer_consumer_is_clean() {
    let out = run(&pc("asm volatile(\"bar.arrive 1, 128;\");", ""), 128, 2);
    assert_eq!(
        out,
        NamedOutcome::Checked {
            findings: vec![],
            barriers: vec![]
        }
    );
}

#[test]
fn missing_arrival_deadlocks() {
    let NamedOutcome::Checked { barriers, .. } = run(&pc("", ""), 128, 1) else {
        panic!("refused")
    };
    assert_eq!(barriers.len(), 1);
    assert_eq!(barriers[0].kind, "deadlock");
    assert_eq!(
        barriers[0].message,
        "possible deadlock: barrier 1 expects 128 threads but only 64 arrive"
    );
    assert_eq!(barriers[0].warps, [2, 3]);
    assert_eq!(barriers[0].role, "waiting");
}

#[test]
fn arrive_does_not_order_the_arriving_thread_after_others() {
    // A read before the consumer's own sync is unordered with the producers' writes.
    let src = pc(
        "asm volatile(\"bar.arrive 1, 128;\");",
        "out[0 + threadIdx.x] = buf[threadIdx.x - 64];",
    );
    let NamedOutcome::Checked { findings, barriers } = run(&src, 128, 1) else {
        panic!("refused")
    };
    assert!(barriers.is_empty());
    assert!(findings.iter().any(|f| matches!(&f.kind,
        FindingKind::Race { first, second, .. }
            if first.kind == ir::AccessKind::Write && second.kind == ir::AccessKind::Read)));
}

#[test]
fn counts_must_be_warp_multiples() {
    let src = pc("asm volatile(\"bar.arrive 1, 100;\");", "");
    let NamedOutcome::Checked { barriers, .. } = run(&src, 128, 1) else {
        panic!("refused")
    };
    assert_eq!(barriers[0].kind, "barrier-count");
}

#[test]
fn data_dependent_control_is_refused() {
    let src = "__global__ void k(int *in, int n) {\n  if (threadIdx.x < n) {\n    asm volatile(\"bar.sync 1, 32;\");\n  }\n}\n";
    let NamedOutcome::Refused { message, origin } = run(src, 64, 1) else {
        panic!("not refused")
    };
    assert!(message.contains("data-dependent"), "{message}");
    assert!(origin.is_some());
    // Through a helper: the index comes from memory.
    let src = "__device__ int at(int *a, int i) { return a[a[i]]; }\n\
               __global__ void k(int *a) {\n  asm volatile(\"bar.sync 0;\");\n  a[threadIdx.x] = at(a, threadIdx.x);\n}\n";
    assert!(matches!(run(src, 64, 1), NamedOutcome::Refused { .. }));
}

#[test]
fn assertions_are_evaluated() {
    let src = "__global__ void k(int *a) {\n  asm volatile(\"bar.sync 0;\");\n  __assert(threadIdx.x < 60);\n}\n";
    let NamedOutcome::Checked { findings, .. } = run(src, 64, 1) else {
        panic!("refused")
    };
    assert!(findings
        .iter()
        .any(|f| matches!(f.kind, FindingKind::AssertFail { .. })));
}

#[test]
fn large_launches_are_refused() {
    let src = "__global__ void k(int *a) {\n  asm volatile(\"bar.sync 0;\");\n}\n";
    assert!(matches!(run(src, 1024, 128), NamedOutcome::Refused { .. }));
}
