//pass
//--blockDim=64 --gridDim=4

#include <curand_kernel.h>

// Each thread owns its generator state.
__global__ void k(curandState *states, float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(1234, i, 0, &states[i]);
  float r = curand_uniform(&states[i]);
  unsigned u = curand(&states[i]);
  out[i] = r + (float)u;
}
