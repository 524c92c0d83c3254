//pass
//--blockDim=128 --gridDim=256

// Reduction that adds two elements per thread while loading (first step done on load).
__global__ void reduce(const float *in, float *out) {
  __shared__ float sdata[128];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * 2) + tid;
  sdata[tid] = in[i] + in[i + blockDim.x];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
