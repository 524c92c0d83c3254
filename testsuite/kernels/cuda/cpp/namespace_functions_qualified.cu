//pass
//--blockDim=64 --gridDim=1

// Two namespaces define a function of one name: the qualified call names the one that
// gives every thread its own element.
namespace lo { __device__ int idx(int t) { return t / 2; } }
namespace hi { __device__ int idx(int t) { return t; } }
__global__ void k(int *out) {
  out[hi::idx(threadIdx.x)] = threadIdx.x;
}
