//pass
//--blockDim=512 --gridDim=16 --unroll=0

// Each block sums its own slice of a global array in place, halving the stride after a
// barrier; with the loop kept as a loop, its invariants must say that the block's own logged
// accesses are cleared by the barrier and the other blocks' stay in their slices.
__global__ void reduce(float *a) {
  int t = threadIdx.x;
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      a[blockIdx.x * blockDim.x + t] += a[blockIdx.x * blockDim.x + t + s];
    __syncthreads();
  }
}
