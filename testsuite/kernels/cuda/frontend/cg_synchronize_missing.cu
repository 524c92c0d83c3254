//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible (write-read|read-write) race on s
//
// The twin of cg_synchronize.cu without the synchronisation.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *out) {
  __shared__ int s[64];
  cg::thread_block b = cg::this_thread_block();
  s[threadIdx.x] = threadIdx.x;
  out[blockIdx.x * blockDim.x + threadIdx.x] = s[63 - threadIdx.x];
}
