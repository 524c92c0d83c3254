//pass
//--blockDim=128 --gridDim=128

#include "common.h"

// Device helpers (one a template) come from the shared header.
__global__ void magnitudes(const float *re, const float *im, float *mag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  mag[i] = norm2(re[i], im[i]);
}
