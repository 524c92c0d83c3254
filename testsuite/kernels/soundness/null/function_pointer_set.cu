//pass
//--blockDim=32 --gridDim=2

typedef int (*fn)(int);
__device__ int inc(int x) { return x + 1; }
__device__ int dec(int x) { return x - 1; }

__global__ void k(int *out, int sel) {
  fn f = inc;
  if (sel) f = dec;
  out[blockIdx.x * blockDim.x + threadIdx.x] = f(threadIdx.x);
}
