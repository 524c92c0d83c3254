//pass
//--blockDim=64 --gridDim=4
//
// Timing code keeps clock() in a clock_t (from <time.h>, which the CUDA headers bring in);
// clock() and clock64() return arbitrary counts.

__global__ void k(float *x, long long *t) {
  clock_t start = clock();
  long long start64 = clock64();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  x[i] = x[i] * 2.0f;
  __syncthreads();
  if (threadIdx.x == 0) {
    clock_t stop = clock();
    t[blockIdx.x] = (long long)(stop - start) + (clock64() - start64);
  }
  __assert(sizeof(clock_t) == 8);
}
