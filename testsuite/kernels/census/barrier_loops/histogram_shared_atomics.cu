//pass
//--blockDim=256 --gridDim=64

#define BINS 64

// Per-block histogram in shared memory with atomics, then merged into the global one.
__global__ void histogram(const unsigned char *data, unsigned *hist, unsigned n) {
  __shared__ unsigned local_hist[BINS];
  unsigned t = threadIdx.x;
  if (t < BINS)
    local_hist[t] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local_hist[data[i] % BINS], 1u);
  __syncthreads();
  if (t < BINS)
    atomicAdd(&hist[t], local_hist[t]);
}
