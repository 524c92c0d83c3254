//xfail:UNSUPPORTED
//--blockDim=128 --gridDim=1
//unsupported: tile of 64 threads
//
// Tiles wider than a warp are not modelled.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a) {
  cg::thread_block_tile<64> t = cg::tiled_partition<64>(cg::this_thread_block());
  a[threadIdx.x] = t.thread_rank();
}
