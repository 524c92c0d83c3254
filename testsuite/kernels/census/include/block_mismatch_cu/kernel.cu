//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=32
//race on tile\[

#include "common.h"

// The header says 128 threads, the launch uses 256: threads t and t + 128 share a tile slot.
__global__ void rotate(const int *in, int *out) {
  __shared__ int tile[BLOCK];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  tile[t % BLOCK] = in[i];
  __syncthreads();
  out[i] = tile[(t + 1) % BLOCK];
}
