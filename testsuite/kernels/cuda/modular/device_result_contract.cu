//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4 --no-inline
//possible write-write race on out
//
// The index the helper computes is unknown to the caller without a postcondition.

__device__ int index_of(int b, int t) {
  return b * 32 + t;
}

__global__ void k(int *out) {
  out[index_of(blockIdx.x, threadIdx.x)] = threadIdx.x;
}
