//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[0\]

// Inside a method, `ns::f` names the namespace's f (which halves the index), not the
// record's own member f.
namespace ns { __device__ int f(int t) { return t / 2; } }
struct S {
  __device__ int f(int t) { return t; }
  __device__ int g(int t) { return ns::f(t); }
};
__global__ void k(int *out) {
  S s;
  out[s.g(threadIdx.x)] = threadIdx.x;
}
