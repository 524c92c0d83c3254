//! Tests of the interpreter on kernels compiled by the front end (and a few built by hand):
//! each semantic question the oracle answers has an example here.

use std::path::Path;

use ir::{AccessKind, AssertKind, MemSpace, Program};

use crate::{run, FindingKind, Launch, Outcome, RunConfig, Schedule, Status};

fn config(cuda: bool, local: [u32; 3], groups: [u32; 3]) -> frontend::Config {
    frontend::Config {
        language: if cuda {
            frontend::Language::Cuda
        } else {
            frontend::Language::OpenCl
        },
        defines: vec![],
        include_dirs: vec![],
        cpp: "cpp".into(),
        geometry: frontend::Geometry {
            local_size: local.map(|n| Some(u64::from(n))),
            num_groups: groups.map(|n| Some(u64::from(n))),
            local_dims: if local[1] > 1 { 2 } else { 1 },
            grid_dims: 1,
            global_offset: None,
            symbolic: false,
            global_size: [None; 3],
        },
        warp_size: 32,
        keep_temps: None,
        temp_dir: None,
        check_array_bounds: false,
        entry: 0,
        annotations: frontend::Annotations::All,
        kernel_args: None,
        modular: false,
        arith: Default::default(),
    }
}

/// The front end's program for a kernel.
pub(crate) fn compile_with(src: &str, cuda: bool, local: [u32; 3], groups: [u32; 3]) -> Program {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(if cuda { "k.cu" } else { "k.cl" });
    std::fs::write(&path, src).unwrap();
    let out = frontend::compile(Path::new(&path), &config(cuda, local, groups));
    let msgs: Vec<String> = out.diags.items.iter().map(|d| d.message.clone()).collect();
    out.program
        .unwrap_or_else(|| panic!("front end failed: {msgs:?}"))
}

/// Run on every schedule with a few seeds; the outcomes.
fn runs(prog: &Program, local: [u32; 3], groups: [u32; 3]) -> Vec<Outcome> {
    let launch = Launch::new(local, groups);
    let mut out = Vec::new();
    for seed in 0..3 {
        for schedule in Schedule::ALL {
            let cfg = RunConfig {
                seed,
                schedule,
                ..RunConfig::default()
            };
            out.push(run(prog, &launch, &cfg));
        }
    }
    out
}

/// Compile an OpenCL kernel and run it with 2 groups of 4 threads.
fn ocl(src: &str) -> Vec<Outcome> {
    let (l, g) = ([4, 1, 1], [2, 1, 1]);
    runs(&compile_with(src, false, l, g), l, g)
}

fn names(outs: &[Outcome]) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = outs
        .iter()
        .flat_map(|o| o.findings.iter().map(|f| f.kind.name()))
        .collect();
    v.sort();
    v.dedup();
    v
}

fn completed(outs: &[Outcome]) -> bool {
    outs.iter().all(|o| o.status == Status::Completed)
}

#[test]
fn race_free_kernel_has_no_findings() {
    let outs =
        ocl("__kernel void k(__global int *A) {\n  A[get_global_id(0)] = get_local_id(0);\n}\n");
    assert!(completed(&outs));
    assert_eq!(names(&outs), Vec::<&str>::new());
}

#[test]
fn write_write_races_real_and_benign() {
    // Threads of different groups with equal local ids write equal values: benign.
    let outs = ocl("__kernel void k(__global int *A) {\n  A[0] = get_local_id(0);\n}\n");
    assert_eq!(names(&outs), ["benign-race", "race"]);
    let f = outs[0]
        .findings
        .iter()
        .find(|f| f.kind.name() == "race")
        .unwrap();
    let FindingKind::Race {
        first,
        second,
        index,
        ..
    } = &f.kind
    else {
        unreachable!()
    };
    assert_eq!(
        (first.kind, second.kind, *index),
        (AccessKind::Write, AccessKind::Write, 0)
    );
    assert_ne!(first.value, second.value);
    let outs = ocl("__kernel void k(__global int *A) {\n  A[0] = 42;\n}\n");
    assert_eq!(names(&outs), ["benign-race"]);
}

#[test]
fn barriers_order_shared_memory_within_a_group() {
    let racy = "__kernel void k(__local int *L, __global int *A) {\n  L[get_local_id(0)] = 1 + get_local_id(0);\n  A[get_global_id(0)] = L[(get_local_id(0) + 1) % 4];\n}\n";
    assert_eq!(names(&ocl(racy)), ["race"]);
    let fixed = racy.replace(
        "  A[get_global_id",
        "  barrier(CLK_LOCAL_MEM_FENCE);\n  A[get_global_id",
    );
    assert_eq!(names(&ocl(&fixed)), Vec::<&str>::new());
    // A barrier fencing only global memory does not order shared accesses (GPUVerify).
    let global_only = racy.replace(
        "  A[get_global_id",
        "  barrier(CLK_GLOBAL_MEM_FENCE);\n  A[get_global_id",
    );
    assert_eq!(names(&ocl(&global_only)), ["race"]);
}

#[test]
fn groups_race_on_global_memory_not_on_shared() {
    let outs = ocl("__kernel void k(__global int *A, __local int *L) {\n  A[get_local_id(0)] = get_group_id(0);\n  L[0] = get_local_id(0) == 0 ? get_group_id(0) : 7;\n}\n");
    let races: Vec<_> = outs
        .iter()
        .flat_map(|o| &o.findings)
        .filter_map(|f| match &f.kind {
            FindingKind::Race {
                inter_group,
                array,
                benign: false,
                ..
            } => Some((*inter_group, *array)),
            _ => None,
        })
        .collect();
    assert!(races.contains(&(true, ir::ArrayId(0))), "{races:?}");
    assert!(
        races
            .iter()
            .all(|(inter, a)| *inter == (*a == ir::ArrayId(0))),
        "{races:?}"
    );
}

#[test]
fn barrier_divergence() {
    let outs = ocl("__kernel void k(__global int *A) {\n  if (get_local_id(0) < 2) {\n    barrier(CLK_GLOBAL_MEM_FENCE);\n  }\n}\n");
    assert_eq!(names(&outs), ["barrier-divergence"]);
    // Uniform loops with barriers are fine; thread-dependent trip counts are not.
    let ok = ocl("__kernel void k(__local int *L) {\n  for (int i = 0; i < 3; i++) {\n    L[get_local_id(0)] = i;\n    barrier(CLK_LOCAL_MEM_FENCE);\n  }\n}\n");
    assert_eq!(names(&ok), Vec::<&str>::new());
    let bad = ocl("__kernel void k(__local int *L) {\n  for (int i = 0; i < get_local_id(0); i++) {\n    barrier(CLK_LOCAL_MEM_FENCE);\n  }\n}\n");
    assert_eq!(names(&bad), ["barrier-divergence"]);
    // The same barrier statement reached by all threads in different branches of a helper
    // called twice is two instances.
    let calls = ocl("void sync() { barrier(CLK_LOCAL_MEM_FENCE); }\n__kernel void k(__global int *A) {\n  if (get_local_id(0) == 0) { sync(); } else { sync(); }\n}\n");
    assert_eq!(names(&calls), ["barrier-divergence"]);
    let calls = ocl("void sync() { barrier(CLK_LOCAL_MEM_FENCE); }\n__kernel void k(__global int *A) {\n  sync();\n  sync();\n}\n");
    assert_eq!(names(&calls), Vec::<&str>::new());
}

#[test]
fn assertions_invariants_and_contracts() {
    let outs = ocl("__kernel void k(__global int *A) {\n  __assert(get_local_id(0) < 2);\n}\n");
    assert_eq!(names(&outs), ["assertion"]);
    let f = &outs[0].findings[0];
    assert!(f.threads[0].local[0] >= 2);
    let inv = ocl("__kernel void k(__global int *A) {\n  for (int i = 0; __invariant(i < 3), i < 4; i++) { A[get_global_id(0)] = i; }\n}\n");
    let iters: Vec<_> = inv
        .iter()
        .flat_map(|o| &o.findings)
        .filter_map(|f| match &f.kind {
            FindingKind::AssertFail {
                kind: AssertKind::Invariant { .. },
                iteration,
                ..
            } => *iteration,
            _ => None,
        })
        .collect();
    assert!(
        !iters.is_empty() && iters.iter().all(|i| *i == 3),
        "{iters:?}"
    );
    let pre = ocl("int f(int x) {\n  __requires(x < 3);\n  return x;\n}\n__kernel void k(__global int *A) {\n  A[get_global_id(0)] = f(get_local_id(0));\n}\n");
    let kinds: Vec<_> = pre
        .iter()
        .flat_map(|o| &o.findings)
        .map(|f| match &f.kind {
            FindingKind::AssertFail { kind, .. } => {
                format!("{kind:?}").split(' ').next().unwrap().to_string()
            }
            k => k.name().to_string(),
        })
        .collect();
    assert!(
        !kinds.is_empty() && kinds.iter().all(|k| k == "Precondition"),
        "{kinds:?}"
    );
}

#[test]
fn preconditions_and_initialised_constants_are_assumed() {
    let outs = ocl("__constant int C[3] = {3, 4, 5};\n__kernel void k(__global int *A, int n) {\n  __requires(n == 7);\n  __assert(C[1] == 4);\n  __assert(n == 7);\n  A[get_global_id(0)] = C[2] + n;\n}\n");
    assert!(completed(&outs));
    assert_eq!(names(&outs), Vec::<&str>::new());
    assert!(outs.iter().all(|o| o.params == [7]));
    let outs = ocl("__kernel void k(__global int *A, int n) {\n  __requires(n > 10 && n < 20);\n  __assert(n > 10);\n}\n");
    assert!(outs.iter().any(|o| o.status == Status::Completed));
    assert_eq!(names(&outs), Vec::<&str>::new());
}

#[test]
fn infeasible_and_step_limited_runs() {
    let outs = ocl(
        "__kernel void k(__global int *A) {\n  A[0] = 1;\n  __assume(get_local_id(0) > 100);\n}\n",
    );
    assert!(outs
        .iter()
        .all(|o| matches!(o.status, Status::Infeasible { .. })));
    assert!(outs.iter().all(|o| o.findings.is_empty()));
    let prog = compile_with(
        "__kernel void k(__global int *A) {\n  while (A[0] == A[0]) { }\n}\n",
        false,
        [2, 1, 1],
        [1, 1, 1],
    );
    let cfg = RunConfig {
        max_steps: 1000,
        ..RunConfig::default()
    };
    let o = run(&prog, &Launch::new([2, 1, 1], [1, 1, 1]), &cfg);
    assert_eq!(o.status, Status::StepLimit);
}

#[test]
fn uninitialised_locals_differ_between_threads() {
    let outs = ocl("__kernel void k(__global int *A) {\n  int x;\n  A[0] = x;\n}\n");
    // Some runs may draw equal values (a benign race); some must draw different ones.
    assert!(names(&outs).contains(&"race"), "{:?}", names(&outs));
}

#[test]
fn atomics_do_not_race_with_each_other() {
    let outs = ocl(
        "__kernel void k(__global int *A) {\n  atomic_add(&A[0], 1);\n  atomic_inc(&A[1]);\n}\n",
    );
    assert_eq!(names(&outs), Vec::<&str>::new());
    let outs = ocl("__kernel void k(__global int *A, __global int *B) {\n  atomic_add(&A[0], 1);\n  B[get_global_id(0)] = A[0];\n}\n");
    assert_eq!(names(&outs), ["race"]);
    // All threads of one group increment a counter: each sees a distinct old value.
    let prog = compile_with(
        "__kernel void k(__local int *C, __global int *B) {\n  int v = atomic_inc(&C[0]);\n  barrier(CLK_LOCAL_MEM_FENCE);\n  B[get_global_id(0)] = v - C[0];\n}\n",
        false,
        [4, 1, 1],
        [1, 1, 1],
    );
    let o = run(
        &prog,
        &Launch::new([4, 1, 1], [1, 1, 1]),
        &RunConfig::default(),
    );
    assert_eq!(o.status, Status::Completed);
    assert!(o.findings.is_empty(), "{:?}", o.findings);
}

#[test]
fn out_of_bounds_and_division_by_zero() {
    let outs = ocl("__kernel void k(__global int *A) {\n  __local int L[4];\n  L[get_local_id(0) + 1] = 0;\n}\n");
    assert!(names(&outs).contains(&"out-of-bounds"));
    let outs = ocl("__kernel void k(__global int *A, int d) {\n  __requires(d == 0);\n  A[get_global_id(0)] = 10 / d;\n}\n");
    assert_eq!(names(&outs), ["division-by-zero"]);
}

#[test]
fn cuda_two_dimensional_groups_and_helpers() {
    let src = "__device__ int twice(int x) { return 2 * x; }\n__global__ void k(int *A) {\n  __shared__ int S[4][4];\n  S[threadIdx.y][threadIdx.x] = twice(threadIdx.x);\n  __syncthreads();\n  A[blockIdx.x * 16 + threadIdx.y * 4 + threadIdx.x] = S[threadIdx.x][threadIdx.y];\n}\n";
    let (l, g) = ([4, 4, 1], [2, 1, 1]);
    let outs = runs(&compile_with(src, true, l, g), l, g);
    assert!(completed(&outs));
    assert_eq!(names(&outs), Vec::<&str>::new());
    let racy = src.replace("  __syncthreads();\n", "");
    let outs = runs(&compile_with(&racy, true, l, g), l, g);
    assert_eq!(names(&outs), ["race"]);
}

#[test]
fn inlined_program_behaves_the_same() {
    let src = "int get(__global int *p, int i) { return p[i]; }\n__kernel void k(__global int *A) {\n  A[get_global_id(0)] = get(A, 0) + 1;\n}\n";
    let (l, g) = ([4, 1, 1], [2, 1, 1]);
    let mut prog = compile_with(src, false, l, g);
    let before = names(&runs(&prog, l, g));
    let mut diags = ir::Diagnostics::default();
    passes::run_pipeline(
        &mut prog,
        "inline",
        &passes::Config::default(),
        &mut diags,
        &mut |_, _| {},
    )
    .unwrap();
    assert_eq!(names(&runs(&prog, l, g)), before);
    assert_eq!(before, ["race"]);
}

#[test]
fn only_selected_groups_run() {
    let prog = compile_with(
        "__kernel void k(__global int *A) {\n  A[get_local_id(0)] = get_group_id(0);\n}\n",
        false,
        [4, 1, 1],
        [8, 1, 1],
    );
    let mut launch = Launch::new([4, 1, 1], [8, 1, 1]);
    launch.groups = Some(vec![[5, 0, 0]]);
    let o = run(&prog, &launch, &RunConfig::default());
    assert!(o.findings.is_empty());
    launch.groups = Some(vec![[5, 0, 0], [6, 0, 0]]);
    let o = run(&prog, &launch, &RunConfig::default());
    assert!(o
        .findings
        .iter()
        .all(|f| f.threads.iter().all(|t| t.group[0] >= 5)));
    assert!(!o.findings.is_empty());
}

#[test]
fn unsupported_constructs_and_constant_writes() {
    let mut prog = compile_with(
        "__kernel void k(__global int *A) {\n  A[get_global_id(0)] = 1;\n}\n",
        false,
        [2, 1, 1],
        [1, 1, 1],
    );
    let k = prog.kernel.unwrap();
    let body = prog.procs[k].body.as_mut().unwrap();
    let origin = body[0].origin;
    let id = prog.asserts.push(ir::AssertInfo {
        kind: AssertKind::User,
        origin,
        thread: None,
        candidate: false,
        unpredicated: false,
        maintained: false,
    });
    body.push(ir::Stmt::new(
        ir::StmtKind::Assert {
            id,
            cond: ir::Expr::Other(Box::new(ir::Expr::Bool(true))),
        },
        origin,
    ));
    let o = run(
        &prog,
        &Launch::new([2, 1, 1], [1, 1, 1]),
        &RunConfig::default(),
    );
    assert!(matches!(o.status, Status::Unsupported(ref w) if w.contains("other")));
    // A store to constant memory.
    let body = prog.procs[k].body.as_mut().unwrap();
    body.pop();
    let a = ir::ArrayId(0);
    prog.arrays[a].space = MemSpace::Constant;
    let o = run(
        &prog,
        &Launch::new([2, 1, 1], [1, 1, 1]),
        &RunConfig::default(),
    );
    assert_eq!(o.findings[0].kind, FindingKind::ConstantWrite { array: a });
}

#[test]
fn grid_barriers_order_groups() {
    let src = "#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n__global__ void k(int *A, int *B) {\n  cg::grid_group grid = cg::this_grid();\n  int gid = blockIdx.x * blockDim.x + threadIdx.x;\n  A[gid] = gid + 1;\n  grid.sync();\n  B[gid] = A[(gid + blockDim.x) % (gridDim.x * blockDim.x)];\n}\n";
    let (l, g) = ([4, 1, 1], [3, 1, 1]);
    let outs = runs(&compile_with(src, true, l, g), l, g);
    assert!(completed(&outs));
    assert_eq!(names(&outs), Vec::<&str>::new());
    // Without the grid barrier the groups race; a group barrier does not order them.
    let racy = src.replace("grid.sync();", "__syncthreads();");
    let outs = runs(&compile_with(&racy, true, l, g), l, g);
    assert_eq!(names(&outs), ["race"]);
    // A grid barrier some threads skip is divergence of the whole launch.
    let divergent = src.replace("grid.sync();", "if (blockIdx.x == 0) { grid.sync(); }");
    let outs = runs(&compile_with(&divergent, true, l, g), l, g);
    let grid: Vec<bool> = outs
        .iter()
        .flat_map(|o| &o.findings)
        .filter_map(|f| match f.kind {
            FindingKind::Divergence { grid } => Some(grid),
            _ => None,
        })
        .collect();
    assert!(!grid.is_empty() && grid.iter().all(|g| *g), "{grid:?}");
}

/// A program built by hand: two statements that race only through a call, so that calls,
/// parameters and return values are exercised without the front end.
#[test]
fn hand_built_call_and_return() {
    use ir::{Expr, Origin, Procedure, Stmt, StmtKind, Type, VarRole, VarScope};
    let mut p = Program::default();
    let o = Origin::Synthetic("test");
    let lid = p.special(ir::Special::LocalId(ir::Dim::X));
    p.special(ir::Special::GroupSize(ir::Dim::X));
    let a = p.arrays.push(ir::ArrayData {
        name: "A".into(),
        space: MemSpace::Shared,
        elem: Type::Bv(32),
        source_elem_width: 32,
        dims: vec![Some(8)],
        origin: o,
        thread: None,
        copies: None,
        is_param: false,
        values_taken: None,
        ghost: false,
    });
    // proc f(i) { ret := i * 2 }
    let f = p.procs.push(Procedure {
        name: "f".into(),
        params: vec![],
        array_params: vec![a],
        ret: None,
        locals: vec![],
        requires: vec![],
        ensures: vec![],
        body: None,
        is_kernel: false,
        origin: o,
    });
    let i = p.new_var("i", Type::Bv(32), VarScope::Local(f), VarRole::User, o);
    let ret = p.new_var(
        "f$ret",
        Type::Bv(32),
        VarScope::Local(f),
        VarRole::Return,
        o,
    );
    p.procs[f].params = vec![i];
    p.procs[f].ret = Some(ret);
    p.procs[f].body = Some(vec![Stmt::new(
        StmtKind::Assign {
            lhs: ret,
            rhs: Expr::binary(ir::BinOp::Mul, Expr::Var(i), Expr::bv(2, 32)),
        },
        o,
    )]);
    let k = p.procs.push(Procedure {
        name: "k".into(),
        params: vec![],
        array_params: vec![],
        ret: None,
        locals: vec![],
        requires: vec![],
        ensures: vec![],
        body: None,
        is_kernel: true,
        origin: o,
    });
    let x = p.new_var("x", Type::Bv(32), VarScope::Local(k), VarRole::User, o);
    // x := f(lid); A[x % 8] := lid — threads 0 and 4 both write A[0].
    p.procs[k].body = Some(vec![
        Stmt::new(
            StmtKind::Call {
                callee: f,
                args: vec![Expr::Var(lid)],
                ret: Some(x),
            },
            o,
        ),
        Stmt::new(
            StmtKind::Store {
                array: a,
                group: None,
                index: Expr::binary(ir::BinOp::URem, Expr::Var(x), Expr::bv(8, 32)),
                value: Expr::Var(lid),
            },
            o,
        ),
    ]);
    p.kernel = Some(k);
    let o4 = run(
        &p,
        &Launch::new([4, 1, 1], [1, 1, 1]),
        &RunConfig::default(),
    );
    assert!(o4.findings.is_empty(), "{:?}", o4.findings);
    let o8 = run(
        &p,
        &Launch::new([8, 1, 1], [1, 1, 1]),
        &RunConfig::default(),
    );
    let FindingKind::Race { index, .. } = &o8.findings[0].kind else {
        panic!("{:?}", o8.findings);
    };
    assert_eq!(*index, 0);
    assert_eq!(o8.findings[0].threads.len(), 2);
}

#[test]
fn collective_operations_need_every_thread_they_name() {
    // A work-group reduction only half the group reaches.
    let half = ocl("__kernel void k(__global int *A) {\n  int r = 0;\n  if (get_local_id(0) < 2) r = work_group_reduce_add(1);\n  A[get_global_id(0)] = r;\n}\n");
    assert_eq!(names(&half), ["barrier-divergence"]);
    let all = ocl("__kernel void k(__global int *A) {\n  A[get_global_id(0)] = work_group_reduce_add(1);\n}\n");
    assert_eq!(names(&all), Vec::<&str>::new());
    // A shuffle whose mask names lanes that do not take the branch; then one whose mask
    // names exactly the lanes that do.
    let (l, g) = ([32, 1, 1], [1, 1, 1]);
    let src = "__global__ void k(int *a) {\n  int v = threadIdx.x;\n  if (threadIdx.x < 8) v = __shfl_sync(0xffffffff, v, 0);\n  a[threadIdx.x] = v;\n}\n";
    let outs = runs(&compile_with(src, true, l, g), l, g);
    assert_eq!(names(&outs), ["barrier-divergence"]);
    let src = "__global__ void k(int *a) {\n  int v = threadIdx.x;\n  if (threadIdx.x < 8) v = __shfl_sync(0xff, v, 0);\n  a[threadIdx.x] = v;\n}\n";
    let outs = runs(&compile_with(src, true, l, g), l, g);
    assert_eq!(names(&outs), Vec::<&str>::new());
}
