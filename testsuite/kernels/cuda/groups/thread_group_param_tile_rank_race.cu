//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on a\[\d+\]
//
// A tile of 4 passed as a `thread_group`: its rank repeats every four threads, so
// threads 0 and 4 both write a[0].

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ void quad(cg::thread_group g, int *a) {
  a[g.thread_rank()] = threadIdx.x;
}

__global__ void k(int *a) {
  cg::thread_group q = cg::tiled_partition(cg::this_thread_block(), 4);
  quad(q, a);
}
