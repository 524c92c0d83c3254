//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//race on states

#include <curand_kernel.h>

// All threads draw from one generator state.
__global__ void k(curandState *states, float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = curand_uniform(&states[0]);
}
