//pass
//--blockDim=128 --gridDim=16

// Each thread first adds two elements from global memory, then the block reduces in shared.
__global__ void reduce2(const float *in, float *out) {
  __shared__ float sdata[128];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  sdata[tid] = in[i] + in[i + blockDim.x];
  __syncthreads();
  for (unsigned int s = 64; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] = sdata[tid] + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
