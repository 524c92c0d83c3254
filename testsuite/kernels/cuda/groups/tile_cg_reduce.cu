//pass
//--blockDim=128 --gridDim=2
//
// cg::reduce over 32-thread tiles: lane 0 of each tile writes its tile's sum to its own
// element.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tile_sums(const int *in, int *out) {
  cg::thread_block b = cg::this_thread_block();
  auto t = cg::tiled_partition<32>(b);
  int v = cg::reduce(t, in[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<int>());
  if (t.thread_rank() == 0) {
    out[blockIdx.x * t.meta_group_size() + t.meta_group_rank()] = v;
  }
}
