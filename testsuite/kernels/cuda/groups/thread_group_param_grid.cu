//pass
//--blockDim=64 --gridDim=4
//
// A grid passed as a `thread_group`: its rank is the thread's rank in the whole grid, so
// every thread writes its own element.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ void stamp(cg::thread_group g, int *a) {
  a[g.thread_rank()] = blockIdx.x;
}

__global__ void k(int *a) {
  stamp(cg::this_grid(), a);
}
