//! CUDA versions of generated kernels: the generator's OpenCL vocabulary is small and fixed, so
//! a kernel is translated word for word (`__local` → `__shared__`, `get_local_id(0)` →
//! `threadIdx.x`, `barrier(...)` → `__syncthreads()`, `atomic_add` → `atomicAdd`, ...).
//! CUDA's barrier always fences both memory spaces, so OpenCL's fence choices disappear.

/// Replacements, applied in order.
const WORDS: &[(&str, &str)] = &[
    (
        "__kernel void k(__global int *A, __global int *B, __global int *C, int n) {",
        "__global__ void k(int *A, int *B, int *C, int n) {",
    ),
    ("__local int *", "int *"),
    ("__global int *", "int *"),
    ("__local int ", "__shared__ int "),
    ("get_local_id(0)", "threadIdx.x"),
    ("get_local_id(1)", "threadIdx.y"),
    ("get_group_id(0)", "blockIdx.x"),
    (
        "get_global_id(0)",
        "(blockIdx.x * blockDim.x + threadIdx.x)",
    ),
    (
        "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);",
        "__syncthreads();",
    ),
    ("barrier(CLK_LOCAL_MEM_FENCE);", "__syncthreads();"),
    ("barrier(CLK_GLOBAL_MEM_FENCE);", "__syncthreads();"),
    ("atomic_add(", "atomicAdd("),
    ("atomic_sub(", "atomicSub("),
    ("atomic_max(", "atomicMax("),
    ("atomic_xchg(", "atomicExch("),
    ("atomic_or(", "atomicOr("),
    ("mul24(", "__mul24("),
    ("(uchar)", "(unsigned char)"),
    ("(ushort)", "(unsigned short)"),
    ("(uint)", "(unsigned)"),
    ("int2 ", "int2 "),
];

/// The CUDA text of a generated OpenCL kernel (header line 2 not included).
pub(crate) fn translate(src: &str) -> String {
    let mut s = src.to_string();
    for (from, to) in WORDS {
        s = s.replace(from, to);
    }
    // Helpers are device functions; a prototype too.
    let mut out = String::new();
    for line in s.lines() {
        let is_helper = !line.starts_with(' ')
            && !line.starts_with("__global__")
            && !line.starts_with("//")
            && (line.starts_with("int ") || line.starts_with("void "));
        if is_helper {
            out.push_str("__device__ ");
        }
        out.push_str(&translate_line(line));
        out.push('\n');
    }
    out
}

/// Forms with arguments to rearrange: `atomic_inc(&X)`, `(int2)(a, b)`, `clamp(a, lo, hi)`.
fn translate_line(line: &str) -> String {
    let mut s = line.to_string();
    while let Some(i) = s.find("atomic_inc(") {
        let start = i + "atomic_inc(".len();
        let Some(end) = close_paren(&s, start) else {
            break;
        };
        let arg = s[start..end].to_string();
        s = format!("{}atomicAdd({arg}, 1){}", &s[..i], &s[end + 1..]);
    }
    while let Some(i) = s.find("(int2)(") {
        s = format!("{}make_int2({}", &s[..i], &s[i + "(int2)(".len()..]);
    }
    while let Some(i) = s.find("clamp(") {
        let start = i + "clamp(".len();
        let Some(end) = close_paren(&s, start) else {
            break;
        };
        let args = split_args(&s[start..end]);
        let [a, lo, hi] = args.as_slice() else {
            break;
        };
        s = format!("{}min(max({a}, {lo}), {hi}){}", &s[..i], &s[end + 1..]);
    }
    s
}

/// The index of the `)` closing the parenthesis opened just before `start`.
fn close_paren(s: &str, start: usize) -> Option<usize> {
    let mut depth = 1;
    for (j, c) in s[start..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(start + j);
                }
            }
            _ => {}
        }
    }
    None
}

/// Split a comma-separated argument list at the top level.
fn split_args(s: &str) -> Vec<String> {
    let (mut out, mut cur, mut depth) = (Vec::new(), String::new(), 0);
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    out.push(cur.trim().to_string());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_forms() {
        let src = "int get(__global int *p, int i) {\n  return p[i];\n}\n__kernel void k(__global int *A, __global int *B, __global int *C, int n) {\n  __local int L[4];\n  int r = atomic_inc(&L[get_local_id(0) % 2]);\n  int2 v = (int2)(r, clamp(n, 0, min(3, r)));\n  barrier(CLK_LOCAL_MEM_FENCE);\n}\n";
        assert_eq!(
            translate(src),
            "__device__ int get(int *p, int i) {\n  return p[i];\n}\n__global__ void k(int *A, int *B, int *C, int n) {\n  __shared__ int L[4];\n  int r = atomicAdd(&L[threadIdx.x % 2], 1);\n  int2 v = make_int2(r, min(max(n, 0), min(3, r)));\n  __syncthreads();\n}\n"
        );
    }
}
