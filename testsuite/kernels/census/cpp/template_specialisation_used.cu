//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible (read-write|write-read) race on a\[

/* The float specialisation of the helper reads the neighbour's element, so the kernel
   instantiated for float races although the generic helper would not. */
template <typename T>
__device__ T pick(T *a, int i) { return a[i]; }

template <>
__device__ float pick<float>(float *a, int i) { return a[i + 1]; }

template <typename T>
__global__ void shift(T *a) {
  T v = pick<T>(a, threadIdx.x);
  a[threadIdx.x] = v;
}

template __global__ void shift<float>(float *a);
