//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[0\]

// Inside a method of B, `A::f` names A's static f (which halves the index), not B's.
struct A { static __device__ int f(int t) { return t / 2; } };
struct B {
  static __device__ int f(int t) { return t; }
  __device__ int g(int t) { return A::f(t); }
};
__global__ void k(int *out) {
  B b;
  out[b.g(threadIdx.x)] = threadIdx.x;
}
