//pass
//--blockDim=128 --gridDim=128

#define BINS 16

// Shared-memory histogram of 4-bit keys, merged with one global atomic per bin.
__global__ void hist16(const unsigned *keys, unsigned *bins) {
  __shared__ unsigned h[BINS];
  unsigned t = threadIdx.x;
  if (t < BINS)
    h[t] = 0;
  __syncthreads();
  atomicAdd(&h[keys[blockIdx.x * blockDim.x + t] & (BINS - 1)], 1u);
  __syncthreads();
  if (t < BINS)
    atomicAdd(&bins[t], h[t]);
}
