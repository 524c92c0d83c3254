//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=2
//possible write-write race on out\[\d+\]
//
// tile_cg_reduce.cu with every tile's lane 0 writing the block's element: the four tiles
// of a block race (their sums may differ).

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tile_sums(const int *in, int *out) {
  cg::thread_block b = cg::this_thread_block();
  auto t = cg::tiled_partition<32>(b);
  int v = cg::reduce(t, in[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<int>());
  if (t.thread_rank() == 0) {
    out[blockIdx.x] = v;
  }
}
