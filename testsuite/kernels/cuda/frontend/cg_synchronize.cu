//pass
//--blockDim=64 --gridDim=2
//
// cg::synchronize(g) is g.sync() for a thread block.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *out) {
  __shared__ int s[64];
  cg::thread_block b = cg::this_thread_block();
  s[threadIdx.x] = threadIdx.x;
  cg::synchronize(b);
  out[blockIdx.x * blockDim.x + threadIdx.x] = s[63 - threadIdx.x];
}
