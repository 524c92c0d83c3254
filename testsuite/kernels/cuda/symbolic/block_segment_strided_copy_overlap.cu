//xfail:NOT_ALL_VERIFIED
//--backend=smt2
//possible write-write race on out\[\d+\]
//
// Each block copies n + 1 elements from its segment start blockIdx.x * n: the last element of
// one block's range is the first of the next block's.

__global__ void segment_copy(int *out, const int *in, unsigned n) {
  __requires(n <= 4096);
  __requires(blockDim.x <= 1024);
  __requires(gridDim.x <= 65536);
  unsigned base = blockIdx.x * n;
  for (unsigned j = threadIdx.x; j <= n; j += blockDim.x) {
    out[base + j] = in[base + j] + blockIdx.x;
  }
}
