//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[
//
// The twin of base_class_initializer.cu whose ranges, built through the base class's
// constructor in braces, are one element too long: neighbours overlap.

struct Pair { int lo; int hi; __device__ Pair(int a, int b) : lo(a), hi(b) {} };
struct Range : Pair { __device__ Range(int a, int n) : Pair{a, a + n + 1} {} };

__global__ void fill(int *out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  Range r(gid * 2, 2);
  for (int k = r.lo; k < r.hi; k++)
    out[k] = gid;
}
