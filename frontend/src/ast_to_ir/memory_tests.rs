//! Unit tests of the memory model: per-byte arrays, pointer casts, pointers to several
//! arrays, null pointers, addresses of private variables, unions and forward gotos.

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

fn compile(src: &str, lang: Language) -> crate::Output {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join(if lang == Language::Cuda {
        "kernel.cu"
    } else {
        "kernel.cl"
    });
    std::fs::write(&path, src).expect("write kernel");
    crate::compile(&path, &cfg(lang))
}

/// The IR of a kernel that must lower without errors into well-formed IR.
fn ir(src: &str, lang: Language) -> String {
    let out = compile(src, lang);
    let p = out
        .program
        .unwrap_or_else(|| panic!("compile failed: {:?}", out.diags.items));
    let errs = ir::verify::verify(&p);
    let text = ir::display::program_to_string(&p);
    assert!(errs.is_empty(), "ill-formed IR: {errs:?}\n{text}");
    text
}

/// The `unsupported` messages of a kernel that must fail to lower.
fn unsupported(src: &str, lang: Language) -> Vec<String> {
    let out = compile(src, lang);
    assert!(out.program.is_none(), "expected a failure");
    out.diags
        .items
        .iter()
        .filter(|d| d.code == "unsupported")
        .map(|d| d.message.clone())
        .collect()
}

#[test]
fn struct_with_mixed_fields_is_byte_level() {
    let out = ir(
        "typedef struct { char tag; int value; short count; } Item;
         __kernel void k(__global Item *items, int n) {
           int i = get_global_id(0);
           items[i].value = n;
           items[i].count = items[i].tag;
         }",
        Language::OpenCl,
    );
    assert!(out.contains("array A0 items : Global [*] of bv8"), "{out}");
    // `value` is at byte 4 of a 12-byte element, stored little-endian.
    assert!(
        out.contains("items[((i * 12bv32) + 4bv32)] := extract[8:0](n)"),
        "{out}"
    );
    assert!(
        out.contains("items[(((i * 12bv32) + 4bv32) + 3bv32)] := extract[32:24](n)"),
        "{out}"
    );
    // `count` at byte 8 (two bytes), `tag` at byte 0.
    assert!(out.contains("items[((i * 12bv32) + 8bv32)] :="), "{out}");
    assert!(out.contains("items[(i * 12bv32)]"), "{out}");
}

#[test]
fn narrow_access_through_cast_makes_array_byte_level() {
    let out = ir(
        "__kernel void k(__global int *A) {
           __global char *p = (__global char *)A;
           p[get_local_id(0)] = 1;
           A[1] = 7;
         }",
        Language::OpenCl,
    );
    assert!(out.contains("array A0 A : Global [*] of bv8"), "{out}");
    // `p` only ever holds offset 0 of `A`: it needs no offset variable.
    assert!(out.contains("A[local_id_x] := 1bv8"), "{out}");
    assert!(out.contains("A[4bv32] := 7bv8"), "{out}");
    assert!(out.contains("A[7bv32] := 0bv8"), "{out}");
}

#[test]
fn wide_view_keeps_element_cells() {
    let out = ir(
        "__kernel void k(__global float *A, __global float *B) {
           int i = get_global_id(0);
           float4 v = ((__global float4 *)A)[i];
           B[i] = v.w;
           __global double *d = (__global double *)B;
           d[i + 100] = 1.0;
         }",
        Language::OpenCl,
    );
    assert!(out.contains("array A0 A : Global [*] of bv32"), "{out}");
    assert!(out.contains("array A1 B : Global [*] of bv32"), "{out}");
    assert!(out.contains("v.w := A[((i * 4bv32) + 3bv32)]"), "{out}");
    // A double spans two cells of a float array (the literal's halves, low first).
    assert!(out.contains("B[((i + 100bv32) * 2bv32)] := 0bv32"), "{out}");
    assert!(
        out.contains("B[(((i + 100bv32) * 2bv32) + 1bv32)] := 1072693248bv32"),
        "{out}"
    );
}

#[test]
fn sizeof_uses_c_layout() {
    let out = ir(
        "struct S { char c; int x; short s; };
         union U { char b[5]; int i; };
         __kernel void k(__global int *A) {
           A[0] = sizeof(struct S);
           A[1] = sizeof(union U);
           A[2] = sizeof(float3);
         }",
        Language::OpenCl,
    );
    assert!(out.contains("A[0bv32] := 12bv32"), "{out}");
    assert!(out.contains("A[1bv32] := 8bv32"), "{out}");
    assert!(out.contains("A[2bv32] := 16bv32"), "{out}");
}

#[test]
fn pointer_to_one_of_two_arrays() {
    let out = ir(
        "__kernel void k(__global int *A, __global int *B, int f) {
           int i = get_global_id(0);
           __global int *p = f ? A : B;
           p[i] = p[i + 1];
         }",
        Language::OpenCl,
    );
    // The base is A's number (1) or B's (2); each access dispatches on it.
    assert!(
        out.contains("p$base := (if $t1 then 1bv32 else 2bv32)"),
        "{out}"
    );
    assert!(out.contains("if (p$base == 1bv32)"), "{out}");
    assert!(out.contains(":= B[(i + 1bv32)]"), "{out}");
    assert!(out.contains(":= A[(i + 1bv32)]"), "{out}");
}

#[test]
fn pointer_reassigned_to_another_array_is_relowered() {
    let out = ir(
        "__kernel void k(__global int *A, __global int *B) {
           __global int *p = A;
           for (int j = 0; j < 4; j++) {
             p[get_local_id(0)] = j;
             p = B;
           }
         }",
        Language::OpenCl,
    );
    // The use inside the loop sees both arrays although `p = B` comes after it.
    assert!(out.contains("p$base := 1bv32"), "{out}");
    assert!(out.contains("p$base := 2bv32"), "{out}");
    // Every assignment stores offset 0: only the base varies.
    assert!(out.contains("B[local_id_x] := j"), "{out}");
    assert!(out.contains("A[local_id_x] := j"), "{out}");
}

#[test]
fn null_pointer_comparisons() {
    let out = ir(
        "__kernel void k(__global int *A, int n) {
           __global int *p = NULL;
           if (n) p = A;
           if (p != NULL && A != 0) p[0] = 1;
           if (!A) A[1] = 2;
         }",
        Language::OpenCl,
    );
    assert!(out.contains("p$base := 0bv32"), "{out}");
    assert!(out.contains("p$base := 1bv32"), "{out}");
    assert!(out.contains("if !(p$base == 0bv32)"), "{out}");
    assert!(
        out.contains("assert a0 NullAccess: (p$base != 0bv32)"),
        "{out}"
    );
    // A buffer parameter is never null.
    assert!(!out.contains("A[1bv32] := 2bv32"), "{out}");
}

#[test]
fn address_of_private_variables() {
    let out = ir(
        "struct P { int a; float b; };
         void set(int *x, struct P *p) { *x = 1; p->b = 2.0f; }
         __kernel void k(__global int *A) {
           int c = 5;
           struct P s;
           set(&c, &s);
           A[get_global_id(0)] = c + s.a;
         }",
        Language::OpenCl,
    );
    assert!(out.contains("array A1 c : Private [1] of bv32"), "{out}");
    assert!(out.contains("array A2 s : Private [1] of bv32"), "{out}");
    assert!(out.contains("c[0bv32] := 5bv32"), "{out}");
    assert!(out.contains("s[(p + 1bv32)] := 1073741824bv32"), "{out}");
}

#[test]
fn unions_live_in_private_memory() {
    let out = ir(
        "typedef union { float f; unsigned char b[4]; } U;
         __kernel void k(__global float *in, __global uchar *out) {
           int i = get_global_id(0);
           U u;
           u.f = in[i];
           out[i] = u.b[3];
         }",
        Language::OpenCl,
    );
    assert!(out.contains("array A2 u : Private [1] of bv8"), "{out}");
    assert!(out.contains(":= u[3bv32]"), "{out}");
}

#[test]
fn cuda_dynamic_shared_memory() {
    let out = ir(
        "extern __shared__ char smem[];
         __global__ void k(float *out) {
           float *a = (float *)smem;
           int *b = (int *)&a[blockDim.x];
           a[threadIdx.x] = 1.0f;
           b[threadIdx.x] = 2;
           __syncthreads();
           out[threadIdx.x] = a[threadIdx.x] + (float)b[0];
         }",
        Language::Cuda,
    );
    assert!(out.contains("array A0 smem : Shared [*] of bv8"), "{out}");
    // `b` starts `blockDim.x` floats into the byte array; an int is four bytes, little-endian.
    assert!(out.contains("b := (group_size_x * 4bv32)"), "{out}");
    assert!(
        out.contains("smem[((local_id_x * 4bv32) + 3bv32)] := 63bv8"),
        "{out}"
    );
    assert!(
        out.contains(
            "(smem[(b + 3bv32)] ++ (smem[(b + 2bv32)] ++ (smem[(b + 1bv32)] ++ smem[b])))"
        ),
        "{out}"
    );
}

#[test]
fn forward_goto_exits_a_labelled_block() {
    let out = ir(
        "__kernel void k(__global int *A, int n) {
           int i = get_global_id(0);
           for (int j = 0; j < n; j++) {
             if (A[j] == i) goto found;
           }
           A[i] = 0;
         found:
           A[i + 64] = 1;
         }",
        Language::OpenCl,
    );
    assert!(out.contains("block L"), "{out}");
    assert!(out.matches("exit L").count() >= 2, "{out}");
    // A goto to the end of a loop body (a `continue`).
    let out = ir(
        "__kernel void k(__global int *A, int n) {
           for (int j = 0; j < n; j++) {
             if (A[j] == 0) goto next;
             A[j] = 1;
           next:
             ;
           }
         }",
        Language::OpenCl,
    );
    assert!(out.contains("block L"), "{out}");
}

#[test]
fn unsupported_memory_constructs() {
    let e = unsupported(
        "__kernel void k(__global int *A) { int i = 0; again: A[i] = 1; i++; if (i < 4) goto again; }",
        Language::OpenCl,
    );
    assert!(e.iter().any(|m| m.contains("goto 'again'")), "{e:?}");
}

#[test]
fn unused_pointer_to_pointer_parameter() {
    let out = ir(
        "__global__ void k(float **t, float *o) { o[threadIdx.x] = 1.0f; }",
        Language::Cuda,
    );
    // A pointer in memory is a 32-bit base and a 32-bit offset.
    assert!(out.contains("array A0 t : Global [*] of bv32"), "{out}");
}

#[test]
fn cuda_sdk_shared_memory_struct() {
    let src = r#"
template<class T>
struct SharedMemory {
    __device__ inline operator T *() {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
    __device__ inline operator const T *() const {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};
__global__ void reduce(float *g, unsigned int n) {
    float *sdata = SharedMemory<float>();
    sdata[threadIdx.x] = g[threadIdx.x];
    __syncthreads();
    double *d = SharedMemory<double>();
    if (threadIdx.x == 0) g[0] = sdata[1] + (float)d[1];
}
"#;
    // Lower the parsed unit whatever the parser says about member functions.
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("kernel.cu");
    std::fs::write(&path, src).expect("write kernel");
    let c = cfg(Language::Cuda);
    let parsed = crate::parse_file(&path, &c);
    let tu = parsed.tu.expect("parsed");
    let mut diags = ir::Diagnostics::default();
    let p = super::lower(&tu, &parsed.sources, &c, &mut diags, &mut Vec::new())
        .unwrap_or_else(|| panic!("{:?}", diags.items));
    let out = ir::display::program_to_string(&p);
    // One dynamic shared array, of `int` cells, read as floats and (two cells) as doubles.
    assert_eq!(out.matches(": Shared [*]").count(), 1, "{out}");
    assert!(
        out.contains("array A1 __smem : Shared [*] of bv32"),
        "{out}"
    );
    assert!(out.contains("__smem[local_id_x] := g[local_id_x]"), "{out}");
    assert!(out.contains("(__smem[3bv32] ++ __smem[2bv32])"), "{out}");
}
