//pass
//--blockDim=64 --gridDim=4

#include <assert.h>

__global__ void k(int *out) {
  assert(threadIdx.x < blockDim.x);
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
