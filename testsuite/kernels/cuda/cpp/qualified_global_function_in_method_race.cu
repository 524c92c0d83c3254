//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[0\]

// Inside a method, `::f` names the file-scope f (which halves the index), not the
// method's own member f.
__device__ int f(int t) { return t / 2; }
struct S {
  __device__ int f(int t) { return t; }
  __device__ int g(int t) { return ::f(t); }
};
__global__ void k(int *out) {
  S s;
  out[s.g(threadIdx.x)] = threadIdx.x;
}
