//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[0\]

// The twin of namespace_functions_qualified.cu that calls the other namespace's function,
// which halves the index.
namespace lo { __device__ int idx(int t) { return t / 2; } }
namespace hi { __device__ int idx(int t) { return t; } }
__global__ void k(int *out) {
  out[lo::idx(threadIdx.x)] = threadIdx.x;
}
