//pass
//--blockDim=64 --gridDim=4

// A thread block's group_index() and thread_index() are blockIdx and threadIdx, and
// group_dim() is blockDim: each thread writes its own element.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *out, const int *in) {
  cg::thread_block block = cg::this_thread_block();
  unsigned int g = block.group_index().x * block.group_dim().x + block.thread_index().x;
  out[g] = in[g] + 1;
}
