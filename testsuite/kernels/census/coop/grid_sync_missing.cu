//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible (read-write|write-read) race on a\[

/* A block barrier does not order accesses of different blocks. */
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a, int *b) {
  cg::grid_group grid = cg::this_grid();
  unsigned int r = grid.thread_rank();
  a[r] = r;
  __syncthreads();
  b[r] = a[(r + blockDim.x) % grid.size()];
}
