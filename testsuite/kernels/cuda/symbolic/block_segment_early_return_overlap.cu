//xfail:NOT_ALL_VERIFIED
//
//possible write-write race on out
//
// The twin of block_segment_early_return.cu: with `tid > n` as the exit test, thread n of a
// block writes the first element of the next block's segment.

__global__ void k(unsigned *out, unsigned n) {
  __requires(n < blockDim.x);
  unsigned tid = threadIdx.x;
  if (tid > n) return;
  out[blockIdx.x * n + tid] = tid;
}
