//pass
//--blockDim=64 --gridDim=8

/* A grid-wide barrier orders writes in one block before reads of them in another. */
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a, int *b) {
  cg::grid_group grid = cg::this_grid();
  unsigned int r = grid.thread_rank();
  a[r] = r;
  grid.sync();
  b[r] = a[(r + blockDim.x) % grid.size()];
}
