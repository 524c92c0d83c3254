//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//race on S

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *out) {
  __shared__ int S[64];
  cg::thread_block cta = cg::this_thread_block();
  S[cta.thread_rank()] = threadIdx.x;
  out[blockIdx.x * cta.size() + threadIdx.x] = S[63 - threadIdx.x];
}
