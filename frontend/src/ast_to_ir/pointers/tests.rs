//! Unit tests of the pointer model: what each pointer construct lowers to.

use crate::{Config, Geometry, Language};

fn cfg(lang: Language) -> Config {
    Config {
        language: lang,
        defines: vec![],
        include_dirs: vec![],
        cpp: "cpp".into(),
        geometry: Geometry {
            local_size: [Some(64), None, None],
            num_groups: [None; 3],
            local_dims: 1,
            grid_dims: 1,
            global_offset: None,
            symbolic: false,
            global_size: [None; 3],
        },
        warp_size: 32,
        keep_temps: None,
        temp_dir: None,
        annotations: crate::Annotations::All,
        kernel_args: None,
        modular: false,
        arith: Default::default(),
        check_array_bounds: false,
        entry: 0,
    }
}

/// The IR of a kernel that must lower without errors into well-formed IR.
fn ir(src: &str, lang: Language) -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join(if lang == Language::Cuda {
        "kernel.cu"
    } else {
        "kernel.cl"
    });
    std::fs::write(&path, src).expect("write kernel");
    let out = crate::compile(&path, &cfg(lang));
    let p = out
        .program
        .unwrap_or_else(|| panic!("compile failed: {:?}", out.diags.items));
    let errs = ir::verify::verify(&p);
    let text = ir::display::program_to_string(&p);
    assert!(errs.is_empty(), "ill-formed IR: {errs:?}\n{text}");
    text
}

#[test]
fn struct_of_pointers_passed_to_a_kernel() {
    // Each pointer member is a buffer of its own, named as GPUVerify flattens it.
    let out = ir(
        "struct Params { float *in; float *out; int n; };
         __global__ void k(Params p) {
           int i = blockIdx.x * blockDim.x + threadIdx.x;
           if (i < p.n) p.out[i] = p.in[i] * 2.0f;
         }",
        Language::Cuda,
    );
    assert!(out.contains("array A0 p.in : Global [*] of bv32"), "{out}");
    assert!(out.contains("array A1 p.out : Global [*] of bv32"), "{out}");
    assert!(out.contains("kernel proc k(p.n: bv32)"), "{out}");
    assert!(
        out.contains("p.out[i] := FMUL32(p.in[i], 1073741824bv32)"),
        "{out}"
    );
}

#[test]
fn struct_holding_a_pointer_through_helpers() {
    // The CUDA guide's matrix type: returned from and passed to helpers by value. Each
    // helper instance is bound to one buffer, so nothing dispatches.
    let out = ir(
        "typedef struct { int stride; float *elements; } Matrix;
         __device__ float get(const Matrix A, int row, int col) {
           return A.elements[row * A.stride + col];
         }
         __device__ Matrix sub(Matrix A, int row) {
           Matrix s;
           s.stride = A.stride;
           s.elements = &A.elements[A.stride * 16 * row];
           return s;
         }
         __global__ void k(Matrix A, Matrix C) {
           Matrix As = sub(A, blockIdx.x);
           C.elements[threadIdx.x] = get(As, 0, threadIdx.x);
         }",
        Language::Cuda,
    );
    assert!(!out.contains("$base"), "{out}");
    assert!(
        out.contains("s.elements := (A.elements + ((A.stride * 16bv32) * row))"),
        "{out}"
    );
    assert!(
        out.contains("get$ret := A.elements[(A.elements + ((row * A.stride) + col))]"),
        "{out}"
    );
}

#[test]
fn pointers_swapped_between_buffers() {
    // `tmp = a; a = b; b = tmp;`: every assignment stores offset 0, so only the bases are
    // variables and each access dispatches on one.
    let out = ir(
        "__kernel void k(__global float *a, __global float *b, int n) {
           __global float *src = a, *dst = b;
           for (int it = 0; it < n; it++) {
             dst[get_global_id(0)] = src[get_global_id(0)];
             barrier(CLK_GLOBAL_MEM_FENCE);
             __global float *tmp = src; src = dst; dst = tmp;
           }
         }",
        Language::OpenCl,
    );
    assert!(out.contains("src$base := 1bv32"), "{out}");
    assert!(out.contains("dst$base := 2bv32"), "{out}");
    assert!(out.contains("src$base := dst$base"), "{out}");
    assert!(out.contains("if (src$base == 1bv32)"), "{out}");
    assert!(
        out.contains("$t1 := a[((group_id_x * group_size_x) + local_id_x)]"),
        "{out}"
    );
    assert!(!out.contains("src :="), "{out}");
}

#[test]
fn table_of_pointers_from_the_host() {
    // A pointer in memory is its byte offset and its base (8 bytes); one the host stored
    // addresses global memory the kernel does not name, and is not null.
    let out = ir(
        "__global__ void k(float **t, float *o) {
           o[threadIdx.x] = t[1][threadIdx.x];
         }",
        Language::Cuda,
    );
    assert!(out.contains("array A0 t : Global [*] of bv32"), "{out}");
    assert!(
        out.contains("array A2 global memory : Global [*] of bv32"),
        "{out}"
    );
    assert!(out.contains("$t1 := t[2bv32]"), "{out}");
    assert!(
        out.contains("o[local_id_x] := global memory[(($t1 /s 4bv32) + local_id_x)]"),
        "{out}"
    );
    assert!(!out.contains("NullAccess"), "{out}");
}

#[test]
fn pointers_stored_in_private_memory() {
    let out = ir(
        "__kernel void k(__global int *A, __global int *B, int n) {
           int i = get_global_id(0);
           __global int *bufs[2] = {A, B};
           bufs[n & 1][i] = 1;
           __global int *q;
           __global int **qq = &q;
           *qq = B;
           q[i] = 3;
         }",
        Language::OpenCl,
    );
    // Two cells per pointer: A's byte offset and base number (1), then B's.
    assert!(out.contains("array A2 bufs : Private [2] of bv32"), "{out}");
    assert!(out.contains("bufs[1bv32] := 1bv32"), "{out}");
    assert!(out.contains("bufs[3bv32] := 2bv32"), "{out}");
    assert!(
        out.contains("$t3 := bufs[(((n & 1bv32) * 2bv32) + 1bv32)]"),
        "{out}"
    );
    assert!(out.contains("if ($t3 == 1bv32)"), "{out}");
    // `q` has its address taken: it lives in memory, and only ever holds B.
    assert!(out.contains("array A3 q : Private [1] of bv32"), "{out}");
    assert!(out.contains("q[1bv32] := 2bv32"), "{out}");
    assert!(out.contains("B[(($t5 /s 4bv32) + i)] := 3bv32"), "{out}");
}

#[test]
fn dereferences_of_null_and_unassigned_pointers() {
    let out = ir(
        "__kernel void k(__global int *A, int n) {
           int i = get_global_id(0);
           __global int *z = 0;
           if (n == 1) z[i] = 1;
           __global int *u;
           if (n == 2) u[i] = 1;
         }",
        Language::OpenCl,
    );
    // No object at all is possible: each dereference is a null access.
    assert_eq!(out.matches("NullAccess: false").count(), 2, "{out}");
}

#[test]
fn helper_given_a_pointer_to_one_of_two_buffers() {
    let out = ir(
        "__global int *pick(__global int *a, __global int *b, int c) { return c ? a : b; }
         void put(__global int *p, int i) { p[i] = i; }
         __kernel void k(__global int *A, __global int *B, int n) {
           put(pick(A, B, n), get_global_id(0));
           put(A, 7);
         }",
        Language::OpenCl,
    );
    // One instance takes the base as well; the other is bound to A alone.
    assert!(
        out.contains("proc put(p: bv32, p$base: bv32, i: bv32)"),
        "{out}"
    );
    assert!(out.contains("proc put.1(p: bv32, i: bv32)"), "{out}");
    assert!(
        out.contains("pick$ret$base := (if $t1 then 1bv32 else 2bv32)"),
        "{out}"
    );
}

#[test]
fn casts_between_pointers_and_integers() {
    let out = ir(
        "__kernel void k(__global int *A, int n) {
           size_t a = (size_t)A;
           __global int *w = (__global int *)(a + 4 * get_global_id(0));
           *w = n;
         }",
        Language::OpenCl,
    );
    // An address is the base's arbitrary address plus the byte offset; null's is 0.
    assert!(
        out.contains("axiom (BASE_ADDRESS(0bv32) == 0bv32)"),
        "{out}"
    );
    assert!(out.contains("a := BASE_ADDRESS(1bv32)"), "{out}");
    assert!(
        out.contains("assert a0 NullAccess: (w$base != 0bv32)"),
        "{out}"
    );
    assert!(out.contains("global memory[w] := n"), "{out}");
}

#[test]
fn atomic_on_memory_modelled_per_byte() {
    let out = ir(
        "extern __shared__ char smem[];
         __global__ void k(int *out) {
           int *c = (int *)smem;
           out[threadIdx.x] = atomicAdd(c, 1);
         }",
        Language::Cuda,
    );
    // One atomic per byte, the result put together from the parts.
    assert!(
        out.contains("$t2 := atomic_add.part(smem[0bv32], 1bv8)"),
        "{out}"
    );
    assert!(
        out.contains("$t5 := atomic_add.part(smem[3bv32], 0bv8)"),
        "{out}"
    );
    assert!(
        out.contains("$t1 := ($t5 ++ ($t4 ++ ($t3 ++ $t2)))"),
        "{out}"
    );
}
