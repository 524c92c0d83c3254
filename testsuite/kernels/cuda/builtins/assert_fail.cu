//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//this assertion might not hold

#include <assert.h>

__global__ void k(int *out) {
  assert(threadIdx.x == 0);
}
