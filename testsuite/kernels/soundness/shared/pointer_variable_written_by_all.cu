//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on p\[0\]

// `p` is one shared variable: every thread stores its own pointer into it, racing, and
// after the barrier all threads write through the one pointer it holds.
__global__ void k(int *A) {
  __shared__ int *p;
  p = A + threadIdx.x;
  __syncthreads();
  *p = threadIdx.x;
}
