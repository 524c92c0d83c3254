//pass
//--blockDim=256 --gridDim=128

// Reduction steps compiled in or out depending on the block size the verifier predefines.
__global__ void reduce(const float *in, float *out) {
  __shared__ float s[__BLOCK_DIM_0];
  unsigned tid = threadIdx.x;
  s[tid] = in[blockIdx.x * __BLOCK_DIM_0 + tid];
  __syncthreads();
#if __BLOCK_DIM_0 >= 512
  if (tid < 256) s[tid] += s[tid + 256];
  __syncthreads();
#endif
#if __BLOCK_DIM_0 >= 256
  if (tid < 128) s[tid] += s[tid + 128];
  __syncthreads();
#endif
#if __BLOCK_DIM_0 >= 128
  if (tid < 64) s[tid] += s[tid + 64];
  __syncthreads();
#endif
  for (unsigned k = 32; k > 0; k >>= 1) {
    if (tid < k) s[tid] += s[tid + k];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}
