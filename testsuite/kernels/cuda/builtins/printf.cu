//pass
//--blockDim=64 --gridDim=4

#include <stdio.h>

__global__ void k(int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  printf("%d %f\n", out[i], 1.0f);
  out[i] = 0;
}
