//pass
//--blockDim=64 --gridDim=8

// The condition depends on blockIdx only, which is uniform within a block.
__global__ void odd_blocks_reverse(int *a) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * 64 + t;
  if (blockIdx.x % 2 == 1) {
    s[t] = a[i];
    __syncthreads();
    a[i] = s[63 - t];
  }
}
