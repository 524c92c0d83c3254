//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=128
//race on h\[

#define BINS 16

// The shared histogram is updated with a plain increment instead of an atomic.
__global__ void hist16(const unsigned *keys, unsigned *bins) {
  __shared__ unsigned h[BINS];
  unsigned t = threadIdx.x;
  if (t < BINS)
    h[t] = 0;
  __syncthreads();
  h[keys[blockIdx.x * blockDim.x + t] & (BINS - 1)]++;
  __syncthreads();
  if (t < BINS)
    atomicAdd(&bins[t], h[t]);
}
