//pass
//--blockDim=64 --gridDim=1

/* Only the float specialisation of the helper reads a neighbour; the int instantiation
   uses the generic helper and is race-free. */
template <typename T>
__device__ T pick(T *a, int i) { return a[i]; }

template <>
__device__ float pick<float>(float *a, int i) { return a[i + 1]; }

template <typename T>
__global__ void shift(T *a) {
  T v = pick<T>(a, threadIdx.x);
  a[threadIdx.x] = v;
}

template __global__ void shift<int>(int *a);
