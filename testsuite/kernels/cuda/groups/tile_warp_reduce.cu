//pass
//--blockDim=128 --gridDim=4
//
// A block sum: each 32-thread tile reduces with shuffles, lane 0 of each tile writes its
// partial sum, and after the block barrier thread 0 adds the four partials.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void block_sum(const float *in, float *out) {
  __shared__ float partial[4];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int d = tile.size() / 2; d > 0; d /= 2) {
    v += tile.shfl_down(v, d);
  }
  if (tile.thread_rank() == 0) {
    partial[tile.meta_group_rank()] = v;
  }
  block.sync();
  if (block.thread_rank() == 0) {
    out[blockIdx.x] = partial[0] + partial[1] + partial[2] + partial[3];
  }
}
