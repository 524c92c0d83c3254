//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=16
//possible (read-write|write-read) race on

/* The SharedMemory idiom with the barrier inside the tree loop missing. */
template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <class T>
__global__ void reduce(T *g_idata, T *g_odata) {
  T *sdata = SharedMemory<T>();
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

template __global__ void reduce<int>(int *g_idata, int *g_odata);
