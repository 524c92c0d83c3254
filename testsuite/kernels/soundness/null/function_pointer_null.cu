//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//possible null pointer access

typedef int (*fn)(int);
__device__ int inc(int x) { return x + 1; }

// When sel is zero the call goes through a null function pointer.
__global__ void k(int *out, int sel) {
  fn f = 0;
  if (sel) f = inc;
  out[blockIdx.x * blockDim.x + threadIdx.x] = f(threadIdx.x);
}
