//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[0\]

// `char` to `int` is a promotion, `char` to `unsigned char` a conversion: C++ calls
// idx(int), which halves the index.
__device__ int idx(int t) { return t / 2; }
__device__ int idx(unsigned char t) { return t; }
__global__ void k(int *out) {
  char c = threadIdx.x;
  out[idx(c)] = threadIdx.x;
}
