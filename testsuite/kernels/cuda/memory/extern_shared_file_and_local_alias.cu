//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-read race on
//
// An `extern __shared__` array at file scope and one declared in the kernel are the same
// memory.

extern __shared__ int counts[];

__global__ void tally(int *out) {
  extern __shared__ int scratch[];
  unsigned t = threadIdx.x;
  counts[t] = (int)t;
  out[blockIdx.x * 64 + t] = scratch[63 - t];
}
