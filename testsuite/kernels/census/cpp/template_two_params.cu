//pass
//--blockDim=128 --gridDim=32

/* The block size and a power-of-two flag as template parameters; the branches on them
   are resolved per instantiation. */
template <unsigned blockSize, bool nIsPow2>
__global__ void reduce6(const int *g_idata, int *g_odata, unsigned n) {
  __shared__ int sdata[blockSize];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockSize * 2 + threadIdx.x;
  int sum = 0;
  if (i < n)
    sum = g_idata[i];
  if (nIsPow2 || i + blockSize < n)
    sum += g_idata[i + blockSize];
  sdata[tid] = sum;
  __syncthreads();
  if (blockSize >= 512) { if (tid < 256) { sdata[tid] = sum = sum + sdata[tid + 256]; } __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) { sdata[tid] = sum = sum + sdata[tid + 128]; } __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) { sdata[tid] = sum = sum + sdata[tid + 64]; } __syncthreads(); }
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0] + sdata[1];
}

template __global__ void reduce6<128, true>(const int *g_idata, int *g_odata, unsigned n);
