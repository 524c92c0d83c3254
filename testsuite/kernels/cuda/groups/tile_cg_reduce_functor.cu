//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//unsupported: 'cg::reduce' with an operation other than cg::plus
//
// A user-written operation may have effects that a fresh result would hide.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

struct Counted {
  int *calls;
  __device__ int operator()(int a, int b) const {
    calls[0] = 1;
    return a + b;
  }
};

__global__ void k(const int *in, int *out, int *calls) {
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(cg::this_thread_block());
  Counted op = {calls};
  out[threadIdx.x] = cg::reduce(t, in[threadIdx.x], op);
}
