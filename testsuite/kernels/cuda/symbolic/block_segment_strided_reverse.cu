//pass
//--backend=smt2
//for every launch size
//
// Each block reverses its own segment of n elements through shared memory, its threads
// striding by the block size. Within a block, thread t handles the elements t, t + blockDim.x,
// ...: the row-major lemma splits blockIdx.x * n + j into the block and j, and the
// progression lemma splits j into its entry value t. (The Boogie route takes 90 s.)

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
    out[base + j] = s[n - 1 - j];
  }
}
