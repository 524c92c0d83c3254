//pass
//--blockDim=64 --gridDim=4

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Synchronising the thread block is a barrier.
__global__ void k(int *out) {
  __shared__ int S[64];
  S[threadIdx.x] = threadIdx.x;
  cg::this_thread_block().sync();
  out[blockIdx.x * blockDim.x + threadIdx.x] = S[63 - threadIdx.x];
  cg::sync(cg::this_thread_block());
}
