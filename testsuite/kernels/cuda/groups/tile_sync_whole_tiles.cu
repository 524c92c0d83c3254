//pass
//--blockDim=64 --gridDim=1
//
// Whole tiles take the branch (the condition depends only on the tile's index), so every
// lane of a tile that reaches sync() finds its tile there.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a) {
  cg::thread_block_tile<16> t = cg::tiled_partition<16>(cg::this_thread_block());
  if (t.meta_group_rank() % 2 == 0) {
    t.sync();
  }
  a[threadIdx.x] = t.thread_rank();
}
