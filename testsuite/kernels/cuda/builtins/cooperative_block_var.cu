//pass
//--blockDim=64 --gridDim=4

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// A thread-block group held in a variable: sync() is a barrier, thread_rank() the flat id.
__global__ void k(int *out) {
  __shared__ int S[64];
  cg::thread_block cta = cg::this_thread_block();
  S[cta.thread_rank()] = threadIdx.x;
  cta.sync();
  out[blockIdx.x * cta.size() + threadIdx.x] = S[63 - threadIdx.x];
}
