//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//'cg::reduce' may be reached by non-uniform control flow
//
// Only the even lanes of each tile take part in the reduction.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void k(const int *in, int *out) {
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(cg::this_thread_block());
  int v = 0;
  if (threadIdx.x % 2 == 0) {
    v = cg::reduce(t, in[threadIdx.x], cg::greater<int>());
  }
  out[threadIdx.x] = v;
}
