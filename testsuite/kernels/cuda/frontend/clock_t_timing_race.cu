//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on t\[0\]
//
// The twin of clock_t_timing.cu: every block's first thread stores its time in one cell.

__global__ void k(float *x, long long *t) {
  clock_t start = clock();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  x[i] = x[i] * 2.0f;
  __syncthreads();
  if (threadIdx.x == 0)
    t[0] = (long long)(clock() - start);
}
