//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16
//possible write-write race on out\[
//
// Thread n of a block writes the first element of the next block's segment.
__global__ void segments(unsigned *out, unsigned n) {
  __requires(n <= 256);
  unsigned base = blockIdx.x * n;
  if (threadIdx.x <= n) {
    out[base + threadIdx.x] = threadIdx.x;
  }
}
