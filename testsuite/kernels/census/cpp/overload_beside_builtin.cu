//pass
//--blockDim=32 --gridDim=4

/* helper_math.h overloads builtins for vectors (max(int3, int3) beside max(int, int)); a call
   with scalars is the builtin's, also inside the overload itself. */
inline __device__ int3 max(int3 a, int3 b) { return make_int3(max(a.x, b.x), max(a.y, b.y), max(a.z, b.z)); }
inline __device__ int3 make_int3(int s) { return make_int3(s, s, s); }

__global__ void k(int3 *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  __assert(max(t, 5) >= 5);
  int3 m = max(make_int3(t, 1, -t), make_int3(3));
  __assert(m.x >= t && m.y == 3 && m.z == 3);
  out[t] = m;
}
