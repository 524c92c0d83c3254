//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//'thread_block_tile::sync' may be reached by non-uniform control flow
//
// Only half of each tile's lanes reach the tile's sync().

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a) {
  cg::thread_block_tile<16> t = cg::tiled_partition<16>(cg::this_thread_block());
  if (t.thread_rank() < 8) {
    t.sync();
  }
  a[threadIdx.x] = t.thread_rank();
}
