//xfail:NOT_ALL_VERIFIED
//--backend=smt2
//possible write-write race on out\[\d+\]
//
// block_segment_strided_reverse.cu with every block writing the first n elements of out:
// the blocks race.

__global__ void segment_reverse(int *out, const int *in, unsigned n) {
  extern __shared__ int s[];
  __requires(n <= 4096);
  __requires(blockDim.x <= 1024);
  __requires(gridDim.x <= 65536);
  unsigned base = blockIdx.x * n;
  for (unsigned j = threadIdx.x; j < n; j += blockDim.x) {
    s[j] = in[base + j];
  }
  __syncthreads();
  for (unsigned j = threadIdx.x; j < n; j += blockDim.x) {
    out[j] = s[n - 1 - j] + blockIdx.x;
  }
}
