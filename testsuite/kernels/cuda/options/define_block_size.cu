//pass
//--blockDim=128 --gridDim=8 -DBLOCK=128

__global__ void reverse_block(int *d) {
  __shared__ int s[BLOCK];
  unsigned t = threadIdx.x;
  unsigned base = blockIdx.x * BLOCK;
  s[t] = d[base + t];
  __syncthreads();
  d[base + t] = s[BLOCK - 1 - t];
}
