//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on a\[\d+\]
//
// A grid passed as a `thread_group`: its size is 128 threads, so every block writes
// a[threadIdx.x]. Taking the group for the thread block (size 64) would spread the blocks
// apart and hide the race.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ void stamp(cg::thread_group g, int *a) {
  a[threadIdx.x + blockIdx.x * (128 - g.size())] = blockIdx.x;
}

__global__ void k(int *a) {
  stamp(cg::this_grid(), a);
}
