//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=32
//race on sdata\[

// The __syncthreads() inside the loop was dropped.
__global__ void reduce(const int *g_idata, int *g_odata) {
  __shared__ int sdata[256];
  unsigned int tid = threadIdx.x;
  sdata[tid] = g_idata[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
  }
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0];
}
