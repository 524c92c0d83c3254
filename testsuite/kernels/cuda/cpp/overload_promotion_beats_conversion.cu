//pass
//--blockDim=64 --gridDim=1

// `short` to `int` is a promotion, `short` to `long` a conversion: C++ calls idx(int),
// which keeps each thread's element.
__device__ int idx(int t) { return t; }
__device__ int idx(long t) { return (int)t / 2; }
__global__ void k(int *out) {
  short s = threadIdx.x;
  out[idx(s)] = threadIdx.x;
}
