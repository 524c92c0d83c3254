//pass
//--blockDim=64 --gridDim=4

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *out) {
  cg::this_grid().sync();
}
