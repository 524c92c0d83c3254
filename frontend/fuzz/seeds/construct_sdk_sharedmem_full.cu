template<class T>
struct SharedMemory
{
    __device__ inline operator       T *()
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }

    __device__ inline operator const T *() const
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};

template<>
struct SharedMemory<double>
{
    __device__ inline operator       double *()
    {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
};

template <class T, unsigned int blockSize>
__global__ void reduce(T *g_idata, T *g_odata, unsigned int n)
{
    T *sdata = SharedMemory<T>();
    unsigned int tid = threadIdx.x;
    sdata[tid] = (tid < n) ? g_idata[tid] : 0;
    __syncthreads();
    if (blockSize >= 512) { if (tid < 256) { sdata[tid] = sdata[tid] + sdata[tid + 256]; } __syncthreads(); }
}
template __global__ void reduce<float, 256>(float *, float *, unsigned int);
