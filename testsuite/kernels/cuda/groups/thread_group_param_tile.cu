//pass
//--blockDim=64 --gridDim=2
//
// A tile of 4 passed as a `thread_group`: its rank is the thread's lane in the tile, and its
// sync() is a collective of the tile, reached by all four lanes.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ void quad(cg::thread_group g, int *a) {
  g.sync();
  a[(blockIdx.x * blockDim.x + threadIdx.x) * 4 + g.thread_rank()] = g.size();
}

__global__ void k(int *a) {
  cg::thread_group q = cg::tiled_partition(cg::this_thread_block(), 4);
  quad(q, a);
}
