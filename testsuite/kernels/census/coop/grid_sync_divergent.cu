//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//barrier may be reached by non-uniform control flow

/* Only block 0 reaches the grid barrier. */
#include <cooperative_groups.h>

__global__ void k(int *a) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = 0;
  if (blockIdx.x == 0)
    cooperative_groups::this_grid().sync();
}
