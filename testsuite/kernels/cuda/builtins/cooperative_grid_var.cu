//pass
//--blockDim=64 --gridDim=4

#include <cooperative_groups.h>
using namespace cooperative_groups;

__global__ void k(int *out) {
  grid_group g = this_grid();
  out[threadIdx.x] = 1;
  g.sync();
}
