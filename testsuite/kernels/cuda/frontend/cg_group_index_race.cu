//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out\[

// Twin of cg_group_index.cu: with a one-dimensional grid group_index().y is 0 in every
// block, so all blocks write the same elements (each its own block number).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *out, const int *in) {
  cg::thread_block block = cg::this_thread_block();
  unsigned int g = block.group_index().y * block.group_dim().x + block.thread_index().x;
  out[g] = block.group_index().x;
}
