//pass
//--blockDim=128 --gridDim=8

__global__ void histo(const unsigned char *in, unsigned int *bins) {
  __shared__ unsigned int local[64];
  unsigned t = threadIdx.x;
  if (t < 64)
    local[t] = 0;
  __syncthreads();
  atomicAdd(&local[in[blockIdx.x * 128 + t] % 64], 1u);
  __syncthreads();
  if (t < 64)
    atomicAdd(&bins[t], local[t]);
}
