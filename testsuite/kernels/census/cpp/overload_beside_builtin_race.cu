//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//possible write-write race on out\[

/* The vector overload's y component is 3 for every thread: all threads write out[3]. */
inline __device__ int3 max(int3 a, int3 b) { return make_int3(max(a.x, b.x), max(a.y, b.y), max(a.z, b.z)); }

__global__ void k(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int3 m = max(make_int3(t, 1, t), make_int3(0, 3, 0));
  out[m.y] = max(t, 0);
}
